import { describe, expect, it } from "vitest";
import { familyOf } from "../../src/chat/context.ts";
import { familyOfRuleset, RULESETS } from "../../src/engine/rulesets/index.ts";

// Issue 22 goal 2: a ruleset names its family; the engine and the chat ask it instead of the id.
describe("ruleset family", () => {
  it("ranked-s7, classic and table are timed, forum-25 and forum-hk are the calendar family", () => {
    expect(Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.family]))).toEqual({
      "ranked-s7": "timed",
      classic: "timed",
      table: "timed",
      "forum-25": "calendar",
      "forum-hk": "calendar",
    });
  });

  it("the chat's family follows the data, and an unknown id has none", () => {
    expect(familyOf("forum-25")).toBe("calendar");
    expect(familyOf("classic")).toBe("timed");
    expect(familyOfRuleset("forum-25")).toBe("calendar");
    expect(familyOfRuleset("no-such-ruleset")).toBeUndefined();
  });
});
