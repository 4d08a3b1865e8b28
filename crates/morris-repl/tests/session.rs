//! The session's commands, driven through the library as the read loops
//! drive it.

use morris_ai::Level;
use morris_core::{ByColor, Color, Outcome, Preset, Rules, Termination};
use morris_i18n::Lang;
use morris_play::Player as PlayerSpec;
use morris_repl::command::CommandName;
use morris_repl::session::{Mode, Session, SessionOptions};

use PlayerSpec::Human;

fn session(white: PlayerSpec, black: PlayerSpec) -> Session {
    Session::new(SessionOptions {
        players: ByColor::new(white, black),
        ..SessionOptions::default()
    })
}

fn level(n: u8) -> PlayerSpec {
    PlayerSpec::ai(Level::new(n).expect("a level"))
}

/// Runs lines that must all succeed; returns the text of the last.
fn run(session: &mut Session, lines: &[&str]) -> String {
    let mut last = String::new();
    for line in lines {
        let reply = session.run_line(line);
        assert_eq!(reply.error, None, "{line}");
        last = reply.text;
    }
    last
}

fn moves(session: &Session) -> String {
    session
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_removal_may_follow_its_move() {
    let mut s = session(Human, Human);
    run(&mut s, &["a7", "b6", "d7", "f6"]);
    let asked = run(&mut s, &["g7"]);
    assert_eq!(
        asked,
        "g7 closes a mill: which piece do you remove? (b6 f6)"
    );
    assert_eq!(s.prompt(), "White, remove which piece? ");
    assert_eq!(s.completions().removals, ["b6", "f6"]);
    assert_eq!(run(&mut s, &["moves"]), "Pieces you may remove: b6 f6");
    // A point alone answers the question as well as `xb6`.
    assert_eq!(run(&mut s, &["b6"]), "White: g7xb6");
    assert_eq!(s.prompt(), "Black> ");
    assert_eq!(moves(&s), "a7 b6 d7 f6 g7xb6");
}

#[test]
fn undo_or_ctrl_c_drops_the_waiting_move() {
    let mut s = session(Human, Human);
    run(&mut s, &["a7", "b6", "d7", "f6", "g7"]);
    assert_eq!(
        run(&mut s, &["undo"]),
        "g7 was not played: it still needed its removal."
    );
    assert!(s.pending().is_none());
    assert_eq!(s.game().moves().len(), 4);
    run(&mut s, &["g7"]);
    assert_eq!(
        s.cancel_pending().as_deref(),
        Some("g7 was not played: it still needed its removal.")
    );
    assert!(s.pending().is_none());
    assert_eq!(s.cancel_pending(), None);
    // A whole move needs no question.
    assert_eq!(run(&mut s, &["g7xf6"]), "White: g7xf6");
}

#[test]
fn two_removals_are_asked_for_one_at_a_time() {
    let mut s = session(Human, Human);
    run(&mut s, &["new nine removals=per-mill"]);
    run(&mut s, &["d6", "a1", "a7", "g4", "g7", "b2", "d5", "c3"]);
    let asked = run(&mut s, &["d7"]);
    assert!(asked.starts_with("d7 closes a mill"), "{asked}");
    assert_eq!(run(&mut s, &["xg4"]), "And which other piece? (c3 b2 a1)");
    assert_eq!(run(&mut s, &["xa1"]), "White: d7xg4xa1");
}

#[test]
fn the_ai_answers_and_undo_takes_back_both_moves() {
    let mut s = session(Human, level(3));
    let text = run(&mut s, &["d6"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "White: d6");
    assert!(lines[1].starts_with("Black (AI level 3): "), "{text}");
    assert_eq!(s.game().moves().len(), 2);
    let undone = run(&mut s, &["undo"]);
    assert!(undone.starts_with("Taken back: "), "{undone}");
    assert_eq!(s.game().moves().len(), 0);
    let redone = run(&mut s, &["redo"]);
    assert!(redone.starts_with("Played again: d6, "), "{redone}");
    assert_eq!(s.game().moves().len(), 2);
}

#[test]
fn scripted_ai_games_are_the_same_every_time() {
    for (white, black) in [(level(1), level(2)), (level(6), PlayerSpec::ai(Level::MAX))] {
        let game = |seed| {
            let mut s = Session::new(SessionOptions {
                players: ByColor::new(white, black),
                seed,
                ..SessionOptions::default()
            });
            // AI against AI moves until the game ends (or the first 4
            // turns for the slow levels).
            if white == level(1) {
                let _ = s.play_ai_turns();
            } else {
                s.pause();
                for _ in 0..4 {
                    let _ = s.run_line("ai");
                    s.pause();
                }
            }
            moves(&s)
        };
        let first = game(1);
        assert_eq!(first, game(1), "{white} against {black}");
        assert!(!first.is_empty());
    }
}

#[test]
fn ai_against_ai_plays_to_the_end() {
    let mut s = session(level(1), level(1));
    let text = s.play_ai_turns();
    assert!(s.game().is_over(), "{text}");
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.contains("wins") || l.starts_with("A draw")),
        "{text}"
    );
}

