//! Perfect play from a server that solved the game: the client of its
//! tablebase API (`GET /api/v1/position`, docs/TABLEBASE.md). The AI asks
//! it, beside its own search, where its own databases do not reach: for a
//! hint and for level 10's turn ([`crate::brains::Brains`]). A question
//! is asked on a thread of its own and waited for at most
//! [`Tablebase::timeout`]; a server that does not answer leaves the search
//! to decide, and is said once.

use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use morris_ai::Choice;
use morris_ai::analysis::MoveValue;
use morris_ai::db::{DbValue, Wdl};
use morris_core::{Move, Position, Preset};
use morris_protocol::{TablebaseAnswer, TablebaseError, TablebaseResult, TablebaseValue};

/// How long a question waits for the server by default: well under a
/// move's time (the settings' `tablebase_ms`).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_millis(800);

/// A tablebase server to ask.
#[derive(Clone, Debug)]
pub struct Tablebase {
    url: String,
    timeout: Duration,
    agent: ureq::Agent,
    /// Why the last question the analysis or the review asked found the
    /// server away, until taken ([`Tablebase::take_away`]).
    away: std::sync::Arc<std::sync::Mutex<Option<String>>>,
}

impl PartialEq for Tablebase {
    fn eq(&self, other: &Tablebase) -> bool {
        self.url == other.url && self.timeout == other.timeout
    }
}

impl Tablebase {
    /// The server at `url` (`http://host:port` or `https://…`, as `morris
    /// serve` says it), asked with `timeout`.
    ///
    /// # Errors
    /// An address that is not an HTTP one.
    pub fn new(url: &str, timeout: Duration) -> Result<Tablebase, String> {
        let url = url.trim().trim_end_matches('/');
        let rest = url
            .strip_prefix("http://")
            .or_else(|| url.strip_prefix("https://"))
            .ok_or_else(|| format!("{url:?} is no server address: give http://HOST:PORT"))?;
        if rest.is_empty() || rest.contains(char::is_whitespace) {
            return Err(format!(
                "{url:?} is no server address: give http://HOST:PORT"
            ));
        }
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .build()
            .into();
        Ok(Tablebase {
            url: url.to_owned(),
            timeout,
            agent,
            away: std::sync::Arc::default(),
        })
    }

    /// The server's address.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// How long a question waits for the answer.
    #[must_use]
    pub const fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Asks for `pos`, waiting for the answer (at most the timeout).
    ///
    /// # Errors
    /// Why there is no answer: the server unreachable or silent, an
    /// error it answered, an answer that does not read.
    pub fn ask(&self, pos: &Position) -> Result<TablebaseAnswer, String> {
        let preset = pos.rules().closest_preset();
        if !preset.1.is_empty() {
            return Err("the server knows the presets' rules only".to_owned());
        }
        let mut response = self
            .agent
            .get(format!("{}/api/v1/position", self.url))
            .query("rules", preset_name(preset.0))
            .query("position", pos.to_string())
            .call()
            .map_err(|e| format!("the server did not answer: {e}"))?;
        let status = response.status();
        if !status.is_success() {
            let error: Result<TablebaseError, _> = response.body_mut().read_json();
            return Err(error.map_or_else(
                |_| format!("the server answered {status}"),
                |e| format!("the server refused: {}", e.reason),
            ));
        }
        response
            .body_mut()
            .read_json()
            .map_err(|e| format!("the server's answer does not read: {e}"))
    }

    /// Asks for `pos` on a thread of its own; the answer comes through
    /// the [`Pending`] question.
    #[must_use]
    pub fn ask_later(&self, pos: Position) -> Pending {
        let (tell, answer) = mpsc::channel();
        let this = self.clone();
        std::thread::spawn(move || {
            let _ = tell.send(this.ask(&pos));
        });
        Pending {
            answer,
            deadline: Instant::now() + self.timeout,
        }
    }
}

fn preset_name(preset: Preset) -> &'static str {
    preset.name()
}

/// A question asked of the server, its answer to come.
#[derive(Debug)]
pub struct Pending {
    answer: Receiver<Result<TablebaseAnswer, String>>,
    deadline: Instant,
}

impl Pending {
    /// The answer, if it came; `Some(Err)` once the time is up without
    /// one; `None` while it may still come.
    pub fn poll(&self) -> Option<Result<TablebaseAnswer, String>> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(mpsc::TryRecvError::Empty) if Instant::now() < self.deadline => None,
            Err(_) => Some(Err("the server did not answer in time".to_owned())),
        }
    }

    /// Waits for the answer until the deadline.
    pub fn wait(&self) -> Result<TablebaseAnswer, String> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        self.answer
            .recv_timeout(left)
            .unwrap_or_else(|_| Err("the server did not answer in time".to_owned()))
    }
}

