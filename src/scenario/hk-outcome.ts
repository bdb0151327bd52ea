/**
 * forum-hk's outcome keys (scenario-format.md `### forum-hk`, Outcome), built from the event log by
 * folding it again: `deal`, `deaths` (with `stage` and `damage`), `announcements` (openings, noon outs,
 * dusk lists), `told`, `statuses` (every grant, its `until` in the one spelling and its `removedAt`),
 * `notices`, `camps`, `campsLost`, `votes` (each close's `hk_counted`), `skills`, `cards` (the
 * directors' and the automatic ones, `hk_card`), `winner`, `ended`.
 */

import { calOfState, type HkCalendar, spell, statusEndMs } from "../engine/calendar-hk.ts";
import { apply, initialState } from "../engine/evolve.ts";
import type { GameEvent, GameState, HkRewindEntry } from "../engine/types.ts";
import {
  type KeyedStatus,
  type Stretch,
  stretchAfter,
  stretchBefore,
  stretchRewound,
  stretchStart,
} from "./hk-rewound.ts";

export interface HkDeath {
  seat: number;
  at: string;
  stage: string | null;
  cause: string;
  damage: string | null;
  lastWords: boolean;
  /** [3] Undone by 钟's rewind (HK145). */
  rewound?: true;
}
export type HkAnnouncement =
  | { at: string; deaths: number[] }
  | { at: string; stage: "noon"; deaths: number[] }
  | { at: string; stage: "dusk"; exiled: number[]; other: number[] };
export interface HkStatusEntry {
  seat: number;
  id: string;
  at: string;
  source: number | null;
  until: string | null;
  count: number | string | null;
  vs: string | number | null;
  removedAt: string | null;
  rewound?: true;
}
export interface HkNotice {
  at: string;
  stage: string | null;
  kind: string;
  seat?: number;
  value?: unknown;
  rewound?: true;
}
export interface HkSkillEntry {
  seat: number;
  skill: string;
  at: string;
  how: string;
  rewound?: true;
}

/** The forum-hk keys of an outcome. */
export interface HkOutcomeKeys {
  deal: Record<string, string>;
  deaths: HkDeath[];
  announcements: HkAnnouncement[];
  statuses: HkStatusEntry[];
  notices: HkNotice[];
  camps: Record<string, string>;
  campsLost: { camp: string; at: string; why: string; rewound?: true }[];
  skills: HkSkillEntry[];
  cards: Record<string, string[]>;
  votes: (HkVoteEntry & { rewound?: true })[];
  /** [3] Each use of 时光倒流 (HK148; scenario-format.md `rewinds`). */
  rewinds: HkRewindEntry[];
  /** [3] The indices of the record's `told` entries a rewind undid (HK145: told, and marked `rewound`). */
  toldRewound: ReadonlySet<number>;
}

/** One close's count (scenario-format `### forum-hk`, `votes`): the `hk_counted` event's entry. */
export type HkVoteEntry = Extract<GameEvent, { type: "hk_counted" }>["entry"];

/** The stage of a death in a forum-hk phase (HK8: night, dawn, noon, dusk). */
function stageOf(s: GameState): string | null {
  if (s.phase.kind !== "hk") return null;
  return s.phase.stage === "start" ? "dusk" : s.phase.stage;
}

function calOf(s: GameState): HkCalendar | null {
  return calOfState(s);
}

/** The outcome's status ids where the engine's kind differs (守护 `guarded`, a one-time immunity `immunity`, 迷魂 `dazed`). */
const OUTCOME_STATUS_ID: Readonly<Record<string, string>> = {
  warded: "guarded",
  immune: "immunity",
  charmed: "dazed",
  burning: "karma_fire",
  forgotten: "forgetful",
  hidden: "invisible",
};

