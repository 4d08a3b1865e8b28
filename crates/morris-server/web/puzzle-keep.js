// What a visitor's browser keeps of the puzzles (localStorage): their own
// Glicko-2 rating (a fresh visitor's 1500, 350, 0.06), the last attempts
// rated, the puzzles attempted (only a first attempt is rated), and the
// best streak and rushes. Anything kept that does not read is taken as
// never kept.

/** A fresh visitor's rating. */
export const FRESH = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });

/** How many attempts the history keeps. */
export const HISTORY = 20;

/** How many attempted ids are kept (the oldest forgotten first). */
export const ATTEMPTED = 5000;

const KEYS = {
  rating: "morris-puzzle-rating",
  history: "morris-puzzle-history",
  attempted: "morris-puzzle-attempted",
  best: "morris-puzzle-best",
};

function read(storage, key, fallback) {
  try {
    const text = storage.getItem(key);
    return text === null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

function write(storage, key, value) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or forbidden storage: the page goes on without keeping.
  }
}

const within = (x, low, high) => typeof x === "number" && Number.isFinite(x) && x >= low && x <= high;

/** Whether `r` is a rating the server takes (docs/PUZZLES.md's bounds). */
export function isRating(r) {
  return !!r && within(r.rating, 0, 4000) && within(r.deviation, 1, 500) && within(r.volatility, 0.0001, 1);
}

/** The visitor's rating: the kept one, else a fresh visitor's. */
export function rating(storage) {
  const kept = read(storage, KEYS.rating, null);
  return isRating(kept) ? { rating: kept.rating, deviation: kept.deviation, volatility: kept.volatility } : { ...FRESH };
}

/** The last attempts rated, the newest last: `{ id, solved, rating, change }`. */
export function history(storage) {
  const kept = read(storage, KEYS.history, []);
  if (!Array.isArray(kept)) return [];
  return kept.filter((e) => e && typeof e.id === "string" && typeof e.solved === "boolean" &&
                            within(e.rating, 0, 4000) && within(e.change, -4000, 4000)).slice(-HISTORY);
}

/**
 * Keeps what the server answered to an attempt at `id`: the visitor's new
 * rating, and the attempt in the history. The entry kept.
 */
export function keepRated(storage, id, solved, rated) {
  const before = rating(storage);
  if (!rated || !isRating(rated.player)) return null;
  write(storage, KEYS.rating, rated.player);
  const entry = { id, solved, rating: Math.round(rated.player.rating),
                  change: Math.round(rated.player.rating) - Math.round(before.rating) };
  write(storage, KEYS.history, [...history(storage), entry].slice(-HISTORY));
  return entry;
}

/** The ids attempted, the oldest first. */
export function attempted(storage) {
  const kept = read(storage, KEYS.attempted, []);
  return Array.isArray(kept) ? kept.filter((id) => typeof id === "string") : [];
}

/** Whether the puzzle `id` was attempted here before. */
export function hasAttempted(storage, id) {
  return attempted(storage).includes(id);
}

/** Notes the puzzle `id` as attempted. */
export function markAttempted(storage, id) {
  const ids = attempted(storage).filter((x) => x !== id);
  ids.push(id);
  write(storage, KEYS.attempted, ids.slice(-ATTEMPTED));
}

/** The best kept under `key` (`streak`, `rush-3`, `rush-5`); 0 when none. */
export function best(storage, key) {
  const kept = read(storage, KEYS.best, {});
  const n = kept && typeof kept === "object" ? kept[key] : 0;
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Keeps `count` under `key` when it beats the best: `{ best, beaten }`. */
export function keepBest(storage, key, count) {
  const was = best(storage, key);
  if (count <= was) return { best: was, beaten: false };
  const kept = read(storage, KEYS.best, {});
  write(storage, KEYS.best, { ...(kept && typeof kept === "object" ? kept : {}), [key]: count });
  return { best: count, beaten: true };
}