/// A value the server told, as the databases' own where it has the plies.
#[must_use]
pub fn db_value(value: TablebaseValue) -> Option<DbValue> {
    match (value.result, value.plies) {
        (TablebaseResult::Win, Some(n)) => Some(DbValue::Win(n)),
        (TablebaseResult::Loss, Some(n)) => Some(DbValue::Loss(n)),
        (TablebaseResult::Draw, _) => Some(DbValue::Draw),
        _ => None,
    }
}

/// A result as win, draw or loss; `None` when unknown.
fn wdl_of(result: TablebaseResult) -> Option<Wdl> {
    match result {
        TablebaseResult::Win => Some(Wdl::Win),
        TablebaseResult::Draw => Some(Wdl::Draw),
        TablebaseResult::Loss => Some(Wdl::Loss),
        TablebaseResult::Unknown => None,
    }
}

/// The server's best turn when `chosen` does not keep the position's
/// value by its `answer` (a win stays a win, a draw a draw); `None` when it
/// does, or the answer does not know the position.
#[must_use]
pub fn better_than(answer: &TablebaseAnswer, chosen: Move) -> Option<Move> {
    if !answer.value.exact {
        return None;
    }
    let turns: Vec<(Move, TablebaseValue)> = answer
        .turns
        .iter()
        .filter_map(|t| Some((t.turn.parse::<Move>().ok()?, t.value)))
        .collect();
    let &(best, value) = turns.first()?;
    let keeps = turns
        .iter()
        .any(|(m, v)| *m == chosen && v.exact && v.result == value.result);
    (!keeps).then_some(best)
}

impl Tablebase {
    /// Why the server was found away by the analysis or the review since
    /// the last call; `None` when it answered (or was not asked).
    #[must_use]
    pub fn take_away(&self) -> Option<String> {
        self.away.lock().ok().and_then(|mut a| a.take())
    }
}

/// The analysis and the review ask the server where their own databases
/// do not reach: every turn's value, exact (the plies to the end) or
/// solved (a placing position's win, draw or loss); an answer that does
/// not know them all, or none in time, leaves them to search.
impl morris_ai::analysis::Oracle for Tablebase {
    fn move_values(&self, pos: &Position) -> Option<Vec<(Move, MoveValue)>> {
        let answer = match self.ask(pos) {
            Ok(answer) => answer,
            Err(why) => {
                if let Ok(mut away) = self.away.lock() {
                    *away = Some(why);
                }
                return None;
            }
        };
        answer
            .turns
            .iter()
            .map(|t| {
                let turn = t.turn.parse::<Move>().ok()?;
                if !t.value.exact {
                    return None;
                }
                let value = match db_value(t.value) {
                    Some(v) => MoveValue::Exact(v),
                    None => MoveValue::Solved(wdl_of(t.value.result)?),
                };
                Some((turn, value))
            })
            .collect()
    }
}

impl morris_engine::server::oracle::Oracle for Tablebase {
    fn ask(&self, root: &Position) -> Box<dyn morris_engine::server::oracle::Asked> {
        Box::new(self.ask_later(*root))
    }
}

impl morris_engine::server::oracle::Asked for Pending {
    fn better(self: Box<Self>, chosen: Move) -> Option<Move> {
        better_than(&self.wait().ok()?, chosen)
    }
}

/// Makes the oracle of `morris engine`'s `setoption name Tablebase value
/// URL`: this client, waiting [`DEFAULT_TIMEOUT`].
#[must_use]
pub fn oracle_maker() -> morris_engine::server::oracle::OracleMaker {
    std::sync::Arc::new(|url: &str| {
        Tablebase::new(url, DEFAULT_TIMEOUT).map(|t| {
            std::sync::Arc::new(t) as std::sync::Arc<dyn morris_engine::server::oracle::Oracle>
        })
    })
}

/// The search's `choice` made perfect by the server's `answer`: kept when
/// it keeps the position's value ([`better_than`]), else the server's best
/// turn; either way with the server's exact value. `None` when the answer
/// does not know the position.
#[must_use]
pub fn perfect(choice: &Choice, answer: &TablebaseAnswer) -> Option<Choice> {
    if !answer.value.exact {
        return None;
    }
    let mv = better_than(answer, choice.mv).unwrap_or(choice.mv);
    let value = answer
        .turns
        .iter()
        .find(|t| t.turn.parse::<Move>().ok() == Some(mv))?
        .value;
    let exact = db_value(value);
    Some(Choice {
        mv,
        score: exact.map_or(choice.score, |v| v.score(0)),
        pv: if mv == choice.mv {
            choice.pv.clone()
        } else {
            vec![mv]
        },
        exact,
        // Exact without its plies (the server's compact pack, its search
        // over the placing phase): the value with best play.
        solved: exact.is_none().then(|| wdl_of(value.result)).flatten(),
        ..choice.clone()
    })
}
