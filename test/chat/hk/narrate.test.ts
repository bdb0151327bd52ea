/**
 * forum-hk's voice on real scenario replays (seed 002 公示/通知; HK12, HK42, HK57, HK66, HK70, HK71):
 * the wording and the audience of the opening post, the opening's outs in out order, the dusk lists
 * split [投票出局] / [其他原因], the close's notice without counts, a check told to the checker only,
 * a frozen status told to its holder only, the wolves' group made with exactly the [群内] wolves, a
 * [接刀] holder joining it, and the end post.
 */
import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/scenario/schema.ts";
import { render } from "../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { narrateText as narrate } from "../../../src/voice/narrate.ts";
import { groupTexts, hkFile, narrated } from "./narrated.ts";

describe("forum-hk narration (HX-1: night 1 on the core board)", () => {
  const said = narrated(hkFile("HX-1"));

  it("HK8, HK9: the opening post gives the board, the seats and the calendar in local time, and no card", () => {
    const first = said[0];
    expect(first.to).toEqual({ kind: "group" });
    expect(first.text).toContain("空洞骑士版杀开局：固定板（14张固定身份），14人。");
    expect(first.text).toContain("开局阶段：现在到 6月10日 21:00");
    expect(first.text).toContain("早夜、午夜技能 21:35 前，深夜技能 21:50 前，凌晨技能 22:00 前；22:10 夜晚结算");
    expect(first.text).toContain("第1天 6月11日 09:00 开门。");
    expect(first.text).not.toMatch(/预言家|女巫|狼王|石像鬼/);
  });

  it("the deal DM is each seat's card help, to that seat only", () => {
    const deal = said.filter((m) => m.e.type === "game_created" && m.to.kind === "seat");
    expect(deal).toHaveLength(14);
    const one = deal.find((m) => m.to.kind === "seat" && m.to.seat === 1);
    expect(one?.text.startsWith("你是1号，你的身份是：预言家（村民阵营）。")).toBe(true);
    expect(one?.text).toBe(render(hkCardHelp(one?.after ?? said[0].after, 1)));
    const king = deal.find((m) => m.to.kind === "seat" && m.to.seat === 2);
    expect(king?.text).toContain("狼队友（群内）：5号、8号，已拉你进狼人群。");
  });

  it("HK70, HK132: the wolves' group is made with exactly the [群内] wolves (the [接刀] gargoyle stays out)", () => {
    const creates = said.filter((m) => m.op?.kind === "create");
    expect(creates.map((m) => [m.to, m.op])).toEqual([[{ kind: "wolves" }, { kind: "create", members: [2, 5, 8] }]]);
    expect(said.some((m) => m.to.kind === "wolves" && m.text.startsWith("狼人群：2号、5号、8号"))).toBe(true);
  });

  it("HK66: day 1's opening posts the outs of night 1 and 晨曦 1 in out order", () => {
    expect(groupTexts(said)).toContain("第1天开门：昨晚和晨曦出局的角色（按出局顺序）：7号、14号、4号、2号。");
    // HK66: nothing public about the night's outs before the opening.
    const opening = said.findIndex((m) => m.e.type === "announced");
    const diedEarlier = said.slice(0, opening).filter((m) => m.e.type === "died");
    expect(diedEarlier.length).toBeGreaterThan(0);
    expect(diedEarlier.every((m) => m.to.kind === "seat" && m.e.type === "died" && m.to.seat === m.e.seat)).toBe(true);
  });

  it("HK42, HK98: the frozen seer is told his [冰冻] with its end by DM only", () => {
    const frozen = said.filter((m) => m.text.includes("冰冻") && m.e.type === "told");
    expect(frozen.map((m) => [m.to, m.text])).toEqual([
      [
        { kind: "seat", seat: 1 },
        "你获得了[冰冻]状态：沉默并缴械：不能发动技能（强制技能除外），也不能杀人。持续到 6月11日 09:00。",
      ],
    ]);
    expect(groupTexts(said).filter((t) => /冰冻|沉默/.test(t) && !t.startsWith("空洞骑士版杀开局"))).toEqual([]);
  });

  it("HK109: the slander is published at the opening as 002 words it", () => {
    expect(groupTexts(said)).toContain("11号被诽谤。");
  });

  it("HK13: an accepted act is confirmed to its sender only, never in the thread", () => {
    const freeze = said.filter((m) => m.e.type === "hk_acted" && m.e.act === "freeze");
    expect(freeze.map((m) => [m.to, m.text])).toEqual([
      [{ kind: "seat", seat: 9 }, "已收到：冰冻 1号。21:35 前可以重新发送（以最后一次为准），届时结算。"],
    ]);
  });

  it("HK74: the witch is told tonight's kill list by DM with her deadline", () => {
    const knife = said.filter((m) => m.e.type === "told" && m.e.kind === "knife");
    expect(knife.map((m) => [m.to, m.text])).toEqual([
      [
        { kind: "seat", seat: 3 },
        "灵通：今晚被指杀的是 10号。请在 22:00 前私聊“救药 X号”“毒药 X号”或“不用药”（每晚只能用一瓶）。",
      ],
    ]);
  });

  it("HK75, HK138: the hunter is offered his shot at his out; the king whose charge spent 报复 is not", () => {
    const out = (seat: number) => said.find((m) => m.e.type === "died" && m.e.seat === seat)?.text ?? "";
    expect(out(4)).toContain("你可以发动“最后一枪”：请在 22:20 前私聊我");
    expect(out(2)).toContain("你已出局。你有遗言");
    expect(out(2)).not.toContain("报复");
  });
});

