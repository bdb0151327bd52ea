/**
 * The command words (000 §八): whole-message commands ({@link FIXED}) and verbs around a seat
 * ({@link RULES}, longest first), each with the intent it makes and the example a bad seat is
 * answered with. Tables only; `grammar-read.ts` applies them.
 */
import { act, type Intent, judge } from "./grammar-intents.ts";

/** Whole-message commands (a Map: a message "constructor" or "__proto__" is no command). */
export const FIXED = new Map<string, Intent>();
const fixed = (words: string[], intent: Intent) => {
  for (const w of words) FIXED.set(w, intent);
};
fixed(["报名", "加入", "我要报名", "我报名", "入座"], { kind: "join" });
fixed(["退出", "取消报名", "退出报名"], { kind: "leave" });
fixed(["开始", "开始游戏"], { kind: "start_game" });
fixed(["上警", "竞选", "竞选警长", "我上警"], act("run"));
fixed(["退水", "我退水"], act("withdraw"));
fixed(["过", "过了", "过过", "我过", "我过了", "发言结束", "结束发言"], act("end_speech"));
fixed(["爆", "自爆", "boom", "我爆", "我自爆"], act("self_destruct"));
fixed(["空刀", "确定空刀", "空刀确定"], act("kill", null));
fixed(["空守"], act("guard", null));
fixed(["救", "救人", "用解药"], act("save"));
fixed(["不用药", "不救", "都不用"], act("pass"));
fixed(["不开枪"], act("shoot", null));
fixed(["弃票", "我弃票", "投弃票"], act("vote", null));
// R1: seats run clockwise and left = smaller numbers, so 警左 (from the sheriff's left) = 逆 = `down`,
// 警右 = 顺 = `up` (the engine's `orderAct` takes "up" | "down").
fixed(["警左", "警左发言", "逆序"], act("order", "down"));
fixed(["警右", "警右发言", "顺序"], act("order", "up"));
fixed(["撕警徽", "撕毁警徽", "撕掉警徽"], act("badge", null));
// 归票 (table, T12): the sheriff names a seat to vote out, or nobody.
fixed(["不归票", "警长不归票"], act("recommend", null));
fixed(["比分", "积分表", "比赛积分", "查比分"], { kind: "match_sheet" });
// The other roles of 000 §八(二) (issue #5): empty choices and one-word skills.
fixed(["不魅惑", "今晚不魅惑"], act("charm", null));
// Cupid declines (table, T17).
fixed(["不连", "不连情侣", "不连人"], act("link", null));
fixed(["不禁言", "今晚不禁言"], act("silence", null));
fixed(["颠倒", "颠倒黑白", "发动颠倒"], act("invert"));
fixed(["不卜命", "不发动卜命"], act("foretell", null));
fixed(["选狼人", "选底牌狼人"], act("pick", "werewolf"));
fixed(["暂停"], judge("pause"));
fixed(["继续", "恢复"], judge("resume"));
fixed(["跳过"], judge("skip"));
fixed(["作废", "本局作废"], judge("void"));
fixed(["战绩", "我的战绩", "查战绩"], { kind: "stats" });
fixed(["排行榜"], { kind: "leaderboard" });
fixed(["帮助", "指令", "?", "help"], { kind: "help" });

