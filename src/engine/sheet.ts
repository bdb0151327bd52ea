/**
 * The score sheet of one table game (T22, 003-B 比赛结束): per seat the card played (after the
 * thief's pick), the camp it played for, whether it won (`null` while the game is unfinished or
 * was voided), whether it is alive now and its deductions (T21: one per `warn`, one per
 * `eject`). Points per camp and per deduction, and the five-game match totals, are the
 * organiser's (app layer), built on this.
 */
import { campOf } from "./camps.ts";
import type { Camp, GameState, RoleId } from "./types.ts";

/** A camp on the sheet: the table's four (T18, T19, T23). */
export type SheetCamp = Camp;

/** One seat's line of the sheet (T22; ../shared/scenario-format.md "Outcome" `sheet`). */
export interface SheetLine {
  role: RoleId;
  camp: SheetCamp;
  won: boolean | null;
  alive: boolean;
  deductions: number;
}

/** The camp a seat plays for on the sheet (`campOf`: the piper is his own camp, T23; cupid T17). */
export function sheetCamp(s: GameState, seat: number): SheetCamp {
  return campOf(s, s.seats[seat - 1]);
}

/** The score sheet of `s`, by seat (T22). Pure: reads the state only. */
export function scoreSheet(s: GameState): Record<string, SheetLine> {
  const finished = s.phase.kind === "ended" && !s.voided && s.winner !== null;
  const out: Record<string, SheetLine> = {};
  for (const x of s.seats) {
    const camp = sheetCamp(s, x.seat);
    out[String(x.seat)] = {
      role: x.role,
      camp,
      won: finished ? camp === s.winner : null,
      alive: x.alive,
      deductions: x.deductions ?? 0,
    };
  }
  return out;
}
