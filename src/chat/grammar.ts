/**
 * Chat grammar: what players and the judge type (000 §八) becomes an {@link Intent}. Pure, no I/O.
 *
 * Only the words are read: whether the sender may act now (role, phase, judge rights) is the
 * caller's and the engine's business. A message must BE a command, whole: speech content and
 * banter ("我是好人，3号发言很像狼", "过了这轮再说") are `null`, since the bot does not read
 * speeches (R25). Before matching, the text is NFKC-normalised (full-width digits, letters,
 * spaces and punctuation become ASCII), rid of invisible characters, with every script's digits
 * as ASCII and traditional command characters as simplified ({@link canonicalChars}), trimmed, stripped of leading `@mentions` and of trailing
 * `。 . ! ~ …`, latin is lower-cased and all spaces are dropped ("杀 5 号" = "杀5号"; digits that
 * spaces separate, "杀 3 5", stay two numbers and are an invalid seat).
 *
 * Every input is bounded (issue 15 item 2): a message longer than {@link MAX_COMMAND_CHARS} is
 * never a command (a DM gets a short reply saying so, a room message is chat or speech), and
 * every step is linear in the length of the text — no regex here can backtrack over more than
 * one run of characters (anchored patterns, disjoint classes; the trailing punctuation and the
 * digit runs of board names are scanned by hand), so no message can stall the process.
 */
import { ALL_BOARDS, type Board, boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS, type Ruleset, type RulesetId } from "../engine/rulesets/index.ts";
import type { ActId, Target } from "../engine/types.ts";
import { canonicalChars } from "./canonical.ts";

/** Where a message was typed: the match group, a private chat with the bot, the wolves' room (000 §八(一)4). */
export type Channel = "group" | "dm" | "wolves";

/** A judge's control of the running game (000 §二 法官最大, §九). */
export type JudgeControl =
  | "pause"
  | "resume"
  | "extend"
  | "skip"
  | "correct"
  | "void"
  | "warn"
  | "rule_self_destruct"
  | "eject";

/** Why a command could not be read; `correction` = `更正X号` not followed by an act. */
export type BadReason = "seat_missing" | "seat_invalid" | "board" | "seconds" | "correction" | "too_long";

/**
 * A player's act, with the engine's act id and target (`Command.act`). `seat` is a seat the
 * message names as its author ("3号退水", "3号上警", "3号过"): the caller checks it is the sender's.
 */
export interface ActIntent {
  kind: "act";
  act: ActId;
  target?: Target;
  /** A second number (the fortune teller's predicted deaths, 0–3). */
  value?: number;
  seat?: number;
}

/** A judge's control. `seat`: the seat it concerns; `seconds`: for `extend`; `correction`: for `correct`. */
export interface JudgeIntent {
  kind: "judge";
  control: JudgeControl;
  seat?: number;
  seconds?: number;
  correction?: ActIntent;
}

/** A command with a bad argument; `text` is a short Chinese reply saying what to type instead. */
export interface BadIntent {
  kind: "bad";
  reason: BadReason;
  text: string;
}

/** What a message asks for. */
export type Intent =
  /**
   * `开房 [规则] <配置>`: open a room of a ruleset (`经典`, `桌游`; none = ranked-s7) on one of its
   * boards, by id or name (`开房 经典 444预女猎白`, `开房 桌游 12人`). `开赛 …` (`match: true`)
   * opens the first game of a match (T22; default ruleset table).
   */
  | { kind: "open_room"; ruleset: RulesetId; board: string; match?: true }
  /** `报名`, `加入`, `坐3号`, `3号入座`, `我坐3`: sign up, optionally on a seat. */
  | { kind: "join"; seat?: number }
  /** `退出`, `取消报名`. */
  | { kind: "leave" }
  /** `开始`, `开始游戏`. */
  | { kind: "start_game" }
  /**
   * A message that is only a seat number (`3`, `3号`, `三号`). The caller decides: in the group it
   * starts that seat's speech (R25, 000 §八(五)3); by DM during the sheriff sign-up it is 上警 (000 §八(四)1).
   */
  | { kind: "seat"; seat: number }
  /** A player's act. */
  | ActIntent
  /** A judge's control. */
  | JudgeIntent
  /** `战绩`: the sender's ranked record (000 §四). */
  | { kind: "stats" }
  /** `排行榜`. */
  | { kind: "leaderboard" }
  /** `比分`, `积分表`: the match's score sheet (T22). */
  | { kind: "match_sheet" }
  /** `帮助`, `指令`, `?`: the channel's {@link HELP}. */
  | { kind: "help" }
  /** A command with a bad argument. */
  | BadIntent;

