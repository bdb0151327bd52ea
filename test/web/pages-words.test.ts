/**
 * Issue 26 items 6, 8, 9 and 10 — the done-criterion for the web pages: every page (index, live,
 * the forum thread, the console as judge and as inspector, seasons, leaderboard, player, the bot's
 * login page; Swagger's /docs excluded) loaded with real data — a ranked game played to its end
 * by the scripted players in a season, a forum-25 game into its second day — at a desktop and at
 * a 390×844 phone viewport, fails on
 * - an English word or id in the visible text (the allow-list below: words Chinese players and
 *   operators use as they are), or a ruling number (R24, F4, T22, C3, HK…);
 * - a page wider than the phone (horizontal overflow at 390 px).
 * The chat panes (what was said in WeChat: the chat texts' own tests check those) and the
 * console's event log (the replay's part) are left out of the text checked.
 * It also checks that the live and console pages open ONE EventSource each, that a finished game's
 * streams end on the page with "本局已结束", that the thread shows the phase in words and the last
 * words with what was said, and that the player's name comes before his charts.
 */
import { pino } from "pino";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { buildApp } from "../../src/http/app.ts";
import { Director, makeTable, type Table } from "../../src/sim/director.ts";
import { ForumCrowd, makeForumTable } from "../../src/sim/forum-crowd.ts";
import { ConsoleDesk, registerWeb, runtimeSource } from "../../src/web/index.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { driveForumDeadlines } from "../forum-jumps.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { launchBrowser, type WebStack, webStack } from "./stack.ts";

/**
 * Latin words allowed in visible text: "API" (the nav's link to the API documentation, for
 * developers), "PK" (players' own word: 警长PK、放逐PK), "ADMIN_TOKEN" (the operator's setting named
 * on the bot's login page, which he must type as it is), "English" (the language switch names each
 * language in its own words: 简体 · 繁體 · English, issue 23 goal 3).
 */
const ALLOWED = new Set(["API", "PK", "ADMIN_TOKEN", "English"]);
/** A ruling number as the rule files name them (R24, F4, T22, C3, HK1). The forum post's floors (5L) are fine. */
const RULING = /(?<![A-Za-z0-9])(?:R|F|T|C|HK)\d+/;
const SEASON = "S9-test";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The English words of `text` not in `ALLOWED` (a forum rule post's floor, `6L`, is the post's own word). */
function english(text: string): string[] {
  return [...text.replace(/\d+L(?![A-Za-z])/g, "").matchAll(/[A-Za-z][A-Za-z0-9_-]*/g)]
    .map((m) => m[0])
    .filter((w) => !ALLOWED.has(w));
}

/** Counts the EventSources a page opens (`window.__streams`). */
const COUNT_STREAMS = () => {
  const w = window as unknown as { __streams: number; EventSource: typeof EventSource };
  w.__streams = 0;
  const Real = w.EventSource;
  w.EventSource = class extends Real {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      w.__streams++;
    }
  };
};

let w: WebStack;
let browser: Browser;
let table: Table;
let gameId = "";
let forum: { rt: Runtime; base: string; gameId: string; stop: () => Promise<void> };

/** The login link the bot DMs to `contact` after it says `控制台`. */
async function linkFor(contact: Table["judge"]): Promise<string> {
  const since = w.s.net.wire.length;
  const answer = w.s.net.waitFor((m) => m.from === w.s.net.botUser.id && m.to === contact.id, 10_000, since);
  contact.say("控制台").to(w.s.net.botUser);
  const url = /https?:\/\/\S+/.exec((await answer).text)?.[0];
  if (!url) throw new Error("no console link");
  return url;
}

