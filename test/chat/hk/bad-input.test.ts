import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import type { Runtime } from "../../../src/boot/runtime.ts";
import type { Reply } from "../../../src/chat/inbound.ts";
import type { MockNetwork } from "../../../src/chat/mock-network.ts";
import { CORE_BOARD } from "../../../src/engine/families/forum-hk/deal.ts";
import { hkCard } from "../../../src/engine/roles/hk/pools.ts";
import type { GameState, RoleId } from "../../../src/engine/types.ts";
import { render } from "../../../src/vocab/msg.ts";
import type { PlayClock } from "../../../src/web/play-pace.ts";
import { hkStack, jumpToStage } from "./stack.ts";

const RULE_START = Date.UTC(2026, 2, 1, 5, 0);
const DEAL = Object.fromEntries(CORE_BOARD.map((id, i) => [String(i + 1), id])) as Record<string, RoleId>;
const seatOf = (id: string) => CORE_BOARD.indexOf(id as (typeof CORE_BOARD)[number]) + 1;
const PENGUIN = seatOf("penguin");
const OLD = seatOf("old_believer");
const SEER = seatOf("seer");

let net: MockNetwork;
let rt: Runtime;
let director: mock.ContactMock;
let stranger: mock.ContactMock;
let players: mock.ContactMock[];
let group: mock.RoomMock;
let gameId = "";
let clock: PlayClock;
/** Every reply the router returned, with what it answered (for the leak sweep at the end). */
const said: { to: string; text: string; input: string }[] = [];
let msgN = 0;

const bot = () => net.botUser.id;
const state = async () => (await rt.service.state(gameId)) as GameState;
const eventCount = () => rt.store.db.gameEvent.count({ where: { gameId } });
const events = async (type: string) =>
  (await rt.store.db.gameEvent.findMany({ where: { gameId, type }, orderBy: { seq: "asc" } })).map(
    (e) => e.data as Record<string, unknown>,
  );
const toOf = (r: Reply) => ("room" in r.to ? r.to.room : r.to.contact);

/**
 * Delivers `text` from `c` (a DM, or into `room`) with message id `id`, and returns what reached
 * `c` or the room: the router's own replies and, after the outbox is idle, the bot's wire messages.
 */
async function send(
  c: mock.ContactMock,
  text: string,
  room?: string,
  id = `brk-${++msgN}`,
): Promise<{ replies: string[]; wire: string[]; all: string }> {
  const since = net.wire.at(-1)?.seq ?? 0;
  const out = await rt.router.handle({
    id,
    from: { id: c.id, name: c.payload.name },
    room: room ? { id: room } : null,
    text,
  });
  for (const r of out) said.push({ to: toOf(r), text: render(r.text), input: text.slice(0, 40) });
  await rt.outbox.idle();
  await new Promise((r) => setTimeout(r, 150));
  await rt.outbox.idle();
  const wire = net.wire
    .filter((m) => m.seq > since && m.from === bot() && (m.to === c.id || (room && m.room === room)))
    .map((m) => m.text);
  const replies = out.map((r) => render(r.text));
  return { replies, wire, all: [...replies, ...wire].join("\n") };
}

/** Jumps the rule clock deadline by deadline, firing the timers due, until `stage` of `day` runs. */
const advanceTo = (stage: string, day: number) => jumpToStage({ rt, clock, gameId }, stage, day);

/** Nothing in player text may be English, a ruling number or an id. */
const FOREIGN = /HK\d+|[A-Za-z]{3,}|hk_p\d+|brk-\d+/;

