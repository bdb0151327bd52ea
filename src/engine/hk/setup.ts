/**
 * A forum-hk setup (scenario-format.md `### forum-hk`, Setup; forum-hk-roles.md "Boards and deal
 * constraints"): `forum-hk-core` (the fixed stage-1 board, HK1's 14 cards in any seat order) or
 * `custom` (6–18 seats, forum-hk ids, no id twice but `police`, a [群内] card, 狼弟 ⇔ 狼兄). The pool
 * board `forum-hk` and its `"draw"` deal (HK1–HK3) are `deal.ts`'s (not yet in this branch): refused
 * as not implemented. `bottom`, `dice`, `protectedSeat` and `rankedGamesToday` are malformed here.
 */
import { hkCard } from "../roles/hk/catalogue.ts";
import { isHkImplemented } from "../roles/hk/index.ts";
import type { GameSetup, Reject } from "../types.ts";

/** forum-hk-roles.md `forum-hk-core`: the fixed stage-1 board. */
export const HK_CORE_CARDS: readonly string[] = [
  "wolf_king",
  "wolf_cub",
  "black_bat",
  "gargoyle",
  "seer",
  "witch",
  "dreamweaver",
  "penguin",
  "hunter",
  "attendant",
  "white_cat",
  "crow",
  "old_believer",
  "fan",
];

/** The boards of forum-hk (`forum-hk` is the pool deal of `deal.ts`). */
export const HK_BOARDS = ["forum-hk-core", "forum-hk"] as const;

/**
 * Checks a forum-hk setup's board and deal (after the calendar fields). Codes: `setup.field`,
 * `setup.board`, `setup.deal`, `setup.role`, `setup.custom_seats`, `setup.custom_no_wolf`,
 * `setup.hk_twice`, `setup.hk_siblings`, `setup.role_not_implemented`.
 */
export function validateHkDeal(setup: GameSetup): Reject | null {
  const raw = setup as unknown as Record<string, unknown>;
  for (const f of ["bottom", "dice", "protectedSeat", "rankedGamesToday"])
    if (raw[f] !== undefined) return { code: "setup.field", field: f, ruleset: setup.ruleset, value: raw[f] };
  if (setup.board !== "custom" && !(HK_BOARDS as readonly string[]).includes(setup.board))
    return { code: "setup.board", field: "board", value: setup.board, ruleset: setup.ruleset };
  // TODO(deal.ts, HK1–HK3): the pool board's constraints and its seeded "draw" deal.
  if (setup.board === "forum-hk") return { code: "setup.role_not_implemented", field: "board", value: "forum-hk" };
  const deal = setup.deal as unknown;
  if (typeof deal !== "object" || deal === null) return { code: "setup.deal", field: "deal", reason: "seats" };
  const seats = Object.keys(setup.deal);
  const n = seats.length;
  const expected = Array.from({ length: n }, (_, i) => String(i + 1));
  if (!expected.every((k) => k in setup.deal)) return { code: "setup.deal", field: "deal", reason: "seats" };
  for (const k of expected)
    if (!hkCard(setup.deal[k])) return { code: "setup.role", field: `deal.${k}`, value: setup.deal[k] };
  const cards = expected.map((k) => setup.deal[k] as string);
  if (setup.board === "forum-hk-core") {
    const a = [...cards].sort();
    const b = [...HK_CORE_CARDS].sort();
    if (a.length !== b.length || a.some((r, i) => r !== b[i]))
      return { code: "setup.deal", field: "deal", reason: "cards", board: setup.board };
  } else {
    if (n < 6 || n > 18) return { code: "setup.custom_seats", field: "deal", got: n, min: 6, max: 18 };
    const twice = cards.find((r, i) => r !== "police" && cards.indexOf(r) !== i);
    if (twice) return { code: "setup.hk_twice", field: "deal", value: twice };
    if (!cards.some((r) => hkCard(r)?.tag === "pack")) return { code: "setup.custom_no_wolf", field: "deal" };
    if (cards.includes("wolf_sibling") !== cards.includes("wolf_brother"))
      return { code: "setup.hk_siblings", field: "deal" };
    // TODO(deal.ts): deeper constraint checks shared with the pool board.
  }
  if (setup.partialCards !== true)
    for (const r of cards)
      if (!isHkImplemented(r)) return { code: "setup.role_not_implemented", field: "deal", value: r };
  return null;
}
