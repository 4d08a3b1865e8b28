//! Image snapshots of the app: the board in the light and dark themes and
//! in each phase of a game (placing, a removal to make, moving, flying,
//! the end), the diagonal board, a tall window, the new-game dialog, the
//! review and the practice of its mistakes, a puzzle, and every language, at fixed
//! window sizes, rendered by wgpu on Mesa's software renderer.

mod common;

use common::{click_all, open_with, play_moves, settings_for};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, SnapshotResults};
use morris_core::{Preset, Rules};
use morris_gui::theme::ThemeChoice;
use morris_gui::{MorrisApp, Settings};

const SIZE: [f32; 2] = [900.0, 620.0];

/// The moves of `tests/transcripts/flying.pgn` up to Black's first flight.
const TO_FLYING: &str = "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4 \
    g4-f4 d3-c3 f4-g4xc3 f2-f4 d7-d6 f4-f2xd6 g4-f4 d2-d3 f4-g4xd3 d1-d2xa7 g1-d1 f2-f4 \
    d1-g1xd2 b4-c4 b6-b4 b2-d2 g1-d1 d2-b2 g4-g1xf4";

/// The rest of that game: White wins by closing g7-g4-g1.
const FLYING_TO_END: &str = "c4-d2 g1-g4 a4-f2xg4 g7-g4 f2-g1 a1-a4 g1-f2xb4 a4-g1 d2-e3 d1-g7xf2";

/// Snapshots one moment of a game in both themes.
fn both_themes(
    results: &mut SnapshotResults,
    name: &str,
    settings: &Settings,
    size: [f32; 2],
    setup: impl Fn(&mut Harness<'static, MorrisApp>),
) {
    both_themes_on(results, name, settings, size, false, setup);
}

/// As [`both_themes`], each app reading the time from a manual clock of
/// its own when `manual_clock`, which only the setup moves.
fn both_themes_on(
    results: &mut SnapshotResults,
    name: &str,
    settings: &Settings,
    size: [f32; 2],
    manual_clock: bool,
    setup: impl Fn(&mut Harness<'static, MorrisApp>),
) {
    for (theme, suffix) in [(ThemeChoice::Light, "light"), (ThemeChoice::Dark, "dark")] {
        let settings = Settings {
            theme,
            ..settings.clone()
        };
        let mut harness = if manual_clock {
            common::open_with_clock(settings, size, morris_gui::AppClock::manual())
        } else {
            open_with(settings, size)
        };
        setup(&mut harness);
        harness.remove_cursor();
        harness.run();
        harness.snapshot(format!("{name}_{suffix}"));
        results.extend_harness(&mut harness);
    }
}

#[test]
fn placing() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "placing",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            play_moves(h, "d6 f4 d2 b4 d7 g4 a7 g1");
        },
    );
    results.unwrap();
}

#[test]
fn the_small_boards() {
    let mut results = SnapshotResults::new();
    let mut three = Rules::preset(morris_core::Preset::Three);
    three.set_diagonals(true);
    // Three Men's Morris with its diagonals, moving: White has one piece
    // selected.
    both_themes(&mut results, "three", &settings_for(three), SIZE, |h| {
        play_moves(h, "d4 c5 e3 e5 c3 d3");
        h.get_by_label("c3, white piece").click();
        h.run();
    });
    // Six Men's Morris while placing, a mill closed and a piece taken.
    let six = Rules::preset(morris_core::Preset::Six);
    both_themes(&mut results, "six", &settings_for(six), SIZE, |h| {
        play_moves(h, "a7 b6 d7 d6 g7xb6 f6");
    });
    results.unwrap();
}

#[test]
fn removal_to_make() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "removal",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            play_moves(h, "d7 a1 d6 g1 f4 a4");
            click_all(h, "d5");
        },
    );
    results.unwrap();
}

#[test]
fn moving_with_a_piece_selected() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "moving",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            play_moves(
                h,
                "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4",
            );
            click_all(h, "g4");
        },
    );
    results.unwrap();
}

#[test]
fn flying_with_a_piece_selected() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "flying",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            play_moves(h, TO_FLYING);
            click_all(h, "c4");
        },
    );
    results.unwrap();
}

#[test]
fn game_over() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "game_over",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            play_moves(h, TO_FLYING);
            play_moves(h, FLYING_TO_END);
        },
    );
    results.unwrap();
}

#[test]
fn twelve_pieces_on_the_diagonal_board_in_a_tall_window() {
    let mut results = SnapshotResults::new();
    let settings = settings_for(Rules::preset(Preset::Twelve));
    both_themes(
        &mut results,
        "twelve_tall",
        &settings,
        [640.0, 820.0],
        |h| {
            play_moves(h, "a7 g7 d2 f6 c3 b4 d6 f2 e4");
        },
    );
    results.unwrap();
}

