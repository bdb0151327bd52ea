/**
 * One process of the two-process test (issue 12): the durable worker (`src/worker.ts`: GameService,
 * BullMQ timer worker, outbox sender to the shared `OUTBOX_FILE`) plus seeded players who open
 * `TP_GAMES` games of their own and act in them from the stored state (random legal play), as a
 * chat front would. Once the file `TP_ADOPT` exists it plays every running game of its channel
 * (the other process's too). Prints `game-process ready` when its games exist.
 *
 * Env: those of `src/worker.ts`, TP_NAME, TP_GAMES (default 3), TP_ADOPT, TP_SEED.
 * Exits when its stdin closes: the test that spawned it holds the other end, so a test run that
 * is killed leaves no process playing on (found one on 6 December 2026, 40 minutes after its run).
 */
import { existsSync } from "node:fs";
import type { GameState } from "../../src/engine/types.ts";
import { candidates } from "../../src/sim/autoplay.ts";
import { render } from "../../src/vocab/msg.ts";
import { startWorker } from "../../src/worker.ts";

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
const name = process.env.TP_NAME ?? "tp";
const adopt = process.env.TP_ADOPT ?? "";
const seed = Number(process.env.TP_SEED ?? "1");
const w = await startWorker();
const db = w.db;
const mine: string[] = [];
for (let k = 0; k < Number(process.env.TP_GAMES ?? "3"); k++) {
  const g = await w.service.createGame({
    board: "444-idiot",
    seed: seed * 100 + k,
    matchGroupId: `${name}-${k}@chatroom`,
    judgeId: `${name}-judge`,
  });
  if (!g.ok) throw new Error(render(g.msg));
  mine.push(g.gameId);
}
process.stdout.write("game-process ready\n");
let tick = 0;
for (;;) {
  tick++;
  const ids = existsSync(adopt)
    ? (
        await db.game.findMany({
          where: { status: "running", channel: process.env.OUTBOX_CHANNEL ?? "wechat" },
          select: { id: true },
        })
      ).map((g) => g.id)
    : mine;
  await Promise.all(
    ids.map(async (gameId) => {
      const st = (await w.service.state(gameId)) as GameState | null;
      if (!st || st.phase.kind === "ended") return;
      for (const cmd of candidates(st, seed, tick).slice(0, 4)) await w.service.handle(gameId, cmd);
    }),
  );
  await new Promise((r) => setTimeout(r, 100));
}
