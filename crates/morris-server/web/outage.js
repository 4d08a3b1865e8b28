// A turn made while the server could not be reached: kept, and when the
// connection is back sent if the game still waits for it, else refused
// in words. Nothing is lost without a word.

/**
 * What to do with the `pending` turn ({ game, ply, turn }) now that the
 * server sent `state` again, for the player of `mine`: "arrived" (it
 * reached the server before the connection broke), "send" (the game
 * still waits for it), or "dropped" (the game went on without it).
 */
export function pendingFate(pending, state, mine) {
  if (state.game === pending.game && state.moves[pending.ply] === pending.turn) return "arrived";
  const waits = state.game === pending.game && !state.outcome && state.moves.length === pending.ply &&
    state.to_move === mine && state.legal.includes(pending.turn);
  return waits ? "send" : "dropped";
}

/** Whether a socket that has been silent `silentMs` is taken for lost: the server pings far more often. */
export function silentTooLong(silentMs, silenceMs) {
  return silentMs > silenceMs / 2;
}
