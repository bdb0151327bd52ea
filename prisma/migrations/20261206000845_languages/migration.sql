-- Text at delivery, three languages (issue 23): an outbox row holds its message before its language
-- (`msg`, rendered when it is delivered), and each chat may set the language it speaks.
-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "msg" JSONB;

-- CreateTable
CREATE TABLE "ChatLanguage" (
    "chatId" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "setBy" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatLanguage_pkey" PRIMARY KEY ("chatId")
);
