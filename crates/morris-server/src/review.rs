//! The review of a room's finished game and the practice's tries, made by
//! the server's AI in the asker's turn of the queue as hints are, and sent
//! to the socket that asked alone: one at a time a socket. Reviews made
//! are kept a while (the hub's [`GameCache`](crate::kept::GameCache) of
//! [`REVIEWS_KEPT`]): the same game asked again (by the other player, a
//! watcher, or the same one) is answered without a search.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use morris_core::{Game, Move};
use morris_protocol::{ErrorCode, ErrorMessage, GameReview, ServerMessage};
use tokio::sync::mpsc;

use crate::ai::Reviewed;
use crate::connection::Seated;
use crate::hub::{Hub, encode};

/// How many reviews the server keeps (a review of a 100-turn game is some
/// tens of kilobytes).
pub(crate) const REVIEWS_KEPT: usize = 64;

/// What a socket asked the AI for, checked against the room.
enum Asked {
    /// The review of the finished game numbered `game_no`.
    Review { game: Game, game_no: u32 },
    /// `turn` tried as the `ply`-th turn of the finished game numbered
    /// `game_no`, in `before`'s position.
    Try {
        before: Game,
        game_no: u32,
        ply: u32,
        turn: Move,
    },
}

/// A review asked for by a socket: the room's game must be over, the
/// server must have an AI, and the socket must have no review (or try)
/// under way (`busy`, the socket's own). Started in the queue; the answer
/// goes to `out`.
///
/// # Errors
/// Why it cannot be made: [`ErrorCode::NoAi`], [`ErrorCode::NotOver`],
/// [`ErrorCode::Reviewing`].
pub(crate) async fn ask_review(
    hub: &Arc<Hub>,
    seated: &Seated,
    busy: &Arc<AtomicBool>,
    asker: Option<IpAddr>,
    out: &mpsc::Sender<Arc<str>>,
) -> Result<(), ErrorMessage> {
    let asked = {
        let room = seated.cell.room.lock().await;
        finished(hub, room.game())?;
        Asked::Review {
            game: room.game().clone(),
            game_no: room.game_no(),
        }
    };
    start(hub, asked, busy, asker, out)
}

/// A turn tried at `ply` of the room's finished game, for the practice:
/// as [`ask_review`], and the turn must be legal there.
///
/// # Errors
/// As [`ask_review`], and [`ErrorCode::Illegal`] for a ply the game does
/// not have or a turn not legal at it.
pub(crate) async fn ask_grade(
    hub: &Arc<Hub>,
    seated: &Seated,
    (ply, turn): (u32, &str),
    busy: &Arc<AtomicBool>,
    (asker, out): (Option<IpAddr>, &mpsc::Sender<Arc<str>>),
) -> Result<(), ErrorMessage> {
    let asked = {
        let room = seated.cell.room.lock().await;
        let game = room.game();
        finished(hub, game)?;
        let played = game.moves();
        if ply as usize >= played.len() {
            return Err(ErrorMessage::with(
                ErrorCode::Illegal,
                format!("the game has {} turns, none at ply {ply}", played.len()),
            ));
        }
        let mut before = Game::from_position(*game.start());
        for &mv in &played[..ply as usize] {
            before
                .play(mv)
                .map_err(|e| ErrorMessage::with(ErrorCode::Server, e.to_string()))?;
        }
        let turn: Move = turn
            .parse()
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, format!("{turn:?}: {e}")))?;
        before
            .clone()
            .play(turn)
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, format!("{turn}: {e}")))?;
        Asked::Try {
            before,
            game_no: room.game_no(),
            ply,
            turn,
        }
    };
    start(hub, asked, busy, asker, out)
}

/// Refuses a game that goes on, or a server without an AI.
fn finished(hub: &Hub, game: &Game) -> Result<(), ErrorMessage> {
    if hub.ai.is_none() {
        return Err(ErrorMessage::new(ErrorCode::NoAi));
    }
    if !game.is_over() {
        return Err(ErrorMessage::with(
            ErrorCode::NotOver,
            "a game is reviewed once it is over",
        ));
    }
    Ok(())
}

/// Starts the work asked for, unless the socket has some under way.
fn start(
    hub: &Arc<Hub>,
    asked: Asked,
    busy: &Arc<AtomicBool>,
    asker: Option<IpAddr>,
    out: &mpsc::Sender<Arc<str>>,
) -> Result<(), ErrorMessage> {
    if busy.swap(true, Ordering::AcqRel) {
        return Err(ErrorMessage::new(ErrorCode::Reviewing));
    }
    tokio::spawn(answer(
        Arc::clone(hub),
        asked,
        Arc::clone(busy),
        asker,
        out.clone(),
    ));
    Ok(())
}

/// Waits for a thinker in the asker's turn, thinks on a blocking thread,
/// and sends the answer to the socket that asked.
async fn answer(
    hub: Arc<Hub>,
    asked: Asked,
    busy: Arc<AtomicBool>,
    asker: Option<IpAddr>,
    out: mpsc::Sender<Arc<str>>,
) {
    if let Some(queue) = hub.ai() {
        // A review kept is sent at once, without a place in the queue.
        if let Asked::Review { game, game_no } = &asked
            && let Some(reviewed) = hub.reviews.get(game)
        {
            let _ = out.try_send(encode(&review_message(*game_no, game, &reviewed)));
            busy.store(false, Ordering::Release);
            return;
        }
        let thinker = queue.thinker(queue.ticket(asker)).await;
        let brain = queue.brain();
        let hub_for_search = Arc::clone(&hub);
        let message = tokio::task::spawn_blocking(move || match asked {
            Asked::Review { game, game_no } => {
                // Made while this one waited for its thinker?
                let reviewed = match hub_for_search.reviews.get(&game) {
                    Some(reviewed) => reviewed,
                    None => {
                        let reviewed = Arc::new(brain.review(&game)?);
                        hub_for_search.reviews.put(&game, Arc::clone(&reviewed));
                        reviewed
                    }
                };
                Some(review_message(game_no, &game, &reviewed))
            }
            Asked::Try {
                before,
                game_no,
                ply,
                turn,
            } => brain
                .grade(&before, ply, turn)
                .map(|graded| ServerMessage::Graded {
                    game: game_no,
                    right: graded.grade.is_right(),
                    graded: Box::new(graded),
                }),
        })
        .await
        .ok()
        .flatten();
        drop(thinker);
        let message = message.unwrap_or_else(|| {
            ServerMessage::Error(ErrorMessage::with(
                ErrorCode::NoAi,
                "this server's AI does not review games",
            ))
        });
        let _ = out.try_send(encode(&message));
    }
    busy.store(false, Ordering::Release);
}

/// The `review` message of `reviewed`, the review of `game`, the room's
/// game numbered `game_no`.
fn review_message(game_no: u32, game: &Game, reviewed: &Reviewed) -> ServerMessage {
    ServerMessage::Review(Box::new(GameReview::of(
        game_no,
        game,
        reviewed.turns.clone(),
        reviewed.summary.clone(),
    )))
}
