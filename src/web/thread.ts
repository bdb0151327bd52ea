/**
 * The thread view of a forum game (issue 14 item 7; seed 004, F1–F26; forum-hk's reading: `thread-hk.ts`): day by day, what the
 * match group (the thread) was told — each opening's announcement in death order (F8), every
 * ballot post and change in post order (F3; 代投 7L 9), the closing count and its result (sheriff
 * F4, exile F5, or nobody), the cards (F2) and the public day exits — and each seat's post count
 * per game day (the app's `ForumPostCount`, counts only). Built by folding the event log and
 * keeping only the events the thread hears (as `narrate-forum.ts` posts them): no role before the
 * end, no night act, no DM, nothing of the wolves' group. Its words are kept as messages (`Msg`,
 * phrasebook `web_thread` and the thread's own `f25_thread` / `hk_thread` sentences) and rendered by
 * `view` in the page's language (issue 23 goal 3). Pure.
 */

import { evolve, initialState } from "../engine/evolve.ts";
import { type FlowId, flowOf } from "../engine/rulesets/flow.ts";
import type { CardColour, GameEvent, GameState } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { DEFAULT_LANG, type Lang, type WordKey, word, wordOf } from "../vocab/index.ts";
import { listOf, type Msg, render, say } from "../vocab/msg.ts";
import { hhmm } from "../voice/families/forum-25/narrate.ts";
import { HkThreadReader } from "./thread-hk.ts";
import { labelZh, resultZh } from "./words.ts";

/** One ballot post as the thread saw it. */
export interface ThreadBallot {
  seat: number;
  name: string;
  /** The seat named, or null for 弃权. */
  target: number | null;
  targetName: string | null;
  change: boolean;
  /** Posted by a director for the seat (代投, 7L 9). */
  proxy: boolean;
  atMs: number;
  /** `HH:mm` in the game's zone (F1). */
  time: string;
}

/** A public line of a day other than a ballot: a day exit, a card, the badge, a speed-up. */
export interface ThreadNote {
  /** In the page's language. */
  text: string;
  /** The label it was posted at (`D2`; a card or red card at night: `N2`). */
  at: string;
  atMs: number;
}

/** A day's closing count (F3–F5): the final ballots of the living. */
export interface ThreadCount {
  tally: { seat: number; name: string; votes: number }[];
  abstain: number[];
  /** Living voters without a ballot (a yellow card each unless sped up, F2). */
  none: number[];
  /** `sheriff` (day 1), `exile`, `idiot` (装傻, F18), or `nobody` (a tie or no ballot). */
  result: {
    kind: "sheriff" | "exile" | "idiot" | "nobody";
    seat: number | null /** In the page's language. */;
    text: string;
  };
  /** forum-hk (HK57): the counts are not public, only the result (`tally` is empty). */
  hidden?: boolean;
}

/** One game day of the thread. */
export interface ThreadDay {
  n: number;
  /** Day 1 elects the sheriff (F4), later days exile (F5). */
  round: "sheriff" | "exile";
  closeMs: number;
  /** Today's close, `HH:mm` in the game's zone (F1). */
  close: string;
  spedUp: boolean;
  /** The opening's announcement of last night's deaths, in death order (F8); null on day 1. */
  announced: { seat: number; name: string }[] | null;
  /** Seats whose last words were published at this opening (F7). */
  lastWords: number[];
  /**
   * Those last words with what was said (issue 26 item 10): `text` the published words, "" when
   * the seat left none, null while the text is not read yet.
   */
  lastWordsSaid: { seat: number; name: string; text: string | null }[];
  ballots: ThreadBallot[];
  notes: ThreadNote[];
  count: ThreadCount | null;
}

/** A card as the thread was told (F2): the sisters' reason is worded like a director's (F13). */
export interface ThreadCard {
  seat: number;
  name: string;
  colour: CardColour;
  /** The colour in the page's language (`黄牌`, `yellow card`). */
  colourZh: string;
  /** In the page's language. */
  reason: string;
  /** The label it was given at (`D2`, `N1`). */
  at: string;
  atMs: number;
}

/** One row of the seats' post index: posts per game day (index 0 = day 1). */
export interface PostIndexRow {
  seat: number;
  name: string;
  alive: boolean;
  posts: number[];
  total: number;
  cards: string;
}

/** What `/live/:id/thread` shows. */
export interface ForumThread {
  id: string;
  label: string;
  /** The label in words: 第3夜, 第2天, 开局阶段 (issue 26 item 10). */
  labelZh: string;
  days: ThreadDay[];
  cards: ThreadCard[];
  index: PostIndexRow[];
  winnerZh: string | null;
}