#[test]
fn the_hint_names_a_legal_move_and_changes_nothing() {
    let mut s = session(Human, Human);
    run(&mut s, &["a7", "b6", "d7", "f6"]);
    let before = s.game().position().to_string();
    let hint = run(&mut s, &["hint"]);
    let mv = hint
        .strip_prefix("Hint: ")
        .and_then(|h| h.split_whitespace().next())
        .expect("a move");
    assert!(s.game().position().is_legal(mv.parse().unwrap()), "{hint}");
    assert!(
        hint.ends_with(" %)") || hint.ends_with("about even)"),
        "a share of the points: {hint}"
    );
    assert_eq!(s.game().position().to_string(), before);
}

#[test]
fn ai_plays_the_side_to_move_now() {
    let mut s = session(Human, Human);
    let text = run(&mut s, &["ai"]);
    assert!(text.starts_with("White (AI level 5): "), "{text}");
    assert_eq!(s.game().moves().len(), 1);
    run(&mut s, &["level 2"]);
    let text = run(&mut s, &["ai"]);
    assert!(text.starts_with("Black (AI level 2): "), "{text}");
    assert_eq!(run(&mut s, &["level"]), "AI level: 2");
}

#[test]
fn swap_changes_sides_and_the_ai_moves_when_its_turn_comes() {
    let mut s = session(Human, level(2));
    let text = run(&mut s, &["swap"]);
    assert!(
        text.starts_with("White (AI level 2), Black (human)."),
        "{text}"
    );
    assert_eq!(s.game().moves().len(), 1, "the AI, now White, moved");
    assert_eq!(s.players(), ByColor::new(level(2), Human));
}

#[test]
fn set_changes_the_rules_now_or_for_the_next_game() {
    let mut s = session(Human, Human);
    assert_eq!(
        run(&mut s, &["set pieces 12"]),
        "pieces = 12. Rules: Nine Men's Morris [nine pieces=12]"
    );
    assert_eq!(s.game().position().in_hand(Color::White), 12);
    run(&mut s, &["d6"]);
    let text = run(&mut s, &["set diagonals on"]);
    assert!(text.contains("from the next game on"), "{text}");
    assert!(!s.game().rules().diagonals());
    assert!(run(&mut s, &["rules"]).contains("The next game: Twelve Men's Morris [twelve]"));
    let text = run(&mut s, &["new"]);
    assert!(
        text.starts_with("New game: Twelve Men's Morris [twelve]."),
        "{text}"
    );
    assert_eq!(*s.game().rules(), Rules::preset(Preset::Twelve));
    run(&mut s, &["new seed-classic first=black"]);
    assert_eq!(s.game().position().side_to_move(), Color::Black);
}

