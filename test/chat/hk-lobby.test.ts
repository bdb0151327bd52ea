/**
 * Issue 27 items 2 and 4 (forum-hk, seed 002): a forum-hk room through the real stack — Wechaty on
 * the mocked network, the router, the lobby, RoomService, GameService on a PGlite copy — and the
 * app side of its last words (HK66, HK67) through GameService and ForumDays on the same store:
 * - `开房 空洞骑士` opens the fixed 14-seat board with the calendar, vote post and last words in
 *   player words; a board word forum-hk has not is answered with its boards; 14 sign-ups, `加导演`,
 *   `开始` → a forum-hk game of 14 seats on `forum-hk-core`, the calendar fields set;
 * - `开房 空洞骑士 抽卡` opens the pool board (HK1–HK3), says the draw takes only built cards, and its
 *   start draws a 14-seat deal the pools allow;
 * - last words of night 1's outs and a 晨曦 out are published once at day 1's opening, in out
 *   order (HK66, HK67); a red-card out's `遗言` is refused with its reason (HK62, HK67); a close
 *   cards the seats under 002 潜水's post quota (the app's, HK63), once.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import { ForumDays } from "../../src/app/forum-days.ts";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { CORE_BOARD, checkDeal } from "../../src/engine/families/forum-hk/deal.ts";
import { HK_IMPLEMENTED } from "../../src/engine/roles/hk/index.ts";
import { HK_CARDS, hkCard } from "../../src/engine/roles/hk/pools.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { pgliteCopy } from "../pglite-template.ts";

const SPEED = 1800;
/** 10:00 Asia/Shanghai on Monday 2026-03-02: 开局 runs to 21:00 that day, day 1 opens on 03-03. */
const RULE_START = Date.UTC(2026, 2, 2, 2, 0);

let net: MockNetwork;
let rt: Runtime;
let days: ForumDays;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = new PlayClock(SPEED, RULE_START);
clock.slow();

const bot = () => net.botUser.id;
const post = async (c: mock.ContactMock, room: mock.RoomMock, text: string) => {
  c.say(text).to(room);
  await sleep(40);
};
const said = (room: mock.RoomMock, re: RegExp, timeout = 20_000) =>
  net.waitFor((m) => m.room === room.id && m.from === bot() && re.test(m.text), timeout);

/** A match group with a judge, a second director and 14 players. */
function table(tag: string) {
  const judge = net.contact(`hk_${tag}_judge`, "导演甲");
  const director = net.contact(`hk_${tag}_dir`, "导演乙");
  const players = Array.from({ length: 14 }, (_, i) => net.contact(`hk_${tag}_p${i + 1}`, `玩家${i + 1}`));
  const group = net.room(`空洞骑士群${tag}`, [judge, director, ...players]);
  return { judge, director, players, group };
}

