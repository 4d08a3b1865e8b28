//! Playing a friend online through the app: a real server on loopback, the
//! app hosting or joining through its Play online dialog, and the friend a
//! scripted client of the same library.

use std::sync::mpsc;

use morris_play::online::{KeptSeat, OnlineGame, Question, host_settings};

use super::*;

/// A server on a free loopback port for the rest of the test process.
fn start_server() -> String {
    let dir = temp_dir(&format!("online-server-{}", rand_suffix()));
    let (tx, rx) = mpsc::channel();
    let config = morris_server::ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: dir,
        tls: None,
        ai: None,
    };
    std::thread::spawn(move || {
        let _ = morris_server::run(&config, |addr| tx.send(addr).unwrap());
    });
    rx.recv_timeout(Duration::from_secs(20))
        .expect("the server starts")
        .to_string()
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Steps the app until `done` holds, for at most 20 seconds.
fn until(
    harness: &mut Harness<'_, MorrisApp>,
    what: &str,
    done: impl Fn(&Harness<'_, MorrisApp>) -> bool,
) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(harness) {
        assert!(Instant::now() < end, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    frames(harness);
}

/// Polls the friend until `done` holds of it.
fn friend_until(friend: &mut OnlineGame, what: &str, done: impl Fn(&OnlineGame) -> bool) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(friend) {
        assert!(
            Instant::now() < end,
            "timed out waiting for the friend: {what}"
        );
        let _ = friend.poll(Duration::from_millis(20));
    }
}

/// A few frames, for a click to be taken and shown (the app repaints all
/// the time while online, so it never settles).
fn frames(harness: &mut Harness<'_, MorrisApp>) {
    for _ in 0..4 {
        harness.step();
    }
}

/// Clicks the widgets labelled `labels`, split by `;` (points by name,
/// buttons and menu items by their label or its start), a few frames after
/// each.
fn click(harness: &mut Harness<'_, MorrisApp>, labels: &str) {
    for label in labels.split(';').map(str::trim) {
        if common::is_point_name(label) {
            point(harness, label).click();
        } else {
            let with_keys = format!("{label} ");
            let mut found: Vec<_> = harness
                .query_all_by(|n| n.label().is_some_and(|l| l == label))
                .collect();
            if found.is_empty() {
                // A menu item's label goes on with its shortcut.
                found = harness
                    .query_all_by(|n| n.label().is_some_and(|l| l.starts_with(&with_keys)))
                    .collect();
            }
            assert!(!found.is_empty(), "no {label:?}");
            assert!(
                found.len() == 1,
                "{} widgets are {label:?}: {:?}",
                found.len(),
                found
                    .iter()
                    .map(|n| format!("{:?}", n.accesskit_node().role()))
                    .collect::<Vec<_>>()
            );
            found[0].click();
        }
        frames(harness);
    }
}

/// Plays moves in notation by clicking their points.
fn play(harness: &mut Harness<'_, MorrisApp>, moves: &str) {
    for m in moves.split_whitespace() {
        let m: morris_core::Move = m.parse().expect("a move in notation");
        let mut points: Vec<String> = m.from().iter().map(ToString::to_string).collect();
        points.push(m.to().to_string());
        points.extend(m.removals().iter().map(|p| p.to_string()));
        click(harness, &points.join("; "));
    }
}

fn type_into(harness: &mut Harness<'_, MorrisApp>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    frames(harness);
    harness.get_by_label(label).type_text(text);
    frames(harness);
}

#[test]
fn the_app_hosts_a_game_its_friend_joins_and_they_play_it_to_a_draw() {
    let addr = start_server();
    let dir = temp_dir("online-host");
    let mut harness = common::open_stored(&dir, Some(settings()), [1000.0, 760.0]);
    click(&mut harness, "Game; Play online…");
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::Online(_))
    ));
    // Without a name the dialog stays, and says why.
    harness.get_by_label("Server (host:port)").click();
    frames(&mut harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Server (host:port)").type_text(&addr);
    frames(&mut harness);
    click(&mut harness, "Host");
    assert!(
        has_text(&harness, "Type your name first"),
        "the dialog says why"
    );
    type_into(&mut harness, "Your name (your friend sees it)", "Ann");
    click(&mut harness, "Host");
    until(&mut harness, "the invite", |h| h.state().invite().is_some());
    assert!(harness.state().dialog().is_none());
    assert!(has_text(&harness, "Waiting for your friend to join"));
    let (code, link) = harness.state().invite().cloned().unwrap();
    assert!(link.ends_with(&format!("/join/{code}")), "{link}");
    assert!(has_text(&harness, &code), "the code is shown to copy");
    // Large enough to read and type from the screen (it was 8 px).
    let shown = harness
        .query_all_by(|n| {
            n.label().is_some_and(|l| l == code) || n.value().is_some_and(|v| v == code)
        })
        .map(|n| n.rect().height())
        .fold(0.0_f32, f32::max);
    assert!(shown >= 20.0, "the code is {shown} px high");
    // The seat is kept for a rejoin after a crash.
    let seat = KeptSeat::load(&dir).expect("the seat is kept");
    assert_eq!(seat.server, addr);

    // The board waits for the friend.
    click(&mut harness, "d6");
    assert!(moves(&harness).is_empty());

    let mut friend = OnlineGame::join(&link, "unused:1", "Bob", None).unwrap();
    until(&mut harness, "the friend", |h| {
        h.state().online().is_some_and(OnlineGame::has_opponent)
    });
    assert!(
        has_text(&harness, "Bob is connected"),
        "the friend and their connection are shown"
    );
    assert!(has_text(&harness, "Ann (you)"));
    play(&mut harness, "d6");
    friend_until(&mut friend, "d6", OnlineGame::is_our_turn);
    // Not our turn: the click is refused with the reason.
    click(&mut harness, "f4");
    assert_eq!(moves(&harness), ["d6"]);
    assert!(has_text(&harness, "It is your friend's turn"));
    friend.play("f4".parse().unwrap()).unwrap();
    until(&mut harness, "f4", |h| h.state().game().moves().len() == 2);
    assert!(
        point_label(&harness, "f4").contains("black"),
        "{}",
        point_label(&harness, "f4")
    );

    // The hint is off in a room made without it.
    harness.key_press(Key::H);
    harness.run();
    assert!(has_text(&harness, "without the hint and the analysis"));
    assert!(harness.state().session().hint().is_none());

    // A take-back asked by the friend comes up as a question.
    friend.ask_take_back();
    until(&mut harness, "the question", |h| {
        has_text(h, "asks to take back")
    });
    click(&mut harness, "Accept");
    until(&mut harness, "the take-back", |h| {
        h.state().game().moves().len() == 1
    });
    friend_until(&mut friend, "its turn again", OnlineGame::is_our_turn);
    friend.play("f4".parse().unwrap()).unwrap();
    until(&mut harness, "f4 again", |h| {
        h.state().game().moves().len() == 2
    });

    // A draw offered here, accepted there: the game-over dialog.
    click(&mut harness, "Offer a draw");
    friend_until(&mut friend, "the offer", |f| {
        f.pending_question() == Some(Question::Draw)
    });
    friend.answer(Question::Draw, true);
    until(&mut harness, "the end", |h| h.state().game().is_over());
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::GameOver(_))
    ));
    assert_eq!(
        harness.state().game().outcome().unwrap().termination,
        Termination::Agreement
    );
    // Play again (here the status bar's, after the dialog) asks for a
    // rematch.
    click(&mut harness, "Review the game; Play again");
    friend_until(&mut friend, "the rematch", |f| {
        f.pending_question() == Some(Question::Rematch)
    });
    friend.answer(Question::Rematch, true);
    until(&mut harness, "the new game", |h| {
        h.state().online().and_then(OnlineGame::color) == Some(Color::Black)
            && !h.state().game().is_over()
    });

    // The record names both players (the friend plays White now).
    let record = harness.state().record();
    assert_eq!(record.tag("White"), Some("Bob"));
    assert_eq!(record.tag("Black"), Some("Ann"));
    // The friend goes: how long they have been away is said as a
    // duration, not as a time of day.
    drop(friend);
    until(&mut harness, "the friend's absence", |h| {
        has_text(h, "Bob has been disconnected for")
    });
    click(&mut harness, "Game; Leave the online game");
    assert!(harness.state().online().is_none());
    assert!(has_text(&harness, "It stays open on the server"));
    assert!(
        KeptSeat::load(&dir).is_some(),
        "a game left open keeps its seat"
    );
}

