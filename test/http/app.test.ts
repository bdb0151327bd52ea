/**
 * The HTTP API and the ranked books behind it (000 §二–§五): public state that never shows more
 * than the match group knows, a finished game's record that replays as a scenario, the season
 * scored from recorded results (certified judge + inspector, 000 §三1, §五4), the inspector's
 * record, admin routes, and a ruling that re-scores the season.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { SeasonBook } from "../../src/app/season.ts";
import { buildApp } from "../../src/http/app.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { openStore, type Store } from "../../src/store/db.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { pgliteCopy } from "../pglite-template.ts";

const TOKEN = "s3cret";
const WALL = Date.parse("2026-12-10T12:00:00+08:00");
const players = Array.from({ length: 12 }, (_, i) => ({ seat: i + 1, contactId: `p${i + 1}`, name: `${i + 1}号玩家` }));

describe("HTTP API (fastify) and the ranked season", () => {
  let store: Store;
  let service: GameService;
  let book: SeasonBook;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let now = 1_000_000;
  let running = "";
  let ranked = "";

  async function newGame(opts: { ranked: boolean; inspectorId: string | null; group: string }) {
    const r = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: opts.group,
      judgeId: "judge",
      players,
      ranked: opts.ranked,
      inspectorId: opts.inspectorId,
    });
    if (!r.ok) throw new Error(render(r.msg));
    return r.gameId;
  }
  const admin = (method: "PUT" | "POST", url: string, payload: unknown, token = TOKEN) =>
    app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    store = await openStore({ dataDir: await pgliteCopy() });
    const log = pino({ level: "silent" });
    book = new SeasonBook(store.db, () => WALL);
    service = new GameService({
      db: store.db,
      clock: () => now,
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log,
      onGameEnded: (end) => book.onGameEnded(end),
    });
    app = await buildApp({ db: store.db, service, book, log, mode: () => "test", adminToken: TOKEN });
    running = await newGame({ ranked: false, inspectorId: null, group: "g1@chatroom" });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it("GET /healthz answers with the running mode", async () => {
    const r = await app.inject({ url: "/healthz" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, mode: "test", db: "up", redis: "none" });
  });

  it("GET /games lists games; a bad query is a 400 naming the problem", async () => {
    const r = await app.inject({ url: "/games?status=running" });
    expect(r.json().games.map((g: { id: string }) => g.id)).toContain(running);
    expect(r.json().games[0].boardZh).toBe("444预女猎白");
    const bad = await app.inject({ url: "/games?limit=0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^limit/);
  });

  it("GET /games/:id shows the public state: no role, no knife, no night death before dawn (000 §八(九)1)", async () => {
    for (const w of [3, 6, 10, 12]) await service.handle(running, { type: "act", seat: w, act: "kill", target: 1 });
    await service.handle(running, { type: "act", seat: 4, act: "pass" });
    await service.handle(running, { type: "act", seat: 2, act: "check", target: 3 });
    // Night 1 resolved: seat 1 is dead, but the sheriff sign-up comes before the dawn announcement.
    expect((await service.state(running))?.seats[0].alive).toBe(false);
    const v = (await app.inject({ url: `/games/${running}` })).json();
    expect(v.phase).toBe("signup");
    expect(v.seats.every((x: { role: unknown; alive: boolean }) => x.role === null && x.alive)).toBe(true);
    expect(JSON.stringify(v)).not.toMatch(/werewolf|seer|witch|knife|"kill"/);
    // The record of a running game would leak everything.
    expect((await app.inject({ url: `/games/${running}/record` })).statusCode).toBe(409);
  });

  it("a malformed id is a 400, an unknown game a 404", async () => {
    expect((await app.inject({ url: "/games/not-a-uuid" })).statusCode).toBe(400);
    const r = await app.inject({ url: "/games/00000000-0000-4000-8000-000000000000" });
    expect(r.statusCode).toBe(404);
    expect(r.json().detail).toBe("没有这局游戏");
  });

  it("admin routes: 401 without a token, 403 with a wrong one; seasons are validated", async () => {
    expect((await app.inject({ method: "PUT", url: "/admin/seasons/S7", payload: {} })).statusCode).toBe(401);
    expect((await admin("PUT", "/admin/seasons/S7", {}, "nope")).statusCode).toBe(403);
    const bad = await admin("PUT", "/admin/seasons/S7", {
      name: "S7",
      startsAt: "2026-12-31T00:00:00+08:00",
      endsAt: "2026-12-01T00:00:00+08:00",
    });
    expect(bad.statusCode).toBe(400);
    const ok = await admin("PUT", "/admin/seasons/S7", {
      name: "英雄榜第七季",
      startsAt: "2026-12-01T00:00:00+08:00",
      endsAt: "2027-02-01T00:00:00+08:00",
    });
    expect(ok.statusCode).toBe(200);
    expect((await admin("PUT", "/admin/staff/judge", { role: "judge", name: "老王" })).statusCode).toBe(200);
    expect((await admin("PUT", "/admin/staff/insp", { role: "inspector", name: "督察小李" })).statusCode).toBe(200);
    expect(await book.isStaff("insp", "inspector")).toBe(true);
    expect((await app.inject({ url: "/seasons" })).json().seasons[0].id).toBe("S7");
  });

  it("000 §四1, §五4: a ranked game with an inspector scores; the group gets each seat's change, the inspector the record", async () => {
    ranked = await newGame({ ranked: true, inspectorId: "insp", group: "g2@chatroom" });
    // 000 §九3 three times: every wolf is out, the village wins.
    for (let i = 0; i < 3; i++) {
      now += 1000;
      await service.handle(ranked, { type: "judge", ruling: "wolf_talk", seat: 3 });
    }
    const result = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: ranked } });
    expect(result.valid).toBe(true);
    const out = (await store.db.outboxMessage.findMany({ where: { gameId: ranked, key: { contains: "-end-" } } })).map(
      (m) => ({ ...m, text: render(storedMsg(m)) }),
    );
    expect(out.find((m) => m.audience === "group")?.text).toMatch(/1号玩家.*\+2/);
    const record = out.find((m) => m.audience === "contact");
    expect(record?.contactId).toBe("insp");
    expect(record?.text).toContain("督察记录");
    const lb = (await app.inject({ url: "/seasons/S7/leaderboard?top=5" })).json();
    expect(lb.leaderboard).toHaveLength(5);
    expect(lb.leaderboard[0].points).toBe(2);
    const p1 = (await app.inject({ url: "/players/p1" })).json();
    expect(p1.points).toBe(2);
    const p3 = (await app.inject({ url: "/players/p3" })).json();
    expect(p3.points).toBe(0);
    expect((await app.inject({ url: "/players/nobody" })).statusCode).toBe(404);
  });

  it("000 §五4: a game without an inspector is recorded but invalid", async () => {
    const g = await newGame({ ranked: true, inspectorId: null, group: "g3@chatroom" });
    for (let i = 0; i < 3; i++) {
      now += 1000;
      await service.handle(g, { type: "judge", ruling: "wolf_talk", seat: 3 });
    }
    const r = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: g } });
    expect(r.valid).toBe(false);
    expect(r.reason).toContain("督察长");
    expect((await app.inject({ url: "/players/p1" })).json().points).toBe(2);
  });

  it("GET /games/:id/record: the event log and a werewolf-scenario/1 file that replays the game", async () => {
    const r = (await app.inject({ url: `/games/${ranked}/record` })).json();
    expect(r.events[0].type).toBe("game_created");
    const replayed = runScenario(parseScenario(r.scenario)).outcome;
    expect(replayed.winner).toBe("villagers");
    expect(replayed.deaths).toEqual(r.outcome.deaths);
  });

  it("000 §二: a ruling that voids a result re-scores the season", async () => {
    const r = await admin("POST", `/admin/games/${ranked}/ruling`, { reason: "申诉成立：督察记录缺失", valid: false });
    expect(r.statusCode).toBe(200);
    expect(r.json().changes).toContainEqual({ playerId: "p1", before: 2, after: 0 });
    expect((await app.inject({ url: "/players/p1" })).json().points).toBe(0);
    const bad = await admin("POST", `/admin/games/${ranked}/ruling`, { reason: "x", seats: [{ seat: 40 }] });
    expect(bad.statusCode).toBe(400);
  });

  it("GET /openapi.json documents the API", async () => {
    const d = (await app.inject({ url: "/openapi.json" })).json();
    expect(d.openapi).toMatch(/^3\./);
    for (const path of ["/games/{id}", "/games/{id}/record", "/seasons/{id}/leaderboard", "/players/{id}"])
      expect(Object.keys(d.paths)).toContain(path);
  });
});
