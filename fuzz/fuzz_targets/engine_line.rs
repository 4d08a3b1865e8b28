//! The engine's line parser: each input is a few lines sent to one session
//! kept for the whole run (searches kept to a millisecond), then every
//! search is stopped and answered.
#![no_main]

use std::cell::RefCell;

use libfuzzer_sys::fuzz_target;
use morris_engine::EngineSession;

thread_local! {
    static SESSION: RefCell<EngineSession<std::io::Sink>> = RefCell::new({
        let mut session = EngineSession::new(std::io::sink());
        session.handle("setoption name Hash value 1");
        session.handle("setoption name MoveTime value 1");
        session
    });
}

fuzz_target!(|text: &str| {
    SESSION.with_borrow_mut(|session| {
        for line in text.lines().take(16) {
            // The parser is what is fuzzed, not the search: no huge
            // tables, no crowds of threads.
            if ["Hash", "Threads", "MoveTime"].iter().any(|w| line.contains(w)) {
                continue;
            }
            // Every search ends within a millisecond (or at the `stop`
            // that follows each line).
            let line = if line.trim_start().starts_with("go") {
                format!("{line} movetime 1")
            } else {
                line.to_owned()
            };
            session.handle(&line);
            session.handle("stop");
        }
        session.finish();
        session.handle("ucinewgame");
        session.finish();
    });
});
