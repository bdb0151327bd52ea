/**
 * 占星师 (seed 002 三方, camp `astrologer`; HK122, HK53, HK56, HK16, HK22, HK12):
 * - 占星 each night in block A (2): a list of one living character and one announced-out character
 *   (only the living one while nobody is announced out); told at C+35 their real cards (`star`,
 *   `{seat: role}`). A named living character out by the step is left out (HK22).
 * - 命运洪流 in 正午 from day 1 (HK16: no 竞选日), one list a day (HK151: one for a weekend's two
 *   dates): seats → card ids, his own seat excluded, announced-out seats allowed. All right →
 *   「命运洪流不可阻挡」 at once (notice `torrent`, stage `noon`), and each named living character not
 *   yet silenced by a 命运洪流 gets [沉默] until the next opening, told. Wrong → nothing is published.
 * - His win (HK53 (a), outcome `astrologer`): once the seats of his correct lists together cover
 *   every other seat (`mem.starsRight`, a bit per seat).
 *
 * Readings where the rulings are silent: once someone is announced out 占星 names both (002
 * 「一个任意角色和一个已出局任意角色」); a wrong list spends the day's list and tells him nothing; an
 * empty list or an unknown card is refused and spends nothing.
 */
import { checkActValue } from "../../act-values.ts";
import { grant } from "../../statuses.ts";
import type { GameState, Reject } from "../../types.ts";
import { nextOpeningSpelled } from "./common.ts";
import { isHkCardId } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

const announcedOut = (s: GameState, t: number) => s.seats[t - 1].announced && !s.seats[t - 1].alive;

/** HK122: the bit set of seats his correct 命运洪流 lists named (bit `seat`). */
function rightBits(s: GameState, seat: number): number {
  const v = s.seats[seat - 1].mem.starsRight;
  return typeof v === "number" ? v : 0;
}

/** HK122: whether his correct lists together cover every other seat (his own win). */
export function starsComplete(s: GameState, seat: number): boolean {
  const bits = rightBits(s, seat);
  return s.seats.every((x) => x.seat === seat || Math.floor(bits / 2 ** x.seat) % 2 === 1);
}

/** HK122: 占星's list, checked when sent: the first living, the second announced out, both once anyone is. */
function starFault(s: GameState, seat: number, target: unknown): Reject | null {
  const list = target as number[];
  const act = "star";
  if (announcedOut(s, list[0])) return { code: "hk.star_living", seat, act, target: list[0] };
  const anyOut = s.seats.some((x) => announcedOut(s, x.seat));
  if (list.length === 1) return anyOut ? { code: "hk.star_out", seat, act, target: null } : null;
  if (!anyOut) return { code: "hk.star_out", seat, act, target: list[1], none: true };
  return announcedOut(s, list[1]) ? null : { code: "hk.star_out", seat, act, target: list[1] };
}

/** HK122: 命运洪流's list, checked when sent. */
function torrentFault(s: GameState, seat: number, value: unknown): Reject | null {
  const act = "torrent";
  const day = s.phase.kind === "hk" ? s.phase.day : 0;
  if (s.seats[seat - 1].mem.torrentDay === day) return { code: "hk.torrent_today", seat, act };
  const bad = checkActValue(seat, act, value, s.seats.length);
  if (bad) return bad;
  const list = Object.entries((value ?? {}) as Record<string, unknown>);
  if (list.length === 0)
    return { code: "value.invalid", seat, act, at: "", want: { kind: "bySeat", of: { kind: "id" } } };
  for (const [k, id] of list) {
    if (Number(k) === seat) return { code: "hk.torrent_self", seat, act };
    if (typeof id !== "string" || !isHkCardId(id))
      return { code: "hk.torrent_card", seat, act, target: Number(k), value: id };
  }
  return null;
}

