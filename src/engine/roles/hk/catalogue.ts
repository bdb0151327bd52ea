/**
 * What the card data (`hk/pools.ts`: id, 名, pool, tag, stage, camp at the deal) does not say about the
 * forum-hk cards not built yet (seed 002 身份与阵营; ../shared/forum-hk-roles.md): the act ids their
 * holders will use, so that such an act is refused as not supported rather than unknown; and the
 * 宗教老爷爷's heretic count (HK126). A built card declares its acts in its own module
 * (`HkSkill.acts`) and its line here is deleted (test/engine/hk/acts-contract.test.ts). Which cards
 * the engine implements is the card registry's (`roles/hk/index.ts`).
 */
import type { HkCardId } from "../../hk/pools.ts";

/**
 * The act ids of each card not built yet (the contract's act tables; `vote` and `change_vote` are
 * the table's, `kill` the group's, HK70).
 */
const UNBUILT: Readonly<Partial<Record<HkCardId, readonly string[]>>> = {
  wolf_brother: ["rage"],
  time_consort: ["reverse"],
  gu_doctor: ["bewitch"],
  ghost_rider: [],
  wolf_sibling: ["disguise", "inherit"],
  hidden_wolf: ["disguise"],
  pole_zombie: ["jump"],
  ghost: ["haunt", "seize"],
  raven_claw: ["night_blade"],
  fox: ["sniff"],
  police: ["investigate"],
  magician: ["swap"],
  nine_tailed_fox: [],
  clock: ["rewind"],
  miracle_merchant: ["gift"],
  arsonist: ["arson"],
  saintess: ["bless"],
  sun: ["speakers"],
  baker: ["bread"],
  gardener: ["rose"],
  hermit: ["cloak"],
  little_girl: ["peek"],
  taoist: ["ask"],
  soul_caller: ["soul"],
  astrologer: ["star", "torrent"],
  mirror: ["lend_mirror", "copy"],
  gambler: ["jackpot"],
  ash_fern: ["sprout", "control"],
  cupid: ["link", "lover_knife"],
  secret_admirer: ["crush", "letter"],
  shadow: ["host"],
  avenger: [],
};

/** The cards not built yet, as this file lists them. */
export const HK_UNBUILT_CARDS: readonly string[] = Object.keys(UNBUILT);

/** Every act id of the cards not built yet (an act of theirs is refused as not supported). */
export const HK_UNBUILT_ACTS: ReadonlySet<string> = new Set(Object.values(UNBUILT).flat());

/** HK126: the old believer names ⌈(N − 1)/2⌉ heretics (7 of 14). */
export function hereticCount(seats: number): number {
  return Math.ceil((seats - 1) / 2);
}
