/**
 * Issue 23 goal 3 ("every card text" in three languages), forum-hk's first half of the cards: each of
 * these cards' modules carries English (`texts.en`) shaped as its 简体 — the same keys at every level
 * (rules, acts, aliases, values with their choices, told kinds with their variants, item, empty), the
 * same `{placeholders}` in every told template, English act names distinct within the card and the
 * same as the voice's (`hk_act`), no Chinese character and no ruling number — and the readers reach it
 * (`hkToldTemplate`, `hkValueText`, the card help's rules).
 */
import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../src/chat/families/forum-hk/grammar.ts";
import { type HkCardText, hkCardSpec } from "../../src/engine/roles/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { render, say } from "../../src/vocab/msg.ts";
import type { PhraseKey } from "../../src/vocab/phrases/index.ts";
import { hkCardHelp } from "../../src/voice/families/forum-hk/card-help.ts";
import { fillTemplate, hkToldTemplate, hkValueText } from "../../src/voice/families/forum-hk/card-texts.ts";
import { hkFile, narrated } from "../chat/hk/narrated.ts";

/** This half's cards (their modules' file names, as ids). */
const MINE = [
  "ash_fern",
  "astrologer",
  "avenger",
  "baker",
  "black_bat",
  "clock",
  "cupid",
  "fox",
  "gambler",
  "gardener",
  "gargoyle",
  "ghost_rider",
  "ghost",
  "gu_doctor",
  "hermit",
  "hidden_wolf",
  "hunter",
  "little_girl",
  "medium",
  "miracle_merchant",
];

/** Replays whose results come from these cards (black lovers, a gambler, a gift, a gargoyle's gaze, a hidden wolf). */
const FILES = [
  "HK127-HK72-HK131-cupid-undetermined-partner-black-lovers-name-the-kill",
  "HK124-HK13-gambler-jackpot-silence-acts-at-once-no-point-left-refused",
  "HK103-HK25-miracle-merchant-gifted-poison-told-at-the-night-end-used-a-night-later",
  "HK88-gargoyle-stare-shares-results-then-loses-inspect-and-relay",
  "HK87-HK131-hidden-wolf-three-and-five-told-at-the-end-of-S",
  "HK125-HK11-ash-fern-control-freezes-at-step-10-though-the-penguin-is-silenced",
];

