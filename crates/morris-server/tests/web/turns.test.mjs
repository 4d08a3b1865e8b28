// The turn filter of the game page: clicks narrow the legal turns.
import { test } from "node:test";
import assert from "node:assert/strict";
import { candidates, clickAt, nextPoints, pointsOf, removing } from "../../web/turns.js";

test("a turn's points are read in order", () => {
  assert.deepEqual(pointsOf("d6-d5xa7"), ["d6", "d5", "a7"]);
  assert.deepEqual(pointsOf("g1xa1xb2"), ["g1", "a1", "b2"]);
  assert.deepEqual(pointsOf("nothing"), []);
});

test("a placement is sent at its click", () => {
  const legal = ["a7", "d7", "g7"];
  assert.deepEqual(clickAt(legal, [], "d7"), { clicks: [], turn: "d7" });
});

test("a move waits for its destination, then goes", () => {
  const legal = ["d6-d5", "d6-f6", "b6-b4"];
  let step = clickAt(legal, [], "d6");
  assert.deepEqual(step, { clicks: ["d6"], turn: null });
  assert.deepEqual(nextPoints(legal, step.clicks), new Set(["d5", "f6"]));
  step = clickAt(legal, step.clicks, "f6");
  assert.deepEqual(step, { clicks: [], turn: "d6-f6" });
});

test("a mill waits for the piece it removes", () => {
  const legal = ["d6-d5xa7", "d6-d5xg7", "b6-b4"];
  let step = clickAt(legal, [], "d6");
  step = clickAt(legal, step.clicks, "d5");
  assert.deepEqual(step, { clicks: ["d6", "d5"], turn: null });
  assert.deepEqual(nextPoints(legal, step.clicks), new Set(["a7", "g7"]));
  assert.deepEqual(clickAt(legal, step.clicks, "g7"), { clicks: [], turn: "d6-d5xg7" });
});

test("a click that fits no turn after the others starts afresh, or clears", () => {
  const legal = ["d6-d5", "b6-b4"];
  assert.deepEqual(clickAt(legal, ["d6"], "b6"), { clicks: ["b6"], turn: null });
  assert.deepEqual(clickAt(legal, ["d6"], "g1"), { clicks: [], turn: null });
  assert.deepEqual(candidates(legal, ["b6"]), ["b6-b4"]);
});

test("nothing is offered when there is nothing legal", () => {
  assert.deepEqual(nextPoints([], []), new Set());
  assert.deepEqual(clickAt([], [], "a7"), { clicks: [], turn: null });
});

test("a removal is asked for once the moving part of a mill is clicked", () => {
  const legal = ["d6-d5xa7", "d6-d5xg7", "b6-b4"];
  assert.equal(removing(legal, []), false);
  assert.equal(removing(legal, ["d6"]), false);
  assert.equal(removing(legal, ["d6", "d5"]), true);
  // A placement that closes a mill: its removal right after.
  assert.equal(removing(["g1xa7", "g1xd7", "a1"], ["g1"]), true);
  // A point whose turns do not all close a mill is not asked about.
  assert.equal(removing(["g1xa7", "g1"], ["g1"]), false);
  assert.equal(removing(legal, ["b6"]), false);
});
