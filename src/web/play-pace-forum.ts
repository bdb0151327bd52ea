/**
 * What a seat at a forum-25 playground table owes before the next deadline (issue 26 leftovers
 * item 1), split from play-pace.ts: its words are `web_play` phrases (play-due.ts).
 */
import { RESOLVE_AFTER_CLOSE_MS, SETTLE_AFTER_CLOSE_MS } from "../engine/calendar.ts";
import { forumKnives } from "../engine/camps.ts";
import { liveSpec } from "../engine/roles/index.ts";
import { skillsLost } from "../engine/statuses.ts";
import type { GameState } from "../engine/types.ts";
import { listOf, type Msg } from "../vocab/msg.ts";
import { aimOf, type Due, type QuickReply, typed, wp } from "./play-due.ts";

/** forum-25's night acts that name a seat, in players' words (README "forum-25 版杀 in the chat"). */
const FORUM_VERB: Record<string, { verb: string; text: string; decline?: { typed: string; label: string } }> = {
  guard: { verb: "f_verb_guard", text: "守 {n}", decline: { typed: "空守", label: "f_b_guard_none" } },
  check: { verb: "f_verb_check", text: "验 {n}" },
  adore: { verb: "f_verb_adore", text: "爱慕 {n}", decline: { typed: "不用", label: "f_b_adore_none" } },
  charge: { verb: "f_verb_charge", text: "冲锋 {n}", decline: { typed: "不冲锋", label: "f_b_charge_none" } },
};

/** A forum day's post quota (6L 潜水(1); `DAY_MIN_POSTS` of src/app/forum-posts.ts). */
export const FORUM_DAY_POSTS = 5;

/**
 * What seat `seat` owes before the forum table's current deadline (issue 26 leftovers item 1): a
 * badge or a day shot still owed, cupid's link or the servant's master in phase S, the day's vote
 * post and its post quota, the night's knife, skill or potion; with its deadline (`byMs`) and what
 * missing it costs (`miss`, the jump's confirmation). `posts`: the seat's posts today.
 */
