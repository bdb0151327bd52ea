/** Witch (000 §八(二)9, R18, R27). */
import { describe, expect, it } from "vitest";
import { deal, deaths, game, knife, no, ok, skipDay, told, winnerIf } from "./kit.ts";

describe("witch", () => {
  it("000 §八(二)9: she may not save herself", () => {
    const g = game("444-idiot", deal());
    knife(g, 4);
    expect(no(g, 4, "save")).toBe("witch.self_save");
  });

  it("000 §八(二)9: one potion a night", () => {
    const g = game("444-idiot", deal());
    knife(g, 5);
    ok(g, [4, "save"]);
    expect(no(g, 4, "poison", 3)).toBe("night.already_acted");
  });

  it("000 §八(二)9: the antidote saves tonight's victim", () => {
    const g = game("444-idiot", deal());
    knife(g, 5);
    ok(g, [4, "save"], [2, "check", 3]);
    expect(deaths(g)).toEqual([]);
  });

  it("000 §八(二)9: after the antidote she is no longer told the knife", () => {
    const g = game("444-idiot", deal());
    knife(g, 5);
    ok(g, [4, "save"], [2, "check", 3]);
    skipDay(g);
    knife(g, 8);
    expect(told(g, "knife").at(-1)).toMatchObject({ at: "N2", value: null });
  });

  it("R27: a save needs a settled knife", () => {
    const g = game("444-idiot", deal());
    expect(no(g, 4, "save")).toBe("witch.knife_not_settled");
  });

  it("R18: her unused poison blocks the wolves' bound votes", () => {
    const g = game("444-idiot", deal());
    expect(winnerIf(g, [3, 6, 10, 4, 1])).toBeNull();
  });
});