/** A Chinese character or a full-width punctuation mark (，。：“ are 简体's, not English's). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** A ruling's number (R24, HK34, C3, T12): never in a player's text. */
const RULING = /\b(?:R|HK|C|T)\d+\b/;
const holes = (t: string) => [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const texts = (id: string) => {
  const t = hkCardSpec(id)?.texts;
  if (!t?.en) throw new Error(`${id}: no English`);
  return { zh: t["zh-Hans"], en: t.en };
};

/** Every path of `zh` and `en` walked together: the same keys of every object, the same kind of leaf. */
function sameShape(zh: unknown, en: unknown, path: string, leaves: [string, string, string][]): void {
  if (Array.isArray(zh)) {
    expect(Array.isArray(en) && en.length > 0, path).toBe(true);
    for (const w of en as unknown[]) expect(typeof w, path).toBe("string");
    return;
  }
  if (typeof zh === "object" && zh !== null) {
    expect(typeof en === "object" && en !== null && !Array.isArray(en), path).toBe(true);
    const o = en as Record<string, unknown>;
    expect(Object.keys(o).sort(), path).toEqual(Object.keys(zh).sort());
    for (const [k, v] of Object.entries(zh)) sameShape(v, o[k], `${path}.${k}`, leaves);
    return;
  }
  expect(typeof en, path).toBe(typeof zh);
  if (typeof zh === "string") leaves.push([path, zh, en as string]);
  else expect(en, path).toBe(zh);
}

/** Every string of an English text (its words for players), with where it is. */
function strings(v: unknown, path: string): [string, string][] {
  if (typeof v === "string") return [[path, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => strings(x, `${path}[${i}]`));
  if (typeof v === "object" && v !== null) return Object.entries(v).flatMap(([k, x]) => strings(x, `${path}.${k}`));
  return [];
}

describe("forum-hk cards' English (first half)", () => {
  it("each card carries English shaped as its 简体: the same keys at every level, the same placeholders", () => {
    for (const id of MINE) {
      const { zh, en } = texts(id);
      const leaves: [string, string, string][] = [];
      sameShape(zh, en, id, leaves);
      for (const [path, z, e] of leaves) {
        expect(e.trim(), path).not.toBe("");
        if (path.includes(".told.")) expect(holes(e), `${path}: ${e}`).toEqual(holes(z));
      }
    }
  });

  it("English has no Chinese character but a quoted command to type in a result; no ruling number", () => {
    let commands = 0;
    for (const id of MINE) {
      const { en } = texts(id);
      for (const [path, t] of strings(en, id)) {
        // A result quotes the command to type ("杀人 X号", or its English: test/chat/hk/english-commands.test.ts); the rules
        // (a phrasebook's, hk_rules) and the value words (for a grammar reading English) have no Chinese at all.
        const told = path.includes(".told.");
        const quoted = told ? [...t.matchAll(/"([^"]*)"/g)].map((m) => m[1]) : [];
        for (const q of quoted.filter((x) => CJK.test(x))) {
          expect(parseHkDm(q.replace("X号", "3号"))?.kind, `${path}: "${q}"`).toBe("act");
          commands++;
        }
        expect(CJK.test(told ? t.replace(/"[^"]*"/g, '""') : t), `${path}: ${t}`).toBe(false);
        expect(RULING.test(t), `${path}: ${t}`).toBe(false);
      }
    }
    expect(commands).toBeGreaterThanOrEqual(10);
  });

  it("act names are distinct within a card and the voice's (hk_act); an example is sent with them", () => {
    for (const id of MINE) {
      const { en } = texts(id);
      const names = Object.values(en.acts);
      expect(new Set(names).size, id).toBe(names.length);
      for (const [act, name] of Object.entries(en.acts)) {
        expect(name, `${id}.${act}`).toMatch(/^[A-Z][A-Za-z']*(?: [A-Za-z']+)*$/);
        expect(render(say(`hk_act.${act}` as PhraseKey), "en"), `${id}.${act}`).toBe(name);
      }
      // An example is sent with the act's English name.
      for (const [act, v] of Object.entries(en.values ?? {}))
        expect(v.example.startsWith(`${en.acts[act]} `), `${id}.${act}: ${v.example}`).toBe(true);
      expect(en.rules.startsWith(`${render(say(`hk_card.${id}` as PhraseKey), "en")}:`), id).toBe(true);
    }
  });

  it("the readers reach it: a told template, a value's hint, the card help's rules", () => {
    const gift = hkToldTemplate("gift", "poison", "en");
    expect(gift?.text).toMatch(/^You received a gift: a bottle of Poison \(at night, send "毒药 X号"/);
    const star = hkToldTemplate("star", { "3": "seer" }, "en");
    expect(
      star && fillTemplate(star.text, { items: fillTemplate(star.told.item ?? "", { seat: "#3", role: "Seer" }) }),
    ).toBe("Stargaze result: #3 is the Seer.");
    expect(hkToldTemplate("jackpot", 2, "en")?.text).toBe(
      "Jackpot: you spend a point and pick Kill: tonight you use a Kill on {about}.",
    );
    expect(hkToldTemplate("sniff", "mixed", "zh-Hans")?.text).toBe(
      "狡黠结果：{about}附近气息杂乱无法分辨，下一夜仍可使用狡黠。",
    );
    expect(hkValueText("gift", "en")?.choices?.poison).toEqual(["Poison"]);
    expect(hkValueText("bewitch", "en")?.example).toBe("Bewitch #3 Strong God");
    for (const id of MINE) {
      const one = {
        seats: [{ seat: 1, role: id, alive: true, announced: false, statuses: [] }],
      } as unknown as GameState;
      const help = hkCardHelp(one, 1);
      expect(render(help, "en").split("\n")[1], id).toBe((texts(id).en as HkCardText).rules);
      expect(render(help).split("\n")[1], id).toBe(texts(id).zh.rules);
    }
  });

  it("a card's result reaches an English DM in English, the 简体 as before (real replays)", () => {
    const kinds = new Set(MINE.flatMap((id) => Object.keys(texts(id).en.told ?? {})));
    const seen: string[] = [];
    for (const f of FILES) {
      const zh = narrated(hkFile(f));
      const en = narrated(hkFile(f), "en");
      expect(en.length, f).toBe(zh.length);
      en.forEach((m, i) => {
        if (m.e.type !== "told" || !kinds.has(m.e.kind) || m.e.kind === "host_acts") return;
        expect(CJK.test(m.text.replace(/"[^"]*"/g, '""')), `${f}: ${m.text}`).toBe(false);
        expect(m.text, f).not.toMatch(/[{}]|undefined|\[object/);
        expect(CJK.test(zh[i].text), `${f}: ${zh[i].text}`).toBe(true);
        seen.push(m.text);
      });
    }
    expect(seen).toContain('Of the lovers, #4 gets the kill: from Night 2 on, each night, DM me "杀人 X号" (Kill #X).');
    expect(seen).toContain(
      "You received inspection results shared by a Gaze: #3: village camp, Medium; #2: village camp, Seer.",
    );
    expect(seen).toContain("Jackpot: you spend a point and pick Silence: #2 is silenced until the next noon begins.");
    expect(seen.length).toBeGreaterThanOrEqual(12);
  });
});
