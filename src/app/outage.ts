/**
 * After a restart (issue 13 item 5): how long was the bot away, and what did that cost the games?
 * A `Presence` row per outbox channel (chat account) says when its process was last alive (a
 * heartbeat every few seconds, and at a graceful stop). At start-up, when the bot was away at
 * least `minAwayMs`, every running game of the channel gets the engine's `outage` ruling before
 * any deadline fires: the deadlines that fell inside the outage reopen in full, so a no-show or a
 * missed vote of that time is forgiven (no 黑麦), and the match group is told that the bot was
 * away and for how long (the ruling's narration).
 */
import type { Logger } from "pino";
import type { Db } from "../store/db.ts";
import { lastAliveOf, recordAlive, untouchedRunningGames } from "../store/presence.ts";
import type { GameService } from "./game-service.ts";

/** Default heartbeat period, wall ms. */
export const HEARTBEAT_MS = 5_000;
/** Default shortest outage that is noticed, wall ms (`OUTAGE_NOTICE_MS`): a quick restart is not worth a message. */
export const OUTAGE_NOTICE_MS = 30_000;

/** The heartbeat of one channel's process. */
export class Presence {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly wall: () => number,
    private readonly log: Logger,
    private readonly everyMs = HEARTBEAT_MS,
    /** Told of each beat's outcome (the database watch of issue 25 item 4). */
    private readonly on: { beaten?: () => void; failed?: () => void } = {},
  ) {}

  /** When the channel's process was last alive (epoch ms), or null on its first start. */
  async lastAlive(): Promise<number | null> {
    return lastAliveOf(this.db, this.channel);
  }

  /** Records "alive now". */
  async beat(): Promise<void> {
    await recordAlive(this.db, this.channel, this.wall());
  }

  /** Beats every `everyMs` until {@link stop}; a failed beat is logged and the next one tries again. */
  start(): void {
    this.timer = setInterval(() => {
      this.beat().then(
        () => this.on.beaten?.(),
        (err) => {
          this.log.warn({ err }, "presence heartbeat failed");
          this.on.failed?.();
        },
      );
    }, this.everyMs);
    this.timer.unref();
  }

  /** Stops beating, after a last beat (a graceful stop's outage counts from the stop). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beat().catch(() => undefined);
  }
}

/**
 * Gives every running game of `channel` that did not move since `sinceMs` the `outage` ruling for `awayMs` of wall time (rule
 * seconds = wall × `speed`), before any of its deadlines fires. Returns the games told. A game
 * that refuses (ended meanwhile) is logged and skipped; nothing here throws for one game.
 */
export async function forgiveOutage(o: {
  db: Db;
  service: GameService;
  channel: string;
  awayMs: number;
  sinceMs: number;
  speed: number;
  log: Logger;
  /** How long after `sinceMs` a game may have last moved and still count as stalled (default heartbeat + 2 s). */
  slackMs?: number;
}): Promise<number> {
  // Only games nothing touched since the bot was last alive (a heartbeat's slack allowed): a game
  // that moved meanwhile was driven by another live process of the channel, not stalled by us.
  const ids = await untouchedRunningGames(o.db, o.channel, o.sinceMs + (o.slackMs ?? HEARTBEAT_MS + 2_000));
  const games = ids.map((id) => ({ id }));
  const seconds = Math.max(1, Math.round((o.awayMs * o.speed) / 1000));
  let told = 0;
  for (const g of games) {
    try {
      const r = await o.service.handle(
        g.id,
        { type: "judge", ruling: "outage", seconds },
        { messageId: `outage-${g.id}-${o.sinceMs}` },
      );
      if (r.ok) told++;
      else o.log.warn({ gameId: g.id, reject: r.reject }, "outage notice refused");
    } catch (err) {
      o.log.error({ err, gameId: g.id }, "outage notice failed");
    }
  }
  if (games.length)
    o.log.warn({ awayMs: o.awayMs, games: told }, "the bot was away: running games told, deadlines reopened");
  return told;
}

/**
 * A database outage is an outage like the bot's own (issue 25 item 4). The watch learns that
 * the database is down from a failed statement anyone reports ({@link check}, e.g. a chat
 * message whose handling failed, a heartbeat, a timer fire), then probes it every `probeMs`.
 * Until it answers again {@link ready} waits — the inbound queues hold their messages (kept in
 * the inbound journal), timer fires wait. When it answers again — however short the outage:
 * nobody could act meanwhile — `onBack(sinceMs, awayMs)` (counted from the last moment it was
 * known up) runs first (the runtime gives the
 * running games the `outage` ruling: deadlines that ran out meanwhile reopen, no 黑麦), and only
 * then are the waiters let go.
 */
export class DbWatch {
  private downSince: number | null = null;
  private lastUp: number;
  private back: Promise<void> | null = null;
  private release: () => void = () => {};
  private stopped = false;

  constructor(
    private readonly o: {
      /** One probe: resolves true when the database answers (e.g. `probeDb(db) === "up"`). */
      probe: () => Promise<boolean>;
      /** Wall clock, epoch ms. */
      wall: () => number;
      log: Logger;
      /** Runs when the database is back, before any waiter goes on. Errors are logged. */
      onBack: (sinceMs: number, awayMs: number) => Promise<unknown>;
      /** Wall ms between two probes while down (default 1000). */
      probeMs?: number;
    },
  ) {
    this.lastUp = o.wall();
  }

  /** Whether the database is known to be down now. */
  get down(): boolean {
    return this.downSince !== null;
  }

  /** A statement just succeeded (e.g. a heartbeat): the database was up at this moment. */
  up(): void {
    if (this.downSince === null) this.lastUp = this.o.wall();
  }

  /**
   * After a failed statement: is the database down? Probes once when not known down yet; when
   * down, starts watching for its return. True → wait for {@link ready} and try again.
   */
  async check(): Promise<boolean> {
    if (this.downSince !== null) return true;
    if (await this.o.probe().catch(() => false)) {
      this.up();
      return false;
    }
    if (this.downSince === null) this.goDown();
    return true;
  }

  /** Resolves when the database is up (at once when it is not known down) and the ruling of its outage is given. */
  ready(): Promise<void> {
    return this.back ?? Promise.resolve();
  }

  /** Stops probing (waiters are let go). */
  stop(): void {
    this.stopped = true;
    this.release();
  }

  private goDown(): void {
    this.downSince = this.lastUp;
    this.o.log.warn({ sinceMs: this.lastUp }, "the database does not answer: messages are kept, deadlines wait");
    this.back = new Promise((r) => {
      this.release = r;
    });
    void this.watch();
  }

  private async watch(): Promise<void> {
    const every = this.o.probeMs ?? 1_000;
    let failures = 0;
    while (!this.stopped) {
      await new Promise((r) => setTimeout(r, every).unref());
      if (this.stopped) break;
      if (!(await this.o.probe().catch(() => false))) continue;
      const since = this.downSince ?? this.lastUp;
      const awayMs = this.o.wall() - since;
      this.o.log.warn({ awayMs }, "the database answers again");
      // The ruling's own statements may meet the pool's connections the outage broke: the watch
      // stays down and tries again (at most 10 times, then lets the waiters go, logged).
      const ruled = await this.o.onBack(since, awayMs).then(
        () => true,
        (err) => {
          this.o.log.error({ err, attempt: ++failures }, "database outage ruling failed");
          return false;
        },
      );
      if (ruled || failures >= 10) break;
    }
    this.downSince = null;
    this.lastUp = this.o.wall();
    this.back = null;
    this.release();
  }
}
