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
import { DEFAULT_LANG, wordOf } from "../../../vocab/index.ts";
import { calOf, campZh, cardZh, dateTime, dateWeekTime, GROUP, hhmm, labelZh, type Message, seats } from "./words.ts";

/** A card's colour in words (`red`: 红牌). */
const colourZh = (c: unknown) => wordOf(DEFAULT_LANG, "colour", c, "牌");

/** The boards of forum-hk in words (002 头部, HK1): never the dealt cards, which would name living seats. */
const BOARD_ZH: Readonly<Record<string, string>> = {
  "forum-hk-core": "固定板（14张固定身份）",
  "forum-hk": "抽卡板（狼人4、验人系1、强神3、弱神4、三方1、不定1，从60张卡池抽取）",
  custom: "自定义配置",
};

/** The opening post (HK8, HK9, HK7): the board, the seats, 开局 until C₀ and the daily calendar. */
function openingPost(s: GameState, e: Extract<GameEvent, { type: "game_created" }>): Message[] {
  const cal = hkCalendarOf(e.setup);
  const head = `空洞骑士版杀开局：${BOARD_ZH[e.setup.board] ?? e.setup.board}，${s.seats.length}人。身份已私聊发放，请对自己的身份保密。`;
  if (!cal) return [{ to: GROUP, text: head }];
  const t = (k: Parameters<typeof deadlineOf>[2]) => hhmm(s, deadlineOf(cal, 0, k));
  return [
    {
      to: GROUP,
      text: [
        head,
        "日程（当地时间）：",
        `· 开局阶段：现在到 ${dateTime(s, cal.close0Ms)}，开局技能请在此前私聊我；随后是第一个黄昏（不投票），${t("nightfall")} 入夜。`,
        `· 夜晚：${t("nightfall")} 起私聊夜间技能——早夜、午夜技能 ${t("blockA")} 前，深夜技能 ${t("blockB")} 前，凌晨技能 ${t("blockC")} 前；${t("resolution")} 夜晚结算。`,
        `· 晨曦：${t("resolution")}–${t("dawnWindow")} 出局后可发动的技能，之后到次日 09:00 私聊遗言。`,
        "· 正午：每天 09:00 开门，公示前一晚出局名单（按出局顺序）和遗言；09:00 起投票、发动白天技能，20:00 后不能改票、白天技能截止。",
        "· 黄昏：21:00 关门，只公布最高票（不公布票数），未投票记黄牌；关门后10分钟内出局后可发动的技能，20分钟时公示黄昏出局名单，然后入夜。",
        isWeekendDay(cal, 1)
          ? `第1天 ${dateWeekTime(s, openingOf(cal, 1))} 开门，是周末讨论日：延长一天，${dateWeekTime(s, closeOf(cal, 1))} 才关门。`
          : `第1天 ${dateTime(s, openingOf(cal, 1))} 开门。`,
        "投票：09:00 开门后在本群即讨论帖里发“投票 12号”（也可写“投票对象：12号”），弃权发“投票 弃权”，每天可改票一次（“改票 5号”）。技能一律私聊我，格式见身份私聊。",
      ].join("\n"),
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
          text: `第${ph.day}天关门（${t("close")}），进入黄昏：出局后可发动技能的角色请在 ${t("duskWindow")} 前私聊我；${t("nightfall")} 公示黄昏出局名单，随后入夜。`,
        },
      ];
    case "night": {
      // [3] HK146: a night played again after a rewind falls at C+80.
      const replayed = cal.shifts?.[String(ph.day + 1)] !== undefined;
      return [
        {
          to: GROUP,
          text: `${labelZh(e.label)}${replayed ? "重新" : ""}开始（${replayed ? hhmm(s, replayNightfallOf(cal, ph.day)) : t("nightfall")}）。夜间技能请私聊我：早夜、午夜技能 ${t("blockA")} 前，深夜技能 ${t("blockB")} 前，凌晨技能 ${t("blockC")} 前；${t("resolution")} 夜晚结算，结果按时私聊通知，出局名单在下一个白天 09:00 开门时公示。`,
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
function noonText(s: GameState, cal: HkCalendar, n: number): string {
  if (isSunDay(cal, n))
    return `第${n}天正午（日不落）：第一轮现在开始，所有存活角色投票和发动白天技能，14:00 后不能改票，15:00 计票只公布最高票；太阳在 15:00–20:00 指定最多场上存活人数一半的角色，第二轮只有他们可以发言和投票；白天技能到 20:00；21:00 关门按第二轮放逐。`;
  if (datesOf(cal, n) === 1)
    return `第${n}天正午：现在起可以投票和发动白天技能；${hhmm(s, noonEndOf(cal, n))} 后不能改票、白天技能截止；${hhmm(s, closeOf(cal, n))} 关门统计投票。`;
  return `第${n}天正午（周末讨论日，延长一天）：现在起可以投票，票一直有效到 ${dateWeekTime(s, closeOf(cal, n))} 关门统计；今晚 21:00 不关门、不入夜，明早 09:00 也不另行公示。白天技能今天 09:00–21:00、明天 09:00 起到 ${hhmm(s, noonEndOf(cal, n))} 可用；${dateWeekTime(s, noonEndOf(cal, n))} 后不能改票。`;
}

/** HK66: a publication of outs — 正午's at once, 黄昏's split lists at C+20, the opening's in out order. */
function outsPost(s: GameState, e: Extract<GameEvent, { type: "announced" }>): Message[] {
  const day = labelZh(s.label);
  if (e.stage === "noon") return [{ to: GROUP, text: `正午出局：${seats(e.deaths)}。` }];
  if (e.stage === "dusk") {
    if (e.deaths.length === 0) return [{ to: GROUP, text: `${day}黄昏无人出局。` }];
    const exiled = e.exiled ?? [];
    const other = e.deaths.filter((n) => !exiled.includes(n));
    return [
      {
        to: GROUP,
        text: `${day}黄昏出局名单（按出局顺序）：\n[投票出局] ${seats(exiled) || "无"}\n[其他原因] ${seats(other) || "无"}`,
      },
    ];
  }
  return [
    {
      to: GROUP,
      text:
        e.deaths.length === 0
          ? `${day}开门：昨晚无人出局。`
          : `${day}开门：昨晚和晨曦出局的角色（按出局顺序）：${seats(e.deaths)}。`,
    },
  ];
}

/** The public notices (HK57, HK64, HK65, HK109, HK121, HK120, HK122): the close's one notice, never a count. */
function noticePost(s: GameState, e: Extract<GameEvent, { type: "public_notice" }>): Message[] {
  // HK149: on 太阳's day each count names its round; round 1 only announces.
  const day = `${labelZh(s.label)}${e.round === "exile" ? "第一轮" : e.round === "exile_2" ? "第二轮" : ""}`;
  const first = e.round === "exile";
  const text: Record<string, () => string> = {
    top: () =>
      first ? `${day}投票结果：最高票是${e.seat}号（第一轮只公布，不出局）。` : `${day}投票结果：最高票是${e.seat}号。`,
    tie: () => `${day}投票结果：平票，${first ? "第一轮不出局" : "无人被投票出局"}。`,
    no_top: () => `${day}投票结果：无人得票，${first ? "第一轮不出局" : "无人被投票出局"}。`,
    peaceful_day: () => `${day}投票结果：平安日，无人被投票出局。`,
    sun_never_sets: () =>
      "日不落：太阳出局，今天正午分两轮。第一轮 09:00–15:00 所有存活角色照常投票（14:00 后不能改票），15:00 只公布最高票、不出局；第二轮 15:00–21:00 只有太阳指定的角色可以发言和投票（20:00 后不能改票），21:00 关门按第二轮的结果放逐。",
    speakers: () => {
      const named = Array.isArray(e.value) ? (e.value as number[]) : [];
      return named.length > 0
        ? `太阳指定发言：${seats(named)}。第二轮只有他们可以发言和投票。`
        : "太阳没有指定任何角色：第二轮无人发言、无人投票。";
    },
    vote_cancelled: () => "今天的投票取消：关门时不计票，未投票也不记黄牌。",
    flip: () => `${e.seat}号翻牌：${cardZh(e.value)}。`,
    roar: () => "熊咆哮了。",
    slandered: () => `${e.seat}号被诽谤。`,
    torrent: () => "命运洪流不可阻挡。",
    // HK148: names nobody; what follows is the flow's own posts (the night again, or the dusk lists).
    rewind: () =>
      s.phase.kind === "hk" && s.phase.held
        ? `时光回溯：游戏回到这一夜天黑之前，这一夜推迟一小时重新进行（${replayAt(s)}重新入夜），夜晚技能请到时重新提交。`
        : "时光回溯：游戏回到今天计票之前，这次投票结果作废，改为另一名角色被放逐，见黄昏出局名单。",
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
  const lines: string[] = [];
  if (auto) lines.push(`${e.seat}号今天没有投票，${colourZh(e.colours[0])}。`);
  for (const c of e.colours.slice(1))
    lines.push(
      `${e.seat}号累计三张${c === "red" ? "黄牌，升级为红牌" : c === "yellow" ? "蓝牌，升级为一张黄牌" : colourZh(c)}。`,
    );
  if (e.colours[e.colours.length - 1] === "red")
    lines.push(
      e.waits
        ? `${e.seat}号红牌罚下：今天黄昏投票结算后出局，在此之前不能投票、改票或发动技能。`
        : before.seats[e.seat - 1]?.alive
          ? `${e.seat}号红牌罚下出局，没有遗言。`
          : `${e.seat}号已出局，红牌照常记录。`,
    );
  return lines.length ? [{ to: GROUP, text: lines.join("\n") }] : [];
}

/** The end post (002 胜负判定): the winner, every seat's card and camp, and the cards given. */
function endPost(after: GameState, e: Extract<GameEvent, { type: "game_ended" }>): Message[] {
  const roles = after.seats
    .map(
      (x) =>
        `${x.seat}号 ${cardZh(x.role)}（${campZh(after.hk?.camps[String(x.seat)] ?? "")}）${x.alive ? "" : " 出局"}`,
    )
    .join("\n");
  const book = after.hk ? cardBook(after) : null;
  const cards = Object.entries(book?.cards ?? {})
    .filter(([, c]) => c.length > 0)
    .map(([s, c]) => `${s}号 ${c.map(colourZh).join("")}`)
    .join("；");
  const head = e.voided ? "本局作废。" : e.winner ? `游戏结束：${campZh(e.winner)}获胜。` : "游戏结束：未分胜负。";
  return [{ to: GROUP, text: `${head}\n身份公示：\n${roles}${cards ? `\n判罚：${cards}` : ""}` }];
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
      if (was && e.closeMs > closeOf(was, e.n))
        return [
          {
            to: GROUP,
            text: `导演延期：第${e.n}天改为 ${dateWeekTime(after, e.closeMs)} 关门。票继续有效，${hhmm(after, noonEndOf(cal, e.n))} 前可以改票；白天技能每天 09:00–21:00 可用，关门当天到 ${hhmm(after, noonEndOf(cal, e.n))}。黄昏和夜晚随之顺延（${t("nightfall")} 入夜，${t("resolution")} 夜晚结算）。`,
          },
        ];
      return [
        {
          to: GROUP,
          text: `导演提速：第${e.n}天改为 ${hhmm(after, e.closeMs)} 关门。从现在起不能改票，未投票也不记黄牌；黄昏和夜晚随之提前（${t("nightfall")} 入夜，${t("resolution")} 夜晚结算）。`,
        },
      ];
    }
    case "hk_ballot":
      // A player's own ballot is his post in the thread; the directors' proxy is posted (HK59, HK137).
      if (!e.ballot.proxy) return [];
      return [
        {
          to: GROUP,
          text: `导演代投：${e.ballot.seat}号${e.ballot.target === null ? "弃权" : `投票给${e.ballot.target}号`}。`,
        },
      ];
    case "judge_acted":
      // HK137: a card with its reason; a proxy and a speed-up are posted by their own events; a
      // camp judged lost is silent (HK52).
      if (e.ruling === "card" && typeof e.seat === "number")
        return [
          {
            to: GROUP,
            text: `导演判罚：${e.seat}号${colourZh(e.value)}。${e.reason ? `理由：${e.reason}` : ""}`.trim(),
          },
        ];
      return [];
    case "seat_substituted":
      // 002 替补: the directors' change of player is public; the card stays the seat's.
      return [{ to: GROUP, text: `${e.seat}号由替补玩家接替。` }];
    case "game_ended":
      return endPost(after, e);
    default:
      return null;
  }
}

/** [3] HK146: when the night rewound at dawn is played again (its `hk_replay` deadline), as `HH:mm`. */
function replayAt(s: GameState): string {
  const t = s.timers.find((x) => x.kind === "hk_replay");
  return t ? `${hhmm(s, t.dueMs)} ` : "";
}
