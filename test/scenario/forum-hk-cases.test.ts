/**
 * Issue 27 item 3: every step-1 card of forum-hk is built and proved by at least two runnable cases
 * of our own in test/scenarios/hk/ (run by test/scenarios.test.ts), and each case is named after the
 * HK ruling it proves (`HK<n>-…`, an existing ruling). A case proves a card when it deals the card
 * and either names it (`HK101-soldier-a`, `HK116-white-cat-…`) or has the card's holder send one of
 * its acts (`hk/acts.ts`).
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { HK_ACTS } from "../../src/engine/families/forum-hk/acts.ts";
import { isHkImplemented } from "../../src/engine/roles/hk/index.ts";
import { cardsOfStage } from "../../src/engine/roles/hk/pools.ts";
import { jsonFiles, ROOT } from "../helpers.ts";

const DIR = join(ROOT, "test", "scenarios", "hk");
const RULINGS = join(ROOT, "..", "shared", "rulings-forum-hk.md");

interface Case {
  name: string;
  deal: Record<string, string>;
  steps: { seat?: number; act?: string }[];
}

const cases: Case[] = jsonFiles(DIR).map((f) => {
  const raw = JSON.parse(readFileSync(f, "utf8")) as Omit<Case, "name">;
  return { name: basename(f, ".json"), deal: raw.deal, steps: raw.steps };
});

/** Whether `c` proves `card` (see the header). */
function proves(c: Case, card: string): boolean {
  const seats = Object.entries(c.deal ?? {})
    .filter(([, id]) => id === card)
    .map(([s]) => Number(s));
  if (seats.length === 0) return false;
  if (c.name.includes(card) || c.name.includes(card.replaceAll("_", "-"))) return true;
  return c.steps.some(
    (s) => s.seat !== undefined && seats.includes(s.seat) && HK_ACTS[s.act ?? ""]?.cards.includes(card) === true,
  );
}

describe("forum-hk cases of our own (test/scenarios/hk)", () => {
  const rulings = new Set([...readFileSync(RULINGS, "utf8").matchAll(/^- HK(\d+) \[/gm)].map((m) => Number(m[1])));

  it("each is named after an existing HK ruling", () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const m = /^HK(\d+)/.exec(c.name);
      expect(m, c.name).not.toBeNull();
      expect(rulings.has(Number(m?.[1])), c.name).toBe(true);
    }
  });

  for (const card of cardsOfStage(1))
    it(`${card}: built, and proved by at least two cases`, () => {
      expect(isHkImplemented(card)).toBe(true);
      const mine = cases.filter((c) => proves(c, card)).map((c) => c.name);
      expect(mine.length, `${card}: ${mine.join(", ")}`).toBeGreaterThanOrEqual(2);
    });
});
