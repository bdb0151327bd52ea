/**
 * forum-hk's grammar (seed 002; HK59, HK70, HK137): every act of every built card read from its 002
 * name (the registry is looped, so a new card is covered), the vote posts of the thread, the
 * directors' commands, and bad input answered with what to write.
 */
import { describe, expect, it } from "vitest";
import {
  parseHkDirector as parseHkDirectorMsg,
  parseHkDm as parseHkDmMsg,
} from "../../../src/chat/families/forum-hk/grammar.ts";
import { parseHkVotePost } from "../../../src/chat/families/forum-hk/vote-posts.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { type Msg, render } from "../../../src/vocab/msg.ts";
import { hkActName } from "../../../src/voice/families/forum-hk/texts.ts";

/** A DM read, its answer (`text`, `note`) in 简体 as a 简体 player reads it. */
const parseHkDm = (t: string) => rendered(parseHkDmMsg(t));
/** A director's command read, its answer in 简体. */
const parseHkDirector = (t: string) => rendered(parseHkDirectorMsg(t));

/** Every act a built card declares, with the cards declaring it (HK_ACTS is derived from the registry). */
const cardActs = Object.entries(HK_ACTS).filter(([, row]) => row.cards.length > 0 && row.target !== undefined);

describe("forum-hk DM grammar: 窥视 with a time (HK117)", () => {
  it("reads the ways players write a time and refuses anything else with the example", () => {
    for (const t of ["窥视 21:40", "窥视 21：40", "窥视21点40", "窥视 21点40分", "窥视 2140"])
      expect(parseHkDm(t), t).toStrictEqual({ kind: "act", act: "peek", target: null, value: "21:40" });
    expect(parseHkDm("窥视 9点")).toStrictEqual({ kind: "act", act: "peek", target: null, value: "09:00" });
    for (const t of ["窥视", "窥视 3号", "窥视 25:00", "窥视 晚上"])
      expect(parseHkDm(t), t).toMatchObject({ kind: "bad", text: expect.stringContaining("窥视 21:40") });
  });
});

describe("forum-hk DM grammar: 伪装 / 潜藏 with options and apparent fields (HK45, HK87)", () => {
  it("reads the options as digits or circled numbers, a camp, a card's 名 and 带刀 / 不带刀", () => {
    const full = { options: [1, 2, 4], camp: "villagers", role: "seer", knife: false };
    for (const t of [
      "伪装 1 2 4 村民阵营 预言家 不带刀",
      "伪装 ①②④ 表面阵营：村民 表面身份：预言家 不带刀",
      "伪装 124，好人，预言家，不带刀",
    ])
      expect(parseHkDm(t), t).toStrictEqual({ kind: "act", act: "disguise", target: null, value: full });
    expect(parseHkDm("潜藏 狼人阵营 女巫 带刀")).toStrictEqual({
      kind: "act",
      act: "disguise",
      target: null,
      value: { camp: "wolves", role: "witch", knife: true },
    });
  });

  it("answers an unreadable piece with the example", () => {
    for (const t of ["伪装", "伪装 1 2 9", "伪装 1 2 4 火星人"])
      expect(parseHkDm(t), t).toMatchObject({
        kind: "bad",
        text: expect.stringContaining("伪装 1 2 4 村民阵营 预言家 不带刀"),
      });
  });
});

