/**
 * The showcase the screenshot scripts photograph: a runtime on a mocked network (embedded store, rule
 * clock 20×) with a demo season and a certified judge and inspector, the web pages and the playground
 * on a free 127.0.0.1 port, and Debian's chromium (`CHROMIUM_PATH` to use another).
 */

import { pino } from "pino";
import { chromium } from "playwright-core";
import { startRuntime } from "../src/boot/runtime.ts";
import { MockNetwork } from "../src/chat/mock-network.ts";
import { buildApp } from "../src/http/app.ts";
import { makeTable } from "../src/sim/director.ts";
import { ConsoleDesk, Playground, registerWeb, runtimeSource } from "../src/web/index.ts";

/** Starts the showcase (see the module comment); the caller closes the browser, the app and the runtime. */
export async function openShowcase() {
  const log = pino({ level: "warn" });
  const speed = 20;
  const net = new MockNetwork("狼人法官");
  const table = makeTable(net, "shot");
  const rt = await startRuntime({
    log,
    dataDir: "memory://",
    speed,
    bot: { bot: net.bot, network: net },
    seed: () => 7,
  });
  const day = 86_400_000;
  await rt.book.setSeason({
    id: "S7-demo",
    name: "英雄榜第七季（演示）",
    startsAt: new Date(Date.now() - 30 * day),
    endsAt: new Date(Date.now() + 30 * day),
  });
  await rt.book.setStaff(table.judge.id, "judge", "法官老王", true);
  await rt.book.setStaff(table.inspector.id, "inspector", "督察小李", true);
  const src = runtimeSource(rt, speed);
  const playground = new Playground({ log, seed: () => 7, consoleLink: (id, name) => desk.link(id, name) });
  const desk: ConsoleDesk = new ConsoleDesk({
    baseUrl: "",
    sources: () => [src, ...playground.sources()],
    book: rt.book,
    log,
    roleOf: (id) => playground.staffRole(id),
  });
  rt.router.useConsole((id, name) => desk.link(id, name));
  const app = await buildApp({
    db: rt.store.db,
    service: rt.service,
    book: rt.book,
    log,
    mode: () => rt.describe(),
    extend: (a) => registerWeb(a, { main: src, book: rt.book, desk, playground }),
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  desk.setBaseUrl(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  return { log, speed, net, table, rt, src, playground, desk, app, base, browser };
}
