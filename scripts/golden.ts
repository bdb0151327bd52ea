/**
 * Golden game logs (issue 22 goal 4): checks — or with `--write`, records — the digests of 400
 * seeded random games on every (ruleset, board) in `test/engine/golden-logs.json`. Run it on the
 * code before an engine refactor with `--write`, commit the fixture, then after the refactor
 * without it: every block must match (`test/engine/golden.test.ts` checks the same in `npm test`).
 *
 *   npm run golden                    # check all 400 seeds of every case; exit 1 on a mismatch
 *   npm run golden -- --write         # record them (on the code before a change)
 *   npm run golden -- --case table/table-9 --seed 17   # one game's digest, to find a mismatch
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BLOCK, blockDigest, caseKey, GOLDEN_CASES, gameDigest, seedsOf } from "../test/engine/golden.ts";

const FIXTURE = join(import.meta.dirname, "..", "test", "engine", "golden-logs.json");
const { values } = parseArgs({
  options: { write: { type: "boolean" }, case: { type: "string" }, seed: { type: "string" } },
});

if (values.case !== undefined && values.seed !== undefined) {
  const c = GOLDEN_CASES.find((x) => caseKey(x) === values.case);
  if (!c) throw new Error(`no case ${values.case}: ${GOLDEN_CASES.map(caseKey).join(", ")}`);
  console.log(gameDigest(c, Number(values.seed)));
  process.exit(0);
}

const stored: Record<string, string[]> = values.write ? {} : JSON.parse(readFileSync(FIXTURE, "utf8"));
let bad = 0;
for (const c of GOLDEN_CASES) {
  if (values.case !== undefined && caseKey(c) !== values.case) continue;
  const t0 = performance.now();
  const blocks: string[] = [];
  for (let b = 0; b < seedsOf(c) / BLOCK; b++) {
    const d = blockDigest(c, b);
    blocks.push(d);
    const want = stored[caseKey(c)]?.[b];
    if (!values.write && want !== d) {
      bad++;
      console.log(`MISMATCH ${caseKey(c)} seeds ${b * BLOCK + 1}–${(b + 1) * BLOCK}`);
    }
  }
  if (values.write) stored[caseKey(c)] = blocks;
  console.log(`${caseKey(c)}: ${seedsOf(c)} games, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
if (values.write) writeFileSync(FIXTURE, `${JSON.stringify(stored, null, 2)}\n`);
console.log(values.write ? `written: ${FIXTURE}` : bad === 0 ? "all blocks match" : `${bad} blocks differ`);
process.exit(bad === 0 ? 0 : 1);
