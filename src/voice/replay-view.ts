/**
 * The replay's transcript (issue 26 item 5): every room of a finished game — the match group,
 * the wolves' room, each seat's DMs and the judge's — the players' lines (src/store/transcript.ts)
 * interleaved with the bot's (narrated from the events, plus the outbox's refusals and end posts)
 * and the events in words with the rule that decided each death and ruling, grouped per phase
 * (第1夜, 第1天, …). Each entry has its wall time (when it was written: what a judge settles a
 * dispute by) and its rule time (elapsed game time); the page shows the rule time too where the
 * rule clock is not the wall clock ({@link replayClock}). The engine's internal steps are left out.
 *
 * What a viewer gets is filtered here, on the server: the match group's view holds only what the
 * group saw; a seat's view what that seat's WeChat showed (its DMs, the wolves' room while it was
 * in it); the judge's view everything.
 */

import { DEFAULT_OFFSET_MIN } from "../engine/calendar.ts";
import { onCalendar } from "../engine/rulesets/flow.ts";
import type { GameEvent } from "../engine/types.ts";
import { DEFAULT_LANG, type Lang, labelWords, phrase } from "../vocab/index.ts";
import { cutLine } from "../vocab/line-cap.ts";
import { type Msg, render } from "../vocab/msg.ts";
import { foldNarration } from "./narrate-fold.ts";
import { type EventWords, eventWords } from "./recap.ts";

/** Who reads the replay: the match group, one seat, or the game's judge (and inspector). */
export type Viewer = { kind: "group" } | { kind: "seat"; seat: number } | { kind: "judge" };

/** The room a line was in, as the page labels it. */
export type Room = "group" | "wolves" | "dm" | "judge";

/**
 * A stored transcript line as the replay reads it: src/store/transcript.ts's `TranscriptLine`, by
 * shape (the voice reads no store). Times: `atMs` rule clock ms, `wallAt` wall clock.
 */
export interface ReplayLine {
  room: Room;
  seat: number | null;
  bot: boolean;
  name: string;
  /** The words (a bot line's in 简体, cut). */
  text: string;
  /** A bot line's words before their language (rendered, then cut); null: `text` is all. */
  msg: Msg | null;
  messageId: string;
  version: number;
  atMs: number;
  wallAt: Date;
}

/**
 * When an entry happened: `t` ms since the game started on the rule clock, `wall` the wall clock
 * (epoch ms) when it was written — null for rows written before the wall time was kept.
 */
export interface When {
  t: number;
  wall: number | null;
}

/** One entry of a phase: an event in words, or a line said in a room (times: {@link When}). */
export type Entry = When &
  (
    | { k: "event"; seq: number; text: string; reason?: string; ruling: boolean }
    | {
        k: "line";
        room: Room;
        /** The room's seat (a DM's seat) or the sender's seat; null for the judge or the bot in a room. */
        seat: number | null;
        /** `bot` for the judge bot; else the person's seat and display name. */
        from: "bot" | "person";
        name: string;
        text: string;
      }
  );

/** One phase of the game (`N2` 第2夜, `D2` 第2天) with its entries in order; `entries` empty means nothing happened there. */
export interface ReplayPhase {
  label: string;
  title: string;
  /** Game time (ms since the start) when it began. */
  t: number;
  /** Wall time (epoch ms) when it began; null when unknown. */
  wall: number | null;
  entries: Entry[];
}

/** An outbox row the events do not narrate (a refusal, an end post, a recap). */
export interface ExtraLine {
  key: string;
  audience: string;
  seat: number | null;
  contactId: string | null;
  /** The row's message before its language (rendered in the viewer's language). */
  text: Msg;
  /** When the row was written (wall clock); absent: the time of what it follows. */
  wallAt?: Date | null;
}

/**
 * A phase label as a heading in `lang` (default 简体): `N2` → 第2夜 / Night 2, `D2` → 第2天 / Day 2,
 * anything else (`N0`, before the first night; forum's `S`) → 开局 / Setup.
 */
