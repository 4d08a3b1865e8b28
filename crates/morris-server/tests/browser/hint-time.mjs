// Not a test: measures how long the game page's hints take against the
// server's computer, for docs/measurements/online.md. Starts a game from
// the start page (LEVEL, COLOR), and at each of its first three turns
// clicks Hint and waits for it, printing the time from the click to the
// hint shown (and from ask_hint sent to the hint received).
// Usage: node hint-time.mjs BASE_URL [LEVEL] [COLOR]
import { chromium } from "playwright-core";
const [base, level, color] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const t0 = Date.now();
const log = (...a) => console.log(((Date.now() - t0) / 1000).toFixed(3), ...a);
try {
  const page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  page.on("pageerror", (e) => log("page error", e.message));
  let asked = 0;
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => { const m = JSON.parse(f.payload); if (m.type === "hint") log("hint came", m.turn, "after", Date.now() - asked, "ms"); else if (m.type === "state") log("state", m.moves.length, m.ai && m.ai.doing.what); });
    ws.on("framesent", (f) => { const m = JSON.parse(f.payload); if (m.type === "ask_hint") { asked = Date.now(); log("ask_hint"); } });
  });
  await page.goto(base + "/");
  if (level) await page.selectOption("#level", level);
  if (color) await page.selectOption("#color", color);
  log("front page shown");
  await page.click("#play-computer");
  await page.waitForURL(/\/game\//);
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('body[data-turn="mine"]', { timeout: 60000 });
    const ply = Number(await page.getAttribute("body", "data-ply"));
    log("my turn at", ply);
    const t = Date.now();
    await page.click("#hint");
    await page.waitForFunction(() => !document.getElementById("hint-text").hidden && document.getElementById("hint-text").textContent.includes(":") , null, { timeout: 60000 });
    log("hint shown after", Date.now() - t, "ms:", await page.textContent("#hint-text"));
    const turn = await page.evaluate(() => morris.state.legal.find((x) => !x.includes("x")));
    await page.click(`[data-point="${turn}"]`);
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p + 1, ply, { timeout: 60000 });
  }
} finally { await browser.close(); }
