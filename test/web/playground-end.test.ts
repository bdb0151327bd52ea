import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayTable } from "../../src/web/play-table.ts";
import type { Playground } from "../../src/web/playground.ts";
import { playgroundStack } from "./stack.ts";

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let base = "";
let pg: Playground;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  // One table at a time: a finished table must give its slot up (item 3).
  const stack = await playgroundStack(1);
  ({ base, browser, pg, close } = stack);
}, 120_000);
afterAll(() => close(), 60_000);

/** The playground's table `id` (its runtime, to read the game and end it as the directors would). */
const tableOf = (id: string) => (pg as unknown as { tables: Map<string, PlayTable> }).tables.get(id) as PlayTable;

async function phaseKind(id: string): Promise<string | undefined> {
  const t = tableOf(id);
  return t.gameId ? (await t.rt.service.state(t.gameId))?.phase.kind : undefined;
}

/**
 * Waits until the table's game takes no more events for a while: a jump's answer may come before
 * the timers it made due have fired, and what the seat owes next is known only after them.
 */
async function settled(id: string): Promise<void> {
  const t = tableOf(id);
  const mark = async () => {
    const s = t.gameId ? await t.rt.service.state(t.gameId) : null;
    return JSON.stringify(s ? [s.phaseSeq, s.label, s.timers] : null);
  };
  let last = await mark();
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await mark();
    if (now === last) return;
    last = now;
  }
}

/** Clicks 跳到下一个截止 and waits until it is free again. */
async function jump(page: Page): Promise<void> {
  await page.getByTestId("next-deadline").click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="next-deadline"]')?.getAttribute("aria-busy") !== "true",
    null,
    { timeout: 120_000 },
  );
}

