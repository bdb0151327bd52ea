/**
 * Issue 27 item 5: what a forum-hk playground seat owes (`dueOf` → `hkDueOf`), on HX-3's deal cut at
 * chosen moments. 开局's skills (HK131), tonight's skills with seat buttons the engine accepts (HK9;
 * the penguin never offered last night's seat, HK98), no group kill on night 1 (HK69) and one on
 * night 2 (HK70), today's ballot with its cost (HK59, HK63) and nothing once it is posted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario, type Scenario } from "../../src/scenario/schema.ts";
import { dueIn, dueOf as dueMsg } from "../../src/web/play-pace.ts";

/** What the seat is awaited for, as its 简体 page reads it. */
const dueOf = (...a: Parameters<typeof dueMsg>) => {
  const d = dueMsg(...a);
  return d && dueIn(d, "zh-Hans");
};

const HX3: Scenario = parseScenario(
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "shared", "scenarios", "HX-3.json"), "utf8")),
);

/** HX-3 played through its first `n` steps, then the clock moved to `at` (a step label and time). */
function at(n: number, time: string): GameState {
  const sc = { ...HX3, steps: [...HX3.steps.slice(0, n), { at: time }] } as Scenario;
  return runScenario(sc).replay.state;
}

/** A case of ours played to `time` after its first `n` steps. */
function caseAt(file: string, n: number, time: string): GameState {
  const sc = parseScenario(JSON.parse(readFileSync(join(import.meta.dirname, "..", "scenarios", "hk", file), "utf8")));
  return runScenario({ ...sc, steps: [...sc.steps.slice(0, n), { at: time }] } as Scenario).replay.state;
}

describe("a forum-hk seat's due (issue 27 item 5)", () => {
  it("a skill of any time (the gardener's rose, HK113) is offered when nothing is owed, owing nothing; gone once used", () => {
    const file = "HK113-gardener-rose-at-night-last-one-counts-told-at-block-a.json";
    const before = caseAt(file, 0, "N1 21:20");
    const d = dueOf(before, 5);
    expect(d).toMatchObject({ anytime: true, where: "dm", aim: { label: "玫瑰", text: "玫瑰 {n}号" } });
    expect(d?.miss).toBeUndefined();
    expect(d?.byMs).toBeUndefined();
    // Its night step is block A's: after block A's deadline it is not offered; once settled it is spent.
    expect(dueOf(caseAt(file, 0, "N1 21:40"), 5)).toBeNull();
    expect(dueOf(caseAt(file, 2, "N1 22:00"), 5)).toBeNull();
  });

  it("开局: the fan and the old believer owe their start skills; a seer owes nothing (HK131)", () => {
    const s = at(0, "S 08:10");
    expect(dueOf(s, 12)).toMatchObject({ kind: "start", where: "dm", aim: { label: "追随" } });
    expect(dueOf(s, 12)?.aim?.seats).not.toContain(12);
    expect(dueOf(s, 8)).toMatchObject({ kind: "start", zh: expect.stringContaining("指定异端 3号、5号") });
    expect(dueOf(s, 4)).toBeNull();
    // Once sent, it is no longer owed.
    expect(dueOf(at(1, "S 08:31"), 12)).toBeNull();
  });

  it("night 1: the penguin's 冰冻 with every seat the engine takes, by block A; no group kill (HK69)", () => {
    const s = at(2, "N1 21:25");
    const d = dueOf(s, 11);
    expect(d).toMatchObject({ kind: "night", aim: { label: "冰冻", text: "冰冻 {n}号" } });
    expect(d?.byMs).toBe(s.timers.find((t) => t.kind === "hk_block_a")?.dueMs);
    expect(dueOf(s, 13)?.kind).not.toBe("knife");
    expect(dueOf(s, 5)?.kind).not.toBe("knife");
  });

  it("day 1: a living seat owes its ballot until it posts one (HK59, HK63's yellow as its cost)", () => {
    const s = at(9, "D1 09:30");
    const d = dueOf(s, 2);
    expect(d).toMatchObject({ kind: "vote", where: "group", replies: [{ text: "弃权" }] });
    expect(d?.miss).toContain("黄牌");
    expect(d?.aim?.seats.length).toBeGreaterThan(5);
    const after = at(11, "D1 10:03");
    expect(dueOf(after, 2)?.kind).not.toBe("vote");
  });

  it("night 2: a living [群内] wolf owes the group kill, typed in the wolves' group (HK70)", () => {
    const s = at(23, "N2 21:30");
    const wolf = s.seats.find((x) => x.alive && ["black_bat", "wolf_cub", "wolf_king"].includes(x.role));
    expect(wolf).toBeDefined();
    const d = dueOf(s, wolf?.seat ?? 0);
    expect(d).toMatchObject({ kind: "knife", where: "wolves", aim: { text: "杀人 {n}号" } });
    expect(d?.byMs).toBe(s.timers.find((t) => t.kind === "hk_block_b")?.dueMs);
  });
});
