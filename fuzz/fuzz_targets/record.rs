//! The record reader, on any text: read, replay, write back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_core::{Record, RecordFormat};

fuzz_target!(|text: &str| {
    if let Ok(record) = text.parse::<Record>() {
        if let Ok(game) = record.to_game() {
            let _ = Record::from_game(&game).to_string();
        }
        for format in [RecordFormat::Morris, RecordFormat::PlayOk, RecordFormat::Sanmill] {
            let _ = record.to_text(format);
        }
    }
});
