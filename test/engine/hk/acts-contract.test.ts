/**
 * Issue 22 goal 1 ("a card in one place") for forum-hk: a built card's act rows live in its own
 * module (`HkSkill.acts`, roles/hk/types.ts) and the flow's table (`hk/acts.ts` HK_ACTS) is derived
 * from the registry plus the table's `vote`/`change_vote` and the group's `kill` (HK70). These
 * checks keep each card's declarations, its code, its cases, its test file and its Chinese act
 * names in step, and the catalogue free of built cards.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HK_ACTS, hkAct } from "../../../src/engine/families/forum-hk/acts.ts";
import { HK_IMPLEMENTED, hkCardSpec } from "../../../src/engine/roles/hk/index.ts";
import { HK_CARDS, hkCard } from "../../../src/engine/roles/hk/pools.ts";
import type { HkActDecl } from "../../../src/engine/roles/hk/types.ts";
import { hkActName } from "../../../src/voice/families/forum-hk/texts.ts";
import { jsonFiles, ROOT } from "../../helpers.ts";

/** The acts that are no card's: the table's ballots (HK57–HK64) and the group's kill (HK70). */
const NOT_A_CARDS = new Set(["vote", "change_vote", "kill"]);

const fileOf = (id: string) => id.replaceAll("_", "-");

/** The acts card `id` declares, with their rows. */
function declared(id: string): Map<string, HkActDecl> {
  const out = new Map<string, HkActDecl>();
  for (const skill of hkCardSpec(id)?.skills ?? [])
    for (const [act, row] of Object.entries(skill.acts)) out.set(act, row);
  return out;
}

/** The acts card `id` gives to others (HK25, HK103: `gives`), with their rows. */
function given(id: string): Map<string, HkActDecl> {
  const out = new Map<string, HkActDecl>();
  for (const skill of hkCardSpec(id)?.gives ?? [])
    for (const [act, row] of Object.entries(skill.acts)) out.set(act, row);
  return out;
}

/** Every act a built card gives (a gained skill's act, HK25). */
const GIVEN = new Set(HK_IMPLEMENTED.flatMap((id) => [...given(id).keys()]));

interface Step {
  seat?: number;
  act?: string;
  reject?: boolean;
  value?: unknown;
}

const cases = jsonFiles(join(ROOT, "test", "scenarios", "hk")).map((f) => ({
  file: f,
  ...(JSON.parse(readFileSync(f, "utf8")) as { deal: Record<string, string>; steps: Step[] }),
}));

describe("forum-hk acts: each built card declares its own (issue 22 goal 1)", () => {
  it("HK_ACTS is the cards' declarations and gifts (HK25) plus vote, change_vote and the group's kill, nothing else", () => {
    const fromCards = new Set(HK_IMPLEMENTED.flatMap((id) => [...declared(id).keys()]));
    expect(new Set(Object.keys(HK_ACTS))).toEqual(new Set([...fromCards, ...GIVEN, ...NOT_A_CARDS]));
    for (const [act, row] of Object.entries(HK_ACTS)) {
      if (act === "kill") continue;
      const holders = HK_IMPLEMENTED.filter((id) => declared(id).has(act));
      expect([...row.cards].sort(), act).toEqual(holders.sort());
    }
  });

  it("HK70: the kill row is the flow's, held by the built [群内] cards", () => {
    expect(hkAct("kill")).toMatchObject({ window: "night_b", step: 15.1, tags: ["kill"] });
    expect([...(hkAct("kill")?.cards ?? [])].sort()).toEqual(
      HK_IMPLEMENTED.filter((id) => hkCard(id)?.tag === "pack").sort(),
    );
  });

  it("no card declares the table's or the group's acts, and two cards declaring one act agree on its row", () => {
    for (const id of HK_IMPLEMENTED)
      for (const [act, row] of [...declared(id), ...given(id)]) {
        // HK24, HK124: a card may give a 杀人 of one's own (赌徒's die), with the group's row.
        const givenKill = act === "kill" && given(id).has(act);
        expect(NOT_A_CARDS.has(act) && !givenKill, `${id}: ${act}`).toBe(false);
        const { cards: _, ...tableRow } = HK_ACTS[act];
        expect(row, `${id}: ${act}`).toEqual(tableRow);
      }
  });

  for (const id of HK_IMPLEMENTED)
    it(`${id}: its test file names every act it declares, each act has its Chinese name`, () => {
      const test = join(ROOT, "test", "engine", "roles", "hk", `${fileOf(id)}.test.ts`);
      expect(existsSync(test), test).toBe(true);
      const text = readFileSync(test, "utf8");
      for (const act of declared(id).keys()) {
        expect(text.includes(`"${act}"`), `${id}'s test sends no "${act}"`).toBe(true);
        expect(hkActName(act), `HK_ACT_ZH has no name for ${act}`).not.toBe(act);
        expect(hkActName(act)).toMatch(/^[\u4e00-\u9fff]+$/);
      }
    });

  it("a built card's module reads only acts it declares (or the table's)", () => {
    for (const id of HK_IMPLEMENTED) {
      const src = readFileSync(join(ROOT, "src", "engine", "roles", "hk", `${fileOf(id)}.ts`), "utf8");
      const mine = new Map([...declared(id), ...given(id)]);
      for (const m of src.matchAll(/\bact\s*[!=]==\s*"(\w+)"/g))
        expect(mine.has(m[1]) || NOT_A_CARDS.has(m[1]), `${id} handles "${m[1]}" without declaring it`).toBe(true);
    }
  });

  /** The cards that gain another card's skills (HK25, HK129), or send another's in his place (幽灵's 夺舍, HK83). */
  const COPIERS = new Set(["shadow", "avenger", "ghost"]);

  it("in our cases, a built card's holder sends only acts his card declares (or the table's, or a gift's, HK25), unless refused", () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases)
      for (const s of c.steps) {
        if (s.seat === undefined || s.act === undefined || s.reject === true || NOT_A_CARDS.has(s.act)) continue;
        if (GIVEN.has(s.act) && c.steps.some((g) => g.act === "gift")) continue;
        // HK123, HK25: a skill his 镜像 copied (an instance of another card's skill).
        if (c.steps.some((g) => g.act === "copy" && g.seat === s.seat && g.value === s.act && g.reject !== true))
          continue;
        const card = c.deal[String(s.seat)];
        if (!HK_IMPLEMENTED.includes(card)) continue;
        // An act another card in the deal lets him use (`grants`: 黑情侣's 选刀, the crush's 情书 answer).
        const granted = Object.values(c.deal).some((id) => hkCardSpec(id)?.grants && declared(id).has(s.act as string));
        // HK25, HK129: 影子 and 复仇者 gain the skills of another card in the deal and send its acts; HK83: a
        // seizing 幽灵 sends his host's.
        const copied =
          COPIERS.has(card) && Object.values(c.deal).some((id) => id !== card && declared(id).has(s.act as string));
        expect(
          declared(card).has(s.act) || granted || copied,
          `${c.file}: seat ${s.seat} (${card}) sends "${s.act}"`,
        ).toBe(true);
      }
  });

  it("issue 28: every card of the 60 is built — the registry holds each pool's card, each with its module's acts", () => {
    expect([...HK_IMPLEMENTED].sort()).toEqual(HK_CARDS.map((c) => c.id as string).sort());
    for (const id of HK_IMPLEMENTED) expect(hkCardSpec(id), id).toBeDefined();
  });
});