export function phaseTitle(label: string, lang: Lang = DEFAULT_LANG): string {
  const m = /^([ND])(\d+)$/.exec(label);
  if (!m || Number(m[2]) === 0) return phrase(lang, "web_judge.start");
  const w = labelWords(label, lang);
  // A heading stands alone: English capitalises it (Night 2).
  return lang === "en" ? w.charAt(0).toUpperCase() + w.slice(1) : w;
}

/** How far the rule clock may stray from the wall clock and still be the wall clock (a late timer), ms. */
const SAME_CLOCK_MS = 60_000;

/** A replay's rule clock, as the page shows it beside the wall time (Beijing time). */
export interface ReplayClock {
  /**
   * Whether the rule clock is not the wall clock (a sped-up `CLOCK_SPEED`, an anchored clock, a
   * playground's pace, a forum calendar): the page then shows the rule time beside the wall time.
   */
  differs: boolean;
  /** forum-25: rule times are calendar times, `offsetMin` minutes east of UTC, from `startMs`. */
  calendar: { startMs: number; offsetMin: number } | null;
}

/**
 * The rule clock of a game's `events` (`walls[i]` event `i`'s wall time, epoch ms) run at
 * `speed` rule ms per wall ms: it differs from the wall clock when `speed` is not 1, on a forum
 * calendar, or when an event's rule time strays from its wall time by more than a minute.
 */
export function replayClock(
  events: readonly GameEvent[],
  walls: readonly (number | null)[],
  speed: number,
): ReplayClock {
  const created = events[0];
  const forum = created?.type === "game_created" && onCalendar(created.setup);
  const calendar =
    forum && created.type === "game_created"
      ? { startMs: created.atMs, offsetMin: created.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN }
      : null;
  const strays = events.some((e, i) => {
    const w = walls[i];
    return w !== null && w !== undefined && Math.abs(e.atMs - w) > SAME_CLOCK_MS;
  });
  return { differs: speed !== 1 || forum || strays, calendar };
}

/** `as` of a replay request: `group`, `judge` or a seat number of a game of `seats` seats; null when bad. */
export function viewerOf(as: unknown, seats: number): Viewer | null {
  if (as === undefined || as === "" || as === "group") return { kind: "group" };
  if (as === "judge") return { kind: "judge" };
  const n = typeof as === "string" && /^\d{1,3}$/.test(as) ? Number(as) : Number.NaN;
  return n >= 1 && n <= seats ? { kind: "seat", seat: n } : null;
}

/**
 * The transcript of a finished game for `viewer` (see the module comment); `walls[i]` is event
 * `i`'s wall time (epoch ms, null unknown); the bot's lines in `lang` (default 简体).
 */
