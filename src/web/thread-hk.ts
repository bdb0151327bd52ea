/**
 * The thread view's reading of a forum-hk game (seed 002; `thread.ts` is forum-25's): what the match
 * group was told, when it was told (HK66; the engine emits each notice at its publication, its
 * `stage` naming which): the openings' outs in out order, then the night's and 晨曦's flips, 被诽谤
 * and 熊咆哮了; the ballot posts (HK59, public posts);
 * at the close only the top, 平票, 平安日 or that nobody has a vote — never the counts (HK57); the
 * 黄昏 lists split 投票出局 / 其他原因 with 黄昏's flips at C+20; a 正午 out or flip at once; the
 * cards (HK60–HK63) and a speed-up (HK15). A flip names the seat's real card (HK65); nothing else
 * names a card before the end. Pure.
 */

import { localMidnight } from "../engine/calendar.ts";
import type { CardColour, GameEvent, GameState } from "../engine/types.ts";
import { DEFAULT_LANG, type WordKey, wordOf } from "../vocab/index.ts";
import { listOf, type Msg, say } from "../vocab/msg.ts";
import { hhmm } from "../voice/families/forum-25/narrate.ts";
import { cardMsg, dateWeekTimeMsg } from "../voice/families/forum-hk/words.ts";
import { blankDay, type CardDraft, cardNote, type DayDraft, directorsReason, whoList } from "./thread.ts";

/** A camp's name as a message's argument (its vocabulary word; an unknown id as given). */
const campArg = (camp: string) => (wordOf(DEFAULT_LANG, "camp", camp, "") ? { word: `camp.${camp}` as WordKey } : camp);

/** What the forum-hk reading writes into (`ThreadBuilder`'s parts). */
/**
 * A close as the table shows it: `21:00` on the date of `fromMs`, else with its date and weekday
 * (`6月16日（周日）21:00`: a weekend day or a delayed one, HK14, HK15, HK151).
 */
function closeShown(s: GameState, closeMs: number, fromMs: number): Msg {
  const off = s.setup.utcOffsetMin ?? 480;
  const sameDate = localMidnight(closeMs, off) === localMidnight(fromMs, off);
  return sameDate ? hhmm(s, closeMs) : dateWeekTimeMsg(s, closeMs);
}

export interface HkThreadParts {
  days: DayDraft[];
  cards: CardDraft[];
  names: (seat: number) => string;
  /** `N号name` (a name already starting with the seat is kept): `whoMsg`. */
  who: (seat: number) => Msg;
}

/** A public notice as published. */
interface Notice {
  kind: string;
  seat?: number;
  value?: unknown;
  atMs: number;
}

/** Folds forum-hk's public events into the thread (see the module comment); one per game. */
export class HkThreadReader {
  /**
   * The directors' card being recorded (`judge_acted` precedes its `hk_card`; its reason may be
   * empty); null: a card the engine gave (the automatic yellow, HK63).
   */
  private given: { reason: string } | null = null;

  constructor(private readonly t: HkThreadParts) {}

  private day(n: number): DayDraft {
    const found = this.t.days.find((d) => d.n === n);
    if (found) return found;
    // The close is set when 正午 starts (its timer), 21:00 until then (HK7).
    const d = blankDay(n, "exile", 0, "21:00");
    this.t.days.push(d);
    return d;
  }

  /** The day open now (the last one), if any. */
  private current(): DayDraft | undefined {
    return this.t.days[this.t.days.length - 1];
  }

  private note(d: DayDraft | undefined, msg: Msg, at: string, atMs: number): void {
    d?.notes.push({ msg, at, atMs });
  }

  /** One notice in words (a flip names the seat's real card, HK65). */
  private noticeText(h: Notice): Msg | null {
    const seat = { msg: typeof h.seat === "number" ? this.t.who(h.seat) : "" };
    switch (h.kind) {
      case "flip":
        return say("hk_thread.flip", { seat, card: { msg: cardMsg(h.value) } });
      case "slandered":
        return say("hk_thread.slandered", { seat });
      case "roar":
        return say("hk_thread.roar");
      case "torrent":
        return say("hk_thread.torrent");
      // HK148: names nobody.
      case "rewind":
        return say("web_thread.rewind");
      case "soul":
        // HK120: the words as written, never who was chosen.
        return typeof h.value === "string" && h.value ? say("common.name", { name: h.value }) : null;
      case "vote_cancelled":
        return say("web_thread.duel");
      // HK108, HK149: 太阳's day.
      case "sun_never_sets":
        return say("web_thread.sun_never_sets");
      case "speakers": {
        const named = Array.isArray(h.value) ? (h.value as number[]) : [];
        return named.length > 0
          ? say("web_thread.speakers", { seats: { msg: listOf(named.map((n) => this.t.who(n))) } })
          : say("web_thread.speakers_none");
      }
      default:
        return null;
    }
  }

