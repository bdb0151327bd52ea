/** The playable rulesets by id, and the lookup the engine uses (a game's setup names its ruleset). */
import { type Board, boardById } from "../boards.ts";
import { CLASSIC } from "./classic.ts";
import { FORUM_25 } from "./forum-25.ts";
import { FORUM_HK } from "./forum-hk.ts";
import { RANKED_S7 } from "./ranked-s7.ts";
import type { Ruleset, RulesetFamily } from "./ruleset.ts";
import { TABLE } from "./table.ts";

export { CLASSIC } from "./classic.ts";
export { FORUM_25 } from "./forum-25.ts";
export { FORUM_HK } from "./forum-hk.ts";
export { RANKED_ROLE_IDS, RANKED_S7 } from "./ranked-s7.ts";
export {
  defineRuleset,
  type Ruleset,
  type RulesetDiff,
  type RulesetFamily,
  type RulesetId,
  sheriffWeight,
  type TieStep,
} from "./ruleset.ts";
export { TABLE } from "./table.ts";

export const RULESETS: Readonly<Record<string, Ruleset>> = {
  [RANKED_S7.id]: RANKED_S7,
  [CLASSIC.id]: CLASSIC,
  [TABLE.id]: TABLE,
  [FORUM_25.id]: FORUM_25,
  [FORUM_HK.id]: FORUM_HK,
};

const ALL: Readonly<Record<string, Ruleset>> = RULESETS;

/** Whether `id` names a ruleset the engine plays (`RULESETS`). */
export function isRulesetId(id: unknown): id is string {
  return typeof id === "string" && Object.hasOwn(ALL, id);
}

/** The ruleset a judge named after `开房` (`经典`, `桌游`, an id), or undefined. */
export function rulesetByName(word: string): Ruleset | undefined {
  const w = word.trim().toLowerCase();
  return Object.values(RULESETS).find((r) => r.id === w || r.names.some((n) => n.toLowerCase() === w));
}

/**
 * The family of ruleset `id` (`Ruleset.family`: `timed` or `calendar`), or undefined for an id
 * no ruleset has (an old or foreign log): the one question the chat asks of a game's ruleset id.
 */
export function familyOfRuleset(id: string): RulesetFamily | undefined {
  return Object.hasOwn(ALL, id) ? ALL[id].family : undefined;
}

/** The ruleset of a game; throws only for an id that passed no validation (a programming error). */
export function rulesetOf(id: string): Ruleset {
  const r = Object.hasOwn(ALL, id) ? ALL[id] : undefined;
  if (!r) throw new Error(`unknown ruleset ${id}`);
  return r;
}

/**
 * Board `id` as ruleset `r` plays it (its `boards`): one of its own boards (`ownBoards`: forum-hk's,
 * 002 头部) or the shared table (`boardById`); undefined when `r` does not play `id`. The one lookup
 * rooms and the lobby use, so a ruleset with its own cards needs no case of its own there.
 */
export function rulesetBoard(r: Ruleset, id: string): Board | undefined {
  if (!r.boards.includes(id)) return undefined;
  return r.ownBoards.find((b) => b.id === id) ?? boardById(id);
}

/** Board `id` of any ruleset (display: a game's board name), its own boards first; undefined if none has it. */
export function anyBoard(id: string): Board | undefined {
  for (const r of Object.values(ALL)) {
    const own = r.ownBoards.find((b) => b.id === id);
    if (own) return own;
  }
  return boardById(id);
}
