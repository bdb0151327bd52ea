/**
 * The standing texts of a forum-25 game (seed 004, F1, F2, F3, F12, F20): the calendar lines, the
 * opening post's rules, each seat's card and its commands by DM, and the audiences and seat words
 * the other forum narration files share. Pure: no event is read here.
 */
import { msToLocal } from "../../../engine/calendar.ts";
import { wolfGroup } from "../../../engine/families/forum-25/common.ts";
import { roleSpec } from "../../../engine/roles/index.ts";
import { anyBoard } from "../../../engine/rulesets/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { type Arg, lines, type Msg, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { forumHelpEach } from "../../card-texts.ts";
import type { Audience } from "../../narrate.ts";

/** The match group (the thread). */
export const GROUP: Audience = { kind: "group" };
/** The wolves' group. */
export const WOLVES: Audience = { kind: "wolves" };
/** The lovers' room (F20). */
export const LOVERS: Audience = { kind: "lovers" };
/** The sisters' room (3L 两姐妹). */
export const SISTERS: Audience = { kind: "sisters" };
/** A DM to `seat`. */
export const dm = (seat: number): Audience => ({ kind: "seat", seat });
/**
 * A command players type, as a phrase's argument (`遗言 ……`, `投票对象：12号`): 简体 and English as
 * written, 繁體 through OpenCC like the sentence around it (the grammar reads the 繁體 forms too).
 */
export const cmd = (typed: string): Arg => ({ msg: typed });
/** A ballot's target as an argument: the seat (`12号` / `#12`), or 弃权 / abstain for null. */
export const targetArg = (t: number | null): Arg => (t === null ? { msg: say("f25_thread.abstain") } : { seat: t });

/** `HH:mm` of epoch `ms` in the game's zone (pure arithmetic on the setup's fixed offset). */
export function hhmm(s: GameState, ms: number): string {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return `${String(t.hh).padStart(2, "0")}:${String(t.mm).padStart(2, "0")}`;
}

/** The card arguments of the calendar (its night skills' cards). */
const CALENDAR_CARDS = {
  guard: { card: "guard" },
  seer: { card: "seer" },
  devotee: { card: "devotee" },
  king: { card: "charge_wolf_king" },
  wolf: { card: "werewolf" },
  hunter: { card: "hunter" },
  witch: { card: "witch" },
} as const;

/** The calendar lines of the opening post and `帮助` (F1; 5L 行动时限, 7L 11). */
export const CALENDAR_TEXT: Msg = say("f25_thread.calendar", CALENDAR_CARDS);

/** The vote post's two lines as players type them (5L 投票规则). */
export const VOTE_LINES = { obj: cmd("投票对象：12号"), why: cmd("投票理由：……") } as const;

/**
 * A list of messages in the reader's language, in order: joined by `pair` (a phrase `{{a}}…{{b}}`,
 * default `、` / `, `); "" for none.
 */
export function listOf(items: readonly Msg[], pair: PhraseKey = "f25_thread.list2"): Msg {
  if (items.length === 0) return "";
  return items.slice(1).reduce<Msg>((a, b) => say(pair, { a: { msg: a }, b: { msg: b } }), items[0]);
}

/** A board's name in the reader's language (the vocabulary's, `版杀25人`), or a custom board's own (its Chinese name, or its id). */
export function boardArg(board: { id: string; zh: string } | undefined, id: string): Arg {
  return board && anyBoard(board.id) ? { board: board.id } : (board?.zh ?? id);
}

/**
 * The opening post's rules part (F1, F2, F3; 7L 9, 7L 10): the calendar, the vote post format,
 * the DMs, the directors' commands.
 */
export function forumIntro(seats: number): Msg {
  return lines([
    CALENDAR_TEXT,
    say("f25_thread.intro_start", { cupid: { card: "cupid" }, servant: { card: "servant" } }),
    say("f25_thread.intro_posts"),
    say("f25_thread.intro_vote", {
      ...VOTE_LINES,
      abstain: cmd("投票对象：弃权"),
      change: cmd("改票对象：5号"),
      changeWhy: cmd("改票理由：……"),
    }),
    say("f25_thread.intro_dm", {
      badge: cmd("警徽 12"),
      words: cmd("遗言 ……"),
      surrender: cmd("投降 / 同意 / 拒绝"),
      kill: cmd("刀 12"),
    }),
    say("f25_thread.intro_directors", {
      add: cmd("加导演 @小明"),
      proxy: cmd("代投 3号 12号"),
      card: cmd("蓝牌/黄牌/红牌 3号 理由"),
      speed: cmd("提速 18:00"),
      delay: cmd("延期 22:00"),
      lose: cmd("判负 狼人|好人"),
      sub: cmd("替补 3号 @小明"),
      n: seats,
    }),
  ]);
}

/** Whether `m` is a seat's card DM ({@link cardText}): a substitute is told his card anew, not as history. */
export function isCardText(m: Msg): boolean {
  if (typeof m === "string") return m.startsWith("你是");
  if ("lines" in m) return m.lines.length > 0 && isCardText(m.lines[0]);
  return m.k === "f25_thread.card_you";
}

/** What one seat is told at the start: his card and its commands (F12, F20 for phase S). */
export function cardText(s: GameState, seat: number, withMates = true): Msg {
  const x = s.seats[seat - 1];
  const spec = roleSpec(x.role);
  const group = wolfGroup(s).map((y) => y.seat);
  const mates = withMates && group.includes(seat) ? group.filter((y) => y !== seat) : [];
  return lines([
    say("f25_thread.card_you", {
      seat: { seat },
      card: { card: x.role },
      camp:
        x.role === "cupid" || x.role === "servant"
          ? { msg: say("f25_thread.camp_later") }
          : { word: spec.team === "wolf" ? "camp.wolves" : "camp.villagers" },
    }),
    mates.length ? say("f25_thread.card_mates", { seats: { seats: mates } }) : "",
    ((each) => (each ? say("common.name", { name: { each } }) : ""))(forumHelpEach(x.role)),
    say("f25_thread.card_vote", { obj: cmd("投票对象：X"), why: VOTE_LINES.why, words: cmd("遗言 ……") }),
  ]);
}
