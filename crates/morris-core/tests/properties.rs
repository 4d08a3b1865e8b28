//! Properties over random games under random rules, checked against the
//! plain reference implementation in `common`.

mod common;

use std::collections::BTreeSet;

use common::RefPos;
use morris_core::{
    Game, Move, Point, PointSet, Position, Preset, Record, RecordFormat, RuleOption, Rules, Setup,
    Symmetry,
};
use proptest::prelude::*;

/// Any rules: every option at any of its values, N-move small or default.
fn any_rules() -> impl Strategy<Value = Rules> {
    (
        0usize..Preset::ALL.len(),
        prop::collection::vec((0usize..RuleOption::ALL.len(), 0usize..4), 0..5),
        prop::sample::select(vec![0u16, 1, 2, 3, 5, 50]),
    )
        .prop_map(|(preset, changes, n)| {
            let mut rules = Rules::preset(Preset::ALL[preset]);
            for (option, value) in changes {
                let option = RuleOption::ALL[option];
                let values = option.values();
                let _ = rules.set(option, values[value % values.len()]);
            }
            let _ = rules.set_n_move(n);
            rules
        })
}

/// Plays a random game: at each turn the choice picks a move, preferring
/// removals when the choice is even so that games reach the endgame.
fn random_game(rules: Rules, choices: &[u16]) -> Vec<Position> {
    let mut pos = Position::new(rules);
    let mut seen = vec![pos];
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let removing: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| !m.removals().is_empty())
            .collect();
        let pool = if choice % 2 == 0 && !removing.is_empty() {
            &removing
        } else {
            &moves
        };
        let m = pool[usize::from(choice / 2) % pool.len()];
        pos.play(m).expect("a generated move is legal");
        seen.push(pos);
    }
    seen
}

