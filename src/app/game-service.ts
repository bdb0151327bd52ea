/**
 * GameService: the one entry point for every command of a game — player input, judge input,
 * timer fire. Per command, in ONE Postgres transaction: lock the game row (`FOR UPDATE`, so
 * commands of one game never interleave while different games run in parallel), drop a
 * duplicate inbound message, fire every deadline already due (BullMQ may be late: deadlines
 * are absolute), run the engine, append the events, save the snapshot, write the outbox rows
 * and the timer rows. After commit: schedule / cancel the BullMQ jobs, wake the outbox sender.
 */
import type { Logger } from "pino";
import { narrate } from "../chat/narrate.ts";
import { rejectText } from "../chat/texts.ts";
import { decide, createGame as engineCreate, randomDeal } from "../engine/engine.ts";
import { apply, fold } from "../engine/evolve.ts";
import { earliestDue } from "../engine/state.ts";
import type { Command, GameEvent, GameSetup, GameState, Reject, RoleId, Timer } from "../engine/types.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../store/db.ts";
import { conversationOf, DEFAULT_CHANNEL } from "./outbox.ts";
import type { Clock, TimerJob, TimerScheduler } from "./ports.ts";

/** A Prisma interactive transaction. */
export type Tx = Prisma.TransactionClient;

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
}

/** A message the end-of-game hook adds to the outbox (same transaction as the last events). */
export interface ExtraMessage {
  audience: "group" | "seat" | "contact";
  seat?: number;
  /** For audience `contact`: a chat contact id outside the table (the inspector). */
  contactId?: string;
  text: string;
}

/**
 * Called inside the transaction that ends a game (won or voided), with the final state; its
 * messages go out with the game's last ones. The ranked season records the result here.
 */
export type OnGameEnded = (tx: Tx, gameId: string, state: GameState) => Promise<ExtraMessage[]>;

export type HandleResult =
  | { ok: true; gameId: string; version: number; duplicate?: boolean }
  | { ok: false; gameId: string; reject: Reject; text: string };

/** Interactive transaction limits of every command (and of a game's creation), ms. */
const TX_LIMITS = { timeout: 20_000, maxWait: 10_000 };

/** BullMQ job id of a game's timer (no `:`, deterministic). */
export const jobId = (gameId: string, timerId: string) => `${gameId}-${timerId}`;

interface Deps {
  db: Db;
  clock: Clock;
  scheduler: TimerScheduler;
  log: Logger;
  /** Called after each commit that wrote outbox rows. */
  onOutbox?: () => void;
  onGameEnded?: OnGameEnded;
  /** The outbox channel (chat account) new games are delivered by (default `wechat`, see OutboxSender). */
  channel?: string;
}