describe("forum-hk narration: a night result, the close, the dusk lists, the knife's relay, the end", () => {
  it("HK89, HK12: the seer's check is told to the seer only", () => {
    const said = narrated(hkFile("HK89-seer-check-told-at-block-b-not-village-by-apparent-camp"));
    const check = said.filter((m) => m.text.includes("预言结果"));
    expect(check.map((m) => [m.to, m.text])).toEqual([[{ kind: "seat", seat: 2 }, "预言结果：1号是非村民阵营。"]]);
  });

  it("HK57: the close names the top, or the tie, and never a count", () => {
    const top = groupTexts(narrated(hkFile("HK60-red-carded-top-exiled-without-last-words-then-the-days-reds")));
    expect(top).toContain("第1天投票结果：最高票是1号。");
    const tie = groupTexts(narrated(hkFile("HK57-tie-nobody-out-only-the-tie-announced")));
    expect(tie).toContain("第1天投票结果：平票，无人被投票出局。");
    for (const t of [...top, ...tie]) expect(t).not.toMatch(/\d+\s*票/);
  });

  it("HK66, HK60: the dusk lists split [投票出局] and [其他原因] in out order; the red cards are posted", () => {
    const said = narrated(hkFile("HK60-red-carded-top-exiled-without-last-words-then-the-days-reds"));
    const texts = groupTexts(said);
    expect(texts).toContain("第1天黄昏出局名单（按出局顺序）：\n[投票出局] 1号\n[其他原因] 5号");
    expect(texts).toContain("导演判罚：5号红牌。");
    expect(texts).toContain("5号红牌罚下：今天黄昏投票结算后出局，在此之前不能投票、改票或发动技能。");
  });

  it("HK63: the automatic yellow at the close is posted for each living seat without a ballot", () => {
    const said = narrated(hkFile("HK63-automatic-yellow-for-every-living-seat-without-a-ballot"));
    const yellows = said.filter((m) => m.e.type === "hk_card" && m.after.label === "D1");
    expect(yellows.length).toBeGreaterThan(0);
    for (const m of yellows) {
      expect(m.to).toEqual({ kind: "group" });
      expect(m.text).toMatch(/^\d+号今天没有投票，黄牌。$/);
    }
  });

  it("HK71: the [接刀] gargoyle who takes over the kill joins the wolves' group and is told its members", () => {
    const said = narrated(hkFile("HK64-HK93-knight-duel-on-a-wolf-cancels-the-days-vote"));
    const ops = said.filter((m) => m.op).map((m) => m.op);
    expect(ops).toEqual([
      { kind: "create", members: [1] },
      { kind: "add", seat: 2 },
    ]);
    const dm2 = said.filter((m) => m.e.type === "hk_skill" && m.to.kind === "seat");
    expect(dm2.map((m) => m.to)).toEqual([{ kind: "seat", seat: 2 }]);
    expect(dm2[0].text).toContain("你接过杀人：已拉你进狼人群（1号、2号）");
    // HK64, HK65: the duel's flip and the cancelled vote are public; the duel's out at once.
    const texts = groupTexts(said);
    expect(texts).toContain("3号翻牌：骑士。");
    expect(texts).toContain("今天的投票取消：关门时不计票，未投票也不记黄牌。");
    expect(texts).toContain("正午出局：1号。");
  });

  it("HK70: the wolves' proposals and the agreed kill are posted in the wolves' group only", () => {
    const said = narrated(hkFile("HK116-white-cat-flips-then-goes-out-at-the-next-dusk-end"));
    const kill = said.filter((m) => m.e.type === "hk_acted" || m.e.type === "hk_attack");
    expect(kill.map((m) => [m.to.kind, m.text])).toEqual([
      ["wolves", "1号提议：杀3号。"],
      ["wolves", "今晚刀口统一：杀3号。"],
    ]);
  });

  it("002 胜负判定: the end post names the winner and every seat's card", () => {
    const said = narrated(hkFile("HK54-last-pack-wolf-exiled-villagers-win-at-the-end-of-dusk"));
    const end = said.filter((m) => m.e.type === "game_ended");
    expect(end).toHaveLength(1);
    expect(end[0].to).toEqual({ kind: "group" });
    expect(end[0].text.startsWith("游戏结束：村民阵营获胜。\n身份公示：\n1号 狼巫（狼人阵营） 出局\n")).toBe(true);
    const seatsShown = end[0].text.split("\n").filter((l) => /^\d+号 /.test(l));
    expect(seatsShown).toHaveLength(end[0].after.seats.length);
  });
});