/** Short cheat-sheets of the commands, per channel. */
export const HELP: Record<Channel, string> = {
  group: [
    "群内指令：",
    "报名 / 坐3号 / 退出 / 开始",
    "发言：先打自己的座位号（如 3号），结束打“过”",
    "自爆：爆 或 boom",
    "退出警长竞选：3号退水",
    "警长选发言顺序：警左（逆序）/ 警右（顺序）",
    "警长归票（桌游规则）：归票3号 / 不归票",
    "上警、投票、技能请私聊法官（投票在群里不算）",
    "战绩 / 排行榜",
    "法官：开房 444预女猎白 / 关房（群里）；暂停 / 继续 / 延时30秒 / 跳过 / 更正5号 投3 / 警告3号 / 判3号自爆 / 踢出3号 / 作废 / 状态（私聊）",
    "督察长：督察（开房后在群里到场）",
  ].join("\n"),
  dm: [
    "私聊指令：",
    "上警（竞选警长时私聊座位号也算）",
    "守3号 / 空守；验3号",
    "救 / 毒3号 / 不用药",
    "开枪3号 / 不开枪",
    "投3号 / 弃票",
    "移交3号 / 撕警徽",
    "其他身份：摄梦3号、魅惑3号、榜样3号、禁言3号、吞噬3号、颠倒黑白、连3号和5号（桌游可回复“不连”）、吹笛3号（吹笛者）、卜命3号双死、选预言家（盗贼）；白天：决斗3号、移票3号",
    "战绩 / 排行榜",
    "赛后申诉：申诉 对局编号 理由（或 申诉 上一局 理由，手册§二）",
  ].join("\n"),
  wolves: ["狼人群指令：", "杀3号 或 3号确定（每只带刀的狼都要打）", "空刀"].join("\n"),
};

const CN_DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const NUM = "[0-9零〇一二两三四五六七八九十百]";

/** Arabic digits or a Chinese numeral below 1000 ("十二", "二十", "一百零五"); else null. */
export function toInt(s: string): number | null {
  if (/^[0-9]+$/.test(s)) return Number(s);
  if (!/^[零〇一二两三四五六七八九十百]+$/.test(s)) return null;
  let total = 0;
  let cur: number | null = null;
  let lastUnit = 1000;
  let zero = false;
  for (const ch of s) {
    if (ch === "十" || ch === "百") {
      const unit = ch === "十" ? 10 : 100;
      if (unit >= lastUnit || zero) return null;
      const d = cur ?? (unit === 10 && total === 0 ? 1 : null);
      if (!d) return null;
      total += d * unit;
      cur = null;
      lastUnit = unit;
    } else if ((ch === "零" || ch === "〇") && total > 0 && cur === null && !zero) {
      zero = true;
    } else {
      if (cur !== null) return null;
      cur = CN_DIGIT[ch];
    }
  }
  if (cur !== null) total += lastUnit === 100 && !zero ? cur * 10 : cur;
  return total;
}

/** Longest message read as a command (characters, after trimming); every command is far shorter. */
export const MAX_COMMAND_CHARS = 500;

/** The reply to a DM longer than {@link MAX_COMMAND_CHARS}. */
export const TOO_LONG_TEXT = `消息太长（超过${MAX_COMMAND_CHARS}字），没有处理。指令都很短，例如：验3号、投5号、弃票；发送“帮助”查看全部指令。`;

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";

/** Trailing punctuation dropped before matching (`…` is `...` after NFKC). */
const TRAILING = new Set(["。", ".", "!", "~"]);

