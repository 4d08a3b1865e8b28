//! The session's words: every sentence the terminal game says, in the
//! player's language, from the typed states and errors of the game.

use morris_ai::db::DbValue;
use morris_core::{
    Color, Game, IllegalReason, Move, Outcome, ParseMoveError, Point, PointSet, Preset, Record,
    RecordError, RecordSyntaxError, RuleOption, Rules, Termination,
};
use morris_i18n::tr;
use morris_play::entry::Refusal;
use morris_play::{Hint, Player};

use super::Session;
use crate::board;
use crate::command::{ParseCommandError, shown};

/// The widest line of move lists.
const WRAP: usize = 78;

impl Session {
    pub(super) fn color_name(&self, side: Color) -> String {
        morris_i18n::words::color(&self.loc, side)
    }

    pub(super) fn player_text(&self, player: Player) -> String {
        match (player, player.level()) {
            (Player::Engine, _) => tr!(self.loc, "player-engine"),
            (_, None) => tr!(self.loc, "player-human"),
            (_, Some(level)) => tr!(self.loc, "player-ai", level = level.get()),
        }
    }

    /// `White (human)`, `Black (AI level 5)`.
    pub(super) fn player_label(&self, side: Color) -> String {
        tr!(
            self.loc,
            "player-label",
            color = self.color_name(side),
            player = self.player_text(self.play().players()[side])
        )
    }

    /// `Black (AI level 5)`, `Black (engine)`: the machine playing `side`
    /// now (our AI at the `ai` command's level on a person's side).
    pub(super) fn ai_label(&self, side: Color) -> String {
        let player = match self.play().players()[side] {
            Player::Engine => Player::Engine,
            _ => Player::ai(self.ai_level(side)),
        };
        tr!(
            self.loc,
            "player-label",
            color = self.color_name(side),
            player = self.player_text(player)
        )
    }

    pub(super) fn sides_text(&self) -> String {
        tr!(
            self.loc,
            "sides",
            white = self.player_label(Color::White),
            black = self.player_label(Color::Black)
        )
    }

    /// `Nine Men's Morris [nine flying=off]`: the name of the closest
    /// preset and the rules as `--rules` and `--set` write them.
    pub(super) fn rules_text(&self, rules: &Rules) -> String {
        let (preset, _) = rules.closest_preset();
        format!("{} [{rules}]", self.preset_name(preset))
    }

    /// A preset's name in the player's language.
    pub(super) fn preset_name(&self, preset: Preset) -> String {
        preset_id(preset).map_or_else(|| preset.name().to_owned(), |id| self.loc.text(id))
    }

    /// A number with `places` decimals, as the player's language writes it.
    pub(super) fn decimal(&self, value: f64, places: usize, sign: bool) -> String {
        morris_i18n::words::decimal(&self.loc, value, places, sign)
    }

    pub(super) fn termination_text(&self, termination: Termination) -> String {
        morris_i18n::words::termination(&self.loc, termination, self.game().rules())
    }

    pub(super) fn outcome_text(&self, outcome: Outcome) -> String {
        morris_i18n::words::ending(&self.loc, outcome, self.game().rules(), &|side| {
            board::paint_side(&self.color_name(side), side, self.color)
        })
    }

    /// A flag's fall and the end it made: the ending names who ran out of
    /// time when they lost; a draw on time says it first.
    pub(super) fn flag_text(&self, side: Color, outcome: Outcome) -> String {
        if outcome.winner.is_some() {
            return self.outcome_text(outcome);
        }
        tr!(
            self.loc,
            "flag-fall",
            color = self.color_name(side),
            outcome = self.outcome_text(outcome)
        )
    }

    /// The hint: exact when the databases gave it at once (no search).
    pub(super) fn hint_text(&self, hint: &Hint) -> String {
        let choice = hint;
        let value = if choice.exact == Some(DbValue::Draw) {
            tr!(self.loc, "score-draw")
        } else if let (None, Some(w)) = (choice.exact, choice.solved) {
            // A compact pack or the search over the placing phase: the
            // value with best play, without its distance.
            morris_i18n::words::move_value(&self.loc, morris_ai::analysis::MoveValue::Solved(w))
        } else {
            morris_i18n::words::score(&self.loc, choice.score)
        };
        if hint.from_server {
            tr!(
                self.loc,
                "hint-server",
                mv = choice.mv.to_string(),
                value = value
            )
        } else if (hint.depth == 0 && hint.exact.is_some())
            || (hint.exact.is_none() && hint.solved.is_some())
        {
            tr!(
                self.loc,
                "hint-exact",
                mv = choice.mv.to_string(),
                value = value
            )
        } else {
            tr!(self.loc, "hint", mv = choice.mv.to_string(), value = value)
        }
    }

