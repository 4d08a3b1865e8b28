//! A hostile server: names, turns, a record and an error holding escape
//! sequences (a terminal's title, a cleared screen) and a bidi override.
//! The client hands its frontend none of them.

use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use morris_client::{Client, Event};
use morris_core::Color;
use morris_protocol::{
    Enter, ErrorCode, ErrorMessage, GameState, Notice, RoomSettings, ServerMessage, Welcome,
};
use tokio_tungstenite::tungstenite::Message;

const TITLE: &str = "\u{1b}]0;owned\u{7}";
const CLEAR: &str = "\u{1b}[2J\u{9b}2J";
const TURN_AROUND: &str = "\u{202e}";

/// What the hostile server says after the hello.
fn lies() -> Vec<ServerMessage> {
    let mut state = GameState::placeholder();
    state.room = format!("room{TITLE}");
    state.names.white = Some(format!("Mal{CLEAR}"));
    state.names.black = Some(format!("{TURN_AROUND}Bob"));
    state.moves = vec![format!("d6{CLEAR}")];
    state.legal = vec![format!("f4{TITLE}")];
    state.position = format!("x{CLEAR}");
    vec![
        ServerMessage::Welcome(Welcome {
            version: morris_protocol::VERSION,
            room: format!("room{TITLE}"),
            host: Some(true),
            token: Some(format!("token{CLEAR}")),
            invite: Some(format!("invite{TURN_AROUND}")),
            watch: format!("watch{TITLE}"),
        }),
        ServerMessage::State(Box::new(state)),
        ServerMessage::Notice {
            seq: 1,
            notice: Notice::Joined {
                name: format!("Eve{TITLE}{TURN_AROUND}"),
            },
        },
        ServerMessage::Notice {
            seq: 2,
            notice: Notice::Played {
                side: Color::White,
                turn: format!("a7{CLEAR}"),
            },
        },
        ServerMessage::Record {
            text: format!("[White \"Mal{TITLE}\"]\n1. d6{CLEAR}\n"),
        },
        ServerMessage::Error(ErrorMessage::with(ErrorCode::Illegal, format!("no{CLEAR}"))),
    ]
}

/// A server on loopback that seats whoever says hello with [`lies`].
fn hostile_server() -> String {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            let (tcp, _) = listener.accept().await.unwrap();
            let mut socket = tokio_tungstenite::accept_async(tcp).await.unwrap();
            // The hello.
            let _ = socket.next().await;
            for lie in lies() {
                let text = serde_json::to_string(&lie).unwrap();
                socket.send(Message::Text(text.into())).await.unwrap();
            }
            // Held open until the test ends.
            while socket.next().await.is_some() {}
        });
    });
    let addr = rx.recv_timeout(Duration::from_secs(10)).unwrap();
    format!("http://{addr}")
}

/// Every text an event carries, as its debug form shows it.
fn texts(event: &Event) -> String {
    format!("{event:?}")
}

#[test]
fn a_hostile_servers_text_reaches_the_frontend_without_controls_or_bidi_overrides() {
    let url = hostile_server();
    let client = Client::connect(
        &url,
        "Ann",
        Enter::Host {
            settings: RoomSettings::new(morris_core::Rules::default()),
        },
    )
    .unwrap();
    let mut events = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while events.len() < lies().len() && Instant::now() < deadline {
        if let Some(event) = client.recv_timeout(Duration::from_millis(100)) {
            events.push(event);
        }
    }
    assert_eq!(events.len(), lies().len(), "{events:?}");
    for event in &events {
        let shown = match event {
            Event::Welcome(w) => format!("{}{}{:?}{:?}", w.room, w.watch, w.token, w.invite),
            Event::State(s) => format!(
                "{}{:?}{:?}{:?}{}",
                s.room, s.names, s.moves, s.legal, s.position
            ),
            Event::Notice { notice, .. } => format!("{notice:?}"),
            Event::Record(text) => text.replace('\n', ""),
            other => texts(other),
        };
        assert!(
            !shown.chars().any(morris_protocol::is_unprintable),
            "{shown:?}"
        );
    }
    // What is left is what was meant.
    assert!(events.iter().any(
        |e| matches!(e, Event::State(s) if s.names.black.as_deref() == Some("Bob") && s.moves == ["d6[2J2J"])
    ));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Record(t) if t == "[White \"Mal]0;owned\"]\n1. d6[2J2J\n"))
    );
}
