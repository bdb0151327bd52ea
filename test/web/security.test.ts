import { pino } from "pino";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/http/app.ts";
import { Director, makeTable } from "../../src/sim/director.ts";
import { ConsoleDesk, registerWeb, runtimeSource, StreamGate } from "../../src/web/index.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";
import { capturedLog, collectEvents, launchBrowser } from "./stack.ts";

describe("security headers, assets and the bot's lines (issue 25 item 10)", () => {
  let s: ChatStack;
  let browser: Browser;
  let base = "";
  let gameId = "";
  let gate: StreamGate;
  let close: () => Promise<void> = async () => {};
  /** Every log line of level ≥ warn the server wrote. */
  const { log, lines: logged } = capturedLog("warn");

  beforeAll(async () => {
    [s, browser] = await Promise.all([
      chatStack("embedded", { speed: 10, log: pino({ level: "silent" }) }),
      launchBrowser(),
    ]);
    const src = runtimeSource(s.rt, 10);
    gate = new StreamGate({ perClient: 4, total: 100 });
    const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: s.rt.book, log });
    const app = await buildApp({
      db: s.rt.store.db,
      service: s.rt.service,
      book: s.rt.book,
      log,
      mode: () => "test",
      extend: (a) =>
        registerWeb(a, {
          main: src,
          book: s.rt.book,
          desk,
          streams: { gate },
        }),
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = async () => {
      await app.close();
      await s.stop();
    };
    // Seat 1 is a player who named himself like the bot.
    s.net.contact("imp_p1", "法官机器人");
    const table = makeTable(s.net, "imp");
    void new Director(s.net, table).play(200_000);
    for (let i = 0; i < 300 && !gameId; i++) {
      gameId = (await s.rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
      if (!gameId) await new Promise((r) => setTimeout(r, 100));
    }
    if (!gameId) throw new Error("the game did not start");
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close();
  });

  it("answers carry a CSP without framing and a referrer policy", async () => {
    for (const path of ["/", `/live/${gameId}`, "/docs/", "/healthz", "/games"]) {
      const r = await fetch(`${base}${path}`);
      const csp = r.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("default-src 'self'");
      expect(r.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(r.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("GET /assets/ is a 404 and logs no error", async () => {
    const before = logged.length;
    for (const path of ["/assets/", "/assets/nope.js"]) {
      const r = await fetch(`${base}${path}`);
      expect(r.status, path).toBe(404);
      expect((await r.json()).detail).toBe("没有这个路径");
    }
    expect((await fetch(`${base}/assets/app.css`)).status).toBe(200);
    expect(logged.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });

  it("every page works under the CSP (no violation), Swagger UI included", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => violations.push(`${page.url()}: ${e.message}`));
    await page.goto(`${base}/`);
    await page.locator(`a[href="/live/${gameId}"]`).waitFor({ timeout: 15_000 });
    await page.goto(`${base}/live/${gameId}`);
    await page.getByTestId("phase").waitFor({ timeout: 15_000 });
    for (const path of ["/seasons/page", "/console", "/play"]) {
      await page.goto(`${base}${path}`);
      await page.waitForFunction(() => !document.querySelector("main")?.textContent?.includes("加载中"), null, {
        timeout: 15_000,
      });
    }
    await page.goto(`${base}/docs/`);
    await page.getByText("狼人法官 API").first().waitFor({ timeout: 20_000 });
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);

  it("a player named 法官机器人 is shown with his seat; only the bot's lines carry the bot's badge", async () => {
    const ac = new AbortController();
    const stream = collectEvents(`${base}/live/${gameId}/events`, ac.signal);
    const lines = () =>
      stream.events
        .filter((e) => e.event === "line")
        .map((e) => JSON.parse(e.data) as { fromName: string; bot: boolean; seat?: number | null });
    for (let i = 0; i < 100 && !lines().some((l) => l.bot); i++) await new Promise((r) => setTimeout(r, 100));
    ac.abort();
    const impostor = lines().filter((l) => l.fromName === "法官机器人" && !l.bot);
    expect(impostor.length).toBeGreaterThan(0);
    expect(impostor.every((l) => l.seat === 1)).toBe(true);
    expect(
      lines()
        .filter((l) => l.bot)
        .every((l) => !l.seat),
    ).toBe(true);

    const page = await browser.newPage();
    await page.goto(`${base}/live/${gameId}`);
    await page.getByTestId("botmark").first().waitFor({ timeout: 15_000 });
    const rows = await page.$$eval(".chat .l", (els) =>
      els.map((el) => ({
        name: el.querySelector(".who")?.textContent ?? "",
        bot: el.querySelector("[data-testid=botmark]") !== null,
        seat: el.querySelector("[data-testid=seatmark]")?.textContent ?? null,
      })),
    );
    await page.close();
    const fake = rows.filter((r) => r.name === "法官机器人" && r.seat !== null);
    expect(fake.length).toBeGreaterThan(0);
    expect(fake.every((r) => !r.bot && r.seat === "1号")).toBe(true);
    // Every line with the badge is the bot's own (the player's never carry it).
    expect(rows.filter((r) => r.bot).length).toBe(lines().filter((l) => l.bot).length);
  }, 60_000);

  it("a page whose stream is refused (too many open) says why, in Chinese", async () => {
    // Earlier tests' pages may still hold a slot until the server sees them close: wait for none open,
    // so that exactly the four held below fill this client's cap.
    for (let i = 0; i < 300 && gate.open > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(gate.open).toBe(0);
    const ac = new AbortController();
    const held = Array.from({ length: 4 }, () => collectEvents(`${base}/live/${gameId}/events`, ac.signal));
    for (let i = 0; i < 300 && gate.open < 4; i++) await new Promise((r) => setTimeout(r, 100));
    expect(gate.open).toBe(4);
    const page = await browser.newPage();
    await page.goto(`${base}/live/${gameId}`);
    await page.getByTestId("notice").waitFor({ timeout: 45_000 });
    expect(await page.getByTestId("notice").textContent()).toContain("直播页面太多");
    await page.close();
    ac.abort();
    await Promise.all(held.map((h) => h.done));
  }, 90_000);
});
