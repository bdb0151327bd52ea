/**
 * Issue 24 goal 5 (test time is work, not waiting): drives a forum-25 game's calendar days the
 * way the playground's 跳到下一个截止 does (`nextJumpMs`, src/web/play-table.ts). Once the bot
 * has delivered everything and the scripted crowd has typed what it owes, the rule clock jumps
 * to the game's next deadline and the timers then due fire, as their jobs would. The runtime's
 * own timers still run at the clock's speed; a fire they repeat is stale and writes nothing.
 */
import type { Runtime } from "../src/boot/runtime.ts";
import type { ForumCrowd } from "../src/sim/forum-crowd.ts";
import { GameLookups } from "../src/store/games.ts";
import type { PlayClock } from "../src/web/play-pace.ts";
import { nextJumpMs } from "../src/web/play-table.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Jumps `clock` deadline by deadline in the game that `judgeId` runs until `stop()` is true;
 * resolves with the number of jumps made. `rt` must run on `clock` (`anchor: clock.anchor()`).
 */
export async function driveForumDeadlines(
  rt: Runtime,
  clock: PlayClock,
  crowd: ForumCrowd,
  judgeId: string,
  stop: () => boolean,
): Promise<number> {
  const games = new GameLookups(rt.store.db);
  let gameId: string | null = null;
  let jumps = 0;
  while (!stop()) {
    await rt.outbox.idle();
    // The crowd answers a delivered message in its own listener: let it start before `settled`.
    await sleep(150);
    await crowd.settled();
    await rt.outbox.idle();
    if (stop()) break;
    gameId ??= (await games.runningJudgedBy(judgeId))?.id ?? null;
    const s = gameId ? await rt.service.state(gameId) : null;
    const due = s ? nextJumpMs(s) : null;
    if (!gameId || !s || due === null) {
      await sleep(100);
      continue;
    }
    clock.jumpTo(due);
    jumps++;
    for (const x of s.timers.filter((y) => y.dueMs <= due).sort((a, b) => a.dueMs - b.dueMs))
      await rt.service.handle(gameId, { type: "timeout", timerId: x.id });
  }
  return jumps;
}
