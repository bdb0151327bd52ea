/**
 * Issue 22 goal 2: the engine's flows behind one interface (src/engine/families/). `familyOf` is the
 * only place in the engine that reads a ruleset's `family` or `plan.calendar` to pick a flow; every
 * ruleset maps to its family, and each family implements the whole interface.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, decide, fold, roomDeal } from "../../src/engine/engine.ts";
import { FAMILIES, type Family, type FamilyId, familyOf } from "../../src/engine/families/index.ts";
import { hkCard } from "../../src/engine/roles/index.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import type { GameSetup } from "../../src/engine/types.ts";
import { ROOT } from "../helpers.ts";

const ENGINE = join(ROOT, "src", "engine");

/** Where a flow may be picked: the families' entry and the rulesets' data. */
const ALLOWED = /^src\/engine\/(families\/index\.ts$|rulesets\/)/;

/** A test that picks a flow: reading `plan.calendar`, a ruleset's `family`, or comparing with a family's or calendar ruleset's id. */
const IDS = `["'](?:timed|calendar|forum-25|forum-hk)["']`;
const PICKS_A_FLOW: readonly RegExp[] = [
  /\bplan\s*\.\s*calendar\b/,
  /\.\s*family\b/,
  /\bfamily\s*[!=]==|[!=]==\s*family\b/,
  new RegExp(`[!=]==?\\s*${IDS}|${IDS}\\s*[!=]==?|\\bcase\\s+${IDS}\\s*:`),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

/** Source without comments, so a docstring may name the flows. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'])\/\/.*$/gm, "$1");
}

/** The lines of `text` that pick a flow. */
function flowTests(text: string): string[] {
  return code(text)
    .split("\n")
    .filter((line) => PICKS_A_FLOW.some((re) => re.test(line)))
    .map((line) => line.trim());
}

describe("familyOf is the engine's only flow switch", () => {
  const files = sources(ENGINE).map((f) => relative(ROOT, f).split("\\").join("/"));

  it("scans the engine, the families and the flows", () => {
    expect(files).toContain("src/engine/families/index.ts");
    expect(files).toContain("src/engine/engine.ts");
    expect(files.length).toBeGreaterThan(60);
  });

  it("no engine file outside families/index.ts and the rulesets tests family or plan.calendar", () => {
    const found = files
      .filter((f) => !ALLOWED.test(f))
      .flatMap((f) => flowTests(readFileSync(join(ROOT, f), "utf8")).map((line) => `${f}: ${line}`));
    expect(found).toEqual([]);
  });

  it("the scan catches each way of picking a flow, and not a docstring naming one", () => {
    for (const bad of [
      'if (tx.rules.plan.calendar === "hk") beginHk(tx);',
      'const timed = rules.family === "timed";',
      'if (family !== "calendar") return;',
      'if (setup.ruleset === "forum-hk") return null;',
      'if ("forum-25" === tx.rules.id) grantStart(tx);',
      'case "forum-hk":',
    ])
      expect(flowTests(bad), bad).not.toEqual([]);
    expect(flowTests("/** forum-hk's plan.calendar is `hk`; the family === calendar */\nconst a = 1;")).toEqual([]);
    expect(flowTests('const b = { ruleset: "forum-hk", board: POOL_BOARD };')).toEqual([]);
  });

  it("the families' entry itself reads family and plan.calendar (the scan is not empty by construction)", () => {
    expect(flowTests(readFileSync(join(ENGINE, "families", "index.ts"), "utf8")).length).toBeGreaterThan(0);
  });
});

describe("each ruleset's family", () => {
  const expected: Record<string, FamilyId> = {
    "ranked-s7": "timed",
    classic: "timed",
    table: "timed",
    "forum-25": "forum-25",
    "forum-hk": "forum-hk",
  };

  it("maps every ruleset to the family that plays it", () => {
    expect(Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, familyOf(r).id]))).toEqual(expected);
  });

  it("a calendar family for the calendar rulesets, the timed one for the others", () => {
    for (const r of Object.values(RULESETS)) expect(familyOf(r).calendar, r.id).toBe(r.family === "calendar");
  });

  /** The first phase a game of each ruleset starts with (`begin`), on its default board. */
  const FIRST: Record<FamilyId, { kind: string; label: string }> = {
    timed: { kind: "night", label: "N1" },
    "forum-25": { kind: "forum_start", label: "S" },
    "forum-hk": { kind: "hk", label: "S" },
  };
  for (const r of Object.values(RULESETS))
    it(`${r.id}: a new game starts with its family's first phase`, () => {
      const board = r.defaultBoard ?? r.boards[0];
      const setup: GameSetup = { ruleset: r.id, board, seed: 7, deal: roomDeal(r.id, board, 7) };
      if (r.family === "calendar") setup.startAt = "2024-06-10T20:00";
      const d = createGame(setup, { nowMs: 0 });
      if (!d.ok) throw new Error(JSON.stringify(d.reject));
      const s = fold(d.events);
      expect({ kind: s.phase.kind, label: s.label }).toEqual(FIRST[familyOf(r).id]);
    });
});

