// Joins a room from its invite link in headless Chromium and plays the
// given turns by clicking the board's points, then waits for the end.
// Usage: node join.mjs LINK TURNS_JSON RESULT
//   TURNS_JSON: [[ply, "turn"], ...], the turns this side plays
//   RESULT: the result the page must end with, e.g. "0-1"
import { chromium } from "playwright-core";

const [link, turnsJson, result] = process.argv.slice(2);
const turns = JSON.parse(turnsJson);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  page.on("pageerror", (e) => console.log("page error: " + e.message));
  await page.goto(link);
  await page.fill("#name", "Browser");
  await page.click("#join");
  for (const [ply, turn] of turns) {
    await page.waitForSelector(`body[data-ply="${ply}"][data-turn="mine"]`, { timeout: 30000 });
    for (const point of turn.match(/[a-g][1-7]/g)) {
      await page.click(`[data-point="${point}"]`);
    }
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p, ply, { timeout: 30000 });
    console.log("played " + turn);
  }
  await page.waitForSelector(`body[data-over="${result}"]`, { timeout: 30000 });
  console.log("status: " + (await page.textContent("#status")));
  console.log("moves: " + (await page.textContent("#moves")).replace(/\n/g, " "));
  console.log("won rows: " + (await page.locator("#board line.won").count()) +
              ", won pieces: " + (await page.locator("#board circle.won").count()));
} finally {
  await browser.close();
}
