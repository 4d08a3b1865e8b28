//! The commands of the terminal game, each a call on the playing session
//! and a sentence about what it did.

use std::path::{Path, PathBuf};

use morris_ai::Level;
use morris_core::{
    ByColor, Color, Game, Move, Position, Preset, Record, RecordFormat, RuleOption, Rules, Setup,
};
use morris_i18n::tr;
use morris_play::Player;
use morris_play::clock::TimeControl;
use morris_play::store::write_atomically;
use morris_play::table::{BuildRefusal, Command as Do};

use super::words::{move_list, option_id, values_id, wrap};
use super::{Reply, Session};
use crate::command::{Command, CommandName, Solve};

impl Session {
    pub(super) fn run(&mut self, command: Command) -> Reply {
        // In an online game the server's commands go to it.
        let command = match self.online_command(command) {
            Ok(reply) => return reply,
            Err(command) => command,
        };
        // A command that replaces a game in progress asks first, at a
        // terminal, once its argument is known to be good.
        if matches!(
            command,
            Command::New { .. } | Command::Load(_) | Command::Setup(_)
        ) && self.must_ask_to_replace()
        {
            if let Err(e) = self.check_replacement(&command) {
                return Reply::error(e);
            }
            self.confirm = Some(command);
            return Reply::default();
        }
        self.carry_out(command)
    }

    /// Whether replacing the game would lose it: at a terminal, a game with
    /// moves, not over, changed since it was last saved or loaded.
    fn must_ask_to_replace(&self) -> bool {
        self.mode == super::Mode::Interactive
            && !self.game().moves().is_empty()
            && !self.game().is_over()
            && self.saved_version != Some(self.play().version())
    }

    /// The question that waits for its answer, if one does: `Replace the
    /// game in progress (12 moves, not saved)? [y/N]`.
    pub(super) fn replace_question(&self) -> Option<String> {
        self.confirm.as_ref()?;
        Some(tr!(
            self.loc,
            "replace-ask",
            count = numbered_moves(self.game())
        ))
    }

    /// The answer to the question: a yes carries the command out, anything
    /// else changes nothing and says so.
    pub(super) fn answer_replace(&mut self, command: Command, answer: &str) -> Reply {
        let answer = answer.trim().to_lowercase();
        let yes = self
            .loc
            .text("yes-answers")
            .split_whitespace()
            .any(|y| y == answer);
        if yes {
            self.carry_out(command)
        } else {
            Reply::text(tr!(self.loc, "replace-declined"))
        }
    }

    /// Checks what a replacing command needs (the rules, the file, the
    /// position) without changing anything.
    fn check_replacement(&self, command: &Command) -> Result<(), String> {
        match command {
            Command::New { preset, options } => self.new_rules(*preset, options).map(|_| ()),
            Command::Load(path) => self.read_record_file(path).map(|_| ()),
            Command::Setup(text) => self.setup_position(text).map(|_| ()),
            _ => Ok(()),
        }
    }

