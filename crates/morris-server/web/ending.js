// The end of a game in a sentence or two that names the sides, in the
// words the app and the terminal use (morris_i18n::words::ending, the
// `end-*` messages of common.ftl): "Black wins. White resigned."

/** Why a side lost, naming the loser; null where the short reason says it. */
function lossWords(t, termination, loser) {
  switch (termination) {
    case "fewer-than-three": return t("end-fewer-than-three", { loser });
    case "no-legal-move": return t("end-no-legal-move", { loser });
    case "full-board": return t("end-full-board-lose", { loser });
    case "resignation": return t("end-resignation", { loser });
    case "time-forfeit": return t("end-time", { loser });
    default: return null;
  }
}

/** Why a game was drawn; null where the short reason says it. */
function drawWords(t, termination, rules) {
  switch (termination) {
    case "full-board": return t("end-full-board-draw");
    case "repetition": return t("end-repetition");
    case "n-move": return t("end-n-move", { n: rules["n-move"] });
    case "agreement": return t("end-agreement");
    case "time-forfeit": return t("end-time-draw");
    default: return null;
  }
}

/**
 * The end of the game `outcome` (the server's: winner or null, and the
 * termination's name) under `rules`, each side named by `colorName`.
 */
export function endingText(t, outcome, rules, colorName) {
  const short = () => t("termination-" + outcome.termination, { n: rules["n-move"] });
  if (!outcome.winner) {
    return t("end-draw", { reason: drawWords(t, outcome.termination, rules) ?? short() });
  }
  const loser = colorName(outcome.winner === "white" ? "black" : "white");
  const reason = lossWords(t, outcome.termination, loser) ?? short();
  return t("end-win", { winner: colorName(outcome.winner), reason });
}
