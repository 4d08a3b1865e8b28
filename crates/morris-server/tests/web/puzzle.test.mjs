// One puzzle solved in the browser from the puzzle API's answer: the turns
// offered, each judged by the answer's verdicts, the reply, the answer
// shown, the first attempt's outcome, and the words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { baseOf, errorWords, firstAttempt, givenClicks, givenNow, lineText, offered, showAnswer, start, stepNow,
  taskWords, themeName, tryTurn, verdictWords, whyWords } from "../../web/puzzle.js";
import { filler } from "../../web/common.js";

const t = filler({
  "web-puzzle-task-win": "{$color} to move: find the only winning turn.",
  "web-puzzle-task-hold": "{$color} to move: find the only turn that keeps the draw.",
  "web-puzzle-task-removal": "{$color} plays {$turn} and closes a mill: which piece to remove?",
  "web-puzzle-right-reply": "Right: {$turn}. The reply: {$reply}.",
  "web-puzzle-solved": "Solved!", "web-puzzle-solved-late": "Solved, though not at the first try.",
  "web-puzzle-wrong": "Not {$turn}: {$why}",
  "web-puzzle-why-lets-win-go": "This lets the win go.", "web-puzzle-why-loses": "This loses.",
  "web-puzzle-why-lets-value-go": "The other removals let the value go.",
  "web-puzzle-why-not-shortest": "Not the shortest win.",
  "web-puzzle-why-other-turn": "The puzzle asks the removal after {$turn}.",
  "web-puzzle-theme-flying-endgame": "Flying endgame", "web-puzzle-too-many": "Too many.",
  "web-puzzle-none": "No puzzle has this theme.", "web-puzzle-refused": "The server refused: {$reason}",
});
const colorName = (c) => (c === "white" ? "White" : "Black");

// A win in two of the solver's turns: a4-b4, the reply d6-d7, then
// a1-a4xd7 (or g1-d1xd7, which wins at once too).
const WIN = {
  id: "w1", rules: "nine", position: "P0", side: "white", kind: "win", themes: ["flying-endgame"],
  rating: { rating: 1150, deviation: 250, volatility: 0.06, attempts: 0 }, start_rating: 1150,
  line: ["a4-b4", "d6-d7", "a1-a4xd7"], end: "P3",
  steps: [
    { position: "P0", answer: "a4-b4", reply: "d6-d7", turns: [
      { turn: "a4-b4", verdict: "right", after: "P1" }, { turn: "a1-d1", verdict: "lets_win_go" }] },
    { position: "P2", answer: "a1-a4xd7", turns: [
      { turn: "a1-a4xd7", verdict: "right", after: "P3" }, { turn: "g1-d1xd7", verdict: "right", after: "P3b" },
      { turn: "a1-a4", verdict: "not_shortest" }] },
  ],
};
// A removal: d7-e4 is given; xf6 keeps the value, xb2 lets it go.
const REMOVAL = {
  id: "r1", rules: "nine", position: "Q0", side: "black", kind: "removal", themes: [],
  rating: { rating: 1050, deviation: 250, volatility: 0.06, attempts: 0 }, start_rating: 1050,
  line: ["d7-e4xf6"], given: "d7-e4", end: "Q1",
  steps: [{ position: "Q0", answer: "d7-e4xf6", turns: [
    { turn: "d7-e4xf6", verdict: "right", after: "Q1" }, { turn: "d7-e4xb2", verdict: "lets_value_go" },
    { turn: "a7-d7", verdict: "other_turn" }] }],
};

test("a win: every legal turn offered, the right one answered by the line's reply", () => {
  let s = start(WIN);
  assert.equal(stepNow(s).answer, "a4-b4");
  assert.deepEqual(offered(s), ["a4-b4", "a1-d1"]);
  assert.deepEqual(givenClicks(s), []);
  assert.equal(givenNow(s), null);
  assert.equal(firstAttempt(s), null);
  const { state, verdict } = tryTurn(s, "a4-b4");
  assert.deepEqual(verdict, { right: true, turn: "a4-b4", reply: "d6-d7", solved: false, after: "P1" });
  assert.equal(verdictWords(t, verdict, state), "Right: a4-b4. The reply: d6-d7.");
  s = state;
  assert.equal(s.position, "P2");
  assert.deepEqual(s.played, ["a4-b4", "d6-d7"]);
  assert.equal(firstAttempt(s), null);
  // The last turn: another that wins at once is right as well.
  const done = tryTurn(s, "g1-d1xd7");
  assert.equal(done.verdict.solved, true);
  assert.equal(done.verdict.reply, null);
  assert.equal(done.state.position, "P3b");
  assert.equal(done.state.done, "solved");
  assert.equal(firstAttempt(done.state), true);
  assert.equal(verdictWords(t, done.verdict, done.state), "Solved!");
  assert.deepEqual(offered(done.state), []);
  assert.equal(lineText(done.state.played), "1. a4-b4 d6-d7 2. g1-d1xd7");
});

