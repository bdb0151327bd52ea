/**
 * Issue 26 review items 1-3, on one game played through the real stack at CLOCK_SPEED 30
 * (PUBLIC_BASE_URL unset: the end post names the route alone):
 * - item 1: the replay on a phone (390×844) has no horizontal overflow and no phase box that
 *   scrolls inside the page — every line of the longest phase is in the page's own flow;
 * - item 2: every entry carries the wall time it was written (the transcript's and the events'
 *   rows), shown as Beijing time, with the rule time beside it labelled (the rule clock runs 30×);
 * - item 3: the live page of the finished game says 本局已结束 with the winner and links
 *   /replay/<id>; the end post's 复盘 link in the chat is a link to this host's replay.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Director, makeTable } from "../../src/sim/director.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { launchBrowser, type WebStack, webStack } from "./stack.ts";

const PHONE = { width: 390, height: 844 };
/** Beijing time of epoch `ms` as HH:MM:SS, by the runtime's time-zone data (not the page's arithmetic). */
const beijing = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Shanghai",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(new Date(ms));
const mss = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

type Entry = { k: "event" | "line"; t: number; wall: number | null; text: string; from?: string; room?: string };
type Replay = {
  phases: { label: string; t: number; wall: number | null; entries: Entry[] }[];
  steps: { t: number; wall: number | null }[];
  clock: { differs: boolean; calendar: unknown };
};

describe("the replay on a phone, its wall times, the live page's end (issue 26 review items 1-3)", () => {
  let w: WebStack;
  let browser: Browser;
  let live: Page;
  let gameId = "";
  let ended = false;
  const saved = process.env.PUBLIC_BASE_URL;

  beforeAll(async () => {
    delete process.env.PUBLIC_BASE_URL;
    // 30×, and a clock that jumps to the next deadline whenever the table waits on one (issue 24
    // goal 5, as test/chat/e2e.test.ts).
    const clock = new PlayClock(30, Date.now() * 30);
    [w, browser] = await Promise.all([webStack({ clock }), launchBrowser()]);
    const table = makeTable(w.s.net, "phone");
    const director = new Director(w.s.net, table);
    let over = false;
    const play = director.play(200_000).finally(() => {
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
    for (let i = 0; i < 300 && !gameId; i++) {
      gameId = (await w.s.rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
      if (!gameId) await new Promise((r) => setTimeout(r, 100));
    }
    // The live page watches the game from its start to its end.
    live = await browser.newPage({ viewport: PHONE });
    await live.goto(`${w.base}/live/${gameId}`);
    ended = (await play).ended;
    await drive;
    await w.s.net.waitFor((m) => m.room === table.group.id && m.text.includes("本局复盘"), 20_000).catch(() => null);
  }, 300_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = saved;
    await browser?.close();
    await w?.stop();
  });

  it("the game ended", () => expect(ended).toBe(true));

  it("every entry and step has the wall time of its row; the rule clock ran faster and is said to differ", async () => {
    const db = w.s.rt.store.db;
    const events = await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(events.every((e) => e.wallAt instanceof Date)).toBe(true);
    const r: Replay = await (await fetch(`${w.base}/replay/${gameId}/steps.json`)).json();
    expect(r.clock.differs).toBe(true);
    expect(r.clock.calendar).toBeNull();
    expect(r.steps.map((s) => s.wall)).toEqual(events.map((e) => e.wallAt?.getTime()));
    const said = await db.transcriptLine.findMany({ where: { gameId, room: "group", bot: false } });
    const entries = r.phases.flatMap((p) => p.entries);
    const people = entries.filter((e) => e.k === "line" && e.from === "person");
    expect(people.length).toBeGreaterThan(5);
    for (const e of people) expect(said.some((l) => l.text === e.text && l.wallAt.getTime() === e.wall)).toBe(true);
    for (const e of entries) expect(typeof e.wall).toBe("number");
    // At 30× the rule time runs far ahead of the wall time between the first and the last event.
    const rule = r.steps.at(-1)?.t ?? 0;
    const wall = (r.steps.at(-1)?.wall ?? 0) - (r.steps[0].wall ?? 0);
    expect(rule / wall).toBeGreaterThan(5);
  });

  it("on a phone: no horizontal overflow, no phase box scrolling inside the page, wall and rule times shown", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${w.base}/replay/${gameId}`);
    await page.getByTestId("transcript").waitFor({ timeout: 15_000 });
    const r: Replay = await (await fetch(`${w.base}/replay/${gameId}/steps.json`)).json();
    const longest = [...r.phases].sort((a, b) => b.entries.length - a.entries.length)[0];
    expect(longest.entries.length).toBeGreaterThan(30);
    const box = await page.evaluate(() => {
      const doc = document.documentElement;
      const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid="transcript"] .chat')];
      return {
        overflowX: doc.scrollWidth - doc.clientWidth,
        // A box whose content is taller or wider than the box scrolls (or cuts) inside the page.
        inner: boxes
          .filter((b) => b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1)
          .map((b) => `${b.closest("section")?.dataset.label}: ${b.scrollHeight} > ${b.clientHeight}`),
        boxes: boxes.length,
      };
    });
    expect(box.overflowX).toBeLessThanOrEqual(0);
    expect(box.boxes).toBe(r.phases.length);
    expect(box.inner).toEqual([]);
    // Every line of the longest phase is on the page: the last one too, within the page's width.
    const lines = page.locator(`[data-testid="phase"][data-label="${longest.label}"] .chat > .l`);
    expect(await lines.count()).toBeGreaterThanOrEqual(longest.entries.length);
    const last = lines.nth(longest.entries.length - 1);
    await last.scrollIntoViewIfNeeded();
    const rect = await last.boundingBox();
    expect(rect && rect.x >= 0 && rect.x + rect.width <= PHONE.width).toBe(true);
    // A player's line shows its wall time in Beijing time and its rule time, labelled.
    const start = r.phases[0].t;
    const person = longest.entries.find((e) => e.k === "line" && e.from === "person") as Entry;
    const rows = page.locator(`[data-testid="phase"][data-label="${longest.label}"] [data-testid="line"].person`, {
      hasText: person.text,
    });
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(
      texts.some((x) => x.includes(beijing(person.wall ?? 0)) && x.includes(`规则时间 开局后${mss(person.t - start)}`)),
      texts.join("\n"),
    ).toBe(true);
    expect(await page.getByTestId("times").textContent()).toContain("北京时间");
    await page.close();
  }, 60_000);

  it("the live page says 本局已结束 with the winner and links the replay; the end post's link works on this host", async () => {
    const end = live.getByTestId("stream-end");
    await end.waitFor({ timeout: 30_000 });
    await live.getByTestId("replay-link").waitFor({ timeout: 30_000 });
    const said = (await end.textContent()) ?? "";
    expect(said).toContain("本局已结束");
    expect(said).toMatch(/阵营胜利|本局作废/);
    expect(await live.getByTestId("replay-link").getAttribute("href")).toBe(`/replay/${gameId}`);
    // The end post (PUBLIC_BASE_URL unset: the route alone) is a link in the chat, to this host.
    const post = live.getByTestId("line-link");
    await post.first().waitFor({ timeout: 20_000 });
    expect(await post.first().getAttribute("href")).toBe(`/replay/${gameId}`);
    await post.first().click();
    await live.getByTestId("transcript").waitFor({ timeout: 15_000 });
    expect(live.url()).toBe(`${w.base}/replay/${gameId}`);
  }, 60_000);
});