/**
 * The message as matched: see the module comment. Linear: the `@mention` pattern is anchored and
 * its classes are disjoint, the trailing punctuation is scanned from the end (the regex
 * `/[。.!~]+$/` retried its run from every start, quadratic), whitespace runs are split once.
 */
export function normalize(text: string): string {
  let t = canonicalChars(text)
    .trim()
    .replace(/^(?:@\S+\s+)+/, "");
  t = dropTrailing(t, TRAILING);
  // Digits that spaces separate stay apart ("杀 3 5" → "杀3,5"); every other space is dropped.
  const parts = t.split(/\s+/);
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) {
    const digits = isDigit(parts[i - 1].at(-1)) && isDigit(parts[i][0]);
    out += (digits ? "," : "") + parts[i];
  }
  return out.toLowerCase();
}

/**
 * `t` without the characters of `set` at its end, scanned from the end (linear: a regex like
 * `/[。.!~]+$/` retries its run from every start and is quadratic on a long run, issue 15 item 2).
 */
export function dropTrailing(t: string, set: ReadonlySet<string>): string {
  let end = t.length;
  while (end > 0 && set.has(t[end - 1])) end--;
  return t.slice(0, end);
}

/** At most `n` characters of what a user typed, for a reply that quotes it: `「…」`, no line breaks. */
export function excerpt(text: string, n = 8): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  const chars = [...text.replace(/[\u0000-\u001f\u007f\u2028\u2029「」]/g, "")];
  return `「${chars.slice(0, n).join("")}${chars.length > n ? "…" : ""}」`;
}

/** Seat of a normalized token ("3", "3号", "十二号", "12号玩家", "3号位"), 1..99, else null. */
function seatOf(s: string): number | null {
  const n = toInt(s.replace(/号(?:玩家|位)?$/, ""));
  return n !== null && n >= 1 && n <= 99 ? n : null;
}

/** Looks like an attempt at a seat ("十三号五", "0号", "3.5", "3和5"): a bad seat, not chat. */
function seatLike(s: string): boolean {
  return /^[0-9零〇一二两三四五六七八九十百.,、和+\-号]+(?:玩家|位)?$/.test(s) && new RegExp(NUM).test(s);
}

/** A seat number, e.g. "3", "3号", "３号", "三号", "十二号", "12号玩家"; 1..99, else null. */
export function parseSeat(text: string): number | null {
  return seatOf(normalize(text));
}

/**
 * A board name without spaces, 屠边, 局, 带, 的12人局 (000 §六 spells them "…屠边的12人局"). The
 * lookbehind starts a digit run only at its first digit (else each digit of a long run would
 * rescan the rest of it: quadratic).
 */
const canonBoard = (s: string) => s.replace(/的?(?<![0-9])[0-9]+人局/g, "").replace(/屠边|配置|局|带|的/g, "");

/** The boards a ruleset plays, in its order (its `boards`; `custom` is not opened from the chat). */
export function boardsOf(r: Ruleset): Board[] {
  return r.boards.map((id) => boardById(id)).filter((b): b is Board => b !== undefined);
}

/**
 * A board of `r` (default ranked-s7, 000 §六) by id ("444-idiot"), Chinese name ("444预女猎白",
 * "444预女猎白屠边局", "桌游12人") or, when exactly one of its boards has that many seats, a
 * player count ("12人", "12人局", "12"); else null.
 */
export function parseBoard(text: string, r: Ruleset = RANKED_S7): string | null {
  const t = normalize(text);
  return t ? boardIn(r, t) : null;
}

/** {@link parseBoard} on a normalized text. */
function boardIn(r: Ruleset, t: string): string | null {
  const boards = boardsOf(r);
  const byId = boards.find((b) => b.id === t);
  if (byId) return byId.id;
  const c = canonBoard(t);
  const byName = boards.find((b) => canonBoard(b.zh) === c);
  if (byName) return byName.id;
  const count = /^([0-9]{1,2})(?:人|人局)?$/.exec(t);
  const bySeats = count ? boards.filter((b) => b.seats === Number(count[1])) : [];
  return bySeats.length === 1 ? bySeats[0].id : null;
}

