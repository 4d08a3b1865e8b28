//! The tablebase API (docs/TABLEBASE.md): `GET
//! /api/v1/position?rules=PRESET&position=TEXT` (or `&moves=d6 f4 …` from
//! the start) answers a position's value with perfect play and every legal
//! turn's, from the databases the server's AI has. Answers are kept by
//! position (a position asked again, by anyone, is answered at once); each
//! address may ask [`Limits::tablebase_requests`](crate::Limits) a
//! [`Limits::tablebase_period`](crate::Limits); the values are looked up
//! (or searched, in the placing phase) in the AI's queue as its other
//! searches are. Every error is JSON with a reason, and costs little.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use morris_core::{Game, Move, Position, Preset, Rules, Setup};
use morris_protocol::{
    MAX_TABLEBASE_QUERY, TABLEBASE_VERSION, TablebaseAnswer, TablebaseError, TablebaseErrorCode,
    TablebaseResult, TablebaseTurn, TablebaseValue,
};

use crate::hub::Hub;

/// How many answers the server keeps (a position's answer is a few
/// kilobytes at most).
pub(crate) const POSITIONS_KEPT: usize = 4096;

/// The parameters the API reads.
const PARAMETERS: [&str; 3] = ["rules", "position", "moves"];

/// An error answer, its status by its code.
fn refuse(error: TablebaseErrorCode, reason: impl Into<String>) -> Response {
    let status = match error {
        TablebaseErrorCode::TooLarge => StatusCode::URI_TOO_LONG,
        TablebaseErrorCode::TooMany => StatusCode::TOO_MANY_REQUESTS,
        _ => StatusCode::BAD_REQUEST,
    };
    let body = TablebaseError {
        error,
        reason: reason.into(),
    };
    (status, Json(body)).into_response()
}

fn bad(error: TablebaseErrorCode, reason: impl Into<String>) -> TablebaseError {
    TablebaseError {
        error,
        reason: reason.into(),
    }
}

/// `GET /api/v1/position`.
pub(crate) async fn position(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    uri: Uri,
) -> Response {
    let query = uri.query().unwrap_or("");
    if query.len() > MAX_TABLEBASE_QUERY {
        return refuse(
            TablebaseErrorCode::TooLarge,
            format!("the query is longer than {MAX_TABLEBASE_QUERY} bytes"),
        );
    }
    let limits = hub.limits();
    if !hub.asked.take_within(
        from.ip(),
        limits.tablebase_requests,
        limits.tablebase_period,
    ) {
        return refuse(
            TablebaseErrorCode::TooMany,
            format!(
                "at most {} requests in {} ms from one address",
                limits.tablebase_requests,
                limits.tablebase_period.as_millis()
            ),
        );
    }
    let (rules, pos) = match asked(&uri) {
        Ok(asked) => asked,
        Err(e) => return refuse(e.error, e.reason),
    };
    let start = Game::from_position(pos);
    if let Some(kept) = hub.positions.get(&start) {
        return json(kept);
    }
    let tabled = match hub.ai() {
        Some(queue) => {
            let thinker = queue.thinker(queue.ticket(Some(from.ip()))).await;
            let brain = queue.brain();
            let found = tokio::task::spawn_blocking(move || brain.tablebase(&pos))
                .await
                .ok()
                .flatten();
            drop(thinker);
            found
        }
        None => None,
    };
    let answer = answer(&rules, &pos, tabled);
    let text: Arc<str> = serde_json::to_string(&answer)
        .unwrap_or_else(|_| r#"{"error":"bad_query","reason":"the answer did not encode"}"#.into())
        .into();
    // Unknown for want of databases is not kept: they may be built.
    if answer.value.exact {
        hub.positions.put(&start, Arc::clone(&text));
    }
    json(text)
}

/// An answer's JSON text, as it was encoded once (and kept so).
fn json(text: Arc<str>) -> Response {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        text.to_string(),
    )
        .into_response()
}

