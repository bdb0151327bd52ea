/**
 * What a seat at a forum-hk playground table owes before the next deadline (seed 002; issue 27 item
 * 5: a newcomer plays a forum game in minutes): today's ballot (HK59) and what skipping it costs
 * (HK63's automatic yellow), 开局's skills (HK131), tonight's skills of the seat's card and the
 * group kill (HK9, HK70), a death window's shot or revenge (HK138) — each with its deadline (`byMs`,
 * the deadline the jump would pass) and seat buttons for the seats the engine would accept now; when
 * nothing is owed, a skill usable at any time (the `any` window, 玫瑰 HK113) is offered, owing nothing. What
 * is offered is what `decide` accepts (a dry run per seat), so a silenced seat, a spent use or a
 * wrong target is never proposed. Pure.
 */

import { decide } from "../engine/engine.ts";
import { HK_ACTS } from "../engine/families/forum-hk/acts.ts";
import { sunRound2 } from "../engine/families/forum-hk/day.ts";
import { hkCardSpec } from "../engine/roles/index.ts";
import type { GameState, Target, TimerKind } from "../engine/types.ts";
import { hkActMsg, hkActName } from "../voice/families/forum-hk/texts.ts";
import { type Due, type DueKind, typed, wp } from "./play-due.ts";

/** The windows (`HkActDecl.window`) open in each stage, with the timer that ends them. */
const OPEN: Record<string, { window: string; ends: TimerKind }[]> = {
  start: [{ window: "start", ends: "hk_close" }],
  night: [
    { window: "night_a", ends: "hk_block_a" },
    { window: "night_b", ends: "hk_block_b" },
    { window: "night_c", ends: "hk_block_c" },
  ],
  noon: [{ window: "noon", ends: "hk_close" }],
  dusk: [{ window: "window", ends: "hk_dusk_window" }],
  dawn: [{ window: "window", ends: "hk_dawn_window" }],
};

/** Whether the engine would take `act` with `target` from `seat` now (a dry run; nothing is kept). */
function takes(s: GameState, seat: number, act: string, target: Target): boolean {
  return decide(s, { type: "act", seat, act, target }, { nowMs: s.nowMs }).ok;
}

/** The due time of the running timer of `kind`, if any. */
const dueAt = (s: GameState, kind: TimerKind) => s.timers.find((t) => t.kind === kind)?.dueMs;

/**
 * What seat `seat` of a forum-hk game owes now (see the module comment), or null. A ballot comes
 * first, then the group kill, then the card's own skills.
 */