    /// `d6 is not legal: d6 is not empty`.
    pub(super) fn illegal_text(&self, mv: Move, reason: &IllegalReason) -> String {
        let reason = morris_i18n::records::illegal_reason(&self.loc, reason);
        tr!(
            self.loc,
            "illegal-move",
            mv = mv.to_string(),
            reason = reason
        )
    }

    /// Why a typed move or removal (`tried`, as the player meant it) was
    /// refused.
    pub(super) fn refusal_text(&self, refusal: &Refusal, tried: Move) -> String {
        match refusal {
            Refusal::Illegal(reason) => self.illegal_text(tried, reason),
            Refusal::NoRemovalDue => tr!(self.loc, "error-no-pending"),
            Refusal::AiToMove | Refusal::FriendToMove => {
                self.table_error_text(&morris_play::table::TableError::Refused(refusal.clone()))
            }
            Refusal::Notation(text) => {
                self.bad_move_text(text, &ParseMoveError::Unexpected { at: 0 })
            }
            _ => tr!(self.loc, "error-game-over"),
        }
    }

    pub(super) fn move_error_reason(&self, e: &ParseMoveError) -> String {
        match e {
            ParseMoveError::Empty => tr!(self.loc, "bad-move-empty"),
            ParseMoveError::BadPoint { at } => tr!(self.loc, "bad-move-point", at = at + 1),
            ParseMoveError::Unexpected { at } => {
                tr!(self.loc, "bad-move-unexpected", at = at + 1)
            }
            ParseMoveError::DuplicateRemoval(p) => {
                tr!(self.loc, "bad-move-duplicate", point = p.to_string())
            }
            ParseMoveError::SamePoint(p) => {
                tr!(self.loc, "bad-move-same-point", point = p.to_string())
            }
            other => other.to_string(),
        }
    }

    pub(super) fn bad_move_text(&self, text: &str, e: &ParseMoveError) -> String {
        tr!(
            self.loc,
            "error-bad-move",
            text = text,
            reason = self.move_error_reason(e)
        )
    }

    pub(super) fn bad_value_text(&self, option: RuleOption, value: &str) -> String {
        tr!(
            self.loc,
            "error-bad-value",
            value = shown(value),
            option = option.key(),
            expected = self.loc.text(values_id(option))
        )
    }

    /// The one-line message of a line that is no command.
    #[must_use]
    pub fn parse_error_text(&self, e: &ParseCommandError) -> String {
        match e {
            ParseCommandError::Empty => tr!(self.loc, "error-empty"),
            ParseCommandError::TooLong(n) => tr!(self.loc, "error-too-long", length = *n),
            ParseCommandError::Unknown(word) => {
                tr!(self.loc, "error-unknown-command", word = word)
            }
            ParseCommandError::BadMove { text, error } => self.bad_move_text(text, error),
            ParseCommandError::Usage(c) => tr!(self.loc, "error-usage", usage = c.usage()),
            ParseCommandError::UnknownPreset(name) => {
                tr!(self.loc, "error-unknown-preset", name = name)
            }
            ParseCommandError::UnknownOption(name) => {
                tr!(self.loc, "error-unknown-option", name = name)
            }
            ParseCommandError::BadValue { option, value } => self.bad_value_text(*option, value),
            ParseCommandError::BadLevel(value) => {
                tr!(self.loc, "error-bad-level", value = value)
            }
            ParseCommandError::BadSolve(value) => {
                tr!(self.loc, "error-bad-solve", value = value)
            }
            ParseCommandError::BadClock(value) => {
                tr!(self.loc, "error-bad-clock", value = value)
            }
            ParseCommandError::BadDepth(value) => tr!(
                self.loc,
                "error-bad-depth",
                value = value,
                max = morris_ai::analysis::MAX_DEPTH
            ),
            ParseCommandError::BadColor(value) => {
                tr!(self.loc, "error-bad-color", value = value)
            }
            ParseCommandError::BadFormat(value) => {
                tr!(self.loc, "error-bad-format", value = value)
            }
            ParseCommandError::UnknownTopic(word) => {
                tr!(self.loc, "error-unknown-topic", word = word)
            }
            ParseCommandError::UnknownTheme(word) => {
                let themes: Vec<&str> = morris_ai::puzzles::Theme::ALL
                    .iter()
                    .map(|t| t.name())
                    .collect();
                tr!(
                    self.loc,
                    "error-unknown-theme",
                    word = word,
                    themes = themes.join(", ")
                )
            }
            ParseCommandError::BadRush(word) => {
                tr!(self.loc, "error-bad-rush", value = word)
            }
        }
    }

