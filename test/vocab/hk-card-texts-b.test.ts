/**
 * Issue 23 goal 3: the English of the forum-hk cards' own texts (`texts.en`, `HkCardText`), for the second half
 * of the cards (the first half: `hk-card-texts.test.ts`). Each card's English has the 简体's keys at every
 * level (acts, aliases, values and their words, told kinds and their variants), the same placeholders in every
 * template, no Chinese character, distinct Title Case act names — the `hk_act` phrasebook's — and the readers
 * (`card-texts.ts`, the card help) give it in English while 简体 reads and parses as before.
 */
import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../src/chat/families/forum-hk/grammar.ts";
import { HK_IMPLEMENTED, type HkCardText, type HkToldText, hkCardSpec } from "../../src/engine/roles/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { render } from "../../src/vocab/msg.ts";
import { HK_ACT } from "../../src/vocab/phrases/hk-names.ts";
import { hkCardHelp } from "../../src/voice/families/forum-hk/card-help.ts";
import { fillTemplate, hkCardText, hkToldTemplate, hkValueText } from "../../src/voice/families/forum-hk/card-texts.ts";

/** The cards of this half (ids). */
const MINE = [
  "mirror",
  "nine_tailed_fox",
  "old_believer",
  "police",
  "psychic",
  "saintess",
  "secret_admirer",
  "seer",
  "shadow",
  "soul_caller",
  "sun",
  "taoist",
  "time_consort",
  "van_helsing",
  "witch",
  "wolf_brother",
  "wolf_scholar",
  "wolf_sibling",
  "wolf_witch",
];

/** A Chinese character, or full-width punctuation (，。、：（）) — 「」 around a player's words may stay. */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\uff00-\uffef\u3001\u3002]/;
/** An act's name: Title Case words, small words lower-case inside. */
const TITLE = /^[A-Z][a-z]*(?: (?:[A-Z][a-z]*|a|an|the|of|to))*$/;

const textsOf = (id: string) => {
  const t = hkCardSpec(id)?.texts;
  if (!t?.en) throw new Error(`${id}: no English`);
  return { zh: t["zh-Hans"], en: t.en };
};

/** Every string of a card's texts, with where it is (for the messages). */
function strings(t: HkCardText): [string, string][] {
  const out: [string, string][] = [["rules", t.rules]];
  for (const [a, n] of Object.entries(t.acts)) out.push([`acts.${a}`, n]);
  for (const [a, ws] of Object.entries(t.aliases ?? {})) for (const w of ws) out.push([`aliases.${a}`, w]);
  for (const [a, v] of Object.entries(t.values ?? {})) {
    for (const k of ["hint", "example", "bad"] as const) out.push([`values.${a}.${k}`, v[k]]);
    for (const [c, ws] of Object.entries(v.choices ?? {}))
      for (const w of ws) out.push([`values.${a}.choices.${c}`, w]);
  }
  for (const [kind, told] of Object.entries(t.told ?? {})) {
    const texts = typeof told.text === "string" ? { "": told.text } : told.text;
    for (const [v, s] of Object.entries(texts)) out.push([`told.${kind}.${v}`, s]);
    if (told.item !== undefined) out.push([`told.${kind}.item`, told.item]);
    if (told.empty !== undefined) out.push([`told.${kind}.empty`, told.empty]);
  }
  return out;
}

/** A template's placeholders, sorted (`{about}`, `{camp}` …). */
const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = (o: object | undefined) => Object.keys(o ?? {}).sort();

/** The value a card tells for told kind `kind` that picks variant `variant` (its `toldVariant`, else the variant itself). */
function valueFor(id: string, kind: string, variant: string): unknown {
  const pick = hkCardSpec(id)?.toldVariant?.[kind];
  if (!pick) return variant;
  const tries: unknown[] = [variant, "check", null, { knife: true }, { knife: false }, { from: "crush" }, {}];
  tries.push({ from: "admirer" }, { alive: true }, { alive: false }, [3], []);
  const found = tries.find((v) => pick(v) === variant);
  if (found === undefined) throw new Error(`${id} ${kind}: no value picks ${variant}`);
  return found;
}

/** A told kind's template for variant `v` (null: its only one). */
const variantText = (t: HkToldText | undefined, v: string | null) =>
  typeof t?.text === "string" || v === null ? t?.text : t?.text[v];

/** The first built card declaring told kind `kind` (the readers take its template). */
const teller = (kind: string) => HK_IMPLEMENTED.find((id) => hkCardSpec(id)?.texts["zh-Hans"].told?.[kind]);

