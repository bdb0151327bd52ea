/**
 * The timed family (seed 000's timed turns: ranked-s7, classic, table): night 1 first (000 §八(三)),
 * acts dispatched to the flow modules of `flow/`, its timers by kind, the shared boards and base cards.
 */

import { actIds, nightActs } from "../../roles/index.ts";
import { roleSpec } from "../../roles/registry.ts";
import { isSeat, isTarget } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { Reject, RoleId, Target, Timer } from "../../types.ts";
import { DIRECTOR_RULINGS } from "../../types.ts";
import type { ActCommand, FamilyFlow } from "../index.ts";
import {
  badgeAct,
  badgeTimeout,
  orderAct,
  orderTimeout,
  recommendAct,
  recommendTimeout,
  selfDestruct,
  shootAct,
  shotTimeout,
} from "./day.ts";
import { electionAct, electionTimeout } from "./election.ts";
import { nightAct, nightTimeout, startNight } from "./night.ts";
import { windowAct, windowTimeout } from "./skills.ts";
import { speechAct, speechTimeout } from "./speaking.ts";
import { voteAct, closeVote as voteTimeout } from "./vote.ts";

/** Acts that belong to the night (knife and every night skill), derived from the cards' skills (issue 22). */
export const NIGHT_ACTS: ReadonlySet<string> = nightActs("timed");

/** Every act id (the registry's): an act outside it is `act.unknown`. */
const ACT_SET: ReadonlySet<string> = actIds();

/** The timed family (ranked-s7, classic, table). */
export const TIMED_FAMILY: FamilyFlow = {
  calendar: false,
  baseCards: true,
  drawnDeal: () => false,
  ownDeal: null,
  customBoard: () => null,
  begin: (tx) => startNight(tx, 1),
  act: timedCommand,
  timeout: timedTimeout,
  // The calendar directors' rulings exist only there (F2; 002 判罚制度).
  judge: (tx, cmd) =>
    DIRECTOR_RULINGS.has(cmd.ruling)
      ? { code: "judge.not_in_ruleset", ruling: cmd.ruling, ruleset: tx.rules.id }
      : undefined,
  correctAct: timedAct,
  cardName: (id) => roleSpec(id as RoleId).texts["zh-Hans"].name,
};

/** A player's act command under a timed ruleset: a day skill's window declined by another act, then `timedAct`. */
function timedCommand(tx: Tx, cmd: ActCommand): Reject | null {
  // A day skill's window (bard, knight) is declined when the game moves on by any other act that
  // is legal once it is closed (a boom is judged in the window itself); if that act is refused,
  // nothing changes (docs/role-decisions.md).
  const ph = tx.s.phase;
  if (ph.kind === "window" && !(cmd.seat === ph.seat && cmd.act === ph.act) && cmd.act !== "self_destruct")
    windowTimeout(tx);
  const given = cmd.target === undefined ? null : cmd.target;
  if (!isTarget(given)) return { code: "target.invalid", seat: cmd.seat };
  // A second value (the fortune teller's predicted deaths) travels with the seat as a pair.
  const target =
    typeof given === "number" && typeof cmd.value === "number" && Number.isSafeInteger(cmd.value)
      ? [given, cmd.value]
      : given;
  return timedAct(tx, cmd.seat, cmd.act, target);
}

/** A timed timer fell due: the flow module of its kind. */
function timedTimeout(tx: Tx, t: Timer): void {
  switch (t.kind) {
    case "knife":
    case "skill":
    case "dawn":
    case "step":
      nightTimeout(tx, t.kind, t.seat);
      break;
    case "signup":
    case "correction":
    case "withdraw":
      electionTimeout(tx, t.kind);
      break;
    case "noshow":
    case "remind":
    case "speech":
      speechTimeout(tx, t.kind);
      break;
    case "vote":
      voteTimeout(tx);
      break;
    case "order":
      orderTimeout(tx);
      break;
    case "shot":
      shotTimeout(tx);
      break;
    case "badge":
      badgeTimeout(tx);
      break;
    case "nudge":
      tx.emit({ type: "nudged", for: t.for ?? "skill", ...(t.seat ? { seat: t.seat } : {}) });
      break;
    case "window":
      windowTimeout(tx);
      break;
    case "recommend":
      recommendTimeout(tx);
      break;
  }
}

/** A player's act under a timed ruleset (also the judge's correction, 000 §九4①). */
function timedAct(tx: Tx, seat: number, a: string, target: Target): Reject | null {
  const s = tx.s;
  if (!isSeat(s, seat)) return { code: "seat.unknown", seat };
  if (!ACT_SET.has(a)) return { code: "act.unknown", seat, act: a };
  const x = s.seats[seat - 1];
  const kind = s.phase.kind;
  if (NIGHT_ACTS.has(a)) {
    if (kind !== "night") return { code: "phase.not_night", seat, act: a };
    if (!x.alive) return { code: "seat.dead", seat };
    return nightAct(tx, seat, a, a === "save" || a === "pass" ? (typeof target === "number" ? target : null) : target);
  }
  switch (a) {
    case "run":
    case "withdraw":
      return electionAct(tx, seat, a);
    case "vote":
      if (kind !== "vote") return { code: "vote.not_open", seat };
      return voteAct(tx, seat, target);
    case "order":
      return orderAct(tx, seat, target);
    case "start_speech":
    case "end_speech":
      if (kind !== "speaking") return { code: "speech.none_now", seat };
      return speechAct(tx, seat, a);
    case "self_destruct":
      return selfDestruct(tx, seat, false, target);
    case "shift":
    case "duel":
      return windowAct(tx, seat, a, target);
    case "shoot":
      return shootAct(tx, seat, target);
    case "badge":
      return badgeAct(tx, seat, target);
    case "recommend":
      return recommendAct(tx, seat, target);
    default:
      return { code: "act.not_yours", seat, act: a };
  }
}
