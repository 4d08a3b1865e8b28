//! The puzzle API (docs/PUZZLES.md, "The web API"), under
//! `/api/v1/puzzles`: the shipped puzzles, each with its line judged at
//! every legal turn (no database needed: the line was certified when the
//! set was made), the daily puzzle of a date, one near a rating, a step of
//! a streak's ladder, one by its id; and a visitor's first attempt at a
//! puzzle rated, the puzzle's rating kept in the store.
//!
//! - `GET /api/v1/puzzles/daily[?date=YYYY-MM-DD]`: the day's puzzle (UTC),
//!   the same for everyone (`choose::daily` over the set of `nine`).
//! - `GET /api/v1/puzzles/next?rules=&rating=&theme=&skip=&seed=`: one
//!   near the rating (`choose::near`).
//! - `GET /api/v1/puzzles/ladder?rules=&step=&theme=&skip=&seed=`: the
//!   ladder's step (`choose::ladder`), for a streak or a rush.
//! - `GET /api/v1/puzzles/ID`: that puzzle.
//! - `POST /api/v1/puzzles/ID/attempt`: `{"player": RATING, "solved":
//!   BOOL}`; both ratings after it (`rating::after_attempt`).
//!
//! Each address may ask [`Limits::puzzle_requests`](crate::Limits) a
//! [`Limits::puzzle_period`](crate::Limits), and have
//! [`Limits::puzzle_attempts_per_hour`](crate::Limits) attempts rated.
//! Every error is JSON with a reason, as the tablebase API's are.

mod answer;
mod sets;
mod wire;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path as UrlPath, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use morris_ai::puzzles::choose::{self, Filter};
use morris_ai::puzzles::rating::{Glicko2Rating, after_attempt, puzzle_start};
use morris_ai::puzzles::{Puzzle, Theme};
use morris_core::Preset;

pub(crate) use sets::Sets;
pub use wire::{
    Attempt, MAX_ATTEMPT_BODY, MAX_PUZZLE_QUERY, MAX_SKIP, PUZZLES_VERSION, PuzzleAnswer,
    PuzzleError, PuzzleErrorCode, PuzzleRating, Rated, Rating, Step, StepTurn, Verdict,
};

use crate::hub::Hub;
use crate::store;

/// The bounds of a rating a visitor may send, and of the `rating` a
/// choice is near: Glicko-2's scale, far beyond the puzzles' 600 to 2500.
pub const RATING_BOUNDS: std::ops::RangeInclusive<f64> = 0.0..=4000.0;
/// The bounds of a visitor's deviation: a fresh player's is 350, which
/// attempts make smaller (a lopsided one may raise it a hair).
pub const DEVIATION_BOUNDS: std::ops::RangeInclusive<f64> = 1.0..=500.0;
/// The bounds of a visitor's volatility (a fresh player's 0.06).
pub const VOLATILITY_BOUNDS: std::ops::RangeInclusive<f64> = 0.0001..=1.0;
/// The highest ladder step asked (the ladder's rating stops rising long
/// before).
pub const MAX_STEP: usize = 1000;

/// A refusal: its status (by its code) and its JSON, turned into the
/// answer in one place.
#[derive(Debug)]
pub(crate) struct Refused {
    status: StatusCode,
    error: PuzzleError,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        (self.status, no_store(), Json(self.error)).into_response()
    }
}

/// A refusal with the status of its code.
fn refuse(error: PuzzleErrorCode, reason: impl Into<String>) -> Refused {
    let status = match error {
        PuzzleErrorCode::UnknownPuzzle | PuzzleErrorCode::NoPuzzle => StatusCode::NOT_FOUND,
        PuzzleErrorCode::TooMany => StatusCode::TOO_MANY_REQUESTS,
        PuzzleErrorCode::Store => StatusCode::SERVICE_UNAVAILABLE,
        PuzzleErrorCode::TooLarge => StatusCode::URI_TOO_LONG,
        _ => StatusCode::BAD_REQUEST,
    };
    Refused {
        status,
        error: PuzzleError {
            error,
            reason: reason.into(),
        },
    }
}

