/**
 * The judge's controls (法官最大, 000 §二) and automatic rulings (000 §九2-3): each is a
 * `judge_acted` event followed by its effects, and the game replays exactly from its events.
 */
import { describe, expect, it } from "vitest";
import { fold } from "../../src/engine/evolve.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import type { Replay } from "../../src/scenario/runner.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";
import { GUARD_DEAL, newGame, play } from "../helpers.ts";

function judge(g: Replay, cmd: Omit<Extract<Command, { type: "judge" }>, "type">) {
  return g.run({ type: "judge", ...cmd });
}
const due = (s: GameState, kind: string, seat?: number) =>
  s.timers.find((t) => t.kind === kind && (seat === undefined || t.seat === seat))?.dueMs;

describe("000 §二 judge controls", () => {
  it("pause stops every deadline and refuses acts; resume gives back the time that was left", () => {
    const g = newGame();
    g.wait(100);
    const knifeDue = due(g.state, "knife");
    expect(judge(g, { ruling: "pause" })).toBeNull();
    expect(g.state.timers).toEqual([]);
    expect(g.run({ type: "act", seat: 2, act: "check", target: 3 })?.code).toBe("game.paused");
    expect(judge(g, { ruling: "warn", seat: 5 })?.code).toBe("judge.paused");
    g.wait(1000); // nothing fires while paused
    expect(g.state.phase.kind).toBe("night");
    expect(judge(g, { ruling: "resume" })).toBeNull();
    expect(due(g.state, "knife")).toBe((knifeDue ?? 0) + 1000 * 1000);
    // The nudge 30 s before the knife deadline is re-derived from the moved deadline.
    expect(due(g.state, "nudge")).toBeLessThanOrEqual((knifeDue ?? 0) + 1000 * 1000 - 30_000);
    expect(judge(g, { ruling: "resume" })?.code).toBe("judge.not_paused");
  });

  it("extend moves every pending deadline later under a new id; bad lengths are refused", () => {
    const g = newGame();
    const before = g.state.timers.filter((t) => t.kind !== "nudge");
    expect(judge(g, { ruling: "extend", seconds: 0 })?.code).toBe("judge.seconds");
    expect(judge(g, { ruling: "extend", seconds: 601 })?.code).toBe("judge.seconds");
    expect(judge(g, { ruling: "extend", seconds: 60 })).toBeNull();
    const after = g.state.timers.filter((t) => t.kind !== "nudge");
    expect(after.map((t) => t.dueMs)).toEqual(before.map((t) => t.dueMs + 60_000));
    expect(after.some((t) => before.some((b) => b.id === t.id))).toBe(false);
  });

  it("skip ends the current speaker's turn with no no-show", () => {
    const g = newGame();
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
    play(g, [5, "run"], [8, "run"]);
    g.wait(90);
    const ph = g.state.phase;
    expect(ph.kind).toBe("speaking");
    const speaker = ph.kind === "speaking" ? ph.queue[ph.idx] : 0;
    expect(judge(g, { ruling: "skip" })).toBeNull();
    const next = g.state.phase;
    expect(next.kind === "speaking" ? next.queue[next.idx] : 0).not.toBe(speaker);
    expect(g.state.seats[speaker - 1].noShows).toBe(0);
  });

  it("issue 15 item 6, R5: a night-1 dead seat not yet announced is warned like a living one; the third warning is a void boom (R7); once announced, seat.dead", () => {
    const g = newGame();
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
    play(g, [1, "run"], [8, "run"]);
    g.wait(90);
    expect(g.state.phase.kind).toBe("speaking");
    expect(g.state.seats[0]).toMatchObject({ alive: false, announced: false });
    expect(judge(g, { ruling: "warn", seat: 1 })).toBeNull();
    expect(judge(g, { ruling: "warn", seat: 1 })).toBeNull();
    expect(g.state.seats[0].warnings).toBe(2);
    expect(judge(g, { ruling: "rule_self_destruct", seat: 1 })?.code).toBe("seat.dead");
    const n = g.events.length;
    expect(judge(g, { ruling: "warn", seat: 1 })).toBeNull();
    expect(g.events.slice(n).map((e) => e.type)).toContain("self_destructed");
    expect(g.events.slice(n).find((e) => e.type === "self_destructed")).toMatchObject({ seat: 1, valid: false });
    expect(g.state.seats.filter((x) => !x.alive).map((x) => x.seat)).toEqual([1]);
    for (let i = 0; i < 40 && !g.state.seats[0].announced; i++) g.wait(30);
    expect(g.state.seats[0].announced).toBe(true);
    expect(judge(g, { ruling: "warn", seat: 1 })?.code).toBe("seat.dead");
  });

  it("skip outside a speech is refused", () => {
    expect(judge(newGame(), { ruling: "skip" })?.code).toBe("judge.nothing_to_skip");
  });

  it("000 §九4① correct: the judge replaces a guard's act before the night resolves, memory restored", () => {
    const g = newGame("444-guard-wolfking", GUARD_DEAL);
    play(g, [6, "guard", 5]);
    expect(g.state.seats[5].mem.guardTarget).toBe(5);
    expect(judge(g, { ruling: "correct", seat: 6, act: "guard", target: 8 })).toBeNull();
    expect(g.state.seats[5].mem.guardTarget).toBe(8);
    const ph = g.state.phase;
    expect(ph.kind === "night" ? ph.acts["6"] : null).toEqual([
      { act: "guard", target: 8, prev: { guardNight: null, guardTarget: null } },
    ]);
  });

  it("the witch's potion taken back by a correction is hers again", () => {
    const g = newGame();
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "save"]);
    expect(g.state.seats[3].mem.antidoteUsed).toBe(true);
    expect(judge(g, { ruling: "correct", seat: 4, act: "poison", target: 6 })).toBeNull();
    expect(g.state.seats[3].mem.antidoteUsed).toBeFalsy();
    expect(g.state.seats[3].mem.poisonUsed).toBe(true);
  });

  it("000 §九4① correct replaces a cast ballot before the vote closes", () => {
    const g = newGame();
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
    play(g, [2, "run"], [9, "run"]);
    g.wait(90);
    play(g, [2, "end_speech"], [9, "end_speech"]);
    g.wait(30);
    expect(g.state.phase.kind).toBe("vote");
    play(g, [1, "vote", 2]);
    expect(judge(g, { ruling: "correct", seat: 1, act: "vote", target: 9 })).toBeNull();
    const ph = g.state.phase;
    expect(ph.kind === "vote" ? ph.ballots["1"] : undefined).toBe(9);
    expect(judge(g, { ruling: "correct", seat: 1, act: "vote", target: 5 })?.code).toBe("vote.not_a_candidate");
    expect(ph.kind === "vote" ? ph.ballots["1"] : undefined).toBe(9);
  });

  it("void ends the game with no winner", () => {
    const g = newGame();
    expect(judge(g, { ruling: "void" })).toBeNull();
    expect(g.state.phase.kind).toBe("ended");
    expect(g.state.winner).toBeNull();
    expect(g.state.voided).toBe(true);
  });

  it("000 §九3 wolves talking after dawn: warning, then one random wolf out, then all wolves out", () => {
    const g = newGame();
    expect(judge(g, { ruling: "wolf_talk", seat: 3 })).toBeNull();
    expect(g.state.seats.filter((x) => !x.alive)).toEqual([]);
    expect(judge(g, { ruling: "wolf_talk", seat: 3 })).toBeNull();
    const out = g.state.seats.filter((x) => !x.alive);
    expect(out).toHaveLength(1);
    expect([3, 6, 10, 12]).toContain(out[0].seat);
    expect(judge(g, { ruling: "wolf_talk", seat: 3 })).toBeNull();
    expect(g.state.winner).toBe("villagers");
  });

  it("every judge action replays exactly from the event log", () => {
    const g = newGame();
    judge(g, { ruling: "extend", seconds: 30 });
    judge(g, { ruling: "pause" });
    g.wait(10);
    judge(g, { ruling: "resume" });
    judge(g, { ruling: "wolf_talk", seat: 6 });
    expect(JSON.parse(JSON.stringify(fold(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
    expect(g.events.filter((e) => e.type === "judge_acted")).toHaveLength(4);
  });
});

describe("nudges: 30 s before a deadline the bot reminds whoever must act", () => {
  it("a guard who has not acted is nudged by DM 30 s before the 180 s window closes, and only him", () => {
    const g = newGame("444-guard-wolfking", GUARD_DEAL);
    const n = g.events.length;
    g.wait(150);
    const nudged = g.events.slice(n).filter((e) => e.type === "nudged");
    expect(nudged).toContainEqual(expect.objectContaining({ for: "skill", seat: 6 }));
    const before = fold(g.events.slice(0, n));
    const msgs = nudged.flatMap((e) => narrate(before, e, g.state));
    expect(msgs.find((m) => m.to.kind === "seat" && m.to.seat === 6)?.text).toContain("30秒");
    expect(msgs.every((m) => m.to.kind !== "group")).toBe(true);
  });

  it("an actor who acted loses his nudge with his window", () => {
    const g = newGame("444-guard-wolfking", GUARD_DEAL);
    play(g, [6, "guard", 5]);
    expect(g.state.timers.some((t) => t.kind === "nudge" && t.seat === 6)).toBe(false);
  });
});
