/**
 * `npm run attack:streams -- [--streams 2000] [--rounds 3] [--samples 25] [--seconds 20]`
 * (issue 25 item 1): a flood of live-table streams against the server, measured. It starts the
 * server's stack on 127.0.0.1 — the runtime of `npm start` (Postgres + Redis on 127.0.0.1, own
 * database `ATTACK_DATABASE_URL`, default werewolf_attack, emptied first) on the mocked WeChat,
 * the HTTP API and the pages on a free port — opens one 12-player table through the chat, and
 * per round measures, in three phases:
 * - idle: no stream open;
 * - flood, default caps: a child process opens `--streams` `/live/:id/events` streams, spread over
 *   local addresses 127.0.1.x (20 per address, as from many clients); past the caps
 *   (`STREAMS_PER_CLIENT`, `STREAMS_TOTAL`) they are refused;
 * - flood, caps lifted: the same with the caps above `--streams`, so every stream is held (what
 *   the shared poll alone costs).
 * In each phase it takes `--samples` samples, one every 200 ms: a seated player DMs `状态` through
 * the mocked network and waits for the bot's reply (wall ms), and a `GET /healthz` (wall ms,
 * status, `db`). It prints each phase's p50/p99 and, at the end, min/median/max over the rounds.
 * Bounded: at most `--streams` ≤ 5,000 streams, each phase ≤ `--seconds`; traffic only to
 * 127.0.0.1. Each open stream is a file descriptor in each process: `ulimit -n` must exceed
 * `--streams` + a few hundred. Not a test: it only prints numbers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { pino } from "pino";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { buildApp } from "../../src/http/app.ts";
import { deployMigrations } from "../../src/store/migrate.ts";
import { ConsoleDesk, registerWeb, runtimeSource, StreamGate } from "../../src/web/index.ts";
import { streamLimitsFromEnv } from "../../src/web/streams.ts";

const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "2000" },
    rounds: { type: "string", default: "3" },
    samples: { type: "string", default: "25" },
    seconds: { type: "string", default: "20" },
    /** Internal: this process is the stream client (`--client <url>`). */
    client: { type: "string" },
  },
});
const N = Math.min(5_000, Math.max(1, Number(values.streams)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (values.client !== undefined) {
  // The client: open N streams to the URL (127.0.0.1 only), 20 per local address; report; hold.
  const url = new URL(values.client);
  if (url.hostname !== "127.0.0.1") throw new Error("attack:streams talks to 127.0.0.1 only");
  const counts: Record<string, number> = { held: 0, 429: 0, 503: 0, other: 0, error: 0 };
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const localAddress = `127.0.1.${1 + Math.floor(i / 20)}`;
      const req = request(url, { agent: false, localAddress, headers: { accept: "text/event-stream" } }, (res) => {
        const code = res.statusCode ?? 0;
        if (code === 200) counts.held++;
        else if (code === 429 || code === 503) counts[code]++;
        else counts.other++;
        res.resume();
        res.on("error", () => {});
        // Held: no idle timeout from here on (a quiet stream only gets a ping every 15 s).
        req.setTimeout(0);
        resolve();
      });
      req.on("error", () => {
        counts.error++;
        resolve();
      });
      req.setTimeout(15_000, () => req.destroy());
      req.end();
    });
  for (let i = 0; i < N; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, N - i) }, (_, k) => open(i + k)));
  process.stdout.write(`result ${JSON.stringify(counts)}\n`);
  // Hold the streams until the parent closes stdin (or at most 5 minutes).
  await Promise.race([new Promise((r) => process.stdin.on("close", r).resume()), sleep(300_000)]);
  process.exit(0);
}

const url = process.env.ATTACK_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_attack";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
for (const where of [url, redisUrl])
  if (!/^[a-z]+:\/\/([^@/]*@)?(127\.0\.0\.1|localhost)[:/]/.test(where))
    throw new Error(`attack:streams runs against 127.0.0.1 only, not ${where}`);
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const mmm = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0].toFixed(0)} / median ${s[Math.floor(s.length / 2)].toFixed(0)} / max ${s[s.length - 1].toFixed(0)}`;
};

const u = new URL(url);
const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${u.pathname.slice(1)}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${u.pathname.slice(1)}"`);
await admin.end();
await deployMigrations(url);

const log = pino({ level: process.env.LOG_LEVEL ?? "silent" });
const net = new MockNetwork("狼人法官", undefined, { keepWire: false });
const rt = await startRuntime({
  log,
  databaseUrl: url,
  redisUrl,
  queueName: `attack-${randomUUID()}`,
  speed: 1,
  bot: { bot: net.bot, network: net },
});
const src = runtimeSource(rt, 1);
const limits = { ...streamLimitsFromEnv() };
const defaults = { ...limits };
const gate = new StreamGate(limits);
const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: rt.book, log });
const app = await buildApp({
  db: rt.store.db,
  service: rt.service,
  book: rt.book,
  log,
  mode: () => rt.describe(),
  health: () => rt.health(),
  extend: (a) => registerWeb(a, { main: src, book: rt.book, desk, streams: { gate } }),
});
const base = await app.listen({ port: 0, host: "127.0.0.1" });

