/**
 * The deployment's rule clock, recorded in the database (issue 25 item 2): the first process to
 * start on a database writes its clock; every later one reads it back and compares.
 */
import type { Db } from "./db.ts";

/** A rule clock as a line: rule ms = wall ms × `speed` + `offsetMs`. */
export interface ClockRecord {
  speed: number;
  offsetMs: number;
  /** Which process recorded it (e.g. `server pid 123 on host-a`). */
  recordedBy: string;
  recordedAt: Date;
}

/**
 * Records `mine` as the deployment's clock when none is recorded yet (one row, id 1; of two
 * processes starting at once exactly one writes) and returns the recorded clock — `mine` or the
 * one recorded before.
 */
export async function claimClock(
  db: Db,
  mine: { speed: number; offsetMs: number; recordedBy: string },
): Promise<ClockRecord> {
  await db.deploymentClock.createMany({
    data: [{ id: 1, speed: mine.speed, offsetMs: BigInt(Math.round(mine.offsetMs)), recordedBy: mine.recordedBy }],
    skipDuplicates: true,
  });
  const row = await db.deploymentClock.findUniqueOrThrow({ where: { id: 1 } });
  return { speed: row.speed, offsetMs: Number(row.offsetMs), recordedBy: row.recordedBy, recordedAt: row.recordedAt };
}

/**
 * Forgets the recorded clock so that the next process to start records its own (a deployment
 * changing its speed). Refuses (returns `{ forgotten: false, running }`) while a game runs: its
 * deadlines are rule times of the old clock.
 */
export async function forgetClock(db: Db): Promise<{ forgotten: boolean; running: number }> {
  const running = await db.game.count({ where: { status: "running" } });
  if (running > 0) return { forgotten: false, running };
  const n = await db.deploymentClock.deleteMany({});
  return { forgotten: n.count > 0, running };
}

/**
 * Moves the recorded clock's offset to `offsetMs` (a clock jump, issue 24 goal 5: rule time moved
 * forward by the process that recorded it), so that a process started after the jump with the
 * jumped anchor is the deployment's clock. The speed is kept.
 */
export async function moveClock(db: Db, offsetMs: number, recordedBy: string): Promise<void> {
  await db.deploymentClock.update({ where: { id: 1 }, data: { offsetMs: BigInt(Math.round(offsetMs)), recordedBy } });
}
