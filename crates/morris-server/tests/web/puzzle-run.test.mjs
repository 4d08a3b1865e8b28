// A streak (rising until the first miss) and a rush (3 or 5 minutes,
// three misses end it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { MISSES, afterPuzzle, atTime, climbs, clockText, newRun, timeLeft } from "../../web/puzzle-run.js";

test("a streak climbs with each puzzle solved and ends at the first miss", () => {
  let run = newRun("streak", 0, 7);
  assert.equal(climbs(run), true);
  assert.equal(timeLeft(run, 5000), null);
  run = afterPuzzle(run, true, "a");
  run = afterPuzzle(run, true, "b");
  assert.deepEqual([run.step, run.solved, run.over], [2, 2, false]);
  run = afterPuzzle(run, false, "c");
  assert.deepEqual([run.step, run.solved, run.misses, run.over], [3, 2, 1, true]);
  assert.deepEqual(run.seen, ["a", "b", "c"]);
  // Over: nothing more counts.
  assert.equal(afterPuzzle(run, true, "d"), run);
});

test("a rush counts what is solved until three misses or the time's end", () => {
  let run = newRun("rush-3", 1000, 1);
  assert.equal(timeLeft(run, 1000), 180000);
  run = afterPuzzle(run, false, "a");
  run = afterPuzzle(run, true, "b");
  run = afterPuzzle(run, false, "c");
  assert.deepEqual([run.solved, run.misses, run.over, run.step], [1, 2, false, 3]);
  run = afterPuzzle(run, false, "d");
  assert.equal(run.misses, MISSES);
  assert.equal(run.over, true);
  let five = newRun("rush-5", 0, 1);
  assert.equal(timeLeft(five, 60000), 240000);
  assert.equal(atTime(five, 299999).over, false);
  five = atTime(five, 300000);
  assert.equal(five.over, true);
  assert.equal(timeLeft(five, 400000), 0);
});

test("one by one does not climb, and only remembers what was seen", () => {
  let run = newRun("one", 0, 1);
  assert.equal(climbs(run), false);
  run = afterPuzzle(run, false, "a");
  assert.deepEqual([run.step, run.over, run.seen], [0, false, ["a"]]);
});

test("a rush's clock in minutes and seconds", () => {
  assert.equal(clockText(180000), "3:00");
  assert.equal(clockText(125000), "2:05");
  assert.equal(clockText(400), "0:01");
  assert.equal(clockText(0), "0:00");
});
