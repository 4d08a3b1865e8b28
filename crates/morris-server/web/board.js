// The board in SVG: its lines and points as the server sent them from the
// rules core (no geometry is copied here), the pieces, the points a click
// may go to next, and the hint.

const SVG = "http://www.w3.org/2000/svg";
const FILES = "abcdefg";

/** A point's place: its file and its row from the top. */
export function coords(point) {
  return [FILES.indexOf(point[0]), 7 - Number(point[1])];
}

/** The files and rows (from the top) that hold points: the ones labelled. */
export function labels(geometry) {
  const files = [...new Set(geometry.points.map((p) => coords(p)[0]))].sort((a, b) => a - b);
  const ranks = [...new Set(geometry.points.map((p) => coords(p)[1]))].sort((a, b) => a - b);
  return { files, ranks };
}

/** A piece's radius, a point's distance from its neighbour being 1. */
export const PIECE_RADIUS = 0.32;

/**
 * The board's frame (its view box): the points' files and rows with the
 * same margin all round, room for the labels and for whole pieces.
 */
export function frame(geometry) {
  const { files, ranks } = labels(geometry);
  const [x0, x1] = [Math.min(...files), Math.max(...files)];
  const [y0, y1] = [Math.min(...ranks), Math.max(...ranks)];
  return { x: x0 - 0.9, y: y0 - 0.9, width: x1 - x0 + 1.8, height: y1 - y0 + 1.8 };
}

/** The geometry of `rules` among the `boards` the server sent. */
export function geometryOf(boards, rules) {
  const key = rules.board + (rules.diagonals ? "+diagonals" : "");
  return boards[key] || boards[rules.board] || boards["twenty-four"];
}

/**
 * The rows that won the game `outcome` (the server's): in Three Men's
 * Morris the winner's line of three, each as its points; none otherwise.
 */
export function winningRows(geometry, pieces, outcome) {
  if (!outcome || outcome.termination !== "three-in-a-row" || !outcome.winner) return [];
  const held = pieces[outcome.winner];
  return (geometry.mills || []).filter((mill) => mill.every((p) => held.includes(p)));
}

/** The two ends of a row of points: the two farthest apart. */
export function rowEnds(row) {
  let ends = [row[0], row[0]], far = -1;
  for (const a of row) {
    for (const b of row) {
      const [[ax, ay], [bx, by]] = [coords(a), coords(b)];
      const d = (ax - bx) ** 2 + (ay - by) ** 2;
      if (d > far) { far = d; ends = [a, b]; }
    }
  }
  return ends;
}

