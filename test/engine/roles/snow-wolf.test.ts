/** Snow wolf (000 §八(二)17, R14). */
import { describe, expect, it } from "vitest";
import { inWolfRoom } from "../../../src/engine/roles/index.ts";
import { alive, deaths, game, knife, no, ok, SW_DEAL, skipDay, told, until, voteAll, winnerIf } from "./kit.ts";

const BOARD = "444-snowwolf-bard";

function night1(knifeOn: number | null, witch: [string, number?] = ["pass"]) {
  const g = game(BOARD, { ...SW_DEAL });
  knife(g, knifeOn);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 6]);
  return g;
}

/** Day 1: the bard lets the result stand; `target` is exiled. */
function exile(g: ReturnType<typeof night1>, target: number) {
  until(g, "vote");
  voteAll(g, target);
  if (g.state.phase.kind === "window") ok(g, [7, "shift", null]);
}

describe("snow wolf", () => {
  it("000 §八(二)17: outside the wolves' room, no knife, no self-destruct; the seer sees a wolf", () => {
    const g = game(BOARD, { ...SW_DEAL });
    expect(inWolfRoom(g.state, g.state.seats[5])).toBe(false);
    expect(no(g, 6, "kill", 1)).toBe("knife.not_a_wolf");
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(told(g, "check")[0].value).toBe("wolf");
    until(g, "speaking");
    expect(no(g, 6, "self_destruct")).toBe("self_destruct.forbidden");
  });

  it("R18: the wolves do not know him — he is not on their side for bound votes", () => {
    const g = night1(1);
    g.state.seats[6].mem.shiftUsed = true;
    // 3 10 12 + snow wolf 6 against 2 5 11: the known wolves have 3 votes, the rest 4.
    expect(winnerIf(g, [3, 10, 12, 6, 2, 5, 11])).toBeNull();
    expect(winnerIf(g, [3, 10, 12, 2, 5])).toBe("wolves");
  });

  it("000 §八(二)17: a knife on him is a peaceful night, and the witch sees an empty knife", () => {
    const g = night1(6);
    expect(alive(g, 6)).toBe(true);
    expect(told(g, "knife")[0].value).toBeNull();
  });

  it("000 §八(二)17: the witch's poison does not kill him", () => {
    const g = night1(1, ["poison", 6]);
    expect(alive(g, 6)).toBe(true);
  });

  it("000 §八(二)17: a knifed hunter's night shot at him misses (空枪)", () => {
    const g = night1(9);
    until(g, "shot");
    ok(g, [9, "shoot", 6]);
    expect(alive(g, 6)).toBe(true);
  });

  it("000 §八(二)17: exiled by vote, he raises a blizzard — no god has a skill the next night", () => {
    const g = night1(1);
    exile(g, 6);
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "blizzard")).toBe(true);
    until(g, "night");
    expect(no(g, 2, "check", 3)).toBe("night.no_skill_tonight");
    expect(no(g, 4, "poison", 3)).toBe("night.no_skill_tonight");
    knife(g, 9);
    expect(told(g, "knife").at(-1)).toMatchObject({ at: "N2", value: null });
    expect(told(g, "shoot").at(-1)).toMatchObject({ seat: 9, at: "N2", value: false });
    until(g, "speaking");
    expect(no(g, 9, "shoot", 3)).toBe("shoot.not_now");
  });

  it("000 §八(二)17 TIPS: shot by the exiled hunter by day, he raises no blizzard", () => {
    const g = night1(1);
    exile(g, 9);
    ok(g, [9, "shoot", 6]);
    expect(alive(g, 6)).toBe(false);
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "blizzard")).toBe(false);
  });

  it("000 §八(二)17, R14: the last wolf must devour, ignoring guard and antidote; a wolf win stands", () => {
    const g = game(BOARD, { ...SW_DEAL });
    // Night 2 in effect: the other wolves and villagers 1, 5, 8 are out.
    for (const n of [3, 10, 12, 1, 5, 8]) g.state.seats[n - 1].alive = false;
    g.state.phase = { ...(g.state.phase as object), actors: [2, 4, 6] } as typeof g.state.phase;
    ok(g, [6, "devour", 11]);
    expect(g.state.winner).toBeNull();
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(deaths(g).at(-1)).toMatchObject({ seat: 11, cause: "devour" });
    expect(g.state.winner).toBe("wolves");
  });

  it("000 §八(二)17: a devour that does not win → he dies of backlash and the village wins", () => {
    const g = night1(1);
    for (const n of [3, 10, 12]) g.state.seats[n - 1].alive = false;
    skipDay(g);
    const ph = g.state.phase;
    expect(ph.kind === "night" && ph.actors.includes(6)).toBe(true);
    expect((ph as { knifeSettled: boolean }).knifeSettled).toBe(true);
    ok(g, [6, "devour", 5], [4, "pass"], [2, "check", 5]);
    expect(deaths(g).slice(-2)).toEqual([
      { seat: 5, at: "N2", cause: "devour", lastWords: false },
      { seat: 6, at: "N2", cause: "backlash", lastWords: false },
    ]);
    expect(g.state.winner).toBe("villagers");
  });

  it("000 §八(二)17: a silent last snow wolf is made to devour (法官强制)", () => {
    const g = night1(1);
    for (const n of [3, 10, 12]) g.state.seats[n - 1].alive = false;
    skipDay(g);
    ok(g, [4, "pass"], [2, "check", 5]);
    g.wait(181);
    expect(deaths(g).some((d) => d.cause === "devour")).toBe(true);
  });
});
