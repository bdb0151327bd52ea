/**
 * 太阳 (seed 002 弱神; HK108, HK149, HK150, HK65, HK62, HK41, HK151): 日 [强制][翻牌][常驻].
 *
 * - [不死] one grant per daytime while he lives (HK150): at C₀ for S's first 黄昏 (to C₀+20), and for
 *   each day n at the start of 晨曦 n, right after night n's resolution (C+70), to the end of 黄昏 n
 *   (C+20 of that day's close). None at night nor at the resolution: that is where he can go out.
 * - On his out (not by a red card, HK62) 日 triggers: his flip is published as HK65 says (at once in
 *   正午, with the dusk lists in 黄昏, else at the next opening) and 「日不落」 at the next opening; that
 *   day is his (`hk_sun_day`): one date whatever the weekday (HK151), two 正午 rounds (the flow:
 *   `families/forum-hk/day.ts` countRound1 / countAtClose; round 1's count at 15:00, nobody out).
 * - `speakers` (HK149): the out sun, once, 15:00–20:00 of his day, names at most ⌊living/2⌋ distinct
 *   living characters, counted when he sends it; published at once (`speakers`, stage `noon`). They are
 *   the only ones who may post a ballot in round 2. Silence or an empty list names nobody.
 * - 「日结束的自杀」 (黄昏 (2)) has no source in the pools: nothing (HK108).
 *
 * HK41: under [遗忘] (纵火's 业炎) 日 is lost — no [不死] granted, no trigger at his out.
 *
 * Readings where the rulings are silent: a second out of an already-flipped sun triggers nothing more
 * (日 fires once, as 白猫's flip); a sun out on his own day (not possible while [不死] holds) would give
 * the next day; the list is refused before 15:00 (`hk.sun_round1`), from a living sun, on another day,
 * and a second time.
 */
import { calOfState, isSunDay, sunRoundEndOf } from "../../calendar-hk.ts";
import { blocksSkill, grant } from "../../statuses.ts";
import type { GameState, Reject, Target } from "../../types.ts";
import { flipAt, flipIfDue } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** HK41: whether 日 (a <强制> skill) is his now — lost under [遗忘] (业炎), and its [不死] with it. */
function holdsDay(s: GameState, seat: number): boolean {
  return !blocksSkill(s.seats[seat - 1], { tags: ["forced"] });
}

/** HK149: ⌊living/2⌋ — the most characters the sun may name, counted now. */
export function maxSpeakers(s: GameState): number {
  return Math.floor(s.seats.filter((x) => x.alive).length / 2);
}

/** HK149: why the out sun's `speakers` is refused now, or null. */
function speakersFault(s: GameState, seat: number, target: Target, nowMs: number): Reject | null {
  const x = s.seats[seat - 1];
  const cal = calOfState(s);
  const ph = s.phase.kind === "hk" ? s.phase : null;
  if (x.alive) return { code: "hk.sun_living", seat, act: "speakers" };
  if (!cal || ph?.stage !== "noon" || x.mem.sunDay !== ph.day || !isSunDay(cal, ph.day))
    return { code: "hk.sun_not_today", seat, act: "speakers" };
  if (nowMs < sunRoundEndOf(cal, ph.day)) return { code: "hk.sun_round1", seat, act: "speakers" };
  if (s.hk?.speakers?.[String(ph.day)] !== undefined) return { code: "hk.sun_once", seat, act: "speakers" };
  const list = Array.isArray(target) ? target : [];
  const max = maxSpeakers(s);
  if (list.length > max) return { code: "hk.sun_too_many", seat, act: "speakers", max };
  return null;
}

