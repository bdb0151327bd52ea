/**
 * Nothing changes for players (issue 22 goal 4): 400 seeded random games of every (ruleset, board)
 * play byte-identically to the recorded digests (`golden-logs.json`, written by
 * `npm run golden -- --write` on the code before an engine change; ~20 s of CPU in all).
 * `npm run golden -- --case <ruleset/board> --seed N` prints one game's digest to find a mismatch.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOCK, blockDigest, caseKey, GOLDEN_CASES, seedsOf } from "./golden.ts";

const stored: Record<string, string[]> = JSON.parse(
  readFileSync(join(import.meta.dirname, "golden-logs.json"), "utf8"),
);

describe("golden game logs", () => {
  it("the fixture covers every case with its seeds (400; forum-hk 100 per board)", () => {
    expect(Object.keys(stored).sort()).toEqual(GOLDEN_CASES.map(caseKey).sort());
    for (const c of GOLDEN_CASES) expect(stored[caseKey(c)]).toHaveLength(seedsOf(c) / BLOCK);
  });
  for (const c of GOLDEN_CASES)
    it(`${caseKey(c)}: seeds 1–${seedsOf(c)} play the recorded games`, () => {
      const blocks = Array.from({ length: seedsOf(c) / BLOCK }, (_, b) => blockDigest(c, b));
      expect(blocks).toEqual(stored[caseKey(c)]);
    }, 180_000); // CPU-bound: a hang guard, not a time limit (a busy machine took > 30 s per case)
});
