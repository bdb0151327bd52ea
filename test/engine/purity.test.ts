/**
 * Contract: the engine is pure. No wall clock, no Math.random, no I/O imports — so every game
 * replays exactly from its event log (issue "Foundation" §2). The ranked season (issue #6) is
 * held to the same: its ledger is a fold that a ruling can replay.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.ts";

const PURE = [join(ROOT, "src", "engine"), join(ROOT, "src", "ranked")];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

/** Source without comments, so a docstring may name what the code must not call. */
function code(path: string): string {
  return readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'])\/\/.*$/gm, "$1");
}

const FORBIDDEN_CALLS = [
  /Math\.random\s*\(/,
  /Date\.now\s*\(/,
  /new\s+Date\s*\(/,
  /performance\.now\s*\(/,
  /process\./,
];
const FORBIDDEN_IMPORTS =
  /from\s+["'](node:[^"']+|fs|path|os|crypto|child_process|@prisma\/[^"']+|prisma|bullmq|ioredis|wechaty[^"']*|pino|fastify)["']/;

describe("engine and ranked purity", () => {
  const files = PURE.flatMap(sources);
  it("scans the engine and ranked sources", () => expect(files.length).toBeGreaterThan(15));
  for (const f of files) {
    it(`${relative(ROOT, f)} uses no clock, no Math.random, no I/O`, () => {
      const src = code(f);
      for (const re of FORBIDDEN_CALLS) expect(src, `${re}`).not.toMatch(re);
      expect(src).not.toMatch(FORBIDDEN_IMPORTS);
      for (const m of src.matchAll(/from\s+["']([^"']+)["']/g)) {
        const spec = m[1];
        expect(spec.startsWith(".") || spec.startsWith("pure-rand"), `import ${spec}`).toBe(true);
      }
    });
  }

  it("the scanner itself catches a forbidden call and import", () => {
    const bad = 'import { readFileSync } from "node:fs";\nconst t = Date.now();';
    expect(FORBIDDEN_CALLS.some((re) => re.test(bad))).toBe(true);
    expect(bad).toMatch(FORBIDDEN_IMPORTS);
  });
});
