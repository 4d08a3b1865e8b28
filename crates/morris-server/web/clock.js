// The clocks as the page shows them: the server's figures, the running
// side's counted down from when the state came. The server judges flags.

/** Milliseconds as `m:ss`, with tenths under ten seconds; never negative. */
export function formatClock(ms) {
  const x = Math.max(0, ms);
  const m = Math.floor(x / 60000);
  const s = Math.floor((x % 60000) / 1000);
  return m + ":" + String(s).padStart(2, "0") + (x < 10000 ? "." + Math.floor((x % 1000) / 100) : "");
}

/**
 * A length of time in whole seconds with its units, `13 s`, `2 min 5 s`:
 * how long, never to be read as a time of day.
 */
export function formatDuration(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return s < 60 ? s + " s" : Math.floor(s / 60) + " min " + (s % 60) + " s";
}

/** Each side's time left, `elapsed` ms after the state with `clock` came. */
export function clocksLeft(clock, elapsed) {
  const left = { white: clock.left_ms.white, black: clock.left_ms.black };
  if (clock.running) left[clock.running] = Math.max(0, left[clock.running] - elapsed);
  return left;
}

/** How long `side`'s player has been away, `elapsed` ms after the state; -1 when present. */
export function awayFor(state, side, elapsed) {
  return state.away_ms[side] === null ? -1 : state.away_ms[side] + elapsed;
}
