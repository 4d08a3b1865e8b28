//! The `morris` command. Parses the command line, runs the read loops of
//! the terminal game and reports errors; the work is done in the library
//! (the game itself in [`Session`]).

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::Parser;
use morris_ai::search::StopFlag;
use morris_i18n::tr;
use morris_play::DataDir;
use morris_play::store::SettingsTrouble;
use morris_repl::cli::{Cli, Command, PlayArgs};
use morris_repl::helper::MorrisHelper;
use morris_repl::session::{Reply, Session, SessionOptions};
use morris_repl::store;
use rustyline::error::ReadlineError;
use rustyline::history::DefaultHistory;
use rustyline::{CompletionType, Config, Editor};

fn main() -> ExitCode {
    // No panic reaches the user as more than one line.
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let first = message.lines().next().unwrap_or_default();
        eprintln!("morris: internal error: {first}");
    }));
    let cli = Cli::parse();
    match std::panic::catch_unwind(|| run(cli)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(err)) => {
            let text = err.to_string();
            eprintln!("morris: {}", text.lines().next().unwrap_or_default());
            ExitCode::FAILURE
        }
        Err(_) => ExitCode::FAILURE,
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Some(Command::Perft(args)) => morris_repl::perft::run(&args).map(|report| {
            println!("{}", report.count);
            eprintln!("perft depth {}: {report}", args.depth);
        }),
        Some(Command::Engine) => {
            engine();
            Ok(())
        }
        Some(Command::Match(args)) => run_match(&args),
        Some(Command::Solve(args)) => morris_repl::solve::run(&args).map(|text| {
            if let Some(text) = text {
                println!("{text}");
            }
        }),
        Some(Command::Play(args)) => play(&args),
        Some(Command::Serve(args)) => morris_repl::serve::run(&args, say),
        Some(Command::Online(command)) => morris_repl::online::run(&command),
        Some(Command::Review(args)) => morris_repl::review::run(&args),
        Some(Command::Puzzles(command)) => {
            morris_repl::puzzles::run(&command).map(|text| say(&text))
        }
        None => play(&cli.play),
    }
}

/// `morris match`: the games with a progress bar on a terminal (a line per
/// game otherwise), then the table on stdout.
fn run_match(args: &morris_repl::cli::MatchArgs) -> anyhow::Result<()> {
    use morris_engine::referee as matches;
    let config = args.config()?;
    let bar = indicatif::ProgressBar::new(config.games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:30} {pos}/{len} games  {msg}  [{elapsed_precise}, {eta} left]",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let on_terminal = io::stderr().is_terminal();
    if let Some(dir) = &config.records {
        eprintln!("records: {}", dir.display());
    }
    let report = matches::run(&config, |game, progress| {
        let t = progress.tally;
        bar.set_position(progress.done as u64);
        bar.set_message(format!(
            "first player +{} ={} -{}  {:.1}%",
            t.wins,
            t.draws,
            t.losses,
            t.score() * 100.0
        ));
        if !on_terminal {
            eprintln!(
                "game {}: first player {}: {}, {} turns",
                game.index + 1,
                if game.first_is_white {
                    "White"
                } else {
                    "Black"
                },
                game.end,
                game.plies
            );
        }
    });
    bar.finish_and_clear();
    println!("{}", report?);
    Ok(())
}

/// Runs the engine protocol on stdin and stdout until `quit` or the end of
/// input, with the endgame databases of the data directory.
fn engine() {
    let databases = DataDir::locate().map(|d| d.databases_dir());
    morris_engine::server::serve_with(
        io::stdin(),
        io::stdout(),
        databases,
        Some(morris_play::tablebase::oracle_maker()),
    );
}

