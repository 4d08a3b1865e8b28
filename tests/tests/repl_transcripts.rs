//! Every transcript replayed through a scripted REPL session, as a person
//! would type it: `new` with the record's preset, `set` for each rule
//! option tag, one line per move, and `resign` or `draw` for the games that
//! end so. The session's game must give the same snapshot as the core's
//! replay (the same snapshot files).

use morris_core::{ByColor, Color, RuleOption, Termination};
use morris_play::Player;
use morris_repl::session::{Session, SessionOptions};
use morris_tests::{Transcript, check_corpus, check_outcome, snapshot, transcripts};

/// The lines a person types to play the transcript.
fn script(t: &Transcript) -> Result<Vec<String>, String> {
    let record = t.record().map_err(|e| e.to_string())?;
    let mut lines = vec![format!("new {}", record.tag("Rules").unwrap_or("nine"))];
    for (name, value) in record.tags() {
        if let Some(option) = RuleOption::from_tag(name) {
            lines.push(format!("set {} {value}", option.key()));
        }
    }
    lines.extend(record.moves().iter().map(ToString::to_string));
    let stated = t.expected_outcome().map_err(|e| e.to_string())?;
    match stated.termination {
        Termination::Resignation => {
            let loser = match stated.winner {
                Some(Color::White) => "black",
                _ => "white",
            };
            lines.push(format!("resign {loser}"));
        }
        Termination::Agreement => lines.push("draw".to_owned()),
        _ => {}
    }
    Ok(lines)
}

fn replay(t: &Transcript) -> Result<Session, String> {
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(Player::Human, Player::Human),
        ..SessionOptions::default()
    });
    for (i, line) in script(t)?.iter().enumerate() {
        let reply = session.run_line(line);
        if let Some(error) = reply.error {
            return Err(format!("line {} {line:?}: {error}", i + 1));
        }
    }
    let stated = t.expected_outcome().map_err(|e| e.to_string())?;
    check_outcome(session.game(), stated).map_err(|e| e.to_string())?;
    Ok(session)
}

#[test]
fn every_transcript_replays_through_the_repl_to_the_core_snapshot() {
    check_corpus(|t| replay(t).map(|session| session.game().clone()));
}

/// The same games typed with removals on their own line, as a player who
/// is asked "remove which piece?" answers: the session holds the move and
/// plays it whole when the removal comes.
#[test]
fn removals_typed_apart_give_the_same_games() {
    for t in transcripts().expect("the transcripts can be read") {
        let Ok(lines) = script(&t) else { continue };
        let mut session = Session::new(SessionOptions {
            players: ByColor::new(Player::Human, Player::Human),
            ..SessionOptions::default()
        });
        for line in &lines {
            // A turn of removals alone (`xa7xa1`, a full board's or the
            // mill counts') is typed as it is.
            let (base, removals) = match line.split_once('x') {
                Some((base, rest)) if !line.starts_with("new") && !base.is_empty() => {
                    (base, Some(rest))
                }
                _ => (line.as_str(), None),
            };
            let reply = session.run_line(base);
            assert_eq!(reply.error, None, "{}: {base}", t.name);
            if let Some(rest) = removals {
                for point in rest.split('x') {
                    assert!(session.pending().is_some(), "{}: {line}", t.name);
                    let reply = session.run_line(&format!("x{point}"));
                    assert_eq!(reply.error, None, "{}: {line}", t.name);
                }
                assert!(session.pending().is_none(), "{}: {line}", t.name);
            }
        }
        let core = t.replay_core().expect("the core replays it");
        assert_eq!(snapshot(session.game()), snapshot(&core), "{}", t.name);
    }
}