#[test]
fn the_app_joins_with_a_pasted_code_and_a_bad_code_is_refused_in_the_dialog() {
    let addr = start_server();
    let mut harness = open_with(settings(), [1000.0, 760.0]);
    let ctx = harness.ctx.clone();
    let draft = |code: &str| morris_gui::online::OnlineDraft {
        join: true,
        server: addr.clone(),
        name: "Bob".to_owned(),
        code: code.to_owned(),
        rules: Rules::default(),
        clock: morris_play::clock::TimeControl::None,
        color: None,
        help: false,
        kept: None,
        error: None,
    };
    harness.state_mut().apply(
        morris_gui::Command::JoinOnline(draft("AAAAAAAAAAAAAAAAAAAAAA")),
        &ctx,
    );
    until(
        &mut harness,
        "the refusal",
        |h| matches!(h.state().dialog(), Some(morris_gui::dialogs::Dialog::Online(d)) if d.error.is_some()),
    );
    let said = match harness.state().dialog() {
        Some(morris_gui::dialogs::Dialog::Online(d)) => d.error.clone(),
        _ => None,
    };
    assert!(
        has_text(&harness, "no game has this code"),
        "the dialog says which: {said:?}"
    );
    assert!(harness.state().online().is_none());

    // A friend hosts as White with a clock; the app joins with the code.
    let settings = host_settings(
        Rules::default(),
        morris_play::clock::TimeControl::Game {
            minutes: 5,
            increment: 0,
        },
        Some(Color::White),
    )
    .unwrap();
    let mut host = OnlineGame::host(&addr, "Ann", settings, None).unwrap();
    let mut invite = None;
    while invite.is_none() {
        for event in host.poll(Duration::from_millis(50)) {
            if let morris_play::online::OnlineEvent::Seated {
                invite: Some(code), ..
            } = event
            {
                invite = Some(code);
            }
        }
    }
    harness.state_mut().apply(
        morris_gui::Command::JoinOnline(draft(&invite.unwrap())),
        &ctx,
    );
    until(&mut harness, "the seat", |h| {
        h.state().online().is_some_and(OnlineGame::has_opponent)
    });
    assert_eq!(
        harness.state().online().and_then(OnlineGame::color),
        Some(Color::Black)
    );
    assert!(
        has_text(&harness, "Ann (White) is to move"),
        "the status line names the friend"
    );
    // The server's clocks are shown.
    assert!(has_text(&harness, "White's clock"), "clocks shown");
    friend_until(&mut host, "the friend", OnlineGame::is_our_turn);
    host.play("a7".parse().unwrap()).unwrap();
    until(&mut harness, "a7", |h| h.state().game().moves().len() == 1);
    play(&mut harness, "g7");
    friend_until(&mut host, "g7", |h| {
        h.game().is_some_and(|g| g.moves().len() == 2)
    });
    // A room without help: no review while the game goes on.
    assert!(!harness.state().online().unwrap().help_allowed());
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenReview, &ctx);
    harness.step();
    assert!(!harness.state().review_open());
    assert!(harness.state().review().is_none());
    assert!(has_text(
        &harness,
        &harness.state().localizer().text("online-no-help")
    ));
    // The friend resigns: the game-over dialog.
    host.resign();
    until(&mut harness, "the end", |h| h.state().game().is_over());
    assert_eq!(
        harness.state().game().outcome().unwrap().winner,
        Some(Color::Black)
    );
    // After the game, the review is open to both.
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenReview, &ctx);
    harness.step();
    assert!(harness.state().review_open());
}

