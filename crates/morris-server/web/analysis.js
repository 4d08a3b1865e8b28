// The analysis board: any position set up point by point, pasted as
// position text, or reached by a record's turns; each point that may be
// clicked shows its turn's value with perfect play, from the server's
// tablebase API (docs/TABLEBASE.md), and nothing else of the server's.
// Turns are played on by clicking (or the keyboard), walked back and
// forward, and the position text copied. A bad text or a refused position
// is said and changes nothing; a server that does not answer is said, with
// a button to ask again.
import { filler, pageData } from "./common.js";
import { drawBoard, geometryOf } from "./board.js";
import { clickAt, nextPoints, removing } from "./turns.js";
import { ANALYSIS_PRESETS, formatPosition, parsePosition, parseRecord, playTurn, presetFor, setPoint, setTurn,
  startOf } from "./position.js";
import { answerWords, badges, errorWords, shortValue } from "./values.js";
import { back, current, cut, forward, fresh, line, played, retext } from "./history.js";

const DATA = pageData(document);
const t = filler(DATA.texts);
const $ = (id) => document.getElementById(id);
const colorName = (c) => t(c === "white" ? "color-white" : "color-black");
const presets = DATA.presets.filter((p) => ANALYSIS_PRESETS.includes(p.name));
// How long the server may take before the page says it does not answer.
const PATIENCE_MS = 20000;

let preset = presets[0];
let geometry = geometryOf(DATA.boards, preset.rules);
let hist = fresh(formatPosition(startOf(preset.rules), geometry));
// The answers come, by position text; the one asked now; what went wrong.
const answers = new Map();
// `busy`: the server answered too many questions of this address (a
// moment later it answers again).
let asking = null, trouble = null, offline = false, busy = false, clicks = [];
// Setting up: the position being set up, or null.
let setup = null;
// For tests and the curious.
globalThis.morris = { get answer() { return answers.get(current(hist).text) || null; }, get history() { return hist; } };

function posNow() {
  return parsePosition(current(hist).text, geometry);
}

/**
 * The API's answer for `query`: `{ answer }`, `{ error, busy }` (the error
 * in words; busy when asked too often), or `{ offline: true }`.
 */
async function api(query) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENCE_MS);
  try {
    const r = await fetch("/api/v1/position?" + query, { signal: controller.signal });
    let body = null;
    try { body = await r.json(); } catch { body = null; }
    if (r.ok && body && body.position) return { answer: body };
    return { error: errorWords(t, r.status, body), busy: r.status === 429 };
  } catch {
    return { offline: true };
  } finally {
    clearTimeout(timer);
  }
}

function positionQuery(text, p = preset) {
  return "rules=" + encodeURIComponent(p.name) + "&position=" + encodeURIComponent(text);
}

/** The shown position's answer, asked for when not yet come. */
async function ensure() {
  const text = current(hist).text;
  if (answers.has(text) || asking === text) return;
  asking = text;
  trouble = null;
  offline = false;
  busy = false;
  show();
  const got = await api(positionQuery(text));
  if (asking === text) asking = null;
  if (got.answer) {
    answers.set(text, got.answer);
    answers.set(got.answer.position, got.answer);
    if (current(hist).text === text) hist = retext(hist, got.answer.position);
    checkLine(got.answer);
  } else if (current(hist).text === text) {
    trouble = got.error || null;
    offline = !!got.offline;
    busy = !!got.busy;
    retryWith = null;
  }
  show();
}

// A line read from a record goes on only with turns the server lists.
function checkLine(answer) {
  const next = hist.entries[hist.at + 1];
  if (next && current(hist).text === answer.position && !answer.turns.some((x) => x.turn === next.turn)) {
    hist = cut(hist);
    trouble = t("web-analysis-line-cut", { turn: next.turn });
  }
}

/** A position to analyse afresh, checked by the server first: refused, it changes nothing. */
async function open(query, build) {
  asking = query;
  trouble = null;
  offline = false;
  busy = false;
  show();
  const got = await api(query);
  asking = null;
  if (got.answer) {
    hist = build(got.answer);
    answers.set(got.answer.position, got.answer);
    clicks = [];
    setup = null;
    trouble = null;
  } else {
    trouble = got.error || null;
    offline = !!got.offline;
    busy = !!got.busy;
    retryWith = () => open(query, build);
  }
  show();
  ensure();
}