export function forumDueOf(s: GameState, seat: number, posts: number): Due | null {
  const ph = s.phase;
  const x = s.seats[seat - 1];
  const f = s.forum;
  if (!x || ph.kind === "ended") return null;
  const others = s.seats.filter((y) => y.alive && y.seat !== seat && y.mem.revealed !== true).map((y) => y.seat);
  // F19: an out sheriff must still pass the badge; F16: a day-exited hunter's shot.
  if (f?.badge && f.badge.seat === seat && f.badge.pending === null) {
    const aim = aimOf(wp("f_b_badge"), "dm", "警徽 {n}", others);
    return {
      kind: "badge",
      zh: wp("f_badge", { cmd: typed("警徽 12") }),
      replies: [],
      ...(aim ? { aim } : {}),
      byMs: f.badge.dueMs,
      miss: wp("f_badge_miss"),
    };
  }
  if (f?.shot && f.shot.seat === seat) {
    const aim = aimOf(wp("f_b_shoot"), "dm", "开枪 {n}", others);
    return {
      kind: "shot",
      zh: wp("f_shot", { shoot: typed("开枪 12"), no: typed("不开枪") }),
      replies: [{ label: wp("b_no_shot"), where: "dm", text: "不开枪" }],
      ...(aim ? { aim } : {}),
      byMs: f.shot.dueMs,
      miss: wp("f_shot_miss"),
    };
  }
  if (!x.alive) return null;
  if (ph.kind === "forum_start") {
    const by = f?.day1OpenMs;
    if (x.role === "cupid" && typeof x.mem.linkA !== "number")
      return {
        kind: "start",
        zh: wp("f_cupid", { cmd: typed("连 3 8") }),
        replies: [],
        where: "dm",
        ...(by ? { byMs: by } : {}),
        miss: wp("f_cupid_miss"),
      };
    if (x.role === "servant" && typeof x.mem.master !== "number") {
      const aim = aimOf(wp("f_b_master"), "dm", "认主 {n}", others);
      return {
        kind: "start",
        zh: wp("f_master", { cmd: typed("认主 5") }),
        replies: [],
        ...(aim ? { aim } : {}),
        ...(by ? { byMs: by } : {}),
        miss: wp("f_master_miss"),
      };
    }
    return null;
  }
  if (ph.kind === "forum_day") {
    const vote = x.mem.revealed !== true && !(String(seat) in ph.ballots);
    const short = !ph.spedUp && posts < FORUM_DAY_POSTS;
    if (!vote && !short) return null;
    const owed: Msg[] = [];
    const costs: Msg[] = [];
    if (vote) {
      owed.push(
        wp("f_owe_vote", {
          vote: typed("投票对象：12号"),
          abstain: typed("投票对象：弃权"),
          reason: typed("投票理由：……"),
        }),
      );
      costs.push(wp(ph.spedUp ? "f_miss_vote_sped" : "f_miss_vote"));
    }
    if (short) {
      owed.push(wp("f_owe_posts", { min: FORUM_DAY_POSTS, n: posts }));
      costs.push(wp("f_miss_posts", { min: FORUM_DAY_POSTS, n: posts }));
    }
    const reason = "投票理由：试玩快捷投票";
    const aim = vote ? aimOf(wp("f_b_vote"), "group", `投票对象：{n}号\n${reason}`, others) : undefined;
    return {
      kind: vote ? "vote" : "posts",
      where: "group",
      zh: wp("f_day", { owed: { msg: listOf(owed, "web_play.sep") } }),
      replies: vote ? [{ label: wp("f_b_abstain"), where: "group", text: `投票对象：弃权\n${reason}` }] : [],
      ...(aim ? { aim } : {}),
      byMs: ph.closeMs,
      miss: listOf(costs, "web_play.sep"),
    };
  }
  if (ph.kind !== "forum_night" || skillsLost(x)) return null;
  const living = s.seats.filter((y) => y.alive).map((y) => y.seat);
  if (ph.stage === "acts") {
    const byMs = ph.closeMs + SETTLE_AFTER_CLOSE_MS;
    if (forumKnives(s).includes(seat) && !(String(seat) in ph.kill)) {
      const aim = aimOf(wp("f_b_knife"), "dm", "刀 {n}", living);
      return {
        kind: "knife",
        zh: wp("f_knife", { knife: typed("刀 12"), none: typed("空刀") }),
        replies: [{ label: wp("b_no_knife"), where: "dm", text: "空刀" }],
        ...(aim ? { aim } : {}),
        byMs,
        miss: wp("f_knife_miss"),
      };
    }
    const skill = liveSpec(s, x).night;
    const done = (ph.acts[String(seat)] ?? []).length > 0;
    const act = skill?.acts.find((a) => FORUM_VERB[a]);
    if (!skill || !act || done || !skill.active(s, x, ph.n)) return null;
    const v = FORUM_VERB[act];
    const knife = { settled: false, target: null };
    const verb = { msg: wp(v.verb) };
    const aim = aimOf(
      wp(v.verb),
      "dm",
      v.text,
      living.filter((n) => skill.validate(s, x, act, n, knife) === null),
    );
    return {
      kind: "night",
      zh: wp("f_night", { verb, example: typed(v.text.replace("{n}", "12")) }),
      replies: v.decline ? [{ label: wp(v.decline.label), where: "dm", text: v.decline.typed }] : [],
      ...(aim ? { aim } : {}),
      byMs,
      miss: wp("f_night_miss", { verb }),
    };
  }
  if (ph.stage === "witch") {
    const skill = liveSpec(s, x).night;
    if (!skill?.acts.includes("poison") || (ph.acts[String(seat)] ?? []).length > 0) return null;
    const antidote = x.mem.antidoteUsed !== true;
    const poison = x.mem.poisonUsed !== true;
    if (!antidote && !poison) return null;
    const replies: QuickReply[] = [{ label: wp("f_b_no_potion"), where: "dm", text: "不用" }];
    if (antidote)
      for (const k of [ph.killTarget, ph.kill2Target])
        if (typeof k === "number")
          replies.unshift({ label: wp("f_b_save", { seat: { seat: k } }), where: "dm", text: `救 ${k}` });
    const aim = poison
      ? aimOf(
          wp("f_b_poison"),
          "dm",
          "毒 {n}",
          living.filter((n) => n !== seat),
        )
      : undefined;
    return {
      kind: "witch",
      zh: wp("f_witch", { save: typed("救 12"), poison: typed("毒 12"), none: typed("不用") }),
      replies,
      ...(aim ? { aim } : {}),
      byMs: ph.closeMs + RESOLVE_AFTER_CLOSE_MS,
      miss: wp("f_witch_miss"),
    };
  }
  return null;
}
