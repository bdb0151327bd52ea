/**
 * The command words (000 §八): whole-message commands ({@link FIXED}) and verbs around a seat
 * ({@link RULES}, longest first), each with the intent it makes and the example a bad seat is
 * answered with. Tables only; `grammar-read.ts` applies them. The table's own words (sign-up,
 * speech, votes, sheriff, judge) are written here; every card skill's words come from the card
 * (`skills[].words`, engine/roles/*.ts).
 */
import { allRoles, usedUnder } from "../engine/roles/index.ts";
import type { Arg } from "../vocab/msg.ts";
import { act, type Intent, judge, seatExample } from "./grammar-intents.ts";

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
fixed(["弃票", "我弃票", "投弃票"], act("vote", null));
// R1: seats run clockwise and left = smaller numbers, so 警左 (from the sheriff's left) = 逆 = `down`,
// 警右 = 顺 = `up` (the engine's `orderAct` takes "up" | "down").
fixed(["警左", "警左发言", "逆序"], act("order", "down"));
fixed(["警右", "警右发言", "顺序"], act("order", "up"));
fixed(["撕警徽", "撕毁警徽", "撕掉警徽"], act("badge", null));
// 归票 (table, T12): the sheriff names a seat to vote out, or nobody.
fixed(["不归票", "警长不归票"], act("recommend", null));
fixed(["比分", "积分表", "比赛积分", "查比分"], { kind: "match_sheet" });
fixed(["暂停"], judge("pause"));
fixed(["继续", "恢复"], judge("resume"));
fixed(["跳过"], judge("skip"));
fixed(["作废", "本局作废"], judge("void"));
fixed(["战绩", "我的战绩", "查战绩"], { kind: "stats" });
fixed(["排行榜"], { kind: "leaderboard" });
fixed(["帮助", "指令", "?", "help"], { kind: "help" });
// The basic commands in English (issue 23 goal 3), as the normaliser leaves them (lower case, no
// spaces: `end speech` → `endspeech`). 繁體 needs no words of its own: the characters are read as 简体.
fixed(["join", "signup"], { kind: "join" });
fixed(["leave"], { kind: "leave" });
fixed(["start", "startgame"], { kind: "start_game" });
fixed(["run", "runforsheriff"], act("run"));
fixed(["withdraw"], act("withdraw"));
fixed(["pass", "done", "over", "endspeech"], act("end_speech"));
fixed(["explode", "selfdestruct", "self-destruct"], act("self_destruct"));
fixed(["abstain", "novote"], act("vote", null));
fixed(["tearbadge", "destroybadge"], act("badge", null));
fixed(["pause"], judge("pause"));
fixed(["resume"], judge("resume"));
fixed(["void"], judge("void"));
fixed(["stats", "mystats"], { kind: "stats" });
fixed(["leaderboard", "ranking"], { kind: "leaderboard" });

/** A verb around a seat: `pre` + seat + `post` ("杀3号", "3号确定", "判3号自爆"). */
export interface SeatRule {
  pre: string;
  post: string;
  make: (seat: number) => Intent;
  /** What to type instead, for a bad seat: as written in 简体, English's own commands in English ({@link seatExample}). */
  example: Arg;
  /** A bad seat is answered in the group too (judge and sign-up words; a player's act there is speech). */
  inGroup: boolean;
}
export const RULES: SeatRule[] = [];
/**
 * The commands of a 简体 example (`守3号（或 空守）` → `守3号`, `空守`; `杀3号（或 3号确定 / 空刀）`
 * → three), for an English reply that quotes them.
 */
