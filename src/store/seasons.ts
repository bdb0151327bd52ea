/**
 * The ranked season's rows (issue 24 goal 1: every statement in the store): staff, seasons, one
 * `RankedResult` per finished game, bans, appeals, and the look-ups of games, seats and players
 * the season's rules need. `SeasonBook` (src/app/season.ts) holds the rules (000 §二–§五, §九) and
 * calls these; each returns domain values (epoch ms, `GameResult`, `BanView`, `AppealView`), not
 * Prisma rows, except the game rows the book hands on unchanged.
 *
 * A method that takes `db` runs on it (a transaction of the caller's, e.g. GameService's end hook);
 * otherwise on the store's own client.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import type { BanView } from "../ranked/bans.ts";
import type { GameResult, Season, SeatResult } from "../ranked/ledger.ts";
import { type Msg, stored } from "../vocab/msg.ts";
import type { Db } from "./db.ts";
import { RESULTS_FINGERPRINT, RESULTS_OF_PLAYERS } from "./season-sql.ts";

/** A transaction of the season's statements. */
export type SeasonTx = Prisma.TransactionClient;
/** The client or a transaction. */
export type SeasonReader = Db | SeasonTx;

/** An appeal (申诉, 000 §二) as the book shows it; times epoch ms. */
export interface AppealView {
  id: string;
  gameId: string;
  contactId: string;
  asRole: "player" | "judge";
  reason: string;
  status: "open" | "ruled" | "dismissed";
  createdAt: number;
  closedAt: number | null;
  closedBy: string | null;
  outcome: string | null;
}

/** An outbox row the season writes (a DM of a ruling, an appeal's notice). */
export interface SeasonOutboxRow {
  gameId: string;
  key: string;
  audience: "contact";
  contactId: string;
  conv: string;
  /** The words before their language (issue 23: stored as `text` or `msg`, rendered at delivery). */
  text: Msg;
}

