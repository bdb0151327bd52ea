/**
 * forum-25 night side (F8, F11, F14–F17, F21): the acts and their deadlines, the effects pipeline
 * (effects.ts) and the statuses it reads, on the FX-1 deal: wolves 2, 5 (king), 9, 13 (cub), 18,
 * 23; seer 3, guard 7, witch 10, devotee 12, hunter 14, cupid 16, chief 17, idiot 20, servant 22.
 */
import { describe, expect, it } from "vitest";
import { effectiveTargets, shielded } from "../../../src/engine/flow/effects.ts";
import { FORUM_25, RANKED_S7 } from "../../../src/engine/rulesets/index.ts";
import { hasStatus } from "../../../src/engine/statuses.ts";
import type { Attack } from "../../../src/engine/types.ts";
import { campsLost, forumWinner } from "../../../src/engine/win/forum-25.ts";
import type { Replay } from "../../../src/scenario/runner.ts";
import { at, forumGame, no, ok } from "./kit.ts";

const WOLVES = [2, 5, 9, 13, 18, 23];

function groupKill(g: Replay, target: number, value?: number): void {
  for (const w of WOLVES) if (g.state.seats[w - 1].alive) ok(g, w, "kill", target, value);
}

/**
 * Day n with a ballot from every living voter and nobody out: the sisters both name the first
 * sister, four others name two of them in pairs (a tie of twos, F5), the rest abstain; no card is
 * due (F2, F13).
 */
function quietDay(g: Replay, n: number): void {
  at(g, `D${n} 10:00`);
  const living = g.state.seats.filter((x) => x.alive && x.mem.revealed !== true).map((x) => x.seat);
  const sisters = living.filter((x) => hasStatus(seat(g, x), "tacit"));
  const others = living.filter((x) => !sisters.includes(x) && x !== g.state.sheriff);
  for (const v of living) {
    const i = others.indexOf(v);
    const target = sisters.includes(v) ? sisters[0] : i >= 0 && i < 4 ? others[i - (i % 2)] : null;
    ok(g, v, "vote", target);
  }
}

const deaths = (g: Replay) => g.state.record.deaths.map((d) => [d.seat, d.cause]);
const seat = (g: Replay, n: number) => g.state.seats[n - 1];

describe("forum-25 night acts (F11, F14, F16, F17)", () => {
  it("F11: night acts only until close + 30; the witch only from close + 30 to close + 60", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    expect(no(g, 10, "save", 3)).toBe("witch.not_yet");
    groupKill(g, 3);
    at(g, "N1 21:31");
    expect(no(g, 2, "kill", 4)).toBe("night.deadline_passed");
    expect(no(g, 7, "guard", 4)).toBe("night.deadline_passed");
    expect(no(g, 14, "shoot", 4)).toBe("night.deadline_passed");
    ok(g, 10, "save", 3);
    expect(no(g, 10, "poison", 4)).toBe("night.already_acted");
    at(g, "N1 22:01");
    expect(no(g, 10, "pass")).toBe("night.deadline_passed");
    expect(deaths(g)).toEqual([]);
  });

  it("F11: kill and charge may be sent again, the last counting; guard, check, adore once a night", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    groupKill(g, 3);
    ok(g, 23, "kill", 4);
    ok(g, 23, "kill", 3);
    ok(g, 5, "charge", 24);
    ok(g, 5, "charge", 25);
    ok(g, 7, "guard", 1);
    expect(no(g, 7, "guard", 4)).toBe("night.already_acted");
    ok(g, 12, "adore", 1);
    // 爱慕 is once a game (F14): spent, he has no adore left tonight or later.
    expect(no(g, 12, "adore", 4)).toBe("night.no_skill_tonight");
    at(g, "N1 21:30");
    expect(g.state.record.told.filter((t) => t.kind === "knife").map((t) => t.value)).toEqual([[3, 25]]);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([
      [25, "charge"],
      [3, "wolf"],
    ]);
  });

  it("F11: a group kill needs every living member's last proposal on the same seat; a second kill only after the cub", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    groupKill(g, 3);
    ok(g, 18, "kill", 4);
    expect(no(g, 2, "kill", 4, 2)).toBe("kill.no_second_kill");
    expect(no(g, 3, "kill", 4)).toBe("knife.not_a_wolf");
    at(g, "N1 21:30");
    expect(g.state.phase.kind === "forum_night" && g.state.phase.killTarget).toBe(null);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([]);
  });

  it("F17: the guard blocks the kill and the charge, not the poison; never the same seat two nights running", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    ok(g, 7, "guard", 4);
    groupKill(g, 4);
    ok(g, 5, "charge", 4);
    at(g, "N1 21:35");
    ok(g, 10, "poison", 1);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([[1, "poison"]]);
    quietDay(g, 2);
    // The night's protection is a status that expires with the night.
    expect(hasStatus(seat(g, 4), "guarded")).toBe(false);
    at(g, "N2 21:05");
    expect(no(g, 7, "guard", 4)).toBe("guard.same_target_twice");
    ok(g, 7, "guard", 7);
  });

  it("F21: the seer is told by camp at the resolution, even killed that night", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    ok(g, 3, "check", 5);
    groupKill(g, 3);
    at(g, "N1 21:30");
    expect(g.state.record.told.some((t) => t.kind === "check")).toBe(false);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([[3, "wolf"]]);
    expect(g.state.record.told.filter((t) => t.kind === "check").map((t) => t.value)).toEqual(["not_village"]);
  });

  it("F16: a standing shot is his own to change, never himself; fired when he goes out at night", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    expect(no(g, 14, "shoot", 14)).toBe("hunter.self");
    expect(no(g, 4, "shoot", 1)).toBe("act.not_yours");
    ok(g, 14, "shoot", 1);
    ok(g, 14, "shoot", 2);
    groupKill(g, 14);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([
      [14, "wolf"],
      [2, "shot"],
    ]);
  });
});

