/**
 * Issue 24 goal 1: every statement lives in `src/store/`: no file outside it issues a Prisma call
 * or raw SQL (the import rule `store-only-database` in .dependency-cruiser.cjs keeps the clients
 * themselves in the store).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers.ts";

/** A Prisma model call on a client or transaction (also split over lines), or a raw statement / transaction. */
const STATEMENT =
  /\b(?:db|tx|prisma|client)\s*\.\s*[a-zA-Z]+\s*\.\s*(?:findMany|findFirst|findFirstOrThrow|findUnique|findUniqueOrThrow|createMany|createManyAndReturn|create|update|updateMany|upsert|delete|deleteMany|count|aggregate|groupBy)\s*\(|\$transaction\b|\$queryRaw|\$executeRaw/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("issue 24 goal 1: statements live in src/store/", () => {
  const counts = new Map<string, number>();
  for (const f of files(join(ROOT, "src"))) {
    const rel = relative(ROOT, f);
    if (rel.startsWith("src/store/") || rel.startsWith("src/generated/")) continue;
    const n = readFileSync(f, "utf8").match(STATEMENT)?.length ?? 0;
    if (n) counts.set(rel, n);
  }

  it("src/chat, src/ranked, src/engine and src/sim issue none", () => {
    expect([...counts.keys()].filter((f) => /^src\/(chat|ranked|engine|sim)\//.test(f))).toEqual([]);
  });

  it("no file outside src/store/ issues one", () => {
    expect([...counts].map(([f, n]) => `${f}: ${n}`)).toEqual([]);
  });

  it("the pattern finds the store's own statements (it would see them elsewhere)", () => {
    const store = files(join(ROOT, "src", "store")).reduce(
      (n, f) => n + (readFileSync(f, "utf8").match(STATEMENT)?.length ?? 0),
      0,
    );
    expect(store).toBeGreaterThan(60);
  });
});
