/**
 * Issue 23 goal 3: players type the Traditional forms of every command and the English words of the
 * basic ones. Each row is what a 繁體 or English player types, beside the 简体 command it means: every
 * reader of the chat (the table's grammar in the row's channel, the lobby's phrasings, the season
 * desk, forum-25's and forum-hk's DM grammars, `语言`, a seat's status questions) reads both the same, and the 简体 one is a
 * command. The 繁體 forms are written as a Taiwan or Hong Kong player types them, not converted.
 */
import { describe, expect, it } from "vitest";
import { commandText } from "../../src/chat/canonical.ts";
import { parseDirector, parseForumDm, parseVotePost } from "../../src/chat/families/forum-25/grammar.ts";
import { parseHkDm } from "../../src/chat/families/forum-hk/grammar.ts";
import { parseHkVotePost } from "../../src/chat/families/forum-hk/vote-posts.ts";
import { type Channel, parse, parseSeasonCommand } from "../../src/chat/grammar.ts";
import { parseLanguage } from "../../src/chat/language.ts";
import { parsePlayer } from "../../src/chat/phrasing.ts";
import { statusQuery } from "../../src/chat/status-query.ts";

/** [typed, its 简体 command, channel]. */
type Row = readonly [string, string, Channel];

const TRADITIONAL: Row[] = [
  // The lobby and the judge in the group.
  ["開房 444預女獵白", "开房 444预女猎白", "group"],
  ["開房 經典 444預女獵白", "开房 经典 444预女猎白", "group"],
  ["開房 桌遊 12人", "开房 桌游 12人", "group"],
  ["報名", "报名", "group"],
  ["我要報名", "我要报名", "group"],
  ["坐3號", "坐3号", "group"],
  ["坐十二號", "坐十二号", "group"],
  ["退出報名", "退出报名", "group"],
  ["開始", "开始", "group"],
  ["開始遊戲", "开始游戏", "group"],
  ["幫助", "帮助", "group"],
  ["指令", "指令", "dm"],
  // The table: speeches, sheriff, self-destruct, votes.
  ["過", "过", "group"],
  ["過了", "过了", "group"],
  ["發言結束", "发言结束", "group"],
  ["結束發言", "结束发言", "group"],
  ["3號過", "3号过", "group"],
  ["自爆", "自爆", "group"],
  ["我自爆", "我自爆", "group"],
  ["3號退水", "3号退水", "group"],
  ["警左發言", "警左发言", "group"],
  ["警右發言", "警右发言", "group"],
  ["逆序", "逆序", "group"],
  ["順序", "顺序", "group"],
  ["歸票3號", "归票3号", "group"],
  ["不歸票", "不归票", "group"],
  ["上警", "上警", "dm"],
  ["競選警長", "竞选警长", "dm"],
  ["投3號", "投3号", "dm"],
  ["投票給5號", "投票给5号", "dm"],
  ["棄票", "弃票", "dm"],
  ["投棄票", "投弃票", "dm"],
  ["移交3號", "移交3号", "dm"],
  ["移交警徽給3號", "移交警徽给3号", "dm"],
  ["撕警徽", "撕警徽", "dm"],
  ["比分", "比分", "group"],
  ["積分表", "积分表", "group"],
  // Night skills by DM, and the wolves' room.
  ["驗3號", "验3号", "dm"],
  ["查驗十號", "查验十号", "dm"],
  ["守3號", "守3号", "dm"],
  ["守護5號", "守护5号", "dm"],
  ["空守", "空守", "dm"],
  ["救", "救", "dm"],
  ["救人", "救人", "dm"],
  ["用解藥", "用解药", "dm"],
  ["毒3號", "毒3号", "dm"],
  ["毒殺7號", "毒杀7号", "dm"],
  ["不用藥", "不用药", "dm"],
  ["開槍3號", "开枪3号", "dm"],
  ["開槍帶走8號", "开枪带走8号", "dm"],
  ["不開槍", "不开枪", "dm"],
  ["殺3號", "杀3号", "wolves"],
  ["3號確定", "3号确定", "wolves"],
  ["確定空刀", "确定空刀", "wolves"],
  ["攝夢3號", "摄梦3号", "dm"],
  ["魅惑3號", "魅惑3号", "dm"],
  ["吹笛3號", "吹笛3号", "dm"],
  ["禁言3號", "禁言3号", "dm"],
  ["吞噬3號", "吞噬3号", "dm"],
  ["顛倒黑白", "颠倒黑白", "dm"],
  ["連3號和5號", "连3号和5号", "dm"],
  ["選預言家", "选预言家", "dm"],
  ["決鬥3號", "决斗3号", "dm"],
  ["移票3號", "移票3号", "dm"],
  ["卜命3號雙死", "卜命3号双死", "dm"],
  // The judge's controls by DM.
  ["暫停", "暂停", "dm"],
  ["繼續", "继续", "dm"],
  ["恢復", "恢复", "dm"],
  ["延時30秒", "延时30秒", "dm"],
  ["跳過", "跳过", "dm"],
  ["跳過3號", "跳过3号", "dm"],
  ["更正5號 投3", "更正5号 投3", "dm"],
  ["警告3號", "警告3号", "dm"],
  ["判3號自爆", "判3号自爆", "dm"],
  ["踢出3號", "踢出3号", "dm"],
  ["判3號出局", "判3号出局", "dm"],
  ["作廢", "作废", "dm"],
  ["本局作廢", "本局作废", "dm"],
  ["狀態", "状态", "dm"],
  ["輪到誰了", "轮到谁了", "dm"],
  ["還剩多久？", "还剩多久？", "dm"],
  // The season.
  ["戰績", "战绩", "dm"],
  ["我的戰績", "我的战绩", "dm"],
  ["排行榜", "排行榜", "group"],
  // A reason and last words are kept as typed: only the command word is read as 简体.
  ["申訴 上一局 判罰不公", "申诉 上一局 判罰不公", "dm"],
  // Calendar games' DMs (forum-25, forum-hk).
  ["驗 12", "验 12", "dm"],
  ["開槍 12", "开枪 12", "dm"],
  ["遺言 我是好人，別投我", "遗言 我是好人，別投我", "dm"],
  ["守護 4", "守护 4", "dm"],
  // forum-25's DMs as its 繁體 texts show them (the commands quoted in the card, the replies, the calendar).
  ["遺言 ……", "遗言 ……", "dm"],
  ["拒絕", "拒绝", "dm"],
  ["拒絕投降", "拒绝投降", "dm"],
  ["二刀 12", "二刀 12", "dm"],
  ["連 3 8", "连 3 8", "dm"],
  ["愛慕 12", "爱慕 12", "dm"],
  ["衝鋒 12", "冲锋 12", "dm"],
  ["不衝鋒", "不冲锋", "dm"],
  ["認主 5", "认主 5", "dm"],
  // The language itself.
  ["語言 繁體", "语言 繁体", "dm"],
  ["語言 簡體", "语言 简体", "group"],
];

