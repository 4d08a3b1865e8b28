//! The search against a plain negamax, and on positions with a forced answer.

use morris_ai::Score;
use morris_ai::eval::{Weights, evaluate};
use morris_ai::search::{Limits, SearchConfig, Searcher, StopFlag};
use morris_core::{Move, Position, Preset, RuleOption, Rules, Setup};

/// Plain fixed-depth negamax: no pruning, no table, no ordering.
fn negamax(pos: &Position, depth: u32, ply: u32, quiescence: bool) -> Score {
    if let Some(outcome) = pos.outcome() {
        return match outcome.winner {
            None => Score::DRAW,
            Some(w) if w == pos.side_to_move() => Score::win_in(ply),
            Some(_) => Score::loss_in(ply),
        };
    }
    if depth == 0 {
        return if quiescence {
            plain_quiescence(pos, ply, 6)
        } else {
            evaluate(pos, &weights_of(pos.rules()))
        };
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let score = negamax(&child, depth - 1, ply + 1, quiescence);
            // A side that moves again (the defender first once placing
            // ends) keeps its score.
            if child.side_to_move() == pos.side_to_move() {
                score
            } else {
                -score
            }
        })
        .max()
        .unwrap_or(Score::DRAW)
}

/// The weights a search takes for `rules` ([`Weights::for_rules`]),
/// found once for each rules: finding the closest preset at every leaf
/// made this test thirty times slower.
fn weights_of(rules: &Rules) -> Weights {
    thread_local! {
        static LAST: std::cell::Cell<Option<(Rules, Weights)>> = const { std::cell::Cell::new(None) };
    }
    LAST.with(|last| match last.get() {
        Some((r, w)) if r == *rules => w,
        _ => {
            let w = Weights::for_rules(rules);
            last.set(Some((*rules, w)));
            w
        }
    })
}

/// The value of `m` in `pos` by [`negamax`] to `depth` plies, for the side
/// to move.
fn move_value(pos: &Position, m: Move, depth: u32, quiescence: bool) -> Score {
    let mut child = *pos;
    let _ = child.play_unchecked(m);
    let score = negamax(&child, depth - 1, 1, quiescence);
    if child.side_to_move() == pos.side_to_move() {
        score
    } else {
        -score
    }
}

/// The value of standing pat or of the best mill-closing move.
fn plain_quiescence(pos: &Position, ply: u32, left: u32) -> Score {
    if let Some(outcome) = pos.outcome() {
        return match outcome.winner {
            None => Score::DRAW,
            Some(w) if w == pos.side_to_move() => Score::win_in(ply),
            Some(_) => Score::loss_in(ply),
        };
    }
    let stand_pat = evaluate(pos, &weights_of(pos.rules()));
    if left == 0 {
        return stand_pat;
    }
    pos.legal_moves()
        .into_iter()
        .filter(|m| !m.removals().is_empty())
        .map(|m| {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let score = plain_quiescence(&child, ply + 1, left - 1);
            if child.side_to_move() == pos.side_to_move() {
                score
            } else {
                -score
            }
        })
        .fold(stand_pat, Score::max)
}

/// Positions from a deterministic random game under `rules`.
fn positions(rules: Rules, seed: u64) -> Vec<Position> {
    let mut pos = Position::new(rules);
    let mut out = Vec::new();
    let mut x = seed | 1;
    for _ in 0..70 {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let removing: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| !m.removals().is_empty())
            .collect();
        let pool = if x.is_multiple_of(2) && !removing.is_empty() {
            &removing
        } else {
            &moves
        };
        pos.play(pool[(x >> 8) as usize % pool.len()]).unwrap();
        out.push(pos);
    }
    out
}

/// The first four presets, one preset of each family of later rules (moves
/// while placing, the defender first and restricted mills, marked
/// removals, turns of removals alone once the board is full), and per-mill
/// removals with nothing removed from mills: the
/// search is the same code under every rule, so these cover it without
/// the time of every preset.
fn all_rules() -> Vec<Rules> {
    let mut all: Vec<Rules> = [
        Preset::Nine,
        Preset::NineNoFlying,
        Preset::Twelve,
        Preset::SeedClassic,
        Preset::Lasker,
        Preset::Morabaraba,
        Preset::DaSanQi,
        Preset::ElFilja,
    ]
    .iter()
    .map(|&p| Rules::preset(p))
    .collect();
    let mut per_mill = Rules::default();
    per_mill.set(RuleOption::Removals, "per-mill").unwrap();
    per_mill.set(RuleOption::AllInMills, "none").unwrap();
    all.push(per_mill);
    all
}

