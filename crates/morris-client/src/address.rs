//! Where a client connects, and what a player pastes: servers' addresses
//! as WebSocket URLs and the links a browser opens, invite codes and links.

use tokio_tungstenite::tungstenite::http::Uri;

/// The WebSocket addresses of servers given as [`socket_url`] takes them,
/// separated by commas.
///
/// # Errors
/// When one is not an address, or none is given.
pub fn socket_urls(servers: &str) -> Result<Vec<String>, String> {
    servers.split(',').map(socket_url).collect()
}

/// The WebSocket address of a server given as `HOST:PORT`, `http://...`
/// or `ws://...`.
///
/// # Errors
/// When it is none of these.
pub fn socket_url(server: &str) -> Result<String, String> {
    let server = server.trim().trim_end_matches('/');
    let with_scheme = if server.contains("://") {
        server.to_owned()
    } else {
        format!("http://{server}")
    };
    let uri: Uri = with_scheme
        .parse()
        .map_err(|e| format!("{server:?} is not a server address: {e}"))?;
    let scheme = uri.scheme_str().unwrap_or("http");
    let authority = uri
        .authority()
        .ok_or_else(|| format!("{server:?} names no host"))?;
    match scheme {
        "http" | "ws" => Ok(format!("ws://{authority}/ws")),
        "https" | "wss" => Ok(format!("wss://{authority}/ws")),
        other => Err(format!("{server:?}: unknown scheme {other}")),
    }
}

/// The address a browser opens for servers given as [`socket_urls`] takes
/// them (of several, the first): `http://HOST:PORT` or `https://HOST:PORT`,
/// the base of the invite link `.../join/CODE` that [`parse_invite`] reads.
///
/// # Errors
/// When the first is not an address.
pub fn http_base(servers: &str) -> Result<String, String> {
    let first = servers.split(',').next().unwrap_or(servers);
    let url = socket_url(first)?;
    // `ws://HOST/ws` or `wss://HOST/ws`: the scheme's "ws" becomes "http".
    Ok(url.trim_end_matches("/ws").replacen("ws", "http", 1))
}

/// An invite as a player pastes or types it: a bare code, or the link
/// `http://HOST:PORT/join/CODE`, which names the server too. The code
/// comes back as [`morris_protocol::normalize_code`] reads it (capitals,
/// dashes, no look-alikes).
///
/// # Errors
/// When the code is not one of ours.
pub fn parse_invite(text: &str) -> Result<(Option<String>, String), String> {
    let text = text.trim();
    let (server, code) = match text.split_once("/join/") {
        Some((server, code)) => (Some(server.to_owned()), code.trim_end_matches('/')),
        None => (None, text),
    };
    let Some(code) = morris_protocol::normalize_code(code) else {
        return Err(format!(
            "{text:?} is not an invite code or link (a code is 16 letters and digits, as 7K3Q-D9XH-2MPA-4RT8)"
        ));
    };
    Ok((server, code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_addresses_become_socket_urls() {
        assert_eq!(
            socket_url("127.0.0.1:7700").unwrap(),
            "ws://127.0.0.1:7700/ws"
        );
        assert_eq!(
            socket_url("http://example.org:80/").unwrap(),
            "ws://example.org:80/ws"
        );
        assert_eq!(socket_url("ws://h:1").unwrap(), "ws://h:1/ws");
        assert_eq!(socket_url("https://h:1").unwrap(), "wss://h:1/ws");
        assert!(socket_url("gopher://h").is_err());
        assert!(socket_url("").is_err());
        assert_eq!(
            socket_urls("127.0.0.1:1, ws://h:2").unwrap(),
            ["ws://127.0.0.1:1/ws", "ws://h:2/ws"]
        );
        assert!(socket_urls("127.0.0.1:1,").is_err());
    }

    #[test]
    fn links_name_the_server_as_a_browser_opens_it() {
        assert_eq!(
            http_base("127.0.0.1:7700").unwrap(),
            "http://127.0.0.1:7700"
        );
        assert_eq!(http_base("ws://h:1/").unwrap(), "http://h:1");
        assert_eq!(http_base("http://h:1").unwrap(), "http://h:1");
        assert_eq!(http_base("wss://h:1, ws://g:2").unwrap(), "https://h:1");
    }

    #[test]
    fn invites_are_codes_or_links() {
        let code = "Zm9vYmFyYmF6cXV4MTIzNA".to_owned();
        assert_eq!(parse_invite(&code).unwrap(), (None, code.clone()));
        let link = format!("http://10.0.0.2:7700/join/{code}");
        assert_eq!(
            parse_invite(&link).unwrap(),
            (Some("http://10.0.0.2:7700".to_owned()), code)
        );
        assert!(parse_invite("http://h/join/nonsense").is_err());
        // Typed by hand: lower case, spaces, look-alikes.
        assert_eq!(
            parse_invite(" 7k3q d9xh 2mpa 4rto ").unwrap(),
            (None, "7K3Q-D9XH-2MPA-4RT0".to_owned())
        );
        assert_eq!(
            parse_invite("http://h:1/join/7K3Q-D9XH-2MPA-4RT8/").unwrap(),
            (
                Some("http://h:1".to_owned()),
                "7K3Q-D9XH-2MPA-4RT8".to_owned()
            )
        );
        assert!(parse_invite("").is_err());
    }
}
