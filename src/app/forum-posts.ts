/**
 * forum-25 posts (F2; 004 6L 潜水(1), 7L 2): every message a seated player posts in the thread
 * (the match group) while a game day is open is a post; the app counts them per seat and day
 * (counts only, never the content) and, at each close, gives the post-quota yellow cards as a
 * director's `card` judge command: "在未加快进程的单个讨论日不足五帖、或连续三个讨论日均不足十帖".
 *
 * Decisions where 004 is silent:
 * - Only posts made while day n is open count for day n (phase S and nights are no 讨论日).
 * - A sped-up day (F1) is not checked and breaks a run of three ("未加快进程").
 * - At most one quota card per seat per close: under five wins; a three-day card starts a new
 *   run, so the same three days never cost two cards.
 * - Only seats still in the game after the close are checked (an out player no longer posts).
 */
import type { Db } from "../store/db.ts";
import { ForumDayStore } from "../store/forum-days.ts";
import { countPostOnce } from "../store/forum-post-counts.ts";
import { type Msg, render, say } from "../vocab/msg.ts";

/** One closed day of one seat: its post count and whether the directors sped it up. */
export interface DayPosts {
  day: number;
  spedUp: boolean;
  posts: number;
}

/** Why a seat gets the post-quota yellow card at a close (6L 潜水(1)). */
export type QuotaBreach = "under_5" | "under_10_three_days";

/** F2 / 6L 潜水(1): posts under which a day costs a yellow card, and the three-day run's bound. */
export const DAY_MIN_POSTS = 5;
export const RUN_MIN_POSTS = 10;
export const RUN_DAYS = 3;

/**
 * The quota breach of the last day of `days` (a seat's closed days 1..n in order, every day
 * present, 0 posts included), or null. Pure: recomputed from the stored counts after a restart.
 */
export function quotaBreach(days: DayPosts[]): QuotaBreach | null {
  let run = 0;
  let breach: QuotaBreach | null = null;
  for (const d of days) {
    breach = null;
    if (d.spedUp) {
      run = 0;
      continue;
    }
    run = d.posts < RUN_MIN_POSTS ? run + 1 : 0;
    if (d.posts < DAY_MIN_POSTS) breach = "under_5";
    else if (run >= RUN_DAYS) breach = "under_10_three_days";
    // A run of three ends with the close that carded it (one card for its days, whichever rule).
    if (breach && run >= RUN_DAYS) run = 0;
  }
  return breach;
}

/**
 * The quota card's reason as a message (forum-25's and forum-hk's alike: `潜水：第3天发帖不足5帖`;
 * the seed's clause, 004 6L 潜水(1), is not part of what players read).
 */
export function breachMsg(b: QuotaBreach, day: number): Msg {
  return b === "under_5"
    ? say("f25_days.quota_day", { day, n: DAY_MIN_POSTS })
    : say("f25_days.quota_run", { day, days: RUN_DAYS, n: RUN_MIN_POSTS });
}

/**
 * The card's reason as the judge command's `reason` (简体 text, kept in the log): every reader
 * shows it through src/voice/families/forum-25/quota-reason.ts `quotaReasonMsg`, which reads it
 * (and an older row's, with the clause) back as {@link breachMsg} in the reader's language.
 */
export function breachText(b: QuotaBreach, day: number): string {
  return render(breachMsg(b, day));
}

/** The post counts of forum games (tables `ForumPostCount`, `ForumDay`). */
export class ForumPosts {
  /** The day rows (statements in the store). */
  private readonly store: ForumDayStore;

  constructor(private readonly db: Db) {
    this.store = new ForumDayStore(db);
  }

  /**
   * One more post of `seat` on day `day`: the chat message `messageId`, counted once however often
   * it is delivered (issue 25 item 8; one statement: concurrent posts never lose a count).
   * Returns whether it counted now.
   */
  count(gameId: string, seat: number, day: number, messageId: string): Promise<boolean> {
    return countPostOnce(this.db, gameId, seat, day, messageId);
  }

  /** The posts of `seat` on `day` (0 when none). */
  async posts(gameId: string, seat: number, day: number): Promise<number> {
    return this.store.posts(gameId, seat, day);
  }

  /** Records that day `day` closed (sped up or not); idempotent. */
  async closed(gameId: string, day: number, spedUp: boolean): Promise<void> {
    await this.store.closed(gameId, day, spedUp);
  }

  /** Marks day `day`'s quota cards as given. */
  async checked(gameId: string, day: number): Promise<void> {
    await this.store.checked(gameId, day);
  }

  /** Closed days whose quota cards are not given yet (re-driven after a restart). */
  async unchecked(gameId?: string): Promise<{ gameId: string; day: number }[]> {
    return this.store.unchecked(gameId);
  }

  /**
   * The quota breach of each of `seats` at the close of `day` (from the stored counts of days
   * 1..day and the closed days' speed-up flags); seats without one are left out.
   */
  async breaches(gameId: string, day: number, seats: number[]): Promise<Map<number, QuotaBreach>> {
    const { days, counts } = await this.store.history(gameId, day);
    const sped = new Map(days.map((d) => [d.day, d.spedUp]));
    const posts = new Map(counts.map((c) => [`${c.seat}:${c.day}`, c.posts]));
    const out = new Map<number, QuotaBreach>();
    for (const seat of seats) {
      const history: DayPosts[] = [];
      for (let n = 1; n <= day; n++)
        history.push({ day: n, spedUp: sped.get(n) ?? false, posts: posts.get(`${seat}:${n}`) ?? 0 });
      const b = quotaBreach(history);
      if (b) out.set(seat, b);
    }
    return out;
  }
}
