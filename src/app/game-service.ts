/**
 * GameService: the one entry point for every command of a game — player input, judge input,
 * timer fire. Per command: read the game (its version, snapshot, whether the inbound message was
 * applied), fire every deadline already due (BullMQ may be late: deadlines are absolute), run the
 * engine ONCE, and write everything — events, snapshot, game row, commands, outbox rows, timer
 * rows, the inbound id — in ONE statement guarded by the version read (src/store/commands.ts
 * `writeCommand`); when another process moved the game in between, nothing is written and the
 * command is read and decided again. A game-ending command's end rows (the season's result, the
 * match sheet; issue 24 goal 2) are decided before and written by that same statement.
 * After commit: schedule / cancel the BullMQ jobs (not waited on, issue 25 item 5), wake the
 * outbox sender.
 */

import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { DEFAULT_TZ } from "../engine/calendar.ts";
import { createGame as engineCreate, roomDeal } from "../engine/engine.ts";
import { fold } from "../engine/evolve.ts";
import { onCalendar } from "../engine/rulesets/flow.ts";
import type { Command, GameEvent, GameSetup, GameState, RoleId } from "../engine/types.ts";
import { type HeardLine, loadForCommand, prismaSql, type Sql } from "../store/commands.ts";
import type { Db } from "../store/db.ts";
import {
  addOutbox,
  applySeatEvents,
  createGameRows,
  pendingTimers,
  SeatTaken,
  type WriteTx,
  writeCommandWith,
} from "../store/game-writes.ts";
import { AfterCommitTimers } from "../timers/after-commit.ts";
import { stored } from "../vocab/msg.ts";
import { writeWithTake } from "./command-take.ts";
import { forumStart } from "./forum-start.ts";
import { type ExtraMessage, endOutboxRows, type OnGameEnded } from "./game-end.ts";
import { conversationOf, DEFAULT_CHANNEL } from "./outbox.ts";
import {
  type Answer,
  answerRows,
  decideCommand,
  type HandleResult,
  jobId,
  type Plan,
  planOf,
  planWrite,
  refused,
} from "./plan.ts";
import type { Clock, OutboxTaker, TimerJob, TimerScheduler } from "./ports.ts";

export { type ExtraMessage, type GameEnd, type GameEnding, mergeEnds, type OnGameEnded } from "./game-end.ts";
export { type HandleResult, jobId };

/** A Prisma interactive transaction. */
export type Tx = WriteTx;

export interface NewGame {
  board: string;
  ruleset?: string;
  seed: number;
  /** Seat → role; dealt from the seed when omitted. */
  deal?: Record<string, RoleId>;
  dice?: number[];
  matchGroupId: string;
  judgeId: string;
  players?: { seat: number; contactId: string; name: string }[];
  /** Opened by a certified ranked judge (000 §三1). */
  ranked?: boolean;
  /** The inspector (督察长) bound to the room (000 §五4). */
  inspectorId?: string | null;
  /** Live rooms pace their nights (see GameSetup.paceNights). */
  paceNights?: boolean;
  /**
   * 黄金内裤 (T20, table): the seat no night-1 knife or check may name (the match's previous
   * night-1 victim). Passed into the setup as `protectedSeat` (../shared/scenario-format.md "Setup
   * fields"), so the game's log and its exported scenario carry it.
   */
  protectedSeat?: number | null;
  /** forum-25 (F1): the IANA zone of the game's local clock times (default Asia/Shanghai). */
  tz?: string;
  /** forum-25 (F1): the local start `YYYY-MM-DDTHH:mm` (a scenario's); default the clock's minute. */
  startAt?: string;
  /** forum-25 (004 2L 导演): the directors besides `judgeId`, equal powers. */
  directors?: string[];
}

