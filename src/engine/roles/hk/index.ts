/**
 * forum-hk's card registry (seed 002): the cards the engine implements, one module and one test
 * each (test/engine/roles/hk/), each holding its acts, hooks, texts per language and scripted
 * choice (`HkCardSpec`): all 60 of the pools (`roles/hk/pools.ts`; a setup dealing an id the registry
 * lacks is refused as not implemented — none now).
 *
 * This is the forum-hk family's registry on purpose, not `registerRoles(list, "forum-hk")`: the
 * family registry holds `RoleSpec`s, whose hooks (`night`, `day`, `onDeath`, …) the timed and
 * forum-25 flows call step by step, and whose skills name acts in lists with timed words; an
 * `HkCardSpec`'s hooks (`settle` at its block step, `atOpening`, `onOut`, `afterBlock`, …) are the
 * calendar flow's (`families/forum-hk/`) and its acts are rows with windows and steps. Registering one as the
 * other would make both flows test for hooks the card cannot have. Its contract is
 * test/engine/hk/cards-contract.test.ts (the timed cards': test/engine/cards-contract.test.ts).
 */
import { arsonist } from "./arsonist.ts";
import { ashFern } from "./ash-fern.ts";
import { astrologer } from "./astrologer.ts";
import { attendant } from "./attendant.ts";
import { avenger } from "./avenger.ts";
import { baker } from "./baker.ts";
import { bear } from "./bear.ts";
import { blackBat } from "./black-bat.ts";
import { clock } from "./clock.ts";
import { crow } from "./crow.ts";
import { cupid } from "./cupid.ts";
import { demonHunter } from "./demon-hunter.ts";
import { dreamweaver } from "./dreamweaver.ts";
import { fan } from "./fan.ts";
import { fox } from "./fox.ts";
import { foxCub } from "./fox-cub.ts";
import { gambler } from "./gambler.ts";
import { gardener } from "./gardener.ts";
import { gargoyle } from "./gargoyle.ts";
import { garlic } from "./garlic.ts";
import { ghost } from "./ghost.ts";
import { ghostRider } from "./ghost-rider.ts";
import { guDoctor } from "./gu-doctor.ts";
import { hermit } from "./hermit.ts";
import { hiddenWolf } from "./hidden-wolf.ts";
import { hunter } from "./hunter.ts";
import { knight } from "./knight.ts";
import { littleGirl } from "./little-girl.ts";
import { magician } from "./magician.ts";
import { medium } from "./medium.ts";
import { miracleMerchant } from "./miracle-merchant.ts";
import { mirror } from "./mirror.ts";
import { nineTailedFox } from "./nine-tailed-fox.ts";
import { oldBeliever } from "./old-believer.ts";
import { penguin } from "./penguin.ts";
import { poleZombie } from "./pole-zombie.ts";
import { police } from "./police.ts";
import { psychic } from "./psychic.ts";
import { ravenClaw } from "./raven-claw.ts";
import { saintess } from "./saintess.ts";
import { secretAdmirer } from "./secret-admirer.ts";
import { seer } from "./seer.ts";
import { shadow } from "./shadow.ts";
import { soldier } from "./soldier.ts";
import { soulCaller } from "./soul-caller.ts";
import { spiritDeer } from "./spirit-deer.ts";
import { stalker } from "./stalker.ts";
import { sun } from "./sun.ts";
import { taoist } from "./taoist.ts";
import { terrorist } from "./terrorist.ts";
import { timeConsort } from "./time-consort.ts";
import type { HkCardSpec } from "./types.ts";
import { vanHelsing } from "./van-helsing.ts";
import { whiteCat } from "./white-cat.ts";
import { witch } from "./witch.ts";
import { wolfBrother } from "./wolf-brother.ts";
import { wolfCub } from "./wolf-cub.ts";
import { wolfKing } from "./wolf-king.ts";
import { wolfScholar } from "./wolf-scholar.ts";
import { wolfSibling } from "./wolf-sibling.ts";
import { wolfWitch } from "./wolf-witch.ts";

export type { HkCardSpec, HkSettle } from "./types.ts";

const CARDS: readonly HkCardSpec[] = [
  seer,
  medium,
  fox,
  wolfWitch,
  psychic,
  crow,
  fan,
  oldBeliever,
  penguin,
  nineTailedFox,
  gargoyle,
  witch,
  spiritDeer,
  garlic,
  wolfKing,
  hunter,
  terrorist,
  dreamweaver,
  attendant,
  gardener,
  whiteCat,
  foxCub,
  wolfCub,
  wolfScholar,
  blackBat,
  demonHunter,
  soldier,
  vanHelsing,
  bear,
  stalker,
  knight,
  arsonist,
  littleGirl,
  ghostRider,
  poleZombie,
  baker,
  miracleMerchant,
  saintess,
  timeConsort,
  magician,
  hermit,
  sun,
  hiddenWolf,
  wolfBrother,
  wolfSibling,
  ravenClaw,
  guDoctor,
  cupid,
  secretAdmirer,
  shadow,
  avenger,
  taoist,
  soulCaller,
  astrologer,
  police,
  gambler,
  mirror,
  clock,
  ghost,
  ashFern,
];

const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

/** The implemented forum-hk card of `id`, or undefined. */
export function hkCardSpec(id: string): HkCardSpec | undefined {
  return BY_ID.get(id);
}

/** The ids of the implemented forum-hk cards (the cards a `"draw"` deal draws from, HK2). */
export const HK_IMPLEMENTED: readonly string[] = CARDS.map((c) => c.id);

/** Whether forum-hk implements card `id` (a setup dealing another is not yet supported). */
export function isHkImplemented(id: string): boolean {
  return BY_ID.has(id);
}
