/**
 * A command's decision (GameService), pure but for the time it is given: the engine run once over
 * the due deadlines and the command, the events folded and narrated, the outbox rows, the timer
 * rows added, fired and cancelled. Nothing here reads or writes: GameService writes the plan with
 * the one guarded statement (issue 24 goal 2).
 */

import { decide } from "../engine/engine.ts";
import { evolve, fold } from "../engine/evolve.ts";
import { earliestDue } from "../engine/state.ts";
import type { Command, GameEvent, GameState, Reject, Timer } from "../engine/types.ts";
import type { CommandWrite, OutboxRow } from "../store/commands.ts";
import { type Msg, stored } from "../vocab/msg.ts";
import { narrate } from "../voice/narrate.ts";
import { rejectMsg } from "../voice/texts.ts";
import { conversationOf } from "./outbox.ts";

/** BullMQ job id of a game's timer (no `:`, deterministic). */
export const jobId = (gameId: string, timerId: string) => `${gameId}-${timerId}`;

/**
 * What `GameService.handle` answers: applied (a duplicate message changes nothing), or refused with
 * its reply `msg`, the words before their language: a reply carries it as it is and is rendered at
 * delivery in the reader's language; a log or an error wanting 简体 renders it there (`render(msg)`).
 */
export type HandleResult =
  | { ok: true; gameId: string; version: number; duplicate?: boolean }
  | { ok: false; gameId: string; reject: Reject; msg: Msg };

/** A refusal: nothing changes; `msg` is the reply, unrendered. */
export function refused(gameId: string, reject: Reject): HandleResult {
  const msg = rejectMsg(reject);
  return { ok: false, gameId, reject, msg };
}

/** A chat reply as a message's handler words it: in a room, or a DM to a contact. */
export interface AnswerReply {
  to: { room: string } | { contact: string };
  /** The words before their language (rendered at delivery, issue 23). */
  text: Msg;
}

/**
 * The replies a message's handler gives once its command is decided (issue 24 goal 3), from the
 * decision's result and the state after it; pure (it may run once per attempt of the write).
 */
export type Answer = (result: HandleResult, after: GameState) => AnswerReply[];

/**
 * The outbox rows of a message's replies, written with its command: rows of the game, keyed
 * `reply-<messageId>-<i>` in order, a DM of audience `contact` (conversation `contact:<id>`, the
 * same as the contact's replies outside any game) or a line of audience `room`.
 */
export function answerRows(gameId: string, messageId: string, replies: AnswerReply[]): OutboxRow[] {
  return replies.map((r, i) => {
    const row =
      "room" in r.to
        ? { gameId, audience: "room", seat: null, contactId: null, roomId: r.to.room }
        : { gameId, audience: "contact", seat: null, contactId: r.to.contact, roomId: null };
    return {
      ...row,
      key: `reply-${messageId}-${i}`,
      ...stored(r.text),
      op: "say",
      members: [],
      conv: conversationOf(row),
    };
  });
}

/** What one command (or a creation) writes, computed before any write. */
export interface Plan {
  result: HandleResult;
  version: number;
  before: GameState;
  after: GameState;
  events: GameEvent[];
  commands: { seq: number; atMs: number; command: Command }[];
  fired: Set<string>;
  outbox: OutboxRow[];
}

/**
 * The engine's part of a command, pure but for the clock: every deadline already due fires
 * first, in order, whoever's command (or late timer job) got here first — deadlines are
 * absolute; a fire is processed at the time it is actually handled, so the windows it opens
 * (the next speaker's turn after a restart) run in full from then. Then the command itself.
 */
