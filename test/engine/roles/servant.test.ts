/** 仆人 (004 3L, F12): names a master other than himself in phase S and is told his camp. */
import { describe, expect, it } from "vitest";
import { at, forumGame, no, ok } from "../forum/kit.ts";

describe("servant", () => {
  it("F12: serve in phase S, not himself, once; told the master's camp", () => {
    const g = forumGame();
    at(g, "S 21:00");
    expect(no(g, 22, "serve", 22)).toBe("servant.self");
    expect(no(g, 3, "serve", 2)).toBe("act.not_yours");
    ok(g, 22, "serve", 2);
    expect(no(g, 22, "serve", 3)).toBe("act.already");
    expect(g.state.record.told.at(-1)).toMatchObject({ seat: 22, at: "S", kind: "master", value: "wolves" });
    at(g, "D1 10:00");
    expect(no(g, 22, "serve", 3)).toBe("phase.not_start");
  });
});
