// A turn made during an outage: sent when the game still waits for it,
// refused when it went on, never sent twice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pendingFate, silentTooLong } from "../../web/outage.js";

const pending = { game: 1, ply: 1, turn: "a1" };
const state = (changes) => ({ game: 1, moves: ["a7"], outcome: null, to_move: "black", legal: ["a1", "d1"], ...changes });

test("the game still waits for the turn: it is sent", () => {
  assert.equal(pendingFate(pending, state({}), "black"), "send");
});

test("the turn reached the server before the break: not sent again", () => {
  assert.equal(pendingFate(pending, state({ moves: ["a7", "a1"], to_move: "white" }), "black"), "arrived");
});

test("the game went on without it: refused", () => {
  // Taken back, another game, over, or no longer legal.
  assert.equal(pendingFate(pending, state({ moves: [], to_move: "white" }), "black"), "dropped");
  assert.equal(pendingFate(pending, state({ game: 2 }), "black"), "dropped");
  const over = { result: "1-0", winner: "white", termination: "time-forfeit" };
  assert.equal(pendingFate(pending, state({ outcome: over }), "black"), "dropped");
  assert.equal(pendingFate(pending, state({ legal: ["d1"] }), "black"), "dropped");
});

test("a socket silent for half the protocol's silence is taken for lost", () => {
  assert.equal(silentTooLong(4000, 10000), false);
  assert.equal(silentTooLong(5001, 10000), true);
});
