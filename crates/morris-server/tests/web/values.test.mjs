// The analysis board's values: the API's turns as badges on the points, and in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { answerWords, badges, errorWords, rank, shortValue, valueWords } from "../../web/values.js";
import { filler } from "../../web/common.js";

const t = filler({
  "value-short-win": "W{$plies}", "value-short-loss": "L{$plies}", "value-short-won": "W", "value-short-lost": "L",
  "value-short-draw": "=", "web-analysis-win": "a win (turns to the end: {$turns})", "web-analysis-won": "a win",
  "web-analysis-loss": "a loss (turns to the end: {$turns})", "web-analysis-lost": "a loss",
  "web-analysis-draw": "a draw", "web-analysis-unknown": "unknown", "web-analysis-value": "{$color} to move: {$value}",
  "web-analysis-exact": "Exact, from the server's databases ({$sources}).", "web-analysis-why": "Unknown: {$why}",
  "web-analysis-refused": "The server refused: {$reason}", "web-analysis-too-many": "Too many.",
});
const win = (plies) => ({ result: "win", plies, exact: true });
const loss = (plies) => ({ result: "loss", plies, exact: true });
const DRAW = { result: "draw", exact: true };
const UNKNOWN = { result: "unknown", exact: false };

test("a value in a few characters, as the app shows it", () => {
  assert.equal(shortValue(t, win(3)), "W3");
  assert.equal(shortValue(t, loss(12)), "L12");
  assert.equal(shortValue(t, { result: "win", exact: true }), "W");
  assert.equal(shortValue(t, { result: "loss", exact: true }), "L");
  assert.equal(shortValue(t, DRAW), "=");
  assert.equal(shortValue(t, UNKNOWN), "?");
  assert.equal(shortValue(t, win(0)), "W0");
});

test("values rank a faster win first and a slower loss before a faster", () => {
  assert.ok(rank(win(1)) > rank(win(7)));
  assert.ok(rank(win(99)) > rank(DRAW));
  assert.ok(rank(DRAW) > rank(loss(30)));
  assert.ok(rank(loss(30)) > rank(loss(4)));
  assert.ok(rank(loss(0)) > rank(UNKNOWN));
});

// The docs' example: White to move with three pieces against three.
const TURNS = [
  { turn: "f4-d7xc4", value: win(1) }, { turn: "f4-d7xb2", value: win(1) }, { turn: "f4-d2", value: win(7) },
  { turn: "a7-d7", value: DRAW }, { turn: "a7-a4", value: loss(4) }, { turn: "g7-g4", value: loss(6) },
];

test("each piece that can move shows its best turn, the best of all ringed", () => {
  const b = badges(TURNS, []);
  assert.deepEqual([...b.keys()].sort(), ["a7", "f4", "g7"]);
  assert.deepEqual(b.get("f4"), { value: win(1), turn: "f4-d7xc4", best: true });
  assert.deepEqual(b.get("a7"), { value: DRAW, turn: "a7-d7", best: false });
  assert.deepEqual(b.get("g7").value, loss(6));
});

test("once a piece is chosen, where it goes; once it closes a mill, what it removes", () => {
  const to = badges(TURNS, ["f4"]);
  assert.deepEqual([...to.keys()].sort(), ["d2", "d7"]);
  assert.equal(to.get("d7").value.plies, 1);
  assert.equal(to.get("d7").best, true);
  assert.equal(to.get("d2").best, false);
  const removal = badges(TURNS, ["f4", "d7"]);
  assert.deepEqual([...removal.keys()].sort(), ["b2", "c4"]);
  assert.ok([...removal.values()].every((x) => x.best));
  // Nothing fits: no badge.
  assert.equal(badges(TURNS, ["b6"]).size, 0);
});

test("placements show on their points, however the turns come ordered", () => {
  const b = badges([{ turn: "d6", value: DRAW }, { turn: "d6xa1", value: win(9) }, { turn: "a1", value: UNKNOWN }], []);
  assert.equal(shortValue(t, b.get("d6").value), "W9");
  assert.equal(b.get("d6").best, true);
  assert.equal(shortValue(t, b.get("a1").value), "?");
  // Unknown everywhere: nothing is ringed as best.
  const unknown = badges([{ turn: "d6", value: UNKNOWN }, { turn: "a1", value: UNKNOWN }], []);
  assert.ok([...unknown.values()].every((x) => !x.best));
});

test("the position's value says where it came from, or why it is unknown", () => {
  const colorName = (c) => (c === "white" ? "White" : "Black");
  const exact = { side: "white", value: win(3), turns: TURNS, sources: ["endgame databases"] };
  assert.deepEqual(answerWords(t, exact, colorName), {
    value: "White to move: a win (turns to the end: 3)",
    source: "Exact, from the server's databases (endgame databases).",
  });
  const unknown = { side: "black", value: UNKNOWN, turns: [], sources: [], why: "a pair not built" };
  assert.deepEqual(answerWords(t, unknown, colorName), {
    value: "Black to move: unknown", source: "Unknown: a pair not built",
  });
  assert.equal(valueWords(t, { result: "draw", exact: true }), "a draw");
  assert.equal(valueWords(t, { result: "loss", exact: true }), "a loss");
});

test("the API's errors are said with their reason", () => {
  assert.equal(errorWords(t, 400, { error: "impossible_position", reason: "White has 10 pieces" }),
               "The server refused: White has 10 pieces");
  assert.equal(errorWords(t, 429, { error: "too_many", reason: "at most 20" }), "Too many.");
  assert.equal(errorWords(t, 502, null), "The server refused: HTTP 502");
});
