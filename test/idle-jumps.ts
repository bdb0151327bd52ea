/**
 * Issue 24 goal 5 (test time is work, not waiting): moves a chat stack's rule clock to the next
 * deadline of its running games whenever nothing is left to do before it — the outbox delivered
 * everything, the script answered every message it got, the router read every message, and
 * nothing crossed the network for a quiet spell — and fires the timers then due, as their jobs would. The forum's calendar days
 * have their own driver (forum-jumps.ts); this one is for the classic rulesets' deadlines (a
 * no-show's speech, a night nobody acts in). The runtime's own timers still run at the clock's
 * speed; a fire they repeat later is stale and writes nothing. The driver itself lives in
 * src/sim/deadline-jumps.ts (the forum-hk demo jumps with it too).
 */
import type { Runtime } from "../src/app/runtime.ts";
import type { MockNetwork } from "../src/chat/mock-network.ts";
import { driveIdleDeadlines } from "../src/sim/deadline-jumps.ts";
import type { PlayClock } from "../src/web/play-pace.ts";

export { driveIdleDeadlines };

/**
 * Jumps `clock` deadline by deadline in `group`'s running game, each once the table is quiet,
 * until `reached` settles (a test's wait for the bot's post): the waits of a test that types the
 * table's part itself, on a clock at real time (`clock.slow()`) between jumps, so that nothing
 * closes while it posts. Rejects as `reached` does.
 */
export async function jumpUntil(
  rt: Runtime,
  net: MockNetwork,
  group: string,
  clock: PlayClock,
  reached: Promise<unknown>,
): Promise<void> {
  let done = false;
  const r = reached.finally(() => {
    done = true;
  });
  const drive = driveIdleDeadlines(
    rt,
    net,
    [group],
    clock,
    async () => {},
    () => done,
  );
  await r;
  await drive;
}
