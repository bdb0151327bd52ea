/**
 * Narrates a forum-hk scenario replay (`runScenario`'s `onEvent`) through the bot's voice
 * (`narrate`, which routes forum-hk to `narrateHk`): every message with the event and the states
 * around it, for the forum-hk narration tests.
 */
import { join } from "node:path";
import type { GameEvent, GameState } from "../../../src/engine/types.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import type { Scenario } from "../../../src/scenario/schema.ts";
import type { Lang } from "../../../src/vocab/index.ts";
import { type SaidMessage as Message, narrateText as narrate } from "../../../src/voice/narrate.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../../helpers.ts";

/** One message of the bot with the event that made it and the states around that event. */
export interface Said extends Message {
  e: GameEvent;
  before: GameState;
  after: GameState;
}

/** Every forum-hk scenario file: the shared HX-* cases and test/scenarios/hk/. */
export const HK_FILES: readonly string[] = [
  ...jsonFiles(SHARED_SCENARIOS).filter((f) => /\/HX-[^/]*\.json$/.test(f)),
  ...jsonFiles(join(OWN_SCENARIOS, "hk")),
];

/** The shared case `HX-<n>` or our own `test/scenarios/hk/<name>.json`. */
export const hkFile = (name: string) =>
  name.startsWith("HX-") ? join(SHARED_SCENARIOS, `${name}.json`) : join(OWN_SCENARIOS, "hk", `${name}.json`);

/** The messages of a whole scenario replay (a file, or a scenario object), in order, in `lang` (default 简体). */
export function narrated(path: string | Scenario, lang?: Lang): Said[] {
  const out: Said[] = [];
  runScenario(typeof path === "string" ? loadScenario(path) : path, (before, e, after) => {
    const said = narrate(before, e, after, lang);
    if (said.length === 0) return;
    const snap = structuredClone(after);
    for (const m of said) out.push({ ...m, e, before, after: snap });
  });
  return out;
}

/** The texts sent to the match group. */
export const groupTexts = (said: readonly Said[]) => said.filter((m) => m.to.kind === "group").map((m) => m.text);