describe("the effects pipeline (effects.ts)", () => {
  it("F15: an unspent 长生 absorbs the first 指杀 naming the chief, guarded or not; poison is not a 指杀", () => {
    const g = forumGame();
    const s = g.state;
    expect(hasStatus(seat(g, 17), "longevity")).toBe(true);
    const pointed = (kind: Attack["kind"], target: number): Attack => ({
      kind,
      target,
      source: null,
      cause: "wolf",
      damage: "pointed",
    });
    expect(effectiveTargets(s, [pointed("kill", 17)])).toEqual([]);
    expect(effectiveTargets(s, [pointed("charge", 17), pointed("kill", 17)])).toEqual([17]);
    const poison: Attack = { kind: "poison", target: 17, source: 10, cause: "poison", damage: "lethal" };
    expect(effectiveTargets(s, [poison])).toEqual([17]);
  });

  it("protections, cancelling each other by ruleset data (同守同救 000 §八(二)13; not forum-25, F11)", () => {
    const g = forumGame();
    const x = structuredClone(seat(g, 4));
    const knife: Attack = { kind: "knife", target: 4, source: null, cause: "wolf", damage: "pointed" };
    const poison: Attack = { kind: "poison", target: 4, source: 10, cause: "poison", damage: "lethal" };
    x.statuses = [{ id: "guarded", untilLabel: "N1" }];
    expect(shielded(RANKED_S7, x, knife)).toBe(true);
    expect(shielded(RANKED_S7, x, poison)).toBe(false);
    x.statuses.push({ id: "saved", untilLabel: "N1" });
    expect(shielded(RANKED_S7, x, knife)).toBe(false);
    expect(shielded(FORUM_25, x, knife)).toBe(true);
  });

  it("F14: the devotee goes out in his beloved's place; hit himself the same night, he cannot", () => {
    const g = forumGame();
    at(g, "N1 21:05");
    ok(g, 12, "adore", 1);
    quietDay(g, 2);
    at(g, "N2 21:05");
    groupKill(g, 1);
    at(g, "N2 22:00");
    expect(deaths(g)).toEqual([[12, "devotion"]]);
    expect(seat(g, 1).alive).toBe(true);
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "devotion" && e.value === 1)).toBe(true);

    const h = forumGame();
    at(h, "N1 21:05");
    ok(h, 12, "adore", 1);
    groupKill(h, 1);
    at(h, "N1 21:35");
    ok(h, 10, "poison", 12);
    at(h, "N1 22:00");
    expect(deaths(h)).toEqual([
      [1, "wolf"],
      [12, "poison"],
    ]);
  });

  it("F15: the chief poisoned curses the village camp: the witch is told nothing, the guard cannot guard", () => {
    const g = forumGame();
    at(g, "N1 21:35");
    ok(g, 10, "poison", 17);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([[17, "poison"]]);
    for (const n of [3, 7, 10, 14, 12]) expect(hasStatus(seat(g, n), "cursed"), `seat ${n}`).toBe(true);
    expect(hasStatus(seat(g, 2), "cursed")).toBe(false);
    quietDay(g, 2);
    at(g, "N2 21:05");
    expect(no(g, 7, "guard", 1)).toBe("night.skills_lost");
    groupKill(g, 1);
    at(g, "N2 21:30");
    expect(g.state.record.told.filter((t) => t.kind === "knife").map((t) => t.value)).toEqual([[], null]);
  });

  it("F10: the win is checked after each death and stops the chain (the charge's lover never follows)", () => {
    const g = forumGame();
    // Leave the wolves one short of half: 6 wolves, 13 alive after the removals below.
    const s = g.state;
    for (const n of [1, 4, 8, 11, 15, 21, 25, 3, 6, 19, 22, 16]) s.seats[n - 1].alive = false;
    // Lovers 24 and 12: the charge on 24 makes the wolves half of the living at once.
    s.seats[23].mem.lover = 12;
    s.seats[11].mem.lover = 24;
    expect(forumWinner(s)).toBe(null);
    at(g, "N1 21:05");
    ok(g, 5, "charge", 24);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([[24, "charge"]]);
    expect(g.state.winner).toBe("wolves");
    expect(seat(g, 12).alive).toBe(true);
  });

  it("F10: the village loses with its six specials out, a servant who inherited one not counting", () => {
    const g = forumGame();
    const s = structuredClone(g.state);
    for (const n of [3, 10, 17, 7, 12, 20]) s.seats[n - 1].alive = false;
    expect(campsLost(s)).toEqual(["villagers"]);
    s.seats[21].role = "seer";
    expect(campsLost(s)).toEqual(["villagers"]);
    s.seats[2].alive = true;
    expect(campsLost(s)).toEqual([]);
  });
});
