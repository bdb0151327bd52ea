/**
 * The role registry: imports every role file and registers it with the lookup (`registry.ts`,
 * which role files use, so none imports this list). Adding a role: one file exporting a
 * RoleSpec, one line here, one test file (test/engine/roles/<role>.test.ts; a contract test
 * checks it). Outside the engine, import roles from here.
 */
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

registerRoles([
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
]);

export { hkCard } from "./hk/catalogue.ts";
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
  ForumWords,
  RulesetKind,
  ScriptDraws,
  ScriptedChoice,
  Skill,
  SkillTag,
  SkillTiming,
  SkillWords,
} from "./skills.ts";
export { actCommand, TABLE_ACTS } from "./skills.ts";