/** A note as the builder keeps it: its words a message, rendered by `view` in the page's language. */
export interface NoteDraft extends Omit<ThreadNote, "text"> {
  msg: Msg;
}

/** A count as the builder keeps it (its result a message). */
export interface CountDraft extends Omit<ThreadCount, "result"> {
  result: { kind: ThreadCount["result"]["kind"]; seat: number | null; msg: Msg };
}

/** A day as the builder keeps it: its close, notes and result still messages (issue 23 goal 3). */
export interface DayDraft extends Omit<ThreadDay, "close" | "notes" | "count" | "lastWordsSaid"> {
  /** Today's close (`21:00`, or forum-hk's date and weekday). */
  close: Msg;
  notes: NoteDraft[];
  count: CountDraft | null;
}

/** A card as the builder keeps it (its reason a message; its colour's words come with `view`). */
export interface CardDraft extends Omit<ThreadCard, "colourZh" | "reason"> {
  reason: Msg;
}

/**
 * `seat` with its player's name as the thread writes it (`who`): `3号` alone for a seat without a
 * name, a name already starting with its seat as written, else seat then name (`3号Alice`, `#3 Alice`).
 */
export function whoMsg(seat: number, name: string): Msg {
  if (name === `${seat}号`) return say("common.seat", { n: seat });
  if (name.startsWith(`${seat}号`)) return say("common.name", { name });
  return say("web_thread.who", { seat: { seat }, name });
}

/** A seat's death as the group is told it (`3号被放逐出局。`); a cause without its word reads as 出局. */
export function deathMsg(who: Msg, cause: string): Msg {
  const key = (wordOf(DEFAULT_LANG, "death", cause, "") ? `death.${cause}` : "death.out") as WordKey;
  return say("web_thread.died", { seat: { msg: who }, death: { word: key } });
}

/** A card's reason given by the directors, with theirs if they wrote one (their words as typed). */
export const directorsReason = (why: string): Msg =>
  why ? say("web_thread.by_directors_why", { reason: why }) : say("web_thread.by_directors");

/** A card's line in the notes (`3号黄牌：未投票。`). */
export const cardNote = (who: Msg, colour: CardColour, reason: Msg): Msg =>
  say("web_thread.card", { seat: { msg: who }, colour: { word: `colour.${colour}` }, reason: { msg: reason } });

/** Seats' `who` as one list (`3号、5号`), or `common.none` when there are none. */
export const whoList = (items: readonly Msg[]): Msg => (items.length ? listOf(items) : say("common.none"));

/** The vocabulary's word for why forum-25 gave a card (F6); the sisters' and any other is the directors' (F13). */
const cardReasonKey = (reason: string): WordKey =>
  reason === "no_ballot" || reason === "upgrade" ? `card_reason.${reason}` : "card_reason.director";

/** Whether a flow's thread is read by forum-hk's reader (`thread-hk.ts`, seed 002); else by forum-25's (this file). */
const HK_THREAD: Readonly<Record<FlowId, boolean>> = { timed: false, "forum-25": false, "forum-hk": true };

/** A game day of the thread before anything was posted in it (`close`: `closeMs` as `HH:mm`). */
export function blankDay(n: number, round: ThreadDay["round"], closeMs: number, close: Msg): DayDraft {
  return {
    n,
    round,
    closeMs,
    close,
    spedUp: false,
    announced: null,
    lastWords: [],
    ballots: [],
    notes: [],
    count: null,
  };
}

/** Folds a forum game's events into its public thread; feed events in log order with `push`. */
export class ThreadBuilder {
  private s: GameState = initialState();
  private readonly days: DayDraft[] = [];
  private readonly cards: CardDraft[] = [];
  /** The reason a director gave with the card he is giving now (`judge_acted` precedes `card_given`). */
  private directorReason = "";
  count = 0;

  constructor(private readonly names: (seat: number) => string) {}

  /** The state after the events pushed so far (the seats' public status comes from it). */
  get state(): GameState {
    return this.s;
  }

  push(e: GameEvent): void {
    const before = this.s;
    this.s = evolve(before, e);
    this.count++;
    if (e.type === "game_created" && HK_THREAD[flowOf(e.setup)])
      this.hk = new HkThreadReader({
        days: this.days,
        cards: this.cards,
        names: this.names,
        who: (seat) => this.who(seat),
      });
    if (this.hk) this.hk.take(before, e, this.s);
    else this.take(before, e, this.s);
  }