describe("each family implements the interface", () => {
  const FUNCTIONS = ["drawnDeal", "customBoard", "begin", "act", "timeout", "judge", "cardName"] as const;
  const FLAGS = ["calendar", "baseCards"] as const;
  const OPTIONAL = ["ownDeal", "correctAct"] as const;

  it("three families with distinct ids", () => {
    expect(FAMILIES.map((f) => f.id)).toEqual(["timed", "forum-25", "forum-hk"]);
  });

  for (const f of FAMILIES)
    it(`${f.id}: every member, of its kind`, () => {
      const members: Record<string, unknown> = { ...f };
      expect(Object.keys(members).sort()).toEqual(["id", ...FUNCTIONS, ...FLAGS, ...OPTIONAL].sort());
      for (const m of FUNCTIONS) expect(typeof members[m], m).toBe("function");
      for (const m of FLAGS) expect(typeof members[m], m).toBe("boolean");
      for (const m of OPTIONAL) expect(members[m] === null || typeof members[m] === "function", m).toBe(true);
    });

  const byId = (id: FamilyId): Family => FAMILIES.find((f) => f.id === id) as Family;

  it("only forum-hk has cards of its own: no void deal, no start statuses, its own deal rules and names", () => {
    expect(FAMILIES.filter((f) => !f.baseCards).map((f) => f.id)).toEqual(["forum-hk"]);
    expect(FAMILIES.filter((f) => f.ownDeal).map((f) => f.id)).toEqual(["forum-hk"]);
    const draw = { deal: "draw" } as unknown as GameSetup;
    expect(FAMILIES.filter((f) => f.drawnDeal(draw)).map((f) => f.id)).toEqual(["forum-hk"]);
    expect(FAMILIES.map((f) => f.cardName("seer"))).toEqual(["预言家", "预言家", "预言家"]);
    expect(byId("forum-hk").cardName("white_cat")).toBe(hkCard("white_cat")?.name);
    expect(() => byId("timed").cardName("white_cat")).toThrow(/unknown role/);
  });

  it("forum-25 alone refuses a custom board with one sister card", () => {
    const one = { deal: { "1": "sister", "2": "werewolf" } } as unknown as GameSetup;
    const two = { deal: { "1": "sister", "2": "sister" } } as unknown as GameSetup;
    expect(FAMILIES.map((f) => f.customBoard(one)?.code ?? null)).toEqual([null, "setup.custom_sisters", null]);
    expect(byId("forum-25").customBoard(two)).toBeNull();
  });

  it("only the timed family corrects an act (000 §九4①) and refuses forum-25's directors' rulings (F2)", () => {
    expect(FAMILIES.filter((f) => f.correctAct).map((f) => f.id)).toEqual(["timed"]);
    const setup: GameSetup = {
      ruleset: "ranked-s7",
      board: "444-idiot",
      seed: 3,
      deal: roomDeal("ranked-s7", "444-idiot", 3),
    };
    const d = createGame(setup, { nowMs: 0 });
    if (!d.ok) throw new Error(JSON.stringify(d.reject));
    const r = decide(fold(d.events), { type: "judge", ruling: "card", seat: 1, value: "yellow" }, { nowMs: 1 });
    expect(r.ok ? null : r.reject).toEqual({ code: "judge.not_in_ruleset", ruling: "card", ruleset: "ranked-s7" });
  });
});
