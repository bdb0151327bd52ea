/**
 * Issue 25 item 7 (000 §八(三)1 "以免玩家从每个技能使用时间来判断对应身份玩家是否存活"): a live
 * room's night lasts the same whoever is alive, spent or quick. For every timed ruleset
 * (ranked-s7, classic, table), each night's public length — nightfall to the first public event
 * after it (the dawn's phase or the end) — is the same whether the witch holds her potions, has
 * spent them or is dead, whether the seer is alive, and whether everyone acts at once, late or
 * never. forum-25 has clock times (F1), not windows, and is not concerned.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent, RoleId, Target } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { replays } from "./roles/kit.ts";

/** An act sent `at` seconds after nightfall (or as soon as it is accepted after that). */
interface Planned {
  seat: number;
  act: string;
  target?: Target;
  at?: number;
}
/** What each night's actors send, by night number. */
type Plan = Record<number, Planned[]>;

const kill = (wolves: number[], target: number | null, at = 0): Planned[] =>
  wolves.map((seat) => ({ seat, act: "kill", target, at }));

/** Plays one night: each planned act is sent once it is due and accepted; the clock runs on. */
function playNight(g: Replay, acts: Planned[]): void {
  const ph = g.state.phase;
  if (ph.kind !== "night") throw new Error(`not night: ${ph.kind}`);
  const n = ph.n;
  const start = g.nowMs;
  const pending = [...acts];
  const stillNight = () => g.state.phase.kind === "night" && g.state.phase.n === n;
  for (let guard = 0; guard < 500 && stillNight(); guard++) {
    for (let progress = true; progress && stillNight(); ) {
      progress = false;
      for (const a of [...pending]) {
        if (!stillNight() || g.nowMs - start < (a.at ?? 0) * 1000) continue;
        if (g.run({ type: "act", seat: a.seat, act: a.act, target: a.target ?? null }) === null) {
          pending.splice(pending.indexOf(a), 1);
          progress = true;
        }
      }
    }
    if (!stillNight()) break;
    const wake = [
      ...g.state.timers.map((t) => t.dueMs),
      ...pending.map((a) => start + (a.at ?? 0) * 1000).filter((t) => t > g.nowMs),
    ];
    g.until(Math.min(...wake));
  }
}

/** Plays the day to the next night: each speech ended at once, every ballot an abstention. */
function toNight(g: Replay): void {
  for (let i = 0; i < 500; i++) {
    const ph = g.state.phase;
    if (ph.kind === "night" || ph.kind === "ended") return;
    if (ph.kind === "speaking") {
      g.run({ type: "act", seat: ph.queue[ph.idx], act: "end_speech" });
      continue;
    }
    if (ph.kind === "vote") for (const v of ph.voters) g.run({ type: "act", seat: v, act: "vote", target: null });
    if (g.state.phase !== ph) continue;
    g.until(Math.min(...g.state.timers.map((t) => t.dueMs)));
  }
}

/** Plays nights 1..3 by `plan` (days: speeches ended, ballots abstain); returns each night's length (s). */
function nightLengths(g: Replay, plan: Plan): number[] {
  for (let n = 1; n <= 3; n++) {
    toNight(g);
    if (g.state.phase.kind !== "night") throw new Error(`night ${n} never came: ${g.state.phase.kind}`);
    playNight(g, plan[n] ?? []);
  }
  replays(g);
  return lengthsOf(g.events);
}

/** Night n's length: from its `phase_started` to the next `phase_started` or the end (s). */
function lengthsOf(events: GameEvent[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type !== "phase_started" || e.phase.kind !== "night") continue;
    const next = events.slice(i + 1).find((x) => x.type === "phase_started" || x.type === "game_ended");
    if (next) out.push((next.atMs - e.atMs) / 1000);
  }
  return out;
}

interface Table {
  ruleset: string;
  board: string;
  deal: Record<string, RoleId>;
  wolves: number[];
  seer: number;
  witch: number;
  villagers: number[];
  /** When the witch may act in the night (s after nightfall): ranked's knife deadline, table's step. */
  witchOpens: (n: number) => number;
  /** Each night's expected length (s). */
  expected: number[];
}

