// The analysis board's values, from the tablebase API's answer
// (docs/TABLEBASE.md): a badge on each point that may be clicked next, as
// the app's analysis shows them (W3, =, L12 for the side that plays it,
// the best ringed), and the position's value in words.

import { candidates, pointsOf } from "./turns.js";

/** A value in a few characters, in the app's words: `W3`, `=`, `L12`, `W`, `?`. */
export function shortValue(t, value) {
  const has = value.plies !== undefined && value.plies !== null;
  switch (value.result) {
    case "win": return has ? t("value-short-win", { plies: value.plies }) : t("value-short-won");
    case "loss": return has ? t("value-short-loss", { plies: value.plies }) : t("value-short-lost");
    case "draw": return t("value-short-draw");
    default: return "?";
  }
}

/** How good a value is for the side that has it: the higher the better. */
export function rank(value) {
  const plies = value.plies ?? 0;
  switch (value.result) {
    case "win": return 3000 - plies;
    case "draw": return 2000;
    case "loss": return 1000 + plies;
    default: return 0;
  }
}

/**
 * The badges after `clicks` from the answer's `turns` (its best first): for
 * each point that may be clicked next, the best value among the turns
 * through it, and whether it is the best of all. A placement's point, a
 * piece that can move, then (once chosen) where it may go, then what a
 * mill may remove. Map from point to `{ value, turn, best }`.
 */
export function badges(turns, clicks) {
  const legal = turns.map((x) => x.turn);
  const fits = new Set(candidates(legal, clicks));
  const out = new Map();
  let top = null;
  for (const { turn, value } of turns) {
    if (!fits.has(turn)) continue;
    const p = pointsOf(turn)[clicks.length];
    if (!p) continue;
    if (top === null || rank(value) > rank(top)) top = value;
    const had = out.get(p);
    if (!had || rank(value) > rank(had.value)) out.set(p, { value, turn, best: false });
  }
  for (const b of out.values()) b.best = top !== null && top.result !== "unknown" && rank(b.value) === rank(top);
  return out;
}

/** A value in words: `win (turns to the end: 3)`, `draw`, `unknown`. */
export function valueWords(t, value) {
  const has = value.plies !== undefined && value.plies !== null;
  switch (value.result) {
    case "win": return has ? t("web-analysis-win", { turns: value.plies }) : t("web-analysis-won");
    case "loss": return has ? t("web-analysis-loss", { turns: value.plies }) : t("web-analysis-lost");
    case "draw": return t("web-analysis-draw");
    default: return t("web-analysis-unknown");
  }
}

/**
 * What the answer says of its position, in two lines: the side to move
 * and its value; where the value came from (exact, from the server's
 * databases) or why it is unknown.
 */
export function answerWords(t, answer, colorName) {
  const value = t("web-analysis-value", { color: colorName(answer.side), value: valueWords(t, answer.value) });
  const source = answer.value.exact
    ? t("web-analysis-exact", { sources: answer.sources.join(", ") })
    : t("web-analysis-why", { why: answer.why || "" });
  return { value, source };
}

/**
 * An error of the API (`{ error, reason }`, or anything else a server
 * sent with status `status`) in words for the page.
 */
export function errorWords(t, status, body) {
  if (body && typeof body.error === "string") {
    if (body.error === "too_many") return t("web-analysis-too-many");
    return t("web-analysis-refused", { reason: body.reason || body.error });
  }
  return t("web-analysis-refused", { reason: "HTTP " + status });
}
