// A server outage seen from the game page in headless Chromium: joins from
// the invite, waits for its turn, says "ready" (the test then stops the
// server), clicks a turn while the server is away, says "clicked" (the
// test starts it again), and waits for the turn to be played.
// Usage: node outage.mjs LINK TURN
// Then the test lets the host go ("played"), and the page says how long
// the host has been away.
// Prints "ready", "clicked", "played", then one JSON line of what was seen.
import { chromium } from "playwright-core";

const [link, turn] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
const seen = {};
try {
  const page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  page.on("pageerror", (e) => console.error("page error: " + e.message));
  await page.goto(link);
  await page.fill("#name", "Bea");
  await page.click("#join");
  await page.waitForSelector('body[data-ply="1"][data-turn="mine"]', { timeout: 30000 });
  seen.opponent_before = await page.textContent("#opponent");
  console.log("ready");
  const stopped = Date.now();
  await page.waitForSelector('body[data-online="no"]', { timeout: 30000 });
  seen.noticed_ms = Date.now() - stopped;
  seen.lost_status = await page.textContent("#status");
  seen.lost_opponent = await page.textContent("#opponent");
  seen.resign_disabled = await page.isDisabled("#resign");
  for (const point of turn.match(/[a-g][1-7]/g)) await page.click(`[data-point="${point}"]`);
  seen.pending_status = await page.textContent("#status");
  console.log("clicked");
  await page.waitForSelector('body[data-ply="2"][data-online="yes"]', { timeout: 60000 });
  seen.moves = await page.evaluate(() => morris.state.moves);
  seen.back_status = await page.textContent("#status");
  // The host goes: how long, not since when.
  console.log("played");
  await page.waitForFunction(() => document.getElementById("opponent").textContent.includes("disconnected"),
                             null, { timeout: 60000 });
  seen.away_line = await page.textContent("#opponent");
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