/// The terminal game: interactive at a terminal, scripted from a pipe.
fn play(args: &PlayArgs) -> anyhow::Result<()> {
    let interactive = io::stdin().is_terminal();
    let data = DataDir::locate();
    // Before anything writes the settings: a damaged file is moved aside.
    let trouble = data.as_ref().and_then(DataDir::check_settings);
    if let (Some(lang), Some(dir)) = (args.lang, &data)
        && store::language(dir) != Some(lang)
    {
        // Remembering the language is a convenience: no error if it fails.
        let _ = store::remember_language(dir, lang);
    }
    let lang = store::language_or(args.lang, data.as_ref());
    let mut session = Session::new(SessionOptions {
        rules: args.rules.rules()?,
        players: args.players(),
        seed: args.seed.unwrap_or_else(|| {
            if interactive {
                morris_play::random_seed()
            } else {
                1
            }
        }),
        // One default with the app: its setting, shared.
        movetime: args.movetime.map_or_else(
            || {
                let settings = data
                    .as_ref()
                    .map(DataDir::load_settings)
                    .unwrap_or_default();
                Duration::from_secs_f32(settings.ai_seconds.clamp(0.05, 3600.0))
            },
            Duration::from_millis,
        ),
        time_control: args.clock,
        engine: args.engine().map_err(anyhow::Error::msg)?,
        databases: data.as_ref().map(DataDir::databases_dir),
        data: data.clone(),
        ..morris_repl::cli::session_options(lang, interactive, args.no_color)
    });
    // The server named here, else the one the app was told (shared).
    let shared = data
        .as_ref()
        .map(DataDir::load_settings)
        .unwrap_or_default();
    if let Some(url) = args.tablebase.as_ref().or(shared.tablebase.as_ref()) {
        let waits = args.tablebase_timeout_ms.unwrap_or(shared.tablebase_ms);
        match morris_play::tablebase::Tablebase::new(
            url,
            Duration::from_millis(waits.clamp(10, 60_000)),
        ) {
            Ok(tablebase) => session.set_tablebase(Some(tablebase)),
            // Typed here: the command is wrong. From the settings: said,
            // and the game goes on without a server.
            Err(e) if args.tablebase.is_some() => anyhow::bail!(e),
            Err(e) => eprintln!("morris: {e}"),
        }
    }

    // This program's own kept game: the usual file, or the next free one
    // when another running program holds it. A script keeps no game of its
    // own and leaves the kept one alone, unless told to go on with it
    // (--resume). Nothing is touched before an answer or a change.
    let claim = (interactive || args.resume)
        .then_some(data.as_ref())
        .flatten()
        .and_then(|d| {
            let _ = std::fs::create_dir_all(d.path());
            let claim = morris_play::Autosave::claim(d.path(), store::KEPT_GAME_FILE);
            if claim.is_none() {
                eprintln!("{}", tr!(session.localizer(), "kept-nowhere"));
            }
            claim
        });
    if let Some(claim) = &claim
        && claim.slot > 0
        && let Some(path) = claim.autosave.path()
    {
        say(&tr!(
            session.localizer(),
            "kept-elsewhere",
            file = path.display().to_string()
        ));
    }
    for other in claim.iter().flat_map(|c| &c.others) {
        say(&tr!(
            session.localizer(),
            "kept-other",
            file = other.display().to_string()
        ));
    }
    if let Some(trouble) = trouble {
        let loc = session.localizer();
        eprintln!(
            "{}",
            match trouble {
                SettingsTrouble::MovedAside(path) => tr!(
                    loc,
                    "settings-moved-aside",
                    file = path.display().to_string()
                ),
                SettingsTrouble::Fields(fields) =>
                    tr!(loc, "settings-fields", fields = fields.join(", ")),
                SettingsTrouble::Unreadable(reason) =>
                    tr!(loc, "settings-unreadable", reason = reason),
                _ => String::new(),
            }
        );
    }
    let kept_path = claim
        .as_ref()
        .and_then(|c| c.autosave.path().map(Path::to_path_buf));
    let mut kept = kept_path.as_deref().and_then(read_kept);
    if let Some(file) = &args.load {
        // The file is checked before anything else changes.
        let loaded = session.load_file(file).map_err(anyhow::Error::msg)?;
        if interactive {
            say(&loaded);
        }
        if let (Some(_), Some(path)) = (kept.take(), &kept_path) {
            set_aside(&session, path, true);
        }
    } else if args.resume {
        match (kept.take(), &kept_path) {
            (Some(Ok(text)), Some(path)) => match session.resume(&text) {
                Ok(message) => say(&message),
                Err(e) => kept_unreadable(&session, path, &e),
            },
            (Some(Err(e)), Some(path)) => kept_unreadable(&session, path, &e),
            _ => eprintln!("{}", tr!(session.localizer(), "resume-none")),
        }
    }
    if let Some(claim) = claim {
        session.set_autosave(claim.autosave);
    }
    if interactive {
        let kept = kept.zip(kept_path);
        interactive_loop(&mut session, data.as_ref(), kept)
    } else {
        scripted_loop(&mut session);
        Ok(())
    }
}

