/**
 * The one-use skills of an out holder used in a death window (HK138): 猎人's 最后一枪 (HK107) and 狼王's
 * 报复 (HK75). Each is kept in the holder's memory as two flags: `<key>Void` (his out took it away: a
 * red card, HK62; for 报复 also 暴击, HK75) and `<key>Done` (used, spent by 冲锋, or ended by a window in
 * which he could act and did not, HK138). Neither set: the use is still his.
 */
import { blocksSkill } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, DamageType, DeathCause, GameState, Reject } from "../../types.ts";
import type { HkOutFact, HkSettle } from "./types.ts";

/** One death-window skill: its act, its memory key, its attack's kind, cause and damage. */
export interface DeathWindowSkill {
  act: "shoot" | "revenge";
  key: string;
  cause: DeathCause;
  damage: DamageType;
  /** Whether the holder's own out takes the use away (HK62: a red card; HK75: also 暴击). */
  voids(out: HkOutFact): boolean;
}

/** Whether the use is gone (void or done). */
export function useGone(s: GameState, seat: number, k: DeathWindowSkill): boolean {
  const m = s.seats[seat - 1].mem;
  return m[`${k.key}Void`] === true || m[`${k.key}Done`] === true;
}

/**
 * HK138: the act is the out holder's, while the use is his. Codes: `hk.not_out_yet` (he lives),
 * `hk.skill_void` (his out took it away, HK62, HK75), `hk.used` (used, spent or lapsed).
 */
export function validateWindowAct(s: GameState, seat: number, k: DeathWindowSkill): Reject | null {
  const x = s.seats[seat - 1];
  if (x.alive) return { code: "hk.not_out_yet", seat, act: k.act };
  if (x.mem[`${k.key}Void`] === true) return { code: "hk.skill_void", seat, act: k.act };
  if (x.mem[`${k.key}Done`] === true) return { code: "hk.used", seat, act: k.act };
  return null;
}

/**
 * HK138: the act resolves at once — the use is spent; `null` ends it with no attack; a seat out
 * (announced or not) takes nothing (HK22).
 */
export function settleWindowAct(tx: Tx, a: HkSettle, k: DeathWindowSkill): Attack[] {
  tx.emit({ type: "mem_set", seat: a.seat, key: `${k.key}Done`, value: true });
  if (typeof a.target !== "number" || !tx.s.seats[a.target - 1]?.alive) return [];
  return [{ kind: k.act, target: a.target, source: a.seat, cause: k.cause, damage: k.damage }];
}

/** HK62, HK75: his own out records whether it takes the use away. */
export function noteOwnOut(tx: Tx, holder: number, out: HkOutFact, k: DeathWindowSkill): void {
  if (out.seat !== holder || useGone(tx.s, holder, k)) return;
  if (k.voids(out)) tx.emit({ type: "mem_set", seat: holder, key: `${k.key}Void`, value: true });
}

/**
 * HK138: at a window's end, an out holder whose use is still his and whom no status stopped in it
 * could act there and did not: the use ends. A status that stops him keeps it for the first later
 * window in which none does.
 */
export function lapseAtWindowEnd(tx: Tx, holder: number, k: DeathWindowSkill): void {
  const x = tx.s.seats[holder - 1];
  if (x.alive || useGone(tx.s, holder, k)) return;
  if (blocksSkill(x, { tags: [] })) return;
  tx.emit({ type: "mem_set", seat: holder, key: `${k.key}Done`, value: true });
}
