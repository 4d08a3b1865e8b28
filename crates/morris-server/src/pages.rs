//! The pages a visitor plays on: the start page, the game page, the
//! analysis board and the puzzles, each built once per language when the
//! server starts (their words, the presets, the languages and the boards'
//! geometry from the core, as one JSON block of data, never as script),
//! and the static
//! modules and style they load, served under a path that names their
//! version so that a browser keeps them until they change.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use morris_core::{Board, Flying, Geometry, Preset, Rules};
use morris_i18n::Lang;
use sha2::{Digest as _, Sha256};

/// The pages' policy: scripts and styles from this server only, none
/// inline; sockets to this server only; no frames, forms or plugins.
pub(crate) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
    style-src 'self'; img-src 'self' blob:; connect-src 'self'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// The static files: name, type, text.
const ASSETS: [(&str, &str, &str); 23] = [
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../web/style.css"),
    ),
    ("icon.svg", "image/svg+xml", include_str!("../web/icon.svg")),
    ("common.js", JS, include_str!("../web/common.js")),
    ("turns.js", JS, include_str!("../web/turns.js")),
    ("clock.js", JS, include_str!("../web/clock.js")),
    ("board.js", JS, include_str!("../web/board.js")),
    ("front.js", JS, include_str!("../web/front.js")),
    ("game.js", JS, include_str!("../web/game.js")),
    ("review.js", JS, include_str!("../web/review.js")),
    ("review-view.js", JS, include_str!("../web/review-view.js")),
    ("ending.js", JS, include_str!("../web/ending.js")),
    ("controls.js", JS, include_str!("../web/controls.js")),
    ("about.js", JS, include_str!("../web/about.js")),
    ("outage.js", JS, include_str!("../web/outage.js")),
    ("seat.js", JS, include_str!("../web/seat.js")),
    ("analysis.js", JS, include_str!("../web/analysis.js")),
    ("position.js", JS, include_str!("../web/position.js")),
    ("values.js", JS, include_str!("../web/values.js")),
    ("history.js", JS, include_str!("../web/history.js")),
    ("puzzles.js", JS, include_str!("../web/puzzles.js")),
    ("puzzle.js", JS, include_str!("../web/puzzle.js")),
    ("puzzle-keep.js", JS, include_str!("../web/puzzle-keep.js")),
    ("puzzle-run.js", JS, include_str!("../web/puzzle-run.js")),
];

const JS: &str = "text/javascript; charset=utf-8";

/// Which page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Page {
    /// The start page.
    Front,
    /// A room's game page.
    Game,
    /// The analysis board, over the tablebase API.
    Analysis,
    /// The puzzles and the daily puzzle, over the puzzle API.
    Puzzles,
}

/// The pages of every language, and the assets' version.
#[derive(Debug)]
pub(crate) struct Pages {
    pages: HashMap<(Page, Lang), String>,
    version: String,
}

impl Pages {
    /// The pages, built on the first call (the router asks at start).
    pub(crate) fn get() -> &'static Pages {
        static PAGES: OnceLock<Pages> = OnceLock::new();
        PAGES.get_or_init(Pages::build)
    }

    fn build() -> Pages {
        let mut digest = Sha256::new();
        for (name, _, text) in ASSETS {
            digest.update(name.as_bytes());
            digest.update(text.as_bytes());
        }
        let version: String = digest
            .finalize()
            .iter()
            .take(6)
            .map(|b| format!("{b:02x}"))
            .collect();
        let shared = shared_data();
        let mut pages = HashMap::new();
        for lang in Lang::ALL {
            let mut data = shared.clone();
            data.insert("lang".into(), lang.code().into());
            data.insert("texts".into(), texts(lang));
            let data = script_json(&serde_json::Value::Object(data));
            for (page, template, module) in [
                (Page::Front, include_str!("../web/front.html"), "front.js"),
                (Page::Game, include_str!("../web/game.html"), "game.js"),
                (
                    Page::Analysis,
                    include_str!("../web/analysis.html"),
                    "analysis.js",
                ),
                (
                    Page::Puzzles,
                    include_str!("../web/puzzles.html"),
                    "puzzles.js",
                ),
            ] {
                let html = template
                    .replace("{{HEAD}}", include_str!("../web/head.html"))
                    .replace("{{MODULE}}", module)
                    .replace("{{LANG}}", lang.code())
                    .replace("{{STATIC}}", &format!("/static/{version}"))
                    .replace("{{DATA}}", &data);
                pages.insert((page, lang), html);
            }
        }
        Pages { pages, version }
    }

    /// `page` in `lang`, with its headers.
    pub(crate) fn page(&self, page: Page, lang: Lang) -> Response {
        let html = self.pages.get(&(page, lang)).cloned().unwrap_or_default();
        (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
                // The page names its assets' version: asked again each time.
                (header::CACHE_CONTROL, "no-cache"),
            ],
            html,
        )
            .into_response()
    }

    /// The static file `name` asked for under `version`: kept for a year
    /// when the version is this server's (a new version has a new path),
    /// else served, but not to be kept.
    pub(crate) fn asset(&self, version: &str, name: &str) -> Response {
        let Some((_, kind, text)) = ASSETS.iter().find(|(n, ..)| *n == name) else {
            return (StatusCode::NOT_FOUND, "No such file.").into_response();
        };
        let cache = if version == self.version {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        (
            [
                (header::CONTENT_TYPE, *kind),
                (header::CACHE_CONTROL, cache),
            ],
            *text,
        )
            .into_response()
    }
}

