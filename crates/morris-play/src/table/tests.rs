//! The table's policies, each tested once here, on a fake clock: the
//! instants passed are made up, and nothing sleeps.

use std::time::{Duration, Instant};

use morris_ai::Level;
use morris_core::{ByColor, Color, Game, Point, Position, Rules, Setup, Termination};

use super::*;
use crate::brains::Purpose;
use crate::clock::Clocks;
use crate::entry::Refusal;

const SECOND: Duration = Duration::from_secs(1);

pub(super) fn human() -> Player {
    Player::Human
}

pub(super) fn ai(level: u8) -> Player {
    Player::ai(Level::new(level).unwrap())
}

pub(super) fn table(white: Player, black: Player) -> Table {
    Table::new(
        TableConfig {
            players: ByColor::new(white, black),
            thinking: Thinking::Fixed {
                move_nodes: 5_000,
                hint_nodes: 5_000,
            },
            ..TableConfig::default()
        },
        Instant::now(),
    )
}

pub(super) fn typed(table: &mut Table, moves: &str, now: Instant) {
    for m in moves.split_whitespace() {
        table.apply(Command::Type(m.to_owned()), now).unwrap();
    }
}

/// White to move flies f4 to d7 and closes a mill: three against three.
pub(super) fn three_against_three() -> Game {
    let setup: Setup = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40".parse().unwrap();
    Game::from_position(Position::from_setup(&setup, Rules::default()).unwrap())
}

#[test]
fn the_ai_thinks_its_clock_share_and_no_level_longer() {
    let t0 = Instant::now();
    let timed = Thinking::Timed {
        move_time: 5 * SECOND,
        hint_time: SECOND,
    };
    let clocks = Clocks::new("1+0".parse().unwrap(), Color::White, t0).unwrap();
    let at = |t| {
        let max = timed.budget(Purpose::Move(Color::White), Level::MAX, Some(&clocks), t);
        let low = timed.budget(Purpose::Move(Color::White), Level::MIN, Some(&clocks), t);
        (max.time.unwrap(), low.time.unwrap())
    };
    let (max, low) = at(t0);
    assert!(max < 5 * SECOND, "a share of a minute: {max:?}");
    assert_eq!(low, max, "no level thinks longer than its share");
    // With 58 of its 60 seconds gone the share shrinks.
    let (late, _) = at(t0 + 58 * SECOND);
    assert!(late < max, "{late:?} < {max:?}");
    // Without clocks, the time set; the hint its own.
    let free = timed.budget(Purpose::Move(Color::Black), Level::MAX, None, t0);
    assert_eq!(free.time, Some(5 * SECOND));
    assert_eq!(
        timed.budget(Purpose::Hint, Level::MAX, None, t0).time,
        Some(SECOND)
    );
    // Fixed budgets: nodes for level 10 and the hint, levels' own below.
    let fixed = Thinking::Fixed {
        move_nodes: 9,
        hint_nodes: 7,
    };
    let b = fixed.budget(Purpose::Move(Color::White), Level::MAX, Some(&clocks), t0);
    assert_eq!((b.limits.nodes, b.time), (Some(9), None));
    let b = fixed.budget(Purpose::Move(Color::White), Level::MIN, None, t0);
    assert_eq!((b.limits.nodes, b.time), (None, None));
    assert_eq!(
        fixed
            .budget(Purpose::Hint, Level::MAX, None, t0)
            .limits
            .nodes,
        Some(7)
    );
}

#[test]
fn the_ai_answers_a_move_and_its_move_waits_until_the_frontend_is_ready() {
    let t0 = Instant::now();
    let mut t = table(human(), ai(1));
    t.apply(Command::Click(Point::D6), t0).unwrap();
    // The frontend's animation of d6 runs.
    t.set_ai_move_ready(false);
    t.tick(t0);
    assert!(t.is_thinking(), "the AI starts on its move");
    assert!(t.wait_for_answer());
    assert!(t.has_held_move(), "its move waits");
    assert_eq!(t.game().moves().len(), 1);
    t.tick(t0 + SECOND);
    assert_eq!(t.game().moves().len(), 1);
    t.set_ai_move_ready(true);
    t.tick(t0 + 2 * SECOND);
    assert_eq!(t.game().moves().len(), 2);
    let events = t.take_events();
    assert!(
        matches!(
            events[..],
            [
                Event::Played {
                    side: Color::White,
                    by_ai: false,
                    ..
                },
                Event::Played {
                    side: Color::Black,
                    by_ai: true,
                    ..
                }
            ]
        ),
        "{events:?}"
    );
    assert!(!t.is_thinking() && !t.has_held_move());
}