    fn carry_out(&mut self, command: Command) -> Reply {
        match command {
            Command::Play(m) => self.play_typed(m).into(),
            Command::Remove(points) => self.remove(points).into(),
            Command::New { preset, options } => self.new_game(preset, &options).into(),
            Command::Moves => self.moves().into(),
            Command::Undo => self.undo().into(),
            Command::Redo => self.redo().into(),
            Command::Hint => self.hint(),
            Command::Analyze { depth, all } => self.analyze(depth, all),
            Command::Clock(control) => Reply::text(self.clock(control)),
            Command::Solve(what) => self.solve(what).into(),
            Command::Ai => self.ai_now(),
            Command::Level(level) => Reply::text(self.level(level)),
            Command::Swap => Reply::text(self.swap()),
            Command::Set(option, value) => self.set(option, &value).into(),
            Command::Rules(None) => Reply::text(self.rules()),
            Command::Rules(Some(preset)) => Reply::text(self.preset_rules(preset)),
            Command::Show => {
                self.dirty = false;
                Reply::text(self.view())
            }
            Command::History => Reply::text(self.history()),
            Command::Save(path, format) => self.save(&path, format).into(),
            Command::Load(path) => self.load_file(&path).into(),
            Command::Position => Reply::text(self.game().position().to_string()),
            Command::Setup(text) => self.setup(&text).into(),
            Command::Resign(side) => self.resign(side).into(),
            Command::Draw => self.draw().into(),
            Command::Accept | Command::Decline => {
                self.answer_draw(command == Command::Accept).into()
            }
            Command::Rematch | Command::Claim => Reply::error(tr!(
                self.loc,
                "error-online-only",
                command = command.name().map_or("", CommandName::name)
            )),
            Command::Record => Reply::text(
                self.record()
                    .to_text(RecordFormat::Morris)
                    .trim_end()
                    .to_owned(),
            ),
            Command::Review { practice } => self.review(practice),
            Command::Puzzle(what) => self.puzzle(what),
            Command::Help(None) if self.online().is_some() => Reply::text(self.online_help()),
            Command::Help(topic) => Reply::text(self.help(topic)),
            Command::Quit => Reply {
                quit: true,
                text: self.farewell().unwrap_or_default(),
                ..Reply::default()
            },
        }
    }

    /// Resumes a kept game from its record text: the game, and the players
    /// when the record names them as this program does.
    ///
    /// # Errors
    /// The record cannot be read or replayed (a one-line message).
    pub fn resume(&mut self, text: &str) -> Result<String, String> {
        let record = self.parse_record(text)?;
        self.replace_game(&record)?;
        // The game goes on where it stopped: an AI to move plays (a record
        // loaded otherwise leaves it waiting for `ai`).
        self.apply(Do::PauseAi(false))?;
        Ok(tr!(
            self.loc,
            "resumed",
            count = numbered_moves(self.game()),
            rules = self.rules_text(self.game().rules())
        ))
    }

    /// The number of moves of a kept game's record and its rules in words,
    /// to offer it; `None` for a game that is over (not offered).
    ///
    /// # Errors
    /// The record cannot be read or replayed (a one-line message).
    pub fn kept_game_moves(&self, text: &str) -> Result<Option<(usize, String)>, String> {
        let record = self.parse_record(text)?;
        let game = record
            .to_game()
            .map_err(|e| self.record_error_text(&record, &e))?;
        if game.is_over() {
            // Not unfinished: nothing to offer.
            return Ok(None);
        }
        match numbered_moves(&game) {
            // A kept game always has moves: a record with none was cut short.
            0 => Err(tr!(self.loc, "kept-no-moves")),
            moves => Ok(Some((moves, self.rules_text(game.rules())))),
        }
    }

    /// Loads a game record file, as the `load` command does.
    ///
    /// # Errors
    /// The file cannot be read, or its record cannot be read or replayed;
    /// the game is then unchanged.
    pub fn load_file(&mut self, path: &Path) -> Result<String, String> {
        let (record, file) = self.read_record_file(path)?;
        self.replace_game(&record)
            .map_err(|e| tr!(self.loc, "error-load", file = file.as_str(), reason = e))?;
        // The game is that file's until it changes.
        self.saved_version = Some(self.play().version());
        Ok(tr!(
            self.loc,
            "loaded",
            file = file,
            count = numbered_moves(self.game()),
            rules = self.rules_text(self.game().rules())
        ))
    }

