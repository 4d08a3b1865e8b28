// One puzzle being solved in the browser, from the puzzle API's answer
// (docs/PUZZLES.md, "The web API"): the turns the board offers now, each
// turn tried judged by the answer's verdicts (the server judged every
// legal turn as the puzzles' core does: the page holds no rules), the
// opponent's reply from the line, the answer shown, and the words for
// the task and the verdicts.

import { pointsOf } from "./turns.js";

/** A puzzle started: at its first step, nothing tried. */
export function start(puzzle) {
  return { puzzle, step: 0, position: puzzle.position, played: [], failed: false, done: null, last: null };
}

/** The step whose turn is to be found now; null once solved or shown. */
export function stepNow(s) {
  return s.done ? null : s.puzzle.steps[s.step] || null;
}

/** A turn without its removals: `d7-e4xf6` → `d7-e4`. */
export function baseOf(turn) {
  const x = turn.indexOf("x");
  return x < 0 ? turn : turn.slice(0, x);
}

/**
 * The turns the board offers now: every legal turn of the step; in a
 * removal puzzle, only the removals after the given placement or move
 * (the puzzle asks which piece to remove, its turn made already).
 */
export function offered(s) {
  const step = stepNow(s);
  if (!step) return [];
  const turns = step.turns.map((x) => x.turn);
  const given = givenNow(s);
  return given ? turns.filter((t) => baseOf(t) === given) : turns;
}

/** The given placement or move whose removal is asked now, if any. */
export function givenNow(s) {
  return s.puzzle.given && s.step === 0 && !s.done ? s.puzzle.given : null;
}

/** The clicks made for the player: the given placement's or move's points. */
export function givenClicks(s) {
  const given = givenNow(s);
  return given ? pointsOf(given) : [];
}

/**
 * `turn` tried now: the state after it, and the verdict: `{ right: true,
 * turn, reply, solved }` (the reply played too) or `{ right: false, turn,
 * why, answer }` (nothing played; the first attempt failed). A turn the
 * step does not list changes nothing: `verdict` null.
 */
export function tryTurn(s, turn) {
  const step = stepNow(s);
  const judged = step && step.turns.find((x) => x.turn === turn);
  if (!judged) return { state: s, verdict: null };
  if (judged.verdict !== "right") {
    return { state: { ...s, failed: true }, verdict: { right: false, turn, why: judged.verdict, answer: step.answer } };
  }
  const next = s.puzzle.steps[s.step + 1] || null;
  // The reply comes only after the line's own turn (a last turn that
  // wins otherwise ends the game).
  const reply = turn === step.answer && step.reply ? step.reply : null;
  const position = reply ? (next ? next.position : s.puzzle.end) : judged.after;
  const solved = !next;
  const state = { ...s, step: s.step + 1, position, played: [...s.played, turn, ...(reply ? [reply] : [])],
                  done: solved ? "solved" : null, last: turn };
  return { state, verdict: { right: true, turn, reply, solved, after: judged.after } };
}

/** The answer shown: the rest of the line played; the first attempt failed. */
export function showAnswer(s) {
  if (s.done) return { state: s, rest: [] };
  const rest = s.puzzle.line.slice(s.played.length);
  const state = { ...s, step: s.puzzle.steps.length, position: s.puzzle.end, played: [...s.played, ...rest],
                  failed: true, done: "shown", last: null };
  return { state, rest };
}

/**
 * The first attempt's outcome once known: false when a wrong turn was
 * tried or the answer shown, true when solved without either; null while
 * undecided.
 */
export function firstAttempt(s) {
  if (s.failed) return false;
  return s.done === "solved" ? true : null;
}

/** The puzzle's task in words: who moves and what to find. */
export function taskWords(t, puzzle, colorName) {
  const color = colorName(puzzle.side);
  if (puzzle.kind === "hold") return t("web-puzzle-task-hold", { color });
  if (puzzle.kind === "removal") return t("web-puzzle-task-removal", { color, turn: puzzle.given || "" });
  return t("web-puzzle-task-win", { color });
}

/** Why a turn is wrong, in words. */
export function whyWords(t, why, puzzle) {
  switch (why) {
    case "lets_win_go": return t("web-puzzle-why-lets-win-go");
    case "loses": return t("web-puzzle-why-loses");
    case "lets_value_go": return t("web-puzzle-why-lets-value-go");
    case "not_shortest": return t("web-puzzle-why-not-shortest");
    case "other_turn": return t("web-puzzle-why-other-turn", { turn: puzzle.given || "" });
    default: return why;
  }
}

/** A verdict in words. */
export function verdictWords(t, verdict, s) {
  if (!verdict.right) return t("web-puzzle-wrong", { turn: verdict.turn, why: whyWords(t, verdict.why, s.puzzle) });
  if (verdict.solved) return s.failed ? t("web-puzzle-solved-late") : t("web-puzzle-solved");
  return t("web-puzzle-right-reply", { turn: verdict.turn, reply: verdict.reply });
}

const THEMES = {
  "double-mill": "web-puzzle-theme-double-mill",
  "mill-opened-closed": "web-puzzle-theme-mill-opened-closed",
  blockade: "web-puzzle-theme-blockade",
  "flying-endgame": "web-puzzle-theme-flying-endgame",
  "removal-choice": "web-puzzle-theme-removal-choice",
  "placing-trap": "web-puzzle-theme-placing-trap",
  "last-piece": "web-puzzle-theme-last-piece",
};

/** A theme's name in words (an unknown one as it is). */
export function themeName(t, theme) {
  return Object.hasOwn(THEMES, theme) ? t(THEMES[theme]) : theme;
}

/** The turns played, numbered by the solver's turns: `1. a4-b4 d6-d7 2. a1-a4xd7`. */
export function lineText(played) {
  const out = [];
  played.forEach((turn, i) => {
    if (i % 2 === 0) out.push(i / 2 + 1 + ".");
    out.push(turn);
  });
  return out.join(" ");
}

/**
 * An error of the API (`{ error, reason }`, or anything else a server
 * sent with status `status`) in words.
 */
export function errorWords(t, status, body) {
  if (body && typeof body.error === "string") {
    if (body.error === "too_many") return t("web-puzzle-too-many");
    if (body.error === "no_puzzle") return t("web-puzzle-none");
    return t("web-puzzle-refused", { reason: body.reason || body.error });
  }
  return t("web-puzzle-refused", { reason: "HTTP " + status });
}