    pub(super) fn syntax_error_text(&self, e: &RecordSyntaxError) -> String {
        morris_i18n::records::record_syntax(&self.loc, e)
    }

    pub(super) fn record_error_text(&self, record: &Record, e: &RecordError) -> String {
        morris_i18n::records::record_error(&self.loc, record, e)
    }
}

/// The message id of an option's description.
pub(super) fn option_id(option: RuleOption) -> &'static str {
    match option {
        RuleOption::Board => "option-board",
        RuleOption::Pieces => "option-pieces",
        RuleOption::Diagonals => "option-diagonals",
        RuleOption::Flying => "option-flying",
        RuleOption::AllInMills => "option-all-in-mills",
        RuleOption::Removals => "option-removals",
        RuleOption::First => "option-first",
        RuleOption::Repetition => "option-repetition",
        RuleOption::NMove => "option-n-move",
        RuleOption::FullBoard => "option-full-board",
        RuleOption::MovesInPlacing => "option-moves-in-placing",
        RuleOption::OneTimeMills => "option-one-time-mills",
        RuleOption::RemoveFromMills => "option-remove-from-mills",
        RuleOption::DefenderFirst => "option-defender-first",
        RuleOption::RestrictRepeatedMills => "option-restrict-repeated-mills",
        RuleOption::EndgameNMove => "option-endgame-n-move",
        RuleOption::PlacingMills => "option-placing-mills",
        RuleOption::Intervention => "option-intervention",
        // An option added to the core before its words are: no description.
        _ => "",
    }
}

/// The message id of the values an option takes.
pub(super) fn values_id(option: RuleOption) -> &'static str {
    match option {
        RuleOption::Board => "values-board",
        RuleOption::Pieces => "values-pieces",
        RuleOption::Diagonals
        | RuleOption::Repetition
        | RuleOption::MovesInPlacing
        | RuleOption::OneTimeMills
        | RuleOption::RemoveFromMills
        | RuleOption::DefenderFirst
        | RuleOption::RestrictRepeatedMills
        | RuleOption::Intervention => "values-on-off",
        RuleOption::Flying => "values-flying",
        RuleOption::AllInMills => "values-all-in-mills",
        RuleOption::Removals => "values-removals",
        RuleOption::First => "values-first",
        RuleOption::NMove | RuleOption::EndgameNMove => "values-n-move",
        RuleOption::FullBoard => "values-full-board",
        RuleOption::PlacingMills => "values-placing-mills",
        _ => "",
    }
}

/// The message id of a preset's name (`None`: a preset added to the core
/// before its words are, named by its key).
fn preset_id(preset: Preset) -> Option<&'static str> {
    Some(match preset {
        Preset::Nine => "preset-nine",
        Preset::NineNoFlying => "preset-nine-no-flying",
        Preset::Twelve => "preset-twelve",
        Preset::SeedClassic => "preset-seed-classic",
        Preset::Lasker => "preset-lasker",
        Preset::OneTimeMill => "preset-one-time-mill",
        Preset::Nerenchi => "preset-nerenchi",
        Preset::Morabaraba => "preset-morabaraba",
        Preset::ChamGonu => "preset-cham-gonu",
        Preset::ChengSanQi => "preset-cheng-san-qi",
        Preset::DaSanQi => "preset-da-san-qi",
        Preset::Dooz => "preset-dooz",
        Preset::ZhiQi => "preset-zhi-qi",
        Preset::ElFilja => "preset-el-filja",
        Preset::MulMulan => "preset-mul-mulan",
        Preset::Three => "preset-three",
        Preset::Six => "preset-six",
        _ => return None,
    })
}

pub(super) fn join_points(points: PointSet) -> String {
    points
        .iter()
        .map(|p: Point| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `head` and the words after it, wrapped at [`WRAP`] columns with an
/// indent of two.
pub(super) fn wrap(head: &str, words: &[String]) -> String {
    let text = std::iter::once(head)
        .chain(words.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" ");
    let options = textwrap::Options::new(WRAP)
        .subsequent_indent("  ")
        .break_words(false);
    textwrap::wrap(&text, options).join("\n")
}

/// The moves of `game` numbered in pairs, one pair a line (`1. d6 f4`),
/// as the shared transcript snapshots write them.
#[must_use]
pub fn move_list(game: &Game) -> String {
    game.move_list()
}
