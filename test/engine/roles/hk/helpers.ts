/** A forum-hk game for the card tests: a custom deal of implemented cards, started Monday 2024-06-10 08:00. */
import { runScenario } from "../../../../src/scenario/runner.ts";
import { parseScenario } from "../../../../src/scenario/schema.ts";

/** Eight seats: two [群内] wolf witches, seer, medium, psychic, crow, penguin, old believer; `over` replaces seats. */
export const HK_DEAL: Record<string, string> = {
  "1": "wolf_witch",
  "2": "seer",
  "3": "medium",
  "4": "psychic",
  "5": "crow",
  "6": "penguin",
  "7": "old_believer",
  "8": "gargoyle",
};

export function hkRun(steps: unknown[], over: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  return runScenario(
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "custom",
      deal: { ...HK_DEAL, ...over },
      startAt: "2024-06-10T08:00",
      seed: 1,
      steps,
      ...extra,
    }),
  );
}
