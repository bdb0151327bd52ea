/**
 * The forum-25 grammar (seed 004, rulings F1–F26): what players post in the thread (the match
 * group), what they send the bot by DM, and what the directors (导演) type. Pure, no I/O,
 * linear in the text (anchored patterns, line by line).
 *
 * - Vote posts (5L 投票规则, F3): `投票对象：X` with `投票理由：…` on the next line, `改票对象：X`
 *   with `改票理由：…`, X a seat (`12`, `12号`, `十二号`) or `弃权`; full-width or half-width
 *   colons. A post with such a line that breaks the format is a {@link BadBallot} naming the
 *   line and the format ("投票格式有误的投票将算作废票": it counts as no vote).
 * - Director commands (F2, F3, F6, F1; 7L 9, 7L 10): `代投 S号 T号`, `蓝牌|黄牌|红牌 S号 理由`,
 *   `提速 18:00`, `延期 22:00`, `判负 狼人|好人`, `加导演 @x`, `替补 S号 @x`.
 * - DMs (3L, F7, F11–F23): night acts of every forum role, the badge, last words, surrender.
 */
import { allRoles, usedUnder } from "../../../engine/roles/index.ts";
import type { Target } from "../../../engine/types.ts";
import { DEFAULT_LANG, vocabulary } from "../../../vocab/index.ts";
import { type Arg, type Msg, say } from "../../../vocab/msg.ts";
import { canonicalChars } from "../../canonical.ts";
import { dropTrailing, excerpt, MAX_COMMAND_CHARS, normalize, toInt } from "../../grammar.ts";

// ── vote posts (F3) ─────────────────────────────────────────────────────────────────────

/** A well-formed ballot post: a first ballot or its one change (F3); `target` null = 弃权. */
export interface BallotPost {
  kind: "ballot";
  change: boolean;
  target: number | null;
  reason: string;
}

/** A vote post that breaks the format: no vote (F3, 5L "投票格式有误的投票将算作废票"). */
export interface BadBallot {
  kind: "bad_ballot";
  /** The post's line (1-based) that is wrong. */
  line: number;
  /** The reply: what is wrong and the format to use. */
  text: Msg;
}

/**
 * A command or a word of the vote format as players type it, as a phrase's argument: 简体 and
 * English as written, 繁體 through OpenCC like the sentence around it (`遺言 ……`, `投票對象：12號`),
 * which this grammar reads too. A player's own words stay plain strings (shown as typed).
 */
export const cmd = (typed: string): Arg => ({ msg: typed });

/** The format as the replies show it. */
export const VOTE_FORMAT: Msg = say("f25_grammar.vote_format", {
  obj: cmd("投票对象：12号"),
  why: cmd("投票理由：……"),
  abstain: cmd("投票对象：弃权"),
  change: cmd("改票对象：5号"),
  changeWhy: cmd("改票理由：……"),
});

/** Longest post read for a ballot (a post may carry a long analysis with its vote). */
export const MAX_POST_CHARS = 5000;

const KEY = /^(投票|改票)(对象|理由)(.*)$/s;
const LOOSE = /^(投票|改票)[:：]/;

interface VoteLine {
  line: number;
  verb: "投票" | "改票";
  field: "对象" | "理由";
  colon: boolean;
  value: string;
}

/** One line of a post as a vote line, or null when it is none. */
function voteLine(raw: string, line: number): VoteLine | "loose" | null {
  const t = canonicalChars(raw).trim();
  if (LOOSE.test(t)) return "loose";
  const m = KEY.exec(t);
  if (!m) return null;
  const rest = m[3].trimStart();
  const colon = rest.startsWith(":");
  return {
    line,
    verb: m[1] as VoteLine["verb"],
    field: m[2] as VoteLine["field"],
    colon,
    value: (colon ? rest.slice(1) : rest).trim(),
  };
}