/** The forum-25 stack (its own app: the thread view needs a forum game), played into day 2. */
async function forumStack(): Promise<typeof forum> {
  const net = new MockNetwork("版杀导演机器人");
  const t = makeForumTable(net);
  const log = pino({ level: "silent" });
  const speed = 1500;
  // The calendar days run deadline by deadline (test/forum-jumps.ts), not at the clock's speed.
  const clock = new PlayClock(speed, Date.UTC(2026, 2, 1, 12, 0));
  const rt = await startRuntime({
    log,
    dataDir: await pgliteCopy(),
    speed,
    anchor: clock.anchor(),
    bot: { bot: net.bot, network: net },
    seed: () => 7,
    outboxPollMs: 100,
  });
  const src = runtimeSource(rt, speed);
  const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: rt.book, log });
  const app = await buildApp({
    db: rt.store.db,
    service: rt.service,
    book: rt.book,
    log,
    mode: () => "test",
    extend: (a) => registerWeb(a, { main: src, book: rt.book, desk }),
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  // An opening (day 2 or 3) publishes the last words of the deaths before it (F7).
  const day2 = net.waitFor((m) => m.room === t.group.id && /的遗言：|没有留遗言/.test(m.text), 400_000);
  const crowd = new ForumCrowd(net, t);
  void crowd.play(20 * 60_000).catch(() => undefined);
  let reached = false;
  const drive = driveForumDeadlines(rt, clock, crowd, t.directors[0].id, () => reached);
  await day2;
  reached = true;
  await drive;
  const game = await rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
  return {
    rt,
    base,
    gameId: game.id,
    stop: async () => {
      await app.close();
      await rt.stop();
    },
  };
}

beforeAll(async () => {
  // 30×, and a clock that jumps to the next deadline whenever the table waits on one (issue 24 goal 5).
  const clock = new PlayClock(30, Date.now() * 30);
  [w, browser] = await Promise.all([
    webStack({
      clock,
      adminToken: "operator",
      chat: {
        status: () => ({ state: "down", reason: "started, not logged in yet", attempts: 0 }),
        admin: async () => {},
      },
    }),
    launchBrowser(),
  ]);
  const day = 86_400_000;
  await w.s.rt.book.setSeason({
    id: SEASON,
    name: "英雄榜第九季（测试）",
    startsAt: new Date(Date.now() - 30 * day),
    endsAt: new Date(Date.now() + 30 * day),
  });
  table = makeTable(w.s.net, "words");
  await w.s.rt.book.setStaff(table.judge.id, "judge", "法官老王", true);
  await w.s.rt.book.setStaff(table.inspector.id, "inspector", "督察小李", true);
  const director = new Director(w.s.net, table);
  let over = false;
  const playing = director.play(300_000).finally(() => {
    over = true;
  });
  const drive = driveIdleDeadlines(
    w.s.rt,
    w.s.net,
    [table.group.id],
    clock,
    () => director.settled(),
    () => over,
  );
  const [played, f] = await Promise.all([playing, forumStack()]);
  forum = f;
  expect(played.ended).toBe(true);
  // Its waits went by jumps, not by the rule clock.
  expect(await drive).toBeGreaterThan(0);
  await w.s.rt.outbox.idle();
  gameId = (await w.s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: table.group.id } })).id;
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await w?.stop();
  await forum?.stop();
});

/** Opens `url` in `page`, waits for `ready`, and returns the visible text and the overflow. */
async function look(page: Page, url: string, ready: (p: Page) => Promise<unknown>) {
  await page.goto(url);
  await ready(page);
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered (visible) text is the point
    let text = document.body.innerText;
    // The chat panes (what the bot and the players said in WeChat, checked by the chat texts' own
    // tests) and the console's event log (the replay's part) are not the page's own words.
    for (const el of document.querySelectorAll<HTMLElement>('.chat, [data-testid="log"]')) {
      // biome-ignore lint/performance/useDomNodeTextContent: the same rendered text as above
      text = text.replace(el.innerText, "");
    }
    return {
      text,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      streams: (window as unknown as { __streams: number }).__streams,
    };
  });
}

