/**
 * The kill -9 harness of the calendar crash tests (issue 11: forum-crash.test.ts and
 * forum-crash-win.test.ts, forum-25; issue 27: hk-crash.test.ts, forum-hk; one case a file so that
 * they run on separate test workers): the worker
 * process (`src/worker.ts`) on a clock anchored at the case's calendar that jumps deadline by
 * deadline (CLOCK_JUMPS=ipc, src/timers/clock-jumps.ts: the worker's own timer worker still fires
 * each deadline), killed at a random rule time in each of the case's windows and started again;
 * the game must end exactly as the uninterrupted pure run of the same case. Runs:
 * FORUM_KILL_RUNS (default 1).
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarOf, labelTimeMs } from "../../src/engine/calendar.ts";
import { hkCalendarOf, stepTimeMs } from "../../src/engine/calendar-hk.ts";
import { drawInt } from "../../src/engine/random.ts";
import type { Command, GameEvent, JudgeRuling, RoleId, Target } from "../../src/engine/types.ts";
import { type Outcome, outcomeOf, runScenario } from "../../src/scenario/runner.ts";
import type { Scenario } from "../../src/scenario/schema.ts";
import { render } from "../../src/vocab/msg.ts";
import { loadScenario } from "../helpers.ts";
import { stack } from "./harness.ts";
import { CRASH_DB as CRASH_TEST_DB, ensureDb, TEST_REDIS, truncate } from "./setup.ts";
import { advanceWithKills, type DueKill, killTime, midFireDelay, WorkerProcess } from "./worker-process.ts";

export const RUNS = Number(process.env.FORUM_KILL_RUNS ?? "1");
/** Events without wall-clock values: times, and a timer's length from the moment it was set. */
const strip = (events: GameEvent[]) =>
  JSON.parse(
    JSON.stringify(events, (k, v) =>
      k === "atMs" || k === "dueMs" || k === "calledAtMs" || k === "lenMs" ? undefined : v,
    ),
  );
/**
 * The rule clock stands between jumps (a rule ms per wall second; issue 24 goal 5): rule time
 * moves by jumps from deadline to deadline (and to each step's and each kill's time), so the
 * game's calendar days cost no wall time and no wall-clock race decides whether an act or a kill
 * comes before its deadline.
 */
export const SPEED = 0.001;

/**
 * The rule ms of a step label (`D1 10:30`) of scenario `sc`'s calendar and its start: forum-25's
 * labels (F1, `calendar.ts`) or forum-hk's (HK8, `hk/clock.ts` stepTimeMs), at the app's +08:00.
 */
function labelClock(sc: Scenario): { startMs: number; when: (at: string) => number } {
  const setup = { startAt: sc.startAt as string, utcOffsetMin: 480 };
  if (sc.ruleset === "forum-hk") {
    const cal = hkCalendarOf(setup);
    if (!cal) throw new Error(`${sc.id} has no calendar`);
    return {
      startMs: cal.startMs,
      when: (at) => {
        const r = stepTimeMs(cal, at);
        if ("error" in r) throw new Error(r.error);
        return r.ms;
      },
    };
  }
  const cal = calendarOf(setup);
  if (!cal) throw new Error(`${sc.id} has no calendar`);
  return { startMs: cal.startMs, when: (at) => labelTimeMs(cal, at) as number };
}

/**
 * A case: its scenario file (forum-25 or forum-hk, by its `ruleset`), its clock speed, and its two
 * kill windows ([from, to] step labels of its ruleset).
 */
export interface ForumKillCase {
  file: string;
  speed: number;
  windows: string[][];
}

/**
 * The kill -9 runs of case `c` on its own database (`dbSuffix` appended to CRASH_DB's name:
 * crash.test.ts empties CRASH_DB at each run, each case's worker records its own clock there —
 * issue 25 item 2: one clock per database — and each case's file runs beside the other).
 */
