// The review of a finished game as the page shows it, with no DOM: each
// turn's mark, the value graph's points, and the practice ("learn from
// your mistakes") as a state that each step replaces. The grades come from
// the server (docs/REVIEW.md); nothing is graded here.

/** The usual mark after a turn of this grade: `?!`, `?`, `??` or none. */
export function markOf(grade) {
  return { inaccuracy: "?!", mistake: "?", blunder: "??" }[grade] || "";
}

/** Whether a grade is good enough for the practice: best or good. */
export function isRight(grade) {
  return grade === "best" || grade === "good";
}

/**
 * A value's expected score for the side it is from, 0 to 1: a known win
 * 1, a draw ½, a loss 0, else the searched `expected`.
 */
export function scoreOf(value) {
  if (value.result === "win") return 1;
  if (value.result === "draw") return 0.5;
  if (value.result === "loss") return 0;
  return typeof value.expected === "number" ? value.expected : 0.5;
}

/** Whether a value is known exactly, not searched. */
export function isExact(value) {
  return typeof value.result === "string";
}

/** A turn's number as records write it: `3.` for White, `3…` for Black. */
export function turnNumber(turn) {
  return Math.floor(turn.ply / 2) + 1 + (turn.side === "white" ? "." : "…");
}

/**
 * The value graph's points, one a position: the start (the first turn's
 * `before`), then the position after each turn (its `after`), as White's
 * expected score. Each point: `at` (the index in `review.positions`), `x`
 * and `y` in a `width` × `height` box (White's win at the top), `exact`,
 * and the grade of the turn that led to it (none for the start).
 */
export function graphPoints(review, width, height) {
  const turns = review.turns;
  const forWhite = (turn, value) => (turn.side === "white" ? scoreOf(value) : 1 - scoreOf(value));
  const step = turns.length > 0 ? width / turns.length : 0;
  const y = (score) => Math.round((1 - score) * height * 100) / 100;
  const x = (i) => Math.round(i * step * 100) / 100;
  const points = [];
  if (turns.length > 0) {
    points.push({ at: 0, x: 0, y: y(forWhite(turns[0], turns[0].before)),
                  exact: isExact(turns[0].before), grade: null });
  }
  turns.forEach((turn, i) => {
    points.push({ at: i + 1, x: x(i + 1), y: y(forWhite(turn, turn.after)),
                  exact: isExact(turn.after), grade: turn.grade });
  });
  return points;
}

/** The graph's line through `points`, as an SVG path. */
export function graphPath(points) {
  return points.map((p, i) => (i === 0 ? "M" : "L") + p.x + " " + p.y).join(" ");
}

/**
 * A practice over the mistakes (graded inaccuracy or worse) of the sides
 * `sides` holds, in the game's order: `{ mistakes, at, found, last }`,
 * `last` being what the previous step said (`null`, or `{ kind: "right" |
 * "wrong" | "shown", turn, grade, best }`).
 */
export function startPractice(review, sides) {
  const mistakes = review.turns.filter((t) => !isRight(t.grade) && sides.includes(t.side));
  return { mistakes, at: 0, found: 0, last: null, waiting: false, showing: false };
}

/** The mistake being tried, or null once every one was. */
export function currentMistake(practice) {
  return practice.mistakes[practice.at] || null;
}

/** Whether every mistake was tried. */
export function practiceOver(practice) {
  return practice.at >= practice.mistakes.length;
}

/** A turn tried at the current mistake, sent to be graded: waits. */
export function tried(practice) {
  return { ...practice, waiting: true };
}

/**
 * The server's grade of the turn tried: a right one counts as found and
 * goes on to the next mistake; a wrong one stays, to be tried again. A
 * grade for another ply (a late answer) changes nothing.
 */
export function graded(practice, right, turn) {
  const mistake = currentMistake(practice);
  if (!mistake || turn.ply !== mistake.ply) return practice;
  const last = { kind: right ? "right" : "wrong", turn: turn.turn, grade: turn.grade, best: mistake.best };
  if (!right) return { ...practice, waiting: false, last };
  return { ...practice, waiting: false, last, at: practice.at + 1, found: practice.found + 1 };
}

/**
 * "Show me": the best turns are told and the first drawn on the board
 * (`showing`); the mistake stays unfound, and [`nextMistake`] goes on.
 */
export function showMe(practice) {
  const mistake = currentMistake(practice);
  if (!mistake || practice.showing) return practice;
  return { ...practice, waiting: false, showing: true,
           last: { kind: "shown", turn: mistake.turn, grade: mistake.grade, best: mistake.best } };
}

/** After "Show me": on to the next mistake. */
export function nextMistake(practice) {
  if (!practice.showing) return practice;
  return { ...practice, showing: false, at: practice.at + 1 };
}

/** The turn "Show me" draws on the board, or null when none is shown. */
export function shownAnswer(practice) {
  const mistake = practice && practice.showing ? currentMistake(practice) : null;
  return mistake && mistake.best.length > 0 ? turnMarks(mistake.best[0]) : null;
}

/**
 * What a turn in notation (NOTATION.md) marks on the board: the point it
 * moves from (null for a placement or removals alone), the point it goes
 * to (null for removals alone), and the points whose pieces it removes.
 */
export function turnMarks(turn) {
  const [move, ...removed] = turn.replace(/\s+/g, "").split("x");
  const [a, b] = move.split("-");
  return { from: b ? a : null, to: (b || a) || null, removed };
}
