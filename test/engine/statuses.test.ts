/**
 * One status model (issue 22 goal 2; `src/engine/statuses.ts`, `status-kinds.ts`): instances with
 * a key, source, start, end and count; same-kind grants refused, refreshed or stacked as the kinds
 * table says; counts spent (HK35's order); ends at a label or a stage (HK38); composites (HK39);
 * what each kind blocks (HK40, F15). And the log stays what it was: events of games recorded
 * before instances fold, and the events of the old kinds carry no new field.
 */
import { describe, expect, it } from "vitest";
import { cloneState } from "../../src/engine/clone.ts";
import { effectiveTargets } from "../../src/engine/effects/pipeline.ts";
import { fold } from "../../src/engine/evolve.ts";
import { FORUM_25 } from "../../src/engine/rulesets/forum-25.ts";
import { STATUS_KINDS } from "../../src/engine/status-kinds.ts";
import {
  blocksBallot,
  blocksSkill,
  blocksTargeting,
  chargesOf,
  expire,
  grant,
  hasStatus,
  revoke,
  skillsLost,
  spend,
  statusesOf,
} from "../../src/engine/statuses.ts";
import { Tx } from "../../src/engine/tx.ts";
import type { Attack, GameEvent, GameState, StatusId } from "../../src/engine/types.ts";
import { newGame } from "../helpers.ts";

const txOn = (s: GameState) => new Tx(cloneState(s), s.nowMs, () => {});
const fresh = () => txOn(newGame().state);
const seat = (tx: Tx, n: number) => tx.s.seats[n - 1];
const kinds = (tx: Tx, n: number) => statusesOf(seat(tx, n)).map((st) => st.id);