/** The same stories on each ruleset: only who holds what, who lives and who is quick differ. */
function variants(t: Table): Record<string, Plan> {
  const [a, b, c] = t.villagers;
  const check = (at = 0): Planned => ({ seat: t.seer, act: "check", target: t.wolves[0], at });
  return {
    // Nobody acts: the knife and every window run out; the witch holds both potions all game.
    silent: {},
    // No knife agreed; the witch, holding her potions, passes 30 s after she could first act.
    "witch late": Object.fromEntries(
      [1, 2, 3].map((n) => [n, [{ seat: t.witch, act: "pass", at: t.witchOpens(n) + 30 }, check()]]),
    ),
    // Everyone at once; the witch saves on night 1 and poisons on night 2: spent on night 3.
    "witch spent": {
      1: [...kill(t.wolves, a), { seat: t.witch, act: "save" }, check()],
      2: [...kill(t.wolves, b), { seat: t.witch, act: "poison", target: c }, check()],
      3: [...kill(t.wolves, null), check()],
    },
    // Everyone at once; the witch is knifed on night 1, the seer on night 2: both dead on night 3.
    "witch and seer dead": {
      1: [...kill(t.wolves, t.witch), check()],
      2: [...kill(t.wolves, t.seer), check()],
      3: [...kill(t.wolves, a)],
    },
  };
}

const RANKED_LIKE = (ruleset: string): Table => ({
  ruleset,
  board: "444-idiot",
  deal: { ...IDIOT_DEAL },
  wolves: [3, 6, 10, 12],
  seer: 2,
  witch: 4,
  villagers: [1, 5, 8, 11],
  witchOpens: (n) => (n === 1 ? 300 : 180),
  // The knife's window, then the witch's from its deadline (R27): 300 + 180, then 180 + 180.
  expected: [480, 360, 360],
});

const TABLES: Table[] = [
  RANKED_LIKE("ranked-s7"),
  RANKED_LIKE("classic"),
  {
    ruleset: "table",
    board: "table-9",
    deal: {
      "1": "villager",
      "2": "werewolf",
      "3": "seer",
      "4": "villager",
      "5": "werewolf",
      "6": "witch",
      "7": "hunter",
      "8": "villager",
      "9": "werewolf",
    },
    wolves: [2, 5, 9],
    seer: 3,
    witch: 6,
    villagers: [1, 4, 8],
    witchOpens: () => 60,
    // T4: wolves 60 + witch 60 + seer 60 + hunter 15.
    expected: [195, 195, 195],
  },
];

describe("issue 25 item 7: a live night's length tells nothing hidden (000 §八(三)1)", () => {
  for (const t of TABLES) {
    it(`${t.ruleset}: every night lasts the same whoever holds, spends, dies or acts fast`, () => {
      const seen: Record<string, number[]> = {};
      for (const [name, plan] of Object.entries(variants(t))) {
        const g = new Replay({
          ruleset: t.ruleset,
          board: t.board,
          deal: t.deal,
          seed: 1,
          dice: [1, 1, 1, 1, 1, 1],
          paceNights: true,
        });
        seen[name] = nightLengths(g, plan).slice(0, 3);
        const witch = g.state.seats[t.witch - 1];
        // The stories did happen: spent potions, dead seats.
        if (name === "witch spent") expect([witch.mem.antidoteUsed, witch.mem.poisonUsed]).toEqual([true, true]);
        if (name === "witch and seer dead")
          expect([witch.alive, g.state.seats[t.seer - 1].alive]).toEqual([false, false]);
        if (name === "silent") expect([witch.alive, witch.mem.antidoteUsed ?? false]).toEqual([true, false]);
      }
      const want = Object.fromEntries(Object.keys(seen).map((k) => [k, t.expected]));
      expect(seen).toEqual(want);
    });
  }

  it("ranked-s7: without the witch's card the paced night is the knife's window", () => {
    const deal = { ...IDIOT_DEAL, "4": "villager" } as Record<string, RoleId>;
    const g = new Replay({ ruleset: "ranked-s7", board: "custom", deal, seed: 1, dice: [1], paceNights: true });
    const lengths = nightLengths(g, { 1: kill([3, 6, 10, 12], 1), 2: kill([3, 6, 10, 12], 5) });
    expect(lengths.slice(0, 3)).toEqual([300, 180, 180]);
  });

  it("ranked-s7: after the bot's outage mid-night the night runs its whole length again from the restart", () => {
    for (const witchActs of [false, true]) {
      const deal = { ...IDIOT_DEAL };
      const g = new Replay({ ruleset: "ranked-s7", board: "444-idiot", deal, seed: 1, dice: [1], paceNights: true });
      g.wait(200);
      if (witchActs) {
        for (const w of [3, 6, 10, 12]) g.run({ type: "act", seat: w, act: "kill", target: 1 });
        g.run({ type: "act", seat: 4, act: "pass" });
      }
      // The bot is away from 200 s to 320 s: the knife's deadline (300 s) falls inside.
      g.nowMs += 120_000;
      expect(g.run({ type: "judge", ruling: "outage", seconds: 120 })).toBeNull();
      g.wait(479);
      expect(g.state.phase.kind).toBe("night");
      g.wait(1);
      expect(g.state.phase.kind).not.toBe("night");
    }
  });
});
