/**
 * forum-25's day rows (F2, F7; issue 24 goal 1: every statement in the store): per game and day,
 * whether it closed sped up and whether its quota cards were given (`ForumDay`); the post counts
 * per seat and day (`ForumPostCount`); the last words written by DM and when they were published
 * (`ForumLastWords`). `ForumDays` and `ForumPosts` (src/app/) hold the rules and call these.
 */
import type { Db } from "./db.ts";

/** A stored last words row: its text and when an opening published it (null: not yet). */
export interface LastWordsRow {
  seat: number;
  text: string;
  publishedAt: Date | null;
}

/** The forum day statements (see the module comment). */
export class ForumDayStore {
  constructor(private readonly db: Db) {}

  /** Ids of the running games of the rulesets `rulesets` (the calendar family's). */
  async runningGames(rulesets: readonly string[]): Promise<string[]> {
    const rows = await this.db.game.findMany({
      where: { status: "running", ruleset: { in: [...rulesets] } },
      select: { id: true },
    });
    return rows.map((g) => g.id);
  }

  /** How many of the game's seats have a player bound. */
  seatedCount(gameId: string): Promise<number> {
    return this.db.seat.count({ where: { gameId, playerId: { not: null } } });
  }

  /** The closed days whose quota cards were given. */
  async checkedDays(gameId: string): Promise<number[]> {
    const rows = await this.db.forumDay.findMany({
      where: { gameId, checkedAt: { not: null } },
      select: { day: true },
    });
    return rows.map((d) => d.day);
  }

  /** Whether day `day` was recorded as sped up at its close; null when its close is not recorded. */
  async spedUp(gameId: string, day: number): Promise<boolean | null> {
    const row = await this.db.forumDay.findUnique({ where: { gameId_day: { gameId, day } }, select: { spedUp: true } });
    return row?.spedUp ?? null;
  }

  /** Records that day `day` closed (sped up or not); idempotent (the first record stays). */
  async closed(gameId: string, day: number, spedUp: boolean): Promise<void> {
    await this.db.forumDay.upsert({
      where: { gameId_day: { gameId, day } },
      create: { gameId, day, spedUp },
      update: {},
    });
  }

  /** Marks day `day`'s quota cards as given. */
  async checked(gameId: string, day: number): Promise<void> {
    await this.db.forumDay.update({ where: { gameId_day: { gameId, day } }, data: { checkedAt: new Date() } });
  }

  /** Closed days of running games whose quota cards are not given yet, in order. */
  async unchecked(gameId?: string): Promise<{ gameId: string; day: number }[]> {
    const rows = await this.db.forumDay.findMany({
      where: { checkedAt: null, ...(gameId ? { gameId } : {}), game: { status: "running" } },
      orderBy: [{ gameId: "asc" }, { day: "asc" }],
    });
    return rows.map((r) => ({ gameId: r.gameId, day: r.day }));
  }

  /** The posts of `seat` on `day` (0 when none). */
  async posts(gameId: string, seat: number, day: number): Promise<number> {
    const row = await this.db.forumPostCount.findUnique({ where: { gameId_seat_day: { gameId, seat, day } } });
    return row?.posts ?? 0;
  }

  /** Days 1..`day`: each closed day's speed-up flag, and every seat's post count of each day. */
  async history(
    gameId: string,
    day: number,
  ): Promise<{ days: { day: number; spedUp: boolean }[]; counts: { seat: number; day: number; posts: number }[] }> {
    const [days, counts] = await Promise.all([
      this.db.forumDay.findMany({ where: { gameId, day: { lte: day } }, select: { day: true, spedUp: true } }),
      this.db.forumPostCount.findMany({
        where: { gameId, day: { lte: day } },
        select: { seat: true, day: true, posts: true },
      }),
    ]);
    return { days, counts };
  }

  /** Every last words row of the game. */
  lastWords(gameId: string): Promise<LastWordsRow[]> {
    return this.db.forumLastWords.findMany({
      where: { gameId },
      select: { seat: true, text: true, publishedAt: true },
    });
  }

  /** The seat's last words row, or null. */
  lastWordsOf(gameId: string, seat: number): Promise<LastWordsRow | null> {
    return this.db.forumLastWords.findUnique({
      where: { gameId_seat: { gameId, seat } },
      select: { seat: true, text: true, publishedAt: true },
    });
  }

  /** Marks the seat's last words published now (an empty row when he wrote none). */
  async publishLastWords(gameId: string, seat: number): Promise<void> {
    await this.db.forumLastWords.upsert({
      where: { gameId_seat: { gameId, seat } },
      create: { gameId, seat, text: "", publishedAt: new Date() },
      update: { publishedAt: new Date() },
    });
  }

  /** Keeps (or replaces) the seat's last words until they are published. */
  async saveLastWords(gameId: string, seat: number, text: string): Promise<void> {
    await this.db.forumLastWords.upsert({
      where: { gameId_seat: { gameId, seat } },
      create: { gameId, seat, text },
      update: { text },
    });
  }
}
