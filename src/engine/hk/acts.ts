/**
 * forum-hk's acts as data (scenario-format.md `### forum-hk`, Acts; HK9–HK13; the reference "the
 * night's settlement order"): for each act, its window, and for a night act its block and its place
 * in the block's step order. The flow (`hk/act.ts`) checks an act against its row; blocks are
 * processed in `step` order (HK11). Stage-1 acts only; [2] and [3] acts are rejected as not in the
 * table (they come with their cards).
 */

/**
 * When an act is accepted: `start` — phase S before C₀ (HK131); `night_a` / `night_b` / `night_c`
 * — from nightfall (C+20) until block A, B or C's deadline (C+35, C+50, C+60, exclusive); `noon` —
 * 正午, 09:00 until one hour before the close (HK7); `ballot` — 09:00 to the close (HK59, `vote.ts`);
 * `window` — a death window, C→C+10 or C+70→C+80 (HK138).
 */
export type HkWindow = "start" | "night_a" | "night_b" | "night_c" | "noon" | "ballot" | "window";

/**
 * What an act names: `living` — a character not announced out (HK21, HK22); `other` — the same but
 * not the user; `announced_out` — an announced-out character (灵能, HK115); `none` — no target;
 * `seats` — a list of distinct other seats (the old believer's heretics, HK126); `seat_or_null`.
 */
export type HkTargetKind = "living" | "other" | "announced_out" | "none" | "seats" | "living_or_null";

/** One act's row. */
export interface HkActRow {
  window: HkWindow;
  /** The step order within its block (HK11: (2) … (18); 13.5 = right after (13), HK11's exception). */
  step?: number;
  target: HkTargetKind;
  /** The cards that hold it at the deal (forum-hk-roles.md). */
  cards: readonly string[];
  /** The skill's tags the statuses read (HK40: 缴械 blocks `kill`; 沉默 every skill but `forced`). */
  tags?: readonly string[];
  /** Settled when sent, not at its block's deadline (HK12's exception: 寻踪, HK102). */
  atOnce?: true;
}

/** The stage-1 acts of the contract's table. */
export const HK_ACTS: Readonly<Record<string, HkActRow>> = {
  follow: { window: "start", target: "other", cards: ["fan"] },
  heretics: { window: "start", target: "seats", cards: ["old_believer"] },
  vote: { window: "ballot", target: "living_or_null", cards: [] },
  change_vote: { window: "ballot", target: "living_or_null", cards: [] },
  duel: { window: "noon", target: "living", cards: ["knight"] },
  blast: { window: "noon", target: "living", cards: ["terrorist"] },
  shoot: { window: "window", target: "living_or_null", cards: ["hunter"] },
  revenge: { window: "window", target: "living_or_null", cards: ["wolf_king"] },
  // Block A (C+35): (2) 寻踪, (10) 冰冻, (12) 咒缚 and 替死, then 摄梦 and 庇护, after (13) 查验 and 凝望.
  track: { window: "night_a", step: 2, target: "none", cards: ["van_helsing"], atOnce: true },
  freeze: { window: "night_a", step: 10, target: "living", cards: ["penguin"] },
  bind: { window: "night_a", step: 12, target: "living", cards: ["fox_cub"] },
  substitute: { window: "night_a", step: 12.1, target: "other", cards: ["attendant"] },
  dream: { window: "night_a", step: 12.2, target: "other", cards: ["dreamweaver"] },
  shelter: { window: "night_a", step: 12.3, target: "living", cards: ["black_bat"] },
  inspect: { window: "night_a", step: 13.5, target: "living", cards: ["gargoyle"] },
  stare: { window: "night_a", step: 13.6, target: "none", cards: ["gargoyle"] },
  // Block B (C+50): (14) the checks and 诽谤, then (15) 牺牲, 杀人, 冲锋, 猎杀, 突击, 追猎.
  check: { window: "night_b", step: 14, target: "living", cards: ["seer"] },
  divine: { window: "night_b", step: 14.1, target: "living", cards: ["medium"] },
  sense: { window: "night_b", step: 14.2, target: "announced_out", cards: ["psychic"] },
  slander: { window: "night_b", step: 14.3, target: "living", cards: ["crow"] },
  sophistry: { window: "night_b", step: 14.4, target: "living", cards: ["wolf_scholar"] },
  dark_check: { window: "night_b", step: 14.5, target: "living", cards: ["wolf_witch"] },
  stalk: { window: "night_b", step: 14.6, target: "living", cards: ["stalker"] },
  sacrifice: { window: "night_b", step: 15, target: "none", cards: ["wolf_cub"] },
  kill: {
    window: "night_b",
    step: 15.1,
    target: "living_or_null",
    cards: ["wolf_king", "terrorist", "wolf_witch", "wolf_cub", "wolf_scholar", "black_bat"],
    tags: ["kill"],
  },
  charge: { window: "night_b", step: 15.2, target: "living", cards: ["wolf_king"], tags: ["charge"] },
  hunt: { window: "night_b", step: 15.3, target: "living", cards: ["demon_hunter"] },
  strike: { window: "night_b", step: 15.4, target: "living", cards: ["soldier"] },
  chase: { window: "night_b", step: 15.5, target: "living", cards: ["van_helsing"] },
  // Block C (C+60): (16) 女巫, (17) 森林庇护.
  save: { window: "night_c", step: 16, target: "living", cards: ["witch"] },
  poison: { window: "night_c", step: 16.1, target: "living", cards: ["witch"] },
  pass: { window: "night_c", step: 16.2, target: "none", cards: ["witch"] },
  sanctuary: { window: "night_c", step: 17, target: "none", cards: ["spirit_deer"] },
};

/** The row of `act`, or undefined for an act forum-hk's stage-1 table does not have. */
export function hkAct(act: string): HkActRow | undefined {
  return Object.hasOwn(HK_ACTS, act) ? HK_ACTS[act] : undefined;
}

/** The night block whose deadline an act of `window` waits for (HK9), or null for another window. */
export function blockOf(window: HkWindow): "a" | "b" | "c" | null {
  return window === "night_a" ? "a" : window === "night_b" ? "b" : window === "night_c" ? "c" : null;
}

/** The acts of block `b` in their step order (HK11); an act settled when sent (`atOnce`) is not among them. */
export function blockActs(b: "a" | "b" | "c"): string[] {
  return Object.entries(HK_ACTS)
    .filter(([, r]) => blockOf(r.window) === b && !r.atOnce)
    .sort((x, y) => (x[1].step ?? 0) - (y[1].step ?? 0))
    .map(([a]) => a);
}
