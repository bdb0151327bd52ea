/**
 * forum-25 roles' hooks (004 3L; F9, F11, F12, F13, F15): the king's 冲锋 lost, the cub's second
 * kill, the servant's inheritance, a wolf lover outside the group, a lover sister. FX-1 deal (kit).
 */
import { describe, expect, it } from "vitest";
import { forumCamp, forumKnives, inWolfGroup } from "../../../src/engine/camps.ts";
import { hasStatus } from "../../../src/engine/statuses.ts";
import type { Replay } from "../../../src/scenario/runner.ts";
import { at, forumGame, no, ok } from "./kit.ts";

const seat = (g: Replay, n: number) => g.state.seats[n - 1];
const deaths = (g: Replay) => g.state.record.deaths.map((d) => [d.seat, d.cause]);

/** Every living knife names `target` (`value` 2: the second group kill). */
function groupKill(g: Replay, target: number, value?: number): void {
  for (const w of forumKnives(g.state)) ok(g, w, "kill", target, value);
}

/** Day n: everyone abstains but the sisters, who name 11; 15 and 21 name 15: a 2–2 tie, nobody out. */
function quietDay(g: Replay, n: number): void {
  at(g, `D${n} 10:00`);
  for (const x of g.state.seats.filter((y) => y.alive))
    ok(g, x.seat, "vote", x.seat === 6 || x.seat === 19 ? 11 : x.seat === 15 || x.seat === 21 ? 15 : null);
}

describe("forum-25 role hooks", () => {
  it("004 3L 狼王: a group member out (not by a red card) ends 冲锋 for the next nights", () => {
    const g = forumGame();
    at(g, "N1 21:35");
    ok(g, 10, "poison", 9);
    at(g, "N1 22:00");
    expect(deaths(g)).toEqual([[9, "poison"]]);
    expect(hasStatus(seat(g, 5), "no_charge")).toBe(true);
    quietDay(g, 2);
    at(g, "N2 21:05");
    expect(no(g, 5, "charge", 1)).toBe("night.no_skill_tonight");
  });

  it("F11 幼狼 激励: out at night, the next night has a second group kill, agreed apart", () => {
    const g = forumGame();
    at(g, "N1 21:35");
    ok(g, 10, "poison", 13);
    at(g, "N1 22:00");
    quietDay(g, 2);
    at(g, "N2 21:05");
    groupKill(g, 1);
    groupKill(g, 4, 2);
    at(g, "N2 22:00");
    expect(deaths(g).slice(1)).toEqual([
      [1, "wolf"],
      [4, "wolf"],
    ]);
    quietDay(g, 3);
    at(g, "N3 21:05");
    expect(no(g, 2, "kill", 8, 2)).toBe("kill.no_second_kill");
  });

  it("F12: the servant takes his master's card and skills when the master goes out", () => {
    const g = forumGame();
    at(g, "S 21:00");
    ok(g, 22, "serve", 3);
    at(g, "N1 21:05");
    groupKill(g, 3);
    at(g, "N1 22:00");
    expect(seat(g, 22).role).toBe("seer");
    expect(g.state.record.told.some((t) => t.seat === 22 && t.kind === "inherited" && t.value === "seer")).toBe(true);
    quietDay(g, 2);
    at(g, "N2 21:05");
    ok(g, 22, "check", 2);
  });

  it("F9: a wolf lover of a villager leaves the group and its kill; the villager lover is wolf camp", () => {
    const g = forumGame();
    at(g, "S 21:00");
    ok(g, 16, "link", [2, 1]);
    expect(inWolfGroup(g.state, seat(g, 2))).toBe(false);
    expect(forumCamp(g.state, seat(g, 1))).toBe("wolves");
    expect(forumCamp(g.state, seat(g, 16))).toBe("wolves");
    at(g, "N1 21:05");
    expect(no(g, 2, "kill", 4)).toBe("knife.not_a_wolf");
    ok(g, 3, "check", 1);
    at(g, "N1 22:00");
    expect(g.state.record.told.filter((t) => t.kind === "check").map((t) => t.value)).toEqual(["not_village"]);
  });

  it("F13: the sisters start with 默契; a lover sister ends it for both", () => {
    const g = forumGame();
    expect(hasStatus(seat(g, 6), "tacit") && hasStatus(seat(g, 19), "tacit")).toBe(true);
    at(g, "S 21:00");
    ok(g, 16, "link", [6, 1]);
    expect(hasStatus(seat(g, 6), "tacit") || hasStatus(seat(g, 19), "tacit")).toBe(false);
  });
});
