/** Wild child (000 §八(二)7 ①–④, §七6, R17, R19). */
import { describe, expect, it } from "vitest";
import { campOf } from "../../../src/engine/camps.ts";
import { liveSpec } from "../../../src/engine/roles/index.ts";
import { gamePoints } from "../../../src/ranked/points.ts";
import { narrateText as narrate } from "../../../src/voice/narrate.ts";
import { alive, deal, deaths, game, knife, mem, no, ok, replays, told, until, voteAll, winnerIf } from "./kit.ts";

const BOARD = "3441-wildchild";
/** 3441-wildchild: wolves 3 6 12, seer 2, witch 4, idiot 7, hunter 9, wild child 10. */
const DEAL = deal({ 10: "wild_child" });

function night1(model: number, knifeOn: number | null) {
  const g = game(BOARD, { ...DEAL });
  ok(g, [10, "model", model]);
  knife(g, knifeOn);
  ok(g, [4, "pass"], [2, "check", 10]);
  return g;
}
const turned = (g: ReturnType<typeof night1>) => mem(g, 10).turned === true;
const team = (g: ReturnType<typeof night1>) => liveSpec(g.state, g.state.seats[9]).team;

describe("wild child", () => {
  it("000 §八(二)7: picks a model on night 1, never himself; the seer sees him as good", () => {
    const g = game(BOARD, { ...DEAL });
    expect(no(g, 10, "model", 10)).toBe("wild_child.self_model");
    ok(g, [10, "model", 5]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 10]);
    expect(told(g, "check")[0].value).toBe("good");
    expect(mem(g, 10).model).toBe(5);
  });

  it("000 §八(二)7: a silent wild child is given a random model (he must choose one)", () => {
    const g = game(BOARD, { ...DEAL });
    g.wait(181);
    expect(typeof mem(g, 10).model).toBe("number");
    expect(mem(g, 10).model).not.toBe(10);
    replays(g);
  });

  it("000 §八(二)7②: model dead at night → wolf from the dawn announcement, knifes from the next night", () => {
    const g = night1(5, 5);
    expect(turned(g)).toBe(false);
    until(g, "speaking");
    expect(turned(g)).toBe(true);
    expect(told(g, "turned")).toEqual([{ seat: 10, at: "D1", kind: "turned", value: true }]);
    expect(team(g)).toBe("wolf");
    replays(g);
  });

  it("000 §八(二)7②, R17: model exiled by day → wolf that night, joins its knife", () => {
    const g = night1(5, 1);
    until(g, "vote");
    voteAll(g, 5);
    expect(alive(g, 5)).toBe(false);
    expect(turned(g)).toBe(false);
    until(g, "night");
    expect(turned(g)).toBe(true);
    ok(g, [3, "kill", 8], [6, "kill", 8], [12, "kill", 8]);
    expect((g.state.phase as { knifeSettled: boolean }).knifeSettled).toBe(false);
    ok(g, [10, "kill", 8]);
    expect((g.state.phase as { knifeSettled: boolean }).knifeSettled).toBe(true);
    replays(g);
  });

  it("000 §八(二)7①, §八(一)4: the turned wild child is added to the wolves' room, announced there and told his teammates", () => {
    const g = night1(5, 5);
    const before = structuredClone(g.state);
    until(g, "speaking");
    const e = g.events.find((x) => x.type === "told" && x.kind === "turned");
    if (!e) throw new Error("not turned");
    const msgs = narrate(before, e, g.state);
    expect(msgs.map((m) => m.to.kind)).toEqual(["seat", "wolves", "wolves", "seat"]);
    expect(msgs[1].op).toEqual({ kind: "add", seat: e.type === "told" ? e.seat : 0 });
    expect(msgs[3].text).toContain("狼队友");
  });

  it("000 §八(二)7③: a model death that wins for the village ends the game; the wild child shares it", () => {
    const g = game(BOARD, { ...DEAL });
    // Only wolf 12 is left besides the village; the wild child's model is that wolf.
    for (const n of [3, 6]) g.state.seats[n - 1].alive = false;
    ok(g, [10, "model", 12]);
    knife(g, 1);
    ok(g, [4, "poison", 12], [2, "check", 1]);
    expect(g.state.winner).toBe("villagers");
    expect(turned(g)).toBe(false);
    expect(gamePoints(g.state)["10"]).toBe(2);
  });

  it("000 §八(二)7③: a model death that wins for the wolves ends it; the wild child loses with the village", () => {
    const g = game(BOARD, { ...DEAL });
    for (const n of [1, 5, 8]) g.state.seats[n - 1].alive = false;
    ok(g, [10, "model", 11]);
    knife(g, 11);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(g.state.winner).toBe("wolves");
    expect(gamePoints(g.state)["10"]).toBeUndefined();
  });

  it("000 §八(二)7④: dead before his model, he stays village for good", () => {
    const g = night1(5, 10);
    expect(alive(g, 10)).toBe(false);
    until(g, "vote");
    voteAll(g, 5);
    until(g, "night");
    expect(turned(g)).toBe(false);
    expect(campOf(g.state, g.state.seats[9])).toBe("villagers");
  });

  it("000 §七6: a turned wild child shares the wolves' win", () => {
    const g = night1(5, 5);
    until(g, "speaking");
    const s = structuredClone(g.state);
    s.winner = "wolves";
    expect(gamePoints(s)).toMatchObject({ "3": 3, "6": 3, "10": 3, "12": 3 });
  });

  it("R17: the wild child counts as neither god nor villager for side-kill", () => {
    const g = night1(5, 1);
    expect(winnerIf(g, [3, 2, 10])).toBe("wolves");
    expect(winnerIf(g, [3, 2, 5, 10])).toBeNull();
  });

  it("R19: an unturned wild child's boom is drowned and flipped, the day goes on; turned, it is a wolf's boom", () => {
    const g = night1(5, 1);
    until(g, "speaking");
    ok(g, [10, "self_destruct"]);
    expect(deaths(g).find((d) => d.seat === 10)?.cause).toBe("drowned");
    expect(g.state.phase.kind).toBe("speaking");

    const h = night1(5, 5);
    until(h, "speaking");
    ok(h, [10, "self_destruct"]);
    expect(deaths(h).find((d) => d.seat === 10)?.cause).toBe("self_destruct");
    expect(h.state.seats[9].penalty).toBeNull();
  });
});
