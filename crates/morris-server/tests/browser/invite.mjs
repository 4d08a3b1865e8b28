// The words and buttons around a friend's game in headless Chromium: the
// invite read before joining, the game's rules and clock, the buttons that
// can do nothing disabled, the requests waited on; the invite once taken;
// and, on the start page, the host's game while the friend is not there,
// with its watch link, followed by a watcher.
// Usage: node invite.mjs BASE_URL LINK
// Prints one JSON line of what was seen.
import { chromium } from "playwright-core";

const [base, link] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
const seen = {};
const disabled = (page, ids) => Promise.all(ids.map((id) => page.isDisabled("#" + id)));
try {
  const friend = await (await browser.newContext({ locale: "en-GB" })).newPage();
  friend.on("pageerror", (e) => console.error("page error: " + e.message));
  friend.on("dialog", (d) => d.accept());
  await friend.goto(link);
  await friend.waitForSelector("#invitation:not([hidden])", { timeout: 30000 });
  seen.invitation = await friend.textContent("#invitation");
  seen.points_before_joining = await friend.locator("#board [data-point]").count();
  await friend.fill("#name", "Bea");
  await friend.click("#join");
  await friend.waitForSelector('body[data-ply="0"]', { timeout: 30000 });
  seen.invitation_hidden_in_play = await friend.isHidden("#invitation");
  seen.about = await friend.textContent("#about");
  seen.status = await friend.textContent("#status");
  seen.in_play = await disabled(friend, ["resign", "draw", "takeback", "rematch"]);
  await friend.click("#draw");
  await friend.waitForSelector("#waiting-answer:not([hidden])", { timeout: 30000 });
  seen.draw_wait = await friend.textContent("#waiting-answer");
  seen.draw_disabled = await friend.isDisabled("#draw");
  await friend.click("#resign");
  await friend.waitForSelector("body[data-over]:not([data-over=''])", { timeout: 30000 });
  seen.over = await disabled(friend, ["resign", "draw", "takeback", "rematch"]);
  seen.rematch_label = await friend.textContent("#rematch");
  await friend.click("#rematch");
  await friend.waitForFunction(() => document.getElementById("waiting-answer").textContent.includes("rematch"),
                               null, { timeout: 30000 });
  seen.rematch_wait = await friend.textContent("#waiting-answer");
  seen.rematch_disabled = await friend.isDisabled("#rematch");

  // The same invite in another browser: taken, said before any name is typed.
  const late = await (await browser.newContext({ locale: "en-GB" })).newPage();
  late.on("pageerror", (e) => console.error("page error: " + e.message));
  await late.goto(link);
  await late.waitForFunction(() => document.getElementById("enter").hidden, null, { timeout: 30000 });
  seen.late_status = await late.textContent("#status");

  // The start page: no flying switch where nobody flies; a friend's game
  // made, nothing to resign, offer or take back before the friend comes.
  const host = await (await browser.newContext({ locale: "en-GB" })).newPage();
  host.on("pageerror", (e) => console.error("page error: " + e.message));
  await host.goto(base + "/");
  seen.no_flying_shown = {};
  for (const rules of ["three", "six", "nine"]) {
    await host.selectOption("#rules", rules);
    seen.no_flying_shown[rules] = await host.isVisible("#no-flying");
  }
  await host.click("#play-friend");
  await host.waitForURL(/\/game\//, { timeout: 30000 });
  await host.waitForSelector("#invite-box:not([hidden])", { timeout: 30000 });
  seen.host_waiting = await disabled(host, ["resign", "draw", "takeback"]);
  seen.host_opponent = await host.textContent("#opponent");
  // The watch link, with a word on it, for anyone to follow the game.
  seen.watch_label = await host.textContent("#watch-label");
  const watchLink = await host.textContent("#watch-link");
  seen.watch_link_path = new URL(watchLink).pathname.replace(/[^/]+$/, "CODE");
  const watcher = await (await browser.newContext({ locale: "en-GB" })).newPage();
  watcher.on("pageerror", (e) => console.error("page error: " + e.message));
  await watcher.goto(watchLink);
  await watcher.waitForSelector("body[data-ply='0']", { timeout: 30000 });
  seen.watcher_status = await watcher.textContent("#status");
  seen.watcher_resign_hidden = await watcher.isHidden("#resign");
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