function el(doc, name, attrs) {
  const e = doc.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/**
 * Draws the board into `svg`: `view` holds the geometry, the pieces
 * (`pieces.white`, `pieces.black`), the clicks so far, the points a click
 * may go to next, the hint's points, the mover's colour, the rows that
 * won (`won`, none when left out), the practice's answer shown (`answer`:
 * `{ from, to, removed }`, of `answerSide`'s turn; none when left out),
 * the analysis' values (`badges`: a Map from point to `{ text, tone, best }`,
 * none when left out), whether the points take the keyboard (`keys`: each
 * a button in the tab order, Enter or Space clicks it; the point that had
 * the focus keeps it), and `onClick(p)`.
 */
export function drawBoard(svg, view) {
  const doc = svg.ownerDocument;
  const active = doc.activeElement;
  const focused = active && svg.contains(active) ? active.getAttribute("data-point") : null;
  svg.replaceChildren();
  const badges = view.badges || new Map();
  const { geometry, pieces, clicks, next, advised, mine, onClick } = view;
  const won = view.won || [];
  const { files, ranks } = labels(geometry);
  const box = frame(geometry);
  const [x0, y1] = [box.x + 0.9, box.y + box.height - 0.9];
  svg.setAttribute("viewBox", `${box.x} ${box.y} ${box.width} ${box.height}`);
  for (const [a, b] of geometry.edges) {
    const [ax, ay] = coords(a);
    const [bx, by] = coords(b);
    svg.appendChild(el(doc, "line", { x1: ax, y1: ay, x2: bx, y2: by }));
  }
  for (const row of won) {
    const [[ax, ay], [bx, by]] = rowEnds(row).map(coords);
    svg.appendChild(el(doc, "line", { x1: ax, y1: ay, x2: bx, y2: by, class: "won" }));
  }
  for (const i of files) {
    const file = el(doc, "text", { x: i, y: y1 + 0.6, class: "label" });
    file.textContent = FILES[i];
    svg.appendChild(file);
  }
  for (const i of ranks) {
    const rank = el(doc, "text", { x: x0 - 0.6, y: i + 0.08, class: "label" });
    rank.textContent = String(7 - i);
    svg.appendChild(rank);
  }
  const answer = view.answer || null;
  if (answer && answer.from && answer.to) {
    const [[ax, ay], [bx, by]] = [answer.from, answer.to].map(coords);
    svg.appendChild(el(doc, "line", { x1: ax, y1: ay, x2: bx, y2: by, class: "answer-line" }));
  }
  for (const p of geometry.points) {
    const [x, y] = coords(p);
    svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.12, class: "spot" }));
    const owner = pieces.white.includes(p) ? "white" : pieces.black.includes(p) ? "black" : null;
    if (owner) {
      const cls = owner + (won.some((row) => row.includes(p)) ? " won" : "") +
                  (clicks[0] === p && clicks.length === 1 ? " chosen" : "") +
                  (next.has(p) && clicks.length > 0 ? " target" : "");
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: PIECE_RADIUS, class: cls }));
    } else if (clicks[0] === p && mine) {
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: PIECE_RADIUS, class: mine + " chosen" }));
    } else if (next.has(p)) {
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.14, class: "hint" }));
    }
    if (advised.has(p)) svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.42, class: "advice" }));
    if (answer) drawAnswer(doc, svg, answer, view.answerSide, p, [x, y]);
    const badge = badges.get(p);
    if (badge) drawBadge(doc, svg, badge, p, [x, owner ? y + 0.3 : y]);
    const hit = el(doc, "circle", { cx: x, cy: y, r: 0.45, class: "hit", "data-point": p });
    hit.addEventListener("click", () => onClick(p));
    if (view.keys) {
      hit.setAttribute("tabindex", "0");
      hit.setAttribute("role", "button");
      hit.setAttribute("aria-label", badge ? p + " " + badge.text : p);
      hit.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onClick(p); }
      });
    }
    svg.appendChild(hit);
  }
  if (focused) {
    const again = svg.querySelector(`.hit[data-point="${focused}"]`);
    if (again) again.focus();
  }
}

/** A value's badge at `[x, y]`: its text on a patch coloured by its tone
 * (`win`, `draw`, `loss`, `unknown`), the best ringed. */
function drawBadge(doc, svg, badge, p, [x, y]) {
  const width = 0.16 + 0.16 * badge.text.length, height = 0.32;
  const g = el(doc, "g", { class: "badge " + badge.tone + (badge.best ? " best" : ""), "data-badge": p });
  g.appendChild(el(doc, "rect", { x: x - width / 2, y: y - height / 2, width, height, rx: 0.08 }));
  const text = el(doc, "text", { x, y: y + 0.01 });
  text.textContent = badge.text;
  g.appendChild(text);
  svg.appendChild(g);
}

/** The answer's marks at point `p`: where it moves from, where it goes (a
 * piece of `side` drawn faint there), and the pieces it removes. */
function drawAnswer(doc, svg, answer, side, p, [x, y]) {
  if (answer.to === p && side) {
    svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: PIECE_RADIUS, class: side + " ghost" }));
  }
  const kind = answer.from === p ? "from" : answer.to === p ? "to" : answer.removed.includes(p) ? "removed" : null;
  if (kind) svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.42, class: "answer " + kind,
                                                   "data-answer": kind, "data-answer-at": p }));
}
