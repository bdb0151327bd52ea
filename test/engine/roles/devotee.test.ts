/** 情痴 (004 3L, F14): a village card, one of the six specials of F10. */
import { describe, expect, it } from "vitest";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { FORUM_SPECIALS } from "../../../src/engine/win/forum-25.ts";

describe("devotee", () => {
  it("F10, F14: a village card among the six specials", () => {
    expect(roleSpec("devotee").team).toBe("village");
    expect(FORUM_SPECIALS).toContain("devotee");
  });
});
