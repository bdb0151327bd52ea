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

/** Wolf king 1, wolf witch 2, hunter 3 with seer 4, penguin 5, crow 6, psychic 7, medium 8 (the death-window cards). */
export const KING_HUNTER_DEAL: Record<string, string> = {
  "1": "wolf_king",
  "2": "wolf_witch",
  "3": "hunter",
  "4": "seer",
  "5": "penguin",
  "6": "crow",
  "7": "psychic",
  "8": "medium",
};

export function hkRun(
  steps: unknown[],
  over: Record<string, string> = {},
  extra: Record<string, unknown> = {},
  onEvent?: Parameters<typeof runScenario>[1],
) {
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
    onEvent,
  );
}
