-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "directors" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Room" ADD COLUMN     "directors" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "ForumPostCount" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "day" INTEGER NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ForumPostCount_pkey" PRIMARY KEY ("gameId","seat","day")
);

-- CreateTable
CREATE TABLE "ForumDay" (
    "gameId" TEXT NOT NULL,
    "day" INTEGER NOT NULL,
    "spedUp" BOOLEAN NOT NULL DEFAULT false,
    "checkedAt" TIMESTAMP(3),

    CONSTRAINT "ForumDay_pkey" PRIMARY KEY ("gameId","day")
);

-- CreateTable
CREATE TABLE "ForumLastWords" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ForumLastWords_pkey" PRIMARY KEY ("gameId","seat")
);

-- AddForeignKey
ALTER TABLE "ForumPostCount" ADD CONSTRAINT "ForumPostCount_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumDay" ADD CONSTRAINT "ForumDay_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumLastWords" ADD CONSTRAINT "ForumLastWords_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