  /** forum-hk's reading of the thread (`thread-hk.ts`), once its game is created. */
  private hk: HkThreadReader | null = null;

  private day(): DayDraft | undefined {
    return this.days[this.days.length - 1];
  }

  private who(seat: number): Msg {
    return whoMsg(seat, this.names(seat));
  }

  private note(msg: Msg, atMs: number): void {
    this.day()?.notes.push({ msg, at: this.s.label, atMs });
  }

  /** Only what the thread hears of `e` (narrate-forum.ts's group posts). */
  private take(before: GameState, e: GameEvent, after: GameState): void {
    const d = this.day();
    switch (e.type) {
      case "phase_started":
        if (e.phase.kind === "forum_day")
          this.days.push(
            blankDay(e.phase.n, e.phase.n === 1 ? "sheriff" : "exile", e.phase.closeMs, hhmm(after, e.phase.closeMs)),
          );
        return;
      case "announced":
        // F8: night deaths at the opening, in the order they happened (never sorted).
        if (d && after.phase.kind === "forum_day" && after.phase.n >= 2)
          d.announced = e.deaths.map((seat) => ({ seat, name: this.names(seat) }));
        return;
      case "last_words_published":
        if (d) d.lastWords = [...e.seats];
        return;
      case "ballot_posted":
        d?.ballots.push({
          seat: e.seat,
          name: this.names(e.seat),
          target: e.target,
          targetName: e.target === null ? null : this.names(e.target),
          change: e.change,
          proxy: e.proxy === true,
          atMs: e.atMs,
          time: hhmm(after, e.atMs),
        });
        return;
      case "day_sped_up":
        if (d) {
          d.spedUp = true;
          d.closeMs = e.closeMs;
          d.close = hhmm(after, e.closeMs);
        }
        this.note(say("web_thread.sped_up", { time: hhmm(after, e.closeMs) }), e.atMs);
        return;
      case "day_delayed":
        // The directors moved today's close later; not a sped-up day (F2).
        if (d) {
          d.closeMs = e.closeMs;
          d.close = hhmm(after, e.closeMs);
        }
        this.note(say("web_thread.delayed", { time: hhmm(after, e.closeMs) }), e.atMs);
        return;
      case "vote_closed": {
        if (!d || before.phase.kind !== "forum_day") return;
        const ph = before.phase;
        const r = e.record;
        const tally = Object.entries(r.tally)
          .map(([k, votes]) => ({ seat: Number(k), name: this.names(Number(k)), votes }))
          .sort((a, b) => b.votes - a.votes || a.seat - b.seat);
        const none = before.seats
          .filter((x) => x.alive && x.mem.revealed !== true && !(String(x.seat) in ph.ballots))
          .map((x) => x.seat);
        const top = tally.filter((t) => t.votes === tally[0]?.votes);
        d.count = {
          tally,
          abstain: [...r.abstain],
          none,
          result: {
            kind: "nobody",
            seat: null,
            msg: say(
              tally.length === 0
                ? "f25_thread.tally_none"
                : top.length > 1 && ph.n > 1
                  ? "web_thread.tie_nobody"
                  : "web_thread.nobody_out",
            ),
          },
        };
        return;
      }
      case "sheriff_changed":
        if (d?.count && before.phase.kind === "forum_day" && before.label === "D1")
          d.count.result =
            e.seat === null
              ? { kind: "nobody", seat: null, msg: say("web_thread.no_sheriff") }
              : { kind: "sheriff", seat: e.seat, msg: say("web_thread.sheriff", { seat: { msg: this.who(e.seat) } }) };
        else if (e.gone) this.note(say("f25_thread.badge_gone"), e.atMs);
        return;
      case "badge_chosen":
        // A night exit's choice is by DM and takes effect at the opening (F19): not told now.
        if (e.pending || e.to === e.from) return;
        this.note(
          say(e.random ? "f25_private.badge_random" : "f25_private.badge_passed", {
            from: { msg: this.who(e.from) },
            to: { msg: this.who(e.to) },
          }),
          e.atMs,
        );
        return;
      case "public_notice":
        if (e.kind === "idiot_revealed" && typeof e.seat === "number") {
          const seat = { msg: this.who(e.seat) };
          if (d?.count && before.phase.kind === "forum_day")
            d.count.result = { kind: "idiot", seat: e.seat, msg: say("web_thread.idiot_result", { seat }) };
          this.note(say("web_thread.idiot", { seat }), e.atMs);
        } else if (e.kind === "devotion" && typeof e.seat === "number" && !after.label.startsWith("N")) {
          // 3L 情痴 替死 is posted (公示); a night's waits for the opening (F8).
          const a = {
            seat: { msg: this.who(e.seat) },
            target: { seat: Number(e.value) },
          };
          if (d?.count && d.count.result.kind === "nobody" && before.phase.kind === "forum_day")
            d.count.result = { kind: "exile", seat: e.seat, msg: say("web_thread.devotion_result", a) };
          this.note(say("web_thread.devotion", a), e.atMs);
        }
        return;
      case "died":
        // Day deaths are posted as they happen (F8); a night's only at the next opening.
        if (!e.public || e.cause === "devotion") return;
        if (e.cause === "exile" && d?.count && d.count.result.kind === "nobody" && before.phase.kind === "forum_day")
          d.count.result = {
            kind: "exile",
            seat: e.seat,
            msg: say("web_thread.exiled", { seat: { msg: this.who(e.seat) } }),
          };
        this.note(deathMsg(this.who(e.seat), e.cause), e.atMs);
        return;
      case "judge_acted":
        if (e.ruling === "card") this.directorReason = e.reason ?? "";
        return;
      case "card_given": {
        // F6, F13: the sisters' card and any other reads as the directors'.
        const reason: Msg =
          e.reason === "director"
            ? directorsReason(this.directorReason)
            : { k: "common.name", a: { name: { word: cardReasonKey(e.reason) } } };
        this.cards.push({
          seat: e.seat,
          name: this.names(e.seat),
          colour: e.colour,
          reason,
          at: after.label,
          atMs: e.atMs,
        });
        this.note(cardNote(this.who(e.seat), e.colour, reason), e.atMs);
        return;
      }
      default:
        return;
    }
  }