    /// A record file read and its game replayed (to check it), with the
    /// file's name as said.
    fn read_record_file(&self, path: &Path) -> Result<(Record, String), String> {
        let path = expand_home(path);
        let file = path.display().to_string();
        // Regular files only, and not past a sane size: `/dev/zero` is
        // refused at once.
        let text =
            morris_ai::files::read_text(&path, morris_ai::files::MAX_TEXT_FILE).map_err(|e| {
                tr!(
                    self.loc,
                    "error-read",
                    file = file.as_str(),
                    reason = morris_i18n::words::io_reason(&self.loc, &e)
                )
            })?;
        let record = self
            .parse_record(&text)
            .map_err(|e| tr!(self.loc, "error-load", file = file.as_str(), reason = e))?;
        record.to_game().map_err(|e| {
            let reason = self.record_error_text(&record, &e);
            tr!(
                self.loc,
                "error-load",
                file = file.as_str(),
                reason = reason
            )
        })?;
        Ok((record, file))
    }

    /// Goes on with a record's game (and its players, when it names them
    /// as this program does). An AI to move waits to be told.
    fn replace_game(&mut self, record: &Record) -> Result<(), String> {
        self.table
            .apply(Do::Load(record.clone()), std::time::Instant::now())
            .map_err(|e| match e {
                morris_play::TableError::Record(e) => self.record_error_text(record, &e),
                other => self.table_error_text(&other),
            })?;
        self.next_rules = *self.game().rules();
        self.dirty = true;
        // A reviewed record brings its review: `review` shows it at once.
        self.reviewed = morris_ai::review::Review::from_record(record, self.game());
        Ok(())
    }

    /// A new game from a position text, under the rules in play; a text
    /// that cannot be read, or a position that cannot stand, changes
    /// nothing and says why.
    fn setup(&mut self, text: &str) -> Result<String, String> {
        let pos = self.setup_position(text)?;
        let rules = *pos.rules();
        self.apply(Do::Start(Game::from_position(pos)))?;
        self.dirty = true;
        Ok(tr!(
            self.loc,
            "setup-done",
            rules = self.rules_text(&rules),
            sides = self.sides_text()
        ))
    }

    /// The position a position text stands for under the rules in play.
    fn setup_position(&self, text: &str) -> Result<Position, String> {
        let setup = Setup::parse_any(text)
            .map_err(|e| morris_i18n::words::bad_position_text(&self.loc, &e))?;
        let pos = Position::from_setup(&setup, *self.game().rules())
            .map_err(|e| morris_i18n::words::bad_position(&self.loc, &e))?;
        // As in the app's editor: a position over already is no game.
        if let Some(outcome) = pos.outcome() {
            return Err(tr!(
                self.loc,
                "position-over",
                outcome = self.outcome_text(outcome)
            ));
        }
        Ok(pos)
    }

    /// The rules `new` starts with: the preset (or the next game's rules)
    /// changed by the options.
    fn new_rules(
        &self,
        preset: Option<Preset>,
        options: &[(RuleOption, String)],
    ) -> Result<Rules, String> {
        let mut rules = preset.map_or(self.next_rules, Rules::preset);
        for (option, value) in options {
            rules
                .set(*option, value)
                .map_err(|_| self.bad_value_text(*option, value))?;
        }
        Ok(rules)
    }

    fn new_game(
        &mut self,
        preset: Option<Preset>,
        options: &[(RuleOption, String)],
    ) -> Result<String, String> {
        let rules = self.new_rules(preset, options)?;
        self.next_rules = rules;
        // Fresh AIs: the same commands give the same game.
        let players = self.players();
        self.apply(Do::NewGame { rules, players })?;
        self.dirty = true;
        Ok(tr!(
            self.loc,
            "new-game",
            rules = self.rules_text(&rules),
            sides = self.sides_text()
        ))
    }