#[test]
fn going_back_stops_the_ai_and_drops_its_answer() {
    let t0 = Instant::now();
    for command in [Command::Undo, Command::GoTo(0), Command::Resign(None)] {
        let mut t = table(human(), ai(1));
        t.set_ai_move_ready(false);
        t.apply(Command::Click(Point::D6), t0).unwrap();
        t.tick(t0);
        assert!(t.wait_for_answer());
        assert!(t.has_held_move());
        t.apply(command.clone(), t0 + SECOND).unwrap();
        assert!(!t.is_thinking() && !t.has_held_move(), "{command:?}");
        t.set_ai_move_ready(true);
        t.tick(t0 + 2 * SECOND);
        assert!(!t.has_held_move(), "{command:?}: the stale move is gone");
        let played = t.game().moves().len();
        assert!(played <= 1, "{command:?}: no stale move, {played}");
    }
    // Undo against the AI goes back to the person, and the AI waits after
    // going back only if it is to move.
    let mut t = table(human(), ai(1));
    t.apply(Command::Click(Point::D6), t0).unwrap();
    t.tick(t0);
    assert!(t.wait_for_answer());
    assert_eq!(t.game().moves().len(), 2);
    t.take_events();
    t.apply(Command::Undo, t0).unwrap();
    assert_eq!(t.game().moves().len(), 0);
    assert!(matches!(
        &t.take_events()[..],
        [Event::TookBack { moves, undeclared: None }] if moves.len() == 2
    ));
    assert_eq!(t.apply(Command::Undo, t0), Err(TableError::NothingToUndo));
    t.apply(Command::Redo, t0).unwrap();
    assert_eq!(t.game().moves().len(), 2);
    assert!(matches!(&t.take_events()[..], [Event::PlayedAgain(m)] if m.len() == 2));
    assert_eq!(t.apply(Command::Redo, t0), Err(TableError::NothingToRedo));
}

#[test]
fn the_person_who_speaks_resigns_and_offers_draws() {
    let t0 = Instant::now();
    // The one person against the AI, even on the AI's turn.
    let mut t = table(ai(1), human());
    t.apply(Command::Resign(None), t0).unwrap();
    assert_eq!(t.game().outcome().unwrap().winner, Some(Color::White));
    assert!(matches!(t.take_events()[..], [Event::Over(_)]));
    assert_eq!(
        t.apply(Command::Resign(None), t0),
        Err(TableError::GameOver)
    );
    // Two people: the one to move.
    let mut t = table(human(), human());
    typed(&mut t, "d6", t0);
    t.apply(Command::Resign(None), t0).unwrap();
    assert_eq!(t.game().outcome().unwrap().winner, Some(Color::White));
    // Taking the resignation back says so.
    t.take_events();
    t.apply(Command::Undo, t0).unwrap();
    assert!(!t.game().is_over());
    let events = t.take_events();
    assert!(
        matches!(
            &events[..],
            [
                Event::TookBack {
                    undeclared: Some(Termination::Resignation),
                    ..
                },
                ..
            ]
        ),
        "{events:?}"
    );
    // Only AIs: no one speaks unless a side is named.
    let mut t = table(ai(1), ai(1));
    t.apply(Command::PauseAi(true), t0).unwrap();
    assert_eq!(
        t.apply(Command::Resign(None), t0),
        Err(TableError::NoPerson)
    );
    assert_eq!(t.apply(Command::OfferDraw, t0), Err(TableError::NoPerson));
    t.apply(Command::Resign(Some(Color::Black)), t0).unwrap();
    assert_eq!(t.game().outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn draws_are_asked_of_people_and_answered_by_the_ai_policy() {
    let t0 = Instant::now();
    let mut t = table(human(), human());
    typed(&mut t, "d6", t0);
    t.apply(Command::OfferDraw, t0).unwrap();
    assert!(matches!(
        t.take_events()[..],
        [Event::Played { .. }, Event::DrawOffered(Color::Black)]
    ));
    t.apply(Command::AnswerDraw(true), t0).unwrap();
    assert_eq!(
        t.game().outcome().unwrap().termination,
        Termination::Agreement
    );
    assert_eq!(
        t.apply(Command::AnswerDraw(true), t0),
        Err(TableError::NoDrawOffer)
    );
    // An even opening: the AI plays on.
    let mut t = table(human(), ai(5));
    t.apply(Command::OfferDraw, t0).unwrap();
    assert!(matches!(
        t.take_events()[..],
        [Event::DrawDeclined(Color::Black)]
    ));
    assert!(!t.game().is_over());
}

#[test]
fn a_loaded_game_with_the_ai_to_move_waits_until_told() {
    let t0 = Instant::now();
    let mut played = table(human(), human());
    typed(&mut played, "d6", t0);
    let mut record = played.session().record();
    record.set_tag("Black", "AI level 1");
    let mut t = table(human(), human());
    t.apply(Command::Load(record), t0).unwrap();
    assert_eq!(t.session().players()[Color::Black], ai(1));
    assert!(matches!(t.take_events()[..], [Event::AiPaused]));
    t.tick(t0);
    assert!(!t.is_thinking(), "the AI waits");
    t.apply(Command::PauseAi(false), t0).unwrap();
    t.tick(t0);
    assert!(t.is_thinking(), "told, it moves");
    assert!(t.wait_for_answer());
    assert_eq!(t.game().moves().len(), 2);
}

#[test]
fn the_clocks_run_on_the_instants_given_and_a_flag_fall_ends_the_game() {
    let t0 = Instant::now();
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            time_control: "1+0".parse().unwrap(),
            ..TableConfig::default()
        },
        t0,
    );
    t.tick(t0);
    typed(&mut t, "d6", t0 + 10 * SECOND);
    let clocks = t.session().clocks().unwrap();
    assert_eq!(
        clocks.left(Color::White, t0 + 10 * SECOND),
        Duration::from_secs(50)
    );
    t.tick(t0 + 69 * SECOND);
    assert!(!t.game().is_over());
    t.take_events();
    t.tick(t0 + 71 * SECOND);
    let events = t.take_events();
    assert!(
        matches!(events[..], [Event::FlagFell(Color::Black), Event::Over(_)]),
        "{events:?}"
    );
    assert_eq!(
        t.game().outcome().unwrap().termination,
        Termination::TimeForfeit
    );
    // A move made after the time ran out is refused: the flag falls first.
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            time_control: "10s".parse().unwrap(),
            ..TableConfig::default()
        },
        t0,
    );
    assert_eq!(
        t.apply(Command::Click(Point::D6), t0 + 11 * SECOND),
        Err(TableError::Refused(Refusal::Illegal(
            morris_core::IllegalReason::GameOver
        )))
    );
    let events = t.take_events();
    assert!(
        matches!(events[..], [Event::FlagFell(Color::White), Event::Over(_)]),
        "{events:?}"
    );
    // Held, the clocks stand however long.
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            time_control: "1+0".parse().unwrap(),
            ..TableConfig::default()
        },
        t0,
    );
    t.tick(t0);
    t.apply(Command::Hold(true), t0).unwrap();
    assert_eq!(
        t.apply(Command::Click(Point::D6), t0),
        Err(TableError::Held)
    );
    t.tick(t0 + 600 * SECOND);
    assert!(!t.game().is_over());
    t.apply(Command::Hold(false), t0 + 600 * SECOND).unwrap();
    t.tick(t0 + 659 * SECOND);
    assert!(!t.game().is_over(), "the held time was not counted");
}

