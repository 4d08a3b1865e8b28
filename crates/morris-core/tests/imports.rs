//! Records exported by other mill programs import and end as their notes say.

use morris_core::{Color, Outcome, Record, Termination};

fn import(text: &str) -> morris_core::Game {
    let record: Record = text.parse().expect("the record reads");
    record.to_game().expect("the record replays")
}

#[test]
fn engine_blocked_ends_with_white_unable_to_move() {
    let game = import(include_str!("data/engine-blocked.pgn"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, Termination::NoLegalMove))
    );
    // Black's 23rd move is the last: 45 turns in all.
    assert_eq!(game.moves().len(), 46);
    assert_eq!(
        game.moves().last().map(|m| m.to_string()).as_deref(),
        Some("e3-d3")
    );
}

#[test]
fn engine_flying_draw_ends_by_the_n_move_rule() {
    let game = import(include_str!("data/engine-flying-draw.pgn"));
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::NMove)));
    assert_eq!(game.moves().len(), 158);
    assert_eq!(game.position().n_move_counter(), 100);
}
