-- CreateIndex
CREATE INDEX "Game_loversRoomId_idx" ON "Game"("loversRoomId");

-- CreateIndex
CREATE INDEX "Game_sistersRoomId_idx" ON "Game"("sistersRoomId");

-- CreateIndex
CREATE INDEX "Game_inspectorId_status_idx" ON "Game"("inspectorId", "status");

-- CreateIndex
CREATE INDEX "Game_directors_idx" ON "Game" USING GIN ("directors");
