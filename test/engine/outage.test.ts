/**
 * Issue 13 item 5: the bot's own `outage` ruling after a restart. Deadlines that fell inside
 * the outage reopen in full (no 黑麦 for the bot's absence); the others move by the outage, as
 * if paused when the bot left; the group is told how long the bot was away. Old logs (timers
 * without `lenMs`) still replay and get the pause-like shift.
 */
import { describe, expect, it } from "vitest";
import { fold } from "../../src/engine/evolve.ts";
import type { Replay } from "../../src/scenario/runner.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";
import { newGame, play } from "../helpers.ts";

/** A game at day 1's first campaign speech, the speaker not yet started (his no-show timer runs). */
function atFirstSpeech(): { g: Replay; speaker: number } {
  const g = newGame();
  play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
  play(g, [5, "run"], [8, "run"]);
  g.wait(90);
  const ph = g.state.phase;
  if (ph.kind !== "speaking") throw new Error(`expected a speech, got ${ph.kind}`);
  return { g, speaker: ph.queue[ph.idx] };
}

describe("the bot's outage (issue 13 item 5)", () => {
  it("a no-show deadline that fell inside the outage reopens in full: same speaker, no 黑麦", () => {
    const { g, speaker } = atFirstSpeech();
    const noshow = g.state.timers.find((t) => t.kind === "noshow");
    expect(noshow?.lenMs).toBeGreaterThan(0);
    // 50 s into the turn the bot goes away for 10 minutes: nothing fires meanwhile.
    g.nowMs += 650_000;
    expect(g.run({ type: "judge", ruling: "outage", seconds: 600 })).toBeNull();
    const after = g.state.timers.find((t) => t.kind === "noshow");
    expect(after?.dueMs).toBe(g.nowMs + (noshow?.lenMs ?? 0));
    expect(after?.id).not.toBe(noshow?.id);
    g.wait(((noshow?.lenMs ?? 0) - 1000) / 1000);
    const ph = g.state.phase;
    expect(ph.kind === "speaking" ? ph.queue[ph.idx] : 0).toBe(speaker);
    expect(g.state.seats[speaker - 1].noShows).toBe(0);
    // Without the ruling the same absence is a no-show (the control).
    const c = atFirstSpeech();
    c.g.wait(600);
    expect(c.g.state.seats[c.speaker - 1].noShows).toBe(1);
  });

  it("a deadline still ahead moves by the outage; the group is told how long the bot was away; the log replays", () => {
    const g = newGame();
    const knife = g.state.timers.find((t) => t.kind === "knife");
    g.nowMs += 60_000;
    const before = g.state;
    expect(g.run({ type: "judge", ruling: "outage", seconds: 60 })).toBeNull();
    expect(g.state.timers.find((t) => t.kind === "knife")?.dueMs).toBe((knife?.dueMs ?? 0) + 60_000);
    const e = g.events.at(-2);
    expect(e).toMatchObject({ type: "judge_acted", ruling: "outage", seconds: 60 });
    const text = narrate(before, e as never, g.state)
      .map((m) => m.text)
      .join("\n");
    expect(text).toContain("法官机器人刚才离线了约1分钟");
    expect(fold(JSON.parse(JSON.stringify(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
    expect(g.run({ type: "judge", ruling: "outage", seconds: 0 })?.code).toBe("judge.seconds");
  });

  it("a paused game loses nothing: the outage is only noted; timers of an old log (no lenMs) get the shift", () => {
    const g = newGame();
    expect(g.run({ type: "judge", ruling: "pause" })).toBeNull();
    g.nowMs += 100_000;
    expect(g.run({ type: "judge", ruling: "outage", seconds: 100 })).toBeNull();
    expect(g.state.paused).not.toBeNull();
    const old = newGame();
    old.state.timers = old.state.timers.map(({ lenMs: _, ...t }) => t);
    const knife = old.state.timers.find((t) => t.kind === "knife");
    old.nowMs = (knife?.dueMs ?? 0) + 10_000;
    expect(old.run({ type: "judge", ruling: "outage", seconds: 20 })).toBeNull();
    expect(old.state.timers.find((t) => t.kind === "knife")?.dueMs).toBe((knife?.dueMs ?? 0) + 20_000);
  });
});
