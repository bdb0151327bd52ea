/**
 * Issue 28 done-criteria: kill -9 of the worker process in a forum-hk game dealt from the full pools
 * (钟 and 隐狼 among its cards) in the middle of 钟's rewind, through the harness of the step-1 case
 * (forum-crash-run.ts): the wolves' win pending at night 2's resolution waits for the living clock
 * (HK54, HK100), who rewinds at dawn (N2 22:15); one kill falls in the rest of that window, held (no
 * act, HK146), before the night is played again at 22:20, the other in the replayed night between its
 * moved block A (22:35) and block B (22:50) deadlines — after the replay's kill was sent, or in a
 * deadline's fire. The game must end exactly as the uninterrupted pure run: same winner and outcome
 * (the rewound entries included), same events, no deadline fired twice, nothing lost or sent twice.
 */
import { join } from "node:path";
import { ROOT } from "../helpers.ts";
import { forumKillCase, SPEED } from "./forum-crash-run.ts";

forumKillCase(
  {
    file: join(
      ROOT,
      "test/scenarios/hk/HK100-HK144-HK146-full-pools-pending-win-rewound-at-dawn-night-played-again-won-again.json",
    ),
    speed: SPEED,
    windows: [
      ["N2 22:16", "N2 22:19"],
      ["N2 22:37", "N2 22:49"],
    ],
  },
  "hk_rewind",
);