describe("every built card's acts by their 002 names (DMs)", () => {
  it("covers the registry: some card declares each act looped here", () => {
    expect(cardActs.length).toBeGreaterThan(25);
    expect(cardActs.map(([a]) => a)).toEqual(expect.arrayContaining(["freeze", "heretics", "kill", "track", "pass"]));
  });

  for (const [act, row] of cardActs) {
    const name = hkActName(act);
    it(`${act} (${name}, ${row.target}): \`${name} N号\` and \`${name} N\` are read`, () => {
      expect(name).not.toBe(act);
      if (act === "track") {
        expect(parseHkDm(`${name} 狼王`)).toStrictEqual({ kind: "act", act, target: null, value: "wolf_king" });
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "bad", text: expect.stringContaining("寻踪 狼王") });
        return;
      }
      if (act === "disguise") {
        // Options and apparent fields, not a seat (its own describe below).
        expect(parseHkDm(`${name} 1 3 5`)).toStrictEqual({
          kind: "act",
          act,
          target: null,
          value: { options: [1, 3, 5] },
        });
        return;
      }
      if (act === "copy") {
        // HK123: a skill's name, not a seat (its own describe below).
        expect(parseHkDm(`${name} 预言`)).toStrictEqual({ kind: "act", act, target: null, value: "check" });
        return;
      }
      if (act === "control") {
        // HK125: the skill's number first, then its targets (a seat alone is not enough).
        for (const t of [`${name} 2 3号 5号`, `${name} 第2个 3号 5号`, `${name} 2 3 5`])
          expect(parseHkDm(t), t).toStrictEqual({ kind: "act", act, target: [3, 5], value: 2 });
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "bad", text: expect.stringContaining("操纵 1 3号") });
        return;
      }
      if (act === "peek") {
        // A time, not a seat (its own describe above).
        expect(parseHkDm(`${name} 21:40`)).toStrictEqual({ kind: "act", act, target: null, value: "21:40" });
        return;
      }
      if (act === "sophistry") {
        for (const t of [`${name} 3号 预言家`, `${name} 3 预言家`, `${name}3号预言家`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3, value: "seer" });
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "bad", text: expect.stringContaining("猜的身份") });
        return;
      }
      if (act === "jackpot") {
        // HK124: a die face (a digit or its word), alone or with a seat on either side.
        expect(parseHkDm(`${name} 3`)).toStrictEqual({ kind: "act", act, target: null, value: 3 });
        for (const t of [`${name} 杀人 3号`, `${name} 2 3`, `${name} 3号 杀人`, `${name}杀人3号`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3, value: 2 });
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "bad", text: expect.stringContaining("大奖 杀人 5号") });
        return;
      }
      if (act === "gift") {
        // HK103: the gift is the act's value, one of its words (馈赠 3号 毒药).
        for (const t of [`${name} 3号 毒药`, `${name} 3 毒药`, `${name}3号毒药`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3, value: "poison" });
        expect(parseHkDm(`${name} 4号 控制`)).toStrictEqual({ kind: "act", act, target: 4, value: "freeze" });
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "bad", text: expect.stringContaining("馈赠 3号 毒药") });
        return;
      }
      if (row.target === "living_seats") {
        // HK149: 太阳's 指定发言 — a list, one seat, or nobody.
        for (const t of [`${name} 2号 5号`, `${name} 2 5`, `${name} 2、5`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: [2, 5] });
        expect(parseHkDm(`${name} 3号`)).toStrictEqual({ kind: "act", act, target: [3] });
        expect(parseHkDm(`${name} 不发动`)).toStrictEqual({ kind: "act", act, target: null });
        return;
      }
      if (act === "bewitch") {
        // A seat and a class word (HK79).
        for (const t of [`${name} 3号 强神`, `${name} 3 强神`, `${name}3号强神`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3, value: "strong_god" });
        expect(parseHkDm(`${name} 3号 狼人`)).toStrictEqual({ kind: "act", act, target: 3, value: "wolf" });
        expect(parseHkDm(`${name} 3号 预言家`)).toMatchObject({
          kind: "bad",
          text: expect.stringContaining("狼人、强神或弱神"),
        });
        return;
      }
      if (act === "letter") {
        // 情书's words are sent as written (HK128, the app's message).
        expect(parseHkDm(`${name} 今晚月色真美`)).toStrictEqual({
          kind: "act",
          act,
          target: null,
          value: "今晚月色真美",
        });
        expect(parseHkDm(name)).toMatchObject({ kind: "bad" });
        return;
      }
      if (act === "ask") {
        // HK118: the question is the rest of the message, as typed.
        expect(parseHkDm(`${name} 3号是狼人吗`)).toStrictEqual({
          kind: "act",
          act,
          target: null,
          value: "3号是狼人吗",
        });
        expect(parseHkDm(name)).toMatchObject({ kind: "bad", text: expect.stringContaining("通天 3号是狼人吗") });
        return;
      }
      if (act === "soul") {
        // HK120: a seat, then the words to publish (optional).
        for (const t of [`${name} 3号 熊咆哮了`, `${name} 3 熊咆哮了`, `${name}：三号 熊咆哮了`, `${name} 3号熊咆哮了`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3, value: "熊咆哮了" });
        expect(parseHkDm(`${name} 3号`)).toStrictEqual({ kind: "act", act, target: 3 });
        expect(parseHkDm(`${name} 熊咆哮了`)).toMatchObject({ kind: "bad", text: expect.stringContaining("摄魂 3号") });
        return;
      }
      if (act === "torrent") {
        // HK122: seats each with a card's 名.
        const want = { kind: "act", act, target: null, value: { "3": "seer", "5": "witch" } };
        for (const t of [`${name} 3号预言家 5号女巫`, `${name} 3号：预言家，5号：女巫`, `洪流 3 预言家、5 女巫`])
          expect(parseHkDm(t)).toStrictEqual(want);
        expect(parseHkDm(`${name} 3号预言家 5号大魔王`)).toMatchObject({
          kind: "bad",
          text: expect.stringContaining("不是身份名"),
        });
        expect(parseHkDm(`${name} 3号预言家 3号女巫`)).toMatchObject({
          kind: "bad",
          text: expect.stringContaining("写了两次"),
        });
        expect(parseHkDm(name)).toMatchObject({ kind: "bad", text: expect.stringContaining("命运洪流 3号预言家") });
        return;
      }
      if (row.target === "seats" || row.target === "pair" || row.target === "one_or_two") {
        for (const t of [`${name} 2号 5号`, `${name} 2 5`, `${name} 2、5`])
          expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: [2, 5] });
        expect(parseHkDm(`${name} 3号`)).toStrictEqual({ kind: "act", act, target: [3] });
        return;
      }
      if (row.target === "none") {
        expect(parseHkDm(name)).toStrictEqual({ kind: "act", act, target: null });
        // `N号` after an act that takes none still sends it (the seat is left out, and he is told).
        expect(parseHkDm(`${name} 3号`)).toMatchObject({ kind: "act", act, target: null, note: expect.any(String) });
        return;
      }
      for (const t of [`${name} 3号`, `${name} 3`, `${name}3号`, `${name} 三号`, `${name}：3号`])
        expect(parseHkDm(t)).toStrictEqual({ kind: "act", act, target: 3 });
      expect(parseHkDm(`${name} 12号`)).toStrictEqual({ kind: "act", act, target: 12 });
    });
  }

  it("a seat act with two seats, or none, is answered with its example", () => {
    expect(parseHkDm("冰冻 3号 5号")).toMatchObject({ kind: "bad", text: expect.stringContaining("只能选一个座位") });
    expect(parseHkDm("冰冻")).toStrictEqual({ kind: "bad", text: "请写座位号，例如：冰冻 3号" });
    expect(parseHkDm("冰冻 3.5号")).toMatchObject({ kind: "bad", text: expect.stringContaining("看不懂") });
    expect(parseHkDm("指定异端")).toMatchObject({ kind: "bad", text: expect.stringContaining("指定异端 2号 5号") });
  });

  it("the group kill (HK70): 杀人 / 刀 / 杀 N号, 空刀, 二刀 N号", () => {
    for (const t of ["杀人 5号", "刀 5号", "刀5", "杀 5", "杀人5"])
      expect(parseHkDm(t)).toStrictEqual({ kind: "act", act: "kill", target: 5 });
    expect(parseHkDm("空刀")).toStrictEqual({ kind: "act", act: "kill", target: null });
    expect(parseHkDm("二刀 7号")).toStrictEqual({ kind: "act", act: "kill", target: 7, value: 2 });
    // Chat that starts with a verb is no command.
    expect(parseHkDm("杀人游戏真好玩")).toBeNull();
  });

  it("aliases: 救 / 毒 / 验 / 开枪", () => {
    expect(parseHkDm("救 4")).toStrictEqual({ kind: "act", act: "save", target: 4 });
    expect(parseHkDm("毒 4号")).toStrictEqual({ kind: "act", act: "poison", target: 4 });
    expect(parseHkDm("验 4号")).toStrictEqual({ kind: "act", act: "check", target: 4 });
    expect(parseHkDm("开枪 4号")).toStrictEqual({ kind: "act", act: "shoot", target: 4 });
    expect(parseHkDm("不用药")).toStrictEqual({ kind: "act", act: "pass", target: null });
  });

  it("不发动 / 放弃 (HK138), alone or naming the skill; a skill that may name nobody takes 不发动 as its target", () => {
    expect(parseHkDm("不发动")).toStrictEqual({ kind: "decline" });
    expect(parseHkDm("放弃")).toStrictEqual({ kind: "decline" });
    expect(parseHkDm("不发动报复")).toStrictEqual({ kind: "decline", act: "revenge" });
    expect(parseHkDm("放弃 最后一枪")).toStrictEqual({ kind: "decline", act: "shoot" });
    expect(parseHkDm("最后一枪 不发动")).toStrictEqual({ kind: "act", act: "shoot", target: null });
  });

  it("遗言, 帮助, 状态, and a vote sent by DM", () => {
    expect(parseHkDm("遗言 我是预言家\n3号是狼")).toStrictEqual({ kind: "last_words", text: "我是预言家\n3号是狼" });
    expect(rendered(parseHkDm("遗言"))).toMatchObject({
      kind: "bad",
      text: expect.stringContaining("遗言 我是预言家"),
    });
    expect(parseHkDm("帮助")).toStrictEqual({ kind: "help" });
    expect(parseHkDm("状态")).toStrictEqual({ kind: "status" });
    expect(parseHkDm("投票 5号")).toStrictEqual({ kind: "vote_by_dm" });
    expect(parseHkDm("今天天气不错")).toBeNull();
  });

  it("a later card's skill is read too (the engine answers that it is not open yet)", () => {
    expect(parseHkDm("纵火 3号")).toStrictEqual({ kind: "act", act: "arson", target: 3 });
  });
});