describe("forum-hk narration: the directors (HK15, HK59, HK63, HK137)", () => {
  const said = narrated(
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "custom",
      deal: { "1": "wolf_witch", "2": "gargoyle", "3": "knight", "4": "seer", "5": "penguin", "6": "crow" },
      startAt: "2024-06-10T08:00",
      seed: 1,
      steps: [
        { at: "D1 10:00", seat: 1, act: "vote", target: 4 },
        { at: "D1 10:05", judge: "proxy_vote", seat: 2, target: 4 },
        { at: "D1 10:10", judge: "speed_up", value: "18:00" },
        { at: "D1 18:30" },
      ],
    }),
  );
  const texts = groupTexts(said);

  it("HK59, HK137: a directors' proxy is posted; a player's own ballot is his own post", () => {
    expect(texts).toContain("导演代投：2号投票给4号。");
    expect(said.filter((m) => m.e.type === "hk_ballot").map((m) => m.text)).toEqual(["导演代投：2号投票给4号。"]);
  });

  it("HK15: a speed-up moves the close and every deadline after it, in local time", () => {
    expect(texts).toContain(
      "导演提速：第1天改为 18:00 关门。从现在起不能改票，未投票也不记黄牌；黄昏和夜晚随之提前（18:20 入夜，19:10 夜晚结算）。",
    );
    expect(texts).toContain(
      "第1天关门（18:00），进入黄昏：出局后可发动技能的角色请在 18:10 前私聊我；18:20 公示黄昏出局名单，随后入夜。",
    );
    expect(texts).toContain("第1天投票结果：最高票是4号。");
    // HK15: no automatic yellow on a sped-up day.
    expect(texts.filter((t) => t.includes("没有投票"))).toEqual([]);
  });
});

