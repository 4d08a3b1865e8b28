// What game a room is, in words: rules by preset, clock, invitation.
import { test } from "node:test";
import assert from "node:assert/strict";
import { filler } from "../../web/common.js";
import { analysisLink, clockText, gameAbout, invitationText, rulesName } from "../../web/about.js";

const t = filler({
  "preset-nine": "Nine Men's Morris", "preset-nine-no-flying": "Nine Men's Morris without flying",
  "preset-twelve": "Twelve Men's Morris", "web-rules-no-flying": "{$rules} without flying",
  "web-rules-house": "house rules", "web-no-clock": "no clock", "web-clock": "{$time} + {$increment} s a turn",
  "web-invitation": "{$host} invites you: {$rules}, {$clock}. You would play {$color}.",
  "web-game-about": "{$rules}, {$clock}.", "color-black": "Black",
});
const nine = { board: "twenty-four", flying: "at-three" };
const presets = [
  { name: "nine", rules: nine, no_flying: { ...nine, flying: "off" } },
  { name: "twelve", rules: { ...nine, pieces: 12 }, no_flying: { ...nine, pieces: 12, flying: "off" } },
];

test("rules are named by their preset, with or without flying, else house rules", () => {
  assert.equal(rulesName(t, presets, nine), "Nine Men's Morris");
  assert.equal(rulesName(t, presets, { ...nine, flying: "off" }), "Nine Men's Morris without flying");
  assert.equal(rulesName(t, presets, { ...nine, pieces: 12, flying: "off" }), "Twelve Men's Morris without flying");
  assert.equal(rulesName(t, presets, { ...nine, pieces: 10 }), "house rules");
  // A room's rules come in another order of fields than the presets'.
  assert.equal(rulesName(t, presets, { flying: "at-three", board: "twenty-four" }), "Nine Men's Morris");
});

test("the clock says the time for the game and what a turn adds", () => {
  assert.equal(clockText(t, null), "no clock");
  assert.equal(clockText(t, { initial_ms: 300000, increment_ms: 3000 }), "5:00 + 3 s a turn");
});

test("the invitation names the host, the game and the friend's colour", () => {
  const inv = { host: "Ann", rules: nine, clock: null, color: "black", open: true };
  assert.equal(invitationText(t, presets, () => "Black", inv),
               "Ann invites you: Nine Men's Morris, no clock. You would play Black.");
  assert.equal(gameAbout(t, presets, nine, { initial_ms: 60000, increment_ms: 0 }),
               "Nine Men's Morris, 1:00 + 0 s a turn.");
});

test("a finished game opens on the analysis board with its turns, where the board offers its rules", () => {
  assert.equal(analysisLink(presets, { flying: "at-three", board: "twenty-four" }, ["d6", "f4", "d6-d7xa7"], "de"),
               "/analysis?rules=nine&moves=d6+f4+d6-d7xa7&lang=de");
  // Without flying, or house rules: not on the analysis board.
  assert.equal(analysisLink(presets, { ...nine, flying: "off" }, ["d6"], "en"), null);
  assert.equal(analysisLink(presets, { ...nine, pieces: 10 }, ["d6"], "en"), null);
});
