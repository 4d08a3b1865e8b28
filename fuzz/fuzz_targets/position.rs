//! Position text in both forms (ours and Sanmill's FEN), and the rules it
//! is read under.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::{Position, Preset, Rules, Setup};

fuzz_target!(|text: &str| {
    for setup in [text.parse::<Setup>().ok(), Setup::from_sanmill_fen(text).ok(), Setup::parse_any(text).ok()]
        .into_iter()
        .flatten()
    {
        let _ = setup.to_string();
        let _ = setup.to_sanmill_fen();
        for preset in Preset::ALL {
            if let Ok(pos) = Position::from_setup(&setup, Rules::preset(preset)) {
                let _ = pos.legal_moves();
            }
        }
    }
});
