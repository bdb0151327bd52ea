/**
 * What the card data (`roles/hk/pools.ts`: id, 名, pool, tag, stage, camp at the deal) does not say about the
 * forum-hk cards not built yet (seed 002 身份与阵营; ../shared/forum-hk-roles.md): the act ids their
 * holders will use, so that such an act is refused as not supported rather than unknown; and the
 * 宗教老爷爷's heretic count (HK126). A built card declares its acts in its own module
 * (`HkSkill.acts`) and its line here is deleted (test/engine/hk/acts-contract.test.ts). Which cards
 * the engine implements is the card registry's (`roles/hk/index.ts`).
 */
import type { HkCardId } from "./pools.ts";

/**
 * The acts of each card not built yet, with their 简体 names as 002 gives them (null: none yet) — the
 * contract's act tables; `vote` and `change_vote` are the table's, `kill` the group's, HK70. A built
 * card's act names are in its module's `texts`: they move there when the card is built.
 */
const UNBUILT: Readonly<Partial<Record<HkCardId, Readonly<Record<string, string | null>>>>> = {
  ghost: { haunt: "附体", seize: "夺舍" },
  clock: { rewind: "时光倒流" },
};

/** The cards not built yet, as this file lists them. */
export const HK_UNBUILT_CARDS: readonly string[] = Object.keys(UNBUILT);

/** Every act id of the cards not built yet (an act of theirs is refused as not supported). */
export const HK_UNBUILT_ACTS: ReadonlySet<string> = new Set(Object.values(UNBUILT).flatMap((a) => Object.keys(a)));

/** The 简体 names of the unbuilt cards' acts that have one (a refusal names the act as players typed it). */
export const HK_UNBUILT_ACT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(UNBUILT).flatMap((a) => Object.entries(a).filter((e): e is [string, string] => e[1] !== null)),
);

/** HK126: the old believer names ⌈(N − 1)/2⌉ heretics (7 of 14). */
export function hereticCount(seats: number): number {
  return Math.ceil((seats - 1) / 2);
}
