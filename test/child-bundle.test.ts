/**
 * scripts/child-bundle.ts (issue 24 goal 5): an entry bundled for a child process keeps what each
 * module knows of its own place — a module's `import.meta` is its source file's, the entry's
 * `import.meta.url` the bundle's (its "am I the main module" check still holds) — and one run
 * builds an entry once.
 */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { bundled, nodeEntry } from "../scripts/child-bundle.ts";
import { ROOT } from "./helpers.ts";

const HERE = join(ROOT, "test", "child-bundle");

describe("scripts/child-bundle.ts: entries run bundled", () => {
  it("each module's import.meta is its source file's; the entry's url is the bundle's, so it runs as main", () => {
    const r = spawnSync(process.execPath, [...nodeEntry("test/child-bundle/entry.ts"), "a", "b"], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    const file = join(HERE, "nested", "where.ts");
    expect(out.where).toEqual({
      url: pathToFileURL(file).href,
      dirname: join(HERE, "nested"),
      filename: file,
      fromUrl: file,
    });
    expect(out.entryDir).toBe(HERE);
    expect(out.main).toBe(true);
    expect(out.args).toEqual(["a", "b"]);
  });

  it("a run builds an entry once (the second call finds the file)", () => {
    const first = bundled("test/child-bundle/entry.ts");
    const at = statSync(first).mtimeMs;
    expect(bundled(join(HERE, "entry.ts"))).toBe(first);
    expect(statSync(first).mtimeMs).toBe(at);
  });

  it("an entry that does not compile is an error naming it", () => {
    expect(() => bundled("test/child-bundle/missing.ts")).toThrow(/cannot bundle test\/child-bundle\/missing\.ts/);
  });
});