export function hkDueOf(s: GameState, seat: number): Due | null {
  const ph = s.phase;
  const x = s.seats[seat - 1];
  if (ph.kind !== "hk" || !x) return null;
  const all = s.seats.map((y) => y.seat);
  const sent = new Set((ph.acts[String(seat)] ?? []).map((a) => a.act));
  // HK149: on 太阳's day round 2 has its own ballots, round 1 ends at its 15:00 count.
  const round2 = sunRound2(s);
  const mine = (ph.ballots ?? []).filter((b) => b.seat === seat && (!round2 || b.round === 2));
  if (ph.stage === "noon" && x.alive && mine.length === 0) {
    const seats = all.filter((n) => takes(s, seat, "vote", n));
    if (seats.length > 0) {
      const byMs = dueAt(s, "hk_round_end") ?? dueAt(s, "hk_close");
      return {
        kind: "vote",
        where: "group",
        zh: wp("hk_vote", { vote: typed("投票 12号"), abstain: typed("弃权") }),
        replies: [{ label: wp("hk_b_abstain"), where: "group", text: "弃权" }],
        aim: { label: hkActMsg("vote"), where: "group", text: "投票 {n}号", seats },
        ...(byMs !== undefined ? { byMs } : {}),
        miss: wp("hk_vote_miss"),
      };
    }
  }
  const open = OPEN[ph.stage] ?? [];
  // HK70: the group kill, typed in the wolves' group (none on night 1, HK69: the engine refuses it).
  const night = open.find((o) => o.window === "night_b");
  if (night && !sent.has("kill")) {
    const seats = all.filter((n) => takes(s, seat, "kill", n));
    if (seats.length > 0) {
      const byMs = dueAt(s, night.ends);
      return {
        kind: "knife",
        where: "wolves",
        zh: wp("hk_knife", { kill: typed("杀人 12号"), none: typed("空刀") }),
        replies: [{ label: wp("b_no_knife"), where: "wolves", text: "空刀" }],
        aim: { label: hkActMsg("kill"), where: "wolves", text: "杀人 {n}号", seats },
        ...(byMs !== undefined ? { byMs } : {}),
        miss: wp("hk_knife_miss"),
      };
    }
  }
  const acts = (hkCardSpec(x.role)?.skills ?? []).flatMap((k) => Object.keys(k.acts));
  for (const act of acts) {
    if (HK_ACTS[act]?.window === "any") continue; // offered last: nothing is owed
    const row = HK_ACTS[act];
    const slot = row ? open.find((o) => o.window === row.window) : undefined;
    if (!row || !slot || sent.has(act)) continue;
    const name = hkActName(act);
    const said = { msg: hkActMsg(act) };
    const kind: DueKind = ph.stage === "start" ? "start" : row.window === "window" ? "window" : "night";
    const byMs = dueAt(s, slot.ends);
    const when = byMs !== undefined ? { byMs } : {};
    if (
      row.target === "none" ||
      row.target === "seats" ||
      row.target === "living_seats" ||
      row.target === "pair" ||
      row.target === "one_or_two"
    ) {
      // A list of seats (指定异端, 太阳's 指定发言), two seats (交换, 丘比特之箭) or no seat: the card's help says
      // how; the engine checks it when sent.
      if (row.target === "none" && !takes(s, seat, act, null)) continue;
      if (row.target === "living_seats" && !takes(s, seat, act, [])) continue;
      return {
        kind,
        where: "dm",
        zh: wp("hk_skill", {
          name: said,
          typed: typed(row.target === "none" ? name : `${name} 3号、5号……`),
          help: typed("帮助"),
        }),
        replies: row.target === "none" ? [{ label: hkActMsg(act), where: "dm", text: name }] : [],
        ...when,
        miss: wp("hk_skill_miss", { name: said }),
      };
    }
    const seats = all.filter((n) => takes(s, seat, act, n));
    if (seats.length === 0) continue;
    return {
      kind,
      where: "dm",
      zh: wp("hk_skill", { name: said, typed: typed(`${name} 12号`), help: typed("帮助") }),
      replies: takes(s, seat, act, null) ? [{ label: wp("b_decline"), where: "dm", text: `${name} 不发动` }] : [],
      aim: { label: hkActMsg(act), where: "dm", text: `${name} {n}号`, seats },
      ...when,
      miss: wp("hk_skill_miss", { name: said }),
    };
  }
  return anytimeOf(s, seat, acts);
}

/** HK113: a skill of the `any` window the engine takes now (玫瑰), offered with no deadline; else null. */
function anytimeOf(s: GameState, seat: number, acts: readonly string[]): Due | null {
  for (const act of acts) {
    if (HK_ACTS[act]?.window !== "any") continue;
    const seats = s.seats.map((y) => y.seat).filter((n) => takes(s, seat, act, n));
    if (seats.length === 0) continue;
    const name = hkActName(act);
    return {
      kind: "night",
      anytime: true,
      where: "dm",
      zh: wp("hk_anytime", { name: { msg: hkActMsg(act) }, typed: typed(`${name} 12号`), help: typed("帮助") }),
      replies: [],
      aim: { label: hkActMsg(act), where: "dm", text: `${name} {n}号`, seats },
    };
  }
  return null;
}
