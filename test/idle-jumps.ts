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
import type { Runtime } from "../src/boot/runtime.ts";
import type { MockNetwork } from "../src/chat/mock-network.ts";
import type { Crowd, CrowdResult } from "../src/sim/crowd.ts";
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

/** A scripted side of a table (a `Crowd`, a `Director`): plays its game and answers what it got. */
export interface Player<R> {
  play(): Promise<R>;
  settled(): Promise<void>;
}

/**
 * Plays every player's game at once while the deadlines of the match groups `groups` are jumped
 * whenever every player has answered (issue 24 goal 5). `played` resolves with each result in
 * order; `jumps` with the number of jumps, once the games are over. `quietOnly`: a stack whose
 * other rooms talk all the time relies on a quiet spell of the network alone
 * (`driveIdleDeadlines`' `waitInbound` off).
 */
export function playWithJumps<R>(
  rt: Runtime,
  net: MockNetwork,
  clock: PlayClock,
  groups: readonly string[],
  players: readonly Player<R>[],
  quietOnly = false,
): { played: Promise<R[]>; jumps: Promise<number> } {
  let over = false;
  const played = Promise.all(players.map((p) => p.play())).finally(() => {
    over = true;
  });
  const jumps = driveIdleDeadlines(
    rt,
    net,
    [...groups],
    clock,
    async () => {
      for (const p of players) await p.settled();
    },
    () => over,
    300,
    !quietOnly,
  );
  return { played, jumps };
}

/** A crowd opening its room with `open` and playing for up to `timeoutMs` of rule time, as a {@link Player}. */
export const crowdPlayer = (crowd: Crowd, open: string, timeoutMs: number): Player<CrowdResult> => ({
  play: () => crowd.play(open, timeoutMs),
  settled: () => crowd.settled(),
});
