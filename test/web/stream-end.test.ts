/**
 * Issue 26 item 8: a stream of a table that closed ends — the watcher gets a last `end` event
 * ("这桌已关闭"), the response ends, and the closed store is never read again (store reads
 * counted, not time). A failing store is logged once per 100 failed ticks, not once per tick. The
 * console's answers say what to click, not "回复" (item 10).
 */
import Fastify from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Director, makeTable } from "../../src/sim/director.ts";
import { consoleWords } from "../../src/web/console.ts";
import { registerLive } from "../../src/web/live.ts";
import { type GameSource, runtimeSource } from "../../src/web/source.ts";
import { SharedPolls } from "../../src/web/streams.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";
import { waitFor } from "../service/processes.ts";
import { collectEvents } from "./stack.ts";

const PERIOD_MS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `target` with every call of a model delegate's method (and `state`) counted in `count.n`. */
function counting<T extends object>(target: T, count: { n: number }, depth = 0): T {
  return new Proxy(target, {
    get(t, prop, recv) {
      const v = Reflect.get(t, prop, recv);
      if (typeof v === "function")
        return (...args: unknown[]) => {
          if (depth > 0 || String(prop) === "state") count.n++;
          return (v as (...a: unknown[]) => unknown).apply(t, args);
        };
      if (v && typeof v === "object" && depth === 0 && !String(prop).startsWith("_")) return counting(v, count, 1);
      return v;
    },
  });
}

describe("streams end (issue 26 item 8)", () => {
  let s: ChatStack;
  let src: GameSource;
  let gameId = "";
  const reads = { n: 0 };

  beforeAll(async () => {
    s = await chatStack("embedded", { speed: 30, log: pino({ level: "silent" }) });
    const real = runtimeSource(s.rt, 30);
    src = { ...real, db: counting(real.db, reads), service: counting(real.service, reads) };
    const table = makeTable(s.net, "closing");
    void new Director(s.net, table).play(120_000).catch(() => undefined);
    for (let i = 0; i < 300 && !gameId; i++) {
      gameId = (await s.rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
      if (!gameId) await sleep(100);
    }
    if (!gameId) throw new Error("the game did not start");
  }, 60_000);
  afterAll(async () => s?.stop());

  it("a closed table's stream ends with 这桌已关闭 and its store is not read again", async () => {
    let list: GameSource[] = [src];
    const polls = new SharedPolls(PERIOD_MS, pino({ level: "silent" }));
    const app = Fastify();
    registerLive(app, () => list, polls);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const ac = new AbortController();
      const live = collectEvents(`${base}/live/${gameId}/events`, ac.signal);
      await waitFor(() => live.events.some((e) => e.event === "table"), 25_000, "the table event", 10);
      expect(live.events.some((e) => e.event === "table")).toBe(true);
      // The table closes (a playground table leaves the list).
      list = [];
      await live.done;
      const last = live.events[live.events.length - 1];
      expect(last.event).toBe("end");
      expect(JSON.parse(last.data)).toEqual({ reason: "closed", detail: "这桌已关闭" });
      expect(polls.keys).toBe(0);
      expect(polls.ended).toBe(1);
      // No loop polls the closed store any more: reads stay put while the loop would have ticked many times.
      const ticks = polls.ticks;
      const before = reads.n;
      await sleep(PERIOD_MS * 10);
      expect(polls.ticks).toBe(ticks);
      expect(reads.n).toBe(before);
      // A page opened now gets 404 (the game is in no source): nothing polls it either.
      expect((await fetch(`${base}/live/${gameId}/events`)).status).toBe(404);
      expect(reads.n).toBe(before);
    } finally {
      await app.close();
    }
  }, 60_000);

  it("a failing store is logged once per 100 failed ticks, not once per tick", async () => {
    const warns: unknown[] = [];
    const polls = new SharedPolls(1, { warn: (o: unknown) => warns.push(o) } as never);
    const ac = new AbortController();
    const stream = { send() {}, sendJson() {}, end() {}, signal: ac.signal };
    const failing = {
      tick: async () => {
        throw new Error("store closed");
      },
      catchUp: () => [],
    };
    const watching = polls.watch("k", stream, async () => failing);
    await waitFor(() => polls.ticks >= 150, 25_000, "150 poll ticks", 2);
    ac.abort();
    await watching;
    expect(polls.ticks).toBeGreaterThanOrEqual(150);
    expect(warns.length).toBe(Math.ceil(polls.ticks / 100));
  });

  it("the console's answers say what to click or send, not 回复 (item 10)", () => {
    expect(consoleWords("游戏已暂停：请先回复“继续”恢复游戏（或“作废”）。")).toBe(
      "游戏已暂停：请先点“继续”按钮恢复游戏（或“作废”）。",
    );
    expect(consoleWords("确认踢出？回复“确认”执行，回复“取消”放弃")).toBe("确认踢出？点“确认”执行，点“取消”放弃");
    expect(consoleWords("请回复“开枪X号”或“不开枪”。")).toBe("请私聊发送“开枪X号”或“不开枪”。");
    expect(consoleWords("没有回复")).toBe("没有回复");
  });
});
