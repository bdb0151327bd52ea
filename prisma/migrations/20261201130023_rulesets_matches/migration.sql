-- AlterTable
ALTER TABLE "Room" ADD COLUMN     "matchId" TEXT,
ADD COLUMN     "ruleset" TEXT NOT NULL DEFAULT 'ranked-s7';

-- CreateTable
CREATE TABLE "Match" (
    "id" TEXT NOT NULL,
    "matchGroupId" TEXT NOT NULL,
    "judgeId" TEXT NOT NULL,
    "ruleset" TEXT NOT NULL,
    "board" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "scoring" JSONB NOT NULL,
    "protectedId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchGame" (
    "matchId" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "gameId" TEXT NOT NULL,
    "protectedSeat" INTEGER,
    "sheet" JSONB NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchGame_pkey" PRIMARY KEY ("matchId","n")
);

-- CreateIndex
CREATE INDEX "Match_matchGroupId_status_idx" ON "Match"("matchGroupId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "MatchGame_gameId_key" ON "MatchGame"("gameId");

-- AddForeignKey
ALTER TABLE "MatchGame" ADD CONSTRAINT "MatchGame_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
