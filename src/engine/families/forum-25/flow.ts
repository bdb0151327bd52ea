/**
 * The forum-25 flow's entry points for the engine (F1–F26): acts, timers and the directors'
 * rulings, routed to phase S (`start.ts`), the day (`day.ts`), the night (`night.ts`) and the
 * surrender (`surrender.ts`).
 */

import { badgeAct } from "../../flow/forum-badge.ts";
import type { Tx } from "../../tx.ts";
import type { JudgeCommand, Reject, Target, Timer } from "../../types.ts";
import { substituteSeat } from "./common.ts";
import {
  ballotAct,
  campLoses,
  cardRuling,
  closeDay,
  dayShot,
  delayDay,
  remindVote,
  settleDayExits,
  speedUp,
} from "./day.ts";
import { forumNightAct, isForumNightAct, resolveForumNight, settleForumNight, standingShot } from "./night.ts";
import { endStart, startAct } from "./start.ts";
import { surrenderAct } from "./surrender.ts";

/**
 * A player's act under forum-25. Codes besides each module's: `act.not_in_ruleset` (F4, F22,
 * F25), `seat.dead` (only a surrender answer is open to out wolves, F24; a day-exited hunter's
 * shot and sheriff's badge).
 */
export function forumAct(tx: Tx, seat: number, act: string, target: Target, value?: number): Reject | null {
  if (tx.rules.rejected.acts.includes(act)) return { code: "act.not_in_ruleset", seat, act, ruleset: tx.rules.id };
  const x = tx.s.seats[seat - 1];
  switch (act) {
    case "surrender":
      return surrenderAct(tx, seat, target);
    case "badge":
      return badgeAct(tx, seat, target);
    case "shoot": {
      const r = dayShot(tx, seat, target);
      if (r !== undefined) return r;
      if (!x.alive) return { code: "seat.dead", seat };
      return standingShot(tx, seat, target);
    }
    default:
      break;
  }
  if (!x.alive) return { code: "seat.dead", seat };
  switch (act) {
    case "link":
    case "serve":
      return startAct(tx, seat, act, target);
    case "vote":
    case "change_vote":
      return ballotAct(tx, seat, act, target);
    default:
      if (isForumNightAct(act)) return forumNightAct(tx, seat, act, target, value);
      return { code: "act.not_in_ruleset", seat, act, ruleset: tx.rules.id };
  }
}

/** A forum-25 timer fired (F1). */
export function forumTimeout(tx: Tx, t: Timer): void {
  const kind = tx.s.phase.kind;
  switch (t.kind) {
    case "forum_open":
      if (kind === "forum_start") endStart(tx);
      else if (tx.s.phase.kind === "forum_night") tx.next({ after: "forum_night", n: tx.s.phase.n });
      return;
    case "forum_remind":
      remindVote(tx);
      return;
    case "forum_close":
      closeDay(tx);
      return;
    case "forum_settle":
      settleDayExits(tx);
      if (tx.s.phase.kind === "forum_night") settleForumNight(tx);
      return;
    case "forum_resolve":
      resolveForumNight(tx);
      return;
    default:
      return;
  }
}

/**
 * The directors' forum-25 rulings (F1, F2, F3, F6, 7L 10). `logged` records the `judge_acted` event.
 * `substitute` codes: `seat.unknown`, `substitute.no_player` (no contact id), `substitute.same` (he
 * already holds the seat).
 */
export function forumJudge(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null {
  switch (cmd.ruling) {
    case "card":
      return cardRuling(tx, cmd.seat, cmd.value, logged);
    case "camp_loses":
      return campLoses(tx, cmd.value, logged);
    case "speed_up":
      return speedUp(tx, cmd.value, logged);
    case "delay":
      return delayDay(tx, cmd.value, logged);
    case "proxy_vote": {
      const seat = cmd.seat;
      if (typeof seat !== "number" || seat < 1 || seat > tx.s.seats.length) return { code: "seat.unknown", seat };
      const target = cmd.target === undefined ? null : cmd.target;
      // A refused proxy discards the whole decision, the judge_acted event included.
      logged();
      return ballotAct(tx, seat, "proxy_vote", target);
    }
    case "substitute":
      return substituteSeat(tx, cmd, logged);
    default:
      return { code: "judge.unknown_ruling", ruling: cmd.ruling };
  }
}
