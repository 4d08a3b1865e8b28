// The game page: a seat in a room (made on the start page, or taken with a
// friend's invite), the board, the clocks, the requests and their answers.
// It holds no rules: each state the server sends carries every legal turn.
import { PROTOCOL, filler, other, pageData, socketUrl } from "./common.js";
import { awayFor, clocksLeft, formatClock, formatDuration } from "./clock.js";
import { drawBoard, geometryOf, winningRows } from "./board.js";
import { clickAt, nextPoints, pointsOf, removing } from "./turns.js";
import { currentMistake, graded, nextMistake, showMe, shownAnswer, startPractice, tried } from "./review.js";
import { drawReview } from "./review-view.js";
import { endingText } from "./ending.js";
import { controls } from "./controls.js";
import { gameAbout, invitationText } from "./about.js";
import { pendingFate, silentTooLong } from "./outage.js";
import { keptWithToken, seatLink, tokenFromHash } from "./seat.js";
import { analysisLink } from "./about.js";

const DATA = pageData(document);
const t = filler(DATA.texts);
const $ = (id) => document.getElementById(id);

// Two ways in: /join/CODE with a friend's invite, or /game/ROOM for a seat
// this browser holds (made on the start page, or joined before).
const path = location.pathname;
const code = path.startsWith("/join/") ? decodeURIComponent(path.slice(6)).replace(/\/$/, "") : null;
const roomName = path.startsWith("/game/") ? decodeURIComponent(path.slice(6)).replace(/\/$/, "") : null;
// Or /watch/CODE with the host's watch link: a seat for nobody, read-only.
const watchCode = path.startsWith("/watch/") ? decodeURIComponent(path.slice(7)).replace(/\/$/, "") : null;
const joinKey = code ? "morris-invite-" + code : null;
// A seat's own link (/game/ROOM#TOKEN) takes the seat in this browser,
// whatever it kept; the token leaves the address bar at once.
const linkedToken = roomName ? tokenFromHash(location.hash) : null;
if (linkedToken) {
  const key = "morris-room-" + roomName;
  localStorage.setItem(key, JSON.stringify(keptWithToken(JSON.parse(localStorage.getItem(key) || "null"),
                                                         roomName, linkedToken)));
  history.replaceState(null, "", location.pathname + location.search);
}
let socket = null, state = null, seat = null, clicks = [], sentPly = null, stateAt = 0;
let backoff = 500, hint = null, hintAsked = null, notice = null;
// The review of the finished game: asked for, come, its practice, and the
// position of it the board shows (an index in its positions; null: the
// game as it stands).
let reviewAsked = false, review = null, practice = null, shownAt = null;
// The connection: whether the server is there (seated and heard from),
// when it was last heard, the turn sent and not yet seen played, the turn
// made while it was away (sent when it is back), and the words for a turn
// that could not be sent.
let online = false, heardAt = 0, lastSent = null, pending = null, lostTurn = null, joinName = "";
// The invitation read before joining (its board shown until the game comes).
let invited = null;
// For tests and the curious: the room and the review as the server last
// sent them.
globalThis.morris = { get state() { return state; }, get review() { return review; } };

function kept() {
  const room = roomName || (joinKey && localStorage.getItem(joinKey));
  return room ? JSON.parse(localStorage.getItem("morris-room-" + room) || "null") : null;
}
function colorName(c) { return t(c === "white" ? "color-white" : "color-black"); }
function myColor() {
  if (!state || seat === null || seat.host === null) return null;
  return seat.host ? state.host_color : other(state.host_color);
}
function say(text) { $("status").textContent = text; }
function sinceState() { return Date.now() - stateAt; }
function myTurn() {
  return state && !state.outcome && state.names.white && state.names.black &&
         state.to_move === myColor() && sentPly === null && pending === null;
}
function isAi(side) { return state && state.ai && state.ai.color === side; }
function nameOf(side) {
  if (isAi(side)) return t("web-computer-name", { level: state.ai.level });
  return state.names[side] || t("web-nobody");
}

// The mistake the practice tries now, when a turn may be clicked for it.
function trying() {
  return practice && !practice.waiting && !practice.showing ? currentMistake(practice) : null;
}