    /// `solve N`: builds the endgame databases of the game's rules up to N
    /// pieces in all in the background while the game goes on; `solve 4-3`
    /// builds one pair (with its mirror, and the pairs it needs first), as
    /// `morris solve 4-3` does; `solve stop` stops (what is finished stays,
    /// and the next `solve` goes on from there); `solve` says how far it
    /// is.
    fn solve(&mut self, what: Solve) -> Result<String, String> {
        match what {
            Solve::Status => Ok(match self.table.build() {
                Some(build) => self.build_text(build),
                None => self.built_text(),
            }),
            Solve::Stop => {
                if self.table.build().is_none() {
                    return Ok(tr!(self.loc, "solve-idle"));
                }
                self.table.cancel_build();
                Ok(tr!(self.loc, "solve-stopping"))
            }
            Solve::UpTo(n) => {
                self.build_free()?;
                self.table
                    .build_databases(n)
                    .map_err(|e| self.build_refusal_text(e))?;
                self.building_pair = None;
                if morris_ai::db::covers_whole_game(self.game().rules()) {
                    return Ok(tr!(self.loc, "solve-started-whole"));
                }
                Ok(tr!(self.loc, "solve-started", pieces = n))
            }
            // A small board's game is solved whole, not by pairs.
            Solve::Pair(_) if morris_ai::db::covers_whole_game(self.game().rules()) => {
                self.solve(Solve::UpTo(6))
            }
            Solve::Pair(pair) => {
                // Checked against the rules in play before anything starts.
                let max = usize::from(self.game().rules().pieces());
                if pair.to_move > max || pair.other > max {
                    return Err(tr!(
                        self.loc,
                        "solve-bad-pair",
                        pair = pair.to_string(),
                        max = max
                    ));
                }
                self.build_free()?;
                self.table
                    .build_pair(pair)
                    .map_err(|e| self.build_refusal_text(e))?;
                self.building_pair = Some(pair);
                Ok(tr!(
                    self.loc,
                    "solve-started-pair",
                    pairs = morris_i18n::words::pairs(&self.loc, pair)
                ))
            }
        }
    }

    /// `Err` with what runs when a build is under way already.
    fn build_free(&self) -> Result<(), String> {
        match self.table.build() {
            Some(build) => Err(match build.pair() {
                Some(pair) => tr!(
                    self.loc,
                    "solve-busy-pair",
                    pairs = morris_i18n::words::pairs(&self.loc, pair)
                ),
                None => tr!(self.loc, "solve-busy", pieces = build.pieces()),
            }),
            None => Ok(()),
        }
    }

    /// Why a build did not start.
    fn build_refusal_text(&self, refusal: BuildRefusal) -> String {
        match refusal {
            BuildRefusal::NoPlace => tr!(self.loc, "solve-no-dir"),
            BuildRefusal::Busy(pieces) => tr!(self.loc, "solve-busy", pieces = pieces),
        }
    }

    /// With no build under way: how far the databases of the game's rules
    /// are built, and what `solve` would add.
    fn built_text(&self) -> String {
        let Some(dir) = self.table.databases_dir() else {
            return tr!(self.loc, "solve-idle");
        };
        let dbs = morris_ai::db::Databases::new(dir, *self.game().rules());
        if morris_ai::db::covers_whole_game(self.game().rules()) {
            return if dbs.is_whole_game_solved() {
                tr!(self.loc, "solve-idle-whole-built")
            } else {
                tr!(self.loc, "solve-idle-whole-none")
            };
        }
        let extents = || morris_play::build::extents_for(self.game().rules());
        let built = extents()
            .map(|e| e.pieces)
            .filter(|&n| dbs.has_files_up_to(n))
            .max();
        let next = extents()
            .map(|e| e.pieces)
            .find(|&n| built.is_none_or(|b| n > b));
        match (built, next) {
            (None, Some(next)) => tr!(self.loc, "solve-idle-none", next = next),
            (Some(pieces), Some(next)) => {
                tr!(self.loc, "solve-idle-built", pieces = pieces, next = next)
            }
            (Some(pieces), None) => tr!(self.loc, "solve-idle-all", pieces = pieces),
            (None, None) => tr!(self.loc, "solve-idle"),
        }
    }