export function forumKillCase(c: ForumKillCase, dbSuffix: string): void {
  const CRASH_DB = CRASH_TEST_DB.replace(/\/([^/?]+)(\?|$)/, `/$1_${dbSuffix}$2`);
  beforeAll(() => ensureDb(CRASH_DB), 60_000);
  const sc = loadScenario(c.file);
  const ruleset = sc.ruleset ?? "forum-25";
  describe(`kill -9 of the worker in a ${ruleset} day and night (issues 11, 27): ${c.file}`, () => {
    const SPEED = c.speed;
    const pure = runScenario(sc);
    const { startMs, when } = labelClock(sc);
    /** The two windows a kill falls in: [from, to] rule ms. */
    const windows = c.windows.map(([a, b]) => [when(a), when(b)]);

    for (let run = 1; run <= RUNS; run++) {
      it(`run ${run}: same outcome, same events, nothing lost or sent twice`, async () => {
        const queueName = `forum-crash-${randomUUID()}`;
        const channel = `forum-crash-${randomUUID()}`;
        const outboxFile = join(tmpdir(), `forum-crash-outbox-${randomUUID()}.jsonl`);
        await truncate(CRASH_DB);
        // The rule clock reads startAt now in both processes; it stands (SPEED) and jumps from
        // deadline to deadline (the worker's by IPC, this process's by rewriting `anchor`).
        const anchor = { wallMs: Date.now(), ruleMs: startMs };
        const w = new WorkerProcess({
          DATABASE_URL: CRASH_DB,
          REDIS_URL: TEST_REDIS,
          TIMER_QUEUE: queueName,
          CLOCK_SPEED: String(SPEED),
          CLOCK_JUMPS: "ipc",
          OUTBOX_FILE: outboxFile,
          OUTBOX_POLL_MS: "100",
          OUTBOX_CHANNEL: channel,
          OUTBOX_LEASE_MS: "2000",
          LOG_LEVEL: "info",
        });
        await w.start(anchor);
        const t = await stack(SPEED, { worker: false, sender: false, queueName, dbUrl: CRASH_DB, channel, anchor });
        const kills: string[] = [];
        const seed = Date.now() + run;
        try {
          const created = await t.service.createGame({
            board: sc.board,
            ruleset,
            seed: sc.seed ?? 1,
            deal: sc.deal as Record<string, RoleId>,
            matchGroupId: `forum-crash-${run}`,
            judgeId: "director",
            startAt: sc.startAt as string,
          });
          if (!created.ok) throw new Error(render(created.msg));
          const gameId = created.gameId;
          // One kill at a random rule time in each window, the worker down 0.1–1.5 s; the first, the
          // second or both (by the seed) fall instead in the fire of the next deadline (mid-fire).
          const midFire = drawInt(seed, "midfire", 0, 0, 2);
          const due: DueKill[] = windows.map(([from, to], i) => ({
            at: drawInt(seed, `kill${from}`, 0, from, to),
            down: drawInt(seed, `down${from}`, 0, 100, 1500),
            midFire: midFire === 2 || midFire === i ? midFireDelay(seed, `mid${from}`) : undefined,
          }));
          const advanceTo = (until: number) =>
            advanceWithKills(
              { service: t.service, gameId, worker: w, anchor, clock: t.clock, kills: due, killed: kills },
              until,
            );
          const rejected: Outcome["rejected"] = [];
          let msg = 0;
          for (const [i, step] of sc.steps.entries()) {
            const s = step as {
              at?: string;
              seat?: number;
              act?: string;
              judge?: JudgeRuling;
              seconds?: number;
              target?: unknown;
              value?: string | number;
            };
            // A game that ended (F10, HK54) moves no clock (the pure run's later `at` waits change
            // nothing); a later act is still sent, and refused as in the pure run (HX-3's D3 ballot).
            const ended = (await t.service.state(gameId))?.phase.kind === "ended";
            if (s.at && !ended) await advanceTo(when(s.at));
            // A directors' ruling (a red card at noon, HK60) goes through the service as the chat's would.
            const cmd: Command | null = s.judge
              ? {
                  type: "judge",
                  ruling: s.judge,
                  ...(s.seat !== undefined ? { seat: s.seat } : {}),
                  ...(s.seconds !== undefined ? { seconds: s.seconds } : {}),
                  ...(s.act !== undefined ? { act: s.act } : {}),
                  ...(s.target !== undefined ? { target: s.target as Target } : {}),
                  ...(s.value !== undefined ? { value: String(s.value) } : {}),
                }
              : s.act && s.seat !== undefined
                ? { type: "act", seat: s.seat, act: s.act, target: (s.target ?? null) as Target, value: s.value }
                : null;
            if (!cmd) continue;
            const r = await t.service.handle(gameId, cmd, { messageId: `${gameId}-m${msg++}` });
            if (!r.ok) rejected.push({ step: i, code: r.reject.code, reason: render(r.msg) });
          }
          // A kill after the last step (or after the end) still falls at its rule time (a mid-fire
          // one at the next deadline's).
          while (due.length > 0) {
            const s = await t.service.state(gameId);
            const next = s && s.phase.kind !== "ended" ? Math.min(Infinity, ...s.timers.map((x) => x.dueMs)) : Infinity;
            await advanceTo(killTime(due[0], next));
          }
          const state = await t.service.state(gameId);
          if (!state) throw new Error("game vanished");
          const rows = await t.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
          const events = rows.map((r) => r.data as unknown as GameEvent);
          const outcome = outcomeOf(state, rejected, events);
          const why = `kills: ${kills.join("; ")} (seed ${seed}); rejected ${JSON.stringify(rejected.map((r) => [r.step, r.code]))}; at ${state.label}`;
          expect(kills, why).toHaveLength(2);
          expect(
            kills.filter((k) => k.startsWith("mid-fire")),
            why,
          ).toHaveLength(midFire === 2 ? 2 : 1);
          // The whole outcome document (forum-hk's: statuses, notices, camps lost …), key by key.
          for (const key of Object.keys(pure.outcome) as (keyof Outcome)[])
            expect(outcome[key], `${key} — ${why}`).toEqual(pure.outcome[key]);
          // The first event's setup names the app's zone (tz, offset): compare from the second on.
          const got = strip(events.slice(1));
          const want = strip(pure.replay.events.slice(1));
          const firstDiff = got.findIndex((e: unknown, i: number) => !isDeepStrictEqual(e, want[i]));
          expect(firstDiff, `first differing event ${firstDiff}: ${JSON.stringify(got[firstDiff])} — ${why}`).toBe(-1);
          expect(got.length, why).toBe(want.length);
          // No deadline fired twice (each committed timeout names its own timer), and the store's
          // pending timers are the game's own (none left over by a crash, none lost).
          const fires = (await t.db.gameCommand.findMany({ where: { gameId } }))
            .map((r) => r.command as unknown as Command)
            .flatMap((x) => (x.type === "timeout" ? [x.timerId] : []));
          expect(
            fires.filter((id, i) => fires.indexOf(id) !== i),
            `timers fired twice — ${why}`,
          ).toEqual([]);
          const pending = await t.db.timer.findMany({ where: { gameId, status: "pending" } });
          expect(pending.map((x) => x.id.slice(gameId.length + 1)).sort(), why).toEqual(
            state.phase.kind === "ended" ? [] : state.timers.map((x) => x.id).sort(),
          );
          // Every outbox row reaches the chat exactly once: wait (up to 2 min on a busy machine) until
          // the worker's sender marked every row sent, then compare with what reached the chat.
          const total = await t.db.outboxMessage.count({ where: { gameId } });
          for (let i = 0; i < 1200; i++) {
            if ((await t.db.outboxMessage.count({ where: { gameId, status: "sent" } })) === total) break;
            await sleep(100);
          }
          const lines = existsSync(outboxFile) ? readFileSync(outboxFile, "utf8").trim().split("\n") : [];
          const seen = lines
            .filter(Boolean)
            .map((l) => JSON.parse(l) as { id: string; gameId: string })
            .filter((m) => m.gameId === gameId)
            .map((m) => m.id);
          const ids = (await t.db.outboxMessage.findMany({ where: { gameId } })).map((r) => String(r.id));
          const missing = ids.filter((id) => !seen.includes(id));
          const twice = seen.filter((id, i) => seen.indexOf(id) !== i);
          expect(`missing ${missing.join(",")} twice ${twice.join(",")}`, why).toBe("missing  twice ");
        } finally {
          // A restart still under way ends before the worker is stopped (no orphan process).
          await w.ready().catch(() => undefined);
          w.kill("SIGTERM");
          await t.close();
        }
      }, 420_000);
    }
  });
}
