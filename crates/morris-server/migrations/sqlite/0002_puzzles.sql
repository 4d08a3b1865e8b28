-- Each puzzle's Glicko-2 rating as its visitors' first attempts made it
-- (docs/PUZZLES.md, "The web API"); a puzzle without a row has its
-- starting rating from the shipped file.
CREATE TABLE puzzle_ratings (
    id TEXT PRIMARY KEY,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    attempts INTEGER NOT NULL,
    last_attempt INTEGER NOT NULL
);
