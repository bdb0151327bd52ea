/**
 * Win checks (000 §七): side-kill (屠边), all wolves out, and bound votes (000 §七7, R18).
 * Wolf-kill-first (000 §八(九)2, R23) is the caller's order: the night checks right after
 * the knife, before the poison.
 */
import { roleSpec } from "./roles/index.ts";
import type { Tx } from "./tx.ts";
import type { GameState, SeatState, Winner } from "./types.ts";

function weight(s: GameState, x: SeatState, sheriffVote: number): number {
  if (x.mem.revealed === true) return 0;
  return s.sheriff === x.seat ? sheriffVote : 1;
}

/** The winner the table shows now, or null. Pure. */
export function winnerOf(s: GameState, sheriffVote: number): Winner | null {
  const alive = s.seats.filter((x) => x.alive);
  const wolves = alive.filter((x) => roleSpec(x.role).team === "wolf");
  if (wolves.length === 0) return "villagers";
  const gods = alive.filter((x) => roleSpec(x.role).card === "god").length;
  const villagers = alive.filter((x) => roleSpec(x.role).card === "villager").length;
  if (gods === 0 || villagers === 0) return "wolves";
  // Bound votes (R18): wolves know each other; blocked while an opponent can change the margin.
  const others = alive.filter((x) => roleSpec(x.role).team !== "wolf");
  const wolfVotes = wolves.reduce((n, x) => n + weight(s, x, sheriffVote), 0);
  const otherVotes = others.reduce((n, x) => n + weight(s, x, sheriffVote), 0);
  const blocked = others.some((x) => roleSpec(x.role).blocksBoundVotes?.(s, x) === true);
  if (!blocked && wolfVotes > otherVotes) return "wolves";
  return null;
}

/** Ends the game if it is decided; returns true when it ended. */
export function endIfWon(tx: Tx): boolean {
  if (tx.s.phase.kind === "ended") return true;
  const w = winnerOf(tx.s, tx.rules.sheriffVote);
  if (!w) return false;
  tx.emit({ type: "game_ended", winner: w, at: tx.s.label });
  return true;
}
