/** Small helpers for the per-role tests: build a game, play acts, read what happened. */
import { expect } from "vitest";
import { fold } from "../../../src/engine/evolve.ts";
import { RANKED_S7 } from "../../../src/engine/rulesets/index.ts";
import type { GameSetup, GameState, RoleId, Target } from "../../../src/engine/types.ts";
import { winnerOf } from "../../../src/engine/win/index.ts";
import { Replay } from "../../../src/scenario/runner.ts";
import { IDIOT_DEAL } from "../../helpers.ts";

/** The 444-idiot seats most cases use, with `swap` applied: wolves 3 6 10 12, seer 2, witch 4, idiot 7, hunter 9. */
export function deal(swap: Record<number, RoleId> = {}): Record<string, RoleId> {
  const base: Record<string, RoleId> = { ...IDIOT_DEAL };
  for (const [k, v] of Object.entries(swap)) base[k] = v;
  return base;
}

/** 345-thief-cupid as in WW-11: wolves 3 6 12, thief 8, cupid 11 (the bottom is given per case). */
export const THIEF_DEAL = deal({ 8: "thief", 10: "villager", 11: "cupid" });

export function game(board: string, d: Record<string, RoleId>, extra: Partial<GameSetup> = {}): Replay {
  return new Replay({ ruleset: "ranked-s7", board, deal: d, seed: 1, dice: [1, 1, 1, 1, 1, 1], ...extra });
}

type Act = [number, string, Target?, number?];

/** Runs acts; each must be accepted. */
export function ok(g: Replay, ...acts: Act[]): void {
  for (const [seat, act, target, value] of acts) {
    const r = g.run({ type: "act", seat, act, target: target ?? null, ...(value !== undefined ? { value } : {}) });
    if (r) throw new Error(`${seat} ${act} ${JSON.stringify(target)} rejected: ${r.code}`);
  }
}

/** Runs one act that must be rejected; returns the code. */
export function no(g: Replay, seat: number, act: string, target: Target = null, value?: number): string {
  const r = g.run({ type: "act", seat, act, target, ...(value !== undefined ? { value } : {}) });
  expect(r, `${seat} ${act} should be rejected`).not.toBeNull();
  return r?.code ?? "";
}

/** Every knife-wolf names `target`. */
export function knife(g: Replay, target: number | null): void {
  const wolves = g.state.seats.filter((x) => x.alive && x.role !== "snow_wolf").map((x) => x.seat);
  const ph = g.state.phase;
  if (ph.kind !== "night") throw new Error(`not night: ${ph.kind}`);
  for (const w of wolves) g.run({ type: "act", seat: w, act: "kill", target });
}

/** Ends every open speaking round and waits through windows until `kind` (or the game ends). */
export function until(g: Replay, kind: GameState["phase"]["kind"], maxSteps = 200): void {
  for (let i = 0; i < maxSteps && g.state.phase.kind !== kind && g.state.phase.kind !== "ended"; i++) {
    const ph = g.state.phase;
    if (ph.kind === "speaking") g.run({ type: "act", seat: ph.queue[ph.idx], act: "end_speech" });
    else g.wait(Math.max(1, (Math.min(...g.state.timers.map((t) => t.dueMs)) - g.nowMs) / 1000));
  }
}

/** Everyone who may vote names `target` (null abstains). */
export function voteAll(g: Replay, target: number | null, except: Record<number, number | null> = {}): void {
  const ph = g.state.phase;
  if (ph.kind !== "vote") throw new Error(`no vote open: ${ph.kind}`);
  for (const v of [...ph.voters, ...ph.muted]) {
    const t = v in except ? except[v] : ph.muted.includes(v) || v === target ? null : target;
    g.run({ type: "act", seat: v, act: "vote", target: t });
  }
}

export const deaths = (g: Replay) => g.state.record.deaths;
export const told = (g: Replay, kind: string) => g.state.record.told.filter((t) => t.kind === kind);
export const alive = (g: Replay, seat: number) => g.state.seats[seat - 1].alive;
export const mem = (g: Replay, seat: number) => g.state.seats[seat - 1].mem;

/** The replay's log folds back into its state. */
export function replays(g: Replay): void {
  expect(fold(JSON.parse(JSON.stringify(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
}

/** The winner if the living seats were exactly `living` (everyone else dead). */
export function winnerIf(g: Replay, living: number[]): string | null {
  const s = structuredClone(g.state);
  for (const x of s.seats) x.alive = living.includes(x.seat);
  return winnerOf(s, RANKED_S7);
}

/** From anywhere in a day to the next night: speeches end, every vote is abstained. */
export function skipDay(g: Replay): void {
  for (let i = 0; i < 20 && g.state.phase.kind !== "night" && g.state.phase.kind !== "ended"; i++) {
    until(g, "vote");
    const ph = g.state.phase;
    if (ph.kind === "vote")
      for (const v of [...ph.voters, ...ph.muted]) g.run({ type: "act", seat: v, act: "vote", target: null });
    until(g, "night");
  }
}

/** Wolves 3 10 12 + wolf girl 6, seer 2, witch 4, fortune teller 7, hunter 9. */
export const WG_DEAL = deal({ 6: "wolf_girl", 7: "fortune_teller" });

/** 444-snowwolf-bard: wolves 3 10 12 + snow wolf 6, seer 2, witch 4, bard 7, hunter 9. */
export const SW_DEAL = { ...WG_DEAL, "6": "snow_wolf", "7": "bard" } as const;

/** 3441-wolfbeauty-rogue: wolves 3 10 12 + wolf beauty 6, seer 2, witch 4, idiot 7, old rogue 8, hunter 9. */
export const WB_DEAL = { ...WG_DEAL, "6": "wolf_beauty", "7": "idiot", "8": "old_rogue" } as const;

/** A table game (seed 003, T1–T26) on `board` (a table board or `custom`). */
export function tableGame(board: string, d: Record<string, RoleId>, extra: Partial<GameSetup> = {}): Replay {
  return new Replay({ ruleset: "table", board, deal: d, seed: 1, dice: [1, 1, 1, 1, 1, 1], ...extra });
}

/** Waits on a fixed night (T4) until step `id` is open; throws if the night ends first. */
export function toStep(g: Replay, id: string): void {
  for (let i = 0; i < 20; i++) {
    const ph = g.state.phase;
    if (ph.kind !== "night") throw new Error(`no night step ${id}: ${ph.kind}`);
    if (ph.steps?.[ph.stepIdx ?? 0] === id) return;
    g.wait(Math.max(0.001, (Math.min(...g.state.timers.map((t) => t.dueMs)) - g.nowMs) / 1000));
  }
  throw new Error(`no night step ${id}`);
}

/** Waits out the fixed night's remaining steps (T4): it resolves when the last one ends. */
export function endNight(g: Replay): void {
  for (let i = 0; i < 20 && g.state.phase.kind === "night"; i++)
    g.wait(Math.max(0.001, (Math.min(...g.state.timers.map((t) => t.dueMs)) - g.nowMs) / 1000));
}
