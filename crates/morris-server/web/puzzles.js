// The puzzles (`/puzzles`) and the daily puzzle (`/puzzles/daily`): a
// position where exactly one turn is right, certified by the solved game,
// from the server's puzzle API (docs/PUZZLES.md, "The web API"). The
// visitor plays turns by mouse or keyboard among the legal ones the API
// lists; the other side answers at once from the line; a wrong turn says
// why and offers to try again or to see the answer. One by one near the
// visitor's rating, a theme and a set of rules chosen, or a streak
// (rising until the first miss) or a rush (3 or 5 minutes, three misses
// end it), their bests kept. A first attempt is rated: the visitor's
// Glicko-2 rating is kept in this browser, the puzzle's by the server.
import { filler, pageData } from "./common.js";
import { drawBoard, geometryOf } from "./board.js";
import { clickAt, nextPoints, pointsOf } from "./turns.js";
import { parsePosition, playTurn } from "./position.js";
import { errorWords, firstAttempt, givenClicks, givenNow, lineText, offered, showAnswer, start, taskWords, themeName,
  tryTurn, verdictWords } from "./puzzle.js";
import { attempted, best, hasAttempted, history as keptHistory, keepBest, keepRated, markAttempted,
  rating } from "./puzzle-keep.js";
import { afterPuzzle, atTime, climbs, clockText, newRun, timeLeft } from "./puzzle-run.js";

const DATA = pageData(document);
const t = filler(DATA.texts);
const $ = (id) => document.getElementById(id);
const colorName = (c) => t(c === "white" ? "color-white" : "color-black");
const DAILY = location.pathname.replace(/\/+$/, "") === "/puzzles/daily";
const query = new URLSearchParams(location.search);
const store = globalThis.localStorage;
// How long the server may take before the page says it does not answer.
const PATIENCE_MS = 20000;
// How long the turn played stands before the reply comes; how long a
// streak's or a rush's verdict stands before its next puzzle.
const REPLY_MS = 450;
const RUN_NEXT_MS = 1200;
// The most ids a request skips (the server reads 200; the query stays
// short).
const SKIP = 150;

// The puzzle being solved; the clicks of the turn being made; the words
// under the task; where the visitor is: loading, find, wrong, solved,
// shown, trouble (the server did not answer).
let s = null, clicks = [], status = "", phase = "loading";
// A position shown for a moment (the turn played, before the reply), and
// the points of the last reply, ringed.
let showing = null, marks = new Set();
let geometry = geometryOf(DATA.boards, DATA.puzzle_sets[0].rules);
let run = newRun("one", Date.now(), freshSeed());
let retryWith = null, ratedWords = "", runWords = "", beaten = false;
// For tests and the curious.
globalThis.morris = { get puzzle() { return s && s.puzzle; }, get state() { return s; }, get run() { return run; } };

function freshSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

function setOf(name) {
  return DATA.puzzle_sets.find((p) => p.name === name) || DATA.puzzle_sets[0];
}

const signed = (n) => (n > 0 ? "+" + n : String(n));

/** The API's answer: `{ body }`, `{ error }` (in words) or `{ offline: true }`. */
async function api(path, init) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENCE_MS);
  try {
    const r = await fetch(path, { ...init, signal: controller.signal });
    let body = null;
    try { body = await r.json(); } catch { body = null; }
    if (r.ok && body) return { body };
    return { error: errorWords(t, r.status, body) };
  } catch {
    return { offline: true };
  } finally {
    clearTimeout(timer);
  }
}

async function fetchPuzzle(path) {
  phase = "loading";
  status = t("web-puzzle-loading");
  retryWith = null;
  show();
  const got = await api(path);
  if (got.body) {
    begin(got.body);
    return;
  }
  phase = "trouble";
  status = got.offline ? t("web-puzzle-no-server") : got.error;
  retryWith = () => fetchPuzzle(path);
  show();
}

