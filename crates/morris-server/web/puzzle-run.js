// A streak and a rush of puzzles (docs/PUZZLES.md): a streak climbs the
// ladder of rising ratings until the first miss; a rush climbs it for 3
// or 5 minutes, as many as the visitor solves, three misses ending it.
// A puzzle counts as solved when its first attempt is (no wrong turn, no
// answer shown).

/** The most misses a rush takes: the third ends it. */
export const MISSES = 3;

/**
 * A run of `mode` (`one`, `streak`, `rush-3`, `rush-5`) started at `now`
 * (milliseconds), its puzzles drawn with `seed`.
 */
export function newRun(mode, now, seed) {
  const minutes = mode === "rush-3" ? 3 : mode === "rush-5" ? 5 : 0;
  return { mode, seed, step: 0, solved: 0, misses: 0, over: false,
           endsAt: minutes ? now + minutes * 60000 : null, seen: [] };
}

/** Whether the run climbs the ladder (a streak or a rush). */
export function climbs(run) {
  return run.mode !== "one";
}

/** The run after a puzzle's first attempt: solved or missed. */
export function afterPuzzle(run, solved, id) {
  if (run.over) return run;
  const seen = id ? [...run.seen, id] : run.seen;
  if (run.mode === "one") return { ...run, seen };
  const misses = run.misses + (solved ? 0 : 1);
  const over = run.mode === "streak" ? !solved : misses >= MISSES;
  return { ...run, seen, step: run.step + 1, solved: run.solved + (solved ? 1 : 0), misses, over };
}

/** The time a rush has left at `now`, milliseconds (never below 0); null for other runs. */
export function timeLeft(run, now) {
  return run.endsAt === null ? null : Math.max(0, run.endsAt - now);
}

/** The run at `now`: a rush whose time ran out is over. */
export function atTime(run, now) {
  const left = timeLeft(run, now);
  return left === 0 && !run.over ? { ...run, over: true } : run;
}

/** `ms` as minutes and seconds: `2:05`. */
export function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}