export function decideCommand(
  now: number,
  gameId: string,
  version: number,
  state: GameState,
  cmd: Command,
  messageId?: string,
): Plan {
  const events: GameEvent[] = [];
  const fired = new Set<string>();
  /** Accepted commands with the seq of their first event (the appeal record). */
  const commands: { seq: number; atMs: number; command: Command }[] = [];
  let cur = state;
  // The bot's own outage notice (issue 13 item 5) moves the deadlines that fell due while it
  // was away before any of them fires.
  const catchUp = !(cmd.type === "judge" && cmd.ruling === "outage");
  for (let guard = 0; catchUp && guard < 1000; guard++) {
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
  if (cmd.type === "timeout" && fired.has(cmd.timerId))
    return planOf(gameId, version, state, events, fired, commands, {
      ok: true,
      gameId,
      version: version + events.length,
    });
  const timer = cmd.type === "timeout" ? cur.timers.find((t) => t.id === cmd.timerId) : undefined;
  // A fire before its deadline (a job scheduled at another clock speed, issue 25 item 2) is
  // not applied: `timer.early` changes nothing and the timer's caller waits for `dueMs`.
  if (timer && timer.dueMs > now)
    return planOf(
      gameId,
      version,
      state,
      events,
      fired,
      commands,
      refused(gameId, { code: "timer.early", timerId: timer.id, dueMs: timer.dueMs }),
    );
  const atMs = Math.max(timer ? timer.dueMs : now, now, cur.nowMs);
  const d = decide(cur, cmd, { nowMs: atMs });
  if (d.ok) {
    if (timer) fired.add(timer.id);
    commands.push({ seq: version + events.length + 1, atMs, command: cmd });
    events.push(...d.events);
    return planOf(gameId, version, state, events, fired, commands, {
      ok: true,
      gameId,
      version: version + events.length,
    });
  }
  const plan = planOf(gameId, version, state, events, fired, commands, refused(gameId, d.reject));
  if (cmd.type === "act") {
    const key = `reply-${messageId ?? `${cmd.seat}-${now}-${d.reject.code}`}`;
    const to = { gameId, audience: "seat", seat: cmd.seat };
    plan.outbox.push({
      key,
      audience: "seat",
      seat: cmd.seat,
      contactId: null,
      ...stored(rejectMsg(d.reject)),
      op: "say",
      members: [],
      conv: conversationOf(to),
    });
  }
  return plan;
}

/**
 * Folds `events` over `state` one at a time (one clone per event: `evolve` leaves its input
 * alone, so the state before each event needs no copy of its own) and narrates each.
 */
export function planOf(
  gameId: string,
  version: number,
  state: GameState,
  events: GameEvent[],
  fired: Set<string>,
  commands: Plan["commands"],
  result: HandleResult,
): Plan {
  const outbox: OutboxRow[] = [];
  let cur = state;
  events.forEach((e, i) => {
    const next = evolve(cur, e);
    narrate(cur, e, next).forEach((m, idx) => {
      const row = {
        gameId,
        key: `${version + i + 1}-${idx}`,
        audience: m.to.kind,
        seat: m.to.kind === "seat" ? m.to.seat : m.op && m.op.kind !== "create" ? m.op.seat : null,
        contactId: null,
        ...stored(m.text),
        op: m.op ? `room_${m.op.kind}` : "say",
        members: m.op?.kind === "create" ? m.op.members : [],
      };
      outbox.push({ ...row, conv: conversationOf(row) });
    });
    cur = next;
  });
  return { result, version, before: state, after: cur, events, commands, fired, outbox };
}

/** The timer rows a plan adds, fires and cancels (a timer made and spent within it never reaches the table). */
export function timerChanges(gameId: string, plan: Plan) {
  const beforeIds = new Set(plan.before.timers.map((t) => t.id));
  const afterIds = new Set(plan.after.timers.map((t) => t.id));
  const added = plan.after.timers.filter((t) => !beforeIds.has(t.id));
  const gone = [...beforeIds].filter((id) => !afterIds.has(id));
  return {
    rows: added.map((t: Timer) => ({
      id: jobId(gameId, t.id),
      phaseSeq: Number(t.id.split("-")[0]),
      kind: t.kind,
      seat: t.seat ?? null,
      dueMs: t.dueMs,
    })),
    added: added.map((t) => ({ id: jobId(gameId, t.id), gameId, timerId: t.id, dueMs: t.dueMs })),
    fired: gone.filter((id) => plan.fired.has(id)).map((id) => jobId(gameId, id)),
    removed: gone.filter((id) => !plan.fired.has(id)).map((id) => jobId(gameId, id)),
  };
}

/**
 * What a plan writes — the one guarded statement's rows (`CommandWrite`, its message `messageId`)
 * — and the timer jobs to schedule (`timerJobs`) and cancel (`removed`) after its commit.
 */
export function planWrite(gameId: string, plan: Plan, messageId?: string) {
  const timers = timerChanges(gameId, plan);
  const write: CommandWrite = {
    gameId,
    version: plan.version,
    newVersion: plan.version + plan.events.length,
    state: plan.events.length ? plan.after : undefined,
    status: plan.after.phase.kind === "ended" ? "ended" : "running",
    winner: plan.after.winner,
    events: plan.events.map((e, i) => ({ seq: plan.version + i + 1, type: e.type, atMs: e.atMs, data: e })),
    commands: plan.commands,
    outbox: plan.outbox,
    timers: timers.rows,
    fired: timers.fired,
    cancelled: timers.removed,
    messageId,
  };
  return { write, timerJobs: timers.added, removed: timers.removed };
}
