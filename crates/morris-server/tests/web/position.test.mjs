// The analysis board's position text: read, written, set up, played on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { formatPosition, parsePosition, parseRecord, playTurn, presetFor, rowsOf, setPoint, setTurn, startOf }
  from "../../web/position.js";

// The boards' points as the server sends them (board order, d4 last for Three Men's Morris).
const NINE = { points: "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1".split(" ") };
const SIX = { points: "a7 d7 g7 b6 d6 f6 a4 b4 f4 g4 b2 d2 f2 a1 d1 g1".split(" ") };
const THREE = { points: "c5 d5 e5 c4 e4 c3 d3 e3 d4".split(" ") };

test("the rows of each board are its position text's rows", () => {
  assert.deepEqual(rowsOf(NINE).map((r) => r.length), [3, 3, 3, 6, 3, 3, 3]);
  assert.deepEqual(rowsOf(SIX).map((r) => r.length), [3, 3, 4, 3, 3]);
  assert.deepEqual(rowsOf(THREE), [["c5", "d5", "e5"], ["c4", "d4", "e4"], ["c3", "d3", "e3"]]);
});

test("a position text reads and writes back the same", () => {
  const text = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
  const pos = parsePosition(text, NINE);
  assert.deepEqual(pos.pieces, { white: ["a7", "g7", "f4"], black: ["c4", "b2", "f2"] });
  assert.equal(pos.side, "white");
  assert.deepEqual(pos.hands, { white: 0, black: 0 });
  assert.equal(pos.turn, 40);
  assert.equal(formatPosition(pos, NINE), text);
  assert.equal(formatPosition(parsePosition(".../.W./.../.B..B./.../.W./... w 7 7 0 3", NINE), NINE),
               ".../.W./.../.B..B./.../.W./... w 7 7 0 3");
  // Upper case side reads; memory words are kept.
  assert.equal(parsePosition(".../.../... B 3 2 0 1 due:0/1", THREE).side, "black");
  assert.deepEqual(parsePosition(".../.../... B 3 2 0 1 due:0/1", THREE).memory, ["due:0/1"]);
  assert.equal(formatPosition(startOf({ pieces: 6, first: "white" }), SIX), ".../.../..../.../... w 6 6 0 1");
});

test("what is no position text of the board is refused", () => {
  for (const bad of ["", "d6 f4 d2", ".../.../... w 3 3 0 1", // another board
                     "W.W/.../.../..B.W./.../B.B/... x 0 0 0 40", "W.W/.../.../..B.W./.../B.B/... w 0 0 0 0",
                     "W.W/.../.../..B.Q./.../B.B/... w 0 0 0 40", "W.W/.../.../..B.W/.../B.B/... w 0 0 0 40",
                     "W.W/.../.../..B.W./.../B.B/... w a 0 0 40"]) {
    assert.equal(parsePosition(bad, NINE), null, bad);
  }
});

test("a turn is played as the core plays it", () => {
  let pos = parsePosition(".../.../.../....../.../.../... w 9 9 0 1", NINE);
  pos = playTurn(pos, "d6");
  assert.equal(formatPosition(pos, NINE), ".../.W./.../....../.../.../... b 8 9 0 1");
  pos = playTurn(pos, "f4");
  assert.equal(formatPosition(pos, NINE), ".../.W./.../....B./.../.../... w 8 8 0 2");
  // A move counts; a removal starts the count afresh; Black's turn ends the turn number.
  const moving = parsePosition("W.W/.../.../..B.W./.../B.B/... w 0 0 3 40", NINE);
  const moved = playTurn(moving, "f4-d7");
  assert.equal(formatPosition(moved, NINE), "WWW/.../.../..B.../.../B.B/... b 0 0 4 40");
  const mill = playTurn(moving, "f4-d7xc4");
  assert.equal(formatPosition(mill, NINE), "WWW/.../.../....../.../B.B/... b 0 0 0 40");
  assert.equal(formatPosition(playTurn(moved, "b2-d2"), NINE), "WWW/.../.../..B.../.../.BB/... w 0 0 5 41");
  // A placement that closes a mill takes the piece; removals alone too.
  const placing = parsePosition("WW./.../.../....../.../.../..B b 7 8 0 2", NINE);
  assert.equal(formatPosition(playTurn(placing, "a1"), NINE), "WW./.../.../....../.../.../B.B w 7 7 0 3");
  assert.equal(formatPosition(playTurn(placing, "xa7"), NINE), ".W./.../.../....../.../.../..B w 7 8 0 3");
  // Black first: the turn number counts after White's turn.
  const blackFirst = parsePosition(".../.../... b 3 3 0 1", THREE);
  assert.equal(playTurn(playTurn(blackFirst, "d4", "black"), "c5", "black").turn, 2);
});

