-- CreateTable
CREATE TABLE "ForumPostSeen" (
    "gameId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,

    CONSTRAINT "ForumPostSeen_pkey" PRIMARY KEY ("gameId","messageId")
);

-- AddForeignKey
ALTER TABLE "ForumPostSeen" ADD CONSTRAINT "ForumPostSeen_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
