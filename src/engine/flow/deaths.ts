/**
 * Deaths, one path for every family: a seat dies now, with what follows any death in the
 * ruleset's order (the win, the badge, a blizzard, love, each role's reaction), and drowning. The occasions that follow deaths (shots, badge, last words) are `occasion.ts`.
 */
import { breakChain } from "../camps.ts";
import type { DeathIntent } from "../intents.ts";
import { roleSpec } from "../roles/registry.ts";
import { skillsBlocked } from "../roles/spec.ts";
import type { Tx } from "../tx.ts";
import type { DeathCause, Occasion, SeatState } from "../types.ts";
import { endIfWon, judgeAtDeath } from "../win/index.ts";
import { sheriffOut } from "./forum-badge.ts";
import { applyDeaths } from "./intents.ts";

/**
 * Kills a seat now, the one death path of every family. `at` is the label the death counts as (a
 * shot target counts as the shooter's time, 000 §八(八)4). Last words (`lastWordsFor`): by the
 * ruleset's days and nights, or forum-25's slots for the game (F7). A role may stop the death
 * (sleepwalker, snow wolf at night, old rogue, 000 §八(二)14,17,20). What follows is the
 * ruleset's `deaths.steps`, in order (forum-25 checks the win first, F10, and a win stops the
 * rest). Returns every seat that died, the chain that followed included (a lover, a charmed
 * player, 000 §七4, §八(二)18). `words: false`: no last words for this death nor its chain (a
 * boom's chain under classic C5).
 */
export function kill(tx: Tx, seat: number, cause: DeathCause, at: string, words = true): number[] {
  const x = tx.s.seats[seat - 1];
  const steps = tx.rules.deaths.steps;
  // A ruleset that checks the win at each death: nothing happens after the end (F10).
  const stops = steps.includes("win");
  if (!x.alive || (stops && ended(tx))) return [];
  for (const y of tx.s.seats) if (roleSpec(y.role).intercept?.(tx, y, x, cause, at) === true) return [];
  const before = tx.s.record.deaths.length;
  const lastWords = lastWordsFor(tx, x, cause, at, words);
  const pub = tx.rules.deaths.publicAtOnce;
  const isPublic = pub.causes.includes(cause) || (pub.days && !at.startsWith("N"));
  tx.emit({ type: "died", seat, cause, at, lastWords, ...(isPublic ? { public: true } : {}) });
  const left = tx.s.forum?.lastWordsLeft ?? 0;
  if (lastWords && tx.rules.lastWords.perGame !== null) tx.emit({ type: "last_words_slot", seat, left: left - 1 });
  afterDeath(tx, seat, cause, at, words);
  return tx.s.record.deaths.slice(before).map((d) => d.seat);
}

/**
 * What follows any death, the ruleset's `deaths.steps` in order (see there): under a win checked
 * at each death (forum-25 F10) nothing more happens once the game is over.
 */
export function afterDeath(tx: Tx, seat: number, cause: DeathCause, at: string, words = true): void {
  const x = tx.s.seats[seat - 1];
  const steps = tx.rules.deaths.steps;
  const stops = steps.includes("win");
  for (const step of steps) {
    if (stops && ended(tx)) break;
    if (step === "win") judgeAtDeath(tx);
    // F19: a sheriff out owes the badge (a red card: a random successor).
    else if (step === "badge") {
      if (tx.s.sheriff === seat && tx.s.forum?.badge?.seat !== seat) sheriffOut(tx, seat, cause, at);
    } else if (step === "blizzard") {
      if (at.startsWith("N") && skillsBlocked(tx.s, x, Number(at.slice(1))))
        tx.emit({ type: "mem_set", seat, key: "skillless", value: true });
    } else if (step === "love") love(tx, x, cause, at, words);
    else for (const y of tx.s.seats) if (!(stops && ended(tx))) reactToDeath(tx, y, x, cause, at);
  }
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

const ended = (tx: Tx): boolean => tx.s.phase.kind === "ended";

/**
 * Whether `x`'s death by `cause` at `at` has last words. With slots for the game (forum-25 F7):
 * while a slot is left, but for the causes of `lastWords.noneFor` (F6: a red card). Otherwise:
 * every day death (table: day 1's, T8); night deaths only on night 1 (000 §八(八)2); never for the
 * drowned (R21), nor the ruleset's `noneFor` causes (a lover dying of love follows his partner's,
 * T8); `words` false: a classic boom's chain (C5).
 */
function lastWordsFor(tx: Tx, x: SeatState, cause: DeathCause, at: string, words: boolean): boolean {
  const policy = tx.rules.lastWords;
  if (policy.perGame !== null) return !policy.noneFor.includes(cause) && (tx.s.forum?.lastWordsLeft ?? 0) > 0;
  const nightWords = policy.nights === "first_night" && at === "N1";
  const dayWords = policy.days === "every_day" || at === "D1";
  const partner = typeof x.mem.lover === "number" ? tx.s.seats[x.mem.lover - 1] : undefined;
  const why = cause === "lover" && partner && !partner.alive ? (partner.cause ?? cause) : cause;
  if (!words || cause === "drowned" || cause === "penalty" || policy.noneFor.includes(why)) return false;
  return at.startsWith("N") ? nightWords : dayWords;
}

/**
 * A lover's partner dies of love (000 §七4) unless the death is a drowning or a judge's removal,
 * which leaves him single (000 §九4③) — the causes of `roles.loveSpares`; under table and forum-25
 * none, T18, F6).
 */
function love(tx: Tx, x: SeatState, cause: DeathCause, at: string, words: boolean): void {
  const partner = x.mem.lover;
  if (typeof partner !== "number") return;
  if (tx.rules.roles.loveSpares.includes(cause)) breakChain(tx);
  else kill(tx, partner, "lover", at, words);
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
