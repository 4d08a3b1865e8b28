// A friend's way back to their seat from another browser: join with the
// invite, keep the seat's own link the page shows, lose the browser's
// storage (a new browser context), see the invite refused as used and
// where to find the way back, then open the seat's link and play on.
// Usage: node seat.mjs LINK
// Prints one JSON line of what was seen.
import { chromium } from "playwright-core";

const [link] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
});
const seen = {};
const newPage = async () => {
  const page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  page.on("pageerror", (e) => console.error("page error: " + e.message));
  return page;
};
try {
  const first = await newPage();
  await first.goto(link);
  await first.waitForSelector("#invitation:not([hidden])", { timeout: 30000 });
  await first.fill("#name", "Bea");
  await first.click("#join");
  await first.waitForSelector('body[data-ply="0"]', { timeout: 30000 });
  await first.waitForSelector("#seat-box:not([hidden])", { timeout: 30000 });
  seen.seat_label = await first.textContent("#seat-label");
  const seatLink = await first.textContent("#seat-link");
  const url = new URL(seatLink);
  seen.seat_link_path = url.pathname.replace(/[^/]+$/, "ROOM");
  seen.seat_link_fragment_length = url.hash.length;
  await first.context().close();

  // The browser's storage lost: a new context knows nothing of the seat.
  const second = await newPage();
  await second.goto(link);
  await second.waitForFunction(() => document.getElementById("enter").hidden, null, { timeout: 30000 });
  seen.invite_again = await second.textContent("#status");
  await second.goto(seatLink);
  await second.waitForSelector('body[data-online="yes"][data-ply="0"]', { timeout: 30000 });
  seen.back_status = await second.textContent("#status");
  seen.back_black_name = await second.textContent("#black-name");
  // The token left the address bar, and the seat is kept in this browser.
  seen.address_after = new URL(second.url()).hash;
  await second.reload();
  await second.waitForSelector('body[data-online="yes"][data-ply="0"]', { timeout: 30000 });
  seen.after_reload = await second.textContent("#status");
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
