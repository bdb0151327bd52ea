/**
 * The ranked season's books in the database (000 §三–§五, §九): seasons, certified judges and
 * inspectors (managed by an admin), one `RankedResult` per finished game, and standings computed
 * by folding the season's results with the pure ledger (`src/ranked/ledger.ts`) — so a ruling
 * that rewrites a result re-scores the whole season, daily caps included, on the next read.
 *
 * Times here are wall-clock (the server's), not the game clock: the daily cap counts games by
 * their Shanghai calendar day (000 §四1).
 */

import { randomUUID } from "node:crypto";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { Penalty } from "../engine/types.ts";
import { activeBan, type BanView, isActive, ledgerBans } from "../ranked/bans.ts";
import {
  foldSeason,
  type GameResult,
  type Ledger,
  type Offence,
  type OffenceKind,
  pointChanges,
  type Sanction,
  type Season,
  type SeatResult,
} from "../ranked/ledger.ts";
import { offenceMsg, rulesetArg, shortId } from "../ranked/record-texts.ts";
import { listOf, type NameOf, sanctionText, seasonTitle } from "../ranked/texts.ts";
import type { Db } from "../store/db.ts";
import { type AppealView, SeasonStore, type SeasonTx } from "../store/seasons.ts";
import { lines as joinLines, type Msg, render, say } from "../vocab/msg.ts";
import type { GameEnd, GameEnding } from "./game-end.ts";
import { conversationOf } from "./outbox.ts";
import { type AppealContext, dismissAppeal, fileAppeal, findGame } from "./season-appeals.ts";
import { seasonGameEnded } from "./season-end.ts";
import { SeasonLedgers } from "./season-ledgers.ts";

type Tx = SeasonTx;
type Reader = Db | Tx;

/**
 * A staff role: a certified ranked judge (000 §三1), an inspector (督察长, 000 §五4) or an
 * organiser (组委会: bans, ban proposals and appeals, 000 §二, §九).
 */
export type StaffRole = "judge" | "inspector" | "organiser";
export const STAFF_ROLES = ["judge", "inspector", "organiser"] as const satisfies readonly StaffRole[];

/** A correction of a finished game's result by a ruling (appeal, 000 §二). */
export interface Ruling {
  /** Why (kept on the result). */
  reason: string;
  valid?: boolean;
  /**
   * Per seat: the camp's result, the penalty, and `offences` — the seat's ruled offences in this
   * game become exactly these kinds (000 §九1 `outside`, §九6 `role_card`; `[]` withdraws them);
   * a kind already there keeps the time it was first ruled, a new one is ruled now.
   */
  seats?: { seat: number; campWon?: boolean; penalty?: Penalty | null; offences?: OffenceKind[] }[];
}

/** What a ruling did: whose points moved, and the appeals it closed. */
export interface RulingOutcome {
  changes: { playerId: string; before: number; after: number }[];
  /** Ids of the game's open appeals this ruling closed (status `ruled`). */
  appealsClosed: string[];
}

/** Default appeal window (000 §二 "在游戏结束后…申诉"): 72 hours after the game ended, in ms. */
export const DEFAULT_APPEAL_WINDOW_MS = 72 * 3_600_000;

/**
 * The appeal window from `APPEAL_WINDOW_HOURS` (hours, > 0, fractions allowed), in ms; the
 * default when unset. Throws on a value that is not a positive number.
 */
export function appealWindowFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.APPEAL_WINDOW_HOURS;
  if (raw === undefined || raw === "") return DEFAULT_APPEAL_WINDOW_MS;
  const h = Number(raw);
  if (!Number.isFinite(h) || h <= 0)
    throw new Error(`APPEAL_WINDOW_HOURS must be a positive number of hours, got ${raw}`);
  return Math.round(h * 3_600_000);
}

export interface SeasonOptions {
  /** How long after a game's end its players and judge may appeal, ms (default 72 h). */
  appealWindowMs?: number;
  /** Called after outbox rows were written outside a game command (ruling DMs, appeal notices). */
  onOutbox?: () => void;
  /**
   * The server's public base URL (`PUBLIC_BASE_URL`, e.g. `https://judge.example.com`): record
   * links in DMs are full URLs under it (issue 13 item 4); unset, they name the route.
   */
  publicBaseUrl?: string;
}

import { SeasonError } from "./season-error.ts";

export { SeasonError };

/** Ledger bans and proposals are looked for in seasons that ended less than this long ago (ms). */
const RECENT_SEASONS_MS = 30 * 86_400_000;

/** An appeal as listed (the store's view). Times are epoch ms. */
export type { AppealView } from "../store/seasons.ts";

