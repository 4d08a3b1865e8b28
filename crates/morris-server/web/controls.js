// The game page's buttons: which of them can do something now, and what
// the player waits for. A button that can do nothing is disabled rather
// than refused after the click.
import { other } from "./common.js";

/**
 * The buttons for the player of `mine` in the room's `state`: whether
 * Resign, Draw, Take back and Rematch (Play again) may be pressed, the
 * words of the request of theirs the other player has not answered yet
 * (a message id, or null), the Rematch button's words and the colour the
 * player takes in the next game (a rematch swaps the colours).
 */
export function controls(state, mine) {
  const ai = !!state.ai;
  const over = !!state.outcome;
  // Before the friend comes there is nobody to resign to, offer a draw
  // to or ask a take-back of.
  const seated = ai || !!(state.names.white && state.names.black);
  const inPlay = seated && !over;
  // The computer answers at once: nothing of its is waited for.
  const asked = (request) => !ai && mine !== null && state[request] === mine;
  let waiting = null;
  if (asked("rematch")) waiting = "web-waits-rematch";
  else if (asked("draw_offer")) waiting = "web-waits-draw";
  else if (asked("take_back")) waiting = "web-waits-take-back";
  return {
    resign: inPlay,
    draw: inPlay && !asked("draw_offer"),
    takeBack: inPlay && state.moves.length > 0 && !asked("take_back"),
    rematch: over && !asked("rematch"),
    waiting,
    again: ai ? "web-play-again" : "web-rematch",
    nextColor: mine === null ? null : other(mine),
  };
}