/** The seat or 弃权 a ballot names: a seat 1..seats, `null` for 弃权, or what is wrong. */
function ballotTarget(value: string, seats: number): number | null | { why: string } {
  const v = dropTrailing(value.replace(/\s+/g, ""), new Set(["。", ".", "!", "~", ",", "，"]));
  if (v === "") return { why: "empty" };
  if (v === "弃权" || v === "弃票") return null;
  const n = toInt(v.replace(/号(?:玩家)?$/, ""));
  if (n === null) return { why: "unreadable" };
  if (n < 1 || n > seats) return { why: "range" };
  return n;
}

/**
 * A post of the thread read for a ballot (F3): null when it has no vote line (an ordinary
 * post); a {@link BallotPost} when it has exactly one object line (`投票对象：X` or
 * `改票对象：X`) followed by its reason line (`投票理由：…` / `改票理由：…`, not empty); else a
 * {@link BadBallot} saying which line is wrong and how to write it. `seats` bounds X.
 */
export function parseVotePost(text: string, seats = 25): BallotPost | BadBallot | null {
  // Only the head of a long post is read for its ballot; a vote line past it is answered (issue 25 item 8).
  if (text.length > MAX_POST_CHARS) {
    const head = parseVotePost(text.slice(0, MAX_POST_CHARS), seats);
    if (head?.kind === "ballot") return head;
    const late = voteLineAfter(text, MAX_POST_CHARS);
    return late === null ? head : tooLong(late, text.length);
  }
  const lines = text.split(/\r?\n/);
  const found: VoteLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const v = voteLine(lines[i], i + 1);
    if (v === "loose") {
      const verb = canonicalChars(lines[i]).trim().slice(0, 2);
      return badLine(
        i + 1,
        say("f25_grammar.loose", {
          line: i + 1,
          example: cmd(`${verb}对象：12号`),
          verb: cmd(verb),
          word: cmd("对象"),
        }),
      );
    }
    if (v) found.push(v);
  }
  if (found.length === 0) return null;
  const objects = found.filter((x) => x.field === "对象");
  const reasons = found.filter((x) => x.field === "理由");
  if (objects.length === 0) {
    const r = reasons[0];
    return badLine(
      r.line,
      say("f25_grammar.reason_alone", { line: r.line, reasonWord: cmd(`${r.verb}理由`), obj: cmd(`${r.verb}对象：X`) }),
    );
  }
  if (objects.length > 1)
    return badLine(objects[1].line, say("f25_grammar.two_objects", { a: objects[0].line, b: objects[1].line }));
  const obj = objects[0];
  const objWord = cmd(`${obj.verb}对象`);
  const reasonWord = cmd(`${obj.verb}理由`);
  if (!obj.colon)
    return badLine(obj.line, say("f25_grammar.no_colon", { line: obj.line, example: cmd(`${obj.verb}对象：12号`) }));
  if (reasons.length > 1)
    return badLine(
      reasons[1].line,
      say("f25_grammar.two_reasons", { line: reasons[1].line, example: cmd(`${obj.verb}理由：……`) }),
    );
  const target = ballotTarget(obj.value, seats);
  if (target !== null && typeof target === "object") {
    const args = { line: obj.line, objWord, abstain: cmd("弃权") };
    const value = excerpt(obj.value, 12);
    return badLine(
      obj.line,
      target.why === "empty"
        ? say("f25_grammar.target_empty", args)
        : target.why === "range"
          ? say("f25_grammar.target_range", { ...args, value, n: seats })
          : say("f25_grammar.target_unreadable", { ...args, value }),
    );
  }
  const reason = reasons[0];
  const next = nextFilled(lines, obj.line);
  if (!reason)
    return badLine(
      next ?? obj.line,
      say("f25_grammar.no_reason", { example: cmd(`${obj.verb}理由：……`), line: obj.line, objWord, reasonWord }),
    );
  if (reason.verb !== obj.verb)
    return badLine(
      reason.line,
      say("f25_grammar.wrong_reason", {
        line: reason.line,
        example: cmd(`${obj.verb}理由：……`),
        objWord,
        reasonWord,
        wrongWord: cmd(`${reason.verb}理由`),
      }),
    );
  if (reason.line !== next)
    return badLine(reason.line, say("f25_grammar.reason_not_next", { reasonWord, line: obj.line, objWord }));
  if (!reason.colon)
    return badLine(
      reason.line,
      say("f25_grammar.no_colon", { line: reason.line, example: cmd(`${obj.verb}理由：……`) }),
    );
  if (reason.value === "")
    return badLine(reason.line, say("f25_grammar.reason_empty", { line: reason.line, reasonWord }));
  return { kind: "ballot", change: obj.verb === "改票", target, reason: reason.value };
}

