/**
 * The forum-hk family (seed 002, HK1–HK151): a calendar game on its own cards and boards, phase S
 * first (HK8), its acts, timers and directors' rulings from `families/forum-hk/`.
 */

import { hkCard } from "../../roles/hk/pools.ts";
import { roleSpec } from "../../roles/registry.ts";
import { isSeat, isTarget } from "../../state.ts";
import type { RoleId } from "../../types.ts";
import type { FamilyFlow } from "../index.ts";
import { hkActCommand } from "./act.ts";
import { beginHk, hkTimeout } from "./flow.ts";
import { hkJudge } from "./judge.ts";
import { isDrawnDeal, validateHkDeal } from "./setup.ts";

/** The forum-hk family. */
export const FORUM_HK_FAMILY: FamilyFlow = {
  calendar: true,
  // Seed 002 has no thief, and its cards are not base cards (身份与阵营).
  baseCards: false,
  // The pool board may say "draw" (HK2): checked by `families/forum-hk/setup.ts`.
  drawnDeal: isDrawnDeal,
  ownDeal: validateHkDeal,
  customBoard: () => null,
  begin: beginHk,
  // Its own acts and windows (`families/forum-hk/act.ts`).
  act: (tx, cmd) => {
    if (!isSeat(tx.s, cmd.seat)) return { code: "seat.unknown", seat: cmd.seat };
    const t = cmd.target === undefined ? null : cmd.target;
    // HK126: a target may be a list of seats (the heretics), up to every seat.
    const list = Array.isArray(t) && t.length <= tx.s.seats.length && t.every((x) => Number.isSafeInteger(x));
    if (!list && !isTarget(t)) return { code: "target.invalid", seat: cmd.seat };
    return hkActCommand(tx, cmd.seat, cmd.act, t, cmd.value);
  },
  timeout: hkTimeout,
  // HK137: only the directors' rulings of its table.
  judge: hkJudge,
  correctAct: null,
  // Its cards are its own (seed 002 身份与阵营), named by its card list.
  cardName: (id) => hkCard(id)?.name ?? roleSpec(id as RoleId).texts["zh-Hans"].name,
};
