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

  /** A die roll (1..6): the scenario's queue first, then the seeded source (000 §八(四)2). */
  roll(purpose: string): number {
    const value =
      this.s.diceQueue.length > 0 ? this.s.diceQueue[0] : drawInt(this.s.setup.seed, "dice", this.s.rolls, 1, 6);
    this.emit({ type: "dice_rolled", purpose, value });
    return value;
  }
}