function board() {
  const mistake = trying();
  const legal = mistake ? mistake.legal || [] : myTurn() ? state.legal : [];
  const shown = review && shownAt !== null ? review.positions[shownAt] : null;
  const rules = state ? state.rules : invited ? invited.rules : { board: "twenty-four" };
  const geometry = geometryOf(DATA.boards, rules);
  drawBoard($("board"), {
    geometry,
    pieces: shown || (state ? state.pieces : { white: [], black: [] }),
    won: state && !shown ? winningRows(geometry, state.pieces, state.outcome) : [],
    clicks,
    next: nextPoints(legal, clicks),
    advised: new Set(hint && state && !shown && hint.ply === state.moves.length ? pointsOf(hint.turn) : []),
    mine: mistake ? mistake.side : myColor(),
    // "Show me": the answer drawn on the mistake's position.
    answer: shownAnswer(practice),
    answerSide: practice && currentMistake(practice) ? currentMistake(practice).side : null,
    onClick: click,
  });
}

function click(p) {
  const mistake = trying();
  if (mistake) {
    const { clicks: now, turn } = clickAt(mistake.legal || [], clicks, p);
    clicks = now;
    if (turn && send({ type: "try_turn", ply: mistake.ply, turn })) practice = tried(practice);
    board();
    showReview();
    return;
  }
  if (!myTurn()) return;
  const { clicks: now, turn } = clickAt(state.legal, clicks, p);
  clicks = now;
  if (turn) {
    lostTurn = null;
    const made = { game: state.game, ply: state.moves.length, turn };
    // The server away: the turn waits for it, and the page says so.
    if (online && send({ type: "move", ply: made.ply, turn })) { sentPly = made.ply; lastSent = made; }
    else pending = made;
  }
  board();
  show();
}

// The state came again after an outage: the turn made meanwhile is sent
// if the game still waits for it, else refused in words.
function settlePending() {
  const fate = pendingFate(pending, state, myColor());
  if (fate === "send") {
    // Not sent (the socket broke again): it waits for the next time.
    if (!send({ type: "move", ply: pending.ply, turn: pending.turn })) return;
    sentPly = pending.ply;
    lastSent = pending;
  } else if (fate === "dropped") {
    lostTurn = t("web-pending-dropped", { turn: pending.turn });
  }
  pending = null;
}

