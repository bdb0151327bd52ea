/**
 * The browser tests' stack: the real runtime on the mocked network (embedded PGlite, in-process
 * timers), the HTTP API with the web pages on a free port, and Debian's chromium driven by
 * playwright-core (`CHROMIUM_PATH`, default `/usr/bin/chromium`; `.ci/run` installs it).
 */
import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import type { onRequestAsyncHookHandler } from "fastify";
import { type Logger, pino } from "pino";
import { type Browser, chromium } from "playwright-core";
import { SeasonBook } from "../../src/app/season.ts";
import { type Runtime, type RuntimeOptions, startRuntime } from "../../src/boot/runtime.ts";
import type { ChatHealth } from "../../src/chat/login.ts";
import { buildApp } from "../../src/http/app.ts";
import { openStore } from "../../src/store/db.ts";
import { ConsoleDesk, type GameSource, Playground, registerWeb, runtimeSource } from "../../src/web/index.ts";
import type { PlayClock } from "../../src/web/play-pace.ts";
import type { PlayTable } from "../../src/web/play-table.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { pgliteCopy } from "../pglite-template.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launches chromium headless (its contexts in zh-CN unless a test names a locale); fails with the fix when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
    timeout: 60_000,
  });
  // The pages follow the browser's language (issue 23 goal 3) and headless chromium asks for
  // en-US: a context reads 简体 (zh-CN) unless a test names its own locale.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (o = {}) => newContext({ locale: "zh-CN", ...o });
  browser.newPage = (o = {}) => newPage({ locale: "zh-CN", ...o });
  return browser;
}

/**
 * Starts a playground table's runtime on a copy of the migrated PGlite (test/pglite-template.ts)
 * where it asks for a fresh `memory://` one: a table opens in about a tenth of the time, the
 * migrations not run again per table (issue 24 goal 5). Pass as the Playground's `startRuntime`.
 */