/** The next puzzle's request: near the visitor's rating, or the run's step of the ladder. */
function nextPath() {
  const params = new URLSearchParams({ rules: $("rules").value });
  if ($("theme").value) params.set("theme", $("theme").value);
  const seen = climbs(run) ? run.seen : [...attempted(store).slice(-100), ...run.seen];
  const skip = [...new Set(seen)].slice(-SKIP);
  let path;
  if (climbs(run)) {
    params.set("step", String(run.step));
    params.set("seed", String(run.seed + run.step));
    path = "/api/v1/puzzles/ladder?" + params;
  } else {
    params.set("rating", String(Math.round(rating(store).rating)));
    path = "/api/v1/puzzles/next?" + params;
  }
  // Ids need no escaping: the commas stay as they are.
  return skip.length ? path + "&skip=" + skip.join(",") : path;
}

function loadNext() {
  fetchPuzzle(nextPath());
}

function begin(puzzle) {
  s = start(puzzle);
  geometry = geometryOf(DATA.boards, setOf(puzzle.rules).rules);
  clicks = givenClicks(s);
  phase = "find";
  status = "";
  showing = null;
  marks = new Set();
  ratedWords = climbs(run) ? t("web-puzzle-unrated-run")
    : hasAttempted(store, puzzle.id) ? t("web-puzzle-not-rated") : "";
  if (!DAILY && !climbs(run)) {
    window.history.replaceState(null, "", "/puzzles?" + new URLSearchParams({ id: puzzle.id, lang: DATA.lang }));
  }
  show();
}

function click(p) {
  if (!s || phase !== "find" || showing || run.over) return;
  const given = givenClicks(s);
  const { clicks: now, turn } = clickAt(offered(s), clicks, p);
  if (turn) {
    play(turn);
    return;
  }
  if (given.length && !given.every((q, i) => now[i] === q)) {
    // A removal puzzle's given turn stands: a point no removal takes says so.
    clicks = given;
    status = t("web-puzzle-why-other-turn", { turn: givenNow(s) });
  } else {
    clicks = now;
  }
  show();
}

function play(turn) {
  const { state, verdict } = tryTurn(s, turn);
  if (!verdict) return;
  s = state;
  status = verdictWords(t, verdict, s);
  clicks = givenClicks(s);
  if (!verdict.right) {
    phase = "wrong";
    settle();
    show();
    return;
  }
  phase = verdict.solved ? "solved" : "find";
  if (verdict.reply) {
    // The turn played first, then the reply.
    showing = verdict.after;
    marks = new Set();
    setTimeout(() => {
      showing = null;
      marks = new Set(pointsOf(verdict.reply));
      show();
    }, REPLY_MS);
  } else {
    marks = new Set();
  }
  if (verdict.solved) settle();
  show();
}

/** Once the first attempt's outcome is known: rated, or counted in the run. */
function settle() {
  const outcome = firstAttempt(s);
  if (outcome === null || s.settled) return;
  s = { ...s, settled: true };
  run = afterPuzzle(run, outcome, s.puzzle.id);
  if (!climbs(run)) {
    rate(s.puzzle.id, outcome);
    return;
  }
  if (run.over) {
    endRun();
  } else if (outcome || run.mode !== "streak") {
    const id = s.puzzle.id;
    setTimeout(() => { if (s && s.puzzle.id === id && !run.over) loadNext(); }, RUN_NEXT_MS);
  }
}

/** A first attempt at `id` rated by the server; the visitor's new rating kept here. */
async function rate(id, solved) {
  if (hasAttempted(store, id)) return;
  markAttempted(store, id);
  const got = await api("/api/v1/puzzles/" + encodeURIComponent(id) + "/attempt", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ player: rating(store), solved }),
  });
  if (got.body) {
    const entry = keepRated(store, id, solved, got.body);
    ratedWords = entry ? t("web-puzzle-rated", { change: signed(entry.change), rating: entry.rating }) : "";
    if (s && s.puzzle.id === id) s = { ...s, puzzle: { ...s.puzzle, rating: got.body.puzzle } };
    document.body.dataset.rated = id;
  } else {
    ratedWords = t("web-puzzle-rating-failed", { reason: got.offline ? t("web-puzzle-no-server") : got.error });
  }
  show();
}

