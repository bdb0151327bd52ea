/**
 * A transaction over a draft state: flow code changes state only by emitting events,
 * which are applied at once with `apply` (the same reducer `evolve` uses). So the events
 * returned by `decide` fold back into exactly the state the flow code saw.
 */
import { apply } from "./evolve.ts";
import { drawInt } from "./random.ts";
import { type Ruleset, rulesetOf } from "./rulesets/index.ts";
import type { GameEvent, GameState, Step, Timer, TimerKind } from "./types.ts";

const NUDGED = new Set<TimerKind>(["knife", "skill", "vote", "shot", "badge", "order"]);

type Payload<E> = E extends GameEvent ? Omit<E, "atMs"> : never;

/** The phase plan (`plan.ts`): given what just ended, starts what follows. */
export type Planner = (tx: Tx, step: Step) => void;

export class Tx {
  readonly events: GameEvent[] = [];
  /**
   * `plan` is handed in by the engine, so that flow modules reach it without importing it.
   * `ruleset` overrides the setup's ruleset for the flow (tests and tools trying a ruleset diff).
   */
  constructor(
    public s: GameState,
    readonly nowMs: number,
    private readonly plan: Planner,
    private readonly ruleset?: Ruleset,
  ) {}

  /** Reports that a flow module's part is over: the plan starts what follows. */
  next(step: Step): void {
    this.plan(this, step);
  }

  private cachedRules: Ruleset | undefined;

  /** The game's ruleset, looked up by the setup's id (once per transaction: the id never changes in one). */
  get rules(): Ruleset {
    if (this.ruleset) return this.ruleset;
    const id = this.s.setup.ruleset;
    if (this.cachedRules?.id !== id) this.cachedRules = rulesetOf(id);
    return this.cachedRules;
  }

  /**
   * Stamps the payload with the transaction's clock, adds its nudges, applies it to the draft and
   * logs it. The payload becomes the event (no copy): callers pass a fresh literal.
   */
  emit(e: Payload<GameEvent>): void {
    const ev = e as GameEvent;
    ev.atMs = this.nowMs;
    this.addNudges(ev);
    apply(this.s, ev);
    this.events.push(ev);
  }

  /**
   * Every deadline someone must act before (knife, skill, vote, shot, badge, order) gets a
   * `nudge` timer 30 s earlier (id `<id>-n`) when it is longer than that; it goes with it.
   */
  private addNudges(e: GameEvent): void {
    if (e.type === "phase_started") e.timers = e.timers.concat(this.nudges(e.timers));
    if (e.type !== "timers_changed") return;
    const remove = e.remove.slice();
    for (const id of e.remove) {
      const n = `${id}-n`;
      if (!e.remove.includes(n) && this.s.timers.some((t) => t.id === n)) remove.push(n);
    }
    e.add = e.add.concat(this.nudges(e.add));
    e.remove = remove;
  }

  /** The nudges of `list`'s deadlines that someone must act before and that are longer than the lead. */
  private nudges(list: readonly Timer[]): Timer[] {
    const lead = this.rules.seconds.speechWarning * 1000;
    const out: Timer[] = [];
    for (const t of list) {
      if (!NUDGED.has(t.kind) || t.dueMs - this.nowMs <= lead) continue;
      const n: Timer = { id: `${t.id}-n`, kind: "nudge", dueMs: t.dueMs - lead, for: t.kind };
      if (t.seat) n.seat = t.seat;
      out.push(n);
    }
    return out;
  }

  /**
   * A timer `sec` seconds from now, with a deterministic id for the current phaseSeq; `tag` tells
   * apart a second timer of the same kind and seat in one phase (the thief's new card).
   */
  timer(kind: TimerKind, sec: number, seat?: number, seqOffset = 1, tag = ""): Timer {
    const id = `${this.s.phaseSeq + seqOffset}-${kind}${seat ? `-${seat}` : ""}${tag ? `-${tag}` : ""}`;
    const lenMs = sec * 1000;
    return seat ? { id, kind, dueMs: this.nowMs + lenMs, seat, lenMs } : { id, kind, dueMs: this.nowMs + lenMs, lenMs };
  }

  /**
   * A seeded choice in [0, n) for a forced act (a silent cupid's link, R15 dreamweaver), derived
   * from the seed, `purpose` and the phase: replays exactly, and the chosen act is in the log.
   */
  draw(purpose: string, n: number): number {
    return drawInt(this.s.setup.seed, purpose, this.s.phaseSeq, 0, Math.max(0, n - 1));
  }

  /**
   * The next seeded choice in [0, n) of `label` (issue 22 goal 3, HK133): derived from the seed,
   * the label and the number of draws of that label the game made so far (`GameState.draws`,
   * counted by the `drawn` event this emits), so two draws of one label in one phase differ, and
   * a replay (a fold of the events) draws the same. `n` below 1 counts as 1. Only new code uses
   * it: `draw` and `roll` keep their values (the golden logs).
   */
  drawNext(label: string, n: number): number {
    const value = this.seeded(label, n);
    this.emit({ type: "drawn", label, value });
    return value;
  }

  /**
   * A choice among `options` for `label`, on the same counter as `drawNext`: the setup's queued
   * choice of that label first (`GameSetup.draws`, a scenario's `draws` queue), taken when it
   * equals an option (as JSON); otherwise the next seeded choice. A queued choice that is no
   * option is not taken: the event keeps it as `refused` (the scenario runner stops on it) and
   * the seed decides, so the game goes on. No option: null, and nothing is drawn.
   */
  pick<T>(label: string, options: readonly T[]): T | null {
    if (options.length === 0) return null;
    const queue = this.s.setup.draws?.[label];
    const k = this.s.draws?.[label] ?? 0;
    if (!queue || k >= queue.length) return options[this.drawNext(label, options.length)];
    const want = JSON.stringify(queue[k]);
    const i = options.findIndex((o) => JSON.stringify(o) === want);
    if (i >= 0) {
      this.emit({ type: "drawn", label, value: i, queued: true });
      return options[i];
    }
    const value = this.seeded(label, options.length);
    this.emit({ type: "drawn", label, value, refused: queue[k] });
    return options[value];
  }

  /** The seeded index in [0, n) of `label`'s next draw (its own namespace: never `draw`'s values). */
  private seeded(label: string, n: number): number {
    const k = this.s.draws?.[label] ?? 0;
    return drawInt(this.s.setup.seed, `next:${label}`, k, 0, Math.max(0, n - 1));
  }

  /** A die roll (1..6): the scenario's queue first, then the seeded source (000 §八(四)2). */
  roll(purpose: string): number {
    const value =
      this.s.diceQueue.length > 0 ? this.s.diceQueue[0] : drawInt(this.s.setup.seed, "dice", this.s.rolls, 1, 6);
    this.emit({ type: "dice_rolled", purpose, value });
    return value;
  }
}
