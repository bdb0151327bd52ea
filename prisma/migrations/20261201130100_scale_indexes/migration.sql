-- The router's lookups per message: a wolves' room → its game, a judge's running game, a DM → the seat.
CREATE INDEX "Game_wolfRoomId_idx" ON "Game"("wolfRoomId");
CREATE INDEX "Game_judgeId_status_idx" ON "Game"("judgeId", "status");
CREATE INDEX "Seat_playerId_idx" ON "Seat"("playerId");
