/**
 * Issue 25 item 3: a playground table belongs to the browser that opened it. Another browser can
 * neither play nor close it (and is told so in Chinese, with the live page to watch), and opening
 * a table ends only the same browser's previous one. The cap holds under concurrent opens (the
 * third gets 503 "试玩桌已满"), a failed start frees its slot, and a closed table leaves nothing
 * behind: its runtime, network and script are collectable (WeakRef + gc), no table is counted.
 * Without a browser: the routes are driven with `inject`, each "browser" being its own cookie.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../src/vocab/msg.ts";
import { NOT_YOURS, Playground } from "../../src/web/playground.ts";
import { holders, tag } from "../heap-holders.ts";
import { copiedRuntime } from "./stack.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const BODY = { ruleset: "ranked-s7", board: "444-idiot", seat: 0, others: "me", speed: 60 };

/** A browser: its cookie jar, as the `cookie` header it sends. */
interface Browser {
  cookie: string;
}

async function stack(opts: Partial<ConstructorParameters<typeof Playground>[0]> = {}) {
  const pg = new Playground({ log: pino({ level: "silent" }), seed: () => 7, startRuntime: copiedRuntime, ...opts });
  const app = Fastify();
  await app.register(cookie);
  pg.register(app);
  await app.ready();
  return { pg, app };
}

/** `POST /play/tables` as `b` (it keeps the cookie the server sets). */
async function open(app: FastifyInstance, b: Browser) {
  const r = await app.inject({
    method: "POST",
    url: "/play/tables",
    payload: BODY,
    headers: b.cookie ? { cookie: b.cookie } : {},
  });
  const jar = new Map(b.cookie ? b.cookie.split("; ").map((c) => c.split("=") as [string, string]) : []);
  for (const c of r.cookies) jar.set(c.name, c.value);
  b.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return { status: r.statusCode, body: r.json() as { id?: string; detail?: string } };
}

