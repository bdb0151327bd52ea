/**
 * Engine benchmark: plays N complete seeded random games (random legal inputs) through the
 * pure engine alone and prints games/s and commands/s, by the wall clock and per CPU-second of
 * this process (one thread: commands/s per core, steadier than the wall clock on a shared
 * machine). Then "engine alone": the same games' commands (timer fires included) replayed through
 * `createGame`, `decide` and `apply` with no random players, whose choices cost as much again.
 * Before measuring, a JIT warm-up: `--warmup` games (default 50) of every board, each also replayed
 * through the engine alone, are played and discarded, and `--warmup` more of each board just
 * before it is measured, so the figures are steady-state ones and the first board measured is not
 * the one that pays for compilation. Ends with a summary (min / median
 * over the boards) against issue 12's goal of 30k commands per core. Not a test: it only prints
 * numbers.
 *
 *   npm run bench:engine -- [--games N] [--board ID] [--warmup N]   (default: each of the ten boards of 000 §六)
 *   npm run bench:engine -- --vs <ref> [--rounds N] …    (against a git ref in one run: bench-engine-vs.ts)
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { playRandomGame } from "../src/sim/autoplay.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string" },
    board: { type: "string" },
    vs: { type: "string" },
    rounds: { type: "string" },
    warmup: { type: "string" },
  },
});

if (values.vs !== undefined) {
  const args = [
    values.vs,
    ...(values.games ? ["--games", values.games] : []),
    ...(values.rounds ? ["--rounds", values.rounds] : []),
    ...(values.warmup ? ["--warmup", values.warmup] : []),
  ];
  if (values.board) args.push("--board", values.board);
  const tsx = join(import.meta.dirname, "..", "node_modules", ".bin", "tsx");
  const r = spawnSync(tsx, [join(import.meta.dirname, "bench-engine-vs.ts"), ...args], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

import { BOARDS, boardById } from "../src/engine/boards.ts";
import { createGame, decide } from "../src/engine/engine.ts";
import { apply, initialState } from "../src/engine/evolve.ts";
import type { Command, GameSetup, GameState } from "../src/engine/types.ts";
import { Replay } from "../src/scenario/runner.ts";

/** One played game as the engine saw it: its setup and every command with its clock. */
interface Script {
  setup: GameSetup;
  moves: { cmd: Command; nowMs: number }[];
  winner: string | null;
}

// Every command a Replay runs is recorded (the setup comes from the game's first event).
let recording: Script["moves"] = [];
const run = Replay.prototype.run;
Replay.prototype.run = function (this: Replay, cmd: Command) {
  recording.push({ cmd, nowMs: this.nowMs });
  return run.call(this, cmd);
};

/** Plays a recorded game again through the engine alone; returns its final state. */
function replayScript(sc: Script): GameState {
  const created = createGame(sc.setup, { nowMs: 0 });
  if (!created.ok) throw new Error(`setup refused: ${created.reject.code}`);
  const s = initialState();
  for (const e of created.events) apply(s, e);
  for (const m of sc.moves) {
    const d = decide(s, m.cmd, { nowMs: m.nowMs });
    if (d.ok) for (const e of d.events) apply(s, e);
  }
  return s;
}

const games = Number(values.games ?? "300");
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write(`--games needs a positive integer, got "${values.games}"\n`);
  process.exit(2);
}
const warmup = Number(values.warmup ?? "50");
if (!Number.isInteger(warmup) || warmup < 0) {
  process.stderr.write(`--warmup needs a non-negative integer, got "${values.warmup}"\n`);
  process.exit(2);
}
/** Issue 12's goal: commands per CPU-second (one thread: per core). */
const GOAL = 30_000;
if (values.board !== undefined && !boardById(values.board)) {
  process.stderr.write(`unknown board "${values.board}"\n`);
  process.exit(2);
}

/** Plays `n` games of `board` with seeds from `seed0` and replays them through the engine alone, measuring nothing. */
function warm(board: string, n: number, seed0: number): void {
  for (let i = 0; i < n; i++) {
    recording = [];
    const g = playRandomGame(board, seed0 + i);
    replayScript({ setup: (g.events[0] as { setup: GameSetup }).setup, moves: recording, winner: g.state.winner });
  }
}

/** Per board: commands per CPU-second of whole games and of the engine alone. */
const results: { board: string; whole: number; engine: number }[] = [];

/** Plays `games` seeded random games on `board` and prints the rates. */
function bench(board: string): void {
  // The board's own warm-up, just before it is measured: a board's code keeps getting faster for a
  // while after the warm-up over every board (role code, the shapes its states take).
  warm(board, warmup, 2_000_000);
  let commands = 0;
  let events = 0;
  const wins: Record<string, number> = {};
  const scripts: Script[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    recording = [];
    const g = playRandomGame(board, i + 1);
    scripts.push({ setup: (g.events[0] as { setup: GameSetup }).setup, moves: recording, winner: g.state.winner });
    commands += g.commands;
    events += g.events.length;
    const w = g.state.winner ?? "unfinished";
    wins[w] = (wins[w] ?? 0) + 1;
  }
  const sec = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  for (const sc of scripts)
    if (replayScript(sc).winner !== sc.winner) throw new Error(`a replayed game of ${board} ended otherwise`);
  const sec1 = (performance.now() - t1) / 1000;
  const d1 = process.cpuUsage(c1);
  const cpu1 = (d1.user + d1.system) / 1e6;
  process.stdout.write(
    `board ${board}: ${games} games in ${sec.toFixed(2)} s (${cpu.toFixed(2)} CPU-s)\n` +
      `  ${(games / sec).toFixed(1)} games/s, ${(commands / sec).toFixed(0)} commands/s, ${(events / sec).toFixed(0)} events/s\n` +
      `  ${(commands / cpu).toFixed(0)} commands per CPU-second\n` +
      `  engine alone: ${(commands / sec1).toFixed(0)} commands/s, ${(commands / cpu1).toFixed(0)} commands per CPU-second\n` +
      `  ${(commands / games).toFixed(1)} commands and ${(events / games).toFixed(1)} events per game; winners ${JSON.stringify(wins)}\n`,
  );
  results.push({ board, whole: commands / cpu, engine: commands / cpu1 });
}

const boards = values.board ? [values.board] : BOARDS.map((b) => b.id);
const w0 = process.cpuUsage();
// Seeds apart from the measured ones (1..games), so the warm-up games are other games.
for (const b of BOARDS) warm(b.id, warmup, 1_000_000);
const w1 = process.cpuUsage(w0);
process.stdout.write(
  `JIT warm-up: ${warmup} games of each of the ${BOARDS.length} boards (and their engine-alone replays) played and discarded ` +
    `(${((w1.user + w1.system) / 1e6).toFixed(2)} CPU-s), and ${warmup} more of each board just before it is measured; ` +
    "the figures below are after it\n",
);
for (const board of boards) bench(board);

const minMedian = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2 };
};
const k = (x: number) => `${(x / 1000).toFixed(1)}k`;
const whole = minMedian(results.map((r) => r.whole));
const alone = minMedian(results.map((r) => r.engine));
const met = (xs: number[]) => xs.filter((x) => x >= GOAL).length;
process.stdout.write(
  `summary over ${results.length} board(s), commands per CPU-second (min / median), goal ${k(GOAL)}: ` +
    `whole games ${k(whole.min)} / ${k(whole.median)} (${met(results.map((r) => r.whole))}/${results.length} at goal), ` +
    `engine alone ${k(alone.min)} / ${k(alone.median)} (${met(results.map((r) => r.engine))}/${results.length} at goal)\n`,
);
