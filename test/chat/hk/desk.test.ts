import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import type { Runtime } from "../../../src/boot/runtime.ts";
import type { MockNetwork } from "../../../src/chat/mock-network.ts";
import { CORE_BOARD } from "../../../src/engine/families/forum-hk/deal.ts";
import type { GameState, RoleId } from "../../../src/engine/types.ts";
import type { PlayClock } from "../../../src/web/play-pace.ts";
import { hkStack, jumpToStage } from "./stack.ts";

/** 13:00 Asia/Shanghai on 2026-03-01: 开局 until 21:00 (C₀), night 1 from 21:20, day 1 opens 03-02 09:00. */
const RULE_START = Date.UTC(2026, 2, 1, 5, 0);
/** The core board in seat order: 1 狼王 … 8 企鹅 … 13 宗教老爷爷, 14 粉丝. */
const DEAL = Object.fromEntries(CORE_BOARD.map((id, i) => [String(i + 1), id])) as Record<string, RoleId>;
const seatOf = (id: string) => CORE_BOARD.indexOf(id as (typeof CORE_BOARD)[number]) + 1;

let net: MockNetwork;
let rt: Runtime;
let director: mock.ContactMock;
let players: mock.ContactMock[];
let group: mock.RoomMock;
let gameId = "";
let clock: PlayClock;

const bot = () => net.botUser.id;
const dmsTo = (c: mock.ContactMock) => net.wire.filter((m) => m.from === bot() && m.to === c.id).map((m) => m.text);
const waitDm = (c: mock.ContactMock, re: RegExp) =>
  net.waitFor((m) => m.from === bot() && m.to === c.id && re.test(m.text), 20_000);
const waitGroup = (re: RegExp) =>
  net.waitFor((m) => m.from === bot() && m.room === group.id && re.test(m.text), 20_000);
const dmBot = (c: mock.ContactMock, text: string) => c.say(text).to(net.botUser);
/** DMs the bot and resolves with its first DM back after it that matches `re` (narration may DM him meanwhile). */
const ask = (c: mock.ContactMock, text: string, re: RegExp) => {
  const since = net.wire.at(-1)?.seq ?? 0;
  dmBot(c, text);
  return net.waitFor((m) => m.from === bot() && m.to === c.id && re.test(m.text), 20_000, since);
};
const post = (c: mock.ContactMock, text: string) => c.say(text).to(group);
const events = async (type: string) =>
  (await rt.store.db.gameEvent.findMany({ where: { gameId, type }, orderBy: { seq: "asc" } })).map(
    (e) => e.data as Record<string, unknown>,
  );
/** Resolves once `cond` holds (the router's command committed), polling the store. */
async function until(cond: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}
const state = async () => (await rt.service.state(gameId)) as GameState;
/** Jumps the rule clock deadline by deadline, firing the timers due, until `stage` of `day` runs. */
const advanceTo = (stage: string, day: number) => jumpToStage({ rt, clock, gameId }, stage, day);

