/**
 * The forum-hk card contract (issue 22 goal 1, "a card in one place"; the timed cards' twin is
 * test/engine/cards-contract.test.ts): every built forum-hk card (`roles/hk/index.ts`, forum-hk's
 * own registry) has its test file, and its module holds, keyed per language, its rules, a name for
 * each act it declares, words that parse back through the forum-hk grammar to that act, a told
 * template for each told kind its code emits, and its scripted crowd choice (or a declared
 * silence) whose words are its own acts. Another language, where written, has 简体's keys.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../../src/chat/families/forum-hk/grammar.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { CORE_BOARD } from "../../../src/engine/families/forum-hk/deal.ts";
import { shuffle } from "../../../src/engine/random.ts";
import { HK_IMPLEMENTED, hkCardSpec } from "../../../src/engine/roles/hk/index.ts";
import { hkCard } from "../../../src/engine/roles/hk/pools.ts";
import type { HkView, SeatMemory } from "../../../src/engine/roles/hk/scripted.ts";
import type { HkActDecl, HkCardSpec, HkCardText } from "../../../src/engine/roles/hk/types.ts";
import { deathShot, nightAct, startAct } from "../../../src/sim/hk-choices.ts";
import { campName } from "../../../src/vocab/index.ts";
import { hkToldTemplate } from "../../../src/voice/families/forum-hk/card-texts.ts";
import { hkActName } from "../../../src/voice/families/forum-hk/texts.ts";
import { ROOT } from "../../helpers.ts";

/** Told kinds the table words itself (a camp change, a status: `narrate-private.ts`), whichever card emits them. */
const TABLE_TOLD = new Set(["camp", "status"]);
/** The placeholders the chat fills in a told template (`HkToldText`). */
const PLACEHOLDERS = new Set(["about", "seat", "count", "skill", "camp", "role", "seats", "items", "due", "text"]);
/** A value the seat-and-card shape reads (诡辩 3号 预言家) and the card-only shape (寻踪 狼王). */
const CARD_WORD = "预言家";

const fileOf = (id: string) => id.replaceAll("_", "-");
const zh = (t: string | undefined, what: string) => expect(t ?? "", what).toMatch(/[\u4e00-\u9fff]/);

/** The acts a card declares, with their rows. */
function declared(spec: HkCardSpec): Map<string, HkActDecl> {
  return new Map(spec.skills.flatMap((k) => Object.entries(k.acts)));
}

/** The acts a card names: those it declares, and those it gives (HK25, `gives`) that no card declares. */
function named(spec: HkCardSpec): Map<string, HkActDecl> {
  const gives = (spec.gives ?? []).flatMap((k) => Object.entries(k.acts));
  return new Map([...declared(spec), ...gives.filter(([a]) => (HK_ACTS[a]?.cards.length ?? 0) === 0)]);
}

/** The told kinds a card's module emits (`tx.emit({ type: "told", …, kind: "x" … })`), read from its source. */
function emittedKinds(id: string): Set<string> {
  const src = readFileSync(join(ROOT, "src", "engine", "roles", "hk", `${fileOf(id)}.ts`), "utf8");
  return new Set([...src.matchAll(/type:\s*"told",[^}]*?kind:\s*"(\w+)"/gs)].map((m) => m[1]));
}

