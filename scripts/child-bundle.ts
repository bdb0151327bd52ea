/**
 * Starting one of this checkout's TypeScript entry points in a child process at the cost of plain
 * JavaScript (issue 24 goal 5). `node --import tsx <entry>` resolves and loads every module of the
 * app and of its packages through tsx's loader hooks, which Node 20 runs on a thread of their own:
 * 2.6–2.8 s of CPU to start `src/worker.ts` on this machine, against 1.3–1.4 s for one esbuild
 * bundle of the same sources (packages left external, loaded by Node itself). The tests start
 * about eighty such processes (workers killed -9 and restarted, servers, the scenario CLI).
 *
 * The bundle is the same TypeScript compiled by the same esbuild tsx uses, in one file: each
 * module's `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are its own source
 * file's (so `src/web/index.ts` finds its assets, `src/store/migrate.ts` its migrations, Prisma's
 * client its engine), except in the entry, whose `import.meta.url` is the bundle's (the
 * "am I the main module" checks compare it with `process.argv[1]`). An entry must therefore not
 * locate files from its own `import.meta.url` (none does). Stack traces name the bundle's lines
 * unless the child runs with `--enable-source-maps` (a map is written beside it).
 *
 * Bundles are written under `node_modules/.cache/child-bundles/` so that the packages resolve from
 * the checkout: into `CHILD_BUNDLE_DIR` when set (the test run's own folder, made and removed by
 * `test/service/setup.ts`; one build per entry per run, whichever worker asks first), else into a
 * folder of this process, removed when it exits.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(import.meta.dirname, "..");
const ME = fileURLToPath(import.meta.url);

/** The folder of the bundles of one test run (`test/service/setup.ts` sets it). */
export const CHILD_BUNDLE_DIR = "CHILD_BUNDLE_DIR";

/** A fresh folder for one run's bundles, under the checkout's `node_modules/.cache`. */
export function bundleDir(tag: string): string {
  return join(ROOT, "node_modules", ".cache", "child-bundles", tag);
}

let own: string | null = null;
function folder(): string {
  const shared = process.env[CHILD_BUNDLE_DIR];
  if (shared) return shared;
  if (own === null) {
    const dir = bundleDir(`p${process.pid}`);
    own = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return own;
}

/**
 * The path of an ES module bundling `entry` (a `.ts` file of this checkout, absolute or relative
 * to its root), built now unless this run's folder already holds it. Start it with
 * `spawn(process.execPath, [path, ...args])` or `fork(path, args, { execArgv: [] })`.
 * Throws with esbuild's message when the entry does not compile.
 */
export function bundled(entry: string): string {
  const abs = resolve(ROOT, entry);
  const out = join(folder(), `${relative(ROOT, abs).replace(/[/\\]/g, "__").replace(/\.ts$/, "")}.mjs`);
  if (existsSync(out)) return out;
  mkdirSync(dirname(out), { recursive: true });
  // esbuild's plugins (the import.meta rewrite) need its asynchronous API: built by a child, so
  // that this stays a plain call for the tests' synchronous `run(script)` helpers.
  const tmp = `${out}.${process.pid}.${Date.now()}.tmp.mjs`;
  const r = spawnSync(process.execPath, ["--import", "tsx", ME, abs, tmp], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`cannot bundle ${entry}: ${r.stderr || r.stdout}`);
  // One rename: a worker that asks at the same moment finds the whole file or builds its own.
  renameSync(`${tmp}.map`, `${out}.map`);
  renameSync(tmp, out);
  return out;
}

/** The arguments of `process.execPath` that run `entry` (see {@link bundled}). */
export function nodeEntry(entry: string): string[] {
  return [bundled(entry)];
}

/** Builds `entry` into `out` (run as a script by {@link bundled}). */
async function build(entry: string, out: string): Promise<void> {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "error",
    plugins: [
      {
        name: "own-import-meta",
        setup(b) {
          b.onLoad({ filter: /\.[cm]?ts$/ }, (a) => {
            let text = readFileSync(a.path, "utf8");
            if (a.path !== entry) text = text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(a.path).href));
            text = text
              .replaceAll("import.meta.dirname", JSON.stringify(dirname(a.path)))
              .replaceAll("import.meta.filename", JSON.stringify(a.path));
            return { contents: text, loader: "ts" };
          });
        },
      },
    ],
  });
}

if (process.argv[1] === ME) {
  const [entry, out] = process.argv.slice(2);
  build(resolve(entry), out).catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