beforeAll(async () => {
  net = new MockNetwork();
  rt = await startRuntime({
    log: pino({ level: process.env.HK_LOG ?? "silent" }),
    speed: SPEED,
    anchor: clock.anchor(),
    bot: { bot: net.bot, network: net },
    seed: () => 5,
    judges: null,
    outboxPollMs: 100,
    dataDir: await pgliteCopy(),
    channel: "hk-lobby",
  });
  days = new ForumDays(rt.store.db, rt.service, pino({ level: "silent" }));
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

describe("a forum-hk room (issue 27 item 2)", () => {
  it("开房 空洞骑士: the fixed 14-seat board in player words; 14 sign-ups, 加导演, 开始 → a forum-hk game of 14 seats", async () => {
    const t = table("core");
    // A board word forum-hk does not have is answered with its boards, and no room opens.
    await post(t.judge, t.group, "开房 空洞骑士 乱写");
    const bad = await said(t.group, /空洞骑士规则没有/);
    expect(bad.text).toContain("空洞骑士规则可选：固定板、抽卡板");
    await post(t.judge, t.group, "开房 空洞骑士 444预女猎白");
    expect((await said(t.group, /空洞骑士规则不玩/)).text).toContain("空洞骑士规则不玩444预女猎白");
    expect(await rt.rooms.openRoom(t.group.id)).toBeNull();

    await post(t.judge, t.group, "开房 空洞骑士");
    const opening = (await said(t.group, /开房：空洞骑士/)).text;
    for (const w of [
      "固定板",
      "14人",
      "空洞骑士』规则",
      "09:00",
      "21:00",
      "20:00",
      "投票对象：12号",
      "遗言 ……",
      "加导演",
    ])
      expect(opening, w).toContain(w);
    // The fixed board's cards are public (002 头部); nothing of ranked play or forum-25's rules.
    expect(opening).toContain("狼王");
    expect(opening).not.toMatch(/明星大侦探|督察|警长|HK\d/);
    const room = await rt.rooms.openRoom(t.group.id);
    expect(room?.ruleset.id).toBe("forum-hk");
    expect(room?.board).toMatchObject({ id: "forum-hk-core", seats: 14 });

    await post(t.judge, t.group, `加导演 ${t.director.id}`);
    // Added by contact id, he is named as WeChat names him, not by his id.
    const added = (await said(t.group, /成为本局导演/)).text;
    expect(added).toContain("导演乙");
    expect(added).not.toContain(t.director.id);
    for (const p of t.players) await post(p, t.group, "报名");
    await said(t.group, /14\/14/);
    await post(t.director, t.group, "开始");
    const game = await waitForGame(t.group.id);
    expect(game.ruleset).toBe("forum-hk");
    expect(game.board).toBe("forum-hk-core");
    expect(game.judgeId).toBe(t.judge.id);
    expect(game.directors).toStrictEqual([t.director.id]);
    expect(game.seats).toHaveLength(14);
    expect(game.seats.every((x) => x.playerId !== null)).toBe(true);
    const st = (await rt.service.state(game.id)) as GameState;
    expect(st.setup).toMatchObject({ startAt: "2026-03-02T10:00", tz: "Asia/Shanghai", utcOffsetMin: 480 });
    expect(checkDeal("forum-hk-core", st.setup.deal).ok).toBe(true);
    expect(st.phase).toMatchObject({ kind: "hk", stage: "start" });
  }, 60_000);

  it("开房 空洞骑士 抽卡: the pool board, drawn from all 60 cards (no card missing is said), 14 seats the pools allow", async () => {
    const t = table("draw");
    await post(t.judge, t.group, "开房 空洞骑士 抽卡");
    const opening = (await said(t.group, /开房：空洞骑士/)).text;
    expect(opening).toContain("抽卡板");
    // Issue 28: every card of the pools is built — nothing is left out of the draw.
    expect(HK_IMPLEMENTED).toHaveLength(HK_CARDS.length);
    expect(opening).not.toContain("没有做好");
    expect((await rt.rooms.openRoom(t.group.id))?.board).toMatchObject({ id: "forum-hk", seats: 14 });
    for (const p of t.players) await post(p, t.group, "报名");
    await said(t.group, /14\/14/);
    await post(t.judge, t.group, "开始");
    const game = await waitForGame(t.group.id);
    expect(game.board).toBe("forum-hk");
    expect(game.seats).toHaveLength(14);
    const st = (await rt.service.state(game.id)) as GameState;
    expect(checkDeal("forum-hk", st.setup.deal).ok).toBe(true);
    for (const x of st.seats) expect(HK_IMPLEMENTED, `${x.seat} ${x.role}`).toContain(x.role);
    expect(st.seats.every((x) => hkCard(x.role) !== undefined)).toBe(true);
  }, 60_000);
});

/**
 * Jumps the rule clock to `gameId`'s next deadline and fires the timers then due, as their jobs
 * would (test/forum-jumps.ts), until `done(state)`; the runtime's own fires of them are stale.
 */
async function jumpUntil(gameId: string, done: (st: GameState) => boolean): Promise<GameState> {
  for (let i = 0; i < 60; i++) {
    const st = (await rt.service.state(gameId)) as GameState;
    if (done(st)) return st;
    const due = Math.min(...st.timers.filter((x) => x.kind !== "nudge").map((x) => x.dueMs));
    clock.jumpTo(Math.max(due, clock.now()));
    for (const x of st.timers.filter((y) => y.dueMs <= due).sort((a, b) => a.dueMs - b.dueMs))
      await rt.service.handle(gameId, { type: "timeout", timerId: x.id });
  }
  const st = (await rt.service.state(gameId)) as GameState;
  throw new Error(`the game never got there: ${st.label} ${JSON.stringify(st.phase).slice(0, 80)} ${st.winner}`);
}

const stageIs = (stage: string, day: number) => (st: GameState) =>
  st.phase.kind === "hk" && st.phase.stage === stage && st.phase.day === day;

describe("last words of a forum-hk game (HK66, HK67; issue 27 item 4)", () => {
  let gameId = "";
  const act = async (cmd: Command) => {
    const r = await rt.service.handle(gameId, cmd);
    expect(r.ok, JSON.stringify(r)).toBe(true);
  };
  const rows = () => lastWordsRows(gameId);

  beforeAll(async () => {
    // The fixed board in its listed order: 1 狼王 … 6 女巫, 9 猎人, 12 乌鸦, 13 宗教老爷爷, 14 粉丝.
    const deal = Object.fromEntries(CORE_BOARD.map((id, i) => [String(i + 1), id]));
    const g = await rt.service.createGame({
      ruleset: "forum-hk",
      board: "forum-hk-core",
      deal: deal as Record<string, never>,
      seed: 3,
      matchGroupId: "hk-last-words@chatroom",
      judgeId: "hk_lw_judge",
    });
    if (!g.ok) throw new Error(render(g.msg));
    gameId = g.gameId;
    await jumpUntil(gameId, stageIs("night", 0));
    // Night 1: a red card puts 7 out at once without last words (HK136, HK62); the king's charge
    // (HK69: no pack kill on night 1) takes the hunter, the witch poisons 12; at dawn the hunter shoots 13.
    await act({ type: "judge", ruling: "card", seat: 7, value: "red", reason: "场外" });
    await act({ type: "act", seat: 1, act: "charge", target: 9 });
    await act({ type: "act", seat: 6, act: "poison", target: 12 });
    await jumpUntil(gameId, stageIs("dawn", 0));
    await act({ type: "act", seat: 9, act: "shoot", target: 13 });
  }, 60_000);

  it("night 1's outs and a 晨曦 out write by DM until 09:00; day 1's opening publishes them once, in out order; a red card's 遗言 is refused", async () => {
    let st = (await rt.service.state(gameId)) as GameState;
    const owed = st.record.deaths.filter((d) => d.lastWords).map((d) => d.seat);
    expect(owed.slice(0, 3)).toEqual([9, 12, 13]);
    expect(st.record.deaths.find((d) => d.seat === 13)).toMatchObject({ at: "D1", stage: "dawn", lastWords: true });
    expect(st.record.deaths[0]).toMatchObject({ seat: 7, cause: "red_card", lastWords: false });

    // Written in another order than the outs'; 12 changes his before the opening.
    for (const seat of [...owed].reverse())
      expect(await days.writeLastWords(gameId, st, seat, `${seat}号：我是好人`)).toBeNull();
    expect(await days.writeLastWords(gameId, st, 12, "12号：改一下，投3号")).toBeNull();
    expect(render((await days.writeLastWords(gameId, st, 7, "我想说两句")) ?? "")).toMatch(/没有遗言权：红牌罚下/);
    expect(render((await days.writeLastWords(gameId, st, 2, "我还活着")) ?? "")).toMatch(/还没有出局/);
    expect(days.postsAtOnce(st, 9)).toBe(false);
    expect(await rows()).toEqual([]);

    st = await jumpUntil(gameId, stageIs("noon", 1));
    await days.catchUp(gameId);
    await days.catchUp(gameId); // a re-drive publishes nothing twice
    const want = owed.map((seat) =>
      seat === 12 ? "12号的遗言：\n12号：改一下，投3号" : `${seat}号的遗言：\n${seat}号：我是好人`,
    );
    expect(await rows()).toEqual(want);
    expect((await rows()).some((t) => t.includes("7号"))).toBe(false);
    expect(render((await days.writeLastWords(gameId, st, 9, "再补一句")) ?? "")).toMatch(/已经公示/);
  }, 60_000);
});

/** The last-words posts of a game's outbox, in order. */
async function lastWordsRows(gameId: string): Promise<string[]> {
  const rows = await rt.store.db.outboxMessage.findMany({
    where: { gameId, key: { startsWith: "lastwords-" } },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => render(storedMsg(r)));
}

describe("a duel's out and the closes of a forum-hk game (HK67, HK63)", () => {
  it("a 正午 duel's out posts his last words that day, as he sends them, once (骑士 「算入当日讨论日」)", async () => {
    const deal = {
      1: "wolf_witch",
      2: "gargoyle",
      3: "knight",
      4: "seer",
      5: "penguin",
      6: "crow",
      7: "psychic",
      8: "medium",
    };
    const g = await rt.service.createGame({
      ruleset: "forum-hk",
      board: "custom",
      deal: deal as unknown as Record<string, never>,
      seed: 1,
      matchGroupId: "hk-duel@chatroom",
      judgeId: "hk_duel_judge",
    });
    if (!g.ok) throw new Error(render(g.msg));
    await jumpUntil(g.gameId, stageIs("noon", 1));
    expect((await rt.service.handle(g.gameId, { type: "act", seat: 3, act: "duel", target: 1 })).ok).toBe(true);
    const st = (await rt.service.state(g.gameId)) as GameState;
    expect(st.record.deaths).toEqual([{ seat: 1, at: "D1", cause: "duel", lastWords: true, stage: "noon" }]);
    expect(days.postsAtOnce(st, 1)).toBe(true);
    expect(await days.writeLastWords(g.gameId, st, 1, "我是狼，输得心服口服")).toBeNull();
    expect(await lastWordsRows(g.gameId)).toEqual(["1号的遗言：\n我是狼，输得心服口服"]);
    expect(render((await days.writeLastWords(g.gameId, st, 1, "再说一句")) ?? "")).toMatch(/已经公示/);
    await jumpUntil(g.gameId, stageIs("noon", 2));
    await days.catchUp(g.gameId);
    expect(await lastWordsRows(g.gameId)).toHaveLength(1);
  }, 60_000);

  it("002 潜水 (the app's, HK63): day 1's close cards every living seat with fewer than 5 posts, once; 5 posts are enough", async () => {
    const deal = Object.fromEntries(CORE_BOARD.map((id, i) => [String(i + 1), id]));
    const g = await rt.service.createGame({
      ruleset: "forum-hk",
      board: "forum-hk-core",
      deal: deal as Record<string, never>,
      seed: 4,
      matchGroupId: "hk-quota@chatroom",
      judgeId: "hk_quota_judge",
      players: CORE_BOARD.map((_, i) => ({ seat: i + 1, contactId: `hk_quota_p${i + 1}`, name: `玩家${i + 1}` })),
    });
    if (!g.ok) throw new Error(render(g.msg));
    await jumpUntil(g.gameId, stageIs("noon", 1));
    // Seat 1 posts five times on day 1 (one message delivered twice counts once), seat 2 four times.
    for (const [seat, ids] of [
      [1, ["a", "b", "c", "d", "e", "e"]],
      [2, ["f", "g", "h", "i"]],
    ] as const)
      for (const id of ids) await days.posts.count(g.gameId, seat, 1, `q-${seat}-${id}`);
    await jumpUntil(g.gameId, stageIs("noon", 2));
    await days.catchUp(g.gameId);
    await days.catchUp(g.gameId); // a re-drive gives no card twice
    const st = (await rt.service.state(g.gameId)) as GameState;
    const quota = (await rt.store.db.gameEvent.findMany({ where: { gameId: g.gameId, type: "judge_acted" } }))
      .map((e) => e.data as { seat: number; reason?: string })
      .filter((e) => e.reason?.startsWith("潜水"));
    const carded = quota.map((e) => e.seat).sort((a, b) => a - b);
    expect(carded).not.toContain(1);
    expect(carded).toContain(2);
    expect(new Set(carded).size).toBe(carded.length);
    expect(quota.find((e) => e.seat === 2)?.reason).toBe("潜水：第1天发帖不足5帖");
    // Every seat living at the close but seat 1 (the automatic yellow for no ballot is the engine's, HK63).
    expect(carded.length).toBeGreaterThanOrEqual(st.seats.filter((x) => x.alive).length - 1);
  }, 60_000);
});

/** The game a room's `开始` created (GameService commits before the lobby answers). */
async function waitForGame(matchGroupId: string) {
  for (let i = 0; i < 100; i++) {
    const g = await rt.store.db.game.findFirst({ where: { matchGroupId }, include: { seats: true } });
    if (g) return g;
    await sleep(100);
  }
  throw new Error(
    `no game in ${matchGroupId}: ${net.wire
      .filter((m) => m.room === matchGroupId)
      .slice(-3)
      .map((m) => m.text)
      .join(" / ")}`,
  );
}
