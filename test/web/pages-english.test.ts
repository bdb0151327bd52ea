/**
 * Issue 23 goal 3, the web pages in English: a ranked game played to its end by the scripted
 * players, then the game list, its live table, its replay, the seasons and the playground's form
 * opened by a browser that asks for English (`locale: en-US`). Their visible text has no Chinese
 * character but the players' names (`1号阿狸`: contacts' own names), the language switch's 简体 ·
 * 繁體 and quoted commands; the chat panes (what was said in WeChat: the chat texts' own tests
 * check those) are left out. One `toBe` shows the English reads as intended.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Director, makeTable, type Table } from "../../src/sim/director.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { seatNames } from "../../src/web/source.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { launchBrowser, type WebStack, webStack } from "./stack.ts";

const HAN = /\p{Script=Han}/u;

let w: WebStack;
let browser: Browser;
let table: Table;
let gameId = "";

beforeAll(async () => {
  const clock = new PlayClock(30, Date.now() * 30);
  [w, browser] = await Promise.all([webStack({ clock }), launchBrowser()]);
  table = makeTable(w.s.net, "english");
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
  expect((await playing).ended).toBe(true);
  await drive;
  await w.s.rt.outbox.idle();
  gameId = (await w.s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: table.group.id } })).id;
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await w?.stop();
});

/** The visible text of `page` at `url` once `ready`, without the chat panes. */
async function visible(page: Page, url: string, ready: (p: Page) => Promise<unknown>): Promise<string> {
  await page.goto(url);
  await ready(page);
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered (visible) text is the point
    let text = document.body.innerText;
    for (const el of document.querySelectorAll<HTMLElement>(".chat")) {
      // biome-ignore lint/performance/useDomNodeTextContent: the same rendered text as above
      text = text.replace(el.innerText, "");
    }
    return text;
  });
}

describe("the pages in English (issue 23 goal 3)", () => {
  it("index, live table, replay, seasons and playground: no Chinese but names, the switch and quoted commands", async () => {
    const ctx = await browser.newContext({ locale: "en-US" });
    const page = await ctx.newPage();
    const name = await seatNames(w.src, gameId);
    const names = table.players.map((_, i) => name(i + 1));
    const leftover = (text: string) =>
      names
        .reduce((t, n) => t.replaceAll(n, ""), text)
        .replace(/简体|繁體/g, "")
        .replace(/"[^"\n]*"|“[^”\n]*”/g, "");
    const pages: [string, string, (p: Page) => Promise<unknown>][] = [
      ["index", "/", (p) => p.getByText("Replay").first().waitFor()],
      ["live", `/live/${gameId}`, (p) => p.getByTestId("phase").waitFor()],
      ["replay", `/replay/${gameId}`, (p) => p.getByTestId("timeline").waitFor()],
      ["seasons", "/seasons/page", (p) => p.getByText("Finished games").waitFor()],
      ["playground", "/play", (p) => p.locator('select[name="seat"]').waitFor()],
    ];
    const problems: string[] = [];
    for (const [name, url, ready] of pages) {
      const text = await visible(page, `${w.base}${url}`, ready);
      expect(await page.getAttribute("html", "lang"), name).toBe("en");
      const han = leftover(text)
        .split("\n")
        .filter((l: string) => HAN.test(l));
      if (han.length) problems.push(`${name}: ${JSON.stringify(han.slice(0, 8))}`);
    }
    expect(problems).toEqual([]);
    // The replay reads as intended: its public view's sentence and a finished seat.
    const replay = await visible(page, `${w.base}/replay/${gameId}`, (p) => p.getByTestId("timeline").waitFor());
    expect(replay).toContain("This is what the match group saw.");
    expect(await page.getByTestId("step").textContent()).toMatch(/^Step \d+\/\d+ · /);
    await ctx.close();
  }, 180_000);
});
