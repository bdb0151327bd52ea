/**
 * The replay's transcript (issue 26 item 5): every room of a finished game — the match group,
 * the wolves' room, each seat's DMs and the judge's — the players' lines (src/store/transcript.ts)
 * interleaved with the bot's (narrated from the events, plus the outbox's refusals and end posts)
 * and the events in words with the rule that decided each death and ruling, grouped per phase
 * (第1夜, 第1天, …), times as elapsed game time. The engine's internal steps are left out.
 *
 * What a viewer gets is filtered here, on the server: the match group's view holds only what the
 * group saw; a seat's view what that seat's WeChat showed (its DMs, the wolves' room while it was
 * in it); the judge's view everything.
 */

import type { GameEvent } from "../engine/types.ts";
import type { TranscriptLine } from "../store/transcript.ts";
import { foldNarration } from "./narrate-fold.ts";
import { type EventWords, eventWords } from "./recap.ts";

/** Who reads the replay: the match group, one seat, or the game's judge (and inspector). */
export type Viewer = { kind: "group" } | { kind: "seat"; seat: number } | { kind: "judge" };

/** The room a line was in, as the page labels it. */
export type Room = "group" | "wolves" | "dm" | "judge";

/** One entry of a phase: an event in words, or a line said in a room. Times: `t` ms since the game started (rule clock). */
export type Entry =
  | { k: "event"; seq: number; t: number; text: string; reason?: string; ruling: boolean }
  | {
      k: "line";
      t: number;
      room: Room;
      /** The room's seat (a DM's seat) or the sender's seat; null for the judge or the bot in a room. */
      seat: number | null;
      /** `bot` for the judge bot; else the person's seat and display name. */
      from: "bot" | "person";
      name: string;
      text: string;
    };

/** One phase of the game (`N2` 第2夜, `D2` 第2天) with its entries in order; `entries` empty means nothing happened there. */
export interface ReplayPhase {
  label: string;
  title: string;
  /** Game time (ms since the start) when it began. */
  t: number;
  entries: Entry[];
}

/** An outbox row the events do not narrate (a refusal, an end post, a recap). */
export interface ExtraLine {
  key: string;
  audience: string;
  seat: number | null;
  contactId: string | null;
  text: string;
}

/** A phase label in words: `N2` → 第2夜, `D2` → 第2天, anything else (`N0`, before the first night) → 开局. */
export function phaseTitle(label: string): string {
  const m = /^([ND])(\d+)$/.exec(label);
  return m && Number(m[2]) > 0 ? `第${m[2]}${m[1] === "N" ? "夜" : "天"}` : "开局";
}

/** `as` of a replay request: `group`, `judge` or a seat number of a game of `seats` seats; null when bad. */
export function viewerOf(as: unknown, seats: number): Viewer | null {
  if (as === undefined || as === "" || as === "group") return { kind: "group" };
  if (as === "judge") return { kind: "judge" };
  const n = typeof as === "string" && /^\d{1,3}$/.test(as) ? Number(as) : Number.NaN;
  return n >= 1 && n <= seats ? { kind: "seat", seat: n } : null;
}

/** The transcript of a finished game for `viewer` (see the module comment). */
export function replayPhases(
  events: readonly GameEvent[],
  lines: readonly TranscriptLine[],
  extras: readonly ExtraLine[],
  viewer: Viewer,
): ReplayPhase[] {
  const judge = viewer.kind === "judge";
  const me = viewer.kind === "seat" ? viewer.seat : null;
  const start = events[0]?.atMs ?? 0;
  const phases: ReplayPhase[] = [];
  const push = (label: string, t: number, e: Entry) => {
    let p = phases.at(-1);
    if (!p || p.label !== label) {
      p = { label, title: phaseTitle(label), t, entries: [] };
      phases.push(p);
    }
    p.entries.push(e);
  };
  // Lines by the version they follow; replies by the message they answer.
  const byVersion = new Map<number, TranscriptLine[]>();
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
  const bot = (label: string, t: number, x: ExtraLine, wolves: ReadonlySet<number>) => {
    const r = extraRoom(x);
    if (r && sees(r.room, r.seat, wolves))
      push(label, t, { k: "line", t, room: r.room, seat: r.seat, from: "bot", name: "法官", text: x.text });
  };
  const said = (label: string, l: TranscriptLine, wolves: ReadonlySet<number>) => {
    const t = Math.max(0, l.atMs - start);
    if (sees(l.room, l.seat, wolves))
      push(label, t, {
        k: "line",
        t,
        room: l.room,
        seat: l.seat,
        from: l.bot ? "bot" : "person",
        name: l.bot ? "法官" : l.name || (l.seat ? `${l.seat}号` : "法官"),
        text: l.text,
      });
    for (const x of replies.get(l.messageId) ?? []) bot(label, t, x, wolves);
  };

  let lastLabel = "";
  let lastT = 0;
  let lastWolves: ReadonlySet<number> = new Set();
  foldNarration(events, ({ index: i, event: e, before, after, lines: narrated, wolves }) => {
    const t = Math.max(0, e.atMs - start);
    // An event belongs to the phase it happened in: a phase's start to the new one.
    const label = after.label;
    if (lastLabel.startsWith("N") && label !== lastLabel)
      for (const x of recaps.get(lastLabel) ?? []) bot(lastLabel, lastT, x, lastWolves);
    const w = eventWords(before, e, after);
    if (w && seesWords(w))
      push(label, t, { k: "event", seq: i + 1, t, text: w.text, reason: w.reason, ruling: w.ruling });
    for (const m of narrated) {
      const room: Room = typeof m.to === "number" ? "dm" : m.to;
      const seat = typeof m.to === "number" ? m.to : null;
      if (sees(room, seat, m.wolves))
        push(label, t, { k: "line", t, room, seat, from: "bot", name: "法官", text: m.text });
    }
    for (const x of endAt.get(i + 1) ?? []) bot(label, t, x, wolves);
    for (const l of byVersion.get(i + 1) ?? []) said(label, l, wolves);
    lastLabel = label;
    lastT = t;
    lastWolves = wolves;
  });
  // A phase nobody did anything in still shows (its entries empty: "无").
  return phases;
}
