/**
 * A stored game as a `werewolf-scenario/1` file (appeals, 000 §二): its setup and every command
 * it accepted, with the time between them as `wait` steps. Timer fires need no step of their
 * own: a `wait` fires every deadline that falls due in order, as the service did. Replaying the
 * file with `npm run scenario` gives the game's outcome (a fire the service handled late moves
 * later windows by that delay; the outcome does not depend on it).
 */
import type { Command, GameSetup } from "../engine/types.ts";
import type { Scenario } from "./schema.ts";

/** One accepted command and the engine time (ms) it was applied at. */
export interface RecordedCommand {
  atMs: number;
  command: Command;
}

/**
 * The scenario of a game created at `createdAtMs` with `setup`, from its accepted commands in
 * order. Throws on a command the format cannot express (none exists today).
 */
export function scenarioOf(id: string, setup: GameSetup, createdAtMs: number, commands: RecordedCommand[]): Scenario {
  const steps: Scenario["steps"] = [];
  let clock = createdAtMs;
  const waitUntil = (atMs: number) => {
    if (atMs > clock) steps.push({ wait: (atMs - clock) / 1000 });
    clock = Math.max(clock, atMs);
  };
  for (const { atMs, command: c } of commands) {
    waitUntil(atMs);
    if (c.type === "timeout") continue;
    if (c.type === "act") {
      steps.push({
        seat: c.seat,
        act: c.act,
        ...(c.target !== undefined && c.target !== null ? { target: c.target } : {}),
        ...(c.target === null ? { target: null } : {}),
        ...(c.value !== undefined ? { value: c.value } : {}),
      });
      continue;
    }
    steps.push({
      judge: c.ruling,
      ...(c.seat !== undefined ? { seat: c.seat } : {}),
      ...(c.seconds !== undefined ? { seconds: c.seconds } : {}),
      ...(c.act !== undefined ? { act: c.act } : {}),
      ...(c.target !== undefined ? { target: c.target } : {}),
    });
  }
  return {
    format: "werewolf-scenario/1",
    id,
    ruleset: setup.ruleset,
    board: setup.board,
    deal: setup.deal,
    ...(setup.bottom ? { bottom: setup.bottom } : {}),
    seed: setup.seed,
    ...(setup.dice?.length ? { dice: setup.dice } : {}),
    // 黄金内裤 (table, T20): the night-1 protection replays with the game.
    ...(setup.protectedSeat !== undefined ? { protectedSeat: setup.protectedSeat } : {}),
    // Our extension (the format allows `x-` keys): a live room's paced nights.
    ...(setup.paceNights ? { "x-pace-nights": true } : {}),
    steps,
  } as Scenario;
}
