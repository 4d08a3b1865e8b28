// After a game against the server's computer, reviews it in headless
// Chromium: plays three turns from the start page, resigns, asks for the
// review, clicks a point of the value graph, then learns from its mistake
// (a wrong turn, then the right one), and again with "Show me", which
// draws the answer on the board.
// Usage: node review.mjs BASE_URL [SCREENSHOT]
// Prints one JSON line: what the page showed at each step.
import { chromium } from "playwright-core";

const [base, screenshot] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ locale: "en-GB", viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error: " + e.message));
  page.on("dialog", (d) => d.accept());
  // Functions, not strings: the page's policy allows no eval.
  const wait = (fn, arg) => page.waitForFunction(fn, arg, { timeout: 60000 });
  const mineAt = (ply) => wait((p) => document.body.dataset.turn === "mine" && Number(document.body.dataset.ply) === p, ply);
  const data = (name, ...values) => wait(([n, vs]) => vs.includes(document.body.dataset[n]), [name, values]);
  const pieces = () => page.$$eval("#board circle.white, #board circle.black", (cs) => cs.length);
  await page.goto(base + "/");
  await page.selectOption("#level", "1");
  await page.selectOption("#color", "white");
  await page.click("#play-computer");
  await page.waitForURL(/\/game\//, { timeout: 30000 });
  // Three placements that close no mill, never the first legal turn (the
  // one the tests' computer grades right).
  for (let turn = 0; turn < 3; turn++) {
    await mineAt(2 * turn);
    const pick = await page.evaluate(() => {
      const legal = morris.state.legal;
      return legal.filter((t) => !t.includes("x") && t !== legal[0])[0];
    });
    await page.click(`[data-point="${pick}"]`);
  }
  await mineAt(6);
  const reviewHiddenInPlay = await page.isHidden("#review-box");
  await page.click("#resign");
  await wait(() => document.body.dataset.over);
  await page.click("#review-ask");
  await data("review", "waiting", "shown");
  const waiting = await page.isVisible("#review-wait") ? await page.textContent("#review-wait") : null;
  await data("review", "shown");
  const review = await page.evaluate(() => morris.review);
  const rows = await page.$$eval("#review-turns li", (lis) => lis.map((li) => li.textContent));
  const points = await page.$$eval("#review-graph circle.point", (cs) => cs.length);
  const exactPoints = await page.$$eval("#review-graph circle.point.exact", (cs) => cs.length);
  const summary = await page.textContent("#review-summary");
  const piecesAtEnd = await pieces();
  await page.click('#review-graph circle[data-at="2"]');
  await wait(() => document.querySelector('#review-graph circle[data-at="2"]').classList.contains("shown"));
  const piecesAtTwo = await pieces();
  // Learn from the mistake at ply 2: a wrong turn, then the right one.
  await page.click("#practice-start");
  await data("practice", "trying");
  const prompt = await page.textContent("#practice-text");
  const mistake = review.turns.find((t) => t.side === "white" && t.grade === "mistake");
  const right = mistake.legal[0];
  const wrong = mistake.legal.find((t) => t !== right && !t.includes("x"));
  await page.click(`[data-point="${wrong}"]`);
  await wait(() => document.getElementById("practice-text").textContent.startsWith("Not that"));
  const wrongText = await page.textContent("#practice-text");
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.click(`[data-point="${right}"]`);
  await data("practice", "done");
  const doneText = await page.textContent("#practice-text");
  // Again, and "Show me": the answer drawn on the mistake's position.
  await page.click("#practice-end");
  await page.click("#practice-start");
  await data("practice", "trying");
  await page.click("#practice-show");
  await data("practice", "showing");
  const shownText = await page.textContent("#practice-text");
  const answerMarks = await page.$$eval("#board [data-answer]",
                                        (cs) => cs.map((c) => c.dataset.answer + " " + c.dataset.answerAt));
  const ghosts = await page.$$eval("#board circle.ghost", (cs) => cs.length);
  const piecesShown = await page.$$eval("#board circle.white:not(.ghost), #board circle.black:not(.ghost)",
                                        (cs) => cs.length);
  const nextLabel = await page.textContent("#practice-show");
  // Clicks on the answer's board try nothing.
  await page.click(`[data-point="${wrong}"]`);
  const stillShowing = await page.evaluate(() => document.body.dataset.practice);
  await page.click("#practice-show");
  await data("practice", "done");
  const doneAfterShown = await page.textContent("#practice-text");
  console.log(JSON.stringify({
    review_hidden_in_play: reviewHiddenInPlay,
    waiting,
    moves: review.turns.length,
    positions: review.positions.length,
    rows,
    points,
    exact_points: exactPoints,
    summary,
    pieces_at_end: piecesAtEnd,
    pieces_at_two: piecesAtTwo,
    expected_at_two: review.positions[2].white.length + review.positions[2].black.length,
    prompt,
    wrong_text: wrongText,
    done_text: doneText,
    best: mistake.best,
    mistake_ply: mistake.ply,
    expected_at_mistake: review.positions[mistake.ply].white.length + review.positions[mistake.ply].black.length,
    shown_text: shownText,
    answer_marks: answerMarks,
    ghosts,
    pieces_shown: piecesShown,
    next_label: nextLabel,
    still_showing: stillShowing,
    done_after_shown: doneAfterShown,
  }));
} finally {
  await browser.close();
}
