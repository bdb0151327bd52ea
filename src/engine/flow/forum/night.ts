/**
 * forum-25 nights (F1, F8, F11, F14–F17, F21; 5L 行动时限) — the night side's module. Night n runs
 * from day n's close until day n+1 opens at 09:00: `kill`, `charge`, `guard`, `check`, `adore`
 * and the hunter's standing `shoot` by close + 30 min (stage `acts`), when the kills settle and
 * the witch is told every 指杀 target; her `save`, `poison` or `pass` until close + 60 min (stage
 * `witch`), when the night resolves in F8 order (stage `resolved`). Night deaths are announced at
 * the next opening (`day.ts`), in the order they happened.
 *
 * Skeleton: the phase and its deadlines; acts and the resolution are the night side's.
 */
import { dayOpenMs, RESOLVE_AFTER_CLOSE_MS, SETTLE_AFTER_CLOSE_MS } from "../../calendar.ts";
import type { Tx } from "../../tx.ts";
import type { ForumNightPhase, Reject, Target } from "../../types.ts";
import { calOf, timerAt } from "./common.ts";

/** Night acts of forum-25 (the night side's). */
export const FORUM_NIGHT_ACTS: ReadonlySet<string> = new Set([
  "kill",
  "charge",
  "guard",
  "check",
  "adore",
  "save",
  "poison",
  "pass",
]);

const night = (tx: Tx): ForumNightPhase | null => (tx.s.phase.kind === "forum_night" ? tx.s.phase : null);

/** Night n begins at day n's close `closeMs` (F1): its deadlines follow the close. */
export function startForumNight(tx: Tx, n: number, closeMs: number): void {
  tx.emit({
    type: "phase_started",
    phase: {
      kind: "forum_night",
      n,
      closeMs,
      stage: "acts",
      kill: {},
      kill2: {},
      killTarget: null,
      kill2Target: null,
      chargeTarget: null,
      acts: {},
    },
    label: `N${n}`,
    timers: [
      timerAt(tx, "forum_settle", closeMs + SETTLE_AFTER_CLOSE_MS),
      timerAt(tx, "forum_resolve", closeMs + RESOLVE_AFTER_CLOSE_MS),
      timerAt(tx, "forum_open", dayOpenMs(calOf(tx.s), n + 1)),
    ],
  });
}

/** A night act (F11–F17). Skeleton: refused until the night side implements it. */
export function forumNightAct(tx: Tx, seat: number, act: string, _target: Target, _value?: number): Reject | null {
  if (!night(tx)) return { code: "phase.not_night", seat, act };
  return { code: "act.not_yours", seat, act };
}

/** Close + 30 min (F11): the kills and the charge settle, the witch is told. Skeleton: stage only. */
export function settleForumNight(tx: Tx): void {
  if (!night(tx)) return;
}

/** Close + 60 min (F8): the night resolves. Skeleton: nothing happens. */
export function resolveForumNight(tx: Tx): void {
  if (!night(tx)) return;
}

/** The night's standing `shoot` of a living hunter (F16). Skeleton: refused. */
export function standingShot(tx: Tx, seat: number, _target: Target): Reject | null {
  if (!night(tx)) return { code: "phase.not_night", seat, act: "shoot" };
  return { code: "act.not_yours", seat, act: "shoot" };
}
