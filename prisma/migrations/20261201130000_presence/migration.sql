-- CreateTable
CREATE TABLE "Presence" (
    "channel" TEXT NOT NULL,
    "aliveAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Presence_pkey" PRIMARY KEY ("channel")
);
