/**
 * The season's discipline in the chat, through a real Wechaty on the mocked network (issue #16):
 * the 对局编号 in the end-of-game post, an appeal by DM from filing to ruling (000 §二) with the
 * DMs of the players whose points moved, a judge's 违规 after his game (000 §九6), the
 * organisers' bans by DM, a banned player refused in a ranked room (with the end date) but not in
 * an unranked one, a ban that expires, 战绩 with penalties and the ban, and 作废 with its reason.
 * One deal (seed 7): wolves 1 3 11 12.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { shortId } from "../../src/chat/season-texts.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

const DAY = 86_400_000;

describe("season discipline in the chat (000 §二, §九)", () => {
  let s: ChatStack;
  let t: Table;
  let bot: string;
  let wall = Date.now();
  let gameId = "";
  let org: Table["judge"];
  let stranger: Table["judge"];

  const p = (seat: number) => t.players[seat - 1];
  type Sayer = { say: Table["judge"]["say"] };
  /** Says `text` (in the group unless `to` is given) and waits for the first bot message after it that matches. */
  async function expectReply(
    from: Sayer,
    text: string,
    to: Parameters<ReturnType<Table["judge"]["say"]>["to"]>[0] | undefined,
    pred: (m: WireMessage) => boolean,
  ): Promise<WireMessage> {
    const since = s.net.wire.length;
    from.say(text).to(to ?? t.group);
    return s.waitFor((x) => x.from === bot && pred(x), 15_000, since);
  }
  const toMe = (c: { id: string }, re: RegExp) => (m: WireMessage) => m.to === c.id && re.test(m.text);
  const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
  const dmBot = (from: Sayer, text: string, re: RegExp, who: { id: string } = from as unknown as { id: string }) =>
    expectReply(from, text, s.net.botUser, toMe(who, re));

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, wallClock: () => wall });
    t = makeTable(s.net, "dc");
    bot = s.net.botUser.id;
    org = s.net.contact("dc_org", "组委会老张");
    stranger = s.net.contact("dc_stranger", "路人");
    const { book } = s.rt;
    await book.setSeason({
      id: "S7",
      name: "第七季",
      startsAt: new Date(wall - DAY),
      endsAt: new Date(wall + 60 * DAY),
    });
    await book.setStaff(t.judge.id, "judge", "法官老王", true);
    await book.setStaff(t.inspector.id, "inspector", "督察小李", true);
    await book.setStaff(org.id, "organiser", "组委会老张", true);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("000 §二 a ranked game's end-of-game post shows its 对局编号", async () => {
    await expectReply(t.judge, "开房 444预女猎白", undefined, inGroup(/排位局/));
    await expectReply(t.inspector, "督察", undefined, inGroup(/到场记录/));
    for (let i = 1; i <= 12; i++) await expectReply(p(i), `坐${i}号`, undefined, inGroup(new RegExp(`入座${i}号`)));
    await expectReply(t.judge, "开始", undefined, inGroup(/第1夜/));
    // 000 §九5: the judge ejects the four wolves (−2 each): the village wins at once.
    // Issue 13 item 4: each with a reason and a 确认, the reason kept in the event.
    for (const w of [1, 3, 11]) {
      await dmBot(t.judge, `踢出${w}号 多次场外`, new RegExp(`确认踢出${w}号？理由：多次场外`));
      await dmBot(t.judge, "确认", /已执行：踢出\d+号（理由：多次场外/);
    }
    await dmBot(t.judge, "踢出12号 多次场外", /确认踢出12号/);
    const since = s.net.wire.length;
    t.judge.say("确认").to(s.net.botUser);
    const post = await s.waitFor(inGroup(/对局编号：[0-9a-f]{8}/), 20_000, since);
    gameId = (await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } })).id;
    expect(post.text).toContain(
      `对局编号：${shortId(gameId)}（对判罚有异议，请在赛后72小时内私聊机器人“申诉 ${shortId(gameId)} 理由”`,
    );
    expect(post.text).toContain("1号 1号阿狸（狼人）负 -2分（被法官踢出天雷-2）");
  });

  it("000 §二 an appeal by DM: refused for a stranger, filed for a player, seen by the inspector and the organisers", async () => {
    const no = await dmBot(stranger, `申诉 ${shortId(gameId)} 我觉得判错了`, /./);
    expect(no.text).toBe(`你不是对局${shortId(gameId)}的玩家或法官，不能对它申诉（手册§二）。`);
    const bad = await dmBot(p(1), "申诉 上一局", /./);
    expect(bad.text).toContain("请写申诉理由");
    const since = s.net.wire.length;
    const ok = await dmBot(p(1), "申诉 上一局 我没有骂人，不该被踢出", /已收到/);
    expect(ok.text).toMatch(new RegExp(`^已收到你对对局${shortId(gameId)}的申诉（编号[0-9a-f]{8}）`));
    for (const c of [t.inspector, org]) {
      const m = await s.waitFor(toMe(c, /【申诉】/), 10_000, since);
      expect(m.text).toContain("1号（1号阿狸）申诉");
      expect(m.text).toContain("我没有骂人，不该被踢出");
    }
    const list = await dmBot(org, "申诉列表", /待处理申诉/);
    expect(list.text).toContain(`对局${shortId(gameId)}（排位赛·444预女猎白）· 1号阿狸`);
    const notStaff = await dmBot(p(2), "申诉列表", /./);
    expect(notStaff.text).toContain("只有督察长和组委会可以查看申诉列表");
  });

  it("000 §二 the ruling re-scores, closes the appeal and DMs the player whose points moved", async () => {
    const since = s.net.wire.length;
    const r = await s.rt.book.rule(gameId, {
      reason: "申诉成立：1号的出局不计天雷",
      seats: [{ seat: 1, penalty: null }],
    });
    expect(r.changes).toEqual([{ playerId: p(1).id, before: -2, after: 0 }]);
    expect(r.appealsClosed).toHaveLength(1);
    const m = await s.waitFor(toMe(p(1), /【裁决】/), 10_000, since);
    expect(m.text).toBe(
      `【裁决】对局${shortId(gameId)}：申诉成立：1号的出局不计天雷\n你的第七季积分：-2分 → 0分。\n你的申诉（编号${shortId(r.appealsClosed[0])}）已裁决关闭。`,
    );
    const stats = await dmBot(p(1), "战绩", /战绩/);
    expect(stats.text).toContain("积分：0分");
    expect((await dmBot(org, "申诉列表", /./)).text).toBe("目前没有待处理的申诉。");
  });

  it("000 §九6 the judge rules after his game that 5号 posted his role card: a week's ban, told to 5号", async () => {
    const notJudge = await dmBot(p(2), "违规 上一局 5号 晒身份", /./);
    expect(notJudge.text).toContain("只有对局");
    const since = s.net.wire.length;
    const done = await dmBot(t.judge, "违规 上一局 5号 晒身份", /已记录/);
    expect(done.text).toContain(`已记录：对局${shortId(gameId)} 5号 晒身份牌（手册§九6）。`);
    expect(done.text).toContain("处罚：晒身份牌：排位禁赛一周");
    await s.waitFor(toMe(p(5), /新的赛季处罚：晒身份牌：排位禁赛一周/), 10_000, since);
    const stats = await dmBot(p(5), "战绩", /战绩/);
    expect(stats.text).toContain("晒身份牌1次");
    expect(stats.text).toMatch(/当前禁赛至\d{4}-\d\d-\d\d \d\d:\d\d（北京时间），原因：在对局[0-9a-f]{8}晒身份牌/);
  });

  it("000 §九 an organiser bans 4号 of that game by DM; 封禁列表 lists the bans", async () => {
    const refused = await dmBot(p(2), `封禁 ${shortId(gameId)} 4号 7天 辱骂`, /./);
    expect(refused.text).toContain("只有组委会成员");
    const since = s.net.wire.length;
    const ok = await dmBot(org, `封禁 ${shortId(gameId)} 4号 7天 辱骂其他玩家`, /已禁赛/);
    expect(ok.text).toContain(`4号大熊（${p(4).id}）禁赛至`);
    await s.waitFor(toMe(p(4), /组委会对你禁赛至.*辱骂其他玩家/), 10_000, since);
    const list = await dmBot(org, "封禁列表", /生效中的禁赛/);
    expect(list.text).toContain("【生效中的禁赛】2条");
    expect(list.text).toContain("4号大熊");
    expect(list.text).toContain("赛季自动处罚");
  });

  it("000 §九 a banned player cannot sign up for a ranked room: the group and a DM say until when", async () => {
    await expectReply(t.judge, "开房 444预女猎白", undefined, inGroup(/排位局/));
    const since = s.net.wire.length;
    const group = await expectReply(p(4), "坐4号", undefined, inGroup(/禁赛/));
    expect(group.text).toMatch(
      /^4号大熊在禁赛期内（禁赛至\d{4}-\d\d-\d\d \d\d:\d\d（北京时间）），不能报名排位局（手册§九）。$/,
    );
    const dm = await s.waitFor(toMe(p(4), /不能报名排位局/), 10_000, since);
    expect(dm.text).toContain("原因：辱骂其他玩家");
    expect(dm.text).toContain("娱乐局（非认证法官开的房）不受影响");
    await expectReply(p(5), "坐5号", undefined, inGroup(/5号二狗在禁赛期内/));
    await expectReply(p(6), "坐6号", undefined, inGroup(/入座6号/));
    const room = await s.rt.rooms.openRoom(t.group.id);
    expect(room?.seats.map((x) => x.seat)).toEqual([6]);
    const stats = await dmBot(p(4), "战绩", /战绩/);
    expect(stats.text).toContain("当前禁赛至");
  });

  it("000 §九 the bans expire: a week later both sign up; a ban after sign-up stops the start", async () => {
    wall += 7 * DAY + 60_000;
    await expectReply(p(4), "坐4号", undefined, inGroup(/入座4号/));
    await expectReply(p(5), "坐5号", undefined, inGroup(/入座5号/));
    const stats = await dmBot(p(4), "战绩", /战绩/);
    expect(stats.text).not.toContain("禁赛");
    // Banned after signing up: the judge cannot start the ranked game with him seated.
    await dmBot(org, "封禁 dc_p6 1天 赛前辱骂", /已禁赛/);
    const start = await expectReply(t.judge, "开始", undefined, inGroup(/禁赛/));
    expect(start.text).toMatch(
      /^6号（6号方圆）禁赛至.*（北京时间）在禁赛期内，不能参加排位局（手册§九）：请他发送“退出”/,
    );
    await dmBot(org, "解封 dc_p6 已道歉", /已解除禁赛/);
    await expectReply(t.judge, "关房", undefined, inGroup(/关闭了房间/));
  });

  it("000 §九 a banned player still plays an unranked room; the judge voids it with a reason (control characters dropped)", async () => {
    await dmBot(org, `封禁 ${shortId(gameId)} 7号 永久 场外`, /已禁赛/);
    // Nobody is a certified judge any more: the room is unranked (000 §三1).
    await s.rt.book.setStaff(t.judge.id, "judge", "法官老王", false);
    await expectReply(t.judge, "开房 444预女猎白", undefined, inGroup(/娱乐局/));
    for (let i = 1; i <= 12; i++) await expectReply(p(i), `坐${i}号`, undefined, inGroup(new RegExp(`入座${i}号`)));
    await expectReply(t.judge, "开始", undefined, inGroup(/第1夜/));
    const since = s.net.wire.length;
    // A NUL or a bidi override in the reason is dropped, not a failure after the void (QA).
    await dmBot(t.judge, "作废 测试：网络\u0000故障\u202e", /确认作废本局/);
    await dmBot(t.judge, "确认", /已执行：作废/);
    await s.waitFor(inGroup(/^法官作废本局的理由：测试：网络故障$/), 10_000, since);
    const g = await s.rt.store.db.game.findFirstOrThrow({
      where: { matchGroupId: t.group.id },
      orderBy: { createdAt: "desc" },
    });
    const result = await s.rt.store.db.rankedResult.findUniqueOrThrow({ where: { gameId: g.id } });
    expect(result).toMatchObject({ voided: true, reason: "法官作废本局：测试：网络故障（手册§二）" });
    const lift = await dmBot(org, `解封 ${p(7).id} 误判`, /已解除禁赛/);
    expect(lift.text).toContain("7号果果");
  });
});