#[test]
fn resign_and_draw_end_the_game_and_undo_takes_them_back() {
    let mut s = session(Human, Human);
    run(&mut s, &["d6"]);
    assert_eq!(
        run(&mut s, &["resign"]),
        "White wins. Black resigned.",
        "Black, to move, resigns"
    );
    assert_eq!(run(&mut s, &["undo"]), "Taken back: resignation.");
    assert_eq!(run(&mut s, &["draw"]), "A draw. Both players agreed.");
    assert_eq!(
        s.game().outcome().map(|o| o.termination),
        Some(Termination::Agreement)
    );
    // Against the AI the person resigns, whoever is to move.
    let mut s = session(level(1), Human);
    let _ = s.play_ai_turns();
    assert_eq!(run(&mut s, &["resign"]), "White wins. Black resigned.");
}

#[test]
fn the_ai_declines_a_draw_it_is_winning_and_takes_one_it_is_losing() {
    let position = |fen: &str| format!("[Rules \"nine\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n*\n");
    // Black (the AI) has seven pieces in three mills against White's three
    // scattered ones.
    let mut s = session(Human, level(5));
    s.resume(&position("W../BBB/.W./.B..B./.../B.B/..W w 0 0 0 20"))
        .unwrap();
    s.pause();
    assert_eq!(
        run(&mut s, &["draw"]),
        "Black (AI level 5) declines the draw."
    );
    assert!(!s.game().is_over());
    // And the other way round.
    let mut s = session(Human, level(5));
    s.resume(&position("B../WWW/.B./.W..W./.../W.W/..B w 0 0 0 20"))
        .unwrap();
    s.pause();
    assert_eq!(run(&mut s, &["draw"]), "A draw. Both players agreed.");
}

#[test]
fn games_are_saved_in_the_forms_playok_and_sanmill_read() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session(Human, Human);
    run(&mut s, &["d6", "f4", "d7", "a4", "d5xf4"]);
    let playok = dir.path().join("playok.txt");
    run(
        &mut s,
        &[&format!("save --format playok {}", playok.display())],
    );
    let text = std::fs::read_to_string(&playok).unwrap();
    assert!(text.contains("1. 5 14 2. 2 10 3. 8x14 *"), "{text}");
    let sanmill = dir.path().join("sanmill.pgn");
    run(
        &mut s,
        &[&format!("save --format=sanmill {}", sanmill.display())],
    );
    let text = std::fs::read_to_string(&sanmill).unwrap();
    assert!(text.contains("[Variant \"Nine Men's Morris\"]"), "{text}");
    assert!(text.contains("[PlyCount \"6\"]"), "{text}");
    // Both load back to the same game.
    for file in [&playok, &sanmill] {
        let mut other = session(Human, Human);
        run(&mut other, &[&format!("load {}", file.display())]);
        assert_eq!(moves(&other), "d6 f4 d7 a4 d5xf4");
    }
    // A format no program has changes nothing and says which there are.
    let bad = dir.path().join("bad.pgn");
    let said = s
        .run_line(&format!("save --format pdn {}", bad.display()))
        .error
        .unwrap_or_default();
    assert!(
        said.contains("\"pdn\" is not a record format (morris, playok or sanmill)"),
        "{said}"
    );
    assert!(!bad.exists());
}

