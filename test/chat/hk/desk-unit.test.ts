/**
 * HkDesk's choices that need no stack (HK70, HK138): the wolves' group takes only the group kill;
 * `不发动` picks the act of the seat's own card that may name nobody, or says why there is none.
 * The service is a recorder of the commands the desk sends.
 */
import { describe, expect, it } from "vitest";
import type { ForumDays } from "../../../src/app/forum-days.ts";
import type { GameService } from "../../../src/app/game-service.ts";
import { HkDesk } from "../../../src/chat/families/forum-hk/desk.ts";
import type { Command, GameState } from "../../../src/engine/types.ts";
import { render } from "../../../src/vocab/msg.ts";
import { hkRun } from "../../engine/roles/hk/helpers.ts";

const ROLES = ["wolf_king", "witch", "hunter", "seer", "penguin"];
const st = {
  seats: ROLES.map((role, i) => ({ seat: i + 1, role, alive: true, announced: false })),
} as unknown as GameState;

function desk() {
  const sent: Command[] = [];
  const service = { handle: async (_g: string, cmd: Command) => sent.push(cmd) } as unknown as GameService;
  return { sent, d: new HkDesk({ service, forum: {} as ForumDays }) };
}
const msg = (text: string) => ({ id: `m-${text}`, from: { id: "c1", name: "x" }, room: null, text });

describe("the wolves' group (HK70)", () => {
  it("刀 / 杀人 / 空刀 / 二刀 are the group kill", async () => {
    const { sent, d } = desk();
    for (const t of ["刀 3号", "杀人 4", "空刀", "二刀 5号"]) expect(await d.wolves(msg(t), "g", 1, st)).toEqual([]);
    expect(sent).toEqual([
      { type: "act", seat: 1, act: "kill", target: 3 },
      { type: "act", seat: 1, act: "kill", target: 4 },
      { type: "act", seat: 1, act: "kill", target: null },
      { type: "act", seat: 1, act: "kill", target: 5, value: 2 },
    ]);
  });

  it("another skill is sent back to DMs; chat is ignored", async () => {
    const { sent, d } = desk();
    expect((await d.wolves(msg("冲锋 3号"), "g", 1, st))[0].text).toContain("其他技能请私聊我");
    expect(await d.wolves(msg("今晚刀谁"), "g", 1, st)).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe("不发动 by DM (HK138)", () => {
  it("takes the card's act that may name nobody: 报复, 不用药, 最后一枪", async () => {
    const { sent, d } = desk();
    for (const seat of [1, 2, 3]) await d.direct(msg("不发动"), "g", seat, st);
    expect(sent).toEqual([
      { type: "act", seat: 1, act: "revenge", target: null },
      { type: "act", seat: 2, act: "pass", target: null },
      { type: "act", seat: 3, act: "shoot", target: null },
    ]);
  });

  it("a card without such an act, or a named act that needs a target, is answered and nothing is sent", async () => {
    const { sent, d } = desk();
    expect((await d.direct(msg("不发动"), "g", 4, st))[0].text).toContain("不想用就不发");
    expect((await d.direct(msg("放弃冰冻"), "g", 5, st))[0].text).toBe("“冰冻”不能选择不发动：不想用就不发。");
    expect(sent).toEqual([]);
  });

  it("a vote by DM is sent to the thread; a DM that is no command gets an example from his own card", async () => {
    const { sent, d } = desk();
    expect((await d.direct(msg("投票 3号"), "g", 5, st))[0].text).toContain("投票要在群里");
    expect((await d.direct(msg("你好"), "g", 5, st))[0].text).toContain("冰冻 3号");
    expect(sent).toEqual([]);
  });
});

describe("a seat's gained skills by DM (HK25, HK103)", () => {
  it("状态 lists the gift in words; 不发动 reaches a gifted 最后一枪; the giver is never named", async () => {
    const { replay } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 5, value: "gun" },
        { at: "N1 21:26", seat: 3, act: "gift", target: 5, value: "gun" },
        { at: "D1 09:30" },
      ],
      { "3": "miracle_merchant" },
    );
    const { sent, d } = desk();
    const status = (await d.direct(msg("状态"), "g", 5, replay.state))[0].text;
    expect(status).toContain(
      "你获得的技能：最后一枪（临时技能，还能用1次，用完就失去）：最后一枪 X号（或“最后一枪 不发动”）。",
    );
    expect(status).not.toMatch(/3号|奇迹商人/);
    expect((await d.direct(msg("状态"), "g", 4, replay.state))[0].text).not.toContain("获得的技能");
    await d.direct(msg("不发动"), "g", 5, replay.state);
    expect(sent).toEqual([{ type: "act", seat: 5, act: "shoot", target: null }]);
  });
});

describe("directors' 延期 and 太阳's round 2 in the thread (HK15, HK149)", () => {
  const game = { id: "g", matchGroupId: "grp", judgeId: "boss", directors: [], seats: [{ seat: 4, playerId: "p4" }] };
  const from = (id: string, text: string) => ({ id: `m-${id}-${text}`, from: { id, name: id }, room: "grp", text });

  function ruled() {
    const sent: Command[] = [];
    const service = {
      handle: async (_g: string, cmd: Command) => {
        sent.push(cmd);
        return { ok: true };
      },
    } as unknown as GameService;
    return { sent, d: new HkDesk({ service, forum: {} as ForumDays }) };
  }

  it("HK15: 延期 is the judge step delay; a time is answered with how to type it and nothing is sent", async () => {
    const { sent, d } = ruled();
    const ok = await d.thread(from("boss", "延期") as never, game as never, async () => st);
    expect(sent).toEqual([{ type: "judge", ruling: "delay" }]);
    expect(ok.map((r) => render(r.text))).toEqual(["已执行：延期：今天的关门顺延到下一个日期的 21:00。"]);
    const bad = await d.thread(from("boss", "延期 22:00") as never, game as never, async () => st);
    expect(bad[0].text).toContain("延期不用写时间");
    expect(sent).toHaveLength(1);
  });

  it("HK149: in round 2 a living seat the sun did not name is told and reported, and his ballot is not sent", async () => {
    const { sent, d } = ruled();
    const round2 = {
      ...st,
      label: "D2",
      phase: { kind: "hk", stage: "noon", day: 2, acts: {} },
      timers: [],
      setup: { utcOffsetMin: 480 },
      hk: { startMs: 0, close0Ms: 0, closes: {}, camps: {}, sunDays: [2], speakers: { "2": [5] } },
    } as unknown as GameState;
    const r = await d.thread(from("p4", "投票 1号") as never, game as never, async () => round2);
    expect(r.map((x) => [x.to, x.text])).toEqual([
      [{ contact: "boss" }, expect.stringContaining("4号不在太阳指定的名单里")],
      [{ contact: "p4" }, expect.stringContaining("你不在名单里")],
    ]);
    expect(sent).toEqual([]);
  });
});