interface Deps {
  db: Db;
  /**
   * The raw SQL connections of the hot path (src/store/commands.ts): a command is one read and one
   * guarded write (two round trips, no transaction held while the engine runs). Unset: the same
   * two statements through `db` (`prismaSql`, Prisma's cost per query).
   */
  sql?: Sql;
  /** Commands (and creations) run at once by this service; more wait in line (default 16). */
  maxInFlight?: number;
  clock: Clock;
  scheduler: TimerScheduler;
  log: Logger;
  /** Called after each commit that wrote outbox rows (that `outbox` did not take). */
  onOutbox?: () => void;
  /**
   * This process's outbox sender, lending each command's write its take (issue 24 goal 4): the
   * write claims its own rows and the sender delivers them at once. Unset: every row waits for a claim.
   */
  outbox?: OutboxTaker;
  onGameEnded?: OnGameEnded;
  /** The outbox channel (chat account) new games are delivered by (default `wechat`, see OutboxSender). */
  channel?: string;
  /**
   * Running games whose last known state this process keeps, by version (default 20,000; least
   * recently used go first). A command or a read that finds the game still at that version skips
   * the snapshot. Ended games are dropped at once. `WEREWOLF_FREEZE_STATES=1` (the tests)
   * deep-freezes every kept state, so code that would edit a shared state fails loudly.
   */
  stateCacheGames?: number;
}

/**
 * How a command is sent: `messageId` (its inbound message, applied once) and that message's
 * `answer`. `heard`: the message's transcript line, written by the command's statement — the
 * router found the message's place without a look-up (issue 24 goal 4), so the command must
 * prove it: it is decided on the state this process keeps and written under that version's
 * guard once, and throws {@link PlaceUnverified} instead of reading again.
 */
type CommandOpts = { messageId?: string; answer?: Answer; heard?: HeardLine };

/**
 * A command sent with a message's `heard` line could not be written on the state this process
 * keeps (none kept, the game moved, the message was applied, or nothing to write): nothing was
 * written; the router looks the message up and handles it again (issue 24 goal 4).
 */
export class PlaceUnverified extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId}: the message's place is not verified by its command`);
  }
}

/** A state this process knows, and the game version it is the state of. */
interface Known {
  version: number;
  state: GameState;
}

/** Freezes `o` and everything it holds (the tests' guard on the shared states, see `stateCacheGames`). */
function deepFreeze(o: unknown): void {
  if (o === null || typeof o !== "object" || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o)) deepFreeze(v);
}

export class GameService {
  /** The tail of each game's queue of commands in this process (deleted when it drains). */
  private readonly queues = new Map<string, Promise<unknown>>();
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly maxInFlight: number;
  /** The last state of running games this process committed or read (see `stateCacheGames`). */
  private readonly known: LRUCache<string, Known>;
  private readonly freeze = process.env.WEREWOLF_FREEZE_STATES === "1";

  /** Timer scheduling after commit, detached from the command (issue 25 item 5). */
  readonly timersAfterCommit: AfterCommitTimers;
  /** The connections of a command's read and guarded write (`deps.sql`, else through `db`). */
  private readonly sql: Sql;

  constructor(private readonly deps: Deps) {
    this.maxInFlight = deps.maxInFlight ?? 16;
    this.sql = deps.sql ?? prismaSql(deps.db);
    this.timersAfterCommit = new AfterCommitTimers(deps.scheduler, deps.log);
    this.known = new LRUCache<string, Known>({ max: Math.max(1, deps.stateCacheGames ?? 20_000) });
  }

  /** Keeps `state` as the game's at `version` (an ended game is forgotten: it keeps no per-game state). */
  private remember(gameId: string, version: number, state: GameState): void {
    if (state.phase.kind === "ended") {
      this.known.delete(gameId);
      return;
    }
    const had = this.known.get(gameId);
    if (had && had.version > version) return;
    if (this.freeze) deepFreeze(state);
    this.known.set(gameId, { version, state });
  }

  /** Games whose state this process keeps (0 once every game ended). */
  get knownGames(): number {
    return this.known.size;
  }

  /** Games with commands queued or running in this process (0 when idle: no per-game state is kept). */
  get busyGames(): number {
    return this.queues.size;
  }

  /** Running games whose last state this process keeps (an ended game is dropped). */
  get keptStates(): number {
    return this.known.size;
  }

