-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "conv" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "owner" TEXT;

-- Rows written before this migration: their conversation (src/app/outbox.ts conversationOf).
UPDATE "OutboxMessage" SET "conv" = CASE
  WHEN "audience" = 'contact' THEN 'contact:' || COALESCE("contactId", '')
  WHEN "audience" = 'seat' THEN "gameId" || ':seat:' || COALESCE("seat"::text, '')
  ELSE "gameId" || ':rooms'
END;

-- The sender's "no earlier undelivered row of this conversation" probe (not expressible in schema.prisma).
CREATE INDEX "OutboxMessage_conv_open_idx" ON "OutboxMessage" ("conv", "id") WHERE "status" IN ('pending', 'sending');
