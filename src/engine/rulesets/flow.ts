/**
 * The flow a ruleset is played by (issue 22 goal 2), read from the ruleset's data: the timed
 * table (`Ruleset.family` `timed`: ranked-s7, classic, table) or one of the calendar flows
 * (`Ruleset.plan.calendar`: forum-25's `forum`, forum-hk's `hk`). The one lookup for everyone
 * outside the engine (app, voice, chat, web, sim, scenario, the boot, the demo): pure data about
 * the rulesets, so it sits with them, below every layer that reads it; the voice asks
 * `voiceFamilyOf` (src/voice/families/), the chat `chatFamilyOf` (src/chat/families/), both
 * reading this. Callers key a per-flow table by {@link flowOf}, never compare a ruleset's id.
 */
import { isRulesetId, RULESETS, type Ruleset, rulesetOf } from "./index.ts";

/** A flow: the timed table, forum-25's calendar (seed 004) or forum-hk's (seed 002). */
export type FlowId = "timed" | "forum-25" | "forum-hk";

/** The flows, each once (a table keyed by {@link FlowId} covers them all). */
export const FLOW_IDS: readonly FlowId[] = ["timed", "forum-25", "forum-hk"];

/** The flow of a calendar ruleset's `plan.calendar`. */
const CALENDAR_FLOWS: Record<Ruleset["plan"]["calendar"], FlowId> = { forum: "forum-25", hk: "forum-hk" };

/**
 * The flow of a ruleset (the ruleset, its id, or a game naming it). An id no ruleset has (an old
 * or foreign log) is played by nothing: it reads as the timed table, as it always has.
 */
export function flowOf(of: Ruleset | string | { ruleset: string }): FlowId {
  const rules = typeof of === "string" ? ruleOrNull(of) : "plan" in of ? of : ruleOrNull(of.ruleset);
  if (!rules || rules.family === "timed") return "timed";
  return CALENDAR_FLOWS[rules.plan.calendar];
}

/** Whether a ruleset (or its id, or a game) is played on the calendar (a forum flow: posts, days, directors). */
export function onCalendar(of: Ruleset | string | { ruleset: string }): boolean {
  return flowOf(of) !== "timed";
}

/** The ids of the rulesets played on the calendar (what the store's forum look-ups take). */
export function calendarRulesetIds(): string[] {
  return Object.values(RULESETS)
    .filter((r) => onCalendar(r))
    .map((r) => r.id);
}

function ruleOrNull(id: string): Ruleset | null {
  return isRulesetId(id) ? rulesetOf(id) : null;
}
