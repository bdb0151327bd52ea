/**
 * Issue 23 goals 1–3: the phrasebooks. Every phrase exists in 简体, 繁體 and English with the same
 * placeholders (an argument the code passes is shown in every language); English has no Chinese
 * character left; 繁體 is 简体 through OpenCC unless a book writes its own; a message renders the
 * same way however it is nested, and a stored message reads back as itself.
 */
import { describe, expect, it } from "vitest";
import { toHans, toHant } from "../../src/vocab/hant.ts";
import { boardName, LANGS, phrasebook, rulesetName, vocabulary } from "../../src/vocab/index.ts";
import { isMsg, lines, type Msg, render, say, stored, storedMsg } from "../../src/vocab/msg.ts";
import { BOOKS } from "../../src/vocab/phrases/index.ts";

const placeholders = (t: string) => [...t.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe("every phrase in every language", () => {
  it("the same keys and the same placeholders in 简体, 繁體 and English; none empty", () => {
    const hans = phrasebook("zh-Hans");
    for (const l of LANGS) {
      const book = phrasebook(l);
      expect(Object.keys(book).sort(), l).toEqual(Object.keys(hans).sort());
      for (const [area, phrases] of Object.entries(hans)) {
        expect(Object.keys(book[area]).sort(), `${l} ${area}`).toEqual(Object.keys(phrases).sort());
        for (const [k, t] of Object.entries(phrases)) {
          const other = book[area][k];
          expect(other.trim(), `${l} ${area}.${k}`).not.toBe("");
          expect(placeholders(other), `${l} ${area}.${k}: ${other}`).toEqual(placeholders(t));
        }
      }
    }
  });

  it("English has no Chinese character; 繁體 is OpenCC's conversion or the book's own", () => {
    const hant = phrasebook("zh-Hant");
    for (const [area, b] of Object.entries(BOOKS)) {
      for (const [k, t] of Object.entries(b.en)) expect(CJK.test(t), `en ${area}.${k}: ${t}`).toBe(false);
      const own = (b as { "zh-Hant"?: Record<string, string> })["zh-Hant"] ?? {};
      for (const [k, t] of Object.entries(b["zh-Hans"]))
        expect(hant[area][k], `${area}.${k}`).toBe(own[k] ?? toHant(t));
    }
  });

  it("no phrase key names an i18next plural (`count`): a Chinese book would miss its _other form", () => {
    for (const [area, phrases] of Object.entries(phrasebook("zh-Hans")))
      for (const [k, t] of Object.entries(phrases)) expect(placeholders(t), `${area}.${k}`).not.toContain("count");
  });
});

describe("rendering a message", () => {
  it("names boards and rulesets in each language", () => {
    const m = say("common.seat", { n: { board: "345-wolfking-thief-cupid" } });
    expect(render(m)).toBe("345狼王盗贼丘比特号");
    expect(render(m, "zh-Hant")).toBe("345狼王盜賊丘比特號");
    expect(boardName("444-idiot", "en")).toBe("4-4-4 Seer, Witch, Hunter, Idiot");
    expect(rulesetName("classic", "en")).toBe("classic");
    expect(rulesetName("table", "zh-Hant")).toBe("桌遊");
  });

  it("fills seats, lists, durations and nested messages in each language", () => {
    const m: Msg = lines([
      say("common.seat", { n: 3 }),
      { k: "common.minutes", a: { n: { msg: say("common.seat", { n: 2 }) } } },
      "昨晚平安夜，请发表遗言",
    ]);
    expect(render(m)).toBe("3号\n2号分钟\n昨晚平安夜，请发表遗言");
    expect(render(m, "zh-Hant")).toBe("3號\n2號分鐘\n昨晚平安夜，請發表遺言");
    expect(render(m, "en")).toBe("#3\n#2 min\n昨晚平安夜，请发表遗言");
  });

  it("a stored message reads back as itself; 简体 text stays text", () => {
    const m: Msg = lines([say("common.seat", { n: 7 }), "好"], "");
    const row = stored(m);
    expect(row).toEqual({ text: "", msg: m });
    expect(storedMsg(JSON.parse(JSON.stringify(row)))).toEqual(m);
    expect(stored("天亮了")).toEqual({ text: "天亮了", msg: null });
    expect(storedMsg({ text: "天亮了", msg: null })).toBe("天亮了");
    expect(isMsg({ k: 3 })).toBe(false);
    expect(storedMsg({ text: "旧", msg: { nope: 1 } })).toBe("旧");
  });
});

describe("OpenCC both ways", () => {
  it("a word of the vocabulary inside a converted sentence reads as the vocabulary's 繁體 word", () => {
    const hans = vocabulary("zh-Hans");
    const hant = vocabulary("zh-Hant");
    let n = 0;
    for (const g of Object.keys(hans) as (keyof typeof hans)[])
      for (const [k, w] of Object.entries(hans[g] as Record<string, string>)) {
        if (w.includes("{{")) continue;
        expect(toHant(w), `${g}.${k}`).toBe((hant[g] as Record<string, string>)[k]);
        n++;
      }
    expect(n).toBeGreaterThan(150);
    // OpenCC's own misreadings in the game's words: 束髮 (hair) in 结束发言, computing words.
    expect(toHant("请结束发言；技能窗口的对象；私聊信息")).toBe("請結束發言；技能窗口的對象；私訊訊息");
    // A game's replay is 復盤 (OpenCC: 覆盤, a market's review), also read back and converted again.
    expect(toHant("本局复盘")).toBe("本局復盤");
    expect(toHant(toHans("第1夜復盤"))).toBe("第1夜復盤");
    // The language review (issue 23 "Done when"): Taiwan's words, and 只 / 钟 / 向 that OpenCC misreads;
    // each reads back as the game's 简体.
    const review: [string, string][] = [
      ["请私聊法官；你的账号编号", "請私訊法官；你的帳號編號"],
      ["最多只能指定；只影响村民阵营；每只带刀的狼", "最多只能指定；只影響村民陣營；每隻帶刀的狼"],
      ["钟：村民阵营；三分钟", "鐘：村民陣營；三分鐘"],
      ["夜里可以向导演问一个问题", "夜裡可以向導演問一個問題"],
    ];
    for (const [hans, hant] of review) {
      expect(toHant(hans)).toBe(hant);
      expect(toHans(hant)).toBe(hans);
    }
  });

  it("reads players' 繁體 commands as 简体 and leaves other text alone", () => {
    expect(toHans("開房 報名 驗3 開槍3 語言 繁體")).toBe("开房 报名 验3 开枪3 语言 繁体");
    expect(toHans("vote 3")).toBe("vote 3");
    expect(toHant("预言家请睁眼")).toBe("預言家請睜眼");
  });
});