export const astrologer: HkCardSpec = {
  id: "astrologer",
  texts: {
    "zh-Hans": {
      rules:
        "占星师：三方阵营。每晚早夜可以占星：选一名存活角色和一名已出局角色（还没有人出局时只选存活的一名），早夜结束时得知两人的实际身份。每天正午可以提交一份命运洪流名单（座位和实际身份，不能写自己，可以写已出局的）：全部正确则立刻公示“命运洪流不可阻挡”，名单上存活且没被命运洪流沉默过的角色获得沉默，直到下一次开门。猜对过场上其他所有座位的身份即获胜。",
      acts: { star: "占星", torrent: "命运洪流" },
      aliases: { torrent: ["洪流"] },
      values: {
        torrent: {
          kind: "cards_by_seat",
          hint: " X号身份 X号身份……（每个座位写一个身份名）",
          example: "命运洪流 3号预言家 5号女巫",
          bad: "命运洪流请写座位号和身份，例如",
        },
      },
      told: {
        star: { text: "占星结果：{items}。", item: "{seat}是{role}" },
      },
    },
    en: {
      rules:
        'Astrologer: third-party camp. Each night, at early night, you may Stargaze: choose a living character and a character who is out (only a living one while nobody is out yet); when early night ends you learn both their actual cards. Each day at noon you may hand in a Torrent of Fate list (seats with their actual cards; not yourself; characters who are out allowed): if it is all correct, "The torrent of fate cannot be stopped" is announced at once, and every character on the list who is alive and has not been silenced by a Torrent of Fate before is silenced until the doors next open. You win once you have guessed right the card of every other seat.',
      acts: { star: "Stargaze", torrent: "Torrent of Fate" },
      aliases: { torrent: ["Torrent"] },
      values: {
        torrent: {
          kind: "cards_by_seat",
          hint: " #X card #X card… (one card name per seat)",
          example: "Torrent of Fate #3 Seer #5 Witch",
          bad: "Torrent of Fate takes seats, each with a card, for example",
        },
      },
      told: { star: { text: "Stargaze result: {items}.", item: "{seat} is the {role}" } },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "star",
      acts: { star: { window: "night_a", step: 2, target: "one_or_two" } },
      timing: { phase: "night", only: "calendar" },
    },
    {
      id: "torrent",
      acts: { torrent: { window: "noon", target: "none" } },
      timing: { phase: "day", only: "calendar" },
    },
  ],
  validate(s, seat, act, target, value) {
    if (act === "star") return starFault(s, seat, target);
    if (act === "torrent") return torrentFault(s, seat, value);
    return null;
  },
  settle(tx, a) {
    if (a.act === "star") {
      const list = a.target as number[];
      // HK22: a named living character out by the step takes nothing.
      const told = list.filter((t, i) => (i === 0 ? tx.s.seats[t - 1].alive : announcedOut(tx.s, t)));
      if (told.length === 0) return;
      tx.emit({
        type: "told",
        seat: a.seat,
        kind: "star",
        value: Object.fromEntries(told.map((t) => [String(t), tx.s.seats[t - 1].role])),
      });
      return;
    }
    const day = a.n;
    tx.emit({ type: "mem_set", seat: a.seat, key: "torrentDay", value: day });
    const list = Object.entries((a.value ?? {}) as Record<string, string>).map(([k, id]) => [Number(k), id] as const);
    if (!list.every(([t, id]) => tx.s.seats[t - 1].role === id)) return;
    tx.emit({ type: "public_notice", kind: "torrent", stage: "noon" });
    let bits = rightBits(tx.s, a.seat);
    for (const [t] of list) if (Math.floor(bits / 2 ** t) % 2 === 0) bits += 2 ** t;
    tx.emit({ type: "mem_set", seat: a.seat, key: "starsRight", value: bits });
    const until = nextOpeningSpelled(tx.s, day + 1);
    for (const [t] of list) {
      const x = tx.s.seats[t - 1];
      // 「以此法获得的[沉默]状态整局游戏只生效一次」: once per character.
      if (!x.alive || x.mem.torrentSilenced === true) continue;
      tx.emit({ type: "mem_set", seat: t, key: "torrentSilenced", value: true });
      grant(tx, t, { id: "silenced", source: a.seat, untilLabel: `D${day + 1}`, untilStage: "opening" });
      tx.emit({ type: "told", seat: t, kind: "status", value: { id: "silenced", until } });
    }
  },
  directWin: (s, holder) => starsComplete(s, holder),
};
