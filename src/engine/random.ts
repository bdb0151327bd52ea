/**
 * The engine's only source of randomness: a seeded generator (pure-rand's xoroshiro128+).
 * Each draw is derived from (seed, label, counter), so a game replays exactly from the seed
 * and its events. The engine draws no other random numbers.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

function hashLabel(label: string): number {
  let h = 2166136261;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h | 0;
}

/** A derived generator for one purpose (`deal`, `dice`, …) and one draw index. */
export function generator(seed: number, label: string, index: number) {
  return xoroshiro128plus((seed ^ hashLabel(label) ^ Math.imul(index + 1, 0x9e3779b1)) | 0);
}

/** An integer in [from, to] for (seed, label, index). */
export function drawInt(seed: number, label: string, index: number, from: number, to: number): number {
  return uniformInt(generator(seed, label, index), from, to);
}

/** A seeded shuffle (Fisher–Yates) of a copy of `items`. */
export function shuffle<T>(seed: number, label: string, items: readonly T[]): T[] {
  const out = [...items];
  const rng = generator(seed, label, 0);
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
