/**
 * `npm run bench:load -- [--games 200] [--seconds 30] [--speed 10] [--tick 1000] [--rounds 3]
 * [--find-max] [--only split|old]` (issue 24 goal 4): the cost of a command, all of it. N
 * concurrent 12-player games (444预女猎白) through the real stack of `npm start` in a bot process
 * of its own (`scripts/bench/load-bot.ts`: chat router, GameService, BullMQ timers, outbox on the
 * mocked WeChat, whose puppet lives in the bot's process), the players (the far side of the
 * network) in this driver process over an IPC channel (`scripts/bench/load-run.ts`). Each round
 * runs the old configuration (the players inside the bot's process, as the one-process bench did)
 * and the new (split) alternately, on a fresh database each. Per committed command it prints the
 * CPU of the bot, of Postgres (the bench database's backends and the server's own processes, from
 * /proc) and of Redis (INFO cpu), the statements the bot sent and Redis's calls (INFO
 * commandstats); then message → commit p99 (arrival at the bot → commit) and commit → delivery
 * p99 (outbox rows); min / median / max over the rounds and the ratio new / old.
 *
 * `--warmup <s>` (default 0): the players play that long before the window opens (split only), so
 * the window leaves out every table's first turn, when a whole night's moves wait at each at once.
 *
 * `--bots <P>` (default 1): the split configuration's bot is P processes, each its own chat account
 * on the one database and timer queue (README "Many processes"), the tables dealt among them; their
 * CPU and counts are summed, their latencies pooled. With `--vs` both sides run P bots.
 *
 * `--spread <s>` (default 0): the tables' openings spread evenly over that many wall seconds (split
 * only), the players playing each as soon as it is open, so the tables' phases do not move in step
 * (all open within seconds, every table's night comes at once); each table's steps wait for the
 * bot's answers, at most 8 tables opening at once (`bench/tables.ts` `openTablesPaced`), so a
 * loaded bot stretches the openings rather than losing them. Use `--warmup` too, so the window
 * opens once the last tables have played their first turns.
 *
 * `--find-max`: from `--games`, ×1.5 per step (each step one run of `--seconds` ≤ 60 s of load),
 * while message → commit p99 < 50 ms and commit → delivery p99 < 100 ms, for old and new in turn;
 * stops at the first broken step or after `--budget` seconds (default 900). Not a test: it prints.
 *
 * `--vs <ref>`: old = the split configuration of commit `ref` (a temporary `git worktree` sharing
 * this checkout's node_modules, this checkout's bench harness copied in), new = this checkout's,
 * alternately, each round on a fresh database: the ratio of the same load's figures, old code
 * and new, on the same machine in the same minutes.
 *
 * `--timers-vs`: old = this checkout's split configuration with BullMQ timers, new = the same with
 * the in-process timers over the same Timer rows (`npm start` without `REDIS_URL`), alternately:
 * what the timer queue costs per command.
 *
 * `--history <n>`: `n` ended games written into each fresh database before the tables open, played
 * by the bench's own contacts in its own groups (`./bench/history.ts`): a server with a season
 * behind it. `--history-vs`: old = a fresh database, new = the same with `--history`, alternately.
 *
 * `--statements`: each run also prints its window's statements by execution time
 * (`pg_stat_statements`, which the server must preload).
 *
 * The memory and scale-out bench of issue 12 is `npm run bench:load:memory` (scripts/bench/load-memory.ts).
 * Own database `LOAD_DATABASE_URL` (default werewolf_load_cost, emptied first) and BullMQ queue.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { type LoadResult, pct, runLoad } from "./bench/load-run.ts";
import { numberOption } from "./bench/options.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
    warmup: { type: "string", default: "0" },
    spread: { type: "string", default: "0" },
    speed: { type: "string", default: "10" },
    tick: { type: "string", default: "1000" },
    rounds: { type: "string", default: "3" },
    "find-max": { type: "boolean", default: false },
    budget: { type: "string", default: "900" },
    only: { type: "string" },
    vs: { type: "string" },
    "timers-vs": { type: "boolean", default: false },
    history: { type: "string", default: "0" },
    "history-vs": { type: "boolean", default: false },
    statements: { type: "boolean", default: false },
    bots: { type: "string", default: "1" },
  },
});
/** `--<name>`'s value (see `numberOption`). */
const option = (name: keyof typeof values, min: number, whole = false) =>
  numberOption("bench:load", name, values[name], min, whole);
