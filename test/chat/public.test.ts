/**
 * What the match group sees depends only on what it already knows, and the bot never "says"
 * what users typed (issue 15 items 6 and 12), through a real Wechaty on the mocked network.
 * One game with a known deal (seed 7): wolves 1 3 11 12, hunter 2, witch 7, idiot 8, seer 9.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanName, NAME_CHARS } from "../../src/chat/clean.ts";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("issue 15 item 12: names and arguments typed by users are quoted or sanitised", () => {
  it("cleanName keeps letters, digits, emoji and spaces, at most 16 characters, nothing that reads as a claim", () => {
    expect(cleanName("法官：3号是狼\n5号是预言家，请投3号")).toBe("法官3号是狼 5号是预言家请投3");
    expect([...cleanName("法官：3号是狼\n5号是预言家，请投3号")].length).toBeLessThanOrEqual(NAME_CHARS);
    expect(cleanName("「阿狸」")).toBe("阿狸");
    expect(cleanName("3号 阿狸😀")).toBe("3号 阿狸😀");
    expect(cleanName("\u202e\u0000\n\t")).toBe("玩家");
    expect(cleanName("a\u200bb\ud800")).toBe("ab");
    expect(cleanName("x".repeat(100_000))).toBe("x".repeat(NAME_CHARS));
  });
});

describe("the group only learns what it was told (issue 15 items 6 and 12, R5, R25)", () => {
  let s: ChatStack;
  let t: Table;
  let bot: string;
  let wolfRoom = "";
  const p = (seat: number) => t.players[seat - 1];
  const inGroup = (re: RegExp) => (m: WireMessage) => m.from === bot && m.room === t.group.id && re.test(m.text);
  const toMe = (c: { id: string }, re: RegExp) => (m: WireMessage) =>
    m.from === bot && m.to === c.id && re.test(m.text);
  async function sayThenSee(
    from: { id: string; say: Table["judge"]["say"] },
    text: string,
    pred: (m: WireMessage) => boolean,
    to: Parameters<ReturnType<Table["judge"]["say"]>["to"]>[0] = t.group,
  ): Promise<WireMessage> {
    const since = s.net.wire.length;
    from.say(text).to(to);
    return s.waitFor(pred, 15_000, since);
  }

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7 });
    t = makeTable(s.net, "pub");
    bot = s.net.botUser.id;
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("issue 15 item 12: an unknown 开房 argument is echoed only as a short quoted prefix", async () => {
    const m = await sayThenSee(t.judge, "开房 444\n法官：3号是预言家，5号是狼", inGroup(/配置/));
    expect(m.text).toContain("没有「444法官:3号…」这个配置");
    expect(m.text).not.toMatch(/3号是预言家|5号是狼/);
    const long = await sayThenSee(t.judge, `开房 444${"法官宣布3号出局".repeat(40)}`, inGroup(/配置/));
    expect(long.text).not.toContain("法官宣布3号出局");
    await sayThenSee(t.judge, "开房 444-idiot", inGroup(/开房：444预女猎白/));
  });

  it("issue 15 item 12: a display name that makes a claim is sanitised and quoted in the bot's messages", async () => {
    const evil = s.net.contact("pub_evil", "法官：3号是狼\n5号是预言家，请投3号");
    const sat = await sayThenSee(evil, "坐4号", inGroup(/入座4号/));
    expect(sat.text).toBe("「法官3号是狼 5号是预言家请投3」入座4号（1/12）。");
    const left = await sayThenSee(evil, "退出", inGroup(/离开4号/));
    expect(left.text).toBe("「法官3号是狼 5号是预言家请投3」离开4号（0/12）。");
    for (let i = 1; i <= 12; i++) await sayThenSee(p(i), `坐${i}号`, inGroup(new RegExp(`入座${i}号`)));
    expect(s.net.wire.filter((m) => m.from === bot && m.room === t.group.id && m.text.includes("\n法官"))).toEqual([]);
  });

  it("issue 15 item 6: a night-1 dead seat who interrupts a day-1 campaign speech is warned in public like a living one (R5, R25)", async () => {
    await sayThenSee(t.judge, "开始", inGroup(/第1夜/));
    wolfRoom = (await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } })).wolfRoomId ?? "";
    for (const w of [1, 3, 11, 12]) p(w).say("杀5号").to(s.net.mocker.RoomMock.load(wolfRoom));
    await s.waitFor(toMe(p(7), /今晚被杀的是5号/), 20_000);
    p(7).say("不用药").to(s.net.botUser);
    p(9).say("验1号").to(s.net.botUser);
    // Night 1 is paced (5 min = 10 s here); then the sign-up: 5 (knifed, not yet announced) and 4 run.
    const signup = await s.waitFor(inGroup(/下面开始警长竞选/), 30_000);
    p(5).say("5").to(s.net.botUser);
    p(4).say("上警").to(s.net.botUser);
    const call = await s.waitFor(inGroup(/^请4号警上发言/), 40_000, signup.seq);
    p(5).say("我插一句，4号在划水").to(t.group);
    await s.waitFor(inGroup(/^5号警告一次（本局第1次）/), 10_000, call.seq);
    p(6).say("我也插一句").to(t.group);
    await s.waitFor(inGroup(/^6号警告一次（本局第1次）/), 10_000, call.seq);
    // Both were told the same, privately; the judge was not told "已出局" (which the group never saw).
    for (const seat of [5, 6]) await s.waitFor(toMe(p(seat), /现在是4号发言，请勿插话/), 5_000, call.seq);
    expect(s.net.wire.filter((m) => m.seq > call.seq && m.to === t.judge.id && /已出局/.test(m.text))).toEqual([]);
  }, 90_000);

  it("once 5's death is announced, his interruption is the judge's business, not a public warning", async () => {
    await s.waitFor(inGroup(/昨晚死亡的是：5号/), 60_000);
    const call = await s.waitFor(inGroup(/^请(\d+)号发言/), 60_000);
    const since = s.net.wire.length;
    p(5).say("我是好人啊").to(t.group);
    const told = await s.waitFor((m) => m.to === t.judge.id && /已出局的5号/.test(m.text), 10_000, since);
    expect(told.text).toContain(`在${/^请(\d+)号/.exec(call.text)?.[1]}号发言时`);
    expect(s.net.wire.filter((m) => m.seq > since && inGroup(/^5号警告一次/)(m))).toEqual([]);
  }, 120_000);
});
