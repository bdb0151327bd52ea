/**
 * The forum-hk card table (src/engine/roles/hk/pools.ts) against the contract: every row is parsed from
 * shared/forum-hk-roles.md, and names and ratings against seed 002's 头部, so a typo on either side fails.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cardsOfStage,
  HK_CARDS,
  HK_POOLS,
  type HkPool,
  hkCard,
  isHkCardId,
  poolCards,
} from "../../../src/engine/roles/hk/pools.ts";
import { ROOT } from "../../helpers.ts";

const SHARED = join(ROOT, "..", "shared");
const ROLES_MD = readFileSync(join(SHARED, "forum-hk-roles.md"), "utf8");
const SEED = readFileSync(join(SHARED, "seeds", "002-forum-hollow-knight-rules.txt"), "utf8");

const CIRCLED = "①②③④⑤⑥⑦⑧";
const HEADINGS: [string, HkPool][] = [
  ["## 狼人阵营", "狼人"],
  ["## 验人系", "验人系"],
  ["## 强神", "强神"],
  ["## 弱神", "弱神"],
  ["## 三方", "三方"],
  ["## 不定", "不定"],
];

interface MdRow {
  id: string;
  name: string;
  rating: number | null;
  pool: HkPool;
  tag: "pack" | "relay" | null;
  stage: number;
  camp: string;
}

/** Every card line of the markdown (`- **`id`** 名 · … · **[n]** · …`), with its pool heading. */
function parseRoles(md: string): MdRow[] {
  const rows: MdRow[] = [];
  let pool: HkPool | null = null;
  for (const line of md.split("\n")) {
    if (line.startsWith("## ")) {
      pool = HEADINGS.find(([h]) => line.startsWith(h))?.[1] ?? null;
      continue;
    }
    const m = /^- \*\*`([a-z_]+)`\*\* (\S+) · (.*)$/.exec(line);
    if (!m || !pool) continue;
    const parts = m[3].split(" · ");
    const circled = parts.find((p) => p.length === 1 && CIRCLED.includes(p));
    const stage = parts.map((p) => /^\*\*\[(\d)\]\*\*$/.exec(p)).find(Boolean);
    const camp = parts.map((p) => /^camp `([a-z_]+)`$/.exec(p)).find(Boolean);
    const tag = parts.includes("[群内]") ? "pack" : parts.includes("[接刀]") ? "relay" : null;
    const poolCamp = pool === "狼人" ? "wolves" : pool === "不定" ? "undetermined" : "villagers";
    rows.push({
      id: m[1],
      name: m[2],
      rating: circled ? CIRCLED.indexOf(circled) + 1 : null,
      pool,
      tag,
      stage: Number(stage?.[1]),
      camp: camp ? camp[1] : poolCamp,
    });
  }
  return rows;
}

describe("forum-hk pools (forum-hk-roles.md, 002 头部)", () => {
  const md = parseRoles(ROLES_MD);

  it("HK1: the table has the 60 cards of the markdown, in its order, field by field", () => {
    expect(md).toHaveLength(60);
    expect(HK_CARDS.map((c) => ({ ...c }))).toEqual(md);
  });

  it("HK1: pool sizes match the pool list (16/4/15/15/5/5) and the deal takes 4/1/3/4/1/1 = 14", () => {
    for (const [pool, { size }] of Object.entries(HK_POOLS)) expect(poolCards(pool as HkPool)).toHaveLength(size);
    expect(Object.values(HK_POOLS).reduce((n, p) => n + p.dealt, 0)).toBe(14);
  });

  it("HK4/HK5: names and ratings agree with seed 002 头部's pool list", () => {
    const listed = new Map<string, number | null>();
    for (const line of SEED.split("\n").slice(0, 30)) {
      for (const m of line.matchAll(/\d+\.?([\u4e00-\u9fff]+)([①-⑧])?/g))
        listed.set(m[1], m[2] ? CIRCLED.indexOf(m[2]) + 1 : null);
    }
    for (const c of HK_CARDS) {
      expect(listed.has(c.name), c.name).toBe(true);
      expect(listed.get(c.name), c.name).toBe(c.rating);
    }
  });

  it("stages: 28 cards at [1], 55 at [2], 60 at [3]", () => {
    expect(cardsOfStage(1)).toHaveLength(28);
    expect(cardsOfStage(2)).toHaveLength(55);
    expect(cardsOfStage(3)).toHaveLength(60);
  });

  it("HK70/HK71: the [群内] cards are the 11 the custom board lists, 石像鬼 alone holds [接刀]", () => {
    const pack = HK_CARDS.filter((c) => c.tag === "pack").map((c) => c.id);
    const listed = /at least one \[群内\] card \(([^)]*)\)/.exec(ROLES_MD.replace(/\n/g, " "))?.[1] ?? "";
    expect(pack.sort()).toEqual([...listed.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort());
    expect(HK_CARDS.filter((c) => c.tag === "relay").map((c) => c.id)).toEqual(["gargoyle"]);
  });

  it("lookups: hkCard and isHkCardId know forum-hk ids only", () => {
    expect(hkCard("old_believer")?.camp).toBe("old_believer");
    expect(hkCard("fan")?.camp).toBe("undetermined");
    expect(hkCard("villager")).toBeUndefined();
    expect(isHkCardId("villager")).toBe(false);
    expect(isHkCardId("gargoyle")).toBe(true);
  });
});
