/**
 * The chat grammar (000 §八, R24, R25): realistic messages → exact intents; speech and banter → null.
 */
import { describe, expect, it } from "vitest";
import { confirmation } from "../../src/chat/confirm.ts";
import {
  type ActIntent,
  type BadReason,
  type Channel,
  HELP,
  type Intent,
  type JudgeControl,
  type JudgeIntent,
  parse,
  parseBoard,
  parseSeat,
} from "../../src/chat/grammar.ts";
import { BOARDS } from "../../src/engine/boards.ts";
import type { ActId, Target } from "../../src/engine/types.ts";
import { render } from "../../src/vocab/msg.ts";

/** A bad intent's reply in 简体 ("" for any other intent). */
const said = (i: Intent | null) => (i?.kind === "bad" ? render(i.text) : "");

type Row = [text: string, channel: Channel, want: Intent | null];

const act = (a: ActId, target?: Target, seat?: number): ActIntent => ({
  kind: "act",
  act: a,
  ...(target !== undefined ? { target } : {}),
  ...(seat !== undefined ? { seat } : {}),
});
const judge = (control: JudgeControl, extra: Omit<JudgeIntent, "kind" | "control"> = {}): JudgeIntent => ({
  kind: "judge",
  control,
  ...extra,
});

function table(rows: Row[]) {
  it.each(rows)("%s (%s)", (text, channel, want) => {
    const got = parse(text, channel);
    if (want?.kind === "bad") expect(got).toMatchObject({ kind: "bad", reason: want.reason });
    else expect(got).toStrictEqual(want);
  });
}
const badRow = (text: string, channel: Channel, reason: BadReason): Row => [
  text,
  channel,
  { kind: "bad", reason, text: "" },
];

describe("parseSeat", () => {
  it.each([
    ["3", 3],
    ["3号", 3],
    ["３号", 3],
    [" 3 号 ", 3],
    ["三号", 3],
    ["十号", 10],
    ["十二号", 12],
    ["二十", 20],
    ["二十三号", 23],
    ["九十九", 99],
    ["12号玩家", 12],
    ["7号位", 7],
    ["03", 3],
    ["99", 99],
  ])("%s → %i", (text, seat) => expect(parseSeat(text)).toBe(seat));

  it.each(["0", "零号", "-1", "3.5", "100", "一百", "99999999999", "", "号", "3号号", "一二", "十十", "三号五", "abc"])(
    "%s → null",
    (text) => expect(parseSeat(text)).toBeNull(),
  );
});

describe("parseBoard", () => {
  it("every board by id and by its Chinese name (000 §六)", () => {
    for (const b of BOARDS) {
      expect(parseBoard(b.id)).toBe(b.id);
      expect(parseBoard(b.zh)).toBe(b.id);
    }
  });
  it.each([
    ["444-idiot", "444-idiot"],
    ["444-IDIOT", "444-idiot"],
    ["444预女猎白", "444-idiot"],
    ["444 预女猎白", "444-idiot"],
    ["４４４预女猎白屠边", "444-idiot"],
    ["444预女猎白屠边的12人局", "444-idiot"],
    ["444预女猎白局", "444-idiot"],
    ["334经典", "334-classic"],
    ["334经典局", "334-classic"],
    ["3441带野孩子屠边的12人局", "3441-wildchild"],
    ["345狼王盗贼丘比特屠边", "345-wolfking-thief-cupid"],
    ["345盗贼丘比特", "345-thief-cupid"],
  ])("%s → %s", (text, id) => expect(parseBoard(text)).toBe(id));
  it.each(["444", "预女猎白", "444禁言骑士", "", "444-idiot-x"])("%s → null", (text) =>
    expect(parseBoard(text)).toBeNull(),
  );
});