beforeAll(async () => {
  ({ net, rt, clock, director, players, group, gameId } = await hkStack({
    channel: "hk-desk",
    ids: "hk",
    deal: DEAL,
    seed: 27,
    ruleStartMs: RULE_START,
  }));
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

describe("开局 (S): DM acts, refusals with their rule, directors' cards", () => {
  beforeAll(async () => {
    await dmBot(players[seatOf("old_believer") - 1], "指定异端 1号 2号 3号 4号 5号 6号 7号");
    await until(async () => (await events("hk_acted")).length === 1, "the heretics");
    await ask(players[seatOf("fan") - 1], `追随 ${seatOf("fan")}号`, /不能指定自己/);
    await ask(players[seatOf("penguin") - 1], "冰冻 3号", /发动时间/);
    await ask(director, "黄牌 3号 发言辱骂其他玩家", /已执行：3号黄牌/);
    await ask(director, `红牌 ${seatOf("attendant")}号 多次场外交流`, /已执行：10号红牌/);
  }, 60_000);

  it("an accepted act by its Chinese name is an hk_acted event (指定异端, 7 seats)", async () => {
    expect(await events("hk_acted")).toMatchObject([
      { seat: seatOf("old_believer"), act: "heretics", target: [1, 2, 3, 4, 5, 6, 7] },
    ]);
  });

  it("a refused act is answered by DM with the rule: the wrong target, the wrong window", () => {
    expect(dmsTo(players[seatOf("fan") - 1])).toContain("“追随”不能指定自己。");
    const penguin = dmsTo(players[seatOf("penguin") - 1]).join("\n");
    expect(penguin).toContain("现在不是“冰冻”的发动时间");
    expect(penguin).toContain("要在夜里发动");
  });

  it("a director's 黄牌 and 红牌 are judge commands (hk_card events); a red in 开局 puts the seat out", async () => {
    expect(await events("hk_card")).toMatchObject([
      { seat: 3, colours: ["yellow"] },
      { seat: seatOf("attendant"), colours: ["red"] },
    ]);
    expect((await state()).seats[seatOf("attendant") - 1].alive).toBe(false);
  });

  it("帮助 answers with the seat's own card; 状态 with the public board", async () => {
    const penguin = players[seatOf("penguin") - 1];
    const help = await ask(penguin, "帮助", /^你是8号/);
    expect(help.text).toContain("冰冻 X号");
    const board = await ask(penguin, "状态", /^现在：/);
    expect(board.text).toContain("现在：开局阶段。");
    expect(board.text).toContain("03-01 21:00 开局阶段结束");
    expect(board.text).toContain("3号黄牌");
    // Not yet published (HK66): the red-carded seat is not listed as out before the opening.
    expect(board.text).toContain("已出局：无。");
    expect(board.text).not.toMatch(/企鹅|侍从/);
  });
});

describe("night 1 and day 1: a night act, ballots in the thread, 代投, an out player's post", () => {
  beforeAll(async () => {
    await advanceTo("night", 0);
    await dmBot(players[seatOf("penguin") - 1], "冰冻 3号");
    await until(async () => (await events("hk_acted")).some((e) => e.act === "freeze"), "the freeze");
    await advanceTo("noon", 1);
    await post(players[0], "我想了很久。\n投票 5号\n他昨天踩错人了");
    await until(async () => (await events("hk_ballot")).length === 1, "seat 1's ballot");
    await post(players[1], "投票：饺子");
    await waitGroup(/^2号：这一帖没有算作投票/);
    await ask(director, "代投 3号 5号", /已执行：代投 3号/);
    await post(players[seatOf("attendant") - 1], "我还想说两句");
    await waitDm(director, /已出局的10号在讨论帖发言/);
  }, 90_000);

  it("冰冻 3号 at night is accepted (an hk_acted event)", async () => {
    expect((await events("hk_acted")).find((e) => e.act === "freeze")).toMatchObject({
      seat: seatOf("penguin"),
      target: 3,
    });
  });

  it("a vote post in the thread is an hk ballot; the director's 代投 is a proxy ballot", async () => {
    const ballots = (await events("hk_ballot")).map((e) => e.ballot);
    expect(ballots).toEqual([
      { seat: 1, target: 5, change: null },
      { seat: 3, target: 5, change: null, proxy: true },
    ]);
  });

  it("a malformed vote post is answered in the thread with its line, and is no ballot", () => {
    const reply = net.wire.find((m) => m.room === group.id && m.text.startsWith("2号：")) ?? { text: "" };
    expect(reply.text).toContain("第1行的投票对象「饺子」看不懂");
    expect(reply.text).toContain("格式：投票 5号");
  });

  it("an out player's post is reported to the directors, and he is told", () => {
    expect(dmsTo(director).some((t) => t.includes("已出局的10号在讨论帖发言"))).toBe(true);
    expect(dmsTo(players[seatOf("attendant") - 1])).toContain(
      "你已出局，不能再在讨论帖发言（出局后不能继续参与讨论），已报告导演。",
    );
  });

  it("遗言 by DM is kept only with the right to it (HK67: a red-card out has none)", async () => {
    const carded = players[seatOf("attendant") - 1];
    const reply = await ask(carded, "遗言 我是好人", /遗言权/);
    expect(reply.text).toBe("你没有遗言权：红牌罚下出局的角色没有遗言。");
  });

  it("a director's 状态 shows the board with every card; a player's shows the published outs only", async () => {
    const board = await ask(director, "状态", /身份（仅导演可见）/);
    expect(board.text).toContain("现在：第1天白天");
    expect(board.text).toContain("10号 侍从（出局）");
    const seer = players[seatOf("seer") - 1];
    const mine = await ask(seer, "状态", /^现在：/);
    expect(mine.text).toContain("已出局：10号。");
    expect(mine.text).toContain("03-02 21:00 关门（投票截止）");
    expect(mine.text).not.toContain("身份");
  });
});

describe("替补 (002 替补): a director seats a substitute, once per character", () => {
  const sub = () => net.contact("hk_sub", "替补小明");
  const sub2 = () => net.contact("hk_sub2", "替补小红");
  let seat = 0;
  beforeAll(async () => {
    sub();
    sub2();
    // A [群内] wolf: the substitute also takes his place in the wolves' group (HK132).
    seat = seatOf("wolf_king");
    await ask(director, `替补 ${seat}号 hk_sub`, /已执行：\d+号由替补玩家接替/);
  }, 60_000);

  it("the seat's player is the substitute; he gets the card's help and the seat's DMs; the thread is told", async () => {
    const row = await rt.store.db.seat.findFirstOrThrow({ where: { gameId, seat } });
    expect(row.playerId).toBe("hk_sub");
    const welcome = await waitDm({ id: "hk_sub" } as mock.ContactMock, /^你替补/);
    expect(welcome.text).toContain(`你替补${seat}号继续游戏（继承前任的角色、身份、行动和判罚）`);
    expect(welcome.text).toContain(`你是${seat}号，你的身份是：狼王`);
    await waitGroup(new RegExp(`^${seat}号由替补玩家接替。$`));
    expect((await events("seat_substituted")).map((e) => e.seat)).toEqual([seat]);
  });

  it("he takes the seat's place in the wolves' group, the former player leaves it", async () => {
    const game = await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } });
    const room = game.wolfRoomId as string;
    const members = () => net.mocker.roomPayload(room).memberIdList;
    await until(async () => members().includes("hk_sub") && !members().includes(players[seat - 1].id), "room swap");
    expect(members()).toContain("hk_sub");
  });

  it("a second substitute for the same character is refused with the rule (每名角色仅限更换一次替补)", async () => {
    const r = await ask(director, `替补 ${seat}号 hk_sub2`, /没有替补/);
    expect(r.text).toContain("每名角色只能更换一次替补");
    const row = await rt.store.db.seat.findFirstOrThrow({ where: { gameId, seat } });
    expect(row.playerId).toBe("hk_sub");
  });
});
