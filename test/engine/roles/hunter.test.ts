/** Hunter (000 §八(二)10, §八(一)5, §八(八)4). */
import { describe, expect, it } from "vitest";
import { deal, game, knife, no, ok, told, until, voteAll } from "./kit.ts";

function night1(k: number | null, witch: [string, number?] = ["pass"]) {
  const g = game("444-idiot", deal());
  knife(g, k);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

describe("hunter", () => {
  it("000 §八(一)5: told at the end of each night whether he may shoot", () => {
    expect(told(night1(1), "shoot")[0]).toMatchObject({ seat: 9, value: true });
  });

  it("000 §八(二)10: knifed, he shoots at dawn; his target counts as a night death (§八(八)4)", () => {
    const g = night1(9);
    until(g, "shot");
    ok(g, [9, "shoot", 3]);
    expect(g.state.record.deaths.at(-1)).toEqual({ seat: 3, at: "N1", cause: "shot", lastWords: true });
  });

  it("000 §八(二)10: poisoned, he cannot shoot", () => {
    const g = night1(1, ["poison", 9]);
    expect(told(g, "shoot")[0].value).toBe(false);
    until(g, "speaking");
    expect(no(g, 9, "shoot", 3)).toBe("shoot.not_now");
  });

  it("000 §八(二)10: dead for love, he cannot shoot", () => {
    const g = game(
      "345-thief-cupid",
      { ...deal({ 8: "thief", 11: "cupid", 10: "villager" }) },
      { bottom: ["villager", "villager"] },
    );
    ok(g, [8, "pick", "villager"], [11, "link", [5, 9]]);
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(told(g, "shoot")[0].value).toBe(false);
    expect(g.state.record.deaths.at(-1)).toMatchObject({ seat: 9, cause: "lover" });
    until(g, "speaking");
    expect(no(g, 9, "shoot", 3)).toBe("shoot.not_now");
  });

  it("000 §八(二)10: exiled by day, he shoots", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 9);
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 9 });
  });
});