function post(app: FastifyInstance, b: Browser, url: string, payload: unknown = {}) {
  return app.inject({ method: "POST", url, payload: payload as object, headers: { cookie: b.cookie } });
}

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe("the playground's tables belong to their browser (issue 25 item 3)", () => {
  it("another browser cannot play, close or replace a table; a new open ends only your own", async () => {
    const { pg, app } = await stack();
    stop = async () => {
      await pg.closeAll();
      await app.close();
    };
    const a: Browser = { cookie: "" };
    const b: Browser = { cookie: "" };
    const ta = await open(app, a);
    expect(ta.status).toBe(200);
    expect(a.cookie).not.toBe("");
    const tb = await open(app, b);
    expect(tb.status).toBe(200);
    const idA = ta.body.id as string;
    const idB = tb.body.id as string;

    // B opens another table: his own first one ends, A's runs on (on main, A's was closed: the oldest).
    const tb2 = await open(app, b);
    expect(tb2.status).toBe(200);
    expect((await post(app, a, `/play/${idA}/say`, { seat: 1, where: "group", text: "过" })).statusCode).toBe(200);
    expect((await app.inject({ url: `/play/${idA}`, headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: `/play/${idB}`, headers: { cookie: b.cookie } })).statusCode).toBe(404);
    expect(pg.sources().length).toBe(2);

    // B controls nothing of A's table, and is told why in Chinese.
    for (const r of [
      await post(app, b, `/play/${idA}/close`),
      await post(app, b, `/play/${idA}/say`, { seat: 1, where: "group", text: "过" }),
      await post(app, b, `/play/${idA}/console`),
      await app.inject({ url: `/play/${idA}/events?seat=1`, headers: { cookie: b.cookie } }),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().detail).toContain("别的浏览器开的");
    }
    // Nor without any cookie.
    expect((await app.inject({ method: "POST", url: `/play/${idA}/close`, payload: {} })).statusCode).toBe(403);
    // B's page of A's table says so and offers the public live page instead of the controls.
    const page = await app.inject({ url: `/play/${idA}`, headers: { cookie: b.cookie } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("play-watch");
    expect(page.body).toContain(render(NOT_YOURS));
    // A closes his table himself.
    expect((await post(app, a, `/play/${idA}/close`)).statusCode).toBe(200);
    expect(pg.sources().length).toBe(1);
    expect(pg.stats()).toEqual({ tables: 1, starting: 0, stopping: 0, finished: 0 });
  }, 180_000);

  it("three concurrent opens with a cap of 2: two tables run, the third is told the tables are full", async () => {
    let started = 0;
    const { pg, app } = await stack({
      maxTables: 2,
      startRuntime: (o) => {
        started++;
        return copiedRuntime(o);
      },
    });
    stop = async () => {
      await pg.closeAll();
      await app.close();
    };
    const browsers: Browser[] = [{ cookie: "" }, { cookie: "" }, { cookie: "" }];
    const rs = await Promise.all(browsers.map((b) => open(app, b)));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 200, 503]);
    expect(rs.find((r) => r.status === 503)?.body.detail).toBe("试玩桌已满（最多同时开2桌），请稍后再试。");
    expect(started).toBe(2);
    expect(pg.sources().length).toBe(2);
    expect(pg.stats()).toEqual({ tables: 2, starting: 0, stopping: 0, finished: 0 });
  }, 180_000);

  it("a table whose owner left its page for the idle time gives its slot to a newcomer", async () => {
    let now = 1_000_000;
    const { pg, app } = await stack({ maxTables: 1, idleMs: 300_000, now: () => now });
    stop = async () => {
      await pg.closeAll();
      await app.close();
    };
    const a: Browser = { cookie: "" };
    const b: Browser = { cookie: "" };
    const ta = await open(app, a);
    expect(ta.status).toBe(200);
    // A is still there (his page open or not for less than the idle time): B waits.
    now += 299_000;
    expect((await open(app, b)).status).toBe(503);
    now += 1_000;
    const tb = await open(app, b);
    expect(tb.status).toBe(200);
    expect((await app.inject({ url: `/play/${ta.body.id}`, headers: { cookie: a.cookie } })).statusCode).toBe(404);
    expect(pg.stats()).toEqual({ tables: 1, starting: 0, stopping: 0, finished: 0 });
  }, 180_000);

  it("a failed start frees its slot", async () => {
    let fail = true;
    const { pg, app } = await stack({
      maxTables: 1,
      startRuntime: (o) => {
        if (fail) return Promise.reject(new Error("PGlite failed to start"));
        return copiedRuntime(o);
      },
    });
    stop = async () => {
      await pg.closeAll();
      await app.close();
    };
    const a: Browser = { cookie: "" };
    const first = await open(app, a);
    expect(first.status).toBe(500);
    expect(pg.sources().length).toBe(0);
    expect(pg.stats()).toEqual({ tables: 0, starting: 0, stopping: 0, finished: 0 });
    fail = false;
    const b: Browser = { cookie: "" };
    expect((await open(app, b)).status).toBe(200);
  }, 180_000);

  it("a closed table leaves nothing behind: opened and closed three times, no table object stays reachable", async () => {
    const { pg, app } = await stack();
    stop = async () => {
      await pg.closeAll();
      await app.close();
    };
    const a: Browser = { cookie: "" };
    // Which tracked objects are not collected yet. A FinalizationRegistry, not WeakRef.deref():
    // a deref keeps its object alive until the job ends, and would hide who really holds it.
    const alive = new Set<string>();
    const collected = new FinalizationRegistry<string>((name) => alive.delete(name));
    const tables = (pg as unknown as { tables: Map<string, { rt: object; net: object; feed: object }> }).tables;
    // In a function of its own: the test's suspended async frame would otherwise keep the last table.
    let tracked = 0;
    const track = (id: string) => {
      const t = tables.get(id);
      if (!t) throw new Error("no table");
      tracked++;
      for (const [part, o] of Object.entries({ table: t, rt: t.rt, net: t.net, feed: t.feed })) {
        const name = `closed_${part}_${tracked}`;
        alive.add(name);
        collected.register(tag(o, name), name);
      }
    };
    for (let i = 0; i < 3; i++) {
      const r = await open(app, a);
      expect(r.status).toBe(200);
      track(r.body.id as string);
      // A stream open when the table closes ends with it (it must not keep the table).
      const events = app.inject({ url: `/play/${r.body.id}/events`, headers: { cookie: a.cookie } });
      expect((await post(app, a, `/play/${r.body.id}/close`)).statusCode).toBe(200);
      expect((await events).body).toMatch(/event: end\ndata: {"reason":"closed","detail":"这桌已关闭/);
    }
    expect(pg.sources()).toEqual([]);
    expect(tracked).toBe(3);
    // Every object of the closed tables is collectable (on main they stayed in the playground's map).
    // Only the script's pending waits (≤10 s of wall time) may hold a table a moment longer.
    await expect
      .poll(
        async () => {
          gc();
          // The registry's callbacks run as tasks of their own after the collection.
          await new Promise((r) => setTimeout(r, 10));
          return alive.size;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(0)
      .catch((err) => {
        // Say who holds what is still reachable (it happened in CI, 6 December 2026; holder not found then).
        throw new Error(`still reachable after 60 s: ${[...alive].join(", ")}\n${holders([...alive])}`, { cause: err });
      });
    expect(pg.stats()).toEqual({ tables: 0, starting: 0, stopping: 0, finished: 0 });
  }, 240_000);
});