/** A ban proposal of the fold (000 §八(七)6, §九1, §九5, §九7), with whether the organisers banned since. */
export type ProposalView = Extract<Sanction, { kind: "ban_proposal" }> & {
  season: string;
  /** `banned`: a registry ban of the player was imposed at or after the proposal. */
  status: "open" | "banned";
};

export class SeasonBook {
  /** How long after a game's end its players and judge may appeal, ms. */
  readonly appealWindowMs: number;
  /** Every statement of the season (issue 24 goal 1). */
  private readonly store: SeasonStore;
  readonly ledgers = new SeasonLedgers();

  constructor(
    db: Db,
    /** Wall clock in ms (injected for tests). */
    private readonly now: () => number = Date.now,
    private readonly opts: SeasonOptions = {},
  ) {
    this.appealWindowMs = opts.appealWindowMs ?? DEFAULT_APPEAL_WINDOW_MS;
    this.store = new SeasonStore(db);
  }

  /** The book's wall clock, epoch ms (bans and appeal windows are measured on it). */
  time(): number {
    return this.now();
  }

  /** Whether `contactId` holds the active staff role. */
  async isStaff(contactId: string, role: StaffRole, db?: Reader): Promise<boolean> {
    return this.store.isStaff(contactId, role, db);
  }

  /** Whether any judge is certified: once one is, only certified judges open rooms. */
  anyJudgeCertified(): Promise<boolean> {
    return this.store.anyJudge();
  }

  /** Adds, renames, revokes or restores a staff member (admin). */
  async setStaff(contactId: string, role: StaffRole, name: string, active: boolean): Promise<void> {
    await this.store.setStaff(contactId, role, name, active);
  }

  /** Creates or updates a season (admin). Throws when the window is empty or overlaps another season. */
  async setSeason(s: { id: string; name: string; startsAt: Date; endsAt: Date }): Promise<void> {
    if (s.endsAt <= s.startsAt) throw new Error("赛季结束时间必须晚于开始时间");
    const overlap = await this.store.overlapping(s);
    if (overlap) throw new Error(`与赛季 ${overlap.id} 的时间重叠`);
    await this.store.upsertSeason(s);
  }

  /** The season containing `atMs` (default now), or null. */
  async seasonAt(atMs = this.now(), db?: Reader): Promise<Season | null> {
    return this.store.seasonAt(atMs, db);
  }

  /** Every season (id, name, window), the newest first. */
  seasons() {
    return this.store.seasons();
  }

  /** A finished game's result as its public record shows it (valid, why not, the seats), or null. */
  resultRecord(gameId: string) {
    return this.store.resultRecord(gameId);
  }

  /** A player by contact id (id and display name), or null. */
  playerById(id: string): Promise<{ id: string; name: string } | null> {
    return this.store.player(id);
  }

  /** The season `id`, or null. */
  async season(id: string): Promise<Season | null> {
    return this.store.season(id);
  }

  /** The season's ledger (000 §四): in a transaction `db`, folded from what it sees; else kept while its results are the same (`SeasonLedgers`). */
  async ledger(season: Season, db?: Reader): Promise<Ledger> {
    if (db) return foldSeason(season, await this.store.resultsIn(season, db), this.now());
    const fingerprint = await this.store.resultsFingerprint(season);
    return this.ledgers.get(season, this.now(), fingerprint, () => this.store.resultsIn(season));
  }

  /** Display names of players (their name when they last signed up); only `ids` when given. */
  async names(db?: Reader, ids?: string[]): Promise<NameOf> {
    const map = await this.store.names(db, ids);
    return (id) => map.get(id) ?? id;
  }

  /**
   * Decides a finished game's record (the GameService end hook: reads, then rows for the game's
   * last statement and messages); see {@link seasonGameEnded} (season-end.ts).
   */
  onGameEnded(end: GameEnding): Promise<GameEnd> {
    return seasonGameEnded(this, this.store, end, this.opts.publicBaseUrl);
  }