let retryWith = null;

function choosePreset(name) {
  const p = presets.find((x) => x.name === name);
  if (!p) return false;
  preset = p;
  geometry = geometryOf(DATA.boards, preset.rules);
  $("rules").value = name;
  return true;
}

/**
 * The history of `moves` played on from `pos` under the preset `p`, at
 * its first position: a record's line, walked forward by the visitor.
 */
function lineFrom(p, pos, moves) {
  const g = geometryOf(DATA.boards, p.rules);
  let h = fresh(formatPosition(pos, g));
  for (const turn of moves) {
    pos = playTurn(pos, turn, p.rules.first);
    h = played(h, turn, formatPosition(pos, g));
  }
  return { ...h, at: 0 };
}

/** The start of `p` as position text. */
function startText(p) {
  return formatPosition(startOf(p.rules), geometryOf(DATA.boards, p.rules));
}

// The turns from the start of `p`, all checked by the server at once
// (refused, nothing changes); shown at their last position.
function openMoves(p, moves) {
  open("rules=" + encodeURIComponent(p.name) + "&moves=" + encodeURIComponent(moves.join(" ")), (answer) => {
    choosePreset(p.name);
    const h = lineFrom(p, startOf(p.rules), moves);
    return retext({ ...h, at: h.entries.length - 1 }, answer.position);
  });
}

// The position `text` of `p`, checked by the server (refused, nothing changes).
function openPosition(p, text) {
  open(positionQuery(text, p), (answer) => { choosePreset(p.name); return fresh(answer.position); });
}

// What was pasted: a position text, else a record or turns.
function load() {
  const text = $("paste").value.trim();
  if (!text) { trouble = t("web-analysis-empty-paste"); show(); return; }
  // A position text of another board opens under rules of that board.
  const board = presetFor(text, presets, preset, (rules) => geometryOf(DATA.boards, rules));
  if (board) {
    openPosition(board, text);
    return;
  }
  const record = parseRecord(text);
  if (record.bad !== undefined || (record.moves.length === 0 && !record.fen)) {
    trouble = t("web-analysis-not-position", { rules: t("preset-" + preset.name), word: record.bad || text });
    offline = false;
    show();
    return;
  }
  const p = presets.find((x) => x.name === (record.rules || preset.name));
  if (!p) {
    trouble = t("web-analysis-rules-unknown", { rules: record.rules });
    show();
    return;
  }
  if (record.fen) {
    const g = geometryOf(DATA.boards, p.rules);
    if (!parsePosition(record.fen, g)) {
      trouble = t("web-analysis-not-position", { rules: t("preset-" + p.name), word: record.fen });
      show();
      return;
    }
    // From a set-up position the line is checked turn by turn, as the
    // visitor walks it forward and its positions are answered.
    open(positionQuery(record.fen, p), (answer) => {
      choosePreset(p.name);
      return lineFrom(p, parsePosition(answer.position, g), record.moves);
    });
    return;
  }
  openMoves(p, record.moves);
}

function click(p) {
  if (setup) {
    const tool = document.querySelector("input[name=tool]:checked").value;
    setup = setPoint(setup, p, tool === "empty" ? null : tool);
    show();
    return;
  }
  const answer = answers.get(current(hist).text);
  if (!answer) return;
  const { clicks: now, turn } = clickAt(answer.turns.map((x) => x.turn), clicks, p);
  clicks = now;
  if (turn) {
    const next = playTurn(posNow(), turn, preset.rules.first);
    hist = played(hist, turn, formatPosition(next, geometry));
    trouble = null;
    offline = false;
    busy = false;
  }
  show();
  ensure();
}

function go(h) {
  if (h === hist) return;
  hist = h;
  clicks = [];
  trouble = null;
  offline = false;
  busy = false;
  show();
  ensure();
}

