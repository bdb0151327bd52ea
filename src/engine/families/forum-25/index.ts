/**
 * The forum-25 family (seed 004, F1–F26): a calendar game on the base cards, phase S first (F1),
 * its acts, timers and directors' rulings from its phases in this folder.
 */

import { roleSpec } from "../../roles/registry.ts";
import { isSeat, isTarget } from "../../state.ts";
import type { RoleId } from "../../types.ts";
import { DIRECTOR_RULINGS } from "../../types.ts";
import type { FamilyFlow } from "../index.ts";
import { forumAct, forumJudge, forumTimeout } from "./flow.ts";
import { beginForum } from "./start.ts";

/** The forum-25 family. */
export const FORUM_25_FAMILY: FamilyFlow = {
  calendar: true,
  baseCards: true,
  drawnDeal: () => false,
  ownDeal: null,
  // Custom boards: no sister card or two (scenario-format.md, Boards and roles).
  customBoard: (setup) =>
    Object.values(setup.deal).filter((r) => r === "sister").length === 1
      ? { code: "setup.custom_sisters", field: "deal" }
      : null,
  begin: beginForum,
  // F1–F26: its own acts; a second value (`kill` value 2) travels apart.
  act: (tx, cmd) => {
    if (!isSeat(tx.s, cmd.seat)) return { code: "seat.unknown", seat: cmd.seat };
    const t = cmd.target === undefined ? null : cmd.target;
    if (!isTarget(t)) return { code: "target.invalid", seat: cmd.seat };
    return forumAct(tx, cmd.seat, cmd.act, t, typeof cmd.value === "number" ? cmd.value : undefined);
  },
  timeout: forumTimeout,
  // F2: cards instead of warnings; its directors' rulings are its own, the rest are shared.
  judge: (tx, cmd, logged) => (DIRECTOR_RULINGS.has(cmd.ruling) ? forumJudge(tx, cmd, logged) : undefined),
  // Its phases are no timed night or vote: `correct` finds nothing to correct before it acts.
  correctAct: null,
  cardName: (id) => roleSpec(id as RoleId).texts["zh-Hans"].name,
};
