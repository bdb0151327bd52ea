-- CreateTable
CREATE TABLE "ActivePlayer" (
    "contactId" TEXT NOT NULL,
    "roomId" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivePlayer_pkey" PRIMARY KEY ("contactId")
);

-- CreateIndex
CREATE INDEX "ActivePlayer_roomId_idx" ON "ActivePlayer"("roomId");

-- AddForeignKey
ALTER TABLE "ActivePlayer" ADD CONSTRAINT "ActivePlayer_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (issue 25 item 9): the contacts of open rooms and of rooms whose game runs (a contact
-- found in two keeps the newest room).
INSERT INTO "ActivePlayer" ("contactId", "roomId")
SELECT DISTINCT ON (s->>'contactId') s->>'contactId', r.id
FROM "Room" r
LEFT JOIN "Game" g ON g.id = r."gameId"
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.seats) = 'array' THEN r.seats ELSE '[]'::jsonb END) s
WHERE (r.status IN ('open', 'starting') OR (r.status = 'playing' AND g.status = 'running'))
  AND s->>'contactId' IS NOT NULL
ORDER BY s->>'contactId', r."createdAt" DESC
ON CONFLICT DO NOTHING;