describe("forum-hk narration of gained skills (HK25, HK103, HK106)", () => {
  it("HK103: the gift's holder is told of it at the night's end, in words, without the giver; a failed gift tells the merchant", () => {
    const gift = narrated(hkFile("HK103-HK25-miracle-merchant-gifted-poison-told-at-the-night-end-used-a-night-later"));
    expect(gift.filter((m) => m.e.type === "hk_acted").map((m) => m.text.split("。")[0])).toEqual([
      "已收到：馈赠 4号 毒药",
      "已收到：毒药 1号",
    ]);
    const told = gift.filter((m) => m.e.type === "told");
    expect(told.map((m) => m.to)).toEqual([{ kind: "seat", seat: 4 }]);
    expect(told[0].text).toContain("毒药 X号");
    expect(told[0].text).not.toMatch(/3号|奇迹商人/);
    const failed = narrated(hkFile("HK103-HK72-miracle-merchant-gift-to-a-wolf-fails-and-pierces-him"));
    expect(failed.filter((m) => m.text.startsWith("送礼失败")).map((m) => m.to)).toEqual([{ kind: "seat", seat: 3 }]);
  });

  it("HK106, HK42: the refreshed witch is told her skills are back; a purified wolf is told his [净化]", () => {
    const refreshed = narrated(hkFile("HK106-HK92-saintess-holy-water-refreshes-the-witch-save-and-sense"));
    expect(refreshed.filter((m) => m.text.includes("技能被刷新")).map((m) => m.to)).toEqual([
      { kind: "seat", seat: 4 },
    ]);
    const purified = narrated(hkFile("HK106-HK42-saintess-holy-water-purifies-a-wolf-for-good"));
    expect(purified.filter((m) => m.text.includes("[净化]")).map((m) => m.to)).toEqual([{ kind: "seat", seat: 1 }]);
  });
});

describe("forum-hk narration: the settlement chain's results (HK78, HK143)", () => {
  const said = narrated(hkFile("HK78-HK30-time-consort-reverses-a-check-told-at-resolution-then-lost"));

  it("HK78: the consort is told the reversed skills by name at C+70; the reversed seer reads only his result", () => {
    const told = said.filter((m) => m.e.type === "told").map((m) => [m.to, m.text]);
    expect(told).toContainEqual([{ kind: "seat", seat: 1 }, "时间逆流反弹了以下技能：预言。你失去了时间逆流。"]);
    expect(told).toContainEqual([{ kind: "seat", seat: 3 }, "预言结果：6号是村民阵营。"]);
  });

  it("HK143: whoever holds 反射 is told each reflected skill and the seat it went to, the users not named", () => {
    const s = said[said.length - 1].after;
    const e = { type: "told", seat: 8, kind: "reflected", value: [{ skill: "check", seat: 2 }], atMs: 0 } as const;
    expect(narrate(s, e, s).map((m) => [m.to, m.text])).toEqual([
      [{ kind: "seat", seat: 8 }, "今晚你反射了以下技能：预言反射给了2号。"],
    ]);
  });

  it("HK123: 镜 reads what was newly used on him, his 镜像's result, and 折镜's target what he now holds", () => {
    const copy = narrated(hkFile("HK123-HK25-mirror-copies-a-poison-used-on-him-and-its-out-counts"));
    const told = copy.filter((m) => m.e.type === "told").map((m) => [m.to, m.text]);
    expect(told).toContainEqual([{ kind: "seat", seat: 8 }, "今晚有新的技能对你使用过：“毒药”。"]);
    expect(told).toContainEqual([{ kind: "seat", seat: 8 }, "镜像成功：你复制了“毒药”，从下一个夜晚起可以使用。"]);
    const lent = narrated(hkFile("HK143-HK28-reversed-check-met-by-a-lent-reflection"));
    const toSeer = lent.filter((m) => m.e.type === "told").map((m) => [m.to, m.text]);
    expect(toSeer).toContainEqual([
      { kind: "seat", seat: 3 },
      expect.stringContaining("你获得了反射，直到下一个黄昏开始"),
    ]);
  });
});

