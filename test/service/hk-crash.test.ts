/**
 * issue 27 done-criteria: kill -9 of the worker process (GameService + BullMQ timer worker + outbox
 * sender, `src/worker.ts`) in a forum-hk day and a forum-hk night, through the same harness as
 * forum-25's (forum-crash-run.ts): the shared HX-3 on the core board (14 seats) — 开局 follows and
 * heretics, night acts (charge, checks, the witch's save and poison, the hunter's dawn shot), two
 * days of ballots with a directors' red card at noon (HK60), the village judged lost at D1 (HK51),
 * and the wolves' win declared only at the end of night 3's resolution (HK54). The day kill falls in
 * 正午 of day 1 after every ballot is posted (D1 10:12–20:30, over the 12:00 red card, or at the
 * 21:00 count when mid-fire); the night kill in night 2 between block A's deadline (21:35) and
 * block B's (21:50), after the pack's kill and the seer's check were sent (or in block B's fire).
 * The game must end exactly as the uninterrupted pure run: same winner and outcome, same events
 * (wall-clock fields aside), no deadline fired twice, no pending timer left, every outbox row
 * delivered once. Its own file and database, beside the forum-25 cases. Runs: FORUM_KILL_RUNS.
 */
import { join } from "node:path";
import { SHARED_SCENARIOS } from "../helpers.ts";
import { forumKillCase, SPEED } from "./forum-crash-run.ts";

forumKillCase(
  {
    file: join(SHARED_SCENARIOS, "HX-3.json"),
    speed: SPEED,
    windows: [
      ["D1 10:12", "D1 20:30"],
      ["N2 21:41", "N2 21:49"],
    ],
  },
  "hk",
);
