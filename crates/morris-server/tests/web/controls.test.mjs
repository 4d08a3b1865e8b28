// The game page's buttons: disabled where they can do nothing, and the
// requests the player waits on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { controls } from "../../web/controls.js";

function room(changes) {
  return {
    names: { white: "Ann", black: "Bob" }, moves: ["a7", "a1"], outcome: null, ai: null,
    draw_offer: null, take_back: null, rematch: null, ...changes,
  };
}

test("while waiting for the friend, nothing can be resigned, offered or taken back", () => {
  const c = controls(room({ names: { white: "Ann", black: null }, moves: [] }), "white");
  assert.deepEqual([c.resign, c.draw, c.takeBack, c.rematch], [false, false, false, false]);
});

test("in play everything but Rematch; Take back only once a turn was played", () => {
  const c = controls(room({}), "black");
  assert.deepEqual([c.resign, c.draw, c.takeBack, c.rematch], [true, true, true, false]);
  assert.equal(controls(room({ moves: [] }), "white").takeBack, false);
});

test("after the end only Rematch, and it says which colour comes next", () => {
  const c = controls(room({ outcome: { result: "1-0", winner: "white", termination: "resignation" } }), "white");
  assert.deepEqual([c.resign, c.draw, c.takeBack, c.rematch], [false, false, false, true]);
  assert.equal(c.again, "web-rematch");
  assert.equal(c.nextColor, "black");
});

test("a request of mine not yet answered: its button off, the wait said", () => {
  const over = { result: "1/2-1/2", winner: null, termination: "agreement" };
  const rematch = controls(room({ outcome: over, rematch: "white" }), "white");
  assert.equal(rematch.rematch, false);
  assert.equal(rematch.waiting, "web-waits-rematch");
  const draw = controls(room({ draw_offer: "black" }), "black");
  assert.deepEqual([draw.draw, draw.waiting], [false, "web-waits-draw"]);
  const back = controls(room({ take_back: "black" }), "black");
  assert.deepEqual([back.takeBack, back.waiting], [false, "web-waits-take-back"]);
  // The other player's request is a question to answer, not a wait.
  assert.equal(controls(room({ draw_offer: "white" }), "black").waiting, null);
});

test("against the computer: Play again, as the other colour; nothing is waited on", () => {
  const ai = { color: "black", level: 3, doing: { what: "idle" } };
  const c = controls(room({ ai, names: { white: "Ann", black: null }, outcome: { result: "0-1", winner: "black",
    termination: "resignation" }, rematch: "white" }), "white");
  assert.equal(c.again, "web-play-again");
  assert.equal(c.nextColor, "black");
  assert.equal(c.waiting, null);
  assert.equal(c.rematch, true);
  // In play against the computer, nobody to wait for.
  assert.equal(controls(room({ ai, names: { white: "Ann", black: null } }), "white").resign, true);
});