/** A ruleset's boards as a reply lists them: `444预女猎白、…` (names only, issue 26 item 6). */
export function boardList(r: Ruleset): string {
  return boardsOf(r)
    .map((b) => b.zh)
    .join("、");
}

/** Words of every ruleset after `开房`, longest first (so `经典规则` wins over `经典`). */
const RULESET_WORDS = Object.values(RULESETS)
  .flatMap((r) => r.names.map((w) => ({ w: w.normalize("NFKC").toLowerCase(), r })))
  .sort((a, b) => b.w.length - a.w.length);

/**
 * The argument of `开房` / `开赛` (normalized, non-empty): a ruleset word, then a board of that
 * ruleset; without a ruleset word, a board of `fallback`, or a board id or name only one other
 * ruleset plays ("桌游12人", "table-12"). A reply when the board is missing or not the ruleset's.
 */
function openArgs(rest: string, fallback: Ruleset, verb: string): { r: Ruleset; board: string } | BadIntent {
  const example = (r: Ruleset) => `${verb} ${r === RANKED_S7 ? "" : `${r.zh} `}${exampleBoard(r)}`;
  const named = RULESET_WORDS.find((x) => rest.startsWith(x.w));
  if (named) {
    const after = rest.slice(named.w.length);
    // A ruleset of one board opens it without a board word (`开房 版杀`, `开房 forum-25`).
    const only = !after && named.r.boards.length === 1 ? named.r.boards[0] : null;
    const board = only || (after && boardIn(named.r, after)) || boardIn(named.r, rest);
    if (board) return { r: named.r, board };
    const other = after ? ALL_BOARDS.find((b) => b.id === after || canonBoard(b.zh) === canonBoard(after)) : undefined;
    const why = other
      ? `${named.r.zh}规则不玩${other.zh}。`
      : after
        ? `${named.r.zh}规则没有${excerpt(after)}这个配置。`
        : `请写${named.r.zh}规则的配置。`;
    return bad("board", `${why}${named.r.zh}规则可选：${boardList(named.r)}。例如：${example(named.r)}`);
  }
  const own = boardIn(fallback, rest);
  if (own) return { r: fallback, board: own };
  const exact = ALL_BOARDS.find((b) => b.id === rest || canonBoard(b.zh) === canonBoard(rest));
  const owners = exact ? Object.values(RULESETS).filter((r) => r.boards.includes(exact.id)) : [];
  if (exact && owners.length === 1) return { r: owners[0], board: exact.id };
  const rulesets = Object.values(RULESETS)
    .map((r) => `${r.zh}：${boardList(r)}`)
    .join("；");
  return bad(
    "board",
    // Only a short quoted prefix of what was typed (issue 15 item 12: the bot never says it).
    `没有${excerpt(rest)}这个配置。请写规则和配置，例如：${example(fallback)}。可选（${rulesets}）`,
  );
}

/** The example board of a ruleset in a reply: a player count when its boards differ by it, else a name. */
function exampleBoard(r: Ruleset): string {
  const boards = boardsOf(r);
  const counts = new Set(boards.map((b) => b.seats));
  if (counts.size === boards.length) return `${boards.find((b) => b.seats === 12)?.seats ?? boards[0].seats}人`;
  return (boards.find((b) => b.id === "444-idiot") ?? boards[0]).zh;
}

/** Words that mark `开房 …` as a board attempt rather than chat ("开房了吗"). */
const BOARDISH = /^[0-9a-z]|狼|预|女|猎|白|守|丘|盗|野|摄|卜|吟|经典|流氓|桌游|比赛|排位|版杀|论坛|明星大侦探/;

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
const bad = (reason: BadReason, text: string): BadIntent => ({ kind: "bad", reason, text });

