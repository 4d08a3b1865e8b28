-- The servers on this database, each with the last time it said it is
-- alive (milliseconds since the Unix epoch). The sockets a room's `live`
-- counts on a server that stopped saying so are gone: its players are
-- away until they reconnect to another server.
CREATE TABLE morris_servers (
    id TEXT PRIMARY KEY,
    seen BIGINT NOT NULL
);
