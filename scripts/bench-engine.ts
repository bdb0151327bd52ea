/**
 * Engine benchmark: plays N complete seeded random games (random legal inputs) through the
 * pure engine alone and prints games/s and commands/s, by the wall clock and per CPU-second of
 * this process (one thread: commands/s per core, steadier than the wall clock on a shared
 * machine). Not a test: it only prints numbers.
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
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const g = playRandomGame(board, i + 1);
    commands += g.commands;
    events += g.events.length;
    const w = g.state.winner ?? "unfinished";
    wins[w] = (wins[w] ?? 0) + 1;
  }
  const sec = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  process.stdout.write(
    `board ${board}: ${games} games in ${sec.toFixed(2)} s (${cpu.toFixed(2)} CPU-s)\n` +
      `  ${(games / sec).toFixed(1)} games/s, ${(commands / sec).toFixed(0)} commands/s, ${(events / sec).toFixed(0)} events/s\n` +
      `  ${(commands / cpu).toFixed(0)} commands per CPU-second\n` +
      `  ${(commands / games).toFixed(1)} commands and ${(events / games).toFixed(1)} events per game; winners ${JSON.stringify(wins)}\n`,
  );
}

for (const board of values.board ? [values.board] : BOARDS.map((b) => b.id)) bench(board);