/** The season's statements (see the module comment). */
export class SeasonStore {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction (`timeoutMs` / `maxWaitMs`: Prisma's interactive-transaction limits). */
  transaction<T>(fn: (tx: SeasonTx) => Promise<T>, o?: { timeoutMs?: number; maxWaitMs?: number }): Promise<T> {
    return this.db.$transaction(fn, o ? { timeout: o.timeoutMs, maxWait: o.maxWaitMs } : undefined);
  }

  // ── staff ──────────────────────────────────────────────────────────────────────────────

  /** Whether `contactId` holds `role`, active. */
  async isStaff(contactId: string, role: string, db: SeasonReader = this.db): Promise<boolean> {
    const s = await db.staff.findUnique({ where: { contactId_role: { contactId, role } } });
    return s?.active === true;
  }

  /** Adds or updates a staff row. */
  async setStaff(contactId: string, role: string, name: string, active: boolean): Promise<void> {
    await this.db.staff.upsert({
      where: { contactId_role: { contactId, role } },
      create: { contactId, role, name, active },
      update: { name, active },
    });
  }

  /** The contact's active roles. */
  async activeRoles(contactId: string): Promise<string[]> {
    const rows = await this.db.staff.findMany({ where: { contactId, active: true } });
    return rows.map((r) => r.role);
  }

  /** Whether any judge is certified (active). */
  async anyJudge(): Promise<boolean> {
    return (await this.db.staff.count({ where: { role: "judge", active: true } })) > 0;
  }

  /** Contact ids of every active organiser. */
  async organisers(): Promise<string[]> {
    const rows = await this.db.staff.findMany({ where: { role: "organiser", active: true } });
    return rows.map((o) => o.contactId);
  }

  // ── seasons ────────────────────────────────────────────────────────────────────────────

  /** Another season whose window overlaps `s`'s, or null. */
  async overlapping(s: { id: string; startsAt: Date; endsAt: Date }): Promise<{ id: string } | null> {
    return this.db.season.findFirst({
      where: { id: { not: s.id }, startsAt: { lt: s.endsAt }, endsAt: { gt: s.startsAt } },
      select: { id: true },
    });
  }

  /** Creates or updates a season. */
  async upsertSeason(s: { id: string; name: string; startsAt: Date; endsAt: Date }): Promise<void> {
    await this.db.season.upsert({ where: { id: s.id }, create: s, update: s });
  }

  /** The season containing `atMs` (epoch ms), or null. */
  async seasonAt(atMs: number, db: SeasonReader = this.db): Promise<Season | null> {
    const at = new Date(atMs);
    const s = await db.season.findFirst({ where: { startsAt: { lte: at }, endsAt: { gt: at } } });
    return s ? toSeason(s) : null;
  }

  /** The season `id`, or null. */
  async season(id: string): Promise<Season | null> {
    const s = await this.db.season.findUnique({ where: { id } });
    return s ? toSeason(s) : null;
  }

  /** Every season, the newest first. */
  seasons() {
    return this.db.season.findMany({ orderBy: { startsAt: "desc" } });
  }

  /** Seasons started by `nowMs` and ending after `sinceMs`, oldest first. */
  async seasonsSince(nowMs: number, sinceMs: number, db: SeasonReader = this.db): Promise<Season[]> {
    const rows = await db.season.findMany({
      where: { startsAt: { lte: new Date(nowMs) }, endsAt: { gt: new Date(sinceMs) } },
      orderBy: { startsAt: "asc" },
    });
    return rows.map(toSeason);
  }

  // ── results ────────────────────────────────────────────────────────────────────────────

  /** Every result that ended in the season's window, in order of their end. */
  async resultsIn(season: Season, db: SeasonReader = this.db): Promise<GameResult[]> {
    const rows = await db.rankedResult.findMany({
      where: { endedAt: { gte: new Date(season.startsAt), lt: new Date(season.endsAt) } },
      orderBy: [{ endedAt: "asc" }, { gameId: "asc" }],
    });
    return rows.map(toResult);
  }

  /**
   * The season's results in which any of `playerIds` sat (a seat of the result's own, the ledger's
   * input), in the order {@link resultsIn} reads them. The fold of these gives each of those
   * players the standing and seat changes the whole season's fold gives him (a player's points,
   * daily cap, penalties and sanctions come from his own games only): what a game's end posts
   * costs his games, not the season's (issue 24 goal 4; the index `RankedResult_seats_idx`).
   */
  async resultsOfPlayers(
    season: Season,
    playerIds: readonly string[],
    db: SeasonReader = this.db,
  ): Promise<GameResult[]> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return [];
    const rows = await db.$queryRawUnsafe<Parameters<typeof toResult>[0][]>(
      RESULTS_OF_PLAYERS(ids.length),
      season.startsAt,
      season.endsAt,
      ...ids.map((id) => JSON.stringify([{ playerId: id }])),
    );
    return rows.map(toResult);
  }

  /**
   * What the season's results are, as a string that changes with any of them (see
   * {@link RESULTS_FINGERPRINT}): a kept ledger is still the season's while it is the same.
   */
  async resultsFingerprint(season: Season, db: SeasonReader = this.db): Promise<string> {
    const r = await db.$queryRawUnsafe<{ f: string }[]>(RESULTS_FINGERPRINT, season.startsAt, season.endsAt);
    return r[0]?.f ?? "";
  }

  /** Writes a game's result (created or replaced) with why it does not count (`reason`, null = counts). */
  async saveResult(tx: SeasonTx, r: GameResult, reason: string | null): Promise<void> {
    await tx.rankedResult.upsert({
      where: { gameId: r.gameId },
      create: fromResult(r, reason),
      update: fromResult(r, reason),
    });
  }

