/**
 * Issue 23 goal 2: one vocabulary. Every word of the game is defined once (no second table of a
 * group outside src/vocab/, no act named both by a card and by the vocabulary) and in every
 * language (the same keys in 简体, 繁體 and English); the 繁體 words are the Traditional forms; the
 * piper's win is told as a piper's win (T23).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { actIds, allRoles, ROLE_IDS } from "../../src/engine/roles/index.ts";
import { STATUS_KINDS } from "../../src/engine/status-kinds.ts";
import {
  actName,
  cardName,
  LANGS,
  type Lang,
  labelWords,
  type Vocabulary,
  vocabulary,
  type WordGroup,
  winnerWords,
  word,
} from "../../src/vocab/index.ts";
import { ZH_HANS } from "../../src/vocab/zh-hans.ts";

/** `group.id` → word, for every word of `lang`. */
function flat(lang: Lang): Map<string, string> {
  const v = vocabulary(lang);
  const out = new Map<string, string>();
  for (const [g, words] of Object.entries(v)) for (const [id, w] of Object.entries(words)) out.set(`${g}.${id}`, w);
  return out;
}

describe("every word in every language", () => {
  it("简体, 繁體 and English have the same keys, none empty", () => {
    const keys = [...flat("zh-Hans").keys()].sort();
    expect(keys.length).toBeGreaterThan(150);
    for (const l of LANGS) {
      const words = flat(l);
      expect([...words.keys()].sort(), l).toEqual(keys);
      for (const [k, w] of words) expect(w.trim(), `${l} ${k}`).not.toBe("");
    }
  });

  it("every card, every act and every status kind has its word in every language", () => {
    for (const l of LANGS) {
      const v = vocabulary(l);
      for (const id of ROLE_IDS) expect(v.card[id], `${l} card ${id}`).toBeTruthy();
      for (const a of actIds()) expect((v.act as Record<string, string>)[a], `${l} act ${a}`).toBeTruthy();
      for (const s of Object.keys(STATUS_KINDS))
        expect((v.status as Record<string, string>)[s], `${l} ${s}`).toBeTruthy();
    }
  });

  it("the i18next instance answers every key in its language (no fallback, no key echoed)", () => {
    for (const l of LANGS)
      for (const [k, w] of flat(l)) if (!w.includes("{{")) expect(word(l, k as never), `${l} ${k}`).toBe(w);
  });
});

describe("each word defined once", () => {
  it("简体 card, act and status names are the cards' own, not copied into the written words", () => {
    const written = ZH_HANS as Record<string, unknown>;
    expect(written.card).toBeUndefined();
    expect(written.status).toBeUndefined();
    const v = vocabulary("zh-Hans");
    for (const r of allRoles()) expect(v.card[r.id]).toBe(r.texts["zh-Hans"].name);
    for (const [id, k] of Object.entries(STATUS_KINDS)) expect((v.status as Record<string, string>)[id]).toBe(k.zh);
  });

  it("no act is named both by a card's skill and by the vocabulary", () => {
    const byCards = new Set(allRoles().flatMap((r) => r.skills.flatMap((k) => [...k.acts])));
    const twice = Object.keys(ZH_HANS.act).filter((a) => byCards.has(a as never));
    expect(twice).toEqual([]);
  });

  it("no file outside src/vocab/ (and the engine) keeps a second table of a group's words", () => {
    const groups = vocabulary("zh-Hans");
    const files: string[] = [];
    const walk = (d: string) => {
      for (const f of readdirSync(d)) {
        const p = join(d, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith(".ts")) files.push(p);
      }
    };
    for (const d of readdirSync("src")) {
      const p = join("src", d);
      if (statSync(p).isDirectory() && !["engine", "vocab", "generated"].includes(d)) walk(p);
    }
    expect(files.length).toBeGreaterThan(50);
    const found = tablesIn(
      files.filter((f) => !Object.hasOwn(NOT_YET, f.replaceAll("\\", "/"))),
      groups,
    );
    expect(found).toEqual([]);
  });

  it("the scan finds a table of words when there is one (a copy of the causes of death)", () => {
    const v = vocabulary("zh-Hans");
    const drifted = `const CAUSE = {\n  wolf: "狼刀",\n  // a comment\n  poison: "毒杀",\n  exile: "放逐",\n};`;
    expect(tablesOf("x.ts", drifted, v)).toEqual(["x.ts: cause (wolf, poison, exile)"]);
    const copied = `const W = { a: 1 };\nconst STEP = {\n  thief: "盗贼",\n  cupid: "丘比特",\n  gun: "枪",\n};`;
    expect(tablesOf("y.ts", copied, v)).toEqual(["y.ts: card (thief, cupid)"]);
  });
});