const ENGLISH: Row[] = [
  ["join", "报名", "group"],
  ["Join", "报名", "group"],
  ["sign up", "报名", "group"],
  ["sit 3", "坐3号", "group"],
  ["seat 12", "坐12号", "group"],
  ["join 5", "坐5号", "group"],
  ["leave", "退出", "group"],
  ["start", "开始", "group"],
  ["help", "帮助", "dm"],
  ["pass", "过", "group"],
  ["Done.", "过", "group"],
  ["end speech", "发言结束", "group"],
  ["explode", "自爆", "group"],
  ["self-destruct", "自爆", "group"],
  ["run", "上警", "dm"],
  ["withdraw", "退水", "group"],
  ["vote 3", "投3号", "dm"],
  ["Vote #3", "投3号", "dm"],
  ["vote for 7", "投7号", "dm"],
  ["abstain", "弃票", "dm"],
  ["no vote", "弃票", "dm"],
  ["badge 3", "移交3号", "dm"],
  ["tear badge", "撕警徽", "dm"],
  ["check 3", "验3号", "dm"],
  ["guard 5", "守5号", "dm"],
  ["protect 5", "守5号", "dm"],
  ["no guard", "空守", "dm"],
  ["save", "救", "dm"],
  ["poison 7", "毒7号", "dm"],
  ["no potion", "不用药", "dm"],
  ["shoot 8", "开枪8号", "dm"],
  ["no shot", "不开枪", "dm"],
  ["kill 3", "杀3号", "wolves"],
  ["no kill", "空刀", "wolves"],
  ["pause", "暂停", "dm"],
  ["resume", "继续", "dm"],
  ["stats", "战绩", "dm"],
  ["leaderboard", "排行榜", "group"],
  ["language English", "语言 English", "dm"],
  ["lang zh-tw", "语言 繁体", "group"],
];

/** Every reader of a chat message, by name: what each makes of `text` typed in `channel`. */
function readings(text: string, channel: Channel): Record<string, unknown> {
  return {
    table: parse(text, channel),
    phrasing: parsePlayer(text, channel),
    season: parseSeasonCommand(text),
    forum25: parseForumDm(text),
    forumHk: parseHkDm(text),
    language: parseLanguage(text),
    status: statusQuery(text),
  };
}