describe("vote posts in the thread (HK59)", () => {
  const ballot = (target: number | null, change = false) => ({ kind: "ballot", change, target });

  it("投票 5号 / 投5 / 投票对象：5号 / 投给5号, with the other lines as the reason", () => {
    for (const t of ["投票 5号", "投5", "投 5", "投票对象：5号", "投票对象:5", "投给5号", "投票5号", "投票：五号"])
      expect(parseHkVotePost(t, 14)).toMatchObject(ballot(5));
    expect(parseHkVotePost("投票对象：5号\n投票理由：发言像狼", 14)).toStrictEqual({
      ...ballot(5),
      reason: "发言像狼",
    });
    expect(parseHkVotePost("我想了很久。\n投5\n他昨天踩错人了", 14)).toStrictEqual({
      ...ballot(5),
      reason: "我想了很久。\n他昨天踩错人了",
    });
  });

  it("弃权, and 改票 6号 (change_vote)", () => {
    for (const t of ["弃权", "投票 弃权", "投票对象：弃权"]) expect(parseHkVotePost(t, 14)).toMatchObject(ballot(null));
    for (const t of ["改票 6号", "改票对象：6号", "改投6"])
      expect(parseHkVotePost(t, 14)).toMatchObject(ballot(6, true));
    expect(parseHkVotePost("改票 弃权", 14)).toMatchObject(ballot(null, true));
  });

  it("an ordinary post is no vote", () => {
    for (const t of ["投票前再想想", "投狼就对了", "我觉得5号是好人", "投票理由：随便"])
      expect(parseHkVotePost(t, 14)).toBeNull();
  });

  it("a malformed vote post is answered with its line and the format", () => {
    // The reply in 简体 (a bad ballot's `text` is a message, rendered in the reader's language).
    const bad = (t: string) => {
      const p = parseHkVotePost(t, 14);
      return p?.kind === "bad_ballot" ? { ...p, text: render(p.text) } : p;
    };
    expect(bad("投票：饺子")).toMatchObject({
      kind: "bad_ballot",
      line: 1,
      text: expect.stringContaining("投票对象「饺子」看不懂"),
    });
    expect(bad("投票 20号")).toMatchObject({ kind: "bad_ballot", text: expect.stringContaining("不在1到14号之间") });
    expect(bad("分析一下\n投票对象：")).toMatchObject({
      kind: "bad_ballot",
      line: 2,
      text: expect.stringContaining("第2行没有写投票对象"),
    });
    expect(bad("投5\n改票6")).toMatchObject({
      kind: "bad_ballot",
      line: 2,
      text: expect.stringContaining("一帖只能投一票"),
    });
    expect(bad("投票 饺子")).toMatchObject({ kind: "bad_ballot", text: expect.stringContaining("格式：投票 5号") });
  });
});

