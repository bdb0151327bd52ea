/**
 * Deaths: a seat dies now, with what follows any death (love, a blizzard, each role's reaction),
 * and drowning. The occasions that follow deaths (shots, badge, last words) are `occasion.ts`.
 */
import { breakChain } from "../camps.ts";
import type { DeathIntent } from "../intents.ts";
import { roleSpec } from "../roles/registry.ts";
import { skillsBlocked } from "../roles/spec.ts";
import type { Tx } from "../tx.ts";
import type { DeathCause, Occasion, SeatState } from "../types.ts";
import { endIfWon } from "../win.ts";
import { goOut } from "./forum/deaths.ts";
import { applyDeaths } from "./intents.ts";

/**
 * Kills a seat now. `at` is the label the death counts as (a shot target counts as the
 * shooter's time, 000 §八(八)4). Last words: every day death; night deaths only on night 1
 * (000 §八(八)2); never for the drowned (R21). A role may stop the death (sleepwalker, snow
 * wolf at night, old rogue, 000 §八(二)14,17,20). Returns every seat that died, the chain
 * that followed included (a lover, a charmed player, 000 §七4, §八(二)18). `words: false`: no last
 * words for this death nor its chain (a boom's chain under classic C5).
 */
export function kill(tx: Tx, seat: number, cause: DeathCause, at: string, words = true): number[] {
  // forum-25: its own exits (F6–F10: six last words for the game, the win after each death).
  if (tx.rules.family === "calendar") return goOut(tx, seat, cause, at);
  const x = tx.s.seats[seat - 1];
  if (!x.alive) return [];
  for (const y of tx.s.seats) if (roleSpec(y.role).intercept?.(tx, y, x, cause, at) === true) return [];
  const before = tx.s.record.deaths.length;
  const night = at.startsWith("N");
  const policy = tx.rules.lastWords;
  const nightWords = policy.nights === "first_night" && at === "N1";
  const dayWords = policy.days === "every_day" || at === "D1";
  // T8: a lover dying of love follows his partner's cause (a hunter's target's lover, a poisoned player's).
  const partner = typeof x.mem.lover === "number" ? tx.s.seats[x.mem.lover - 1] : undefined;
  const why = cause === "lover" && partner && !partner.alive ? (partner.cause ?? cause) : cause;
  // `words` false: a classic boom's chain (C5).
  const lastWords =
    !words || cause === "drowned" || cause === "penalty" || policy.noneFor.includes(why)
      ? false
      : night
        ? nightWords
        : dayWords;
  tx.emit({ type: "died", seat, cause, at, lastWords });
  afterDeath(tx, seat, cause, at, words);
  return tx.s.record.deaths.slice(before).map((d) => d.seat);
}

/**
 * What follows any death: a god dying in a blizzard night has no skill (000 §八(二)17); a lover's
 * partner dies of love (000 §七4) unless the death is a drowning or a judge's removal, which
 * leaves him single (000 §九4③) — the causes of `roles.loveSpares`; under table none, T18); then each role reacts (charm, wild child, hidden wolf, rust), the deaths it asks for following its reaction.
 */
export function afterDeath(tx: Tx, seat: number, cause: DeathCause, at: string, words = true): void {
  const x = tx.s.seats[seat - 1];
  if (at.startsWith("N") && skillsBlocked(tx.s, x, Number(at.slice(1))))
    tx.emit({ type: "mem_set", seat, key: "skillless", value: true });
  const partner = x.mem.lover;
  if (typeof partner === "number") {
    // T18, T21: the ruleset's causes that leave the lover single (ranked: drowned, penalty; table: none).
    if (tx.rules.roles.loveSpares.includes(cause)) breakChain(tx);
    else kill(tx, partner, "lover", at, words);
  }
  for (const y of tx.s.seats) reactToDeath(tx, y, x, cause, at);
}

/**
 * `y`'s card reacts to the death of `dead` (its `onDeath`); the deaths it asks for (intents,
 * issue 22) follow at once, before the next seat's reaction — where its own `kill` used to run.
 */
function reactToDeath(tx: Tx, y: SeatState, dead: SeatState, cause: DeathCause, at: string): void {
  const spec = roleSpec(y.role);
  if (!spec.onDeath) return;
  const out: DeathIntent[] = [];
  spec.onDeath(tx, y, dead, cause, at, out);
  if (out.length > 0) applyDeaths(tx, out, kill);
}

/**
 * A drowning (000 §九4②): no shot, no last words, and a drowned sheriff's badge is lost (R21).
 * Returns true if that ended the game.
 */
export function drown(tx: Tx, seat: number): boolean {
  kill(tx, seat, "drowned", tx.s.label);
  tx.emit({ type: "penalized", seat, penalty: "drowned" });
  if (tx.s.sheriff === seat) tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: false });
  return endIfWon(tx);
}

/** Updates the current occasion (after a shot or a badge decision). */
export function patchOccasion(tx: Tx, patch: Partial<Occasion>): void {
  const occ = tx.s.occasion;
  if (!occ) return;
  tx.emit({ type: "occasion_set", occasion: { ...occ, ...patch } });
}
