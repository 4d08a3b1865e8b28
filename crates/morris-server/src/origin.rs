//! Which pages may open the server's WebSocket: the server's own, those
//! an operator lists ([`Limits::origins`](crate::Limits::origins)), and
//! any request without an `Origin` (a program, not a browser). A page of
//! another site could otherwise use its visitors' browsers to make rooms
//! and fill the computer's queue.

use axum::http::{HeaderMap, Uri, header};

/// Whether a WebSocket upgrade with `headers`, asked at `uri`, may go on.
pub(crate) fn allowed(headers: &HeaderMap, uri: &Uri, listed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Some((scheme, authority)) = origin.to_str().ok().and_then(split) else {
        // `null` (a sandboxed or local page), or not an origin at all.
        return false;
    };
    if listed
        .iter()
        .filter_map(|l| split(l))
        .any(|(s, a)| s == scheme && a == authority)
    {
        return true;
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| uri.authority().map(|a| a.as_str()));
    host.is_some_and(|host| without_default_port(&scheme, &host.to_ascii_lowercase()) == authority)
}

/// Whether `text` is an origin a browser sends for a web page: `http`
/// or `https`, a host, an optional port, nothing after.
pub(crate) fn is_origin(text: &str) -> bool {
    split(text).is_some_and(|(scheme, _)| scheme == "http" || scheme == "https")
}

/// An origin's scheme and authority, lower case, the scheme's default
/// port left out: `https://Example.org:443/` is `("https", "example.org")`.
fn split(origin: &str) -> Option<(String, String)> {
    let origin = origin.trim().trim_end_matches('/').to_ascii_lowercase();
    let (scheme, authority) = origin.split_once("://")?;
    if authority.is_empty() || authority.contains(['/', '@', '?', '#']) {
        return None;
    }
    let authority = without_default_port(scheme, authority);
    Some((scheme.to_owned(), authority))
}

fn without_default_port(scheme: &str, authority: &str) -> String {
    let default = match scheme {
        "http" | "ws" => ":80",
        "https" | "wss" => ":443",
        _ => "",
    };
    match authority.strip_suffix(default) {
        Some(bare) if !default.is_empty() => bare.to_owned(),
        _ => authority.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn asked(origin: Option<&str>, host: &str, listed: &[&str]) -> bool {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, HeaderValue::from_str(host).unwrap());
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        let listed: Vec<String> = listed.iter().map(|s| (*s).to_owned()).collect();
        allowed(&headers, &Uri::from_static("/ws"), &listed)
    }

    #[test]
    fn origins_are_a_scheme_and_a_host() {
        assert!(is_origin("https://example.org"));
        assert!(is_origin("http://example.org:8080/"));
        assert!(!is_origin("example.org"));
        assert!(!is_origin("https://example.org/games"));
        assert!(!is_origin("ftp://example.org"));
    }

    #[test]
    fn only_the_servers_own_pages_and_the_listed_ones_may_open_a_socket() {
        assert!(asked(None, "example.org", &[]), "not a browser");
        assert!(asked(Some("https://example.org"), "example.org", &[]));
        assert!(asked(Some("https://Example.org:443"), "example.org", &[]));
        assert!(asked(Some("http://127.0.0.1:8080"), "127.0.0.1:8080", &[]));
        assert!(!asked(Some("http://127.0.0.1:9090"), "127.0.0.1:8080", &[]));
        assert!(!asked(Some("https://evil.example"), "example.org", &[]));
        assert!(!asked(Some("null"), "example.org", &[]));
        assert!(asked(
            Some("https://games.example"),
            "example.org",
            &["https://games.example/"]
        ));
        assert!(!asked(
            Some("http://games.example"),
            "example.org",
            &["https://games.example"]
        ));
    }
}
