-- The rooms, their turns and their finished games, shared by every server
-- on this database. `version` counts the changes kept of a room: a server
-- changes a room only if it read the version there, so two servers can
-- never both accept a turn. `live` holds what a room holds between its
-- kept changes (the running clock, the requests pending, who is connected),
-- as JSON.
CREATE TABLE rooms (
    name TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    invite BYTEA NOT NULL,
    invite_used BOOLEAN NOT NULL,
    watch BYTEA NOT NULL,
    host_token BYTEA,
    guest_token BYTEA,
    host_name TEXT,
    guest_name TEXT,
    game_no INTEGER NOT NULL,
    host_color TEXT NOT NULL,
    declared_side TEXT,
    declared_termination TEXT,
    stopped_white BIGINT,
    stopped_black BIGINT,
    last_active BIGINT NOT NULL,
    version BIGINT NOT NULL DEFAULT 0,
    live TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX rooms_invite ON rooms (invite);
CREATE INDEX rooms_watch ON rooms (watch);
CREATE INDEX rooms_last_active ON rooms (last_active);

-- One row a turn: two servers racing for the same turn of the same game
-- would also meet here.
CREATE TABLE turns (
    room TEXT NOT NULL REFERENCES rooms (name) ON DELETE CASCADE,
    game_no INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    turn TEXT NOT NULL,
    white_ms BIGINT,
    black_ms BIGINT,
    PRIMARY KEY (room, game_no, ply)
);

CREATE TABLE games (
    room TEXT NOT NULL REFERENCES rooms (name) ON DELETE CASCADE,
    game_no INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (room, game_no)
);