/** The line number of the first non-blank line after line `after` (1-based), or null. */
function nextFilled(lines: string[], after: number): number | null {
  for (let i = after; i < lines.length; i++) if (lines[i].trim() !== "") return i + 1;
  return null;
}

/**
 * The first line (1-based) of `text` that is or starts a vote line and does not end before
 * character `from` — a vote past the head a long post is read for — or null. Linear.
 */
function voteLineAfter(text: string, from: number): number | null {
  const start = text.lastIndexOf("\n", from - 1) + 1;
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < start; i = text.indexOf("\n", i + 1)) line++;
  const rest = text.slice(start).split(/\r?\n/);
  for (let i = 0; i < rest.length; i++) if (voteLine(rest[i], line + i) !== null) return line + i;
  return null;
}

/** A post longer than {@link MAX_POST_CHARS} whose vote line comes after them: no vote, and why. */
const tooLong = (line: number, chars: number): BadBallot =>
  badLine(
    line,
    say("f25_grammar.too_long", { chars, max: MAX_POST_CHARS, line, obj: cmd("投票对象"), why: cmd("投票理由") }),
  );

const badLine = (line: number, why: Msg): BadBallot => ({
  kind: "bad_ballot",
  line,
  text: say("f25_grammar.bad_post", { why: { msg: why }, format: { msg: VOTE_FORMAT } }),
});

// ── directors (导演) ─────────────────────────────────────────────────────────────────────

export type CardColour = "blue" | "yellow" | "red";
export type ForumCamp = "wolves" | "villagers";

/** Who a director names: the contacts @-mentioned in the message, else the text (a contact id). */
export type ContactRef = { mention: true } | { id: string };

/** A director's command (004 2L 导演; F1, F2, F3, F6; 7L 9, 7L 10). */
export type DirectorIntent =
  /** `代投 S号 T号` / `代投 S号 弃权` (7L 9): the judge step `proxy_vote`. */
  | { kind: "proxy_vote"; seat: number; target: number | null }
  /** `蓝牌 S号 理由` / `黄牌 …` / `红牌 …` (F2, F6): the judge step `card`. */
  | { kind: "card"; seat: number; colour: CardColour; reason: string }
  /** `提速 18:00` (F1, 7L 8): the judge step `speed_up` with `"HH:mm"`. */
  | { kind: "speed_up"; value: string }
  /** `延期 22:30` (issue 11 item 1): the judge step `delay` with `"HH:mm"`, a later close today. */
  | { kind: "delay"; value: string }
  /** `判负 狼人|好人 [理由]` (F6): the judge step `camp_loses`. */
  | { kind: "camp_loses"; camp: ForumCamp; reason?: string }
  /** `加导演 @x` (2L 导演: two directors, equal powers). */
  | { kind: "add_director"; who: ContactRef }
  /** `替补 S号 @x` (7L 10): a substitute takes seat S over. */
  | { kind: "substitute"; seat: number; who: ContactRef }
  /** A director's command with a bad argument; `text` says what to type. */
  | { kind: "bad"; text: Msg };

const CARD_WORDS: Record<string, CardColour> = { 蓝牌: "blue", 黄牌: "yellow", 红牌: "red" };
/** A card's colour in words (`red`: 红牌): the vocabulary's (src/vocab/). */
export const CARD_ZH: Readonly<Record<CardColour, string>> = vocabulary(DEFAULT_LANG).colour;
const CAMP_WORDS: Record<string, ForumCamp> = {
  狼人: "wolves",
  狼人阵营: "wolves",
  狼: "wolves",
  狼队: "wolves",
  好人: "villagers",
  村民: "villagers",
  村民阵营: "villagers",
  好人阵营: "villagers",
};

