//! Invite and watch codes as people read and type them: a code typed in
//! lower case, with spaces and look-alikes finds its game; a code of the
//! server's before (22 characters of base64url, its digest in the store)
//! still does; a code no game has is said as such.

mod common;

use common::{TestServer, wait_for};
use morris_client::{Client, Event};
use morris_core::Rules;
use morris_protocol::{Enter, ErrorCode, RoomSettings, Welcome};

/// What the server answers a client that says `enter`: its welcome, or
/// the refusal that turned it away.
fn answer(server: &TestServer, enter: Enter) -> Result<Welcome, (ErrorCode, String)> {
    let client = Client::connect(&server.url(), "Bob", enter).unwrap();
    wait_for(&client, "a welcome or a refusal", |e| match e {
        Event::Welcome(w) => Some(Ok(w.clone())),
        Event::TurnedAway(e) => Some(Err((e.code, e.message.clone()))),
        Event::Failed(why) => panic!("not a refusal: {why}"),
        _ => None,
    })
}

fn host(server: &TestServer) -> (Client, Welcome) {
    let settings = RoomSettings::new(Rules::default());
    let client = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_for(&client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    (client, welcome)
}

/// `code` as someone might type it from a screen: lower case, spaces for
/// dashes, and a look-alike for every 0 and 1 (o, l).
fn typed_by_hand(code: &str) -> String {
    code.to_ascii_lowercase()
        .replace('-', " ")
        .replace('0', "o")
        .replace('1', "l")
}

#[test]
fn codes_are_crockford_base32_in_four_groups_of_four() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (_ann, welcome) = host(&server);
    for code in [welcome.invite.unwrap(), welcome.watch] {
        let groups: Vec<&str> = code.split('-').collect();
        assert_eq!(groups.len(), 4, "{code}");
        for group in groups {
            assert_eq!(group.len(), 4, "{code}");
            assert!(
                group
                    .chars()
                    .all(|c| morris_protocol::CODE_ALPHABET.contains(c)),
                "{code}"
            );
        }
    }
}

#[test]
fn a_code_typed_in_lower_case_with_spaces_and_look_alikes_joins_and_watches() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (_ann, welcome) = host(&server);
    // The codes are random: the look-alikes of a code without 0 or 1 are
    // left to the protocol's unit tests; lower case and spaces are here.
    let invite = welcome.invite.unwrap();
    let typed = typed_by_hand(&invite);
    let watcher = answer(
        &server,
        Enter::Watch {
            code: typed_by_hand(&welcome.watch),
        },
    )
    .expect("the watch code typed by hand");
    assert_eq!(watcher.room, welcome.room);
    // The watcher is welcomed with the code as the server wrote it.
    assert_eq!(watcher.watch, welcome.watch);
    let guest = answer(&server, Enter::Join { code: typed }).expect("the invite typed by hand");
    assert_eq!(guest.room, welcome.room);
    assert_eq!(guest.host, Some(false));
    // Once used, the invite is used however it is typed.
    assert_eq!(
        answer(&server, Enter::Join { code: invite }).map(|_| ()),
        Err((ErrorCode::RoomFull, ErrorCode::RoomFull.to_string()))
    );
}

#[test]
fn a_code_no_game_has_is_said_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (_ann, welcome) = host(&server);
    // One symbol off.
    let invite = welcome.invite.unwrap();
    let last = if invite.ends_with('Z') { "Y" } else { "Z" };
    let wrong = format!("{}{last}", &invite[..invite.len() - 1]);
    assert_eq!(
        answer(&server, Enter::Join { code: wrong }).map(|_| ()),
        Err((ErrorCode::UnknownCode, "no game has this code".to_owned()))
    );
}

/// Codes made before this form (22 characters of base64url, kept as the
/// digest of the text) join and watch as they did: the room's codes are
/// set to such codes in the store, as an older server kept them.
#[test]
fn a_code_made_before_in_base64url_still_joins_and_watches() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let port = server.addr.port();
    let (ann, welcome) = host(&server);
    drop(ann);
    server.kill();
    let (invite, watch) = ("Zm9vYmFyYmF6cXV4MTIzNA", "b1d-_sEcReT-wAtCh_cogw");
    assert!(morris_protocol::is_old_code(invite) && morris_protocol::is_old_code(watch));
    let db = rusqlite::Connection::open(dir.path().join("morris-online.sqlite3")).unwrap();
    let changed = db
        .execute(
            "UPDATE rooms SET invite = ?1, watch = ?2 WHERE name = ?3",
            rusqlite::params![
                morris_server::secret::digest(invite).to_vec(),
                morris_server::secret::digest(watch).to_vec(),
                welcome.room
            ],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(db);
    let server = TestServer::start(dir.path(), port);
    // Its case matters: base64url is not read forgiving.
    assert_eq!(
        answer(
            &server,
            Enter::Watch {
                code: watch.to_ascii_uppercase(),
            }
        )
        .map(|_| ())
        .map_err(|e| e.0),
        Err(ErrorCode::UnknownCode)
    );
    let watcher = answer(&server, Enter::Watch { code: watch.into() }).expect("the old watch code");
    assert_eq!(watcher.room, welcome.room);
    let guest = answer(
        &server,
        Enter::Join {
            code: format!(" {invite} "),
        },
    )
    .expect("the old invite");
    assert_eq!(guest.room, welcome.room);
}
