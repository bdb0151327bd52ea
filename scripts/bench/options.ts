/**
 * A bench's numeric options: a bad value gets one line on stderr naming the option and what it
 * expects, and exit 2 — no stack trace, no run on a NaN.
 */

/** `raw` (the value of `--<name>` of `tool`) as a number ≥ `min`, a whole one with `whole`; else exits 2. */
export function numberOption(tool: string, name: string, raw: unknown, min: number, whole = false): number {
  const text = String(raw);
  const v = Number(text);
  if (text.trim() === "" || !Number.isFinite(v) || v < min || (whole && !Number.isInteger(v))) {
    console.error(`${tool}: --${name} ${text}: expected ${whole ? "a whole number" : "a number"} ≥ ${min}`);
    process.exit(2);
  }
  return v;
}
