// The start page: a game against the server's computer player, or a room
// for a friend. Either makes the room here and goes to its game page,
// which holds the seat. Its words come from the server in the browser's
// language; the rules from the server's presets.
import { PROTOCOL, filler, pageData, socketUrl } from "./common.js";

const DATA = pageData(document);
const t = filler(DATA.texts);
const $ = (id) => document.getElementById(id);

for (const [id, message] of [
  ["title", "web-title"], ["language-label", "web-language"], ["intro", "web-front-intro"],
  ["name-label", "web-your-name"], ["rules-label", "web-rules"], ["no-flying-label", "web-no-flying"],
  ["no-flying-about", "web-no-flying-about"], ["color-label", "web-your-color"],
  ["color-white", "color-white"], ["color-black", "color-black"], ["color-random", "web-color-random"],
  ["computer-title", "web-computer"], ["computer-about", "web-computer-about"], ["level-label", "web-level"],
  ["level-about", "web-level-about"], ["play-computer", "web-start"], ["friend-title", "web-friend"],
  ["friend-about", "web-friend-about"], ["play-friend", "web-create"], ["analysis-link", "web-analysis-link"],
  ["puzzles-link", "web-puzzles-link"], ["daily-link", "web-daily-link"],
]) {
  $(id).textContent = t(message);
}
$("terminal").textContent = t("web-terminal", { url: location.origin });
$("analysis-link").href = "/analysis?lang=" + encodeURIComponent(DATA.lang);
$("puzzles-link").href = "/puzzles?lang=" + encodeURIComponent(DATA.lang);
$("daily-link").href = "/puzzles/daily?lang=" + encodeURIComponent(DATA.lang);
const name = $("name");
name.value = localStorage.getItem("morris-name") || t("web-default-name");
for (const [code, native] of DATA.langs) $("language").add(new Option(native, code, false, code === DATA.lang));
$("language").onchange = (e) => { location.search = "?lang=" + e.target.value; };
for (const p of DATA.presets) $("rules").add(new Option(t("preset-" + p.name), p.name));
// The no-flying switch only where someone would fly.
function flyingSwitch() {
  const preset = DATA.presets.find((p) => p.name === $("rules").value) || DATA.presets[0];
  const flies = JSON.stringify(preset.rules) !== JSON.stringify(preset.no_flying);
  $("no-flying").closest("label").hidden = !flies;
  $("no-flying-about").hidden = !flies;
  if (!flies) $("no-flying").checked = false;
}
$("rules").onchange = flyingSwitch;
flyingSwitch();
for (let l = 1; l <= 10; l++) $("level").add(new Option(String(l), String(l), false, l === 3));

function settings(ai) {
  const preset = DATA.presets.find((p) => p.name === $("rules").value) || DATA.presets[0];
  const rules = $("no-flying").checked ? preset.no_flying : preset.rules;
  const s = { rules, color: $("color").value, help: ai };
  if (ai) s.ai = { level: Number($("level").value) };
  return s;
}

function buttons(enabled) {
  for (const b of document.querySelectorAll("button")) b.disabled = !enabled;
}

// The refusals of a new room said in the visitor's words; others in the server's.
const REFUSALS = { no_ai: "web-no-ai", too_many_rooms: "web-too-many-rooms", server_full: "web-server-full" };

function start(ai) {
  buttons(false);
  $("status").textContent = t("web-connecting");
  localStorage.setItem("morris-name", name.value);
  const socket = new WebSocket(socketUrl(location));
  socket.onopen = () => socket.send(JSON.stringify({
    type: "hello", version: PROTOCOL, name: name.value, enter: { as: "host", settings: settings(ai) } }));
  socket.onmessage = (event) => {
    const m = JSON.parse(event.data);
    if (m.type === "welcome") {
      localStorage.setItem("morris-room-" + m.room,
        JSON.stringify({ room: m.room, token: m.token, invite: ai ? null : m.invite, watch: m.watch }));
      socket.onclose = null;
      socket.close();
      location.href = "/game/" + encodeURIComponent(m.room) + "?lang=" + DATA.lang;
    } else if (m.type === "error") {
      const words = REFUSALS[m.code];
      $("status").textContent = words ? t(words) : t("web-refused", { reason: m.message });
      buttons(true);
      socket.onclose = null;
      socket.close();
    }
  };
  socket.onclose = () => {
    $("status").textContent = t("web-no-server");
    buttons(true);
  };
}
$("play-computer").onclick = () => start(true);
$("play-friend").onclick = () => start(false);
