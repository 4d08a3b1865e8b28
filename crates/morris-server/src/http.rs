//! The server's HTTP side: the routes, the pages a visitor plays on (in
//! the visitor's language), a game's record to download, and the upgrade
//! of `/ws` to a WebSocket.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path as UrlPath, Query, State};
use axum::http::{Extensions, HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use morris_i18n::Lang;
use morris_protocol::{MAX_MESSAGE, READ_BUFFER};

use crate::hub::Hub;
use crate::pages::{Page, Pages};

/// The server's routes over `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    // The pages of every language and the puzzles, built now rather than
    // at the first visitor.
    let _ = Pages::get();
    let _ = crate::puzzles::Sets::get();
    Router::new()
        .route("/ws", get(upgrade))
        .route("/", get(front_page))
        .route("/join/{code}", get(join_page))
        .route("/invite/{code}", get(invitation))
        .route("/watch/{code}", get(watch_page))
        .route("/game/{room}", get(game_page))
        .route("/record/{watch}", get(record))
        .route("/api/v1/position", get(crate::tablebase::position))
        .route("/analysis", get(analysis_page))
        .route("/puzzles", get(puzzles_page))
        .route("/puzzles/daily", get(puzzles_page))
        .route("/api/v1/puzzles/daily", get(crate::puzzles::daily))
        .route("/api/v1/puzzles/next", get(crate::puzzles::next))
        .route("/api/v1/puzzles/ladder", get(crate::puzzles::ladder))
        .route("/api/v1/puzzles/{id}", get(crate::puzzles::one))
        .route(
            "/api/v1/puzzles/{id}/attempt",
            post(crate::puzzles::attempt),
        )
        .route("/static/{version}/{file}", get(asset))
        // Asked for by browsers that did not read the page's icon.
        .route("/favicon.ico", get(favicon))
        .layer(axum::middleware::map_response(security_headers))
        .with_state(hub)
}

/// The language of a page: `?lang=xx` if we speak it, else the browser's
/// first choice among ours, else English.
fn page_lang(query: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    query
        .get("lang")
        .and_then(|l| Lang::from_locale(l))
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|h| h.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
}

async fn front_page(Query(query): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    Pages::get().page(Page::Front, page_lang(&query, &headers))
}

/// The analysis board: any position's values from the tablebase API.
async fn analysis_page(
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    Pages::get().page(Page::Analysis, page_lang(&query, &headers))
}

/// The puzzles (`/puzzles`) and the daily puzzle (`/puzzles/daily`): one
/// page, which reads which from its address.
async fn puzzles_page(
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    Pages::get().page(Page::Puzzles, page_lang(&query, &headers))
}

async fn join_page(
    UrlPath(code): UrlPath<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if !morris_protocol::is_well_formed_code(&code) {
        return (StatusCode::NOT_FOUND, "No game has this code.").into_response();
    }
    Pages::get().page(Page::Game, page_lang(&query, &headers))
}

/// The game page for a watcher with the host's watch link.
async fn watch_page(
    UrlPath(code): UrlPath<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if !morris_protocol::is_well_formed_code(&code) {
        return (StatusCode::NOT_FOUND, "No game has this code.").into_response();
    }
    Pages::get().page(Page::Game, page_lang(&query, &headers))
}

/// What the invite `code` tells before it is taken, as JSON for the join
/// page: the host, the rules, the clock and the friend's colour.
async fn invitation(State(hub): State<Arc<Hub>>, UrlPath(code): UrlPath<String>) -> Response {
    let missing = || (StatusCode::NOT_FOUND, "No game has this code.").into_response();
    if !morris_protocol::is_well_formed_code(&code) {
        return missing();
    }
    let Ok(Some(cell)) = hub.find_code(&code, false).await else {
        return missing();
    };
    let room = cell.room.lock().await;
    if room.is_expired(crate::now_ms()) {
        return missing();
    }
    match serde_json::to_string(&room.invitation()) {
        Ok(json) => (
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            json,
        )
            .into_response(),
        Err(_) => missing(),
    }
}

async fn game_page(
    UrlPath(room): UrlPath<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if room.len() > 64
        || !room
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return (StatusCode::NOT_FOUND, "No room has this name.").into_response();
    }
    Pages::get().page(Page::Game, page_lang(&query, &headers))
}

async fn record(State(hub): State<Arc<Hub>>, UrlPath(watch): UrlPath<String>) -> Response {
    let watch = watch.trim_end_matches(".pgn");
    match hub.record_by_watch(watch).await {
        Some(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    "application/x-chess-pgn; charset=utf-8",
                ),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"morris-game.pgn\"",
                ),
            ],
            text,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "No game has this code.").into_response(),
    }
}

/// The largest message a socket reads: one over [`MAX_MESSAGE`] but not
/// over twice as much gets `too_big`; a larger one, or a frame larger,
/// closes the socket before it is all held.
pub(crate) const READ_LIMIT: usize = 2 * MAX_MESSAGE;

async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    headers: HeaderMap,
    uri: Uri,
    extensions: Extensions,
) -> Response {
    if !crate::origin::allowed(&headers, &uri, &hub.limits().origins) {
        return (
            StatusCode::FORBIDDEN,
            "This server's socket is for its own pages.",
        )
            .into_response();
    }
    // Served without the peer's address (a router used on its own), no
    // limit counts by address.
    let from = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    // A small read buffer: the library zeroes the whole of it before each
    // read, and our messages are small (128 KiB made that a fifth of the
    // server's time under load).
    ws.max_message_size(READ_LIMIT)
        .max_frame_size(READ_LIMIT)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| crate::connection::connection(socket, hub, from))
}

async fn asset(UrlPath((version, file)): UrlPath<(String, String)>) -> Response {
    Pages::get().asset(&version, &file)
}

async fn favicon() -> Response {
    Pages::get().asset("", "icon.svg")
}

/// What every response carries: no framing (a page of another site cannot
/// make a seated player click), no guessing of types, no referrer (the
/// address holds a room's name or an invite code).
async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}