  /** Reads one event (`before` → `after`); events the thread does not hear are ignored. */
  take(before: GameState, e: GameEvent, after: GameState): void {
    switch (e.type) {
      case "announced": {
        const n = Number(after.label.slice(1));
        if (!after.label.startsWith("D") || !Number.isFinite(n)) return;
        const d = this.day(n);
        if (e.stage === undefined) {
          // The 09:00 opening (HK66): the outs of the night and of 晨曦 in out order, then what waited for it.
          d.announced = e.deaths.map((seat) => ({ seat, name: this.t.names(seat) }));
        } else if (e.stage === "noon") {
          const seats = { msg: listOf(e.deaths.map((s) => this.t.who(s))) };
          this.note(d, say("hk_thread.outs_noon", { seats }), after.label, e.atMs);
        } else {
          const exiled = e.exiled ?? [];
          const other = e.deaths.filter((s) => !exiled.includes(s));
          const list = (xs: number[]) => ({ msg: whoList(xs.map((s) => this.t.who(s))) });
          const text = e.deaths.length
            ? say("web_thread.outs_dusk", { exiled: list(exiled), other: list(other) })
            : say("web_thread.outs_dusk_none");
          this.note(d, text, after.label, e.atMs);
        }
        return;
      }
      case "phase_started": {
        if (e.phase.kind !== "hk" || e.phase.stage !== "noon") return;
        const d = this.day(e.phase.day);
        const close = e.timers.find((x) => x.kind === "hk_close");
        if (close) {
          d.closeMs = close.dueMs;
          d.close = closeShown(after, close.dueMs, e.atMs);
        }
        return;
      }
      case "hk_close_moved": {
        const d = this.t.days.find((x) => x.n === e.n);
        if (!d) return;
        // HK15: `speed_up` moves the close earlier; `delay` to 21:00 of the next date (HK151).
        const later = d.closeMs > 0 && e.closeMs > d.closeMs;
        d.spedUp = d.closeMs > 0 && e.closeMs < d.closeMs;
        d.closeMs = e.closeMs;
        d.close = closeShown(after, e.closeMs, e.atMs);
        const time = { msg: d.close };
        this.note(
          d,
          say(later ? "web_thread.hk_delayed" : d.spedUp ? "web_thread.hk_sped_up" : "web_thread.hk_moved", { time }),
          after.label,
          e.atMs,
        );
        return;
      }
      case "hk_ballot": {
        const b = e.ballot;
        this.current()?.ballots.push({
          seat: b.seat,
          name: this.t.names(b.seat),
          target: b.target,
          targetName: b.target === null ? null : this.t.names(b.target),
          change: b.change !== null,
          proxy: b.proxy === true,
          atMs: e.atMs,
          time: hhmm(after, e.atMs),
        });
        return;
      }
      case "hk_counted": {
        const d = this.current();
        if (!d) return;
        const top = e.entry.top;
        // HK149: 太阳's round 1 (15:00) is only announced; the day's count is round 2's, at the close.
        if (before.hk?.sunDays?.includes(d.n) && e.entry.round === "exile") {
          const said =
            typeof top === "number"
              ? say("web_thread.top", { seat: { msg: this.t.who(top) } })
              : say(
                  top === "tie"
                    ? "web_thread.tie"
                    : e.entry.cancelled
                      ? "web_thread.cancelled"
                      : "f25_thread.tally_none",
                );
          this.note(d, say("web_thread.sun_round1", { said: { msg: said } }), after.label, e.atMs);
          return;
        }
        const voted = new Set(d.ballots.map((b) => b.seat));
        // HK57: the counts stay hidden; the ballot posts are public, so who posted none is too.
        d.count = {
          tally: [],
          abstain: [...e.entry.abstain],
          none: before.seats.filter((x) => x.alive && !voted.has(x.seat)).map((x) => x.seat),
          result:
            typeof top === "number"
              ? { kind: "exile", seat: top, msg: say("web_thread.top", { seat: { msg: this.t.who(top) } }) }
              : {
                  kind: "nobody",
                  seat: null,
                  msg: say(
                    e.entry.cancelled
                      ? "web_thread.cancelled"
                      : top === "tie"
                        ? "web_thread.tie_nobody"
                        : "f25_thread.tally_none",
                  ),
                },
          hidden: true,
        };
        return;
      }
      case "public_notice": {
        const h: Notice = { kind: e.kind, atMs: e.atMs };
        if (e.seat !== undefined) h.seat = e.seat;
        if (e.value !== undefined) h.value = e.value;
        if (e.kind === "peaceful_day") {
          const c = this.current()?.count;
          if (c)
            c.result = {
              kind: "nobody",
              seat: c.result.seat,
              msg: say("web_thread.peaceful", { said: { msg: c.result.msg } }),
            };
          return;
        }
        const text = this.noticeText(h);
        if (text) this.note(this.current(), text, after.label, e.atMs);
        return;
      }
      case "judge_acted":
        if (e.ruling === "card") this.given = { reason: e.reason ?? "" };
        return;
      case "hk_card": {
        const colour = e.colours[e.colours.length - 1] as CardColour;
        const g = this.given;
        const reason = g === null ? say("web_thread.auto_yellow") : directorsReason(g.reason);
        this.given = null;
        this.t.cards.push({ seat: e.seat, name: this.t.names(e.seat), colour, reason, at: after.label, atMs: e.atMs });
        this.note(this.current(), cardNote(this.t.who(e.seat), colour, reason), after.label, e.atMs);
        return;
      }
      case "hk_judged":
        this.note(this.current(), say("web_thread.camp_lost", { camp: campArg(e.camp) }), after.label, e.atMs);
        return;
      case "last_words_published": {
        const d = this.current();
        if (d) d.lastWords = [...e.seats];
        return;
      }
      default:
        return;
    }
  }
}
