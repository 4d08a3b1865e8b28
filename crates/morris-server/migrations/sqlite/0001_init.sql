-- The rooms, their turns and their finished games of a single server.
-- SQLite's `user_version` counts the migrations applied.
CREATE TABLE IF NOT EXISTS rooms (
    name TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    invite BLOB NOT NULL,
    invite_used INTEGER NOT NULL,
    watch BLOB NOT NULL,
    host_token BLOB,
    guest_token BLOB,
    host_name TEXT,
    guest_name TEXT,
    game_no INTEGER NOT NULL,
    host_color TEXT NOT NULL,
    declared_side TEXT,
    declared_termination TEXT,
    stopped_white INTEGER,
    stopped_black INTEGER,
    last_active INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS turns (
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    turn TEXT NOT NULL,
    white_ms INTEGER,
    black_ms INTEGER,
    PRIMARY KEY (room, game_no, ply)
);
CREATE TABLE IF NOT EXISTS games (
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (room, game_no)
);
CREATE INDEX IF NOT EXISTS rooms_watch ON rooms (watch);
