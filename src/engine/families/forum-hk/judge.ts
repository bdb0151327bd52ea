/**
 * The directors' rulings under forum-hk (HK137; scenario-format.md `### forum-hk`, Judge steps):
 * `speed_up` moves today's close (HK15) and every deadline after it; `card` (HK60–HK62, HK136),
 * `proxy_vote` (HK59) and `camp_loses` (HK51) are `day.ts`'s; `answer` (HK118) is 天师's (`roles/hk/taoist.ts`);
 * `delay` ([3]) comes with its step: refused as not supported yet; `substitute` (002 替补: 「每名角色仅限更换一次替补」)
 * once per seat (`hk.substitute_once`). Every other ruling is not forum-hk's.
 */

import { parseCloseTime, speedUp } from "../../calendar-hk.ts";
import { substituteSeat, timerAt } from "../../flow/calendar.ts";
import { answerQuestion } from "../../roles/hk/taoist.ts";
import type { Tx } from "../../tx.ts";
import type { JudgeCommand, Reject } from "../../types.ts";
import { campLoses, giveHkCard, postBallot } from "./day.ts";
import { hkCal, hkPhase } from "./flow.ts";

const LATER = new Set(["delay"]);

/** A director's ruling. Codes: `hk.not_supported`, `judge.not_in_ruleset`, `hk.speed_up_*`. */
export function hkJudge(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null {
  if (LATER.has(cmd.ruling)) return { code: "hk.not_supported", ruling: cmd.ruling };
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
  if (cmd.ruling !== "speed_up") return { code: "judge.not_in_ruleset", ruling: cmd.ruling, ruleset: tx.rules.id };
  const ph = hkPhase(tx.s);
  // HK15: today's close — the close of the running 正午 (or of 开局, C₀).
  if (!ph || (ph.stage !== "noon" && ph.stage !== "start")) return { code: "hk.speed_up_when" };
  const min = parseCloseTime(cmd.value);
  if (min === null) return { code: "hk.speed_up_time", value: cmd.value ?? null };
  const r = speedUp(hkCal(tx.s), ph.day, min, tx.nowMs);
  if ("reason" in r) return { code: `hk.speed_up_${r.reason}`, value: cmd.value ?? null };
  logged();
  const closeMs = r.cal.closes[String(ph.day)];
  tx.emit({ type: "hk_close_moved", n: ph.day, closeMs });
  const old = tx.s.timers.filter((t) => t.kind === "hk_close").map((t) => t.id);
  tx.emit({ type: "timers_changed", add: [timerAt(tx, "hk_close", closeMs, 0)], remove: old });
  return null;
}
