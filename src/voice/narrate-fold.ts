/**
 * The narrate fold (issue 26 review item 5): a finished game's events folded in order into the
 * bot's lines each one caused, with the wolves' room as it was when each line was said. The
 * replay's transcript (`replay-view.ts`) and its step-by-step view (`src/web/replay.ts`) both
 * read the game through this one fold.
 *
 * forum-25's lovers' and sisters' rooms are not replayed (their members' own talk); the wolves'
 * room's operations (create, add, remove) only move its membership and are not lines.
 */
import { evolve, initialState } from "../engine/evolve.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import { render } from "../vocab/msg.ts";
import { narrate } from "./narrate.ts";

/** One bot line an event caused: `to` is `group`, `wolves` or a seat (its DMs). */
export interface FoldLine {
  to: "group" | "wolves" | number;
  text: string;
  /** The wolves' room's members when the line was said (read-only; shared between lines). */
  wolves: ReadonlySet<number>;
}

/** One event of the fold: the state before and after it, and the lines it caused. */
export interface FoldStep {
  /** 0-based index of the event (its seq is `index + 1`). */
  index: number;
  event: GameEvent;
  before: GameState;
  after: GameState;
  lines: FoldLine[];
  /** The wolves' room's members after the event. */
  wolves: ReadonlySet<number>;
}

/**
 * Folds `events` from the initial state; `visit` is called once per event, in order, with the lines
 * in `lang` (default 简体). Returns the last state.
 */
export function foldNarration(
  events: readonly GameEvent[],
  visit: (step: FoldStep) => void,
  lang: Lang = DEFAULT_LANG,
): GameState {
  let s = initialState();
  // Copy-on-write: a line keeps the set it was said with; an op replaces the set.
  let wolves: ReadonlySet<number> = new Set<number>();
  events.forEach((event, index) => {
    const before = s;
    s = evolve(s, event);
    const lines: FoldLine[] = [];
    for (const m of narrate(before, event, s)) {
      if (m.to.kind === "lovers" || m.to.kind === "sisters") continue;
      const op = m.op;
      if (op) {
        const next = new Set(wolves);
        if (op.kind === "create") for (const n of op.members) next.add(n);
        if (op.kind === "add") next.add(op.seat);
        if (op.kind === "remove") next.delete(op.seat);
        wolves = next;
        continue;
      }
      const text = render(m.text, lang);
      if (!text) continue;
      lines.push({ to: m.to.kind === "seat" ? m.to.seat : m.to.kind, text, wolves });
    }
    visit({ index, event, before, after: s, lines, wolves });
  });
  return s;
}