#[test]
fn every_change_is_kept_without_being_asked_and_a_failure_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("unfinished.pgn");
    std::fs::write(&path, "[Event \"an earlier game\"]\n\n1. d6 *\n").unwrap();
    let config = TableConfig {
        players: ByColor::new(human(), ai(1)),
        thinking: Thinking::Fixed {
            move_nodes: 1_000,
            hint_nodes: 1_000,
        },
        keep: Some(path.clone()),
        ..TableConfig::default()
    };
    let t0 = Instant::now();
    let mut t = Table::new(config.clone(), t0);
    t.tick(t0);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("an earlier game"),
        "nothing is touched before the first change"
    );
    assert_eq!(t.kept(), &Kept::Nothing);
    t.apply(Command::Click(Point::D6), t0).unwrap();
    assert_eq!(t.kept(), &Kept::Kept);
    t.tick(t0);
    assert!(t.wait_for_answer());
    let text = std::fs::read_to_string(&path).unwrap();
    let kept: morris_core::Record = text.parse().unwrap();
    assert_eq!(kept.moves().len(), 2, "the AI's answer is kept too: {text}");

    // A file that cannot be written: said once, and the state tells.
    let blocked = dir.path().join("a-file");
    std::fs::write(&blocked, "").unwrap();
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            keep: Some(blocked.join("unfinished.pgn")),
            ..config
        },
        t0,
    );
    typed(&mut t, "d6 f4", t0);
    let failures = t
        .take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::KeepFailed(_)))
        .count();
    assert_eq!(failures, 1);
    assert!(matches!(t.kept(), Kept::Failed(_)));
}

/// Two humans at three against three with the databases of `dir`, the
/// hint asked.
fn hint_at_three_against_three(dir: &std::path::Path, t0: Instant) -> Table {
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            databases: Some(dir.to_path_buf()),
            ..TableConfig::default()
        },
        t0,
    );
    t.apply(Command::Start(three_against_three()), t0).unwrap();
    t.apply(Command::Hint, t0).unwrap();
    t
}

