/**
 * The season's discipline in the books and over HTTP (issue #16): appeals filed within the window
 * (000 §二), listed for the organisers, closed by a ruling that re-scores the season and DMs whoever
 * moved; per-seat offences in a ruling (000 §九6, §九1) and the fold's own ban and proposals; the
 * organisers' ban registry (ban, lift, list); the voided game recorded and saying why.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { appealWindowFromEnv, SeasonBook, SeasonError } from "../../src/app/season.ts";
import { shortId } from "../../src/chat/season-texts.ts";
import { buildApp } from "../../src/http/app.ts";
import { openStore, type Store } from "../../src/store/db.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { pgliteCopy } from "../pglite-template.ts";

const TOKEN = "s3cret";
const H = 3_600_000;
const players = Array.from({ length: 12 }, (_, i) => ({ seat: i + 1, contactId: `p${i + 1}`, name: `${i + 1}号玩家` }));

describe("season discipline: appeals, offences, bans (000 §二, §九)", () => {
  let store: Store;
  let service: GameService;
  let book: SeasonBook;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let wall = Date.parse("2026-12-10T12:00:00+08:00");
  let engineNow = 1_000_000;
  let kicks = 0;
  let game = "";

  /** A ranked 444-idiot game with an inspector, won by the village (000 §九3 three times: every wolf out). */
  async function finishedGame(group: string, opts: { inspectorId?: string | null; ranked?: boolean } = {}) {
    const r = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: group,
      judgeId: "judge",
      players,
      ranked: opts.ranked ?? true,
      inspectorId: opts.inspectorId === undefined ? "insp" : opts.inspectorId,
    });
    if (!r.ok) throw new Error(render(r.msg));
    for (let i = 0; i < 3; i++) {
      engineNow += 1000;
      await service.handle(r.gameId, { type: "judge", ruling: "wolf_talk", seat: 3 });
    }
    return r.gameId;
  }
  const admin = (method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TOKEN}` } });
  /** An outbox row with its message rendered in 简体 (issue 23: a phrase is kept in `msg`). */
  const shown = <T extends { text: string; msg: unknown }>(row: T): T => ({ ...row, text: render(storedMsg(row)) });
  const dms = async (to: string, since = 0n) =>
    (
      await store.db.outboxMessage.findMany({
        where: { audience: "contact", contactId: to, id: { gt: since } },
        orderBy: { id: "asc" },
      })
    ).map(shown);
  const lastId = async () => (await store.db.outboxMessage.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0n;
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      if (err instanceof SeasonError) return { code: err.code, message: err.message };
      throw err;
    }
    return null;
  };

  beforeAll(async () => {
    store = await openStore({ dataDir: await pgliteCopy() });
    const log = pino({ level: "silent" });
    book = new SeasonBook(store.db, () => wall, { appealWindowMs: 72 * H, onOutbox: () => kicks++ });
    service = new GameService({
      db: store.db,
      clock: () => engineNow,
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log,
      onGameEnded: (end) => book.onGameEnded(end),
    });
    app = await buildApp({ db: store.db, service, book, log, mode: () => "test", adminToken: TOKEN });
    await book.setSeason({
      id: "S7",
      name: "第七季",
      startsAt: new Date("2026-12-01T00:00:00+08:00"),
      endsAt: new Date("2027-02-01T00:00:00+08:00"),
    });
    await book.setStaff("insp", "inspector", "督察小李", true);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it("PUT /admin/staff certifies an organiser (组委会); an unknown role is a 400", async () => {
    expect((await admin("PUT", "/admin/staff/org", { role: "organiser", name: "组委会老张" })).statusCode).toBe(200);
    expect((await book.staffRoles("org")).has("organiser")).toBe(true);
    const bad = await admin("PUT", "/admin/staff/x", { role: "boss", name: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^role/);
  });

  it("000 §二 the end-of-game post shows the 对局编号 and how to appeal", async () => {
    game = await finishedGame("g1@chatroom");
    const post = shown(
      await store.db.outboxMessage.findFirstOrThrow({
        where: { gameId: game, audience: "group", key: { contains: "-end-" } },
      }),
    );
    expect(post.text).toContain(
      `对局编号：${shortId(game)}（对判罚有异议，请在赛后72小时内私聊机器人“申诉 ${shortId(game)} 理由”，手册§二）`,
    );
    expect(post.text).toMatch(/1号 1号玩家.*\+2分/);
  });

  it("000 §二 an appeal is refused outside a player or the judge, while running, without a reason, and twice", async () => {
    expect(await refusal(book.fileAppeal("stranger", shortId(game), "判错了"))).toMatchObject({ code: "forbidden" });
    expect(await refusal(book.fileAppeal("p1", "ffffffff", "判错了"))).toMatchObject({
      code: "not_found",
      message: expect.stringContaining("没有编号为“ffffffff”的对局"),
    });
    expect(await refusal(book.fileAppeal("p1", shortId(game), " "))).toMatchObject({ code: "bad" });
    const running = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: "g-run@chatroom",
      judgeId: "judge2",
      players: players.map((p) => ({ ...p, contactId: `r${p.seat}` })),
    });
    if (!running.ok) throw new Error(render(running.msg));
    expect(await refusal(book.fileAppeal("r1", shortId(running.gameId), "判错了"))).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("还在进行中"),
    });
  });

  it("000 §二 the window: accepted one ms before and at 72 h after the end, refused one ms after", async () => {
    const result = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: game } });
    const ended = result.endedAt.getTime();
    const at = async (ms: number, who: string) => {
      wall = ms;
      return refusal(book.fileAppeal(who, shortId(game), "测试申诉期限"));
    };
    expect(await at(ended + 72 * H + 1, "p9")).toMatchObject({
      code: "late",
      message: expect.stringContaining("72小时"),
    });
    expect(await at(ended + 72 * H, "p8")).toBeNull();
    expect(await at(ended + 72 * H - 1, "p7")).toBeNull();
    // The judge may appeal too; the game is named 上一局.
    expect(await at(ended + H, "judge")).toBeNull();
    wall = ended + H;
    expect(await refusal(book.fileAppeal("p8", null, "又一次"))).toMatchObject({ code: "conflict" });
    const open = await book.appeals("open");
    // Listed by filing time (the wall clock moved back for the judge's).
    expect(open.map((a) => [a.contactId, a.asRole])).toEqual([
      ["judge", "judge"],
      ["p7", "player"],
      ["p8", "player"],
    ]);
  });

  it("000 §二 the inspector and the organisers are told of an appeal by DM; GET /appeals?status=open lists it (admin)", async () => {
    const since = await lastId();
    const before = kicks;
    await book.fileAppeal("p1", shortId(game), "1号被判出局有误");
    expect(kicks).toBe(before + 1);
    for (const to of ["insp", "org"]) {
      const [m] = await dms(to, since);
      expect(m.text).toContain(`【申诉】对局${shortId(game)}（444预女猎白），1号（1号玩家）申诉`);
      expect(m.text).toContain("1号被判出局有误");
    }
    expect((await app.inject({ url: "/appeals?status=open" })).statusCode).toBe(401);
    const list = (await admin("GET", "/appeals?status=open")).json();
    expect(list.appeals.map((a: { contactId: string }) => a.contactId)).toContain("p1");
    expect((await admin("GET", "/appeals?status=maybe")).statusCode).toBe(400);
  });

  it("000 §二 a ruling closes the game's open appeals, re-scores, and DMs the players whose points moved and the filers", async () => {
    const since = await lastId();
    const r = await admin("POST", `/admin/games/${game}/ruling`, {
      reason: "申诉成立：1号与2号判负",
      seats: [
        { seat: 1, campWon: false },
        { seat: 2, campWon: false },
      ],
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.changes).toEqual([
      { playerId: "p1", before: 2, after: 0 },
      { playerId: "p2", before: 2, after: 0 },
    ]);
    expect(body.appealsClosed).toHaveLength(4);
    expect(await book.appeals("open")).toEqual([]);
    const closed = await book.appeals("closed");
    expect(closed.every((a) => a.status === "ruled" && a.outcome === "申诉成立：1号与2号判负")).toBe(true);
    const [p1] = await dms("p1", since);
    expect(p1.text).toBe(
      `【裁决】对局${shortId(game)}：申诉成立：1号与2号判负\n你的第七季积分：2分 → 0分。\n你的申诉（编号${shortId(closed.find((a) => a.contactId === "p1")?.id ?? "")}）已裁决关闭。`,
    );
    expect((await dms("p2", since))[0].text).toContain("2分 → 0分");
    expect((await dms("p7", since))[0].text).toContain("已裁决关闭");
    // Nobody else moved: no DM to seat 5.
    expect(await dms("p5", since)).toEqual([]);
    expect((await app.inject({ url: "/players/p1" })).json().points).toBe(0);
  });

  it("000 §九6 a ruling that seat 5 posted his role card: a week's ban from the ruling, listed, blocking, then expired", async () => {
    const since = await lastId();
    const r = await admin("POST", `/admin/games/${game}/ruling`, {
      reason: "5号在群里晒身份牌",
      seats: [{ seat: 5, offences: ["role_card"] }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().appealsClosed).toEqual([]);
    const ban = await book.activeBan("p5");
    expect(ban).toMatchObject({ source: "ledger", startsAt: wall, endsAt: wall + 7 * 24 * H, clause: "000 §九6" });
    expect((await dms("p5", since))[0].text).toContain("新的赛季处罚：晒身份牌：排位禁赛一周");
    const list = (await admin("GET", "/bans")).json();
    expect(list.bans).toContainEqual(expect.objectContaining({ playerId: "p5", source: "ledger", active: true }));
    // The ruling is re-applied as given: the offence keeps the time it was first ruled.
    wall += H;
    await admin("POST", `/admin/games/${game}/ruling`, {
      reason: "同上",
      seats: [{ seat: 5, offences: ["role_card"] }],
    });
    expect((await book.activeBan("p5"))?.startsAt).toBe(wall - H);
    wall = (ban?.endsAt ?? 0) - 1;
    expect(await book.activeBan("p5")).not.toBeNull();
    wall += 1;
    expect(await book.activeBan("p5")).toBeNull();
    const all = (await admin("GET", "/bans?status=all")).json();
    expect(all.bans).toContainEqual(expect.objectContaining({ playerId: "p5", source: "ledger", active: false }));
    expect((await admin("GET", "/bans")).json().bans).toEqual([]);
  });

  it("000 §九6 a fold ban cannot be lifted by hand: the reply says to rule on its game", async () => {
    const g = await finishedGame("g2@chatroom");
    await book.reportOffence(g, 6, "role_card", "judge");
    const err = await refusal(book.lift("p6", { by: "org", reason: "x" }));
    expect(err).toMatchObject({ code: "not_found", message: expect.stringContaining(`POST /admin/games/${g}/ruling`) });
    expect(await refusal(book.reportOffence(g, 6, "role_card", "judge"))).toMatchObject({ code: "conflict" });
  });

  it("000 §九 the registry: ban for days or for good, lift (the row stays), everything listed", async () => {
    expect(
      (await admin("POST", "/admin/bans", { playerId: "p9", reason: "x", days: 3, permanent: true })).statusCode,
    ).toBe(400);
    expect((await admin("POST", "/admin/bans", { playerId: "p9", reason: "x" })).statusCode).toBe(400);
    const made = await admin("POST", "/admin/bans", { playerId: "p9", reason: "辱骂其他玩家", days: 3 });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      playerId: "p9",
      source: "registry",
      active: true,
      name: "9号玩家",
      by: "admin",
    });
    expect(made.json().endsAt).toBe(new Date(wall + 3 * 24 * H).toISOString());
    await admin("POST", "/admin/bans", { playerId: "p10", reason: "场外", permanent: true });
    expect(await book.activeBan("p10")).toMatchObject({ endsAt: null });
    const lift = await admin("POST", `/admin/bans/${made.json().id.slice(0, 8)}/lift`, { reason: "申诉成立" });
    expect(lift.statusCode).toBe(200);
    expect(await book.activeBan("p9")).toBeNull();
    expect((await admin("POST", "/admin/bans/zzzzzzzz/lift", { reason: "x" })).statusCode).toBe(404);
    const all = (await admin("GET", "/bans?status=all")).json().bans;
    expect(all).toContainEqual(
      expect.objectContaining({
        playerId: "p9",
        active: false,
        lifted: expect.objectContaining({ reason: "申诉成立" }),
      }),
    );
    expect(all).toContainEqual(expect.objectContaining({ playerId: "p10", active: true, endsAt: null }));
  });

  it("000 §九1 a 场外 ruling raises a permanent-ban proposal; a ban imposed after it marks it decided", async () => {
    await admin("POST", `/admin/games/${game}/ruling`, {
      reason: "4号场外",
      seats: [{ seat: 4, offences: ["outside"] }],
    });
    const open = (await admin("GET", "/bans")).json().proposals;
    expect(open).toContainEqual(
      expect.objectContaining({
        playerId: "p4",
        reason: "outside",
        permanent: true,
        clause: "000 §九1",
        status: "open",
      }),
    );
    wall += 1;
    await admin("POST", "/admin/bans", { playerId: "p4", reason: "场外，永久禁赛", permanent: true });
    expect((await admin("GET", "/bans")).json().proposals.some((p: { playerId: string }) => p.playerId === "p4")).toBe(
      false,
    );
    expect((await admin("GET", "/bans?status=all")).json().proposals).toContainEqual(
      expect.objectContaining({ playerId: "p4", status: "banned" }),
    );
  });

  it("000 §二 an appeal is dismissed without touching the result; the filer is told", async () => {
    const g = await finishedGame("g3@chatroom");
    const a = await book.fileAppeal("p11", shortId(g), "无理取闹");
    const since = await lastId();
    const r = await admin("POST", `/admin/appeals/${shortId(a.id)}/dismiss`, { reason: "理由不成立" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: "dismissed", outcome: "理由不成立", closedBy: "admin" });
    expect((await dms("p11", since))[0].text).toContain("被组委会驳回：理由不成立");
    expect((await admin("POST", `/admin/appeals/${shortId(a.id)}/dismiss`, { reason: "x" })).statusCode).toBe(404);
  });

  it("000 §二 a game voided by the judge is recorded, counts for nobody and says why", async () => {
    const r = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: "g4@chatroom",
      judgeId: "judge",
      players,
      ranked: true,
      inspectorId: "insp",
    });
    if (!r.ok) throw new Error(render(r.msg));
    const before = (await app.inject({ url: "/players/p1" })).json().points;
    await service.handle(r.gameId, { type: "judge", ruling: "void" });
    await book.voidReason(r.gameId, "网络故障，三人掉线");
    const row = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: r.gameId } });
    expect(row).toMatchObject({
      voided: true,
      valid: false,
      winner: "",
      reason: "法官作废本局：网络故障，三人掉线（手册§二）",
    });
    const post = shown(
      await store.db.outboxMessage.findFirstOrThrow({
        where: { gameId: r.gameId, audience: "group", key: { contains: "-end-" } },
      }),
    );
    // Issue 26 item 10: the void was announced when the game ended; the season adds the id only, no appeal invitation.
    expect(post.text).toBe(`对局编号：${shortId(r.gameId)}`);
    expect(post.text).not.toContain("申诉");
    expect((await app.inject({ url: "/players/p1" })).json().points).toBe(before);
    const record = (await app.inject({ url: `/games/${r.gameId}/record` })).json();
    expect(record.ranked.reason).toContain("网络故障");
    // A later ruling keeps why it was voided (QA: a ruling used to overwrite the reason).
    expect((await admin("POST", `/admin/games/${r.gameId}/ruling`, { reason: "复核维持" })).statusCode).toBe(200);
    const kept = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: r.gameId } });
    expect(kept.reason).toContain("网络故障，三人掉线");
    expect(kept.reason).toContain("裁决：复核维持");
  });

  it("000 §二 a ruling with a blank reason is refused and changes nothing", async () => {
    const before = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: game } });
    const res = await admin("POST", `/admin/games/${game}/ruling`, { reason: "   ", valid: !before.valid });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain("reason");
    const after = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: game } });
    expect(after).toEqual(before);
  });

  it("000 §九 a ban id prefix that names two bans lifts neither and says which", async () => {
    const at = new Date(wall - H);
    for (const [id, playerId] of [
      ["abcd1111-0000-4000-8000-000000000001", "p10"],
      ["abcd2222-0000-4000-8000-000000000002", "p11"],
    ])
      await store.db.ban.create({ data: { id, playerId, reason: "测试", startsAt: at, by: "admin" } });
    const r = await refusal(book.lift("abcd", { by: "org", reason: "误封" }));
    expect(r?.code).toBe("bad");
    expect(r?.message).toContain("abcd1111");
    expect(r?.message).toContain("abcd2222");
    const open = await store.db.ban.count({ where: { id: { startsWith: "abcd" }, liftedAt: null } });
    expect(open).toBe(2);
    const res = await admin("POST", "/admin/bans/abcd/lift", { reason: "误封" });
    expect(res.statusCode).toBe(400);
    expect((await book.lift("abcd1111", { by: "org", reason: "误封" })).map((b) => b.playerId)).toEqual(["p10"]);
    await book.lift("abcd2222", { by: "org", reason: "误封" });
  });
});

describe("APPEAL_WINDOW_HOURS (000 §二)", () => {
  it("defaults to 72 h, takes hours (fractions too), refuses what is not a positive number", () => {
    expect(appealWindowFromEnv({})).toBe(72 * H);
    expect(appealWindowFromEnv({ APPEAL_WINDOW_HOURS: "24" })).toBe(24 * H);
    expect(appealWindowFromEnv({ APPEAL_WINDOW_HOURS: "0.5" })).toBe(H / 2);
    for (const bad of ["0", "-3", "abc"])
      expect(() => appealWindowFromEnv({ APPEAL_WINDOW_HOURS: bad })).toThrow(/APPEAL_WINDOW_HOURS/);
  });
});
