/**
 * forum-hk's posts in the thread (the match group; seed 002 公示/通知, 投票, 判罚制度; HK7–HK9, HK15,
 * HK57, HK60–HK66): the opening post with the calendar, one post per stage that opens something
 * (黄昏, 入夜, 正午), the publications at their stage (outs in out order, the dusk lists split
 * [投票出局] / [其他原因], the close's one notice, flips, 熊咆哮了, 被诽谤), the cards, the directors'
 * speed-up and proxies, and the end post. Never a count (HK57), a status, a night act or a living
 * seat's card before the end, unless 002 publishes it (a flip, HK65).
 */

import {
  closeOf,
  datesOf,
  deadlineOf,
  type HkCalendar,
  hkCalendarOf,
  isSunDay,
  isWeekendDay,
  noonEndOf,
  openingOf,
  replayNightfallOf,
} from "../../../engine/calendar-hk.ts";
import { cardBook } from "../../../engine/families/forum-hk/day.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { lines, type Msg, say } from "../../../vocab/msg.ts";
import { quotaReasonArg } from "../forum-25/quota-reason.ts";
import {
  calOf,
  campMsg,
  cardMsg,
  dateTimeMsg,
  dateWeekTimeMsg,
  GROUP,
  hhmm,
  joinMsg,
  labelMsg,
  type Message,
  wordMsg,
} from "./words.ts";

/** A card's colour in words (`red`: 红牌, red card); an unknown colour as 牌. */
const colourMsg = (c: unknown): Msg => (c === "red" || c === "yellow" || c === "blue" ? wordMsg(`colour.${c}`) : "牌");

/** The boards of forum-hk in words (002 头部, HK1): never the dealt cards, which would name living seats. */
const BOARD: Readonly<Record<string, Msg>> = {
  "forum-hk-core": say("hk_thread.board_core"),
  "forum-hk": say("hk_thread.board_draw"),
  custom: say("hk_thread.board_custom"),
};

/** Seats `list` as a phrase's argument, or 无 (none) for no seat. */
const seatsOrNone = (list: readonly number[]) => (list.length ? { seats: list } : { msg: say("common.none") });

/** The opening post (HK8, HK9, HK7): the board, the seats, 开局 until C₀ and the daily calendar. */
function openingPost(s: GameState, e: Extract<GameEvent, { type: "game_created" }>): Message[] {
  const cal = hkCalendarOf(e.setup);
  const head = say("hk_thread.head", { board: { msg: BOARD[e.setup.board] ?? e.setup.board }, n: s.seats.length });
  if (!cal) return [{ to: GROUP, text: head }];
  const t = (k: Parameters<typeof deadlineOf>[2]) => hhmm(s, deadlineOf(cal, 0, k));
  return [
    {
      to: GROUP,
      text: lines([
        head,
        say("hk_thread.sched"),
        say("hk_thread.sched_start", { close: { msg: dateTimeMsg(s, cal.close0Ms) }, nightfall: t("nightfall") }),
        say("hk_thread.sched_night", {
          nightfall: t("nightfall"),
          a: t("blockA"),
          b: t("blockB"),
          c: t("blockC"),
          res: t("resolution"),
        }),
        say("hk_thread.sched_dawn", { res: t("resolution"), window: t("dawnWindow") }),
        say("hk_thread.sched_noon"),
        say("hk_thread.sched_dusk"),
        isWeekendDay(cal, 1)
          ? say("hk_thread.day1_weekend", {
              open: { msg: dateWeekTimeMsg(s, openingOf(cal, 1)) },
              close: { msg: dateWeekTimeMsg(s, closeOf(cal, 1)) },
            })
          : say("hk_thread.day1", { open: { msg: dateTimeMsg(s, openingOf(cal, 1)) } }),
        say("hk_thread.sched_vote", {
          vote: { msg: "投票 12号" },
          vote2: { msg: "投票对象：12号" },
          pass: { msg: "投票 弃权" },
          change: { msg: "改票 5号" },
        }),
      ]),
    },
  ];
}