describe("forum-hk card texts in English (second half)", () => {
  it("each card's English has the 简体's keys at every level and the same placeholders", () => {
    for (const id of MINE) {
      const { zh, en } = textsOf(id);
      expect(keys(en), id).toStrictEqual(keys(zh));
      expect(keys(en.acts), id).toStrictEqual(keys(zh.acts));
      expect(keys(en.aliases), id).toStrictEqual(keys(zh.aliases));
      expect(keys(en.values), id).toStrictEqual(keys(zh.values));
      for (const [a, v] of Object.entries(zh.values ?? {})) {
        const e = en.values?.[a];
        expect(keys(e), `${id} ${a}`).toStrictEqual(keys(v));
        expect([e?.kind, e?.numeric], `${id} ${a}`).toStrictEqual([v.kind, v.numeric]);
        expect(keys(e?.choices), `${id} ${a}`).toStrictEqual(keys(v.choices));
      }
      expect(keys(en.told), id).toStrictEqual(keys(zh.told));
      for (const [kind, told] of Object.entries(zh.told ?? {})) {
        const e = en.told?.[kind];
        expect(keys(e), `${id} ${kind}`).toStrictEqual(keys(told));
        expect(typeof e?.text, `${id} ${kind}`).toBe(typeof told.text);
        if (typeof told.text !== "string") expect(keys(e?.text as object)).toStrictEqual(keys(told.text));
      }
      // The same placeholders in every template, variant, item and empty: the strings pair up by place.
      const zs = new Map(strings(zh));
      for (const [where, s] of strings(en))
        if (where.startsWith("told.")) expect(holes(s), `${id} ${where}`).toStrictEqual(holes(zs.get(where) ?? ""));
    }
  });

  it("English has no Chinese character; act names are distinct Title Case words, the hk_act phrasebook's", () => {
    let n = 0;
    for (const id of MINE) {
      const { en } = textsOf(id);
      for (const [where, s] of strings(en)) {
        expect(s, `${id} ${where}`).not.toMatch(CHINESE);
        expect(s.trim(), `${id} ${where}`).not.toBe("");
        n++;
      }
      const names = Object.values(en.acts);
      expect(new Set(names).size, id).toBe(names.length);
      for (const [a, name] of Object.entries(en.acts)) {
        expect(name, `${id} ${a}`).toMatch(TITLE);
        expect(name, `${id} ${a}`).toBe(HK_ACT.en[a as keyof typeof HK_ACT.en]);
      }
      // An example starts with its act's name (or one of its aliases, as 潜藏 for 伪装).
      for (const [a, v] of Object.entries(en.values ?? {}))
        expect(
          [en.acts[a], ...(en.aliases?.[a] ?? [])].some((w) => v.example.startsWith(`${w} `)),
          `${id} ${a}`,
        ).toBe(true);
    }
    expect(n).toBeGreaterThan(100);
  });

  it("the readers give the English: help, told results, value words; 简体 reads and parses as before", () => {
    for (const id of MINE) {
      const { zh, en } = textsOf(id);
      expect(hkCardText(id, "en")).toBe(en);
      const one = {
        seats: [{ seat: 1, role: id, alive: true, announced: false, statuses: [] }],
      } as unknown as GameState;
      const help = hkCardHelp(one, 1);
      expect(render(help, "en").split("\n")[1], id).toBe(en.rules);
      expect(render(help).split("\n")[1], id).toBe(zh.rules);
      for (const [kind, told] of Object.entries(en.told ?? {})) {
        if (teller(kind) !== id) continue; // told kind of an earlier card (狼巫's `identity` is 通灵师's)
        const variants = typeof told.text === "string" ? [null] : Object.keys(told.text);
        for (const v of variants) {
          const value = v === null ? null : valueFor(id, kind, v);
          expect(hkToldTemplate(kind, value, "en")?.text, `${id} ${kind} ${v}`).toBe(variantText(told, v));
          expect(hkToldTemplate(kind, value)?.text, `${id} ${kind} ${v}`).toBe(variantText(zh.told?.[kind], v));
        }
      }
      for (const [a, v] of Object.entries(en.values ?? {})) {
        if (a !== "disguise") expect(hkValueText(a, "en"), `${id} ${a}`).toBe(v); // 伪装 is 隐狼's first
        // 简体 still reads its own example as the act.
        expect(parseHkDm(zh.values?.[a].example ?? ""), `${id} ${a}`).toMatchObject({ kind: "act", act: a });
      }
      for (const [a, name] of Object.entries(zh.acts))
        if (!zh.values?.[a]) expect(parseHkDm(`${name} 3号`), `${id} ${a}`).toMatchObject({ kind: "act", act: a });
    }
    const police = hkToldTemplate("investigate", { knife: true }, "en");
    expect(police && fillTemplate(police.text, { about: "#3", camp: "werewolf camp", role: "Seer" })).toBe(
      "Investigate result: #3 is in the werewolf camp, their card is Seer, and they hold a knife.",
    );
    const reversed = hkToldTemplate("reversed", [], "en");
    expect(reversed && fillTemplate(reversed.text, { items: reversed.told.empty ?? "" })).toBe(
      "Time Backflow bounced back these skills: none. You lost Time Backflow.",
    );
  });
});
