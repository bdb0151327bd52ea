/** 幼狼 (004 3L, F11): a wolf-group member; his exit gives the group a second kill (night side). */
import { describe, expect, it } from "vitest";
import { wolfGroup } from "../../../src/engine/families/forum-25/common.ts";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { forumGame } from "../forum/kit.ts";

describe("wolf_cub", () => {
  it("F11: a knife-carrying wolf card in the wolf group", () => {
    const r = roleSpec("wolf_cub");
    expect([r.team, r.card, r.knife]).toEqual(["wolf", "wolf", true]);
    expect(wolfGroup(forumGame().state).map((x) => x.seat)).toEqual([2, 5, 9, 13, 18, 23]);
  });
});