beforeAll(async () => {
  let extras: mock.ContactMock[];
  ({ net, rt, clock, director, players, extras, group, gameId } = await hkStack({
    channel: "hk-bad-input",
    ids: "hk",
    deal: DEAL,
    seed: 27,
    ruleStartMs: RULE_START,
    extras: [["hk_stranger", "路人"]],
  }));
  stranger = extras[0];
  await rt.outbox.idle();
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

const P = (seat: number) => players[seat - 1];

describe("开局: DMs with bad arguments get a specific reply and change nothing", () => {
  it("冰冻 with odd seats: full-width, 0, 99, -1, two seats, emoji", async () => {
    const before = await eventCount();
    const fw = await send(P(PENGUIN), "冰冻 ３号");
    expect(fw.all).toContain("发动时间"); // read as 3, refused for the window
    const zero = await send(P(PENGUIN), "冰冻 0号");
    // 0 is a number: the engine's refusal (its window first, in 开局), never "看不懂".
    expect(zero.all).toContain("发动时间");
    const big = await send(P(PENGUIN), "冰冻 99号");
    expect(big.all).toContain("发动时间"); // the window is checked first (at night: "不是本局的座位号")
    const neg = await send(P(PENGUIN), "冰冻 -1");
    expect(neg.all).toContain("发动时间");
    expect(neg.all).not.toMatch(/没看懂/);
    const two = await send(P(PENGUIN), "冰冻 3号 4号");
    expect(two.all).toContain("只能选一个座位");
    const emoji = await send(P(PENGUIN), "冰冻 3号😀");
    expect(emoji.all).toContain("发动时间");
    expect(await eventCount()).toBe(before);
  });

  it("指定异端 with duplicates / self / too few is refused with the rule (HK: 7 seats)", async () => {
    const before = (await events("hk_acted")).length;
    const dup = await send(P(OLD), "指定异端 1号 1号 2号 3号 4号 5号 6号");
    expect(dup.all).toMatch(/重复|不同/);
    const self = await send(P(OLD), `指定异端 1号 2号 3号 4号 5号 6号 ${OLD}号`);
    expect(self.all).toMatch(/自己/);
    const few = await send(P(OLD), "指定异端 1号");
    expect(few.all).toMatch(/7/);
    const huge = await send(P(OLD), "指定异端 1号 2号 3号 4号 5号 6号 7号 99号");
    expect(huge.all.length).toBeGreaterThan(0);
    for (const x of [dup, self, few, huge]) expect(x.all).not.toMatch(FOREIGN);
    expect((await events("hk_acted")).length).toBe(before);
  });

  it("寻踪 / 诡辩 with unknown cards get the example", async () => {
    const t = await send(P(SEER), "寻踪 不存在的卡");
    expect(t.all).toMatch(/寻踪要写一个狼人阵营的身份名|没有|不能/);
  });

  it("遗言: empty, 600 chars, 10k chars", async () => {
    const empty = await send(P(SEER), "遗言");
    expect(empty.all).toContain("请把遗言写在");
    const mid = await send(P(SEER), `遗言 ${"我是预言家".repeat(120)}`);
    // A 遗言 may be a post's length (the seer is not out: he is told he has none to write yet).
    expect(mid.all).not.toContain("投5号");
    expect(mid.all).toMatch(/遗言/);
    const huge = await send(P(SEER), `遗言 ${"啊".repeat(10_000)}`);
    expect(huge.all).toContain("遗言太长（超过5000字）");
    expect(huge.all).not.toContain("投5号");
  });

  it("a vote by DM is sent to the thread, a kill in the thread is ignored without echo", async () => {
    const v = await send(P(SEER), "投票 5号");
    expect(v.all).toContain("投票要在群里");
    const before = await eventCount();
    const k = await send(P(1), "杀人 3号", group.id);
    // Nothing said in the thread about a kill (it would out the wolf): no echo at all.
    expect(k.replies.filter((t) => /杀/.test(t))).toEqual([]);
    // He is told, by DM only, that skills are not taken in the thread.
    const told = said.filter((x) => x.text.includes("技能请私聊我发动"));
    expect(told.map((x) => x.to)).toEqual([P(1).id]);
    expect(await eventCount()).toBe(before);
  });

  it("a non-player's DM act and thread vote change nothing", async () => {
    const before = await eventCount();
    const d = await send(stranger, "冰冻 3号");
    expect(d.all).toContain("不在进行中的对局");
    const v = await send(stranger, "投票 5号", group.id);
    expect(v.replies).toEqual([]);
    expect(await eventCount()).toBe(before);
  });

  it("a director's player act by DM is not answered as if he sat in no game", async () => {
    const d = await send(director, "冰冻 3号");
    // A director has no skill: he gets the directors' commands.
    expect(d.all).not.toContain("不在进行中的对局");
    expect(d.all).toMatch(/导演/);
  });
});

describe("directors' bad commands", () => {
  it("提速 25:00, 判负 外星人, 红牌 0号/99号, 代投 to 99号 — specific replies, no events", async () => {
    const before = await eventCount();
    const a = await send(director, "提速 25:00");
    expect(a.all).toContain("提速");
    const b = await send(director, "判负 外星人");
    expect(b.all).toContain("请写判负的阵营");
    const c = await send(director, "红牌 0号 捣乱");
    expect(c.all).toMatch(/1到14号/);
    const d = await send(director, "红牌 99号 捣乱");
    expect(d.all).toContain("本局只有1到14号");
    const e = await send(director, "代投 3号 99号");
    expect(e.all).toContain("没有执行"); // outside the ballot the window is named first
    expect(e.all).not.toMatch(FOREIGN);
    const f = await send(director, "红牌 3号 捣乱", group.id);
    // In the thread: the answer goes to the director by DM (applyRuling) — check it is not silent.
    expect(f.all.length).toBeGreaterThan(0);
    const cards = await events("hk_card");
    expect(cards.length).toBe(1);
    expect(await eventCount()).toBeGreaterThan(before);
  });

  it("替补 to the bot, to an already-seated player, to a stranger id with bad seat", async () => {
    const toBot = await send(director, `替补 5号 ${bot()}`);
    expect(toBot.all).toMatch(/不能|机器人|没有替补/);
    const seated = await send(director, "替补 5号 hk_p6");
    // Someone already seated cannot take a second seat.
    expect(seated.all).toMatch(/已经|已在|不能/);
    const dirSub = await send(director, "替补 5号 hk_dir");
    expect(dirSub.all).toMatch(/导演|不能/);
    const rows = await rt.store.db.seat.findMany({ where: { gameId }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => r.playerId)).toEqual(players.map((p) => p.id));
    for (const x of [toBot, seated, dirSub]) expect(x.all).not.toMatch(FOREIGN);
  });

  it("duplicate delivery of the same director message is one ruling and one answer", async () => {
    const before = (await events("hk_card")).length;
    const one = await send(director, "黄牌 4号 辱骂", undefined, "dup-yellow");
    const two = await send(director, "黄牌 4号 辱骂", undefined, "dup-yellow");
    expect((await events("hk_card")).length).toBe(before + 1);
    expect(one.all).toContain("已执行");
    // A redelivery should not be answered again (or at most the same answer): no "没有执行".
    expect(two.all).not.toContain("没有执行");
  });
});

describe("night and day 1: wrong channels, out players, deadlines", () => {
  let wolfRoom = "";
  beforeAll(async () => {
    await advanceTo("night", 0);
    const g = await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } });
    wolfRoom = g.wolfRoomId ?? "";
  }, 60_000);

  it("a non-pack seat typing a kill in the wolves' group changes nothing and is told why", async () => {
    expect(wolfRoom).not.toBe("");
    const before = (await events("hk_acted")).length;
    const x = await send(P(SEER), "杀人 3号", wolfRoom);
    expect((await events("hk_acted")).length).toBe(before);
    expect(x.all.length).toBeGreaterThan(0);
    // The refusal may go to the seer by DM, never into the wolves' room naming his card.
    const inRoom = net.wire
      .filter((m) => m.room === wolfRoom && m.from === bot())
      .map((m) => m.text)
      .join("\n");
    expect(inRoom).not.toContain("预言家");
  });

  it("冰冻 -1 / 99 at night; duplicate delivery of one act", async () => {
    const before = (await events("hk_acted")).length;
    const big = await send(P(PENGUIN), "冰冻 99号");
    expect(big.all).toContain("不是本局的座位号");
    expect(big.all).not.toMatch(FOREIGN);
    await send(P(PENGUIN), "冰冻 3号", undefined, "dup-freeze");
    const again = await send(P(PENGUIN), "冰冻 3号", undefined, "dup-freeze");
    expect((await events("hk_acted")).length).toBe(before + 1);
    expect(again.all).not.toMatch(/不能|已经/);
  });

  it("votes at night are refused by DM; thread posts from non-players ignored", async () => {
    const v = await send(P(2), "投票 5号", group.id);
    expect(v.replies).toEqual([]); // never answered in the thread
    expect(v.wire.join("\n")).toMatch(/投票/);
  });

  it("votes at day 1: odd seats in the thread; at the exact deadline", async () => {
    await advanceTo("noon", 1);
    const z = await send(P(2), "投票 0号", group.id);
    expect(z.all).toContain("不在1到14号之间");
    const two = await send(P(2), "投票 3号 4号", group.id);
    expect(two.all).toMatch(/只能投一个|一个座位/);
    const bare = await send(P(2), "投票", group.id);
    expect(bare.all).toMatch(/投票对象|座位号/);
    const emoji = await send(P(2), "投票 😀😀😀", group.id);
    expect(emoji.all).toContain("看不懂");
    // Out player (a red card now) posts, twice: reported once.
    await send(director, "红牌 12号 场外交流");
    const o1 = await send(P(12), "投票 5号", group.id);
    const o2 = await send(P(12), "投票 5号", group.id);
    expect(o1.all).toContain("红牌罚下");
    expect(o2.all).toContain("红牌罚下");
    const ballots = (await events("hk_ballot")).filter((e) => (e.ballot as { seat: number }).seat === 12);
    expect(ballots).toEqual([]);
    // The exact close: the deadline's own ms.
    const s = await state();
    const close = s.timers.find((t) => t.kind === "hk_close");
    expect(close).toBeDefined();
    if (close) {
      clock.jumpTo(close.dueMs);
      const at = await send(P(6), "投票 5号", group.id);
      const taken = (await events("hk_ballot")).some((e) => (e.ballot as { seat: number }).seat === 6);
      // Either kept or refused with a reason — never silent. (Today: refused, "每天 09:00 开始投票，关门截止".)
      expect(taken || at.all.length > 0).toBe(true);
      await rt.service.handle(gameId, { type: "timeout", timerId: close.id });
      await rt.outbox.idle();
      const late = await send(P(7), "投票 5号", group.id);
      expect(late.all).toMatch(/截止|已关门|不是投票时间|时间/);
    }
  });
});

