/**
 * The season ledgers the book's reads share (issue 24 goal 4): `战绩`, `排行榜`, the web's season
 * pages and the HTTP API fold a whole season on every read (~240 ms of the event loop at 10,000
 * results: `npm run bench:season-end`'s old side). A ledger is kept per season and served again
 * while the season's results are the same — their fingerprint (`SeasonStore.resultsFingerprint`:
 * how many, and the sum of their update times, which a new result or a correction changes,
 * whichever process wrote it) — and so is the Shanghai day (besides the `nowMs` it carries, which
 * is the reader's own, the fold reads the clock only for each player's games of the day).
 * A kept ledger is shared by its readers: they read it, never change it.
 */
import { shanghaiDay } from "../ranked/day.ts";
import { foldSeason, type GameResult, type Ledger, type Season } from "../ranked/ledger.ts";

/** One season's kept ledger and what it was folded from. */
interface Kept {
  fingerprint: string;
  day: number;
  ledger: Ledger;
}

/** Ledgers by season id, folded again when the season's results, its bounds or the day change. */
export class SeasonLedgers {
  private readonly kept = new Map<string, Kept>();
  /** Folds made so far (a read served from a kept ledger makes none). */
  folds = 0;

  /**
   * The ledger of `season` at `nowMs` (epoch ms): the kept one, with `nowMs`, when `fingerprint`,
   * the season's bounds and the Shanghai day are those it was folded at; else `results()` folded.
   */
  async get(season: Season, nowMs: number, fingerprint: string, results: () => Promise<GameResult[]>): Promise<Ledger> {
    const day = shanghaiDay(nowMs);
    const k = this.kept.get(season.id);
    if (k && k.fingerprint === fingerprint && k.day === day && sameBounds(k.ledger.season, season))
      return { ...k.ledger, season, nowMs };
    const ledger = foldSeason(season, await results(), nowMs);
    this.folds++;
    this.kept.set(season.id, { fingerprint, day, ledger });
    return ledger;
  }
}

const sameBounds = (a: Season, b: Season) => a.startsAt === b.startsAt && a.endsAt === b.endsAt;
