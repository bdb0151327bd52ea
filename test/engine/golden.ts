/**
 * Golden game logs (issue 22 goal 4: "nothing changes for players"): seeded random games on every
 * board under each ruleset that plays it, each reduced to a digest of its whole record — every
 * command the scripted players typed (timer fires included), the reject code each got, and every
 * event in order, as JSON. A refactor of the engine, the cards or the scripted players that keeps
 * every game byte-identical keeps every digest; `test/engine/golden-logs.json` holds them, written
 * by `npm run golden -- --write` on the code before a change.
 *
 * Seeds are grouped in blocks of {@link BLOCK}; a block's digest is the SHA-256 of its games'
 * records, so a mismatch names the board, the ruleset and the block (then `gameDigest` per seed
 * finds the game).
 */
import { createHash } from "node:crypto";
import { BOARDS, FORUM_BOARDS, TABLE_BOARDS } from "../../src/engine/boards.ts";
import { roomDeal } from "../../src/engine/engine.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { randomSteps } from "./hk/random-steps.ts";

/** Seeds per digest block. */
export const BLOCK = 25;

/** Seeds per (ruleset, board) in the full check: 1..FULL_SEEDS (the 400). */
export const FULL_SEEDS = 400;

/** One family of golden games: a ruleset on one of its boards. */
export interface GoldenCase {
  ruleset: string;
  board: string;
  /** Seeds 1..seeds (a multiple of BLOCK); FULL_SEEDS unless said. */
  seeds?: number;
}

/** How many seeds case `c` plays: FULL_SEEDS, or fewer for forum-hk (a forum-hk game costs ~10× a timed one). */
export function seedsOf(c: GoldenCase): number {
  return c.seeds ?? FULL_SEEDS;
}

/**
 * Every board under every ruleset that deals it: ranked-s7 and classic on the ten boards of 000 §六,
 * table on T2's six, forum-25 on its own, forum-hk on its fixed board and its pool draw (HK1–HK3).
 */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...BOARDS.map((b) => ({ ruleset: "ranked-s7", board: b.id })),
  ...BOARDS.map((b) => ({ ruleset: "classic", board: b.id })),
  ...TABLE_BOARDS.map((b) => ({ ruleset: "table", board: b.id })),
  ...FORUM_BOARDS.map((b) => ({ ruleset: "forum-25", board: b.id })),
  { ruleset: "forum-hk", board: "forum-hk-core", seeds: 100 },
  { ruleset: "forum-hk", board: "forum-hk", seeds: 100 },
];

/** Seeded random steps per forum-hk game (`hk/random-steps.ts`: acts, ballots, odd input, judge steps). */
const HK_STEPS = 120;

/**
 * One seeded forum-hk game's record (seed 002 has no scripted engine players: its games are the
 * robustness runs' seeded random steps, played by the scenario runner from S to D4): the code of each
 * refused step, then every event. The fixed board is dealt by `roomDeal` on the seed, the pool board
 * drawn by the engine (HK2, HK3); a seed whose draw is refused records its refusal.
 */
function hkRecord(board: string, seed: number): string {
  const base = { format: "werewolf-scenario/1", ruleset: "forum-hk", startAt: "2024-06-10T08:00", board, seed };
  const deal = board === "forum-hk" ? "draw" : roomDeal("forum-hk", board, seed);
  const dealt =
    deal === "draw"
      ? (runScenario(parseScenario({ ...base, deal, steps: [] })).outcome.deal ?? {})
      : (deal as Record<string, string>);
  const run = runScenario(parseScenario({ ...base, deal, steps: randomSteps(seed, HK_STEPS, dealt) }));
  const lines = run.outcome.rejected.map((r) => `> ${r.code}`);
  for (const e of run.replay.events) lines.push(JSON.stringify(e));
  return lines.join("\n");
}

/** The key of a case in the fixture: `ruleset/board`. */
export function caseKey(c: GoldenCase): string {
  return `${c.ruleset}/${c.board}`;
}

/** The record of one seeded game as one string: commands with their reject codes, then events. */
export function gameRecord(c: GoldenCase, seed: number): string {
  if (c.ruleset === "forum-hk") return hkRecord(c.board, seed);
  const lines: string[] = [];
  const g = playRandomGame(
    c.board,
    seed,
    undefined,
    undefined,
    (cmd, reject) => lines.push(`> ${JSON.stringify(cmd)} ${reject ? reject.code : "ok"}`),
    c.ruleset,
  );
  for (const e of g.events) lines.push(JSON.stringify(e));
  return lines.join("\n");
}

/** SHA-256 (hex) of one game's record. */
export function gameDigest(c: GoldenCase, seed: number): string {
  return createHash("sha256").update(gameRecord(c, seed)).digest("hex");
}

/** The digest of block `b` (seeds b·BLOCK+1 … (b+1)·BLOCK) of a case: SHA-256 over its games' digests. */
export function blockDigest(c: GoldenCase, b: number): string {
  const h = createHash("sha256");
  for (let seed = b * BLOCK + 1; seed <= (b + 1) * BLOCK; seed++) h.update(`${gameDigest(c, seed)}\n`);
  return h.digest("hex");
}