/** The post of a stage that opens something (HK7–HK9, HK15): 黄昏 from day 1, 入夜, 正午. */
function stagePost(s: GameState, e: Extract<GameEvent, { type: "phase_started" }>): Message[] {
  const ph = e.phase;
  const cal = calOf(s);
  if (ph.kind !== "hk" || !cal) return [];
  const t = (k: Parameters<typeof deadlineOf>[2]) => hhmm(s, deadlineOf(cal, ph.day, k));
  switch (ph.stage) {
    case "dusk":
      if (ph.day === 0) return [];
      return [
        {
          to: GROUP,
          text: say("hk_thread.dusk", {
            n: ph.day,
            close: t("close"),
            window: t("duskWindow"),
            nightfall: t("nightfall"),
          }),
        },
      ];
    case "night": {
      // [3] HK146: a night played again after a rewind falls at C+80.
      const replayed = cal.shifts?.[String(ph.day + 1)] !== undefined;
      return [
        {
          to: GROUP,
          text: say(replayed ? "hk_thread.night_again" : "hk_thread.night", {
            label: { msg: labelMsg(e.label) },
            at: replayed ? hhmm(s, replayNightfallOf(cal, ph.day)) : t("nightfall"),
            a: t("blockA"),
            b: t("blockB"),
            c: t("blockC"),
            res: t("resolution"),
          }),
        },
      ];
    }
    case "noon":
      return [{ to: GROUP, text: noonText(s, cal, ph.day) }];
    default:
      return [];
  }
}

/**
 * The 正午 post (HK7, HK59): ballots and day skills from now, changes and skills until an hour before
 * the close. A day on two dates (a weekend day, HK14, HK151) names its dates: ballots run through,
 * skills only 09:00–21:00 on Saturday and 09:00–20:00 on Sunday, and nothing happens at 21:00 Saturday.
 */
function noonText(s: GameState, cal: HkCalendar, n: number): Msg {
  if (isSunDay(cal, n)) return say("hk_thread.noon_sun", { n });
  if (datesOf(cal, n) === 1)
    return say("hk_thread.noon", { n, end: hhmm(s, noonEndOf(cal, n)), close: hhmm(s, closeOf(cal, n)) });
  return say("hk_thread.noon_weekend", {
    n,
    close: { msg: dateWeekTimeMsg(s, closeOf(cal, n)) },
    end: hhmm(s, noonEndOf(cal, n)),
    endDate: { msg: dateWeekTimeMsg(s, noonEndOf(cal, n)) },
  });
}

/** HK66: a publication of outs — 正午's at once, 黄昏's split lists at C+20, the opening's in out order. */
function outsPost(s: GameState, e: Extract<GameEvent, { type: "announced" }>): Message[] {
  const day = { msg: labelMsg(s.label) };
  if (e.stage === "noon") return [{ to: GROUP, text: say("hk_thread.outs_noon", { seats: { seats: e.deaths } }) }];
  if (e.stage === "dusk") {
    if (e.deaths.length === 0) return [{ to: GROUP, text: say("hk_thread.outs_dusk_none", { day }) }];
    const exiled = e.exiled ?? [];
    const other = e.deaths.filter((n) => !exiled.includes(n));
    return [
      {
        to: GROUP,
        text: say("hk_thread.outs_dusk", { day, exiled: seatsOrNone(exiled), other: seatsOrNone(other) }),
      },
    ];
  }
  return [
    {
      to: GROUP,
      text:
        e.deaths.length === 0
          ? say("hk_thread.outs_open_none", { day })
          : say("hk_thread.outs_open", { day, seats: { seats: e.deaths } }),
    },
  ];
}

