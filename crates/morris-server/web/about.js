// What game a room is, in words: its rules by their preset's name, its
// clock, and the invitation a friend reads before joining.
import { formatClock } from "./clock.js";
import { ANALYSIS_PRESETS } from "./position.js";

// The same rules, whatever the order of their fields (the page's presets
// come with their keys sorted, a room's rules in the order of the type).
function canonical(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  return "{" + Object.keys(value).sort().map((k) => JSON.stringify(k) + ":" + canonical(value[k])).join(",") + "}";
}
const same = (a, b) => a !== undefined && b !== undefined && canonical(a) === canonical(b);

/** The name of `rules` among the server's `presets`: a preset's, or one without flying, or house rules. */
export function rulesName(t, presets, rules) {
  if (same(rules, presets.find((p) => p.name === "nine")?.no_flying)) return t("preset-nine-no-flying");
  for (const p of presets) {
    if (same(rules, p.rules)) return t("preset-" + p.name);
    if (same(rules, p.no_flying)) return t("web-rules-no-flying", { rules: t("preset-" + p.name) });
  }
  return t("web-rules-house");
}

/** The clock in words: `5:00 + 3 s a turn`, or none. */
export function clockText(t, clock) {
  if (!clock) return t("web-no-clock");
  return t("web-clock", { time: formatClock(clock.initial_ms), increment: Math.round(clock.increment_ms / 1000) });
}

/** The invitation `inv` (the server's /invite answer) in a sentence or two. */
export function invitationText(t, presets, colorName, inv) {
  return t("web-invitation", {
    host: inv.host, rules: rulesName(t, presets, inv.rules), clock: clockText(t, inv.clock), color: colorName(inv.color),
  });
}

/** The game's rules and clock, for the game page's heading. */
export function gameAbout(t, presets, rules, clock) {
  return t("web-game-about", { rules: rulesName(t, presets, rules), clock: clockText(t, clock) });
}

/**
 * The analysis board's address for a game of `rules` with `moves` from the
 * start (in the page's language `lang`): none when the analysis board does
 * not offer the rules.
 */
export function analysisLink(presets, rules, moves, lang) {
  const preset = presets.find((p) => ANALYSIS_PRESETS.includes(p.name) && same(rules, p.rules));
  if (!preset) return null;
  const query = new URLSearchParams({ rules: preset.name, moves: moves.join(" "), lang });
  return "/analysis?" + query.toString();
}
