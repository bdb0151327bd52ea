/**
 * Issue 25 item 10 (chat), through a real Wechaty on the mocked network: seats typed with
 * Arabic-Indic digits, the traditional 號 or zero-width characters are read; a wolf's knife by DM
 * is confirmed like any night act and shown in the wolves' room; a witch who still holds a potion
 * is told what she can type after an unreadable DM, and only a seat with truly nothing to do is
 * told so. One game with a known deal (seed 7): wolves 1 3 11 12, hunter 2, witch 7, idiot 8, seer 9.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("tricky typing and night replies (issue 25 item 10)", () => {
  let s: ChatStack;
  let t: Table;
  let bot: string;
  let wolfRoom = "";

  const p = (seat: number) => t.players[seat - 1];
  /** Says `text` (to the group unless `to`) and waits for the first bot message after it that matches. */
  async function expectReply(
    from: { say: Table["judge"]["say"] },
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

  beforeAll(async () => {
    // Slow clock (2×): nothing times out while the test types.
    s = await chatStack("embedded", { seed: () => 7, speed: 2, judges: new Set(["tk_judge"]) });
    t = makeTable(s.net, "tk");
    bot = s.net.botUser.id;
    await s.rt.book.setStaff("tk_inspector", "inspector", "督察小李", true);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("seats typed with other digits, 號 or invisible characters are taken", async () => {
    await expectReply(t.judge, "开房 444-idiot", undefined, inGroup(/开房：/));
    await expectReply(t.inspector, "督察", undefined, inGroup(/到场记录/));
    const typed: Record<number, string> = {
      5: "坐٥号", // Arabic-Indic five
      6: "坐6號", // traditional 號
      7: "坐\u200b7号", // zero-width space inside
      8: "\ufeff坐8号\u2060", // byte-order mark and word joiner around
      9: "坐۹號", // Extended Arabic-Indic nine and 號
      10: "坐１\u200d０号", // full-width digits with a zero-width joiner between them
    };
    for (let i = 1; i <= 12; i++)
      await expectReply(p(i), typed[i] ?? `坐${i}号`, undefined, inGroup(new RegExp(`入座${i}号`)));
    await expectReply(t.judge, "开始", undefined, inGroup(/第1夜/));
    wolfRoom = (await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } })).wolfRoomId ?? "";
    expect(wolfRoom).not.toBe("");
  }, 120_000);

  it("a witch with potions is told what she can type; only a seat with nothing to do is told so", async () => {
    // Before the knife is settled: she can poison or pass now, save once the knife is told.
    const witch = await expectReply(p(7), "嗯嗯", s.net.botUser, toMe(p(7), /./));
    expect(witch.text).not.toContain("没有要私聊的操作");
    expect(witch.text).toContain("毒X号");
    expect(witch.text).toContain("不用药");
    // The hunter has no night act: nothing to do is the truth for him.
    const hunter = await expectReply(p(2), "嗯嗯", s.net.botUser, toMe(p(2), /./));
    expect(hunter.text).toContain("没有要私聊的操作");
    // The seer checks (traditional 驗 and 號), and is then the one with nothing left tonight.
    const check = await expectReply(p(9), "驗3號", s.net.botUser, toMe(p(9), /./));
    expect(check.text).toMatch(/^已收到：.*3号/);
    const seer = await expectReply(p(9), "嗯嗯", s.net.botUser, toMe(p(9), /./));
    expect(seer.text).toContain("没有要私聊的操作");
  }, 60_000);

  it("a wolf's knife by DM is confirmed, and the wolves' room sees it", async () => {
    const since = s.net.wire.length;
    const ack = await expectReply(p(1), "杀4号", s.net.botUser, toMe(p(1), /./));
    expect(ack.text).toMatch(/^已收到：杀4号/);
    const room = await s.waitFor(
      (m) => m.from === bot && m.room === wolfRoom && /私聊法官/.test(m.text),
      15_000,
      since,
    );
    expect(room.text).toBe("1号私聊法官的刀口：杀4号。");
    // The room's own flow goes on: the other wolves agree there, and the knife settles on 4.
    const roomMock = s.net.mocker.RoomMock.load(wolfRoom);
    const settled = s.waitFor((m) => m.room === wolfRoom && /今晚刀口确定：4号/.test(m.text), 15_000, since);
    for (const w of [3, 11, 12]) p(w).say("4号确定").to(roomMock);
    await settled;
  }, 60_000);

  it("once the knife is told, the witch's unreadable DM names the save too", async () => {
    await s.waitFor(toMe(p(7), /^女巫请行动/), 15_000, 0);
    const witch = await expectReply(p(7), "？？", s.net.botUser, toMe(p(7), /./));
    expect(witch.text).toContain("救");
    expect(witch.text).toContain("毒X号");
    expect(witch.text).not.toContain("没有要私聊的操作");
    // Her prompt is not repeated with the knife's target (she was told it once).
    expect(witch.text).not.toContain("4号");
  }, 60_000);
});