  /** Runs `fn` once fewer than `maxInFlight` others run: overload waits here instead of failing on the pool. */
  private async limited<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.maxInFlight) await new Promise<void>((r) => this.waiting.push(r));
    else this.inFlight++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight--;
    }
  }

  /** Runs the game's commands of this process one after another (other processes: the version guard / row lock). */
  private serial<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(gameId) ?? Promise.resolve();
    const mine = prev.then(fn, fn);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(gameId, tail);
    void tail.then(() => {
      if (this.queues.get(gameId) === tail) this.queues.delete(gameId);
    });
    return mine;
  }

  /**
   * Opens a game: deal, first events, night 1 with its timers. `inTx` runs inside the same
   * transaction once the game row exists (the room that starts it binds the game there, so a
   * crash can never leave a game without its room, issue 15 item 3); if it throws, nothing is kept.
   */
  async createGame(
    input: NewGame,
    opts: { inTx?: (tx: Tx, gameId: string) => Promise<void> } = {},
  ): Promise<HandleResult> {
    const setup: GameSetup = {
      ruleset: input.ruleset ?? "ranked-s7",
      board: input.board,
      // The board as the ruleset plays it: forum-hk's pool board is drawn by the engine (HK2, HK3).
      deal: input.deal ?? roomDeal(input.ruleset ?? "ranked-s7", input.board, input.seed),
      seed: input.seed,
      dice: input.dice,
      ...(input.paceNights ? { paceNights: true } : {}),
      ...(input.protectedSeat ? { protectedSeat: input.protectedSeat } : {}),
      ...(onCalendar(input.ruleset ?? "ranked-s7")
        ? forumStart(this.deps.clock(), input.tz ?? DEFAULT_TZ, input.startAt)
        : {}),
    } as GameSetup;
    const d = engineCreate(setup, { nowMs: this.deps.clock() });
    if (!d.ok) return refused("", d.reject);
    const state = fold(d.events);
    let added: TimerJob[] = [];
    const gameId = await this.limited(() =>
      createGameRows(
        this.deps.db,
        {
          board: setup.board,
          ruleset: setup.ruleset,
          seed: setup.seed,
          matchGroupId: input.matchGroupId,
          judgeId: input.judgeId,
          ranked: input.ranked ?? false,
          inspectorId: input.inspectorId ?? null,
          directors: input.directors ?? [],
          channel: this.deps.channel ?? DEFAULT_CHANNEL,
          seats: state.seats.map((x) => ({
            seat: x.seat,
            role: x.role,
            playerId: input.players?.find((p) => p.seat === x.seat)?.contactId ?? null,
          })),
          players: (input.players ?? []).map((p) => ({ contactId: p.contactId, name: p.name })),
        },
        (id) => {
          // The first events go through the same guarded write as every command (version 0 → n).
          const plan = planOf(id, 0, fold([]), d.events, new Set(), [], { ok: true, gameId: id, version: 0 });
          const w = planWrite(id, plan);
          added = w.timerJobs;
          return w.write;
        },
        opts.inTx,
      ),
    );
    const game = { id: gameId, added };
    await this.afterCommit(game.id, game.added, []);
    this.remember(game.id, d.events.length, state);
    this.observer?.(game.id, d.events, state, fold([]));
    return { ok: true, gameId: game.id, version: d.events.length };
  }

  /**
   * Applies one command. `messageId` makes an inbound chat message idempotent. A rejected act
   * changes nothing but a DM reply to the seat explaining why. Commands of one game run one at a
   * time (in this process by a queue, across processes by the game row's version or lock).
   * `answer` (with `messageId`): the message's replies, rendered from the decision and written in
   * the command's own statement (`answerRows`; issue 24 goal 3) — a duplicate answers nothing.
   */
  async handle(gameId: string, cmd: Command, opts: CommandOpts = {}): Promise<HandleResult> {
    return this.serial(gameId, () => this.limited(() => this.handleFast(this.sql, gameId, cmd, opts)));
  }

  /** Read, decide once, one guarded write; read again if another process got in between. */
  private async handleFast(sql: Sql, gameId: string, cmd: Command, opts: CommandOpts): Promise<HandleResult> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const had = this.known.get(gameId);
      // One round trip when this process holds the game's last state: decide on it and write
      // under the version guard (which also refuses a message id already applied); if another
      // process moved the game, or the message was applied, the write does nothing and the next
      // attempt reads. So does a timer fire the kept state knows (issue 24 goal 4); a timer it does
      // not know was made by another process's commit (the kept state is behind): read first.
      const known = cmd.type !== "timeout" || had?.state.timers.some((t) => t.id === cmd.timerId);
      const optimistic = attempt === 0 && had !== undefined && known;
      // A message found without a look-up: its one write on the kept state proves its place, or nothing.
      const strict = opts.heard !== undefined;
      if (strict && !optimistic) throw new PlaceUnverified(gameId);
      let version: number;
      let state: GameState;
      if (optimistic && had) {
        version = had.version;
        state = had.state;
      } else {
        const g = await loadForCommand<GameState>(sql, gameId, opts.messageId, had?.version);
        if (!g) return refused(gameId, { code: "game.unknown" });
        if (g.seen) return { ok: true, gameId, version: g.version, duplicate: true };
        const read = g.state ?? had?.state;
        if (!read) throw new Error(`game ${gameId}: no state read at version ${g.version}`);
        if (g.state) this.remember(gameId, g.version, g.state);
        version = g.version;
        state = read;
      }
      const plan = decideCommand(this.deps.clock(), gameId, version, state, cmd, opts.messageId);
      // A decision that writes nothing (a refused judge command) is only answered on a state read
      // from the database: a kept state may be behind.
      if (optimistic && plan.events.length === 0 && plan.outbox.length === 0) {
        if (strict) throw new PlaceUnverified(gameId);
        continue;
      }
      // A stale timer fire writes nothing (stale at this read means stale for good: a timer's
      // job is scheduled only after the commit that made it).
      if (cmd.type === "timeout" && plan.events.length === 0 && plan.outbox.length === 0) return plan.result;
      const { write, timerJobs, removed } = planWrite(gameId, plan, opts.messageId);
      if (opts.heard) write.heard = opts.heard;
      if (opts.answer && opts.messageId)
        write.outbox = [...write.outbox, ...answerRows(gameId, opts.messageId, opts.answer(plan.result, plan.after))];
      const onEnd = this.deps.onGameEnded;
      // Issue 24 goal 2: a game-ending command is this same decision and this same statement; the
      // season's and the match's rows, decided here, are written by it (none if the guard refuses).
      const ends = onEnd && plan.before.phase.kind !== "ended" && plan.after.phase.kind === "ended";
      if (ends) {
        const end = await onEnd({ gameId, version, events: plan.events, state: plan.after });
        write.outbox = [...write.outbox, ...endOutboxRows(gameId, write.newVersion, end.messages)];
        write.end = end.rows;
      }
      // A substitute's seat rows (7L 10) join the statement in one transaction.
      const subs = plan.events.flatMap((e) => (e.type === "seat_substituted" ? [e] : []));
      let applied: boolean;
      // Whether the sender must be woken: the rows no take of this process's sender delivers.
      let kick: boolean;
      try {
        if (subs.length) {
          applied = await writeCommandWith(this.deps.db, write, (tx) => applySeatEvents(tx, gameId, subs));
          kick = write.outbox.length > 0 || Boolean(ends);
        } else ({ applied, kick } = await writeWithTake(sql, write, this.deps.outbox));
      } catch (err) {
        if (err instanceof SeatTaken) return refused(gameId, { code: "seat.taken", contactId: err.contactId });
        throw err;
      }
      if (applied) {
        await this.afterCommit(gameId, timerJobs, removed, kick);
        this.committed(gameId, plan);
        return plan.result;
      }
      if (strict) {
        // Refused: the kept state is behind (or the message was applied); the retry reads.
        this.known.delete(gameId);
        throw new PlaceUnverified(gameId);
      }
    }
    throw new Error(`game ${gameId} kept changing under 50 attempts of one command`);
  }

  /** Re-drives what a crash may have left: every pending timer row is (re)scheduled. */
  async recover(): Promise<number> {
    const rows = await pendingTimers(this.deps.db);
    await this.deps.scheduler.schedule(
      rows.map((r) => ({ id: r.id, gameId: r.gameId, timerId: r.id.slice(r.gameId.length + 1), dueMs: r.dueMs })),
    );
    return rows.length;
  }

  /**
   * The current state of a game (from its snapshot), or null. A state this process holds for the
   * snapshot's version is not read again (one small round trip then). Treat it as read-only: it
   * is shared (see `stateCacheGames`).
   */
  async state(gameId: string): Promise<GameState | null> {
    const { sql } = this;
    const had = this.known.get(gameId);
    const g = await loadForCommand<GameState>(sql, gameId, undefined, had?.version);
    if (!g) return null;
    if (g.state === null) return had?.state ?? null;
    this.remember(gameId, g.version, g.state);
    return g.state;
  }

  /**
   * The state of a game at `version` (a version the caller just read, e.g. with the router's
   * look-up): the one this process holds when it is that version's, else read as {@link state}.
   */
  async stateAt(gameId: string, version: number): Promise<GameState | null> {
    const had = this.known.get(gameId);
    return had && had.version === version ? had.state : this.state(gameId);
  }

  /** The state this process keeps of a running game and its version, without reading (may be behind; null when none). */
  kept(gameId: string): { version: number; state: GameState } | null {
    return this.known.peek(gameId) ?? null;
  }

  /** The state this process last knew of a game, without reading (may be behind; null when none). A load generator's view. */
  peek(gameId: string): GameState | null {
    return this.known.peek(gameId)?.state ?? null;
  }

  /** Keeps the committed state and tells the observer (see {@link observe}) what a command appended. */
  private committed(gameId: string, plan: Plan): void {
    if (plan.events.length === 0) return;
    this.remember(gameId, plan.version + plan.events.length, plan.after);
    this.observer?.(gameId, plan.events, plan.after, plan.before);
  }

  private observer: ((gameId: string, events: GameEvent[], after: GameState, before: GameState) => void) | null = null;

  /**
   * Calls `fn` after each commit that appended events (in this process, after the timers and the
   * outbox were kicked) with the state after them and the state they were appended to. For
   * app-side reactions that are not the engine's (forum-25: the post quota cards at a close, the
   * last words at an opening, F2, F7); they must be idempotent and re-driven at start-up, since a
   * crash may fall between the commit and the call.
   */
  observe(fn: (gameId: string, events: GameEvent[], after: GameState, before: GameState) => void): void {
    this.observer = fn;
  }

  /**
   * Adds messages to a game's outbox outside a command (forum-25 last words, F7). `key` makes it
   * idempotent: a key already written adds nothing (a re-driven call after a crash).
   */
  async notify(gameId: string, key: string, messages: ExtraMessage[]): Promise<void> {
    const rows = messages.map((m, idx) => {
      const row = {
        gameId,
        key: `${key}-${idx}`,
        audience: m.audience,
        seat: m.seat ?? null,
        contactId: m.contactId ?? null,
        ...stored(m.text),
        op: m.op ?? "say",
        members: [] as number[],
      };
      return { ...row, conv: conversationOf(row) };
    });
    if (rows.length === 0) return;
    await addOutbox(this.deps.db, gameId, rows);
    this.deps.onOutbox?.();
  }

  /**
   * After a commit: the timer jobs are scheduled / cancelled without waiting (issue 25 item 5: a
   * command never waits on the timer queue; the committed rows are the truth and the reconciler
   * re-drives what a failed or skipped call missed), then the outbox sender is woken.
   */
  private async afterCommit(gameId: string, added: TimerJob[], removed: string[], outbox = true): Promise<void> {
    this.timersAfterCommit.push(gameId, added, removed);
    if (outbox) this.deps.onOutbox?.();
  }
}
