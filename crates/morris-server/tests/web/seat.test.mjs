// A seat's own link: made with the token in the fragment, and read back
// from it; anything else in the fragment is no token.
import { test } from "node:test";
import assert from "node:assert/strict";
import { keptWithToken, seatLink, tokenFromHash } from "../../web/seat.js";

const token = "Zm9vYmFyYmF6cXV4MTIzNA";

test("the link holds the room in its path and the token in its fragment", () => {
  const link = seatLink("http://h:1", "r00m-_x", token);
  assert.equal(link, "http://h:1/game/r00m-_x#" + token);
  const url = new URL(link);
  assert.equal(url.pathname, "/game/r00m-_x");
  assert.equal(tokenFromHash(url.hash), token);
});

test("a fragment that is no token is none", () => {
  for (const hash of ["", "#", "#short", "#" + token + "x", "#%E0%A4%A", "#" + token.slice(0, 21) + "!", null]) {
    assert.equal(tokenFromHash(hash), null, String(hash));
  }
  assert.equal(tokenFromHash(token), token);
});

test("taking a seat keeps the codes kept before and replaces an old token", () => {
  assert.deepEqual(keptWithToken(null, "r", token), { room: "r", token });
  assert.deepEqual(keptWithToken({ room: "r", token: "old", invite: "I", watch: "W" }, "r", token),
                   { room: "r", token, invite: "I", watch: "W" });
});
