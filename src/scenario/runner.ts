/**
 * Replays a scenario through the real engine on a virtual clock (../shared/scenario-format.md)
 * and builds its `werewolf-outcome/1`. The runner owns a game the same way the service does:
 * an event log, a state folded from it, timers fired when the clock passes them.
 */

import { calendarOf, DEFAULT_TZ, labelTimeMs } from "../engine/calendar.ts";
import { stepTimeMs } from "../engine/calendar-hk.ts";
import { createGame, decide, validateSetup, voidReason } from "../engine/engine.ts";
import { apply, initialState } from "../engine/evolve.ts";
import { hkCal } from "../engine/families/forum-hk/flow.ts";
import { type FlowId, flowOf, onCalendar } from "../engine/rulesets/flow.ts";
import { isRulesetId, rulesetOf } from "../engine/rulesets/index.ts";
import { type SheetLine, scoreSheet } from "../engine/sheet.ts";
import { charmedSeats, earliestDue } from "../engine/state.ts";
import type {
  ActValue,
  Command,
  GameEvent,
  GameSetup,
  GameState,
  JudgeRuling,
  Reject,
  RoleId,
  Target,
} from "../engine/types.ts";
import { gamePoints } from "../ranked/points.ts";
import { rejectText } from "../voice/texts.ts";
import { type HkOutcomeKeys, hkOutcomeKeys } from "./hk-outcome.ts";
import { type Scenario, ScenarioError } from "./schema.ts";
import { isZone, utcOffsetMin } from "./zone.ts";

export interface Outcome {
  format: "werewolf-outcome/1";
  winner: string | null;
  ended: string | null;
  void: boolean;
  deaths: { seat: number; at: string; cause: string; lastWords: boolean }[];
  announcements: { at: string; deaths: number[] }[];
  sheriffs: { at: string; seat: number | null }[];
  rejected: { step: number; reason: string; code: string }[];
  points: Record<string, number>;
  told: { seat: number; at: string; kind: string; value: unknown }[];
  votes: {
    at: string;
    round: string;
    tally: Record<string, number>;
    abstain: number[];
    ballots: Record<string, number | null>;
  }[];
  noShows: Record<string, number>;
  /** The table score sheet (T22), only under table. */
  sheet?: Record<string, SheetLine>;
  /** Our addition (table, T23): the living charmed players at the end, ascending; only with a piper card. */
  charmed?: number[];
  /** forum-25 (F2): seat → cards given, in order, upgrades included; seats without cards omitted. */
  cards?: Record<string, string[]>;
  // forum-hk (scenario-format.md `### forum-hk`, Outcome; `hk-outcome.ts`): its own keys.
  deal?: Record<string, string>;
  statuses?: HkOutcomeKeys["statuses"];
  notices?: HkOutcomeKeys["notices"];
  camps?: Record<string, string>;
  campsLost?: HkOutcomeKeys["campsLost"];
  /** [3] forum-hk: each use of 时光倒流 (HK148). */
  rewinds?: HkOutcomeKeys["rewinds"];
  skills?: HkOutcomeKeys["skills"];
}

/** Whether a flow has forum-hk's outcome keys and step labels (`families/forum-hk/`). */
const HK_OUTCOME: Readonly<Record<FlowId, boolean>> = { timed: false, "forum-25": false, "forum-hk": true };

/** Whether a setup is forum-hk's (its flow, outcome keys and step labels, `families/forum-hk/`). */
function isHk(setup: GameSetup): boolean {
  return HK_OUTCOME[flowOf(setup)];
}

/** A well-formed file that needs a role the engine does not have yet. */
export class Unsupported extends ScenarioError {}

/** A live replay: the log, the folded state and the virtual clock (ms). */
export class Replay {
  events: GameEvent[] = [];
  state: GameState = initialState();
  nowMs = 0;
  /** Commands run (accepted or not), timer fires included. */
  commands = 0;

