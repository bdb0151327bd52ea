/**
 * The forum-hk cards the engine implements (seed 002; one module and one test each, under
 * test/engine/roles/hk/). The other ids of the 60 (`hk/pools.ts`) are known but not yet
 * supported: a setup dealing one is refused as not implemented.
 *
 * TODO(issue 27): register these through `registerRoles(list, "forum-hk")` once the chat has
 * forum-hk's words and prompts; the card contract (test/engine/cards-contract.test.ts) requires
 * them of every registered card.
 */
import { crow } from "./crow.ts";
import { fan } from "./fan.ts";
import { gargoyle } from "./gargoyle.ts";
import { knight } from "./knight.ts";
import { medium } from "./medium.ts";
import { oldBeliever } from "./old-believer.ts";
import { penguin } from "./penguin.ts";
import { psychic } from "./psychic.ts";
import { seer } from "./seer.ts";
import type { HkCardSpec } from "./types.ts";
import { wolfWitch } from "./wolf-witch.ts";

export type { HkCardSpec, HkSettle } from "./types.ts";

const CARDS: readonly HkCardSpec[] = [
  seer,
  medium,
  wolfWitch,
  psychic,
  crow,
  fan,
  oldBeliever,
  penguin,
  gargoyle,
  knight,
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