// The server is gone (the socket closed, or silent for too long): said at
// once, the turn sent and not yet seen played kept to send again, and
// another try after a while.
function lost(name) {
  online = false;
  if (sentPly !== null && lastSent && !pending) pending = lastSent;
  sentPly = null;
  if (state) { show(); board(); } else say(t("web-lost"));
  setTimeout(() => connect(name), backoff);
  backoff = Math.min(backoff * 2, 5000);
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

// The lines that change as time goes by while the other player is away.
function showAway() {
  // A watcher waits for nobody and claims nothing.
  if (myColor() === null) { $("opponent").textContent = ""; $("claim").hidden = true; return; }
  const them = other(myColor());
  const name = state.names[them];
  const mayClaim = name && !state.connected[them] && awayFor(state, them, sinceState()) >= state.away_limit_ms;
  let opp = "";
  // Offline, nobody is known to be there or away.
  if (state.ai || !online) opp = "";
  else if (!name) opp = seat.host ? t("web-wait-friend") : t("web-wait-host");
  else if (state.connected[them]) opp = t("web-connected", { name });
  else if (mayClaim) opp = t("web-may-claim", { name });
  else opp = t("web-disconnected", { name, time: formatDuration(awayFor(state, them, sinceState())) });
  $("opponent").textContent = opp;
  $("claim").hidden = !!state.ai || !online || !(mayClaim && !state.outcome);
}

// Everything but the board, from the state: called when something changed.
function show() {
  const mine = myColor();
  const them = other(mine);
  const ai = !!state.ai;
  for (const side of ["white", "black"]) {
    $(side + "-name").textContent =
      t("web-side-name", { color: colorName(side), name: nameOf(side) }) + (state.clock ? ":" : "");
  }
  const name = state.names[them];
  $("about").textContent = gameAbout(t, DATA.presets, state.rules, state.clock ? state.clock.settings : null);
  showAway();
  const k = kept();
  const invite = !ai && seat.host && !name && k && k.invite;
  $("invite-box").hidden = !invite;
  if (invite) $("invite-link").textContent = location.origin + "/join/" + k.invite;
  // The host's watch link, for anyone to follow the game (with the invite
  // it is given once, and kept in this browser).
  const watch = !ai && seat.host && k && k.watch;
  $("watch-box").hidden = !watch;
  if (watch) $("watch-link").textContent = location.origin + "/watch/" + k.watch;
  // The seat's own link, to come back from any browser.
  const mySeat = mine !== null && k && k.token;
  $("seat-box").hidden = !mySeat;
  if (mySeat) $("seat-link").textContent = seatLink(location.origin, k.room, k.token);
  const list = [];
  for (let i = 0; i < state.moves.length; i += 2) {
    list.push((i / 2 + 1) + ". " + state.moves[i] + (state.moves[i + 1] ? " " + state.moves[i + 1] : ""));
  }
  $("moves").textContent = list.join("\n");
  const asked = ai || mine === null ? null : state.draw_offer === them ? "web-asks-draw" : state.take_back === them ?
      "web-asks-take-back" : state.rematch === them ? "web-asks-rematch" : null;
  $("question").hidden = !asked;
  if (asked) $("question-text").textContent = t(asked, { name });
  $("actions").hidden = false;
  // A watcher may only download the record.
  for (const id of ["resign", "draw", "takeback", "rematch"]) $(id).hidden = mine === null;
  const can = controls(state, mine);
  $("rematch").textContent = t(can.again, { color: colorName(can.nextColor) });
  $("takeback").textContent = t(ai ? "web-undo" : "web-take-back");
  // Offline, no request can reach the other player.
  $("rematch").disabled = !can.rematch || !online;
  $("takeback").disabled = !can.takeBack || !online;
  $("resign").disabled = !can.resign || !online;
  $("draw").disabled = !can.draw || !online;
  $("waiting-answer").hidden = !can.waiting;
  if (can.waiting) $("waiting-answer").textContent = t(can.waiting, { name });
  // A finished game opens on the analysis board with its turns.
  const analyse = state.outcome ? analysisLink(DATA.presets, state.rules, state.moves, DATA.lang) : null;
  $("analyse").hidden = !analyse;
  if (analyse) $("analyse").href = analyse;
  $("hint").hidden = !state.help || mine === null;
  $("hint").disabled = !myTurn() || hintAsked !== null || !online;
  const hintNow = hint && hint.ply === state.moves.length && !state.outcome;
  $("hint-text").hidden = !(hintNow || hintAsked === state.moves.length);
  $("hint-text").textContent = hintNow ? t("web-hint-is", { turn: hint.turn }) : t("web-hint-wait");
  const you = mine === null ? t("web-watching") : t("web-you-play", { color: colorName(mine) });
  if (!online) {
    say(t("web-lost") + (pending ? " " + t("web-pending", { turn: pending.turn }) : ""));
  } else if (state.outcome) {
    say(t("web-over", { result: endingText(t, state.outcome, state.rules, colorName) }));
  } else if (!state.names.white || !state.names.black) {
    say(you);
  } else if (myTurn() && removing(state.legal, clicks)) {
    say(t("web-remove", { color: colorName(them) }));
  } else if (myTurn()) {
    say(you + " " + t("web-your-turn") + (notice ? " " + notice : ""));
  } else if (mine === null) {
    say(you + " " + t("web-their-turn", { name: nameOf(state.to_move) }));
  } else if (ai && state.to_move === state.ai.color) {
    const d = state.ai.doing;
    say(you + " " + (d.what === "waiting" ? (d.ahead > 0 ? t("web-queued", { ahead: d.ahead }) : t("web-queued-next"))
                                         : t("web-thinking")));
  } else {
    say(you + " " + t("web-their-turn", { name: nameOf(them) }));
  }
  document.body.dataset.ply = String(state.moves.length);
  document.body.dataset.turn = myTurn() ? "mine" : "theirs";
  document.body.dataset.over = state.outcome ? state.outcome.result : "";
  document.body.dataset.game = String(state.game);
  document.body.dataset.ai = ai ? state.ai.doing.what : "";
  // A turn of the outage that could not be sent stays said until the game moves on.
  if (online && lostTurn) say(lostTurn + " " + $("status").textContent);
  document.body.dataset.online = online ? "yes" : "no";
  showReview();
  tick();
}

// The review box, from the review and the practice.
function showReview() {
  drawReview(document, {
    over: !!state.outcome, asked: reviewAsked, review, practice, shownAt, t, colorName,
    onShow: (at) => { shownAt = at; clicks = []; board(); showReview(); },
  });
}

// The board at the practice's mistake, or where it was once every one was tried.
function toMistake() {
  const mistake = currentMistake(practice);
  if (mistake) shownAt = mistake.ply;
  clicks = [];
}

function tick() {
  if (!state || !state.clock) return;
  const left = clocksLeft(state.clock, sinceState());
  for (const c of ["white", "black"]) {
    const e = $("clock-" + c);
    const text = formatClock(left[c]);
    if (e.textContent !== text) e.textContent = text;
    e.classList.toggle("running", state.clock.running === c);
  }
}
setInterval(() => { if (state && state.clock && state.clock.running) tick(); }, 100);
// How long the other player has been away grows: its line each second.
setInterval(() => { if (state && !state.outcome && seat && !state.ai) showAway(); }, 1000);

const REFUSALS = { room_full: "web-room-full", unknown_code: "web-unknown-code",
                   room_expired: "web-room-expired", bad_token: "web-bad-token", no_ai: "web-no-ai" };
const REASONS = { illegal: "web-illegal", not_your_turn: "web-not-your-turn", server: "web-server-error",
                  no_ai: "web-no-ai" };
const DECLINED = { draw_declined: "web-draw-declined", take_back_declined: "web-take-back-declined",
                   rematch_declined: "web-rematch-declined" };

function connect(name) {
  socket = new WebSocket(socketUrl(location));
  joinName = name;
  socket.onopen = () => {
    backoff = 500;
    const k = kept();
    const enter = k ? { as: "rejoin", room: k.room, token: k.token }
      : watchCode ? { as: "watch", code: watchCode } : { as: "join", code };
    socket.send(JSON.stringify({ type: "hello", version: PROTOCOL, name, enter }));
  };
  socket.onmessage = (event) => {
    heardAt = Date.now();
    const m = JSON.parse(event.data);
    if (m.type === "ping") send({ type: "pong", id: m.id });
    else if (m.type === "welcome") {
      seat = m;
      online = true;
      sentPly = null;
      hintAsked = null;
      if (m.token) {
        const k = kept() || {};
        localStorage.setItem("morris-room-" + m.room, JSON.stringify({ ...k, room: m.room, token: m.token }));
        if (joinKey) localStorage.setItem(joinKey, m.room);
      }
      $("enter").hidden = true;
      $("invitation").hidden = true;
    } else if (m.type === "state") {
      if (state && (m.moves.length !== state.moves.length || m.game !== state.game)) { notice = null; lostTurn = null; }
      // Another game (a rematch, a take-back): its review is no more.
      if (state && (m.game !== state.game || m.moves.length !== state.moves.length)) {
        review = null; practice = null; shownAt = null; reviewAsked = false;
      }
      state = m;
      stateAt = Date.now();
      if (sentPly !== null && (state.moves.length > sentPly || state.outcome || state.game !== lastSent.game)) {
        sentPly = null;
      }
      if (pending) settlePending();
      if (hintAsked !== null && hintAsked !== state.moves.length) hintAsked = null;
      show();
      board();
    } else if (m.type === "notice") {
      if (DECLINED[m.what]) { notice = t(DECLINED[m.what]); if (state) show(); }
    } else if (m.type === "hint") {
      hint = m;
      hintAsked = null;
      if (state) { show(); board(); }
    } else if (m.type === "review") {
      reviewAsked = false;
      if (state && m.game === state.game) review = m;
      show();
    } else if (m.type === "graded") {
      if (practice && state && m.game === state.game) {
        practice = graded(practice, m.right, m.graded);
        toMistake();
      }
      board();
      show();
    } else if (m.type === "error") {
      sentPly = null;
      hintAsked = null;
      reviewAsked = false;
      if (practice) practice = { ...practice, waiting: false };
      if (REFUSALS[m.code] && !seat) {
        if (m.code === "bad_token") {
          if (roomName) localStorage.removeItem("morris-room-" + roomName);
          if (joinKey) localStorage.removeItem(joinKey);
        }
        say(t(watchCode && m.code === "unknown_code" ? "web-unknown-watch" : REFUSALS[m.code]));
        socket.onclose = null;
        socket.close();
        return;
      }
      say(t("web-refused", { reason: REASONS[m.code] ? t(REASONS[m.code]) : m.message }));
      if (state) board();
    } else if (m.type === "record") {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([m.text], { type: "application/x-chess-pgn" }));
      link.download = "morris-game.pgn";
      link.click();
    }
  };
  socket.onclose = () => lost(name);
  heardAt = Date.now();
}