describe("forum-hk narration: a weekend day and the directors' delay (HK14, HK15, HK151)", () => {
  const file = (startAt: string, steps: unknown[]) =>
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "custom",
      deal: { "1": "wolf_witch", "2": "gargoyle", "3": "knight", "4": "seer", "5": "penguin", "6": "crow" },
      startAt,
      seed: 1,
      steps,
    });

  it("HK14, HK151: a game starting on a Friday — the calendar and 正午 posts name the Sunday close", () => {
    const said = narrated(file("2024-06-14T08:00", [{ at: "D1+1 21:25" }]));
    const texts = groupTexts(said);
    expect(said[0].text).toContain(
      "第1天 6月15日（周六）09:00 开门，是周末讨论日：延长一天，6月16日（周日）21:00 才关门。",
    );
    expect(texts).toContain(
      "第1天正午（周末讨论日，延长一天）：现在起可以投票，票一直有效到 6月16日（周日）21:00 关门统计；今晚 21:00 不关门、不入夜，明早 09:00 也不另行公示。白天技能今天 09:00–21:00、明天 09:00 起到 20:00 可用；6月16日（周日）20:00 后不能改票。",
    );
    // Nothing is posted at Saturday 21:00 or Sunday 09:00: one 正午 post, one close.
    expect(texts.filter((t) => t.startsWith("第1天正午"))).toHaveLength(1);
    expect(texts.filter((t) => t.startsWith("第1天关门"))).toEqual([
      "第1天关门（21:00），进入黄昏：出局后可发动技能的角色请在 21:10 前私聊我；21:20 公示黄昏出局名单，随后入夜。",
    ]);
    const closeAt = said.find((m) => m.text.startsWith("第1天关门"))?.e.atMs ?? 0;
    expect(new Date(closeAt).toISOString()).toBe("2024-06-16T13:00:00.000Z");
  });

  it("HK15: the directors' delay is posted with the new close's date and the moved night", () => {
    const texts = groupTexts(
      narrated(file("2024-06-10T08:00", [{ at: "D1 15:00", judge: "delay" }, { at: "D1+1 21:25" }])),
    );
    expect(texts).toContain(
      "导演延期：第1天改为 6月12日（周三）21:00 关门。票继续有效，20:00 前可以改票；白天技能每天 09:00–21:00 可用，关门当天到 20:00。黄昏和夜晚随之顺延（21:20 入夜，22:10 夜晚结算）。",
    );
    expect(texts.filter((t) => t.startsWith("第1天关门"))).toHaveLength(1);
  });
});

describe("forum-hk narration: 太阳's day (HK108, HK149)", () => {
  const texts = groupTexts(
    narrated(hkFile("HK149-sun-day-two-rounds-round-one-top-only-announced-speakers-vote-in-round-two")),
  );

  it("HK108: the opening publishes the flip and 日不落 with the two rounds in players' words", () => {
    expect(texts).toContain("3号翻牌：太阳。");
    expect(
      texts.some((t) => t.startsWith("日不落：太阳出局，今天正午分两轮。第一轮 09:00–15:00 所有存活角色照常投票")),
    ).toBe(true);
    expect(texts.some((t) => t.startsWith("第2天正午（日不落）：第一轮现在开始"))).toBe(true);
  });

  it("HK149: round 1's top is only announced, the list is posted, round 2's count is the day's", () => {
    expect(texts).toContain("第2天第一轮投票结果：最高票是1号（第一轮只公布，不出局）。");
    expect(texts).toContain("太阳指定发言：4号、5号、6号。第二轮只有他们可以发言和投票。");
    expect(texts).toContain("第2天第二轮投票结果：最高票是2号。");
    const order = ["第2天第一轮投票结果", "太阳指定发言", "第2天第二轮投票结果"].map((p) =>
      texts.findIndex((t) => t.startsWith(p)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("forum-hk narration: 赌徒's die and 大奖 (HK124)", () => {
  const said = narrated(hkFile("HK124-HK13-gambler-jackpot-silence-acts-at-once-no-point-left-refused"));
  const toSeat = (n: number) =>
    said.filter((m) => m.to.kind === "seat" && (m.to as { seat: number }).seat === n).map((m) => m.text);

  it("HK124: the die is told to him alone at nightfall in words; 大奖 is acknowledged face first and told by DM", () => {
    const mine = toSeat(5);
    expect(mine).toContain("今晚的骰子掷出了1点：从现在起你的投票永久多算一票（可叠加，不公开）。");
    expect(mine).toContain("今晚的骰子掷出了6点：你多了一个大奖点数。");
    expect(mine.some((t) => t.startsWith("已收到：大奖 沉默 2号。"))).toBe(true);
    expect(mine).toContain("大奖：你用掉一个点数，选了沉默，2号被沉默到下一个正午开始。");
    expect(said.filter((m) => m.to.kind !== "seat" && /骰子|大奖/.test(m.text))).toEqual([]);
  });
});