#[test]
fn every_language_at_the_default_window_size() {
    let mut results = SnapshotResults::new();
    for lang in morris_i18n::Lang::ALL {
        let settings = {
            let mut s = settings_for(Rules::default());
            s.language = Some(lang.code().to_owned());
            s
        };
        let mut harness = open_with(settings, [1000.0, 720.0]);
        play_moves(&mut harness, "d7 a1 d6 g1");
        // A mill waits for its removal, and a wrong piece is refused: the
        // longest texts of the status line.
        click_all(&mut harness, "d5 d6");
        harness.remove_cursor();
        harness.run();
        harness.snapshot(format!("language_{}", lang.code()));
        results.extend_harness(&mut harness);
    }
    results.unwrap();
}

#[test]
fn new_game_dialog() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "new_game",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            h.get_by_label("New game…").click();
            h.run();
        },
    );
    results.unwrap();
}

#[test]
fn new_game_dialog_of_a_variant_with_more_rules_open() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "new_game_variant",
        &settings_for(Rules::preset(morris_core::Preset::DaSanQi)),
        [900.0, 1000.0],
        |h| {
            h.get_by_label("New game…").click();
            h.run();
        },
    );
    results.unwrap();
}

#[test]
fn analysis_with_exact_values_after_solving_three_against_three() {
    use morris_ai::db::{Databases, Pair};
    use morris_core::{Game, Position, Record, Setup};
    use morris_play::DataDir;

    let dir = std::env::temp_dir().join(format!("morris-gui-analysis-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = DataDir::at(&dir);
    let rules = Rules::default();
    Databases::new(data.databases_dir(), rules)
        .solve(Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");
    // White flies f4-d7 to close a7 d7 g7 and win; other flights lose.
    let text = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
    let pos = Position::from_setup(&text.parse::<Setup>().unwrap(), rules).unwrap();
    let record = Record::from_game(&Game::from_position(pos)).to_string();

    let mut results = SnapshotResults::new();
    for (theme, suffix) in [(ThemeChoice::Light, "light"), (ThemeChoice::Dark, "dark")] {
        // The set-up position, kept as an unfinished game, opens with the app.
        std::fs::write(data.file(morris_gui::UNFINISHED_FILE), &record).unwrap();
        let settings = Settings {
            theme,
            analysis: true,
            ..settings_for(rules)
        };
        let mut harness = common::open_stored(&dir, Some(settings), SIZE);
        click_all(&mut harness, "f4");
        // The values come from the analysis thread.
        let start = std::time::Instant::now();
        while !common::point_label(&harness, "d7").contains("wins in 1 turn") {
            assert!(start.elapsed().as_secs() < 30, "the analysis answers");
            harness.step();
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        // Each destination of the selected piece says what flying there is
        // worth, exactly.
        for p in pos.destinations("f4".parse().unwrap()) {
            let label = common::point_label(&harness, &p.to_string());
            assert!(
                ["wins in", "loses in", "a draw"]
                    .iter()
                    .any(|w| label.contains(w)),
                "{label}"
            );
        }
        assert!(
            harness
                .query_all_by(|n| n
                    .label()
                    .or(n.value())
                    .is_some_and(|l| l.starts_with("Analysis, exact")))
                .next()
                .is_some(),
            "the side panel says the values are exact"
        );
        harness.remove_cursor();
        harness.run();
        harness.snapshot(format!("analysis_{suffix}"));
        results.extend_harness(&mut harness);
    }
    results.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_clock_that_runs_out() {
    use morris_play::clock::TimeControl;
    let mut results = SnapshotResults::new();
    both_themes_on(
        &mut results,
        "clock",
        &Settings {
            time_control: TimeControl::PerTurn { seconds: 1 },
            ..settings_for(Rules::default())
        },
        SIZE,
        true,
        |h| {
            // No time passes while the moves are clicked, however slow the
            // machine: the app's clock is the test's.
            play_moves(h, "d6 f4 d2");
            // Black thinks past its second.
            h.state()
                .clock()
                .advance(std::time::Duration::from_millis(1100));
            let start = std::time::Instant::now();
            while !h.state().game().is_over() {
                assert!(start.elapsed().as_secs() < 10, "the flag falls");
                h.step();
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            let outcome = h.state().game().outcome().unwrap();
            assert_eq!(outcome.winner, Some(morris_core::Color::White));
            assert_eq!(outcome.termination, morris_core::Termination::TimeForfeit);
            assert_eq!(h.state().status(), "White wins. Black ran out of time.");
        },
    );
    results.unwrap();
}

#[test]
fn endgame_databases_dialog() {
    let mut results = SnapshotResults::new();
    for (theme, suffix) in [(ThemeChoice::Light, "light"), (ThemeChoice::Dark, "dark")] {
        let dir = std::env::temp_dir().join(format!(
            "morris-gui-db-dialog-{suffix}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let settings = Settings {
            theme,
            ..settings_for(Rules::default())
        };
        let mut harness = common::open_stored(&dir, Some(settings), [900.0, 700.0]);
        let ctx = harness.ctx.clone();
        harness
            .state_mut()
            .apply(morris_gui::Command::OpenDatabases, &ctx);
        harness.remove_cursor();
        harness.run();
        harness.snapshot(format!("databases_{suffix}"));
        results.extend_harness(&mut harness);
        drop(harness);
        let _ = std::fs::remove_dir_all(&dir);
    }
    results.unwrap();
}

#[test]
fn position_editor() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "editor",
        &settings_for(Rules::default()),
        SIZE,
        |h| {
            let ctx = h.ctx.clone();
            h.state_mut().apply(morris_gui::Command::OpenEditor, &ctx);
            h.state_mut().apply(morris_gui::Command::EditorClear, &ctx);
            for p in ["a7", "d7", "a4"] {
                h.state_mut()
                    .apply(morris_gui::Command::ClickPoint(p.parse().unwrap()), &ctx);
            }
            h.state_mut().apply(
                morris_gui::Command::EditorBrush(morris_gui::editor::Brush::Piece(
                    morris_core::Color::Black,
                )),
                &ctx,
            );
            for p in ["a1", "d1", "g1"] {
                h.state_mut()
                    .apply(morris_gui::Command::ClickPoint(p.parse().unwrap()), &ctx);
            }
            h.state_mut().apply(
                morris_gui::Command::EditorHand(morris_core::Color::White, 2),
                &ctx,
            );
            h.state_mut().apply(
                morris_gui::Command::EditorHand(morris_core::Color::Black, 0),
                &ctx,
            );
        },
    );
    results.unwrap();
}

#[test]
fn review_of_a_finished_game() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "review",
        &settings_for(Rules::default()),
        [1100.0, 720.0],
        |h| {
            play_moves(h, TO_FLYING);
            play_moves(h, FLYING_TO_END);
            // A hand's click: onto the dialog's button, then on it.
            h.get_by_label("Review the game").hover();
            h.run();
            h.get_by_label("Review the game").click();
            h.run();
            // Graded on a thread of its own; the limit only ends a review
            // that hangs.
            let start = std::time::Instant::now();
            while h.state().is_reviewing() && start.elapsed().as_secs() < 300 {
                h.step();
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            assert!(!h.state().is_reviewing(), "the review never ended");
        },
    );
    results.unwrap();
}

#[test]
fn practice_of_the_mistakes() {
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "practice",
        &settings_for(Rules::default()),
        [1100.0, 720.0],
        |h| {
            play_moves(h, TO_FLYING);
            play_moves(h, FLYING_TO_END);
            h.get_by_label("Review the game").hover();
            h.run();
            h.get_by_label("Review the game").click();
            h.run();
            // The review, the practice getting ready and each grading run
            // on threads of their own; the limit only ends one that hangs.
            let until = |h: &mut Harness<'static, MorrisApp>| {
                let start = std::time::Instant::now();
                while (h.state().is_reviewing() || h.state().is_practice_busy())
                    && start.elapsed().as_secs() < 300
                {
                    h.step();
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                assert!(!h.state().is_practice_busy(), "the work never ended");
            };
            until(h);
            h.get_by_label("Learn from your mistakes").click();
            h.run();
            until(h);
            // The first mistake, White's 6. g7?!, tried again as it was.
            click_all(h, "g7");
            until(h);
        },
    );
    results.unwrap();
}

#[test]
fn a_puzzle_after_a_wrong_turn_with_the_hint() {
    use morris_ai::puzzles::{Kind, shipped};
    let set = shipped::load(Preset::Nine).unwrap().puzzles;
    // The first win of two turns with a theme, its first turn a move.
    let p = set
        .into_iter()
        .find(|p| {
            p.kind() == Kind::Win
                && p.line().len() == 3
                && !p.themes().is_empty()
                && p.line()[0].from().is_some()
        })
        .unwrap();
    let wrong = p
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != p.line()[0] && m.removals().is_empty() && m.from().is_some())
        .unwrap();
    let mut results = SnapshotResults::new();
    both_themes(
        &mut results,
        "puzzle",
        &settings_for(Rules::default()),
        [1100.0, 720.0],
        |h| {
            h.get_by_label("Puzzles").click();
            h.run();
            h.get_by_label("Puzzles near my rating").click();
            h.run();
            assert!(h.state_mut().open_puzzle(p.id()));
            h.run();
            let points = format!("{} {}", wrong.from().unwrap(), wrong.to());
            click_all(h, &points);
            h.get_by_label("Where to look").click();
            h.run();
        },
    );
    results.unwrap();
}

#[test]
fn small_windows() {
    let mut results = SnapshotResults::new();
    for (size, name) in [
        ([600.0, 450.0], "small_600x450"),
        ([500.0, 400.0], "small_500x400"),
    ] {
        both_themes(
            &mut results,
            name,
            &settings_for(Rules::default()),
            size,
            |h| {
                play_moves(h, "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4");
            },
        );
    }
    both_themes(
        &mut results,
        "new_game_small",
        &settings_for(Rules::default()),
        [500.0, 400.0],
        |h| {
            h.get_by_label("New game…").click();
            h.run();
        },
    );
    results.unwrap();
}
