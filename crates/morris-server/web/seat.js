// A seat's own link: the game page of its room with the seat's token in
// the fragment, which a browser never sends (so no server or proxy logs
// it). Opened in any browser, it takes the seat back: for a player whose
// browser lost what it kept.

/** The link to keep for the seat whose token is `token` in `room`. */
export function seatLink(origin, room, token) {
  return origin + "/game/" + encodeURIComponent(room) + "#" + encodeURIComponent(token);
}

/**
 * The seat token a seat link's fragment (`location.hash`) carries, or null
 * when it carries none: a token is 22 characters of base64url.
 */
export function tokenFromHash(hash) {
  let token;
  try {
    token = decodeURIComponent((hash || "").replace(/^#/, ""));
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{22}$/.test(token) ? token : null;
}

/**
 * What this browser keeps of a seat (`morris-room-ROOM`), with the seat of
 * `token` taken: the invite and watch codes kept before stay.
 */
export function keptWithToken(kept, room, token) {
  return { ...(kept || {}), room, token };
}
