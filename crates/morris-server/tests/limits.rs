//! The limits of a public server, each set small on a real server: slow
//! request heads, connections and rooms per address, rooms held, rooms no
//! one joined, unfinished and oversized messages, ping floods, and pages
//! of other sites. No test measures the machine's speed: each waits
//! generously for what a limit must bring.

mod common;

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use common::TestServer;
use futures_util::{SinkExt as _, StreamExt as _};
use morris_core::Rules;
use morris_protocol::{ColorChoice, ErrorCode, RoomSettings, ServerMessage, Welcome};
use morris_server::Limits;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Long enough for anything the server should do at once.
const GENEROUS: Duration = Duration::from_secs(10);

fn start(limits: Limits) -> (tempfile::TempDir, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start_limited(dir.path(), 0, None, limits);
    (dir, server)
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// Whether the server closes `tcp` (an end of stream or a reset) within
/// [`GENEROUS`], whatever it sends before.
fn closed_by_server(tcp: &mut TcpStream) -> bool {
    tcp.set_read_timeout(Some(GENEROUS)).unwrap();
    let mut buf = [0u8; 1024];
    loop {
        match tcp.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e) => {
                return !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                );
            }
        }
    }
}

/// The status line of `GET path` on a connection of its own.
fn get(addr: SocketAddr, path: &str) -> Option<String> {
    let mut tcp = TcpStream::connect(addr).ok()?;
    tcp.set_read_timeout(Some(GENEROUS)).ok()?;
    write!(
        tcp,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut text = String::new();
    tcp.read_to_string(&mut text).ok()?;
    text.lines().next().map(str::to_owned)
}

async fn raw(addr: SocketAddr) -> Socket {
    tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap()
        .0
}

async fn say(socket: &mut Socket, text: &str) {
    socket.send(Message::Text(text.into())).await.unwrap();
}

/// The next message that is not a ping, a state or a notice; `None` when
/// the socket closed.
async fn answer(socket: &mut Socket) -> Option<ServerMessage> {
    loop {
        let frame = tokio::time::timeout(GENEROUS, socket.next())
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
            Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
            Some(Ok(_)) => {}
        }
    }
}

fn host_hello() -> String {
    let settings = serde_json::to_string(&RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    })
    .unwrap();
    format!(
        r#"{{"type":"hello","version":1,"name":"Ann","enter":{{"as":"host","settings":{settings}}}}}"#
    )
}

