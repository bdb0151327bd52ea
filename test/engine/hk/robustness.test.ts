/**
 * forum-hk under bad input and odd sequences (seed 002; scenario-format.md `### forum-hk`): drawn deals
 * (HK2, HK3) played forward with seeded random acts — legal-ish ones of each card, every other act id,
 * wrong value types, seats and targets out of range, judge steps with odd values, steps on the edges
 * of the windows (09:00, 20:00, the close, C+10, C+20, C+35, C+50, C+60, C+70). Nothing may throw but a
 * ScenarioError; every refusal has a Chinese reason players can read; the log folds to the state.
 */
import { describe, expect, it } from "vitest";
import { fold } from "../../../src/engine/evolve.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import { parseScenario, ScenarioError } from "../../../src/scenario/schema.ts";
import { hkRun } from "../roles/hk/helpers.ts";

/** The act ids of the built cards (forum-hk-roles.md), for acts a seat may really hold. */
const ROLE_ACTS: Record<string, string[]> = {
  wolf_king: ["kill", "charge", "revenge"],
  terrorist: ["kill", "blast"],
  wolf_witch: ["kill", "dark_check"],
  wolf_cub: ["kill", "sacrifice"],
  wolf_scholar: ["kill", "sophistry"],
  black_bat: ["kill", "shelter"],
  gargoyle: ["inspect", "stare", "kill"],
  seer: ["check"],
  medium: ["divine"],
  witch: ["save", "poison", "pass"],
  knight: ["duel"],
  dreamweaver: ["dream"],
  spirit_deer: ["sanctuary"],
  demon_hunter: ["hunt"],
  penguin: ["freeze"],
  soldier: ["strike"],
  van_helsing: ["track", "chase"],
  fox_cub: ["bind"],
  hunter: ["shoot"],
  crow: ["slander"],
  attendant: ["substitute"],
  stalker: ["stalk"],
  psychic: ["sense"],
  fan: ["follow"],
  old_believer: ["heretics"],
};
/** Every act id the contract names (any stage), plus ids of other rulesets and nonsense. */
const ANY_ACT = [
  ...new Set(Object.values(ROLE_ACTS).flat()),
  ...["vote", "change_vote", "link", "lover_knife", "disguise", "host", "crush", "letter", "torrent", "rose"],
  ...["lend_mirror", "star", "night_blade", "inherit", "reverse", "cloak", "bless", "gift", "swap", "guard"],
  ...["soul", "bewitch", "jump", "bread", "sniff", "investigate", "ask", "arson", "rage", "copy", "peek"],
  ...["haunt", "seize", "sprout", "rewind", "speakers", "control", "jackpot", "end_speech", "self_destruct"],
  ...["run", "nonsense", "constructor", "__proto__", "toString"],
];
const JUDGES = ["card", "card", "proxy_vote", "proxy_vote", "speed_up", "delay", "warn", "eject", "pause"];
const JUDGES_MORE = ["rule_self_destruct", "resume", "extend", "skip", "void", "correct", "wolf_talk", "outage"];
/** Minutes of the day on the windows' edges (HK8, HK9: C = 21:00). */
const EDGES = [0, 539, 540, 541, 840, 900, 1199, 1200, 1201, 1259, 1260, 1270, 1280, 1295, 1310, 1320, 1330, 1340];
const ODD_VALUES: unknown[] = [1, 2, 0, -1, 1e308, 2 ** 53, 14, 15, 3.5, "NaN", "", "seer", "wolf", "18:00"];
ODD_VALUES.push({}, { a: 1 }, { options: [1] }, [1, 2], [], "N2 21:40", "check", true, null, "wolves", "villagers");

