/**
 * Issue 25 item 1: a flood of live-table streams cannot stall the games.
 * (a) N watchers of one game cost ONE poll per period (database reads counted, not timed);
 * (b) past the per-client and the total cap a new stream is refused at once (429 / 503, in
 *     Chinese, a page for a browser), a closed stream frees its slot, and `/healthz` still says
 *     the database is up while the caps are full.
 */
import { request } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/http/app.ts";
import { Director, makeTable } from "../../src/sim/director.ts";
import {
  ConsoleDesk,
  type GameSource,
  registerWeb,
  runtimeSource,
  SharedPolls,
  StreamGate,
} from "../../src/web/index.ts";
import { POLL_MS } from "../../src/web/live.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";
import { waitFor } from "../service/processes.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `target` with every call of a model delegate's method (and `$queryRaw…`) counted in `count.n`. */
function counting<T extends object>(target: T, count: { n: number }, depth = 0): T {
  return new Proxy(target, {
    get(t, prop, recv) {
      const v = Reflect.get(t, prop, recv);
      if (typeof v === "function")
        return (...args: unknown[]) => {
          if (depth > 0 || String(prop).startsWith("$query") || String(prop) === "state") count.n++;
          return (v as (...a: unknown[]) => unknown).apply(t, args);
        };
      if (v && typeof v === "object" && depth === 0 && !String(prop).startsWith("_")) return counting(v, count, 1);
      return v;
    },
  });
}

/** An event stream opened from `localAddress` (another 127.x client): its status, first bytes and closer. */
function openStream(
  url: string,
  localAddress = "127.0.0.1",
  accept = "text/event-stream",
): Promise<{ status: number; body: string; type: string; close: () => void; firstEvent: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, headers: { accept } }, (res) => {
      let body = "";
      let got: () => void = () => {};
      const firstEvent = new Promise<void>((r) => {
        got = r;
      });
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
        if (body.includes("event: table")) got();
      });
      res.on("error", () => {});
      const out = {
        status: res.statusCode ?? 0,
        type: String(res.headers["content-type"] ?? ""),
        get body() {
          return body;
        },
        close: () => req.destroy(),
        firstEvent,
      };
      if (res.statusCode === 200) resolve(out);
      else res.on("end", () => resolve(out));
    });
    req.on("error", (err) => {
      if ((err as NodeJS.ErrnoException).code !== "ECONNRESET") reject(err);
    });
    req.end();
  });
}

describe("live streams under a flood (issue 25 item 1)", () => {
  let s: ChatStack;
  let base = "";
  let gameId = "";
  const reads = { n: 0 };
  const gate = new StreamGate({ perClient: 40, total: 45 });
  const polls = new SharedPolls(POLL_MS, pino({ level: "silent" }));
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const log = pino({ level: "silent" });
    s = await chatStack("embedded", { speed: 30, log });
    const real = runtimeSource(s.rt, 30);
    const src: GameSource = { ...real, db: counting(real.db, reads), service: counting(real.service, reads) };
    const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: s.rt.book, log });
    const app = await buildApp({
      db: s.rt.store.db,
      service: s.rt.service,
      book: s.rt.book,
      log,
      mode: () => "test",
      extend: (a) => registerWeb(a, { main: src, book: s.rt.book, desk, streams: { gate, polls } }),
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = async () => {
      await app.close();
      await s.stop();
    };
    const table = makeTable(s.net, "flood");
    void new Director(s.net, table).play(120_000);
    for (let i = 0; i < 300 && !gameId; i++) {
      gameId = (await s.rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
      if (!gameId) await sleep(100);
    }
    if (!gameId) throw new Error("the game did not start");
  }, 60_000);
  afterAll(async () => close());

  it("(a) 30 watchers of one game cause one poll per period, not 30", async () => {
    const streams = await Promise.all(Array.from({ length: 30 }, () => openStream(`${base}/live/${gameId}/events`)));
    expect(streams.map((x) => x.status)).toEqual(streams.map(() => 200));
    await Promise.all(streams.map((x) => x.firstEvent));
    // Every watcher got the table; now count the reads over some poll periods (wall periods: one
    // loop per watcher would read 30 times as much per period; a busy machine only lowers it).
    const from = reads.n;
    const t0 = Date.now();
    await sleep(POLL_MS * 8);
    const periods = (Date.now() - t0) / POLL_MS;
    const perPeriod = (reads.n - from) / periods;
    // A watcher joining the running loop gets the current table at once, from memory.
    const late = await openStream(`${base}/live/${gameId}/events`);
    await late.firstEvent;
    for (const x of [...streams, late]) x.close();
    // One tick reads the game row and its state (2), plus a roster read when the status changes.
    expect(perPeriod).toBeGreaterThan(0);
    expect(perPeriod).toBeLessThanOrEqual(3);
    // The closes reach the server: every slot freed, then the last watcher gone, the game's loop
    // stops (at most 1,000 looks, a hang guard).
    for (let i = 0; i < 1_000 && (gate.open > 0 || polls.keys > 0); i++) await sleep(20);
    expect(gate.open).toBe(0);
    expect(polls.keys).toBe(0);
    // No more reads, no more ticks, over three poll periods.
    const idle = reads.n;
    const ticks = polls.ticks;
    await sleep(POLL_MS * 3);
    expect(reads.n).toBe(idle);
    expect(polls.ticks).toBe(ticks);
  });

  it("(b) past the caps a new stream is refused in Chinese; /healthz stays up; a closed stream frees its slot", async () => {
    const url = `${base}/live/${gameId}/events`;
    const mine = await Promise.all(Array.from({ length: 40 }, () => openStream(url, "127.0.0.1")));
    expect(mine.every((x) => x.status === 200)).toBe(true);
    const over = await openStream(url, "127.0.0.1");
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).detail).toMatch(/直播页面太多.*最多 40 个/);
    const page = await openStream(url, "127.0.0.1", "text/html,application/xhtml+xml");
    expect(page.status).toBe(429);
    expect(page.type).toContain("text/html");
    expect(page.body).toContain("请稍后再试");

    const others = await Promise.all(Array.from({ length: 5 }, () => openStream(url, "127.0.0.2")));
    expect(others.every((x) => x.status === 200)).toBe(true);
    const full = await openStream(url, "127.0.0.3");
    expect(full.status).toBe(503);
    expect(JSON.parse(full.body).detail).toMatch(/观看直播的人太多/);
    // The thread stream (and every other `/events`) is under the same caps.
    expect((await openStream(`${base}/live/${gameId}/thread/events`, "127.0.0.3")).status).toBe(503);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()).db).toBe("up");

    others[0].close();
    await waitFor(() => gate.open < 45, 25_000, "a stream slot freed", 10);
    const again = await openStream(url, "127.0.0.3");
    expect(again.status).toBe(200);
    for (const x of [...mine, ...others, again]) x.close();
  });
});