#[test]
fn the_hint_from_a_compact_pack_has_the_value_with_best_play() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::default();
    let dbs = morris_ai::db::Databases::new(dir.path(), rules);
    dbs.solve_up_to(6, &|_| {}).unwrap();
    let pair = morris_ai::db::Pair::new(3, 3);
    dbs.pack(pair).unwrap();
    // Only the pack is left.
    for entry in std::fs::read_dir(dbs.dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "mdb") {
            std::fs::remove_file(path).unwrap();
        }
    }
    let t0 = Instant::now();
    let mut t = hint_at_three_against_three(dir.path(), t0);
    assert!(t.wait_for_answer());
    let hint = t.session().hint().cloned().unwrap();
    assert_eq!(hint.exact, None);
    assert_eq!(hint.solved, Some(morris_ai::db::Wdl::Win));
    // The turn keeps the win, by the pack.
    let mut after = *t.session().game().position();
    after.play(hint.mv).unwrap();
    assert!(
        after.is_over()
            || dbs.wdl_for(&after, after.side_to_move().other()) == Some(morris_ai::db::Wdl::Win)
    );
}

#[test]
fn the_hint_is_exact_from_the_databases_and_searched_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::default();
    morris_ai::db::Databases::new(dir.path(), rules)
        .solve_up_to(6, &|_| {})
        .unwrap();
    let t0 = Instant::now();
    let mut t = hint_at_three_against_three(dir.path(), t0);
    assert!(!t.is_thinking(), "exact at once");
    let hint = t.session().hint().cloned().unwrap();
    assert_eq!(hint.mv.to(), Point::D7);
    assert!(hint.exact.is_some());
    assert!(matches!(&t.take_events()[..], [Event::Hint(h)] if *h == hint));
    // From the start, the hint searches.
    t.apply(
        Command::NewGame {
            rules,
            players: ByColor::new(human(), ai(1)),
        },
        t0,
    )
    .unwrap();
    t.apply(Command::Hint, t0).unwrap();
    assert!(t.is_thinking());
    assert!(t.wait_for_answer());
    assert!(t.session().hint().is_some_and(|h| h.exact.is_none()));
    // Not while the AI is to move.
    t.apply(Command::Click(Point::D6), t0).unwrap();
    assert_eq!(
        t.apply(Command::Hint, t0),
        Err(TableError::Refused(Refusal::AiToMove))
    );
}

#[test]
fn a_person_between_two_ais_makes_them_wait() {
    let t0 = Instant::now();
    let mut t = table(ai(1), ai(1));
    t.apply(Command::PauseAi(true), t0).unwrap();
    t.apply(Command::Click(Point::D6), t0).unwrap();
    t.tick(t0);
    assert!(!t.is_thinking(), "the AIs wait after a person's move");
    t.apply(Command::AiMove(Level::MIN), t0).unwrap();
    assert!(t.is_thinking());
    assert!(t.wait_for_answer());
    assert_eq!(t.game().moves().len(), 2);
}

/// Waits (on the build's thread) until the table says its build ended.
fn until_built(table: &mut Table) -> Vec<Event> {
    let start = Instant::now();
    let mut events = Vec::new();
    while table.build().is_some() && start.elapsed() < Duration::from_secs(300) {
        table.tick(Instant::now());
        events.extend(table.take_events());
        std::thread::sleep(Duration::from_millis(5));
    }
    events
}

#[test]
fn level_10_on_a_small_board_has_its_whole_game_solved_in_the_background() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::preset(morris_core::Preset::Three);
    let config = |white, black| TableConfig {
        rules,
        players: ByColor::new(white, black),
        databases: Some(dir.path().to_owned()),
        ..TableConfig::default()
    };
    // Level 9: nothing is built.
    let mut t = Table::new(config(human(), ai(9)), Instant::now());
    assert!(t.build().is_none());
    // Level 10: the whole game, at once, told when done.
    t.apply(
        Command::SetPlayers(ByColor::new(human(), ai(10))),
        Instant::now(),
    )
    .unwrap();
    assert!(t.build().is_some());
    let events = until_built(&mut t);
    assert!(
        events.iter().any(|e| matches!(e, Event::BuildEnded { .. })),
        "{events:?}"
    );
    assert!(morris_ai::db::Databases::new(dir.path(), rules).is_whole_game_solved());
    // Solved: a new game does not build it again.
    let t = Table::new(config(ai(10), human()), Instant::now());
    assert!(t.build().is_none());
    // The large board is not a small one; without a data directory,
    // nothing is built.
    let large = Table::new(
        TableConfig {
            rules: Rules::default(),
            ..config(human(), ai(10))
        },
        Instant::now(),
    );
    assert!(large.build().is_none());
    let nowhere = Table::new(
        TableConfig {
            databases: None,
            rules: Rules::preset(morris_core::Preset::Six),
            ..config(human(), ai(10))
        },
        Instant::now(),
    );
    assert!(nowhere.build().is_none());
}