describe("status instances", () => {
  it("each grant is an instance with its own key, start label, source and end; the log carries neither key nor start", () => {
    const tx = fresh();
    grant(tx, 3, { id: "silenced", source: 5, untilStage: "opening" });
    grant(tx, 3, { id: "silenced", source: 5, untilLabel: "N2", untilStage: "night_end" });
    const [a, b] = statusesOf(seat(tx, 3));
    expect([a.key, b.key]).toEqual([1, 2]);
    expect(a).toMatchObject({ id: "silenced", source: 5, since: tx.s.label, untilStage: "opening" });
    expect(b).toMatchObject({ untilLabel: "N2", untilStage: "night_end" });
    expect(tx.s.statusSeq).toBe(2);
    for (const e of tx.events) expect(Object.keys((e as { status: object }).status)).not.toContain("key");
    // A replay (through JSON) derives the same instances.
    const g = newGame();
    const replayed = fold(JSON.parse(JSON.stringify([...g.events, ...tx.events])) as GameEvent[]);
    expect(statusesOf(replayed.seats[2])).toEqual(statusesOf(seat(tx, 3)));
  });

  it("same kind, same source: the old kinds refuse a second grant, even a sourceless one meeting any source", () => {
    const tx = fresh();
    expect(grant(tx, 4, { id: "adored", source: 7 })).toBe(true);
    expect(grant(tx, 4, { id: "adored", source: 7 })).toBe(false);
    expect(grant(tx, 4, { id: "adored" })).toBe(false);
    // Another source is another instance.
    expect(grant(tx, 4, { id: "adored", source: 8 })).toBe(true);
    expect(kinds(tx, 4)).toEqual(["adored", "adored"]);
    expect(tx.events).toHaveLength(2);
  });

  it("stacking kinds keep every grant (HK38); a refreshing kind replaces the held one with the new end", () => {
    const tx = fresh();
    for (let i = 0; i < 3; i++) grant(tx, 2, { id: "warded", source: 9, count: 2 });
    expect(kinds(tx, 2)).toEqual(["warded", "warded", "warded"]);
    expect(chargesOf(seat(tx, 2), "warded")).toBe(6);
    grant(tx, 2, { id: "marked", source: 9, untilLabel: "N1" });
    grant(tx, 2, { id: "marked", source: 9, untilLabel: "N3" });
    const marks = statusesOf(seat(tx, 2)).filter((st) => st.id === "marked");
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ untilLabel: "N3", key: 5 });
    // Another source's mark stands beside it.
    grant(tx, 2, { id: "marked", source: 1 });
    expect(statusesOf(seat(tx, 2)).filter((st) => st.id === "marked")).toHaveLength(2);
  });

  it("a count is spent one at a time, from the instance that ends before a lasting one, then the first granted (HK35)", () => {
    const tx = fresh();
    grant(tx, 6, { id: "warded", source: 1, count: 2 }); // lasting
    grant(tx, 6, { id: "warded", source: 1, count: 1, untilLabel: "N1" }); // ends: spent first
    grant(tx, 6, { id: "warded", source: 2, count: null }); // 守护：∞
    expect(chargesOf(seat(tx, 6), "warded")).toBeNull();
    expect(spend(tx, 6, "warded")?.key).toBe(2);
    expect(statusesOf(seat(tx, 6)).map((st) => [st.key, st.count])).toEqual([
      [1, 2],
      [3, null],
    ]);
    expect(spend(tx, 6, "warded")?.key).toBe(1);
    expect(statusesOf(seat(tx, 6))[0].count).toBe(1);
    spend(tx, 6, "warded");
    expect(statusesOf(seat(tx, 6)).map((st) => st.key)).toEqual([3]);
    // The endless one is never used up.
    for (let i = 0; i < 5; i++) spend(tx, 6, "warded");
    expect(statusesOf(seat(tx, 6)).map((st) => st.key)).toEqual([3]);
    // The twin's removal named its key (two of one kind from one source); the log folds the same.
    const removal = tx.events.find((e) => e.type === "status_removed");
    expect(removal).toMatchObject({ id: "warded", source: 1, key: 2 });
    const g = newGame();
    expect(statusesOf(fold([...g.events, ...tx.events]).seats[5])).toEqual(statusesOf(seat(tx, 6)));
  });

  it("长生 is a charge: one 指杀 spends it with the same event as before; a 长生×2 absorbs two 指杀", () => {
    const tx = fresh();
    grant(tx, 5, { id: "longevity" });
    spend(tx, 5, "longevity");
    expect(tx.events.at(-1)).toEqual({ type: "status_removed", seat: 5, id: "longevity", atMs: tx.nowMs });
    const kill = (n: number): Attack => ({ kind: "kill", target: n, source: null, cause: "wolf", damage: "pointed" });
    grant(tx, 5, { id: "longevity", count: 2 });
    grant(tx, 7, { id: "longevity" });
    const order = FORUM_25.effects;
    expect(effectiveTargets(tx.s, [kill(5), kill(7), kill(5), kill(7), kill(5)], order)).toEqual([7, 5]);
  });

  it("ends: at its label, at its stage (of its label, when it has one), never when it has neither (HK38)", () => {
    const tx = fresh();
    grant(tx, 1, { id: "guarded", source: 2, untilLabel: "N1" });
    grant(tx, 1, { id: "silenced", source: 2, untilStage: "opening" });
    grant(tx, 1, { id: "charmed", source: 2, untilLabel: "N2", untilStage: "night_end" });
    grant(tx, 1, { id: "hidden", source: 2 });
    expire(tx, "N2");
    expect(kinds(tx, 1)).toEqual(["guarded", "silenced", "charmed", "hidden"]);
    expire(tx, "N1");
    expect(kinds(tx, 1)).toEqual(["silenced", "charmed", "hidden"]);
    expire(tx, "N1", "night_end");
    expect(kinds(tx, 1)).toEqual(["silenced", "charmed", "hidden"]);
    expire(tx, "D2", "opening");
    expect(kinds(tx, 1)).toEqual(["charmed", "hidden"]);
    expire(tx, "N2", "night_end");
    expect(kinds(tx, 1)).toEqual(["hidden"]);
    // A night's two stacked silences from one source end one by one, each named by its key.
    grant(tx, 3, { id: "silenced", source: 4, untilLabel: "N1" });
    grant(tx, 3, { id: "silenced", source: 4, untilLabel: "N1" });
    expire(tx, "N1");
    expect(kinds(tx, 3)).toEqual([]);
  });

  it("composites are one instance with the effects of their parts (HK39), removed as one", () => {
    const tx = fresh();
    grant(tx, 8, { id: "frozen", source: 1 });
    expect(statusesOf(seat(tx, 8))).toHaveLength(1);
    expect(hasStatus(seat(tx, 8), "silenced")).toBe(true);
    expect(hasStatus(seat(tx, 8), "disarmed", 1)).toBe(true);
    expect(hasStatus(seat(tx, 8), "disarmed", 2)).toBe(false);
    expect(hasStatus(seat(tx, 8), "forgotten")).toBe(false);
    expect(blocksSkill(seat(tx, 8), { tags: ["kill", "forced"] })).toBe(true); // 缴械
    expect(blocksSkill(seat(tx, 8), { tags: ["check"] })).toBe(true); // 沉默
    expect(blocksSkill(seat(tx, 8), { tags: ["forced"] })).toBe(false);
    // 业炎 = 沉默 + 超度 + 遗忘: the forced skills too.
    grant(tx, 9, { id: "burning", source: 1 });
    expect(blocksSkill(seat(tx, 9), { tags: ["forced"] })).toBe(true);
    expect(skillsLost(seat(tx, 9))).toBe(false);
    revoke(tx, 8, "frozen");
    expect(hasStatus(seat(tx, 8), "silenced")).toBe(false);
  });

  it("the blocks table: all skills, unforced ones, tags, ballots, being targeted", () => {
    const tx = fresh();
    const plain = { tags: ["check"] };
    const cases: [
      StatusId,
      { skills: boolean; forced: boolean; charge: boolean; ballot: boolean; targeted: boolean },
    ][] = [
      ["cursed", { skills: true, forced: true, charge: true, ballot: false, targeted: false }],
      ["silenced", { skills: true, forced: false, charge: true, ballot: false, targeted: false }],
      ["no_charge", { skills: false, forced: false, charge: true, ballot: false, targeted: false }],
      ["charmed", { skills: false, forced: false, charge: false, ballot: true, targeted: false }],
      ["hidden", { skills: false, forced: false, charge: false, ballot: false, targeted: true }],
      ["longevity", { skills: false, forced: false, charge: false, ballot: false, targeted: false }],
    ];
    cases.forEach(([id, want], i) => {
      grant(tx, i + 1, { id, source: 12 });
      const x = seat(tx, i + 1);
      expect({
        skills: blocksSkill(x, plain),
        forced: blocksSkill(x, { tags: ["forced"] }),
        charge: blocksSkill(x, { tags: ["charge"] }),
        ballot: blocksBallot(x),
        targeted: blocksTargeting(x),
      }).toEqual(want);
      expect(skillsLost(x)).toBe(id === "cursed");
    });
    // The elder's curse (a memory, not a status) still loses every skill.
    const y = seat(tx, 10);
    y.mem = { ...y.mem, cursed: true };
    expect(skillsLost(y) && blocksSkill(y, { tags: ["forced"] })).toBe(true);
    // Every kind a composite names is in the table, and no composite names itself.
    for (const [id, k] of Object.entries(STATUS_KINDS))
      for (const p of k.parts ?? []) expect(p !== id && p in STATUS_KINDS).toBe(true);
  });

  it("a game and a snapshot from before instances fold: statuses without key, removal by kind and source", () => {
    const g = newGame();
    const old: GameEvent[] = [
      { type: "status_added", seat: 2, status: { id: "guarded", source: 4, untilLabel: "N1" }, atMs: 0 },
      { type: "status_added", seat: 2, status: { id: "saved", untilLabel: "N1" }, atMs: 0 },
      { type: "status_removed", seat: 2, id: "guarded", source: 4, atMs: 0 },
    ];
    const s = fold(old, fold(g.events));
    expect(statusesOf(s.seats[1])).toEqual([{ id: "saved", untilLabel: "N1", key: 2, since: s.label }]);
    // A snapshot saved before instances: no key, no counter. New grants count from 1 beside it.
    const snap = cloneState(s);
    snap.seats[1] = { ...snap.seats[1], statuses: [{ id: "saved", untilLabel: "N1" }] };
    delete snap.statusSeq;
    const tx = txOn(snap);
    grant(tx, 2, { id: "silenced", source: 1 });
    expect(statusesOf(seat(tx, 2)).map((st) => st.key)).toEqual([undefined, 1]);
    expire(tx, "N1");
    expect(tx.events.at(-1)).toEqual({ type: "status_removed", seat: 2, id: "saved", atMs: tx.nowMs });
    expect(kinds(tx, 2)).toEqual(["silenced"]);
  });
});