/** The DM that sends `act` with the word `w`, and what the grammar must read from it. */
function sample(
  w: string,
  act: string,
  row: HkActDecl,
  valued: boolean,
  kind?: string,
): [string, Record<string, unknown>] {
  if (kind === "time") return [`${w} 21:40`, { act, target: null, value: "21:40" }];
  // HK123: a skill's name (镜像 预言) is its act id.
  if (kind === "skill") return [`${w} 预言`, { act, target: null, value: "check" }];
  // HK45, HK87: 隐狼's options and the apparent fields.
  if (kind === "disguise")
    return [
      `${w} 1 2 4 村民阵营 ${CARD_WORD} 不带刀`,
      { act, target: null, value: { options: [1, 2, 4], camp: "villagers", role: "seer", knife: false } },
    ];
  // Free words (通天, 摄魂, 情书) are kept as typed; a seat → card list (命运洪流) by seat.
  if (kind === "text" && row.target === "none") return [`${w} ${CARD_WORD}`, { act, target: null, value: CARD_WORD }];
  if (kind === "text") return [`${w} 3号 ${CARD_WORD}`, { act, target: 3, value: CARD_WORD }];
  // HK125: 操纵's skill number, then its targets.
  if (kind === "index") return [`${w} 2 3号 5号`, { act, target: [3, 5], value: 2 }];
  if (kind === "cards_by_seat") return [`${w} 3号${CARD_WORD}`, { act, target: null, value: { "3": "seer" } }];
  if (valued && row.target === "none") return [`${w} ${CARD_WORD}`, { act, target: null, value: "seer" }];
  if (valued) return [`${w} 3号 ${CARD_WORD}`, { act, target: 3, value: "seer" }];
  if (row.target === "none") return [w, { act, target: null }];
  if (row.target === "seats" || row.target === "pair" || row.target === "living_seats" || row.target === "one_or_two")
    return [`${w} 3号 5号`, { act, target: [3, 5] }];
  return [`${w} 3号`, { act, target: 3 }];
}

/** The keys of a card's texts, deep enough to compare two languages. */
function keysOf(t: HkCardText): string[] {
  const told = Object.entries(t.told ?? {}).flatMap(([k, v]) => [
    `told.${k}`,
    ...(typeof v.text === "string" ? [] : Object.keys(v.text).map((x) => `told.${k}.${x}`)),
    ...(v.item !== undefined ? [`told.${k}:item`] : []),
    ...(v.empty !== undefined ? [`told.${k}:empty`] : []),
  ]);
  return [
    ...Object.keys(t).map((k) => `.${k}`),
    ...Object.keys(t.acts).map((k) => `acts.${k}`),
    ...Object.keys(t.aliases ?? {}).map((k) => `aliases.${k}`),
    ...Object.keys(t.values ?? {}).map((k) => `values.${k}`),
    ...told,
  ].sort();
}

/** Seeded 14-seat views with `id` at seat 1 and a core deal around it, as the crowd reads them. */
function views(id: string): { seed: number; v: HkView }[] {
  return [1, 2, 3, 7, 42].map((seed) => {
    const deal = [id, ...shuffle(seed, "contract-deal", CORE_BOARD).filter((c) => c !== id)].slice(0, 14);
    const cards = new Map(
      deal.map((c, i) => [i + 1, { name: hkCard(c)?.name ?? c, camp: campName(hkCard(c)?.camp ?? "") }] as const),
    );
    const pack = new Set(deal.flatMap((c, i) => (hkCard(c)?.tag === "pack" ? [i + 1] : [])));
    return { seed, v: { seats: 14, cards, pack, out: new Set([9]) } };
  });
}

