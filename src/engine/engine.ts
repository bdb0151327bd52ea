/**
 * The engine's public face: `createGame` and `decide` return events (or a reject), `evolve` /
 * `fold` turn events into state. Pure: no I/O, no wall clock, no runtime randomness — the clock comes
 * in `ctx.nowMs`, randomness from the seed in the first event.
 */
import { checkActValue } from "./act-values.ts";
import { type Board, boardById, boardOfSetup, CUSTOM_BOARD, CUSTOM_SEATS } from "./boards.ts";
import { calendarOf, DEFAULT_TZ } from "./calendar.ts";
import { cloneState } from "./clone.ts";
import { fold, initialState } from "./evolve.ts";
import { pickFrom } from "./families/forum-hk/deal.ts";
import { drawnSetup, isDrawnDeal } from "./families/forum-hk/setup.ts";
import { familyOf } from "./families/index.ts";
import { judge } from "./families/timed/judge.ts";
import { begin, next } from "./plan.ts";
import { drawInt, shuffle } from "./random.ts";
import { actIds, isRoleId, roleSpec } from "./roles/index.ts";
import { isRulesetId, rulesetBoard, rulesetOf } from "./rulesets/index.ts";
import { grantStart } from "./statuses.ts";
import { Tx } from "./tx.ts";
import type { Command, Ctx, Decision, GameEvent, GameSetup, GameState, Reject, RoleId } from "./types.ts";

export { NIGHT_ACTS } from "./families/timed/index.ts";

/** Every act id, for the per-command check of a structured value: the table's acts and every card's (the registry). */
const ACT_SET: ReadonlySet<string> = actIds();

/** The command types `decide` knows. */
const COMMAND_TYPES: ReadonlySet<unknown> = new Set(["act", "timeout", "judge"]);

/**
 * Checks a setup against its board (000 §六). Returns a reject naming the field, or null.
 * Codes: `setup.ruleset`, `setup.board`, `setup.deal`, `setup.role`, `setup.bottom`,
 * `setup.role_not_implemented`, `setup.dice`.
 */
export function validateSetup(setup: GameSetup): Reject | null {
  if (typeof setup !== "object" || setup === null) return { code: "setup.ruleset", field: "(setup)", value: null };
  if (typeof setup.ruleset !== "string" || !isRulesetId(setup.ruleset))
    return { code: "setup.ruleset", field: "ruleset", value: setup.ruleset };
  if (!Number.isSafeInteger(setup.seed)) return { code: "setup.seed", field: "seed", value: setup.seed };
  if (setup.bottom !== undefined && !Array.isArray(setup.bottom)) return { code: "setup.bottom", field: "bottom" };
  if (setup.dice !== undefined && !Array.isArray(setup.dice))
    return { code: "setup.dice", field: "dice", value: setup.dice };
  if (
    setup.draws !== undefined &&
    (typeof setup.draws !== "object" || setup.draws === null || !Object.values(setup.draws).every(Array.isArray))
  )
    return { code: "setup.draws", field: "draws" };
  const rules = rulesetOf(setup.ruleset);
  const fam = familyOf(rules);
  // A deal the engine draws (forum-hk's pool board, HK2) is checked by the family.
  if ((typeof setup.deal !== "object" || setup.deal === null) && !fam.drawnDeal(setup))
    return { code: "setup.deal", field: "deal", reason: "seats" };
  const cal = validateCalendar(setup, fam.calendar);
  if (cal) return cal;
  // A family with its own boards, cards and constraints (forum-hk, seed 002: `families/forum-hk/setup.ts`).
  if (fam.ownDeal) return fam.ownDeal(setup);
  if (setup.board === CUSTOM_BOARD) {
    const bad = validateCustom(setup, rules.customCards, rules.customSeats) ?? fam.customBoard(setup);
    if (bad) return bad;
  } else if (!rules.boards.includes(setup.board))
    return { code: "setup.board", field: "board", value: setup.board, ruleset: rules.id };
  const board = boardOfSetup(setup);
  if (!board) return { code: "setup.board", field: "board", value: setup.board };
  const seats = Object.keys(setup.deal ?? {});
  const expected = Array.from({ length: board.seats }, (_, i) => String(i + 1));
  if (seats.length !== board.seats || !expected.every((k) => k in setup.deal))
    return { code: "setup.deal", field: "deal", reason: "seats", expected: board.seats, got: seats.length };
  for (const k of seats) {
    if (!isRoleId(setup.deal[k])) return { code: "setup.role", field: `deal.${k}`, value: setup.deal[k] };
  }
  const bottom =
    setup.bottom ??
    leftovers(
      board.cards,
      seats.map((k) => setup.deal[k]),
    );
  for (const [i, r] of bottom.entries())
    if (!isRoleId(r)) return { code: "setup.role", field: `bottom.${i}`, value: r };
  const dealt = [...seats.map((k) => setup.deal[k]), ...bottom].sort();
  const cards = [...board.cards].sort();
  if (dealt.length !== cards.length || dealt.some((r, i) => r !== cards[i]))
    return { code: "setup.deal", field: "deal", reason: "cards", board: board.id };
  for (const r of dealt) {
    if (!roleSpec(r).implemented) return { code: "setup.role_not_implemented", field: "deal", value: r };
  }
  // 黄金内裤 (T20): only where the ruleset has it, and a seat of the board.
  if (setup.protectedSeat !== undefined) {
    if (!rules.night.protectedSeat)
      return { code: "setup.field", field: "protectedSeat", ruleset: rules.id, value: setup.protectedSeat };
    if (!Number.isInteger(setup.protectedSeat) || setup.protectedSeat < 1 || setup.protectedSeat > board.seats)
      return { code: "setup.protected_seat", field: "protectedSeat", value: setup.protectedSeat };
  }
  for (const d of setup.dice ?? []) {
    if (!Number.isInteger(d) || d < 1 || d > 6) return { code: "setup.dice", field: "dice", value: d };
  }
  return null;
}

