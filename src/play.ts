/**
 * `npm run play`: the playground (issue 14 item 6) — open http://localhost:3000/play and play a
 * whole game in the browser, without WeChat. Each table the page opens is the real stack on a
 * mocked WeChat network (GameService, in-memory PGlite, in-process timers, outbox, chat router)
 * at the clock speed picked on the page; the other seats are scripted players or yours. The same
 * server serves the live tables, the console (the table's judge DMs `控制台`), replays and the
 * API (`/docs`). Nothing is kept: tables live in memory and end with the process.
 *
 *   npm run play [-- --port 3000 --host 127.0.0.1]
 */
import { pino } from "pino";
import { onShutdown } from "./app/health.ts";
import { SeasonBook } from "./app/season.ts";
import { cliOptions } from "./cli.ts";
import { buildApp } from "./http/app.ts";
import { openStore } from "./store/db.ts";
import { ConsoleDesk, Playground, registerWeb } from "./web/index.ts";

const USAGE = "npm run play [-- --port 3000 --host 127.0.0.1]";
const values = cliOptions<{ port: string; host: string }>(USAGE, {
  port: { type: "string", default: process.env.PORT ?? "3000" },
  host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be 0..65535\n${USAGE}`);
  process.exit(2);
}

const log = pino({ level: process.env.LOG_LEVEL ?? "warn" });
// The API's own routes (seasons, players) read an empty in-memory store: the playground's games
// live in their tables' stores, which the pages read.
const store = await openStore({ dataDir: "memory://" });
const book = new SeasonBook(store.db, Date.now);
let desk: ConsoleDesk | null = null;
const playground = new Playground({
  log,
  consoleLink: (id, name) => (desk ? desk.link(id, name) : Promise.resolve("")),
});
desk = new ConsoleDesk({
  baseUrl: `http://${values.host === "0.0.0.0" ? "localhost" : values.host}:${port}`,
  sources: () => playground.sources(),
  book,
  log,
  // The tables' own staff registries certify their judge and inspector.
  roleOf: async (id) => playground.staffRole(id),
});
const app = await buildApp({
  db: store.db,
  service: null as never,
  book,
  log,
  mode: () => "试玩：每桌一个内存 PGlite + 进程内计时器",
  extend: (a) => registerWeb(a, { book, desk: desk as ConsoleDesk, playground }),
});
const address = await app.listen({ port, host: values.host });
console.log(`狼人法官试玩：打开 ${address.replace("127.0.0.1", "localhost")}/play （Ctrl-C 结束）`);
onShutdown(
  async () => {
    await app.close();
    await playground.closeAll();
    await store.close();
  },
  { log, name: "play" },
);
