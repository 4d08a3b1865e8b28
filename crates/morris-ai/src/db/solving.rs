//! Solving the pairs, fewer pieces first, and checking a solved pair
//! against its children's values.

use morris_core::Removals;

use super::{Databases, DbError, Pair, Progress, code_in, covers, file, files, solve, verify};
use crate::stop::StopFlag;

/// Solving and checking pairs.
impl Databases {
    /// The classes (as their pairs) that solving `a-b` needs first: the
    /// pairs removals lead to.
    pub(super) fn dependencies(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        let most = match self.rules.removals() {
            Removals::One => 1,
            // A rule not known here yet: every pair up to three removals
            // down, which is all a turn can remove (solving more is safe).
            _ => 3,
        };
        let mut deps = Vec::new();
        for r in 1..=most {
            for (x, y) in [(b, a), (a, b)] {
                if x >= 3 + r {
                    deps.push((x - r, y));
                }
            }
        }
        deps
    }

    /// Solves the pair `a-b` (with `b-a`) and, first, every smaller pair it
    /// needs, skipping pairs already solved: a pair counts as solved only
    /// when its file is loaded and checked, by itself and against what is
    /// known without it (the pair's longest distance where it is written
    /// down, and a sample of its positions against their moves), so a
    /// damaged or inconsistent one is solved again; a file written is read
    /// back and checked alike. Files are written whole and renamed into
    /// place ([`files::write_atomically_with`]), so an interrupted solve
    /// leaves no half file: run again, it starts the unfinished pair over
    /// and sweeps the killed write's temporary file.
    ///
    /// # Errors
    /// A pair the rules cannot have, a file that cannot be written, or one
    /// written that its check refuses.
    pub fn solve(&self, pair: Pair, progress: &(dyn Fn(SolveEvent) + Sync)) -> Result<(), DbError> {
        self.solve_until(pair, progress, &StopFlag::new())
    }

    /// As [`Databases::solve`], given up when `cancel` is raised: the pairs
    /// written so far stay, the one under way is dropped, and a later solve
    /// goes on from it.
    ///
    /// # Errors
    /// As [`Databases::solve`], and [`DbError::Cancelled`].
    pub fn solve_until(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        self.solve_with(pair, progress, cancel, &mut Vec::new())
    }

    /// Whether the file of `a-b` is sound, read and checked if it is not
    /// loaded already (and then not kept: a long solve checks many
    /// files it does not read from).
    ///
    /// # Errors
    /// The file was made by a newer version of the program: it is not
    /// solved again over it.
    fn sound(&self, a: usize, b: usize) -> Result<bool, DbError> {
        if let Some(Some(_)) = self
            .tables
            .read()
            .ok()
            .and_then(|t| t.get(&(a, b)).cloned())
        {
            return Ok(true);
        }
        match self.load(a, b, false) {
            Ok(_) => Ok(true),
            Err(e @ DbError::Newer(_)) => Err(e),
            Err(e) => {
                self.refused(&e);
                Ok(false)
            }
        }
    }

    /// [`Databases::solve_until`], with the pairs found sound during this
    /// solve in `sound`, so each file is checked once.
    fn solve_with(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
        sound: &mut Vec<(usize, usize)>,
    ) -> Result<(), DbError> {
        if cancel.is_stopped() {
            return Err(DbError::Cancelled);
        }
        if !covers(&self.rules) {
            let why = if self.rules.board() == morris_core::Board::TwentyFour {
                "they remember earlier mills, remove pieces from mills or take by intervention"
            } else {
                "they index the 24 points of the large board, and these rules play on a small one"
            };
            return Err(DbError::Solve(format!(
                "the endgame databases do not cover these rules ({}): {why}",
                self.rules
            )));
        }
        let (a, b) = (pair.to_move, pair.other);
        if !self.valid_pair(a, b) {
            return Err(DbError::NoSuchPair(pair));
        }
        if sound.contains(&(a, b)) {
            return Ok(());
        }
        if self.sound(a, b)? && self.sound(b, a)? {
            sound.extend([(a, b), (b, a)]);
            return Ok(());
        }
        for (x, y) in self.dependencies(a, b) {
            self.solve_with(Pair::new(x, y), progress, cancel, sound)?;
        }
        // Only what this class reads stays in memory.
        let needed = self.dependencies(a, b);
        self.keep_only(&needed);
        let tables = self.loaded(&needed);
        progress(SolveEvent::Start { pair });
        let lookup = |x: usize, y: usize, mover, other| code_in(&tables, x, y, mover, other);
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let solved =
            solve::solve_class(self.rules, a, b, &lookup, &report, cancel).map_err(solver_error)?;
        std::fs::create_dir_all(&self.dir).map_err(|e| DbError::Io(self.dir.clone(), e))?;
        // A solve killed while writing (it may have run for minutes) left
        // its temporary file here.
        files::remove_leftovers(&self.dir);
        for s in &solved {
            file::write(&self.path(s.a, s.b), &self.rules, s.a, s.b, s.codes.bytes())?;
            if let Ok(mut t) = self.tables.write() {
                t.remove(&(s.a, s.b));
            }
        }
        // What was written counts as done once it is read back and
        // checked as a file found on disk is.
        for s in &solved {
            self.load(s.a, s.b, false)?;
            sound.push((s.a, s.b));
        }
        progress(SolveEvent::Done { pair });
        Ok(())
    }

