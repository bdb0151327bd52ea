/** Dreamweaver (000 §八(二)14, R15, R23). */
import { describe, expect, it } from "vitest";
import { alive, deal, deaths, game, knife, no, ok, replays, told, until } from "./kit.ts";

const BOARD = "444-dreamweaver";
/** 444-dreamweaver: wolves 3 10 12 + wolf king 6, seer 2, witch 4, dreamweaver 7, hunter 9. */
const DEAL = deal({ 6: "wolf_king", 7: "dreamweaver" });

const newGame = () => game(BOARD, { ...DEAL });

/** Night 1 with the given dream and knife; witch passes, seer checks 3. */
function night1(dream: number, knifeOn: number | null, witch: [string, number?] = ["pass"]) {
  const g = newGame();
  ok(g, [7, "dream", dream]);
  knife(g, knifeOn);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

/** Plays day 1 to night 2 with no sheriff and nobody exiled. */
function toNight2(g: ReturnType<typeof newGame>) {
  until(g, "vote");
  while (g.state.phase.kind === "vote") {
    const ph = g.state.phase;
    for (const v of [...ph.voters, ...ph.muted]) g.run({ type: "act", seat: v, act: "vote", target: null });
  }
  until(g, "night");
}

describe("dreamweaver", () => {
  it("R15: dreams every night, never himself; a dead or missing target is refused", () => {
    const g = newGame();
    expect(no(g, 7, "dream", 7)).toBe("dreamweaver.self_dream");
    expect(no(g, 7, "dream", null)).toBe("target.required");
    ok(g, [7, "dream", 5]);
  });

  it("R15: a silent dreamweaver dreams a random other living player", () => {
    const g = newGame();
    g.wait(181);
    const dream = g.state.phase.kind === "night" ? g.state.phase.acts["7"] : undefined;
    expect(dream?.[0].act).toBe("dream");
    expect(dream?.[0].target).not.toBe(7);
    replays(g);
  });

  it("000 §八(二)14: a knife on the sleepwalker is void; the witch is still told it (R15)", () => {
    const g = night1(2, 2);
    expect(alive(g, 2)).toBe(true);
    expect(told(g, "knife")[0].value).toBe(2);
  });

  it("R15: an antidote on the sleepwalker is spent and wasted; he does not die", () => {
    const g = night1(5, 5, ["save"]);
    expect(alive(g, 5)).toBe(true);
    expect(g.state.seats[3].mem.antidoteUsed).toBe(true);
  });

  it("000 §八(二)14: the poison on the sleepwalker is spent and void", () => {
    const g = night1(5, 1, ["poison", 5]);
    expect(alive(g, 5)).toBe(true);
    expect(g.state.seats[3].mem.poisonUsed).toBe(true);
  });

  it("000 §八(二)14: a knifed dreamweaver takes his sleepwalker along (cause dream)", () => {
    const g = night1(5, 7);
    expect(deaths(g)).toEqual([
      { seat: 7, at: "N1", cause: "wolf", lastWords: true },
      { seat: 5, at: "N1", cause: "dream", lastWords: true },
    ]);
    replays(g);
  });

  it("000 §八(二)14: the witch saving the dreamweaver saves both", () => {
    const g = night1(5, 7, ["save"]);
    expect(alive(g, 7) && alive(g, 5)).toBe(true);
  });

  it("000 §八(二)14: a poisoned dreamweaver dies with his sleepwalker", () => {
    const g = night1(5, null, ["poison", 7]);
    expect(deaths(g).map((d) => [d.seat, d.cause])).toEqual([
      [7, "poison"],
      [5, "dream"],
    ]);
  });

  it("000 §八(二)14: dreaming a wolf who is knifed with him — that wolf dies too", () => {
    const g = night1(3, 7);
    expect(alive(g, 3)).toBe(false);
    expect(deaths(g).find((d) => d.seat === 3)?.cause).toBe("dream");
  });

  it("000 §八(二)14: the same seat dreamed two nights running dies, and no antidote helps", () => {
    const g = night1(5, null);
    toNight2(g);
    ok(g, [7, "dream", 5]);
    knife(g, 5);
    ok(g, [4, "save"], [2, "check", 10]);
    expect(deaths(g).find((d) => d.seat === 5)).toEqual({ seat: 5, at: "N2", cause: "dream", lastWords: false });
    replays(g);
  });

  it("000 §八(二)14: a god or wolf king killed by the dream has no skill (the hunter cannot shoot)", () => {
    const g = night1(9, 7);
    expect(alive(g, 9)).toBe(false);
    expect(told(g, "shoot").find((t) => t.seat === 9)?.value).toBe(false);
    until(g, "speaking");
    expect(g.state.phase.kind).not.toBe("shot");
    expect(no(g, 9, "shoot", 3)).toBe("shoot.not_now");
  });

  it("000 §八(二)14: a night shot at the sleepwalker misses (the knifed hunter's bullet is spent)", () => {
    const g = newGame();
    ok(g, [7, "dream", 5]);
    knife(g, 9);
    ok(g, [4, "pass"], [2, "check", 3]);
    g.wait(60);
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 9 });
    ok(g, [9, "shoot", 5]);
    expect(alive(g, 5)).toBe(true);
  });

  it("R23: the knife on the last god ends the game before his dream takes the last wolf", () => {
    const g = newGame();
    // Night 2 in effect: gods 2, 4, 9 and wolves 3, 6, 12 are already out (state set by hand).
    for (const n of [2, 4, 9, 3, 6, 12]) g.state.seats[n - 1].alive = false;
    ok(g, [7, "dream", 10]);
    knife(g, 7);
    expect(g.state.winner).toBe("wolves");
    expect(alive(g, 10)).toBe(true);
  });
});
