-- Chat replies leave through the outbox (issue 24 goal 3): a reply outside any game (the lobby's,
-- a season query's) is a row without a game, of a channel (the chat account), to a contact or a
-- room. Such rows are deduplicated by (channel, key) (a redelivered message is not answered twice).
ALTER TABLE "OutboxMessage" ALTER COLUMN "gameId" DROP NOT NULL;
ALTER TABLE "OutboxMessage" ADD COLUMN "channel" TEXT;
ALTER TABLE "OutboxMessage" ADD COLUMN "roomId" TEXT;
CREATE UNIQUE INDEX "OutboxMessage_channel_key_nogame" ON "OutboxMessage"("channel", "key") WHERE "gameId" IS NULL;
