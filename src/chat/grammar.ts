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
 *
 * The grammar lives in one file per job: `grammar-words.ts` (numerals, seats, normalisation),
 * `grammar-boards.ts` (boards and rulesets), `grammar-verbs.ts` (the command words),
 * `grammar-read.ts` (reading a message), `grammar-season.ts` (season commands), and
 * `grammar-intents.ts` (the result types). This file is the entry point callers import.
 */
import { type Msg, say } from "../vocab/msg.ts";
import { bad, type Channel, type Intent } from "./grammar-intents.ts";
import { core } from "./grammar-read.ts";
import { MAX_COMMAND_CHARS, normalize } from "./grammar-words.ts";

export { groupJudgeMsg, HELP, HELP_ARGS, HELP_MSG } from "../voice/help.ts";
export { boardList, boardsOf, parseBoard } from "./grammar-boards.ts";
export type { ActIntent, BadIntent, BadReason, Channel, Intent, JudgeControl, JudgeIntent } from "./grammar-intents.ts";
export { type PlayerRef, parseSeasonCommand, type SeasonIntent } from "./grammar-season.ts";
export {
  dropTrailing,
  excerpt,
  MAX_COMMAND_CHARS,
  normalize,
  parseSeat,
  TOO_LONG_TEXT,
  toInt,
} from "./grammar-words.ts";

/** {@link TOO_LONG_TEXT} as a message (the `help` phrasebook): a DM too long to be a command. */
export const TOO_LONG_MSG: Msg = say("help.too_long", { n: MAX_COMMAND_CHARS });

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
  if (text.trim().length > maxChars) return channel === "dm" ? bad("too_long", TOO_LONG_MSG) : null;
  const t = normalize(text);
  return t ? core(t, channel) : null;
}