function showBoard(answer) {
  const pos = setup || posNow();
  const legal = answer && !setup ? answer.turns.map((x) => x.turn) : [];
  const marks = new Map();
  if (answer && !setup) {
    for (const [p, b] of badges(answer.turns, clicks)) {
      marks.set(p, { text: shortValue(t, b.value), tone: b.value.result, best: b.best });
    }
  }
  drawBoard($("board"), {
    geometry,
    pieces: pos ? pos.pieces : { white: [], black: [] },
    clicks: setup ? [] : clicks,
    next: clicks.length ? nextPoints(legal, clicks) : new Set(),
    advised: new Set(),
    mine: pos ? pos.side : null,
    badges: marks,
    keys: true,
    onClick: click,
  });
}

function showMoves() {
  const { turns, played: at } = line(hist);
  const list = $("moves");
  list.replaceChildren();
  const first = hist.entries[0].text;
  const start = parsePosition(first, geometry);
  // Numbered as the position text numbers turns.
  let number = start ? start.turn : 1, side = start ? start.side : "white";
  turns.forEach((turn, i) => {
    if (i === 0 || side === preset.rules.first) {
      const n = document.createElement("span");
      n.textContent = (i === 0 && side !== preset.rules.first ? number + "… " : number + ". ");
      list.appendChild(n);
    }
    const b = document.createElement("button");
    b.className = "turn" + (i + 1 === at ? " shown" : "");
    b.textContent = turn;
    b.dataset.at = String(i + 1);
    b.onclick = () => go({ ...hist, at: i + 1 });
    list.appendChild(b);
    side = side === "white" ? "black" : "white";
    if (side === preset.rules.first) number++;
  });
}

function show() {
  const entry = current(hist);
  const answer = answers.get(entry.text) || null;
  showBoard(answer);
  showMoves();
  $("position-text").textContent = setup ? formatPosition(setup, geometry) : entry.text;
  const words = answer ? answerWords(t, answer, colorName) : null;
  $("value").textContent = words && !setup ? words.value : "";
  $("source").textContent = words && !setup ? words.source : "";
  $("back").disabled = !!setup || hist.at === 0;
  $("forward").disabled = !!setup || hist.at + 1 >= hist.entries.length;
  $("setup").hidden = !setup;
  $("edit").hidden = !!setup;
  $("retry").hidden = !offline && !busy;
  const pos = posNow();
  let status;
  if (offline) status = t("web-analysis-no-server");
  else if (trouble) status = trouble;
  else if (asking !== null) status = t("web-analysis-asking");
  else if (setup) status = t("web-analysis-setup-about");
  else if (!answer) status = "";
  else if (answer.turns.length === 0) status = t("web-analysis-over");
  else if (removing(answer.turns.map((x) => x.turn), clicks)) status = t("web-remove", { color: colorName(pos.side === "white" ? "black" : "white") });
  else status = t("web-analysis-play", { color: colorName(answer.side) });
  $("status").textContent = status;
  document.body.dataset.ply = String(hist.at);
  document.body.dataset.asking = asking !== null ? "yes" : "no";
  document.body.dataset.ready = answer && asking === null ? "yes" : "no";
  document.body.dataset.trouble = trouble ? "yes" : offline ? "offline" : "no";
  $("rules").value = preset.name;
  const params = new URLSearchParams({ rules: preset.name, position: entry.text, lang: DATA.lang });
  history.replaceState(null, "", "/analysis?" + params.toString());
}

function startSetup() {
  setup = posNow() || startOf(preset.rules);
  clicks = [];
  $("side").value = setup.side;
  $("hand-white").value = String(setup.hands.white);
  $("hand-black").value = String(setup.hands.black);
  trouble = null;
  show();
  document.querySelector("input[name=tool]:checked").focus();
}

function finishSetup() {
  const hands = { white: Number($("hand-white").value), black: Number($("hand-black").value) };
  const ready = setTurn(setup, $("side").value, hands);
  if (!ready) { trouble = t("web-analysis-bad-hand"); show(); return; }
  setup = ready;
  openPosition(preset, formatPosition(ready, geometry));
}

