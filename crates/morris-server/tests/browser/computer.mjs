// Plays the server's computer from the start page in headless Chromium, as
// a visitor would: picks the level (and the no-flying switch), starts, then
// clicks each turn's points until the game ends, closing a mill whenever it
// can. Checks that no text of another language shows on the way.
// Usage: node computer.mjs BASE_URL LOCALE LEVEL NO_FLYING FOREIGN_JSON [SCREENSHOT]
//   NO_FLYING: 1 to tick the switch, 0 not to
//   FOREIGN_JSON: texts that must never show (English ones for German)
// Prints one JSON line: the result, the status line, the mills it closed,
// the moves and the rules, and the finished game's analysis link.
import { chromium } from "playwright-core";

const [base, locale, level, noFlying, foreignJson, screenshot] = process.argv.slice(2);
const foreign = JSON.parse(foreignJson);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
// A seeded choice among the turns, so that a failure repeats.
let seed = 12345;
function below(n) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}
try {
  const context = await browser.newContext({ locale, viewport: { width: 900, height: 640 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error: " + e.message));
  page.on("dialog", (d) => d.accept());
  async function noForeign(where) {
    const text = await page.innerText("body");
    for (const f of foreign) {
      if (text.includes(f)) throw new Error(`on the ${where}: "${f}" is left in another language:\n${text}`);
    }
  }
  await page.goto(base + "/");
  await noForeign("start page");
  await page.selectOption("#level", level);
  if (noFlying === "1") await page.check("#no-flying");
  await page.selectOption("#color", "white");
  await page.click("#play-computer");
  await page.waitForURL(/\/game\//, { timeout: 30000 });
  let mills = 0, turns = 0, waited = false, removePrompts = 0;
  for (;;) {
    await page.waitForFunction(() => document.body.dataset.turn === "mine" || document.body.dataset.over,
                               null, { timeout: 60000 });
    if (await page.getAttribute("body", "data-over")) break;
    if (turns === 6) await noForeign("game page");
    const legal = await page.evaluate(() => morris.state.legal);
    const mill = legal.filter((t) => t.includes("x"));
    const pick = mill.length ? mill[below(mill.length)] : legal[below(legal.length)];
    if (mill.length) mills++;
    const ply = Number(await page.getAttribute("body", "data-ply"));
    const [base, ...removals] = pick.split("x");
    for (const point of base.match(/[a-g][1-7]/g)) await page.click(`[data-point="${point}"]`);
    if (removals.length) {
      // A mill closed: the page asks for the piece to remove.
      const asked = await page.evaluate(() =>
        JSON.parse(document.getElementById("page-data").textContent).texts["web-remove"].split("{$")[0]);
      if ((await page.textContent("#status")).startsWith(asked)) removePrompts++;
      for (const point of removals) await page.click(`[data-point="${point}"]`);
    }
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p || document.body.dataset.over,
                               ply, { timeout: 60000 });
    if (!waited && (await page.getAttribute("body", "data-ai"))) waited = true;
    turns++;
    if (screenshot && mills >= 1 && turns >= 12 && !(await page.evaluate(() => morris.state.outcome))) {
      await page.waitForFunction(() => document.body.dataset.turn === "mine", null, { timeout: 60000 });
      await page.screenshot({ path: screenshot });
      break;
    }
    if (turns > 400) throw new Error("no end after 400 turns");
  }
  if (!screenshot) await noForeign("end of the game");
  const state = await page.evaluate(() => morris.state);
  // The finished game's way to the analysis board.
  const analyse = (await page.isVisible("#analyse")) ? await page.getAttribute("#analyse", "href") : null;
  console.log(JSON.stringify({
    analyse,
    result: state.outcome ? state.outcome.result : null,
    status: await page.textContent("#status"),
    mills,
    remove_prompts: removePrompts,
    moves: state.moves,
    rules: state.rules,
  }));
} finally {
  await browser.close();
}
