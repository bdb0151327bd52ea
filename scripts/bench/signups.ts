/**
 * `npm run bench:signups -- [--rooms 200] [--at-once 8] [--rounds 3]` (issue 24 goal 4): what a
 * sign-up (`坐N号`, `RoomService.join`) costs on its own. Per round: `--rooms` rooms opened in as
 * many groups, then twelve players signed up in each — `--at-once` groups at a time, one after
 * another within a group, as the chat router handles one conversation's lines — then the rooms
 * closed. Prints per round the sign-ups per second and, per sign-up, this process's CPU ms and
 * Postgres' (the backends of this database and the server's own processes, `meters.ts`); then
 * min / median / max. Prints; not a test. Own database `SIGNUP_BENCH_DATABASE_URL` (default
 * werewolf_bench_signups on 127.0.0.1, emptied first).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { RoomService } from "../../src/app/rooms.ts";
import { openStore } from "../../src/store/db.ts";
import { freshDatabase, localOnly } from "./load-run.ts";
import { postgresCpu } from "./meters.ts";
import { numberOption } from "./options.ts";

const { values } = parseArgs({
  options: {
    rooms: { type: "string", default: "200" },
    "at-once": { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
  },
});
/** `--<name>`'s value as a whole number ≥ `min` (see `numberOption`). */
const count = (name: keyof typeof values, min: number) => numberOption("bench:signups", name, values[name], min, true);
const ROOMS = count("rooms", 1);
const AT_ONCE = count("at-once", 1);
const ROUNDS = count("rounds", 1);
const url = process.env.SIGNUP_BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_bench_signups";
localOnly(url);

await freshDatabase(url);
const store = await openStore({ databaseUrl: url });
const rooms = new RoomService(store.db);
const meter = new pg.Client({ connectionString: url });
await meter.connect();

/** Runs `jobs`, `AT_ONCE` at a time. */
async function inTurn(jobs: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, jobs.length) }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
}

const rows: { perSec: number; botMs: number; pgMs: number }[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const groups = Array.from({ length: ROOMS }, (_, i) => `r${round}-g${i}@chatroom`);
  const judge = (i: number) => `r${round}-judge${i}`;
  await inTurn(groups.map((g, i) => async () => void (await rooms.open(g, judge(i), "444-idiot"))));
  const pgCpu = await postgresCpu(meter, new URL(url).pathname.slice(1));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await inTurn(
    groups.map((g, i) => async () => {
      for (let s = 1; s <= 12; s++) await rooms.join(g, `r${round}-p${i}-${s}`, `玩家${s}`, s);
    }),
  );
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const pgMs = await pgCpu.stop();
  const n = ROOMS * 12;
  const row = { perSec: (n / wallMs) * 1000, botMs: (cpu.user + cpu.system) / 1000 / n, pgMs: pgMs / n };
  rows.push(row);
  console.log(
    `round ${round}: ${n} sign-ups in ${ROOMS} open rooms, ${row.perSec.toFixed(0)}/s; per sign-up: ` +
      `this process ${row.botMs.toFixed(2)} ms CPU, Postgres ${row.pgMs.toFixed(2)} ms`,
  );
  await inTurn(groups.map((g, i) => () => rooms.close(g, judge(i))));
}

/** min / median / max of `xs`. */
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return [s[0], s[Math.floor((s.length - 1) / 2)], s[s.length - 1]].map((x) => x.toFixed(2)).join(" / ");
};
console.log(`min / median / max over ${ROUNDS} rounds:`);
console.log(`  sign-ups per second      ${spread(rows.map((r) => r.perSec))}`);
console.log(`  process CPU ms each      ${spread(rows.map((r) => r.botMs))}`);
console.log(`  Postgres CPU ms each     ${spread(rows.map((r) => r.pgMs))}`);
await meter.end();
await store.close();
