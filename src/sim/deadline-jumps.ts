/**
 * Deadline jumps of a calendar game (issue 24 goal 5, issue 27 item 5): moves a chat stack's rule
 * clock to the next deadline of its running games whenever nothing is left to do before it — the
 * outbox delivered everything, the script answered every message it got, the router read every
 * message, and nothing crossed the network for a quiet spell — and fires the timers then due, as
 * their jobs would. The runtime's own timers still run at the clock's speed; a fire they repeat
 * later is stale and writes nothing. Used by the forum-hk demo, the tests (test/idle-jumps.ts) and,
 * through `nextJumpMs`, the playground's 跳到下一个截止.
 */
import type { Message } from "wechaty";
import type { Runtime } from "../boot/runtime.ts";
import type { MockNetwork } from "../chat/mock-network.ts";
import type { GameState } from "../engine/types.ts";
import { GameLookups } from "../store/games.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A rule clock that can jump forward (the playground's `PlayClock`). */
export interface JumpClock {
  now(): number;
  readonly currentRate: number;
  jumpTo(ruleMs: number): void;
}

/** The earliest pending deadline of a game (rule ms), or null (not started, ended, paused). */
export function nextJumpMs(s: GameState): number | null {
  if (s.paused || s.phase.kind === "ended") return null;
  const timers = s.timers.filter((x) => x.kind !== "nudge");
  return timers.length === 0 ? null : Math.min(...timers.map((x) => x.dueMs));
}

/**
 * Jumps `clock` deadline by deadline in the running games of the match groups `groups` (others on
 * a shared database are left alone) until `stop()` is true; resolves with the number of jumps.
 * `rt` must run on `clock`; `settled` resolves once the script typed what it owes. A deadline due
 * within `quietMs` of wall time at the clock's current rate is left to fire by itself. With
 * `waitInbound` (default) no jump is made while the router reads a message of any conversation; a
 * stack whose other tables talk all the time turns it off and relies on the quiet spell alone.
 */
export async function driveIdleDeadlines(
  rt: Runtime,
  net: MockNetwork,
  groups: string[],
  clock: JumpClock,
  settled: () => Promise<void>,
  stop: () => boolean,
  quietMs = 300,
  waitInbound = true,
): Promise<number> {
  let jumps = 0;
  // Messages on the network that the bot's Wechaty has not handed over yet (to the router, whose
  // `conversations` counts them from then on), by id: one on its way between the two is no idle
  // table, however long a busy machine takes to carry it (a jump closed a night before its knife
  // was read). A message already on its way when the driver starts is not waited for.
  const inTransit = new Set<string>();
  const onWire = ({ messageId }: { messageId: string }) => {
    inTransit.add(messageId);
  };
  const onRead = (m: Message) => {
    inTransit.delete(m.id);
  };
  net.puppet.on("message", onWire);
  net.bot.on("message", onRead);
  try {
    while (!stop()) {
      await rt.outbox.idle();
      const seen = net.wire.length;
      await sleep(quietMs);
      await settled();
      await rt.outbox.idle();
      // Something crossed the network meanwhile (a player's act on its way), or the router is still
      // reading a message: not idle yet.
      if (stop() || net.wire.length !== seen || (waitInbound && (rt.inbound.conversations > 0 || inTransit.size > 0)))
        continue;
      const games = (await new GameLookups(rt.store.db).runningIn(groups)).map((id) => ({ id }));
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
  } finally {
    net.puppet.off("message", onWire);
    net.bot.off("message", onRead);
  }
  return jumps;
}
