//! The shape of the codes a player reads and types: invite codes and watch
//! codes. A code is 80 random bits written in Crockford's base32 (digits
//! and capital letters without `I`, `L`, `O` and `U`), in four groups of
//! four joined by dashes: `7K3Q-D9XH-2MPA-4RT8`. A code typed by hand is
//! read forgiving case, spaces and dashes, and the look-alikes Crockford
//! folds (`O` is `0`; `I` and `L` are `1`).
//!
//! Codes made before (and seat tokens, which nobody types) are 128 bits in
//! 22 characters of base64url; such a code is taken as it is written.
//!
//! Why 80 bits: a server holds at most `--max-rooms` rooms (10,000 by
//! default), so at most twice as many codes are alive at once; each guess
//! costs a hello on a socket (20 messages a second, 64 connections an
//! address) or a request for `/invite/CODE`. Even a million guesses a
//! second, far more than one server answers, would find one of 20,000 live
//! codes among 2^80 once in about two million years.

use std::sync::LazyLock;

use data_encoding::{Encoding, Specification};

/// How many random bytes a code carries (80 bits).
pub const CODE_BYTES: usize = 10;

/// The symbols of a code: Crockford's base32.
pub const CODE_ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The characters of a code between two dashes.
const GROUP: usize = 4;

/// Crockford's base32, reading lower case and the look-alikes, ignoring
/// spaces and dashes. `None` only if the specification were wrong, which
/// the tests rule out.
static CROCKFORD: LazyLock<Option<Encoding>> = LazyLock::new(|| {
    let mut spec = Specification::new();
    spec.symbols.push_str(CODE_ALPHABET);
    spec.translate.from.push_str("abcdefghjkmnpqrstvwxyzoOiIlL");
    spec.translate.to.push_str("ABCDEFGHJKMNPQRSTVWXYZ001111");
    spec.ignore.push_str("- ");
    spec.encoding().ok()
});

/// The code of `bytes`, as a server hands it out: four groups of four
/// symbols of [`CODE_ALPHABET`] joined by dashes.
///
/// ```
/// let code = morris_protocol::code_text(&[0; 10]);
/// assert_eq!(code, "0000-0000-0000-0000");
/// ```
#[must_use]
pub fn code_text(bytes: &[u8; CODE_BYTES]) -> String {
    let Some(encoding) = CROCKFORD.as_ref() else {
        return String::new();
    };
    let plain = encoding.encode(bytes);
    let mut grouped = String::with_capacity(plain.len() + plain.len() / GROUP);
    for (i, c) in plain.chars().enumerate() {
        if i > 0 && i % GROUP == 0 {
            grouped.push('-');
        }
        grouped.push(c);
    }
    grouped
}

/// The code `text` stands for, as its digest is taken: a code of ours
/// typed by hand in its written form ([`code_text`]), or an older code of
/// 22 characters of base64url as it is; `None` when `text` is neither.
///
/// A text that is an older code is taken as one (its case matters); any
/// other is read as a code of today: case, spaces, dashes and the
/// look-alikes `O`, `I`, `L` do not matter.
///
/// ```
/// use morris_protocol::normalize_code;
/// assert_eq!(normalize_code(" 7k3q d9xh-2mpa-4rt8 ").as_deref(), Some("7K3Q-D9XH-2MPA-4RT8"));
/// assert_eq!(normalize_code("7K3Q-D9XH-2MPA-4RTB").as_deref(), Some("7K3Q-D9XH-2MPA-4RTB"));
/// assert_eq!(normalize_code("oiL0-0000-0000-0000").as_deref(), Some("0110-0000-0000-0000"));
/// assert_eq!(normalize_code("Zm9vYmFyYmF6cXV4MTIzNA").as_deref(), Some("Zm9vYmFyYmF6cXV4MTIzNA"));
/// assert_eq!(normalize_code("7K3Q-D9XH-2MPA"), None);
/// assert_eq!(normalize_code("7K3Q-D9XH-2MPA-4RTU"), None);
/// ```
#[must_use]
pub fn normalize_code(text: &str) -> Option<String> {
    let text = text.trim();
    if is_old_code(text) {
        return Some(text.to_owned());
    }
    let bytes = CROCKFORD.as_ref()?.decode(text.as_bytes()).ok()?;
    let bytes: [u8; CODE_BYTES] = bytes.try_into().ok()?;
    Some(code_text(&bytes))
}

/// Whether `text` (trimmed) can be a code of the server's: one
/// [`normalize_code`] reads. A client checks a pasted code with it before
/// asking the server.
///
/// ```
/// assert!(morris_protocol::is_well_formed_code("7K3Q-D9XH-2MPA-4RT8"));
/// assert!(morris_protocol::is_well_formed_code("7k3qd9xh2mpa4rt8"));
/// assert!(morris_protocol::is_well_formed_code("AAAAAAAAAAAAAAAAAAAAAA"));
/// assert!(!morris_protocol::is_well_formed_code("AAAAAAAAAAAAAAAAAAAAAB"));
/// assert!(!morris_protocol::is_well_formed_code("short"));
/// ```
#[must_use]
pub fn is_well_formed_code(text: &str) -> bool {
    normalize_code(text).is_some()
}