#[test]
fn a_game_set_up_from_a_position_is_played_saved_and_loaded() {
    let mut s = session(Human, Human);
    // Black flies with three pieces; White closes a7 d7 g7 and wins.
    let text = run(&mut s, &["setup WW./.B./.../..B..W/.../.B./... w 0 0 0 20"]);
    assert!(text.starts_with("Set up: Nine Men's Morris"), "{text}");
    assert_eq!(
        s.game().position().to_string(),
        "WW./.B./.../..B..W/.../.B./... w 0 0 0 20"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("setup.pgn");
    run(&mut s, &[&format!("save {}", file.display())]);
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("[SetUp \"1\"]"), "{saved}");
    assert!(
        saved.contains("[FEN \"WW./.B./.../..B..W/.../.B./... w 0 0 0 20\"]"),
        "{saved}"
    );
    run(&mut s, &["g4-g7xd6"]);
    assert_eq!(
        s.game().outcome(),
        Some(Outcome::win(Color::White, Termination::FewerThanThree))
    );
    // The record of the set-up game loads back to its position.
    let mut other = session(Human, Human);
    run(&mut other, &[&format!("load {}", file.display())]);
    assert_eq!(
        other.game().start().to_string(),
        "WW./.B./.../..B..W/.../.B./... w 0 0 0 20"
    );

    // Text that cannot be read, or a position that cannot stand, changes
    // nothing and says why.
    let before = (s.game().start().to_string(), moves(&s));
    let said = s
        .run_line("setup WW./.B./.../..B..W/.../.B./... w 0 0")
        .error
        .unwrap_or_default();
    assert!(
        said.starts_with("This is not a valid position: the N-move counter is missing"),
        "{said}"
    );
    let said = s
        .run_line("setup WWW/WWW/WWW/WWWWWW/.../.../... w 0 0 0 1")
        .error
        .unwrap_or_default();
    assert_eq!(
        said,
        "This position cannot arise under the rules in play: White has more pieces than the rules give."
    );
    assert_eq!(
        s.run_line("setup").error.as_deref(),
        Some("Usage: setup POSITION")
    );
    // Sanmill's FEN sets up too; one with a removal still to make does not.
    let said = s
        .run_line("setup O*O@**@@/******O*/******O* w m r 4 0 3 0 1 0 -1 -1 -1 -1 0 0 9 ids:nodes")
        .error
        .unwrap_or_default();
    assert!(
        said.contains("a removal is still to be made in it"),
        "{said}"
    );
    assert_eq!((s.game().start().to_string(), moves(&s)), before);
    run(
        &mut s,
        &["setup O*O@**@@/******O*/******O* w m s 4 0 3 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes"],
    );
    assert_eq!(s.game().position().pieces(Color::White).len(), 4);
    assert_eq!(s.game().position().side_to_move(), Color::White);
}

#[test]
fn save_load_and_the_kept_game() {
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("unfinished.pgn");
    let mut s = session(Human, Human);
    s.set_keep_file(Some(keep.clone()));
    run(&mut s, &["new nine flying=off", "d6", "f4"]);
    let kept = std::fs::read_to_string(&keep).expect("the game is kept after a move");
    assert!(kept.contains("[Rules \"nine-no-flying\"]"), "{kept}");
    assert!(kept.contains("1. d6 f4 *"), "{kept}");
    let file = dir.path().join("game.pgn");
    assert_eq!(
        run(&mut s, &[&format!("save {}", file.display())]),
        format!("Game saved to {}.", file.display())
    );
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 2, "no temporary files are left");

    let mut other = session(Human, level(4));
    let text = run(&mut other, &[&format!("load {}", file.display())]);
    assert_eq!(
        text,
        format!(
            "Loaded {}: 1 move, Nine Men's Morris without flying [nine-no-flying].",
            file.display()
        )
    );
    assert_eq!(moves(&other), "d6 f4");

    // Resuming the kept game brings the players back too.
    let mut resumed = session(level(3), level(3));
    let text = resumed.resume(&kept).unwrap();
    assert!(
        text.starts_with("Resumed the unfinished game: 1 move"),
        "{text}"
    );
    assert_eq!(resumed.players(), ByColor::new(Human, Human));

    // A finished game is no longer kept.
    run(&mut s, &["resign"]);
    assert!(!keep.exists());
    assert_eq!(s.farewell(), None);
}

