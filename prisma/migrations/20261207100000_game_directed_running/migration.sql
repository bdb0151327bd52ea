-- Issue 24 goal 4: every DM's look-up (`werewolf_hear_contact`) asks whether its sender directs a
-- running forum game. Its generic plan read every Game row for it (a sequential scan: 0.7 ms at 500
-- running games in bench:load, growing with them): the planner did not take the GIN index over the
-- running games' directors (20261207080000), which was slow too (0.2 ms: its pending list, with no
-- vacuum). This B-tree holds only the running games that have directors (forum games with an added
-- director: none in a timed deployment), and the statistics on how many directors a game has tell
-- the planner (after an ANALYZE, as autovacuum runs) how few rows that is, so it reads this index.
CREATE INDEX "Game_directed_running_idx" ON "Game" (id) WHERE "status" = 'running' AND cardinality("directors") > 0;
CREATE STATISTICS "Game_directors_count_stat" ON (cardinality("directors")) FROM "Game";
-- The GIN index it replaces (made for this look-up alone).
DROP INDEX IF EXISTS "Game_directors_running_idx";