/** The public notices (HK57, HK64, HK65, HK109, HK121, HK120, HK122): the close's one notice, never a count. */
function noticePost(s: GameState, e: Extract<GameEvent, { type: "public_notice" }>): Message[] {
  // HK149: on 太阳's day each count names its round; round 1 only announces.
  const label = labelMsg(s.label);
  const day = {
    msg:
      e.round === "exile"
        ? say("hk_thread.round1", { day: { msg: label } })
        : e.round === "exile_2"
          ? say("hk_thread.round2", { day: { msg: label } })
          : label,
  };
  const first = e.round === "exile";
  const seat = { seat: Number(e.seat) };
  const text: Record<string, () => Msg> = {
    top: () => say(first ? "hk_thread.top_first" : "hk_thread.top", { day, seat }),
    tie: () => say(first ? "hk_thread.tie_first" : "hk_thread.tie", { day }),
    no_top: () => say(first ? "hk_thread.no_top_first" : "hk_thread.no_top", { day }),
    peaceful_day: () => say("hk_thread.peaceful_day", { day }),
    sun_never_sets: () => say("hk_thread.sun_never_sets"),
    speakers: () => {
      const named = Array.isArray(e.value) ? (e.value as number[]) : [];
      return named.length > 0 ? say("hk_thread.speakers", { seats: { seats: named } }) : say("hk_thread.speakers_none");
    },
    vote_cancelled: () => say("hk_thread.vote_cancelled"),
    flip: () => say("hk_thread.flip", { seat, card: { msg: cardMsg(e.value) } }),
    roar: () => say("hk_thread.roar"),
    slandered: () => say("hk_thread.slandered", { seat }),
    torrent: () => say("hk_thread.torrent"),
    // HK148: names nobody; what follows is the flow's own posts (the night again, or the dusk lists).
    rewind: () => {
      if (!(s.phase.kind === "hk" && s.phase.held)) return say("hk_thread.rewind_day");
      const at = replayAt(s);
      return at ? say("hk_thread.rewind_night", { at }) : say("hk_thread.rewind_night_bare");
    },
  };
  // HK120: 摄魂's words are published as written (they may imitate a skill's notice), never who was chosen.
  if (e.kind === "soul") return typeof e.value === "string" && e.value ? [{ to: GROUP, text: e.value }] : [];
  const f = text[e.kind];
  return f ? [{ to: GROUP, text: f() }] : [];
}

/**
 * HK60–HK63 (002 判罚制度): a card. A director's card is posted with its reason by `judge_acted`;
 * here the automatic yellow at the close (no ballot), the upgrades (3 blue → yellow, 3 yellow → red)
 * and what a red does. Never the holder's camp.
 */
function cardPost(before: GameState, e: Extract<GameEvent, { type: "hk_card" }>, after: GameState): Message[] {
  const cal = calOf(after);
  const ph = before.phase;
  const auto = cal !== null && ph.kind === "hk" && ph.stage === "noon" && e.atMs >= closeOf(cal, ph.day);
  const seat = { seat: e.seat };
  const out: Msg[] = [];
  if (auto) out.push(say("hk_thread.no_ballot", { seat, colour: { msg: colourMsg(e.colours[0]) } }));
  for (const c of e.colours.slice(1))
    out.push(
      c === "red"
        ? say("hk_thread.up_red", { seat })
        : c === "yellow"
          ? say("hk_thread.up_yellow", { seat })
          : say("hk_thread.up_other", { seat, colour: { msg: colourMsg(c) } }),
    );
  if (e.colours[e.colours.length - 1] === "red")
    out.push(
      say(
        e.waits ? "hk_thread.red_waits" : before.seats[e.seat - 1]?.alive ? "hk_thread.red_out" : "hk_thread.red_dead",
        { seat },
      ),
    );
  return out.length ? [{ to: GROUP, text: lines(out) }] : [];
}

