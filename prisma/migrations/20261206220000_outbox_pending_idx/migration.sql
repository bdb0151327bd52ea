-- Issue 24 goal 4: the claim's candidates are the pending rows, in id order. A (status, id) index
-- over every row grew with the whole history (the sent rows are nearly all of it) and took an
-- entry at each of a row's three states (none of its updates is HOT): the pending rows only now.
DROP INDEX "OutboxMessage_status_id_idx";
CREATE INDEX "OutboxMessage_pending_id_idx" ON "OutboxMessage" ("id") WHERE "status" = 'pending';
-- A queue table keeps its open rows' index entries lean only through vacuum: after a fixed number
-- of dead rows, not a fifth of a table that keeps every sent row (ignored where autovacuum is off).
ALTER TABLE "OutboxMessage" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);
