// The end of a game as the page says it: the app's and the terminal's
// words (the `end-*` messages), checked against the English catalog.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { filler } from "../../web/common.js";
import { endingText } from "../../web/ending.js";

// The one-line messages of the English common.ftl, placeholders as the
// server sends them to the page (`{$name}`).
function english() {
  const url = new URL("../../../morris-i18n/locales/en/common.ftl", import.meta.url);
  const texts = {};
  for (const line of readFileSync(url, "utf8").split("\n")) {
    const m = line.match(/^([a-z][a-z0-9-]*) = (.*)$/);
    if (m) texts[m[1]] = m[2].replace(/\{ \$([a-z-]+) \}/g, "{$$$1}");
  }
  return texts;
}

const t = filler(english());
const colorName = (c) => t(c === "white" ? "color-white" : "color-black");
const rules = { "n-move": 50 };
const say = (winner, termination) => endingText(t, { winner, termination }, rules, colorName);

test("a win names the winner, then what the loser did or could not do", () => {
  assert.equal(say("black", "resignation"), "Black wins. White resigned.");
  assert.equal(say("white", "no-legal-move"), "White wins. Black has no move left.");
  assert.equal(say("white", "fewer-than-three"), "White wins. Black has fewer than three pieces left.");
  assert.equal(say("black", "full-board"), "Black wins. The board is full and White cannot move.");
  assert.equal(say("white", "time-forfeit"), "White wins. Black ran out of time.");
});

test("a win with no sentence of its own gives the short reason", () => {
  assert.equal(say("white", "three-in-a-row"), "White wins. three in a row");
  assert.equal(say("black", "abandoned"), "Black wins. the player left and stayed away");
});

test("a draw says why", () => {
  assert.equal(say(null, "agreement"), "A draw. Both players agreed.");
  assert.equal(say(null, "n-move"), "A draw. 50 moves each without a removal.");
  assert.equal(say(null, "repetition"), "A draw. The same position stood for the third time.");
  assert.equal(say(null, "full-board"), "A draw. The board is full.");
  assert.equal(say(null, "time-forfeit"), "A draw. The time ran out, but the other side could no longer win.");
});
