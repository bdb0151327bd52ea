/**
 * `npm run screenshots`: redraws the PNGs of every web page under docs/screenshots/ (issue 14)
 * with Debian's chromium (playwright-core; CHROMIUM_PATH, default /usr/bin/chromium). It runs
 * the real stack on the mocked network (in-memory PGlite), a ranked demo game played by the
 * scripted players, and the playground, and photographs each page at a moment that shows it.
 */

import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { Director } from "../src/sim/director.ts";

import { openShowcase } from "./showcase.ts";

const OUT = join(import.meta.dirname, "..", "docs", "screenshots");
// Issue 26 item 10: drawn without a CJK font every Chinese glyph is a box. app.css lists Noto Sans CJK SC.
if (!/Noto Sans CJK SC/.test(spawnSync("fc-list", [":lang=zh-cn", "family"], { encoding: "utf8" }).stdout ?? "")) {
  console.error("没有找到中文字体 Noto Sans CJK SC，截图里的汉字会变成方框：apt-get install -y fonts-noto-cjk");
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
const { net, table, rt, playground, app, base, browser } = await openShowcase();
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
  console.log(`docs/screenshots/${name}.png`);
};
const linkFor = async (who: typeof table.judge) => {
  const answer = net.waitFor(
    (m) => m.from === net.botUser.id && m.to === who.id && /console\/login/.test(m.text),
    10_000,
    net.wire.length,
  );
  who.say("控制台").to(net.botUser);
  return /https?:\/\/\S+/.exec((await answer).text)?.[0] ?? "";
};

try {
  const game = new Director(net, table).play(180_000);
  let id = "";
  while (!id) {
    id = (await rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
    await new Promise((r) => setTimeout(r, 200));
  }
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "zh-CN" });
  const page = await ctx.newPage();
  // Mid-game: the day-1 speeches.
  await net
    .waitFor((m) => m.room === table.group.id && /发言/.test(m.text) && /D1|第1天|警上/.test(m.text), 90_000)
    .catch(() => undefined);
  await page.goto(`${base}/live/${id}`);
  await page.getByTestId("phase").waitFor();
  await shot(page, "live-table");
  const judge = await ctx.newPage();
  await judge.goto(await linkFor(table.judge));
  await shot(judge, "console");
  await judge.goto(`${base}/console/games/${id}`);
  await judge.getByTestId("controls").waitFor();
  await shot(judge, "console-judge");
  await judge.click('button[data-control="eject"]');
  await shot(judge, "console-confirm");
  await judge.getByRole("button", { name: "取消" }).click();
  const inspector = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await inspector.goto(await linkFor(table.inspector));
  await inspector.goto(`${base}/console/games/${id}`);
  await inspector.getByTestId("read-only").waitFor();
  await shot(inspector, "console-inspector");
  await game;
  await rt.outbox.idle();
  await page.goto(`${base}/`);
  await shot(page, "index");
  await page.goto(`${base}/replay/${id}`);
  await page.getByTestId("timeline").waitFor();
  await page.getByTestId("who").selectOption("1");
  await shot(page, "replay");
  await page.goto(`${base}/seasons/page`);
  await shot(page, "seasons");
  await page.goto(`${base}/seasons/S7-demo/page`);
  await shot(page, "leaderboard");
  await page.goto(`${base}/players/${table.players[0].id}/page?season=S7-demo`);
  await page.getByTestId("points-chart").waitFor();
  await shot(page, "player");
  await page.goto(`${base}/docs`);
  await page.waitForSelector(".swagger-ui .opblock", { timeout: 20_000 });
  await shot(page, "swagger-ui");
  await page.goto(`${base}/play`);
  await page.locator('select[name="seat"]').waitFor();
  await shot(page, "playground");
  await page.locator('select[name="seat"]').selectOption("1");
  await page.locator('select[name="speed"]').selectOption("20");
  await page.click('#new-table button[type="submit"]');
  await page.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 60_000 });
  await page.getByText("天黑请闭眼").first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(6000);
  await shot(page, "playground-table");
} finally {
  await browser.close();
  await app.close();
  await playground.closeAll();
  await rt.stop();
}
process.exit(0);
