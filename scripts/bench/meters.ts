/**
 * What bench:load measures outside the bot (issue 24 goal 4): the CPU of Postgres and Redis over a
 * window, and Redis's calls. Postgres: the backends of the bench's own database plus the server's
 * processes of no database (walwriter, checkpointer, …), each read from `/proc/<pid>/stat`
 * (utime + stime, clock ticks of 10 ms) every second so that a backend that exits mid-window still
 * counts up to its last reading; other databases' backends (other sessions' tests) and the
 * meter's own connection are left out. Redis: `INFO cpu` (used_cpu_user + used_cpu_sys, the whole
 * server) and `INFO commandstats` (calls per command, server-side; INFO itself left out).
 */
import { readFileSync } from "node:fs";
import type { Redis } from "ioredis";
import type pg from "pg";

const TICK_MS = 10; // getconf CLK_TCK = 100

/** CPU ms a process has used, or null when it is gone. */
export function procCpuMs(pid: number): number | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // fields 14 and 15: utime, stime
  } catch {
    return null;
  }
}

/** Postgres CPU over a window: `stop()` gives the ms its processes (see above) used since `start`. */
export async function postgresCpu(c: pg.Client, database: string) {
  const me = Number((await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (baseline: boolean) => {
    const rows = (
      await c.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE (datname = $1 OR datname IS NULL) AND pid <> $2",
        [database, me],
      )
    ).rows;
    for (const { pid } of rows) {
      const ms = procCpuMs(pid);
      if (ms === null) continue;
      // A backend first seen after the start was born in the window: all of its CPU counts.
      if (!first.has(pid)) first.set(pid, baseline ? ms : 0);
      last.set(pid, ms);
    }
  };
  await sample(true);
  const timer = setInterval(() => void sample(false).catch(() => {}), 1000);
  return {
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample(false);
      let ms = 0;
      for (const [pid, v] of last) ms += v - (first.get(pid) ?? 0);
      return ms;
    },
  };
}

/** Redis's CPU ms (user + sys) and calls so far (every command but INFO). */
export async function redisCounters(r: Redis): Promise<{ cpuMs: number; calls: number }> {
  const cpu = await r.info("cpu");
  const num = (k: string) => Number(new RegExp(`^${k}:([\\d.]+)`, "m").exec(cpu)?.[1] ?? 0);
  const stats = await r.info("commandstats");
  let calls = 0;
  for (const m of stats.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) if (m[1] !== "info") calls += Number(m[2]);
  return { cpuMs: (num("used_cpu_user") + num("used_cpu_sys")) * 1000, calls };
}
