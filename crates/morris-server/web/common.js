// What both pages share: the data the server put in the page (its words in
// the visitor's language, the presets, the boards' geometry from the rules
// core), the word filler, and the socket's address.

/** The protocol version the pages speak (docs/ONLINE.md). */
export const PROTOCOL = 1;

/** The page's data: the JSON block the server built for its language. */
export function pageData(doc) {
  return JSON.parse(doc.getElementById("page-data").textContent);
}

/**
 * A word filler over `texts` (message id to text, with `{$name}` where an
 * argument goes): `t(id, args)`; an unknown id is shown as itself.
 */
export function filler(texts) {
  return (id, args) => {
    let s = Object.hasOwn(texts, id) ? texts[id] : id;
    for (const [k, v] of Object.entries(args || {})) s = s.split("{$" + k + "}").join(String(v));
    return s;
  };
}

/** The WebSocket address of the server that served the page at `loc`. */
export function socketUrl(loc) {
  return (loc.protocol === "https:" ? "wss://" : "ws://") + loc.host + "/ws";
}

/** The other colour. */
export function other(color) {
  return color === "white" ? "black" : "white";
}