fn games() -> impl Strategy<Value = (Rules, Vec<u16>)> {
    (any_rules(), prop::collection::vec(any::<u16>(), 0..160))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn legal_moves_are_exactly_the_reference_moves((rules, choices) in games()) {
        for pos in random_game(rules, &choices) {
            let ours: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
            let unique: BTreeSet<String> = ours.iter().cloned().collect();
            prop_assert_eq!(unique.len(), ours.len(), "duplicate moves in {}", pos);
            prop_assert_eq!(&unique, &RefPos::from_core(&pos).legal_moves(), "in {}", pos);
            prop_assert_eq!(pos.count_moves(), ours.len() as u64);
            let mut removing = Vec::new();
            pos.generate_removing_moves(&mut removing);
            let removing: BTreeSet<String> = removing.iter().map(Move::to_string).collect();
            let expected: BTreeSet<String> = pos
                .legal_moves()
                .iter()
                .filter(|m| !m.removals().is_empty())
                .map(Move::to_string)
                .collect();
            prop_assert_eq!(removing, expected, "removing moves in {}", pos);
            prop_assert_eq!(pos.is_over(), ours.is_empty());
        }
    }

    #[test]
    fn is_legal_agrees_with_generation(
        (rules, choices) in games(),
        probes in prop::collection::vec((any::<bool>(), 0usize..24, 0usize..24, any::<u32>()), 40),
    ) {
        for pos in random_game(rules, &choices) {
            let legal = pos.legal_moves();
            for m in &legal {
                prop_assert!(pos.is_legal(*m));
            }
            for &(slide, from, to, removals) in &probes {
                let base = if slide {
                    Move::slide(Point::ALL[from], Point::ALL[to])
                } else {
                    Move::place(Point::ALL[to])
                };
                // Mostly zero or one removal, sometimes more.
                let bits = removals & (removals >> 7) & (removals >> 13);
                let m = base.with_removals(PointSet::from_bits(bits));
                prop_assert_eq!(pos.is_legal(m), legal.contains(&m), "{} in {}", m, pos);
                if let Err(err) = pos.check(m) {
                    prop_assert!(!err.to_string().is_empty());
                }
            }
        }
    }

    #[test]
    fn turns_entered_step_by_step_are_exactly_the_legal_moves((rules, choices) in games()) {
        for pos in random_game(rules, &choices) {
            let legal: BTreeSet<String> = pos.legal_moves().iter().map(Move::to_string).collect();
            let mut built = BTreeSet::new();
            let mut bases = Vec::new();
            bases.extend(pos.placements().iter().map(|to| (None, to)));
            for from in pos.movable_pieces() {
                bases.extend(pos.destinations(from).iter().map(|to| (Some(from), to)));
            }
            let mut begun = Vec::new();
            for (from, to) in bases {
                begun.push(pos.begin_turn(from, to).expect("a listed placement or move begins a turn"));
            }
            // Where removals are due, the turn begins with its first removal.
            for first in Point::EVERY {
                let turn = pos.begin_removals(first);
                let target = pos.removals_due() > 0
                    && !pos.is_over()
                    && pos.due_targets_after(PointSet::EMPTY).contains(first);
                prop_assert_eq!(turn.is_ok(), target, "{} in {}", first, pos);
                begun.extend(turn);
            }
            for turn in begun {
                let mut open = vec![turn];
                while let Some(turn) = open.pop() {
                    if let Some(m) = turn.to_move() {
                        built.insert(m.to_string());
                        continue;
                    }
                    for t in turn.removal_targets() {
                        let mut next = turn;
                        prop_assert!(next.remove(t).is_ok());
                        open.push(next);
                    }
                    // A point that is no target is refused and changes nothing.
                    for p in Point::EVERY {
                        if !turn.removal_targets().contains(p) {
                            let mut next = turn;
                            prop_assert!(next.remove(p).is_err());
                            prop_assert_eq!(next, turn);
                        }
                    }
                }
            }
            prop_assert_eq!(&built, &legal, "in {}", pos);
        }
    }

    #[test]
    fn play_then_undo_restores_position_and_hash((rules, choices) in games()) {
        for pos in random_game(rules, &choices) {
            prop_assert_eq!(pos.hash(), pos.recomputed_hash());
            for m in pos.legal_moves() {
                let mut child = pos;
                let undo = child.play_unchecked(m);
                prop_assert_eq!(child.hash(), child.recomputed_hash(), "after {} in {}", m, pos);
                prop_assert_ne!(child.hash(), pos.hash());
                child.undo(m, undo);
                prop_assert_eq!(child, pos);
                prop_assert_eq!(child.hash(), pos.hash());
            }
        }
    }

    #[test]
    fn unmoves_are_exactly_the_moves_that_lead_here((rules, choices) in games()) {
        // Rules that remember earlier turns, or take by intervention, have
        // no unmoves (see unmoves).
        prop_assume!(!rules.remembers_moves() && !rules.intervention());
        for pos in random_game(rules, &choices).into_iter().filter(Position::is_moving_phase) {
            // Every removal-free move from here is an unmove of its child.
            for m in pos.legal_moves().into_iter().filter(|m| m.removals().is_empty()) {
                let mut child = pos;
                let _ = child.play_unchecked(m);
                prop_assert!(child.unmoves().contains(&m), "{} from {}", m, pos);
            }
            // Every unmove, taken back, gives a position where it is legal
            // and leads here.
            for u in pos.unmoves() {
                let them = pos.side_to_move().other();
                let mut board = pos.board();
                board[them] = board[them].without(u.to()).with(u.from().expect("a move"));
                let setup = Setup { board, side_to_move: them, ..pos.to_setup() };
                let Ok(before) = Position::from_setup(&setup, rules) else { continue };
                if before.is_over() {
                    // Below three pieces nobody moves: no move led here.
                    continue;
                }
                prop_assert!(before.is_legal(u), "{} in {}", u, before);
                let mut after = before;
                let _ = after.play_unchecked(u);
                prop_assert!(after.same_placement(&pos));
            }
        }
    }

    #[test]
    fn position_text_round_trips((rules, choices) in games()) {
        for pos in random_game(rules, &choices) {
            let text = pos.to_string();
            let setup: Setup = text.parse().expect("our own text reads back");
            prop_assert_eq!(setup.to_string(), text.clone());
            let back = Position::from_setup(&setup, rules).expect("and is a valid position");
            prop_assert_eq!(back, pos);
            prop_assert_eq!(back.hash(), pos.hash());
        }
    }

    #[test]
    fn records_round_trip((rules, choices) in games(), resign in any::<bool>()) {
        let positions = random_game(rules, &choices);
        let mut game = Game::new(rules);
        for pair in positions.windows(2) {
            let m = pair[0].legal_moves().into_iter().find(|&m| {
                let mut p = pair[0];
                p.play(m).is_ok() && p == pair[1]
            }).expect("the move between two positions");
            if game.play(m).is_err() {
                // Repetition may end the game before the random walk stops.
                break;
            }
        }
        if resign {
            game.resign(game.position().side_to_move());
        }
        let text = Record::from_game(&game).to_string();
        let record: Record = text.parse().expect("our own record reads back");
        let replayed = record.to_game().expect("and replays");
        prop_assert_eq!(replayed.moves(), game.moves());
        prop_assert_eq!(replayed.outcome(), game.outcome());
        prop_assert_eq!(*replayed.rules(), rules);
        prop_assert_eq!(record.to_string(), text);
        // PlayOK's numbers and Sanmill's removals apart read back the same.
        for format in RecordFormat::ALL {
            let written = Record::from_game(&game).to_text(format);
            let record: Record = written.parse().expect("every form reads back");
            let replayed = record.to_game().expect("and replays");
            prop_assert_eq!(replayed.moves(), game.moves(), "{}", written);
            prop_assert_eq!(*replayed.rules(), rules);
            prop_assert_eq!(record.to_text(format), written);
        }
    }

    #[test]
    fn symmetric_positions_have_symmetric_moves((rules, choices) in games(), sym in 0usize..16) {
        // The symmetries of the rules' board (8 on the small boards).
        let symmetries = rules.geometry().symmetries();
        let sym: Symmetry = symmetries[sym % symmetries.len()];
        for pos in random_game(rules, &choices) {
            let image = pos.transformed(sym);
            let mapped: BTreeSet<String> = pos.legal_moves().iter().map(|m| {
                if m.is_removal_only() {
                    let turn = Move::removals_only(sym.apply_set(m.removals()));
                    return turn.expect("removals").to_string();
                }
                let to = sym.apply(m.to());
                let base = match m.from() {
                    Some(f) => Move::slide(sym.apply(f), to),
                    None => Move::place(to),
                };
                base.with_removals(sym.apply_set(m.removals())).to_string()
            }).collect();
            let direct: BTreeSet<String> = image.legal_moves().iter().map(Move::to_string).collect();
            prop_assert_eq!(mapped, direct);
            prop_assert_eq!(image.hash(), image.recomputed_hash());
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}", bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let lossy = String::from_utf8_lossy(&bytes).into_owned();
        for input in [text.as_str(), lossy.as_str()] {
            let _ = input.parse::<Move>();
            let _ = input.parse::<Point>();
            let _ = input.parse::<Setup>();
            let _ = Setup::from_sanmill_fen(input);
            let _ = Setup::parse_any(input);
            let _ = input.parse::<Preset>();
            let _ = input.parse::<RuleOption>();
            let _ = input.parse::<morris_core::Termination>();
            if let Ok(record) = input.parse::<Record>() {
                let _ = record.to_game();
                let _ = record.to_string();
            }
            let mut rules = Rules::default();
            for option in RuleOption::ALL {
                let _ = rules.set(option, input);
            }
        }
    }

    #[test]
    fn record_parser_survives_mangled_records(cut in 0usize..400, insert in "\\PC{0,6}") {
        let text = include_str!("data/engine-blocked.pgn");
        let mut chars: Vec<char> = text.chars().collect();
        let at = cut.min(chars.len());
        chars.splice(at..at, insert.chars());
        let mangled: String = chars.into_iter().collect();
        if let Ok(record) = mangled.parse::<Record>()
            && let Err(err) = record.to_game()
        {
            prop_assert!(err.line >= 1 && err.column >= 1);
        }
    }
}