describe("room and sign-up", () => {
  table([
    ["开房 444预女猎白", "group", { kind: "open_room", ruleset: "ranked-s7", board: "444-idiot" }],
    ["开房444-idiot", "dm", { kind: "open_room", ruleset: "ranked-s7", board: "444-idiot" }],
    ["开房　３３４经典局。", "group", { kind: "open_room", ruleset: "ranked-s7", board: "334-classic" }],
    badRow("开房", "group", "board"),
    badRow("开房 444禁言骑士", "group", "board"),
    badRow("开房 999", "dm", "board"),
    ["开房了吗", "group", null],
    // Issue 10 item 5: the ruleset first, then one of its boards.
    ["开房 经典 444预女猎白", "group", { kind: "open_room", ruleset: "classic", board: "444-idiot" }],
    ["开房 经典规则 334经典局", "group", { kind: "open_room", ruleset: "classic", board: "334-classic" }],
    ["开房 classic 444-idiot", "group", { kind: "open_room", ruleset: "classic", board: "444-idiot" }],
    ["开房 排位 444预女猎白", "group", { kind: "open_room", ruleset: "ranked-s7", board: "444-idiot" }],
    ["开房 桌游 12人", "group", { kind: "open_room", ruleset: "table", board: "table-12" }],
    ["开房 桌游12人", "group", { kind: "open_room", ruleset: "table", board: "table-12" }],
    ["开房 桌游 ９人局", "group", { kind: "open_room", ruleset: "table", board: "table-9" }],
    ["开房 桌游 table-14", "group", { kind: "open_room", ruleset: "table", board: "table-14" }],
    ["开房 table-13", "group", { kind: "open_room", ruleset: "table", board: "table-13" }],
    ["开赛 桌游 12人", "group", { kind: "open_room", ruleset: "table", board: "table-12", match: true }],
    ["开赛 12人", "group", { kind: "open_room", ruleset: "table", board: "table-12", match: true }],
    badRow("开房 桌游 444预女猎白", "group", "board"),
    badRow("开房 桌游 8人", "group", "board"),
    badRow("开房 桌游", "group", "board"),
    badRow("开房 经典 table-12", "group", "board"),
    badRow("开房 12人", "group", "board"),
    badRow("开赛", "group", "board"),
    ["报名", "group", { kind: "join" }],
    ["加入", "group", { kind: "join" }],
    ["坐3号", "group", { kind: "join", seat: 3 }],
    ["3号入座", "group", { kind: "join", seat: 3 }],
    ["我坐3", "group", { kind: "join", seat: 3 }],
    ["报名 12号", "group", { kind: "join", seat: 12 }],
    badRow("坐", "group", "seat_missing"),
    badRow("坐0号", "group", "seat_invalid"),
    ["坐下聊", "group", null],
    ["退出", "group", { kind: "leave" }],
    ["取消报名", "group", { kind: "leave" }],
    ["开始", "group", { kind: "start_game" }],
    ["开始游戏！", "group", { kind: "start_game" }],
  ]);
  it("a board the ruleset does not play: the reply names the ruleset and lists its boards", () => {
    const got = parse("开房 桌游 444预女猎白", "group");
    expect(said(got)).toContain("桌游规则不玩444预女猎白");
    for (const n of [9, 10, 11, 12, 13, 14]) expect(said(got)).toContain(`桌游${n}人`);
    // Issue 26 item 6: the boards by their names only, no id.
    expect(said(got)).not.toMatch(/table-|444-idiot/);
    const classic = parse("开房 经典 table-12", "group");
    expect(said(classic)).toContain("经典规则不玩桌游12人");
    expect(said(classic)).toContain("444预女猎白");
    expect(said(classic)).not.toContain("444-idiot");
    const bare = parse("开房", "group");
    expect(said(bare)).toContain("开房 桌游 12人");
  });
  it("the bad board reply lists the boards", () => {
    const got = parse("开房 444禁言骑士", "group");
    expect(said(got)).toContain("444预女猎白");
  });
});

describe("a message that is only a seat (R25, 000 §八(四)1)", () => {
  table([
    ["3", "group", { kind: "seat", seat: 3 }],
    ["3号", "group", { kind: "seat", seat: 3 }],
    ["３号", "dm", { kind: "seat", seat: 3 }],
    ["三号", "dm", { kind: "seat", seat: 3 }],
    ["十二号。", "group", { kind: "seat", seat: 12 }],
    ["12号玩家", "group", { kind: "seat", seat: 12 }],
    ["0", "group", null],
    ["100号", "group", null],
    ["3.5", "dm", null],
  ]);
});

