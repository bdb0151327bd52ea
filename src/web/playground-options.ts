/**
 * The playground's options and answers (issue 14 item 6, issue 25 item 3): the boards and speeds
 * it offers, the bodies it accepts, and the Chinese answers of a refused request.
 */
import { z } from "zod";
import { boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";

/** Boards the script plays through (the others are left entirely to the person). */
export const SCRIPTED_BOARDS = ["444-idiot", "444-guard-wolfking"] as const;
/** Clock speeds offered (rule seconds per wall second). */
export const SPEEDS = [1, 5, 10, 20, 30, 60] as const;

/** The boards of a ruleset that seat 12 (the playground's table has 12 players). */
export function playgroundBoards(rulesetId: string): { id: string; zh: string; scripted: boolean }[] {
  const r = Object.hasOwn(RULESETS, rulesetId) ? RULESETS[rulesetId] : undefined;
  if (!r) return [];
  return r.boards.flatMap((id) => {
    const b = boardById(id);
    if (b?.seats !== 12) return [];
    const scripted = rulesetId === RANKED_S7.id && (SCRIPTED_BOARDS as readonly string[]).includes(b.id);
    return [{ id: b.id, zh: b.zh, scripted }];
  });
}

/** The body of `POST /play/tables`. */
export const NewTable = z.object({
  ruleset: z.string().max(40),
  board: z.string().max(60),
  /** The seat you are (1–12), or 0: all the seats left to you, switching between them. */
  seat: z.number().int().min(0).max(12),
  /** `script`: the other seats are scripted players; `me`: every seat is yours. */
  others: z.enum(["script", "me"]),
  speed: z.number().refine((n) => (SPEEDS as readonly number[]).includes(n), { message: "不支持的倍速" }),
});

/** The body of `POST /play/:id/say`. */
export const Say = z.object({
  seat: z.number().int().min(1).max(12),
  where: z.enum(["group", "dm", "wolves"]),
  text: z.string().trim().min(1, { message: "消息不能为空" }).max(200, { message: "消息太长（最多200字）" }),
});

/** What a browser that did not open a table is told (issue 25 item 3). */
export const NOT_YOURS =
  "这张试玩桌是别的浏览器开的：只有开桌的浏览器能操作或关闭它。你可以在公开直播页观战（不显示身份）。";
/** What the opener is told when every table is taken (issue 25 item 3). */
export const TABLES_FULL = (n: number) => `试玩桌已满（最多同时开${n}桌），请稍后再试。`;

/** A refused playground request (its message is the Chinese answer; `status` its HTTP status). */
export class PlayError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