describe("directors' commands (002 判罚制度; HK137)", () => {
  it("代投, 黄牌/红牌 with a reason, 提速: forum-25's grammar", () => {
    expect(parseHkDirector("代投 3号 5号")).toStrictEqual({ kind: "proxy_vote", seat: 3, target: 5 });
    expect(parseHkDirector("代投 3号 弃权")).toStrictEqual({ kind: "proxy_vote", seat: 3, target: null });
    expect(parseHkDirector("黄牌 3号 发言辱骂")).toStrictEqual({
      kind: "card",
      seat: 3,
      colour: "yellow",
      reason: "发言辱骂",
    });
    expect(parseHkDirector("红牌 4号 场外交流")).toStrictEqual({
      kind: "card",
      seat: 4,
      colour: "red",
      reason: "场外交流",
    });
    expect(parseHkDirector("提速 19:00")).toStrictEqual({ kind: "speed_up", value: "19:00" });
  });

  it("HK15 延期: no time — the close moves to 21:00 of the next date; a time is answered with how to type it", () => {
    expect(parseHkDirector("延期")).toStrictEqual({ kind: "delay_day" });
    expect(parseHkDirector("推迟一天")).toStrictEqual({ kind: "delay_day" });
    expect(parseHkDirector("延期 到明天")).toStrictEqual({ kind: "delay_day" });
    expect(parseHkDirector("延期 22:00")).toMatchObject({
      kind: "bad",
      text: expect.stringContaining("延期不用写时间"),
    });
  });

  it("判负 names any forum-hk camp (HK51): 狼人, 好人, a third camp", () => {
    expect(parseHkDirector("判负 狼人")).toStrictEqual({ kind: "camp_loses", camp: "wolves" });
    expect(parseHkDirector("判负 好人 两张红牌")).toStrictEqual({
      kind: "camp_loses",
      camp: "villagers",
      reason: "两张红牌",
    });
    expect(parseHkDirector("判负 宗教老爷爷")).toStrictEqual({ kind: "camp_loses", camp: "old_believer" });
  });

  it("bad arguments are answered with what to type; other text is no command", () => {
    expect(parseHkDirector("判负 饺子")).toMatchObject({ kind: "bad", text: expect.stringContaining("判负 狼人") });
    expect(rendered(parseHkDirector("黄牌 3号"))).toMatchObject({
      kind: "bad",
      text: expect.stringContaining("要写明理由"),
    });
    expect(rendered(parseHkDirector("代投 3号"))).toMatchObject({
      kind: "bad",
      text: expect.stringContaining("代投 3号 12号"),
    });
    expect(rendered(parseHkDirector("提速 明天"))).toMatchObject({
      kind: "bad",
      text: expect.stringContaining("提速 18:00"),
    });
    expect(parseHkDirector("大家好")).toBeNull();
  });
});

