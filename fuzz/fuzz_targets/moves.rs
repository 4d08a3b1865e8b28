//! The move and point parsers, and a parsed move tried on the start.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::{Move, Point, Position, Rules};

fuzz_target!(|text: &str| {
    let _ = text.parse::<Point>();
    if let Ok(m) = text.parse::<Move>() {
        let _ = m.to_string();
        let pos = Position::new(Rules::default());
        let _ = pos.is_legal(m);
        let _ = pos.begin_turn(m.from(), m.to());
    }
});
