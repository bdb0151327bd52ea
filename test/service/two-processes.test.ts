/**
 * Issue 12 goal 4: two processes share one Postgres and one Redis (BullMQ timers on the one
 * queue); one is killed with SIGKILL mid-game, the survivor finishes every game. The run and its
 * checks: `./two-processes-run.ts`.
 */
import { afterAll, describe, it } from "vitest";
import { killStarted, twoProcesses } from "./two-processes-run.ts";

afterAll(() => killStarted());

describe("issue 12: two processes on one Postgres + Redis, one killed", () => {
  it("nothing lost, nothing doubled, the survivor finishes every game", () => twoProcesses("bullmq"), 120_000);
});