export function replayPhases(
  events: readonly GameEvent[],
  lines: readonly ReplayLine[],
  extras: readonly ExtraLine[],
  viewer: Viewer,
  walls: readonly (number | null)[] = [],
  lang: Lang = DEFAULT_LANG,
): ReplayPhase[] {
  const judge = viewer.kind === "judge";
  const me = viewer.kind === "seat" ? viewer.seat : null;
  const start = events[0]?.atMs ?? 0;
  const phases: ReplayPhase[] = [];
  // The judge's name on his lines (the bot's, and a person's line without name or seat).
  const judgeName = phrase(lang, "web_answers.judge");
  const push = (label: string, e: Entry) => {
    let p = phases.at(-1);
    if (!p || p.label !== label) {
      p = { label, title: phaseTitle(label, lang), t: e.t, wall: e.wall, entries: [] };
      phases.push(p);
    }
    p.entries.push(e);
  };
  // Lines by the version they follow; replies by the message they answer.
  const byVersion = new Map<number, ReplayLine[]>();
  for (const l of lines) byVersion.set(l.version, [...(byVersion.get(l.version) ?? []), l]);
  const replies = new Map<string, ExtraLine[]>();
  const endAt = new Map<number, ExtraLine[]>();
  const recaps = new Map<string, ExtraLine[]>();
  for (const x of extras) {
    const reply = /^reply-(.+)$/.exec(x.key);
    const end = /^(\d+)-end-\d+$/.exec(x.key);
    const recap = /^recap-(N\d+)-\d+$/.exec(x.key);
    if (reply) replies.set(reply[1], [...(replies.get(reply[1]) ?? []), x]);
    else if (end) endAt.set(Number(end[1]), [...(endAt.get(Number(end[1])) ?? []), x]);
    else if (recap) recaps.set(recap[1], [...(recaps.get(recap[1]) ?? []), x]);
  }
  const sees = (room: Room, seat: number | null, wolves: ReadonlySet<number>) =>
    room === "group" ||
    judge ||
    (me !== null && ((room === "dm" && seat === me) || (room === "wolves" && wolves.has(me))));
  const seesWords = (w: EventWords) =>
    w.seen === "all" || judge || (typeof w.seen === "object" && me !== null && w.seen.seats.includes(me));
  const extraRoom = (x: ExtraLine): { room: Room; seat: number | null } | null =>
    x.audience === "group"
      ? { room: "group", seat: null }
      : x.audience === "seat"
        ? { room: "dm", seat: x.seat }
        : // The judge's and the inspector's DMs (recaps, reports): the judge's view only.
          x.audience === "contact"
          ? { room: "judge", seat: null }
          : null;
  const bot = (label: string, at: When, x: ExtraLine, wolves: ReadonlySet<number>) => {
    const r = extraRoom(x);
    const wall = x.wallAt ? x.wallAt.getTime() : at.wall;
    if (r && sees(r.room, r.seat, wolves))
      push(label, {
        k: "line",
        t: at.t,
        wall,
        room: r.room,
        seat: r.seat,
        from: "bot",
        name: judgeName,
        text: render(x.text, lang),
      });
  };
  const said = (label: string, l: ReplayLine, wolves: ReadonlySet<number>) => {
    const at: When = { t: Math.max(0, l.atMs - start), wall: l.wallAt ? l.wallAt.getTime() : null };
    if (sees(l.room, l.seat, wolves))
      push(label, {
        k: "line",
        ...at,
        room: l.room,
        seat: l.seat,
        from: l.bot ? "bot" : "person",
        name: l.bot ? judgeName : l.name || (l.seat ? `${l.seat}号` : judgeName),
        // A bot line in the reader's language (kept before its language; an older line in 简体).
        text: l.bot ? (l.msg !== null ? cutLine(render(l.msg, lang)) : render(l.text, lang)) : l.text,
      });
    for (const x of replies.get(l.messageId) ?? []) bot(label, at, x, wolves);
  };

  let lastLabel = "";
  let lastAt: When = { t: 0, wall: null };
  let lastWolves: ReadonlySet<number> = new Set();
  foldNarration(
    events,
    ({ index: i, event: e, before, after, lines: narrated, wolves }) => {
      const at: When = { t: Math.max(0, e.atMs - start), wall: walls[i] ?? null };
      // An event belongs to the phase it happened in: a phase's start to the new one.
      const label = after.label;
      if (lastLabel.startsWith("N") && label !== lastLabel)
        for (const x of recaps.get(lastLabel) ?? []) bot(lastLabel, lastAt, x, lastWolves);
      const w = eventWords(before, e, after);
      if (w && seesWords(w))
        push(label, {
          k: "event",
          seq: i + 1,
          ...at,
          text: render(w.text, lang),
          ...(w.reason === undefined ? {} : { reason: render(w.reason, lang) }),
          ruling: w.ruling,
        });
      for (const m of narrated) {
        const room: Room = typeof m.to === "number" ? "dm" : m.to;
        const seat = typeof m.to === "number" ? m.to : null;
        if (sees(room, seat, m.wolves))
          push(label, { k: "line", ...at, room, seat, from: "bot", name: judgeName, text: m.text });
      }
      for (const x of endAt.get(i + 1) ?? []) bot(label, at, x, wolves);
      for (const l of byVersion.get(i + 1) ?? []) said(label, l, wolves);
      lastLabel = label;
      lastAt = at;
      lastWolves = wolves;
    },
    lang,
  );
  // A phase nobody did anything in still shows (its entries empty: "无").
  return phases;
}