fn hello(enter: &str) -> String {
    format!(r#"{{"type":"hello","version":1,"name":"Bob","enter":{enter}}}"#)
}

/// A room made on a socket of its own: the socket and its welcome, or the
/// refusal's code.
async fn make_room(addr: SocketAddr) -> Result<(Socket, Welcome), ErrorCode> {
    let mut socket = raw(addr).await;
    say(&mut socket, &host_hello()).await;
    match answer(&mut socket).await {
        Some(ServerMessage::Welcome(w)) => Ok((socket, w)),
        Some(ServerMessage::Error(e)) => Err(e.code),
        other => panic!("no welcome and no refusal: {other:?}"),
    }
}

#[test]
fn a_request_head_never_finished_is_closed_after_the_header_timeout() {
    let (_dir, server) = start(Limits {
        header_timeout: Duration::from_millis(200),
        ..Limits::default()
    });
    // One header line and no more, and nothing at all.
    let mut half = TcpStream::connect(server.addr).unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    let mut silent = TcpStream::connect(server.addr).unwrap();
    assert!(closed_by_server(&mut half), "a half-sent head is held");
    assert!(closed_by_server(&mut silent), "a silent connection is held");
    // A whole request is served as before.
    assert_eq!(get(server.addr, "/").as_deref(), Some("HTTP/1.1 200 OK"));
}

/// Whether the server has closed `tcp` by now, without waiting.
fn closed_now(tcp: &mut TcpStream) -> bool {
    tcp.set_nonblocking(true).unwrap();
    let mut buf = [0u8; 1024];
    let closed = loop {
        match tcp.read(&mut buf) {
            Ok(0) => break true,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break false,
            Err(_) => break true,
        }
    };
    tcp.set_nonblocking(false).unwrap();
    closed
}

#[test]
fn an_address_holds_only_so_many_connections() {
    let (_dir, server) = start(Limits {
        connections_per_address: 3,
        // Longer than the test: no connection is closed for its silence.
        header_timeout: Duration::from_secs(600),
        ..Limits::default()
    });
    // Four at once: the server takes them in an order of its own, and
    // closes whichever comes fourth.
    let mut held: Vec<TcpStream> = (0..4)
        .map(|_| TcpStream::connect(server.addr).unwrap())
        .collect();
    let deadline = Instant::now() + GENEROUS;
    let refused = loop {
        if let Some(i) = held.iter_mut().position(closed_now) {
            break i;
        }
        assert!(Instant::now() < deadline, "four connections are held");
        std::thread::sleep(Duration::from_millis(20));
    };
    held.remove(refused);
    assert!(
        !held.iter_mut().any(closed_now),
        "more than one connection was closed"
    );
    // One closed, its place is free again (once the server saw it close).
    drop(held.pop());
    let deadline = Instant::now() + GENEROUS;
    while get(server.addr, "/").as_deref() != Some("HTTP/1.1 200 OK") {
        assert!(Instant::now() < deadline, "the freed place was not given");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_message_left_unfinished_is_dropped_with_its_socket_and_a_huge_one_is_refused() {
    let (_dir, server) = start(Limits {
        silence: Duration::from_millis(1_000),
        ..Limits::default()
    });
    runtime().block_on(async {
        let (mut socket, _) = make_room(server.addr).await.unwrap();
        // The first piece of a message, never finished; pings keep the
        // connection busy meanwhile, but a ping is not a message.
        socket
            .send(Message::Frame(Frame::message(
                br#"{"type":"move","ply":0,"turn":""#.to_vec(),
                OpCode::Data(Data::Text),
                false,
            )))
            .await
            .unwrap();
        let deadline = Instant::now() + GENEROUS;
        let mut closed = false;
        while Instant::now() < deadline && !closed {
            tokio::select! {
                frame = socket.next() => {
                    closed = matches!(frame, None | Some(Ok(Message::Close(_)) | Err(_)));
                }
                () = tokio::time::sleep(Duration::from_millis(100)) => {
                    if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                        closed = true;
                    }
                }
            }
        }
        assert!(closed, "an unfinished message kept its socket open");

        // A message over twice the protocol's limit: the socket is closed
        // (after an error) before the server holds it all.
        let (mut socket, _) = make_room(server.addr).await.unwrap();
        let huge = format!(
            r#"{{"type":"move","ply":0,"turn":"{}"}}"#,
            "a".repeat(200 << 10)
        );
        let _ = socket.send(Message::Text(huge.into())).await;
        while let Some(message) = answer(&mut socket).await {
            assert!(
                matches!(&message, ServerMessage::Error(e) if e.code == ErrorCode::BadMessage),
                "a huge message was read: {message:?}"
            );
        }
    });
}

#[test]
fn a_flood_of_ping_frames_closes_the_socket() {
    let (_dir, server) = start(Limits::default());
    runtime().block_on(async {
        let mut socket = raw(server.addr).await;
        for _ in 0..300 {
            if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                break;
            }
        }
        let _ = socket.send(Message::Text(host_hello().into())).await;
        let mut codes = Vec::new();
        while let Some(message) = answer(&mut socket).await {
            match message {
                ServerMessage::Error(e) => codes.push(e.code),
                other => panic!("the flood was served: {other:?}"),
            }
        }
        assert!(codes.contains(&ErrorCode::TooFast), "{codes:?}");
    });
}

#[test]
fn only_the_servers_own_pages_and_the_listed_ones_may_open_a_socket() {
    let (_dir, server) = start(Limits {
        origins: vec!["https://games.example".to_owned()],
        ..Limits::default()
    });
    let own = format!("http://{}", server.addr);
    runtime().block_on(async {
        for (origin, allowed) in [
            (None, true),
            (Some(own.as_str()), true),
            (Some("https://games.example"), true),
            (Some("https://evil.example"), false),
            (Some("http://127.0.0.1:1"), false),
        ] {
            let mut request = format!("ws://{}/ws", server.addr)
                .into_client_request()
                .unwrap();
            if let Some(origin) = origin {
                request
                    .headers_mut()
                    .insert("Origin", origin.parse().unwrap());
            }
            match tokio_tungstenite::connect_async(request).await {
                Ok(_) => assert!(allowed, "{origin:?} was let in"),
                Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                    assert!(!allowed, "{origin:?} was refused");
                    assert_eq!(response.status(), 403);
                }
                Err(e) => panic!("{origin:?}: {e}"),
            }
        }
    });
}