/// What every page of every language holds: the presets the start page
/// offers, the languages, and each board's points and lines as the core
/// has them (keyed `twenty-four`, `twenty-four+diagonals`, ...).
fn shared_data() -> serde_json::Map<String, serde_json::Value> {
    let presets: Vec<serde_json::Value> = Preset::ALL
        .into_iter()
        // The no-flying switch gives Nine Men's Morris without flying.
        .filter(|&p| p != Preset::NineNoFlying)
        .map(|p| {
            let rules = Rules::preset(p);
            let mut no_flying = rules;
            no_flying.set_flying(Flying::Off);
            serde_json::json!({ "name": p.name(), "rules": rules, "no_flying": no_flying })
        })
        .collect();
    let langs: Vec<serde_json::Value> = Lang::ALL
        .into_iter()
        .map(|l| serde_json::json!([l.code(), l.native_name()]))
        .collect();
    let mut boards = serde_json::Map::new();
    for board in Board::ALL {
        let name = serde_json::to_value(board)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        for diagonals in [false, true] {
            let key = if diagonals {
                format!("{name}+diagonals")
            } else {
                name.clone()
            };
            boards.insert(key, geometry(Geometry::of(board, diagonals)));
        }
    }
    let mut data = serde_json::Map::new();
    data.insert("presets".into(), presets.into());
    data.insert("langs".into(), langs.into());
    data.insert("boards".into(), boards.into());
    // The puzzle sets shipped (each preset's rules and size) and the
    // themes, for the puzzles' choosers.
    data.insert("puzzle_sets".into(), crate::puzzles::offered().into());
    data.insert("puzzle_themes".into(), crate::puzzles::themes().into());
    // How long a socket may be silent: the game page takes a server that
    // long quiet (its pings missing) for gone.
    data.insert(
        "silence_ms".into(),
        (morris_protocol::SILENCE.as_millis() as u64).into(),
    );
    data
}

/// A board's points, the lines between neighbours, each once, and its
/// mills (the page marks the row that won a game of Three Men's Morris).
fn geometry(geometry: Geometry) -> serde_json::Value {
    let points = geometry.points();
    let mut edges = Vec::new();
    for a in points.iter() {
        for b in geometry.neighbours(a).iter() {
            if a.index() < b.index() {
                edges.push(serde_json::json!([a.to_string(), b.to_string()]));
            }
        }
    }
    let names: Vec<String> = points.iter().map(|p| p.to_string()).collect();
    let mills: Vec<Vec<String>> = geometry
        .mills()
        .iter()
        .map(|mill| mill.iter().map(|p| p.to_string()).collect())
        .collect();
    serde_json::json!({ "points": names, "edges": edges, "mills": mills })
}

/// The words the pages use, in `lang`.
fn texts(lang: Lang) -> serde_json::Value {
    morris_i18n::page_texts(lang)
        .into_iter()
        .map(|(id, text)| (id, serde_json::Value::String(text)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// JSON to put inside a page's data block: no `</` can end it early.
fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace("</", "<\\/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_board_is_sent_with_the_cores_points_and_lines() {
        let data = shared_data();
        let boards = data["boards"].as_object().unwrap();
        assert_eq!(boards.len(), 6);
        let count = |key: &str, what: &str| boards[key][what].as_array().unwrap().len();
        assert_eq!(count("twenty-four", "points"), 24);
        // 16 mills of three points: 32 lines between neighbours.
        assert_eq!(count("twenty-four", "edges"), 32);
        assert_eq!(count("twenty-four+diagonals", "edges"), 40);
        assert_eq!(count("sixteen", "points"), 16);
        assert_eq!(count("nine", "points"), 9);
        assert_eq!(count("nine", "edges"), 12);
        assert_eq!(count("twenty-four", "mills"), 16);
        assert_eq!(count("nine", "mills"), 6);
        assert_eq!(count("nine+diagonals", "mills"), 8);
    }

    #[test]
    fn pages_name_their_assets_by_version_and_carry_their_words_as_data() {
        let pages = Pages::get();
        for lang in Lang::ALL {
            for page in [Page::Front, Page::Game, Page::Analysis, Page::Puzzles] {
                let html = &pages.pages[&(page, lang)];
                assert!(html.contains(&format!("/static/{}/", pages.version)));
                assert!(
                    !html.contains("{{"),
                    "a placeholder left in {page:?} {lang:?}"
                );
                // The only scripts: the module file and the data block.
                assert_eq!(html.matches("<script").count(), 2, "{page:?}");
                assert!(html.contains(r#"<script type="application/json" id="page-data">"#));
                assert!(!html.contains("<style"));
                assert!(!html.contains(" style="));
                let handler = html.split(" on").skip(1).any(|rest| {
                    let name: String = rest.chars().take_while(char::is_ascii_lowercase).collect();
                    !name.is_empty() && rest[name.len()..].starts_with('=')
                });
                assert!(!handler, "an inline handler in {page:?}");
            }
        }
    }
}