/// What every answer of the API carries: a rating changes with every
/// attempt, and a choice is drawn afresh.
const fn no_store() -> [(header::HeaderName, &'static str); 1] {
    [(header::CACHE_CONTROL, "no-store")]
}

fn json<T: serde::Serialize>(body: &T) -> Response {
    (no_store(), Json(body)).into_response()
}

/// The query's parameters, each once and each one `allowed`, after the
/// address's limit; else the answer that refuses.
fn read_query(
    hub: &Hub,
    from: SocketAddr,
    uri: &Uri,
    allowed: &[&str],
) -> Result<HashMap<String, String>, Refused> {
    let query = uri.query().unwrap_or("");
    if query.len() > MAX_PUZZLE_QUERY {
        return Err(refuse(
            PuzzleErrorCode::TooLarge,
            format!("the query is longer than {MAX_PUZZLE_QUERY} bytes"),
        ));
    }
    take_request(hub, from)?;
    let axum::extract::Query(pairs) =
        axum::extract::Query::<Vec<(String, String)>>::try_from_uri(uri).map_err(|e| {
            refuse(
                PuzzleErrorCode::BadQuery,
                format!("the query does not parse: {}", e.body_text()),
            )
        })?;
    let mut params = HashMap::new();
    for (key, value) in pairs {
        if !allowed.contains(&key.as_str()) {
            let reads = if allowed.is_empty() {
                "no parameter".to_owned()
            } else {
                allowed.join(", ")
            };
            return Err(refuse(
                PuzzleErrorCode::BadQuery,
                format!("unknown parameter {key:?}: this reads {reads}"),
            ));
        }
        if params.insert(key.clone(), value).is_some() {
            return Err(refuse(
                PuzzleErrorCode::BadQuery,
                format!("{key} is given twice"),
            ));
        }
    }
    Ok(params)
}

/// One request from `from`'s bucket; the refusal when it is empty.
fn take_request(hub: &Hub, from: SocketAddr) -> Result<(), Refused> {
    let limits = hub.limits();
    if hub
        .puzzles_asked
        .take_within(from.ip(), limits.puzzle_requests, limits.puzzle_period)
    {
        Ok(())
    } else {
        Err(refuse(
            PuzzleErrorCode::TooMany,
            format!(
                "at most {} requests in {} ms from one address",
                limits.puzzle_requests,
                limits.puzzle_period.as_millis()
            ),
        ))
    }
}

/// The set `rules` names (`nine` when left out).
fn set_of(params: &HashMap<String, String>) -> Result<&'static [Puzzle], Refused> {
    let name = params.get("rules").map_or("nine", String::as_str);
    let sets = Sets::get();
    name.parse::<Preset>()
        .ok()
        .and_then(|p| sets.of(p))
        .ok_or_else(|| {
            let offered: Vec<&str> = sets.presets().map(|(p, _)| p.name()).collect();
            refuse(
                PuzzleErrorCode::UnknownRules,
                format!(
                    "no puzzles of the rules {name:?}: give one of {}",
                    offered.join(", ")
                ),
            )
        })
}

/// The theme asked for, if any (empty: none).
fn theme_of(params: &HashMap<String, String>) -> Result<Option<Theme>, Refused> {
    match params.get("theme").map(|t| t.trim()) {
        None | Some("") => Ok(None),
        Some(name) => name.parse().map(Some).map_err(|_| {
            let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
            refuse(
                PuzzleErrorCode::UnknownTheme,
                format!("unknown theme {name:?}: give one of {}", names.join(", ")),
            )
        }),
    }
}