#[test]
fn an_address_makes_only_so_many_rooms_and_the_server_holds_only_so_many() {
    let (_dir, server) = start(Limits {
        rooms_per_address: 2,
        ..Limits::default()
    });
    runtime().block_on(async {
        let _first = make_room(server.addr).await.unwrap();
        let _second = make_room(server.addr).await.unwrap();
        assert_eq!(
            make_room(server.addr).await.err(),
            Some(ErrorCode::TooManyRooms)
        );
    });
    let (_dir, server) = start(Limits {
        max_rooms: 1,
        ..Limits::default()
    });
    runtime().block_on(async {
        let _first = make_room(server.addr).await.unwrap();
        assert_eq!(
            make_room(server.addr).await.err(),
            Some(ErrorCode::ServerFull)
        );
    });
}

#[test]
fn a_room_no_one_joined_is_forgotten_once_empty_for_its_limit() {
    let (_dir, server) = start(Limits {
        unjoined_room: Duration::from_millis(300),
        ..Limits::default()
    });
    runtime().block_on(async {
        // Left at once, its invite never used.
        let (left, left_welcome) = make_room(server.addr).await.unwrap();
        drop(left);
        // Its host still waits for the friend.
        let (_waiting, waiting_welcome) = make_room(server.addr).await.unwrap();
        // Joined, then left by both.
        let (joined, joined_welcome) = make_room(server.addr).await.unwrap();
        let mut guest = raw(server.addr).await;
        let code = joined_welcome.invite.clone().unwrap();
        say(&mut guest, &hello(&format!(r#"{{"as":"join","code":"{code}"}}"#))).await;
        assert!(matches!(answer(&mut guest).await, Some(ServerMessage::Welcome(_))));
        drop((joined, guest));

        // Watched (a watcher is no one joining) until it goes.
        let watch = left_welcome.watch;
        let deadline = Instant::now() + GENEROUS;
        loop {
            let mut watcher = raw(server.addr).await;
            say(&mut watcher, &hello(&format!(r#"{{"as":"watch","code":"{watch}"}}"#))).await;
            match answer(&mut watcher).await {
                Some(ServerMessage::Error(e)) if e.code == ErrorCode::UnknownCode => break,
                other => assert!(Instant::now() < deadline, "still there: {other:?}"),
            }
            drop(watcher);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let code = left_welcome.invite.unwrap();
        let mut friend = raw(server.addr).await;
        say(&mut friend, &hello(&format!(r#"{{"as":"join","code":"{code}"}}"#))).await;
        assert!(
            matches!(answer(&mut friend).await, Some(ServerMessage::Error(e)) if e.code == ErrorCode::UnknownCode)
        );
        tokio::time::sleep(Duration::from_secs(1)).await;
        // Well past the limit: the waiting host's room and the joined one
        // are there still.
        let code = waiting_welcome.invite.unwrap();
        let mut friend = raw(server.addr).await;
        say(&mut friend, &hello(&format!(r#"{{"as":"join","code":"{code}"}}"#))).await;
        assert!(matches!(answer(&mut friend).await, Some(ServerMessage::Welcome(_))));
        let (room, token) = (joined_welcome.room, joined_welcome.token.unwrap());
        let mut host = raw(server.addr).await;
        say(
            &mut host,
            &hello(&format!(r#"{{"as":"rejoin","room":"{room}","token":"{token}"}}"#)),
        )
        .await;
        assert!(matches!(answer(&mut host).await, Some(ServerMessage::Welcome(_))));
    });
}
