/**
 * The shared effects pipeline (issue 22 goal 2): every family settles its attacks here —
 * selection → redirections → protections → replacement → (flip) → death — in the order its
 * ruleset gives as data (`Ruleset.effects`, an `EffectsOrder`).
 *
 * How a family's flow uses it:
 *
 * 1. Build each attack: `attackOf(rules.effects, kind, target, source, cause)` (the damage type
 *    from the ruleset's `damage` map), or a card's own `{ kind, target, source, cause, damage,
 *    slot }` (`Attack`, types-state.ts). `target` is the selection target; `source` the user of
 *    the skill, null when sourceless (HK37: the group kill's source is the flow's seeded pick).
 *    Sort by `slot` (HK72's ①–⑭) before settling; the pipeline does not reorder.
 * 2. Settle and apply, one attack at a time, in slot order: `flow/effects.ts`
 *    `resolveAttack(tx, attack, at, hit, { redirectors, campOf, endOrder })` — it calls `settle`
 *    and `apply`: the statuses chosen are spent (`statuses.ts` `spendInstance`), a replacement's
 *    notice is emitted, and the out goes to the one death path (`flow/deaths.ts` `kill`, with its
 *    chain). `resolveAttacks` does a list with the devotee's `hit` computed first.
 *    A pure dry run is `settle` / `settleAll` here (nothing changes; `ctx.used` counts charges).
 * 3. Read what happened in the returned `Resolved`: `died` (every seat out, chain included) and,
 *    per attack, `landed[i].settled`, a `Settlement`:
 *    - `about` (selection target) and `settledOn` (after the redirectors, HK28–HK30),
 *      `redirectedBy` (the redirect steps that moved it);
 *    - `stopped` `{ seat, status }` (the protection that stopped it), or `replaced`
 *      `{ by, status }` (侍从 HK112, 情痴 F14), or `flipped` `{ seat, status }` (白猫 HK116: the flow
 *      records the flip and schedules his sourceless 致死伤害, cause `nine_lives`);
 *    - `out` `{ seat, cause, damage, source }` or null;
 *    - `spent`: every status instance used, `{ seat, status, left }` (`left` null: 守护:∞).
 *
 * The order (`EffectsOrder.steps`) is a list of `redirect` (a named redirector the flow passes in
 * `ctx.redirectors`), `protect` (a status that stops some damage types; `spends` for counted ones;
 * an instance's own scope `SeatStatus.vs`, HK36), `replace` and `flip` steps; `cancelling` names
 * protections that void each other (同守同救). forum-hk's is `FORUM_HK_EFFECTS` (./forum-hk.ts).
 *
 * What cards ask besides attacks — a death, a tell, a status granted or removed — are intents
 * (`../intents.ts`) the flow applies in order (`flow/effects.ts` `applyIntents`).
 */
export { FORUM_HK_EFFECTS } from "./forum-hk.ts";
export { attackOf, effectiveTargets, settle, settleAll, usable } from "./pipeline.ts";
export type {
  Attack,
  Board,
  DamageType,
  EffectStep,
  EffectsOrder,
  Redirector,
  SettleContext,
  Settlement,
  Spent,
} from "./types.ts";
