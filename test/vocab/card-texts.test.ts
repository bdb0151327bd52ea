/**
 * Issue 23 goal 3 (a card's texts live with the card, keyed per language): every card of the timed
 * rulesets and forum-25 carries its English — its name, its rules, its forum help, and each skill's act
 * names, help line and prompts wherever it has them in 简体 — and the English is English: no Chinese
 * character but inside a quoted command the player types (`DM "验 12"`).
 */
import { describe, expect, it } from "vitest";
import { allRoles } from "../../src/engine/roles/index.ts";
import { cardName } from "../../src/vocab/index.ts";

const CJK = /[\u3400-\u9fff]/;
/** English text without its quoted commands. */
const unquoted = (t: string) => t.replace(/"[^"]*"/g, "");
const timed = allRoles().filter((r) => !r.id.startsWith("hk_") && r.texts["zh-Hans"].rules);

describe("card texts in English", () => {
  it("every timed and forum-25 card carries its English, field for field", () => {
    expect(timed.length).toBeGreaterThanOrEqual(30);
    for (const r of timed) {
      const zh = r.texts["zh-Hans"];
      const en = r.texts.en;
      expect(en, r.id).toBeDefined();
      if (!en) continue;
      expect(Object.keys(en).sort(), r.id).toEqual(Object.keys(zh).sort());
      expect(cardName(r.id, "en")).toBe(en.name);
      for (const k of r.skills) {
        const kz = k.texts?.["zh-Hans"];
        if (!kz) continue;
        const ke = k.texts?.en;
        expect(ke, `${r.id}.${k.id}`).toBeDefined();
        if (!ke) continue;
        expect(Object.keys(ke).sort(), `${r.id}.${k.id}`).toEqual(Object.keys(kz).sort());
        expect(Object.keys(ke.acts).sort(), `${r.id}.${k.id}`).toEqual(Object.keys(kz.acts).sort());
      }
    }
  });

  it("the English reads as English: Chinese only inside a quoted command", () => {
    for (const r of timed) {
      const texts: string[] = Object.values(r.texts.en ?? {}).filter((v): v is string => typeof v === "string");
      for (const k of r.skills) {
        const ke = k.texts?.en;
        if (!ke) continue;
        texts.push(...Object.values(ke.acts as Record<string, string>));
        for (const v of [ke.help, ke.prompt, ke.forumPrompt]) if (v) texts.push(v);
      }
      for (const t of texts) expect(CJK.test(unquoted(t)), `${r.id}: ${t}`).toBe(false);
    }
  });
});
