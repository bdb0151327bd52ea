/** Silence elder (000 §八(二)5 ①–④) — a custom board. */
import { describe, expect, it } from "vitest";
import type { Replay } from "../../../src/scenario/runner.ts";
import { alive, deal, game, knife, no, ok, skipDay, until, voteAll } from "./kit.ts";

const D = deal({ 7: "silence_elder" });

function night1(silence: number | null, knifeOn: number | null = 1) {
  const g = game("custom", D);
  ok(g, [7, "silence", silence]);
  knife(g, knifeOn);
  ok(g, [4, "pass"], [2, "check", 3]);
  return g;
}
/** Seats called to speak in today's rounds so far. */
function spoke(g: Replay, purpose: string): number[] {
  const out: number[] = [];
  for (const e of g.events)
    if (e.type === "phase_started" && e.phase.kind === "speaking" && e.phase.purpose === purpose)
      out.push(e.phase.queue[e.phase.idx]);
  return out;
}

describe("silence elder", () => {
  it("000 §八(二)5①: the silence is announced at dawn with the deaths; the silenced player skips the day's speeches", () => {
    const g = night1(5);
    until(g, "vote");
    const notice = g.events.find((e) => e.type === "public_notice" && e.kind === "silenced");
    expect(notice).toMatchObject({ seat: 5 });
    expect(spoke(g, "day")).not.toContain(5);
    expect(spoke(g, "day")).toContain(8);
  });

  it("000 §八(二)5①: the sheriff campaign is not silenced", () => {
    const g = night1(5);
    ok(g, [5, "run"], [8, "run"]);
    until(g, "withdraw");
    expect(spoke(g, "campaign")).toContain(5);
  });

  it("000 §八(二)5②: he may silence himself", () => {
    const g = night1(7);
    until(g, "vote");
    expect(spoke(g, "day")).not.toContain(7);
  });

  it("000 §八(二)5③: the silenced player who dies that day has no last words either", () => {
    const g = night1(5);
    until(g, "vote");
    voteAll(g, 5);
    expect(alive(g, 5)).toBe(false);
    until(g, "night");
    expect(spoke(g, "last_words")).not.toContain(5);
  });

  it("000 §八(二)5④: the elder dying that night does not lift the silence", () => {
    const g = night1(5, 7);
    until(g, "vote");
    expect(spoke(g, "day")).not.toContain(5);
  });

  it("000 §八(二)5: never the same seat two nights running; he may skip", () => {
    const g = night1(5);
    skipDay(g);
    expect(no(g, 7, "silence", 5)).toBe("silence.same_target_twice");
    ok(g, [7, "silence", null]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 10]);
    until(g, "vote");
    expect(g.events.filter((e) => e.type === "public_notice" && e.kind === "silenced")).toHaveLength(1);
  });
});
