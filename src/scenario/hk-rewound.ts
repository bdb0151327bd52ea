/**
 * [3] The outcome's `rewound` marks (scenario-format.md `### forum-hk`, `rewound`; HK144, HK145): while
 * the fold is in a stretch — from a rewind point (`hk_rewind_point`) — each entry an event makes
 * outside the kept ones (`hk_keep`) is remembered; at the rewind (`hk_rewound`) those entries are
 * marked `rewound: true` (an out loses its last words), a status the stretch granted and undid ends
 * where it ended or at the rewind, a spend or removal the stretch made of an earlier status is
 * withdrawn, and a status whose end moved with a night played again (HK146) shows the moved end.
 */
import { calOfState, spell, statusEndMs } from "../engine/calendar-hk.ts";
import type { GameEvent, GameState, SeatStatus } from "../engine/types.ts";
import type { HkOutcomeKeys, HkStatusEntry } from "./hk-outcome.ts";

type Lists = Pick<HkOutcomeKeys, "deaths" | "statuses" | "notices" | "skills" | "votes" | "campsLost">;
const LISTS = ["deaths", "statuses", "notices", "skills", "votes", "campsLost"] as const;

/** What the undone events of the current stretch made and ended. */
export interface Stretch {
  made: Set<object>;
  told: number[];
  /** Status entries an undone event ended, with their `removedAt` before. */
  ended: Map<HkStatusEntry, string | null>;
}

/** One status entry of the fold, with its instance (its end is read again after a rewind). */
export interface KeyedStatus {
  entry: HkStatusEntry;
  endMs: number | null;
  st: SeatStatus;
}

/** The lists' lengths and the statuses' ends before an undone event. */
export interface Before {
  lengths: Record<(typeof LISTS)[number], number>;
  told: number;
  removed: Map<HkStatusEntry, string | null>;
}

/** A new stretch at a rewind point. */
export function stretchStart(): Stretch {
  return { made: new Set(), told: [], ended: new Map() };
}

/** Before an undone event of the stretch is folded: the lists' lengths and the status entries' ends. */
export function stretchBefore(out: Lists, s: GameState, byKey: ReadonlyMap<number, KeyedStatus>): Before {
  const lengths = Object.fromEntries(LISTS.map((k) => [k, out[k].length])) as Before["lengths"];
  const removed = new Map<HkStatusEntry, string | null>();
  for (const g of byKey.values()) removed.set(g.entry, g.entry.removedAt);
  return { lengths, told: s.record.told.length, removed };
}

/** After an undone event: the entries it made, and the status entries it ended. */
export function stretchAfter(st: Stretch, b: Before, out: Lists, s: GameState): void {
  for (const k of LISTS) for (const entry of out[k].slice(b.lengths[k])) st.made.add(entry);
  for (let i = b.told; i < s.record.told.length; i++) st.told.push(i);
  for (const [entry, was] of b.removed)
    if (entry.removedAt !== was && !st.ended.has(entry) && !st.made.has(entry)) st.ended.set(entry, was);
}

/**
 * At the rewind (after it is folded): marks what the stretch's undone events made, ends the statuses it
 * granted (where they ended, at the rewind when in force then — `inForce`, the keys held just before —
 * or null), withdraws its ends of earlier statuses, and reads again the ends of the statuses in force.
 */
export function stretchRewound(
  st: Stretch,
  out: Lists,
  s: GameState,
  toldRewound: Set<number>,
  byKey: ReadonlyMap<number, KeyedStatus>,
  inForce: ReadonlySet<number | undefined>,
  e: GameEvent,
): void {
  const keyOf = new Map<HkStatusEntry, number>();
  for (const [k, g] of byKey) keyOf.set(g.entry, k);
  for (const k of LISTS)
    for (const entry of out[k]) {
      if (!st.made.has(entry)) continue;
      const m = entry as { rewound?: true; lastWords?: boolean; removedAt?: string | null };
      m.rewound = true;
      if (k === "deaths") m.lastWords = false;
      if (k === "statuses" && m.removedAt === null && inForce.has(keyOf.get(entry as HkStatusEntry)))
        m.removedAt = s.label;
    }
  for (const [entry, was] of st.ended) entry.removedAt = was;
  for (const i of st.told) toldRewound.add(i);
  // HK146: an end that moved with the night played again.
  const cal = calOfState(s);
  if (!cal || e.type !== "hk_rewound" || e.shiftMs === 0) return;
  const held = new Set(s.seats.flatMap((x) => (x.statuses ?? []).map((z) => z.key)));
  for (const [k, g] of byKey) {
    if (!held.has(k)) continue;
    const end = statusEndMs(cal, g.st);
    g.endMs = end;
    g.entry.until = end === null ? null : spell(cal, end);
  }
}
