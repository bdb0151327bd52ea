-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "loversRoomId" TEXT,
ADD COLUMN     "sistersRoomId" TEXT;
