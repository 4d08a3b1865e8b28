// The clocks as the game page shows them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { awayFor, clocksLeft, formatClock, formatDuration } from "../../web/clock.js";

test("clocks read minutes and seconds, and tenths under ten seconds", () => {
  assert.equal(formatClock(300000), "5:00");
  assert.equal(formatClock(65000), "1:05");
  assert.equal(formatClock(10000), "0:10");
  assert.equal(formatClock(9450), "0:09.4");
  assert.equal(formatClock(-20), "0:00.0");
});

test("only the running side's clock runs down, and not below zero", () => {
  const clock = { left_ms: { white: 60000, black: 30000 }, running: "black" };
  assert.deepEqual(clocksLeft(clock, 1500), { white: 60000, black: 28500 });
  assert.deepEqual(clocksLeft(clock, 45000), { white: 60000, black: 0 });
  assert.deepEqual(clocksLeft({ ...clock, running: null }, 1500), { white: 60000, black: 30000 });
});

test("an absence grows from the state's figure; a present player is not away", () => {
  const state = { away_ms: { white: null, black: 4000 } };
  assert.equal(awayFor(state, "black", 2500), 6500);
  assert.equal(awayFor(state, "white", 2500), -1);
});

test("how long someone is away is said with its units, never as a time of day", () => {
  assert.equal(formatDuration(13400), "13 s");
  assert.equal(formatDuration(613000), "10 min 13 s");
  assert.equal(formatDuration(-5), "0 s");
});
