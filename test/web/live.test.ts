/**
 * Issue 14 items 1–2 in a real browser: the public live table of a game updates while the bot
 * moderates it, and neither its page nor any message of its event stream names a role or a night
 * act before the end (000 §八(三)1, §八(九)1).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Director, makeTable, NAMES } from "../../src/sim/director.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { NIGHT_SECRETS, publicRemainder, ROLE_WORDS } from "../chat/leak-scan.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { collectEvents, launchBrowser, type WebStack, webStack } from "./stack.ts";

const TABLE_KEYS = [
  "board",
  "boardZh",
  "candidates",
  "deadlineMs",
  "dueAt",
  "id",
  "label",
  "paused",
  "phaseZh",
  "seats",
  "status",
  "voided",
  "votes",
  "waiting",
  "winnerZh",
];

/** The page's text without what players typed (their speeches may name roles: that is speech, not a leak). */
async function botText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.getElementById("app")?.cloneNode(true) as HTMLElement;
    for (const el of main.querySelectorAll(".chat .l:not(.bot)")) el.remove();
    return main.textContent ?? "";
  });
}

describe("the public live table (browser)", () => {
  let w: WebStack;
  let browser: Browser;
  const phases = new Set<string>();
  const htmlBeforeEnd: string[] = [];
  let stream: ReturnType<typeof collectEvents>;
  const ac = new AbortController();
  let ended = false;
  let finalText = "";
  let gameId = "";
  let runningReplay = 0;

  beforeAll(async () => {
    // 30×, and a clock that jumps to the next deadline whenever the table waits on one (a
    // no-show's speech, a night's end): issue 24 goal 5.
    const clock = new PlayClock(30, Date.now() * 30);
    [w, browser] = await Promise.all([webStack({ clock }), launchBrowser()]);
    const table = makeTable(w.s.net, "live");
    const director = new Director(w.s.net, table);
    let over = false;
    const play = director.play(150_000).finally(() => {
      over = true;
    });
    // The page is looked at once more before each jump, so that no phase goes by unseen.
    let looking = true;
    const looked: (() => void)[] = [];
    const nextLook = () => (looking ? new Promise<void>((r) => looked.push(r)) : Promise.resolve());
    const drive = driveIdleDeadlines(
      w.s.rt,
      w.s.net,
      [table.group.id],
      clock,
      async () => {
        await director.settled();
        await nextLook();
      },
      () => over,
    );
    const db = w.s.rt.store.db;
    let game = null;
    for (let i = 0; i < 200 && !game; i++) {
      game = await db.game.findFirst({ where: { matchGroupId: table.group.id } });
      if (!game) await new Promise((r) => setTimeout(r, 100));
    }
    if (!game) throw new Error("the game did not start");
    gameId = game.id;
    runningReplay = (await fetch(`${w.base}/replay/${game.id}/steps.json`)).status;
    stream = collectEvents(`${w.base}/live/${game.id}/events`, ac.signal);
    const page = await browser.newPage();
    await page.goto(`${w.base}/live/${game.id}`);
    await page.getByTestId("phase").waitFor({ timeout: 20_000 });
    const result = play.then((r) => {
      ended = r.ended;
    });
    // Look at the page every 250 ms while the game runs (and before each jump, above).
    let done = false;
    void result.then(() => {
      done = true;
    });
    while (!done) {
      const phase = (await page.getByTestId("phase").textContent()) ?? "";
      const status = (await db.game.findUnique({ where: { id: game.id } }))?.status;
      if (status !== "running") break;
      phases.add(phase);
      htmlBeforeEnd.push(await page.content(), await botText(page));
      for (const r of looked.splice(0)) r();
      await new Promise((r) => setTimeout(r, 250));
    }
    looking = false;
    for (const r of looked.splice(0)) r();
    await result;
    await drive;
    await page.getByTestId("winner").waitFor({ timeout: 20_000 });
    finalText = (await page.textContent("#app")) ?? "";
    ac.abort();
    await stream.done;
  }, 240_000);
  afterAll(async () => {
    ac.abort();
    await browser?.close();
    await w?.stop();
  });

  it("updates while the game runs: phases, the group's messages, the winner", () => {
    expect(ended).toBe(true);
    expect(phases.size).toBeGreaterThanOrEqual(4);
    expect([...phases].some((p) => p.includes("天黑"))).toBe(true);
    expect([...phases].some((p) => /发言|投票/.test(p))).toBe(true);
    expect(finalText).toMatch(/(好人|狼人)阵营胜利/);
    expect(finalText).toContain("天黑请闭眼");
    // Once over, the roles are public.
    expect(finalText).toMatch(/预言家/);
  });

  it("never names a role or a night act before the end: page HTML and every stream message", () => {
    expect(htmlBeforeEnd.length).toBeGreaterThan(10);
    for (let i = 1; i < htmlBeforeEnd.length; i += 2) {
      // The players' nicknames are no card (大熊 is not the bear tamer's 熊).
      const text = NAMES.reduce((t, n) => t.replaceAll(n, "·"), publicRemainder(htmlBeforeEnd[i]));
      expect(text).not.toMatch(ROLE_WORDS);
      expect(text).not.toMatch(NIGHT_SECRETS);
    }
    for (let i = 0; i < htmlBeforeEnd.length; i += 2) expect(htmlBeforeEnd[i]).not.toMatch(/class="role"/);
    const events = stream.events;
    const end = events.findIndex((e) => e.event === "line" && JSON.parse(e.data).text.startsWith("游戏结束"));
    expect(end).toBeGreaterThan(0);
    expect(events.filter((e) => e.event === "table").length).toBeGreaterThan(10);
    for (const e of events.slice(0, end)) {
      const d = JSON.parse(e.data);
      if (e.event === "table") {
        if (d.status === "ended") continue;
        for (const seat of d.seats) expect(seat.roleZh).toBeNull();
        // Exactly the public table's fields: no knife, night act, open ballot or role field.
        expect(Object.keys(d).sort()).toEqual(TABLE_KEYS);
      }
      if (e.event === "line" && d.bot) {
        const text = publicRemainder(d.text);
        expect(text, d.text).not.toMatch(ROLE_WORDS);
        expect(text, d.text).not.toMatch(NIGHT_SECRETS);
      }
    }
  });

  it("replays the finished game step by step, by seat, with the scenario file (item 4)", async () => {
    expect(runningReplay).toBe(409);
    const r = await (await fetch(`${w.base}/replay/${gameId}/steps.json`)).json();
    const events = await w.s.rt.store.db.gameEvent.count({ where: { gameId } });
    expect(r.steps).toHaveLength(events);
    const group = r.steps.flatMap((s: { lines: { to: unknown; text: string }[] }) =>
      s.lines.filter((l) => l.to === "group"),
    );
    expect(group.some((l: { text: string }) => l.text.startsWith("游戏结束"))).toBe(true);
    // Seat 1's own DMs are in its view, the deal is named for each seat.
    const mine = await (await fetch(`${w.base}/replay/${gameId}/steps.json?as=1`)).json();
    const dms = mine.steps.flatMap((s: { lines: { to: unknown; text: string }[] }) =>
      s.lines.filter((l) => l.to === 1),
    );
    expect(dms[0].text).toMatch(/^你是1号，你的身份是/);
    expect(r.roles).toHaveLength(12);
    const file = await fetch(`${w.base}/replay/${gameId}/scenario.json`);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect((await file.json()).format).toBe("werewolf-scenario/1");
    const page = await browser.newPage();
    await page.goto(`${w.base}/replay/${gameId}`);
    await page.getByTestId("timeline").waitFor({ timeout: 15_000 });
    await page.getByTestId("who").selectOption("1");
    await page.getByTestId("transcript").getByText("你是1号，你的身份是").waitFor({ timeout: 10_000 });
    await page.close();
  }, 60_000);
});