  /** A game's result and its reasons, locked for the transaction (FOR UPDATE), or null. */
  async lockResult(tx: SeasonTx, gameId: string): Promise<{ result: GameResult; reason: string | null } | null> {
    const locked = await tx.$queryRaw<{ gameId: string }[]>`
      SELECT "gameId" FROM "RankedResult" WHERE "gameId" = ${gameId} FOR UPDATE`;
    const row = locked.length ? await tx.rankedResult.findUnique({ where: { gameId } }) : null;
    return row ? { result: toResult(row), reason: row.reason } : null;
  }

  /** A game's result, or null. */
  async result(gameId: string): Promise<GameResult | null> {
    const row = await this.db.rankedResult.findUnique({ where: { gameId } });
    return row ? toResult(row) : null;
  }

  /** A game's result as its public record shows it (valid, why not, the seats), or null. */
  async resultRecord(gameId: string): Promise<{ valid: boolean; reason: string | null; seats: unknown } | null> {
    return this.db.rankedResult.findUnique({ where: { gameId }, select: { valid: true, reason: true, seats: true } });
  }

  /** Replaces the reason of a voided game's result; how many rows (0: no void recorded). */
  async setVoidReason(gameId: string, reason: string): Promise<number> {
    const n = await this.db.rankedResult.updateMany({ where: { gameId, voided: true }, data: { reason } });
    return n.count;
  }

  /** When the game's result was recorded (epoch ms), or null. */
  async resultEndedAt(gameId: string): Promise<number | null> {
    const r = await this.db.rankedResult.findUnique({ where: { gameId }, select: { endedAt: true } });
    return r?.endedAt.getTime() ?? null;
  }

  // ── games, seats, players ───────────────────────────────────────────────────────────────

  /** A game with its seats. Throws Prisma's not-found error when it does not exist. */
  gameWithSeats(gameId: string, db: SeasonReader = this.db) {
    return db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
  }

  /** The game `id`, or null. */
  game(id: string) {
    return this.db.game.findUnique({ where: { id } });
  }

  /** The data of a game's `judge_acted` events up to seq `upTo` (default all), in order. */
  async judgeActs(gameId: string, upTo?: number, db: SeasonReader = this.db): Promise<unknown[]> {
    const rows = await db.gameEvent.findMany({
      where: { gameId, type: "judge_acted", ...(upTo === undefined ? {} : { seq: { lte: upTo } }) },
      orderBy: { seq: "asc" },
    });
    return rows.map((e) => e.data);
  }

  /** The last ended game `contactId` played in, and the last he judged (either may be missing). */
  async lastEnded(contactId: string) {
    const played = await this.db.seat.findFirst({
      where: { playerId: contactId, game: { status: "ended" } },
      orderBy: { game: { updatedAt: "desc" } },
      include: { game: true },
    });
    const judged = await this.db.game.findFirst({
      where: { judgeId: contactId, status: "ended" },
      orderBy: { updatedAt: "desc" },
    });
    return { played: played?.game ?? null, judged };
  }

  /** Up to two games whose id starts with `prefix` (lower case). */
  gamesByPrefix(prefix: string) {
    return this.db.game.findMany({ where: { id: { startsWith: prefix } }, take: 2 });
  }

  /** The seat `contactId` held in the game, or null. */
  seatOf(gameId: string, contactId: string) {
    return this.db.seat.findFirst({ where: { gameId, playerId: contactId } });
  }

  /** Games by id (with their ruleset and board), only those `inspectorId` inspected when given. */
  gamesByIds(ids: string[], o: { inspectorId?: string } = {}) {
    return this.db.game.findMany({
      where: { id: { in: ids }, ...(o.inspectorId ? { inspectorId: o.inspectorId } : {}) },
      select: { id: true, ruleset: true, board: true },
    });
  }

  /** The player bound to a game's seat, or null. */
  async seatPlayer(gameId: string, seat: number): Promise<{ id: string; name: string } | null> {
    const row = await this.db.seat.findUnique({ where: { gameId_seat: { gameId, seat } }, include: { player: true } });
    return row?.player ? { id: row.player.id, name: row.player.displayName } : null;
  }

