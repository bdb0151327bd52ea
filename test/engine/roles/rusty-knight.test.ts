/** Rusty knight (000 §八(二)4 ①②③, R1) — a custom board. */
import { describe, expect, it } from "vitest";
import { alive, deal, deaths, game, knife, ok, skipDay, until, voteAll } from "./kit.ts";

/** Rusty knight 7; wolves 3 6 10 12: the first wolf on his left (smaller seats) is 6. */
const D = deal({ 7: "rusty_knight" });

function night1(knifeOn: number, witch: [string, number?] = ["pass"]) {
  const g = game("custom", D);
  knife(g, knifeOn);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

/** Night 2: knife `k`, witch passes, seer checks 10. */
function night2(g: ReturnType<typeof night1>, k: number | null) {
  skipDay(g);
  knife(g, k);
  ok(g, [4, "pass"], [2, "check", 10]);
}

describe("rusty knight", () => {
  it("000 §八(二)4: knifed, he takes the first wolf on his left the night after his death is announced", () => {
    const g = night1(7);
    expect(alive(g, 6)).toBe(true);
    night2(g, 1);
    expect(deaths(g).slice(-2)).toEqual([
      { seat: 1, at: "N2", cause: "wolf", lastWords: false },
      { seat: 6, at: "N2", cause: "rust", lastWords: false },
    ]);
    expect(g.state.record.announcements.at(-1)).toEqual({ at: "D2", deaths: [1, 6] });
  });

  it("R1: 'left' is the smaller seats, wrapping past seat 1", () => {
    const g = game("custom", deal({ 2: "rusty_knight", 7: "seer", 12: "werewolf", 3: "villager", 11: "werewolf" }));
    knife(g, 2);
    ok(g, [4, "pass"], [7, "check", 6]);
    night2b(g);
    expect(deaths(g).find((d) => d.cause === "rust")?.seat).toBe(12);
  });

  it("000 §八(二)4①: poisoned, he infects nobody", () => {
    const g = night1(1, ["poison", 7]);
    night2(g, 5);
    expect(deaths(g).some((d) => d.cause === "rust")).toBe(false);
  });

  it("000 §八(二)4①: exiled, he infects nobody", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 7);
    until(g, "night");
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 10]);
    expect(deaths(g).some((d) => d.cause === "rust")).toBe(false);
  });

  it("000 §八(二)4①: shot by the hunter, he infects nobody", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 9);
    ok(g, [9, "shoot", 7]);
    expect(alive(g, 7)).toBe(false);
    until(g, "night");
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 10]);
    expect(deaths(g).some((d) => d.cause === "rust")).toBe(false);
  });

  it("000 §八(二)4②: the infected wolf exiled first is not replaced by the next wolf", () => {
    const g = night1(7);
    until(g, "vote");
    voteAll(g, 6);
    until(g, "night");
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 10]);
    expect(deaths(g).some((d) => d.cause === "rust")).toBe(false);
    expect(alive(g, 3)).toBe(true);
  });

  it("000 §八(二)4③: the infected last wolf's knife that wins comes first", () => {
    const g = night1(7);
    for (const n of [3, 10, 12, 1, 5, 8]) g.state.seats[n - 1].alive = false;
    skipDay(g);
    knife(g, 11);
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(g.state.winner).toBe("wolves");
    expect(alive(g, 6)).toBe(true);
  });
});

/** Night 2 for the wrapped case (seer at 7): knife 5. */
function night2b(g: ReturnType<typeof night1>) {
  skipDay(g);
  knife(g, 5);
  ok(g, [4, "pass"], [7, "check", 6]);
}