/// The ids of `skip` (separated by commas).
fn skip_of(params: &HashMap<String, String>) -> Result<HashSet<String>, Refused> {
    let Some(list) = params.get("skip") else {
        return Ok(HashSet::new());
    };
    let ids: Vec<&str> = list.split(',').filter(|id| !id.is_empty()).collect();
    if ids.len() > MAX_SKIP {
        return Err(refuse(
            PuzzleErrorCode::BadQuery,
            format!("skip names more than {MAX_SKIP} ids"),
        ));
    }
    if let Some(bad) = ids.iter().find(|id| !is_id(id)) {
        return Err(refuse(
            PuzzleErrorCode::BadQuery,
            format!("skip names {bad:?}, which is no puzzle's id"),
        ));
    }
    Ok(ids.into_iter().map(str::to_owned).collect())
}

/// Whether `id` is written as a puzzle's id is (docs/PUZZLES.md): 1 to
/// 32 ASCII letters, digits, `-` and `_`.
fn is_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A number parameter `key` in `range`, `default` when left out.
fn number_of<T>(
    params: &HashMap<String, String>,
    key: &str,
    range: std::ops::RangeInclusive<T>,
    default: T,
) -> Result<T, Refused>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
{
    let Some(text) = params.get(key) else {
        return Ok(default);
    };
    text.trim()
        .parse::<T>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            refuse(
                PuzzleErrorCode::BadQuery,
                format!(
                    "{key} is {text:?}: give a number from {} to {}",
                    range.start(),
                    range.end()
                ),
            )
        })
}

/// The seed asked for, else a fresh one.
fn seed_of(params: &HashMap<String, String>) -> Result<u64, Refused> {
    match params.get("seed") {
        None => Ok(crate::secret::random_seed()),
        Some(_) => number_of(params, "seed", 0..=u64::MAX, 0),
    }
}

/// `puzzle` as the API answers it, with its rating as kept.
async fn answer(hub: &Hub, puzzle: &Puzzle) -> Result<PuzzleAnswer, Refused> {
    let kept = hub.store.puzzle_rating(puzzle.id()).await.map_err(|e| {
        tracing::warn!("the rating of puzzle {}: {e}", puzzle.id());
        refuse(
            PuzzleErrorCode::Store,
            "the store cannot read the puzzle's rating now; try again",
        )
    })?;
    let rating =
        kept.unwrap_or_else(|| store::PuzzleRating::unrated(puzzle_start(puzzle.rating())));
    let puzzle = puzzle.clone();
    // Every legal turn of each step judged: a few milliseconds, off the
    // runtime's threads.
    tokio::task::spawn_blocking(move || answer::answer(&puzzle, &rating))
        .await
        .map_err(|_| refuse(PuzzleErrorCode::Store, "the answer could not be made"))
}

/// Today's date in UTC, `YYYY-MM-DD`.
#[must_use]
pub fn today() -> String {
    jiff::Timestamp::now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date()
        .to_string()
}

/// `text` read as a date `YYYY-MM-DD` (a real day, years 1970 to 9999).
fn date_of(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let shaped = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !shaped {
        return None;
    }
    let year: i16 = text[..4].parse().ok()?;
    let month: i8 = text[5..7].parse().ok()?;
    let day: i8 = text[8..].parse().ok()?;
    if year < 1970 {
        return None;
    }
    jiff::civil::Date::new(year, month, day)
        .ok()
        .map(|d| d.to_string())
}

/// `GET /api/v1/puzzles/daily`.
pub(crate) async fn daily(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    uri: Uri,
) -> Result<Response, Refused> {
    let params = read_query(&hub, from, &uri, &["date"])?;
    let date = match params.get("date") {
        None => today(),
        Some(text) => date_of(text).ok_or_else(|| {
            refuse(
                PuzzleErrorCode::BadDate,
                format!("date is {text:?}: give a day as YYYY-MM-DD, e.g. 2026-12-07"),
            )
        })?,
    };
    let nine = Sets::get()
        .of(Preset::Nine)
        .ok_or_else(|| refuse(PuzzleErrorCode::NoPuzzle, "no puzzles of nine"))?;
    let i = choose::daily(nine, &date)
        .ok_or_else(|| refuse(PuzzleErrorCode::NoPuzzle, "no puzzles of nine"))?;
    let mut answer = answer(&hub, &nine[i]).await?;
    answer.date = Some(date);
    Ok(json(&answer))
}

