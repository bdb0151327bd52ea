/**
 * Issue 24 goal 4 (with issue 12): two processes on one Postgres, no Redis — each keeps the timers
 * of its own commits (`TIMERS=in-process`), the Timer rows the truth. One is killed with SIGKILL
 * mid-game: the timers it held are fired by the survivor's reconciler, the survivor finishes every
 * game, nothing lost or doubled. The run and its checks: `./two-processes-run.ts`.
 */
import { afterAll, describe, it } from "vitest";
import { killStarted, twoProcesses } from "./two-processes-run.ts";

afterAll(() => killStarted());

describe("issue 24 goal 4: two processes with in-process timers, one killed", () => {
  it(
    "the survivor fires the killed one's timers and finishes every game; nothing lost, nothing doubled",
    () => twoProcesses("in-process"),
    120_000,
  );
});
