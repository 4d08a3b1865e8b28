//! `morris serve`: the online server wired to the app's AI and the data
//! directory ([`run`]), and that AI ([`ServerAi`]): the app's players for
//! the games a visitor plays against the computer in a browser, and the
//! hints there.
//!
//! Each search is the app's: the same [`Level`]s (levels 1 to 9 keep
//! their own budgets and play their human mistakes), level 10 thinking the
//! app's time a move (or the share of its clock that the app's budget
//! gives), the hint at full strength for the hint's time, a fresh random
//! seed each search as the app's games use ([`Seeds::Random`]), the
//! endgame databases of the data directory at full strength, and the
//! app's draw policy ([`morris_play::draw::ai_accepts_draw`]). A finished
//! game's review and the practice's tries are graded by
//! [`morris_ai::review::Reviewer`] at its default depth with the same
//! databases, and travel as the lines of `morris review --json` do.
//!
//! ```no_run
//! use std::sync::Arc;
//! use std::time::Duration;
//! use morris_repl::serve::{Brain, ServerAi};
//!
//! let ai = ServerAi::new(Duration::from_millis(1500), Duration::from_secs(1), None);
//! let brain: Arc<dyn Brain> = Arc::new(ai);
//! # let _ = brain;
//! ```
//!
//! [`Seeds::Random`]: morris_play::Seeds::Random

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use morris_ai::db::Databases;
use morris_ai::review::{DEFAULT_DEPTH, Review, Reviewer, TurnReview};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level, Thinker};
use morris_core::{ByColor, Color, Game, Move};
use morris_play::{DataDir, DatabaseCache};
use morris_protocol::{SideReview, TurnGrade};
pub use morris_server::ai::{Brain, Reviewed};

use crate::cli::ServeArgs;

/// The transposition table of each search, in MiB: many searches run at
/// once on a server, and each starts afresh.
pub const SEARCH_HASH_MIB: usize = 16;

/// The app's AI, for the server's games against the computer.
#[derive(Debug)]
pub struct ServerAi {
    move_time: Duration,
    hint_time: Duration,
    databases: Mutex<DatabaseCache>,
}

impl ServerAi {
    /// Level 10 thinks `move_time` a move and the hint `hint_time` (the
    /// app's are [`morris_play::Settings`]' `ai_seconds` and `hint_seconds`), with
    /// the endgame databases under `databases` (the data directory's), if
    /// any.
    #[must_use]
    pub fn new(move_time: Duration, hint_time: Duration, databases: Option<PathBuf>) -> ServerAi {
        ServerAi {
            move_time,
            hint_time,
            databases: Mutex::new(DatabaseCache::new(databases)),
        }
    }

    fn databases(&self, game: &Game) -> Option<Arc<Databases>> {
        self.databases.lock().ok()?.get(*game.rules())
    }

    fn search(&self, game: &Game, level: Level, time: Duration) -> Option<Move> {
        let mut ai = Ai::with_hash(level, morris_play::random_seed(), SEARCH_HASH_MIB);
        ai.set_databases(self.databases(game));
        let time = (level == Level::MAX).then_some(time);
        let (choice, _) = Thinker::start(ai, game.clone(), Limits::default(), time).join();
        choice.map(|c| c.mv)
    }

    /// A reviewer of its own for one review or try, with the databases of
    /// `game`'s rules.
    fn reviewer(&self, game: &Game) -> Reviewer {
        Reviewer::new(SEARCH_HASH_MIB, self.databases(game), DEFAULT_DEPTH)
    }
}

/// A reviewed turn as it travels: the line `morris review --json` prints
/// for it, read back into the protocol's type.
fn wire_turn(turn: &TurnReview) -> Option<TurnGrade> {
    serde_json::from_value(crate::review::json::turn(turn)).ok()
}

/// A side's summary as it travels: its line of `morris review --json`.
fn wire_summary(review: &Review, side: Color) -> Option<SideReview> {
    serde_json::from_value(crate::review::json::summary(review, side)).ok()
}

impl Brain for ServerAi {
    fn choose(&self, game: &Game, level: u8, clock_left_ms: Option<u64>) -> Option<Move> {
        let level = Level::new(level).unwrap_or_default();
        // With a clock, no longer than the app's share of what is left.
        let time = clock_left_ms.map_or(self.move_time, |left| {
            self.move_time
                .min(Duration::from_millis(morris_ai::clock::share(
                    left, 0, None,
                )))
        });
        self.search(game, level, time)
    }

    fn hint(&self, game: &Game) -> Option<Move> {
        self.search(game, Level::MAX, self.hint_time)
    }

    fn accepts_draw(&self, game: &Game, side: Color) -> bool {
        morris_play::draw::ai_accepts_draw(game, side, self.databases(game).as_deref())
    }

    fn review(&self, game: &Game) -> Option<Reviewed> {
        let review = self.reviewer(game).review(game, &StopFlag::new(), |_| {});
        Some(Reviewed {
            turns: review.turns.iter().map(wire_turn).collect::<Option<_>>()?,
            summary: ByColor::new(
                wire_summary(&review, Color::White)?,
                wire_summary(&review, Color::Black)?,
            ),
        })
    }

    fn grade(&self, before: &Game, ply: u32, turn: Move) -> Option<TurnGrade> {
        let graded =
            self.reviewer(before)
                .review_turn(before, ply as usize, turn, &StopFlag::new())?;
        wire_turn(&graded)
    }

