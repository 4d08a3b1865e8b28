// The review page's logic: marks, the value graph's points, the practice.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  currentMistake, graded, graphPath, graphPoints, isRight, markOf, practiceOver, scoreOf, showMe, nextMistake, shownAnswer, turnMarks,
  startPractice, tried, turnNumber,
} from "../../web/review.js";

const searched = (expected) => ({ expected, depth: 8 });
const turn = (ply, grade, before, after, extra = {}) => ({
  ply, side: ply % 2 === 0 ? "white" : "black", turn: "t" + ply, grade, exact: false,
  before, after, best: ["b" + ply], line: [], ...extra,
});

// White plays well, Black blunders a won game away at ply 1 (exactly),
// White makes a searched mistake at ply 2.
const review = {
  game: 1,
  turns: [
    turn(0, "best", searched(0.5), searched(0.5)),
    turn(1, "blunder", { result: "win", plies: 9 }, { result: "loss", plies: 4 }, { exact: true, legal: ["a", "b"] }),
    turn(2, "mistake", searched(0.9), searched(0.65), { legal: ["c", "d"] }),
  ],
  summary: {},
  positions: [{}, {}, {}, {}],
};

test("marks and rights follow the grades", () => {
  assert.deepEqual(["best", "good", "inaccuracy", "mistake", "blunder"].map(markOf), ["", "", "?!", "?", "??"]);
  assert.deepEqual(["best", "good", "inaccuracy"].map(isRight), [true, true, false]);
  assert.equal(turnNumber(review.turns[0]), "1.");
  assert.equal(turnNumber(review.turns[1]), "1…");
  assert.equal(turnNumber(review.turns[2]), "2.");
});

test("a value's score: exact results as 1, ½ and 0, searched as expected", () => {
  assert.equal(scoreOf({ result: "win", plies: 3 }), 1);
  assert.equal(scoreOf({ result: "draw" }), 0.5);
  assert.equal(scoreOf({ result: "loss", may_be_drawn: true }), 0);
  assert.equal(scoreOf(searched(0.62)), 0.62);
});

test("the graph has a point a position, from White's side, exact ones told apart", () => {
  const points = graphPoints(review, 300, 100);
  assert.deepEqual(points.map((p) => p.at), [0, 1, 2, 3]);
  assert.deepEqual(points.map((p) => p.x), [0, 100, 200, 300]);
  // Start ½; after White's 0.5; after Black's blunder Black loses: White
  // scores 1 (the top); after White's mistake 0.65.
  assert.deepEqual(points.map((p) => p.y), [50, 50, 0, 35]);
  assert.deepEqual(points.map((p) => p.exact), [false, false, true, false]);
  assert.deepEqual(points.map((p) => p.grade), [null, "best", "blunder", "mistake"]);
  assert.equal(graphPath(points.slice(0, 2)), "M0 50 L100 50");
  assert.deepEqual(graphPoints({ turns: [], positions: [{}] }, 300, 100), []);
});

test("the practice tries the chosen sides' mistakes in order until found", () => {
  let p = startPractice(review, ["white"]);
  assert.equal(p.mistakes.length, 1);
  assert.equal(currentMistake(p).ply, 2);
  p = tried(p);
  assert.equal(p.waiting, true);
  // A wrong turn is said and tried again.
  p = graded(p, false, { ply: 2, turn: "d", grade: "blunder" });
  assert.deepEqual([p.at, p.found, p.waiting, p.last.kind, p.last.turn], [0, 0, false, "wrong", "d"]);
  // A late grade of another ply changes nothing.
  assert.equal(graded(p, true, { ply: 1, turn: "a", grade: "best" }), p);
  p = graded(tried(p), true, { ply: 2, turn: "c", grade: "good" });
  assert.deepEqual([p.at, p.found, p.last.kind], [1, 1, "right"]);
  assert.ok(practiceOver(p) && currentMistake(p) === null);
});

test("show me tells the best and draws it, then goes on, unfound", () => {
  let p = startPractice(review, ["white", "black"]);
  assert.deepEqual(p.mistakes.map((m) => m.ply), [1, 2]);
  assert.equal(shownAnswer(p), null);
  p = showMe(p);
  assert.deepEqual([p.at, p.found, p.showing, p.last.kind, p.last.best], [0, 0, true, "shown", ["b1"]]);
  assert.deepEqual(shownAnswer(p), { from: null, to: "b1", removed: [] });
  // Shown once: "Show me" again changes nothing; the next mistake comes
  // when asked.
  assert.equal(showMe(p), p);
  p = nextMistake(p);
  assert.deepEqual([p.at, p.showing, shownAnswer(p)], [1, false, null]);
  assert.equal(nextMistake(p), p);
  p = nextMistake(showMe(p));
  assert.ok(practiceOver(p));
  assert.equal(showMe(p), p);
  assert.equal(startPractice(review, []).mistakes.length, 0);
});

test("a turn's marks: from, to and the removals", () => {
  assert.deepEqual(turnMarks("d6"), { from: null, to: "d6", removed: [] });
  assert.deepEqual(turnMarks("d6xa7"), { from: null, to: "d6", removed: ["a7"] });
  assert.deepEqual(turnMarks("d6-d5"), { from: "d6", to: "d5", removed: [] });
  assert.deepEqual(turnMarks("d6-d7xa7xg7"), { from: "d6", to: "d7", removed: ["a7", "g7"] });
  assert.deepEqual(turnMarks("d6-d5 xa7"), { from: "d6", to: "d5", removed: ["a7"] });
  assert.deepEqual(turnMarks("xa7xb6"), { from: null, to: null, removed: ["a7", "b6"] });
});

test("a row says the turn, its mark, its grade and the best where it was not", async () => {
  const { rowText, summaryText } = await import("../../web/review-view.js");
  const t = (id, args) => id + (args ? JSON.stringify(args) : "");
  assert.equal(rowText(t, review.turns[0]), "1. t0 review-grade-best");
  assert.equal(rowText(t, review.turns[1]), '1… t1?? review-grade-blunder; web-review-best-was{"best":"b1"}');
  const side = { turns: 2, accuracy: 87.25, grades: { best: 1, good: 0, inaccuracy: 0, mistake: 1, blunder: 0 } };
  assert.equal(summaryText(t, (c) => c.toUpperCase(), "white", side),
               'web-review-summary{"color":"WHITE","accuracy":"87.3","inaccuracies":0,"mistakes":1,"blunders":0}');
});