describe("every page in Chinese players' words, on a phone and a desktop (issue 26 items 6, 9, 10)", () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const problems: string[] = [];
      const check = (name: string, r: { text: string; overflow: number }) => {
        const en = english(r.text);
        if (en.length) problems.push(`${name}: English ${JSON.stringify([...new Set(en)].slice(0, 12))}`);
        const rule = RULING.exec(r.text);
        if (rule) problems.push(`${name}: ruling number ${rule[0]}`);
        if (viewport === PHONE && r.overflow > 0) problems.push(`${name}: ${r.overflow}px wider than the phone`);
      };
      const ctx = await browser.newContext({ viewport, locale: "zh-CN" });
      await ctx.addInitScript(COUNT_STREAMS);
      await ctx.addInitScript(() => sessionStorage.setItem("werewolf-admin-token", "operator"));
      const page = await ctx.newPage();
      const base = w.base;

      const index = await look(page, `${base}/`, (p) => p.locator(`a[href="/live/${gameId}"]`).waitFor());
      check("index", index);
      expect(index.text).toContain("排位赛");

      const live = await look(page, `${base}/live/${gameId}`, (p) => p.getByTestId("stream-end").waitFor());
      check("live", live);
      expect(live.text).toContain("本局已结束");
      expect(live.streams).toBe(1);

      check(
        "seasons",
        await look(page, `${base}/seasons/page`, (p) => p.locator('a[href^="/replay/"]').first().waitFor()),
      );
      const board = await look(page, `${base}/seasons/${SEASON}/page`, (p) => p.locator("table.t").waitFor());
      check("leaderboard", board);
      expect(board.text).toContain("英雄榜第九季（测试）");
      const player = await look(page, `${base}/players/${table.players[0].id}/page?season=${SEASON}`, (p) =>
        p.getByTestId("player-games").waitFor(),
      );
      check("player", player);
      // Name first (item 9): the heading is above the charts.
      const order = await page.evaluate(() => {
        const y = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? -1;
        return {
          name: y('[data-testid="player-name"]'),
          chart: y('[data-testid="points-chart"]'),
          wins: y('[data-testid="wins"]'),
        };
      });
      expect(order.name).toBeGreaterThanOrEqual(0);
      expect(order.name).toBeLessThan(order.chart);
      expect(order.name).toBeLessThan(order.wins);

      check("wechat", await look(page, `${base}/wechat`, (p) => p.locator("#chat-state").waitFor()));

      for (const [who, contact] of [
        ["judge", table.judge],
        ["inspector", table.inspector],
      ] as const) {
        const c = await browser.newContext({ viewport, locale: "zh-CN" });
        await c.addInitScript(COUNT_STREAMS);
        const p = await c.newPage();
        check(
          `console list (${who})`,
          await look(p, await linkFor(contact), (x) => x.locator(`a[href="/console/games/${gameId}"]`).waitFor()),
        );
        const judged = await look(p, `${base}/console/games/${gameId}`, (x) => x.getByTestId("stream-end").waitFor());
        check(`console game (${who})`, judged);
        expect(judged.text).toContain("本局已结束");
        expect(judged.streams).toBe(1);
        await c.close();
      }

      const fl = await look(page, `${forum.base}/live/${forum.gameId}`, (p) => p.getByTestId("phase").waitFor());
      check("forum live", fl);
      expect(fl.streams).toBe(1);
      const th = await look(page, `${forum.base}/live/${forum.gameId}/thread`, (p) =>
        p.locator('[data-testid^="lastwords-"]').first().waitFor(),
      );
      check("thread", th);
      expect(th.streams).toBe(1);
      // The phase in words, and the last words with what was said (item 10).
      expect(await page.getByTestId("label").textContent()).toMatch(/^第\d+[天夜]$/);
      // The opening that published them depends on the crowd's night (day 2 or 3).
      const said = (await page.locator('[data-testid^="lastwords-"]').first().textContent()) ?? "";
      expect(said).toMatch(/\d+号.*：/);
      expect(said).not.toContain("读取中");
      await ctx.close();
      expect(problems).toEqual([]);
    }, 300_000);
});
