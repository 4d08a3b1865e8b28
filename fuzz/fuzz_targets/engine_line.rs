//! The engine's line parser: each input is a few lines sent to a fresh
//! session (searches kept to a millisecond), then the end of input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use morris_repl::engine::EngineSession;

fuzz_target!(|text: &str| {
    let mut session = EngineSession::new(std::io::sink());
    session.handle("setoption name MoveTime value 1");
    for line in text.lines().take(16) {
        // A depth or node count as given would make one input run for
        // minutes; the parser is what is fuzzed, not the search.
        let line = line.replace("infinite", "depth 1").replace("ponder", "depth 1");
        session.handle(&line);
        session.handle("stop");
    }
    session.finish();
});