#[test]
fn the_board_shows_pieces_counts_and_whose_turn() {
    let mut s = Session::new(SessionOptions {
        mode: Mode::Interactive,
        players: ByColor::new(Human, Human),
        ..SessionOptions::default()
    });
    assert!(s.take_view().is_some());
    assert!(s.take_view().is_none(), "shown once until it changes");
    let _ = s.execute("d6");
    let view = s.take_view().expect("the board after a move");
    assert!(view.contains("6  |   ·------[W]------·   |"), "{view}");
    assert!(view.contains("White (human): 8 pieces in hand, 1 piece on the board"));
    assert!(view.contains("Black (human): 9 pieces in hand, 0 pieces on the board"));
    assert!(view.contains("Last move: d6"));
    assert!(view.ends_with("Black to move: place a piece"), "{view}");
    assert_eq!(
        s.execute("position").text,
        ".../.W./.../....../.../.../... b 8 9 0 1"
    );
    assert_eq!(s.execute("history").text, "1. d6");
}

#[test]
fn every_command_has_help_in_every_language() {
    for lang in Lang::ALL {
        let mut s = Session::new(SessionOptions {
            lang,
            ..SessionOptions::default()
        });
        let all = s.run_line("help").text;
        for c in CommandName::ALL {
            assert!(all.contains(c.usage()), "{lang}: {c}");
            let one = s.run_line(&format!("help {c}")).text;
            assert!(one.starts_with(c.usage()), "{lang}: {one}");
            assert!(!one.contains(c.help_id()), "{lang}: {one}");
        }
        let rules = s.run_line("rules").text;
        assert!(!rules.contains("option-"), "{lang}: {rules}");
        let error = s.run_line("frobnicate").error.unwrap_or_default();
        assert!(!error.contains("error-"), "{lang}: {error}");
    }
}

#[test]
fn messages_are_translated() {
    let mut s = Session::new(SessionOptions {
        lang: Lang::De,
        players: ByColor::new(Human, Human),
        ..SessionOptions::default()
    });
    let reply = s.run_line("d6");
    assert_eq!(reply.text, "Weiß: d6");
    let error = s.run_line("d6").error.unwrap_or_default();
    assert!(error.starts_with("d6 ist nicht erlaubt"), "{error}");
}

#[test]
fn after_undo_to_its_turn_the_ai_waits_and_then_answers_again() {
    let mut s = session(level(2), Human);
    let _ = s.play_ai_turns();
    run(&mut s, &["f4"]);
    assert_eq!(s.game().moves().len(), 3, "White, the AI, answered");
    run(&mut s, &["undo"]);
    assert_eq!(s.game().moves().len(), 1);
    let text = run(&mut s, &["undo"]);
    assert!(
        text.ends_with("The AI waits: type ai to let it move."),
        "{text}"
    );
    assert_eq!(
        s.game().moves().len(),
        0,
        "the AI does not move again at once"
    );
    run(&mut s, &["redo"]);
    assert_eq!(s.game().moves().len(), 1);
    run(&mut s, &["b4"]);
    assert_eq!(s.game().moves().len(), 3, "the AI answers a typed move");
}

#[test]
fn a_second_removal_that_only_the_first_allows_waits_its_turn() {
    // As in the desktop app and the core: g1 must go before the mill's d2.
    let mut s = session(Human, Human);
    s.resume(
        "[Rules \"nine\"]\n[Removals \"per-mill\"]\n[SetUp \"1\"]\n\
         [FEN \"W.W/.W./.W./....../.../BBB/..B w 3 3 0 7\"]\n\n*\n",
    )
    .unwrap();
    assert_eq!(
        run(&mut s, &["d7"]),
        "d7 closes a mill: which piece do you remove? (g1)"
    );
    let refused = s.run_line("xd2");
    assert_eq!(
        refused.error.as_deref(),
        Some("d7xd2 is not legal: d2 stands in a mill, and your opponent has pieces outside mills")
    );
    assert_eq!(run(&mut s, &["xg1"]), "And which other piece? (b2 d2 f2)");
    assert_eq!(run(&mut s, &["d2"]), "White: d7xd2xg1");
}

