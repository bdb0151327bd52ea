/**
 * Reads shared by forum-hk's card modules (HK48, HK50): a seat's camp and the one spelling of a
 * status's end. The apparent fields (表面阵营 / 表面身份 / 表面带刀, HK45) are `apparent.ts`'s.
 */

import { calOfState, deadlineOf, type HkCalendar, openingOf, spell } from "../../calendar-hk.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import { hkCard } from "./pools.ts";

/**
 * HK70, HK77, HK86: whether `seat` holds [群内] now — the deal's not lost (`hk_skill`), or gained (狼弟,
 * 狼鸦之爪). The same reading as `families/forum-hk/knife.ts` `holds(…, "pack", …)`.
 */
export function holdsPack(s: GameState, seat: number): boolean {
  const ch = s.hk?.skills?.[String(seat)];
  const dealt = hkCard(s.seats[seat - 1].role)?.tag === "pack";
  return (dealt && !ch?.lost.includes("pack")) || ch?.gained.includes("pack") === true;
}

/** HK48: a seat's current camp id. */
export function campOfSeat(s: GameState, seat: number): string {
  return s.hk?.camps[String(seat)] ?? "undetermined";
}

function hkCal(s: GameState): HkCalendar {
  const c = calOfState(s);
  if (!c) throw new Error("not a forum-hk game");
  return c;
}

/** HK38: 「下一个正午开始」 after night n — day n's 09:00 opening, spelled as outcomes spell it. */
export function nextOpeningSpelled(s: GameState, n: number): string {
  return spell(hkCal(s), openingOf(hkCal(s), n));
}

/** HK38: 「当晚」 of night n — its C+70, spelled. */
export function nightEndSpelled(s: GameState, n: number): string {
  return spell(hkCal(s), deadlineOf(hkCal(s), n - 1, "resolution"));
}

/**
 * HK85, HK98: whether `target` is the seat `seat` named with the skill `key` on the night before
 * (企鹅's 冰冻, 黑蝙蝠's 庇护: 「不能连续两晚」); `rememberTonight` records it (mem `<key>Seat`, `<key>Night`).
 */
export function sameAsLastNight(s: GameState, seat: number, key: string, target: unknown): boolean {
  const mem = s.seats[seat - 1].mem;
  return mem[`${key}Night`] === Number(s.label.slice(1)) - 1 && mem[`${key}Seat`] === target;
}

/** Records that `seat` named `target` with the skill `key` on night `n` (see `sameAsLastNight`). */
export function rememberTonight(tx: Tx, seat: number, key: string, target: number, n: number): void {
  tx.emit({ type: "mem_set", seat, key: `${key}Seat`, value: target });
  tx.emit({ type: "mem_set", seat, key: `${key}Night`, value: n });
}

/**
 * HK30: how a result names its target — `about` the selection target, and `settledOn` the settlement
 * target (whose data the result carries) when the chain moved the act (HK28).
 */
export function feedbackOf(a: { target: unknown; about?: number }): { about: number; settledOn?: number } {
  const t = a.target as number;
  return a.about !== undefined && a.about !== t ? { about: a.about, settledOn: t } : { about: t };
}
