/**
 * issue 11 done-criteria: kill -9 of the worker process (GameService + BullMQ timer worker + outbox
 * sender + the forum side, `src/worker.ts`) in the middle of a forum day and in the middle of a
 * forum night, on a clock anchored at the case's calendar that jumps deadline by deadline
 * (test/service/worker-process.ts): the game must end exactly as the uninterrupted pure run of the
 * same case (the shared FX-1: phase S, a day-1 vote change making the sheriff, a night with the
 * charge, the group kill, the witch's save and a love death, day 2 opening with the deaths in
 * order) — same outcome, same events, no pending timer left, every outbox row delivered once. The
 * day kill falls between the morning's ballots and the afternoon's change (D1 10:24–18:30); the
 * night kill between the witch's save and the next opening (N1 21:40–D2 09:30, over the 22:00
 * resolution). A second case plays a game to its end (the wolves win at night 3), killed in day 2
 * and night 2: forum-crash-win.test.ts (its own file, so the two cases run on two test workers).
 * Runs: FORUM_KILL_RUNS (default 1).
 */
import { join } from "node:path";
import { SHARED_SCENARIOS } from "../helpers.ts";
import { forumKillCase, SPEED } from "./forum-crash-run.ts";

// FX-1 stops at D2 09:30, mid-game; a kill in day 1 and one over night 1 (calendar labels).
forumKillCase(
  {
    file: join(SHARED_SCENARIOS, "FX-1.json"),
    speed: SPEED,
    windows: [
      ["D1 10:30", "D1 18:00"],
      ["N1 21:45", "D2 09:00"],
    ],
  },
  "forum",
);
