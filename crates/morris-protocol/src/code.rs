//! The shape of the server's codes (invite codes, watch codes, seat
//! tokens): 128 bits written as 22 characters of base64url without padding.

/// Whether `text` (trimmed) looks like a code of the server's: 16 bytes in
/// base64url without padding, that is 22 characters of `A-Z a-z 0-9 - _`
/// whose last one carries no bits beyond the 128 (one of `A Q g w`).
/// A client checks a pasted code with it before asking the server.
///
/// ```
/// assert!(morris_protocol::is_well_formed_code("AAAAAAAAAAAAAAAAAAAAAA"));
/// assert!(!morris_protocol::is_well_formed_code("AAAAAAAAAAAAAAAAAAAAAB"));
/// assert!(!morris_protocol::is_well_formed_code("short"));
/// ```
#[must_use]
pub fn is_well_formed_code(text: &str) -> bool {
    let bytes = text.trim().as_bytes();
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
    fn codes_are_22_characters_of_base64url_carrying_128_bits() {
        assert!(is_well_formed_code(" Zm9vYmFyYmF6cXV4MTIzNA \n"));
        assert!(is_well_formed_code("_-_-_-_-_-_-_-_-_-_-_w"));
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