/** Whole-message commands (a Map: a message "constructor" or "__proto__" is no command). */
const FIXED = new Map<string, Intent>();
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
interface SeatRule {
  pre: string;
  post: string;
  make: (seat: number) => Intent;
  /** What to type instead, for a bad seat. */
  example: string;
  /** A bad seat is answered in the group too (judge and sign-up words; a player's act there is speech). */
  inGroup: boolean;
}
const RULES: SeatRule[] = [];
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

/** `延时30秒`, `延时 60`, `加时1分钟`, `延时三十秒`: 1..600 s, 60 when not given. */
function extend(rest: string): Intent | null {
  if (rest === "") return judge("extend", { seconds: 60 });
  const m = new RegExp(`^(${NUM}+)(秒钟|秒|sec|s|分钟|分|min|m)?$`).exec(rest);
  const n = m ? toInt(m[1]) : null;
  if (m && n !== null) {
    const seconds = /^(分钟|分|min|m)$/.test(m[2] ?? "") ? n * 60 : n;
    if (seconds >= 1 && seconds <= 600) return judge("extend", { seconds });
  }
  return new RegExp(NUM).test(rest) ? bad("seconds", "延时要在1秒到600秒之间，例如：延时30秒、延时1分钟") : null;
}

/** `更正5号 投3`: the judge corrects seat 5's act to the act that follows (read as a DM, so bad seats are answered). */
function correct(rest: string): Intent {
  const m = new RegExp(`^(${NUM}+)(号)?[:,]?(.*)$`).exec(rest);
  if (!m) return bad("seat_missing", "请写要更正的座位号和指令，例如：更正5号 投3");
  const seat = seatOf(m[1]);
  if (seat === null)
    return bad("seat_invalid", `座位号${excerpt(m[1], 12)}看不懂，请写1到99之间的座位号，例如：更正5号 投3`);
  // One correction corrects an act, not another correction ("更正1更正1…" does not recurse).
  const then = m[3] === "" || m[3].startsWith("更正") ? null : core(m[3], "dm");
  if (then?.kind === "act") return judge("correct", { seat, correction: then });
  if (then?.kind === "bad") return then;
  return bad("correction", `请写要把${seat}号更正成的指令，例如：更正${seat}号 投3`);
}

const DEATHS: Record<string, number> = { 平安夜: 0, 平安: 0, 单死: 1, 双死: 2, 三死: 3 };
const PICKABLE: Record<string, string> = {
  狼人: "werewolf",
  狼王: "wolf_king",
  预言家: "seer",
  女巫: "witch",
  猎人: "hunter",
  白痴: "idiot",
  平民: "villager",
  村民: "villager",
  丘比特: "cupid",
  盗贼: "thief",
};

/**
 * Acts with more than one seat or a word: cupid's `连3号和5号` / `连3、5` (000 §八(二)12), the
 * fortune teller's `卜命3号双死` / `卜命3 2` (a seat and 0–3 deaths, 000 §八(二)16), the
 * thief's `选预言家` (a bottom card by its Chinese name, 000 §八(十)).
 */
function roleActs(t: string): Intent | null {
  const link = new RegExp(`^连(?:情侣)?(${NUM}+)号?(?:和|与|跟|,|、|\\+)(${NUM}+)号?$`).exec(t);
  if (link) {
    const a = seatOf(link[1]);
    const b = seatOf(link[2]);
    return a !== null && b !== null ? act("link", [a, b]) : bad("seat_invalid", "请写两个座位号，例如：连3号和5号");
  }
  if (t === "连" || t === "连情侣") return bad("seat_missing", "请写两个座位号，例如：连3号和5号");
  const half = /^连(?:情侣)?(.+)$/.exec(t);
  if (half && seatLike(half[1])) return bad("seat_invalid", "丘比特要连两个座位号，例如：连3号和5号（可以连自己）");
  const tell = new RegExp(`^卜命(${NUM}+)号?(?:,)?(平安夜|平安|单死|双死|三死|[0-3])(?:人)?$`).exec(t);
  if (tell) {
    const seat = seatOf(tell[1]);
    const deaths = DEATHS[tell[2]] ?? Number(tell[2]);
    return seat !== null
      ? ({ kind: "act", act: "foretell", target: seat, value: deaths } as ActIntent)
      : bad("seat_invalid", "例如：卜命3号双死");
  }
  if (t.startsWith("卜命"))
    return bad("seat_missing", "请写座位号和预测的死亡人数，例如：卜命3号双死（平安夜/单死/双死/三死），或 不卜命");
  const pick = /^(?:选|选择|拿)(?:底牌)?(.+)$/.exec(t);
  if (pick && Object.hasOwn(PICKABLE, pick[1])) return act("pick", PICKABLE[pick[1]]);
  if (pick && /^(?:选|选择|拿)底牌/.test(t) && seatLike(pick[1]))
    return bad("seat_invalid", "请写底牌的身份名，例如：选狼人、选预言家");
  return null;
}

