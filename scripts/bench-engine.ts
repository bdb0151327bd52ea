/**
 * Engine benchmark: plays N complete seeded random games (random legal inputs) through the
 * pure engine alone and prints games/s and commands/s. Not a test: it only prints numbers.
 *
 *   npm run bench:engine -- [--games N] [--board ID]     (default: each of the ten boards of 000 §六)
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { playRandomGame } from "../src/sim/autoplay.ts";

const { values } = parseArgs({
  options: { games: { type: "string", default: "300" }, board: { type: "string" } },
});

import { BOARDS, boardById } from "../src/engine/boards.ts";

const games = Number(values.games);
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
  for (let i = 0; i < games; i++) {
    const g = playRandomGame(board, i + 1);
    commands += g.commands;
    events += g.events.length;
    const w = g.state.winner ?? "unfinished";
    wins[w] = (wins[w] ?? 0) + 1;
  }
  const sec = (performance.now() - t0) / 1000;
  process.stdout.write(
    `board ${board}: ${games} games in ${sec.toFixed(2)} s\n` +
      `  ${(games / sec).toFixed(1)} games/s, ${(commands / sec).toFixed(0)} commands/s, ${(events / sec).toFixed(0)} events/s\n` +
      `  ${(commands / games).toFixed(1)} commands and ${(events / games).toFixed(1)} events per game; winners ${JSON.stringify(wins)}\n`,
  );
}

for (const board of values.board ? [values.board] : BOARDS.map((b) => b.id)) bench(board);
