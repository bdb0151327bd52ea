/**
 * The directors' rulings under forum-hk (HK137; scenario-format.md `### forum-hk`, Judge steps):
 * `speed_up` moves today's close earlier (HK15) and every deadline after it; `delay` moves it to 21:00
 * of the next date (HK15, HK151), every deadline after it following; `card` (HK60–HK62, HK136),
 * `proxy_vote` (HK59) and `camp_loses` (HK51) are `day.ts`'s; `answer` (HK118) is 天师's (`roles/hk/taoist.ts`);
 * `substitute` (002 替补: 「每名角色仅限更换一次替补」)
 * once per seat (`hk.substitute_once`). Every other ruling is not forum-hk's.
 */

import { closeOf, delayClose, isSunDay, parseCloseTime, speedUp, sunRoundEndOf } from "../../calendar-hk.ts";
import { substituteSeat, timerAt } from "../../flow/calendar.ts";
import { answerQuestion } from "../../roles/hk/taoist.ts";
import type { Tx } from "../../tx.ts";
import type { JudgeCommand, Reject } from "../../types.ts";
import { campLoses, giveHkCard, postBallot } from "./day.ts";
import { hkCal, hkPhase } from "./flow.ts";

/** A director's ruling. Codes: `hk.not_supported`, `judge.not_in_ruleset`, `hk.speed_up_*`, `hk.delay_when`. */
export function hkJudge(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null {
  if (cmd.ruling === "answer") return answerQuestion(tx, cmd, logged);
  if (cmd.ruling === "card") return giveHkCard(tx, cmd.seat, cmd.value, logged);
  if (cmd.ruling === "camp_loses") return campLoses(tx, cmd.value, logged);
  if (cmd.ruling === "substitute") {
    // 002 替补: each character is substituted at most once (the log's `seat_substituted` events).
    const seat = cmd.seat;
    if (typeof seat === "number" && tx.s.seats[seat - 1]?.mem.subbed === true)
      return { code: "hk.substitute_once", seat };
    const r = substituteSeat(tx, cmd, logged);
    if (r === null && typeof seat === "number") tx.emit({ type: "mem_set", seat, key: "subbed", value: true });
    return r;
  }
  if (cmd.ruling === "proxy_vote") {
    const seat = cmd.seat;
    if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 1 || seat > tx.s.seats.length)
      return { code: "seat.unknown", ruleset: tx.rules.id, seats: tx.s.seats.length };
    return postBallot(tx, "proxy_vote", seat, cmd.target ?? null, logged);
  }
  if (cmd.ruling === "delay") return delay(tx, logged);
  if (cmd.ruling !== "speed_up") return { code: "judge.not_in_ruleset", ruling: cmd.ruling, ruleset: tx.rules.id };
  const ph = hkPhase(tx.s);
  // HK15: today's close — the close of the running 正午 (or of 开局, C₀).
  if (!ph || (ph.stage !== "noon" && ph.stage !== "start")) return { code: "hk.speed_up_when" };
  const min = parseCloseTime(cmd.value);
  if (min === null) return { code: "hk.speed_up_time", value: cmd.value ?? null };
  const r = speedUp(hkCal(tx.s), ph.day, min, tx.nowMs);
  if ("reason" in r) return { code: `hk.speed_up_${r.reason}`, value: cmd.value ?? null };
  // HK149 (our reading): 太阳's day keeps round 1 to 15:00, so its close cannot move to 15:00 or before.
  const cal = r.cal;
  if (isSunDay(cal, ph.day) && closeOf(cal, ph.day) <= sunRoundEndOf(cal, ph.day))
    return { code: "hk.speed_up_sun", value: cmd.value ?? null };
  logged();
  moveClose(tx, ph.day, r.cal.closes[String(ph.day)]);
  return null;
}

/** HK15: day n's close is now `closeMs`; its `hk_close` timer is rescheduled (every later deadline derives from it). */
function moveClose(tx: Tx, n: number, closeMs: number): void {
  tx.emit({ type: "hk_close_moved", n, closeMs });
  const old = tx.s.timers.filter((t) => t.kind === "hk_close").map((t) => t.id);
  tx.emit({ type: "timers_changed", add: [timerAt(tx, "hk_close", closeMs, 0)], remove: old });
}

/**
 * HK15 `delay` (HK137 [3]), HK151: today's close moves to 21:00 of the date after it, the day gaining a
 * date (`D<n>+1`, …). Only in a discussion day's 正午 (`hk.delay_when`): 开局 is no discussion day (our
 * reading; its close C₀ is fixed by the start, HK8). A value, if any, is ignored: the rule fixes the time.
 */
function delay(tx: Tx, logged: () => void): Reject | null {
  const ph = hkPhase(tx.s);
  if (ph?.stage !== "noon" || ph.day < 1) return { code: "hk.delay_when" };
  logged();
  moveClose(tx, ph.day, delayClose(hkCal(tx.s), ph.day).closes[String(ph.day)]);
  return null;
}
