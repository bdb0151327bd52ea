/**
 * The engine's only source of randomness: a seeded generator (pure-rand's xoroshiro128+).
 * Each draw is derived from (seed, label, counter), so a game replays exactly from the seed
 * and its events. The engine draws no other random numbers.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * The label's FNV-1a hash, continued from `h` (default: FNV's offset basis): the hash of `a + b`
 * is `hashLabel(b, hashLabel(a))`, so a caller drawing many labels with one prefix hashes the
 * prefix once (the scripted players, src/sim/autoplay.ts).
 */
export function hashLabel(label: string, h = 2166136261): number {
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h | 0;
}

/** A derived generator for one purpose (`deal`, `dice`, …) and one draw index. */
export function generator(seed: number, label: string, index: number) {
  return generatorOfHash(seed, hashLabel(label), index);
}

function generatorOfHash(seed: number, labelHash: number, index: number) {
  return xoroshiro128plus((seed ^ labelHash ^ Math.imul(index + 1, 0x9e3779b1)) | 0);
}

/** An integer in [from, to] for (seed, label, index). */
export function drawInt(seed: number, label: string, index: number, from: number, to: number): number {
  return uniformInt(generatorOfHash(seed, hashLabel(label), index), from, to);
}

/** `drawInt` for the label whose hash is `labelHash` ({@link hashLabel}): the same integer. */
export function drawIntOfHash(seed: number, labelHash: number, index: number, from: number, to: number): number {
  return uniformInt(generatorOfHash(seed, labelHash, index), from, to);
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