#[test]
fn help_wraps_at_words_to_the_terminal() {
    for lang in [Lang::En, Lang::De, Lang::Fi] {
        let mut s = Session::new(SessionOptions {
            lang,
            players: ByColor::new(Human, Human),
            width: Some(60),
            ..SessionOptions::default()
        });
        let wide = Session::new(SessionOptions {
            lang,
            players: ByColor::new(Human, Human),
            ..SessionOptions::default()
        });
        let help = run(&mut s, &["help"]);
        let mut wide_words: Vec<String> = Vec::new();
        for line in run_text(wide, "help").lines() {
            wide_words.extend(line.split_whitespace().map(str::to_owned));
        }
        let mut words: Vec<String> = Vec::new();
        for line in help.lines() {
            assert!(line.chars().count() <= 60, "{lang}: {line:?}");
            words.extend(line.split_whitespace().map(str::to_owned));
        }
        // Wrapping only moves words between lines: none is cut.
        assert_eq!(words, wide_words, "{lang}");
        assert!(help.lines().count() > wide_words.len() / 40);
    }
}

fn run_text(mut session: Session, line: &str) -> String {
    run(&mut session, &[line])
}

#[test]
fn with_only_ais_playing_resign_and_draw_need_a_side() {
    let mut s = session(level(1), level(1));
    s.pause();
    let reply = s.run_line("resign");
    assert_eq!(
        reply.error.as_deref(),
        Some("No person plays here: name the side, as in resign white.")
    );
    assert!(!s.game().is_over());
    assert!(s.run_line("draw").error.is_some());
    let text = run(&mut s, &["resign black"]);
    assert!(text.contains("White wins"), "{text}");
}

#[test]
fn a_loaded_game_with_the_ai_to_move_waits_until_told() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.pgn");
    let mut people = session(Human, Human);
    run(&mut people, &["d6"]);
    let mut record = people.record();
    record.set_tag("Black", "AI level 2");
    std::fs::write(&file, record.to_string()).unwrap();

    let mut s = session(Human, Human);
    let text = run(&mut s, &[&format!("load {}", file.display())]);
    assert!(
        text.ends_with("The AI waits: type ai to let it move."),
        "{text}"
    );
    assert_eq!(s.game().moves().len(), 1, "the AI did not move");
    let text = run(&mut s, &["ai"]);
    assert!(text.starts_with("Black (AI level 2): "), "{text}");
    assert_eq!(s.game().moves().len(), 2);
}

#[test]
fn removals_due_are_typed_as_a_turn_of_their_own() {
    let mut s = session(Human, Human);
    let text = run(&mut s, &["new el-filja"]);
    assert!(text.starts_with("New game: El Filja [el-filja]"), "{text}");
    assert_eq!(*s.game().rules(), Rules::preset(Preset::ElFilja));
    // Black's last placement leaves White a mill and Black none: White
    // removes two black pieces, Black one white piece.
    run(
        &mut s,
        &["setup BWB/WBW/BWW/WBBW.B/WWW/BWB/BBW b 0 1 0 12", "f4"],
    );
    assert_eq!(s.game().position().removals_due(), 2);
    // `xa7` alone, then a point alone, answer as for a mill.
    run(&mut s, &["xa7"]);
    assert_eq!(moves(&s), "f4");
    run(&mut s, &["g7"]);
    assert_eq!(moves(&s), "f4 xa7xg7");
    // A white piece is Black's to take; a black one is refused, and so is
    // a move while the removal is due.
    assert!(s.run_line("xc5").error.is_some());
    let refused = s.run_line("a7-d7").error.unwrap_or_default();
    assert!(
        refused.contains("removals are due: remove 1 piece(s) alone, like xa7"),
        "{refused}"
    );
    run(&mut s, &["xd7"]);
    assert_eq!(moves(&s), "f4 xa7xg7 xd7");
    assert_eq!(s.game().position().side_to_move(), Color::White);
    assert_eq!(s.game().position().removals_due(), 0);
}

