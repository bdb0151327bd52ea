/**
 * `npm run screenshots` (second part): the thread view of a forum-25 game (issue 14 item 7),
 * `docs/screenshots/forum-thread.png`. The forum demo's scripted players (src/sim/forum-crowd.ts)
 * play on the real stack (mocked network, in-memory PGlite) on the forum calendar at 1500 rule
 * seconds per wall second; the page is photographed once day 2 has closed.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pino } from "pino";
import { chromium } from "playwright-core";
import { startRuntime } from "../src/boot/runtime.ts";
import { MockNetwork } from "../src/chat/mock-network.ts";
import { buildApp } from "../src/http/app.ts";
import { ForumCrowd, makeForumTable } from "../src/sim/forum-crowd.ts";
import { ConsoleDesk, registerWeb, runtimeSource } from "../src/web/index.ts";

const OUT = join(import.meta.dirname, "..", "docs", "screenshots");
// Issue 26 item 10: drawn without a CJK font every Chinese glyph is a box. app.css lists Noto Sans CJK SC.
if (!/Noto Sans CJK SC/.test(spawnSync("fc-list", [":lang=zh-cn", "family"], { encoding: "utf8" }).stdout ?? "")) {
  console.error("没有找到中文字体 Noto Sans CJK SC，截图里的汉字会变成方框：apt-get install -y fonts-noto-cjk");
  process.exit(1);
}
const log = pino({ level: "warn" });
const speed = 1500;
const net = new MockNetwork("版杀导演机器人");
const table = makeForumTable(net);
// 20:00 local (UTC+8) on 2026-03-01, re-anchored once the store is up (as the forum demo).
const anchor = { wallMs: Date.now(), ruleMs: Date.UTC(2026, 2, 1, 12, 0) };
const rt = await startRuntime({
  log,
  dataDir: "memory://",
  speed,
  anchor,
  bot: { bot: net.bot, network: net },
  seed: () => 7,
  outboxPollMs: 100,
});
anchor.wallMs = Date.now();
const src = runtimeSource(rt, speed);
const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: rt.book, log });
const app = await buildApp({
  db: rt.store.db,
  service: rt.service,
  book: rt.book,
  log,
  mode: () => rt.describe(),
  extend: (a) => registerWeb(a, { main: src, book: rt.book, desk }),
});
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
});
try {
  const closed = net.waitFor((m) => m.room === table.group.id && m.text.startsWith("关门：第2天"), 600_000);
  void new ForumCrowd(net, table).play(20 * 60_000);
  await closed;
  const game = await rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "zh-CN" })).newPage();
  await page.goto(`${base}/live/${game.id}/thread`);
  await page.getByTestId("result-2").waitFor({ timeout: 20_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(OUT, "forum-thread.png"), fullPage: true });
  console.log("docs/screenshots/forum-thread.png");
} finally {
  await browser.close();
  await app.close();
  await rt.stop();
}
process.exit(0);
