/**
 * 范海辛 (seed 002 强神; HK102, HK12, HK72): 寻踪 (step (2), not <指定>, answered at once — HK12's
 * exception) while he tracks nobody or the tracked card has no living holder: he names one wolf-pool
 * card id and is told at once whether a holder lives (`track` `{role, alive}`; an undealt card: not
 * alive); after 没有存活 he may ask again at once. 追猎 every night in block B (15): when the settlement
 * target's real card is the card last answered 存活, 穿透 at ⑧ (cause `chase`) and 「追猎成功」 told at
 * C+70 (`chase` true); otherwise nothing is told.
 */

import type { GameState } from "../../types.ts";
import { HK_CARDS, hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ⑧. */
export const SLOT_CHASE = 8;

/** The card `seat` tracks (the last one answered 存活), or null; memory holds its index in `HK_CARDS`. */
function tracked(s: GameState, seat: number): string | null {
  const t = s.seats[seat - 1].mem.tracked;
  return typeof t === "number" ? (HK_CARDS[t]?.id ?? null) : null;
}

/** Whether a living character's real card is `role` (HK45: the card as dealt). */
function holderLives(s: GameState, role: string): boolean {
  return s.seats.some((x) => x.alive && (x.role as string) === role);
}

/** The memory key of night n's 追猎成功. */
const chasedKey = (n: number) => `chased_N${n}`;

export const vanHelsing: HkCardSpec = {
  id: "van_helsing",
  texts: {
    "zh-Hans": {
      rules:
        "范海辛：寻踪——没有追踪对象（或追踪的身份已无人存活）时，询问一个狼人阵营身份，立即得知是否有该身份存活；追猎——每晚选择一名角色，若其实际身份正是追踪的身份，对其造成穿透伤害，并在夜晚结算后得知追猎成功。",
      acts: { track: "寻踪", chase: "追猎" },
      values: { track: { hint: " 身份名", example: "寻踪 狼王", bad: "寻踪要写一个狼人阵营的身份名" } },
      told: {
        track: {
          text: { alive: "寻踪结果：{role}有人存活。", dead: "寻踪结果：{role}没有存活，你可以马上再寻踪一次。" },
        },
        chase: { text: "追猎成功。" },
      },
    },
    en: {
      rules:
        "Van Helsing: Track — while you are tracking nothing (or nobody holding the tracked card is alive), name a werewolf card and learn at once whether someone holding it is alive. Pursuit — each night, choose a character: if their actual card is the tracked one, they take piercing damage, and after the night resolves you learn that the pursuit succeeded.",
      acts: { track: "Track", chase: "Pursuit" },
      values: {
        track: { hint: " <card name>", example: "Track Wolf King", bad: "Track needs the name of a werewolf card." },
      },
      told: {
        track: {
          text: {
            alive: "Track result: someone holding {role} is alive.",
            dead: "Track result: nobody holding {role} is alive; you may Track again right away.",
          },
        },
        chase: { text: "Pursuit succeeded." },
      },
    },
  },
  toldVariant: { track: (v) => ((v as { alive?: unknown } | null)?.alive === true ? "alive" : "dead") },
  scripted: "silent",
  skills: [
    {
      id: "track",
      acts: { track: { window: "night_a", step: 2, target: "none", atOnce: true } },
      timing: { phase: "night", only: "calendar" },
    },
    {
      id: "chase",
      acts: { chase: { window: "night_b", step: 15.5, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, _target, value) {
    if (act !== "track") return null;
    if (typeof value !== "string" || hkCard(value)?.pool !== "狼人")
      return { code: "hk.not_wolf_card", seat, act, value };
    const t = tracked(s, seat);
    if (t !== null && holderLives(s, t)) return { code: "hk.tracking", seat, act, role: t };
    return null;
  },
  settle(tx, a) {
    if (a.act === "track") {
      const role = String(a.value);
      const alive = holderLives(tx.s, role);
      const index = HK_CARDS.findIndex((c) => c.id === role);
      if (alive) tx.emit({ type: "mem_set", seat: a.seat, key: "tracked", value: index });
      tx.emit({ type: "told", seat: a.seat, kind: "track", value: { role, alive } });
      return;
    }
    const t = a.target as number;
    const role = tracked(tx.s, a.seat);
    if (role === null || (tx.s.seats[t - 1].role as string) !== role) return;
    tx.emit({ type: "mem_set", seat: a.seat, key: chasedKey(a.n), value: true });
    return [{ kind: "chase", target: t, source: a.seat, cause: "chase", damage: "pierce", slot: SLOT_CHASE }];
  },
  atResolution(tx, holder, n) {
    if (tx.s.seats[holder - 1].mem[chasedKey(n)] === true)
      tx.emit({ type: "told", seat: holder, kind: "chase", value: true });
  },
};