/// Whether `text` is written as the codes made before and as seat tokens
/// are: 16 bytes in base64url without padding, that is 22 characters of
/// `A-Z a-z 0-9 - _` whose last one carries no bits beyond the 128 (one of
/// `A Q g w`).
#[must_use]
pub fn is_old_code(text: &str) -> bool {
    let bytes = text.as_bytes();
    let Some((&last, body)) = bytes.split_last() else {
        return false;
    };
    bytes.len() == 22
        && body.iter().all(|&b| sextet(b).is_some())
        // 22 characters carry 132 bits: the last one's low 4 must be 0.
        && sextet(last).is_some_and(|v| v & 0xF == 0)
}

/// The value of a base64url character.
fn sextet(b: u8) -> Option<u8> {
    match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_has_no_look_alikes() {
        assert!(CROCKFORD.is_some());
        assert_eq!(CODE_ALPHABET.len(), 32);
        for c in ['I', 'L', 'O', 'U'] {
            assert!(!CODE_ALPHABET.contains(c), "{c}");
        }
        // Each group is four long, and the text reads back as written.
        let bytes: [u8; CODE_BYTES] = [0x00, 0x44, 0x32, 0x14, 0xc7, 0x42, 0x54, 0xb6, 0x35, 0xcf];
        let code = code_text(&bytes);
        assert_eq!(code.len(), 19);
        assert!(code.split('-').all(|g| g.len() == GROUP), "{code}");
        assert_eq!(normalize_code(&code), Some(code.clone()));
        assert_eq!(code_text(&[0xff; CODE_BYTES]), "ZZZZ-ZZZZ-ZZZZ-ZZZZ");
        assert_eq!(code_text(&[0; CODE_BYTES]), "0000-0000-0000-0000");
    }

    #[test]
    fn a_typed_code_is_read_forgiving_case_spaces_dashes_and_look_alikes() {
        let code = "7K3Q-D9XH-2MPA-4RT0";
        for typed in [
            "7K3Q-D9XH-2MPA-4RT0",
            "7k3q-d9xh-2mpa-4rt0",
            "7K3QD9XH2MPA4RT0",
            " 7K3Q D9XH 2MPA 4RTO \n",
            "7K3Q--D9XH-2MPA-4RTo",
            "7-K-3-Q-D9XH2MPA4RT0",
        ] {
            assert_eq!(normalize_code(typed).as_deref(), Some(code), "{typed:?}");
        }
        assert_eq!(
            normalize_code("1111-0000-AAAA-AAAA").as_deref(),
            normalize_code("iIlL-oOoO-aaaa-aaaa").as_deref()
        );
        for bad in [
            "",
            "7K3Q-D9XH-2MPA",
            "7K3Q-D9XH-2MPA-4RT0-0000",
            "7K3Q-D9XH-2MPA-4RT",
            "7K3Q-D9XH-2MPA-4RTU",
            "7K3Q-D9XH-2MPA-4RT!",
            "7K3Q_D9XH_2MPA_4RT0",
            "7K3Q-D9XH-2MPA-4RTé",
        ] {
            assert!(!is_well_formed_code(bad), "{bad:?}");
        }
    }

    #[test]
    fn older_codes_are_22_characters_of_base64url_taken_as_written() {
        for old in ["Zm9vYmFyYmF6cXV4MTIzNA", "_-_-_-_-_-_-_-_-_-_-_w"] {
            assert!(is_old_code(old));
            assert_eq!(normalize_code(&format!(" {old} \n")).as_deref(), Some(old));
        }
        // Case matters in base64url: no folding.
        assert_eq!(
            normalize_code("zM9VYMFYYMF6CXV4MTIZNA").as_deref(),
            Some("zM9VYMFYYMF6CXV4MTIZNA")
        );
        for bad in [
            "",
            "Zm9vYmFyYmF6cXV4MTIzNA=",
            "Zm9vYmFyYmF6cXV4MTIzNA==",
            "Zm9vYmFyYmF6cXV4MTIzN",
            "Zm9vYmFyYmF6cXV4MTIzNAA",
            "Zm9vYmFyYmF6cXV4MTIzNB",
            "Zm9vYmFyYmF6cXV4MTIz+A",
            "Zm9vYmFyYmF6cXV4MTIz/A",
            "Zm9vYmFyYmF6cXV4MTIz A",
            "Zm9vYmFyYmF6cXV4MTIzéA",
        ] {
            assert!(!is_well_formed_code(bad), "{bad:?}");
        }
    }
}
