-- CreateTable
CREATE TABLE "TranscriptLine" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "room" TEXT NOT NULL,
    "seat" INTEGER,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "atMs" BIGINT NOT NULL,
    "wallAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TranscriptLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TranscriptLine_gameId_messageId_key" ON "TranscriptLine"("gameId", "messageId");

-- AddForeignKey
ALTER TABLE "TranscriptLine" ADD CONSTRAINT "TranscriptLine_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
