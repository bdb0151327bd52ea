/**
 * Plays a scenario file through the durable GameService (real Postgres, real BullMQ timers on
 * a scaled clock), the way players would: acts as commands, `wait N` as real sleeping while the
 * timer worker fires the deadlines. Returns the outcome read back from the database.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { GameService } from "../../src/app/game-service.ts";
import type { Command, GameEvent, RoleId, Target } from "../../src/engine/types.ts";
import { type Outcome, outcomeOf } from "../../src/scenario/runner.ts";
import type { Scenario } from "../../src/scenario/schema.ts";
import { render } from "../../src/vocab/msg.ts";

export interface DriveOptions {
  speed: number;
  clock: () => number;
  /** Called with the virtual-time window of each `wait` step (for kill tests). */
  onWait?: (step: number, sec: number) => Promise<void> | void;
  /** Gives up waiting for timers after this many wall ms. */
  patienceMs?: number;
  /**
   * Moves the game to rule time `untilMs` with its deadlines fired, instead of sleeping until then
   * (a clock that jumps deadline by deadline: test/service/worker-process.ts).
   */
  advance?: (untilMs: number) => Promise<void>;
  /** Called with the game's id once it is created. */
  onGame?: (gameId: string) => void;
}

/** Waits until every timer of the game due at or before `untilMs` has fired (the worker's job). */
export async function untilTimersFired(service: GameService, gameId: string, untilMs: number, patienceMs = 60_000) {
  const start = Date.now();
  for (;;) {
    const s = await service.state(gameId);
    if (!s || s.phase.kind === "ended" || !s.timers.some((t) => t.dueMs <= untilMs)) return;
    if (Date.now() - start > patienceMs) throw new Error(`timers due by ${untilMs} never fired`);
    await sleep(20);
  }
}

/** Events without wall-clock values (times differ between a live run and the virtual one). */
export const strip = (events: GameEvent[]) =>
  JSON.parse(JSON.stringify(events, (k, v) => (k === "atMs" || k === "dueMs" || k === "calledAtMs" ? undefined : v)));

export async function playThroughService(service: GameService, sc: Scenario, o: DriveOptions) {
  const created = await service.createGame({
    board: sc.board,
    seed: sc.seed ?? 1,
    deal: sc.deal as Record<string, RoleId>,
    dice: sc.dice,
    matchGroupId: "match-group",
    judgeId: "judge",
  });
  if (!created.ok) throw new Error(render(created.msg));
  const gameId = created.gameId;
  o.onGame?.(gameId);
  const rejected: Outcome["rejected"] = [];
  let msg = 0;
  const send = async (i: number, cmd: Command) => {
    const r = await service.handle(gameId, cmd, { messageId: `${gameId}-m${msg++}` });
    if (!r.ok) rejected.push({ step: i, code: r.reject.code, reason: render(r.msg) });
    return r;
  };
  for (const [i, step] of sc.steps.entries()) {
    if ("wait" in step && typeof step.wait === "number") {
      const until = o.clock() + step.wait * 1000;
      await o.onWait?.(i, step.wait);
      if (o.advance) {
        await o.advance(until);
        continue;
      }
      const left = until - o.clock();
      if (left > 0) await sleep(left / o.speed);
      await untilTimersFired(service, gameId, until, o.patienceMs);
      continue;
    }
    if ("judge" in step && typeof step.judge === "string") {
      await send(i, { type: "judge", ruling: step.judge as "warn", seat: step.seat as number });
      continue;
    }
    if (step.act === "end_speeches") {
      const first = await service.state(gameId);
      if (first?.phase.kind !== "speaking") continue;
      const round = first.phase.roundId;
      for (let g = 0; g < 100; g++) {
        const s = await service.state(gameId);
        if (s?.phase.kind !== "speaking" || s.phase.roundId !== round) break;
        const r = await service.handle(gameId, { type: "act", seat: s.phase.queue[s.phase.idx], act: "end_speech" });
        if (!r.ok) break;
      }
      continue;
    }
    const s = step as { seat: number; act: string; target?: unknown; value?: number };
    await send(i, { type: "act", seat: s.seat, act: s.act, target: (s.target ?? null) as Target, value: s.value });
  }
  const state = await service.state(gameId);
  if (!state) throw new Error("game vanished");
  return { gameId, state, outcome: outcomeOf(state, rejected) };
}

/**
 * Runs a throwaway game's first commands so that Prisma's per-query compilation happens before
 * a timed game starts (a cold process takes seconds for its first transactions).
 */
export async function warmUp(service: GameService): Promise<void> {
  for (const seed of [901, 902]) {
    const g = await service.createGame({ board: "444-idiot", seed, matchGroupId: "warm-up", judgeId: "warm-up" });
    if (!g.ok) return;
    const s = await service.state(g.gameId);
    const wolves = s?.seats.filter((x) => x.role === "werewolf").map((x) => x.seat) ?? [];
    const target = s?.seats.find((x) => x.role === "villager")?.seat ?? 1;
    for (const w of wolves) await service.handle(g.gameId, { type: "act", seat: w, act: "kill", target });
    await service.handle(g.gameId, { type: "act", seat: wolves[0] ?? 1, act: "vote", target: 1 });
  }
}
