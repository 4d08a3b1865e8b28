// The analysis board in headless Chromium, against a server whose fake
// databases answer known values: the front page's link; the start's
// values (unknown, and why); a pasted position text and a point's badge;
// a turn played by mouse and keyboard through its removal, the position
// text changed; back and forward; bad input said and changing nothing; a
// position set up point by point; turns pasted; the server away and back;
// a phone's width.
// Usage: node analysis.mjs BASE_URL [SCREENSHOT_DIR]
//   SCREENSHOT_DIR: where to save the board at a desktop's and a phone's
//   width (for a look; the test gives none)
// Prints one JSON line of what it saw.
import { chromium } from "playwright-core";

const [base, shots] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
const seen = {};
try {
  const context = await browser.newContext({ locale: "en-GB", viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error: " + e.message));
  const text = async (sel) => (await page.textContent(sel)).trim();
  const ready = () => page.waitForFunction(() => document.body.dataset.ready === "yes", null, { timeout: 30000 });
  const badge = async (p) => {
    const b = await page.$(`[data-badge="${p}"]`);
    return b ? (await b.textContent()).trim() : null;
  };
  const paste = async (value) => {
    await page.fill("#paste", value);
    await page.click("#load");
    await page.waitForFunction(() => document.body.dataset.asking === "no", null, { timeout: 30000 });
  };

  await page.goto(base + "/");
  seen.front_link = await page.getAttribute("#analysis-link", "href");
  seen.front_link_text = await text("#analysis-link");
  await page.click("#analysis-link");
  await page.waitForURL(/\/analysis/);
  await ready();
  seen.start_text = await text("#position-text");
  seen.start_value = await text("#value");
  seen.start_source = await text("#source");
  seen.start_badges = await page.$$eval("[data-badge]", (bs) => [...new Set(bs.map((b) => b.textContent))]);
  seen.start_badge_count = (await page.$$("[data-badge]")).length;

  // A position pasted: three against three, White to move.
  await paste("W.W/.../.../..B.W./.../B.B/... w 0 0 0 40");
  await ready();
  seen.pasted_text = await text("#position-text");
  seen.pasted_value = await text("#value");
  seen.pasted_source = await text("#source");
  if (shots) await page.screenshot({ path: shots + "/analysis-desktop.png", fullPage: true });
  seen.badge_f4 = await badge("f4");
  seen.badge_a7 = await badge("a7");
  seen.badge_f4_best = await page.$eval('[data-badge="f4"]', (b) => b.classList.contains("best"));
  seen.status_play = await text("#status");

  // f4-d7 by the keyboard, then its removal by the mouse.
  await page.focus('[data-point="f4"]');
  await page.keyboard.press("Enter");
  // Three pieces fly: f4 may go to any empty point; to d7 it closes a mill.
  seen.after_f4 = await page.$$eval("[data-badge]", (bs) => bs.length);
  seen.after_f4_wins = await page.$$eval("[data-badge]", (bs) =>
    bs.filter((b) => b.textContent !== "=").map((b) => b.dataset.badge + " " + b.textContent));
  await page.click('[data-point="d7"]');
  seen.status_remove = await text("#status");
  seen.removal_badges = await page.$$eval("[data-badge]", (bs) => bs.map((b) => b.dataset.badge).sort());
  await page.focus('[data-point="c4"]');
  await page.keyboard.press(" ");
  await ready();
  seen.played_text = await text("#position-text");
  seen.played_value = await text("#value");
  seen.played_status = await text("#status");
  seen.played_line = await page.$$eval("#moves button.turn", (bs) => bs.map((b) => b.textContent));

  // Back (the keyboard's left arrow, the focus off the board), then forward.
  await page.focus("#back");
  await page.click("#back");
  await ready();
  seen.back_text = await text("#position-text");
  seen.back_badge_f4 = await badge("f4");
  seen.forward_disabled_at_end = null;
  await page.click("#forward");
  await ready();
  seen.forward_text = await text("#position-text");
  seen.forward_disabled_at_end = await page.isDisabled("#forward");
  await page.locator("body").focus();
  await page.keyboard.press("ArrowLeft");
  await ready();
  seen.arrow_back_text = await text("#position-text");

  // Bad input: said, and the position stays.
  await paste("W.W/zz");
  seen.bad_text_status = await text("#status");
  seen.bad_text_position = await text("#position-text");
  await paste("WWW/WWW/WWW/WWWWWW/.../.../... w 0 0 0 1");
  seen.impossible_status = await text("#status");
  seen.impossible_position = await text("#position-text");
  await paste("d6 d6");
  seen.bad_moves_status = await text("#status");
  seen.bad_moves_position = await text("#position-text");

  // Set up: a black piece added on d6, b2 emptied, Black to move.
  await page.click("#edit");
  await page.check('input[name=tool][value="black"]');
  await page.click('[data-point="d6"]');
  await page.check('input[name=tool][value="empty"]');
  await page.click('[data-point="b2"]');
  await page.selectOption("#side", "black");
  seen.setup_shown = await text("#position-text");
  await page.click("#done");
  await ready();
  seen.setup_text = await text("#position-text");
  seen.setup_value = await text("#value");
  // A hand beyond the rules is refused before asking.
  await page.click("#edit");
  await page.fill("#hand-white", "13");
  await page.click("#done");
  seen.bad_hand_status = await text("#status");
  seen.bad_hand_still_setting_up = await page.isVisible("#setup");
  await page.fill("#hand-white", "0");
  await page.click("#done");
  await ready();

  // Turns pasted from the start.
  await paste("1. d6 f4 2. d2");
  await ready();
  seen.moves_text = await text("#position-text");
  seen.moves_line = await page.$$eval("#moves button.turn", (bs) => bs.map((b) => b.textContent));
  seen.moves_badge_a7 = await badge("a7");

  // The server away: said, with a button to ask again.
  await page.route("**/api/v1/position**", (route) => route.abort());
  await page.click("#clear");
  await page.waitForFunction(() => document.body.dataset.trouble === "offline", null, { timeout: 30000 });
  seen.offline_status = await text("#status");
  seen.offline_retry = await page.isVisible("#retry");
  seen.offline_position = await text("#position-text");
  await page.unroute("**/api/v1/position**");
  await page.click("#retry");
  await ready();
  seen.retried_text = await text("#position-text");
  seen.retry_hidden = !(await page.isVisible("#retry"));

  // Asked too often: said, with the same button.
  await page.route("**/api/v1/position**", (route) => route.fulfill({
    status: 429, contentType: "application/json",
    body: JSON.stringify({ error: "too_many", reason: "at most 20 requests in 1000 ms from one address" }),
  }));
  await page.click("#clear");
  await page.waitForFunction(() => document.body.dataset.trouble === "yes", null, { timeout: 30000 });
  seen.busy_status = await text("#status");
  seen.busy_retry = await page.isVisible("#retry");
  await page.unroute("**/api/v1/position**");
  await page.click("#retry");
  await ready();
  seen.busy_retried = !(await page.isVisible("#retry"));

  // A position text of another board: its rules chosen.
  await paste("W../.../..../.../..B w 5 5 0 2");
  await ready();
  seen.six_rules = await page.$eval("#rules", (s) => s.value);
  seen.six_text = await text("#position-text");
  seen.six_points = (await page.$$("[data-point]")).length;

  // A link with a game's turns opens at its last position.
  await page.goto(base + "/analysis?rules=nine&moves=d6+f4&lang=en");
  await ready();
  seen.link_text = await text("#position-text");

  // A phone's width: the board and the panel fit, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  seen.phone_board_width = await page.$eval("#board", (b) => b.getBoundingClientRect().width);
  seen.phone_scroll_width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (shots) await page.screenshot({ path: shots + "/analysis-phone.png", fullPage: true });
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
