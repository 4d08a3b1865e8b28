// Position text (docs/NOTATION.md) on the analysis board: read, written,
// set up point by point, and a turn played on it. The page checks no
// rules: which turns are legal comes from the tablebase API, and the
// server checks every text it is asked about. Playing a turn here does
// what the core's plain turn does (the piece placed or moved, the
// removals, the hands, the N-move counter, the side and the turn number);
// the analysis board offers only the presets whose turns do no more.

import { coords } from "./board.js";

/** The presets the analysis board offers: their turns do nothing more. */
export const ANALYSIS_PRESETS = ["nine", "twelve", "six", "three"];

/** The rows of a board's points, from the top, each from the left. */
export function rowsOf(geometry) {
  const rows = new Map();
  for (const p of geometry.points) {
    const [x, y] = coords(p);
    if (!rows.has(y)) rows.set(y, []);
    rows.get(y).push([x, p]);
  }
  return [...rows.keys()].sort((a, b) => a - b)
    .map((y) => rows.get(y).sort((a, b) => a[0] - b[0]).map(([, p]) => p));
}

/**
 * The preset a pasted position text is for: `current` when its board
 * reads it, else the first of `presets` whose board does (the rows tell
 * the board: NOTATION.md), else none. `geometryOf(rules)` gives a board.
 */
export function presetFor(text, presets, current, geometryOf) {
  if (parsePosition(text, geometryOf(current.rules))) return current;
  return presets.find((p) => parsePosition(text, geometryOf(p.rules))) || null;
}

/** The start of `rules` (a preset's rules as the server sends them). */
export function startOf(rules) {
  const first = rules.first === "black" ? "black" : "white";
  return { pieces: { white: [], black: [] }, side: first, hands: { white: rules.pieces, black: rules.pieces },
           counter: 0, turn: 1, memory: [] };
}

/**
 * `text` read as a position of the board `geometry`: the pieces, the side
 * to move, the hands, the N-move counter, the turn number and the memory
 * words; `null` when it is no position text of this board.
 */
export function parsePosition(text, geometry) {
  const words = String(text).trim().split(/\s+/);
  if (words.length < 6) return null;
  const [board, side, white, black, counter, turn, ...memory] = words;
  const rows = rowsOf(geometry);
  const given = board.split("/");
  if (given.length !== rows.length) return null;
  const pieces = { white: [], black: [] };
  for (let r = 0; r < rows.length; r++) {
    if (given[r].length !== rows[r].length) return null;
    for (let i = 0; i < rows[r].length; i++) {
      const c = given[r][i];
      if (c === "W") pieces.white.push(rows[r][i]);
      else if (c === "B") pieces.black.push(rows[r][i]);
      else if (c !== ".") return null;
    }
  }
  const number = (w) => (/^\d{1,4}$/.test(w) ? Number(w) : null);
  const s = side.toLowerCase();
  const nums = [white, black, counter, turn].map(number);
  if ((s !== "w" && s !== "b") || nums.includes(null) || nums[3] < 1) return null;
  return { pieces, side: s === "w" ? "white" : "black", hands: { white: nums[0], black: nums[1] },
           counter: nums[2], turn: nums[3], memory };
}

/** `pos` as position text on the board `geometry`. */
export function formatPosition(pos, geometry) {
  const board = rowsOf(geometry)
    .map((row) => row.map((p) => (pos.pieces.white.includes(p) ? "W" : pos.pieces.black.includes(p) ? "B" : "."))
      .join(""))
    .join("/");
  return [board, pos.side === "white" ? "w" : "b", pos.hands.white, pos.hands.black, pos.counter, pos.turn,
          ...pos.memory].join(" ");
}

const other = (c) => (c === "white" ? "black" : "white");

/**
 * `pos` after the turn `turn` (`d6`, `d6-d5`, `d6xa7`, `d6-d5xa7xg7`,
 * `xa7`), the one who moves first being `first`: what the core's plain
 * turn does. The turn is taken as legal (the server listed it).
 */
export function playTurn(pos, turn, first = "white") {
  const us = pos.side, them = other(us);
  const [moving, ...removed] = turn.split("x");
  const points = moving.match(/[a-g][1-7]/g) || [];
  const pieces = { white: [...pos.pieces.white], black: [...pos.pieces.black] };
  const hands = { ...pos.hands };
  const from = points.length === 2 ? points[0] : null;
  const to = points.length ? points[points.length - 1] : null;
  if (to) {
    if (from) pieces[us] = pieces[us].filter((p) => p !== from);
    else hands[us] = Math.max(0, hands[us] - 1);
    pieces[us].push(to);
  }
  pieces[them] = pieces[them].filter((p) => !removed.includes(p));
  const counter = from && removed.length === 0 ? pos.counter + 1 : 0;
  return { pieces, side: them, hands, counter, turn: them === first ? pos.turn + 1 : pos.turn, memory: pos.memory };
}

/**
 * The set-up `pos` with point `p` given to `color` (`white`, `black`, or
 * `null` for empty). A set-up position starts its counter afresh.
 */
export function setPoint(pos, p, color) {
  const pieces = {
    white: pos.pieces.white.filter((q) => q !== p),
    black: pos.pieces.black.filter((q) => q !== p),
  };
  if (color) pieces[color].push(p);
  return { ...pos, pieces, counter: 0, memory: [] };
}

/** The set-up `pos` with `side` to move and `hands` (numbers 0 to 12). */
export function setTurn(pos, side, hands) {
  const ok = (n) => Number.isInteger(n) && n >= 0 && n <= 12;
  if ((side !== "white" && side !== "black") || !ok(hands.white) || !ok(hands.black)) return null;
  return { ...pos, side, hands: { white: hands.white, black: hands.black }, counter: 0, memory: [] };
}

const TURN = /^([a-g][1-7](-[a-g][1-7])?)?(x[a-g][1-7])*$/;

/**
 * A pasted record or list of turns: its `Rules` and `FEN` tags (or
 * `null`), and its turns, lower case, a removal written apart joined to
 * its move; move numbers, results and comments left out. `{ bad }` names
 * the first word that is no turn.
 */
export function parseRecord(text) {
  let rules = null, fen = null;
  const body = String(text).replace(/\[\s*(\w+)\s+"([^"]*)"\s*\]/g, (_, tag, value) => {
    if (tag.toLowerCase() === "rules") rules = value.trim().toLowerCase();
    if (tag.toLowerCase() === "fen") fen = value.trim();
    return " ";
  }).replace(/\{[^}]*\}/g, " ").replace(/;[^\n]*/g, " ");
  const moves = [];
  for (let word of body.split(/[\s,]+/)) {
    word = word.replace(/^\d+\.+/, "").toLowerCase();
    if (!word || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(word)) continue;
    if (!TURN.test(word) || word === "") return { bad: word };
    if (word.startsWith("x") && moves.length && !moves[moves.length - 1].startsWith("x")) {
      moves[moves.length - 1] += word;
    } else {
      moves.push(word);
    }
  }
  return { rules, fen, moves };
}
