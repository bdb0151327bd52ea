/**
 * What the card data (`hk/pools.ts`: id, 名, pool, tag, stage, camp at the deal) does not say about the
 * 60 forum-hk cards (seed 002 身份与阵营; ../shared/forum-hk-roles.md): the act ids each card's holder
 * uses, and the 宗教老爷爷's heretic count (HK126). Which cards the engine implements is the card
 * registry's (`roles/hk/index.ts`).
 */
import type { HkCardId } from "../../hk/pools.ts";

/** The act ids of each card (the contract's act tables; `vote` and `change_vote` are the table's). */
const ACTS: Readonly<Record<HkCardId, readonly string[]>> = {
  wolf_king: ["kill", "charge", "revenge"],
  terrorist: ["kill", "blast"],
  wolf_brother: ["kill", "rage"],
  time_consort: ["kill", "reverse"],
  gu_doctor: ["kill", "bewitch"],
  ghost_rider: ["kill"],
  wolf_sibling: ["disguise", "inherit"],
  wolf_witch: ["kill", "dark_check"],
  hidden_wolf: ["disguise"],
  pole_zombie: ["kill", "jump"],
  wolf_cub: ["kill", "sacrifice"],
  ghost: ["haunt", "seize"],
  wolf_scholar: ["kill", "sophistry"],
  black_bat: ["kill", "shelter"],
  raven_claw: ["night_blade"],
  gargoyle: ["inspect", "stare", "kill"],
  seer: ["check"],
  medium: ["divine"],
  fox: ["sniff"],
  police: ["investigate"],
  witch: ["save", "poison", "pass"],
  knight: ["duel"],
  dreamweaver: ["dream"],
  magician: ["swap"],
  spirit_deer: ["sanctuary"],
  demon_hunter: ["hunt"],
  penguin: ["freeze"],
  nine_tailed_fox: [],
  clock: ["rewind"],
  soldier: ["strike"],
  van_helsing: ["track", "chase"],
  miracle_merchant: ["gift"],
  arsonist: ["arson"],
  fox_cub: ["bind"],
  saintess: ["bless"],
  hunter: ["shoot"],
  sun: ["speakers"],
  crow: ["slander"],
  baker: ["bread"],
  attendant: ["substitute"],
  gardener: ["rose"],
  stalker: ["stalk"],
  hermit: ["cloak"],
  psychic: ["sense"],
  white_cat: [],
  little_girl: ["peek"],
  taoist: ["ask"],
  garlic: [],
  soul_caller: ["soul"],
  bear: [],
  astrologer: ["star", "torrent"],
  mirror: ["lend_mirror", "copy"],
  gambler: ["jackpot"],
  ash_fern: ["sprout", "control"],
  old_believer: ["heretics"],
  cupid: ["link", "lover_knife"],
  secret_admirer: ["crush", "letter"],
  shadow: ["host"],
  avenger: [],
  fan: ["follow"],
};

/** Every forum-hk act id of the cards. */
export const HK_CARD_ACTS: ReadonlySet<string> = new Set(Object.values(ACTS).flat());

/** HK126: the old believer names ⌈(N − 1)/2⌉ heretics (7 of 14). */
export function hereticCount(seats: number): number {
  return Math.ceil((seats - 1) / 2);
}