if (values.only !== undefined && values.only !== "split" && values.only !== "old") {
  console.error(`bench:load: --only ${values.only}: expected split or old`);
  process.exit(2);
}
const base = {
  seconds: Math.min(60, option("seconds", 1)),
  warmup: option("warmup", 0),
  spread: option("spread", 0),
  speed: option("speed", 0.01),
  tick: option("tick", 10),
  databaseUrl: process.env.LOAD_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_load_cost",
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  bots: option("bots", 1, true),
  statements: values.statements,
};
const GAMES = option("games", 1, true);
const ROUNDS = option("rounds", 1, true);
const BUDGET = option("budget", 1);
/** Ended games behind the load (`--history`): with `--history-vs` the new side's only. */
const history = option("history", 0, true);
const GOAL_COMMIT = 50;
const GOAL_DELIVERY = 100;
const modes = values.only === "split" ? [true] : values.only === "old" ? [false] : [false, true];
/** The two sides' names, old and new. */
const names = values["timers-vs"]
  ? ["old (BullMQ timers)", "new (in-process timers)"]
  : values["history-vs"]
    ? ["old (a fresh database)", `new (${history} ended games behind)`]
    : values.vs
      ? [`old (${values.vs})`, "new (this checkout)"]
      : ["old (one process)", "new (split)"];
const name = (split: boolean) => names[split ? 1 : 0];

/** With `--vs`: the old side's bot, in a temporary worktree of the ref (removed at exit). */
let oldBot: string | undefined;
if (values.vs) {
  const here = join(import.meta.dirname, "..");
  const tree = join(mkdtempSync(join(tmpdir(), "bench-load-vs-")), "tree");
  execFileSync("git", ["-C", here, "worktree", "add", "--detach", tree, values.vs], { stdio: "ignore" });
  process.on("exit", () => {
    if (existsSync(tree)) execFileSync("git", ["-C", here, "worktree", "remove", "--force", tree]);
  });
  symlinkSync(join(here, "node_modules"), join(tree, "node_modules"));
  // The generated Prisma client (not in git): this checkout's when the schema is the same, else generated there.
  const sameSchema =
    execFileSync("git", ["-C", here, "diff", "--name-only", values.vs, "--", "prisma/schema.prisma"]).length === 0;
  if (sameSchema) symlinkSync(join(here, "src", "generated"), join(tree, "src", "generated"));
  else execFileSync("npm", ["run", "-s", "db:generate"], { cwd: tree, stdio: "ignore" }); // offline: no engine download
  for (const f of ["load-bot.ts", "load-players.ts", "load-protocol.ts"])
    copyFileSync(join(here, "scripts", "bench", f), join(tree, "scripts", "bench", f));
  oldBot = join(tree, "scripts", "bench", "load-bot.ts");
}
/** One run: with `--vs` both sides split, the old one on the ref's code. */
const run = (split: boolean, games: number) =>
  values["timers-vs"]
    ? runLoad({ ...base, history, games, split: true, timers: split ? "in-process" : "bullmq" })
    : values["history-vs"]
      ? runLoad({ ...base, games, split: true, history: split ? history : 0 })
      : values.vs
        ? runLoad({ ...base, history, games, split: true, botScript: split ? undefined : oldBot })
        : runLoad({ ...base, history, games, split });

/** A run's per-command figures. */
function perCommand(r: LoadResult) {
  const n = Math.max(1, r.bot.committed);
  const botMs = (r.bot.cpuMs - r.bot.agentMs) / n;
  return {
    commandsPerS: r.bot.committed / r.bot.wall,
    botMs,
    botRawMs: r.bot.cpuMs / n,
    pgMs: r.postgresCpuMs / n,
    redisMs: r.redisCpuMs / n,
    machineMs: botMs + (r.postgresCpuMs + r.redisCpuMs) / n,
    statements: r.bot.statements / n,
    redisCalls: r.redisCalls / n,
    redisSent: r.bot.redisSent / n,
    commitP99: pct(r.bot.toCommit, 99),
    deliveryP99: pct(r.delivery, 99),
  };
}
type Figures = ReturnType<typeof perCommand>;

/** Fewer commands than this in a window: its per-command figures are its fixed costs over a few. */
const FEW_COMMANDS = 100;

function line(r: LoadResult, side: boolean): string {
  const f = perCommand(r);
  const n = Math.max(1, r.bot.committed);
  return (
    (r.bot.committed < FEW_COMMANDS
      ? `  (only ${r.bot.committed} commands committed in the window: the per-command figures below are not comparable — lengthen --seconds, or shorten --warmup and --spread)\n`
      : "") +
    `  ${name(side)}${r.bot.pids ? ` (${r.bot.pids.length} bots)` : ""}: ${r.bot.open}/${r.games} games, ${r.bot.committed} commands (${f.commandsPerS.toFixed(0)}/s, ${r.bot.gamesCommitted} games), ${r.sent} lines typed; ` +
    `per command: bot ${f.botMs.toFixed(2)} ms CPU (${f.botRawMs.toFixed(2)} with the bench's IPC), Postgres ${f.pgMs.toFixed(2)} ms, Redis ${f.redisMs.toFixed(2)} ms = machine ${f.machineMs.toFixed(2)} ms; ` +
    `${f.statements.toFixed(2)} statements (WAL ${(r.walBytes / n / 1024).toFixed(1)} KB, ${r.walRange.join("–")}), ${f.redisSent.toFixed(2)} Redis commands sent (${f.redisCalls.toFixed(2)} calls server-side); ` +
    `message → commit p50 ${pct(r.bot.toCommit, 50).toFixed(0)} / p99 ${f.commitP99.toFixed(0)} ms, commit → delivery p50 ${pct(r.delivery, 50).toFixed(0)} / p99 ${f.deliveryP99.toFixed(0)} ms (${r.unsent} unsent); the players' process ${((100 * r.playersCpuMs) / 1000 / r.bot.wall).toFixed(0)} % of a core; load ${loadavg()[0].toFixed(1)}\n` +
    `    statements per command by kind: ${r.bot.byKind.map(([k, c]) => `${k} ${(c / n).toFixed(2)}`).join(", ")}\n` +
    (r.bot.redisByKind
      ? `    Redis commands sent per command by kind: ${r.bot.redisByKind.map(([k, c]) => `${k} ${(c / n).toFixed(2)}`).join(", ")}\n`
      : "") +
    (r.bot.guesses
      ? `    room messages on a kept place per command: ${(r.bot.guesses.kept / n).toFixed(2)} proved by their write, ${(r.bot.guesses.dropped / n).toFixed(2)} looked up again` +
        (r.bot.dmGuesses
          ? `; DMs on a kept seat: ${(r.bot.dmGuesses.kept / n).toFixed(2)} proved, ${(r.bot.dmGuesses.dropped / n).toFixed(2)} looked up again`
          : "") +
        "\n"
      : "")
  );
}

