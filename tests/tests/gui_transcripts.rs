//! Every transcript replayed through the desktop app, as a person would
//! play it: the app starts with two people and the record's rules, and
//! each move is made by clicking its points (a placement's point; a move's
//! origin, then its destination; then each removed piece). Games that end
//! by resignation or agreement end through the app's buttons. The app's
//! game must give the same snapshot as the core's replay (the same
//! snapshot files).

use morris_core::{Game, Move, Termination};
use morris_gui::testing::{self, Queryable};
use morris_tests::{Transcript, check_corpus, check_outcome};

/// The labels of the points a person clicks to play `m`.
fn clicks(m: Move) -> Vec<String> {
    let mut points: Vec<String> = m.from().iter().map(ToString::to_string).collect();
    points.push(m.to().to_string());
    points.extend(m.removals().iter().map(|p| p.to_string()));
    points
}

fn replay(t: &Transcript) -> Result<Game, String> {
    let record = t.record().map_err(|e| e.to_string())?;
    let rules = record.rules().map_err(|e| e.to_string())?;
    let stated = t.expected_outcome().map_err(|e| e.to_string())?;
    let mut harness = testing::harness(testing::settings(rules));
    for (i, m) in record.moves().into_iter().enumerate() {
        for point in clicks(m) {
            testing::click(&mut harness, &point);
        }
        let app = harness.state();
        if app.game().moves().len() != i + 1 {
            let why = app.refusal_text().unwrap_or_default();
            return Err(format!("move {} ({m}) was not played: {why}", i + 1));
        }
    }
    match stated.termination {
        Termination::Resignation => {
            let loser = stated.winner.map(|w| w.other());
            let resigner = harness.state().session().resigner();
            if resigner != loser {
                return Err(format!("{resigner:?} would resign, not {loser:?}"));
            }
            testing::click(&mut harness, "Resign");
            // A game in progress is not ended unasked.
            testing::click(&mut harness, "Yes, go ahead");
        }
        Termination::Agreement => {
            testing::click(&mut harness, "Offer a draw");
            if harness.query_by_label("Accept the draw").is_none() {
                return Err("the draw offer was not put to the other player".to_owned());
            }
            testing::click(&mut harness, "Accept the draw");
        }
        _ => {}
    }
    let game = harness.state().game().clone();
    check_outcome(&game, stated).map_err(|e| e.to_string())?;
    Ok(game)
}

#[test]
fn every_transcript_replays_by_clicking_to_the_core_snapshot() {
    check_corpus(replay);
}
