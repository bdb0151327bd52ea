/** Hidden wolf (000 §八(二)3, §八(七)4, R19) — a custom board. */
import { describe, expect, it } from "vitest";
import { campOf } from "../../../src/engine/camps.ts";
import { inWolfRoom } from "../../../src/engine/roles/index.ts";
import { alive, deal, deaths, game, knife, no, ok, until, voteAll, winnerIf } from "./kit.ts";

/** Wolves 3 6 10, hidden wolf 12, bear tamer 7 (neighbours 6 and 8). */
const D = deal({ 12: "hidden_wolf", 7: "bear_tamer" });

function night1(check: number) {
  const g = game("custom", D);
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", check]);
  return g;
}

describe("hidden wolf", () => {
  it("000 §八(二)3: no knife, and he does not open his eyes with the wolves", () => {
    const g = game("custom", D);
    expect(no(g, 12, "kill", 1)).toBe("knife.not_a_wolf");
    expect(inWolfRoom(g.state, g.state.seats[11])).toBe(false);
    ok(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1]);
    expect((g.state.phase as { knifeSettled: boolean }).knifeSettled).toBe(true);
  });

  it("000 §八(二)3: the seer sees him as good", () => {
    expect(night1(12).state.record.told.find((t) => t.kind === "check")?.value).toBe("good");
  });

  it("000 §八(二)3: the bear tamer's bear does not roar at him", () => {
    const g = game("custom", deal({ 8: "hidden_wolf", 6: "villager", 12: "werewolf", 7: "bear_tamer" }));
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "speaking");
    expect(g.events.find((e) => e.type === "public_notice" && e.kind === "roar")).toMatchObject({ value: false });
  });

  it("000 §八(二)3: he wins with the wolves", () => {
    const g = night1(3);
    expect(campOf(g.state, g.state.seats[11])).toBe("wolves");
    expect(winnerIf(g, [12, 2, 4, 5])).toBeNull();
    expect(winnerIf(g, [3, 12, 2, 4, 9, 7])).toBe("wolves");
  });

  it("000 §八(二)3: when the last other wolf is out he is out too, and the village wins", () => {
    const g = night1(3);
    for (const n of [3, 6]) g.state.seats[n - 1].alive = false;
    until(g, "vote");
    voteAll(g, 10);
    expect(alive(g, 12)).toBe(false);
    expect(deaths(g).at(-1)).toMatchObject({ seat: 12, cause: "backlash" });
    expect(g.state.winner).toBe("villagers");
  });

  it("000 §八(七)4, R19: his boom is drowned and flipped; the day goes on", () => {
    const g = night1(3);
    until(g, "speaking");
    ok(g, [12, "self_destruct"]);
    expect(deaths(g).at(-1)).toMatchObject({ seat: 12, cause: "drowned", lastWords: false });
    expect(g.state.phase.kind).toBe("speaking");
  });
});
