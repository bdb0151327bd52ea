-- Issue 24 goal 4: "which running game does this contact sit in" (the look-up of every DM, the
-- check of every sign-up) read every seat the contact ever held and the game of each, so its cost
-- grew with his season. A seat now knows that its game ended (set by the statement of the
-- game-ending command), and an index over the seats of games not ended answers from those alone.
ALTER TABLE "Seat" ADD COLUMN "gameEnded" BOOLEAN NOT NULL DEFAULT false;
UPDATE "Seat" s SET "gameEnded" = true FROM "Game" g WHERE g.id = s."gameId" AND g.status = 'ended';
CREATE INDEX "Seat_playerId_live_idx" ON "Seat" ("playerId") WHERE NOT "gameEnded";
-- The same look-up asks whether he directs a running forum game. With the index over the directors
-- of every game the generic plan walked the running games through another index instead (an entry
-- for every game, ended ones too). This one holds the directors of running games only.
CREATE INDEX "Game_directors_running_idx" ON "Game" USING gin ("directors") WHERE "status" = 'running';