  /**
   * `onEvent` sees each event with the state before and after it (for narration); `onCommand`
   * sees each command once it ran (timer fires included), with its reject or null.
   */
  constructor(
    setup: GameSetup,
    private readonly onEvent?: (before: GameState, e: GameEvent, after: GameState) => void,
    private readonly onCommand?: (cmd: Command, reject: Reject | null, state: GameState) => void,
  ) {
    // forum-25 (F1): the game is created at `startAt`, on the real epoch clock.
    const cal = setup.startAt !== undefined ? calendarOf(setup) : null;
    if (cal) this.nowMs = cal.startMs;
    const d = createGame(setup, { nowMs: this.nowMs });
    if (!d.ok) {
      const field = String(d.reject.field ?? "deal");
      // Not yet supported: a card the engine lacks, or too few built cards to draw a forum-hk deal (HK2).
      if (d.reject.code === "setup.role_not_implemented" || d.reject.code === "deal.cannot_draw")
        throw new Unsupported(field, rejectText(d.reject));
      throw new ScenarioError(field, rejectText(d.reject));
    }
    this.append(d.events);
  }

  private append(events: GameEvent[]): void {
    for (const e of events) {
      const before = this.onEvent ? structuredClone(this.state) : this.state;
      apply(this.state, e);
      this.onEvent?.(before, e, this.state);
      // A queued draw that was no legal choice at that moment stops the run (scenario-format.md, `draws`).
      if (e.type === "drawn" && e.refused !== undefined)
        throw new ScenarioError(`draws.${e.label}`, `${JSON.stringify(e.refused)} is not a legal choice here`);
    }
    this.events.push(...events);
  }

  /** Runs one command now; returns the reject, or null when accepted. */
  run(cmd: Command) {
    this.commands++;
    const d = decide(this.state, cmd, { nowMs: this.nowMs });
    if (!d.ok) {
      this.onCommand?.(cmd, d.reject, this.state);
      return d.reject;
    }
    this.append(d.events);
    this.onCommand?.(cmd, null, this.state);
    return null;
  }

  /** Advances the clock by `sec` seconds, firing every timer that falls due, in order. */
  wait(sec: number): void {
    const until = this.nowMs + Math.round(sec * 1000);
    for (;;) {
      const due = earliestDue(this.state, until);
      if (!due) break;
      this.nowMs = Math.max(this.nowMs, due.dueMs);
      this.run({ type: "timeout", timerId: due.id });
    }
    this.nowMs = until;
  }

  /** Moves the clock to `untilMs` (not earlier than now), firing every timer that falls due, in order. */
  until(untilMs: number): void {
    this.wait((untilMs - this.nowMs) / 1000);
  }

  /** Throws the state away and folds it again from the event log alone. */
  restart(): void {
    const s = initialState();
    for (const e of this.events) apply(s, e);
    this.state = s;
  }
}

/** Setup of a scenario's game. */
export function setupOf(sc: Scenario): GameSetup {
  const setup: GameSetup = {
    ruleset: sc.ruleset,
    board: sc.board,
    deal: sc.deal as Record<string, RoleId>,
    bottom: sc.bottom as RoleId[] | undefined,
    seed: sc.seed ?? 1,
    dice: sc.dice,
    rankedGamesToday: sc.rankedGamesToday,
    ...(sc.protectedSeat !== undefined ? { protectedSeat: sc.protectedSeat } : {}),
    ...(sc.draws !== undefined ? { draws: sc.draws } : {}),
    ...forumSetup(sc),
    ...((sc as Record<string, unknown>)["x-pace-nights"] === true ? { paceNights: true } : {}),
    // forum-hk, measurement only: deal cards not implemented yet (their acts are refused).
    ...((sc as Record<string, unknown>)["x-partial-cards"] === true ? { partialCards: true } : {}),
  };
  // A scenario replays the deal as written: a void deal stays void (scenario-format.md, `void`).
  // Other setups stay exactly as a live room would create them.
  return isValidDeal(setup) && voidReason(setup) ? { ...setup, redeal: false } : setup;
}

