-- Each puzzle's Glicko-2 rating as its visitors' first attempts made it
-- (docs/PUZZLES.md, "The web API"), shared by every server on this
-- database; a puzzle without a row has its starting rating from the
-- shipped file. An attempt reads its row FOR UPDATE, so attempts on
-- several servers at once each count.
CREATE TABLE puzzle_ratings (
    id TEXT PRIMARY KEY,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts BIGINT NOT NULL,
    last_attempt BIGINT NOT NULL
);