  /**
   * Applies a ruling to a finished game's result and re-scores the season (folding again), in one
   * transaction: the result row is rewritten with the ruling's reason, the game's open appeals are
   * closed (unless `closeAppeals: false`: a judge reporting an offence is not an answer to an
   * appeal against him), and every player whose points moved or who got a new sanction is told by
   * DM, like the filers of the closed appeals (outbox rows, audience `contact`). Throws
   * SeasonError `not_found` when the game has no result, `bad` for an unknown seat.
   */
  async rule(
    gameId: string,
    ruling: Ruling,
    opts: { by?: string; closeAppeals?: boolean; said?: Msg } = {},
  ): Promise<RulingOutcome> {
    const by = opts.by ?? "admin";
    const out = await this.store.transaction(
      async (tx) => {
        const row = await this.store.lockResult(tx, gameId);
        if (!row) throw new SeasonError(say("discipline.no_result_any"), "not_found");
        const { result } = row;
        for (const f of ruling.seats ?? [])
          if (!result.seats.some((x) => x.seat === f.seat))
            throw new SeasonError(say("discipline.no_seat", { seat: { seat: f.seat } }), "bad");
        const now = this.now();
        const season = await this.seasonAt(result.endedAt, tx);
        const before = season ? await this.ledger(season, tx) : null;
        const seats = result.seats.map((x) => {
          const fix = ruling.seats?.find((f) => f.seat === x.seat);
          if (!fix) return x;
          const next: SeatResult = { ...x };
          if (fix.campWon !== undefined) next.campWon = fix.campWon;
          if (fix.penalty !== undefined) next.penalty = fix.penalty;
          if (fix.offences !== undefined) {
            const kept = x.offences ?? [];
            next.offences = [...new Set(fix.offences)].map(
              (kind): Offence => kept.find((o) => o.kind === kind) ?? { kind, at: now, by },
            );
          }
          return next;
        });
        const corrected: GameResult = { ...result, seats, valid: ruling.valid ?? result.valid };
        // The reasons accumulate: a ruling never erases why a game was voided or does not count.
        const why = ruling.reason.trim();
        if (!why) throw new SeasonError(say("discipline.need_ruling_reason"), "bad");
        const reason = row.reason ? `${row.reason}\n裁决：${why}`.slice(-2000) : `裁决：${why}`;
        await this.store.saveResult(tx, corrected, reason);
        const after = season ? await this.ledger(season, tx) : null;
        const changes = before && after ? pointChanges(before, after) : [];
        const open = opts.closeAppeals === false ? [] : await this.store.openAppeals(tx, gameId);
        if (open.length)
          await this.store.closeAppeals(
            tx,
            open.map((a) => a.id),
            { status: "ruled", atMs: now, by, outcome: ruling.reason },
          );
        // Who is told, and what: points moved, new sanctions, the answer to an appeal.
        const lines = new Map<string, Msg[]>();
        const tell = (id: string, line: Msg) => lines.set(id, [...(lines.get(id) ?? []), line]);
        const seasonArg = { msg: season ? seasonTitle(season) : say("season.any_season") };
        for (const c of changes)
          tell(c.playerId, say("season.ruling_points", { season: seasonArg, before: c.before, after: c.after }));
        if (before && after)
          for (const x of newSanctions(before, after))
            tell(x.playerId, say("season.ruling_sanction", { s: { msg: sanctionText(x) } }));
        for (const a of open) tell(a.contactId, say("season.ruling_appeal_closed", { id: shortId(a.id) }));
        const key = randomUUID().slice(0, 8);
        const rows = [...lines].map(([contactId, text], i) => ({
          gameId,
          key: `ruling-${key}-${i}`,
          audience: "contact" as const,
          contactId,
          conv: conversationOf({ gameId, audience: "contact", contactId }),
          text: joinLines([
            say("season.ruling_head", { game: shortId(gameId), reason: { msg: opts.said ?? ruling.reason } }),
            ...text,
          ]),
        }));
        await this.store.queue(tx, rows);
        return { changes, appealsClosed: open.map((a) => a.id), wrote: rows.length > 0 };
      },
      { timeoutMs: 20_000, maxWaitMs: 10_000 },
    );
    if (out.wrote) this.opts.onOutbox?.();
    return { changes: out.changes, appealsClosed: out.appealsClosed };
  }

  /**
   * A judge's (or an organiser's) ruling that a seat committed `kind` in a finished game (000 §九6
   * `role_card`, §九1 `outside`): added to the seat's offences and re-scored like any ruling, but
   * the game's appeals stay open. Throws SeasonError `not_found` (no result), `bad` (no such seat),
   * `conflict` (already recorded for this seat and game: one of each kind per game).
   */
  async reportOffence(gameId: string, seat: number, kind: OffenceKind, by: string): Promise<RulingOutcome> {
    const row = await this.store.result(gameId);
    const game = row ? null : await this.store.game(gameId);
    if (game && rulesetOf(game.ruleset).scoring !== "ranked")
      throw new SeasonError(
        say("discipline.offence_not_ranked", { game: shortId(gameId), ruleset: rulesetArg(game.ruleset) }),
        "not_found",
      );
    if (!row) throw new SeasonError(say("discipline.no_result"), "not_found");
    const x = row.seats.find((s) => s.seat === seat);
    if (!x) throw new SeasonError(say("discipline.game_no_seat", { game: shortId(gameId), seat: { seat } }), "bad");
    const kinds = (x.offences ?? []).map((o) => o.kind);
    const offence = { msg: offenceMsg(kind) };
    if (kinds.includes(kind))
      throw new SeasonError(
        say("discipline.offence_twice", { game: shortId(gameId), seat: { seat }, offence }),
        "conflict",
      );
    const said = say("discipline.offence_ruled", { seat: { seat }, offence });
    return this.rule(
      gameId,
      { reason: render(said), seats: [{ seat, offences: [...kinds, kind] }] },
      { by, closeAppeals: false, said },
    );
  }