test("a wrong turn says why, plays nothing, and fails the first attempt", () => {
  const s = start(WIN);
  const { state, verdict } = tryTurn(s, "a1-d1");
  assert.deepEqual(verdict, { right: false, turn: "a1-d1", why: "lets_win_go", answer: "a4-b4" });
  assert.equal(state.position, "P0");
  assert.equal(state.step, 0);
  assert.equal(firstAttempt(state), false);
  assert.equal(verdictWords(t, verdict, state), "Not a1-d1: This lets the win go.");
  // Tried again and solved: solved, but not at the first try.
  let again = tryTurn(state, "a4-b4").state;
  const late = tryTurn(again, "a1-a4");
  assert.equal(verdictWords(t, late.verdict, late.state), "Not a1-a4: Not the shortest win.");
  again = tryTurn(again, "a1-a4xd7");
  assert.equal(again.state.done, "solved");
  assert.equal(firstAttempt(again.state), false);
  assert.equal(verdictWords(t, again.verdict, again.state), "Solved, though not at the first try.");
  // A turn the step does not list changes nothing.
  assert.deepEqual(tryTurn(s, "zz"), { state: s, verdict: null });
});

test("the answer shown plays the rest of the line and fails the first attempt", () => {
  const s = tryTurn(start(WIN), "a4-b4").state;
  const { state, rest } = showAnswer(s);
  assert.deepEqual(rest, ["a1-a4xd7"]);
  assert.equal(state.done, "shown");
  assert.equal(state.position, "P3");
  assert.deepEqual(state.played, WIN.line);
  assert.equal(firstAttempt(state), false);
  assert.equal(stepNow(state), null);
  assert.deepEqual(showAnswer(state).rest, []);
});

test("a removal: the given turn made, only its removals offered", () => {
  const s = start(REMOVAL);
  assert.equal(givenNow(s), "d7-e4");
  assert.deepEqual(givenClicks(s), ["d7", "e4"]);
  assert.deepEqual(offered(s), ["d7-e4xf6", "d7-e4xb2"]);
  assert.equal(baseOf("d7-e4xf6"), "d7-e4");
  assert.equal(baseOf("d6"), "d6");
  const wrong = tryTurn(s, "d7-e4xb2");
  assert.equal(verdictWords(t, wrong.verdict, wrong.state), "Not d7-e4xb2: The other removals let the value go.");
  assert.equal(whyWords(t, "other_turn", REMOVAL), "The puzzle asks the removal after d7-e4.");
  const right = tryTurn(s, "d7-e4xf6");
  assert.equal(right.state.done, "solved");
  assert.equal(right.state.position, "Q1");
  assert.equal(givenNow(right.state), null);
  assert.equal(taskWords(t, REMOVAL, colorName), "Black plays d7-e4 and closes a mill: which piece to remove?");
});

test("the task by kind, the themes and the errors in words", () => {
  assert.equal(taskWords(t, WIN, colorName), "White to move: find the only winning turn.");
  assert.equal(taskWords(t, { ...WIN, kind: "hold" }, colorName),
    "White to move: find the only turn that keeps the draw.");
  assert.equal(whyWords(t, "loses", WIN), "This loses.");
  assert.equal(themeName(t, "flying-endgame"), "Flying endgame");
  assert.equal(themeName(t, "new-theme"), "new-theme");
  assert.equal(errorWords(t, 429, { error: "too_many", reason: "at most 20" }), "Too many.");
  assert.equal(errorWords(t, 404, { error: "no_puzzle", reason: "none" }), "No puzzle has this theme.");
  assert.equal(errorWords(t, 400, { error: "bad_date", reason: "date is \"x\"" }), "The server refused: date is \"x\"");
  assert.equal(errorWords(t, 502, null), "The server refused: HTTP 502");
});
