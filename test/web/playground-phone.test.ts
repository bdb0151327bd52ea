import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Playground } from "../../src/web/playground.ts";
import { playgroundStack } from "./stack.ts";

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let base = "";
let pg: Playground;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  // The 12-seat tables' waits on a deadline go by jumps (driveTable, issue 24 goal 5); the
  // person's turns keep their 1×.
  const stack = await playgroundStack(4, { jumps: true });
  ({ base, browser, pg, close } = stack);
}, 120_000);
afterAll(() => close(), 60_000);

/** Opens a table from /play on a phone: `ruleset` by its name in the list, one seat, scripted others, 60×. */
async function openTable(ctx: BrowserContext, ruleset: string, seat: number): Promise<{ page: Page; id: string }> {
  const page = await ctx.newPage();
  await page.goto(`${base}/play`);
  await page.locator('select[name="ruleset"]').selectOption({ label: ruleset });
  await page.locator('select[name="others"]').selectOption("script");
  await page.locator('select[name="seat"]').selectOption(String(seat));
  await page.locator('select[name="speed"]').selectOption("60");
  await page.click('#new-table button[type="submit"]');
  await page.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 240_000, waitUntil: "commit" });
  await page.getByRole("heading", { name: `试玩桌 · 我是 ${seat}号` }).waitFor({ timeout: 60_000 });
  return { page, id: page.url().split("/").pop() as string };
}

/** Plays the page's seat to the winner's post: clicks a ready-made answer whenever the seat is due. */
async function playToWinner(page: Page): Promise<{ clicks: number; sawLayout: boolean }> {
  const winner = page.getByTestId("winner");
  let clicks = 0;
  let sawLayout = false;
  for (let i = 0; i < 4000 && !(await winner.isVisible()); i++) {
    // The ready-made answers in turn (one the bot refuses is not clicked again and again).
    const offered = await page.getByTestId("quick").count();
    const quick = page.getByTestId("quick").nth(offered > 0 ? clicks % offered : 0);
    if (offered > 0 && (await quick.isVisible())) {
      await quick.click({ timeout: 5_000 }).then(
        () => clicks++,
        () => undefined,
      );
    }
    if (!sawLayout && (await page.getByTestId("my-role").locator("b").count()) > 0) {
      await phoneLayout(page);
      sawLayout = true;
    }
    await page.waitForTimeout(200);
  }
  return { clicks, sawLayout };
}

