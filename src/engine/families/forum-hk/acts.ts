/**
 * forum-hk's acts as data (scenario-format.md `### forum-hk`, Acts; HK9–HK13; the reference "the
 * night's settlement order"): for each act, its window, and for a night act its block and its place
 * in the block's step order. The flow (`families/forum-hk/act.ts`) checks an act against its row; blocks are
 * processed in `step` order (HK11). The rows are not written here: each built card declares its acts
 * in its skills (`roles/hk/<card>.ts`, `HkSkill.acts`); this file adds the table's own `vote` and
 * `change_vote` and the group's `kill` (HK70) and derives the rest from the registry
 * (`roles/hk/index.ts`): all 60 cards of the pools are built.
 */

import { HK_IMPLEMENTED, hkCardSpec } from "../../roles/hk/index.ts";
import { hkCard } from "../../roles/hk/pools.ts";
import type { HkActDecl, HkWindow } from "../../roles/hk/types.ts";

export type { HkTargetKind, HkWindow } from "../../roles/hk/types.ts";

/** One act's row: as declared (`HkActDecl`), with the cards that hold it at the deal. */
export interface HkActRow extends HkActDecl {
  /** The built cards declaring it (forum-hk-roles.md); for `kill`, the built [群内] cards (HK70). */
  cards: readonly string[];
}

/** The table's own acts, no card's (HK57–HK60, HK64: ballots and changes, `vote.ts`). */
const TABLE_ACTS: Readonly<Record<string, HkActDecl>> = {
  vote: { window: "ballot", target: "living_or_null" },
  change_vote: { window: "ballot", target: "living_or_null" },
};

/** HK70, HK71: 杀人 is the group's, the flow's row (`night.ts` groupKill at (15), `knife.ts`). */
const KILL: HkActDecl = { window: "night_b", step: 15.1, target: "living_or_null", tags: ["kill"] };

/** The table: the table's acts, the group's kill, then each built card's declared acts (registry order). */
function deriveActs(): Record<string, HkActRow> {
  const out: Record<string, HkActRow> = {};
  for (const [act, row] of Object.entries(TABLE_ACTS)) out[act] = { ...row, cards: [] };
  out.kill = { ...KILL, cards: HK_IMPLEMENTED.filter((id) => hkCard(id)?.tag === "pack") };
  for (const id of HK_IMPLEMENTED)
    for (const skill of hkCardSpec(id)?.skills ?? [])
      for (const [act, row] of Object.entries(skill.acts)) {
        // The first declaration is the row; the contract test (test/engine/hk/acts-contract) keeps others equal.
        const had = out[act];
        out[act] = had ? { ...had, cards: [...had.cards, id] } : { ...row, cards: [id] };
      }
  // HK25, HK103: a skill a card gives (its `gives`) has its row, and no card holds it at the deal.
  for (const id of HK_IMPLEMENTED)
    for (const skill of hkCardSpec(id)?.gives ?? [])
      for (const [act, row] of Object.entries(skill.acts)) if (!out[act]) out[act] = { ...row, cards: [] };
  return out;
}

/** forum-hk's acts (the contract's table), derived from the built cards' skills (`roles/hk/types.ts` HkSkill). */
export const HK_ACTS: Readonly<Record<string, HkActRow>> = deriveActs();

/** The row of `act`, or undefined for an act no built card, the table nor the flow declares. */
export function hkAct(act: string): HkActRow | undefined {
  return Object.hasOwn(HK_ACTS, act) ? HK_ACTS[act] : undefined;
}

/** The night block whose deadline an act of `window` waits for (HK9; `any` sent at night: block A), or null for another window. */
export function blockOf(window: HkWindow): "a" | "b" | "c" | null {
  if (window === "any") return "a";
  return window === "night_a" ? "a" : window === "night_b" ? "b" : window === "night_c" ? "c" : null;
}

/** The acts of block `b` in their step order (HK11); an act settled when sent (`atOnce`) is not among them. */
export function blockActs(b: "a" | "b" | "c"): string[] {
  return Object.entries(HK_ACTS)
    .filter(([, r]) => blockOf(r.window) === b && !r.atOnce)
    .sort((x, y) => (x[1].step ?? 0) - (y[1].step ?? 0))
    .map(([a]) => a);
}

/** 002 游戏流程 黄昏 (4): the 黄昏 acts (window `dusk`) in their step order (镜's 折镜, HK123). */
export function duskActs(): string[] {
  return Object.entries(HK_ACTS)
    .filter(([, r]) => r.window === "dusk")
    .sort((x, y) => (x[1].step ?? 0) - (y[1].step ?? 0))
    .map(([a]) => a);
}

/** HK28: whether a row is <指定> — as declared, else an act naming one character outside phase S. */
export function isPointed(row: HkActDecl): boolean {
  if (row.pointed !== undefined) return row.pointed;
  return row.window !== "start" && row.target !== "none" && row.target !== "seats" && row.target !== "living_seats";
}