export function exampleParts(zh: string): string[] {
  const m = /^(.*?)（或 (.*)）$/.exec(zh);
  return m ? [m[1], ...m[2].split(" / ")] : [zh];
}
/** Verbs around a seat; `en`: the example in English commands (default: the 简体 example's commands). */
const rule = (
  words: [string, string][],
  make: (seat: number) => Intent,
  zh: string,
  inGroup = false,
  en: readonly string[] = exampleParts(zh),
) => {
  const example = seatExample(zh, en);
  for (const [pre, post] of words) RULES.push({ pre, post, make, example, inGroup });
};
rule(
  [
    ["投", ""],
    ["投票", ""],
    ["投给", ""],
    ["投票给", ""],
  ],
  (n) => act("vote", n),
  "投3号（或 弃票）",
  false,
  ["vote 3", "abstain"],
);
rule(
  [
    ["vote", ""],
    ["votefor", ""],
  ],
  (n) => act("vote", n),
  "vote 3 (or abstain)",
  false,
  ["vote 3", "abstain"],
);
rule([["badge", ""]], (n) => act("badge", n), "badge 3 (or tear badge)", false, ["badge 3", "tear badge"]);
rule(
  [
    ["sit", ""],
    ["seat", ""],
    ["join", ""],
  ],
  (n) => ({ kind: "join", seat: n }),
  "sit 3",
  true,
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
  false,
  ["badge 3", "tear badge"],
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
rule([["", "退水"]], (n) => act("withdraw", undefined, n), "3号退水", false, ["withdraw"]);
rule([["", "上警"]], (n) => act("run", undefined, n), "上警", false, ["run"]);
rule(
  [
    ["", "过"],
    ["", "过了"],
  ],
  (n) => act("end_speech", undefined, n),
  "过",
  false,
  ["pass"],
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
  ["sit 3"],
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
/** The verbs before a several-part argument, per act (`link`: 连情侣, 连), from the cards; see `grammar-read.ts`. */
export const LEADS = new Map<string, string[]>();
// The cards' skills (issue 22): the words each card declares (`skills[].words`), in registry order.
const cardSeats = new Map<string, { act: string; make: (seat: number) => Intent; zh: string; inGroup: boolean }>();
const cardWords: { act: string; pre: string; post: string }[] = [];
for (const r of allRoles())
  for (const k of r.skills) {
    if (!usedUnder(k, "timed")) continue;
    for (const a of k.acts) {
      const w = k.words?.[a];
      if (!w) continue;
      if (w.lead) LEADS.set(a, [...(LEADS.get(a) ?? []), ...w.lead.filter((x) => !LEADS.get(a)?.includes(x))]);
      for (const word of w.none ?? []) FIXED.set(word, act(a, null));
      for (const word of w.bare ?? []) FIXED.set(word, act(a));
      for (const [word, target] of w.named ?? []) FIXED.set(word, act(a, target));
      for (const [pre, post] of w.seat ?? []) {
        cardWords.push({ act: a, pre, post });
        const key = `${a}\u0000${pre}\u0000${post}`;
        if (cardSeats.has(key)) continue;
        cardSeats.set(key, {
          act: a,
          make: (n: number) => act(a, n),
          zh: w.example ?? "",
          inGroup: w.answerInGroup === true,
        });
      }
    }
  }

const LATIN = /^[a-z][a-z-]*$/;
/** A whole-message command's English words, as a player types them (`nopotion` → `no potion`), if it has some. */
function englishFixed(zh: string): string | undefined {
  const intent = FIXED.get(zh);
  if (!intent) return undefined;
  const same = JSON.stringify(intent);
  for (const [w, i] of FIXED)
    if (LATIN.test(w) && JSON.stringify(i) === same) return w.replace(/^no(?=[a-z]{3})/, "no ");
  return undefined;
}

/**
 * A card's example in English commands (issue 23 goal 3): its seat verb's English word (`check 3`)
 * and its alternatives' English words (`no guard`); a Chinese alternative of an English example is
 * left out (`3号确定` beside `kill 3`); a card with no English words keeps its Chinese commands.
 */
function englishExample(a: string, zh: string): string[] {
  const [main, ...alts] = exampleParts(zh);
  const verb = cardWords.find((w) => w.act === a && w.post === "" && LATIN.test(w.pre));
  const first = englishFixed(main) ?? (verb ? `${verb.pre} 3` : undefined);
  const others = alts.map((x) => englishFixed(x) ?? (first ? undefined : x)).filter((x) => x !== undefined);
  return [first ?? main, ...others];
}

for (const [key, c] of cardSeats) {
  const [, pre, post] = key.split("\u0000");
  const example = seatExample(c.zh, englishExample(c.act, c.zh));
  RULES.push({ pre, post, make: c.make, example, inGroup: c.inGroup });
}
// Longest words first: "开枪带走" before "开枪", "查验" before "查", "判…自爆" before "…自爆".
RULES.sort((a, b) => b.pre.length + b.post.length - (a.pre.length + a.post.length));