/**
 * forum-25's setup fields (F1): `startAt` and `tz` as written, plus the zone's offset at
 * `startAt`, resolved here at the edge (the engine never reads a zone database). An unknown zone
 * is a malformed file.
 */
function forumSetup(sc: Scenario): Partial<GameSetup> {
  if (sc.startAt === undefined && sc.tz === undefined) return {};
  const out: Partial<GameSetup> = {};
  if (sc.startAt !== undefined) out.startAt = sc.startAt;
  if (sc.tz !== undefined) {
    if (!isZone(sc.tz)) throw new ScenarioError("tz", `unknown time zone ${JSON.stringify(sc.tz)}`);
    out.tz = sc.tz;
  }
  if (typeof sc.ruleset === "string" && onCalendar(sc.ruleset) && sc.startAt !== undefined) {
    const off = utcOffsetMin(sc.startAt, sc.tz ?? DEFAULT_TZ);
    if (off !== null) out.utcOffsetMin = off;
  }
  return out;
}

function isValidDeal(setup: GameSetup): boolean {
  return validateSetup(setup) === null;
}

/**
 * Plays a scenario and returns its outcome (and the replay, for tests); `onEvent` sees each event
 * with the state before and after it (narration tests).
 */
export function runScenario(
  sc: Scenario,
  onEvent?: (before: GameState, e: GameEvent, after: GameState) => void,
): { outcome: Outcome; replay: Replay } {
  const replay = new Replay(setupOf(sc), onEvent);
  const rejected: Outcome["rejected"] = [];
  for (const [i, step] of sc.steps.entries()) {
    const reject = (code: string, reason: string) => rejected.push({ step: i, code, reason });
    // forum-25 (F1): `at` moves the clock to a local time first (scenario-format.md, Steps).
    const at = (step as { at?: unknown }).at;
    if (typeof at === "string" && isHk(replay.state.setup)) {
      // forum-hk (HK8): its labels name other dates (`calendar-hk.ts`).
      const r = stepTimeMs(hkCal(replay.state), at);
      if ("error" in r) throw new ScenarioError(`steps.${i}.at`, r.error);
      if (r.ms < replay.nowMs) throw new ScenarioError(`steps.${i}.at`, `${at} is earlier than the clock`);
      replay.until(r.ms);
      if (Object.keys(step).length === 1) continue;
    } else if (typeof at === "string") {
      const cal = calendarOf(replay.state.setup);
      if (!cal || !onCalendar(replay.state.setup))
        throw new ScenarioError(`steps.${i}.at`, "clock times need the forum-25 ruleset");
      const ms = labelTimeMs(cal, at);
      if (ms === null) throw new ScenarioError(`steps.${i}.at`, `not a label and a time: ${JSON.stringify(at)}`);
      if (ms < replay.nowMs) throw new ScenarioError(`steps.${i}.at`, `${at} is earlier than the clock`);
      replay.until(ms);
      if (Object.keys(step).length === 1) continue;
    }
    if ("wait" in step && typeof step.wait === "number") {
      replay.wait(step.wait);
      continue;
    }
    if ("restart" in step && step.restart === true) {
      replay.restart();
      continue;
    }
    if ("judge" in step && typeof step.judge === "string") {
      const j = step as {
        judge: JudgeRuling;
        seat?: number;
        seconds?: number;
        act?: string;
        target?: Target;
        value?: string;
      };
      const r = replay.run({
        type: "judge",
        ruling: j.judge,
        ...(j.seat !== undefined ? { seat: j.seat } : {}),
        ...(j.seconds !== undefined ? { seconds: j.seconds } : {}),
        ...(j.act !== undefined ? { act: j.act } : {}),
        ...(j.target !== undefined ? { target: j.target } : {}),
        ...(j.value !== undefined ? { value: j.value } : {}),
      });
      if (r) reject(r.code, rejectText(r));
      continue;
    }
    if (step.act === "end_speeches" && onCalendar(replay.state.setup)) {
      // F25: no speaking turns.
      reject("act.not_in_ruleset", rejectText({ code: "act.not_in_ruleset", act: "end_speeches" }));
      continue;
    }
    if (step.act === "end_speeches") {
      const ph = replay.state.phase;
      if (ph.kind !== "speaking") {
        reject("speech.none_now", rejectText({ code: "speech.none_now" }));
        continue;
      }
      const round = ph.roundId;
      for (let guard = 0; guard < 100; guard++) {
        const cur = replay.state.phase;
        if (cur.kind !== "speaking" || cur.roundId !== round) break;
        const r = replay.run({ type: "act", seat: cur.queue[cur.idx], act: "end_speech" });
        if (r) break;
      }
      continue;
    }
    const s = step as { seat: number; act: string; target?: unknown; value?: ActValue };
    const r = replay.run({
      type: "act",
      seat: s.seat,
      act: s.act,
      target: (s.target ?? null) as Target,
      value: s.value,
    });
    if (r) reject(r.code, rejectText(r));
  }
  return { outcome: outcomeOf(replay.state, rejected, replay.events), replay };
}