#[test]
fn search_equals_plain_negamax_on_random_positions() {
    let mut compared = 0;
    let mut removal_turns = 0;
    for (i, rules) in all_rules().into_iter().enumerate() {
        let positions = positions(rules, 0x9E37_79B9 + i as u64);
        // Every seventh position, and those where a turn of removals alone
        // is due (the search once lost the best of these in its table and
        // played a move it had not chosen).
        let chosen = positions
            .iter()
            .enumerate()
            .filter(|(j, p)| j % 7 == 0 || p.removals_due() > 0)
            .map(|(_, p)| p);
        for pos in chosen {
            removal_turns += usize::from(pos.removals_due() > 0);
            // A turn of removals alone has hundreds of moves: shallower.
            let depths = if pos.removals_due() > 0 {
                [(false, 2), (true, 1)]
            } else {
                [(false, 3), (true, 2)]
            };
            for (quiescence, max_depth) in depths {
                let mut searcher = Searcher::new(4);
                searcher.set_config(SearchConfig {
                    reductions: false,
                    quiescence,
                    deeper_table_cutoffs: false,
                });
                for depth in 1..=max_depth {
                    let result = searcher.search_position(
                        pos,
                        Limits::depth(depth),
                        &StopFlag::new(),
                        |_| {},
                    );
                    if pos.is_over() {
                        assert_eq!(result.best, None);
                        continue;
                    }
                    let expected = negamax(pos, depth, 0, quiescence);
                    assert_eq!(result.score, expected, "{pos} depth {depth} q {quiescence}");
                    let best = result.best.expect("a best move");
                    assert!(pos.is_legal(best), "{pos}: {best}");
                    // The move played is one that has the value found.
                    assert_eq!(
                        move_value(pos, best, depth, quiescence),
                        expected,
                        "{pos} depth {depth} q {quiescence}: {best}"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 100, "{compared}");
    assert!(removal_turns >= 2, "{removal_turns}");
}

fn search(text: &str, rules: Rules, depth: u32) -> (Move, Score) {
    let setup: Setup = text.parse().unwrap();
    let pos = Position::from_setup(&setup, rules).unwrap();
    let result =
        Searcher::new(16).search_position(&pos, Limits::depth(depth), &StopFlag::new(), |_| {});
    (result.best.unwrap(), result.score)
}

#[test]
fn closes_a_mill_that_wins_at_once() {
    // g4-g7 closes a7 d7 g7 and Black falls to two pieces.
    let (m, score) = search(
        "WW./.B./.../..B..W/.../.B./... w 0 0 0 20",
        Rules::default(),
        3,
    );
    assert_eq!(m.to_string(), "g4-g7xd6");
    assert_eq!(score, Score::win_in(1));
}

#[test]
fn blocks_the_mill_the_opponent_threatens() {
    // Black threatens to place on g1 (a1 d1 g1). White's b4 and e4 share no
    // line, so White has no threat of its own and must block.
    let (m, _) = search(
        ".../.../.../.W..W./.../.../BB. w 7 7 0 3",
        Rules::default(),
        4,
    );
    assert_eq!(m.to_string(), "g1");
}

#[test]
fn blocks_the_last_moves_of_a_trapped_opponent() {
    // Black's a7, d7 and g7 can only go to d6: b6-d6 shuts them in.
    let rules = Rules::preset(Preset::NineNoFlying);
    let (m, score) = search("BBB/W.W/.../W....W/.../.W./..W w 0 0 0 30", rules, 3);
    assert_eq!(m.to_string(), "b6-d6");
    assert_eq!(score, Score::win_in(1));
}

#[test]
fn a_parallel_search_finds_what_one_thread_finds() {
    // Forced results do not depend on the threads' timing; the nodes of the
    // helpers are counted too.
    let cases = [
        (
            "WW./.B./.../..B..W/.../.B./... w 0 0 0 20",
            Rules::default(),
            3,
            "g4-g7xd6",
        ),
        (
            "BBB/W.W/.../W....W/.../.W./..W w 0 0 0 30",
            Rules::preset(Preset::NineNoFlying),
            5,
            "b6-d6",
        ),
    ];
    for (text, rules, depth, best) in cases {
        let setup: Setup = text.parse().unwrap();
        let pos = Position::from_setup(&setup, rules).unwrap();
        let mut one = Searcher::new(16);
        let single = one.search_position(&pos, Limits::depth(depth), &StopFlag::new(), |_| {});
        let mut two = Searcher::new(16);
        two.set_threads(3);
        let parallel = two.search_position(&pos, Limits::depth(depth), &StopFlag::new(), |_| {});
        assert_eq!(parallel.best.unwrap().to_string(), best);
        assert_eq!(parallel.score, single.score);
    }
    // From the start, a deeper search: the main thread's result is legal
    // and the helpers did work of their own.
    let pos = Position::new(Rules::default());
    let mut two = Searcher::new(16);
    two.set_threads(2);
    let mut main_nodes = 0;
    let result = two.search_position(&pos, Limits::depth(7), &StopFlag::new(), |info| {
        main_nodes = info.nodes;
    });
    assert!(pos.is_legal(result.best.unwrap()));
    assert!(result.nodes > main_nodes, "{} > {main_nodes}", result.nodes);
}

#[test]
fn a_forced_move_still_reports_its_value() {
    // Without flying, White's only move is g7-g4; Black answers e5-d5,
    // closing d7-d6-d5, and White falls to two pieces.
    let setup: Setup = "WBW/WB./..B/BB..../.../.../... w 0 0 0 30".parse().unwrap();
    let pos = Position::from_setup(&setup, Rules::preset(Preset::NineNoFlying)).unwrap();
    assert_eq!(pos.legal_moves().len(), 1);
    let game = morris_core::Game::from_position(pos);
    for level in [morris_ai::Level::new(3).unwrap(), morris_ai::Level::MAX] {
        let choice = morris_ai::Ai::new(level, 1)
            .choose(&game, Limits::default(), &StopFlag::new(), |_| {})
            .unwrap();
        assert_eq!(choice.mv.to_string(), "g7-g4");
        assert!(choice.depth >= 1, "{choice:?}");
        assert_eq!(choice.score, Score::loss_in(2), "level {level}");
    }
}

#[test]
fn new_weights_are_used_at_once() {
    // The search caches evaluations: after new weights none of the old
    // values may be used. Without reductions the score is the plain
    // negamax's, whatever the move ordering learned before.
    let pos = Position::new(Rules::default());
    let mut other = Weights::default();
    for stage in &mut other.stages {
        stage[1] = -stage[1];
        stage[13] = 50;
    }
    let config = SearchConfig {
        reductions: false,
        quiescence: true,
        deeper_table_cutoffs: false,
    };
    let search = |searcher: &mut Searcher| {
        searcher
            .search_position(&pos, Limits::depth(4), &StopFlag::new(), |_| {})
            .score
    };
    let mut fresh = Searcher::new(4);
    fresh.set_config(config);
    fresh.set_weights(other);
    let expected = search(&mut fresh);
    let mut reused = Searcher::new(4);
    reused.set_config(config);
    let before = search(&mut reused);
    assert_ne!(before, expected, "the weights should matter here");
    reused.set_weights(other);
    assert_eq!(search(&mut reused), expected);
}

#[test]
fn a_search_takes_the_weights_of_its_rules() {
    // Dooz has weights of its own; a searcher not told otherwise uses them.
    let rules = Rules::preset(Preset::Dooz);
    let pos = positions(rules, 7)[9];
    let config = SearchConfig {
        reductions: false,
        quiescence: true,
        deeper_table_cutoffs: false,
    };
    let score = |weights: Option<Weights>| {
        let mut searcher = Searcher::new(4);
        searcher.set_config(config);
        if let Some(w) = weights {
            searcher.set_weights(w);
        }
        searcher
            .search_position(&pos, Limits::depth(3), &StopFlag::new(), |_| {})
            .score
    };
    let own = score(Some(Weights::for_rules(&rules)));
    assert_ne!(own, score(Some(Weights::default())), "{pos}");
    assert_eq!(score(None), own);
}
