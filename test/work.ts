/**
 * Measuring work without a wall-clock limit (issue 24 goal 5): a test compares the cost of the
 * code under test with the cost of a linear baseline over the same input, measured in the same
 * moment. A busy machine slows both sides alike, so the ratio holds where a "50 ms" bound fails;
 * a super-linear path (a backtracking regex, a scan per character) is thousands of times the
 * baseline on 100,000 characters and still fails.
 */

/** Microseconds of one call of `f` (performance.now's resolution). */
function once(f: () => unknown): number {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) * 1000;
}

/**
 * A linear pass over `text` a grammar must at least make: one regex test of every character and
 * a copy of the string. Returns a number so that the engine cannot skip it.
 */
export function linearPass(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/[\s\S]{1,64}/g)) n += m[0].length;
  return n + text.trim().toLowerCase().length;
}

/**
 * How many times the cost of a linear pass over `text` the call `f` costs (dimensionless). Each
 * side is timed in turn; a ratio over `bound` is measured again, up to `rounds` times, and the
 * least timing of each side kept (a GC pause or a preempted core inflates one timing, not the
 * least; eight rounds: under a loaded machine three rounds could all be preempted). The grammar's
 * linear paths stay within a few hundred on 100k characters; a linear path pays the extra rounds
 * only when a timing was inflated.
 */
export function costRatio(f: () => unknown, text: string, bound: number, rounds = 8): number {
  let mine = Number.POSITIVE_INFINITY;
  let base = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds && (i === 0 || mine / Math.max(base, 1) > bound); i++) {
    base = Math.min(
      base,
      once(() => linearPass(text)),
    );
    mine = Math.min(mine, once(f));
  }
  return mine / Math.max(base, 1);
}

/** Milliseconds of one awaited call of `f`. */
async function asyncOnce(f: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

/** The least of `n` timings (ms) of `f`: a baseline that many measurements share. */
export async function leastTime(f: () => Promise<unknown>, n = 8): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) least = Math.min(least, await asyncOnce(f));
  return least;
}

/**
 * The same ratio for an async call (`ChatRouter.handle`): `f`'s least timing over the least
 * timing of `baseline`, a call of the same path on a short input; measured again while over
 * `bound`, up to `rounds` times. With `knownBase` (the baseline's {@link leastTime}, shared by many
 * inputs) the first round times `f` alone; a ratio over `bound` is then measured again with the
 * baseline timed beside it, as without (issue 24 goal 5: half the calls when all is well).
 */
export async function asyncCostRatio(
  f: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
  bound: number,
  rounds = 8,
  knownBase?: number,
): Promise<number> {
  let mine = Number.POSITIVE_INFINITY;
  let base = knownBase ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds && (i === 0 || mine / Math.max(base, 0.05) > bound); i++) {
    if (i > 0 || knownBase === undefined) base = Math.min(base, await asyncOnce(baseline));
    mine = Math.min(mine, await asyncOnce(f));
  }
  return mine / Math.max(base, 0.05);
}