export async function copiedRuntime(o: RuntimeOptions): Promise<Runtime> {
  return startRuntime(o.dataDir === "memory://" ? { ...o, dataDir: await pgliteCopy() } : o);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Moves a 12-seat playground table's clock to its next deadline whenever the table waits on one
 * (test/idle-jumps.ts: the script typed what it owes, the network quiet) and none of the person's
 * seats is due — his turns keep the 1× the pace gives them (issue 26 item 2) — until the table
 * ends or closes (issue 24 goal 5). Resolves with the number of jumps; a forum table has its own
 * jumps (跳到下一个截止) and is left alone.
 */
export async function driveTable(t: PlayTable): Promise<number> {
  if (t.forum) return 0;
  const over = () => t.ended || t.stopped || t.closed.signal.aborted;
  const settled = async () => {
    await t.script.settled?.();
    while (t.due.size > 0 && !over()) await sleep(50);
  };
  return driveIdleDeadlines(t.rt, t.net, [t.group.id], t.clock, settled, over).catch((err) => {
    if (over()) return 0; // the table closed under a read
    throw err;
  });
}

/** A logger at `level` whose lines (parsed JSON: level, msg, …) are kept in `lines`, for tests that read what the server logged. */
export function capturedLog(level: string): {
  log: Logger;
  lines: { level: number; msg: string; [k: string]: unknown }[];
} {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { log: pino({ level }, sink), lines };
}

export interface WebStack {
  s: ChatStack;
  src: GameSource;
  desk: ConsoleDesk;
  playground: Playground;
  base: string;
  stop(): Promise<void>;
}

/** The stack with the pages on `http://127.0.0.1:<free port>`. */
export async function webStack(
  opts: {
    speed?: number;
    seed?: number;
    /** The bot's login state for `/wechat` (and its admin check), and the admin token of `/admin/*`. */
    chat?: { status: () => ChatHealth; admin: onRequestAsyncHookHandler };
    adminToken?: string;
    /** The pages' and the HTTP app's logger (default silent; the runtime's stays silent). */
    log?: Logger;
    /** A clock that can jump (test/idle-jumps.ts); its speed is the stack's. */
    clock?: PlayClock;
  } = {},
): Promise<WebStack> {
  const speed = opts.clock?.speed ?? opts.speed ?? 30;
  const log = opts.log ?? pino({ level: "silent" });
  const s = await chatStack("embedded", {
    speed,
    seed: () => opts.seed ?? 7,
    log: pino({ level: "silent" }),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const src = runtimeSource(s.rt, speed);
  let base = "";
  const playground = new Playground({
    log,
    consoleLink: (id, name) => desk.link(id, name),
    startRuntime: copiedRuntime,
  });
  const desk: ConsoleDesk = new ConsoleDesk({
    baseUrl: "",
    sources: () => [src, ...playground.sources()],
    book: s.rt.book,
    log,
    roleOf: (id) => playground.staffRole(id),
  });
  s.rt.router.useConsole((id, name) => desk.link(id, name));
  const app = await buildApp({
    db: s.rt.store.db,
    service: s.rt.service,
    book: s.rt.book,
    log,
    mode: () => "test",
    adminToken: opts.adminToken,
    extend: (a) => registerWeb(a, { main: src, book: s.rt.book, desk, playground, chat: opts.chat }),
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  desk.setBaseUrl(base);
  return {
    s,
    src,
    desk,
    playground,
    base,
    async stop() {
      await app.close();
      await playground.closeAll();
      await s.stop();
    },
  };
}

/** The playground on its own (no server runtime): its pages on a free port and a browser. */
export interface PlaygroundStack {
  base: string;
  browser: Browser;
  pg: Playground;
  /** With `jumps`: each 12-seat table's driver ({@link driveTable}) by table id. */
  drives: Map<string, Promise<number>>;
  close: () => Promise<void>;
}

/**
 * Starts the playground's pages (an in-memory store for the console's season book, `maxTables`
 * tables at most, seed 11) and chromium. With `jumps`, every 12-seat table's clock jumps to its
 * next deadline whenever it waits on one ({@link driveTable}). `close` stops all of it.
 */
export async function playgroundStack(maxTables: number, o: { jumps?: boolean } = {}): Promise<PlaygroundStack> {
  const log = pino({ level: "silent" });
  const store = await openStore({ dataDir: await pgliteCopy() });
  const book = new SeasonBook(store.db, Date.now);
  const drives = new Map<string, Promise<number>>();
  const pg = new Playground({
    log,
    maxTables,
    seed: () => 11,
    startRuntime: copiedRuntime,
    ...(o.jumps ? { onTable: (t: PlayTable) => drives.set(t.id, driveTable(t)) } : {}),
  });
  const desk = new ConsoleDesk({
    baseUrl: "",
    sources: () => pg.sources(),
    book,
    log,
    roleOf: (id) => pg.staffRole(id),
  });
  const app = await buildApp({
    db: store.db,
    service: null as never,
    book,
    log,
    mode: () => "test",
    extend: (a) => registerWeb(a, { book, desk, playground: pg }),
  });
  const [base, browser] = await Promise.all([app.listen({ port: 0, host: "127.0.0.1" }), launchBrowser()]);
  return {
    base,
    browser,
    pg,
    drives,
    close: async () => {
      await browser.close();
      await app.close();
      await pg.closeAll();
      await Promise.allSettled(drives.values());
      await store.close();
    },
  };
}

/** Reads an event stream with Node's fetch until `signal` aborts: every event, in order. */
export function collectEvents(
  url: string,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): { events: { event: string; data: string }[]; done: Promise<void> } {
  const events: { event: string; data: string }[] = [];
  const done = (async () => {
    const r = await fetch(url, { headers, signal });
    if (!r.ok || !r.body) throw new Error(`stream ${url}: HTTP ${r.status}`);
    const dec = new TextDecoder();
    let buf = "";
    for await (const chunk of r.body) {
      buf += dec.decode(chunk as Uint8Array, { stream: true });
      let i = buf.indexOf("\n\n");
      while (i >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const ev = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (ev && data !== undefined) events.push({ event: ev, data });
        i = buf.indexOf("\n\n");
      }
    }
  })().catch((err) => {
    if ((err as Error).name !== "AbortError") throw err;
  });
  return { events, done };
}
