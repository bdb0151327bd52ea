/**
 * Issue 24 goal 5: the stack's test files share their worker's module graph (`isolate: false` in
 * `vitest.config.ts`), so a file that mocks or spies on a module, or sets a process-wide setting,
 * would change it for the files after it. Every such stack file must be listed in
 * `STACK_OWN_GRAPH` (its own graph), and every listed file must still exist.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** What changes a module or the process for the files after it. */
const CHANGES_THE_GRAPH =
  /vi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\b|process\.env\.[A-Za-z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env|prototype\.[A-Za-z]+ *=[^=]|Date\.now *=[^=]|Math\.random *=[^=]/;

/** The test files under `dir`, relative to the checkout. */
function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => relative(ROOT, join(ROOT, dir, f)));
}

/** The files `vitest.config.ts` lists in its `STACK_OWN_GRAPH`. */
function ownGraph(): string[] {
  const config = readFileSync(join(ROOT, "vitest.config.ts"), "utf8");
  const list = /const STACK_OWN_GRAPH = \[([\s\S]*?)\];/.exec(config);
  if (!list) throw new Error("vitest.config.ts has no STACK_OWN_GRAPH");
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe("issue 24 goal 5: the stack's shared module graph", () => {
  it("every stack file that mocks, spies or sets a process-wide setting keeps its own graph", () => {
    const own = new Set(ownGraph());
    const changing = testFiles("test")
      .filter((f) => !f.startsWith("test/engine/"))
      .filter((f) => CHANGES_THE_GRAPH.test(readFileSync(join(ROOT, f), "utf8")));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((f) => !own.has(f))).toEqual([]);
  });

  it("every file listed to keep its own graph exists", () => {
    for (const f of ownGraph()) expect(existsSync(join(ROOT, f)), f).toBe(true);
  });
});