/** xorshift32: the test's own dice, so each case is the same every run. */
function dice(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const clock = (day: number, min: number) =>
  `${day === 0 ? "S" : `D${day}`} ${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

/**
 * `count` random steps over S and the dates of D1–D4 (startAt Monday 08:00, no weekend): mostly
 * acts of the seat's own card and ballots, then any act id, odd targets and values, judge steps.
 */
function randomSteps(seed: number, count: number, deal: Record<string, string>): unknown[] {
  const r = dice(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)];
  const n = Object.keys(deal).length;
  const seat = () => (r() < 0.9 ? 1 + Math.floor(r() * n) : pick([n + 1, 99, 2 ** 31]));
  const target = (): unknown => {
    const x = r();
    if (x < 0.65) return 1 + Math.floor(r() * n);
    if (x < 0.72) return null;
    if (x < 0.8) return [1 + Math.floor(r() * n), 1 + Math.floor(r() * n)];
    return pick([n + 1, 999, 2 ** 40, "x", "3", "", [], [1, 1], "D1 21:00"]);
  };
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(r() * 5);
    const min = r() < 0.5 ? pick(EDGES) : Math.floor(r() * 1440);
    times.push(day * 1440 + (day === 0 ? Math.max(min, 481) : min));
  }
  times.sort((a, b) => a - b);
  const steps: unknown[] = [];
  let ballotDay = -1;
  for (const t of times) {
    const day = Math.floor(t / 1440);
    const at = clock(day, t % 1440);
    // Most seats vote each day (HK63 would red-card the silent ones before anything happens).
    if (day > 0 && day !== ballotDay && t % 1440 >= 540 && t % 1440 < 1200) {
      ballotDay = day;
      steps.push({ at });
      for (let s = 1; s <= n; s++) if (r() < 0.9) steps.push({ seat: s, act: "vote", target: target() });
    }
    const x = r();
    if (x < 0.004) steps.push({ at, judge: "camp_loses", value: pick(["wolves", "villagers", "old_believer", "x"]) });
    else if (x < 0.09) {
      const judge = r() < 0.85 ? pick(JUDGES) : pick(JUDGES_MORE);
      const st: Record<string, unknown> = { at, judge };
      if (r() < 0.85) st.seat = seat();
      if (judge === "card") st.value = pick(["blue", "blue", "yellow", "red", "green", ""]);
      else if (judge === "speed_up") st.value = pick(["18:00", "20:00", "21:00", "22:00", "09:00", "25:00", "abc", ""]);
      else if (r() < 0.2) st.value = pick(["x", "2", ""]);
      if (judge === "proxy_vote" || r() < 0.1) st.target = target();
      steps.push(st);
    } else {
      const s = seat();
      const own = ROLE_ACTS[deal[String(s)]] ?? [];
      const act = r() < 0.25 ? pick(ANY_ACT) : r() < 0.35 || own.length === 0 ? "change_vote" : pick(own);
      const st: Record<string, unknown> = { at, seat: s, act };
      const tg = target();
      if (tg !== undefined) st.target = tg;
      if (r() < 0.4) st.value = pick(ODD_VALUES);
      steps.push(st);
    }
  }
  return steps;
}

const BASE = { format: "werewolf-scenario/1", ruleset: "forum-hk", startAt: "2024-06-10T08:00" };

/**
 * A reason players cannot read: no Chinese, something unrendered (`undefined`, `NaN`, `null`,
 * `[object …]`), a ruling number, or an English word outside the “quoted” echo of what was sent.
 */
function badReason(reason: string): boolean {
  if (!/[\u4e00-\u9fff]/.test(reason) || /undefined|NaN|null|\[object|HK\d|\bR\d/.test(reason)) return true;
  return /[A-Za-z]{3,}/.test(reason.replace(/“[^”]*”/g, ""));
}

/** Plays `steps` on a drawn deal; a malformed file may stop it (ScenarioError), nothing else may. */
function playDrawn(seed: number, steps: unknown[]) {
  try {
    return runScenario(parseScenario({ ...BASE, board: "forum-hk", deal: "draw", seed, steps }));
  } catch (e) {
    if (e instanceof ScenarioError) return null;
    throw e;
  }
}

describe("forum-hk robustness: drawn deals under random acts (HK2, HK3, HK8, HK13)", () => {
  const GAMES = 200;
  const STEPS = 120;
  const stats = { drawn: 0, refused: 0, stopped: 0, ended: 0, rejects: 0, accepted: 0 };
  for (let seed = 1; seed <= GAMES; seed++) {
    it(`seed ${seed}: draws or refuses cleanly, plays ${STEPS} random steps, folds from its log`, () => {
      const empty = playDrawn(seed, []);
      if (!empty) {
        stats.refused++;
        return;
      }
      stats.drawn++;
      const deal = empty.outcome.deal ?? {};
      expect(Object.keys(deal).length).toBeGreaterThanOrEqual(6);
      const steps = randomSteps(seed, STEPS, deal);
      const run = playDrawn(seed, steps);
      if (!run) {
        stats.stopped++;
        return;
      }
      const { outcome, replay } = run;
      for (const r of outcome.rejected) expect(badReason(r.reason), `${r.code}: ${r.reason}`).toBe(false);
      expect(fold(replay.events)).toEqual(replay.state);
      // The same file gives the same game (no hidden randomness).
      const again = playDrawn(seed, steps);
      expect(again?.outcome).toEqual(outcome);
      if (outcome.winner !== null || outcome.ended !== null) {
        stats.ended++;
        // Once the game has ended every later step is rejected: no event after the end.
        expect(replay.state.endedAt).not.toBeNull();
      }
      stats.rejects += outcome.rejected.length;
      stats.accepted += steps.length - outcome.rejected.length;
    });
  }
  it("the property runs really drew, played and ended games", () => {
    expect(stats.drawn).toBeGreaterThan(GAMES / 2);
    expect(stats.accepted).toBeGreaterThan(GAMES * 10);
    expect(stats.ended).toBeGreaterThan(0);
  });
});

describe("forum-hk robustness: refusals found by the property runs", () => {
  const reasons = (steps: unknown[]) => hkRun(steps).outcome.rejected.map((r) => [r.code, r.reason]);

  it("a skill of another card is named in Chinese, not by its act id (act.not_yours)", () => {
    // Seat 2 is the seer: 诽谤 is the crow's.
    expect(reasons([{ at: "N1 21:30", seat: 2, act: "slander", target: 3 }])).toEqual([
      ["act.not_yours", "2号的身份没有“诽谤”技能，或现在不能使用。"],
    ]);
  });

  it("an act forum-hk does not have names neither forum-25 nor a raw id (act.not_in_ruleset)", () => {
    const [[code, reason]] = reasons([{ at: "S 09:00", seat: 2, act: "self_destruct" }]);
    expect(code).toBe("act.not_in_ruleset");
    expect(reason).toBe("空洞骑士规则没有这个操作。");
  });

  it("a judge ruling forum-hk does not have names the ruleset in Chinese (judge.not_in_ruleset)", () => {
    expect(reasons([{ at: "S 09:00", judge: "warn", seat: 2 }])).toEqual([
      ["judge.not_in_ruleset", "空洞骑士规则没有这项法官裁决。"],
    ]);
  });

  it("a sense without a target asks for a seat, not “null” (target.required)", () => {
    expect(reasons([{ at: "N1 21:30", seat: 4, act: "sense", target: null }])).toEqual([
      ["target.required", "请指定一个座位号。"],
    ]);
  });

  it("a speed_up without a time asks for one, not “null” (hk.speed_up_time)", () => {
    expect(reasons([{ at: "D1 10:00", judge: "speed_up" }])).toEqual([
      ["hk.speed_up_time", "请写明加速后的关门时间，例如“18:00”。"],
    ]);
  });

  it("camp_loses with a word that is no camp is refused and ends nothing (HK51, HK53)", () => {
    const { outcome } = hkRun([{ at: "S 09:00", judge: "camp_loses", value: "foo" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.camp_id"]);
    expect(outcome.campsLost).toEqual([]);
  });
});