// A socket that hears nothing, not even the server's pings, is taken for
// lost before the browser notices on its own.
setInterval(() => {
  if (socket && socket.readyState === WebSocket.OPEN && silentTooLong(Date.now() - heardAt, DATA.silence_ms)) {
    const dead = socket;
    dead.onclose = null;
    dead.onmessage = null;
    dead.close();
    lost(joinName);
  }
}, 500);

function words() {
  const set = (id, message) => { $(id).textContent = t(message); };
  set("home", "web-title");
  set("title", "web-title");
  $("board").setAttribute("aria-label", t("web-board"));
  $("moves").setAttribute("aria-label", t("web-moves"));
  set("name-label", "web-your-name");
  $("name").value = t("web-default-name");
  set("join", "web-join");
  set("invite-label", "web-invite");
  set("watch-label", "web-watch-link");
  set("copy", "web-copy");
  set("seat-label", "web-seat-link");
  set("seat-about", "web-seat-link-about");
  set("seat-copy", "web-copy");
  set("accept", "web-accept");
  set("decline", "web-decline");
  set("resign", "web-resign");
  set("draw", "web-offer-draw");
  set("takeback", "web-take-back");
  set("hint", "web-hint");
  set("claim", "web-claim");
  set("record", "web-record");
  set("analyse", "web-analyse-game");
  set("review-ask", "web-review");
  set("review-wait", "web-reviewing");
  set("review-legend", "web-review-legend");
  $("review-graph").setAttribute("aria-label", t("web-review-graph"));
  $("review-turns").setAttribute("aria-label", t("web-review-turns"));
  set("practice-start", "web-practice");
  set("practice-show", "web-show-me");
  set("practice-end", "web-practice-end");
}