#[test]
fn an_app_started_again_offers_to_rejoin_its_online_game() {
    let addr = start_server();
    let dir = temp_dir("online-rejoin");
    let settings = host_settings(
        Rules::default(),
        morris_play::clock::TimeControl::None,
        Some(Color::White),
    )
    .unwrap();
    let invite;
    {
        let mut harness = common::open_stored(&dir, Some(common::settings()), [1000.0, 760.0]);
        let ctx = harness.ctx.clone();
        let draft = morris_gui::online::OnlineDraft {
            join: false,
            server: addr.clone(),
            name: "Ann".to_owned(),
            code: String::new(),
            rules: settings.rules,
            clock: morris_play::clock::TimeControl::None,
            color: Some(Color::White),
            help: false,
            kept: None,
            error: None,
        };
        harness
            .state_mut()
            .apply(morris_gui::Command::HostOnline(draft), &ctx);
        until(&mut harness, "the invite", |h| h.state().invite().is_some());
        invite = harness.state().invite().map(|(code, _)| code.clone());
        let mut friend = OnlineGame::join(invite.as_deref().unwrap(), &addr, "Bob", None).unwrap();
        until(&mut harness, "the friend", |h| {
            h.state().online().is_some_and(OnlineGame::has_opponent)
        });
        play(&mut harness, "d6");
        friend_until(&mut friend, "d6", OnlineGame::is_our_turn);
        friend.play("f4".parse().unwrap()).unwrap();
        until(&mut harness, "f4", |h| h.state().game().moves().len() == 2);
        // The app goes away without a word, as in a crash.
        drop(harness);
        std::mem::forget(friend);
    }
    assert!(invite.is_some());
    let mut harness = common::open_stored(&dir, None, [1000.0, 760.0]);
    frames(&mut harness);
    assert!(
        has_text(&harness, "Rejoin it now?"),
        "the app offers to rejoin"
    );
    click(&mut harness, "Yes, go ahead");
    until(&mut harness, "the game again", |h| {
        h.state().game().moves().len() == 2
    });
    assert_eq!(moves(&harness), ["d6", "f4"]);
    assert!(
        harness.state().session().human_to_move(),
        "White (us) to move"
    );
    play(&mut harness, "a7");
    assert_eq!(moves(&harness), ["d6", "f4", "a7"]);
}

