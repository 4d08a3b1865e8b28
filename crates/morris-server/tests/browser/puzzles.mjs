// The puzzles in headless Chromium: the front page's links; the daily
// puzzle of a date shown with its task; a wrong turn said with why, Try
// again and Show the answer offered, and the first attempt rated (the
// visitor's rating falls); the right line played by keyboard and mouse,
// the reply coming from the line, until "solved"; the page opened again
// does not rate the puzzle again; a removal puzzle, its given move made,
// a point that is no removal refused, the right removal solved at the
// first try (the rating rises) and the next puzzle; a streak ended by a
// miss; a rush's clock.
// Usage: node puzzles.mjs BASE_URL DATE REMOVAL_ID [SCREENSHOT_DIR]
//   DATE: the day whose daily puzzle is a win of two turns or more;
//   REMOVAL_ID: a removal puzzle of nine;
//   SCREENSHOT_DIR: where to save a fresh visitor's daily puzzle, its
//   first turn found (for a look; the test gives none).
// Prints one JSON line of what it saw.
import { chromium } from "playwright-core";

const [base, date, removalId, shots] = process.argv.slice(2);
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
  const phase = (want) => page.waitForFunction((w) => document.body.dataset.phase === w &&
    document.body.dataset.busy === "no", want, { timeout: 30000 });
  const rated = (id) => page.waitForFunction((i) => document.body.dataset.rated === i, id, { timeout: 30000 });
  const pointsOf = (turn) => turn.match(/[a-g][1-7]/g) || [];
  const click = async (p) => page.click(`[data-point="${p}"]`);
  const press = async (p) => { await page.focus(`[data-point="${p}"]`); await page.keyboard.press("Enter"); };

  await page.goto(base + "/");
  seen.front_puzzles = [await page.getAttribute("#puzzles-link", "href"), await text("#puzzles-link")];
  seen.front_daily = [await page.getAttribute("#daily-link", "href"), await text("#daily-link")];
  await page.click("#daily-link");
  await page.waitForURL(/\/puzzles\/daily/);
  await phase("find");
  seen.today_title = await text("#title");

  // The daily puzzle of the date.
  await page.goto(base + "/puzzles/daily?date=" + date + "&lang=en");
  await phase("find");
  const puzzle = await page.evaluate(() => globalThis.morris.puzzle);
  seen.id = await page.evaluate(() => document.body.dataset.puzzle);
  seen.title = await text("#title");
  seen.task = await text("#task");
  seen.info = await text("#info");
  seen.rating_before = await text("#your-rating");
  seen.choose_hidden = !(await page.isVisible("#choose"));
  seen.points = (await page.$$("[data-point]")).length;

  // A wrong turn, by the mouse.
  const wrong = puzzle.steps[0].turns.find((t) => t.verdict !== "right");
  seen.wrong = wrong.turn;
  for (const p of pointsOf(wrong.turn)) await click(p);
  await phase("wrong");
  seen.wrong_status = await text("#status");
  seen.wrong_buttons = [await page.isVisible("#try-again"), await page.isVisible("#show"), await page.isVisible("#next")];
  seen.wrong_moves_hidden = !(await page.isVisible("#moves"));
  await rated(puzzle.id);
  seen.rating_after_miss = await text("#your-rating");
  seen.rated_after_miss = await text("#rated");
  seen.history_after_miss = await page.$$eval("#history li", (ls) => ls.map((l) => l.textContent));
  seen.stored_rating = await page.evaluate(() => JSON.parse(localStorage.getItem("morris-puzzle-rating")));

  // Try again: the right line, the first turn by the keyboard.
  await page.click("#try-again");
  await phase("find");
  seen.again_status = await text("#status");
  const steps = puzzle.steps;
  for (const [i, step] of steps.entries()) {
    const points = pointsOf(step.answer);
    for (const [k, p] of points.entries()) {
      if (i === 0 && k === 0) await press(p);
      else await click(p);
    }
    if (i + 1 < steps.length) {
      await phase("find");
      if (i === 0) {
        seen.first_right_status = await text("#status");
        seen.first_moves = await text("#moves");
        seen.reply_marked = await page.$$eval("#board .advice", (cs) => cs.length);
      }
    }
  }
  await phase("solved");
  seen.solved_status = await text("#status");
  seen.solved_more = await page.isVisible("#more");
  seen.solved_moves = await text("#moves");
  seen.line = puzzle.line;

  // Opened again: not rated a second time.
  await page.reload();
  await phase("find");
  seen.reload_rated = await text("#rated");
  seen.reload_rating = await text("#your-rating");

  // A removal puzzle by its id: its given move stands made.
  await page.goto(base + "/puzzles?id=" + removalId + "&lang=en");
  await phase("find");
  const removal = await page.evaluate(() => globalThis.morris.puzzle);
  seen.removal_task = await text("#task");
  seen.removal_given_marks = await page.$$eval("#board [data-answer]", (cs) => cs.map((c) => c.dataset.answer).sort());
  const targets = await page.$$eval("#board .target", (cs) => cs.length);
  seen.removal_targets = targets;
  // A point no removal takes: said, and the given move still stands.
  const removable = new Set(removal.steps[0].turns.filter((t) => t.turn.startsWith(removal.given + "x"))
    .map((t) => pointsOf(t.turn).at(-1)));
  const other = (await page.$$eval("[data-point]", (ps) => ps.map((p) => p.dataset.point)))
    .find((p) => !removable.has(p) && !pointsOf(removal.given).includes(p));
  await click(other);
  seen.removal_other_status = await text("#status");
  seen.removal_still_given = await page.$$eval("#board [data-answer]", (cs) => cs.length);
  await click(pointsOf(removal.line[0]).at(-1));
  await phase("solved");
  seen.removal_status = await text("#status");
  await rated(removal.id);
  seen.removal_rated = await text("#rated");
  seen.removal_history = await page.$$eval("#history li", (ls) => ls.map((l) => l.textContent));
  seen.removal_next = await page.isVisible("#next");
  seen.url = page.url();
  await page.click("#next");
  await page.waitForFunction((id) => document.body.dataset.phase === "find" && document.body.dataset.puzzle !== id,
    removal.id, { timeout: 30000 });
  seen.next_id = await page.evaluate(() => document.body.dataset.puzzle);

  // A streak: a miss ends it.
  await page.selectOption("#mode", "streak");
  await page.click("#start");
  await page.waitForFunction(() => document.body.dataset.run === "on" && document.body.dataset.phase === "find",
    null, { timeout: 30000 });
  seen.streak_run = await text("#run");
  seen.streak_unrated = await text("#rated");
  const streak = await page.evaluate(() => globalThis.morris.puzzle);
  const miss = streak.steps[0].turns.find((t) => t.verdict !== "right" &&
    (!streak.given || t.turn.startsWith(streak.given + "x")));
  const given = streak.given ? pointsOf(streak.given).length : 0;
  for (const p of pointsOf(miss.turn).slice(given)) await click(p);
  await page.waitForFunction(() => document.body.dataset.run === "over", null, { timeout: 30000 });
  seen.streak_over = await text("#run");
  seen.streak_buttons = [await page.isVisible("#try-again"), await page.isVisible("#show")];

  // A rush: its clock runs.
  await page.selectOption("#mode", "rush-3");
  await page.click("#start");
  await page.waitForFunction(() => document.body.dataset.run === "on" && document.body.dataset.phase === "find",
    null, { timeout: 30000 });
  seen.rush_run = await text("#run");

  // For a look: a fresh visitor's daily puzzle, its first turn found.
  if (shots) {
    const fresh = await (await browser.newContext({ locale: "en-GB", viewport: { width: 1000, height: 640 } })).newPage();
    await fresh.goto(base + "/puzzles/daily?date=" + date + "&lang=en");
    await fresh.waitForFunction(() => document.body.dataset.phase === "find", null, { timeout: 30000 });
    for (const p of pointsOf(puzzle.steps[0].answer)) await fresh.click(`[data-point="${p}"]`);
    await fresh.waitForFunction(() => document.body.dataset.phase === "find" && document.body.dataset.busy === "no",
      null, { timeout: 30000 });
    await fresh.mouse.move(0, 0);
    await fresh.evaluate(() => document.activeElement && document.activeElement.blur());
    await fresh.screenshot({ path: shots + "/puzzles-board.png" });
  }
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
