/** 狼王 with 冲锋 (004 3L, F11): a wolf-group member without a death shot (so not wolf_king). */
import { describe, expect, it } from "vitest";
import { wolfGroup } from "../../../src/engine/families/forum-25/common.ts";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { forumGame } from "../forum/kit.ts";

describe("charge_wolf_king", () => {
  it("F11: a knife-carrying wolf card, in the wolf group, with no death shot", () => {
    const r = roleSpec("charge_wolf_king");
    expect([r.team, r.card, r.knife, r.shootsOnDeath]).toEqual(["wolf", "wolf", true, undefined]);
    expect(wolfGroup(forumGame().state).map((x) => x.seat)).toContain(5);
  });
});