#[test]
fn cut_off_the_app_says_nothing_of_the_friend_and_that_its_turn_waits_to_be_sent() {
    // A server this test can stop without a word, as a crash would.
    let store_dir = temp_dir(&format!("online-crash-{}", rand_suffix()));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let addr = runtime
        .block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let addr = listener.local_addr().unwrap();
            let store = morris_server::store::open(&store_dir).unwrap();
            let hub = morris_server::Hub::start(store, None).await.unwrap();
            tokio::spawn(morris_server::serve(listener, hub, std::future::pending()));
            addr
        })
        .to_string();
    let dir = temp_dir("online-cut-off");
    let mut harness = common::open_stored(&dir, Some(settings()), [1000.0, 760.0]);
    click(&mut harness, "Game; Play online…");
    harness.get_by_label("Server (host:port)").click();
    frames(&mut harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Server (host:port)").type_text(&addr);
    frames(&mut harness);
    type_into(&mut harness, "Your name (your friend sees it)", "Ann");
    click(&mut harness, "Host");
    until(&mut harness, "the invite", |h| h.state().invite().is_some());
    let (_, link) = harness.state().invite().cloned().unwrap();
    let mut friend = OnlineGame::join(&link, "unused:1", "Bob", None).unwrap();
    until(&mut harness, "the friend", |h| {
        has_text(h, "Bob is connected")
    });
    play(&mut harness, "d6");
    friend_until(&mut friend, "d6", OnlineGame::is_our_turn);
    friend.play("f4".parse().unwrap()).unwrap();
    until(&mut harness, "f4", |h| h.state().game().moves().len() == 2);

    runtime.shutdown_background();
    until(&mut harness, "the lost connection", |h| {
        has_text(h, "The connection was lost")
    });
    assert!(
        !has_text(&harness, "Bob is connected"),
        "nothing is known of the friend while cut off"
    );
    // A turn made meanwhile waits, and says so.
    play(&mut harness, "d2");
    until(&mut harness, "the waiting turn", |h| {
        has_text(h, "Your turn d2 will be sent when the connection is back")
    });
    drop(friend);
}
