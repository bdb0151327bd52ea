/**
 * `npm run screenshots:languages` (issue 23 goals 3–4): each page — the game list, a live table,
 * a replay, the playground, the seasons and the judge's console after its login link — in each
 * language (简体, 繁體, English), drawn by Debian's chromium (playwright-core; CHROMIUM_PATH,
 * default /usr/bin/chromium) into docs/screenshots/<lang>/<page>.png, 1000 px wide, the first
 * screen of each page (not the full length: the PNGs stay small). Each language's browser asks
 * for it the way a visitor's would (its locale: `Accept-Language`), not by `?lang=`.
 * It runs the real stack on the mocked network (in-memory PGlite) with a ranked demo game played
 * by the scripted players, as scripts/screenshots.ts does.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { Director } from "../src/sim/director.ts";
import type { Lang } from "../src/vocab/index.ts";

import { openShowcase } from "./showcase.ts";

const OUT = join(import.meta.dirname, "..", "docs", "screenshots");
/** Each language and the browser locale that asks for it. */
const LOCALES: readonly [Lang, string][] = [
  ["zh-Hans", "zh-CN"],
  ["zh-Hant", "zh-TW"],
  ["en", "en-US"],
];
const VIEWPORT = { width: 1000, height: 720 };

if (!/Noto Sans CJK/.test(spawnSync("fc-list", [":lang=zh-cn", "family"], { encoding: "utf8" }).stdout ?? "")) {
  console.error("没有找到中文字体 Noto Sans CJK，截图里的汉字会变成方框：apt-get install -y fonts-noto-cjk");
  process.exit(1);
}
for (const [lang] of LOCALES) mkdirSync(join(OUT, lang), { recursive: true });
const { net, table, rt, playground, app, base, browser } = await openShowcase();

/** Photographs `page` as docs/screenshots/<lang>/<name>.png and says its size. */
const shot = async (page: Page, lang: Lang, name: string) => {
  await page.waitForTimeout(600);
  const path = join(OUT, lang, `${name}.png`);
  await page.screenshot({ path });
  console.log(`docs/screenshots/${lang}/${name}.png ${Math.round(statSync(path).size / 1024)} KB`);
};
/** A fresh one-time console link for the judge (each link opens once). */
const judgeLink = async () => {
  const answer = net.waitFor(
    (m) => m.from === net.botUser.id && m.to === table.judge.id && /console\/login/.test(m.text),
    10_000,
    net.wire.length,
  );
  table.judge.say("控制台").to(net.botUser);
  return /https?:\/\/\S+/.exec((await answer).text)?.[0] ?? "";
};

try {
  const game = new Director(net, table).play(180_000);
  let id = "";
  while (!id) {
    id = (await rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
    await new Promise((r) => setTimeout(r, 200));
  }
  const contexts = new Map<Lang, BrowserContext>();
  for (const [lang, locale] of LOCALES)
    contexts.set(lang, await browser.newContext({ viewport: VIEWPORT, locale, timezoneId: "Asia/Shanghai" }));
  const pageOf = async (lang: Lang) => {
    const ctx = contexts.get(lang);
    if (!ctx) throw new Error(lang);
    return ctx.pages()[0] ?? ctx.newPage();
  };
  // Mid-game: the day-1 speeches, the same moment in every language.
  await net
    .waitFor((m) => m.room === table.group.id && /发言/.test(m.text) && /D1|第1天|警上/.test(m.text), 90_000)
    .catch(() => undefined);
  const live = await Promise.all(
    LOCALES.map(async ([lang]) => {
      const p = await pageOf(lang);
      await p.goto(`${base}/live/${id}`);
      await p.getByTestId("phase").waitFor();
      return [lang, p] as const;
    }),
  );
  for (const [lang, p] of live) await shot(p, lang, "live-table");
  await game;
  await rt.outbox.idle();
  for (const [lang] of LOCALES) {
    const page = await pageOf(lang);
    await page.goto(`${base}/`);
    await page.locator("table.t").waitFor();
    await shot(page, lang, "index");
    await page.goto(`${base}/replay/${id}`);
    await page.getByTestId("timeline").waitFor();
    await page.getByTestId("who").selectOption("1");
    await page.getByTestId("times").waitFor();
    await shot(page, lang, "replay");
    await page.goto(`${base}/play`);
    await page.locator('select[name="seat"]').waitFor();
    await shot(page, lang, "playground");
    await page.goto(`${base}/seasons/page`);
    await page.locator("table.t").waitFor();
    await shot(page, lang, "seasons");
    await page.goto(await judgeLink());
    await page.locator("h2").first().waitFor();
    await shot(page, lang, "console");
  }
} finally {
  await browser.close();
  await app.close();
  await playground.closeAll();
  await rt.stop();
}
process.exit(0);