/** Folds `events` again and reads the forum-hk keys off the way. */
export function hkOutcomeKeys(events: readonly GameEvent[]): HkOutcomeKeys {
  const s = initialState();
  const out: HkOutcomeKeys = {
    deal: {},
    deaths: [],
    announcements: [],
    statuses: [],
    notices: [],
    camps: {},
    campsLost: [],
    skills: [],
    cards: {},
    votes: [],
    rewinds: [],
    toldRewound: new Set(),
  };
  const toldRewound = new Set<number>();
  // [3] The stretch since the last rewind point (HK144): what its undone events made (`hk-rewound.ts`).
  let stretch: Stretch | null = null;
  // Status key → its entry and its scheduled end (ms).
  const byKey = new Map<number, KeyedStatus>();
  for (const e of events) {
    const before = new Set(s.seats.flatMap((x) => (x.statuses ?? []).map((st) => st.key)));
    const stage = stageOf(s);
    const undone = stretch !== null && !s.hk?.rewindPoint?.keeping ? stretchBefore(out, s, byKey) : null;
    apply(s, e);
    const cal = calOf(s);
    switch (e.type) {
      case "game_created":
        out.deal = { ...e.setup.deal };
        break;
      case "died": {
        const d = e as GameEvent & { damage?: string };
        out.deaths.push({
          seat: e.seat,
          at: e.at,
          stage,
          cause: e.cause,
          damage: d.damage ?? null,
          lastWords: e.lastWords,
        });
        break;
      }
      case "announced":
        if (e.stage === "dusk") {
          const exiled = e.exiled ?? [];
          out.announcements.push({
            at: s.label,
            stage: "dusk",
            exiled,
            other: e.deaths.filter((n) => !exiled.includes(n)),
          });
        } else if (e.stage === "noon") out.announcements.push({ at: s.label, stage: "noon", deaths: [...e.deaths] });
        else out.announcements.push({ at: s.label, deaths: [...e.deaths] });
        break;
      case "status_added": {
        const x = s.seats[e.seat - 1];
        const st = (x.statuses ?? [])[(x.statuses ?? []).length - 1];
        const end = cal ? statusEndMs(cal, st) : null;
        const count =
          st.id === "warded" ? (st.count === null ? "inf" : (st.count ?? 1)) : st.id === "immune" ? 1 : null;
        const entry: HkStatusEntry = {
          seat: e.seat,
          id: OUTCOME_STATUS_ID[st.id] ?? st.id,
          at: s.label,
          source: st.source ?? null,
          until: cal && end !== null ? spell(cal, end) : null,
          count,
          vs: st.vs ? ("camp" in st.vs ? st.vs.camp : "kind" in st.vs ? st.vs.kind : st.vs.source) : null,
          removedAt: null,
        };
        out.statuses.push(entry);
        if (st.key !== undefined) byKey.set(st.key, { entry, endMs: end, st });
        break;
      }
      case "status_removed": {
        const now = new Set(s.seats.flatMap((x) => (x.statuses ?? []).map((st) => st.key)));
        for (const k of before) {
          if (k === undefined || now.has(k)) continue;
          const g = byKey.get(k);
          // Ended before its scheduled end: spent, removed, its skill or reason gone (HK38).
          if (g && (g.endMs === null || e.atMs < g.endMs)) g.entry.removedAt = s.label;
        }
        break;
      }
      case "public_notice":
        out.notices.push({
          at: s.label,
          stage: e.stage ?? null,
          kind: e.kind,
          ...(e.seat !== undefined ? { seat: e.seat } : {}),
          ...(e.value !== undefined ? { value: e.value } : {}),
          ...(e.round !== undefined ? { round: e.round } : {}),
        });
        break;
      case "hk_lost":
        out.campsLost.push({ camp: e.camp, at: s.label, why: e.why });
        break;
      case "hk_counted":
        out.votes.push(structuredClone(e.entry));
        break;
      case "hk_skill":
        out.skills.push({ seat: e.seat, skill: e.skill, at: s.label, how: e.how });
        break;
      case "hk_gained":
        // HK25, HK103: a gained instance, by its skill's id; a temporary one is a gift.
        out.skills.push({
          seat: e.seat,
          skill: e.skill.skill,
          at: s.label,
          how: e.skill.temporary ? "gift" : "gained",
        });
        break;
      default:
        break;
    }
    if (e.type === "hk_rewind_point") stretch = e.to === null ? null : stretchStart();
    else if (e.type === "hk_rewound" && stretch) {
      stretchRewound(stretch, out, s, toldRewound, byKey, before, e);
      stretch = null;
    } else if (stretch && undone) stretchAfter(stretch, undone, out, s);
  }
  out.rewinds = structuredClone(s.hk?.rewinds ?? []);
  out.toldRewound = toldRewound;
  out.camps = { ...(s.hk?.camps ?? {}) };
  out.cards = structuredClone(s.hk?.cards ?? {});
  return out;
}