describe("the playground's leftovers (issue 26 leftovers items 1–6)", () => {
  it("a forum seat is told what it owes, the jump asks first, the end links the replay and frees the slot", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    const dialogs: string[] = [];
    let accept = false;
    // The jumps the server refused for want of a confirmation.
    let refusals = 0;
    page.on("response", (r) => {
      if (r.url().endsWith("/next") && r.status() === 409) refusals++;
    });
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void (accept ? d.accept() : d.dismiss());
    });
    await page.goto(`${base}/play`);
    await page.locator('select[name="ruleset"]').selectOption({ label: "版杀" });
    await page.locator('select[name="seat"]').selectOption("7");
    await page.locator('select[name="speed"]').selectOption("60");
    await page.click('#new-table button[type="submit"]');
    await page.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 240_000, waitUntil: "commit" });
    const id = page.url().split("/").pop() as string;
    await page.getByTestId("next-deadline").waitFor({ timeout: 120_000 });
    const thread = page.locator('[data-pane="group"]');

    // The script signs everyone up and starts: the game exists, in phase S.
    await expect.poll(() => phaseKind(id), { timeout: 240_000, interval: 500 }).toBe("forum_start");
    // Phase S → day 1 (a seat that owes its link or master in S is asked: accepted here).
    accept = true;
    for (let i = 0; i < 5 && (await phaseKind(id)) !== "forum_day"; i++) await jump(page);
    accept = false;
    expect(await phaseKind(id)).toBe("forum_day");

    // Item 1 + 6: the vote post is owed, in the thread: the phone shows the thread's tab.
    const due = page.getByTestId("due");
    await due.getByText("投票对象").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => thread.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('[data-pane="dm"]').isVisible()).toBe(false);
    // Item 4: every living seat but the person's own is offered (24 of 25 on day 1).
    expect(await page.getByTestId("aim-seat").count()).toBe(24);

    // To the 19:00 reminder (nothing missed), then the close: the page asks first.
    // (After each jump the page has heard what is owed now: it asks by itself, before any request.)
    const heard = async () => ((await due.textContent()) ?? "").includes("注意：") === Boolean(pg.dueOf(id, 7)?.miss);
    for (let i = 0; i < 3 && dialogs.length === 0; i++) {
      await settled(id);
      await expect.poll(heard, { timeout: 30_000 }).toBe(true);
      await jump(page);
    }
    expect(dialogs.length).toBe(1);
    // The page asked by itself: no request was sent.
    expect(refusals).toBe(0);
    expect(dialogs[0]).toContain("还没投票");
    expect(dialogs[0]).toContain("黄牌");
    // Dismissed: nothing changed. The server refuses a jump sent without the confirmation.
    const refused = await page.evaluate(async (url) => {
      const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return { status: r.status, body: await r.json() };
    }, `/play/${id}/next`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("confirm_jump");
    expect(refused.body.detail).toContain("7号");
    expect(refused.body.detail).toContain("黄牌");
    expect(await phaseKind(id)).toBe("forum_day");
    expect(await thread.getByText("关门：第1天投票结束").count()).toBe(0);

    // The person votes with a seat button, then jumps past the close (still short of posts: asked, accepted).
    await page.getByTestId("aim-seat").first().click();
    await thread.getByText("投票对象：1号").first().waitFor({ timeout: 30_000 });
    accept = true;
    await jump(page);
    await thread.getByText("关门：第1天投票结束").first().waitFor({ timeout: 60_000 });
    expect(dialogs.at(-1)).toContain("潜水");

    // Item 5: the seat card shows 7号 once.
    const card = (await page.locator('.seat[data-seat="7"]').textContent()) ?? "";
    expect(card.match(/7号/g)?.length).toBe(1);
    // …and on the public live page of the same game (the shared seat cards).
    const watcher = await ctx.newPage();
    await watcher.goto(`${base}/live/${tableOf(id).gameId}`);
    const liveCard = watcher.locator('.seat[data-seat="7"]');
    await liveCard.waitFor({ timeout: 30_000 });
    expect(((await liveCard.textContent()) ?? "").match(/7号/g)?.length).toBe(1);
    await watcher.close();

    // Item 2: the directors judge the wolves lost; the page says so and links the replay.
    const t = tableOf(id);
    await t.rt.service.handle(t.gameId as string, { type: "judge", ruling: "camp_loses", value: "wolves" });
    const over = page.getByTestId("over");
    await over.waitFor({ timeout: 60_000 });
    expect(await over.textContent()).toContain("本局已结束");
    expect(await over.textContent()).toContain("好人阵营");
    const href = await page.getByTestId("replay").getAttribute("href");
    expect(href).toBe(`${base}/replay/${t.gameId}`);
    expect((await fetch(href as string)).status).toBe(200);
    expect(await page.getByTestId("next-deadline").isDisabled()).toBe(true);
    expect(await page.locator('form[data-where="group"] button').isDisabled()).toBe(true);

    // Item 3: the finished table holds no slot; it stays viewable, read-only.
    await expect.poll(() => pg.endedOf(id), { timeout: 30_000 }).toBe(true);
    const other = await browser.newContext({ viewport: PHONE });
    const p2 = await other.newPage();
    await p2.goto(`${base}/play`);
    await p2.locator('select[name="others"]').selectOption("me");
    await p2.click('#new-table button[type="submit"]');
    await p2.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 240_000, waitUntil: "commit" });
    expect(pg.stats()).toMatchObject({ tables: 1, finished: 1 });
    await page.reload();
    await page.getByTestId("over").waitFor({ timeout: 60_000 });
    const say = await page.evaluate(async (url) => {
      const r = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ seat: 7, where: "group", text: "还能说话吗" }),
      });
      return r.status;
    }, `/play/${id}/say`);
    expect(say).toBe(409);

    // Opening the next table in the same browser keeps the finished one: its page, replay and live
    // page stay (the newcomer's trial: they answered 找不到 once he opened another table).
    const otherId = p2.url().split("/").pop() as string;
    expect(
      (await p2.evaluate((url) => fetch(url, { method: "POST" }).then((r) => r.status), `/play/${otherId}/close`)) <
        300,
    ).toBe(true);
    await page.goto(`${base}/play`);
    await page.locator('select[name="others"]').selectOption("me");
    await page.click('#new-table button[type="submit"]');
    await page.waitForURL((u) => /\/play\/[0-9a-f]+$/.test(u.pathname) && !u.pathname.endsWith(id), {
      timeout: 240_000,
      waitUntil: "commit",
    });
    expect(pg.stats()).toMatchObject({ tables: 1, finished: 1 });
    expect((await fetch(`${base}/replay/${t.gameId}`)).status).toBe(200);
    expect((await fetch(`${base}/live/${t.gameId}`)).status).toBe(200);
    await Promise.all([ctx.close(), other.close()]);
  }, 900_000);
});
