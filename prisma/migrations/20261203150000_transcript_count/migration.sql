-- The transcript's cap in O(1) (issue 24 goal 4): one counter row per game, moved with each line
-- filed, instead of counting the game's lines on every inbound message. Filled from the lines kept.
CREATE TABLE "TranscriptCount" (
    "gameId" TEXT NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "TranscriptCount_pkey" PRIMARY KEY ("gameId")
);
ALTER TABLE "TranscriptCount" ADD CONSTRAINT "TranscriptCount_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
INSERT INTO "TranscriptCount" ("gameId", "lines") SELECT "gameId", count(*)::int FROM "TranscriptLine" GROUP BY "gameId";
