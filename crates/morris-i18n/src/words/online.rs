//! The online server's refusals in the player's words, said alike by both
//! frontends (with the `online` feature).

use morris_protocol::{ErrorCode, ErrorMessage};

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
}
