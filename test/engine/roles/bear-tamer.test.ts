/** Bear tamer (000 §八(二)21) — a custom board. */
import { describe, expect, it } from "vitest";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import type { Replay } from "../../../src/scenario/runner.ts";
import { deal, game, knife, ok, skipDay, until } from "./kit.ts";

const roars = (g: Replay) =>
  g.events.filter((e) => e.type === "public_notice" && e.kind === "roar").map((e) => (e as { value: unknown }).value);

function night1(d: ReturnType<typeof deal>, knifeOn: number) {
  const g = game("custom", d);
  knife(g, knifeOn);
  ok(g, [4, "pass"], [2, "check", 3]);
  until(g, "speaking");
  return g;
}

describe("bear tamer", () => {
  it("000 §八(二)21: a wolf beside the tamer → the judge says at dawn that the bear roared", () => {
    expect(roars(night1(deal({ 7: "bear_tamer" }), 1))).toEqual([true]);
  });

  it("000 §八(二)21: no wolf beside him → no roar", () => {
    expect(roars(night1(deal({ 7: "bear_tamer", 6: "villager", 1: "werewolf" }), 5))).toEqual([false]);
  });

  it("000 §八(二)21: the neighbours are the nearest living players", () => {
    const g = night1(deal({ 7: "bear_tamer", 6: "villager", 5: "werewolf", 1: "villager" }), 6);
    expect(roars(g)).toEqual([true]);
  });

  it("000 §八(二)21: a tamer dead at dawn has no bear", () => {
    expect(roars(night1(deal({ 7: "bear_tamer" }), 7))).toEqual([]);
  });

  it("000 §八(二)21: passive: a place in the night order, no act, every night", () => {
    expect(roleSpec("bear_tamer").night?.passive).toBe(true);
    const g = night1(deal({ 7: "bear_tamer" }), 1);
    skipDay(g);
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 10]);
    until(g, "speaking");
    expect(roars(g)).toHaveLength(2);
  });
});