const isCommand = (r: Record<string, unknown>) =>
  Object.values(r).some((v) => v !== null && (v as { kind?: string }).kind !== "bad");

describe("issue 23 goal 3: commands typed in 繁體 and in English", () => {
  it("the table holds at least 100 inputs, none twice", () => {
    const all = [...TRADITIONAL, ...ENGLISH].map(([t, , c]) => `${c}:${t}`);
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(TRADITIONAL)("繁體 %s reads as %s (%s)", (typed, hans, channel) => {
    const want = readings(hans, channel);
    expect(isCommand(want), `${hans} is a command`).toBe(true);
    expect(readings(typed, channel)).toEqual(want);
  });

  // English words are the timed table's and the season's: the calendar games' DMs keep their own.
  it.each(ENGLISH)("English %s reads as %s (%s)", (typed, hans, channel) => {
    const { forum25: _a, forumHk: _b, ...want } = readings(hans, channel);
    expect(isCommand(want), `${hans} is a command`).toBe(true);
    const { forum25: _c, forumHk: _d, ...got } = readings(typed, channel);
    expect(got).toEqual(want);
  });

  it("English chat stays chat: a sentence is no command", () => {
    for (const t of ["I vote we wait", "pass the salt", "join us later", "check this out", "kill it with fire"])
      expect(isCommand(readings(t, "group")), t).toBe(false);
  });
});

/**
 * forum-25's thread posts and directors' commands in 繁體, as its 繁體 texts quote them (the vote
 * format, the examples of the directors' replies): [typed, its 简体 form].
 */
const FORUM_25_THREAD: (readonly [string, string])[] = [
  ["投票對象：12號\n投票理由：……", "投票对象：12号\n投票理由：……"],
  ["投票對象：棄權\n投票理由：……", "投票对象：弃权\n投票理由：……"],
  ["改票對象：5號\n改票理由：……", "改票对象：5号\n改票理由：……"],
  ["代投 3號 12號", "代投 3号 12号"],
  ["代投 3號 棄權", "代投 3号 弃权"],
  ["黃牌 3號 詐屍", "黄牌 3号 诈尸"],
  ["紅牌 3號 多次場外交流", "红牌 3号 多次场外交流"],
  ["藍牌 3號 理由", "蓝牌 3号 理由"],
  ["判負 狼人", "判负 狼人"],
  ["替補 3號 @小明", "替补 3号 @小明"],
  ["加導演 @小明", "加导演 @小明"],
];

describe("issue 23 goal 3: forum-25's thread and directors in 繁體", () => {
  it.each(FORUM_25_THREAD)("繁體 %j reads as %j", (typed, hans) => {
    const read = (t: string) => ({ post: parseVotePost(t), director: parseDirector(t, true) });
    const want = read(hans);
    expect(want.post?.kind === "ballot" || (want.director !== null && want.director.kind !== "bad")).toBe(true);
    // A card's or a loss's reason is the director's own words: kept as typed (below), the rest read as 简体.
    const command = (r: ReturnType<typeof read>) => {
      if (!r.director || !("reason" in r.director)) return r;
      const { reason: _reason, ...rest } = r.director;
      return { ...r, director: rest };
    };
    expect(command(read(typed))).toEqual(command(want));
  });

  it.each([
    ["投票對象：3號", 3],
    ["投票 12號", 12],
    ["改票 6號", 6],
    ["投5號", 5],
    ["棄權", null],
  ] as const)("forum-hk's vote post %j in 繁體 is a ballot for %j", (typed, target) => {
    expect(parseHkVotePost(`${typed}\n他的發言有問題`, 14)).toMatchObject({ kind: "ballot", target });
  });

  it("a 繁體 director's card keeps his reason as he typed it (his own words, not OpenCC's 简体)", () => {
    expect(parseDirector("黃牌 3號 消極發言（演示）")).toEqual({
      kind: "card",
      seat: 3,
      colour: "yellow",
      reason: "消極發言(演示)",
    });
    expect(parseDirector("判負 狼人 集體場外")).toEqual({ kind: "camp_loses", camp: "wolves", reason: "集體場外" });
    expect(parseDirector("黄牌 3号 消极发言")).toMatchObject({ reason: "消极发言" });
  });

  it("`我的微訊號` (a director's reply quotes OpenCC's Taiwan form of 我的微信号) reads as the DM question", () => {
    expect(commandText("我的微訊號")).toBe("我的微信号");
  });
});