/// The rules' preset name and the position a query asks for.
fn asked(uri: &Uri) -> Result<(String, Position), TablebaseError> {
    let axum::extract::Query(pairs) =
        axum::extract::Query::<Vec<(String, String)>>::try_from_uri(uri).map_err(|e| {
            bad(
                TablebaseErrorCode::BadQuery,
                format!("the query does not parse: {}", e.body_text()),
            )
        })?;
    let mut params: HashMap<String, String> = HashMap::new();
    for (key, value) in pairs {
        if !PARAMETERS.contains(&key.as_str()) {
            return Err(bad(
                TablebaseErrorCode::BadQuery,
                format!("unknown parameter {key:?}: the API reads rules, position and moves"),
            ));
        }
        if params.insert(key.clone(), value).is_some() {
            return Err(bad(
                TablebaseErrorCode::BadQuery,
                format!("{key} is given twice"),
            ));
        }
    }
    let name = params.get("rules").map_or("nine", String::as_str);
    let preset: Preset = name.parse().map_err(|_| {
        bad(
            TablebaseErrorCode::UnknownRules,
            format!("unknown rules {name:?}: give a preset, e.g. nine, twelve, six"),
        )
    })?;
    let rules = Rules::preset(preset);
    let pos = match (params.get("position"), params.get("moves")) {
        (Some(text), None) => {
            let setup: Setup = text.parse().map_err(|e| {
                bad(
                    TablebaseErrorCode::BadPosition,
                    format!("the position text does not parse: {e}"),
                )
            })?;
            Position::from_setup(&setup, rules).map_err(|e| {
                bad(
                    TablebaseErrorCode::ImpossiblePosition,
                    format!("the position cannot stand under {name}: {e}"),
                )
            })?
        }
        (None, Some(moves)) => after_moves(rules, moves)?,
        _ => {
            return Err(bad(
                TablebaseErrorCode::BadQuery,
                "give either position (position text) or moves (turns from the start)",
            ));
        }
    };
    Ok((preset.name().to_owned(), pos))
}

/// The position after `moves` (turns in our notation, separated by spaces
/// or commas) from the start of `rules`.
fn after_moves(rules: Rules, moves: &str) -> Result<Position, TablebaseError> {
    let mut game = Game::new(rules);
    for (i, word) in moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
    {
        let refused = |why: String| {
            bad(
                TablebaseErrorCode::BadMoves,
                format!("turn {} ({word:?}): {why}", i + 1),
            )
        };
        let turn: Move = word.parse().map_err(|e| refused(format!("{e}")))?;
        game.play(turn).map_err(|e| refused(e.to_string()))?;
    }
    Ok(*game.position())
}

/// The answer for `pos` from what the AI's databases said (`None`: it has
/// none for these rules, or no AI at all). An unknown position still lists
/// every legal turn, each unknown, as the contract says: a client plays on
/// from it (the analysis board does).
fn answer(rules: &str, pos: &Position, tabled: Option<crate::ai::Tabled>) -> TablebaseAnswer {
    let (value, mut turns, sources, why) = match tabled {
        Some(t) => (t.value, t.turns, t.sources, t.why),
        None => (
            TablebaseValue::UNKNOWN,
            Vec::new(),
            Vec::new(),
            Some("this server has no databases for these rules".to_owned()),
        ),
    };
    if turns.is_empty() && value.result == TablebaseResult::Unknown {
        turns = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m, TablebaseValue::UNKNOWN))
            .collect();
    }
    TablebaseAnswer {
        version: TABLEBASE_VERSION,
        rules: rules.to_owned(),
        position: pos.to_string(),
        side: pos.side_to_move(),
        value,
        turns: turns
            .into_iter()
            .map(|(turn, value)| TablebaseTurn {
                turn: turn.to_string(),
                value,
            })
            .collect(),
        sources,
        why,
    }
}