/** The grammar on a normalized message. */
function core(t: string, channel: Channel): Intent | null {
  const hit = FIXED.get(t);
  if (hit) return hit;
  const seat = seatOf(t);
  if (seat !== null) return { kind: "seat", seat };
  if (t.startsWith("开房") || t.startsWith("开赛")) {
    const match = t.startsWith("开赛");
    const rest = t.slice(2);
    const fallback = match ? (RULESETS.table ?? RANKED_S7) : RANKED_S7;
    if (rest === "") {
      const lists = Object.values(RULESETS)
        .map((r) => `${r.zh}：${boardList(r)}`)
        .join("；");
      return bad(
        "board",
        match
          ? `请写配置，例如：开赛 桌游 12人（五局一场比赛）。${fallback.zh}规则可选：${boardList(fallback)}`
          : `请写配置，例如：开房 444预女猎白（排位赛），开房 经典 444预女猎白，开房 桌游 12人。可选（${lists}）`,
      );
    }
    if (!BOARDISH.test(rest)) return null;
    const got = openArgs(rest, fallback, match ? "开赛" : "开房");
    if ("kind" in got) return got;
    return { kind: "open_room", ruleset: got.r.id, board: got.board, ...(match ? { match: true as const } : {}) };
  }
  const special = roleActs(t);
  if (special) return special;
  const ext = /^(延时|加时|延长)(.*)$/.exec(t);
  if (ext) return extend(ext[2]);
  if (t.startsWith("更正")) return correct(t.slice(2));
  for (const r of RULES) {
    if (!t.startsWith(r.pre) || !t.endsWith(r.post) || t.length < r.pre.length + r.post.length) continue;
    const inner = t.slice(r.pre.length, t.length - r.post.length);
    const n = seatOf(inner);
    if (n !== null) return r.make(n);
    const speech = channel === "group" && !r.inGroup;
    if (inner === "" && r.pre !== "") return speech ? null : bad("seat_missing", `请写座位号，例如：${r.example}`);
    if (inner !== "" && seatLike(inner))
      return speech
        ? null
        : bad("seat_invalid", `座位号${excerpt(inner, 12)}看不懂，请写1到99之间的一个座位号，例如：${r.example}`);
  }
  return null;
}

/**
 * The intent of a message typed in `channel`, or null for ordinary chat. The grammar is the same
 * in every channel, except that in the group a player's act with a bad seat ("验十三号五", "毒")
 * is speech content, so `null` rather than `bad`: the bot does not answer speeches (R25).
 * Votes typed in the group still parse, so that the caller can answer how to vote (R24).
 * A message longer than {@link MAX_COMMAND_CHARS} is not read: in a room it is chat or speech
 * (null), by DM it is `bad` with reason `too_long` (issue 15 item 2). `maxChars` lowers or lifts
 * that cap (the grammar is linear without it too; the tests lift it to prove so).
 */
export function parse(text: string, channel: Channel, maxChars = MAX_COMMAND_CHARS): Intent | null {
  if (text.trim().length > maxChars) return channel === "dm" ? bad("too_long", TOO_LONG_TEXT) : null;
  const t = normalize(text);
  return t ? core(t, channel) : null;
}

// ── season discipline (issue #16): appeals, offences, bans, a void with its reason ─────────────

/** A player as an organiser names him: a contact id or display name, or a seat of a game. */
export type PlayerRef = { ref: string } | { game: string | null; seat: number };