describe("group acts (000 §八(四)3, §八(五)2, §八(七)1)", () => {
  table([
    ["上警", "dm", act("run")],
    ["竞选", "dm", act("run")],
    ["3号上警", "dm", act("run", undefined, 3)],
    ["退水", "group", act("withdraw")],
    ["3号退水", "group", act("withdraw", undefined, 3)],
    ["１２号退水！", "group", act("withdraw", undefined, 12)],
    ["过", "group", act("end_speech")],
    ["过。", "group", act("end_speech")],
    ["过了", "group", act("end_speech")],
    ["结束发言", "group", act("end_speech")],
    ["3号过", "group", act("end_speech", undefined, 3)],
    ["爆", "group", act("self_destruct")],
    ["爆！", "group", act("self_destruct")],
    ["boom", "group", act("self_destruct")],
    ["BOOM", "group", act("self_destruct")],
    ["Boom!", "group", act("self_destruct")],
    ["ｂｏｏｍ", "group", act("self_destruct")],
    ["自爆", "group", act("self_destruct")],
    // R1: left = smaller seats; 警左 = 逆 = down, 警右 = 顺 = up (orderAct).
    ["警左", "group", act("order", "down")],
    ["警右", "group", act("order", "up")],
    ["警右发言", "group", act("order", "up")],
  ]);
});

describe("night acts (000 §八(三))", () => {
  table([
    ["杀5号", "wolves", act("kill", 5)],
    ["杀 5 号", "wolves", act("kill", 5)],
    ["杀5", "wolves", act("kill", 5)],
    ["刀十二", "wolves", act("kill", 12)],
    ["5号确定", "wolves", act("kill", 5)],
    ["５号确定。", "wolves", act("kill", 5)],
    ["确定5号", "wolves", act("kill", 5)],
    ["杀5号确定", "wolves", act("kill", 5)],
    ["空刀", "wolves", act("kill", null)],
    ["守3", "dm", act("guard", 3)],
    ["守护 3号", "dm", act("guard", 3)],
    ["空守", "dm", act("guard", null)],
    ["验3号", "dm", act("check", 3)],
    ["查验二十号", "dm", act("check", 20)],
    ["查3", "dm", act("check", 3)],
    ["救", "dm", act("save")],
    ["用解药", "dm", act("save")],
    ["救3号", "dm", act("save", 3)],
    ["毒7号", "dm", act("poison", 7)],
    ["不用药", "dm", act("pass")],
    ["不救", "dm", act("pass")],
    ["都不用", "dm", act("pass")],
    ["开枪9号", "dm", act("shoot", 9)],
    ["带走9", "dm", act("shoot", 9)],
    ["开枪带走九号", "dm", act("shoot", 9)],
    ["不开枪", "dm", act("shoot", null)],
  ]);
});

describe("votes and the badge (R24, 000 §八(四)8)", () => {
  table([
    ["投3", "dm", act("vote", 3)],
    ["投3号", "dm", act("vote", 3)],
    ["投３号", "dm", act("vote", 3)],
    ["投票给 十一号", "dm", act("vote", 11)],
    ["弃票", "dm", act("vote", null)],
    // R24: a vote typed in the group still parses, so the caller can answer how to vote.
    ["投3号", "group", act("vote", 3)],
    ["票3", "dm", null],
    ["移交4", "dm", act("badge", 4)],
    ["警徽给4号", "dm", act("badge", 4)],
    ["把警徽给4号", "dm", act("badge", 4)],
    ["撕警徽", "dm", act("badge", null)],
    ["撕毁警徽", "dm", act("badge", null)],
  ]);
});

describe("judge controls (000 §二, §九)", () => {
  table([
    ["暂停", "group", judge("pause")],
    ["继续", "group", judge("resume")],
    ["恢复", "group", judge("resume")],
    ["延时", "group", judge("extend", { seconds: 60 })],
    ["延时30秒", "group", judge("extend", { seconds: 30 })],
    ["延时 60", "group", judge("extend", { seconds: 60 })],
    ["加时1分钟", "group", judge("extend", { seconds: 60 })],
    ["延时三十秒", "group", judge("extend", { seconds: 30 })],
    ["延时10分钟", "group", judge("extend", { seconds: 600 })],
    badRow("延时0秒", "group", "seconds"),
    badRow("延时601", "group", "seconds"),
    badRow("延时11分钟", "group", "seconds"),
    ["跳过", "group", judge("skip")],
    ["跳过3号", "group", judge("skip", { seat: 3 })],
    ["更正5号 投3", "group", judge("correct", { seat: 5, correction: act("vote", 3) })],
    ["更正 5号 守2", "dm", judge("correct", { seat: 5, correction: act("guard", 2) })],
    ["更正五号 空刀", "group", judge("correct", { seat: 5, correction: act("kill", null) })],
    ["更正5号 3号确定", "group", judge("correct", { seat: 5, correction: act("kill", 3) })],
    badRow("更正", "group", "seat_missing"),
    badRow("更正0号 投3", "group", "seat_invalid"),
    badRow("更正5号", "group", "correction"),
    badRow("更正5号 你好", "group", "correction"),
    badRow("更正5号 投", "group", "seat_missing"),
    ["作废", "group", judge("void")],
    ["本局作废", "group", judge("void")],
    ["警告3号", "group", judge("warn", { seat: 3 })],
    badRow("警告", "group", "seat_missing"),
    ["判3号自爆", "group", judge("rule_self_destruct", { seat: 3 })],
    ["踢出3号", "group", judge("eject", { seat: 3 })],
    ["判十二号出局", "group", judge("eject", { seat: 12 })],
    badRow("判自爆", "group", "seat_missing"),
  ]);
});