/// `GET /api/v1/puzzles/next`.
pub(crate) async fn next(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    uri: Uri,
) -> Result<Response, Refused> {
    let params = read_query(
        &hub,
        from,
        &uri,
        &["rules", "rating", "theme", "skip", "seed"],
    )?;
    let choosing = Choosing::read(&params)?;
    let rating = number_of(&params, "rating", RATING_BOUNDS, 1500.0)?;
    let puzzle = choosing.choose(|set, filter, seed| choose::near(set, rating, filter, seed))?;
    Ok(json(&answer(&hub, puzzle).await?))
}

/// `GET /api/v1/puzzles/ladder`.
pub(crate) async fn ladder(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    uri: Uri,
) -> Result<Response, Refused> {
    let params = read_query(
        &hub,
        from,
        &uri,
        &["rules", "step", "theme", "skip", "seed"],
    )?;
    let choosing = Choosing::read(&params)?;
    let step = number_of(&params, "step", 0..=MAX_STEP, 0)?;
    let puzzle = choosing.choose(|set, filter, seed| choose::ladder(set, step, filter, seed))?;
    Ok(json(&answer(&hub, puzzle).await?))
}

/// What `next` and `ladder` both read of their query: the set, the theme,
/// the puzzles to skip, the seed.
struct Choosing {
    set: &'static [Puzzle],
    theme: Option<Theme>,
    skip: HashSet<String>,
    seed: u64,
}

impl Choosing {
    fn read(params: &HashMap<String, String>) -> Result<Choosing, Refused> {
        Ok(Choosing {
            set: set_of(params)?,
            theme: theme_of(params)?,
            skip: skip_of(params)?,
            seed: seed_of(params)?,
        })
    }

    /// The puzzle `pick` takes from the set under the theme and without
    /// the skipped ones, or the refusal that none fits.
    fn choose(
        &self,
        pick: impl FnOnce(&[Puzzle], Filter<'_>, u64) -> Option<usize>,
    ) -> Result<&'static Puzzle, Refused> {
        let skipped = |i: usize| self.skip.contains(self.set[i].id());
        let filter = Filter {
            theme: self.theme,
            skip: Some(&skipped),
        };
        let i = pick(self.set, filter, self.seed).ok_or_else(none_fits)?;
        Ok(&self.set[i])
    }
}

fn none_fits() -> Refused {
    refuse(
        PuzzleErrorCode::NoPuzzle,
        "no puzzle of these rules fits: the theme is not among them, or every one is skipped",
    )
}

/// The shipped puzzle `id`, or the refusal.
fn puzzle_of(id: &str) -> Result<&'static Puzzle, Refused> {
    Sets::get().find(id).ok_or_else(|| {
        refuse(
            PuzzleErrorCode::UnknownPuzzle,
            format!(
                "no puzzle has the id {:?}",
                id.chars().take(40).collect::<String>()
            ),
        )
    })
}

/// `GET /api/v1/puzzles/ID`.
pub(crate) async fn one(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    UrlPath(id): UrlPath<String>,
    uri: Uri,
) -> Result<Response, Refused> {
    read_query(&hub, from, &uri, &[])?;
    let puzzle = puzzle_of(&id)?;
    Ok(json(&answer(&hub, puzzle).await?))
}

/// The visitor's rating, if it is one: every number finite and within
/// its bounds.
fn check_rating(r: &Rating) -> Result<Glicko2Rating, String> {
    let within = |name: &str, value: f64, bounds: &std::ops::RangeInclusive<f64>| {
        if value.is_finite() && bounds.contains(&value) {
            Ok(())
        } else {
            Err(format!(
                "the player's {name} is {value}: it is from {} to {}",
                bounds.start(),
                bounds.end()
            ))
        }
    };
    within("rating", r.rating, &RATING_BOUNDS)?;
    within("deviation", r.deviation, &DEVIATION_BOUNDS)?;
    within("volatility", r.volatility, &VOLATILITY_BOUNDS)?;
    Ok(Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    })
}

