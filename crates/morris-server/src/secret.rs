//! Invite codes, watch codes and seat tokens from the system's random
//! source; the server keeps only their SHA-256 digests and compares them
//! in constant time. Seat tokens, which nobody types, are 128 bits in
//! base64url; invite and watch codes, which people read and type, are 80
//! bits in Crockford's base32 ([`morris_protocol::code_text`]), and a code
//! is read as [`morris_protocol::normalize_code`] reads it before its
//! digest is taken, so a code typed in lower case or with look-alikes
//! finds its room, and one made before (22 characters of base64url) still
//! does.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::TryRng as _;
use sha2::{Digest as _, Sha256};
use subtle::ConstantTimeEq as _;

/// A new seat token: 16 bytes (128 bits) from the system's random source,
/// as 22 characters of base64url.
///
/// # Panics
/// When the system has no random source to give, which no supported system
/// lacks; a server must not hand out guessable codes.
#[must_use]
pub fn new_secret() -> String {
    random_text(16)
}

/// A new invite or watch code: [`morris_protocol::CODE_BYTES`] bytes from
/// the system's random source, written as players read it
/// (`7K3Q-D9XH-2MPA-4RT8`).
///
/// # Panics
/// As [`new_secret`].
#[must_use]
pub fn new_code() -> String {
    morris_protocol::code_text(&random_bytes::<{ morris_protocol::CODE_BYTES }>())
}

/// A room's name: 12 random bytes as 16 characters of base64url. It is not
/// secret; a seat needs its token as well.
#[must_use]
pub fn new_room_name() -> String {
    random_text(12)
}

/// A seed for a choice no one asked to repeat (a puzzle drawn among
/// several), from the system's random source.
#[must_use]
pub fn random_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// A fair coin from the system's random source.
#[must_use]
pub fn coin_toss() -> bool {
    random_bytes::<1>()[0] & 1 == 1
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    #[allow(clippy::expect_used)]
    rand::rngs::SysRng
        .try_fill_bytes(&mut buf)
        .expect("the system's random source failed");
    buf
}

fn random_text(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    #[allow(clippy::expect_used)]
    rand::rngs::SysRng
        .try_fill_bytes(&mut buf)
        .expect("the system's random source failed");
    URL_SAFE_NO_PAD.encode(buf)
}

/// The SHA-256 digest of a secret, as kept in the store.
#[must_use]
pub fn digest(secret: &str) -> [u8; 32] {
    Sha256::digest(secret.trim().as_bytes()).into()
}

/// The digest of the invite or watch code `typed` stands for, read as
/// [`morris_protocol::normalize_code`] reads it; `None` when it cannot be
/// a code.
#[must_use]
pub fn code_digest(typed: &str) -> Option<[u8; 32]> {
    morris_protocol::normalize_code(typed).map(|code| digest(&code))
}

/// Whether `secret` is the one whose digest is `kept`, compared in constant
/// time.
#[must_use]
pub fn matches(secret: &str, kept: &[u8; 32]) -> bool {
    digest(secret).ct_eq(kept).into()
}

/// Whether the code `typed` stands for is the one whose digest is `kept`,
/// compared in constant time.
#[must_use]
pub fn code_matches(typed: &str, kept: &[u8; 32]) -> bool {
    code_digest(typed).is_some_and(|d| bool::from(d.ct_eq(kept)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_128_bits_of_base64url_and_differ() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), 22);
        assert_ne!(a, b);
        // Every code the server makes is one its clients accept.
        for _ in 0..1000 {
            assert!(morris_protocol::is_well_formed_code(&new_secret()));
        }
        assert!(
            a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
        assert_eq!(new_room_name().len(), 16);
    }

    #[test]
    fn codes_are_80_bits_of_crockford_base32_in_groups_and_differ() {
        let a = new_code();
        assert_ne!(a, new_code());
        assert_eq!(a.len(), 19, "{a}");
        assert!(
            a.split('-').all(|g| g.len() == 4
                && g.chars()
                    .all(|c| morris_protocol::CODE_ALPHABET.contains(c))),
            "{a}"
        );
        for _ in 0..1000 {
            let code = new_code();
            assert_eq!(morris_protocol::normalize_code(&code), Some(code.clone()));
        }
    }

    #[test]
    fn a_code_typed_with_look_alikes_matches_and_an_old_one_still_does() {
        let code = "0111-0ABC-DEFG-HJKM";
        let kept = digest(code);
        assert!(code_matches(code, &kept));
        assert!(code_matches(" 0i1l oabc defg hjkm ", &kept));
        assert!(code_matches("0IIL0ABCDEFGHJKM", &kept));
        assert!(!code_matches("0I1L-OABC-DEFG-HJKN", &kept));
        assert!(!code_matches("0I1L-OABC-DEFG", &kept));
        // A code of before, kept as its digest then: still found, its case
        // as written.
        let old = "Zm9vYmFyYmF6cXV4MTIzNA";
        let kept = digest(old);
        assert!(code_matches(old, &kept));
        assert!(code_matches(&format!(" {old}\n"), &kept));
        assert!(!code_matches(&old.to_ascii_lowercase(), &kept));
        assert!(!code_matches(&old.to_ascii_uppercase(), &kept));
    }

    #[test]
    fn a_secret_matches_only_its_digest() {
        let a = new_secret();
        let kept = digest(&a);
        assert!(matches(&a, &kept));
        assert!(matches(&format!(" {a}\n"), &kept));
        assert!(!matches(&new_secret(), &kept));
        assert!(!matches("", &kept));
        assert!(!morris_protocol::is_well_formed_code("short"));
        assert!(!morris_protocol::is_well_formed_code(
            "not base64 at all, this one!!"
        ));
    }
}