// Before joining: who invites, to which game, and the colour the friend
// plays; an invite already taken or unknown says so at once.
async function invitation() {
  let inv = null;
  try {
    const r = await fetch("/invite/" + encodeURIComponent(code));
    inv = r.ok ? await r.json() : null;
  } catch {
    return;
  }
  if (seat) return;
  if (!inv || !inv.open) {
    $("enter").hidden = true;
    say(t(inv ? "web-room-full" : "web-unknown-code"));
    return;
  }
  invited = inv;
  $("invitation").hidden = false;
  $("invitation").textContent = invitationText(t, DATA.presets, colorName, inv);
  if (!state) board();
  $("about").textContent = "";
}

function answer(accept) {
  const them = other(myColor());
  if (state.draw_offer === them) send({ type: "answer_draw", accept });
  else if (state.take_back === them) send({ type: "answer_take_back", accept });
  else if (state.rematch === them) send({ type: "answer_rematch", accept });
}

$("enter").addEventListener("submit", (e) => {
  e.preventDefault();
  $("join").disabled = true;
  say(t("web-connecting"));
  connect($("name").value);
});
$("resign").onclick = () => { if (confirm(t("web-resign-sure"))) send({ type: "resign" }); };
$("draw").onclick = () => send({ type: "offer_draw" });
$("takeback").onclick = () => send({ type: "ask_take_back" });
$("rematch").onclick = () => send({ type: "ask_rematch" });
$("claim").onclick = () => send({ type: "claim_win" });
$("record").onclick = () => send({ type: "get_record" });
$("hint").onclick = () => {
  if (myTurn() && send({ type: "ask_hint" })) { hintAsked = state.moves.length; show(); }
};
$("review-ask").onclick = () => {
  if (send({ type: "ask_review" })) { reviewAsked = true; show(); }
};
// The player's own mistakes; a watcher's are both sides'.
$("practice-start").onclick = () => {
  const mine = myColor();
  practice = startPractice(review, mine ? [mine] : ["white", "black"]);
  toMistake();
  board();
  show();
};
$("practice-show").onclick = () => {
  practice = practice.showing ? nextMistake(practice) : showMe(practice);
  toMistake();
  board();
  show();
};
$("practice-end").onclick = () => {
  practice = null;
  shownAt = null;
  clicks = [];
  board();
  show();
};
$("copy").onclick = () => {
  const text = $("invite-link").textContent;
  if (navigator.clipboard) navigator.clipboard.writeText(text).then(() => say(t("web-copied")), () => {});
};
$("seat-copy").onclick = () => {
  const text = $("seat-link").textContent;
  if (navigator.clipboard) navigator.clipboard.writeText(text).then(() => say(t("web-copied")), () => {});
};
$("accept").onclick = () => answer(true);
$("decline").onclick = () => answer(false);
document.addEventListener("keydown", (e) => { if (e.key === "Escape") { clicks = []; if (state) board(); } });
words();
if (kept()) { say(t("web-connecting")); connect(""); }
else if (code) { $("enter").hidden = false; say(t("web-join-prompt")); invitation(); }
else if (watchCode) { say(t("web-connecting")); connect(""); }
else say(t("web-bad-token"));
board();
