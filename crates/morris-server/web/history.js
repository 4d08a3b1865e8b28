// The analysis board's history: the positions from where it was set up,
// each with the turn that led to it, and the one shown. Back and forward
// walk it; a turn played where the line goes on with another replaces the
// rest of it; the same turn as the line's next just goes forward.

/** A history of the position `text` alone. */
export function fresh(text) {
  return { entries: [{ text, turn: null }], at: 0 };
}

/** The position shown. */
export function current(h) {
  return h.entries[h.at];
}

/** `h` after the turn `turn`, which leads to the position `text`. */
export function played(h, turn, text) {
  const next = h.entries[h.at + 1];
  if (next && next.turn === turn) return { ...h, at: h.at + 1 };
  return { entries: [...h.entries.slice(0, h.at + 1), { text, turn }], at: h.at + 1 };
}

/** One position back (none before the first). */
export function back(h) {
  return h.at > 0 ? { ...h, at: h.at - 1 } : h;
}

/** One position forward, along the line played (none after its end). */
export function forward(h) {
  return h.at + 1 < h.entries.length ? { ...h, at: h.at + 1 } : h;
}

/** `h` with the shown position's text replaced (as the server wrote it). */
export function retext(h, text) {
  const entries = h.entries.slice();
  entries[h.at] = { ...entries[h.at], text };
  return { ...h, entries };
}

/** `h` ending at the shown position (the turns after it dropped). */
export function cut(h) {
  return { entries: h.entries.slice(0, h.at + 1), at: h.at };
}

/** The turns of the line, from the first position, and how many are played now. */
export function line(h) {
  return { turns: h.entries.slice(1).map((e) => e.turn), played: h.at };
}