/**
 * A calendar family's setup fields (F1): `startAt` required (`YYYY-MM-DDTHH:mm`), `tz` optional (a
 * zone name; default Asia/Shanghai), `utcOffsetMin` (resolved at the edge; default 480); other
 * rulesets have none of them. Codes: `setup.field`, `setup.start_at`, `setup.tz`.
 */
function validateCalendar(setup: GameSetup, calendar: boolean): Reject | null {
  if (!calendar) {
    for (const f of ["startAt", "tz", "utcOffsetMin"] as const)
      if (setup[f] !== undefined) return { code: "setup.field", field: f, ruleset: setup.ruleset, value: setup[f] };
    return null;
  }
  if (setup.startAt === undefined) return { code: "setup.start_at", field: "startAt", value: null };
  if (calendarOf(setup) === null) return { code: "setup.start_at", field: "startAt", value: setup.startAt };
  if (
    setup.tz !== undefined &&
    (typeof setup.tz !== "string" || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(setup.tz))
  )
    return { code: "setup.tz", field: "tz", value: setup.tz ?? DEFAULT_TZ };
  const off = setup.utcOffsetMin;
  if (off !== undefined && (!Number.isInteger(off) || off < -14 * 60 || off > 14 * 60))
    return { code: "setup.tz", field: "utcOffsetMin", value: off };
  return null;
}

