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
  ) {}

  /** When the channel's process was last alive (epoch ms), or null on its first start. */
  async lastAlive(): Promise<number | null> {
    const row = await this.db.presence.findUnique({ where: { channel: this.channel } });
    return row ? row.aliveAt.getTime() : null;
  }

  /** Records "alive now". */
  async beat(): Promise<void> {
    const aliveAt = new Date(this.wall());
    await this.db.presence.upsert({
      where: { channel: this.channel },
      create: { channel: this.channel, aliveAt },
      update: { aliveAt },
    });
  }

  /** Beats every `everyMs` until {@link stop}; a failed beat is logged and the next one tries again. */
  start(): void {
    this.timer = setInterval(() => {
      this.beat().catch((err) => this.log.warn({ err }, "presence heartbeat failed"));
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
  const untouchedSince = new Date(o.sinceMs + (o.slackMs ?? HEARTBEAT_MS + 2_000));
  const games = await o.db.game.findMany({
    where: { status: "running", channel: o.channel, updatedAt: { lte: untouchedSince } },
    select: { id: true },
  });
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
