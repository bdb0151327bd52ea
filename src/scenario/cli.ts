/**
 * `npm run scenario -- [--check] <file.json | dir/>` (../shared/scenario-format.md).
 * Exit 0: ok; 1: a checked case does not match its `expect`; 2: a malformed file or bad
 * usage, with a one-line message naming the field. Never a stack trace.
 * Files (issue 15 item 11): only regular files up to 8 MiB are read, a UTF-8 BOM is accepted;
 * in a folder, FIFOs, sockets and devices named `*.json` are skipped with a line.
 */
import { statSync } from "node:fs";
import { relative } from "node:path";
import { compare } from "./check.ts";
import { CaseFileError, listCases, readCaseFile } from "./files.ts";
import { runScenario, Unsupported } from "./runner.ts";
import { parseScenario, ScenarioError } from "./schema.ts";

class Usage extends Error {}

function load(path: string) {
  let text: string;
  try {
    text = readCaseFile(path);
  } catch (e) {
    throw new Usage(`${path}: ${e instanceof CaseFileError ? e.message : "cannot read the file"}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ScenarioError("(file)", `not valid JSON (${(e as Error).message.split("\n")[0]})`);
  }
  return parseScenario(raw);
}

/** Checks one file: null when it passes, else a one-line reason. */
function checkFile(path: string): { ok: boolean; line: string; details: string[] } {
  try {
    const sc = load(path);
    const { outcome } = runScenario(sc);
    const diffs = compare(sc.expect ?? {}, outcome, sc.steps);
    return { ok: diffs.length === 0, line: diffs[0] ?? "", details: diffs };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, line: `not supported yet: ${e.message}`, details: [] };
    if (e instanceof ScenarioError || e instanceof Usage)
      return { ok: false, line: `malformed: ${e.message}`, details: [] };
    return { ok: false, line: `internal error: ${(e as Error).message}`, details: [] };
  }
}

const USAGE =
  "usage: npm run scenario -- [--check] <case.json | dir/>\n" +
  "  plays one scenario file (../shared/scenario-format.md) and prints its outcome, or every *.json of a folder;\n" +
  "  --check compares each outcome with the file's `expect` and exits 1 on a difference.\n";

function main(argv: string[]): number {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const check = argv.includes("--check");
  const paths = argv.filter((a) => a !== "--check" && a !== "--");
  if (paths.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const path = paths[0];
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    process.stderr.write(`${path}: no such file or directory\n`);
    return 2;
  }
  if (isDir) {
    if (!check) {
      process.stderr.write("a folder needs --check (one outcome per file is printed only for a single file)\n");
      return 2;
    }
    let listing: ReturnType<typeof listCases>;
    try {
      listing = listCases(path);
    } catch (e) {
      process.stderr.write(`${path}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? "error"})\n`);
      return 2;
    }
    const { files, skipped } = listing;
    let failed = 0;
    for (const s of skipped) process.stdout.write(`SKIP ${relative(path, s.path)} — ${s.why}\n`);
    for (const f of files) {
      const r = checkFile(f);
      if (!r.ok) failed++;
      process.stdout.write(`${r.ok ? "PASS" : "FAIL"} ${relative(path, f)}${r.ok ? "" : ` — ${r.line}`}\n`);
    }
    const skip = skipped.length > 0 ? `, ${skipped.length} skipped` : "";
    process.stdout.write(`${files.length - failed} passed, ${failed} failed${skip}\n`);
    return failed > 0 ? 1 : 0;
  }
  try {
    const sc = load(path);
    const { outcome } = runScenario(sc);
    if (!check) {
      process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
      return 0;
    }
    const diffs = compare(sc.expect ?? {}, outcome, sc.steps);
    if (diffs.length === 0) {
      process.stdout.write(`PASS ${path}\n`);
      return 0;
    }
    process.stdout.write(`FAIL ${path}\n${diffs.map((d) => `  ${d}`).join("\n")}\n`);
    return 1;
  } catch (e) {
    if (e instanceof ScenarioError) process.stderr.write(`${path}: ${e.message}\n`);
    else if (e instanceof Usage) process.stderr.write(`${e.message}\n`);
    else process.stderr.write(`${path}: internal error: ${(e as Error).message}\n`);
    return 2;
  }
}

// A reader that stops early (`| head`) is not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
});
process.exitCode = main(process.argv.slice(2));
