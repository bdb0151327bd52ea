/**
 * 钟 (seed 002 强神; HK100, HK144–HK148): 时光倒流 ([晨曦][黄昏][翻牌], once) — triggered by his own out
 * (not a red card) or by a pending win (HK54), usable in the first 晨曦 (2) or 黄昏 (2) window after
 * the trigger (the window he went out in, when his out falls in one). 晨曦: `rewind` with no target —
 * the state returns to the last nightfall and that night is played again an hour later (HK146);
 * 黄昏: `rewind` naming a living character — the state returns to the close before the count and the
 * named character goes out by top-vote exile (HK147). The flow does the rewind
 * (`families/forum-hk/rewind.ts`); this card checks its own use, window and target, and after the
 * rewind spends the use, flips (published with the dusk lists, or at the next opening), holds [自由]
 * until the next opening and publishes 「时光回溯」 at once (HK148).
 *
 * Readings where the rulings are silent: a clock whose out falls after a window's deadline (a 黄昏 (4)
 * act, C+10 → C+20) has the next 晨曦 window; a gained 时光倒流 (HK25) is spent by its instance's use.
 */
import { calOfState, deadlineOf } from "../../calendar-hk.ts";
import { grant } from "../../statuses.ts";
import type { GameState, Reject, Target } from "../../types.ts";
import { flipAt, flipIfDue } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** The act of 时光倒流. */
export const REWIND = "rewind";
/** HK148: the holder's memory: his card's 时光倒流 used. */
const REWIND_USED = "rewindUsed";
/** HK148: the holder's memory: the death window (`openDeathWindow`'s key) his out gave him. */
export const REWIND_WINDOW = "rewindWindow";

/** HK148: whether `seat` holds a 时光倒流 not used yet (his card's own, or a gained one with its use, HK25). */
export function holdsUnusedRewind(s: GameState, seat: number): boolean {
  const x = s.seats[seat - 1];
  if ((x.role as string) === "clock" && x.mem[REWIND_USED] !== true) return true;
  return (s.hk?.gained?.[String(seat)] ?? []).some((g) => g.skill === REWIND && g.uses !== 0);
}

/**
 * HK138, HK148: the death window open at `nowMs` — `D<n>:dawn` (晨曦 (2)) or `D<n>:dusk` (黄昏 (2)) — or
 * null. The rest of a 晨曦 window after a rewind is none (HK146: no act is taken there).
 */
export function openDeathWindow(s: GameState, nowMs: number): string | null {
  const ph = s.phase.kind === "hk" ? s.phase : null;
  const cal = calOfState(s);
  if (!ph || !cal || ph.held) return null;
  if (ph.stage === "dawn" && nowMs < deadlineOf(cal, ph.day, "dawnWindow")) return `D${ph.day + 1}:dawn`;
  if (ph.stage === "dusk" && ph.day >= 1 && nowMs < deadlineOf(cal, ph.day, "duskWindow")) return `D${ph.day}:dusk`;
  return null;
}

/** HK148 (as HK138): the window open at `nowMs`, else the first one after it (a night's and a 晨曦's `day` is the day before). */
function windowFrom(s: GameState, nowMs: number): string | null {
  const open = openDeathWindow(s, nowMs);
  const ph = s.phase.kind === "hk" ? s.phase : null;
  if (open || !ph) return open;
  switch (ph.stage) {
    case "start":
      return "D1:dawn";
    case "night":
      return `D${ph.day + 1}:dawn`;
    case "dawn":
      return `D${ph.day + 1}:dusk`;
    case "noon":
      return `D${ph.day}:dusk`;
    case "dusk":
      return `D${ph.day + 1}:dawn`;
  }
}

/** HK148: the card's own refusals of a `rewind` (the flow checks the rewind point and a living user's pending win). */
function rewindFault(s: GameState, seat: number, target: Target, nowMs: number): Reject | null {
  const x = s.seats[seat - 1];
  if (!holdsUnusedRewind(s, seat)) return { code: "hk.used", seat, act: REWIND };
  // HK62, HK23: a red card takes every skill away, 时光倒流 included (given before or after his out).
  if ((s.hk?.cards?.[String(seat)] ?? []).includes("red")) return { code: "hk.rewind_red_card", seat, act: REWIND };
  const w = openDeathWindow(s, nowMs);
  if (!w) return { code: "hk.window", seat, act: REWIND };
  if (!x.alive && x.mem[REWIND_WINDOW] !== w) return { code: "hk.rewind_not_now", seat, act: REWIND };
  if (w.endsWith(":dawn") && target !== null) return { code: "hk.rewind_dawn_target", seat, act: REWIND };
  if (w.endsWith(":dusk") && target === null) return { code: "hk.rewind_dusk_target", seat, act: REWIND };
  // HK148: 黄昏 names a living character — one out but not yet published is not (HK147: he could not be exiled).
  if (w.endsWith(":dusk") && typeof target === "number" && s.seats[target - 1]?.alive === false)
    return { code: "target.dead", seat, target };
  return null;
}