/// `POST /api/v1/puzzles/ID/attempt`.
pub(crate) async fn attempt(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    UrlPath(id): UrlPath<String>,
    uri: Uri,
    body: Body,
) -> Result<Response, Refused> {
    read_query(&hub, from, &uri, &[])?;
    let puzzle = puzzle_of(&id)?;
    let Ok(bytes) = axum::body::to_bytes(body, MAX_ATTEMPT_BODY).await else {
        return Err(Refused {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            ..refuse(
                PuzzleErrorCode::TooLarge,
                format!("the body is longer than {MAX_ATTEMPT_BODY} bytes"),
            )
        });
    };
    let asked: Attempt = serde_json::from_slice(&bytes).map_err(|e| {
        refuse(
            PuzzleErrorCode::BadAttempt,
            format!(
                "the body is not an attempt ({{\"player\": {{\"rating\", \"deviation\", \"volatility\"}}, \"solved\": true or false}}): {e}"
            ),
        )
    })?;
    let player =
        check_rating(&asked.player).map_err(|why| refuse(PuzzleErrorCode::BadAttempt, why))?;
    if !hub
        .attempts
        .take(from.ip(), hub.limits().puzzle_attempts_per_hour)
    {
        return Err(refuse(
            PuzzleErrorCode::TooMany,
            format!(
                "at most {} attempts an hour from one address",
                hub.limits().puzzle_attempts_per_hour
            ),
        ));
    }
    let solved = asked.solved;
    let rate = move |kept: &Glicko2Rating| after_attempt(&player, kept, solved).1;
    let (before, after) = hub
        .store
        .rate_puzzle(puzzle.id(), puzzle_start(puzzle.rating()), &rate)
        .await
        .map_err(|e| {
            tracing::warn!("an attempt at puzzle {}: {e}", puzzle.id());
            refuse(
                PuzzleErrorCode::Store,
                "the store cannot keep the attempt now; try again",
            )
        })?;
    let player = after_attempt(&player, &before.rating, solved).0;
    Ok(json(&Rated {
        version: PUZZLES_VERSION,
        id: puzzle.id().to_owned(),
        player: answer::rating(&player),
        puzzle: answer::puzzle_rating(&after),
    }))
}

/// The shipped sets the pages offer: each preset's name, its rules and
/// how many puzzles it has.
pub(crate) fn offered() -> Vec<serde_json::Value> {
    Sets::get()
        .presets()
        .map(|(p, count)| {
            serde_json::json!({
                "name": p.name(),
                "rules": morris_core::Rules::preset(p),
                "count": count,
            })
        })
        .collect()
}

/// The themes' names, in order.
pub(crate) fn themes() -> Vec<&'static str> {
    Theme::ALL.iter().map(|t| t.name()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_is_a_real_day_written_as_its_digits() {
        assert_eq!(date_of("2026-12-07").as_deref(), Some("2026-12-07"));
        assert_eq!(date_of("2028-02-29").as_deref(), Some("2028-02-29"));
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-1-07",
            "20261207",
            "2026-12-07T00:00",
            "1969-12-31",
            "+026-12-07",
            "",
        ] {
            assert_eq!(date_of(bad), None, "{bad}");
        }
        assert!(date_of(&today()).is_some());
    }

    #[test]
    fn a_rating_out_of_bounds_or_not_a_number_is_refused() {
        let fresh = Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        };
        assert!(check_rating(&fresh).is_ok());
        for bad in [
            Rating {
                rating: f64::NAN,
                ..fresh
            },
            Rating {
                rating: f64::INFINITY,
                ..fresh
            },
            Rating {
                rating: -1.0,
                ..fresh
            },
            Rating {
                deviation: 0.0,
                ..fresh
            },
            Rating {
                deviation: 501.0,
                ..fresh
            },
            Rating {
                volatility: 0.0,
                ..fresh
            },
            Rating {
                volatility: 2.0,
                ..fresh
            },
        ] {
            assert!(check_rating(&bad).is_err(), "{bad:?}");
        }
    }
}
