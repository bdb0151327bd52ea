/**
 * Command-line options of the entry points (`npm run demo`, `npm run play`): `node:util`'s
 * parseArgs with a `--help` flag; a bad option prints its message and `usage` and exits 2,
 * `--help` prints `usage` and exits 0.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

/** The parsed option values (strings and booleans as `options` declares them). */
export function cliOptions<T>(usage: string, options: NonNullable<ParseArgsConfig["options"]>): T {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ options: { ...options, help: { type: "boolean", default: false } } }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values as T;
}