/// The kept game's text; `Err` with the reason when the file is there but
/// cannot be read as text (cut in the middle of a character, say). `None`
/// when there is none.
fn read_kept(path: &Path) -> Option<Result<String, String>> {
    match std::fs::read(path) {
        Err(_) => None,
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) if text.trim().is_empty() => None,
            Ok(text) => Some(Ok(text)),
            Err(e) => Some(Err(e.to_string())),
        },
    }
}

/// Prints to stdout; a closed stdout (`morris | head`) is not an error.
fn say(text: &str) {
    if !text.is_empty() {
        let mut out = io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }
}

/// Moves the kept game aside so the new game does not overwrite it.
fn set_aside(session: &Session, kept: &Path, tell: bool) {
    match store::set_aside_kept_game(kept) {
        Ok(Some(path)) if tell => say(&tr!(
            session.localizer(),
            "resume-set-aside",
            file = path.display().to_string()
        )),
        Ok(_) => {}
        Err(e) => eprintln!(
            "{}",
            tr!(
                session.localizer(),
                "kept-not-moved",
                file = kept.display().to_string(),
                reason = e.to_string()
            )
        ),
    }
}

/// A kept game that cannot be read is moved aside under a name of its own,
/// never deleted, and the name said.
fn kept_unreadable(session: &Session, kept: &Path, error: &str) {
    let text = match store::set_aside_damaged(kept) {
        Ok(path) => tr!(
            session.localizer(),
            "kept-unreadable",
            reason = error,
            file = path.display().to_string()
        ),
        Err(e) => tr!(
            session.localizer(),
            "kept-not-moved",
            file = kept.display().to_string(),
            reason = format!("{error}; {e}")
        ),
    };
    eprintln!("{text}");
}

/// Lines from a pipe: no prompts, no questions, no colour. Blank lines and
/// lines starting with `#` are skipped; a bad line is reported on stderr
/// with its number and the session goes on. Ends at `quit` or the end of
/// input.
fn scripted_loop(session: &mut Session) {
    say(&session.play_ai_turns());
    let stdin = io::stdin();
    let mut bytes = Vec::new();
    let mut number = 0usize;
    loop {
        bytes.clear();
        match stdin.lock().read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        number += 1;
        let line = String::from_utf8_lossy(&bytes);
        let line = line.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let reply = session.run_line(line);
        say(&reply.text);
        if let Some(error) = &reply.error {
            eprintln!(
                "{}",
                tr!(
                    session.localizer(),
                    "error-line",
                    line = number,
                    message = error.as_str()
                )
            );
        }
        if reply.quit {
            break;
        }
    }
}

/// Set while the AI thinks: the Ctrl-C handler stops it.
static THINKING: Mutex<Option<StopFlag>> = Mutex::new(None);
/// Raised by Ctrl-C outside the line editor.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

fn set_thinking(stop: Option<StopFlag>) {
    let mut slot = match THINKING.lock() {
        Ok(slot) => slot,
        Err(poisoned) => poisoned.into_inner(),
    };
    *slot = stop;
}

