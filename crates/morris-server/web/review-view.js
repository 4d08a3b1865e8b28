// The review panel of the game page, drawn from the review the server sent
// and the practice's state (review.js): the sides' summaries, the value
// graph in SVG, a row a turn, and the practice's line. Clicking a point or
// a row asks the page to show that position.
import { currentMistake, graphPath, graphPoints, markOf, practiceOver, turnNumber } from "./review.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 300, HEIGHT = 100;

function svgEl(doc, name, attrs) {
  const e = doc.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** A side's summary line. */
export function summaryText(t, colorName, side, s) {
  return t("web-review-summary", {
    color: colorName(side), accuracy: s.accuracy.toFixed(1),
    inaccuracies: s.grades.inaccuracy, mistakes: s.grades.mistake, blunders: s.grades.blunder,
  });
}

/** A turn's row: its number, the turn and its mark, the grade's words, the best where it was not. */
export function rowText(t, turn) {
  let text = turnNumber(turn) + " " + turn.turn + markOf(turn.grade) + " " + t("review-grade-" + turn.grade);
  if (turn.grade !== "best" && turn.best.length > 0) {
    text += "; " + t("web-review-best-was", { best: turn.best.join(", ") });
  }
  return text;
}

function drawGraph(svg, review, shownAt, onShow) {
  const doc = svg.ownerDocument;
  svg.replaceChildren();
  svg.setAttribute("viewBox", `-6 -6 ${WIDTH + 12} ${HEIGHT + 12}`);
  const points = graphPoints(review, WIDTH, HEIGHT);
  svg.appendChild(svgEl(doc, "line", { x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2, class: "even" }));
  svg.appendChild(svgEl(doc, "path", { d: graphPath(points), class: "value" }));
  for (const p of points) {
    const cls = ["point", p.exact ? "exact" : "searched", p.grade ? "grade-" + p.grade : "", p.at === shownAt ? "shown" : ""];
    const dot = svgEl(doc, "circle", { cx: p.x, cy: p.y, r: 3, class: cls.join(" ").trim(), "data-at": p.at });
    dot.addEventListener("click", () => onShow(p.at));
    svg.appendChild(dot);
  }
}

function practiceText(view) {
  const { t, practice } = view;
  const last = practice.last;
  const said = [];
  if (last && last.kind === "right") said.push(t("web-practice-right", { turn: last.turn, grade: t("review-grade-" + last.grade) }));
  if (last && last.kind === "wrong") said.push(t("web-practice-wrong", { turn: last.turn, grade: t("review-grade-" + last.grade) }));
  if (last && last.kind === "shown") said.push(t("web-practice-shown", { best: last.best.join(", ") }));
  const mistake = currentMistake(practice);
  if (practice.mistakes.length === 0) said.push(t("web-practice-none"));
  else if (practiceOver(practice)) said.push(t("web-practice-done", { found: practice.found, total: practice.mistakes.length }));
  else if (practice.showing) return said.join(" ");
  else if (practice.waiting) said.push(t("web-practice-checking"));
  else if (!last || last.kind !== "wrong") {
    said.push(t("web-practice-find", { turn: turnNumber(mistake) + " " + mistake.turn, grade: t("review-grade-" + mistake.grade) }));
  }
  return said.join(" ");
}

/**
 * Draws the review box into the page `doc`: `view` holds `over` (the game
 * is over), `asked` (a review is awaited), `review`, `practice`, `shownAt`
 * (the position on the board, or null), the word filler `t`, `colorName`
 * and `onShow(at)`.
 */
export function drawReview(doc, view) {
  const $ = (id) => doc.getElementById(id);
  const { over, asked, review, practice, shownAt, t } = view;
  $("review-box").hidden = !over;
  $("review-ask").hidden = !!review;
  $("review-ask").disabled = asked;
  $("review-wait").hidden = !asked;
  $("review-panel").hidden = !review;
  doc.body.dataset.review = review ? "shown" : asked ? "waiting" : "";
  doc.body.dataset.practice = !practice ? "" : practiceOver(practice) ? "done" : practice.waiting ? "checking" :
    practice.showing ? "showing" : "trying";
  if (!review) return;
  $("review-summary").textContent = ["white", "black"]
    .map((side) => summaryText(t, view.colorName, side, review.summary[side])).join("\n");
  drawGraph($("review-graph"), review, shownAt, view.onShow);
  const rows = review.turns.map((turn) => {
    const li = doc.createElement("li");
    li.className = "grade-" + turn.grade + (shownAt === turn.ply + 1 ? " shown" : "");
    li.textContent = rowText(t, turn);
    li.addEventListener("click", () => view.onShow(turn.ply + 1));
    return li;
  });
  $("review-turns").replaceChildren(...rows);
  $("practice-start").hidden = !!practice;
  $("practice").hidden = !practice;
  if (practice) {
    $("practice-text").textContent = practiceText(view);
    $("practice-show").hidden = practiceOver(practice);
    $("practice-show").disabled = practice.waiting;
    $("practice-show").textContent = t(practice.showing ? "web-practice-next" : "web-show-me");
  }
}
