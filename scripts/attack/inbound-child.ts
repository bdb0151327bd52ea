/**
 * One life of the chat process for the inbound attacks (issue 25 items 4, 6): the real runtime
 * (Postgres at `DATABASE_URL`, in-process timers) on a mocked WeChat kept in `NET_STATE`, the
 * inbound journal in `INBOUND_JOURNAL_DIR`; every message the bot says is appended to `WIRE_FILE`.
 *
 * `PHASE=setup`: makes `TABLES` groups (12 players each), opens a 444-idiot room in each, prints
 * `ready`; on the stdin line `go` every player sends `坐<n>号` to his group at once, and the line
 * `arrived` is printed when the bot has received them all (the parent kills -9 after that).
 * `PHASE=recover`: starts again (the journal replays), waits until the inbound queues are idle,
 * prints `result {"seated":…}` (seats taken over all rooms) and exits.
 */
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { pino } from "pino";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";

const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};
const TABLES = Number(process.env.TABLES ?? "2");
const net = new MockNetwork("狼人法官", env("NET_STATE"));
const wire = env("WIRE_FILE");
net.onMessage((m) => appendFileSync(wire, `${JSON.stringify(m)}\n`));
const rt = await startRuntime({
  log: pino({ level: process.env.LOG_LEVEL ?? "warn" }, pino.destination(2)),
  databaseUrl: env("DATABASE_URL"),
  speed: 1,
  bot: { bot: net.bot, network: net },
  channel: "attack-inbound",
  outboxPollMs: 100,
  journalDir: env("INBOUND_JOURNAL_DIR"),
  seed: () => 7,
});
const say = (line: string) => process.stdout.write(`${line}\n`);

if (process.env.PHASE === "setup") {
  const tables = Array.from({ length: TABLES }, (_, t) => makeTable(net, `k${t}`));
  for (const t of tables) {
    t.judge.say("开房 444-idiot").to(t.group);
    await net.waitFor((m) => m.room === t.group.id && /开房：/.test(m.text), 30_000);
  }
  const total = tables.reduce((n, t) => n + t.players.length, 0);
  let seen = 0;
  net.bot.on("message", (msg) => {
    if (!msg.self() && /^坐\d+号$/.test(msg.text()) && ++seen === total) say("arrived");
  });
  say("ready");
  for await (const line of createInterface({ input: process.stdin })) {
    if (line !== "go") continue;
    for (const t of tables) for (const [i, p] of t.players.entries()) p.say(`坐${i + 1}号`).to(t.group);
  }
} else {
  // The replay runs once the chat is up; wait until every conversation's queue has drained.
  let quiet = 0;
  while (quiet < 10) {
    await new Promise((r) => setTimeout(r, 100));
    quiet = rt.inbound.conversations === 0 ? quiet + 1 : 0;
  }
  const rooms = await rt.store.db.room.findMany({ select: { seats: true } });
  const seated = rooms.reduce((n, r) => n + (r.seats as unknown[]).length, 0);
  say(`result ${JSON.stringify({ seated })}`);
  await rt.stop();
  process.exit(0);
}
