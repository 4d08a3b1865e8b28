//! `morris online` at a terminal or from a pipe: the game joined or
//! hosted, the session that plays it, and the thread that reads lines
//! (with the line editor, its prompt and completion, at a terminal).

use std::collections::VecDeque;
use std::io::{self, BufRead as _, IsTerminal as _};
use std::sync::mpsc::{Receiver, Sender, channel};

use morris_core::ByColor;
use morris_i18n::{Localizer, tr};
use morris_play::online::{KeptSeat, OnlineGame, host_settings};
use morris_play::{DataDir, Player};
use rustyline::error::ReadlineError;
use rustyline::history::DefaultHistory;
use rustyline::{CompletionType, Config, Editor};

use super::{OnlineRepl, Printer};
use crate::cli::OnlineCommand;
use crate::helper::MorrisHelper;
use crate::session::{Completions, Session, SessionOptions};

/// `morris online host`, `join` and `rejoin`.
///
/// # Errors
/// The game could not be reached or joined, or the connection failed.
pub fn run(command: &OnlineCommand) -> anyhow::Result<()> {
    let args = match command {
        OnlineCommand::Host(host) => &host.online,
        OnlineCommand::Join(join) => &join.online,
        OnlineCommand::Rejoin(args) => args,
    };
    let data = DataDir::locate();
    let lang = crate::store::language_or(args.lang, data.as_ref());
    let loc = Localizer::new(lang);
    let name = args
        .name
        .clone()
        .or_else(|| std::env::var("USER").ok())
        .unwrap_or_default();
    let kept = data.as_ref().and_then(|d| KeptSeat::load(d.path()));
    if !matches!(command, OnlineCommand::Rejoin(_)) && kept.is_some() {
        eprintln!("{}", tr!(loc, "online-seat-waiting"));
    }
    let mut game = match command {
        OnlineCommand::Host(host) => {
            let mut settings = host_settings(host.rules.rules()?, host.clock, host.color.color())
                .map_err(anyhow::Error::msg)?;
            settings.away_ms = Some(host.away * 1000);
            OnlineGame::host(&args.server, &name, settings, args.ca.as_deref())
        }
        OnlineCommand::Join(join) => {
            OnlineGame::join(&join.invite, &args.server, &name, args.ca.as_deref())
        }
        OnlineCommand::Rejoin(_) => {
            let seat = kept.ok_or_else(|| anyhow::anyhow!("{}", tr!(loc, "online-no-seat")))?;
            let ca = seat.ca.clone().or_else(|| args.ca.clone());
            OnlineGame::rejoin(&KeptSeat { ca, ..seat })
        }
    }
    .map_err(anyhow::Error::msg)?;
    if let Some(dir) = &data {
        game.keep_seat_in(dir.path());
    }
    let typed = io::stdin().is_terminal();
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(Player::Human, Player::Human),
        databases: data.as_ref().map(DataDir::databases_dir),
        ..crate::cli::session_options(lang, typed, args.no_color)
    });
    session.go_online(game);
    let (lines, received) = channel::<String>();
    let (mut printer, mut prompts) = (None, None);
    if typed {
        let (prompt, asked) = channel();
        let (printers, printed) = channel();
        std::thread::spawn(move || read_typed(&lines, &asked, printers));
        printer = printed.recv().ok();
        prompts = Some(prompt);
    } else {
        std::thread::spawn(move || read_piped(&lines));
    }
    OnlineRepl {
        session,
        typed,
        held: VecDeque::new(),
        save_at_end: args.save.clone(),
        seat_dir: data.map(|d| d.path().to_path_buf()),
        said_turn: None,
        printer,
        prompts,
    }
    .run(&received)
    .map_err(anyhow::Error::msg)
}

/// Lines from a pipe, as they come.
fn read_piped(lines: &Sender<String>) {
    let stdin = io::stdin();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match stdin.lock().read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&bytes).trim_end().to_owned();
        if lines.send(line).is_err() {
            break;
        }
    }
}

/// Lines typed in the line editor, each read with the prompt and the
/// completions the game gives for it; Ctrl-D leaves as `quit` does, Ctrl-C
/// asks for the prompt again.
fn read_typed(
    lines: &Sender<String>,
    asked: &Receiver<(String, Completions)>,
    printer: Sender<Printer>,
) {
    let config = Config::builder()
        .completion_type(CompletionType::List)
        .completion_show_all_if_ambiguous(true)
        .history_ignore_space(true)
        .build();
    let Ok(mut editor) = Editor::<MorrisHelper, DefaultHistory>::with_config(config) else {
        return;
    };
    editor.set_helper(Some(MorrisHelper::default()));
    if let Ok(p) = editor.create_external_printer() {
        let _ = printer.send(Box::new(p));
    }
    drop(printer);
    while let Ok((prompt, completions)) = asked.recv() {
        if let Some(helper) = editor.helper_mut() {
            helper.update(completions);
        }
        let line = match editor.readline(&prompt) {
            Ok(line) => {
                let _ = editor.add_history_entry(line.as_str());
                line
            }
            Err(ReadlineError::Interrupted) => String::new(),
            Err(_) => "quit".to_owned(),
        };
        if lines.send(line).is_err() {
            break;
        }
    }
}
