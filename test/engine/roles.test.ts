/**
 * Contract: every registered role is implemented and has a test file, a Chinese name, role card
 * text, a consistent card class, at least one scenario case that deals it and names a clause, and
 * a place in the night order (R14) if it acts at night; every ranked board is described with
 * known roles.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { allRoles, ROLE_IDS, roleSpec } from "../../src/engine/roles/index.ts";
import { RANKED_ROLE_IDS } from "../../src/engine/rulesets/index.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, ROOT } from "../helpers.ts";

describe("role registry", () => {
  it("registers every role id of the scenario contract exactly once", () => {
    expect(
      allRoles()
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ROLE_IDS].sort());
  });

  const cases = jsonFiles(OWN_SCENARIOS).map(loadScenario);
  for (const r of allRoles().filter((x) => x.implemented)) {
    it(`${r.id}: Chinese name, coherent data, covered by an own scenario`, () => {
      expect(r.texts["zh-Hans"].name).toMatch(/[\u4e00-\u9fff]/);
      expect(r.team === "wolf").toBe(r.card === "wolf");
      const covering = cases.filter((c) => Object.values(c.deal).includes(r.id) && Array.isArray(c.clauses));
      expect(covering.length).toBeGreaterThan(0);
    });
  }

  for (const r of allRoles()) {
    it(`${r.id}: implemented, a test file, a Chinese name and card text`, () => {
      expect(r.implemented).toBe(true);
      const file = join(ROOT, "test", "engine", "roles", `${r.id.replaceAll("_", "-")}.test.ts`);
      expect(existsSync(file), file).toBe(true);
      expect(r.texts["zh-Hans"].name).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(r.texts["zh-Hans"].rules).toMatch(/[\u4e00-\u9fff]/);
      expect(r.texts["zh-Hans"].rules.length).toBeGreaterThan(8);
    });
  }

  it("R14: every role that acts at night has a place in the night order, in the order of R14", () => {
    const order = [
      "thief",
      "cupid",
      "wild_child",
      "fortune_teller",
      "guard",
      "dreamweaver",
      "silence_elder",
      "wolf_girl",
      "snow_wolf",
      "wolf_beauty",
      "witch",
      // T23: the piper's step is after the witch, before the seer (table).
      "piper",
      "seer",
      "bear_tamer",
      "hunter",
    ];
    const steps = order.map((id) => roleSpec(id).night?.step);
    for (const [i, st] of steps.entries()) expect(Number.isFinite(st), order[i]).toBe(true);
    expect([...steps].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(steps);
    // The knife is at 50: special skills before it, the wolf beauty's charm after (R14).
    expect(roleSpec("wolf_girl").night?.step).toBeLessThan(50);
    expect(roleSpec("wolf_beauty").night?.step).toBeGreaterThan(50);
    expect(roleSpec("wolf_king").night?.step).toBe(roleSpec("hunter").night?.step);
    for (const r of allRoles()) {
      const actsAtNight = (r.night?.acts.length ?? 0) > 0 || r.night?.passive === true;
      // forum-25's cards order by F8 (5L 总体流程4) in its own night module, not by R14.
      if (actsAtNight && RANKED_ROLE_IDS.includes(r.id)) expect(order.includes(r.id), r.id).toBe(true);
    }
  });

  it("000 §六: the ten boards have the right seat and card counts", () => {
    expect(BOARDS).toHaveLength(10);
    for (const b of BOARDS) {
      const extra = b.cards.includes("thief") ? 2 : 0;
      expect(b.cards.length, b.id).toBe(b.seats + extra);
      for (const c of b.cards) expect(() => roleSpec(c)).not.toThrow();
    }
  });
});
