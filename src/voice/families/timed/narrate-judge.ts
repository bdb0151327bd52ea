/**
 * The judge's own actions as players learn of them: pause, resume, 延时, skip, the bot's outage,
 * a correction, the wolves' talk warnings (000 §九3), and the 30-second reminders before a deadline.
 */
import { rulesetOf } from "../../../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { type Msg, say, typedCmd } from "../../../vocab/msg.ts";
import { dm, dur, GROUP, type Message, WOLVES } from "../../narrate-voice.ts";

const CONTROL: Record<string, (e: Extract<GameEvent, { type: "judge_acted" }>) => Msg> = {
  pause: () => say("timed_end.pause"),
  resume: () => say("timed_end.resume"),
  extend: (e) => say("timed_end.extend", { len: dur(e.seconds ?? 0) }),
  skip: () => say("timed_end.skip"),
  outage: (e) => say("timed_end.outage", { away: { msg: awayText(e.seconds ?? 0) } }),
};

/** An outage's length in words: seconds under a minute, else minutes (rounded), hours past 90 min. */
const awayText = (sec: number): Msg =>
  sec < 60
    ? say("common.seconds", { n: sec })
    : sec < 5400
      ? say("timed_end.about_min", { n: Math.round(sec / 60) })
      : say("timed_end.about_h", { n: Math.round(sec / 360) / 10 });

/** What the room (or the wolves) learn of a judge action; corrections only reach the seat. */
export function judgeText(e: Extract<GameEvent, { type: "judge_acted" }>, after: GameState): Message[] {
  const public_ = CONTROL[e.ruling];
  // Issue 13 item 6: a 延时 at night is not announced (the night's length must tell nothing, 000 §八(三)1).
  if (e.ruling === "extend" && after.phase.kind === "night") return [];
  if (public_) return [{ to: GROUP, text: public_(e) }];
  if (e.ruling === "correct" && e.seat) return [{ to: dm(e.seat), text: say("timed_end.corrected") }];
  if (e.ruling === "wolf_talk") {
    const n = after.wolfTalks;
    const what = n === 1 ? "timed_end.wolf_talk_1" : n === 2 ? "timed_end.wolf_talk_2" : "timed_end.wolf_talk_3";
    return [{ to: WOLVES, text: say("timed_end.wolf_talk", { what: { msg: say(what) } }) }];
  }
  return [];
}

/** 30 s before a deadline: whoever still has to act is reminded, privately where it is private. */
export function nudgeText(kind: string, seat: number | undefined, after: GameState): Message[] {
  const ph = after.phase;
  switch (kind) {
    case "skill":
      return seat ? [{ to: dm(seat), text: say("timed_end.nudge_skill") }] : [];
    case "knife":
      return [{ to: WOLVES, text: say("timed_end.nudge_knife") }];
    case "shot":
      return seat
        ? [
            {
              to: dm(seat),
              text: say("timed_end.nudge_shot", {
                shoot: typedCmd("开枪X号", "shoot N"),
                none: typedCmd("不开枪", "no shot"),
              }),
            },
          ]
        : [];
    case "vote": {
      if (ph.kind !== "vote") return [];
      const waiting = [...ph.voters, ...ph.muted].filter((n) => !(String(n) in ph.ballots));
      const noShows = rulesetOf(after.setup.ruleset).penalties.noShows === "counted";
      const missing = say(noShows ? "timed_end.missing_counted" : "timed_end.missing_free");
      return waiting.map((n) => ({
        to: dm(n),
        text: say("timed_end.nudge_vote", {
          vote: typedCmd("投X号", "vote N"),
          abstain: typedCmd("弃票", "abstain"),
          missing: { msg: missing },
        }),
      }));
    }
    case "badge":
      return [
        {
          to: GROUP,
          text: say(
            rulesetOf(after.setup.ruleset).sheriff.mayTear
              ? "timed_end.nudge_badge_tear"
              : "timed_end.nudge_badge_pass",
          ),
        },
      ];
    case "order":
      return [{ to: GROUP, text: say("timed_end.nudge_order", { left: { msg: "警左" }, right: { msg: "警右" } }) }];
    default:
      return [];
  }
}
