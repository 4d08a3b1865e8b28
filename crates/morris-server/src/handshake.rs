//! The hello that seats a socket: a new room for its host, the free seat
//! for the friend with the invite, the seat again for its token, or a
//! watcher's place.

use std::net::IpAddr;
use std::sync::Arc;

use morris_protocol::{Enter, ErrorCode, ErrorMessage, RoomSettings, VERSION, Welcome};
use tokio::sync::broadcast;

use crate::connection::Seated;
use crate::hub::{Hub, RoomCell};
use crate::now_ms;
use crate::room::{Decision, Room, Seat};

/// Seats a socket that said hello.
pub(crate) async fn hello(
    hub: &Arc<Hub>,
    name: &str,
    enter: Enter,
    from: Option<IpAddr>,
) -> Result<(Welcome, Seated), ErrorMessage> {
    let now = now_ms();
    match enter {
        Enter::Host { settings } => {
            check_settings(hub, &settings)?;
            hub.may_make_room(from)?;
            let (mut room, codes) = Room::create(name, settings, now);
            room.connect(Seat::Host, now);
            // The computer's room has no seat to invite anyone to.
            let invite = room.ai_seat().is_none().then_some(codes.invite);
            let welcome = welcome(
                &room,
                Some(true),
                Some(codes.host_token),
                invite,
                codes.watch,
            );
            let cell = hub.insert(room).await?;
            cell.came_from(Seat::Host, from);
            let mut room = cell.room.lock().await;
            // The computer moves first when it plays White.
            hub.schedule_ai(&cell, &mut room);
            let listen = cell.listen(&room);
            Ok((welcome, place(&cell, &room, Some(Seat::Host), listen)))
        }
        Enter::Join { code } => {
            let cell = hub
                .find_code(&code, false)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::UnknownCode))?;
            let mut room = cell.room.lock().await;
            if cell.is_closed() {
                // Forgotten (no one joined in time) while we waited.
                return Err(ErrorMessage::new(ErrorCode::UnknownCode));
            }
            // Told of the join like everyone: subscribed before it.
            let listen = cell.listen(&room);
            let mut token = None;
            hub.commit(&cell, &mut room, |room| match room.join(name, now) {
                Ok((new_token, change)) => {
                    room.connect(Seat::Guest, now);
                    token = Some(new_token);
                    Decision::accepted(change)
                }
                Err(refusal) => Decision::refused(refusal),
            })
            .await?;
            let token = token.ok_or_else(|| ErrorMessage::new(ErrorCode::Server))?;
            tracing::info!("room {}: the guest joined", room.name());
            let welcome = welcome(&room, Some(false), Some(token), None, String::new());
            Ok((welcome, place(&cell, &room, Some(Seat::Guest), listen)))
        }
        Enter::Rejoin { room: name, token } => {
            let cell = hub
                .find_room(&name)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::BadToken))?;
            let mut room = cell.room.lock().await;
            let seat = room
                .seat_with_token(&token)
                .ok_or_else(|| ErrorMessage::new(ErrorCode::BadToken))?;
            if room.is_expired(now) {
                return Err(ErrorMessage::new(ErrorCode::RoomExpired));
            }
            let most = hub.limits().sockets_per_seat;
            if room.seat_sockets(seat) >= most {
                return Err(ErrorMessage::with(
                    ErrorCode::RoomFull,
                    format!("this seat has {most} connections open already: close one first"),
                ));
            }
            cell.came_from(seat, from);
            // Told of the return like everyone: subscribed before it.
            let listen = cell.listen(&room);
            // A shared store that fails to keep who is here loses nothing
            // kept: the player is seated all the same.
            let _ = hub
                .commit(&cell, &mut room, |room| {
                    Decision::presence(room.connect(seat, now))
                })
                .await;
            let host = Some(seat == Seat::Host);
            let welcome = welcome(&room, host, Some(token), None, String::new());
            Ok((welcome, place(&cell, &room, Some(seat), listen)))
        }
        Enter::Watch { code } => {
            let cell = hub
                .find_code(&code, true)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::UnknownCode))?;
            let room = cell.room.lock().await;
            if room.is_expired(now) {
                return Err(ErrorMessage::new(ErrorCode::RoomExpired));
            }
            let listen = cell.listen(&room);
            // The code as the server wrote it, however it was typed.
            let code = morris_protocol::normalize_code(&code).unwrap_or(code);
            let welcome = welcome(&room, None, None, None, code);
            Ok((welcome, place(&cell, &room, None, listen)))
        }
    }
}

/// The welcome of a socket to `room`: as its host (`Some(true)`), its
/// guest (`Some(false)`) or a watcher (`None`).
fn welcome(
    room: &Room,
    host: Option<bool>,
    token: Option<String>,
    invite: Option<String>,
    watch: String,
) -> Welcome {
    Welcome {
        version: VERSION,
        room: room.name().to_owned(),
        host,
        token,
        invite,
        watch,
    }
}

/// A socket's place at `seat` (none for a watcher) in `cell`'s room, with
/// the room as it stands: what `listen` brings from now on is newer.
fn place(
    cell: &Arc<RoomCell>,
    room: &Room,
    seat: Option<Seat>,
    listen: broadcast::Receiver<std::sync::Arc<str>>,
) -> Seated {
    if let Some(seat) = seat {
        cell.count_open(seat, 1);
    }
    Seated {
        cell: Arc::clone(cell),
        seat,
        listen,
        snapshot: Box::new(room.state(now_ms())),
    }
}

/// Refuses settings no one can play: a clock of no time or of more than a
/// day, or an away limit under ten seconds.
fn check_settings(hub: &Hub, settings: &RoomSettings) -> Result<(), ErrorMessage> {
    const DAY: u64 = 24 * 60 * 60 * 1000;
    if let Some(ai) = settings.ai {
        if hub.ai.is_none() {
            return Err(ErrorMessage::new(ErrorCode::NoAi));
        }
        if !(1..=10).contains(&ai.level) {
            return Err(ErrorMessage::with(
                ErrorCode::BadSettings,
                "the AI's level is 1 to 10",
            ));
        }
    }
    if let Some(clock) = settings.clock
        && (clock.initial_ms == 0 || clock.initial_ms > DAY || clock.increment_ms > DAY / 24)
    {
        return Err(ErrorMessage::with(
            ErrorCode::BadSettings,
            "a clock needs between a moment and a day, and at most an hour added a turn",
        ));
    }
    if settings
        .away_ms
        .is_some_and(|ms| !(10_000..=DAY).contains(&ms))
    {
        return Err(ErrorMessage::with(
            ErrorCode::BadSettings,
            "the away limit is between 10 seconds and a day",
        ));
    }
    Ok(())
}