/** Files the scan skips, each with its reason (a later step of issue 23 moves them). */
const NOT_YET: Record<string, string> = {
  "src/web/play-pace.ts": "the verbs a player types (grammar, not names): to derive from the cards' `words`",
};

/**
 * The tables of words in one file, as `file: group (ids)`: a run of `id: "汉字…"` lines that copies
 * two or more of a group's words (the same word for the same id), or that names three or more ids
 * of one group and nothing else (a second, drifted table of that group).
 */
function tablesOf(file: string, text: string, groups: Vocabulary): string[] {
  const out: string[] = [];
  const runs: [string, string][][] = [[]];
  // One-line tables (`{ wolves: "狼人阵营", villagers: "好人阵营" }`) are read one entry a line.
  const lines = text.replace(/[{,][ \t]*(?="?[a-z_]+"?:\s*")/g, "\n").split("\n");
  for (const line of lines) {
    const m = /^\s*"?([a-z_]+)"?:\s*"([^"]*)"/.exec(line);
    if (m) runs[runs.length - 1].push([m[1], m[2]]);
    else if (!/^\s*(\/\/|\/\*|\*)/.test(line)) runs.push([]);
  }
  for (const run of runs) {
    const zh = run.filter(([, w]) => /[\u3400-\u9fff]/.test(w));
    for (const [g, words] of Object.entries(groups) as [WordGroup, Record<string, string>][]) {
      const copies = zh.filter(([id, w]) => words[id] === w).map(([id]) => id);
      const all = zh.length >= 3 && run.every(([id]) => Object.hasOwn(words, id));
      if (copies.length >= 2 || all) out.push(`${file}: ${g} (${(all ? zh.map(([id]) => id) : copies).join(", ")})`);
    }
  }
  return [...new Set(out)];
}
const tablesIn = (files: string[], groups: Vocabulary) =>
  files.flatMap((f) => tablesOf(f, readFileSync(f, "utf8"), groups));

describe("繁體 words are the Traditional forms", () => {
  it("names the camps and the cards as 繁體 readers write them", () => {
    expect(word("zh-Hant", "camp.wolves")).toBe("狼人陣營");
    expect(word("zh-Hant", "camp.villagers")).toBe("好人陣營");
    expect(cardName("seer", "zh-Hant")).toBe("預言家");
    expect(cardName("witch", "zh-Hant")).toBe("女巫");
    expect(cardName("hunter", "zh-Hant")).toBe("獵人");
    expect(cardName("guard", "zh-Hant")).toBe("守衛");
    expect(cardName("idiot", "zh-Hant")).toBe("白癡");
    expect(actName("check", "zh-Hant")).toBe("查驗");
    expect(labelWords("N3", "zh-Hant")).toBe("第3夜");
  });

  it("no 繁體 word keeps a simplified character (every one that 简体 and 繁體 write differently, or a common one)", () => {
    const hans = flat("zh-Hans");
    const hant = flat("zh-Hant");
    // The pairs the two languages themselves show: where the same word differs char by char.
    const simplified = new Set(
      "阵营预猎卫杀枪带药验护连侣摄梦锈剑骑驯师盗贼长仆爱冲锋战场话发选择罚红蓝黄胜负决斗遗讨论阶动报纠错竞归态术计结变单双还进应则".split(
        "",
      ),
    );
    for (const [k, s] of hans) {
      const t = hant.get(k) ?? "";
      if (s.length !== t.length) continue;
      for (let i = 0; i < s.length; i++) if (s[i] !== t[i]) simplified.add(s[i]);
    }
    const left = [...hant].filter(([, t]) => [...t].some((c) => simplified.has(c))).map(([k, t]) => `${k}: ${t}`);
    expect(left).toEqual([]);
  });
});

describe("winners", () => {
  it("every camp's win reads as that camp's, the piper's included (T23)", () => {
    expect(winnerWords("villagers")).toBe("好人阵营胜利");
    expect(winnerWords("wolves")).toBe("狼人阵营胜利");
    expect(winnerWords("lovers")).toBe("情侣阵营胜利");
    expect(winnerWords("piper")).toBe("吹笛者胜利");
    expect(winnerWords("piper", "zh-Hant")).toBe("吹笛者勝利");
    expect(winnerWords("piper", "en")).toBe("the piper won");
    expect(winnerWords(null)).toBe("未分胜负");
  });
});
