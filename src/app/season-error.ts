/** The season book's refusals (SeasonBook, season-appeals.ts), split out so both import it without a cycle. */
/**
 * Why a season request was refused, in Chinese (the chat replies with it). `code`: `not_found`
 * (no such game, ban or appeal), `forbidden` (not allowed for this contact), `bad` (a bad
 * argument), `late` (past the appeal window), `conflict` (already done).
 */
export class SeasonError extends Error {
  constructor(
    message: string,
    readonly code: "not_found" | "forbidden" | "bad" | "late" | "conflict",
  ) {
    super(message);
  }
}
