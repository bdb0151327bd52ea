/**
 * Issue 28 (forum-hk step 2): the cards whose words pass through the app and the directors, typed
 * through the chat on the real stack — 天师's question to the directors and their `回答` (HK118),
 * 摄魂师's words at the opening (HK120), 占星师's 占星 and 命运洪流 (HK122), the 警队's 刑侦 (HK91, HK142).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import type { Runtime } from "../../../src/boot/runtime.ts";
import type { MockNetwork } from "../../../src/chat/mock-network.ts";
import type { PlayClock } from "../../../src/web/play-pace.ts";
import { hkStack, jumpToStage } from "./stack.ts";

/** 13:00 Asia/Shanghai on 2026-03-01: 开局 until 21:00 (C₀), night 1 from 21:20, day 1 opens 03-02 09:00. */
const RULE_START = Date.UTC(2026, 2, 1, 5, 0);
const DEAL = {
  "1": "wolf_witch",
  "2": "seer",
  "3": "taoist",
  "4": "soul_caller",
  // Two [群内] wolves: a wolves' group of one member cannot be made on the mock network.
  "5": "wolf_king",
  "6": "police",
  "7": "astrologer",
  "8": "police",
};

let net: MockNetwork;
let rt: Runtime;
let director: mock.ContactMock;
let players: mock.ContactMock[];
let group: mock.RoomMock;
let gameId = "";
let clock: PlayClock;

const bot = () => net.botUser.id;
const dmsTo = (c: mock.ContactMock) => net.wire.filter((m) => m.from === bot() && m.to === c.id).map((m) => m.text);
const groupPosts = () => net.wire.filter((m) => m.from === bot() && m.room === group.id).map((m) => m.text);
const waitDm = (c: mock.ContactMock, re: RegExp) =>
  net.waitFor((m) => m.from === bot() && m.to === c.id && re.test(m.text), 20_000);
const dmBot = (c: mock.ContactMock, text: string) => c.say(text).to(net.botUser);
/** DMs the bot and resolves with its first DM back after it that matches `re`. */
const ask = (c: mock.ContactMock, text: string, re: RegExp) => {
  const since = net.wire.at(-1)?.seq ?? 0;
  dmBot(c, text);
  return net.waitFor((m) => m.from === bot() && m.to === c.id && re.test(m.text), 20_000, since);
};
const seat = (n: number) => players[n - 1];
const advanceTo = (stage: string, day: number) => jumpToStage({ rt, clock, gameId }, stage, day);

beforeAll(async () => {
  ({ net, rt, clock, director, players, group, gameId } = await hkStack({
    channel: "hk-relays",
    ids: "hkr",
    deal: DEAL,
    seed: 28,
    ruleStartMs: RULE_START,
    board: "custom",
  }));
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

describe("night 1: 通天 to the directors, 摄魂, 刑侦 told to the team, 占星", () => {
  beforeAll(async () => {
    await advanceTo("night", 0);
    await ask(seat(3), "通天 1号是狼人吗", /已收到：通天（问题：1号是狼人吗）/);
    await waitDm(director, /3号（天师）通天提问：“1号是狼人吗”/);
    await ask(director, "回答 3号 大概吧", /回答 3号 是/);
    await ask(director, "回答 5号 是", /没有执行.*5号现在没有等待回答的通天问题/);
    await director.say("回答 3号 否").to(group);
    await waitDm(director, /通天的回答请私聊我/);
    await ask(director, "回答 3号 是", /已执行：回答3号的通天：是/);
    await ask(seat(4), "摄魂 5号 熊咆哮了", /已收到：摄魂 5号（公布内容：熊咆哮了）/);
    await ask(seat(4), `摄魂 5号 ${"字".repeat(51)}`, /“摄魂”的选项不对：请写1到50个字。/);
    await ask(seat(6), "刑侦 1号", /已收到：刑侦 1号/);
    await waitDm(seat(8), /警队：6号发起刑侦 1号/);
    await ask(seat(7), "占星 2号", /已收到：占星 2号/);
    await advanceTo("noon", 1);
    await waitDm(seat(3), /通天：导演回答你的问题——是/);
  }, 120_000);

  it("HK118: the question reaches the director by DM, never the thread; a bad or misplaced answer changes nothing", () => {
    expect(dmsTo(director).join("\n")).toContain("请私聊我“回答 3号 是”");
    expect(groupPosts().join("\n")).not.toMatch(/通天|1号是狼人吗/);
    // The answer in the thread was not executed: the one told is the DM's 是.
    expect(dmsTo(seat(3)).filter((t) => t.startsWith("通天："))).toEqual(["通天：导演回答你的问题——是。"]);
  });

  it("HK120: the target is told; the words are posted as written at the opening, without naming anyone", async () => {
    await waitDm(seat(5), /你被摄魂了/);
    await net.waitFor((m) => m.from === bot() && m.room === group.id && /^熊咆哮了$/m.test(m.text), 20_000);
    expect(groupPosts().join("\n")).not.toContain("摄魂");
  });

  it("HK91, HK142: the 刑侦 result reaches every member of the 警队; the help names the team", async () => {
    for (const n of [6, 8]) await waitDm(seat(n), /刑侦结果：1号的阵营是狼人阵营，身份是狼巫，带刀。/);
    expect(dmsTo(seat(3)).join("\n")).not.toContain("刑侦");
    const help = await ask(seat(6), "帮助", /^你是6号/);
    expect(help.text).toContain("警队队友：8号");
  });

  it("HK91, HK132: the 警队 has its own group, made at the deal with its members only", async () => {
    const intro = await net.waitFor((m) => m.from === bot() && m.text.startsWith("警队群："), 20_000);
    expect(intro.room).toBeDefined();
    expect(new Set(net.members(intro.room ?? ""))).toEqual(new Set([bot(), seat(6).id, seat(8).id]));
    expect(intro.text).toContain("6号、8号");
  });

  it("HK122: 占星's real card is told to the astrologer", async () => {
    await waitDm(seat(7), /占星结果：2号是预言家。/);
  });
});

describe("day 1: 命运洪流 by DM", () => {
  beforeAll(async () => {
    await ask(seat(7), "命运洪流 3号大魔王", /「大魔王」不是身份名/);
    await ask(seat(7), "命运洪流 1号狼巫，2号：预言家", /已收到：命运洪流（名单：1号狼巫、2号预言家）/);
    await net.waitFor((m) => m.from === bot() && m.room === group.id && m.text === "命运洪流不可阻挡。", 20_000);
    await ask(seat(7), "命运洪流 5号狼王", /每天只能提交一份名单/);
  }, 60_000);

  it("HK122: a right list is published at once; the named living characters are told their 沉默", async () => {
    await waitDm(seat(1), /你获得了\[沉默\]状态/);
    await waitDm(seat(2), /你获得了\[沉默\]状态/);
    expect(groupPosts().join("\n")).not.toMatch(/1号狼巫|2号预言家/);
  });
});