/// Two people at a terminal.
fn at_a_terminal() -> Session {
    Session::new(SessionOptions {
        players: ByColor::new(Human, Human),
        mode: Mode::Interactive,
        ..SessionOptions::default()
    })
}

#[test]
fn new_load_and_setup_ask_before_replacing_a_game_in_progress_at_a_terminal() {
    const POSITION: &str = "WW./.B./.../..B..W/.../.B./... w 0 0 0 20";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.pgn");
    let mut s = at_a_terminal();
    // No moves yet: nothing to lose, nothing asked.
    assert!(run(&mut s, &["new"]).starts_with("New game"));
    run(&mut s, &["d6", "f4", "d2"]);
    for line in ["new", "new twelve", &format!("setup {POSITION}")] {
        // Asked; a no (or any other answer) changes nothing.
        let reply = s.run_line(line);
        assert_eq!((reply.text.as_str(), reply.error), ("", None), "{line}");
        assert_eq!(
            s.prompt(),
            "Replace the game in progress (2 moves, not saved)? [y/N] "
        );
        assert_eq!(s.completions(), Default::default());
        assert_eq!(
            run(&mut s, &["n"]),
            "Nothing changed: the game in progress goes on."
        );
        assert_eq!(moves(&s), "d6 f4 d2");
        assert_eq!(s.prompt(), "Black> ");
    }
    // Enter alone, or another command, is no yes either.
    for answer in ["", "show"] {
        assert_eq!(s.run_line("new").error, None);
        assert_eq!(
            run(&mut s, &[answer]),
            "Nothing changed: the game in progress goes on."
        );
        assert_eq!(moves(&s), "d6 f4 d2");
    }
    // Ctrl-C at the question is a no.
    assert_eq!(s.run_line("new").error, None);
    assert_eq!(
        s.cancel_pending().as_deref(),
        Some("Nothing changed: the game in progress goes on.")
    );
    assert_eq!(moves(&s), "d6 f4 d2");
    // A bad argument is refused at once, unasked.
    for bad in [
        "setup WWW/WWW/WWW/WWWWWW/.../.../... w 0 0 0 1",
        "new flying=sometimes",
        "load /no/such/file.pgn",
    ] {
        let reply = s.run_line(bad);
        assert!(reply.error.is_some(), "{bad}");
        assert_eq!(s.prompt(), "Black> ", "{bad}");
    }
    // Yes replaces it.
    assert_eq!(s.run_line(&format!("setup {POSITION}")).error, None);
    assert!(run(&mut s, &["y"]).starts_with("Set up"));
    assert_eq!(s.game().position().to_string(), POSITION);

    // A game saved since its last move is not asked about, nor one just
    // loaded; one that moved on since is.
    run(&mut s, &["new", "d6", "f4"]);
    run(&mut s, &[&format!("save {}", file.display())]);
    assert!(run(&mut s, &["new"]).starts_with("New game"));
    run(&mut s, &["a7"]);
    assert_eq!(s.run_line(&format!("load {}", file.display())).error, None);
    assert!(run(&mut s, &["yes"]).starts_with("Loaded"));
    assert_eq!(moves(&s), "d6 f4");
    assert!(run(&mut s, &[&format!("setup {POSITION}")]).starts_with("Set up"));
    // A game that is over is not asked about.
    run(&mut s, &["new", "d6", "resign"]);
    assert!(s.game().is_over());
    assert!(run(&mut s, &["new"]).starts_with("New game"));
}

#[test]
fn scripts_are_never_asked_to_replace_a_game() {
    let mut s = session(Human, Human);
    run(&mut s, &["d6", "f4", "d2"]);
    assert!(run(&mut s, &["new"]).starts_with("New game"));
    assert_eq!(moves(&s), "");
}