/** On the phone: 轮到你了, the role and the DMs above the seat cards, and no sideways scrolling. */
async function phoneLayout(page: Page): Promise<void> {
  // Each element shown first (a pane switches tabs as the seat's due action moves): a wait on the
  // page, not a guess of how long it takes.
  // An element can go between the wait and the measure (the active pane switched tabs on a busy
  // machine): then it is waited for again, a few times.
  const top = async (sel: string) => {
    const el = page.locator(sel).first();
    for (let i = 0; i < 5; i++) {
      await el.waitFor({ state: "visible", timeout: 30_000 });
      const box = await el.boundingBox();
      if (box) return box.y;
    }
    return Number.NaN;
  };
  const seats = await top(".seats");
  expect(await top('[data-testid="my-role"]')).toBeLessThan(seats);
  expect(await top(".panes > .pane.active")).toBeLessThan(seats);
  expect(await top('[data-testid="due"], [data-testid="due-idle"]')).toBeLessThan(seats);
  // One chat at a time: the DMs first, another tab when the seat's due action was there (a speech in
  // the match group, a knife in the wolves' room: issue 26 leftovers item 6, tested in playground-end).
  const shown = await page
    .locator(".panes > .pane")
    .evaluateAll((ps) =>
      ps.filter((p) => getComputedStyle(p).display !== "none").map((p) => p.getAttribute("data-pane")),
    );
  expect(shown).toHaveLength(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe("the playground on a phone (issue 26 items 1, 2, 8, 9)", () => {
  it("picking 桌游 switches the board list to its boards (the old board is not kept)", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${base}/play`);
    await page.locator('select[name="ruleset"]').selectOption({ label: "桌游" });
    const boards = await page
      .locator('select[name="board"] option')
      .evaluateAll((os) => os.map((o) => o.getAttribute("value")));
    expect(boards.length).toBeGreaterThan(0);
    for (const b of boards) expect(b).toMatch(/^table-/);
    expect(await page.locator('select[name="board"]').inputValue()).toBe(boards[0]);
    // 全部留给我 selects 所有座位 (not 1号).
    await page.locator('select[name="others"]').selectOption("me");
    expect(await page.locator('select[name="seat"]').inputValue()).toBe("0");
    await ctx.close();
  }, 60_000);

  it("one seat of ranked-s7, classic and table each reaches its winner; a forum-25 table reaches day 1's close", async () => {
    const games = [
      { ruleset: "排位赛", seat: 5 },
      // High seats: the crowd's wolves knife the lowest good seats first, so these live to be due.
      { ruleset: "经典", seat: 11 },
      { ruleset: "桌游", seat: 12 },
    ];
    const ctxs = await Promise.all(games.map(() => browser.newContext({ viewport: PHONE })));
    const forumCtx = await browser.newContext({ viewport: PHONE });
    // The tables opened, closed at the end even when an assertion fails (the next test needs a slot).
    const opened: string[] = [];
    try {
      const played = Promise.all(
        games.map(async (g, i) => {
          const { page, id } = await openTable(ctxs[i], g.ruleset, g.seat);
          opened.push(id);
          const r = await playToWinner(page);
          return { ...g, id, ...r, winner: await page.getByTestId("winner").textContent() };
        }),
      );
      const forum = (async () => {
        const { page, id } = await openTable(forumCtx, "版杀", 7);
        opened.push(id);
        // The seat posts less than its quota: each jump over the close asks first (issue 26 leftovers item 1); yes.
        const asked: string[] = [];
        page.on("dialog", (d) => {
          asked.push(d.message());
          void d.accept();
        });
        const thread = page.locator('[data-pane="group"]');
        const next = page.getByTestId("next-deadline");
        await next.waitFor({ timeout: 60_000 });
        let jumps = 0;
        for (let i = 0; i < 40 && (await thread.getByText("关门：第1天投票结束").count()) === 0; i++) {
          await next.click();
          // Busy while the jump runs (the scripted players finish their posts first), then free again.
          await page.waitForFunction(
            () => !document.querySelector('[data-testid="next-deadline"]')?.hasAttribute("disabled"),
            null,
            {
              timeout: 60_000,
            },
          );
          jumps++;
          // The person posts his ballot in the thread once day 1 is open.
          if (
            (await thread.getByText("第1天开门").count()) > 0 &&
            (await thread.getByText("投票对象：1号").count()) === 0
          ) {
            await page.getByRole("tab", { name: /讨论帖/ }).click();
            await page.fill('form[data-where="group"] input', "投票对象：1号");
            await page.click('form[data-where="group"] button');
            await thread.getByText("投票对象：1号").first().waitFor({ timeout: 30_000 });
          }
          await page.waitForTimeout(500);
        }
        return { page, id, jumps, asked };
      })();
      const [results, f] = await Promise.all([played, forum]);
      for (const r of results) {
        expect(r.winner, r.ruleset).toMatch(/阵营胜利|胜利/);
        expect(r.clicks, r.ruleset).toBeGreaterThan(0);
        expect(r.sawLayout, r.ruleset).toBe(true);
        // The script never typed for the page's seat: only its 坐N号 and what the page sent.
        const typed = pg.typedBy(r.id, r.seat);
        expect(typed[0]).toBe(`坐${r.seat}号`);
        expect(typed.slice(1).filter((t) => t.startsWith("坐"))).toEqual([]);
      }
      // forum-25: day 1 closed with its count, the person's ballot counted in it.
      const closing = await f.page
        .locator('[data-pane="group"]')
        .getByText("关门：第1天投票结束")
        .first()
        .textContent();
      expect(closing).toContain("7号");
      expect(f.jumps).toBeGreaterThan(1);
      expect(f.asked.some((m) => m.includes("潜水"))).toBe(true);
      expect(pg.typedBy(f.id, 7)).toEqual(["报名", "投票对象：1号"]);
    } finally {
      await Promise.all([...ctxs, forumCtx].map((c) => c.close()));
      // Their slots back for the next test (the playground holds 4 tables).
      await Promise.all(opened.map((id) => pg.close(id)));
    }
  }, 900_000);

  it("a table that closes: its page says 这桌已关闭 and its one stream never comes back", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${base}/play`);
    await page.locator('select[name="others"]').selectOption("me");
    await page.locator('select[name="speed"]').selectOption("60");
    await page.click('#new-table button[type="submit"]');
    await page.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 240_000, waitUntil: "commit" });
    const id = page.url().split("/").pop() as string;
    // Every seat is yours: seat 1's role arrives; the phone layout holds for it too.
    await page.getByTestId("my-role").locator("b").waitFor({ timeout: 120_000 });
    await page.locator(".seats").waitFor({ timeout: 60_000 });
    await phoneLayout(page);
    let streams = 0;
    page.on("request", (req) => {
      if (req.url().includes("/events")) streams++;
    });
    await pg.close(id);
    await page.getByTestId("closed").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("closed").textContent()).toContain("这桌已关闭");
    // An EventSource reconnects after ~3 s unless closed: none does.
    await page.waitForTimeout(6_000);
    expect(streams).toBe(0);
    await ctx.close();
  }, 300_000);
});
