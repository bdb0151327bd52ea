/**
 * The thread view of a forum game (issue 14 item 7; seed 004, F1–F26; forum-hk's reading: `thread-hk.ts`): day by day, what the
 * match group (the thread) was told — each opening's announcement in death order (F8), every
 * ballot post and change in post order (F3; 代投 7L 9), the closing count and its result (sheriff
 * F4, exile F5, or nobody), the cards (F2) and the public day exits — and each seat's post count
 * per game day (the app's `ForumPostCount`, counts only). Built by folding the event log and
 * keeping only the events the thread hears (as `narrate-forum.ts` posts them): no role before the
 * end, no night act, no DM, nothing of the wolves' group. Pure.
 */

import { evolve, initialState } from "../engine/evolve.ts";
import { type FlowId, flowOf } from "../engine/rulesets/flow.ts";
import type { CardColour, GameEvent, GameState } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { cardReason, DEFAULT_LANG, type Lang, word, wordOf } from "../vocab/index.ts";
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
  result: { kind: "sheriff" | "exile" | "idiot" | "nobody"; seat: number | null; text: string };
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
  colourZh: string;
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

/** Whether a flow's thread is read by forum-hk's reader (`thread-hk.ts`, seed 002); else by forum-25's (this file). */
const HK_THREAD: Readonly<Record<FlowId, boolean>> = { timed: false, "forum-25": false, "forum-hk": true };

/** A game day of the thread before anything was posted in it (`close`: `closeMs` as `HH:mm`). */
export function blankDay(n: number, round: ThreadDay["round"], closeMs: number, close: string): ThreadDay {
  return {
    n,
    round,
    closeMs,
    close,
    spedUp: false,
    announced: null,
    lastWords: [],
    lastWordsSaid: [],
    ballots: [],
    notes: [],
    count: null,
  };
}

/** Folds a forum game's events into its public thread; feed events in log order with `push`. */
export class ThreadBuilder {
  private s: GameState = initialState();
  private readonly days: ThreadDay[] = [];
  private readonly cards: ThreadCard[] = [];
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

  private day(): ThreadDay | undefined {
    return this.days[this.days.length - 1];
  }

  private who(seat: number): string {
    const n = this.names(seat);
    return n.startsWith(`${seat}号`) ? n : `${seat}号${n}`;
  }

  private note(text: string, atMs: number): void {
    this.day()?.notes.push({ text, at: this.s.label, atMs });
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
        this.note(`导演提速：今天改为 ${hhmm(after, e.closeMs)} 关门（提速的日子不计潜水黄牌）。`, e.atMs);
        return;
      case "day_delayed":
        // The directors moved today's close later; not a sped-up day (F2).
        if (d) {
          d.closeMs = e.closeMs;
          d.close = hhmm(after, e.closeMs);
        }
        this.note(`导演延期：今天改为 ${hhmm(after, e.closeMs)} 关门。`, e.atMs);
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
            text: tally.length === 0 ? "无人得票" : top.length > 1 && ph.n > 1 ? "平票，无人出局" : "无人出局",
          },
        };
        return;
      }
      case "sheriff_changed":
        if (d?.count && before.phase.kind === "forum_day" && before.label === "D1")
          d.count.result =
            e.seat === null
              ? { kind: "nobody", seat: null, text: "无人得票，本局没有警长" }
              : { kind: "sheriff", seat: e.seat, text: `${this.who(e.seat)}当选警长` };
        else if (e.gone) this.note("警徽无人继任，本局不再有警长。", e.atMs);
        return;
      case "badge_chosen":
        // A night exit's choice is by DM and takes effect at the opening (F19): not told now.
        if (e.pending || e.to === e.from) return;
        this.note(
          e.random
            ? `警长${this.who(e.from)}未移交，警徽随机移交给${this.who(e.to)}。`
            : `警长${this.who(e.from)}把警徽移交给${this.who(e.to)}。`,
          e.atMs,
        );
        return;
      case "public_notice":
        if (e.kind === "idiot_revealed" && typeof e.seat === "number") {
          if (d?.count && before.phase.kind === "forum_day")
            d.count.result = { kind: "idiot", seat: e.seat, text: `${this.who(e.seat)}票数最高，发动装傻，不出局` };
          this.note(`${this.who(e.seat)}发动装傻，不出局。`, e.atMs);
        } else if (e.kind === "devotion" && typeof e.seat === "number" && !after.label.startsWith("N")) {
          // 3L 情痴 替死 is posted (公示); a night's waits for the opening (F8).
          if (d?.count && d.count.result.kind === "nobody" && before.phase.kind === "forum_day")
            d.count.result = { kind: "exile", seat: e.seat, text: `${this.who(e.seat)}代替${String(e.value)}号出局` };
          this.note(`${this.who(e.seat)}代替${String(e.value)}号出局。`, e.atMs);
        }
        return;
      case "died":
        // Day deaths are posted as they happen (F8); a night's only at the next opening.
        if (!e.public || e.cause === "devotion") return;
        if (e.cause === "exile" && d?.count && d.count.result.kind === "nobody" && before.phase.kind === "forum_day")
          d.count.result = { kind: "exile", seat: e.seat, text: `${this.who(e.seat)}被放逐` };
        this.note(
          `${this.who(e.seat)}${wordOf(DEFAULT_LANG, "death", e.cause, word(DEFAULT_LANG, "death.out"))}。`,
          e.atMs,
        );
        return;
      case "judge_acted":
        if (e.ruling === "card") this.directorReason = e.reason ?? "";
        return;
      case "card_given": {
        const reason =
          e.reason === "director"
            ? `导演判罚${this.directorReason ? `：${this.directorReason}` : ""}`
            : cardReason(e.reason);
        const colourZh = word(DEFAULT_LANG, `colour.${e.colour}`);
        this.cards.push({
          seat: e.seat,
          name: this.names(e.seat),
          colour: e.colour,
          colourZh,
          reason,
          at: after.label,
          atMs: e.atMs,
        });
        this.note(`${this.who(e.seat)}${colourZh}：${reason}。`, e.atMs);
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
    const cardsOf = new Map<number, string>();
    for (const c of this.cards) cardsOf.set(c.seat, (cardsOf.get(c.seat) ?? "") + c.colourZh);
    const index = v.seats.map((x) => {
      const per = Array.from({ length: days }, (_, i) => posts.get(`${x.seat}:${i + 1}`) ?? 0);
      return {
        seat: x.seat,
        name: this.names(x.seat),
        alive: x.alive,
        posts: per,
        total: per.reduce((a, b) => a + b, 0),
        cards: cardsOf.get(x.seat) ?? "",
      };
    });
    return {
      id: game.id,
      label: v.label,
      labelZh: labelZh(v.label, lang),
      days: this.days.map((d) => ({
        ...d,
        lastWordsSaid: d.lastWords.map((seat) => ({ seat, name: this.names(seat), text: said.get(seat) ?? null })),
        ballots: [...d.ballots],
        notes: [...d.notes],
        count: d.count && { ...d.count, result: { ...d.count.result } },
      })),
      cards: [...this.cards],
      index,
      winnerZh: resultZh(v, lang),
    };
  }
}