// One table, opened through the chat; the game stays on night 1 (rule clock 1×) while measured.
const judge = net.contact("atk_judge", "法官");
const players = Array.from({ length: 12 }, (_, i) => net.contact(`atk_p${i + 1}`, `${i + 1}号`));
const group = net.room("压测直播群", [judge, ...players], "attack-table@chatroom");
judge.say("开房 444预女猎白").to(group);
await sleep(300);
for (const [i, p] of players.entries()) p.say(`坐${i + 1}号`).to(group);
await sleep(500);
judge.say("开始").to(group);
let gameId = "";
for (let i = 0; i < 200 && !gameId; i++) {
  gameId = (await rt.store.db.game.findFirst({ where: { matchGroupId: group.id } }))?.id ?? "";
  if (!gameId) await sleep(100);
}
if (!gameId) throw new Error("the table did not start");
const me = players[0];

/** One `状态` by DM → the bot's reply, wall ms. */
async function status(): Promise<number> {
  const t = performance.now();
  const reply = net.waitFor((m) => m.from === net.botUser.id && m.to === me.id, 30_000);
  me.say("状态").to(net.botUser);
  await reply;
  return performance.now() - t;
}
/** One `/healthz`: wall ms, HTTP status, db. */
async function health(): Promise<{ ms: number; code: number; db: string }> {
  const t = performance.now();
  try {
    const r = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
    const j = (await r.json()) as { db?: string };
    return { ms: performance.now() - t, code: r.status, db: j.db ?? "?" };
  } catch {
    return { ms: performance.now() - t, code: 0, db: "no answer" };
  }
}

interface Phase {
  statusP50: number;
  statusP99: number;
  healthP50: number;
  healthP99: number;
  healthBad: number;
  held: number;
  refused: string;
}
async function measure(): Promise<Omit<Phase, "held" | "refused">> {
  const st: number[] = [];
  const hz: { ms: number; code: number; db: string }[] = [];
  const until = performance.now() + Number(values.seconds) * 1000;
  for (let i = 0; i < Number(values.samples) && performance.now() < until; i++) {
    const [a, b] = await Promise.all([status(), health()]);
    st.push(a);
    hz.push(b);
    await sleep(200);
  }
  return {
    statusP50: pct(st, 50),
    statusP99: pct(st, 99),
    healthP50: pct(
      hz.map((h) => h.ms),
      50,
    ),
    healthP99: pct(
      hz.map((h) => h.ms),
      99,
    ),
    healthBad: hz.filter((h) => h.code !== 200 || h.db !== "up").length,
  };
}
async function flood(): Promise<{ child: ChildProcess; counts: Record<string, number> }> {
  const me = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", me, "--client", `${base}/live/${gameId}/events`, "--streams", String(N)],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const counts = await new Promise<Record<string, number>>((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`stream client exited ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (l) => {
      if (l.startsWith("result ")) resolve(JSON.parse(l.slice(7)));
    });
  });
  child.removeAllListeners("exit");
  // Let every held stream get its first events.
  await sleep(1_000);
  return { child, counts };
}
async function unflood(child: ChildProcess): Promise<void> {
  child.stdin?.end();
  await new Promise((r) => child.once("exit", r));
  for (let i = 0; i < 100 && gate.open > 0; i++) await sleep(50);
}

const phases: Record<string, Phase[]> = { idle: [], "default caps": [], "caps lifted": [] };
const line = (name: string, p: Phase) =>
  process.stdout.write(
    `  ${name.padEnd(12)} held ${String(p.held).padStart(4)} ${p.refused.padEnd(22)} 状态 p50 ${p.statusP50.toFixed(0)} ms p99 ${p.statusP99.toFixed(0)} ms | /healthz p50 ${p.healthP50.toFixed(0)} ms p99 ${p.healthP99.toFixed(0)} ms, not 200/up: ${p.healthBad}\n`,
  );
process.stdout.write(
  `attack:streams: ${N} streams on /live/:id/events, caps ${defaults.perClient} per client / ${defaults.total} in total\n`,
);
// Warm-up (JIT, connections, the first reads): not measured.
for (let i = 0; i < 10; i++) await Promise.all([status(), health()]);
for (let round = 1; round <= Number(values.rounds); round++) {
  process.stdout.write(`round ${round}\n`);
  const idle = { ...(await measure()), held: 0, refused: "" };
  phases.idle.push(idle);
  line("idle", idle);
  for (const name of ["default caps", "caps lifted"] as const) {
    Object.assign(limits, name === "default caps" ? defaults : { perClient: N + 100, total: N + 100 });
    const { child, counts } = await flood();
    const p = {
      ...(await measure()),
      held: gate.open,
      refused: `(429: ${counts[429]}, 503: ${counts[503]}${counts.error + counts.other ? `, failed: ${counts.error + counts.other}` : ""})`,
    };
    phases[name].push(p);
    line(name, p);
    await unflood(child);
  }
}
process.stdout.write(`over ${values.rounds} round(s), wall ms:\n`);
for (const [name, ps] of Object.entries(phases))
  process.stdout.write(
    `  ${name.padEnd(12)} 状态 p50 ${mmm(ps.map((p) => p.statusP50))}; p99 ${mmm(ps.map((p) => p.statusP99))}; /healthz p50 ${mmm(ps.map((p) => p.healthP50))}; not 200/up ${ps.reduce((a, p) => a + p.healthBad, 0)}\n`,
  );
const ratio = (name: string) =>
  phases[name].map((p, i) => p.statusP50 / Math.max(1, phases.idle[i].statusP50)).map((x) => x.toFixed(2));
process.stdout.write(
  `  状态 p50 loaded / idle per round: default caps ${ratio("default caps").join(", ")}; caps lifted ${ratio("caps lifted").join(", ")}\n`,
);
await app.close();
await rt.stop();
process.exit(0);