/// The REPL at a terminal.
fn interactive_loop(
    session: &mut Session,
    data: Option<&DataDir>,
    kept: Option<(Result<String, String>, std::path::PathBuf)>,
) -> anyhow::Result<()> {
    // At the prompt the line editor reads Ctrl-C as a key; while the AI
    // thinks it is a signal, which stops the search.
    let _ = ctrlc::set_handler(|| {
        INTERRUPTED.store(true, Ordering::SeqCst);
        if let Ok(slot) = THINKING.lock()
            && let Some(stop) = slot.as_ref()
        {
            stop.stop();
        }
    });
    let config = Config::builder()
        .completion_type(CompletionType::List)
        .completion_show_all_if_ambiguous(true)
        .max_history_size(1000)?
        .history_ignore_dups(true)?
        .history_ignore_space(true)
        .build();
    let mut editor: Editor<MorrisHelper, DefaultHistory> = Editor::with_config(config)?;
    editor.set_helper(Some(MorrisHelper::default()));
    let history = data.map(store::history_file);
    if let Some(file) = &history {
        let _ = editor.load_history(file);
    }
    say(&session.welcome());

    if let Some((text, path)) = kept
        && !ask_resume(session, &mut editor, &path, &text)?
    {
        return Ok(());
    }

    // Commands typed while the AI thought, to run after its move.
    let mut ahead: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    loop {
        while session.ai_turn() {
            let (reply, typed) = think_visibly(session);
            show(reply);
            ahead.extend(typed);
        }
        if let Some(view) = session.take_view() {
            say(&format!("\n{view}"));
        }
        if let Some(helper) = editor.helper_mut() {
            helper.update(session.completions());
        }
        let read = if let Some(line) = ahead.pop_front() {
            // Shown as if typed at this prompt.
            say(&format!("{}{line}", session.prompt()));
            Ok(line)
        } else {
            // A person's flag that falls while the prompt waits is said at
            // once.
            let watch = session
                .flag_watch()
                .filter(|_| io::stdin().is_terminal())
                .and_then(|(left, text)| FlagWatch::start(&mut editor, left, text));
            let read = editor.readline(&session.prompt());
            if watch.is_some_and(FlagWatch::stop) {
                // Said already: the game ends now, without a second word.
                let _ = session.tick();
            }
            read
        };
        match read {
            Ok(line) => {
                if line.trim().is_empty() {
                    continue;
                }
                // An answer to a question is no line to call back.
                if !session.is_asking() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                let reply = session.execute(&line);
                let (think, quit) = (reply.think, reply.quit);
                show(reply);
                if think {
                    let (reply, typed) = think_visibly(session);
                    show(reply);
                    ahead.extend(typed);
                }
                if quit {
                    offer_save(session, &mut editor)?;
                    break;
                }
            }
            Err(ReadlineError::Interrupted) => match session.cancel_pending() {
                Some(message) => say(&message),
                None => say(&tr!(session.localizer(), "interrupt-hint")),
            },
            Err(ReadlineError::Eof) => {
                if let Some(message) = session.farewell() {
                    say(&message);
                }
                offer_save(session, &mut editor)?;
                break;
            }
            Err(e) => return Err(e.into()),
        }
    }
    if let (Some(dir), Some(file)) = (data, &history) {
        let _ = std::fs::create_dir_all(dir.path());
        let _ = editor.append_history(file);
    }
    Ok(())
}

/// Says a person's flag fall over the prompt when the time runs out while
/// the prompt waits.
struct FlagWatch {
    cancel: std::sync::mpsc::Sender<()>,
    thread: std::thread::JoinHandle<bool>,
}

impl FlagWatch {
    fn start(
        editor: &mut Editor<MorrisHelper, DefaultHistory>,
        left: Duration,
        text: String,
    ) -> Option<FlagWatch> {
        use rustyline::ExternalPrinter as _;
        let mut printer = editor.create_external_printer().ok()?;
        let (cancel, cancelled) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || match cancelled.recv_timeout(left) {
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => printer.print(text).is_ok(),
            _ => false,
        });
        Some(FlagWatch { cancel, thread })
    }

    /// Ends the watch; whether the flag fall was said.
    fn stop(self) -> bool {
        drop(self.cancel);
        self.thread.join().unwrap_or(false)
    }
}

