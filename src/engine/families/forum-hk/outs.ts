/**
 * forum-hk's one out path (HK22, HK34, HK62, HK67, HK72): an attack goes through the shared effects
 * pipeline (`effects/`, the ruleset's order `FORUM_HK_EFFECTS`: 守护 → 坚韧 → 不死 → 侍从 → immunity →
 * 白猫's flip), the statuses it used are spent, and whoever it puts out goes out here (`died`, with
 * its damage and last words), then the consequences right after their cause (each card's `onOut`:
 * 粉丝, the dreamer's target), then the losses judged at once (HK54). Nothing here declares a winner:
 * that waits for a declaration point (`standing.ts`).
 */

import { calOfState, statusEndMs } from "../../calendar-hk.ts";
import { settle } from "../../effects/pipeline.ts";
import type { SettleContext } from "../../effects/types.ts";
import { hkCardSpec } from "../../roles/hk/index.ts";
import { spendInstance } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, DamageType, DeathCause, GameState } from "../../types.ts";
import { takeOver } from "./knife.ts";
import { forcedStatusDormant, gainCard } from "./skills.ts";
import { judgeLosses } from "./standing.ts";

/**
 * HK67: whether an out has last words — every out of night 1 and of a daytime stage (晨曦, 正午, 黄昏,
 * phase S's), none for later nights, none for a red card (HK60, HK62) nor for the blast (爆破).
 */
export function hasLastWords(s: GameState, cause: DeathCause, damage: DamageType): boolean {
  if (damage === "red_card" || cause === "red_card" || cause === "blast" || cause === "blast_self") return false;
  if (s.phase.kind !== "hk") return false;
  return s.phase.stage !== "night" || s.label === "N1";
}

/**
 * The pipeline's forum-hk context: camps for a scoped protection (HK36), ends for HK35's order, and
 * HK41: a forced skill's status is out of force while its skill is lost (`forcedStatusDormant`).
 */
function contextOf(s: GameState): SettleContext {
  const cal = calOfState(s);
  return {
    campOf: (seat) => s.hk?.camps[String(seat)] ?? null,
    endOrder: (st) => (cal ? (statusEndMs(cal, st) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER),
    dormant: (st) => forcedStatusDormant(s, st),
  };
}

/**
 * Options of one out: `words` false takes the last words away (a red-carded top exiled, HK60);
 * `carded` marks a red-card out (or the exile of a red-carded top): the cards' `onOut` see it and
 * fire no trigger of the carded player's own (HK62).
 */
export interface OutOptions {
  words?: boolean;
  carded?: boolean;
}

/**
 * `seat` goes out now by `cause` and `damage` (no protection asked: the pipeline has decided, or
 * nothing may stop it), then the consequences (HK72) and the losses (HK54). Returns every seat that
 * went out, in order, the chain included; nothing for a seat already out or a game ended.
 */
export function goOut(
  tx: Tx,
  seat: number,
  cause: DeathCause,
  damage: DamageType,
  source: number | null,
  opts: OutOptions = {},
): number[] {
  const x = tx.s.seats[seat - 1];
  if (!x?.alive || tx.s.phase.kind === "ended") return [];
  const before = tx.s.record.deaths.length;
  const lastWords = opts.words !== false && hasLastWords(tx.s, cause, damage);
  tx.emit({ type: "died", seat, cause, at: tx.s.label, lastWords, damage });
  for (const y of tx.s.seats) {
    const fact = {
      seat,
      cause,
      damage,
      source,
      ...(opts.carded ? { carded: true } : {}),
      gainCard: (k: number, from: number) => gainCard(tx, k, from),
    };
    const made = hkCardSpec(y.role)?.onOut?.(tx, y.seat, fact);
    if (made) resolveNow(tx, made);
  }
  // HK71, HK54: the takeover and the losses after the consequences (HK72), so a tag gained as one (影子
  // inheriting his host's [群内]/[接刀], HK129) counts: no relay takes the knife from a shadow who holds [群内].
  takeOver(tx);
  judgeLosses(tx);
  return tx.s.record.deaths.slice(before).map((d) => d.seat);
}

/**
 * One attack through the pipeline now (HK34): what it spends is spent, a flip is the card's
 * (`onFlip`, HK116), and the out goes through `goOut`. Returns the seats that went out.
 */
export function resolveOne(tx: Tx, a: Attack): number[] {
  if (tx.s.phase.kind === "ended") return [];
  const r = settle(tx.s, a, tx.rules.effects, contextOf(tx.s));
  for (const sp of r.spent) {
    spendInstance(tx, sp.seat, sp.status);
    hkCardSpec(tx.s.seats[sp.seat - 1].role)?.onSpent?.(tx, sp.seat, sp.status);
  }
  if (r.flipped) hkCardSpec(tx.s.seats[r.flipped.seat - 1].role)?.onFlip?.(tx, r.flipped.seat, a);
  if (!r.out) return [];
  return goOut(tx, r.out.seat, r.out.cause, r.out.damage, r.out.source);
}

/** Attacks resolved at once, in order (a day skill's, a death window's, a consequence's: HK65, HK138). */
export function resolveNow(tx: Tx, attacks: readonly Attack[]): number[] {
  const out: number[] = [];
  for (const a of attacks) out.push(...resolveOne(tx, a));
  return out;
}

/** One publication of outs (HK66): the opening's list, a 正午 act's outs, or the dusk lists with the exiled. */
export interface Publication {
  deaths: number[];
  stage?: "noon" | "dusk";
  exiled?: number[];
}

/**
 * Publishes outs (HK66), then each card's `onPublished` (九尾狐, HK99), whose attacks resolve at once.
 * A 正午 out those cause is published at once as well (HK66); another waits for the next publication.
 */
export function announce(tx: Tx, p: Publication): void {
  tx.emit({ type: "announced", ...p });
  if (p.deaths.length === 0) return;
  const more: number[] = [];
  for (const y of tx.s.seats) {
    const made = hkCardSpec(y.role)?.onPublished?.(tx, y.seat, p.deaths);
    if (made) more.push(...resolveNow(tx, made));
  }
  if (p.stage === "noon" && more.length > 0 && tx.s.phase.kind !== "ended")
    announce(tx, { deaths: more, stage: "noon" });
}