    /// Solves every pair with at most `total` pieces in all.
    ///
    /// # Errors
    /// As [`Databases::solve`].
    pub fn solve_up_to(
        &self,
        total: usize,
        progress: &(dyn Fn(SolveEvent) + Sync),
    ) -> Result<(), DbError> {
        self.solve_up_to_until(total, progress, &StopFlag::new())
    }

    /// As [`Databases::solve_up_to`], given up when `cancel` is raised (see
    /// [`Databases::solve_until`]).
    ///
    /// # Errors
    /// As [`Databases::solve`], and [`DbError::Cancelled`].
    pub fn solve_up_to_until(
        &self,
        total: usize,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        let mut sound = Vec::new();
        for (a, b) in self.pairs_up_to(total) {
            self.solve_with(Pair::new(a, b), progress, cancel, &mut sound)?;
        }
        Ok(())
    }

    /// Solves every pair of the rules: each side from 3 pieces up to the
    /// rules' number (all 28 classes of Nine Men's Morris), fewer pieces
    /// first, going on from the pairs already solved.
    ///
    /// # Errors
    /// As [`Databases::solve_up_to_until`].
    pub fn solve_all_until(
        &self,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        self.solve_up_to_until(self.most_pieces(), progress, cancel)
    }

    /// Checks every stored value of a solved pair against the values of
    /// what its moves lead to (the pair itself, its swap and the smaller
    /// pairs removals reach), walking forwards with the core's moves,
    /// apart from the solver's un-moves: the number of positions that
    /// disagree, 0 for a sound pair. The file is checked first, as
    /// [`Databases::verify`] does.
    ///
    /// # Errors
    /// The pair or one its moves lead to is not solved or unusable, or
    /// [`DbError::Cancelled`].
    pub fn verify_values(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<u64, DbError> {
        let (a, b) = (pair.to_move, pair.other);
        let mut needed = self.dependencies(a, b);
        needed.extend([(a, b), (b, a)]);
        self.keep_only(&needed);
        for &(x, y) in &needed {
            // Why not, as the file's check says it.
            self.resident_table(x, y)?;
        }
        let table = self.resident_table(a, b)?;
        let swap = self.resident_table(b, a)?;
        let tables = self.loaded(&needed);
        let lookup = |x: usize, y: usize, mover, other| code_in(&tables, x, y, mover, other);
        progress(SolveEvent::Start { pair });
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let bad = verify::verify_pair(
            self.rules,
            &table.index,
            table.memory().ok_or_else(not_in_memory)?,
            verify::Stored {
                index: &swap.index,
                codes: &swap.codes,
            },
            &lookup,
            &report,
            cancel,
        )
        .map_err(solver_error)?;
        progress(SolveEvent::Done { pair });
        Ok(bad)
    }
}

/// The error of a table read whole that is not in memory (never: such
/// tables are read with `resident`).
pub(super) fn not_in_memory() -> DbError {
    DbError::Solve("a table to be read whole is not in memory".to_owned())
}

/// The error of a solver's message: a cancel, or why it could not go on.
pub(super) fn solver_error(why: String) -> DbError {
    if why == solve::CANCELLED {
        DbError::Cancelled
    } else {
        DbError::Solve(why)
    }
}

/// What [`Databases::solve`] reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SolveEvent {
    /// Solving the class of a pair begins.
    Start {
        /// The pair (solved with its swap).
        pair: Pair,
    },
    /// Progress within the class.
    Progress {
        /// The pair.
        pair: Pair,
        /// How far it is.
        progress: Progress,
    },
    /// The class is solved and written.
    Done {
        /// The pair.
        pair: Pair,
    },
}
