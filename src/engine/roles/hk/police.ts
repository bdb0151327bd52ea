/**
 * 警察 (seed 002 验人系; HK3, HK91, HK142, HK20, HK45, HK12, HK13, HK132):
 * - 警队 [强制][常驻]: the living 警察 of one camp (HK48: the seat's current camp) are a team — a
 *   private group (the app's, HK132) — sharing 刑侦 (`policeTeam`).
 * - 刑侦 [深夜][团队][指定]: one a night for the team (HK20), block B (14), on a living character: any
 *   living member may send it until C+50, and the last one sent by any member replaces the team's
 *   earlier ones that night (HK142: HK13 applied to the team as one user), so one settles, its user
 *   being its sender. Its result — the target's 表面阵营, 表面身份 and 表面带刀 (HK45: holding 杀人 now,
 *   HK24) — is told at C+50 to every member living then (`investigate`, `{camp, role, knife}`).
 * The deal (HK3: one 强神 and one 弱神 dealt as 警察 too) is `families/forum-hk/deal.ts`'s.
 *
 * Readings where the rulings are silent: a request whose sender goes out before C+50 still replaces
 * the team's earlier ones and does nothing (the team is one user, HK13); two requests accepted in the
 * same millisecond are ordered by seat (the higher seat's counts).
 */
import type { GameState } from "../../types.ts";
import { apparentCamp, apparentRole } from "./apparent.ts";
import { campOfSeat } from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK91: the 警队 of `seat` — the living 警察 of his camp, ascending (himself included while he lives). */
export function policeTeam(s: GameState, seat: number): number[] {
  const camp = campOfSeat(s, seat);
  return s.seats
    .filter((x) => x.alive && (x.role as string) === "police" && campOfSeat(s, x.seat) === camp)
    .map((x) => x.seat);
}

/** The time of `seat`'s last 刑侦 of the running night, or null. */
function lastSentMs(s: GameState, seat: number): number | null {
  const ph = s.phase;
  if (ph.kind !== "hk") return null;
  const mine = (ph.acts[String(seat)] ?? []).filter((a) => a.act === "investigate");
  return mine.length ? (mine[mine.length - 1].atMs ?? 0) : null;
}

/**
 * HK142: whether a teammate sent 刑侦 after `seat`'s last one tonight (his is then replaced) — a
 * teammate out since included: the team is one user (HK13), its last request counts or does nothing.
 */
function replaced(s: GameState, seat: number): boolean {
  const mine = lastSentMs(s, seat);
  if (mine === null) return false;
  const camp = campOfSeat(s, seat);
  const members = s.seats.filter((x) => (x.role as string) === "police" && campOfSeat(s, x.seat) === camp);
  return members.some(({ seat: k }) => {
    const theirs = k === seat ? null : lastSentMs(s, k);
    return theirs !== null && (theirs > mine || (theirs === mine && k > seat));
  });
}

/**
 * HK24, HK45: 表面带刀 — holding 杀人 now: a [群内] card's tag not lost, or 杀人 taken over (as
 * `families/forum-hk/knife.ts` holds reads it); a stage-2 disguise would set it.
 */
function apparentKnife(s: GameState, seat: number): boolean {
  const ch = s.hk?.skills?.[String(seat)];
  const dealtPack = hkCard(s.seats[seat - 1].role)?.tag === "pack";
  return (
    (dealtPack && !ch?.lost.includes("pack")) ||
    ch?.gained.includes("pack") === true ||
    ch?.gained.includes("kill") === true
  );
}

export const police: HkCardSpec = {
  id: "police",
  texts: {
    "zh-Hans": {
      rules:
        "警察：同阵营的警察组成警队，共用一个群。警队每晚可以刑侦一次（任何一名存活的队员在深夜截止前发出，以最后一次为准）：深夜结束时全队得知目标的表面阵营、表面身份和是否带刀。",
      acts: { investigate: "刑侦" },
      aliases: { investigate: ["侦查"] },
      told: {
        investigate: {
          text: {
            knife: "刑侦结果：{about}的阵营是{camp}，身份是{role}，带刀。",
            no_knife: "刑侦结果：{about}的阵营是{camp}，身份是{role}，不带刀。",
          },
        },
      },
    },
    en: {
      rules:
        "Police Officer: the police officers of one camp form a police team and share a group. Each night the team may Investigate once (any living member sends it before the deep-night deadline; the last one counts): when deep night ends, the whole team learns the target's apparent camp, apparent card and whether they hold a knife.",
      acts: { investigate: "Investigate" },
      aliases: { investigate: ["Probe"] },
      told: {
        investigate: {
          text: {
            knife: "Investigate result: {about} is in the {camp}, their card is {role}, and they hold a knife.",
            no_knife: "Investigate result: {about} is in the {camp}, their card is {role}, and they hold no knife.",
          },
        },
      },
    },
  },
  toldVariant: { investigate: (v) => ((v as { knife?: boolean } | null)?.knife ? "knife" : "no_knife") },
  scripted: "silent",
  skills: [
    { id: "team", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["forced", "passive"] },
    {
      id: "investigate",
      acts: { investigate: { window: "night_b", step: 14, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  team: (s, holder) => policeTeam(s, holder),
  voids(s, holder, q) {
    return q.act === "investigate" && q.seat === holder && replaced(s, holder);
  },
  settle(tx, a) {
    const t = a.target as number;
    const value = { camp: apparentCamp(tx.s, t), role: apparentRole(tx.s, t), knife: apparentKnife(tx.s, t) };
    for (const k of policeTeam(tx.s, a.seat)) tx.emit({ type: "told", seat: k, kind: "investigate", value, about: t });
  },
};
