//! Text from the other end made safe to show: no control characters (C0,
//! DEL, C1: a terminal takes `ESC ]` for a new title and `ESC [2J` for a
//! cleared screen) and no Unicode format characters (bidi controls such
//! as U+202E, which turn the rest of a line around; zero-width
//! characters). The server cleans the names it is given; the clients
//! clean everything a server sends before they show it
//! ([`ServerMessage::make_printable`]).

use crate::{GameState, Notice, OutcomeState, ServerMessage};

/// Whether `c` must not be shown as it is: a control character or a
/// format character (Unicode's general category Cf).
#[must_use]
pub fn is_unprintable(c: char) -> bool {
    c.is_control() || is_format(c)
}

/// `text` without its control and format characters.
#[must_use]
pub fn printable(text: &str) -> String {
    text.chars().filter(|&c| !is_unprintable(c)).collect()
}

/// As [`printable`], keeping line breaks (for a record's lines).
#[must_use]
pub fn printable_lines(text: &str) -> String {
    text.chars()
        .filter(|&c| c == '\n' || !is_unprintable(c))
        .collect()
}

/// Unicode's format characters (general category Cf, Unicode 16).
const fn is_format(c: char) -> bool {
    matches!(
        c as u32,
        0xAD | 0x600..=0x605
            | 0x61C
            | 0x6DD
            | 0x70F
            | 0x890..=0x891
            | 0x8E2
            | 0x180E
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x2064
            | 0x2066..=0x206F
            | 0xFEFF
            | 0xFFF9..=0xFFFB
            | 0x110BD
            | 0x110CD
            | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0001
            | 0xE0020..=0xE007F
    )
}

fn clean(text: &mut String) {
    if text.chars().any(is_unprintable) {
        *text = printable(text);
    }
}

fn clean_all<'a>(texts: impl IntoIterator<Item = &'a mut String>) {
    texts.into_iter().for_each(clean);
}

fn clean_outcome(outcome: &mut OutcomeState) {
    clean(&mut outcome.result);
    clean(&mut outcome.termination);
}

impl ServerMessage {
    /// Drops every control and format character from the text the message
    /// carries (a record keeps its line breaks), so that a client may show
    /// it: a hostile server cannot set a terminal's title, clear its
    /// screen or turn a line around.
    pub fn make_printable(&mut self) {
        match self {
            ServerMessage::Welcome(w) => {
                clean(&mut w.room);
                clean(&mut w.watch);
                clean_all(w.token.iter_mut().chain(w.invite.iter_mut()));
            }
            ServerMessage::State(state) => state.make_printable(),
            ServerMessage::Notice { notice, .. } => match notice {
                Notice::Played { turn, .. } => clean(turn),
                Notice::Joined { name } => clean(name),
                Notice::Over(outcome) => clean_outcome(outcome),
                _ => {}
            },
            ServerMessage::Error(e) => clean(&mut e.message),
            ServerMessage::Record { text } => {
                if text.chars().any(|c| c != '\n' && is_unprintable(c)) {
                    *text = printable_lines(text);
                }
            }
            ServerMessage::Hint { turn, .. } => clean(turn),
            ServerMessage::Review(review) => {
                for turn in &mut review.turns {
                    turn.make_printable();
                }
                for board in &mut review.positions {
                    clean_all(board.white.iter_mut().chain(board.black.iter_mut()));
                }
            }
            ServerMessage::Graded { graded, .. } => graded.make_printable(),
            ServerMessage::Ping { .. } => {}
        }
    }
}

impl crate::TurnGrade {
    /// As [`ServerMessage::make_printable`], for a reviewed turn.
    pub fn make_printable(&mut self) {
        clean(&mut self.turn);
        clean_all(
            self.best
                .iter_mut()
                .chain(self.line.iter_mut())
                .chain(self.legal.iter_mut()),
        );
    }
}

impl GameState {
    /// As [`ServerMessage::make_printable`], for a state.
    pub fn make_printable(&mut self) {
        clean(&mut self.room);
        clean(&mut self.position);
        clean_all(
            self.names
                .white
                .iter_mut()
                .chain(self.names.black.iter_mut()),
        );
        clean_all(self.moves.iter_mut().chain(self.legal.iter_mut()));
        clean_all(
            self.pieces
                .white
                .iter_mut()
                .chain(self.pieces.black.iter_mut()),
        );
        if let Some(outcome) = &mut self.outcome {
            clean_outcome(outcome);
        }
    }
}

#[cfg(test)]
mod tests {
    use morris_core::Color;

    use super::*;

    #[test]
    fn controls_and_bidi_and_zero_width_characters_are_dropped() {
        assert_eq!(
            printable("\u{1b}]0;owned\u{7}Ann\u{1b}[2J"),
            "]0;ownedAnn[2J"
        );
        assert_eq!(printable("Ann\u{202E}nnA\u{200B}\u{9B}"), "AnnnnA");
        assert_eq!(printable("Zoë 🙂 Łukasz"), "Zoë 🙂 Łukasz");
        assert_eq!(printable_lines("a\nb\r\u{2066}c"), "a\nbc");
    }

    #[test]
    fn a_messages_every_text_is_made_printable() {
        let mut m = ServerMessage::Notice {
            seq: 1,
            notice: Notice::Played {
                side: Color::White,
                turn: "d6\u{1b}[2J".into(),
            },
        };
        m.make_printable();
        assert!(
            matches!(m, ServerMessage::Notice { notice: Notice::Played { turn, .. }, .. } if turn == "d6[2J")
        );
        let mut state = GameState::placeholder();
        state.names.black = Some("\u{202E}Bob".into());
        state.moves.push("f4\u{7}".into());
        let mut m = ServerMessage::State(Box::new(state));
        m.make_printable();
        let ServerMessage::State(state) = m else {
            unreachable!()
        };
        assert_eq!(state.names.black.as_deref(), Some("Bob"));
        assert_eq!(state.moves, ["f4"]);
        let mut m = ServerMessage::Record {
            text: "[White \"A\u{1b}\"]\n1. d6".into(),
        };
        m.make_printable();
        assert_eq!(
            m,
            ServerMessage::Record {
                text: "[White \"A\"]\n1. d6".into()
            }
        );
    }
}
