/**
 * The bot's rules of the chat, through a real Wechaty on the mocked network: who may do what
 * where, what gets a (private) reply, what is flagged to the judge or ruled automatically.
 * One game with a known deal (seed 7): wolves 1 3 11 12, hunter 2, witch 7, idiot 8, seer 9.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("the chat rules of the bot (000 §二, §五3, §九2-3, R24, R25)", () => {
  let s: ChatStack;
  let t: Table;
  let bot: string;
  let mark = 0;
  let wolfRoom = "";

  const p = (seat: number) => t.players[seat - 1];
  /** Says `text` and waits for the first bot message after it that matches. */
  async function expectReply(
    from: { say: Table["judge"]["say"] },
    text: string,
    to: Parameters<ReturnType<Table["judge"]["say"]>["to"]>[0] | undefined,
    pred: (m: WireMessage) => boolean,
  ): Promise<WireMessage> {
    const since = s.net.wire.length;
    from.say(text).to(to ?? t.group);
    const m = await s.waitFor((x) => x.from === bot && pred(x), 15_000, since);
    mark = m.seq;
    return m;
  }
  const toMe = (c: { id: string }, re: RegExp) => (m: WireMessage) => m.to === c.id && re.test(m.text);
  const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);

  beforeAll(async () => {
    process.env.PUBLIC_BASE_URL = "https://judge.example.com/";
    s = await chatStack("embedded", { seed: () => 7, judges: new Set(["rt_judge"]) });
    delete process.env.PUBLIC_BASE_URL;
    t = makeTable(s.net, "rt");
    bot = s.net.botUser.id;
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("000 §三1: only a certified judge opens a ranked room", async () => {
    const m = await expectReply(p(4), "开房 444预女猎白", undefined, inGroup(/认证/));
    expect(m.text).toContain("只有认证排位法官可以开房");
  });

  it("an unknown board gets the list of boards; a judge cannot take a seat in his own room", async () => {
    const bad = await expectReply(t.judge, "开房 预女猎白", undefined, inGroup(/配置/));
    expect(bad.text).toContain("444预女猎白");
    expect(bad.text).not.toContain("444-idiot");
    await expectReply(t.judge, "开房 444-idiot", undefined, inGroup(/开房：444预女猎白/));
    const seat = await expectReply(t.judge, "坐1号", undefined, inGroup(/法官/));
    expect(seat.text).toContain("法官不能在自己的房间入座");
  });

  it("000 §五4: only a certified inspector checks in as 督察长; 战绩 is answered privately (000 §四)", async () => {
    const fake = await expectReply(p(7), "督察", undefined, inGroup(/督察长/));
    expect(fake.text).toContain("你不是认证督察长");
    await s.rt.book.setStaff("rt_insp", "inspector", "督察小李", true);
    const insp = s.net.contact("rt_insp", "督察小李");
    const ok = await expectReply(insp, "督察", undefined, inGroup(/到场记录/));
    expect(ok.text).toContain("督察长「督察小李」到场记录");
    const stats = await expectReply(p(2), "战绩", s.net.botUser, toMe(p(2), /./));
    expect(stats.text).toBe("当前没有进行中的排位赛季。");
  });

  it("000 §五3: a seated player who posts in the group after the room opens is flagged to the judge", async () => {
    for (let i = 1; i <= 12; i++) await expectReply(p(i), `坐${i}号`, undefined, inGroup(new RegExp(`入座${i}号`)));
    const flag = await expectReply(p(4), "大家好呀", undefined, toMe(t.judge, /手册§五3/));
    expect(flag.text).toContain("4号");
    await s.waitFor(toMe(p(4), /手册§五3/), 5_000, flag.seq - 2);
    await expectReply(t.judge, "开始", undefined, inGroup(/第1夜/));
    wolfRoom = (await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } })).wolfRoomId ?? "";
    expect(s.net.members(wolfRoom).sort()).toEqual([bot, p(1).id, p(3).id, p(11).id, p(12).id].sort());
  });

  it("R24: a vote typed in the group is not counted; the bot says privately how to vote", async () => {
    const m = await expectReply(p(6), "投3号", undefined, toMe(p(6), /私聊/));
    expect(m.text).toContain("投票请私聊法官");
    expect(m.seenBy.sort()).toEqual([bot, p(6).id].sort());
  });

  it("the contact is the identity: a villager cannot knife, an outsider cannot act, a player cannot use judge controls", async () => {
    const knife = await expectReply(p(4), "杀3号", s.net.botUser, toMe(p(4), /./));
    expect(knife.text).toContain("不是带刀的狼人");
    const outsider = s.net.contact("rt_outsider", "路人甲");
    const o = await expectReply(outsider, "验3号", s.net.botUser, toMe(outsider, /./));
    expect(o.text).toContain("不在进行中的对局里");
    const j = await expectReply(p(4), "暂停", s.net.botUser, toMe(p(4), /./));
    expect(j.text).toContain("只有本局法官");
  });

  it("000 §二: the judge pauses (acts are refused), resumes, extends, and sees the full state, all by DM", async () => {
    await expectReply(t.judge, "暂停", s.net.botUser, inGroup(/暂停了游戏/));
    const refused = await expectReply(p(9), "验1号", s.net.botUser, toMe(p(9), /./));
    expect(refused.text).toContain("暂停");
    await expectReply(t.judge, "继续", s.net.botUser, inGroup(/恢复了游戏/));
    // Issue 13 item 6: a 延时 at night is the judge's alone (the group is not told).
    const since = s.net.wire.length;
    await expectReply(t.judge, "延时30秒", s.net.botUser, toMe(t.judge, /已执行：延时30秒/));
    expect(s.net.wire.filter((m) => m.seq > since && m.room === t.group.id && /延长/.test(m.text))).toEqual([]);
    const status = await expectReply(t.judge, "状态", s.net.botUser, toMe(t.judge, /当前/));
    expect(status.text).toContain("9号 预言家");
    const bad = await expectReply(t.judge, "延时9999秒", s.net.botUser, toMe(t.judge, /./));
    expect(bad.text).not.toContain("已执行");
    const events = await s.rt.store.db.gameEvent.findMany({ where: { type: "judge_acted" } });
    expect(events.map((e) => (e.data as { ruling: string }).ruling)).toEqual(["pause", "resume", "extend"]);
  });

  it("issue 13 item 2, issue 26 item 7: 状态 for the judge (roles, who acted), the inspector (the judge's board, read-only) and a player (the public part)", async () => {
    const judge = await expectReply(t.judge, "状态", s.net.botUser, toMe(t.judge, /当前/));
    expect(judge.text).toContain("当前：第1夜 天黑（夜晚行动中）");
    expect(judge.text).toMatch(/今晚已行动：.*；未行动：.*9号预言家/);
    expect(judge.text).toContain("刀口：未统一");
    expect(judge.text).toContain("9号 预言家「9号一一」");
    const insp = s.net.contact("rt_insp", "督察小李");
    const board = await expectReply(insp, "状态", s.net.botUser, toMe(insp, /当前/));
    expect(board.text).toContain("督察长只读");
    // Issue 26 item 7: he watches the judge's rulings, so he sees what the judge sees — no more.
    expect(board.text).toMatch(/今晚已行动：.*；未行动：.*9号预言家/);
    expect(board.text).toContain("刀口：未统一");
    expect(board.text).toContain("9号 预言家「9号一一」");
    const same = (t: string) =>
      t
        .split("\n")
        .filter((l) => !l.includes("还剩") && !l.startsWith("（督察长只读"))
        .join("\n");
    expect(same(board.text)).toBe(same(judge.text));
    expect(board.text).toContain("规则：排位赛规则 · 444预女猎白");
    // A contact who did not check in to this game gets no board.
    const stranger = s.net.contact("rt_stranger", "路人甲");
    const none = await expectReply(stranger, "状态", s.net.botUser, toMe(stranger, /./));
    expect(none.text).not.toContain("当前");
    const pub = await expectReply(p(5), "状态", s.net.botUser, toMe(p(5), /当前/));
    expect(pub.text).toContain("当前：第1夜");
    expect(pub.text).toContain("5号「5号二狗」");
    for (const secret of ["预言家", "狼人", "女巫", "已行动", "刀口", "未公布"]) expect(pub.text).not.toContain(secret);
    const turn = await expectReply(p(5), "轮到谁", s.net.botUser, toMe(p(5), /./));
    expect(turn.text).toBe("天黑了，请等待天亮");
    const time = await expectReply(p(5), "还剩多久？", s.net.botUser, toMe(p(5), /./));
    expect(time.text).toMatch(/^还剩|^现在没有公开的计时/);
  });

  it("issue 13 item 2: an unreadable DM gets the closest command for the sender's own card and phase", async () => {
    const seer = await expectReply(p(9), "我想看看3号", s.net.botUser, toMe(p(9), /没看懂/));
    expect(seer.text).toContain("预言家请私聊法官今晚要查验的座位号");
    const villager = await expectReply(p(5), "我想看看3号", s.net.botUser, toMe(p(5), /没看懂/));
    expect(villager.text).toContain("你今晚没有要私聊的操作");
    expect(villager.text).not.toContain("毒");
  });

  it("R25, 000 §九2: a seated player's message during another's speech is warned once per turn", async () => {
    for (const w of [1, 3, 11, 12]) p(w).say("杀5号").to(s.net.mocker.RoomMock.load(wolfRoom));
    p(7).say("不用药").to(s.net.botUser);
    p(9).say("验1号").to(s.net.botUser);
    // Nobody runs for sheriff: after the 60 s sign-up (2 s here) the day starts with speeches.
    const call = await s.waitFor((m) => m.from === bot && /^请(\d+)号(发言|遗言)/.test(m.text ?? ""), 30_000, mark);
    const speaker = Number(/^请(\d+)号/.exec(call.text)?.[1]);
    const other = [2, 4, 6, 8, 10].find((n) => n !== speaker && n !== 5) ?? 2;
    const warned = await expectReply(p(other), "我插一句，5号肯定是好人", undefined, toMe(p(other), /插话/));
    expect(warned.text).toContain(`现在是${speaker}号发言`);
    await s.waitFor(inGroup(new RegExp(`^${other}号警告一次（本局第1次）`)), 5_000, warned.seq - 3);
    p(other).say("再说一句").to(t.group);
    await expectReply(t.judge, "状态", s.net.botUser, toMe(t.judge, /当前/));
    expect(s.net.wire.filter((m) => m.text.startsWith(`${other}号警告一次`))).toHaveLength(1);
  });

  it("000 §九3: a wolf who talks in the wolves' room after dawn draws a warning there", async () => {
    const m = await expectReply(
      p(11),
      "怎么办，刀错了",
      s.net.mocker.RoomMock.load(wolfRoom),
      (x) => x.room === wolfRoom,
    );
    expect(m.text).toContain("第一次警告");
  });

  it("issue 13 item 6: while the judge has paused the game, an interruption draws no warning", async () => {
    const call = s.net.wire.filter((x) => x.from === bot && /^请(\d+)号/.test(x.text)).at(-1);
    const speaker = Number(/^请(\d+)号/.exec(call?.text ?? "")?.[1]);
    const who = [10, 8].find((n) => n !== speaker) ?? 10;
    await expectReply(t.judge, "暂停", s.net.botUser, inGroup(/暂停了游戏/));
    const since = s.net.wire.length;
    p(who).say("等一下，我网卡了").to(t.group);
    // The judge's control typed in the group is answered after the player's message (one queue per room).
    await expectReply(t.judge, "继续", undefined, toMe(t.judge, /私聊/));
    const after = s.net.wire.filter((m) => m.seq > since);
    expect(after.filter((m) => m.to === p(who).id)).toEqual([]);
    expect(after.filter((m) => /警告/.test(m.text))).toEqual([]);
    await expectReply(t.judge, "继续", s.net.botUser, inGroup(/恢复了游戏/));
  });

  it("000 §二: the judge skips the current speaker, then voids the game", async () => {
    const before = s.net.wire.filter((x) => x.from === bot && /^请(\d+)号/.test(x.text)).at(-1);
    await expectReply(t.judge, "跳过", s.net.botUser, inGroup(/结束了当前发言/));
    const next = await s.waitFor((x) => x.from === bot && /^请(\d+)号/.test(x.text), 10_000, mark);
    expect(next.text).not.toBe(before?.text);
    // Issue 13 item 4: a reason and a 确认 first; 取消 drops it.
    const ask = await expectReply(t.judge, "作废", s.net.botUser, toMe(t.judge, /理由/));
    expect(ask.text).toContain("作废本局需要写明理由");
    await expectReply(t.judge, "踢出5号 测试取消", s.net.botUser, toMe(t.judge, /确认踢出5号/));
    await expectReply(t.judge, "取消", s.net.botUser, toMe(t.judge, /已取消：踢出5号/));
    const sure = await expectReply(t.judge, "作废 两名玩家掉线", s.net.botUser, toMe(t.judge, /确认作废本局/));
    expect(sure.text).toContain("回复“确认”执行");
    await expectReply(t.judge, "确认", s.net.botUser, inGroup(/本局作废/));
    const voided = await s.rt.store.db.gameEvent.findMany({ where: { type: "judge_acted" } });
    expect(voided.map((e) => e.data).filter((d) => (d as { ruling: string }).ruling === "void")).toMatchObject([
      { ruling: "void", reason: "两名玩家掉线" },
    ]);
    expect(voided.some((e) => (e.data as { ruling: string }).ruling === "eject")).toBe(false);
    // The inspector's record lists every intervention (who, what, why, when), warnings, 黑麦, and a full link.
    const record = await s.waitFor((m) => m.to === "rt_insp" && /督察记录/.test(m.text), 10_000);
    expect(record.text).toMatch(/\d{2}:\d{2} 法官（[^）]+）：暂停/);
    expect(record.text).toContain("法官（");
    expect(record.text).toMatch(/机器人（代法官）：警告 \d+号，理由：\d+号发言时插话（自动）/);
    expect(record.text).toContain("机器人（代法官）：狼人群天亮后发言判罚");
    expect(record.text).toMatch(/法官（[^）]+）：作废，理由：两名玩家掉线/);
    expect(record.text).toMatch(/警告：\d+号×1/);
    expect(record.text).toContain("黑麦：");
    expect(record.text).toContain(`完整事件记录：https://judge.example.com/games/${voided[0].gameId}/record`);
    const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
    expect(game.status).toBe("ended");
    expect(game.winner).toBeNull();
  });

  it("issue 13 item 4: a certified judge's 开始 without an inspector asks him to confirm the game will not count", async () => {
    await expectReply(t.judge, "开房 444-idiot", undefined, inGroup(/开房：/));
    for (let i = 1; i <= 12; i++) await expectReply(p(i), `坐${i}号`, undefined, inGroup(new RegExp(`入座${i}号`)));
    const ask = await expectReply(t.judge, "开始", undefined, inGroup(/督察长/));
    expect(ask.text).toContain("记为无效局，不计排位积分");
    expect(ask.text).toContain("回复“确认”");
    expect(await s.rt.store.db.game.count({ where: { matchGroupId: t.group.id, status: "running" } })).toBe(0);
    // Only the judge confirms.
    p(3).say("确认").to(t.group);
    await expectReply(t.judge, "确认", undefined, inGroup(/第1夜/));
    expect(await s.rt.store.db.game.count({ where: { matchGroupId: t.group.id, status: "running" } })).toBe(1);
  });
});
