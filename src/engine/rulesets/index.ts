/** The playable rulesets by id, and the lookup the engine uses (a game's setup names its ruleset). */
import { RANKED_S7 } from "./ranked-s7.ts";
import type { Ruleset } from "./ruleset.ts";

export { RANKED_S7 } from "./ranked-s7.ts";
export {
  defineRuleset,
  type Ruleset,
  type RulesetDiff,
  type RulesetId,
  sheriffWeight,
  type TieStep,
} from "./ruleset.ts";

export const RULESETS: Readonly<Record<string, Ruleset>> = { [RANKED_S7.id]: RANKED_S7 };

/** The ruleset of a game; throws only for an id that passed no validation (a programming error). */
export function rulesetOf(id: string): Ruleset {
  const r = Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined;
  if (!r) throw new Error(`unknown ruleset ${id}`);
  return r;
}