test("a set-up position is changed point by point, with its side and hands checked", () => {
  let pos = startOf({ pieces: 9, first: "white" });
  pos = setPoint(pos, "d6", "white");
  pos = setPoint(pos, "d6", "black");
  pos = setPoint(pos, "a1", "white");
  assert.deepEqual(pos.pieces, { white: ["a1"], black: ["d6"] });
  pos = setPoint(pos, "a1", null);
  assert.deepEqual(pos.pieces, { white: [], black: ["d6"] });
  const turned = setTurn({ ...pos, counter: 7 }, "black", { white: 3, black: 0 });
  assert.equal(formatPosition(turned, NINE), ".../.B./.../....../.../.../... b 3 0 0 1");
  assert.equal(setTurn(pos, "black", { white: 13, black: 0 }), null);
  assert.equal(setTurn(pos, "black", { white: 1.5, black: 0 }), null);
  assert.equal(setTurn(pos, "red", { white: 1, black: 0 }), null);
});

test("a record or a list of turns reads to its turns, tags and all", () => {
  assert.deepEqual(parseRecord("d6 f4, D2"), { rules: null, fen: null, moves: ["d6", "f4", "d2"] });
  const record = `[Event "Casual game"]
[Rules "six"]
[FEN ".../.../..../.../... w 6 6 0 1"]

1. d6 f4 2. d2 {a comment} b4 3. d6-d7 xa7 1-0`;
  assert.deepEqual(parseRecord(record), {
    rules: "six", fen: ".../.../..../.../... w 6 6 0 1", moves: ["d6", "f4", "d2", "b4", "d6-d7xa7"],
  });
  assert.deepEqual(parseRecord("1... f4 2. g7"), { rules: null, fen: null, moves: ["f4", "g7"] });
  assert.deepEqual(parseRecord("d6 hello f4"), { bad: "hello" });
  assert.deepEqual(parseRecord("d6 d9"), { bad: "d9" });
});

test("a pasted position text chooses the rules of its board, the current ones first", () => {
  const presets = [{ name: "nine", rules: { board: "twenty-four" } }, { name: "twelve", rules: { board: "twenty-four" } },
                   { name: "six", rules: { board: "sixteen" } }, { name: "three", rules: { board: "nine" } }];
  const boards = { "twenty-four": NINE, sixteen: SIX, nine: THREE };
  const of = (rules) => boards[rules.board];
  assert.equal(presetFor(".../.../..../.../... w 6 6 0 1", presets, presets[0], of).name, "six");
  assert.equal(presetFor(".../.../... b 3 3 0 1", presets, presets[0], of).name, "three");
  assert.equal(presetFor(".../.../.../....../.../.../... w 9 9 0 1", presets, presets[1], of).name, "twelve");
  assert.equal(presetFor(".../.../.../....../.../.../... w 9 9 0 1", presets, presets[2], of).name, "nine");
  assert.equal(presetFor("d6 f4", presets, presets[0], of), null);
});
