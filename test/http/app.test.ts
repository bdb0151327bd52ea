/**
 * The HTTP API: health, the list of games, one game's public state — which never shows more
 * than the match group knows (no role before the end, no night act, no open ballot).
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { buildApp } from "../../src/http/app.ts";
import { openStore, type Store } from "../../src/store/db.ts";
import { IDIOT_DEAL } from "../helpers.ts";

describe("HTTP API (fastify)", () => {
  let store: Store;
  let service: GameService;
  let app: ReturnType<typeof buildApp>;
  let gameId = "";
  let now = 1_000_000;

  beforeAll(async () => {
    store = await openStore({ dataDir: "memory://" });
    const log = pino({ level: "silent" });
    service = new GameService({
      db: store.db,
      clock: () => now,
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log,
    });
    app = buildApp({ db: store.db, service, log, mode: () => "test" });
    const r = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: "g@chatroom",
      judgeId: "judge",
    });
    if (!r.ok) throw new Error(r.text);
    gameId = r.gameId;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it("GET /healthz answers with the running mode", async () => {
    const r = await app.inject({ url: "/healthz" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, mode: "test" });
  });

  it("GET /games lists games; a bad query is a 400 naming the problem", async () => {
    const r = await app.inject({ url: "/games?status=running" });
    expect(r.json().games.map((g: { id: string }) => g.id)).toContain(gameId);
    expect(r.json().games[0].boardZh).toBe("444预女猎白");
    const bad = await app.inject({ url: "/games?limit=0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("bad_query");
  });

  it("GET /games/:id shows the public state: no role, no knife, no night death before dawn (000 §八(九)1)", async () => {
    for (const w of [3, 6, 10, 12]) await service.handle(gameId, { type: "act", seat: w, act: "kill", target: 1 });
    await service.handle(gameId, { type: "act", seat: 4, act: "pass" });
    await service.handle(gameId, { type: "act", seat: 2, act: "check", target: 3 });
    // Night 1 resolved: seat 1 is dead, but the sheriff sign-up comes before the dawn announcement.
    expect((await service.state(gameId))?.seats[0].alive).toBe(false);
    const night = await app.inject({ url: `/games/${gameId}` });
    expect(night.statusCode).toBe(200);
    const v = night.json();
    expect(v.phase).toBe("signup");
    expect(v.seats.every((x: { role: unknown; alive: boolean }) => x.role === null && x.alive)).toBe(true);
    expect(JSON.stringify(v)).not.toMatch(/werewolf|seer|witch|knife|"kill"/);
  });

  it("the roles are public once the game is over", async () => {
    now += 1000;
    await service.handle(gameId, { type: "judge", ruling: "void" });
    const v = (await app.inject({ url: `/games/${gameId}` })).json();
    expect(v.phase).toBe("ended");
    expect(v.voided).toBe(true);
    expect(v.seats[2].role).toBe("werewolf");
    expect(v.seats[1].roleZh).toBe("预言家");
  });

  it("a malformed id is a 400, an unknown game a 404", async () => {
    expect((await app.inject({ url: "/games/not-a-uuid" })).statusCode).toBe(400);
    const r = await app.inject({ url: "/games/00000000-0000-4000-8000-000000000000" });
    expect(r.statusCode).toBe(404);
    expect(r.json().detail).toBe("没有这局游戏");
  });
});