export class GameService {
  constructor(private readonly deps: Deps) {}

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
      deal: input.deal ?? randomDeal(input.board, input.seed),
      seed: input.seed,
      dice: input.dice,
      ...(input.paceNights ? { paceNights: true } : {}),
      ...(input.protectedSeat ? { protectedSeat: input.protectedSeat } : {}),
    } as GameSetup;
    const d = engineCreate(setup, { nowMs: this.deps.clock() });
    if (!d.ok) return { ok: false, gameId: "", reject: d.reject, text: rejectText(d.reject) };
    const state = fold(d.events);
    const { db } = this.deps;
    const game = await db.$transaction(async (tx) => {
      const g = await tx.game.create({
        data: {
          board: setup.board,
          ruleset: setup.ruleset,
          seed: setup.seed,
          matchGroupId: input.matchGroupId,
          judgeId: input.judgeId,
          ranked: input.ranked ?? false,
          inspectorId: input.inspectorId ?? null,
          channel: this.deps.channel ?? DEFAULT_CHANNEL,
          version: 0,
        },
      });
      for (const p of input.players ?? [])
        await tx.player.upsert({
          where: { id: p.contactId },
          create: { id: p.contactId, displayName: p.name },
          update: { displayName: p.name },
        });
      await tx.seat.createMany({
        data: state.seats.map((x) => ({
          gameId: g.id,
          seat: x.seat,
          role: x.role,
          playerId: input.players?.find((p) => p.seat === x.seat)?.contactId ?? null,
        })),
      });
      await tx.snapshot.create({ data: { gameId: g.id, version: 0, state: {} } });
      const { added } = await this.persist(tx, g.id, 0, fold([]), d.events, new Set(), []);
      await opts.inTx?.(tx, g.id);
      return { id: g.id, added };
    }, TX_LIMITS);
    await this.afterCommit(game.id, game.added, []);
    return { ok: true, gameId: game.id, version: d.events.length };
  }

  /**
   * Applies one command. `messageId` makes an inbound chat message idempotent. A rejected act
   * changes nothing but a DM reply to the seat explaining why.
   */
  async handle(gameId: string, cmd: Command, opts: { messageId?: string } = {}): Promise<HandleResult> {
    const { db, clock } = this.deps;
    const out = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<
        { version: number }[]
      >`SELECT version FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
      if (rows.length === 0) return { result: this.refused(gameId, { code: "game.unknown" }), added: [], removed: [] };
      const version = rows[0].version;
      if (opts.messageId) {
        const n =
          await tx.$executeRaw`INSERT INTO "InboundMessage" ("messageId", "gameId") VALUES (${opts.messageId}, ${gameId}) ON CONFLICT DO NOTHING`;
        if (n === 0) return { result: { ok: true as const, gameId, version, duplicate: true }, added: [], removed: [] };
      }
      const snap = await tx.snapshot.findUniqueOrThrow({ where: { gameId } });
      const state = snap.state as unknown as GameState;
      const now = clock();
      const events: GameEvent[] = [];
      const fired = new Set<string>();
      /** Accepted commands with the seq of their first event (the appeal record). */
      const commands: { seq: number; atMs: number; command: Command }[] = [];
      let cur = state;
      // Deadlines are absolute: every timer already due fires first, in order, whoever's
      // command (or late timer job) got here first. A fire is processed at the time it is
      // actually handled, so the windows it opens (the next speaker's turn after a restart)
      // run in full from then.
      for (let guard = 0; guard < 1000; guard++) {
        const due = earliestDue(cur, now);
        if (!due) break;
        const atMs = Math.max(now, cur.nowMs);
        const d = decide(cur, { type: "timeout", timerId: due.id }, { nowMs: atMs });
        if (!d.ok) break;
        commands.push({ seq: version + events.length + 1, atMs, command: { type: "timeout", timerId: due.id } });
        fired.add(due.id);
        cur = fold(d.events, cur);
        events.push(...d.events);
      }
      // A timer job whose deadline the catch-up above already fired has done its job.
      if (cmd.type === "timeout" && fired.has(cmd.timerId)) {
        const { added, removed } = await this.persist(tx, gameId, version, state, events, fired, commands);
        return { result: { ok: true as const, gameId, version: version + events.length }, added, removed };
      }
      const timer = cmd.type === "timeout" ? cur.timers.find((t) => t.id === cmd.timerId) : undefined;
      const atMs = Math.max(timer ? timer.dueMs : now, now, cur.nowMs);
      const d = decide(cur, cmd, { nowMs: atMs });
      if (d.ok) {
        if (timer) fired.add(timer.id);
        commands.push({ seq: version + events.length + 1, atMs, command: cmd });
        events.push(...d.events);
      } else {
        if (cmd.type === "act") await this.reply(tx, gameId, cmd.seat, d.reject, opts.messageId);
        // Nothing else to store unless due deadlines fired on the way.
        if (events.length === 0) return { result: this.refused(gameId, d.reject), added: [], removed: [] };
      }
      const { added, removed } = await this.persist(tx, gameId, version, state, events, fired, commands);
      const result: HandleResult = d.ok
        ? { ok: true, gameId, version: version + events.length }
        : this.refused(gameId, d.reject);
      return { result, added, removed };
    }, TX_LIMITS);
    await this.afterCommit(gameId, out.added, out.removed);
    return out.result;
  }

  /** Re-drives what a crash may have left: every pending timer row is (re)scheduled. */
  async recover(): Promise<number> {
    const rows = await this.deps.db.timer.findMany({ where: { status: "pending" } });
    await this.deps.scheduler.schedule(
      rows.map((r) => ({
        id: r.id,
        gameId: r.gameId,
        timerId: r.id.slice(r.gameId.length + 1),
        dueMs: Number(r.dueMs),
      })),
    );
    return rows.length;
  }

  /** The current state of a game (from its snapshot), or null. */
  async state(gameId: string): Promise<GameState | null> {
    const snap = await this.deps.db.snapshot.findUnique({ where: { gameId } });
    return snap ? (snap.state as unknown as GameState) : null;
  }

  private refused(gameId: string, reject: Reject): HandleResult {
    return { ok: false, gameId, reject, text: rejectText(reject) };
  }

  private async reply(tx: Tx, gameId: string, seat: number, reject: Reject, messageId?: string): Promise<void> {
    const key = `reply-${messageId ?? `${seat}-${this.deps.clock()}-${reject.code}`}`;
    await tx.outboxMessage.createMany({
      data: [
        {
          gameId,
          key,
          audience: "seat",
          seat,
          text: rejectText(reject),
          conv: conversationOf({ gameId, audience: "seat", seat }),
        },
      ],
      skipDuplicates: true,
    });
  }

  /** Appends events, snapshot, outbox and timer rows; returns the timer changes to schedule. */
  private async persist(
    tx: Tx,
    gameId: string,
    version: number,
    state: GameState,
    events: GameEvent[],
    fired: Set<string>,
    commands: { seq: number; atMs: number; command: Command }[],
  ): Promise<{ added: TimerJob[]; removed: string[] }> {
    const outbox: Prisma.OutboxMessageCreateManyInput[] = [];
    const cur = structuredClone(state);
    events.forEach((e, i) => {
      const before = structuredClone(cur);
      apply(cur, e);
      narrate(before, e, cur).forEach((m, idx) => {
        outbox.push({
          gameId,
          key: `${version + i + 1}-${idx}`,
          audience: m.to.kind,
          seat: m.to.kind === "seat" ? m.to.seat : m.op && m.op.kind !== "create" ? m.op.seat : null,
          text: m.text,
          op: m.op ? `room_${m.op.kind}` : "say",
          members: m.op?.kind === "create" ? m.op.members : [],
        });
      });
    });
    await tx.gameEvent.createMany({
      data: events.map((e, i) => ({
        gameId,
        seq: version + i + 1,
        type: e.type,
        atMs: BigInt(e.atMs),
        data: e as unknown as Prisma.InputJsonValue,
      })),
    });
    const newVersion = version + events.length;
    await tx.snapshot.update({
      where: { gameId },
      data: { version: newVersion, state: cur as unknown as Prisma.InputJsonValue },
    });
    await tx.game.update({
      where: { id: gameId },
      data: { version: newVersion, status: cur.phase.kind === "ended" ? "ended" : "running", winner: cur.winner },
    });
    if (state.phase.kind !== "ended" && cur.phase.kind === "ended" && version > 0 && this.deps.onGameEnded) {
      const extra = await this.deps.onGameEnded(tx, gameId, cur);
      for (const [idx, m] of extra.entries())
        outbox.push({
          gameId,
          key: `${version + events.length}-end-${idx}`,
          audience: m.audience,
          seat: m.seat ?? null,
          text: m.text,
          op: "say",
          members: [],
          contactId: m.contactId ?? null,
        });
    }
    if (commands.length)
      await tx.gameCommand.createMany({
        data: commands.map((c) => ({
          gameId,
          seq: c.seq,
          atMs: BigInt(c.atMs),
          command: c.command as unknown as Prisma.InputJsonValue,
        })),
      });
    for (const row of outbox) row.conv = conversationOf(row);
    if (outbox.length) await tx.outboxMessage.createMany({ data: outbox });
    const beforeIds = new Set(state.timers.map((t) => t.id));
    const afterIds = new Set(cur.timers.map((t) => t.id));
    const added = cur.timers.filter((t) => !beforeIds.has(t.id));
    // Timers created and consumed within this command never reach the table.
    const gone = [...beforeIds].filter((id) => !afterIds.has(id));
    if (added.length)
      await tx.timer.createMany({
        data: added.map((t: Timer) => ({
          id: jobId(gameId, t.id),
          gameId,
          phaseSeq: Number(t.id.split("-")[0]),
          kind: t.kind,
          seat: t.seat ?? null,
          dueMs: BigInt(t.dueMs),
        })),
        skipDuplicates: true,
      });
    const firedIds = gone.filter((id) => fired.has(id)).map((id) => jobId(gameId, id));
    const cancelled = gone.filter((id) => !fired.has(id)).map((id) => jobId(gameId, id));
    if (firedIds.length) await tx.timer.updateMany({ where: { id: { in: firedIds } }, data: { status: "fired" } });
    if (cancelled.length)
      await tx.timer.updateMany({ where: { id: { in: cancelled } }, data: { status: "cancelled" } });
    return {
      added: added.map((t) => ({ id: jobId(gameId, t.id), gameId, timerId: t.id, dueMs: t.dueMs })),
      removed: cancelled,
    };
  }

  private async afterCommit(gameId: string, added: TimerJob[], removed: string[]): Promise<void> {
    try {
      await this.deps.scheduler.schedule(added);
      await this.deps.scheduler.cancel(removed);
    } catch (err) {
      // The rows are committed: start-up recovery schedules them again.
      this.deps.log.error({ err, gameId }, "timer scheduling failed after commit");
    }
    this.deps.onOutbox?.();
  }
}
