/**
 * `--check`: compares an outcome with a scenario's `expect`, key by key, as
 * ../shared/scenario-format.md (Outcome) specifies. Returns the list of differences.
 */
import { isDeepStrictEqual } from "node:util";
import type { Outcome } from "./runner.ts";

const EXACT = [
  "winner",
  "ended",
  "void",
  "announcements",
  "sheriffs",
  "noShows",
  "charmed",
  "deal",
  "campsLost",
  "rewinds",
] as const;

/**
 * Whether `actual` has every key of `expected` with an equal value; [3] and the same `rewound` mark,
 * given or not (scenario-format.md `rewound`: an entry without it matches only an entry without it).
 */
function partialMatch(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== "object" || Array.isArray(expected))
    return isDeepStrictEqual(expected, actual);
  if (actual === null || typeof actual !== "object") return false;
  if (rewound(expected) !== rewound(actual)) return false;
  return Object.entries(expected as Record<string, unknown>).every(([k, v]) =>
    isDeepStrictEqual(v, (actual as Record<string, unknown>)[k]),
  );
}

/** An entry's `rewound` mark (HK145). */
function rewound(entry: unknown): boolean {
  return (entry as { rewound?: unknown }).rewound === true;
}

const show = (v: unknown) => JSON.stringify(v);

/**
 * Differences between `expect` and the outcome; empty when the case passes. A step carrying
 * `"reject": true` must also have been rejected.
 */
export function compare(expect: Record<string, unknown>, out: Outcome, steps: readonly unknown[] = []): string[] {
  const diffs: string[] = [];
  const rejectedSteps = new Set(out.rejected.map((r) => r.step));
  steps.forEach((step, i) => {
    if ((step as { reject?: unknown }).reject === true && !rejectedSteps.has(i))
      diffs.push(`step ${i} carries "reject": true but was accepted`);
  });
  for (const key of EXACT) {
    if (!(key in expect)) continue;
    const got = key === "void" ? out.void : key === "charmed" ? (out.charmed ?? []) : out[key];
    if (!isDeepStrictEqual(expect[key], got)) diffs.push(`${key}: expected ${show(expect[key])}, got ${show(got)}`);
  }
  if ("points" in expect) {
    const exp = (expect.points ?? {}) as Record<string, number>;
    const seats = new Set([...Object.keys(exp), ...Object.keys(out.points)]);
    for (const s of [...seats].sort((a, b) => Number(a) - Number(b))) {
      if ((exp[s] ?? 0) !== (out.points[s] ?? 0))
        diffs.push(`points.${s}: expected ${exp[s] ?? 0}, got ${out.points[s] ?? 0}`);
    }
  }
  if ("cards" in expect) {
    // forum-25 (F2): exactly, a seat missing on either side counting as no cards.
    const exp = (expect.cards ?? {}) as Record<string, string[]>;
    const got = out.cards ?? {};
    const seats = new Set([...Object.keys(exp), ...Object.keys(got)]);
    for (const s of [...seats].sort((a, b) => Number(a) - Number(b)))
      if (!isDeepStrictEqual(exp[s] ?? [], got[s] ?? []))
        diffs.push(`cards.${s}: expected ${show(exp[s] ?? [])}, got ${show(got[s] ?? [])}`);
  }
  if ("rejected" in expect) {
    const exp = new Set(
      ((expect.rejected ?? []) as (number | { step: number })[]).map((r) => (typeof r === "number" ? r : r.step)),
    );
    const got = new Set(out.rejected.map((r) => r.step));
    for (const i of exp)
      if (!got.has(i)) diffs.push(`rejected: step ${i} was expected to be rejected but was accepted`);
    for (const r of out.rejected)
      if (!exp.has(r.step)) diffs.push(`rejected: step ${r.step} was rejected unexpectedly (${r.reason})`);
  }
  if ("deaths" in expect) {
    const exp = (expect.deaths ?? []) as {
      seat: number;
      at: string;
      cause?: string;
      lastWords?: boolean;
      stage?: string;
      damage?: string;
    }[];
    const got = (g: Outcome["deaths"][number], k: "stage" | "damage") => (g as Record<string, unknown>)[k];
    const left = [...out.deaths];
    for (const d of exp) {
      const i = left.findIndex(
        (g) =>
          g.seat === d.seat &&
          g.at === d.at &&
          (d.cause === undefined || g.cause === d.cause) &&
          (d.lastWords === undefined || g.lastWords === d.lastWords) &&
          rewound(d) === rewound(g) &&
          (d.stage === undefined || got(g, "stage") === d.stage) &&
          (d.damage === undefined || got(g, "damage") === d.damage),
      );
      if (i < 0) diffs.push(`deaths: expected ${show(d)}, got ${show(out.deaths.filter((g) => g.seat === d.seat))}`);
      else left.splice(i, 1);
    }
    for (const g of left) diffs.push(`deaths: unexpected ${show(g)}`);
  }
  if ("sheet" in expect) {
    // T22: each seat given in `expect`, each field given there equal.
    const exp = (expect.sheet ?? {}) as Record<string, Record<string, unknown>>;
    for (const [seat, line] of Object.entries(exp)) {
      const got = out.sheet?.[seat] as Record<string, unknown> | undefined;
      for (const [k, v] of Object.entries(line))
        if (!isDeepStrictEqual(v, got?.[k]))
          diffs.push(`sheet.${seat}.${k}: expected ${show(v)}, got ${show(got?.[k])}`);
    }
  }
  // forum-hk: `statuses`, `notices` and `skills` as subsets like `told`.
  for (const key of ["told", "votes", "statuses", "notices", "skills"] as const) {
    if (!(key in expect)) continue;
    const list = (out[key] ?? []) as unknown[];
    for (const e of (expect[key] ?? []) as unknown[]) {
      if (!list.some((g) => partialMatch(e, g))) diffs.push(`${key}: missing ${show(e)}`);
    }
  }
  if ("camps" in expect) {
    // forum-hk: each seat given in `expect`.
    for (const [seat, camp] of Object.entries((expect.camps ?? {}) as Record<string, string>))
      if (out.camps?.[seat] !== camp)
        diffs.push(`camps.${seat}: expected ${show(camp)}, got ${show(out.camps?.[seat])}`);
  }
  return diffs;
}
