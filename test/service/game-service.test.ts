/**
 * The durable service against the machine's Postgres and Redis: a whole 12-player game through
 * GameService with real BullMQ timers on a scaled clock gives the same outcome and the same
 * events as the pure engine; every stored game replays from its events; an inbound message
 * delivered twice is applied once; every outbox row is delivered exactly once, in order.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fold } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { render } from "../../src/vocab/msg.ts";
import { loadScenario, ROOT, SHARED_SCENARIOS } from "../helpers.ts";
import { playThroughService, strip, warmUp } from "./driver.ts";
import { stack } from "./harness.ts";
import { TEST_DB } from "./setup.ts";

const SPEED = 25;

describe("GameService with Postgres and BullMQ", () => {
  let s: Awaited<ReturnType<typeof stack>>;
  beforeAll(async () => {
    s = await stack(SPEED);
    await warmUp(s.service);
  });
  afterAll(async () => {
    await s.close();
  });

  it("plays WW-16 (thief, cupid, a wolf win at night) like the pure engine; the bottom defaults to the leftovers", async () => {
    const sc = loadScenario(join(SHARED_SCENARIOS, "WW-16.json"));
    const pure = runScenario(sc);
    const { gameId, state, outcome } = await playThroughService(s.service, sc, { speed: SPEED, clock: s.clock });
    for (const key of ["winner", "ended", "deaths", "points", "told"] as const)
      expect(outcome[key], key).toEqual(pure.outcome[key]);
    const rows = await s.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const events = rows.map((r) => r.data as unknown as GameEvent);
    expect(strip(events)).toEqual(strip(pure.replay.events));
    expect(fold(events)).toEqual(state);
  });

  it("plays WW-41 (a whole game, timers and no-shows included) like the pure engine", async () => {
    const sc = loadScenario(join(SHARED_SCENARIOS, "WW-41.json"));
    const pure = runScenario(sc);
    const { gameId, state, outcome } = await playThroughService(s.service, sc, { speed: SPEED, clock: s.clock });
    expect(outcome.winner).toBe("villagers");
    for (const key of ["winner", "ended", "deaths", "announcements", "sheriffs", "points", "noShows", "told"] as const)
      expect(outcome[key], key).toEqual(pure.outcome[key]);
    expect(outcome.votes.map((v) => v.tally)).toEqual(pure.outcome.votes.map((v) => v.tally));

    const rows = await s.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const events = rows.map((r) => r.data as unknown as GameEvent);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const got = strip(events);
    const want = strip(pure.replay.events);
    const firstDiff = got.findIndex((e: unknown, i: number) => !isDeepStrictEqual(e, want[i]));
    expect(firstDiff === -1 ? null : { i: firstDiff, got: got[firstDiff], want: want[firstDiff] }).toBeNull();
    expect(got).toEqual(want);
    expect(fold(events)).toEqual(state);
    const pending = await s.db.timer.count({ where: { gameId, status: "pending" } });
    expect(pending).toBe(0);

    // `npm run replay -- <gameId>` folds the stored events and reproduces the snapshot.
    const replay = spawnSync(
      join(ROOT, "node_modules", ".bin", "tsx"),
      [join(ROOT, "src", "boot", "replay-cli.ts"), gameId],
      {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: TEST_DB },
      },
    );
    expect(replay.status, replay.stderr).toBe(0);
    const printed = JSON.parse(replay.stdout);
    expect(printed.format).toBe("werewolf-outcome/1");
    expect(printed.replayMatchesSnapshot).toBe(true);
    expect(printed.deaths).toEqual(pure.outcome.deaths);

    await s.outbox.idle();
    const sent = readFileSync(s.outboxFile, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: string; gameId: string });
    const mine = sent.filter((m) => m.gameId === gameId).map((m) => BigInt(m.id));
    const all = await s.db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } });
    // Each row once, in id order within its conversation (conversations go out in parallel).
    expect([...mine].sort((a, b) => (a < b ? -1 : 1))).toEqual(all.map((r) => r.id));
    const convOf = new Map(all.map((r) => [r.id, r.conv]));
    for (const conv of new Set(convOf.values())) {
      const ids = mine.filter((id) => convOf.get(id) === conv);
      expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    }
    expect(all.every((r) => r.status === "sent")).toBe(true);
  }, 120_000);

  it("an inbound message delivered twice (same message id) is applied once", async () => {
    const created = await s.service.createGame({ board: "334-classic", seed: 3, matchGroupId: "g", judgeId: "j" });
    if (!created.ok) throw new Error(render(created.msg));
    const st = await s.service.state(created.gameId);
    const wolf = st?.seats.find((x) => x.role === "werewolf")?.seat ?? 0;
    const cmd = { type: "act" as const, seat: wolf, act: "kill", target: 1 };
    const a = await s.service.handle(created.gameId, cmd, { messageId: `wx-msg-${created.gameId}` });
    const b = await s.service.handle(created.gameId, cmd, { messageId: `wx-msg-${created.gameId}` });
    expect(a.ok && !a.duplicate).toBe(true);
    expect(b.ok && b.duplicate).toBe(true);
    const events = await s.db.gameEvent.count({ where: { gameId: created.gameId, type: "knife_proposed" } });
    expect(events).toBe(1);
  });

  it("a refused act changes nothing but a DM reply in Chinese", async () => {
    const created = await s.service.createGame({ board: "444-idiot", seed: 4, matchGroupId: "g", judgeId: "j" });
    if (!created.ok) throw new Error(render(created.msg));
    const before = await s.db.game.findUniqueOrThrow({ where: { id: created.gameId } });
    const villager = (await s.service.state(created.gameId))?.seats.find((x) => x.role === "villager")?.seat ?? 0;
    const r = await s.service.handle(
      created.gameId,
      { type: "act", seat: villager, act: "kill", target: 2 },
      { messageId: `m-${created.gameId}` },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(render(r.msg)).toContain("不是带刀的狼人");
    const after = await s.db.game.findUniqueOrThrow({ where: { id: created.gameId } });
    expect(after.version).toBe(before.version);
    const reply = await s.db.outboxMessage.findFirst({
      where: { gameId: created.gameId, key: `reply-m-${created.gameId}` },
    });
    expect(reply?.seat).toBe(villager);
  });

  it("a timer fire for a phase that moved on is refused and changes nothing", async () => {
    const created = await s.service.createGame({ board: "334-classic", seed: 5, matchGroupId: "g", judgeId: "j" });
    if (!created.ok) throw new Error(render(created.msg));
    const r = await s.service.handle(created.gameId, { type: "timeout", timerId: "999-knife" });
    expect(!r.ok && r.reject.code).toBe("timer.stale");
  });

  it("a late timer job whose deadline a catch-up already fired reports success, not a stale fire", async () => {
    const fast = await stack(100_000, { worker: false, sender: false });
    try {
      const created = await fast.service.createGame({ board: "334-classic", seed: 8, matchGroupId: "g", judgeId: "j" });
      if (!created.ok) throw new Error(render(created.msg));
      await new Promise((r) => setTimeout(r, 50)); // 5,000 s of rule time: every night-1 deadline is due
      const r = await fast.service.handle(created.gameId, { type: "timeout", timerId: "1-knife" });
      expect(r.ok).toBe(true);
      // The knife deadline passed with no agreement: no kill, and the witch's window opens now.
      const st = await fast.service.state(created.gameId);
      expect(st?.phase.kind === "night" && st.phase.knifeSettled && st.phase.knifeTarget).toBe(null);
      expect(st?.timers.some((x) => x.kind === "knife")).toBe(false);
    } finally {
      await fast.close();
    }
  });

  it("different games run in parallel while one game's commands are serialized", async () => {
    const games = await Promise.all(
      [11, 12, 13, 14].map((seed) =>
        s.service.createGame({ board: "444-idiot", seed, matchGroupId: `g${seed}`, judgeId: "j" }),
      ),
    );
    const ids = games.map((g) => (g.ok ? g.gameId : ""));
    // Every living knife-wolf of every game names seat 1 at once, all concurrently.
    await Promise.all(
      ids.map(async (id) => {
        const st = await s.service.state(id);
        const wolves = st?.seats.filter((x) => x.role === "werewolf" && x.seat !== 1).map((x) => x.seat) ?? [];
        await Promise.all(wolves.map((w) => s.service.handle(id, { type: "act", seat: w, act: "kill", target: 1 })));
      }),
    );
    for (const id of ids) {
      const rows = await s.db.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" } });
      const st = await s.service.state(id);
      expect(fold(rows.map((r) => r.data as unknown as GameEvent))).toEqual(st);
    }
  });
});
