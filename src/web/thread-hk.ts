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
import { hkCard } from "../engine/roles/index.ts";
import type { CardColour, GameEvent, GameState } from "../engine/types.ts";
import { campName, DEFAULT_LANG, word } from "../vocab/index.ts";
import { hhmm } from "../voice/families/forum-25/narrate.ts";
import { dateWeekTime } from "../voice/families/forum-hk/words.ts";
import { blankDay, type ThreadCard, type ThreadDay } from "./thread.ts";

/** What the forum-hk reading writes into (`ThreadBuilder`'s parts). */
/**
 * A close as the table shows it: `21:00` on the date of `fromMs`, else with its date and weekday
 * (`6月16日（周日）21:00`: a weekend day or a delayed one, HK14, HK15, HK151).
 */
function closeShown(s: GameState, closeMs: number, fromMs: number): string {
  const off = s.setup.utcOffsetMin ?? 480;
  const sameDate = localMidnight(closeMs, off) === localMidnight(fromMs, off);
  return sameDate ? hhmm(s, closeMs) : dateWeekTime(s, closeMs);
}

export interface HkThreadParts {
  days: ThreadDay[];
  cards: ThreadCard[];
  names: (seat: number) => string;
  /** `N号name` (a name already starting with the seat is kept). */
  who: (seat: number) => string;
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

  private day(n: number): ThreadDay {
    const found = this.t.days.find((d) => d.n === n);
    if (found) return found;
    // The close is set when 正午 starts (its timer), 21:00 until then (HK7).
    const d = blankDay(n, "exile", 0, "21:00");
    this.t.days.push(d);
    return d;
  }

  /** The day open now (the last one), if any. */
  private current(): ThreadDay | undefined {
    return this.t.days[this.t.days.length - 1];
  }

  private note(d: ThreadDay | undefined, text: string, at: string, atMs: number): void {
    d?.notes.push({ text, at, atMs });
  }

  /** One notice in words (a flip names the seat's real card, HK65). */
  private noticeText(h: Notice): string | null {
    const seat = typeof h.seat === "number" ? this.t.who(h.seat) : "";
    switch (h.kind) {
      case "flip":
        return `${seat}翻牌：${hkCard(String(h.value))?.name ?? String(h.value)}。`;
      case "slandered":
        return `${seat}被诽谤。`;
      case "roar":
        return "熊咆哮了。";
      case "torrent":
        return "命运洪流不可阻挡。";
      // HK148: names nobody.
      case "rewind":
        return "时光回溯。";
      case "soul":
        // HK120: the words as written, never who was chosen.
        return typeof h.value === "string" && h.value ? h.value : null;
      case "vote_cancelled":
        return "骑士发起决斗，今天的投票取消。";
      // HK108, HK149: 太阳's day.
      case "sun_never_sets":
        return "日不落：今天正午分两轮，第二轮只有太阳指定的角色可以发言和投票。";
      case "speakers": {
        const named = Array.isArray(h.value) ? (h.value as number[]) : [];
        return named.length > 0
          ? `太阳指定发言：${named.map((n) => this.t.who(n)).join("、")}。`
          : "太阳没有指定任何角色，第二轮无人投票。";
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
          this.note(d, `正午出局：${e.deaths.map((s) => this.t.who(s)).join("、")}。`, after.label, e.atMs);
        } else {
          const exiled = e.exiled ?? [];
          const other = e.deaths.filter((s) => !exiled.includes(s));
          const list = (xs: number[]) => (xs.length ? xs.map((s) => this.t.who(s)).join("、") : "无");
          const text = e.deaths.length
            ? `黄昏出局 — 投票出局：${list(exiled)}；其他原因：${list(other)}。`
            : "黄昏无人出局。";
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
        this.note(
          d,
          later ? `导演延期：改为 ${d.close} 关门。` : `导演${d.spedUp ? "提速" : "调整"}：今天改为 ${d.close} 关门。`,
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
              ? `${this.t.who(top)}票数最高`
              : top === "tie"
                ? "平票"
                : e.entry.cancelled
                  ? "投票已取消"
                  : "无人得票";
          this.note(d, `日不落第一轮计票：${said}（只公布，不出局）。`, after.label, e.atMs);
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
              ? { kind: "exile", seat: top, text: `${this.t.who(top)}票数最高` }
              : {
                  kind: "nobody",
                  seat: null,
                  text: e.entry.cancelled ? "投票已取消" : top === "tie" ? "平票，无人出局" : "无人得票",
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
          if (c) c.result = { kind: "nobody", seat: c.result.seat, text: `${c.result.text}，平安日，无人出局` };
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
        const colourZh = word(DEFAULT_LANG, `colour.${colour}`);
        const g = this.given;
        const reason = g === null ? "未投票（自动黄牌）" : `导演判罚${g.reason ? `：${g.reason}` : ""}`;
        this.given = null;
        this.t.cards.push({
          seat: e.seat,
          name: this.t.names(e.seat),
          colour,
          colourZh,
          reason,
          at: after.label,
          atMs: e.atMs,
        });
        this.note(this.current(), `${this.t.who(e.seat)}${colourZh}：${reason}。`, after.label, e.atMs);
        return;
      }
      case "hk_judged":
        this.note(this.current(), `${campName(e.camp)}被导演判负。`, after.label, e.atMs);
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
