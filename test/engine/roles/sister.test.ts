/** 姐妹 (004 3L 两姐妹 默契, F13): must vote, for the same player, while both have 默契. */
import { describe, expect, it } from "vitest";
import { rapportPair } from "../../../src/engine/families/forum-25/common.ts";
import { at, forumGame, no, ok } from "../forum/kit.ts";

describe("sister", () => {
  it("F13: both alive and single have 默契; a sister's abstention is refused, a ballot accepted", () => {
    const g = forumGame();
    expect(rapportPair(g.state)?.map((x) => x.seat)).toEqual([6, 19]);
    at(g, "D1 10:00");
    expect(no(g, 6, "vote", null)).toBe("vote.sister_must_vote");
    ok(g, 6, "vote", 1);
    ok(g, 4, "vote", null);
  });

  it("F13: a lover sister has no 默契 from the start, so she may abstain", () => {
    const g = forumGame();
    at(g, "S 21:00");
    ok(g, 16, "link", [6, 8]);
    expect(rapportPair(g.state)).toBeNull();
    at(g, "D1 10:00");
    ok(g, 6, "vote", null);
  });
});
