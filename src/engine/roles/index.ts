/**
 * The role registry: imports every role file and registers it with the lookup (`registry.ts`,
 * which role files use, so none imports this list). Adding a role: one file exporting a
 * `Card<id, acts>` (its texts included), one line here, one test file (test/engine/roles/<role>.test.ts; a contract test
 * checks it). Outside the engine, import roles from here.
 */

import type { RoleId } from "../types.ts";
import { bard } from "./bard.ts";
import { bearTamer } from "./bear-tamer.ts";
import { chargeWolfKing } from "./charge-wolf-king.ts";
import { cupid } from "./cupid.ts";
import { devotee } from "./devotee.ts";
import { dreamweaver } from "./dreamweaver.ts";
import { elder } from "./elder.ts";
import { fortuneTeller } from "./fortune-teller.ts";
import { guard } from "./guard.ts";
import { hiddenWolf } from "./hidden-wolf.ts";
import { hunter } from "./hunter.ts";
import { idiot } from "./idiot.ts";
import { knight } from "./knight.ts";
import { oldRogue } from "./old-rogue.ts";
import { piper } from "./piper.ts";
import { registerRoles } from "./registry.ts";
import { rustyKnight } from "./rusty-knight.ts";
import { seer } from "./seer.ts";
import { servant } from "./servant.ts";
import { silenceElder } from "./silence-elder.ts";
import { sister } from "./sister.ts";
import { snowWolf } from "./snow-wolf.ts";
import { thief } from "./thief.ts";
import { villageChief } from "./village-chief.ts";
import { villager } from "./villager.ts";
import { werewolf } from "./werewolf.ts";
import { whiteWolfKing } from "./white-wolf-king.ts";
import { wildChild } from "./wild-child.ts";
import { witch } from "./witch.ts";
import { wolfBeauty } from "./wolf-beauty.ts";
import { wolfCub } from "./wolf-cub.ts";
import { wolfGirl } from "./wolf-girl.ts";
import { wolfKing } from "./wolf-king.ts";

/**
 * The base family's cards in registry order (ranked-s7, classic, table, forum-25). The engine's
 * `RoleId` and `ActId` unions are derived from this list's types (types-vocab.ts).
 */
export const BASE_CARDS = [
  werewolf,
  wolfKing,
  seer,
  witch,
  hunter,
  guard,
  idiot,
  villager,
  whiteWolfKing,
  hiddenWolf,
  snowWolf,
  wolfBeauty,
  wolfGirl,
  dreamweaver,
  fortuneTeller,
  bard,
  knight,
  rustyKnight,
  silenceElder,
  bearTamer,
  cupid,
  thief,
  wildChild,
  oldRogue,
  elder,
  piper,
  // forum-25 (004 3L; F11–F15)
  chargeWolfKing,
  wolfCub,
  villageChief,
  devotee,
  sister,
  servant,
] as const;
registerRoles(BASE_CARDS);

/** Every base card id, in registry order (the run-time twin of `RoleId`). */
export const ROLE_IDS: readonly RoleId[] = BASE_CARDS.map((c) => c.id);

/** forum-hk (seed 002): its own card registry (`families/forum-hk/index.ts`), the built cards' specs and texts, the crowd's view. */
export { HK_IMPLEMENTED, type HkCardSpec, hkCardSpec } from "./hk/index.ts";
export { hkCard } from "./hk/pools.ts";
export {
  type HkChoice,
  type HkScripted,
  type HkView,
  isWolf,
  livingOf,
  type SeatMemory,
  type SeenCard,
} from "./hk/scripted.ts";
export type { HkCardText, HkToldText, HkValueText } from "./hk/types.ts";
export {
  actIds,
  allRoles,
  BASE_FAMILY,
  cardActs,
  cardFamilies,
  inWolfRoom,
  isRoleId,
  liveSpec,
  nightActs,
  privateActs,
  roleSpec,
  usedUnder,
} from "./registry.ts";
export type {
  ByLang,
  CardText,
  ForumWords,
  Lang,
  RulesetKind,
  ScriptDraws,
  ScriptedChoice,
  Skill,
  SkillTag,
  SkillText,
  SkillTiming,
  SkillWords,
} from "./skills.ts";
export { actCommand, TABLE_ACTS } from "./skills.ts";
