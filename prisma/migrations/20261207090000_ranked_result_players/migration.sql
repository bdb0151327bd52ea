-- Issue 24 goal 4: the end of a ranked game posts the points of its seats. Those follow from the
-- results of the games those players sat in (the daily cap, penalties and sanctions of a player
-- are his own), so only those are read and folded, through this index over the seats of every
-- result, instead of the whole season at every game end. Without fastupdate a result is in the
-- index at once: a pending list (flushed only by vacuum) made the planner scan the whole table.
CREATE INDEX "RankedResult_seats_idx" ON "RankedResult" USING gin ("seats" jsonb_path_ops) WITH (fastupdate = off);
