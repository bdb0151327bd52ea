/**
 * A forum card's reason read back as words (forum-25 F2, forum-hk; 004 6L 潜水(1), 002 潜水): the
 * post-quota reason the app writes into the judge command (简体, kept in the log) becomes its
 * phrase again, so each reader reads it in his language.
 */
import { type Arg, type Msg, say } from "../../../vocab/msg.ts";

// An older forum-25 row ends with the seed's clause `（6L 潜水(1)）`: read the same.
const QUOTA_DAY = /^潜水：第(\d+)天发帖不足(\d+)帖(?:（6L 潜水\(1\)）)?$/;
const QUOTA_RUN = /^潜水：连续(\d+)个讨论日（到第(\d+)天）每天发帖都不足(\d+)帖(?:（6L 潜水\(1\)）)?$/;

/**
 * A card's `reason` as a message: a post-quota reason the app wrote (src/app/forum-posts.ts
 * `breachText`, either ruleset's, new or old) becomes its phrase `f25_days.quota_day` /
 * `quota_run` again; any other reason (a director's own words) stays as typed.
 */
export function quotaReasonMsg(reason: string): Msg {
  const day = QUOTA_DAY.exec(reason);
  if (day) return say("f25_days.quota_day", { day: Number(day[1]), n: Number(day[2]) });
  const run = QUOTA_RUN.exec(reason);
  if (run)
    return say("f25_days.quota_run", {
      days: Number(run[1]),
      day: Number(run[2]),
      n: Number(run[3]),
    });
  return reason;
}

/**
 * A card's `reason` as a phrase's argument: a post-quota reason as its phrase ({@link quotaReasonMsg}),
 * a director's own words as typed (a plain string: not converted in 繁體).
 */
export function quotaReasonArg(reason: string): Arg {
  const m = quotaReasonMsg(reason);
  return typeof m === "string" ? m : { msg: m };
}
