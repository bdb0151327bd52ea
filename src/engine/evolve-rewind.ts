/**
 * [3] 钟's rewind in the reducer (seed 002 钟 时光倒流; HK144–HK146): the rewind point (`hk_rewind_point`:
 * the state there, its record emptied), the events a rewind keeps (`hk_keep`: a day skill's, a card's and
 * their outs, each kept with the key counters it was applied under), and the rewind itself
 * (`hk_rewound`): the state returns to the point, the kept events are applied again on it, and what
 * a rewind never undoes is taken from the state as it is — the record (what was told and published),
 * the random draws' counters, the cards (HK145: 「not cards」), the keys, the phase and its clock.
 * The flow that emits these is `families/forum-hk/rewind.ts`.
 */
import { cloneState } from "./clone.ts";
import type { GameEvent, GameState, HkRewindPoint } from "./types.ts";

type Apply = (s: GameState, e: GameEvent) => void;

/** `s` as a rewind point keeps it: a copy sharing what the reducer replaces, its record emptied, no point inside. */
function pointState(s: GameState): GameState {
  const out = cloneState(s);
  out.record = { deaths: [], announcements: [], sheriffs: [], told: [], votes: [] };
  if (out.hk) {
    const { rewindPoint: _drop, ...rest } = out.hk;
    out.hk = rest;
  }
  return out;
}

/** HK145: while `keeping`, each event but `hk_keep` is kept (before it is applied: the counters it reads). */
export function keepIfKeeping(s: GameState, e: GameEvent): void {
  const p = s.hk?.rewindPoint;
  if (!p?.keeping || e.type === "hk_keep" || e.type === "hk_rewound" || e.type === "hk_rewind_point" || !s.hk) return;
  const k = { e, statusSeq: s.statusSeq ?? 0, gainSeq: s.hk.gainSeq ?? 0 };
  s.hk = { ...s.hk, rewindPoint: { ...p, kept: [...p.kept, k] } };
}

/** Applies `hk_rewind_point`, `hk_keep` and `hk_rewound` to the draft `s`. */
export function applyRewind(s: GameState, e: GameEvent, apply: Apply): void {
  if (!s.hk) return;
  switch (e.type) {
    case "hk_rewind_point": {
      if (e.to === null) {
        const { rewindPoint: _drop, ...rest } = s.hk;
        s.hk = rest;
        return;
      }
      // 晨曦's point is set at nightfall, in the 黄昏 before the night it returns to (`S` → N1, `D<n>` → N<n+1>).
      const label = e.to === "count" ? s.label : `N${s.label === "S" ? 1 : Number(s.label.slice(1)) + 1}`;
      const point: HkRewindPoint = { to: e.to, label, state: pointState(s), kept: [] };
      s.hk = { ...s.hk, rewindPoint: point };
      return;
    }
    case "hk_keep": {
      const p = s.hk.rewindPoint;
      if (!p) return;
      const { keeping: _was, ...rest } = p;
      s.hk = { ...s.hk, rewindPoint: e.on ? { ...rest, keeping: true } : rest };
      return;
    }
    case "hk_rewound":
      rewound(s, e, apply);
      return;
    default:
      return;
  }
}

/** HK144–HK146: the state returns to the point; the kept events again; the rest as it is now (HK145). */
function rewound(s: GameState, e: Extract<GameEvent, { type: "hk_rewound" }>, apply: Apply): void {
  const now = s.hk;
  const p = now?.rewindPoint;
  if (!now || !p) return;
  const base = cloneState(p.state);
  for (const k of p.kept) {
    base.statusSeq = k.statusSeq;
    if (base.hk) base.hk = { ...base.hk, gainSeq: k.gainSeq };
    apply(base, k.e as GameEvent);
  }
  const at = s.label;
  const n = Number(p.label.slice(1));
  const entry = { at, stage: e.stage, by: e.seat, to: p.label, exile: e.exile };
  const { rewindPoint: _drop, ...was } = base.hk ?? now;
  base.hk = {
    ...was,
    // Never undone (HK145): the cards and what they did to the camps' standing, the uses of 时光倒流.
    ...(now.cards ? { cards: now.cards } : {}),
    ...(now.redCards ? { redCards: now.redCards } : {}),
    ...(now.redWaiting ? { redWaiting: now.redWaiting } : {}),
    ...(now.judged ? { judged: now.judged } : {}),
    ...(now.gainSeq !== undefined ? { gainSeq: now.gainSeq } : {}),
    rewinds: [...(now.rewinds ?? []), entry],
    toldAtRewind: s.record.told.length,
    ...(e.shiftMs > 0 || now.replayShifts
      ? { replayShifts: { ...now.replayShifts, ...(e.shiftMs > 0 ? { [String(n)]: e.shiftMs } : {}) } }
      : {}),
  };
  // What was told and published, the draws, the keys and the clock go on (HK145, HK133).
  base.record = s.record;
  base.nowMs = s.nowMs;
  base.phaseSeq = s.phaseSeq;
  base.label = s.label;
  base.timers = s.timers;
  base.rolls = s.rolls;
  base.diceQueue = s.diceQueue;
  if (s.draws !== undefined) base.draws = s.draws;
  if (s.statusSeq !== undefined) base.statusSeq = s.statusSeq;
  base.paused = s.paused;
  base.edits = s.edits;
  base.wolfTalks = s.wolfTalks;
  Object.assign(s, base);
}