/** A verb around a seat: `pre` + seat + `post` ("杀3号", "3号确定", "判3号自爆"). */
export interface SeatRule {
  pre: string;
  post: string;
  make: (seat: number) => Intent;
  /** What to type instead, for a bad seat. */
  example: string;
  /** A bad seat is answered in the group too (judge and sign-up words; a player's act there is speech). */
  inGroup: boolean;
}
export const RULES: SeatRule[] = [];
const rule = (words: [string, string][], make: (seat: number) => Intent, example: string, inGroup = false) => {
  for (const [pre, post] of words) RULES.push({ pre, post, make, example, inGroup });
};
// 000 §八(三)2: each wolf types "XX号确定" or "杀XX号".
rule(
  [
    ["杀", ""],
    ["刀", ""],
    ["确定", ""],
    ["", "确定"],
    ["杀", "确定"],
    ["刀", "确定"],
  ],
  (n) => act("kill", n),
  "杀3号（或 3号确定 / 空刀）",
);
rule(
  [
    ["守", ""],
    ["守护", ""],
  ],
  (n) => act("guard", n),
  "守3号（或 空守）",
);
rule(
  [
    ["验", ""],
    ["查验", ""],
    ["查", ""],
  ],
  (n) => act("check", n),
  "验3号",
);
rule([["救", ""]], (n) => act("save", n), "救");
rule(
  [
    ["毒", ""],
    ["毒杀", ""],
  ],
  (n) => act("poison", n),
  "毒3号（或 不用药）",
);
rule(
  [
    ["开枪", ""],
    ["带走", ""],
    ["开枪带走", ""],
  ],
  (n) => act("shoot", n),
  "开枪3号（或 不开枪）",
);
rule(
  [
    ["投", ""],
    ["投票", ""],
    ["投给", ""],
    ["投票给", ""],
  ],
  (n) => act("vote", n),
  "投3号（或 弃票）",
);
rule(
  [
    ["移交", ""],
    ["移交给", ""],
    ["移交警徽", ""],
    ["移交警徽给", ""],
    ["警徽给", ""],
    ["警徽移交", ""],
    ["警徽移交给", ""],
    ["把警徽给", ""],
    ["把警徽移交给", ""],
  ],
  (n) => act("badge", n),
  "移交3号（或 撕警徽）",
);
rule(
  [
    ["归票", ""],
    ["归票给", ""],
    ["警长归票", ""],
  ],
  (n) => act("recommend", n),
  "归票3号（或 不归票）",
);
rule([["", "退水"]], (n) => act("withdraw", undefined, n), "3号退水");
rule([["", "上警"]], (n) => act("run", undefined, n), "上警");
rule(
  [
    ["", "过"],
    ["", "过了"],
  ],
  (n) => act("end_speech", undefined, n),
  "过",
);
rule(
  [
    ["坐", ""],
    ["我坐", ""],
    ["报名", ""],
    ["", "入座"],
  ],
  (n) => ({ kind: "join", seat: n }),
  "坐3号",
  true,
);
rule([["跳过", ""]], (n) => judge("skip", { seat: n }), "跳过3号", true);
rule([["警告", ""]], (n) => judge("warn", { seat: n }), "警告3号", true);
rule([["判", "自爆"]], (n) => judge("rule_self_destruct", { seat: n }), "判3号自爆", true);
rule(
  [
    ["踢出", ""],
    ["判", "出局"],
  ],
  (n) => judge("eject", { seat: n }),
  "踢出3号",
  true,
);
rule(
  [
    ["摄梦", ""],
    ["梦", ""],
  ],
  (n) => act("dream", n),
  "摄梦3号",
);
rule([["魅惑", ""]], (n) => act("charm", n), "魅惑3号（或 不魅惑）");
// The piper's charm (table, T23): `吹笛3号`; `魅惑3号` from a piper is the same (router).
rule([["吹笛", ""]], (n) => act("pipe", n), "吹笛3号");
rule(
  [
    ["榜样", ""],
    ["选榜样", ""],
    ["选", "当榜样"],
    ["选", "做榜样"],
  ],
  (n) => act("model", n),
  "榜样3号",
);
rule([["禁言", ""]], (n) => act("silence", n), "禁言3号（或 不禁言）");
rule([["吞噬", ""]], (n) => act("devour", n), "吞噬3号");
rule([["决斗", ""]], (n) => act("duel", n), "决斗3号", true);
rule(
  [
    ["移票", ""],
    ["移票给", ""],
  ],
  (n) => act("shift", n),
  "移票3号",
  true,
);
// The white wolf king's boom takes a player along (001 二): 爆3号 / 自爆带走3号, in public.
rule(
  [
    ["爆", ""],
    ["自爆", ""],
    ["自爆带走", ""],
    ["爆带走", ""],
  ],
  (n) => act("self_destruct", n),
  "自爆带走3号",
);
// Longest words first: "开枪带走" before "开枪", "查验" before "查", "判…自爆" before "…自爆".
RULES.sort((a, b) => b.pre.length + b.post.length - (a.pre.length + a.post.length));