/// Move-like tokens, removals apart and glued, PlayOK numbers, move
/// numbers, with any characters (multi-byte ones most of all) around them.
fn move_text() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("xa1".to_owned()),
        Just("d6-d5xa7".to_owned()),
        Just("12.".to_owned()),
        Just("3...".to_owned()),
        Just("10-1x23".to_owned()),
        Just("x".to_owned()),
        Just("a7".to_owned()),
        "[a-gx1-9-]{1,6}",
    ];
    let odd = prop_oneof![
        Just("€".to_owned()),
        Just("é".to_owned()),
        Just("…".to_owned()),
        Just("–".to_owned()),
        Just("\u{1F600}".to_owned()),
        "\\PC{0,3}",
        Just(" ".to_owned()),
        Just("\n".to_owned()),
    ];
    prop::collection::vec((token, odd, any::<bool>()), 0..12).prop_map(|parts| {
        parts
            .into_iter()
            .map(|(t, o, before)| if before { o + &t } else { t + &o })
            .collect()
    })
}

#[test]
fn a_multi_byte_character_after_a_removal_is_refused_where_it_stands() {
    for text in ["xa1€\n", "d6 xa1€", "d6-d5xa7é", "1.a7 b6 2.d7…"] {
        let (line, column) = match text.parse::<Record>() {
            Ok(record) => {
                let err = record.to_game().map(|_| ()).unwrap_err();
                (err.line, err.column)
            }
            Err(e) => (e.line, e.column),
        };
        assert!(line >= 1 && column >= 1, "{text:?}");
    }
    let err = "d6 xa1€".parse::<Record>().unwrap_err();
    assert_eq!((err.line, err.column), (1, 7), "{err}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Every reader meets non-ASCII text next to moves without panicking.
    #[test]
    fn non_ascii_next_to_moves_never_panics(text in move_text()) {
        if let Ok(record) = text.parse::<Record>() {
            let _ = record.to_game();
        }
        for word in text.split_whitespace() {
            let _ = word.parse::<Move>();
            let _ = Setup::parse_any(word);
        }
        let _ = text.parse::<Move>();
    }
}

#[test]
fn perft_matches_the_reference_on_positions_of_every_preset() {
    for preset in Preset::ALL {
        let rules = Rules::preset(preset);
        let choices: Vec<u16> = (0..40).map(|i| (i * 7919 % 1000) as u16).collect();
        for pos in random_game(rules, &choices).iter().step_by(9) {
            let reference = RefPos::from_core(pos).perft(2);
            assert_eq!(
                morris_core::perft::perft(pos, 2),
                reference,
                "{preset} {pos}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Sanmill's FEN of any position between turns reads back to it, and
    /// Sanmill-like text with fields mangled never panics.
    #[test]
    fn sanmill_fen_round_trips((rules, choices) in games(), cut in 0usize..120) {
        // Sanmill's FEN is of the large board only.
        let rules = if rules.board() == morris_core::Board::TwentyFour { rules } else { Rules::default() };
        for pos in random_game(rules, &choices) {
            let setup = pos.to_setup();
            let fen = setup.to_sanmill_fen();
            if setup.memory.due.white > 0 || setup.memory.due.black > 0 {
                // Removals due are written as Sanmill's removals to make,
                // which are not read back.
                let e = Setup::from_sanmill_fen(&fen).expect_err("a removal to make");
                prop_assert_eq!(e.reason, morris_core::SetupSyntaxReason::RemovalPending);
            } else {
                prop_assert_eq!(Setup::from_sanmill_fen(&fen), Ok(setup), "{}", fen);
            }
            let cut = fen.char_indices().nth(cut % fen.len()).map_or(0, |(i, _)| i);
            let _ = Setup::from_sanmill_fen(&fen[..cut]);
        }
    }
}