/// When the unfinished game could not be kept, offers to save it in a file
/// before leaving, until it is saved or the player declines (Enter, Ctrl-D).
fn offer_save(
    session: &mut Session,
    editor: &mut Editor<MorrisHelper, DefaultHistory>,
) -> anyhow::Result<()> {
    if !session.keep_failed() {
        return Ok(());
    }
    if let Some(helper) = editor.helper_mut() {
        helper.update(Default::default());
    }
    let question = tr!(session.localizer(), "save-before-quit");
    loop {
        let name = match editor.readline(&format!("{question} ")) {
            Ok(name) => name,
            Err(ReadlineError::Eof | ReadlineError::Interrupted) => return Ok(()),
            Err(e) => return Err(e.into()),
        };
        let name = name.trim();
        if name.is_empty() {
            return Ok(());
        }
        let reply = session.execute(&format!("save {name}"));
        let saved = reply.error.is_none();
        show(reply);
        if saved {
            return Ok(());
        }
    }
}

/// Offers the kept game. Returns `false` when the player leaves at the
/// question (Ctrl-D).
fn ask_resume(
    session: &mut Session,
    editor: &mut Editor<MorrisHelper, DefaultHistory>,
    kept: &Path,
    text: &Result<String, String>,
) -> anyhow::Result<bool> {
    let text = match text {
        Ok(text) => text,
        Err(e) => {
            kept_unreadable(session, kept, e);
            return Ok(true);
        }
    };
    let moves = match session.kept_game_moves(text) {
        Ok(Some(moves)) => moves,
        // A game that is over is nothing to resume; it is kept aside.
        Ok(None) => {
            set_aside(session, kept, false);
            return Ok(true);
        }
        Err(e) => {
            kept_unreadable(session, kept, &e);
            return Ok(true);
        }
    };
    let (moves, rules) = moves;
    let question = tr!(
        session.localizer(),
        "resume-ask",
        count = moves,
        rules = rules
    );
    if let Some(helper) = editor.helper_mut() {
        helper.update(Default::default());
    }
    let answer = match editor.readline(&format!("{question} ")) {
        Ok(answer) => answer,
        Err(ReadlineError::Eof) => return Ok(false),
        Err(ReadlineError::Interrupted) => String::from("n"),
        Err(e) => return Err(e.into()),
    };
    let answer = answer.trim().to_lowercase();
    let yes = answer.is_empty()
        || session
            .localizer()
            .text("yes-answers")
            .split_whitespace()
            .any(|y| y == answer);
    if yes {
        match session.resume(text) {
            Ok(message) => say(&message),
            Err(e) => kept_unreadable(session, kept, &e),
        }
    } else {
        set_aside(session, kept, true);
    }
    Ok(true)
}

/// Prints a reply: text on stdout, the error on stderr.
fn show(reply: Reply) {
    say(&reply.text);
    if let Some(error) = reply.error {
        eprintln!("{error}");
    }
}

/// Waits for the thinking AI with a spinner on stderr showing the depth
/// and the time; Ctrl-C stops it and the best move found is played. Also
/// returns the commands typed meanwhile, to run next (a move typed
/// meanwhile is dropped, and the player told).
fn think_visibly(session: &mut Session) -> (Reply, Vec<String>) {
    INTERRUPTED.store(false, Ordering::SeqCst);
    set_thinking(session.stop_flag());
    let for_move = session.thinking_for_move();
    let spinner = indicatif::ProgressBar::new_spinner();
    let reply = loop {
        if let Some(reply) = session.wait_thinking(Duration::from_millis(100)) {
            break reply;
        }
        spinner.set_message(session.thinking_text());
        spinner.tick();
    };
    spinner.finish_and_clear();
    set_thinking(None);
    // A move typed meanwhile was meant for the position before the AI's
    // move: it is not played on the new one; a command runs after it.
    let mut typed = Vec::new();
    if for_move {
        let (commands, dropped) = morris_repl::typeahead::split(morris_repl::typeahead::take());
        if dropped {
            say(&tr!(session.localizer(), "typed-ahead"));
        }
        typed = commands;
    }
    // A stopped hint shows the best move found, with no more said.
    if INTERRUPTED.swap(false, Ordering::SeqCst) && for_move {
        say(&tr!(session.localizer(), "stopped"));
        if session.ai_against_ai() {
            session.pause();
            say(&tr!(session.localizer(), "paused"));
        }
    }
    (reply, typed)
}
