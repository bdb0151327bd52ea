-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "inspectorId" TEXT,
ADD COLUMN     "ranked" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "contactId" TEXT;

-- AlterTable
ALTER TABLE "Room" ADD COLUMN     "inspectorId" TEXT;

-- CreateTable
CREATE TABLE "Season" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Staff" (
    "contactId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("contactId","role")
);

-- CreateTable
CREATE TABLE "RankedResult" (
    "gameId" TEXT NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "board" TEXT NOT NULL,
    "winner" TEXT NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "reason" TEXT,
    "seats" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RankedResult_pkey" PRIMARY KEY ("gameId")
);

-- CreateTable
CREATE TABLE "GameCommand" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "atMs" BIGINT NOT NULL,
    "command" JSONB NOT NULL,

    CONSTRAINT "GameCommand_pkey" PRIMARY KEY ("gameId","seq")
);

-- CreateIndex
CREATE INDEX "RankedResult_endedAt_idx" ON "RankedResult"("endedAt");
