//! What the online server says, in the player's words, said alike by both
//! frontends (with the `online` feature): its refusals and its notices.

use morris_core::Color;
use morris_protocol::{ErrorCode, ErrorMessage, Notice};

use crate::{Localizer, tr};

/// Why the server refused: our words for the refusal's code, or the
/// server's own sentence for a code without words of ours.
#[must_use]
pub fn refusal_reason(loc: &Localizer, refusal: &ErrorMessage) -> String {
    message(refusal.code).map_or_else(|| refusal.message.clone(), |id| loc.text(id))
}

/// That the server refused, and why ([`refusal_reason`]).
#[must_use]
pub fn refused(loc: &Localizer, refusal: &ErrorMessage) -> String {
    tr!(loc, "online-refused", reason = refusal_reason(loc, refusal))
}

/// A notice of the server's in words, for the player who played `color`
/// when it came and whose friend is `friend`; `None` for what needs no
/// words here: the player's own requests (said when sent), turns and the
/// end (said from the game), and the friend going away (each frontend
/// says what it offers then).
#[must_use]
pub fn notice(loc: &Localizer, notice: &Notice, color: Color, friend: &str) -> Option<String> {
    let theirs = |side: &Color| *side != color;
    Some(match notice {
        Notice::Joined { name } => tr!(loc, "online-joined", name = name),
        Notice::DrawOffered { side } if theirs(side) => {
            tr!(loc, "online-draw-offered", name = friend)
        }
        Notice::TakeBackAsked { side } if theirs(side) => {
            tr!(loc, "online-takeback-asked", name = friend)
        }
        Notice::RematchAsked { side } if theirs(side) => {
            tr!(loc, "online-rematch-asked", name = friend)
        }
        Notice::DrawDeclined => tr!(loc, "online-draw-declined"),
        Notice::TakeBackDeclined => tr!(loc, "online-takeback-declined"),
        Notice::RematchDeclined => tr!(loc, "online-rematch-declined"),
        Notice::TookBack { turns } => tr!(loc, "online-took-back", turns = *turns),
        // The colours swap in a new game.
        Notice::NewGame { .. } => {
            tr!(
                loc,
                "online-new-game",
                color = super::color(loc, color.other())
            )
        }
        Notice::Back { .. } => tr!(loc, "online-back", name = friend),
        _ => return None,
    })
}

/// The catalogue's message for a refusal's code, if it has one.
fn message(code: ErrorCode) -> Option<&'static str> {
    Some(match code {
        ErrorCode::UnknownCode => "online-error-unknown-code",
        ErrorCode::RoomFull => "online-error-room-full",
        ErrorCode::RoomExpired => "online-error-room-expired",
        ErrorCode::BadToken => "online-error-bad-token",
        ErrorCode::Version => "online-error-version",
        ErrorCode::NotYourTurn => "online-error-not-your-turn",
        ErrorCode::Stale => "online-error-stale",
        ErrorCode::GameOver => "online-error-game-over",
        ErrorCode::NoOpponent => "online-no-opponent",
        ErrorCode::NothingToTakeBack => "online-error-nothing-to-take-back",
        ErrorCode::NotAway => "online-error-not-away",
        ErrorCode::NoRequest => "online-error-no-request",
        ErrorCode::TooFast => "online-error-too-fast",
        ErrorCode::Server => "online-error-server",
        ErrorCode::TooManyRooms => "online-error-too-many-rooms",
        ErrorCode::ServerFull => "online-error-server-full",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn refusals_are_worded_in_every_language_or_said_as_sent() {
        let refusal = |code| ErrorMessage {
            code,
            message: "as sent".to_owned(),
        };
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            for code in [ErrorCode::RoomFull, ErrorCode::ServerFull, ErrorCode::Stale] {
                let id = message(code).unwrap();
                assert!(loc.has(id), "{lang:?} {id}");
                assert_eq!(refusal_reason(&loc, &refusal(code)), loc.text(id));
            }
            assert_eq!(
                refusal_reason(&loc, &refusal(ErrorCode::Illegal)),
                "as sent"
            );
        }
    }

    #[test]
    fn notices_are_worded_for_the_player_not_for_their_own_requests() {
        let loc = Localizer::new(Lang::En);
        let offered = |side| Notice::DrawOffered { side };
        let said = notice(&loc, &offered(Color::Black), Color::White, "Ann");
        assert!(said.is_some_and(|s| s.contains("Ann")));
        assert_eq!(
            notice(&loc, &offered(Color::White), Color::White, "Ann"),
            None
        );
        let new_game = notice(&loc, &Notice::NewGame { game: 2 }, Color::White, "Ann");
        assert_eq!(
            new_game.as_deref(),
            Some("A new game begins. You play Black.")
        );
    }
}
