import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every `*.json` file under `dir`, recursively, sorted. Throws if `dir` cannot be read. */
export function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? jsonFiles(join(dir, d.name)) : d.name.endsWith(".json") ? [join(dir, d.name)] : [],
    )
    .sort();
}
