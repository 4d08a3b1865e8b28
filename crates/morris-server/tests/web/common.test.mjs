// What both pages share: the word filler, the socket's address, the board's coordinates.
import { test } from "node:test";
import assert from "node:assert/strict";
import { filler, other, socketUrl } from "../../web/common.js";
import { PIECE_RADIUS, coords, frame, geometryOf, labels, rowEnds, winningRows } from "../../web/board.js";

test("words are filled with their arguments; an unknown id shows as itself", () => {
  const t = filler({ "web-your-turn": "Your turn.", "web-queued": "{$ahead} ahead, {$ahead}!" });
  assert.equal(t("web-your-turn"), "Your turn.");
  assert.equal(t("web-queued", { ahead: 3 }), "3 ahead, 3!");
  assert.equal(t("web-missing"), "web-missing");
  // Not a word of the object's prototype.
  assert.equal(t("constructor"), "constructor");
});

test("the socket is the page's own server, secure when the page is", () => {
  assert.equal(socketUrl({ protocol: "http:", host: "h:7700" }), "ws://h:7700/ws");
  assert.equal(socketUrl({ protocol: "https:", host: "h" }), "wss://h/ws");
});

test("points are placed by file and by row from the top", () => {
  assert.deepEqual(coords("a7"), [0, 0]);
  assert.deepEqual(coords("g1"), [6, 6]);
  assert.deepEqual(coords("d4"), [3, 3]);
  assert.equal(other("white"), "black");
});

test("the board of the rules is the one the server sent for them", () => {
  const boards = { "twenty-four": 1, "twenty-four+diagonals": 2, nine: 3 };
  assert.equal(geometryOf(boards, { board: "twenty-four", diagonals: true }), 2);
  assert.equal(geometryOf(boards, { board: "nine", diagonals: false }), 3);
  assert.equal(geometryOf(boards, { board: "nine", diagonals: true }), 3);
});

test("only the files and rows that hold points are labelled", () => {
  // Six Men's Morris: no point on file c or e, nor on rows 3 and 5.
  const six = { points: ["a7", "d7", "g7", "b6", "d6", "f6", "a4", "b4", "f4", "g4", "b2", "d2", "f2", "a1", "d1", "g1"] };
  const { files, ranks } = labels(six);
  assert.deepEqual(files, [0, 1, 3, 5, 6]);
  assert.deepEqual(ranks, [0, 1, 3, 5, 6]);
  const three = { points: ["c5", "d5", "e5", "c4", "d4", "e4", "c3", "d3", "e3"] };
  assert.deepEqual(labels(three), { files: [2, 3, 4], ranks: [2, 3, 4] });
});

test("Three Men's Morris: the winner's row of three is the one marked", () => {
  const geometry = { mills: [["c5", "d5", "e5"], ["c4", "d4", "e4"], ["c5", "d4", "e3"], ["c3", "d4", "e5"]] };
  const pieces = { white: ["c5", "e3", "d4"], black: ["d5", "e5", "c4"] };
  const won = { result: "1-0", winner: "white", termination: "three-in-a-row" };
  assert.deepEqual(winningRows(geometry, pieces, won), [["c5", "d4", "e3"]]);
  // No row marked in a game won otherwise, nor in play.
  assert.deepEqual(winningRows(geometry, pieces, { ...won, termination: "resignation" }), []);
  assert.deepEqual(winningRows(geometry, pieces, null), []);
  // A row is drawn from end to end, whatever the order of its points.
  assert.deepEqual(rowEnds(["d4", "c5", "e3"]).sort(), ["c5", "e3"]);
});

test("the pieces of Three Men's Morris lie inside the board, the grid in its middle", () => {
  const three = { points: ["c5", "d5", "e5", "c4", "d4", "e4", "c3", "d3", "e3"] };
  const box = frame(three);
  const xs = three.points.map((p) => coords(p)[0]), ys = three.points.map((p) => coords(p)[1]);
  // Each piece whole inside the frame, with room to spare for the labels.
  assert.ok(Math.min(...xs) - PIECE_RADIUS - 0.3 > box.x && Math.max(...xs) + PIECE_RADIUS < box.x + box.width);
  assert.ok(Math.min(...ys) - PIECE_RADIUS > box.y && Math.max(...ys) + PIECE_RADIUS + 0.3 < box.y + box.height);
  // The grid in the middle of the frame.
  assert.equal((Math.min(...xs) + Math.max(...xs)) / 2, box.x + box.width / 2);
  assert.equal((Math.min(...ys) + Math.max(...ys)) / 2, box.y + box.height / 2);
});
