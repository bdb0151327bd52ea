-- pgbench script of the command transaction's shape (issue 12 goal 1): lock a game row and read
-- its snapshot, append an event and the command, write the whole snapshot back (the state is
-- sent by the client, as the GameService does), bump the game's version, add an outbox row.
-- One statement per round trip, as a plain client would send them. Run by `npm run bench:service`:
--   pgbench -n -M prepared -f scripts/bench/command.sql -D games=N -D state=<json> -D event=<json> …
\set n random(1, :games)
BEGIN;
SELECT g.version, s.state FROM "Game" g JOIN "Snapshot" s ON s."gameId" = g.id WHERE g.id = 'pgb-' || :n FOR UPDATE OF g;
INSERT INTO "GameEvent" ("gameId", seq, type, "atMs", data) SELECT id, version + 1, 'knife_proposed', 0, :event::jsonb FROM "Game" WHERE id = 'pgb-' || :n;
INSERT INTO "GameCommand" ("gameId", seq, "atMs", command) SELECT id, version + 1, 0, '{"type":"act","act":"kill","seat":1,"target":5}'::jsonb FROM "Game" WHERE id = 'pgb-' || :n;
UPDATE "Snapshot" SET version = version + 1, state = :state::jsonb, "updatedAt" = now() WHERE "gameId" = 'pgb-' || :n;
UPDATE "Game" SET version = version + 1, "updatedAt" = now() WHERE id = 'pgb-' || :n;
INSERT INTO "OutboxMessage" ("gameId", key, audience, text, conv) VALUES ('pgb-' || :n, gen_random_uuid()::text, 'wolves', '1号狼人：刀5号', 'pgb-' || :n || '-rooms');
END;
