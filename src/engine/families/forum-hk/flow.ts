/**
 * forum-hk's calendar flow (HK8, HK9, HK12, HK66, HK131; scenario-format.md `### forum-hk`, "Flow
 * conventions (forum-hk)"): phase S (开局 to C₀, then the first 黄昏 to C₀+20), then night n (C+20 →
 * C+70), day n (晨曦 C+70 → 09:00, 正午 09:00 → the close C, 黄昏 C → C+20), night n+1 … Each stage is
 * one `phase_started` with the timers of its deadlines; nothing ends early (HK9).
 *
 * The day's close (count, exile, cards) is `day.ts`; the night's (20) outs `night.ts`; the
 * declaration points `standing.ts`.
 */

import {
  calOfState,
  deadlineOf,
  type HkCalendar,
  hkCalendarOf,
  isSunDay,
  openingOf,
  sunRoundEndOf,
} from "../../calendar-hk.ts";
import { timerAt } from "../../flow/calendar.ts";
import { hkCardSpec } from "../../roles/hk/index.ts";
import { hkCard } from "../../roles/hk/pools.ts";
import { expire } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, HkPhase, HkStage, Timer, TimerKind } from "../../types.ts";
import { settleBlock, settleDusk, settleStart } from "./blocks.ts";
import { tellReflections } from "./chain.ts";
import { countAtClose, countRound1, duskExile } from "./day.ts";
import { resolveNight } from "./night.ts";
import { announce, resolveNow } from "./outs.ts";
import { setRewindPoint } from "./rewind-point.ts";
import { declareAt, judgeLosses } from "./standing.ts";

/** The game's calendar (HK8, HK15), from the `hk_calendar` event and the moved closes. */
export function hkCal(s: GameState): HkCalendar {
  const c = calOfState(s);
  if (!c) throw new Error("not a forum-hk game");
  return c;
}

/** The current forum-hk phase, or null. */
export function hkPhase(s: GameState): HkPhase | null {
  return s.phase.kind === "hk" ? s.phase : null;
}

function enter(tx: Tx, stage: HkStage, day: number, label: string, timers: [TimerKind, number][]): void {
  tx.emit({
    type: "phase_started",
    phase: { kind: "hk", stage, day, acts: {} },
    label,
    timers: timers.map(([k, ms]) => timerAt(tx, k, ms)),
  });
}

/** The game's first phase (HK8): the calendar, the camps of the deal (HK48), then 开局 until C₀. */
export function beginHk(tx: Tx): void {
  const cal = hkCalendarOf(tx.s.setup);
  if (!cal) throw new Error("forum-hk setup without a valid startAt (validateSetup lets none through)");
  tx.emit({ type: "hk_calendar", startMs: cal.startMs, close0Ms: cal.close0Ms });
  for (const x of tx.s.seats) {
    const camp = hkCard(x.role)?.camp;
    if (!camp) throw new Error(`unknown forum-hk card ${x.role} (validateSetup lets none through)`);
    tx.emit({ type: "hk_camp", seat: x.seat, camp });
  }
  enter(tx, "start", 0, "S", [["hk_close", cal.close0Ms]]);
}

/**
 * HK9: a close C: 开局's end at C₀ (HK131), or day n's count, its notice and the automatic yellows
 * (HK57, HK58, HK63; `day.ts`); then 黄昏 to C+20, whose (1) is the exile and the day's red cards (HK60).
 */
function close(tx: Tx, ph: HkPhase): void {
  const cal = hkCal(tx.s);
  if (ph.stage === "start") settleStart(tx, ph);
  // HK38, HK123: statuses 「持续至下一个黄昏开始」 end here, where this 黄昏 begins (折镜's 反射).
  else expire(tx, `D${ph.day}`, "close");
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atClose?.(tx, x.seat, ph.day);
  // [3] HK144: a 黄昏 rewind returns here, after the last ballot and before the count.
  if (ph.stage === "noon") setRewindPoint(tx, "count");
  const exile = ph.stage === "noon" ? countAtClose(tx, ph) : null;
  enter(tx, "dusk", ph.day, tx.s.label, [
    ["hk_dusk_window", deadlineOf(cal, ph.day, "duskWindow")],
    ["hk_nightfall", deadlineOf(cal, ph.day, "nightfall")],
  ]);
  if (ph.stage === "noon") duskExile(tx, exile);
}

/** HK9, HK66: C+20 — the dusk lists (from D1), the declaration point, then nightfall of night n+1. */
function nightfall(tx: Tx, ph: HkPhase): void {
  if (ph.day >= 1) {
    // The 黄昏 outs in out order, split [投票出局] / [其他原因] (HK66); the exile's cause is `exile`.
    const outs = unannounced(tx.s);
    const exiled = outs.filter((n) => tx.s.seats[n - 1].cause === "exile");
    announce(tx, { deaths: outs, stage: "dusk", exiled });
  }
  // HK38: statuses 「到黄昏结束」 end here, after the lists.
  expire(tx, `D${ph.day}`, "dusk_end");
  // 黄昏 (4): 熊 (HK121) and the cards' other dusk-end duties; then the declaration point (HK54).
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atDuskEnd?.(tx, x.seat, ph.day);
  // 黄昏 (4), after 熊: the players' 黄昏 acts (window `dusk`) in their listed order (镜's 折镜, HK123).
  const duskMade = settleDusk(tx, ph);
  if (duskMade.length > 0) resolveNow(tx, duskMade);
  if (declareAt(tx, "dusk_end")) return;
  beginNight(tx, ph.day);
}

/**
 * HK9, HK12: nightfall of night n = day+1 (C+20) — [3] or of that night played again after a 晨曦 rewind
 * (C+80, every time moved by 60 minutes, HK146): the rewind point, the night's blocks, its nightfall's events.
 */
