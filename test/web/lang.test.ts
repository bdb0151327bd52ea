/**
 * Issue 23 goal 3, the web pages' language: `pageLang` (the query's `lang`, then the cookie, then
 * `Accept-Language`); a page asked for in English is `<html lang="en">` with an English nav, and
 * `?lang=zh-Hant` keeps the choice in a cookie and reads 繁體; the browser modules' words exist
 * in every language for every `t("area.key")` the modules use.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS } from "../../src/vocab/index.ts";
import { pageLang } from "../../src/web/lang.ts";
import { PAGE_AREAS } from "../../src/web/pages.ts";
import { type WebStack, webStack } from "./stack.ts";

const ASSETS = join(import.meta.dirname, "..", "..", "src", "web", "assets");
const HAN = /\p{Script=Han}/u;

describe("pageLang: query, then cookie, then Accept-Language (issue 23 goal 3)", () => {
  it("reads the browser's languages in order of preference", () => {
    expect(pageLang(undefined, undefined, "en-US,en;q=0.9")).toBe("en");
    expect(pageLang(undefined, undefined, "zh-TW,zh;q=0.9,en;q=0.8")).toBe("zh-Hant");
    expect(pageLang(undefined, undefined, "zh-HK")).toBe("zh-Hant");
    expect(pageLang(undefined, undefined, "zh-Hant-TW")).toBe("zh-Hant");
    expect(pageLang(undefined, undefined, "zh-CN,zh;q=0.9")).toBe("zh-Hans");
    expect(pageLang(undefined, undefined, "zh")).toBe("zh-Hans");
    expect(pageLang(undefined, undefined, "zh-SG")).toBe("zh-Hans");
    // q-values, not the order written, rank the choices; a language we do not speak is passed over.
    expect(pageLang(undefined, undefined, "en;q=0.5,zh-TW;q=0.8")).toBe("zh-Hant");
    expect(pageLang(undefined, undefined, "fr-FR,fr;q=0.9,en;q=0.5")).toBe("en");
    expect(pageLang(undefined, undefined, "fr-FR,de")).toBe("zh-Hans");
    expect(pageLang(undefined, undefined, "en;q=0,zh-TW;q=0.1")).toBe("zh-Hant");
    expect(pageLang(undefined, undefined, undefined)).toBe("zh-Hans");
    expect(pageLang(undefined, undefined, "")).toBe("zh-Hans");
  });

  it("the query wins over the cookie, the cookie over the header; nonsense is ignored", () => {
    expect(pageLang("en", "zh-Hant", "zh-CN")).toBe("en");
    expect(pageLang(undefined, "zh-Hant", "en")).toBe("zh-Hant");
    expect(pageLang("klingon", "en", "zh-CN")).toBe("en");
    expect(pageLang(["en"], "nope", "zh-TW")).toBe("zh-Hant");
  });
});

describe("every t(key) of the browser modules exists in every language", () => {
  it("scans assets/*.js", async () => {
    const used = new Set<string>();
    for (const f of readdirSync(ASSETS).filter((x) => x.endsWith(".js")))
      for (const m of readFileSync(join(ASSETS, f), "utf8").matchAll(/\bt\(\s*"([a-z_]+\.[a-z0-9_]+)"/g))
        used.add(m[1]);
    expect(used.size).toBeGreaterThan(150);
    const { pageWords } = await import("../../src/web/pages.ts");
    for (const lang of LANGS) {
      const words = pageWords(lang);
      const missing = [...used].filter((k) => {
        const [area, key] = k.split(".");
        return typeof words[area]?.[key] !== "string";
      });
      expect(missing, lang).toEqual([]);
    }
  });
});

describe("pages in the visitor's language (HTTP)", () => {
  let w: WebStack;
  beforeAll(async () => {
    w = await webStack();
  }, 60_000);
  afterAll(async () => {
    await w?.stop();
  });

  it("Accept-Language: en → <html lang=en>, an English nav and title", async () => {
    const r = await fetch(`${w.base}/`, { headers: { "accept-language": "en-US,en;q=0.9" } });
    const html = await r.text();
    expect(html).toMatch(/<html lang="en">/);
    const nav = /<nav>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
    expect(nav).toContain(">Games</a>");
    expect(nav).toContain(">Judge console</a>");
    // The switch names each language in its own script; nothing else in the nav is Chinese.
    expect(nav.replace(/简体(中文)?|繁體(中文)?/g, "")).not.toMatch(HAN);
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe("Games · Werewolf Judge");
    // No header, no cookie: 简体.
    expect(await (await fetch(`${w.base}/`)).text()).toMatch(/<html lang="zh-Hans">[\s\S]*>对局<\/a>/);
  });

  it("?lang=zh-Hant sets the cookie (a year, SameSite=Lax) and reads 繁體; the cookie then wins over the header", async () => {
    const r = await fetch(`${w.base}/seasons/page?lang=zh-Hant`, { headers: { "accept-language": "en" } });
    const html = await r.text();
    expect(html).toMatch(/<html lang="zh-Hant">/);
    expect(html).toContain(">法官控制台</a>");
    expect(html).toContain("<title>賽季 · 狼人法官</title>");
    const set = r.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^lang=zh-Hant;/);
    expect(set).toMatch(/Max-Age=31536000/);
    expect(set).toMatch(/SameSite=Lax/);
    const again = await fetch(`${w.base}/play`, { headers: { "accept-language": "en", cookie: "lang=zh-Hant" } });
    expect(await again.text()).toMatch(/<html lang="zh-Hant">/);
    // The switch links back to the same page in each language.
    expect(html).toContain('href="/seasons/page?lang=en"');
  });

  it("the words JSON has every key of 简体 in every language, English without Chinese", async () => {
    const get = async (l: string) => (await fetch(`${w.base}/assets/words/${l}.json`)).json();
    const hans = await get("zh-Hans");
    expect(Object.keys(hans).sort()).toEqual([...PAGE_AREAS, "board", "ruleset"].sort());
    for (const lang of LANGS) {
      const words = await get(lang);
      for (const area of [...PAGE_AREAS, "board", "ruleset"])
        expect(Object.keys(words[area]).sort(), `${lang} ${area}`).toEqual(Object.keys(hans[area]).sort());
    }
    const en = await get("en");
    const chinese = Object.entries(en as Record<string, Record<string, string>>).flatMap(([a, ws]) =>
      Object.entries(ws)
        .filter(([, v]) => HAN.test(v))
        .map(([k]) => `${a}.${k}`),
    );
    expect(chinese).toEqual([]);
    expect(en.web_page.seat.replace("{{n}}", "3")).toBe("#3");
    expect((await fetch(`${w.base}/assets/words/fr.json`)).status).toBe(404);
  });

  it("a JSON route's words follow the page's language", async () => {
    const r = await fetch(`${w.base}/play/options.json`, { headers: { cookie: "lang=en" } });
    const o = (await r.json()) as { rulesets: { id: string; zh: string; boards: { zh: string }[] }[] };
    expect(o.rulesets.find((x) => x.id === "ranked-s7")?.zh).toBe("ranked");
    expect(o.rulesets.flatMap((x) => [x.zh, ...x.boards.map((b) => b.zh)]).filter((s) => HAN.test(s))).toEqual([]);
    const zh = (await (await fetch(`${w.base}/play/options.json`)).json()) as typeof o;
    expect(zh.rulesets.find((x) => x.id === "ranked-s7")?.zh).toBe("排位赛");
  });
});