    /// How far the build is: `Solving 4-3 and 3-4: 42 % (2 pairs done)`.
    fn build_text(&self, build: &morris_play::build::DbBuild) -> String {
        let progress = build.progress();
        let words = |pair| morris_i18n::words::pairs(&self.loc, pair);
        let percent = (progress.within * 100.0).round() as u32;
        if build.is_whole_game() {
            return tr!(self.loc, "solve-status-whole", percent = percent);
        }
        if let Some(placed) = progress.placings {
            let percent = (placed * 100.0).floor() as u32;
            return tr!(self.loc, "solve-status-placings", percent = percent);
        }
        if progress.opening {
            return tr!(self.loc, "solve-status-opening");
        }
        match (build.pair(), progress.pair) {
            (None, Some(pair)) => tr!(
                self.loc,
                "solve-status",
                pieces = build.pieces(),
                pairs = words(pair),
                percent = percent,
                done = progress.finished
            ),
            (None, None) => tr!(self.loc, "solve-starting", pieces = build.pieces()),
            (Some(target), Some(pair)) => tr!(
                self.loc,
                "solve-status-pair",
                target = words(target),
                pairs = words(pair),
                percent = percent,
                done = progress.finished
            ),
            (Some(target), None) => {
                tr!(self.loc, "solve-starting-pair", target = words(target))
            }
        }
    }

    /// `clock`: both sides' time left; `clock CONTROL` starts the clocks
    /// afresh under it (`none` stops them).
    fn clock(&mut self, control: Option<TimeControl>) -> String {
        if let Some(control) = control {
            let _ = self.apply(Do::SetTimeControl(control));
            self.dirty = true;
        }
        let Some(clocks) = self.play().clocks() else {
            return tr!(self.loc, "clock-none");
        };
        let now = std::time::Instant::now();
        let time = |side| morris_play::clock::clock_text(clocks.left(side, now));
        tr!(
            self.loc,
            "clock-times",
            control = clocks.control().to_string(),
            white = time(Color::White),
            black = time(Color::Black)
        )
    }

    fn moves(&self) -> Result<String, String> {
        if let Some(turn) = self.play().entry().waiting() {
            return Ok(tr!(
                self.loc,
                "removals-list",
                points = super::words::join_points(turn.removal_targets())
            ));
        }
        self.game_over_error()?;
        let moves: Vec<String> = self
            .game()
            .legal_moves()
            .iter()
            .map(Move::to_string)
            .collect();
        let head = tr!(self.loc, "moves-list", count = moves.len());
        Ok(wrap(&head, &moves))
    }

    fn undo(&mut self) -> Result<String, String> {
        if let Some(text) = self.cancel_pending() {
            return Ok(text);
        }
        self.apply_said(Do::Undo)
    }

    fn redo(&mut self) -> Result<String, String> {
        self.apply_said(Do::Redo)
    }

    fn level(&mut self, level: Option<Level>) -> String {
        let Some(level) = level else {
            if self.mode == super::Mode::Interactive {
                // Said as the app says it: level 10's time a move.
                return tr!(
                    self.loc,
                    "level-now-timed",
                    level = self.level.get(),
                    seconds = self.decimal(self.movetime.as_secs_f64(), 1, false)
                );
            }
            return tr!(self.loc, "level-now", level = self.level.get());
        };
        self.level = level;
        let players = self.players().map(|p| match p {
            Player::Ai { .. } => Player::ai(level),
            other => other,
        });
        let _ = self.apply(Do::SetPlayers(players));
        tr!(self.loc, "level-set", level = level.get())
    }

    fn swap(&mut self) -> String {
        let players = self.players();
        let _ = self.apply(Do::SetPlayers(ByColor::new(players.black, players.white)));
        let _ = self.apply(Do::PauseAi(false));
        self.dirty = true;
        self.sides_text()
    }