function startRun() {
  run = newRun($("mode").value, Date.now(), freshSeed());
  runWords = "";
  beaten = false;
  loadNext();
}

function endRun() {
  const kept = keepBest(store, run.mode, run.solved);
  beaten = kept.beaten;
  showRun();
}

function showRun() {
  const box = $("run");
  box.hidden = !climbs(run);
  if (box.hidden) return;
  const count = run.solved, top = Math.max(best(store, run.mode), count);
  if (run.mode === "streak") {
    runWords = run.over ? t("web-puzzle-streak-over", { count, best: top }) : t("web-puzzle-streak", { count, best: top });
  } else {
    const time = clockText(timeLeft(run, Date.now()));
    runWords = run.over ? t("web-puzzle-rush-over", { count, best: top })
      : t("web-puzzle-rush", { time, count, misses: run.misses, best: top });
  }
  box.textContent = runWords + (run.over && beaten ? " " + t("web-puzzle-new-best") : "");
  document.body.dataset.run = run.over ? "over" : "on";
}

function showBoard() {
  const pos = s ? parsePosition(showing || s.position, geometry) : null;
  let pieces = pos ? pos.pieces : { white: [], black: [] };
  const given = s && !showing ? givenNow(s) : null;
  let answer = null;
  if (given && pos) {
    // The given placement or move made, its removal asked.
    pieces = playTurn(pos, given, setOf(s.puzzle.rules).rules.first).pieces;
    const [from, to] = pointsOf(given).length === 2 ? pointsOf(given) : [null, pointsOf(given)[0]];
    answer = { from, to, removed: [] };
  }
  const legal = s && phase === "find" && !showing && !run.over ? offered(s) : [];
  drawBoard($("board"), {
    geometry,
    pieces,
    clicks: legal.length ? clicks : [],
    next: legal.length && clicks.length ? nextPoints(legal, clicks) : new Set(),
    advised: marks,
    // A given turn stands made: no piece of the mover's is drawn where
    // it came from.
    mine: s && !given ? s.puzzle.side : null,
    answer,
    keys: true,
    onClick: click,
  });
}

function showYours() {
  const r = rating(store);
  $("your-rating").textContent = t("web-puzzle-your-rating", { rating: Math.round(r.rating),
                                                               deviation: Math.round(r.deviation) });
  $("rated").textContent = ratedWords;
  const list = $("history");
  list.replaceChildren();
  for (const e of keptHistory(store).reverse()) {
    const li = document.createElement("li");
    li.textContent = t("web-puzzle-history-entry", {
      id: e.id, rating: e.rating, change: signed(e.change),
      result: t(e.solved ? "web-puzzle-history-solved" : "web-puzzle-history-missed"),
    });
    list.appendChild(li);
  }
  $("history-title").hidden = list.children.length === 0;
  document.body.dataset.rating = String(Math.round(r.rating));
}

function show() {
  showBoard();
  const puzzle = s ? s.puzzle : null;
  $("title").textContent = DAILY ? t("web-daily-title", { date: (puzzle && puzzle.date) || "" }) : t("web-puzzles-title");
  $("task").textContent = puzzle ? taskWords(t, puzzle, colorName) : "";
  $("status").textContent = status;
  const rush = run.mode.startsWith("rush");
  $("try-again").hidden = phase !== "wrong" || climbs(run);
  $("show").hidden = phase !== "wrong" || (rush && !run.over);
  $("next").hidden = DAILY || climbs(run) || (phase !== "solved" && phase !== "shown");
  $("more").hidden = !DAILY || (phase !== "solved" && phase !== "shown");
  $("retry").hidden = phase !== "trouble";
  $("moves").textContent = s ? lineText(s.played) : "";
  $("moves").hidden = !s || s.played.length === 0;
  $("info").textContent = puzzle
    ? t("web-puzzle-info", { id: puzzle.id, rules: t("preset-" + puzzle.rules), rating: Math.round(puzzle.rating.rating) })
    : "";
  $("themes").textContent = puzzle && puzzle.themes.length
    ? t("web-puzzle-themes", { themes: puzzle.themes.map((x) => themeName(t, x)).join(", ") }) : "";
  $("start").textContent = t($("mode").value === "one" ? "web-puzzle-next" : "web-puzzle-start");
  showRun();
  showYours();
  document.body.dataset.phase = phase;
  document.body.dataset.puzzle = puzzle ? puzzle.id : "";
  document.body.dataset.busy = showing ? "yes" : "no";
}

