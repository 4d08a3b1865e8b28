//! Options of `morris solve`.

use clap::Args;
use morris_ai::db::Pair;

use super::RulesArgs;

/// Options of `morris solve`.
#[derive(Debug, Clone, Args)]
#[command(group(
    clap::ArgGroup::new("what")
        .required(true)
        .multiple(true)
        .args(["pair", "up_to", "all", "opening", "sectors"])
))]
pub struct SolveArgs {
    /// The pair to solve, A-B (the side to move has A pieces, the other B).
    pub pair: Option<Pair>,
    /// Solve every pair with at most N pieces in all.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(6..=24), conflicts_with = "pair")]
    pub up_to: Option<u32>,
    /// Solve the whole game: on the small boards (`--rules three`, `--rules
    /// six`) from the empty board, printing its value; on the large board
    /// every pair of the endgame databases (each side from 3 pieces up to
    /// the rules' number), going on from the pairs already solved.
    #[arg(long, conflicts_with_all = ["pair", "up_to"])]
    pub all: bool,
    /// Print the statistics: of a pair, the canonical states (one for each
    /// class of positions the board's 16 symmetries map into each other)
    /// the side to move wins, loses and draws, longest-win and
    /// longest-loss; with --up-to or --all, a table of every pair (or the
    /// whole game's positions up to symmetry).
    #[arg(long)]
    pub stats: bool,
    /// Check every stored value of the pair (or with --up-to or --all, of
    /// every pair, or the whole game of a small board) against its children's,
    /// walking forwards with the core's moves, and report the positions
    /// that disagree (the command fails if there is one).
    #[arg(long)]
    pub verify: bool,
    /// Write the compact pack of the pair (or with --up-to or --all, of
    /// every pair solved): its values as win, draw or loss, two bits a
    /// position compressed by block, beside its database file, with the
    /// sizes and the time it took (level 10, the hint and the analysis
    /// read a pack where the full file is gone).
    #[arg(long)]
    pub pack: bool,
    /// Solve the placing phase whole (every pair must be solved: --all,
    /// which may come with it): every position from the empty board to the
    /// last placement valued, sector by sector (the placements made and
    /// the pieces on the board), beside the databases; level 10, the hint,
    /// the analysis and the review then play the placing phase perfectly
    /// at once. Goes on from the sectors already done.
    #[arg(long)]
    pub sectors: bool,
    /// Print the empty board's value with perfect play and the time it
    /// took: a search over the placing phase with the databases at its
    /// leaves, so every pair must be solved (--all, which may come with
    /// it).
    #[arg(long)]
    pub opening: bool,
    /// With --opening: value the position after these moves instead of
    /// the empty board, e.g. "d6 f4 d2".
    #[arg(long, value_name = "MOVES", requires = "opening")]
    pub moves: Option<String>,
    /// With --opening: also value every position after the first 1 to N
    /// placements exactly (one of each class under the board's
    /// symmetries) and keep the values beside the databases, so that
    /// analysis and play answer those positions at once.
    #[arg(long, value_name = "N", requires = "opening", value_parser = clap::value_parser!(u32).range(1..=6))]
    pub placements: Option<u32>,
    /// With --opening: value this position (position text, e.g.
    /// ".../.../.../....../.../.../... w 9 9 0 1") instead of the empty
    /// board.
    #[arg(
        long,
        value_name = "TEXT",
        requires = "opening",
        conflicts_with = "moves"
    )]
    pub position: Option<String>,
    /// Where the databases live (default: the data directory).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
}