function beginNight(tx: Tx, day: number): void {
  const cal = hkCal(tx.s);
  const n = day + 1;
  // [3] HK144: a 晨曦 rewind returns here, before anything of nightfall itself.
  setRewindPoint(tx, "night");
  enter(tx, "night", day, `N${n}`, [
    ["hk_block_a", deadlineOf(cal, day, "blockA")],
    ["hk_block_b", deadlineOf(cal, day, "blockB")],
    ["hk_block_c", deadlineOf(cal, day, "blockC")],
    ["hk_resolve", deadlineOf(cal, day, "resolution")],
  ]);
  // HK79, HK54: an override of a class for the win check ends at nightfall: losses judged at once.
  judgeLosses(tx);
  // Nightfall (C+20): nightly statuses, 白猫's delayed death (HK116); their attacks resolve at once.
  for (const x of tx.s.seats) {
    const made = hkCardSpec(x.role)?.atNightfall?.(tx, x.seat, n);
    if (made) resolveNow(tx, made);
  }
}

/** HK72, HK38: C+70 — the (20) outs (the pipeline's seam), the night's statuses end, then 晨曦. */
function resolve(tx: Tx, ph: HkPhase): void {
  const cal = hkCal(tx.s);
  const n = ph.day + 1;
  resolveNight(tx, ph);
  // HK12: the resolution's results are told at C+70 (追猎成功, HK102).
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atResolution?.(tx, x.seat, n);
  // HK143: the holders of 反射 learn tonight's reflections at C+70.
  if (tx.s.phase.kind === "hk") tellReflections(tx, tx.s.phase);
  // HK83: after every result of the resolution was told (幽灵's 附体).
  for (const x of tx.s.seats) hkCardSpec(x.role)?.relay?.(tx, x.seat, "resolution", n);
  if (declareAt(tx, "resolution_end")) return;
  // HK38: 「当晚」 ends at C+70, after the whole resolution.
  expire(tx, `N${n}`, "night_end");
  enter(tx, "dawn", ph.day, `D${n}`, [
    ["hk_dawn_window", deadlineOf(cal, ph.day, "dawnWindow")],
    ["hk_open", openingOf(cal, n)],
  ]);
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atDawn?.(tx, x.seat, n);
}

/**
 * Seats out and not yet published, in out order (HK66): by the out that stands — [3] a seat out again after
 * a rewind undid its first out is placed by its later one (HK145).
 */
function unannounced(s: GameState): number[] {
  const last = new Map<number, number>();
  s.record.deaths.forEach((d, i) => {
    last.set(d.seat, i);
  });
  return [...last]
    .filter(([seat]) => !s.seats[seat - 1].alive && !s.seats[seat - 1].announced)
    .sort((a, b) => a[1] - b[1])
    .map(([seat]) => seat);
}

/**
 * HK66, HK7: 09:00 — day n opens: the outs of night n and 晨曦 n in out order (`[]` if none), the
 * night's notices (each card's `atOpening`: 被诽谤, HK109; 日不落, HK108), statuses ending at the
 * opening (HK38), then 正午 until the close — on 太阳's day with round 1's count at 15:00 (HK149).
 */
function open(tx: Tx, ph: HkPhase): void {
  const n = ph.day + 1;
  announce(tx, { deaths: unannounced(tx.s) });
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atOpening?.(tx, x.seat, n);
  expire(tx, `D${n}`, "opening");
  // The calendar is read after the cards' openings: 日不落 keeps its day to one date (HK151).
  const now = hkCal(tx.s);
  const timers: [TimerKind, number][] = [["hk_close", deadlineOf(now, n, "close")]];
  if (isSunDay(now, n) && sunRoundEndOf(now, n) < deadlineOf(now, n, "close"))
    timers.unshift(["hk_round_end", sunRoundEndOf(now, n)]);
  enter(tx, "noon", n, `D${n}`, timers);
}

/** HK138: a death window ends — each card's `atWindowEnd` (an unused 最后一枪 or 报复 ends there). */
function windowEnd(tx: Tx, ph: HkPhase, w: "dusk" | "dawn"): void {
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atWindowEnd?.(tx, x.seat, w, ph.day);
}

/** A forum-hk timer fired (HK9): the stage it ends or the block it processes. */
export function hkTimeout(tx: Tx, t: Timer): void {
  const ph = hkPhase(tx.s);
  if (!ph) return;
  switch (t.kind) {
    case "hk_close":
      close(tx, ph);
      return;
    case "hk_nightfall":
      nightfall(tx, ph);
      return;
    case "hk_block_a":
      settleBlock(tx, ph, "a");
      return;
    case "hk_block_b":
      settleBlock(tx, ph, "b");
      return;
    case "hk_block_c":
      settleBlock(tx, ph, "c");
      return;
    case "hk_resolve":
      resolve(tx, ph);
      return;
    case "hk_open":
      open(tx, ph);
      return;
    // [3] HK146: C+80 after a 晨曦 rewind — the night played again from its nightfall.
    case "hk_replay":
      beginNight(tx, ph.day);
      return;
    // HK149: 15:00 of 太阳's day — round 1's count (nobody out).
    case "hk_round_end":
      countRound1(tx, ph);
      return;
    // HK54: the end of 晨曦 (2) is a declaration point.
    case "hk_dawn_window":
      windowEnd(tx, ph, "dawn");
      declareAt(tx, "dawn_end");
      return;
    // The dusk window ends (HK138): a `shoot` or `revenge` is refused after it (`act.ts`).
    case "hk_dusk_window":
      windowEnd(tx, ph, "dusk");
      return;
    default:
      return;
  }
}
