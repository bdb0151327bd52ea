/**
 * HK33 [漏洞] as a unit test of the shared effects pipeline: a protect row's `voidedBy` status on the
 * target voids that protection (forum-hk's 守护, 坚韧, 不死); the next steps still run.
 */
import { describe, expect, it } from "vitest";
import { FORUM_HK_EFFECTS as HK } from "../../../src/engine/effects/forum-hk.ts";
import { settle } from "../../../src/engine/effects/pipeline.ts";
import type { Attack, Board, DamageType } from "../../../src/engine/effects/types.ts";
import type { SeatState, SeatStatus } from "../../../src/engine/types.ts";

const seat = (n: number, statuses: SeatStatus[]): SeatState => ({
  seat: n,
  role: "villager",
  alive: true,
  diedAt: null,
  cause: null,
  announced: false,
  lastWords: false,
  noShows: 0,
  warnings: 0,
  noVoteIn: null,
  mem: {},
  penalty: null,
  statuses,
});
const board = (statuses: SeatStatus[]): Board => ({ seats: [seat(1, []), seat(2, statuses)] });
const hit = (damage: DamageType): Attack => ({ kind: "kill", target: 2, source: 1, cause: "kill", damage });
const st = (id: SeatStatus["id"], count?: number): SeatStatus => ({ id, source: 1, ...(count ? { count } : {}) });

describe("forum-hk [漏洞] (HK33): the holder's 守护, 坚韧 and 不死 do not protect him", () => {
  it("each protection stops its damage without [漏洞], and none does with it", () => {
    for (const [id, damage] of [
      ["warded", "pointed"],
      ["tough", "pierce"],
      ["undying", "lethal"],
    ] as const) {
      expect(settle(board([st(id, id === "warded" ? 1 : undefined)]), hit(damage), HK).stopped?.status, id).toBe(id);
      const r = settle(board([st(id, id === "warded" ? 1 : undefined), st("flawed")]), hit(damage), HK);
      expect(r.stopped, id).toBeNull();
      expect(r.spent, id).toEqual([]);
      expect(r.out?.seat, id).toBe(2);
    }
  });

  it("a later step still runs: a one-time immunity saves a flawed target", () => {
    const r = settle(board([st("undying"), st("flawed"), st("immune", 1)]), hit("lethal"), HK);
    expect(r.stopped?.status).toBe("immune");
  });
});
