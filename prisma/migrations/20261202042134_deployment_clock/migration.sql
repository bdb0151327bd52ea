-- CreateTable
CREATE TABLE "DeploymentClock" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "speed" DOUBLE PRECISION NOT NULL,
    "offsetMs" BIGINT NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeploymentClock_pkey" PRIMARY KEY ("id")
);
