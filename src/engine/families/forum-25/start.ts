/**
 * forum-25 phase S (开局, F1, F12, F20; scenario-format.md "Flow conventions … forum-25"): from
 * `startAt` until day 1 opens at the next 09:00. Cupid links two seats (himself allowed), the
 * servant names a master other than himself; at the opening a silent cupid is linked at random
 * (seeded) and a silent servant has no master.
 */
import { calendarOf } from "../../calendar.ts";
import { campOf } from "../../camps.ts";
import { hasStatus, revoke } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Reject, Target } from "../../types.ts";
import { timerAt } from "./common.ts";

/** The game's first phase: the calendar (F1), then phase S until day 1 opens. */
export function beginForum(tx: Tx): void {
  const cal = calendarOf(tx.s.setup);
  if (!cal) throw new Error("forum-25 setup without a valid startAt (validateSetup lets none through)");
  tx.emit({ type: "forum_calendar", startMs: cal.startMs, day1OpenMs: cal.day1OpenMs });
  tx.emit({
    type: "phase_started",
    phase: { kind: "forum_start" },
    label: "S",
    timers: [timerAt(tx, "forum_open", cal.day1OpenMs)],
  });
}

/** `link` and `serve` in phase S. Codes: `phase.not_start`, `act.not_yours`, `act.already`, `cupid.*`, `servant.self`. */
export function startAct(tx: Tx, seat: number, act: "link" | "serve", target: Target): Reject | null {
  if (tx.s.phase.kind !== "forum_start") return { code: "phase.not_start", seat, act };
  const x = tx.s.seats[seat - 1];
  if (act === "link") {
    if (x.role !== "cupid") return { code: "act.not_yours", seat, act };
    if (typeof x.mem.linkA === "number") return { code: "act.already", seat, act };
    if (!Array.isArray(target) || target.length !== 2) return { code: "cupid.two_seats", seat, target };
    const [a, b] = target;
    if (a === b) return { code: "cupid.same_seat", seat, target };
    for (const t of [a, b])
      if (!Number.isInteger(t) || t < 1 || t > tx.s.seats.length) return { code: "target.not_a_seat", seat, target: t };
    link(tx, seat, a, b);
    return null;
  }
  if (x.role !== "servant") return { code: "act.not_yours", seat, act };
  if (typeof x.mem.master === "number") return { code: "act.already", seat, act };
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > tx.s.seats.length)
    return { code: "target.not_a_seat", seat, target };
  if (target === seat) return { code: "servant.self", seat, target };
  tx.emit({ type: "night_acted", seat, act: "serve", target });
  tx.emit({ type: "mem_set", seat, key: "master", value: target });
  // F12: he is told his master's camp.
  tx.emit({ type: "told", seat, kind: "master", value: campOf(tx.s, tx.s.seats[target - 1]) });
  return null;
}

/** F20: the lovers learn each other's seat at once (`told` at S). */
function link(tx: Tx, cupid: number, a: number, b: number): void {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  tx.emit({ type: "night_acted", seat: cupid, act: "link", target: [a, b] });
  tx.emit({ type: "mem_set", seat: cupid, key: "linkA", value: lo });
  tx.emit({ type: "mem_set", seat: cupid, key: "linkB", value: hi });
  tx.emit({ type: "mem_set", seat: a, key: "lover", value: b });
  tx.emit({ type: "mem_set", seat: b, key: "lover", value: a });
  tx.emit({ type: "told", seat: a, kind: "lover", value: b });
  tx.emit({ type: "told", seat: b, kind: "lover", value: a });
  // F13: a lover sister has no 默契 from the start — both sisters lose it (3L 两姐妹 注).
  if ([a, b].some((n) => hasStatus(tx.s.seats[n - 1], "tacit")))
    for (const x of tx.s.seats) revoke(tx, x.seat, "tacit");
}

/** Day 1 opens (F1, F20): a silent cupid is linked at random (seeded), then the plan opens day 1. */
export function endStart(tx: Tx): void {
  for (const c of tx.s.seats.filter((x) => x.role === "cupid" && typeof x.mem.linkA !== "number")) {
    const all = tx.s.seats.map((x) => x.seat);
    const a = all[tx.draw("link", all.length)];
    const rest = all.filter((n) => n !== a);
    const b = rest[tx.draw("link2", rest.length)];
    link(tx, c.seat, Math.min(a, b), Math.max(a, b));
  }
  tx.next({ after: "forum_start" });
}
