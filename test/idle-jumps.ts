/**
 * Issue 24 goal 5 (test time is work, not waiting): moves a chat stack's rule clock to the next
 * deadline of its running games whenever nothing is left to do before it — the outbox delivered
 * everything, the script answered every message it got, the router read every message, and
 * nothing crossed the network for a quiet spell — and fires the timers then due, as their jobs would. The forum's calendar days
 * have their own driver (forum-jumps.ts); this one is for the classic rulesets' deadlines (a
 * no-show's speech, a night nobody acts in). The runtime's own timers still run at the clock's
 * speed; a fire they repeat later is stale and writes nothing.
 */
import type { Runtime } from "../src/app/runtime.ts";
import type { MockNetwork } from "../src/chat/mock-network.ts";
import type { PlayClock } from "../src/web/play-pace.ts";
import { nextJumpMs } from "../src/web/play-table.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Jumps `clock` deadline by deadline in the running games of the match groups `groups` (others on
 * a shared database are left alone) until `stop()` is true; resolves with the number of jumps.
 * `rt` must run on `clock` (`anchor: clock.anchor()`); `settled` resolves once the script typed
 * what it owes. A deadline due within `quietMs` of wall time at the clock's current rate is left to fire
 * by itself. With `waitInbound` (default) no jump is made while the router reads a message of any
 * conversation; a stack whose other tables talk all the time (player-text-stack's controls room)
 * turns it off and relies on the quiet spell alone.
 */
export async function driveIdleDeadlines(
  rt: Runtime,
  net: MockNetwork,
  groups: string[],
  clock: PlayClock,
  settled: () => Promise<void>,
  stop: () => boolean,
  quietMs = 300,
  waitInbound = true,
): Promise<number> {
  let jumps = 0;
  while (!stop()) {
    await rt.outbox.idle();
    const seen = net.wire.length;
    await sleep(quietMs);
    await settled();
    await rt.outbox.idle();
    // Something crossed the network meanwhile (a player's act on its way), or the router is still
    // reading a message: not idle yet.
    if (stop() || net.wire.length !== seen || (waitInbound && rt.inbound.conversations > 0)) continue;
    const games = await rt.store.db.game.findMany({
      where: { status: "running", matchGroupId: { in: groups } },
      select: { id: true },
    });
    let next: { id: string; due: number } | null = null;
    for (const g of games) {
      const s = await rt.service.state(g.id);
      const due = s ? nextJumpMs(s) : null;
      if (due !== null && (next === null || due < next.due)) next = { id: g.id, due };
    }
    if (next === null || next.due - clock.now() <= quietMs * clock.currentRate) continue;
    if (net.wire.length !== seen) continue;
    clock.jumpTo(next.due);
    jumps++;
    const s = await rt.service.state(next.id);
    for (const x of (s?.timers ?? []).filter((y) => y.dueMs <= next.due).sort((a, b) => a.dueMs - b.dueMs))
      await rt.service.handle(next.id, { type: "timeout", timerId: x.id });
  }
  return jumps;
}

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