describe("stats and help", () => {
  table([
    ["战绩", "dm", { kind: "stats" }],
    ["查战绩", "dm", { kind: "stats" }],
    ["排行榜", "group", { kind: "leaderboard" }],
    ["帮助", "dm", { kind: "help" }],
    ["指令", "wolves", { kind: "help" }],
    ["?", "group", { kind: "help" }],
    ["？", "dm", { kind: "help" }],
  ]);
  it("HELP has a cheat-sheet per channel", () => {
    expect(HELP.group).toContain("退水");
    expect(HELP.group).toContain("警左");
    expect(HELP.dm).toContain("弃票");
    expect(HELP.dm).toContain("撕警徽");
    expect(HELP.wolves).toContain("空刀");
  });
});

describe("bad arguments", () => {
  table([
    badRow("验十三号五", "dm", "seat_invalid"),
    badRow("杀", "wolves", "seat_missing"),
    badRow("确定", "wolves", "seat_missing"),
    badRow("毒", "dm", "seat_missing"),
    badRow("投", "dm", "seat_missing"),
    badRow("投票", "dm", "seat_missing"),
    badRow("守", "dm", "seat_missing"),
    badRow("开枪", "dm", "seat_missing"),
    badRow("移交", "dm", "seat_missing"),
    badRow("杀0号", "wolves", "seat_invalid"),
    badRow("杀100号", "wolves", "seat_invalid"),
    badRow("杀 3 5", "wolves", "seat_invalid"),
    badRow("投3.5", "dm", "seat_invalid"),
    badRow("十三号五确定", "wolves", "seat_invalid"),
  ]);
  it("the reply says what to type", () => {
    expect(parse("验", "dm")).toMatchObject({ kind: "bad", reason: "seat_missing" });
    expect(said(parse("验", "dm"))).toBe("请写座位号，例如：验3号");
    expect(said(parse("验十三号五", "dm"))).toContain("十三号五");
  });
  it("in the group a player's act with a bad seat is speech content (R25)", () => {
    expect(parse("毒", "group")).toBeNull();
    expect(parse("验十三号五", "group")).toBeNull();
  });
});

describe("ordinary chat is null", () => {
  table([
    ["我是好人，3号发言很像狼", "group", null],
    // A message beginning with 过 longer than 过/过了 is chat.
    ["过了这轮再说", "group", null],
    ["过会儿", "group", null],
    ["不过", "group", null],
    ["我是预言家，昨晚验3号金水", "group", null],
    ["查杀3号", "group", null],
    ["3号金水", "group", null],
    ["杀谁", "wolves", null],
    ["杀谁？", "wolves", null],
    ["刀口在哪", "wolves", null],
    ["爆了爆了", "group", null],
    ["boom boom", "group", null],
    ["投降吧", "group", null],
    ["守卫在吗", "dm", null],
    ["哈哈哈", "group", null],
    ["", "group", null],
    ["   ", "dm", null],
    ["。", "group", null],
  ]);
});

describe("mentions", () => {
  table([["@狼人法官 开房 444预女猎白", "group", { kind: "open_room", ruleset: "ranked-s7", board: "444-idiot" }]]);
});

