/**
 * One round of the kill -9 attack on the inbound path (issue 25 item 6), shared by
 * `npm run attack:kill9` and test/service/inbound-crash.test.ts: a chat process (see
 * `inbound-child.ts`) opens rooms, receives one `坐<n>号` from every player, is killed with
 * SIGKILL `delayMs` after the last one arrived, and is started again on the same database,
 * journal and WeChat. Counts: sent, handled (a seat taken), lost (not taken), handled twice
 * (a sign-up answered more than once in its group).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { nodeEntry } from "../child-bundle.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** What one round counted. */
export interface KillRound {
  sent: number;
  handled: number;
  lost: number;
  twice: number;
}

/** Empties the tables the round writes (its database is its own). */
async function empty(dbUrl: string): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(
    'TRUNCATE "Room", "Game", "Player", "Seat", "GameEvent", "Snapshot", "OutboxMessage", "Timer", "InboundMessage", "GameCommand", "Presence" CASCADE',
  );
  await c.end();
}

function child(env: Record<string, string>): { proc: ChildProcess; line: (re: RegExp) => Promise<string> } {
  // One node process (the entry bundled, scripts/child-bundle.ts), so SIGKILL hits the chat process itself.
  const proc = spawn(process.execPath, nodeEntry(join(ROOT, "scripts", "attack", "inbound-child.ts")), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const waiting: { re: RegExp; resolve: (s: string) => void }[] = [];
  proc.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
    for (const w of [...waiting]) {
      const m = out.split("\n").find((l) => w.re.test(l));
      if (m) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  proc.stderr?.on("data", (b: Buffer) => {
    err += b.toString();
  });
  const line = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const m = out.split("\n").find((l) => re.test(l));
      if (m) return resolve(m);
      waiting.push({ re, resolve });
      proc.on("exit", (code, signal) => {
        if (signal !== "SIGKILL") reject(new Error(`chat process exited (${code ?? signal}): ${err.slice(-800)}`));
      });
    });
  return { proc, line };
}

/** Runs one round (see the module comment) on `dbUrl` (emptied first). */
export async function killRound(o: { dbUrl: string; delayMs: number; tables?: number }): Promise<KillRound> {
  await empty(o.dbUrl);
  const dir = mkdtempSync(join(tmpdir(), "inbound-kill-"));
  const env = {
    DATABASE_URL: o.dbUrl,
    INBOUND_JOURNAL_DIR: join(dir, "journal"),
    NET_STATE: join(dir, "network.json"),
    WIRE_FILE: join(dir, "wire.jsonl"),
    TABLES: String(o.tables ?? 2),
    OUTAGE_NOTICE_MS: "600000",
  };
  try {
    const first = child({ ...env, PHASE: "setup" });
    await first.line(/^ready$/);
    const wireBefore = readWire(env.WIRE_FILE).length;
    first.proc.stdin?.write("go\n");
    await first.line(/^arrived$/);
    await new Promise((r) => setTimeout(r, o.delayMs));
    first.proc.kill("SIGKILL");
    await new Promise((r) =>
      first.proc.exitCode !== null || first.proc.signalCode ? r(null) : first.proc.once("exit", r),
    );
    const second = child({ ...env, PHASE: "recover" });
    const result = JSON.parse((await second.line(/^result /)).slice(7)) as { seated: number };
    await new Promise((r) => (second.proc.exitCode !== null ? r(null) : second.proc.once("exit", r)));
    const sent = 12 * (o.tables ?? 2);
    // Sign-up answers in the groups after `go`: one per sign-up handled once.
    const answers = readWire(env.WIRE_FILE)
      .slice(wireBefore)
      .filter((m) => m.room && /入座\d+号|已经|报名|座位|已满/.test(m.text)).length;
    return {
      sent,
      handled: result.seated,
      lost: sent - result.seated,
      twice: Math.max(0, answers - result.seated),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readWire(file: string): WireMessage[] {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as WireMessage);
  } catch {
    return [];
  }
}