    fn set(&mut self, option: RuleOption, value: &str) -> Result<String, String> {
        let mut rules = self.next_rules;
        rules
            .set(option, value)
            .map_err(|_| self.bad_value_text(option, value))?;
        self.next_rules = rules;
        let value = rules.get(option);
        if self.game().moves().is_empty() {
            let players = self.players();
            self.apply(Do::NewGame { rules, players })?;
            self.dirty = true;
            Ok(tr!(
                self.loc,
                "set-done",
                option = option.key(),
                value = value,
                rules = self.rules_text(&rules)
            ))
        } else {
            Ok(tr!(
                self.loc,
                "set-next-game",
                option = option.key(),
                value = value,
                rules = self.rules_text(self.game().rules())
            ))
        }
    }

    fn rules(&self) -> String {
        let rules = self.game().rules();
        let mut out = self.rules_table(rules);
        if self.next_rules != *rules {
            out.push('\n');
            out.push_str(&tr!(
                self.loc,
                "rules-next",
                rules = self.rules_text(&self.next_rules)
            ));
        }
        out
    }

    /// Every option's value under `rules`, under a title naming them.
    fn rules_table(&self, rules: &Rules) -> String {
        let mut out = tr!(self.loc, "rules-title", rules = self.rules_text(rules));
        let width = key_width();
        for option in RuleOption::ALL {
            out.push_str(&format!(
                "\n  {:<width$} {:<9} {}",
                option.key(),
                rules.get(option),
                self.loc.text(option_id(option))
            ));
        }
        out
    }

    /// `rules PRESET`: that preset's options, and how to play it.
    fn preset_rules(&self, preset: Preset) -> String {
        let mut out = self.rules_table(&Rules::preset(preset));
        out.push('\n');
        out.push_str(&tr!(self.loc, "rules-preset-new", preset = preset.name()));
        out
    }

    fn history(&self) -> String {
        let list = move_list(self.game());
        if list.is_empty() {
            return tr!(self.loc, "history-empty");
        }
        let mut out = list;
        if let Some(o) = self.game().outcome() {
            out.push('\n');
            out.push_str(&self.outcome_text(o));
        }
        out
    }

    fn save(&mut self, path: &Path, format: RecordFormat) -> Result<String, String> {
        let said = self.write_text(path, &self.record_with_review().to_text(format))?;
        self.saved_version = Some(self.play().version());
        Ok(said)
    }

    /// Writes `text` to `path` (`~` expanded, atomically): saved, or why not.
    pub(super) fn write_text(&self, path: &Path, text: &str) -> Result<String, String> {
        let path = expand_home(path);
        let file = path.display().to_string();
        write_atomically(&path, text.as_bytes())
            .map(|()| tr!(self.loc, "saved", file = file.as_str()))
            .map_err(|e| {
                tr!(
                    self.loc,
                    "error-save",
                    file = file.as_str(),
                    reason = morris_i18n::words::io_reason(&self.loc, &e)
                )
            })
    }

    fn resign(&mut self, side: Option<Color>) -> Result<String, String> {
        self.game_over_error()?;
        self.apply_said(Do::Resign(side))
    }

    /// `draw`: the AI answers by the one draw policy; two people at one
    /// terminal agree by typing it.
    fn draw(&mut self) -> Result<String, String> {
        self.game_over_error()?;
        self.apply(Do::OfferDraw)?;
        if self.play().draw_offer().is_some() {
            self.apply(Do::AnswerDraw(true))?;
        }
        Ok(self.said())
    }

    /// `accept` or `decline` at this computer: the answer to a draw
    /// offered.
    fn answer_draw(&mut self, accept: bool) -> Result<String, String> {
        if self.play().draw_offer().is_none() {
            return Err(tr!(self.loc, "online-no-question"));
        }
        self.apply_said(Do::AnswerDraw(accept))
    }

