/**
 * Issue 27 item 3: the forum-hk cases of test/scenarios-forum-hk/, written by hand from seed 002 and
 * the HK rulings before the engine can play forum-hk. They live outside test/scenarios/ because
 * `listCases` walks that folder recursively and test/scenarios.test.ts (and roles, decide-purity)
 * would run them through the engine. Until the engine plays them, this checks what can be checked
 * without it: each file parses, its deal passes `checkDeal` with stage-1 cards only, every act is a
 * stage-1 act of the contract's table (scenario-format.md `### forum-hk`, Acts) sent by the card the
 * table names, and the id `HK<n>-<card>-<a|b>` cites an existing [1] ruling and a dealt card.
 * Not checked yet: the `at` labels (src/engine/hk/clock.ts is not in this branch).
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDeal, type HkBoard } from "../../src/engine/hk/deal.ts";
import { hkCard } from "../../src/engine/hk/pools.ts";
import { isHkImplemented } from "../../src/engine/roles/hk/index.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { jsonFiles, ROOT } from "../helpers.ts";

const DIR = join(ROOT, "test", "scenarios-forum-hk");
const RULINGS = join(ROOT, "..", "shared", "rulings-forum-hk.md");

/** The cards this batch covers, two cases each (issue 27 item 3). */
const CARDS = [
  "wolf_king",
  "terrorist",
  "wolf_cub",
  "wolf_scholar",
  "black_bat",
  "witch",
  "knight",
  "dreamweaver",
  "spirit_deer",
  "demon_hunter",
  "soldier",
  "van_helsing",
  "fox_cub",
  "hunter",
  "attendant",
  "stalker",
  "white_cat",
  "garlic",
  "bear",
];

/** Stage-1 acts of the contract's forum-hk table → the cards that send them; `null` = any living character. */
const ACTS: Record<string, readonly string[] | null> = {
  follow: ["fan"],
  heretics: ["old_believer"],
  vote: null,
  change_vote: null,
  duel: ["knight"],
  blast: ["terrorist"],
  shoot: ["hunter"],
  revenge: ["wolf_king"],
  track: ["van_helsing"],
  freeze: ["penguin"],
  bind: ["fox_cub"],
  substitute: ["attendant"],
  dream: ["dreamweaver"],
  shelter: ["black_bat"],
  inspect: ["gargoyle"],
  stare: ["gargoyle"],
  check: ["seer"],
  divine: ["medium"],
  dark_check: ["wolf_witch"],
  sophistry: ["wolf_scholar"],
  slander: ["crow"],
  sense: ["psychic"],
  stalk: ["stalker"],
  // [群内] wolves (HK70) and the [接刀] gargoyle once he takes over (HK71).
  kill: ["wolf_king", "terrorist", "wolf_witch", "wolf_cub", "wolf_scholar", "black_bat", "gargoyle"],
  charge: ["wolf_king"],
  sacrifice: ["wolf_cub"],
  hunt: ["demon_hunter"],
  strike: ["soldier"],
  chase: ["van_helsing"],
  save: ["witch"],
  poison: ["witch"],
  pass: ["witch"],
  sanctuary: ["spirit_deer"],
};
/** Stage-1 judge steps under forum-hk (HK137). */
const JUDGE = new Set(["card", "proxy_vote", "camp_loses", "speed_up"]);

/** Ruling number → stage tag, read from the rulings file's `- HK<n> [s].` lines. */
function rulingStages(): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of readFileSync(RULINGS, "utf8").matchAll(/^- HK(\d+) \[(\d)\]/gm)) out.set(Number(m[1]), Number(m[2]));
  return out;
}

describe("forum-hk cases (test/scenarios-forum-hk), checked without the engine", () => {
  const files = jsonFiles(DIR);
  const stages = rulingStages();

  it("has two cases for every card of the batch not built yet, a and b", () => {
    const names = files.map((f) => basename(f, ".json"));
    // A built card's cases moved to test/scenarios/hk (run by test/scenarios.test.ts).
    for (const card of CARDS.filter((c) => !isHkImplemented(c)))
      expect(names.filter((n) => n.endsWith(`-${card}-a`) || n.endsWith(`-${card}-b`)).length, card).toBe(2);
  });

  for (const f of files) {
    const name = basename(f, ".json");
    describe(name, () => {
      const raw = JSON.parse(readFileSync(f, "utf8")) as Record<string, unknown>;

      it("parses with the scenario schema as a forum-hk file", () => {
        const sc = parseScenario(raw);
        expect(sc.ruleset).toBe("forum-hk");
        expect(sc.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        expect(raw.id).toBe(name);
      });

      it("its id cites an existing [1] ruling and a dealt card of the batch", () => {
        const m = /^HK(\d+)-([a-z_]+)-[ab]$/.exec(name);
        expect(m, "id HK<n>-<card>-<a|b>").not.toBeNull();
        const [, n, card] = m as RegExpExecArray;
        expect(stages.get(Number(n)), `HK${n}`).toBe(1);
        expect(CARDS).toContain(card);
        expect(Object.values(raw.deal as Record<string, string>)).toContain(card);
      });

      it("its deal passes checkDeal with stage-1 cards only", () => {
        const r = checkDeal(raw.board as HkBoard, raw.deal);
        expect(r.ok ? null : r.reject).toBeNull();
        for (const id of Object.values(raw.deal as Record<string, string>)) expect(hkCard(id)?.stage, id).toBe(1);
      });

      it("its expected rejections are exactly the steps marked `reject`", () => {
        const steps = raw.steps as Record<string, unknown>[];
        const marked = steps.flatMap((s, i) => (s.reject === true ? [i] : []));
        const expected = (raw.expect as { rejected?: number[] }).rejected;
        expect(expected ?? marked).toEqual(marked);
      });

      it("every step is a stage-1 act of the card the acts table names, or a stage-1 judge step", () => {
        const deal = raw.deal as Record<string, string>;
        for (const step of raw.steps as Record<string, unknown>[]) {
          if ("judge" in step) expect(JUDGE.has(String(step.judge)), String(step.judge)).toBe(true);
          if (!("act" in step)) continue;
          const act = String(step.act);
          expect(Object.hasOwn(ACTS, act), `act ${act}`).toBe(true);
          const who = ACTS[act];
          if (who) expect(who, `${act} by seat ${step.seat}`).toContain(deal[String(step.seat)]);
        }
      });
    });
  }
});
