/**
 * Engine benchmark: plays N complete seeded random games (random legal inputs) through the
 * pure engine alone and prints games/s and commands/s, by the wall clock and per CPU-second of
 * this process (one thread: commands/s per core, steadier than the wall clock on a shared
 * machine). Then "engine alone": the same games' commands (timer fires included) replayed through
 * `createGame`, `decide` and `apply` with no random players, whose choices cost as much again.
 * Not a test: it only prints numbers.
 *
 *   npm run bench:engine -- [--games N] [--board ID]     (default: each of the ten boards of 000 §六)
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
  },
});

if (values.vs !== undefined) {
  const args = [
    values.vs,
    ...(values.games ? ["--games", values.games] : []),
    ...(values.rounds ? ["--rounds", values.rounds] : []),
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
if (values.board !== undefined && !boardById(values.board)) {
  process.stderr.write(`unknown board "${values.board}"\n`);
  process.exit(2);
}

/** Plays `games` seeded random games on `board` and prints the rates. */
function bench(board: string): void {
  for (let i = 0; i < 5; i++) playRandomGame(board, 10_000 + i); // warm-up
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
}

for (const board of values.board ? [values.board] : BOARDS.map((b) => b.id)) bench(board);
