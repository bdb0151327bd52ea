-- CreateTable
CREATE TABLE "OutboxOwner" (
    "name" TEXT NOT NULL,
    "instance" TEXT NOT NULL,
    "leaseUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutboxOwner_pkey" PRIMARY KEY ("name")
);

-- The claim query's "sending rows of this owner" probe of start-up recovery.
CREATE INDEX "OutboxMessage_sending_owner_idx" ON "OutboxMessage" ("owner") WHERE "status" = 'sending';
