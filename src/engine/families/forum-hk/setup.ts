/**
 * A forum-hk setup (scenario-format.md `### forum-hk`, Setup; forum-hk-roles.md "Boards and deal
 * constraints"): the board's deal rules are `deal.ts`'s (`checkDeal`: `forum-hk-core`, the pool board
 * `forum-hk` of HK1–HK3, `custom`); a deal that breaks them is malformed (field `deal`, or `deal.<seat>`
 * for an id forum-hk does not have), one dealing a card the engine lacks is not yet supported
 * (`setup.role_not_implemented`). On board `forum-hk` the deal may be `"draw"` (HK2, HK3): `drawnSetup`
 * draws it from the implemented cards. `bottom`, `dice`, `protectedSeat` and `rankedGamesToday` are
 * malformed here.
 */
import type { Board } from "../../boards.ts";
import { HK_IMPLEMENTED } from "../../roles/hk/index.ts";
import type { GameSetup, Reject, RoleId } from "../../types.ts";
import { CORE_BOARD, checkDeal, drawDeal, type HkBoard, type Pick, POOL_BOARD, unbuiltSeat } from "./deal.ts";

/** The boards of forum-hk (`forum-hk-core`, the pool board `forum-hk`; `custom` besides). */
export const HK_BOARDS = ["forum-hk-core", POOL_BOARD] as const;

const NO_POINTS = { villagers: 0, wolves: 0, lovers: 0 };

/**
 * forum-hk's boards as rooms show them (forum-hk-roles.md "Boards and deal constraints"; 002 头部):
 * the fixed 14-seat board and the pool board of HK1–HK3, whose deal the engine draws at the start
 * (`drawn`). Their cards are forum-hk ids (a setup's deal carries them as role ids), so they are
 * the ruleset's own boards (`Ruleset.ownBoards`), not `ALL_BOARDS`. No ranked points.
 */
export const HK_BOARD_LIST: readonly Board[] = [
  {
    id: "forum-hk-core",
    n: 0,
    zh: "固定板",
    seats: 14,
    cards: CORE_BOARD as readonly string[] as RoleId[],
    points: NO_POINTS,
    words: ["固定", "标准", "core"],
  },
  {
    id: POOL_BOARD,
    n: 0,
    zh: "抽卡板",
    seats: 14,
    cards: [],
    points: NO_POINTS,
    words: ["抽卡", "抽牌", "卡池", "随机"],
    drawn: true,
  },
];

/** Whether `setup` asks for a drawn deal (`"deal": "draw"`, board `forum-hk`, HK2). */
export function isDrawnDeal(setup: GameSetup): boolean {
  return (setup.deal as unknown) === "draw";
}

/**
 * Checks a forum-hk setup's board and deal (after the calendar fields). Codes: `setup.field`,
 * `setup.board`, `setup.deal` (a `"draw"` off the pool board), the `deal.*` codes of `checkDeal`,
 * `setup.role_not_implemented`. A `"draw"` deal is checked when drawn (`drawnSetup`).
 */
export function validateHkDeal(setup: GameSetup): Reject | null {
  const raw = setup as unknown as Record<string, unknown>;
  for (const f of ["bottom", "dice", "protectedSeat", "rankedGamesToday"])
    if (raw[f] !== undefined) return { code: "setup.field", field: f, ruleset: setup.ruleset, value: raw[f] };
  if (setup.board !== "custom" && !(HK_BOARDS as readonly string[]).includes(setup.board))
    return { code: "setup.board", field: "board", value: setup.board, ruleset: setup.ruleset };
  if (isDrawnDeal(setup))
    return setup.board === POOL_BOARD
      ? null
      : { code: "setup.deal", field: "deal", reason: "draw", board: setup.board };
  const checked = checkDeal(setup.board as HkBoard, setup.deal);
  if (!checked.ok) {
    const r = checked.reject;
    return { ...r, field: r.code === "deal.unknown_card" ? `deal.${r.seat}` : "deal" };
  }
  if (setup.partialCards === true) return null;
  const lacking = unbuiltSeat(checked.cards, HK_IMPLEMENTED);
  return lacking
    ? { code: "setup.role_not_implemented", field: "deal", value: lacking.role, seat: lacking.seat }
    : null;
}

/**
 * HK2, HK3: the setup with its `"draw"` deal drawn (seat → id, `drawDeal`) from `implemented` (the
 * engine's cards by default), each choice made by `pick` (`pickFrom(tx)`: labels `deal`, `police`).
 * Too few implemented cards to fill the pools: `deal.cannot_draw`, not yet supported (field `deal`).
 */
export function drawnSetup(
  setup: GameSetup,
  pick: Pick,
  implemented: readonly string[] = HK_IMPLEMENTED,
): { ok: true; setup: GameSetup } | { ok: false; reject: Reject } {
  const d = drawDeal(implemented, pick);
  if ("code" in d) return { ok: false, reject: { ...d, field: "deal" } };
  const deal = Object.fromEntries(d.cards.map((id, i) => [String(i + 1), id]));
  return { ok: true, setup: { ...setup, deal: deal as GameSetup["deal"] } };
}