    fn help(&self, topic: Option<CommandName>) -> String {
        if let Some(c) = topic {
            let mut out = format!("{}\n  {}", c.usage(), self.loc.text(c.help_id()));
            match c {
                CommandName::New => {
                    // A line a preset: its name to type, and what it is.
                    let width = Preset::ALL
                        .iter()
                        .map(|p| p.name().len())
                        .max()
                        .unwrap_or(0);
                    out.push_str("\n  PRESET:");
                    for preset in Preset::ALL {
                        out.push_str(&format!(
                            "\n    {:<width$}  {}",
                            preset.name(),
                            self.preset_name(preset)
                        ));
                    }
                    out.push_str(&self.options_help());
                }
                CommandName::Set => out.push_str(&self.options_help()),
                _ => {}
            }
            return out;
        }
        self.command_list(CommandName::ALL.into_iter(), "help-footer")
    }

    /// Help on `commands`, a line each, between the title and the footer
    /// (a message id).
    pub(super) fn command_list(
        &self,
        commands: impl Iterator<Item = CommandName>,
        footer: &str,
    ) -> String {
        let examples = morris_i18n::words::move_examples(self.game().rules());
        let mut out = self.wrapped("", &tr!(self.loc, "help-title", examples = examples));
        for c in commands {
            out.push('\n');
            out.push_str(&self.column(c.usage(), 29, &self.loc.text(c.help_id())));
        }
        out.push('\n');
        out.push_str(&self.wrapped("", &self.loc.text(footer)));
        out
    }

    fn options_help(&self) -> String {
        let mut out = String::new();
        for option in RuleOption::ALL {
            out.push('\n');
            let head = format!("{:<width$} ", option.key(), width = key_width());
            let values = self.loc.text(values_id(option));
            out.push_str(&self.column(
                &format!("{head}{values}"),
                key_width() + 1 + 32,
                &self.loc.text(option_id(option)),
            ));
        }
        out
    }

    /// `head` and then `text`, wrapped at words to the terminal's width with
    /// the lines after the first indented under the text.
    /// `head` in a column `width` wide (indented two), then `text` wrapped
    /// beside it; a head too long for its column stands on a line of its
    /// own, the text under it in the text's column, so the columns hold.
    fn column(&self, head: &str, width: usize, text: &str) -> String {
        if head.chars().count() <= width {
            return self.wrapped(&format!("  {head:<width$} "), text);
        }
        let indent = " ".repeat(width + 3);
        format!("  {head}\n{}", self.wrapped(&indent, text))
    }

    fn wrapped(&self, head: &str, text: &str) -> String {
        let indent = head.chars().count();
        let Some(width) = self.width.filter(|&w| w >= indent + 20) else {
            return format!("{head}{text}");
        };
        let lines = textwrap::wrap(text, width - indent);
        let pad = " ".repeat(indent);
        let mut out = String::from(head);
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                out.push('\n');
                out.push_str(&pad);
            }
            out.push_str(line);
        }
        out
    }

    /// Reads a record, with a one-line message saying the line and column
    /// of any trouble.
    fn parse_record(&self, text: &str) -> Result<Record, String> {
        let record: Record = text.parse().map_err(|e| self.syntax_error_text(&e))?;
        // Replay it once here, so a record that cannot be played is refused
        // before anything changes.
        record
            .to_game()
            .map_err(|e| self.record_error_text(&record, &e))?;
        Ok(record)
    }
}

/// The moves of a game counted as its history numbers them (`1. d6 f4
/// 2. d2` is two moves), so an offer and the history agree.
fn numbered_moves(game: &Game) -> usize {
    let numbers: std::collections::BTreeSet<u32> = (0..game.moves().len())
        .filter_map(|i| {
            game.position_after(i)
                .map(morris_core::Position::turn_number)
        })
        .collect();
    numbers.len()
}

/// `~/file` as the file in the home directory, as a shell would read it.
pub(super) fn expand_home(path: &Path) -> PathBuf {
    match (
        path.strip_prefix("~"),
        directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf()),
    ) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => path.to_path_buf(),
    }
}

/// The width of the option keys' column: the longest key.
fn key_width() -> usize {
    RuleOption::ALL
        .iter()
        .map(|o| o.key().len())
        .max()
        .unwrap_or(13)
}
