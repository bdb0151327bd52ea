/**
 * A transaction over a draft state: flow code changes state only by emitting events,
 * which are applied at once with `apply` (the same reducer `evolve` uses). So the events
 * returned by `decide` fold back into exactly the state the flow code saw.
 */
import { apply } from "./evolve.ts";
import { drawInt } from "./random.ts";
import { rulesetOf } from "./rulesets.ts";
import type { GameEvent, GameState, Timer, TimerKind } from "./types.ts";

type Payload<E> = E extends GameEvent ? Omit<E, "atMs"> : never;

export class Tx {
  readonly events: GameEvent[] = [];
  constructor(
    public s: GameState,
    readonly nowMs: number,
  ) {}

  get rules() {
    return rulesetOf(this.s.setup.ruleset);
  }

  emit(e: Payload<GameEvent>): void {
    const ev = { ...e, atMs: this.nowMs } as GameEvent;
    apply(this.s, ev);
    this.events.push(ev);
  }

  /**
   * A timer `sec` seconds from now, with a deterministic id for the current phaseSeq; `tag` tells
   * apart a second timer of the same kind and seat in one phase (the thief's new card).
   */
  timer(kind: TimerKind, sec: number, seat?: number, seqOffset = 1, tag = ""): Timer {
    const id = `${this.s.phaseSeq + seqOffset}-${kind}${seat ? `-${seat}` : ""}${tag ? `-${tag}` : ""}`;
    return seat ? { id, kind, dueMs: this.nowMs + sec * 1000, seat } : { id, kind, dueMs: this.nowMs + sec * 1000 };
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
