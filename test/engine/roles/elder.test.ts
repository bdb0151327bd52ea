/** Elder 长老 (003-A 长老, T24; table custom boards), with the idiot's curse (T25). */
import { describe, expect, it } from "vitest";
import type { RoleId } from "../../../src/engine/types.ts";
import { Replay } from "../../../src/scenario/runner.ts";
import { alive, deaths, endNight, mem, no, ok, tableGame, toStep, until, voteAll } from "./kit.ts";

/** werewolf 1 6, seer 2, witch 3, elder 4, villager 5 10, idiot 7, guard 8, hunter 9. */
const DEAL: Record<string, RoleId> = {
  "1": "werewolf",
  "2": "seer",
  "3": "witch",
  "4": "elder",
  "5": "villager",
  "6": "werewolf",
  "7": "idiot",
  "8": "guard",
  "9": "hunter",
  "10": "villager",
};

function night(g: Replay, plan: { guard?: number | null; knife?: number | null; witch?: [string, number?] }) {
  toStep(g, "guard");
  if (plan.guard !== undefined) ok(g, [8, "guard", plan.guard]);
  toStep(g, "wolves");
  if (plan.knife !== undefined) ok(g, [1, "kill", plan.knife], [6, "kill", plan.knife]);
  toStep(g, "witch");
  if (plan.witch) ok(g, [3, plan.witch[0], plan.witch[1] ?? null]);
  endNight(g);
}

describe("elder (T24)", () => {
  it("T24: the first knife that would kill him spends his extra life; the second kills him", () => {
    const g = tableGame("custom", DEAL);
    night(g, { guard: 5, knife: 4 });
    expect(alive(g, 4)).toBe(true);
    expect(mem(g, 4).lifeSpent).toBe(true);
    until(g, "night");
    night(g, { guard: 10, knife: 4 });
    expect(deaths(g)).toContainEqual(expect.objectContaining({ seat: 4, at: "N2", cause: "wolf" }));
  });

  it("T24: a guarded knife does not spend it; 同守同救 does", () => {
    const guarded = tableGame("custom", DEAL);
    night(guarded, { guard: 4, knife: 4 });
    expect(mem(guarded, 4).lifeSpent).toBeUndefined();
    const both = tableGame("custom", { ...DEAL, "8": "villager", "10": "guard" });
    toStep(both, "guard");
    ok(both, [10, "guard", 4]);
    toStep(both, "wolves");
    ok(both, [1, "kill", 4], [6, "kill", 4]);
    toStep(both, "witch");
    ok(both, [3, "save"]);
    endNight(both);
    expect(alive(both, 4)).toBe(true);
    expect(mem(both, 4).lifeSpent).toBe(true);
  });

  it("T24: poisoned, the village camp loses its skills for the game: no potion, no check, no guard, no shot", () => {
    const g = tableGame("custom", DEAL);
    night(g, { guard: 5, knife: 5, witch: ["poison", 4] });
    expect(deaths(g).map((d) => [d.seat, d.cause])).toEqual([[4, "poison"]]);
    for (const n of [2, 3, 7, 8, 9, 10]) expect(mem(g, n).cursed).toBe(true);
    for (const n of [1, 6]) expect(mem(g, n).cursed).toBeUndefined();
    until(g, "night");
    toStep(g, "guard");
    expect(no(g, 8, "guard", 5)).toBe("night.skills_lost");
    toStep(g, "witch");
    expect(no(g, 3, "save")).toBe("night.skills_lost");
    toStep(g, "seer");
    expect(no(g, 2, "check", 1)).toBe("night.skills_lost");
    expect(g.state.record.told.filter((t) => t.kind === "shoot" && t.seat === 9).map((t) => t.value)).toEqual([false]);
  });

  it("T24, T25: a revealed idiot is out at once (cause curse) when the elder is poisoned", () => {
    const g = tableGame("custom", DEAL);
    night(g, { guard: 5, knife: 10 });
    until(g, "vote");
    voteAll(g, 7);
    expect(mem(g, 7).revealed).toBe(true);
    until(g, "night");
    night(g, { guard: 9, knife: null, witch: ["poison", 4] });
    expect(deaths(g)).toContainEqual(expect.objectContaining({ seat: 7, at: "N2", cause: "curse" }));
  });

  it("T24: no curse after a knife", () => {
    const g = tableGame("custom", DEAL);
    night(g, { guard: 5, knife: 4 });
    until(g, "night");
    night(g, { guard: 10, knife: 4 });
    expect(alive(g, 4)).toBe(false);
    expect(mem(g, 2).cursed).toBeUndefined();
  });

  it("is refused outside table: ranked-s7's custom cards do not include it", () => {
    expect(() => new Replay({ ruleset: "ranked-s7", board: "custom", deal: DEAL, seed: 1 })).toThrow(/身份/);
  });
});