describe("forum-hk card contract (issue 22 goal 1)", () => {
  it("the registry lists each built card once", () => {
    expect(new Set(HK_IMPLEMENTED).size).toBe(HK_IMPLEMENTED.length);
    expect(HK_IMPLEMENTED.length).toBeGreaterThan(0);
  });

  for (const id of HK_IMPLEMENTED) {
    const spec = hkCardSpec(id) as HkCardSpec;
    const acts = named(spec);
    describe(id, () => {
      const t = spec.texts["zh-Hans"];

      it("has its test file and its rules text in 简体", () => {
        const test = join(ROOT, "test", "engine", "roles", "hk", `${fileOf(id)}.test.ts`);
        expect(existsSync(test), test).toBe(true);
        expect(t?.rules ?? "", `${id}: rules`).toMatch(/[\u4e00-\u9fff]{8}/);
      });

      it("names each act it declares (and no other), one name per act whichever card declares it", () => {
        expect(Object.keys(t?.acts ?? {}).sort(), `${id}: act names`).toEqual([...acts.keys()].sort());
        for (const a of acts.keys()) {
          expect(t.acts[a], `${id}: name of ${a}`).toMatch(/^[\u4e00-\u9fff]+$/);
          expect(hkActName(a), a).toBe(t.acts[a]);
        }
        for (const k of ["aliases", "values"] as const)
          for (const a of Object.keys(t[k] ?? {}))
            expect(acts.has(a), `${id}: ${k} of an act it lacks: ${a}`).toBe(true);
      });

      it("has words that the forum-hk grammar reads back to each act", () => {
        for (const [a, row] of acts) {
          const value = t.values?.[a];
          for (const w of [t.acts[a], ...(t.aliases?.[a] ?? [])]) {
            const choice = value?.kind === "choice" ? Object.entries(value.choices ?? {})[0] : undefined;
            const [dm, want] = choice
              ? [
                  `${w} 3号 ${choice[1][0]}`,
                  { act: a, target: 3, value: value?.numeric ? Number(choice[0]) : choice[0] },
                ]
              : sample(w, a, row, value !== undefined, value?.kind);
            expect(parseHkDm(dm), `${id}: ${dm}`).toMatchObject({ kind: "act", ...want });
          }
          if (value) {
            expect(parseHkDm(value.example), `${id}: example ${value.example}`).toMatchObject({ kind: "act", act: a });
            zh(value.hint, `${id}: hint of ${a}`);
            zh(value.bad, `${id}: bad-input words of ${a}`);
          }
        }
      });

      it("has a told template for each told kind it emits (and none it never emits)", () => {
        const kinds = [...emittedKinds(id)].filter((k) => !TABLE_TOLD.has(k));
        expect(Object.keys(t.told ?? {}).sort(), `${id}: told kinds`).toEqual(kinds.sort());
        for (const k of kinds) {
          const told = t.told?.[k];
          const texts = typeof told?.text === "string" ? [told.text] : Object.values(told?.text ?? {});
          expect(texts.length, `${id}: ${k}`).toBeGreaterThan(0);
          for (const x of [...texts, told?.item ?? "", told?.empty ?? ""])
            for (const m of x.matchAll(/\{(\w+)\}/g)) expect(PLACEHOLDERS.has(m[1]), `${id}: {${m[1]}}`).toBe(true);
          for (const x of texts) zh(x, `${id}: told ${k}`);
          // The chat finds this card's template for the kind (two cards telling one kind agree on it).
          const sample = typeof told?.text === "string" ? undefined : Object.keys(told?.text ?? {})[0];
          if (typeof told?.text === "string") expect(hkToldTemplate(k, null)?.told, k).toEqual(told);
          else if (!spec.toldVariant?.[k]) expect(hkToldTemplate(k, sample)?.told, k).toEqual(told);
        }
      });

      it("declares its scripted choice (or its silence), and it types its own acts in its own words", () => {
        const s = spec.scripted;
        expect(s, `${id}: scripted choice or "silent"`).toBeDefined();
        if (s === "silent") return;
        const kinds = (["start", "night", "death"] as const).filter((k) => s[k] !== undefined);
        expect(kinds.length, `${id}: a scripted object without a choice`).toBeGreaterThan(0);
        const windowOf: Record<string, (w: string) => boolean> = {
          start: (w) => w === "start",
          night: (w) => w.startsWith("night_"),
          death: (w) => w === "window",
        };
        let typed = 0;
        for (const { seed, v } of views(id)) {
          const mem: SeatMemory = { used: new Set() };
          const dms: [string, string | null][] = [
            ["start", startAct(v, seed, 1)],
            ...[1, 2, 3, 4].map((n): [string, string | null] => ["night", nightAct(v, seed, n, 1, mem)]),
            ["death", deathShot(v, seed, 1)],
          ];
          for (const [kind, dm] of dms) {
            if (dm === null) continue;
            typed++;
            const read = parseHkDm(dm);
            const act = read?.kind === "act" ? read.act : undefined;
            expect(act !== undefined && acts.has(act), `${id}: "${dm}" is none of its acts`).toBe(true);
            expect(windowOf[kind](acts.get(act as string)?.window ?? ""), `${id}: ${kind} "${dm}"`).toBe(true);
          }
        }
        expect(typed, `${id}: its scripted choice never types anything`).toBeGreaterThan(0);
      });

      it("another language, where written, has 简体's keys", () => {
        for (const lang of ["zh-Hant", "en"] as const) {
          const other = spec.texts[lang];
          if (other) expect(keysOf(other), `${id} ${lang}`).toEqual(keysOf(t));
        }
      });
    });
  }
});
