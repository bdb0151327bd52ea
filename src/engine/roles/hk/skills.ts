/**
 * A seat's gained skill instances as the cards write and read them (HK25; the model: `types.ts`'s module
 * comment): grant one (`gainSkill`), spend a use of one (`spendGained`), list a seat's (`gainedOf`).
 * Pure reads and events; the flow's reads over a seat's own and gained skills are
 * `families/forum-hk/skills.ts`.
 */
import type { Tx } from "../../tx.ts";
import type { GameState, HkGainedSkill } from "../../types.ts";

/** The skill instances `seat` gained (HK25), in the order gained. */
export function gainedOf(s: GameState, seat: number): readonly HkGainedSkill[] {
  return s.hk?.gained?.[String(seat)] ?? [];
}

/**
 * HK103: whether a gained instance can be used now — from the phase after the one it came in; HK124: one
 * gained `now` (赌徒's skills of the night) at once.
 */
export function gainedReady(s: GameState, g: HkGainedSkill): boolean {
  return g.now === true || s.label !== g.since;
}

/**
 * HK24, HK124: `seat`'s gained 杀人 usable now (a temporary 杀人 of his own, apart from the group's: [3]
 * 赌徒's), or undefined.
 */
export function gainedKill(s: GameState, seat: number): HkGainedSkill | undefined {
  return gainedOf(s, seat).find((g) => g.skill === "kill" && gainedReady(s, g) && (g.uses === null || g.uses > 0));
}

/** HK25: `seat` gains an instance of `card`'s skill `skill` (a gift: `temporary`, `uses` 1). */
export function gainSkill(tx: Tx, seat: number, g: Omit<HkGainedSkill, "key" | "since">): void {
  tx.emit({ type: "hk_gained", seat, skill: g });
}

/** HK103: one use of a gained instance is spent; a temporary one is gone at 0 (a counted one keeps its place). */
export function spendGained(tx: Tx, seat: number, g: HkGainedSkill): void {
  if (g.uses === null) return;
  const left = g.uses - 1;
  if (left <= 0 && g.temporary) tx.emit({ type: "hk_dropped", seat, key: g.key });
  else tx.emit({ type: "hk_dropped", seat, key: g.key, uses: Math.max(0, left) });
}