describe("the other roles' skills (000 §八(二), §八(十); issue #5)", () => {
  const badRow = (reason: BadReason): Intent => ({ kind: "bad", reason, text: "" });
  table([
    ["摄梦3号", "dm", act("dream", 3)],
    ["魅惑５号", "dm", act("charm", 5)],
    ["不魅惑", "dm", act("charm", null)],
    ["榜样7号", "dm", act("model", 7)],
    ["选7号当榜样", "dm", act("model", 7)],
    ["禁言十二号", "dm", act("silence", 12)],
    ["不禁言", "dm", act("silence", null)],
    ["吞噬4号", "dm", act("devour", 4)],
    ["颠倒黑白", "dm", act("invert")],
    ["决斗6号", "dm", act("duel", 6)],
    ["移票9号", "dm", act("shift", 9)],
    ["连3号和5号", "dm", act("link", [3, 5])],
    ["连 3、5", "dm", act("link", [3, 5])],
    ["连情侣三号与十号", "dm", act("link", [3, 10])],
    ["连", "dm", badRow("seat_missing")],
    ["连3号", "dm", badRow("seat_invalid")],
    ["选预言家", "dm", act("pick", "seer")],
    ["选底牌狼人", "dm", act("pick", "werewolf")],
    ["卜命3号双死", "dm", { kind: "act", act: "foretell", target: 3, value: 2 }],
    ["卜命 3 平安夜", "dm", { kind: "act", act: "foretell", target: 3, value: 0 }],
    ["卜命", "dm", badRow("seat_missing")],
    ["不卜命", "dm", act("foretell", null)],
    ["我觉得要连起来", "group", null],
    ["自爆带走3号", "group", act("self_destruct", 3)],
    ["爆5号", "group", act("self_destruct", 5)],
  ]);
});

describe("table (T12, T16)", () => {
  table([
    ["归票3号", "group", act("recommend", 3)],
    ["归票给十二号", "dm", act("recommend", 12)],
    ["不归票", "group", act("recommend", null)],
    // T16 (003-B FAQ): "我是狼" is a claim, not a boom.
    ["我是狼", "group", null],
    ["爆", "group", act("self_destruct")],
  ]);
});

describe("other digits, traditional characters and invisible characters (issue 25 item 10)", () => {
  const rows: Row[] = [
    ["坐٥号", "group", { kind: "join", seat: 5 }],
    ["坐۱۲号", "group", { kind: "join", seat: 12 }],
    ["坐५号", "group", { kind: "join", seat: 5 }],
    ["坐５号", "group", { kind: "join", seat: 5 }],
    ["坐5號", "group", { kind: "join", seat: 5 }],
    ["驗3號", "dm", act("check", 3)],
    ["殺12號", "wolves", act("kill", 12)],
    ["開槍3號", "dm", act("shoot", 3)],
    ["棄票", "dm", act("vote", null)],
    ["坐\u200b5号", "group", { kind: "join", seat: 5 }],
    ["坐5\u200c号", "group", { kind: "join", seat: 5 }],
    ["\u200d坐5号", "group", { kind: "join", seat: 5 }],
    ["\ufeff坐5号\u2060", "group", { kind: "join", seat: 5 }],
    ["杀\u200b1\u200b2号", "wolves", act("kill", 12)],
    ["投\u2060٣", "dm", act("vote", 3)],
    ["\u200b过\u200b", "group", act("end_speech")],
    // Found by the re-attack: variation selector, Hangul filler, Arabic letter mark, keycap, isolates.
    ["坐5\ufe0f号", "group", { kind: "join", seat: 5 }],
    ["坐\u31645号", "group", { kind: "join", seat: 5 }],
    ["\u061c坐5号", "group", { kind: "join", seat: 5 }],
    ["坐1\ufe0f\u20e3号", "group", { kind: "join", seat: 1 }],
    ["\u2066坐5号\u2069", "group", { kind: "join", seat: 5 }],
    ["\u202e坐5号\u202c", "group", { kind: "join", seat: 5 }],
  ];
  it.each(rows)("%j in %s", (text, channel, want) => expect(parse(text, channel)).toEqual(want));
  it("an invisible character alone is nothing", () => {
    expect(parse("\u200b\u200d\ufeff", "dm")).toBeNull();
    expect(parseSeat("٥号")).toBe(5);
  });
  it("a judge's 确认 with an invisible character or in traditional characters is a 确认", () => {
    expect(confirmation("\u200b确认")).toBe("yes");
    expect(confirmation("確認")).toBe("yes");
  });
});
