//! Every transcript replayed through the core: the moves are legal, the game
//! ends as the `Result` and `Termination` tags state, and the snapshot
//! matches the one the REPL and GUI replays share.

use std::collections::BTreeSet;

use morris_tests::{Transcript, check_corpus, snapshots_dir, transcripts};

fn corpus() -> Vec<Transcript> {
    let corpus = transcripts().expect("the transcripts can be read");
    assert!(!corpus.is_empty(), "no transcripts found");
    corpus
}

#[test]
fn every_transcript_ends_as_its_tags_state() {
    let mut failures = Vec::new();
    for t in corpus() {
        let record = match t.record() {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{}: {e}", t.name));
                continue;
            }
        };
        // Both tags present, and equal to how the replayed game ends.
        let (Some(result), Some(termination)) = (record.tag("Result"), record.tag("Termination"))
        else {
            failures.push(format!(
                "{}: a Result or Termination tag is missing",
                t.name
            ));
            continue;
        };
        match record.to_game() {
            Ok(game) => match game.outcome() {
                Some(o) if o.result() == result && o.termination.name() == termination => {}
                other => failures.push(format!(
                    "{}: the tags say {result} {termination}, the replay ends {other:?}",
                    t.name
                )),
            },
            Err(e) => failures.push(format!("{}: {e}", t.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_transcript_matches_its_snapshot() {
    check_corpus(Transcript::replay_core);
}

/// insta (in CI) fails on a transcript without a snapshot; this fails on a
/// snapshot without a transcript.
#[test]
fn every_snapshot_has_a_transcript() {
    let names: BTreeSet<String> = corpus().into_iter().map(|t| t.name).collect();
    let mut orphans = Vec::new();
    for entry in std::fs::read_dir(snapshots_dir()).expect("the snapshots can be listed") {
        let path = entry.expect("a snapshot entry").path();
        let file = path.file_name().map(|f| f.to_string_lossy().into_owned());
        if let Some(stem) = file.as_deref().and_then(|f| f.strip_suffix(".snap"))
            && !names.contains(stem)
        {
            orphans.push(path.display().to_string());
        }
    }
    assert!(
        orphans.is_empty(),
        "snapshots without a transcript:\n{}",
        orphans.join("\n")
    );
}
