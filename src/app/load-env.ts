/**
 * Reads `.env` into `process.env` (issue 26 item 4) — imported FIRST by `npm start` and
 * `npm run worker` (`src/server.ts`, `src/worker.ts`), before any module reads the environment.
 * The file is `ENV_FILE` when set, else `./.env` (the working directory: the clone). A variable
 * already set in the real environment wins over the file; a missing file is fine (nothing read).
 * Parsed with Node's own `util.parseEnv` (the `--env-file` format: `KEY=value`, `#` comments,
 * quotes, `export KEY=`). What was read is in {@link dotEnv}, for the start-up line. Under the
 * test runner (`VITEST` set) only an explicit `ENV_FILE` is read: a developer's `.env` in the clone
 * (a real puppet, say) never changes what the tests' child servers do.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

/** What `.env` gave: its path, the keys it set, the keys the real environment kept; null without a file. */
export interface DotEnvRead {
  path: string;
  applied: string[];
  kept: string[];
}

/**
 * Loads `path` into `env` without overriding what `env` already has. Returns what it did, or null
 * when there is no such file. @throws the read error of a file that exists but cannot be read.
 */
export function loadDotEnv(path: string, env: NodeJS.ProcessEnv = process.env): DotEnvRead | null {
  if (!existsSync(path)) return null;
  const parsed = parseEnv(readFileSync(path, "utf8"));
  const applied: string[] = [];
  const kept: string[] = [];
  for (const [k, v] of Object.entries(parsed)) {
    if (v === undefined) continue;
    if (env[k] !== undefined) kept.push(k);
    else {
      env[k] = v;
      applied.push(k);
    }
  }
  return { path, applied, kept };
}

/** What this process read from `.env` at start (null: no file). */
export const dotEnv: DotEnvRead | null =
  process.env.VITEST && !process.env.ENV_FILE ? null : loadDotEnv(resolve(process.env.ENV_FILE || ".env"));

/** The start-up line's words for {@link dotEnv}, in Chinese. */
export function dotEnvLine(d: DotEnvRead | null = dotEnv): string {
  if (!d) return "没有 .env 文件（只用环境变量）";
  const kept = d.kept.length ? `，${d.kept.length} 项以环境变量为准（${d.kept.join("、")}）` : "";
  return `已读取 ${d.path}（${d.applied.length} 项${kept}）`;
}