    fn tablebase(&self, pos: &morris_core::Position) -> Option<morris_server::ai::Tabled> {
        let dbs = self.databases(&Game::from_position(*pos))?;
        Some(crate::tablebase::tabled(&dbs, pos))
    }
}

/// `morris serve`: the online server, one log line a room event on
/// stderr.
///
/// # Errors
/// When the server cannot start: no data directory, a store that does
/// not open, an address in use.
pub fn run(args: &ServeArgs, say: impl Fn(&str)) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_target(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let data = match &args.data {
        Some(dir) => dir.clone(),
        None => match DataDir::locate().map(|d| d.path().join("server")) {
            Some(dir) => dir,
            // PostgreSQL keeps the rooms: no directory is needed.
            None if args.store.is_some() => std::path::PathBuf::new(),
            None => anyhow::bail!("no data directory: give one with --data DIR"),
        },
    };
    let tls = args.tls_cert.clone().zip(args.tls_key.clone());
    if !args.addr.ip().is_loopback() && tls.is_none() {
        eprintln!(
            "morris: warning: serving {} without TLS: moves and seat tokens travel in clear",
            args.addr
        );
    }
    let ai: Option<(std::sync::Arc<dyn Brain>, usize)> = (!args.no_ai).then(|| {
        let databases = args
            .databases
            .clone()
            .or_else(|| DataDir::locate().map(|d| d.databases_dir()));
        // The app's times unless told otherwise.
        let app = morris_play::Settings::default();
        let time = |given: Option<u64>, app_seconds: f32| {
            given.map_or_else(
                || std::time::Duration::from_secs_f32(app_seconds),
                std::time::Duration::from_millis,
            )
        };
        let brain = ServerAi::new(
            time(args.ai_move_ms, app.ai_seconds),
            time(args.ai_hint_ms, app.hint_seconds),
            databases,
        );
        let searches = args
            .ai_searches
            .map_or_else(morris_play::Brains::all_cores, usize::from);
        (
            std::sync::Arc::new(brain) as std::sync::Arc<dyn Brain>,
            searches,
        )
    });
    let config = morris_server::ServeConfig {
        addr: args.addr,
        data: data.clone(),
        tls: tls.clone(),
        ai,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let kept_in = match &args.store {
        Some(url) => morris_server::store::PgStore::shown_url(url),
        None => data.display().to_string(),
    };
    let limits = morris_server::Limits {
        header_timeout: std::time::Duration::from_millis(args.header_timeout_ms),
        connections_per_address: args.connections_per_address as usize,
        sockets_per_seat: args.sockets_per_seat,
        rooms_per_address: args.rooms_per_address,
        max_rooms: args.max_rooms as usize,
        unjoined_room: std::time::Duration::from_secs(u64::from(args.unjoined_room_minutes) * 60),
        origins: args.allow_origin.clone(),
        tablebase_requests: args.tablebase_per_second,
        tablebase_period: std::time::Duration::from_secs(1),
        puzzle_requests: args.puzzles_per_second,
        puzzle_period: std::time::Duration::from_secs(1),
        puzzle_attempts_per_hour: args.puzzle_attempts_per_hour,
        ..morris_server::Limits::default()
    };
    morris_server::run_with(&config, &limits, args.store.as_deref(), |addr| {
        say(&format!(
            "Morris server on {scheme}://{addr} (games kept in {kept_in}); Ctrl-C stops it."
        ));
    })
    .map_err(anyhow::Error::msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_plays_a_legal_turn_and_the_hint_too() {
        let ai = ServerAi::new(Duration::from_millis(50), Duration::from_millis(50), None);
        let mut game = Game::new(morris_core::Rules::default());
        for level in 1..=10 {
            let m = ai.choose(&game, level, None).expect("a turn");
            assert!(game.legal_moves().contains(&m), "level {level}: {m}");
            game.play(m).expect("legal");
        }
        let hint = ai.hint(&game).expect("a hint");
        assert!(game.legal_moves().contains(&hint));
        // The levels' games are random (weak levels may blunder a mill),
        // so the draw offer is asked of the start, an even game.
        let start = Game::new(morris_core::Rules::default());
        assert!(
            !ai.accepts_draw(&start, Color::White),
            "an even game plays on"
        );
    }

    #[test]
    fn a_review_and_a_try_travel_as_the_json_lines_say() {
        let ai = ServerAi::new(Duration::from_millis(50), Duration::from_millis(50), None);
        let mut game = Game::new(morris_core::Rules::default());
        for turn in ["d6", "f4", "b4"] {
            game.play(turn.parse().unwrap()).unwrap();
        }
        let reviewed = ai.review(&game).expect("a review");
        assert_eq!(reviewed.turns.len(), 3);
        assert_eq!(reviewed.turns[1].turn, "f4");
        assert_eq!(reviewed.turns[1].side, Color::Black);
        assert!(!reviewed.turns[0].exact && reviewed.turns[0].before.expected.is_some());
        assert_eq!(reviewed.summary.white.turns, 2);
        assert_eq!(reviewed.summary.black.turns, 1);
        let mut before = Game::new(morris_core::Rules::default());
        before.play("d6".parse().unwrap()).unwrap();
        let graded = ai.grade(&before, 1, "f4".parse().unwrap()).expect("graded");
        assert_eq!((graded.ply, graded.turn.as_str()), (1, "f4"));
        assert!(
            ai.grade(&before, 1, "d6".parse().unwrap()).is_none(),
            "taken"
        );
    }
}