function words() {
  const set = (id, message) => { $(id).textContent = t(message); };
  set("home", "web-title");
  set("puzzles-nav", "web-puzzles-title");
  set("daily-nav", "web-daily-link");
  set("about", "web-puzzles-about");
  set("try-again", "web-puzzle-try-again");
  set("show", "web-puzzle-show");
  set("next", "web-puzzle-next");
  set("retry", "web-puzzle-try-again");
  set("more", "web-puzzle-more");
  set("mode-label", "web-puzzle-mode");
  set("rules-label", "web-rules");
  set("theme-label", "web-puzzle-theme");
  set("history-title", "web-puzzle-history");
  $("board").setAttribute("aria-label", t("web-board"));
  $("moves").setAttribute("aria-label", t("web-puzzle-moves"));
  for (const [value, message] of [["one", "web-puzzle-mode-one"], ["streak", "web-puzzle-mode-streak"],
    ["rush-3", "web-puzzle-mode-rush-3"], ["rush-5", "web-puzzle-mode-rush-5"]]) {
    $("mode").add(new Option(t(message), value));
  }
  for (const p of DATA.puzzle_sets) $("rules").add(new Option(t("preset-" + p.name), p.name));
  $("theme").add(new Option(t("web-puzzle-theme-any"), ""));
  for (const name of DATA.puzzle_themes) $("theme").add(new Option(themeName(t, name), name));
  for (const a of [$("home"), $("puzzles-nav"), $("daily-nav"), $("more")]) {
    a.href = a.getAttribute("href") + "?lang=" + encodeURIComponent(DATA.lang);
  }
}

words();
$("choose").hidden = DAILY;
$("try-again").onclick = () => {
  phase = "find";
  status = "";
  clicks = givenClicks(s);
  show();
};
$("show").onclick = () => {
  const { state, rest } = showAnswer(s);
  s = state;
  phase = "shown";
  showing = null;
  marks = new Set();
  status = t("web-puzzle-shown", { line: rest.join(" ") });
  settle();
  show();
};
$("next").onclick = loadNext;
$("retry").onclick = () => { if (retryWith) retryWith(); };
$("start").onclick = startRun;
$("mode").onchange = () => { if ($("mode").value === "one") startRun(); else show(); };
for (const id of ["rules", "theme"]) {
  $(id).onchange = () => { if (!climbs(run)) loadNext(); };
}
document.addEventListener("keydown", (e) => {
  const typing = e.target.closest && e.target.closest("input, textarea, select");
  if (typing || e.altKey || e.ctrlKey || e.metaKey || !s) return;
  if (e.key === "Escape") {
    clicks = givenClicks(s);
    show();
  }
});
// A rush's clock, and its end when the time runs out.
setInterval(() => {
  if (!climbs(run) || run.over) return;
  const then = run;
  run = atTime(run, Date.now());
  if (run.over && !then.over) endRun();
  showRun();
}, 250);

if (query.get("rules") && DATA.puzzle_sets.some((p) => p.name === query.get("rules"))) $("rules").value = query.get("rules");
if (query.get("theme") && DATA.puzzle_themes.includes(query.get("theme"))) $("theme").value = query.get("theme");
if (DAILY) {
  const date = query.get("date");
  fetchPuzzle("/api/v1/puzzles/daily" + (date ? "?date=" + encodeURIComponent(date) : ""));
} else if (query.get("id")) {
  fetchPuzzle("/api/v1/puzzles/" + encodeURIComponent(query.get("id")));
} else {
  loadNext();
}