  /** Display names by player id (their name when they last signed up); only `ids` when given. */
  async names(db: SeasonReader = this.db, ids?: string[]): Promise<Map<string, string>> {
    const players = await db.player.findMany({
      where: ids ? { id: { in: ids } } : {},
      select: { id: true, displayName: true },
    });
    return new Map(players.map((p) => [p.id, p.displayName]));
  }

  /** The player `id`, or null. */
  async player(id: string): Promise<{ id: string; name: string } | null> {
    const p = await this.db.player.findUnique({ where: { id } });
    return p ? { id: p.id, name: p.displayName } : null;
  }

  /** Up to five players whose display name is `name`. */
  async playersNamed(name: string): Promise<{ id: string; name: string }[]> {
    const rows = await this.db.player.findMany({ where: { displayName: name }, take: 5 });
    return rows.map((p) => ({ id: p.id, name: p.displayName }));
  }

  // ── bans ───────────────────────────────────────────────────────────────────────────────

  /** The registry's bans (lifted ones too), of one player when given, oldest first. */
  async bans(playerId: string | undefined, db: SeasonReader = this.db): Promise<BanView[]> {
    const rows = await db.ban.findMany({
      where: playerId ? { playerId } : {},
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.map(toBan);
  }

  /** Each registry ban's player and creation (epoch ms). */
  async banTimes(db: SeasonReader = this.db): Promise<{ playerId: string; createdAt: number }[]> {
    const rows = await db.ban.findMany({ select: { playerId: true, createdAt: true } });
    return rows.map((b) => ({ playerId: b.playerId, createdAt: b.createdAt.getTime() }));
  }

  /** Records a ban (times epoch ms; `endsAt` null = for good). */
  async createBan(b: {
    playerId: string;
    reason: string;
    startsAt: number;
    endsAt: number | null;
    by: string;
  }): Promise<BanView> {
    const row = await this.db.ban.create({
      data: {
        playerId: b.playerId,
        reason: b.reason,
        startsAt: new Date(b.startsAt),
        endsAt: b.endsAt === null ? null : new Date(b.endsAt),
        by: b.by,
        createdAt: new Date(b.startsAt),
      },
    });
    return toBan(row);
  }

  /** Marks the bans `ids` lifted at `atMs` by `by` for `reason` (the rows stay). */
  async liftBans(ids: string[], lift: { atMs: number; by: string; reason: string }): Promise<void> {
    await this.db.ban.updateMany({
      where: { id: { in: ids } },
      data: { liftedAt: new Date(lift.atMs), liftedBy: lift.by, liftReason: lift.reason },
    });
  }

  // ── appeals ────────────────────────────────────────────────────────────────────────────

  /** The game's open appeals (ids and filers). */
  async openAppeals(tx: SeasonTx, gameId: string): Promise<AppealView[]> {
    const rows = await tx.appeal.findMany({ where: { gameId, status: "open" } });
    return rows.map(toAppeal);
  }

  /** Closes the appeals `ids` as ruled or dismissed. */
  async closeAppeals(
    tx: SeasonTx,
    ids: string[],
    c: { status: "ruled" | "dismissed"; atMs: number; by: string; outcome: string },
  ): Promise<void> {
    await tx.appeal.updateMany({
      where: { id: { in: ids } },
      data: { status: c.status, closedAt: new Date(c.atMs), closedBy: c.by, outcome: c.outcome },
    });
  }

  /** The contact's open appeal on the game, or null. */
  async openAppealOf(gameId: string, contactId: string): Promise<AppealView | null> {
    const a = await this.db.appeal.findFirst({ where: { gameId, contactId, status: "open" } });
    return a ? toAppeal(a) : null;
  }

  /** Files an appeal (`createdAt` epoch ms). */
  async createAppeal(
    tx: SeasonTx,
    a: { gameId: string; contactId: string; asRole: "player" | "judge"; reason: string; createdAt: number },
  ): Promise<AppealView> {
    return toAppeal(await tx.appeal.create({ data: { ...a, createdAt: new Date(a.createdAt) } }));
  }

  /** Appeals, oldest first: open ones, closed ones (ruled or dismissed), or all. */
  async appeals(status: "open" | "closed" | "all", db: SeasonReader = this.db): Promise<AppealView[]> {
    const where = status === "open" ? { status: "open" } : status === "closed" ? { status: { not: "open" } } : {};
    const rows = await db.appeal.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return rows.map(toAppeal);
  }

  /** Up to two open appeals whose id starts with `prefix`. */
  async openAppealsByPrefix(prefix: string): Promise<AppealView[]> {
    const rows = await this.db.appeal.findMany({ where: { id: { startsWith: prefix }, status: "open" }, take: 2 });
    return rows.map(toAppeal);
  }

  /** Re-reads an appeal in the transaction (after closing it). Throws when it does not exist. */
  async appeal(tx: SeasonTx, id: string): Promise<AppealView> {
    return toAppeal(await tx.appeal.findUniqueOrThrow({ where: { id } }));
  }

  // ── outbox ─────────────────────────────────────────────────────────────────────────────

  /** Queues the season's DMs in the transaction (sent by the outbox after commit). */
  async queue(tx: SeasonTx, rows: SeasonOutboxRow[]): Promise<void> {
    if (!rows.length) return;
    const data = rows.map(({ text: m, ...r }) => {
      const { text, msg } = stored(m);
      return msg === null ? { ...r, text } : { ...r, text, msg: msg as Prisma.InputJsonValue };
    });
    await tx.outboxMessage.createMany({ data });
  }
}

function toBan(r: {
  id: string;
  playerId: string;
  reason: string;
  startsAt: Date;
  endsAt: Date | null;
  by: string;
  createdAt: Date;
  liftedAt: Date | null;
  liftedBy: string | null;
  liftReason: string | null;
}): BanView {
  return {
    id: r.id,
    source: "registry",
    playerId: r.playerId,
    reason: r.reason,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt?.getTime() ?? null,
    by: r.by,
    createdAt: r.createdAt.getTime(),
    lifted: r.liftedAt ? { at: r.liftedAt.getTime(), by: r.liftedBy ?? "", reason: r.liftReason ?? "" } : null,
  };
}

function toAppeal(r: {
  id: string;
  gameId: string;
  contactId: string;
  asRole: string;
  reason: string;
  status: string;
  createdAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  outcome: string | null;
}): AppealView {
  return {
    id: r.id,
    gameId: r.gameId,
    contactId: r.contactId,
    asRole: r.asRole as AppealView["asRole"],
    reason: r.reason,
    status: r.status as AppealView["status"],
    createdAt: r.createdAt.getTime(),
    closedAt: r.closedAt?.getTime() ?? null,
    closedBy: r.closedBy,
    outcome: r.outcome,
  };
}

function toSeason(s: { id: string; name?: string; startsAt: Date; endsAt: Date }): Season {
  return { id: s.id, ...(s.name ? { name: s.name } : {}), startsAt: s.startsAt.getTime(), endsAt: s.endsAt.getTime() };
}

function toResult(r: {
  gameId: string;
  endedAt: Date;
  board: string;
  winner: string;
  valid: boolean;
  voided: boolean;
  seats: unknown;
}): GameResult {
  return {
    gameId: r.gameId,
    endedAt: r.endedAt.getTime(),
    board: r.board,
    // A voided game is stored with winner "" (no winner).
    winner: r.winner === "" ? null : (r.winner as GameResult["winner"]),
    valid: r.valid,
    ...(r.voided ? { voided: true } : {}),
    seats: r.seats as SeatResult[],
  };
}

function fromResult(r: GameResult, reason: string | null) {
  return {
    gameId: r.gameId,
    endedAt: new Date(r.endedAt),
    board: r.board,
    winner: r.winner ?? "",
    valid: r.valid,
    voided: r.voided === true,
    reason,
    seats: r.seats as unknown as Prisma.InputJsonValue,
  };
}