/** The cards of `cards` not in `dealt` (a thief board's two bottom cards, 000 §八(十)). */
function leftovers(cards: readonly RoleId[], dealt: readonly RoleId[]): RoleId[] {
  const left = [...cards];
  for (const r of dealt) {
    const i = left.indexOf(r);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/**
 * A custom board (issue #5): seats 1..N with 6 ≤ N ≤ 18, known roles, at least one knife-wolf
 * card, and two bottom cards exactly when a thief is among the cards (000 §八(十)).
 */
function validateCustom(
  setup: GameSetup,
  allowed: readonly string[],
  range: { min: number; max: number } = CUSTOM_SEATS,
): Reject | null {
  const seats = Object.keys(setup.deal);
  if (seats.length < range.min || seats.length > range.max)
    return { code: "setup.custom_seats", field: "deal", got: seats.length, ...range };
  const cards = [...Object.values(setup.deal), ...(setup.bottom ?? [])];
  for (const [i, r] of cards.entries())
    if (!isRoleId(r) || !allowed.includes(r)) return { code: "setup.role", field: `deal.${i + 1}`, value: r };
  if (!cards.some((r) => roleSpec(r).team === "wolf" && roleSpec(r).knife))
    return { code: "setup.custom_no_wolf", field: "deal" };
  const bottom = setup.bottom ?? [];
  if (bottom.length !== (cards.includes("thief") ? 2 : 0))
    return { code: "setup.bottom", field: "bottom", expected: cards.includes("thief") ? 2 : 0 };
  return null;
}

/** The setup as played: a thief board's bottom defaults to the two cards left over. */
function normalized(setup: GameSetup): GameSetup {
  const board = boardOfSetup(setup);
  if (!board || setup.bottom !== undefined || !board.cards.includes("thief")) return setup;
  return { ...setup, bottom: leftovers(board.cards, Object.values(setup.deal)) };
}

/** Why a deal is void: the thief's bottom is one of the ruleset's void pairs (ranked-s7: wolf+wolf or wolf+thief, 000 §八(十)2), or null. */
export function voidReason(setup: GameSetup): string | null {
  // A family without the base cards (forum-hk, seed 002) has no thief.
  if (isRulesetId(setup.ruleset) && !familyOf(rulesetOf(setup.ruleset)).baseCards) return null;
  const bottom = setup.bottom ?? [];
  const cards = new Set([...Object.values(setup.deal), ...bottom]);
  const voids = isRulesetId(setup.ruleset) ? rulesetOf(setup.ruleset).roles.thiefVoidBottoms : [];
  for (const r of cards) {
    const why = roleSpec(r).voidsDeal?.(bottom, voids);
    if (why) return why;
  }
  return null;
}

/** Deals the same cards again from a new seed derived from the old one, until the deal is not void. */
function redealt(setup: GameSetup): GameSetup {
  const cards = [...Object.values(setup.deal), ...(setup.bottom ?? [])];
  const n = Object.keys(setup.deal).length;
  let next = setup;
  for (let k = 0; k < 1000; k++) {
    const seed = drawInt(setup.seed, "redeal", k, 1, 2 ** 31 - 1);
    const shuffled = shuffle(seed, "deal", cards);
    const deal = Object.fromEntries(shuffled.slice(0, n).map((r, i) => [String(i + 1), r]));
    next = { ...setup, seed, deal, bottom: shuffled.slice(n) };
    if (!voidReason(next)) return next;
  }
  return next;
}

/** A seeded random deal of a board's cards to seats 1..N (for live rooms and the demo). */
export function randomDeal(boardId: string, seed: number): Record<string, RoleId> {
  const board = boardById(boardId);
  if (!board) throw new Error(`unknown board ${boardId}`);
  return shuffledDeal(board, seed);
}

/** Board `board`'s cards shuffled on `seed` to seats 1..N (the leftovers are a thief board's bottom). */
function shuffledDeal(board: Board, seed: number): Record<string, RoleId> {
  const cards = shuffle(seed, "deal", board.cards);
  return Object.fromEntries(cards.slice(0, board.seats).map((r, i) => [String(i + 1), r]));
}

/**
 * The deal of a live room's game on `boardId` as ruleset `rulesetId` plays it (`rulesetBoard`): a
 * seeded random deal of its cards, or `"draw"` for a board whose deal the engine draws at creation
 * (forum-hk's pool board, HK2, HK3; `drawnSetup`). Throws for a board no ruleset has.
 */
export function roomDeal(rulesetId: string, boardId: string, seed: number): GameSetup["deal"] {
  // A board the ruleset does not play is dealt as it is (validateSetup refuses it with its reason).
  const board =
    (isRulesetId(rulesetId) ? rulesetBoard(rulesetOf(rulesetId), boardId) : undefined) ?? boardById(boardId);
  if (!board) throw new Error(`unknown board ${boardId}`);
  // The setup's deal is "draw" here (validateSetup's forum-hk case reads it); typed as the deal it becomes.
  if (board.drawn) return "draw" as unknown as GameSetup["deal"];
  return shuffledDeal(board, seed);
}

/**
 * Creates a game: its first events (game_created, then nightfall of night 1). A void thief deal
 * (000 §八(十)2) is followed by `deal_voided` carrying the new deal, or ends the game as void.
 */
export function createGame(input: GameSetup, ctx: Ctx): Decision {
  const bad = validateSetup(input);
  if (bad) return { ok: false, reject: bad };
  let setup = normalized(input);
  // HK2, HK3: a drawn forum-hk deal is drawn first (on the setup's seed and `draws`); the game is
  // created with the deal drawn, and the draws follow it in the log (they count as the game's).
  let drawn: GameEvent[] = [];
  if (isDrawnDeal(setup)) {
    const pre = new Tx({ ...initialState(), setup }, ctx.nowMs, next);
    const d = drawnSetup(setup, pickFrom(pre));
    if (!d.ok) return d;
    setup = d.setup;
    drawn = pre.events;
  }
  const tx = new Tx(initialState(), ctx.nowMs, next);
  tx.emit({ type: "game_created", setup });
  for (const e of drawn) tx.emit(e);
  // 000 §八(十)2: a void deal is dealt again (a new seed in the log), or stays void (a scenario).
  const reason = voidReason(setup);
  if (reason) {
    tx.emit({ type: "deal_voided", reason, redeal: setup.redeal === false ? null : redealt(setup) });
    if (tx.s.voided) return { ok: true, events: tx.events };
  }
  // Statuses a base card starts with (forum-25: 长生, 默契; F13, F15).
  if (familyOf(tx.rules).baseCards) grantStart(tx);
  begin(tx);
  return { ok: true, events: tx.events };
}

/**
 * Decides one command against a state: accepted → the events to append (state unchanged
 * here; fold them with `evolve`), or refused → a reject with its facts.
 */
export function decide(state: GameState, cmd: Command, ctx: Ctx): Decision {
  if (state.voided) return { ok: false, reject: { code: "game.void" } };
  if (state.phase.kind === "ended") return { ok: false, reject: { code: "game.over" } };
  if (!Number.isFinite(ctx?.nowMs)) return { ok: false, reject: { code: "clock.invalid", nowMs: String(ctx?.nowMs) } };
  if (typeof cmd !== "object" || cmd === null || !COMMAND_TYPES.has(cmd.type))
    return { ok: false, reject: { code: "command.invalid" } };
  if (ctx.nowMs < state.nowMs) return { ok: false, reject: { code: "clock.backwards", nowMs: ctx.nowMs } };
  const tx = new Tx(cloneState(state), ctx.nowMs, next);
  const reject = handle(tx, cmd);
  if (reject) return { ok: false, reject };
  return { ok: true, events: tx.events };
}

function handle(tx: Tx, cmd: Command): Reject | null {
  if (cmd.type === "timeout") return timeout(tx, cmd.timerId);
  if (cmd.type === "judge") return judge(tx, cmd, familyOf(tx.rules));
  if (tx.s.paused) return { code: "game.paused", seat: cmd.seat };
  // A structured value is checked per act before the act runs (issue 22 goal 3).
  if (ACT_SET.has(cmd.act)) {
    const bad = checkActValue(cmd.seat, cmd.act, cmd.value, tx.s.seats.length);
    if (bad) return bad;
  }
  return familyOf(tx.rules).act(tx, cmd);
}

function timeout(tx: Tx, timerId: string): Reject | null {
  const t = tx.s.timers.find((x) => x.id === timerId);
  if (!t) return { code: "timer.stale", timerId };
  if (tx.nowMs < t.dueMs) return { code: "timer.not_due", timerId, dueMs: t.dueMs };
  tx.emit({ type: "timers_changed", add: [], remove: [t.id] });
  familyOf(tx.rules).timeout(tx, t);
  return null;
}

export { fold, initialState };