  /** Whether a published day's last words lack their text in `said` (the thread channel then reads them). */
  wantsLastWords(said: ReadonlyMap<number, string>): boolean {
    return this.days.some((d) => d.lastWords.some((seat) => !said.has(seat)));
  }

  /**
   * The thread now, with the post counts (`posts`: `seat:day` → count), the game row and the
   * published last words (`said`: seat → text, "" none left).
   */
  view(
    game: { id: string },
    posts: ReadonlyMap<string, number>,
    said: ReadonlyMap<number, string> = new Map(),
    lang: Lang = DEFAULT_LANG,
  ): ForumThread {
    const v = publicView(this.s);
    const days = this.days.length;
    const cards: ThreadCard[] = this.cards.map((c) => ({
      seat: c.seat,
      name: c.name,
      colour: c.colour,
      colourZh: word(lang, `colour.${c.colour}`),
      reason: render(c.reason, lang),
      at: c.at,
      atMs: c.atMs,
    }));
    const cardsOf = new Map<number, string[]>();
    for (const c of cards) cardsOf.set(c.seat, [...(cardsOf.get(c.seat) ?? []), c.colourZh]);
    // A seat's cards in a row (`黄牌黄牌`, `yellow card, yellow card`).
    const row = (cs: readonly string[]) => cs.reduce((a, b) => render(say("web_thread.cards_join", { a, b }), lang));
    const index = v.seats.map((x) => {
      const per = Array.from({ length: days }, (_, i) => posts.get(`${x.seat}:${i + 1}`) ?? 0);
      return {
        seat: x.seat,
        name: this.names(x.seat),
        alive: x.alive,
        posts: per,
        total: per.reduce((a, b) => a + b, 0),
        cards: row(cardsOf.get(x.seat) ?? [""]),
      };
    });
    return {
      id: game.id,
      label: v.label,
      labelZh: labelZh(v.label, lang),
      days: this.days.map((d) => ({
        n: d.n,
        round: d.round,
        closeMs: d.closeMs,
        close: render(d.close, lang),
        spedUp: d.spedUp,
        announced: d.announced,
        lastWords: d.lastWords,
        lastWordsSaid: d.lastWords.map((seat) => ({ seat, name: this.names(seat), text: said.get(seat) ?? null })),
        ballots: [...d.ballots],
        notes: d.notes.map(({ msg, at, atMs }) => ({ text: render(msg, lang), at, atMs })),
        count: d.count && {
          ...d.count,
          result: { kind: d.count.result.kind, seat: d.count.result.seat, text: render(d.count.result.msg, lang) },
        },
      })),
      cards,
      index,
      winnerZh: resultZh(v, lang),
    };
  }
}
