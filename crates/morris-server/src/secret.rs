//! Invite codes, watch codes and seat tokens: 128 random bits from the
//! system's random source, written in base64url; the server keeps only
//! their SHA-256 digests and compares them in constant time.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::TryRng as _;
use sha2::{Digest as _, Sha256};
use subtle::ConstantTimeEq as _;

/// A new secret: 16 bytes (128 bits) from the system's random source, as 22
/// characters of base64url.
///
/// # Panics
/// When the system has no random source to give, which no supported system
/// lacks; a server must not hand out guessable codes.
#[must_use]
pub fn new_secret() -> String {
    random_text(16)
}

/// A room's name: 12 random bytes as 16 characters of base64url. It is not
/// secret; a seat needs its token as well.
#[must_use]
pub fn new_room_name() -> String {
    random_text(12)
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

/// Whether `secret` is the one whose digest is `kept`, compared in constant
/// time.
#[must_use]
pub fn matches(secret: &str, kept: &[u8; 32]) -> bool {
    digest(secret).ct_eq(kept).into()
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
