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

/**
 * HK49: the seat whose real camp `seat` follows (粉丝's idol; [2] 暗恋者's crush, and any follower that
 * records `mem.follows`), or null. 丘比特 follows his couple, not a seat (`coupleOf`).
 */
export function followedSeat(s: GameState, seat: number): number | null {
  const mem = s.seats[seat - 1]?.mem ?? {};
  const f = typeof mem.follows === "number" ? mem.follows : mem.idol;
  return typeof f === "number" ? f : null;
}

/**
 * HK127: the couple of this game as 丘比特's seat records it: the cupid, the two lovers, whether the link
 * was void (a [隐身] partner), and the kind the printed rules gave it last (`COUPLE_KINDS`), or null
 * while no link has settled.
 */
export interface Couple {
  cupid: number;
  lovers: readonly [number, number];
  void: boolean;
  kind: CoupleKind | null;
}

/**
 * HK127's printed rules, as the couple's kind: `void` (a [隐身] partner), `undetermined` (a 不定 partner:
 * 黑情侣 with a 杀人), `third` (a third party's camp), `mixed` (wolf + village: 黑情侣), `wolves` (two
 * wolves: cupid wolf camp), `villagers` (two village: cupid village).
 */
export const COUPLE_KINDS = ["void", "undetermined", "third", "mixed", "wolves", "villagers"] as const;
export type CoupleKind = (typeof COUPLE_KINDS)[number];

/** The couple (see `Couple`), read off the cupid's seat (`mem.loverA`, `loverB`, `linkVoid`, `coupleKind`). */
export function coupleOf(s: GameState): Couple | null {
  for (const x of s.seats) {
    const { loverA, loverB, coupleKind } = x.mem;
    if (typeof loverA !== "number" || typeof loverB !== "number") continue;
    return {
      cupid: x.seat,
      lovers: [loverA, loverB],
      void: x.mem.linkVoid === true,
      kind: typeof coupleKind === "number" ? (COUPLE_KINDS[coupleKind] ?? null) : null,
    };
  }
  return null;
}

/** HK127: whether `seat` is one of the lovers of a link that stands (not void). */
export function isLover(s: GameState, seat: number): boolean {
  const c = coupleOf(s);
  return c !== null && !c.void && c.lovers.includes(seat);
}

/**
 * HK46: 表面阵营 黑情侣 for the lovers and the cupid of a couple other than two wolves or two villagers
 * (「被验证均为黑情侣阵营」), or null (the seat's own apparent camp applies). A small rule of its own, read
 * first by `apparentCamp`.
 */
export function loversApparentCamp(s: GameState, seat: number): string | null {
  const c = coupleOf(s);
  if (!c || c.void || c.kind === null || c.kind === "wolves" || c.kind === "villagers") return null;
  return c.cupid === seat || c.lovers.includes(seat) ? "lovers" : null;
}

/** HK45: 表面身份 — the real card until a disguise ([2]) sets it. */
export function apparentRole(s: GameState, seat: number): string {
  return s.seats[seat - 1].role;
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

/** HK79: the classes a win-check override may name (蛊医's 蛊惑), in the order `mem.winClass` indexes them. */
export const WIN_CLASSES = ["wolf", "strong", "weak"] as const;
export type WinClass = (typeof WIN_CLASSES)[number];

/** The night index of a label: `N<n>` and `D<n>` → n, `S` → 0 (HK8). */
export function nightIndex(label: string): number {
  const m = /^[ND](\d+)/.exec(label);
  return m ? Number(m[1]) : 0;
}

/**
 * HK79: the class `seat` counts as in the village's lose check now (蛊医's override, set on night n
 * as `mem.winClass` / `mem.winClassNight`), or null. It holds until the next nightfall: through
 * `N<n>` and `D<n>` (its 黄昏 included, HK38), gone from `N<n+1>`.
 */
export function winClassOverride(s: GameState, seat: number): WinClass | null {
  const mem = s.seats[seat - 1]?.mem;
  if (typeof mem?.winClass !== "number" || mem.winClassNight !== nightIndex(s.label)) return null;
  return WIN_CLASSES[mem.winClass] ?? null;
}

/** HK38: 「持续至下一个夜晚开始」 from now — the next nightfall (C+20 of the current day's close), spelled. */
export function nextNightfallSpelled(s: GameState): string {
  return spell(hkCal(s), deadlineOf(hkCal(s), nightIndex(s.label), "nightfall"));
}

/** The status end of 「下一个夜晚开始」 from now (HK38: it ends at C+20 with the 黄昏, `dusk_end` of `D<k>`). */
export function untilNextNightfall(s: GameState): { untilLabel: string; untilStage: string } {
  return { untilLabel: `D${nightIndex(s.label)}`, untilStage: "dusk_end" };
}

/**
 * HK65, HK66: a [翻牌] flip (白猫's aside) is published at once in 正午, with the dusk lists for a 黄昏 one, at the
 * next opening for one at night or in 晨曦: `flipAt` publishes it now or leaves it waiting (`mem.flipPending`),
 * `flipIfDue` publishes one waiting for `when` (a card's `atDuskEnd` / `atOpening`).
 */
const FLIP_AT: Readonly<Record<"dusk" | "opening", number>> = { dusk: 1, opening: 2 };

/** HK65: publishes `seat`'s flip (his real card) now, at `stage`. */
function publishFlip(tx: Tx, seat: number, stage: "noon" | "dusk" | "opening"): void {
  tx.emit({ type: "public_notice", kind: "flip", seat, value: tx.s.seats[seat - 1].role, stage });
  tx.emit({ type: "mem_set", seat, key: "flipPending", value: null });
}

/** HK65: `seat` flips in a stage `stage` (null: none): published now in 正午, else left waiting for the lists or the opening. */
export function flipAt(tx: Tx, seat: number, stage: string | null): void {
  if (stage === "noon") publishFlip(tx, seat, "noon");
  else tx.emit({ type: "mem_set", seat, key: "flipPending", value: stage === "dusk" ? FLIP_AT.dusk : FLIP_AT.opening });
}

/** HK65, HK66: publishes `seat`'s flip if it waits for `when` (the dusk lists, or the opening). */
export function flipIfDue(tx: Tx, seat: number, when: "dusk" | "opening"): void {
  if (tx.s.seats[seat - 1].mem.flipPending === FLIP_AT[when]) publishFlip(tx, seat, when);
}
