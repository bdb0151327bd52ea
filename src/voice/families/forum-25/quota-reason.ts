/**
 * A forum card's reason read back as words (forum-25 F2, forum-hk; 004 6L 潜水(1)): the post-quota
 * reason the app writes into the judge command (简体, kept in the log) becomes its phrase again.
 */
import { type Msg, say } from "../../../vocab/msg.ts";

const QUOTA_DAY = /^潜水：第(\d+)天发帖不足(\d+)帖(（6L 潜水\(1\)）)?$/;
const QUOTA_RUN = /^潜水：连续(\d+)个讨论日（到第(\d+)天）每天发帖都不足(\d+)帖(（6L 潜水\(1\)）)?$/;

/**
 * A card's `reason` as a message: a post-quota reason the app wrote (src/app/forum-posts.ts `breachText`,
 * either ruleset's) becomes its phrase again, so an English thread reads it in English; any other reason
 * (a director's own words) as typed.
 */
export function quotaReasonMsg(reason: string): Msg {
  const day = QUOTA_DAY.exec(reason);
  if (day)
    return say(day[3] ? "f25_days.quota_day" : "f25_days.hk_quota_day", { day: Number(day[1]), n: Number(day[2]) });
  const run = QUOTA_RUN.exec(reason);
  if (run)
    return say(run[4] ? "f25_days.quota_run" : "f25_days.hk_quota_run", {
      days: Number(run[1]),
      day: Number(run[2]),
      n: Number(run[3]),
    });
  return reason;
}
