/**
 * The kill -9 harness of the forum crash tests (issue 11; forum-crash.test.ts and
 * forum-crash-win.test.ts, one case each so that the two run on two test workers): the worker
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
import { drawInt } from "../../src/engine/random.ts";
import type { GameEvent, RoleId, Target } from "../../src/engine/types.ts";
import { type Outcome, outcomeOf, runScenario } from "../../src/scenario/runner.ts";
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

/** A case: its scenario file, its clock speed, and its two kill windows ([from, to] calendar labels). */
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
  describe(`kill -9 of the worker in a forum day and a forum night (issue 11): ${c.file}`, () => {
    const SPEED = c.speed;
    const sc = loadScenario(c.file);
    const pure = runScenario(sc);
    const cal = calendarOf({ startAt: sc.startAt as string, utcOffsetMin: 480 });
    if (!cal) throw new Error(`${sc.id} has no calendar`);
    const when = (at: string) => labelTimeMs(cal, at) as number;
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
        const anchor = { wallMs: Date.now(), ruleMs: cal.startMs };
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
            ruleset: "forum-25",
            seed: sc.seed ?? 1,
            deal: sc.deal as Record<string, RoleId>,
            matchGroupId: `forum-crash-${run}`,
            judgeId: "director",
            startAt: sc.startAt as string,
          });
          if (!created.ok) throw new Error(created.text);
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
            const s = step as { at?: string; seat?: number; act?: string; target?: unknown; value?: number };
            // A game that ended (F10) takes no more steps: the pure run's later `at` waits change nothing.
            if ((await t.service.state(gameId))?.phase.kind === "ended") break;
            if (s.at) await advanceTo(when(s.at));
            if (!s.act || s.seat === undefined) continue;
            const r = await t.service.handle(
              gameId,
              { type: "act", seat: s.seat, act: s.act, target: (s.target ?? null) as Target, value: s.value },
              { messageId: `${gameId}-m${msg++}` },
            );
            if (!r.ok) rejected.push({ step: i, code: r.reject.code, reason: r.text });
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
          const outcome = outcomeOf(state, rejected);
          const why = `kills: ${kills.join("; ")} (seed ${seed}); rejected ${JSON.stringify(rejected.map((r) => [r.step, r.code]))}; at ${state.label}`;
          expect(kills, why).toHaveLength(2);
          expect(
            kills.filter((k) => k.startsWith("mid-fire")),
            why,
          ).toHaveLength(midFire === 2 ? 2 : 1);
          for (const key of [
            "winner",
            "ended",
            "deaths",
            "announcements",
            "sheriffs",
            "told",
            "votes",
            "rejected",
          ] as const)
            expect(outcome[key as keyof Outcome], `${key} — ${why}`).toEqual(pure.outcome[key as keyof Outcome]);
          expect((outcome as { cards?: unknown }).cards, why).toEqual((pure.outcome as { cards?: unknown }).cards);
          const rows = await t.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
          // The first event's setup names the app's zone (tz, offset): compare from the second on.
          const got = strip(rows.slice(1).map((r) => r.data as unknown as GameEvent));
          const want = strip(pure.replay.events.slice(1));
          const firstDiff = got.findIndex((e: unknown, i: number) => !isDeepStrictEqual(e, want[i]));
          expect(firstDiff, `first differing event ${firstDiff}: ${JSON.stringify(got[firstDiff])} — ${why}`).toBe(-1);
          expect(got.length, why).toBe(want.length);
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