/** The outcome document of a game state. */
export function outcomeOf(s: GameState, rejected: Outcome["rejected"] = [], events?: readonly GameEvent[]): Outcome {
  if (events && isHk(s.setup)) return hkOutcome(s, rejected, events);
  const noShows: Record<string, number> = {};
  for (const x of s.seats) if (x.noShows > 0) noShows[String(x.seat)] = x.noShows;
  return {
    format: "werewolf-outcome/1",
    winner: s.winner,
    ended: s.endedAt,
    void: s.voided === true,
    deaths: s.record.deaths.map((d) => ({ ...d })),
    announcements: s.record.announcements,
    sheriffs: s.record.sheriffs,
    rejected,
    points: gamePoints(s),
    told: s.record.told,
    votes: s.record.votes,
    noShows,
    // The score sheet of a ruleset whose judge deducts on it (T21, T22: table's).
    ...(isRulesetId(s.setup.ruleset) && rulesetOf(s.setup.ruleset).penalties.judge === "sheet"
      ? { sheet: scoreSheet(s) }
      : {}),
    ...(s.seats.some((x) => x.role === "piper" || s.setup.deal[String(x.seat)] === "piper")
      ? { charmed: charmedSeats(s) }
      : {}),
    ...(s.forum ? { cards: structuredClone(s.forum.cards) } : {}),
  };
}

/** forum-hk's outcome (scenario-format.md `### forum-hk`, Outcome): `points` and `noShows` `{}`, `sheriffs` `[]`. */
function hkOutcome(s: GameState, rejected: Outcome["rejected"], events: readonly GameEvent[]): Outcome {
  const k = hkOutcomeKeys(events);
  return {
    format: "werewolf-outcome/1",
    winner: s.winner,
    ended: s.endedAt,
    void: false,
    deaths: k.deaths as unknown as Outcome["deaths"],
    announcements: k.announcements as Outcome["announcements"],
    sheriffs: [],
    rejected,
    points: {},
    // [3] What a rewind undid stays told, marked (HK145).
    told: s.record.told.map((t, i) => (k.toldRewound.has(i) ? { ...t, rewound: true } : t)),
    votes: k.votes as unknown as Outcome["votes"],
    noShows: {},
    cards: k.cards,
    rewinds: k.rewinds,
    deal: k.deal,
    statuses: k.statuses,
    notices: k.notices,
    camps: k.camps,
    campsLost: k.campsLost,
    skills: k.skills,
  };
}