const stats = (xs: number[], d = 2) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return "—";
  return `${s[0].toFixed(d)} / ${s[Math.floor(s.length / 2)].toFixed(d)} / ${s[s.length - 1].toFixed(d)}`;
};

if (values["find-max"]) {
  const t0 = performance.now();
  const held = new Map<boolean, number>();
  for (const split of modes) {
    let games = GAMES;
    while ((performance.now() - t0) / 1000 < BUDGET) {
      const r = await run(split, games);
      process.stdout.write(line(r, split));
      const f = perCommand(r);
      if (!(f.commitP99 < GOAL_COMMIT && f.deliveryP99 < GOAL_DELIVERY)) break;
      held.set(split, games);
      games = Math.ceil(games * 1.5);
    }
  }
  for (const split of modes)
    process.stdout.write(
      `most games held at p99 < ${GOAL_COMMIT} / ${GOAL_DELIVERY} ms, rule clock ${base.speed}×: ${name(split)} ${held.get(split) ?? `< ${values.games}`}\n`,
    );
  process.exit(0);
}

/** The figures printed, with their decimals. */
const rows: [string, (f: Figures) => number, number][] = [
  ["commands/s", (f) => f.commandsPerS, 0],
  ["bot CPU ms/command", (f) => f.botMs, 2],
  ["Postgres CPU ms/command", (f) => f.pgMs, 2],
  ["Redis CPU ms/command", (f) => f.redisMs, 2],
  ["machine CPU ms/command (goal ≤ 2)", (f) => f.machineMs, 2],
  ["statements/command", (f) => f.statements, 2],
  ["Redis commands sent by the bot/command", (f) => f.redisSent, 2],
  ["Redis calls/command (server-side, whole server)", (f) => f.redisCalls, 2],
  [`message → commit p99 ms (goal < ${GOAL_COMMIT})`, (f) => f.commitP99, 0],
  [`commit → delivery p99 ms (goal < ${GOAL_DELIVERY})`, (f) => f.deliveryP99, 0],
];
const figs = new Map<boolean, Figures[]>(modes.map((m) => [m, []]));
/** Per round, new / old of each figure. */
const ratios = new Map<string, number[]>();
process.stdout.write(
  `bench:load — ${values.games} games, ${base.seconds} s each, rule clock ${base.speed}×, players tick ${base.tick} ms${base.spread ? `, openings spread over ${base.spread} s` : ""}${base.warmup ? `, ${base.warmup} s of warm-up` : ""}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}\n`,
);
for (let round = 0; round < ROUNDS; round++) {
  process.stdout.write(`round ${round + 1}\n`);
  // Alternate who goes first: a slow phase of the shared machine hits each in turn.
  const order = round % 2 === 0 ? modes : [...modes].reverse();
  const got = new Map<boolean, Figures>();
  for (const split of order) {
    const r = await run(split, GAMES);
    process.stdout.write(line(r, split));
    got.set(split, perCommand(r));
    figs.get(split)?.push(perCommand(r));
  }
  const a = got.get(false);
  const b = got.get(true);
  if (a && b) for (const [label, get] of rows) ratios.set(label, [...(ratios.get(label) ?? []), get(b) / get(a)]);
}
process.stdout.write("min / median / max over the rounds:\n");
for (const [label, get, d] of rows)
  process.stdout.write(
    `  ${label}: ${modes.map((m) => `${name(m)} ${stats((figs.get(m) ?? []).map(get), d)}`).join("; ")}\n`,
  );
if (ratios.size > 0) {
  process.stdout.write("new / old per round, min / median / max:\n");
  for (const [label, xs] of ratios) process.stdout.write(`  ${label}: ${stats(xs)}\n`);
}
process.exit(0);