/**
 * A season command (000 §二, §九), read by {@link parseSeasonCommand}. `game`: an id prefix
 * (the 8-character 对局编号), or null for `上一局`. `days`: ban length, null = for good.
 */
export type SeasonIntent =
  /** `申诉 <对局> <理由>` (000 §二): a player or the judge of a finished game. */
  | { kind: "appeal"; game: string | null; reason: string }
  /** `申诉列表`: inspectors and organisers. */
  | { kind: "appeal_list" }
  /** `驳回申诉 <编号> <理由>`: organisers. */
  | { kind: "appeal_dismiss"; id: string; reason: string }
  /** `违规 <对局> <N>号 晒身份|场外`: the game's judge rules an offence (000 §九6, §九1). */
  | { kind: "offence"; game: string | null; seat: number; offence: "role_card" | "outside" }
  /** `封禁 <玩家> <N天|N小时|N周|N个月|永久> <理由>`: organisers. */
  | { kind: "ban"; player: PlayerRef; days: number | null; reason: string }
  /** `解封 <禁赛编号|玩家> <理由>`: organisers. */
  | { kind: "lift"; ref: string; reason: string }
  /** `封禁列表`: organisers (bans in force and open ban proposals). */
  | { kind: "ban_list" }
  /** `作废 <理由>`: the judge voids his running game and says why (bare `作废` is the engine's, without a reason). */
  | { kind: "void"; reason: string }
  /** A season command with a bad argument; `text` says what to type instead. */
  | { kind: "bad"; text: string };

const GAME_REF = /^(上一局|上局|[0-9a-f]{8}(?:-[0-9a-f-]{1,28})?|[0-9a-f]{4,7}(?=\s|$))\s*/;
const OFFENCE_WORDS: Record<string, "role_card" | "outside"> = {
  晒身份: "role_card",
  晒身份牌: "role_card",
  晒牌: "role_card",
  发身份牌: "role_card",
  泄露身份: "role_card",
  场外: "outside",
};
const UNIT_DAYS: Record<string, number> = { 天: 1, 日: 1, 周: 7, 星期: 7, 个月: 30, 月: 30, 小时: 1 / 24 };
const APPEAL_EXAMPLE = "申诉 ab12cd34 3号的自爆判罚有误（对局编号见赛后积分帖，也可写“上一局”）";
const BAN_EXAMPLE = "封禁 wxid_abc 7天 辱骂其他玩家，或：封禁 ab12cd34 3号 永久 场外";

/** A game reference at the start of `s`: [ref (null = 上一局), rest], or null. */
function gameRef(s: string): [string | null, string] | null {
  const m = GAME_REF.exec(s);
  if (!m) return null;
  return [m[1] === "上一局" || m[1] === "上局" ? null : m[1], s.slice(m[0].length).trim()];
}

/** `7天`, `十天`, `12小时`, `2周`, `1个月` → days; `永久` → null; else undefined. */
function banDays(token: string): number | null | undefined {
  if (/^(永久|永久禁赛|终身)$/.test(token)) return null;
  const m = new RegExp(`^(${NUM}+)(天|日|周|星期|个月|月|小时)$`).exec(token);
  const n = m ? toInt(m[1]) : null;
  if (!m || n === null || n <= 0) return undefined;
  const days = n * UNIT_DAYS[m[2]];
  return days <= 3650 ? days : undefined;
}

/**
 * The season commands of a DM (000 §二, §九), or null when the message is none of them. Read on
 * the message as typed (full-width letters, digits and spaces made ASCII, trimmed, leading
 * `@mentions` dropped), keeping a reason's spaces and Chinese punctuation. Bad arguments give
 * `{kind: "bad", text}` with an example of what to type.
 */
