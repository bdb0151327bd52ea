/**
 * 小女孩 (seed 002 弱神; HK117, HK9, HK12, HK13): 窥视 each night in block C (18), `value` a clock time
 * of this night (`"N2 21:40"`) from nightfall up to the moment she sends it; told at C+60 (`peek`) how
 * many distinct characters had an accepted act tonight strictly before that time — the wolves' 杀人
 * proposals included, acts sent again counted once per character, refused acts not at all.
 *
 * Readings where the rulings are silent: her own act counts like anyone's (an earlier 窥视 of hers
 * tonight, before the time, counts her); an act later made void by a status (HK13) still was accepted
 * and counts; the acts of phase S or of a day do not (「该时间点之前」 of 「游戏日夜晚」: tonight only).
 */
import { calOfState, deadlineOf, stepTimeMs } from "../../calendar-hk.ts";
import type { GameState } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/**
 * The instant `value` names, when it is a time of tonight up to `nowMs` (HK117), else null: a label
 * and a time (`"N2 21:40"`, scenario-format.md) or, as players type it, a time alone (`"21:40"`, read
 * as tonight's: the night's label, `N<n> 21:40`).
 */
function peekMs(s: GameState, value: unknown, nowMs: number): number | null {
  const cal = calOfState(s);
  const ph = s.phase;
  if (!cal || ph.kind !== "hk" || ph.stage !== "night" || typeof value !== "string") return null;
  const t = stepTimeMs(cal, /^\d{2}:\d{2}$/.test(value.trim()) ? `${s.label} ${value.trim()}` : value);
  if (!("ms" in t)) return null;
  return t.ms >= deadlineOf(cal, ph.day, "nightfall") && t.ms <= nowMs ? t.ms : null;
}

export const littleGirl: HkCardSpec = {
  id: "little_girl",
  texts: {
    "zh-Hans": {
      rules:
        "小女孩：每晚可以在凌晨截止前窥视一个当晚的时间点（不晚于发动时），并在凌晨结束时得知当晚在该时间点之前共有几名角色发动过技能（包括狼人的刀口）。",
      acts: { peek: "窥视" },
      values: {
        peek: { kind: "time", hint: " 时间", example: "窥视 21:40", bad: "窥视要写今晚的一个时间点" },
      },
      told: { peek: { text: "窥视结果：在你指定的时间点之前，今晚共有{count}名角色发动过技能。" } },
    },
    en: {
      rules:
        "Little Girl: each night, before the small-hours deadline, you may Peek at a time of that night (no later than when you send it); when the small hours end, you learn how many characters had used skills that night before that time (the werewolves' kill included).",
      acts: { peek: "Peek" },
      values: {
        peek: {
          kind: "time",
          hint: " time",
          example: "Peek 21:40",
          bad: "Peek takes a time of tonight",
        },
      },
      told: {
        peek: {
          text: "Peek result: characters who had used skills tonight before the time you chose: {count}.",
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "peek",
      acts: { peek: { window: "night_c", step: 18.3, target: "none" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, _target, value, nowMs) {
    if (act === "peek" && peekMs(s, value, nowMs ?? 0) === null) return { code: "hk.peek_time", seat, act, value };
    return null;
  },
  settle(tx, a) {
    const ph = tx.s.phase;
    if (ph.kind !== "hk") return;
    // The time was checked against her act when sent (HK13: the last one counts).
    const mine = (ph.acts[String(a.seat)] ?? []).filter((x) => x.act === "peek");
    const sentAt = mine[mine.length - 1]?.atMs ?? tx.nowMs;
    const t = peekMs(tx.s, a.value, sentAt);
    if (t === null) return;
    const acted = Object.entries(ph.acts).filter(([, list]) => list.some((x) => x.atMs !== undefined && x.atMs < t));
    tx.emit({ type: "told", seat: a.seat, kind: "peek", value: acted.length });
  },
};