export const clock: HkCardSpec = {
  id: "clock",
  texts: {
    "zh-Hans": {
      rules:
        "钟：村民阵营。时光倒流（翻牌，限一次）——你出局后（红牌罚下除外），或者有阵营即将获胜时，在之后第一个晨曦或黄昏死亡时段内可以发动：晨曦发动不写座位号，游戏回到上一个夜晚开始前，这一夜推迟一小时重新进行，大家重新提交夜晚技能；黄昏发动要写一名存活角色，游戏回到投票结算之前，该角色代替原来的最高票被放逐。白天技能造成的影响不会被回溯，发生过的事大家仍然记得，判罚也不会撤销。发动后你翻牌，并且直到下一个白天开门前处于自由状态。",
      acts: { rewind: "时光倒流" },
      aliases: { rewind: ["回溯", "倒流"] },
    },
    en: {
      rules:
        "Clock: village camp. Rewind (flip your card, once) — after you are out (except by a red card), or when a camp is about to win, you may use it in the first dawn or dusk death window that follows: at dawn, with no seat, the game goes back to before the last night began, and that night is played again an hour later, everyone sending their night skills anew; at dusk, naming a living character, the game goes back to before the vote's count, and that character is exiled instead of the top-voted one. What day skills did is not undone, everyone still remembers what happened, and the directors' penalties stand. Once you use it your card is flipped, and you are free until the doors open the next day.",
      acts: { rewind: "Rewind" },
      aliases: { rewind: ["Turn Back Time", "Turn Back"] },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "rewind",
      acts: { rewind: { window: "window", target: "living_or_null", byOut: true, pointed: false, bareIsNull: true } },
      timing: { phase: "death", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act, target, _value, nowMs) {
    if (act !== REWIND) return null;
    return rewindFault(s, seat, target, nowMs ?? s.nowMs);
  },
  /**
   * HK148, after the flow's rewind: the use is spent, he flips (with the dusk lists at 黄昏, at the next
   * opening at 晨曦), holds [自由] until the next opening, and 「时光回溯」 is published at once.
   */
  settle(tx, a) {
    if (a.act !== REWIND) return;
    const ph = tx.s.phase.kind === "hk" ? tx.s.phase : null;
    if (!ph) return;
    if (a.via) tx.emit({ type: "hk_dropped", seat: a.seat, key: a.via.key, uses: 0 });
    else tx.emit({ type: "mem_set", seat: a.seat, key: REWIND_USED, value: true });
    tx.emit({ type: "public_notice", kind: "rewind", stage: "window" });
    const x = tx.s.seats[a.seat - 1];
    if (x.mem.flipped !== true) {
      tx.emit({ type: "mem_set", seat: a.seat, key: "flipped", value: true });
      flipAt(tx, a.seat, ph.stage);
    }
    // The next opening is day ph.day + 1 from both windows (a 晨曦's `day` is the day before, a 黄昏's its own).
    grant(tx, a.seat, { id: "freedom", source: a.seat, untilLabel: `D${ph.day + 1}`, untilStage: "opening" });
  },
  /** HK100, HK62, HK148: his out (not a red card) gives him the window it falls in, or the first after it. */
  onOut(tx, holder, out) {
    if (out.seat !== holder || out.carded || out.damage === "red_card" || !holdsUnusedRewind(tx.s, holder)) return;
    const w = windowFrom(tx.s, tx.nowMs);
    if (w) tx.emit({ type: "mem_set", seat: holder, key: REWIND_WINDOW, value: w });
  },
  atDuskEnd(tx, holder) {
    flipIfDue(tx, holder, "dusk");
  },
  atOpening(tx, holder) {
    flipIfDue(tx, holder, "opening");
  },
};
