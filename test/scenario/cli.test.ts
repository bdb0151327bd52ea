/**
 * `npm run scenario` as ../shared/scenario-format.md specifies: outcome JSON, `--check` on a file
 * or folder, exit codes 0/1/2, one-line errors naming the field, never a stack trace.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeEntry } from "../../scripts/child-bundle.ts";
import { ROOT, SHARED_SCENARIOS } from "../helpers.ts";

const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const CLI = join(ROOT, "src", "scenario", "cli.ts");

/**
 * Runs the CLI, bundled (scripts/child-bundle.ts: the same sources, a third of tsx's start-up
 * CPU); a run that hangs is killed after 60 s (status null, signal set). `viaTsx` runs it as
 * `npm run scenario` does, through tsx.
 */
function run(...args: string[]) {
  return spawnCli(process.execPath, [...nodeEntry(CLI), ...args]);
}
function viaTsx(...args: string[]) {
  return spawnCli(TSX, [CLI, ...args]);
}
function spawnCli(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: "utf8", cwd: ROOT, timeout: 60_000, killSignal: "SIGKILL" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const base = JSON.parse(readFileSync(join(SHARED_SCENARIOS, "WW-01.json"), "utf8"));
const dir = mkdtempSync(join(tmpdir(), "scenario-cli-"));
function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

describe("npm run scenario", () => {
  it("prints a werewolf-outcome/1 document (run as npm runs it, through tsx)", () => {
    const r = viaTsx(join(SHARED_SCENARIOS, "WW-01.json"));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.format).toBe("werewolf-outcome/1");
    expect(out.deaths).toEqual([{ seat: 2, at: "N1", cause: "wolf", lastWords: true }]);
  });

  it("--check passes a matching file (exit 0) and fails a mismatch with a diff (exit 1)", () => {
    expect(run("--check", join(SHARED_SCENARIOS, "WW-01.json")).code).toBe(0);
    const wrong = file("wrong.json", { ...base, expect: { ...base.expect, sheriffs: [{ at: "D1", seat: 11 }] } });
    const r = run("--check", wrong);
    expect(r.code).toBe(1);
    expect(r.out).toContain("sheriffs: expected");
  });

  const malformed: [string, unknown, RegExp][] = [
    ["unknown board", { ...base, board: "999-nope" }, /board/],
    ["unknown role", { ...base, deal: { ...base.deal, "5": "dragon" } }, /deal\.5/],
    ["deal not matching the board", { ...base, deal: { ...base.deal, "5": "seer" } }, /deal/],
    ["bad step", { ...base, steps: [{ seat: "x", act: 3 }] }, /steps\.0/],
    ["wrong format tag", { ...base, format: "werewolf-scenario/9" }, /format/],
    ["not JSON", "{ nope", /JSON/],
  ];
  for (const [what, content, field] of malformed) {
    it(`exit 2 with one line naming the field: ${what}`, () => {
      const r = run(file(`${what.replace(/\W+/g, "-")}.json`, content));
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(field);
      expect(r.err).not.toMatch(/\n\s+at /);
    });
  }

  it("--check on a folder prints one line per file and exits 1 if any fails", () => {
    const sub = mkdtempSync(join(tmpdir(), "scenario-dir-"));
    writeFileSync(join(sub, "a.json"), JSON.stringify(base));
    writeFileSync(join(sub, "b.json"), JSON.stringify({ ...base, expect: { winner: "wolves" } }));
    const r = run("--check", sub);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/PASS a\.json/);
    expect(r.out).toMatch(/FAIL b\.json — winner: expected "wolves", got null/);
    expect(r.out).toMatch(/1 passed, 1 failed/);
  });

  it('a step with "reject": true that was accepted fails the check', () => {
    const accepted = file("accepted.json", {
      ...base,
      steps: [{ seat: 6, act: "guard", target: 5, reject: true }],
      expect: {},
    });
    const r = run("--check", accepted);
    expect(r.code).toBe(1);
    expect(r.out).toContain('step 0 carries "reject": true but was accepted');
  });

  it("a missing path exits 2", () => {
    expect(run("--check", join(dir, "none.json")).code).toBe(2);
  });

  describe("file rules", () => {
    const rules = mkdtempSync(join(tmpdir(), "scenario-files-"));
    const fifo = join(rules, "fifo.json");
    execFileSync("mkfifo", [fifo]);
    const zero = join(rules, "x.json");
    symlinkSync("/dev/zero", zero);

    it("issue 15 item 11: a FIFO is refused at once (exit 2, one line), not waited on", () => {
      // Nobody writes the FIFO: a CLI that opened it would block until `run` kills it (no exit code).
      const r = run("--check", fifo);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/not a regular file/);
    });

    it("issue 15 item 11: a symlink to /dev/zero named x.json is refused, not read without bound", () => {
      const r = run(zero);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/not a regular file \(character device\)/);
    });

    it("issue 15 item 11: a file over 8 MiB is refused with its size, exit 2", () => {
      const big = join(dir, "big.json");
      writeFileSync(big, `{"pad": "${"x".repeat(9 * 1024 * 1024)}"}`);
      const r = run("--check", big);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/larger than 8 MiB/);
      expect(r.err).not.toMatch(/\n\s+at /);
    });

    it("issue 15 item 11: a UTF-8 BOM is accepted and stripped", () => {
      const bom = file("bom.json", `\uFEFF${JSON.stringify(base)}`);
      expect(readFileSync(bom)[0]).toBe(0xef);
      const r = run("--check", bom);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
    });

    it("issue 15 item 11: a folder checks only regular *.json files and skips a FIFO or a device with a message", () => {
      const sub = mkdtempSync(join(tmpdir(), "scenario-skip-"));
      writeFileSync(join(sub, "a.json"), JSON.stringify(base));
      execFileSync("mkfifo", [join(sub, "pipe.json")]);
      symlinkSync("/dev/zero", join(sub, "zero.json"));
      mkdirSync(join(sub, "deeper"));
      writeFileSync(join(sub, "deeper", "b.json"), `\uFEFF${JSON.stringify(base)}`);
      const r = run("--check", sub);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/PASS a\.json/);
      expect(r.out).toMatch(/PASS deeper\/b\.json/);
      expect(r.out).toMatch(/SKIP pipe\.json — not a regular file \(FIFO\)/);
      expect(r.out).toMatch(/SKIP zero\.json — not a regular file \(character device\)/);
      expect(r.out).toMatch(/2 passed, 0 failed, 2 skipped/);
    });
  });
});
