-- AlterTable: the wall time of each event (the replay shows it beside the rule time).
-- Added without a default first, so that the events already written stay NULL (their wall time
-- is unknown) instead of all taking the migration's time. New rows get the time of their write.
ALTER TABLE "GameEvent" ADD COLUMN "wallAt" TIMESTAMP(3);
ALTER TABLE "GameEvent" ALTER COLUMN "wallAt" SET DEFAULT CURRENT_TIMESTAMP;
