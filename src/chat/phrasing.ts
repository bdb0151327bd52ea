/**
 * Players type the way players type (issue 13 item 3): a small layer in front of the grammar
 * that reads the common phrasings — `我要上警`, `我不上警`, `我投1号`, `改投2号`, `我说完了`,
 * `同意刀5`, `我验5`, `毒死5号`, `警徽给5号` … — as the grammar's own commands. Only a whole
 * message that is such a phrasing is read; banter and speech (`我觉得3号是狼`, `别投1号`,
 * `我说完了吗`, `投1号的都是狼`) stay unread, as in the grammar (R25). The grammar is asked
 * first; a phrasing is tried only when it reads nothing. Pure, linear in the text (anchored
 * patterns, messages over {@link MAX_PHRASE_CHARS} characters are left to the grammar alone).
 */
import { canonicalChars } from "./canonical.ts";
import { type Channel, dropTrailing, type Intent, parse } from "./grammar.ts";

/** What a message asks for: the grammar's intents, plus `no_run` (`我不上警`: a sign-up declined). */
export type PlayerIntent = Intent | { kind: "no_run" };

/** Longest message read as a phrasing, in characters. */
export const MAX_PHRASE_CHARS = 24;

const S = "([0-9零〇一二两三四五六七八九十]{1,3}号?(?:玩家)?)";
/** Leading words a command may carry: 我 / 我要 / 那我 / 今晚我们 / 好的，… */
const LEAD =
  /^(?:(?:好|好的|嗯|行|ok|okay)[,，])?(?:那么?)?(?:我们?(?:就|要|想|决定|还是|先|来|选择)?|今晚(?:我们)?(?:就)?|这轮(?:我)?)?/;
/** Trailing particles: 吧 / 啊 / 哈 / 哦 / 呀 / 好了 / 一下. */
const TAIL = /(?:吧|啊|哈|哦|呀|好了)$/;

type Rule = [RegExp, string | ((m: RegExpExecArray) => string), Channel[]?];

const ALL: Channel[] = ["group", "dm", "wolves"];
const RULES: Rule[] = [
  // Votes (by DM, R24; typed in the group they are refused privately, as the grammar's are).
  [
    new RegExp(`^(?:改投|改票投|改投给|投给|投票给|票投|票投给|票给|把票投给|一票投给?|投)${S}(?:一票)?$`),
    (m) => `投${m[1]}`,
  ],
  [/^(?:投弃票|弃权|弃票|改弃票|改成弃票|不投票|这轮弃票)$/, "弃票"],
  // Sheriff sign-up (000 §八(四)1).
  [/^(?:上警|要上警|竞选警长|参加竞选|参加警长竞选|竞选|上警竞选)$/, "上警"],
  [/^(?:不上警|不竞选|不参加竞选|不竞选警长|不当警长|不上)$/, "no_run"],
  // End of one's own speech (000 §八(五)4).
  [/^(?:说完了?|讲完了?|发言完毕|发言结束|结束发言|完毕|过麦|过了过了|我过|pass|over)$/, "过"],
  [new RegExp(`^${S}(?:说完了?|讲完了?|发言完毕|发言结束|完毕|过了)$`), (m) => `${m[1]}过`],
  // The knife (wolves' room).
  [new RegExp(`^(?:同意|跟|跟刀|那就|就|统一)?(?:刀|杀|砍)${S}$`), (m) => `杀${m[1]}`, ["wolves"]],
  [new RegExp(`^(?:同意|跟)${S}$`), (m) => `杀${m[1]}`, ["wolves"]],
  [/^(?:不刀|不杀|空刀吧|今晚空刀|空)$/, "空刀", ["wolves"]],
  // Night skills and shots (by DM).
  [new RegExp(`^(?:验|查|查验|验一下|查一下)${S}(?:的身份)?$`), (m) => `验${m[1]}`],
  [new RegExp(`^(?:毒|毒死|毒掉|撒毒|毒一下|用毒药毒|用毒)${S}$`), (m) => `毒${m[1]}`],
  [new RegExp(`^(?:守|守护|保护|守卫)${S}$`), (m) => `守${m[1]}`],
  [/^(?:空守|不守|谁也不守|不守人)$/, "空守"],
  [new RegExp(`^(?:开枪打|开枪带走|开枪杀|枪杀|带走|枪毙|开枪)${S}$`), (m) => `开枪${m[1]}`],
  [/^(?:不开枪了?|不带人|不带走|不开)$/, "不开枪"],
  [/^(?:用解药|救他|救人|救一下|救吧)$/, "救"],
  [/^(?:不用药了?|药不用|两瓶都不用|不救也不毒|不救不毒)$/, "不用药"],
  // The badge (000 §八(四)7).
  [new RegExp(`^(?:警徽给|警徽移交给?|把警徽给|警徽交给|把警徽移交给|警徽传给|移交给)${S}$`), (m) => `移交${m[1]}`],
  [/^(?:撕了警徽|撕掉警徽|警徽撕了|撕警徽|撕掉|不给警徽)$/, "撕警徽"],
  // The room (before the game).
  [/^(?:不玩了|退出报名|取消报名|退了|退出)$/, "退出", ["group"]],
  [/^(?:报名|参加|算我一个|加我一个|加一个|来一个)$/, "报名", ["group"]],
];

/** Trailing punctuation the phrasings ignore. */
const TRAILING = new Set(["。", ".", "!", "~"]);

/** The text as the phrasings match it: the grammar's characters ({@link canonicalChars}), no @mentions, no spaces, no trailing 。.!~, lower-case. */
function tidy(text: string): string {
  const t = canonicalChars(text)
    .trim()
    .replace(/^(?:@\S+\s+)+/, "")
    .replace(/\s+/g, "");
  return dropTrailing(t, TRAILING).toLowerCase();
}

/**
 * The grammar's command a phrasing stands for (`我投1号` → `投1号`), `no_run` for a declined
 * sign-up, or null when the message is no phrasing of a command on `channel`.
 */
export function rephrase(text: string, channel: Channel): string | null {
  if (text.length > MAX_PHRASE_CHARS * 2) return null;
  const t = tidy(text);
  if (t.length === 0 || t.length > MAX_PHRASE_CHARS) return null;
  const core = t.replace(LEAD, "").replace(TAIL, "");
  for (const [re, to, where] of RULES) {
    if (!(where ?? ALL).includes(channel)) continue;
    const m = re.exec(core);
    if (m) return typeof to === "string" ? to : to(m);
  }
  // A command the grammar knows, behind the leading words: 我验5号 → 验5号.
  return core !== t && core.length > 0 ? core : null;
}

/**
 * What a player's message asks for on `channel`: the grammar's reading, else that of the
 * phrasing it is ({@link rephrase}), else null (chat or speech, not a command).
 */
export function parsePlayer(text: string, channel: Channel): PlayerIntent | null {
  const direct = parse(text, channel);
  if (direct) return direct;
  const to = rephrase(text, channel);
  if (to === null) return null;
  if (to === "no_run") return { kind: "no_run" };
  const read = parse(to, channel);
  // A phrasing never turns chat into a complaint about a bad argument.
  return read && read.kind !== "bad" ? read : null;
}
