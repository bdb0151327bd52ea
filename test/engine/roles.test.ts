/**
 * Contract: every implemented role has Chinese text, a consistent card class, and at least one
 * scenario case that deals it and names a clause; every ranked board is described with known roles.
 */
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { allRoles, roleSpec } from "../../src/engine/roles/index.ts";
import { ROLE_IDS } from "../../src/engine/types.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS } from "../helpers.ts";

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
      expect(r.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(r.team === "wolf").toBe(r.card === "wolf");
      const covering = cases.filter((c) => Object.values(c.deal).includes(r.id) && Array.isArray(c.clauses));
      expect(covering.length).toBeGreaterThan(0);
    });
  }

  it("000 §六: the ten boards have the right seat and card counts", () => {
    expect(BOARDS).toHaveLength(10);
    for (const b of BOARDS) {
      const extra = b.cards.includes("thief") ? 2 : 0;
      expect(b.cards.length, b.id).toBe(b.seats + extra);
      for (const c of b.cards) expect(() => roleSpec(c)).not.toThrow();
    }
  });
});
