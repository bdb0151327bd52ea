/** The season book's refusals (SeasonBook, season-appeals.ts), split out so both import it without a cycle. */
import { type Msg, render } from "../vocab/msg.ts";

/**
 * Why a season request was refused: `msg` in the reader's language (the chat replies with it),
 * `message` its 简体 text (HTTP details, logs). `code`: `not_found` (no such game, ban or appeal),
 * `forbidden` (not allowed for this contact), `bad` (a bad argument), `late` (past the appeal
 * window), `conflict` (already done).
 */
export class SeasonError extends Error {
  /** The refusal before its language (issue 23). */
  readonly msg: Msg;
  constructor(
    msg: Msg,
    readonly code: "not_found" | "forbidden" | "bad" | "late" | "conflict",
  ) {
    super(render(msg));
    this.msg = msg;
  }
}
