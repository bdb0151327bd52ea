/**
 * The clock is part of the deployment (issue 25 item 2). Deadlines are rule times and every
 * process turns them into wall waits with its own `CLOCK_SPEED` (and `CLOCK_ANCHOR`): two
 * processes on one database that disagree schedule each other's timers at the wrong wall time
 * (a speed-60 process re-scheduling a speed-1 game's knife fired it 281 s early). So the first
 * process to start on a database records its clock there, and a process whose clock differs
 * refuses to start with one line saying whose clock it is and how to fix it.
 */
import { hostname } from "node:os";
import { DependencyError } from "../app/health.ts";
import { type ClockRecord, claimClock } from "../store/clock.ts";
import type { Db } from "../store/db.ts";

/** How far two anchored clocks may differ and still count as one, rule ms. */
const OFFSET_TOLERANCE_MS = 1_000;

/** A process's rule clock: `speed` and, for an anchored clock, its anchor (see `anchoredClock`). */
export interface ProcessClock {
  speed: number;
  anchor?: { wallMs: number; ruleMs: number };
  /** What this process is, for the record and the messages: `server`, `worker`, … */
  role: string;
}

/** rule ms = wall ms × speed + offset: the offset of a clock (0 unanchored). */
export function clockOffset(c: Pick<ProcessClock, "speed" | "anchor">): number {
  return c.anchor ? Math.round(c.anchor.ruleMs - c.anchor.wallMs * c.speed) : 0;
}

const describe = (speed: number, offsetMs: number) =>
  offsetMs === 0 ? `CLOCK_SPEED=${speed}` : `CLOCK_SPEED=${speed} anchored at rule = wall × ${speed} + ${offsetMs} ms`;

/**
 * Records this process's clock as the database's when none is, else checks it is the recorded
 * one. @throws DependencyError (one line: this clock, the recorded one, who recorded it, the
 * fix) when they differ or `speed` is not a positive number.
 */
export async function checkDeploymentClock(db: Db, mine: ProcessClock): Promise<ClockRecord> {
  if (!Number.isFinite(mine.speed) || mine.speed <= 0)
    throw new DependencyError(
      `CLOCK_SPEED=${mine.speed} is not a positive number: set CLOCK_SPEED to rule seconds per wall second (1 = real time)`,
    );
  const offsetMs = clockOffset(mine);
  const rec = await claimClock(db, {
    speed: mine.speed,
    offsetMs,
    recordedBy: `${mine.role} pid ${process.pid} on ${hostname()}`,
  });
  if (rec.speed === mine.speed && Math.abs(rec.offsetMs - offsetMs) <= OFFSET_TOLERANCE_MS) return rec;
  const theirs = describe(rec.speed, rec.offsetMs);
  const fix =
    rec.offsetMs === 0
      ? `start this ${mine.role} with CLOCK_SPEED=${rec.speed}${mine.anchor ? " and no CLOCK_ANCHOR" : ""}`
      : `start this ${mine.role} with CLOCK_SPEED=${rec.speed} and the deployment's CLOCK_ANCHOR`;
  throw new DependencyError(
    `this ${mine.role}'s clock (${describe(mine.speed, offsetMs)}) differs from the deployment's (${theirs}, recorded by ${rec.recordedBy} at ${rec.recordedAt.toISOString()}): every process on one database must run the same clock or deadlines fire early — ${fix}, or give it a database of its own`,
  );
}
