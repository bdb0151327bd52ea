/**
 * The far side of bench:load's mocked network: the players of N 12-player tables (issue 24 goal
 * 4). Open loop: every `tick` ms of wall time (staggered over the tables) each table's players
 * type up to 4 of the moves its state asks of them (knife talk, skills, sign-ups, speeches,
 * ballots), whether or not the bot has answered — once per state they see, as people answer a
 * prompt once: a table whose state has not changed since its last moves waits `retry` ms
 * (default 5,000) before it types again (a player who got no answer tries again). Until 7
 * December 2026 they typed every tick on the same state: a bot behind by a second got every move
 * again each second, each stale one read, refused and answered, so a bot once behind fell further
 * behind (255 games: message → commit p50 1–2 s in four runs of six, at twice the CPU a command).
 * The same code runs inside the bot's process (the old, one-process bench) or in the driver
 * process (the split one); only `stateOf` and `say` differ.
 */
import { performance } from "node:perf_hooks";
import type { GameState } from "../../src/engine/types.ts";
import { candidates } from "../../src/sim/autoplay.ts";
import { chatOf } from "../../src/sim/chat-moves.ts";

/** Where a line is typed: the table's group, a DM to the bot, or the wolves' room. */
export type Where = "group" | "dm" | "wolves";

/** One typed line: table index, seat (1–12), text, where. */
export type Said = [table: number, seat: number, text: string, where: Where];

export interface PlayersOptions {
  tables: number;
  /** Wall ms between two turns of a table. */
  tick: number;
  /** Wall ms a table waits on a state it already typed moves for before typing again (default 5,000). */
  retry?: number;
  /** The table's last known state (null: not open or not known yet). */
  stateOf(table: number): GameState | null;
  /** Types the lines of one turn of one table. */
  say(lines: Said[]): void;
  /** Whether to stop (checked every turn). */
  stopped(): boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Table k's first turn, ms after the players start: k·φ mod 1 of a tick (φ the golden ratio's
 * fraction). Any run of consecutive tables spreads evenly over the tick. Not k/N of a tick: with
 * `--spread` table k opens at k·S/N, so the tables busy at one time (those just opened, their first
 * night's moves) are a run of consecutive k, whose turns k/N would fall in one slice of each second.
 */
export function turnOffset(k: number, tick: number): number {
  return ((k * 0.6180339887498949) % 1) * tick;
}

/**
 * The wall ms of a table's next turn: the first slot `start + n·tick` (n ≥ 1) after `now`. Turns
 * stay on the table's own grid, so a table whose turn came late (the driver's loop was busy) skips
 * the slots it missed instead of moving its grid to where the delay put it; otherwise every table a
 * stall held up would play at the same moment from then on, and the tables' staggered turns would
 * gather into one burst a tick, a load no real room makes.
 */
export function nextTurn(start: number, tick: number, now: number): number {
  return start + (Math.floor((now - start) / tick) + 1) * tick;
}

/** Runs the players until `stopped()`; resolves with the number of lines typed. */
export async function runPlayers(o: PlayersOptions): Promise<number> {
  const seed = 12;
  let tick = 0;
  let sent = 0;
  await Promise.all(
    Array.from({ length: o.tables }, async (_, k) => {
      await sleep(turnOffset(k, o.tick));
      const start = performance.now();
      /** The state the table last typed moves for, and when. */
      let typedFor: GameState | null = null;
      let typedAt = 0;
      while (!o.stopped()) {
        const next = nextTurn(start, o.tick, performance.now());
        const st = o.stateOf(k);
        const fresh = st !== typedFor || performance.now() - typedAt >= (o.retry ?? 5_000);
        if (st && st.phase.kind !== "ended" && fresh) {
          typedFor = st;
          typedAt = performance.now();
          const lines: Said[] = [];
          for (const cmd of candidates(st, seed, tick++).slice(0, 4)) {
            const c = chatOf(cmd);
            if (!c || cmd.type !== "act") continue;
            const where: Where = c.where === "group" ? "group" : c.where === "dm" ? "dm" : "wolves";
            for (const text of c.texts) lines.push([k, cmd.seat, text, where]);
          }
          if (lines.length > 0) {
            o.say(lines);
            sent += lines.length;
          }
        }
        await sleep(Math.max(0, next - performance.now()));
      }
    }),
  );
  return sent;
}
