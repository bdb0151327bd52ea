/**
 * Engine benchmark, this checkout against an older commit, in one run: for each ranked board it
 * runs `scripts/bench-engine.ts` of both trees in turn (old, new, old, new, …) for several rounds
 * and prints each side's commands/s (min / median / max) and the new/old ratio per round pair
 * (min / median / max), by the wall clock and per CPU-second of the bench process (commands/s per
 * core). The old tree is a temporary `git worktree` of the ref, sharing this checkout's
 * node_modules; both sides run this checkout's harness (`bench-engine.ts`, copied into the old
 * tree) over their own engine and random players. It is removed at the end. Not a test: it only
 * prints numbers.
 *
 * Each bench process first plays `--warmup` games (default 5) of every board and discards them
 * (the harness's JIT warm-up), so both sides are measured warm.
 *
 *   npm run bench:engine:vs -- <ref> [--rounds N] [--games N] [--board ID] [--warmup N]
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BOARDS, boardById } from "../src/engine/boards.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "5" },
    games: { type: "string", default: "150" },
    board: { type: "string" },
    warmup: { type: "string", default: "5" },
  },
});
const ref = positionals[0];
const rounds = Number(values.rounds);
if (!ref || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write("usage: npm run bench:engine:vs -- <ref> [--rounds N] [--games N] [--board ID]\n");
  process.exit(2);
}
if (values.board !== undefined && !boardById(values.board)) {
  process.stderr.write(`unknown board "${values.board}"\n`);
  process.exit(2);
}

const here = resolve(import.meta.dirname, "..");
const oldTree = mkdtempSync(join(tmpdir(), "bench-old-"));
rmSync(oldTree, { recursive: true });
execFileSync("git", ["-C", here, "worktree", "add", "--detach", oldTree, ref], { stdio: "ignore" });
symlinkSync(join(here, "node_modules"), join(oldTree, "node_modules"));
copyFileSync(join(here, "scripts", "bench-engine.ts"), join(oldTree, "scripts", "bench-engine.ts"));
const oldRev = execFileSync("git", ["-C", oldTree, "rev-parse", "--short", "HEAD"]).toString().trim();
const newRev = execFileSync("git", ["-C", here, "rev-parse", "--short", "HEAD"]).toString().trim();
const tsx = join(here, "node_modules", ".bin", "tsx");

/** commands/s (wall clock), commands per CPU-second, and those of the engine alone, of one bench run of `tree` on `board`. */
function run(tree: string, board: string): { wall: number; cpu: number; engine: number } {
  const out = spawnSync(
    tsx,
    [join(tree, "scripts", "bench-engine.ts"), "--board", board, "--games", values.games, "--warmup", values.warmup],
    {
      cwd: tree,
      encoding: "utf8",
    },
  );
  const m = /([\d.]+) commands\/s/.exec(out.stdout);
  const c = /\n {2}([\d.]+) commands per CPU-second/.exec(out.stdout);
  const e = /engine alone: [\d.]+ commands\/s, ([\d.]+) commands per CPU-second/.exec(out.stdout);
  if (!m || !c || !e) throw new Error(`no figure from ${tree} on ${board}: ${out.stderr || out.stdout}`);
  return { wall: Number(m[1]), cpu: Number(c[1]), engine: Number(e[1]) };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const fmt = (x: { min: number; median: number; max: number }, digits = 0) =>
  `${x.min.toFixed(digits)} / ${x.median.toFixed(digits)} / ${x.max.toFixed(digits)}`;

try {
  process.stdout.write(
    `engine commands/s, old ${oldRev} vs new ${newRev}, ${rounds} rounds of ${values.games} games after a warm-up of ${values.warmup} games per board (min / median / max)\n`,
  );
  // Per board, the new side's median per CPU-second (whole games, engine alone) and the median ratios.
  const summary: { whole: number; engine: number; wholeRatio: number; engineRatio: number }[] = [];
  for (const board of values.board ? [values.board] : BOARDS.map((b) => b.id)) {
    const olds: number[] = [];
    const news: number[] = [];
    const ratios: number[] = [];
    const oldCpu: number[] = [];
    const newCpu: number[] = [];
    const cpuRatios: number[] = [];
    const oldEngine: number[] = [];
    const newEngine: number[] = [];
    const engineRatios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const o = run(oldTree, board);
      const n = run(here, board);
      olds.push(o.wall);
      news.push(n.wall);
      ratios.push(n.wall / o.wall);
      oldCpu.push(o.cpu);
      newCpu.push(n.cpu);
      cpuRatios.push(n.cpu / o.cpu);
      oldEngine.push(o.engine);
      newEngine.push(n.engine);
      engineRatios.push(n.engine / o.engine);
    }
    process.stdout.write(
      `${board.padEnd(28)} old ${fmt(stats(olds))}  new ${fmt(stats(news))}  new/old ${fmt(stats(ratios), 2)}\n` +
        `${"  per CPU-second".padEnd(28)} old ${fmt(stats(oldCpu))}  new ${fmt(stats(newCpu))}  new/old ${fmt(stats(cpuRatios), 2)}\n` +
        `${"  engine alone, per CPU-s".padEnd(28)} old ${fmt(stats(oldEngine))}  new ${fmt(stats(newEngine))}  new/old ${fmt(stats(engineRatios), 2)}\n`,
    );
    summary.push({
      whole: stats(newCpu).median,
      engine: stats(newEngine).median,
      wholeRatio: stats(cpuRatios).median,
      engineRatio: stats(engineRatios).median,
    });
  }
  const over = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `${s[0].toFixed(2)} / ${s[Math.floor(s.length / 2)].toFixed(2)}`;
  };
  const k = (xs: number[]) => over(xs.map((x) => x / 1000)).replace(/([\d.]+)/g, "$1k");
  process.stdout.write(
    `summary over ${summary.length} board(s) of the per-board medians (min / median), per CPU-second, goal 30k: ` +
      `new whole games ${k(summary.map((x) => x.whole))}, engine alone ${k(summary.map((x) => x.engine))}; ` +
      `new/old whole games ${over(summary.map((x) => x.wholeRatio))}, engine alone ${over(summary.map((x) => x.engineRatio))}\n`,
  );
} finally {
  if (existsSync(oldTree)) execFileSync("git", ["-C", here, "worktree", "remove", "--force", oldTree]);
}