describe("forum-hk DM grammar: 镜's 折镜 and 镜像 (HK123)", () => {
  it("reads 折镜 with a seat and 镜像 with a skill's name, alias or id; anything else is answered with the example", () => {
    expect(parseHkDm("折镜 3号")).toStrictEqual({ kind: "act", act: "lend_mirror", target: 3 });
    for (const t of ["镜像 预言", "镜像 验", "复制 预言", "镜像 check"])
      expect(parseHkDm(t), t).toStrictEqual({ kind: "act", act: "copy", target: null, value: "check" });
    expect(parseHkDm("镜像 毒药")).toStrictEqual({ kind: "act", act: "copy", target: null, value: "poison" });
    for (const t of ["镜像 随便", "镜像 投票"])
      expect(parseHkDm(t), t).toMatchObject({ kind: "bad", text: expect.stringContaining("镜像 预言") });
  });
});

describe("钟's 时光倒流 in the DM grammar (HK148)", () => {
  it("the word alone is the 晨曦 use (no target); with a seat, the 黄昏 use; declining words decline it, never send it", () => {
    expect(parseHkDm("时光倒流")).toEqual({ kind: "act", act: "rewind", target: null });
    expect(parseHkDm("回溯")).toEqual({ kind: "act", act: "rewind", target: null });
    expect(parseHkDm("时光倒流 5号")).toEqual({ kind: "act", act: "rewind", target: 5 });
    expect(parseHkDm("时光倒流 不发动")).toEqual({ kind: "decline", act: "rewind" });
    expect(parseHkDm("不发动时光倒流")).toEqual({ kind: "decline", act: "rewind" });
  });
});

describe("declining words after an act that takes no target decline it, never send it", () => {
  it("夺舍 不发动, 牺牲 放弃, 跳跃 不发动 decline; 开枪 不开枪 is still the shot at nobody", () => {
    expect(parseHkDm("夺舍 不发动")).toEqual({ kind: "decline", act: "seize" });
    expect(parseHkDm("牺牲 放弃")).toEqual({ kind: "decline", act: "sacrifice" });
    expect(parseHkDm("跳跃 不发动")).toEqual({ kind: "decline", act: "jump" });
    expect(parseHkDm("开枪 不开枪")).toEqual({ kind: "act", act: "shoot", target: null });
  });
});

/** An intent with its reply rendered in 简体 (a reply is a message, issue 23). */
function rendered<T extends object | null>(x: T): T {
  if (x && "note" in x && x.note !== undefined && typeof x.note !== "string")
    return { ...x, note: render(x.note as Msg) };
  return x && "text" in x && typeof x.text !== "string" ? { ...x, text: render(x.text as Msg) } : x;
}
