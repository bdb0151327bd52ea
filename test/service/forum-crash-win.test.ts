/**
 * issue 11 done-criteria, the second forum case (the first, FX-1, is forum-crash.test.ts): kill -9
 * of the worker process in day 2 and in night 2 of an own case that plays a forum-25 game to its
 * end (F10: the wolves win at night 3, the win checked after each death); the game must end
 * exactly as the uninterrupted pure run — same outcome, same events, no pending timer left, every
 * outbox row delivered once. Its own file (and database) so that it runs beside FX-1's.
 */
import { join } from "node:path";
import { ROOT } from "../helpers.ts";
import { forumKillCase, SPEED } from "./forum-crash-run.ts";

forumKillCase(
  {
    file: join(
      ROOT,
      "test",
      "scenarios",
      "forum",
      "F10-win-checked-after-each-death-the-kill-that-makes-the-wolves-half-ends-the-game-before-the-lovers-death.json",
    ),
    // Deadline jumps (the clock stands between them): at a fast clock (1200×, 2400×) a restart late in day 2
    // (the worker down up to 1.5 s, then its start-up on a loaded machine) could leave the night-2
    // kill too little wall time before its deadline; a jump waits for the restart instead.
    speed: SPEED,
    windows: [
      ["D2 10:10", "D2 20:00"],
      ["N2 21:10", "D3 09:00"],
    ],
  },
  "forum_win",
);
