// The turn filter: the page holds no rules; the server sends every legal
// turn with each position, and a click narrows them, point by point, until
// the points clicked name one whole turn.

/** The points a turn names, in order: `d6-d5xa7` → d6, d5, a7. */
export function pointsOf(turn) {
  return turn.match(/[a-g][1-7]/g) || [];
}

/** The turns of `legal` whose points begin with `clicks`. */
export function candidates(legal, clicks) {
  return legal.filter((turn) => {
    const seq = pointsOf(turn);
    return clicks.every((p, i) => seq[i] === p);
  });
}

/** The points that may be clicked next after `clicks`. */
export function nextPoints(legal, clicks) {
  return new Set(candidates(legal, clicks).map((t) => pointsOf(t)[clicks.length]).filter(Boolean));
}

/**
 * A click at `p` after `clicks`: the clicks now, and the turn to send when
 * they name exactly one whole legal turn. A click that fits no turn after
 * the others starts afresh from `p`; one that fits none at all clears.
 */
export function clickAt(legal, clicks, p) {
  let cs = clicks.concat([p]);
  let fits = candidates(legal, cs);
  if (fits.length === 0) {
    cs = [p];
    fits = candidates(legal, cs);
  }
  if (fits.length === 0) return { clicks: [], turn: null };
  const whole = fits.filter((t) => pointsOf(t).length === cs.length);
  if (whole.length === 1 && fits.length === 1) return { clicks: [], turn: whole[0] };
  return { clicks: cs, turn: null };
}

/**
 * Whether the clicks made the moving part of a turn that closes a mill,
 * and a piece to remove is what is asked next.
 */
export function removing(legal, clicks) {
  const fits = candidates(legal, clicks);
  return clicks.length > 0 && fits.length > 0 &&
    fits.every((t) => t.includes("x") && pointsOf(t.split("x")[0]).length === clicks.length);
}