/** A seat token: `12`, `12号`, `十二号`, 1..99; else null. */
function seatToken(s: string): number | null {
  const n = toInt(canonicalChars(s).replace(/号(?:玩家|位)?$/, ""));
  // 0号 is a number, answered with the game's range where the seat count is known (applyRuling).
  return n !== null && n >= 0 && n <= 99 ? n : null;
}

/** The tokens of a command (NFKC, split on spaces and commas), its verb first; in 简体 unless `hans` is false. */
function tokens(text: string, hans = true): string[] {
  return (hans ? canonicalChars(text) : text)
    .trim()
    .replace(/^(?:@\S+\s+)+/, "")
    .split(/[\s,，、]+/)
    .filter(Boolean);
}

/** `18:00`, `18：00`, `18点`, `18点30`, `18点半`, `下午6点` → `"HH:mm"`, else null. */
export function parseClock(s: string): string | null {
  const t = canonicalChars(s).replace(/\s+/g, "");
  const m = /^(上午|下午|晚上)?([0-9]{1,2})(?::([0-9]{2})|点(?:([0-9]{1,2})分?|(半))?)$/.exec(t);
  if (!m) return null;
  let h = Number(m[2]);
  const min = m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? Number(m[4]) : m[5] ? 30 : 0;
  if ((m[1] === "下午" || m[1] === "晚上") && h < 12) h += 12;
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

/**
 * A director's command, or null when the message is none (the verb is the first word). Read on
 * the message as typed: reasons keep their words. `hasMention`: the message @-mentions someone
 * (the adapter's mention list), which `加导演` / `替补` name.
 */
export function parseDirector(text: string, hasMention = false): DirectorIntent | null {
  // Every command is short; a long message is a post (issue 15 item 2: nothing scans it whole).
  if (text.length > MAX_COMMAND_CHARS) return null;
  const raw = canonicalChars(text).trim();
  const head = /^(代投|蓝牌|黄牌|红牌|提速|延期|推迟|判负|加导演|添加导演|替补)/.exec(raw);
  if (!head) return null;
  const t = tokens(raw.slice(head[1].length));
  // A reason as typed (a 繁體 director's words stay his): the tokens before OpenCC, when they line up.
  const typed = tokens(text.normalize("NFKC").trim().slice(head[1].length), false);
  const rest = () => (typed.length === t.length ? typed : t).slice(1).join(" ");
  const verb = head[1];
  switch (verb) {
    case "代投": {
      const example = { a: cmd("代投 3号 12号"), b: cmd("代投 3号 弃权") };
      if (t.length !== 2) return { kind: "bad", text: say("f25_grammar.proxy_two", example) };
      const seat = seatToken(t[0]);
      if (seat === null)
        return { kind: "bad", text: say("f25_grammar.proxy_voter", { ...example, value: excerpt(t[0], 10) }) };
      if (t[1] === "弃权" || t[1] === "弃票") return { kind: "proxy_vote", seat, target: null };
      const target = seatToken(t[1]);
      if (target === null)
        return { kind: "bad", text: say("f25_grammar.proxy_target", { ...example, value: excerpt(t[1], 10) }) };
      return { kind: "proxy_vote", seat, target };
    }
    case "蓝牌":
    case "黄牌":
    case "红牌": {
      const example = cmd(`${verb} 3号 ${verb === "红牌" ? "多次场外交流" : "发言辱骂其他玩家"}`);
      const seat = t.length > 0 ? seatToken(t[0]) : null;
      if (seat === null) return { kind: "bad", text: say("f25_grammar.card_seat", { example }) };
      const reason = rest();
      if (!reason) return { kind: "bad", text: say("f25_grammar.card_reason", { verb: cmd(verb), example }) };
      return { kind: "card", seat, colour: CARD_WORDS[verb], reason };
    }
    case "提速": {
      const at = t.join("").replace(/^到/, "");
      const value = parseClock(at);
      if (!value) return { kind: "bad", text: say("f25_grammar.speed_time", { example: cmd("提速 18:00") }) };
      return { kind: "speed_up", value };
    }
    case "延期":
    case "推迟": {
      const at = t.join("").replace(/^到/, "");
      const value = parseClock(at);
      if (!value) return { kind: "bad", text: say("f25_grammar.delay_time", { example: cmd("延期 22:00") }) };
      return { kind: "delay", value };
    }
    case "判负": {
      const camp = t.length > 0 ? CAMP_WORDS[t[0]] : undefined;
      if (!camp)
        return { kind: "bad", text: say("f25_grammar.lose_camp", { a: cmd("判负 狼人"), b: cmd("判负 好人") }) };
      const reason = rest();
      return reason ? { kind: "camp_loses", camp, reason } : { kind: "camp_loses", camp };
    }
    case "加导演":
    case "添加导演": {
      if (hasMention) return { kind: "add_director", who: { mention: true } };
      if (t.length === 1 && /^[A-Za-z0-9_\-@.]{1,100}$/.test(t[0]) && !t[0].startsWith("@"))
        return { kind: "add_director", who: { id: t[0] } };
      return {
        kind: "bad",
        text: say("f25_grammar.add_who", { example: cmd("加导演 @小明"), cmd: cmd("我的微信号") }),
      };
    }
    case "替补": {
      const example = { example: cmd("替补 3号 @小明") };
      const seat = t.length > 0 ? seatToken(t[0]) : null;
      if (seat === null) return { kind: "bad", text: say("f25_grammar.sub_seat", example) };
      if (hasMention) return { kind: "substitute", seat, who: { mention: true } };
      if (t.length === 2 && /^[A-Za-z0-9_\-.]{1,100}$/.test(t[1]))
        return { kind: "substitute", seat, who: { id: t[1] } };
      return { kind: "bad", text: say("f25_grammar.sub_who", example) };
    }
    default:
      return null;
  }
}

// ── DMs (3L; F7, F11–F24) ────────────────────────────────────────────────────────────────

/** What a forum player's DM asks for. */
export type ForumDmIntent =
  /** A player's act: the engine's act id, target and value (`kill` value 2 = the second group kill, F11). */
  | { kind: "act"; act: string; target: Target; value?: number }
  /** `不用` / `不用药` / `放弃`: decline the skill asked for now (the router picks the act by card). */
  | { kind: "decline" }
  /** `遗言 …` (F7): the text as typed. */
  | { kind: "last_words"; text: string }
  /** A command with a bad argument. */
  | { kind: "bad"; text: Msg };

/** Words of one seat-taking act: the verb → act, example, value. */
type SeatAct = [verb: string, act: string, example: string, value?: number];

/** The table's own seat words in forum-25 (the badge, F3); the cards' come from the cards. */
const BADGE_WORDS: SeatAct[] = [
  ["移交警徽", "badge", "警徽 12"],
  ["警徽给", "badge", "警徽 12"],
  ["警徽", "badge", "警徽 12"],
  ["移交", "badge", "警徽 12"],
];

/**
 * The cards' forum-25 words (`skills[].forumWords`, issue 22): seat verbs, longest first (a verb
 * before any shorter verb it starts with), then the badge's; and the words for nobody.
 */
function forumWords(): { seatActs: SeatAct[]; nobody: Map<string, { act: string; value?: number }> } {
  const seatActs: SeatAct[] = [];
  const nobody = new Map<string, { act: string; value?: number }>();
  const seen = new Set<string>();
  for (const r of allRoles())
    for (const k of r.skills) {
      if (!usedUnder(k, "calendar")) continue;
      for (const a of k.acts)
        for (const w of k.forumWords?.[a] ?? []) {
          for (const verb of w.verbs)
            if (!seen.has(verb)) {
              seen.add(verb);
              seatActs.push(w.value ? [verb, a, w.example, w.value] : [verb, a, w.example]);
            }
          for (const word of w.none ?? []) nobody.set(word, { act: a, ...(w.value ? { value: w.value } : {}) });
        }
    }
  for (const b of BADGE_WORDS) seatActs.push(b);
  return { seatActs: seatActs.sort((x, y) => y[0].length - x[0].length), nobody };
}

let cardWords: ReturnType<typeof forumWords> | null = null;

/**
 * `遗言 …` (F7; forum-hk's HK67): the words as typed, or the reply to an empty one (`example` shows
 * how to write it); null when the DM is no last words.
 */
export function parseLastWords(
  text: string,
  example: string,
): { kind: "last_words"; text: string } | { kind: "bad"; text: Msg } | null {
  // The verb is matched on the normalised text; the words are kept as typed (full-width ，！？ stay).
  const typed = text.trim();
  const verb = /^(?:遗言|遺言)\s*[:：]?\s*/.exec(typed.normalize("NFKC"));
  if (!verb) return null;
  const words = /^(?:遗言|遺言)\s*[:：:]?\s*([\s\S]*)$/.exec(typed);
  if (!words) return null;
  const body = words[1].trim();
  return body
    ? { kind: "last_words", text: body }
    : { kind: "bad", text: say("f25_grammar.words_empty", { verb: cmd("遗言"), example: cmd(example) }) };
}

/**
 * A forum player's DM (or a wolf's message in the wolves' room), or null when it is none of
 * the commands. Seats are numbers (`刀 12`, `刀12号`, `刀十二`); `连 3 8` takes two.
 */
export function parseForumDm(text: string): ForumDmIntent | null {
  // Last words may be long (kept to 2000 characters by the store); no other command is.
  if (text.length > MAX_POST_CHARS) return null;
  const words = parseLastWords(text, "遗言 我是预言家，昨晚验了12号是村民阵营。");
  if (words) return words;
  const t = normalize(text);
  if (!t) return null;
  if (/^(不用|不用药|不用技能|放弃|不发动|不救)$/.test(t)) return { kind: "decline" };
  if (/^(投降|我投降|发起投降)$/.test(t)) return { kind: "act", act: "surrender", target: "yes" };
  if (/^(同意|同意投降|我同意)$/.test(t)) return { kind: "act", act: "surrender", target: "yes" };
  if (/^(拒绝|拒绝投降|不同意|不投降)$/.test(t)) return { kind: "act", act: "surrender", target: "no" };
  if (/^(撕警徽|撕毁警徽|撕掉警徽)$/.test(t))
    return { kind: "bad", text: say("f25_grammar.no_tearing", { cmd: cmd("警徽 12") }) };
  cardWords ??= forumWords();
  const nobody = cardWords.nobody.get(t);
  if (nobody) return { kind: "act", act: nobody.act, target: null, ...(nobody.value ? { value: nobody.value } : {}) };
  const link =
    /^连(?:情侣)?([0-9零〇一二两三四五六七八九十]+)号?(?:,|和|与|跟|、|\+)([0-9零〇一二两三四五六七八九十]+)号?$/.exec(
      t,
    );
  if (link) {
    const a = seatToken(link[1]);
    const b = seatToken(link[2]);
    return a !== null && b !== null
      ? { kind: "act", act: "link", target: [a, b] }
      : { kind: "bad", text: say("f25_grammar.link_two", { cmd: cmd("连 3 8") }) };
  }
  if (t === "连" || t.startsWith("连"))
    return { kind: "bad", text: say("f25_grammar.link_how", { card: { card: "cupid" }, cmd: cmd("连 3 8") }) };
  for (const [verb, act, example, value] of cardWords.seatActs) {
    if (!t.startsWith(verb)) continue;
    const rest = t.slice(verb.length);
    if (rest === "") return { kind: "bad", text: say("f25_grammar.seat_missing", { example: cmd(example) }) };
    const seat = seatToken(rest);
    if (seat === null) {
      // Only a number-like rest is a bad seat; anything else is not this command ("杀人游戏真好玩").
      if (/^[0-9零〇一二两三四五六七八九十百号,.]+$/.test(rest))
        return {
          kind: "bad",
          text: say("f25_grammar.seat_unreadable", { value: excerpt(rest, 10), example: cmd(example) }),
        };
      continue;
    }
    return { kind: "act", act, target: seat, ...(value ? { value } : {}) };
  }
  return null;
}
