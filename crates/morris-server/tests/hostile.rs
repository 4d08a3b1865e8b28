//! A hostile client on a raw WebSocket: every abuse gets its error and
//! changes nothing, and a second room on the same server plays on.

mod common;

use std::time::Duration;

use common::{TestServer, play, wait_for, wait_for_moves};
use futures_util::{SinkExt as _, StreamExt as _};
use morris_client::{Client, Event};
use morris_core::Rules;
use morris_protocol::{ColorChoice, Enter, ErrorCode, RoomSettings, ServerMessage};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn raw(server: &TestServer) -> Socket {
    tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr))
        .await
        .unwrap()
        .0
}

async fn say(socket: &mut Socket, text: &str) {
    socket.send(Message::Text(text.into())).await.unwrap();
}

/// The next message that is not a ping, a state or a notice; `None` when the socket
/// closed.
async fn answer(socket: &mut Socket) -> Option<ServerMessage> {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("no answer in ten seconds");
        match frame {
            Some(Ok(Message::Text(text))) => {
                let message: ServerMessage = serde_json::from_str(text.as_str()).unwrap();
                if !matches!(
                    message,
                    ServerMessage::Ping { .. }
                        | ServerMessage::State(_)
                        | ServerMessage::Notice { .. }
                ) {
                    return Some(message);
                }
            }
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

async fn error_code(socket: &mut Socket) -> ErrorCode {
    match answer(socket).await {
        Some(ServerMessage::Error(e)) => e.code,
        other => panic!("expected an error, got {other:?}"),
    }
}

fn hello(enter: &str) -> String {
    format!(r#"{{"type":"hello","version":1,"name":"Mal","enter":{enter}}}"#)
}

fn settings() -> String {
    serde_json::to_string(&RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    })
    .unwrap()
}

/// A room hosted and joined over raw sockets: (host, guest, invite code).
async fn raw_room(server: &TestServer) -> (Socket, Socket, String) {
    let mut host = raw(server).await;
    say(
        &mut host,
        &hello(&format!(r#"{{"as":"host","settings":{}}}"#, settings())),
    )
    .await;
    let Some(ServerMessage::Welcome(w)) = answer(&mut host).await else {
        panic!("no welcome")
    };
    let code = w.invite.unwrap();
    let mut guest = raw(server).await;
    say(
        &mut guest,
        &hello(&format!(r#"{{"as":"join","code":"{code}"}}"#)),
    )
    .await;
    assert!(matches!(
        answer(&mut guest).await,
        Some(ServerMessage::Welcome(_))
    ));
    (host, guest, code)
}

#[test]
fn every_abuse_gets_its_error_and_another_room_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    // The quiet room: two well-behaved clients.
    let ann = Client::connect(
        &server.url(),
        "Ann",
        Enter::Host {
            settings: RoomSettings {
                color: ColorChoice::White,
                ..RoomSettings::new(Rules::default())
            },
        },
    )
    .unwrap();
    let code = wait_for(&ann, "welcome", |e| match e {
        Event::Welcome(w) => w.invite.clone(),
        _ => None,
    });
    let bob = Client::connect(&server.url(), "Bob", Enter::Join { code }).unwrap();
    wait_for(&ann, "the guest", |e| {
        matches!(e, Event::State(s) if s.names.black.is_some()).then_some(())
    });
    play(&ann, 0, "d6");
    wait_for_moves(&bob, 1);

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        // Before hello, and with another version.
        let mut s = raw(&server).await;
        say(&mut s, r#"{"type":"resign"}"#).await;
        assert_eq!(error_code(&mut s).await, ErrorCode::Hello);
        say(
            &mut s,
            r#"{"type":"hello","version":99,"name":"x","enter":{"as":"join","code":"x"}}"#,
        )
        .await;
        assert_eq!(error_code(&mut s).await, ErrorCode::Version);

        // Unknown code, wrong token.
        let mut s = raw(&server).await;
        say(
            &mut s,
            &hello(r#"{"as":"join","code":"AAAAAAAAAAAAAAAAAAAAAA"}"#),
        )
        .await;
        assert_eq!(error_code(&mut s).await, ErrorCode::UnknownCode);
        say(
            &mut s,
            &hello(r#"{"as":"rejoin","room":"nosuchroom","token":"AAAAAAAAAAAAAAAAAAAAAA"}"#),
        )
        .await;
        assert_eq!(error_code(&mut s).await, ErrorCode::BadToken);

        // A room of our own: the other seat, out of turn, illegal, a used code.
        let (mut host, mut guest, code) = raw_room(&server).await;
        say(&mut guest, r#"{"type":"move","ply":0,"turn":"d6"}"#).await;
        assert_eq!(error_code(&mut guest).await, ErrorCode::NotYourTurn);
        say(&mut host, r#"{"type":"move","ply":0,"turn":"d4"}"#).await;
        assert_eq!(error_code(&mut host).await, ErrorCode::Illegal);
        say(&mut host, r#"{"type":"move","ply":0,"turn":"d6-d5"}"#).await;
        assert_eq!(error_code(&mut host).await, ErrorCode::Illegal);
        say(&mut host, r#"{"type":"answer_draw","accept":true}"#).await;
        assert_eq!(error_code(&mut host).await, ErrorCode::NoRequest);
        let mut third = raw(&server).await;
        say(
            &mut third,
            &hello(&format!(r#"{{"as":"join","code":"{code}"}}"#)),
        )
        .await;
        assert_eq!(error_code(&mut third).await, ErrorCode::RoomFull);
        // A second hello on a seated socket.
        say(&mut host, &hello(r#"{"as":"join","code":"x"}"#)).await;
        assert_eq!(error_code(&mut host).await, ErrorCode::Hello);

        // Malformed JSON, a binary frame, a message of 100 KiB (over the
        // protocol's 64 KiB, under the 128 KiB that close the socket).
        say(&mut host, "{not json").await;
        assert_eq!(error_code(&mut host).await, ErrorCode::BadMessage);
        host.send(Message::Binary(vec![0xff; 10].into()))
            .await
            .unwrap();
        assert_eq!(error_code(&mut host).await, ErrorCode::BadMessage);
        let big = format!(
            r#"{{"type":"move","ply":0,"turn":"{}"}}"#,
            "a".repeat(100 << 10)
        );
        say(&mut host, &big).await;
        assert_eq!(error_code(&mut host).await, ErrorCode::TooBig);
        // The room is as it was: White still plays its first turn.
        say(&mut host, r#"{"type":"move","ply":0,"turn":"a7"}"#).await;
        tokio::time::sleep(Duration::from_millis(200)).await;

        // Invalid UTF-8 in a text frame: an error, then the socket closes.
        let mut s = raw(&server).await;
        s.send(Message::Frame(Frame::message(
            vec![0xc3, 0x28, 0xa0],
            OpCode::Data(Data::Text),
            true,
        )))
        .await
        .unwrap();
        match answer(&mut s).await {
            Some(ServerMessage::Error(e)) => assert_eq!(e.code, ErrorCode::BadMessage),
            None => {}
            other => panic!("expected an error or a close, got {other:?}"),
        }
        assert!(answer(&mut s).await.is_none(), "the socket stays open");

        // A flood of 1,000 messages before a hello: refused, then disconnected.
        let mut s = raw(&server).await;
        for _ in 0..1_000 {
            if s.send(Message::Text(r#"{"type":"resign"}"#.into()))
                .await
                .is_err()
            {
                break;
            }
        }
        let mut codes = Vec::new();
        while let Some(message) = answer(&mut s).await {
            if let ServerMessage::Error(e) = message {
                codes.push(e.code);
            }
        }
        // Every answer was a refusal, and the socket was closed long before
        // the thousandth message.
        assert!(!codes.is_empty() && codes.len() <= 12, "{codes:?}");
        assert!(
            codes
                .iter()
                .all(|c| matches!(c, ErrorCode::Hello | ErrorCode::TooFast)),
            "{codes:?}"
        );
        // A flood of messages in a seated room changes nothing there either.
        for _ in 0..200 {
            if guest
                .send(Message::Text(
                    r#"{"type":"move","ply":1,"turn":"a1"}"#.into(),
                ))
                .await
                .is_err()
            {
                break;
            }
        }
        let mut last_error = None;
        while let Some(message) = answer(&mut guest).await {
            if let ServerMessage::Error(e) = message {
                last_error = Some(e.code);
            }
        }
        assert_eq!(last_error, Some(ErrorCode::TooFast));
        // The first of the flood was a legal turn, played once; the rest
        // were refused.
        let mut moves = None;
        while let Ok(Some(Ok(Message::Text(text)))) =
            tokio::time::timeout(Duration::from_millis(500), host.next()).await
        {
            if let Ok(ServerMessage::State(state)) = serde_json::from_str(text.as_str()) {
                moves = Some(state.moves);
            }
        }
        assert_eq!(moves, Some(vec!["a7".to_owned(), "a1".to_owned()]));
    });

    // The quiet room saw none of it.
    play(&bob, 1, "f4");
    let state = wait_for_moves(&ann, 2);
    assert_eq!(state.moves, ["d6", "f4"]);
    assert!(state.connected.white && state.connected.black);
}

#[test]
fn names_lose_their_controls_and_bidi_overrides_on_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut host = raw(&server).await;
        let name = "Mal\u{202E}live\u{2066}\u{200B}\u{1b}[2J";
        let hello = serde_json::json!({"type": "hello", "version": 1, "name": name,
            "enter": {"as": "host", "settings": serde_json::from_str::<serde_json::Value>(&settings()).unwrap()}});
        say(&mut host, &hello.to_string()).await;
        let state = loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), host.next())
                .await
                .expect("no state in ten seconds");
            if let Some(Ok(Message::Text(text))) = frame
                && let Ok(ServerMessage::State(state)) = serde_json::from_str(text.as_str())
            {
                break state;
            }
        };
        // Kept as the server shows it: in the state, and so in records.
        assert_eq!(state.names.white.as_deref(), Some("Mallive[2J"));
    });
}

#[test]
fn rule_options_left_out_take_their_defaults_and_unknown_ones_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut s = raw(&server).await;
        say(
            &mut s,
            &hello(r#"{"as":"host","settings":{"rules":{"wings":true}}}"#),
        )
        .await;
        assert_eq!(error_code(&mut s).await, ErrorCode::BadMessage);
        say(&mut s, &hello(r#"{"as":"host","settings":{"rules":{}}}"#)).await;
        assert!(matches!(
            answer(&mut s).await,
            Some(ServerMessage::Welcome(_))
        ));
        let state = loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), s.next())
                .await
                .expect("no state in ten seconds");
            if let Some(Ok(Message::Text(text))) = frame
                && let Ok(ServerMessage::State(state)) = serde_json::from_str(text.as_str())
            {
                break state;
            }
        };
        assert_eq!(state.rules, Rules::default());
    });
}