  /**
   * Adds the judge's reason to a game he voided (`作废 <理由>`, 000 §二): the result row says why.
   * Throws SeasonError `not_found` when the game has no result (no players bound).
   */
  async voidReason(gameId: string, reason: string): Promise<void> {
    const n = await this.store.setVoidReason(gameId, `法官作废本局：${reason}（手册§二）`);
    if (n === 0) throw new SeasonError(say("discipline.no_void"), "not_found");
  }

  // ── bans (000 §九) ─────────────────────────────────────────────────────────────────────

  /** The ledgers of the current season and of seasons that ended in the last 30 days (their fold bans and proposals). */
  private async recentLedgers(db?: Reader): Promise<Ledger[]> {
    const now = this.now();
    const out: Ledger[] = [];
    for (const s of await this.store.seasonsSince(now, now - RECENT_SEASONS_MS, db)) out.push(await this.ledger(s, db));
    return out;
  }

  /**
   * Every ban: the registry's (lifted ones too) and the fold's own of recent seasons (000 §九6),
   * oldest first; only those in force now with `activeOnly`.
   */
  async bans(opts: { activeOnly?: boolean; playerId?: string } = {}, db?: Reader): Promise<BanView[]> {
    const rows = await this.store.bans(opts.playerId, db);
    const fold = (await this.recentLedgers(db)).flatMap(ledgerBans);
    const all = [...rows, ...fold.filter((b) => !opts.playerId || b.playerId === opts.playerId)];
    all.sort((a, b) => a.createdAt - b.createdAt);
    const now = this.now();
    return opts.activeOnly ? all.filter((b) => isActive(b, now)) : all;
  }

  /** The player's ban in force now (the longest), or null: he may not sign up for a ranked room. */
  async activeBan(playerId: string, db?: Reader): Promise<BanView | null> {
    return activeBan(await this.bans({ playerId }, db), playerId, this.now());
  }

  /**
   * Bans a player from ranked rooms from now until `endsAt` (epoch ms), or for good (null).
   * Throws SeasonError `bad` for an empty reason or an end not in the future.
   */
  async ban(input: { playerId: string; reason: string; endsAt: number | null; by: string }): Promise<BanView> {
    const reason = input.reason.trim();
    if (!reason) throw new SeasonError(say("discipline.need_ban_reason"), "bad");
    const now = this.now();
    if (input.endsAt !== null && input.endsAt <= now) throw new SeasonError(say("discipline.ban_end_past"), "bad");
    return this.store.createBan({
      playerId: input.playerId,
      reason,
      startsAt: now,
      endsAt: input.endsAt,
      by: input.by,
    });
  }

  /**
   * Lifts registry bans in force: the one whose id starts with `ref` (4+ characters), or every
   * one of the player `ref`. The rows stay, marked lifted. Throws SeasonError: `not_found`
   * (nothing to lift; a fold ban of 000 §九6 is lifted by a ruling on its game, which is said),
   * `bad` (empty reason).
   */
  async lift(ref: string, lift: { by: string; reason: string }): Promise<BanView[]> {
    const reason = lift.reason.trim();
    if (!reason) throw new SeasonError(say("discipline.need_lift_reason"), "bad");
    const now = this.now();
    const active = (await this.bans({ activeOnly: true })).filter(
      (b) => b.playerId === ref || (ref.length >= 4 && b.id.startsWith(ref)),
    );
    const registry = active.filter((b) => b.source === "registry");
    // A short id prefix must name one ban; a player id lifts all of that player's bans.
    if (registry.length > 1 && !registry.every((b) => b.playerId === ref))
      throw new SeasonError(
        say("discipline.ban_ambiguous", { ref, ids: { msg: listOf(registry.map((b) => b.id.slice(0, 8))) } }),
        "bad",
      );
    if (registry.length === 0) {
      const fold = active.find((b) => b.source === "ledger");
      const args = { game: shortId(fold?.gameId ?? ""), route: `POST /admin/games/${fold?.gameId}/ruling` };
      if (fold) throw new SeasonError(say("discipline.ban_automatic", args), "not_found");
      throw new SeasonError(say("discipline.no_ban", { ref }), "not_found");
    }
    await this.store.liftBans(
      registry.map((b) => b.id),
      { atMs: now, by: lift.by, reason },
    );
    return registry.map((b) => ({ ...b, lifted: { at: now, by: lift.by, reason } }));
  }

