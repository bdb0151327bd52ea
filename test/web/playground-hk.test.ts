/**
 * Issue 27 item 5: the playground runs a forum-hk table (空洞骑士; issue 28: board forum-hk, 14 seats drawn from the full pools)
 * with its scripted players (`HkCrowd`) and the control that jumps to the next deadline
 * (跳到下一个截止), as forum-25's table: a newcomer plays a forum game in minutes. The person is
 * seat 14 and only jumps (agreeing to miss his ballots: yellow cards, 002 判罚制度); the table
 * reaches a winner within a bounded number of jumps and the thread view shows the game.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlayTable, stateOf } from "../../src/web/play-table.ts";
import type { Playground } from "../../src/web/playground.ts";
import { type PlaygroundStack, playgroundStack } from "./stack.ts";

let stack: PlaygroundStack;
beforeAll(async () => {
  stack = await playgroundStack(1);
}, 120_000);
afterAll(() => stack?.close(), 60_000);

const tableOf = (pg: Playground, id: string) =>
  (pg as unknown as { tables: Map<string, PlayTable> }).tables.get(id) as PlayTable;

/** Clicks 跳到下一个截止 and waits until it is free again. */
async function jump(page: Page): Promise<void> {
  await page.getByTestId("next-deadline").click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="next-deadline"]')?.getAttribute("aria-busy") !== "true",
    null,
    { timeout: 120_000 },
  );
}

describe("the playground's forum-hk table (issue 27 item 5)", () => {
  it("opens 空洞骑士 with its pool board (the full 60-card pools), jumps deadline by deadline to a winner, and the thread view shows it", async () => {
    const { base, browser, pg } = stack;
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    page.on("dialog", (d) => void d.accept());
    await page.goto(`${base}/play`);
    await page.locator('select[name="ruleset"]').selectOption({ label: "空洞骑士" });
    expect(await page.locator('select[name="board"] option').allTextContents()).toEqual([
      "空洞骑士 抽卡板（14人，从60张卡池抽取）",
    ]);
    await page.locator('select[name="seat"]').selectOption("14");
    await page.locator('select[name="speed"]').selectOption("60");
    await page.click('#new-table button[type="submit"]');
    await page.waitForURL(/\/play\/[0-9a-f]+$/, { timeout: 240_000, waitUntil: "commit" });
    const id = page.url().split("/").pop() as string;
    await page.getByTestId("next-deadline").waitFor({ timeout: 120_000 });
    const t = tableOf(pg, id);
    await expect.poll(() => stateOf(t), { timeout: 120_000 }).not.toBeNull();
    // A week of calendar days is at most ~70 deadlines: bounded.
    let jumps = 0;
    const phase = async () => (t.gameId ? (await t.rt.service.state(t.gameId))?.phase.kind : undefined);
    while ((await phase()) !== "ended" && jumps < 90) {
      await jump(page);
      jumps++;
    }
    expect(await phase()).toBe("ended");
    // Ended by play: the thread's votes exiled seats (the person's missed ballots cost him cards only).
    const end = t.gameId ? await t.rt.service.state(t.gameId) : null;
    expect(end?.seats.filter((x) => x.cause === "exile").length).toBeGreaterThanOrEqual(2);
    // The crowd played: ballots in the thread, the pack's kill in its group.
    expect(t.net.wire.some((m) => m.room === t.group.id && /^投票 \d+号$/.test(m.text))).toBe(true);
    expect(t.net.wire.some((m) => m.room && m.room !== t.group.id && /^杀人 \d+号$/.test(m.text))).toBe(true);
    // The thread view of the game: its days and its winner.
    const watcher = await ctx.newPage();
    await watcher.goto(`${base}/live/${t.gameId}`);
    await watcher.getByTestId("thread-link").click();
    await watcher.getByTestId("day-1").waitFor({ timeout: 30_000 });
    await watcher.getByTestId("winner").waitFor({ timeout: 30_000 });
    await ctx.close();
  }, 600_000);
});