/** The end post (002 胜负判定): the winner, every seat's card and camp, and the cards given. */
function endPost(after: GameState, e: Extract<GameEvent, { type: "game_ended" }>): Message[] {
  const roles = after.seats.map((x) =>
    say(x.alive ? "hk_thread.end_role" : "hk_thread.end_role_out", {
      seat: { seat: x.seat },
      card: { msg: cardMsg(x.role) },
      camp: { msg: campMsg(after.hk?.camps[String(x.seat)] ?? "") },
    }),
  );
  const book = after.hk ? cardBook(after) : null;
  const cards = Object.entries(book?.cards ?? {})
    .filter(([, c]) => c.length > 0)
    .map(([s, c]) =>
      say("hk_thread.seat_cards", { seat: { seat: Number(s) }, colours: { msg: joinMsg(c.map(colourMsg), "tight") } }),
    );
  const head = e.voided
    ? say("hk_thread.end_void")
    : e.winner
      ? say("hk_thread.end_won", { camp: { msg: campMsg(e.winner) } })
      : say("hk_thread.end_none");
  return [
    {
      to: GROUP,
      text: lines([
        head,
        say("hk_thread.end_roles"),
        ...roles,
        cards.length ? say("hk_thread.end_cards", { list: { msg: joinMsg(cards, "semi") } }) : "",
      ]),
    },
  ];
}

/** The thread's posts for `e`, or null when `e` is not one of its events. */
export function hkThreadPosts(before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "game_created":
      return openingPost(after, e);
    case "phase_started":
      return stagePost(after, e);
    case "announced":
      return outsPost(after, e);
    case "public_notice":
      return noticePost(after, e);
    case "hk_card":
      return cardPost(before, e, after);
    case "hk_close_moved": {
      const cal = calOf(after);
      const was = calOf(before);
      if (!cal) return [];
      const t = (k: Parameters<typeof deadlineOf>[2]) => hhmm(after, deadlineOf(cal, e.n, k));
      const times = { n: e.n, nightfall: t("nightfall"), res: t("resolution") };
      if (was && e.closeMs > closeOf(was, e.n))
        return [
          {
            to: GROUP,
            text: say("hk_thread.delay", {
              ...times,
              close: { msg: dateWeekTimeMsg(after, e.closeMs) },
              end: hhmm(after, noonEndOf(cal, e.n)),
            }),
          },
        ];
      return [{ to: GROUP, text: say("hk_thread.speed", { ...times, close: hhmm(after, e.closeMs) }) }];
    }
    case "hk_ballot":
      // A player's own ballot is his post in the thread; the directors' proxy is posted (HK59, HK137).
      if (!e.ballot.proxy) return [];
      return [
        {
          to: GROUP,
          text:
            e.ballot.target === null
              ? say("hk_thread.proxy_pass", { seat: { seat: e.ballot.seat } })
              : say("hk_thread.proxy_vote", { seat: { seat: e.ballot.seat }, target: { seat: e.ballot.target } }),
        },
      ];
    case "judge_acted": {
      // HK137: a card with its reason; a proxy and a speed-up are posted by their own events; a
      // camp judged lost is silent (HK52).
      if (e.ruling !== "card" || typeof e.seat !== "number") return [];
      const args = { seat: { seat: e.seat }, colour: { msg: colourMsg(e.value) } };
      // A post-quota card's reason (the app's, 简体 in the log) in the reader's language; a director's as typed.
      const reason = quotaReasonArg(e.reason ? e.reason.trimEnd() : "");
      return [
        {
          to: GROUP,
          text: e.reason ? say("hk_thread.judge_card_why", { ...args, reason }) : say("hk_thread.judge_card", args),
        },
      ];
    }
    case "seat_substituted":
      // 002 替补: the directors' change of player is public; the card stays the seat's.
      return [{ to: GROUP, text: say("hk_thread.substituted", { seat: { seat: e.seat } }) }];
    case "game_ended":
      return endPost(after, e);
    default:
      return null;
  }
}

/** [3] HK146: when the night rewound at dawn is played again (its `hk_replay` deadline), as `HH:mm`; "" without one. */
function replayAt(s: GameState): string {
  const t = s.timers.find((x) => x.kind === "hk_replay");
  return t ? hhmm(s, t.dueMs) : "";
}
