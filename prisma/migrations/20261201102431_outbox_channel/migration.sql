-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'wechat';
