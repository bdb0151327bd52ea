/**
 * The playground's options and answers (issue 14 item 6, issue 25 item 3): the boards and speeds
 * it offers, the bodies it accepts, and the answers of a refused request (messages of the
 * `web_answers` book, rendered in the request's language: issue 23 goal 3).
 */
import { z } from "zod";
import { boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";
import { boardName, DEFAULT_LANG, type Lang, phrase } from "../vocab/index.ts";
import { type Msg, render, say } from "../vocab/msg.ts";

/**
 * Ranked boards the demo's script (`Director`, which shows every feature: a typo, a 黑麦, a PK,
 * a boom…) plays; every other board of the playground is played by the `Crowd` (issue 26 item 1:
 * scripted players for every ruleset and board offered).
 */
export const SCRIPTED_BOARDS = ["444-idiot", "444-guard-wolfking"] as const;
/** The forum board the playground offers (25 seats, calendar days; issue 26 item 1). */
export const FORUM_BOARD = "forum-25";
/**
 * forum-hk's board the playground offers (issue 28: 14 seats drawn from the full pools of 60 cards,
 * HK1–HK3): what the lobby's `开房 空洞骑士 抽卡` opens; played by `HkCrowd`, with the deadline jump.
 */
export const HK_BOARD = { id: "forum-hk", zh: "空洞骑士 抽卡板（14人，从60张卡池抽取）", seats: 14 } as const;
/** Whether `board` is a forum board (calendar days, the deadline jump): forum-25's or forum-hk's. */
export const isForumBoard = (board: string): boolean => board === FORUM_BOARD || board === HK_BOARD.id;
/** The most seats a playground board has (forum-25). */
export const MAX_SEATS = 25;
/** Clock speeds offered (rule seconds per wall second). */
export const SPEEDS = [1, 5, 10, 20, 30, 60] as const;

/**
 * The boards of a ruleset the playground offers: those that seat 12, forum-25's own board
 * (25 seats) and forum-hk's pool board (14 seats; its boards live in `engine/families/forum-hk/`, not
 * `boards.ts`). Every one has scripted players (`scripted`, kept for the page). `seats`: how many.
 */
export function playgroundBoards(
  rulesetId: string,
  lang: Lang = DEFAULT_LANG,
): { id: string; zh: string; scripted: boolean; seats: number; forum: boolean }[] {
  const r = Object.hasOwn(RULESETS, rulesetId) ? RULESETS[rulesetId] : undefined;
  if (!r) return [];
  return r.boards.flatMap((id) => {
    if (id === HK_BOARD.id)
      return [{ ...HK_BOARD, zh: phrase(lang, "web_table.hk_board"), scripted: true, forum: true }];
    const b = boardById(id);
    const forum = b?.id === FORUM_BOARD;
    if (!b || (b.seats !== 12 && !forum)) return [];
    return [{ id: b.id, zh: boardName(b.id, lang), scripted: true, seats: b.seats, forum }];
  });
}

/** Whether the demo's `Director` plays this ruleset's board (else the `Crowd` does). */
export function directorPlays(rulesetId: string, board: string): boolean {
  return rulesetId === RANKED_S7.id && (SCRIPTED_BOARDS as readonly string[]).includes(board);
}

/** The body of `POST /play/tables`. */
export const NewTable = z.object({
  ruleset: z.string().max(40),
  board: z.string().max(60),
  /** The seat you are (1–12, 1–25 on forum-25), or 0: all the seats left to you, switching between them. */
  seat: z.number().int().min(0).max(MAX_SEATS),
  /** `script`: the other seats are scripted players; `me`: every seat is yours. */
  others: z.enum(["script", "me"]),
  speed: z.number().refine((n) => (SPEEDS as readonly number[]).includes(n), { message: "web_answers.bad_speed" }),
});

/** The body of `POST /play/:id/say`. */
export const Say = z.object({
  seat: z.number().int().min(1).max(MAX_SEATS),
  where: z.enum(["group", "dm", "wolves"]),
  text: z
    .string()
    .trim()
    .min(1, { message: "web_answers.empty_message" })
    .max(200, { message: "web_answers.long_message" }),
});

/** The body of `POST /play/:id/next`: `confirm` once the person agreed to miss what his seat owes. */
export const Jump = z.object({ confirm: z.boolean().optional() });

/** What a finished table answers an input (it stays viewable, read-only; issue 26 leftovers item 2). */
export const GAME_OVER: Msg = say("web_answers.table_over");

/** What a browser that did not open a table is told (issue 25 item 3). */
export const NOT_YOURS: Msg = say("web_answers.not_yours");
/** What the opener is told when every table is taken (issue 25 item 3). */
export const TABLES_FULL = (n: number): Msg => say("web_answers.tables_full", { n });

/**
 * A refused playground request: `answer` the message its reply renders in the request's language
 * (`message` is its 简体, for logs), `status` its HTTP status.
 */
export class PlayError extends Error {
  constructor(
    readonly answer: Msg,
    readonly status = 400,
  ) {
    super(render(answer));
  }
}