#[test]
fn the_online_commands_at_this_computer_say_what_they_are_for() {
    let mut s = session(Human, Human);
    run(&mut s, &["d6"]);
    let reply = s.run_line("rematch");
    assert_eq!(
        reply.error.as_deref(),
        Some("rematch is for an online game (morris online host or morris online join).")
    );
    let reply = s.run_line("accept");
    assert_eq!(reply.error.as_deref(), Some("There is nothing to answer."));
    assert_eq!(s.game().moves().len(), 1);
    let record = run(&mut s, &["record"]);
    assert!(record.contains("[Rules \"nine\"]"), "{record}");
    assert!(record.ends_with("1. d6 *"), "{record}");
}

#[test]
fn rules_names_a_preset_and_help_new_lists_every_preset() {
    let mut s = session(Human, Human);
    let lasker = run(&mut s, &["rules lasker"]);
    assert!(
        lasker.starts_with("Rules: Lasker Morris [lasker]"),
        "{lasker}"
    );
    assert!(
        lasker.contains("\n  moves-in-placing        on "),
        "{lasker}"
    );
    assert!(lasker.ends_with("To play it: new lasker"), "{lasker}");
    // The game in play is still Nine Men's Morris.
    assert!(run(&mut s, &["rules"]).starts_with("Rules: Nine Men's Morris [nine]"));
    let help = run(&mut s, &["help new"]);
    for preset in morris_core::Preset::ALL {
        assert!(
            help.lines()
                .any(|l| l.trim_start().starts_with(preset.name())),
            "{}: {help}",
            preset.name()
        );
    }
    let reply = s.run_line("rules bogus");
    assert_eq!(
        reply.error.as_deref(),
        Some("Unknown rules \"bogus\": help new lists every preset.")
    );
}

#[test]
fn setup_refuses_a_position_that_is_over_already() {
    let mut s = session(Human, Human);
    run(&mut s, &["d6"]);
    // White with two pieces and nothing in hand has lost already.
    let reply = s.run_line("setup W../.W./.../....../.../..B/BB. w 0 0 0 10");
    let error = reply.error.expect("refused");
    assert!(
        error.starts_with("This position is already over (Black wins"),
        "{error}"
    );
    // The game in progress is as it was.
    assert_eq!(s.game().moves().len(), 1);
    assert!(!s.game().is_over());
}

#[test]
fn a_file_that_is_not_there_is_said_once_in_plain_words() {
    let mut s = session(Human, Human);
    run(&mut s, &["d6"]);
    let save = s.run_line("save /nonexistent/x.pgn");
    assert_eq!(
        save.error.as_deref(),
        Some("Cannot save /nonexistent/x.pgn: there is no such file or folder")
    );
    let load = s.run_line("load /nonexistent/y.pgn");
    assert_eq!(
        load.error.as_deref(),
        Some("Cannot read /nonexistent/y.pgn: there is no such file or folder")
    );
}

#[test]
fn help_keeps_its_columns_when_a_head_is_too_long_for_them() {
    let mut s = session(Human, Human);
    let help = run(&mut s, &["help"]);
    // Every description starts in the one column: beside a head that fits,
    // under one that does not.
    let column = |line: &str| line.find(|c: char| c != ' ').unwrap_or(0);
    let lines: Vec<&str> = help.lines().skip(1).collect();
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("  save ") {
            assert_eq!(line.trim_end(), "  save [--format playok|sanmill] FILE");
            assert_eq!(column(lines[i + 1]), 32, "{help}");
        }
    }
    let set = run(&mut s, &["help set"]);
    for line in set.lines().filter(|l| l.starts_with("  full-board ")) {
        assert!(!line.contains("what a full board means"), "{set}");
    }
    assert!(
        set.contains("both: once either side has three, both fly"),
        "{set}"
    );
}
