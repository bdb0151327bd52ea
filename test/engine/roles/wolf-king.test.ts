/** Wolf king (000 §八(二)2 ①–④). */
import { describe, expect, it } from "vitest";
import { deal, game, knife, no, ok, told, until, voteAll } from "./kit.ts";

const D = deal({ 6: "guard", 7: "wolf_king" });

function night1(k: number | null, witch: [string, number?] = ["pass"], check = 7) {
  const g = game("444-guard-wolfking", D);
  ok(g, [6, "guard", null]);
  knife(g, k);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", check]);
  return g;
}

describe("wolf king", () => {
  it("000 §八(二)2①: the seer's check on him is a wolf (查杀)", () => {
    expect(told(night1(1), "check")[0].value).toBe("wolf");
  });

  it("000 §八(二)2②: exiled, he shoots", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 7);
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 7 });
  });

  it("000 §八(二)2③: the hunter and the wolf king taken by each other still shoot", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 9);
    ok(g, [9, "shoot", 7]);
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 7 });
  });

  it("000 §八(二)2④: his self-destruct allows no shot", () => {
    const g = night1(1);
    until(g, "speaking");
    ok(g, [7, "self_destruct"]);
    expect(g.state.phase.kind).not.toBe("shot");
    expect(no(g, 7, "shoot", 2)).toBe("shoot.not_now");
  });

  it("000 §八(二)2: poisoned, he cannot shoot (told so at night)", () => {
    const g = night1(1, ["poison", 7]);
    expect(told(g, "shoot").find((t) => t.seat === 7)?.value).toBe(false);
    until(g, "speaking");
    expect(no(g, 7, "shoot", 2)).toBe("shoot.not_now");
  });

  it("000 §八(二)2: self-knifed and not saved, he shoots at dawn", () => {
    const g = night1(7);
    expect(told(g, "shoot").find((t) => t.seat === 7)?.value).toBe(true);
    until(g, "shot");
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 7 });
  });
});