  /** The fold's ban proposals of recent seasons (000 §八(七)6, §九1, §九5, §九7), oldest first. */
  async proposals(db?: Reader): Promise<ProposalView[]> {
    const bans = await this.store.banTimes(db);
    const out: ProposalView[] = [];
    for (const l of await this.recentLedgers(db))
      for (const s of l.sanctions)
        if (s.kind === "ban_proposal")
          out.push({
            ...s,
            season: l.season.id,
            status: bans.some((b) => b.playerId === s.playerId && b.createdAt >= s.at) ? "banned" : "open",
          });
    return out;
  }

  /** A player by contact id or unique display name. Throws SeasonError `not_found` / `bad` (ambiguous). */
  async player(ref: string): Promise<{ id: string; name: string }> {
    const byId = await this.store.player(ref);
    if (byId) return byId;
    const named = await this.store.playersNamed(ref);
    if (named.length === 1) return named[0];
    if (named.length > 1)
      throw new SeasonError(
        say("discipline.players_ambiguous", { n: named.length, ref, ids: { msg: listOf(named.map((p) => p.id)) } }),
        "bad",
      );
    throw new SeasonError(
      say("discipline.no_player", { ref, form: "对局编号 座位号", example: "ab12cd34 3号" }),
      "not_found",
    );
  }

  // ── games and appeals (000 §二) ─────────────────────────────────────────────────────────

  /** A game as a contact names it (`null` = 上一局); see {@link findGame} (season-appeals.ts). */
  findGame(contactId: string, ref: string | null) {
    return findGame(this.store, contactId, ref);
  }

  /** Files an appeal (申诉, 000 §二); see {@link fileAppeal} (season-appeals.ts). */
  fileAppeal(contactId: string, ref: string | null, reason: string): Promise<AppealView> {
    return fileAppeal(this.appealCtx(), contactId, ref, reason);
  }

  /** What the appeals module reads of the book. */
  private appealCtx(): AppealContext {
    return {
      store: this.store,
      now: this.now,
      appealWindowMs: this.appealWindowMs,
      publicBaseUrl: this.opts.publicBaseUrl,
      onOutbox: this.opts.onOutbox,
      names: (ids) => this.names(undefined, ids),
    };
  }

  /** Appeals, oldest first: open ones, closed ones (ruled or dismissed), or all. */
  async appeals(status: "open" | "closed" | "all" = "open", db?: Reader): Promise<AppealView[]> {
    return this.store.appeals(status, db);
  }

  /** Turns an open appeal down; see {@link dismissAppeal} (season-appeals.ts). */
  dismissAppeal(ref: string, d: { by: string; reason: string }): Promise<AppealView> {
    return dismissAppeal(this.appealCtx(), ref, d);
  }

  /** Games by id with their ruleset and board (an appeal list's lines); only those he inspected with `inspectorId`. */
  gamesByIds(ids: string[], o: { inspectorId?: string } = {}) {
    return this.store.gamesByIds(ids, o);
  }

  /** The player bound to a game's seat (contact id and display name), or null. */
  seatPlayer(gameId: string, seat: number): Promise<{ id: string; name: string } | null> {
    return this.store.seatPlayer(gameId, seat);
  }

  /** When the game's ranked result was recorded (epoch ms), or null (no result). */
  resultEndedAt(gameId: string): Promise<number | null> {
    return this.store.resultEndedAt(gameId);
  }

  /** Whether the contact may see appeals and ban lists: an active inspector or organiser. */
  async staffRoles(contactId: string): Promise<Set<StaffRole>> {
    return new Set((await this.store.activeRoles(contactId)) as StaffRole[]);
  }
}

/** Sanctions in `after` that `before` did not have (same kind, player, game and count). */
function newSanctions(before: Ledger, after: Ledger): Sanction[] {
  const key = (s: Sanction) => `${s.kind}|${s.playerId}|${s.gameId}|${s.nth}`;
  const had = new Set(before.sanctions.map(key));
  return after.sanctions.filter((s) => !had.has(key(s)));
}