export const sun: HkCardSpec = {
  id: "sun",
  texts: {
    "zh-Hans": {
      rules:
        "太阳：村民阵营。日（强制）——活着时每个白天（晨曦、正午、黄昏）拥有不死；出局时（红牌罚下除外）翻牌，下一个白天开门时公示“日不落”：当天正午分两轮，09:00–15:00 所有人投票（15:00 只公布最高票，不出局），15:00–21:00 只有你指定的角色可以发言和投票，关门时按第二轮放逐。15:00–20:00 你可以指定最多场上存活人数一半的角色。",
      acts: { speakers: "指定发言" },
      aliases: { speakers: ["日不落"] },
    },
    en: {
      rules:
        'Sun: village camp. Daylight (forced) — while alive you are undying every day (dawn, noon and dusk); when you go out (except by a red card), your card is flipped and "The sun never sets" is announced when the doors next open: that day\'s noon has two rounds — from 09:00 to 15:00 everyone votes (at 15:00 only the leader of the vote is announced; nobody goes out), and from 15:00 to 21:00 only the characters you named may speak and vote; the exile at the close follows the second round. From 15:00 to 20:00 you may name up to half of the living characters.',
      acts: { speakers: "Name Speakers" },
      aliases: { speakers: ["Sun Never Sets"] },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "day",
      acts: { speakers: { window: "noon", target: "living_seats", tags: ["forced"], byOut: true, pointed: false } },
      timing: { phase: "always", only: "calendar" },
      tags: ["forced"],
    },
  ],
  validate(s, seat, act, target, _value, nowMs) {
    if (act !== "speakers") return null;
    return speakersFault(s, seat, target, nowMs ?? s.nowMs);
  },
  /** HK149: the list is published at once, ascending; the named alone vote in round 2. */
  settle(tx, a) {
    const ph = tx.s.phase.kind === "hk" ? tx.s.phase : null;
    if (a.act !== "speakers" || !ph) return;
    const seats = (Array.isArray(a.target) ? [...a.target] : []).sort((x, y) => x - y);
    tx.emit({ type: "hk_speakers", n: ph.day, seats });
    tx.emit({ type: "public_notice", kind: "speakers", value: seats, stage: "noon" });
  },
  /** HK150: C₀ — [不死] for S's first 黄昏, to C₀+20. */
  atClose(tx, holder, n) {
    if (n === 0 && tx.s.seats[holder - 1].alive && holdsDay(tx.s, holder))
      grant(tx, holder, { id: "undying", source: holder, untilLabel: "D0", untilStage: "dusk_end" });
  },
  /** HK150: the start of 晨曦 n, right after night n's resolution — [不死] to the end of 黄昏 n. */
  atDawn(tx, holder, n) {
    if (tx.s.seats[holder - 1].alive && holdsDay(tx.s, holder))
      grant(tx, holder, { id: "undying", source: holder, untilLabel: `D${n}`, untilStage: "dusk_end" });
  },
  /** HK108, HK62, HK65: his out (not a red card) — flip, and 「日不落」 at the next opening. */
  onOut(tx, holder, out) {
    const x = tx.s.seats[holder - 1];
    const ph = tx.s.phase.kind === "hk" ? tx.s.phase : null;
    if (out.seat !== holder || out.carded || out.damage === "red_card" || x.mem.flipped === true || !ph) return;
    // HK41: 日 lost ([遗忘]) has no trigger.
    if (!holdsDay(tx.s, holder)) return;
    tx.emit({ type: "mem_set", seat: holder, key: "flipped", value: true });
    // The next opening is day ph.day + 1 from every stage (a night's and a 晨曦's `day` is the day before).
    tx.emit({ type: "mem_set", seat: holder, key: "sunDay", value: ph.day + 1 });
    flipAt(tx, holder, ph.stage);
  },
  atDuskEnd(tx, holder) {
    flipIfDue(tx, holder, "dusk");
  },
  /** HK108, HK149: the opening after his out — his flip (if it waited), 「日不落」, and his day. */
  atOpening(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    flipIfDue(tx, holder, "opening");
    if (x.mem.sunDay !== n) return;
    tx.emit({ type: "hk_sun_day", n });
    tx.emit({ type: "public_notice", kind: "sun_never_sets", stage: "opening" });
  },
};