export function parseSeasonCommand(text: string): SeasonIntent | null {
  // Full-width letters, digits and spaces become ASCII one for one; Chinese punctuation in a reason stays.
  const t = text
    .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")
    .trim()
    .replace(/^(?:@\S+\s+)+/, "");
  if (/^(申诉列表|查看申诉|待处理申诉)$/.test(t)) return { kind: "appeal_list" };
  if (/^(封禁列表|禁赛列表)$/.test(t)) return { kind: "ban_list" };
  let m = /^驳回申诉\s*(\S*)\s*([\s\S]*)$/.exec(t);
  if (m) {
    if (!m[1] || !m[2].trim())
      return { kind: "bad", text: "请写申诉编号和驳回理由，例如：驳回申诉 1a2b3c4d 理由不成立" };
    return { kind: "appeal_dismiss", id: m[1].toLowerCase(), reason: m[2].trim() };
  }
  m = /^申诉\s*([\s\S]*)$/.exec(t);
  if (m) {
    const rest = m[1].trim();
    if (!rest) return { kind: "bad", text: `请写对局编号和申诉理由，例如：${APPEAL_EXAMPLE}` };
    const ref = gameRef(rest.replace(/^[0-9A-Fa-f-]+/, (x) => x.toLowerCase()));
    if (!ref)
      return {
        kind: "bad",
        text: `对局编号“${rest.split(/\s+/)[0].slice(0, 20)}”看不懂：请写赛后积分帖里的8位对局编号，或“上一局”。例如：${APPEAL_EXAMPLE}`,
      };
    if (!ref[1]) return { kind: "bad", text: `请写申诉理由（手册§二：申诉需要有理有据），例如：${APPEAL_EXAMPLE}` };
    return { kind: "appeal", game: ref[0], reason: ref[1] };
  }
  m = /^违规\s*([\s\S]*)$/.exec(t);
  if (m) {
    const example = "违规 上一局 3号 晒身份（手册§九6），或：违规 ab12cd34 5号 场外（手册§九1）";
    const ref = gameRef(m[1].trim().toLowerCase());
    const parts = ref ? new RegExp(`^(${NUM}+)号?\\s*(\\S+)$`).exec(ref[1]) : null;
    const seat = parts ? toInt(parts[1]) : null;
    const offence = parts ? OFFENCE_WORDS[parts[2]] : undefined;
    if (!ref || !parts || seat === null || seat < 1 || seat > 99 || !offence)
      return { kind: "bad", text: `请写对局、座位号和违规（晒身份 / 场外），例如：${example}` };
    return { kind: "offence", game: ref[0], seat, offence };
  }
  m = /^封禁\s*([\s\S]*)$/.exec(t);
  if (m) {
    const tokens = m[1].trim().split(/\s+/).filter(Boolean);
    let player: PlayerRef | null = null;
    const g = tokens.length >= 2 ? gameRef(tokens[0].toLowerCase()) : null;
    const seat = tokens.length >= 2 ? new RegExp(`^(${NUM}+)号$`).exec(tokens[1]) : null;
    const n = seat ? toInt(seat[1]) : null;
    if (g && !g[1] && n !== null && n >= 1 && n <= 99) {
      player = { game: g[0], seat: n };
      tokens.splice(0, 2);
    } else if (tokens.length > 0) player = { ref: tokens.shift() as string };
    const days = tokens.length > 0 ? banDays(tokens[0]) : undefined;
    if (!player || days === undefined)
      return { kind: "bad", text: `请写玩家、禁赛时长（如7天、永久）和原因，例如：${BAN_EXAMPLE}` };
    const reason = tokens.slice(1).join(" ");
    if (!reason) return { kind: "bad", text: `请写禁赛原因，例如：${BAN_EXAMPLE}` };
    return { kind: "ban", player, days, reason };
  }
  m = /^解封\s*(\S*)\s*([\s\S]*)$/.exec(t);
  if (m) {
    if (!m[1] || !m[2].trim())
      return { kind: "bad", text: "请写禁赛编号（或玩家ID）和解除原因，例如：解封 1a2b3c4d 申诉成立" };
    return { kind: "lift", ref: m[1], reason: m[2].trim() };
  }
  m = /^(?:本局)?作废\s+([\s\S]+)$/.exec(t);
  if (m) return { kind: "void", reason: m[1].trim() };
  return null;
}
