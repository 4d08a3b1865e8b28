// What a visitor's browser keeps of the puzzles: the rating (fresh, or
// as the server last answered), the history of the last attempts, the
// puzzles attempted, the best runs; anything damaged read as never kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ATTEMPTED, FRESH, HISTORY, attempted, best, hasAttempted, history, isRating, keepBest, keepRated,
  markAttempted, rating } from "../../web/puzzle-keep.js";

/** A storage as the browser's localStorage is. */
function storage(items = {}) {
  const m = new Map(Object.entries(items));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), m };
}

const rated = (r) => ({ version: 1, id: "x", player: { rating: r, deviation: 300, volatility: 0.06 },
                        puzzle: { rating: 1200, deviation: 240, volatility: 0.06, attempts: 1 } });

test("a fresh visitor is rated 1500, 350, 0.06, and a damaged rating is taken as none", () => {
  assert.deepEqual(rating(storage()), FRESH);
  assert.deepEqual(FRESH, { rating: 1500, deviation: 350, volatility: 0.06 });
  for (const bad of ["{", "null", "[]", '{"rating": 1e9, "deviation": 350, "volatility": 0.06}',
    '{"rating": 1500, "deviation": 0, "volatility": 0.06}', '{"rating": "1500", "deviation": 350, "volatility": 0.06}']) {
    assert.deepEqual(rating(storage({ "morris-puzzle-rating": bad })), FRESH, bad);
  }
  assert.equal(isRating({ rating: 1500, deviation: 350, volatility: 0.06 }), true);
  assert.equal(isRating({ rating: NaN, deviation: 350, volatility: 0.06 }), false);
});

test("the server's answer is kept: the new rating and the attempt in the history", () => {
  const s = storage();
  const entry = keepRated(s, "w1", true, rated(1512.4));
  assert.deepEqual(entry, { id: "w1", solved: true, rating: 1512, change: 12 });
  assert.equal(rating(s).rating, 1512.4);
  keepRated(s, "w2", false, rated(1490));
  assert.deepEqual(history(s).map((e) => [e.id, e.change]), [["w1", 12], ["w2", -22]]);
  // A rating the server could not have sent is not kept.
  assert.equal(keepRated(s, "w3", true, { player: { rating: -5 } }), null);
  assert.equal(rating(s).rating, 1490);
  // The last twenty only.
  for (let i = 0; i < 30; i++) keepRated(s, "p" + i, i % 2 === 0, rated(1400 + i));
  const h = history(s);
  assert.equal(h.length, HISTORY);
  assert.equal(h[h.length - 1].id, "p29");
  assert.deepEqual(history(storage({ "morris-puzzle-history": "{oops" })), []);
});

test("the puzzles attempted are remembered, the oldest forgotten first", () => {
  const s = storage();
  assert.equal(hasAttempted(s, "a"), false);
  markAttempted(s, "a");
  markAttempted(s, "b");
  markAttempted(s, "a");
  assert.deepEqual(attempted(s), ["b", "a"]);
  assert.equal(hasAttempted(s, "a"), true);
  for (let i = 0; i < ATTEMPTED + 5; i++) markAttempted(s, "id" + i);
  assert.equal(attempted(s).length, ATTEMPTED);
  assert.equal(hasAttempted(s, "b"), false);
  assert.deepEqual(attempted(storage({ "morris-puzzle-attempted": "42" })), []);
});

test("the best streak and rushes are kept apart, only when beaten", () => {
  const s = storage();
  assert.equal(best(s, "streak"), 0);
  assert.deepEqual(keepBest(s, "streak", 4), { best: 4, beaten: true });
  assert.deepEqual(keepBest(s, "streak", 3), { best: 4, beaten: false });
  assert.deepEqual(keepBest(s, "rush-3", 9), { best: 9, beaten: true });
  assert.equal(best(s, "streak"), 4);
  assert.equal(best(s, "rush-5"), 0);
  assert.equal(best(storage({ "morris-puzzle-best": '{"streak": "7"}' }), "streak"), 0);
});

test("a storage that refuses to keep does not stop the page", () => {
  const s = { getItem: () => null, setItem: () => { throw new Error("full"); } };
  assert.deepEqual(keepRated(s, "w1", true, rated(1510)), { id: "w1", solved: true, rating: 1510, change: 10 });
  markAttempted(s, "w1");
  assert.deepEqual(keepBest(s, "streak", 2), { best: 2, beaten: true });
});
