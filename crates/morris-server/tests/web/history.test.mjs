// The analysis board's history: back, forward, and a new line replacing the rest.
import { test } from "node:test";
import assert from "node:assert/strict";
import { back, current, cut, forward, fresh, line, played, retext } from "../../web/history.js";

test("turns go forward, back walks to the first and forward to the last", () => {
  let h = fresh("p0");
  h = played(h, "d6", "p1");
  h = played(h, "f4", "p2");
  assert.equal(current(h).text, "p2");
  h = back(back(h));
  assert.equal(current(h).text, "p0");
  assert.equal(back(h), h);
  h = forward(h);
  assert.deepEqual(current(h), { text: "p1", turn: "d6" });
  h = forward(h);
  assert.equal(forward(h), h);
  assert.deepEqual(line(h), { turns: ["d6", "f4"], played: 2 });
});

test("the line's next turn played again goes forward; another replaces the rest", () => {
  let h = played(played(fresh("p0"), "d6", "p1"), "f4", "p2");
  h = back(back(h));
  const same = played(h, "d6", "ignored");
  assert.deepEqual(line(same), { turns: ["d6", "f4"], played: 1 });
  assert.equal(current(same).text, "p1");
  const other = played(h, "a7", "q1");
  assert.deepEqual(line(other), { turns: ["a7"], played: 1 });
});

test("the shown position takes the server's text; a cut drops what follows", () => {
  let h = played(played(fresh("p0"), "d6", "p1"), "f4", "p2");
  h = back(h);
  h = retext(h, "P1");
  assert.equal(current(h).text, "P1");
  assert.equal(h.entries[2].text, "p2");
  assert.deepEqual(line(cut(h)), { turns: ["d6"], played: 1 });
});