function words() {
  const set = (id, message) => { $(id).textContent = t(message); };
  set("home", "web-title");
  set("title", "web-analysis-title");
  set("about", "web-analysis-about");
  set("rules-label", "web-rules");
  set("retry", "web-analysis-retry");
  set("back", "web-analysis-back");
  set("forward", "web-analysis-forward");
  set("edit", "web-analysis-edit");
  set("clear", "web-analysis-start");
  set("setup-legend", "web-analysis-setup");
  set("setup-about", "web-analysis-setup-about");
  set("tool-white", "color-white");
  set("tool-black", "color-black");
  set("tool-empty", "web-analysis-empty");
  set("side-label", "web-analysis-side");
  set("side-white", "color-white");
  set("side-black", "color-black");
  set("hand-white-label", "web-analysis-hand-white");
  set("hand-black-label", "web-analysis-hand-black");
  set("done", "web-analysis-done");
  set("position-label", "web-analysis-position");
  set("copy", "web-analysis-copy");
  set("paste-label", "web-analysis-paste");
  set("load", "web-analysis-load");
  $("board").setAttribute("aria-label", t("web-board"));
  $("moves").setAttribute("aria-label", t("web-analysis-moves"));
  $("back").setAttribute("aria-keyshortcuts", "ArrowLeft");
  $("forward").setAttribute("aria-keyshortcuts", "ArrowRight");
  for (const p of presets) $("rules").add(new Option(t("preset-" + p.name), p.name));
}

words();
// Other rules: their start, once the server answers (else the board stays).
$("rules").onchange = (e) => {
  const p = presets.find((x) => x.name === e.target.value);
  if (p) openPosition(p, startText(p));
};
$("back").onclick = () => go(back(hist));
$("forward").onclick = () => go(forward(hist));
$("edit").onclick = startSetup;
$("done").onclick = finishSetup;
// The side and the hands shown in the position text as they are chosen
// (a hand out of bounds is said at "Analyse this position").
for (const id of ["side", "hand-white", "hand-black"]) {
  $(id).addEventListener("input", () => {
    const hands = { white: Number($("hand-white").value), black: Number($("hand-black").value) };
    const ready = setup && setTurn(setup, $("side").value, hands);
    if (ready) { setup = ready; show(); }
  });
}
$("clear").onclick = () => {
  if (setup) { setup = startOf(preset.rules); startSetupFields(); show(); return; }
  openPosition(preset, startText(preset));
};
function startSetupFields() {
  $("side").value = setup.side;
  $("hand-white").value = String(setup.hands.white);
  $("hand-black").value = String(setup.hands.black);
}
$("load").onclick = load;
$("retry").onclick = () => {
  offline = false;
  busy = false;
  if (retryWith) { const again = retryWith; retryWith = null; again(); } else { asking = null; ensure(); }
};
$("copy").onclick = () => {
  const text = $("position-text").textContent;
  const select = () => {
    const range = document.createRange();
    range.selectNodeContents($("position-text"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    $("status").textContent = t("web-analysis-copy-select");
  };
  if (navigator.clipboard) navigator.clipboard.writeText(text).then(() => { $("status").textContent = t("web-analysis-copied"); }, select);
  else select();
};
document.addEventListener("keydown", (e) => {
  const typing = e.target.closest && e.target.closest("input, textarea, select");
  if (typing || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "Escape") { clicks = []; show(); }
  else if (e.key === "ArrowLeft" && !setup) { e.preventDefault(); go(back(hist)); }
  else if (e.key === "ArrowRight" && !setup) { e.preventDefault(); go(forward(hist)); }
});

// Opened with a position or a game's turns (the game page's "Analyse this game").
const query = new URLSearchParams(location.search);
if (query.get("rules")) choosePreset(query.get("rules"));
hist = fresh(formatPosition(startOf(preset.rules), geometry));
if (query.get("moves") !== null && query.get("moves").trim()) {
  const record = parseRecord(query.get("moves"));
  if (record.bad === undefined) openMoves(preset, record.moves);
  else { trouble = t("web-analysis-not-position", { rules: t("preset-" + preset.name), word: record.bad }); show(); ensure(); }
} else if (query.get("position")) {
  openPosition(preset, query.get("position"));
} else {
  show();
  ensure();
}
