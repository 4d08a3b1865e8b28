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

/** The geometry of `rules` among the `boards` the server sent. */
export function geometryOf(boards, rules) {
  const key = rules.board + (rules.diagonals ? "+diagonals" : "");
  return boards[key] || boards[rules.board] || boards["twenty-four"];
}

function el(doc, name, attrs) {
  const e = doc.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/**
 * Draws the board into `svg`: `view` holds the geometry, the pieces
 * (`pieces.white`, `pieces.black`), the clicks so far, the points a click
 * may go to next, the hint's points, the mover's colour, and `onClick(p)`.
 */
export function drawBoard(svg, view) {
  const doc = svg.ownerDocument;
  svg.replaceChildren();
  const { geometry, pieces, clicks, next, advised, mine, onClick } = view;
  const { files, ranks } = labels(geometry);
  const [x0, x1] = [Math.min(...files), Math.max(...files)];
  const [y0, y1] = [Math.min(...ranks), Math.max(...ranks)];
  // The same margin all round, the labels inside it.
  svg.setAttribute("viewBox", `${x0 - 0.9} ${y0 - 0.9} ${x1 - x0 + 1.8} ${y1 - y0 + 1.8}`);
  for (const [a, b] of geometry.edges) {
    const [ax, ay] = coords(a);
    const [bx, by] = coords(b);
    svg.appendChild(el(doc, "line", { x1: ax, y1: ay, x2: bx, y2: by }));
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
  for (const p of geometry.points) {
    const [x, y] = coords(p);
    svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.12, class: "spot" }));
    const owner = pieces.white.includes(p) ? "white" : pieces.black.includes(p) ? "black" : null;
    if (owner) {
      const cls = owner + (clicks[0] === p && clicks.length === 1 ? " chosen" : "") +
                  (next.has(p) && clicks.length > 0 ? " target" : "");
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.32, class: cls }));
    } else if (clicks[0] === p && mine) {
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.32, class: mine + " chosen" }));
    } else if (next.has(p)) {
      svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.14, class: "hint" }));
    }
    if (advised.has(p)) svg.appendChild(el(doc, "circle", { cx: x, cy: y, r: 0.42, class: "advice" }));
    const hit = el(doc, "circle", { cx: x, cy: y, r: 0.45, class: "hit", "data-point": p });
    hit.addEventListener("click", () => onClick(p));
    svg.appendChild(hit);
  }
}
