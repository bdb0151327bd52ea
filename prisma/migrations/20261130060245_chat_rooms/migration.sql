-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "wolfRoomId" TEXT;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "members" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "op" TEXT NOT NULL DEFAULT 'say';

-- CreateTable
CREATE TABLE "Room" (
    "id" TEXT NOT NULL,
    "matchGroupId" TEXT NOT NULL,
    "judgeId" TEXT NOT NULL,
    "board" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "seats" JSONB NOT NULL,
    "gameId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Room_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Room_gameId_key" ON "Room"("gameId");

-- CreateIndex
CREATE INDEX "Room_matchGroupId_status_idx" ON "Room"("matchGroupId", "status");