describe("the timed game's judge controls typed by a forum-hk director", () => {
  it("暂停 / 跳过 / 更正 / 踢出 / 作废 are refused for a forum-hk game with 导演指令, and change nothing", async () => {
    const before = await state();
    const replies: string[] = [];
    for (const t of ["暂停", "继续", "延时30秒", "跳过", "更正5号 投3", "踢出5号 捣乱", "确认", "作废 测试", "确认"]) {
      const r = await send(director, t);
      replies.push(`${t} → ${r.all}`);
    }
    const after = await state();
    // None is a forum-hk director command: each gets the directors' commands, nothing asks 确认.
    expect(replies.join("\n")).not.toContain("回复“确认”执行");
    expect(after.phase).toEqual(before.phase);
    expect(after.seats.map((x) => x.alive)).toEqual(before.seats.map((x) => x.alive));
  });
});

describe("no leaks, no foreign words in anything sent to players", () => {
  it("player-facing text: no English, ruling numbers or ids", () => {
    const dir = director.id;
    const bad = [
      ...said.filter((r) => r.to !== dir).map((r) => `${r.input} → ${r.text}`),
      ...net.wire.filter((m) => m.from === bot() && m.to !== dir).map((m) => m.text),
    ].filter((t) => FOREIGN.test(t.replace(/^.*? → /, "")));
    expect(bad).toEqual([]);
  });

  it("the thread and the wolves' group name no unpublished card of a seat", async () => {
    const s = await state();
    const g = await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } });
    const names = s.seats.map((x) => ({ seat: x.seat, name: hkCard(x.role)?.name ?? "" }));
    const leaks: string[] = [];
    for (const m of net.wire.filter((w) => w.from === bot() && (w.room === group.id || w.room === g.wolfRoomId))) {
      for (const n of names)
        if (n.name && new RegExp(`${n.seat}号[^\\n]{0,6}${n.name}`).test(m.text)) leaks.push(m.text);
    }
    for (const r of said.filter((x) => x.to === group.id))
      for (const n of names) if (n.name && r.text.includes(n.name)) leaks.push(r.text);
    expect(leaks).toEqual([]);
  });
});
