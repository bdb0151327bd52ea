/**
 * The table ruleset's day (T8–T16, T19, T21, T22) against ranked-s7: the same state and the same
 * input give a different result under each. Each test plays one of our table cases up to a step,
 * then decides that step under `table` and under `ranked-s7` (the state's ruleset switched).
 */
import { describe, expect, it } from "vitest";
import { decide, fold } from "../../src/engine/engine.ts";
import { RANKED_S7, sheriffWeight, TABLE } from "../../src/engine/rulesets/index.ts";
import { scoreSheet } from "../../src/engine/sheet.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import { publicView } from "../../src/engine/view.ts";
import { winnerOf } from "../../src/engine/win/index.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

const DIR = `${OWN_SCENARIOS}/table`;

/** The case `name` played up to (not including) its step `k`: the state and the clock. */
function at(name: string, k: number) {
  const sc = loadScenario(`${DIR}/${name}.json`);
  const { replay } = runScenario({ ...sc, steps: sc.steps.slice(0, k) });
  return { state: replay.state, nowMs: replay.nowMs, step: sc.steps[k] as Record<string, unknown>, steps: sc.steps };
}

/** Index of the first step of `name` matching `pred` at or after `from`. */
function find(name: string, pred: (s: Record<string, unknown>) => boolean, from = 0): number {
  const steps = loadScenario(`${DIR}/${name}.json`).steps as Record<string, unknown>[];
  const i = steps.findIndex((s, j) => j >= from && pred(s));
  if (i < 0) throw new Error(`no such step in ${name}`);
  return i;
}

const asCmd = (s: Record<string, unknown>): Extract<Command, { type: "act" }> => ({
  type: "act",
  seat: s.seat as number,
  act: s.act as string,
  target: (s.target ?? null) as never,
});

/** Decides `cmd` on `state` with its ruleset set to `ruleset`: the reject code or the state after. */
function under(ruleset: string, state: GameState, nowMs: number, cmd: Command) {
  const s = { ...structuredClone(state), setup: { ...state.setup, ruleset } };
  const d = decide(s, cmd, { nowMs });
  return d.ok ? { reject: null, after: fold(d.events, s) } : { reject: d.reject.code, after: s };
}

describe("table vs ranked-s7: the same input, a different result", () => {
  it("T9: a candidate's withdraw is refused under table, accepted under ranked-s7", () => {
    const k = find("T9-night-dead-sheriff-holds-badge-no-election", (s) => s.act === "withdraw");
    const { state, nowMs, step } = at("T9-night-dead-sheriff-holds-badge-no-election", k);
    expect(under("table", state, nowMs, asCmd(step)).reject).toBe("election.no_withdraw");
    const ranked = under("ranked-s7", state, nowMs, asCmd(step));
    expect(ranked.reject).toBeNull();
    expect(ranked.after.election?.withdrawn).toEqual([3]);
  });

  it("T9: under table every present player votes for sheriff, candidates included; under ranked-s7 only non-candidates", () => {
    const name = "T9-sheriff-revote-second-tie-none-today";
    const k = find(name, (s) => s.act === "end_speech" && s.seat === 7);
    const { state, nowMs, step } = at(name, k);
    const voters = (ruleset: string) => {
      const ph = under(ruleset, state, nowMs, asCmd(step)).after.phase;
      return ph.kind === "vote" ? ph.voters : ph.kind;
    };
    expect(voters("table")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // ranked-s7: the 30 s withdraw window first, then the non-candidates vote.
    expect(voters("ranked-s7")).toBe("withdraw");
    const vote = at(name, k + 1);
    expect(under("table", vote.state, vote.nowMs, { ...asCmd(vote.step), target: 3 }).reject).toBe("vote.self");
  });

  it("T15: an exile tie is revoted by every living player under table, a PK with speeches under ranked-s7", () => {
    const name = "T15-exile-revote-second-tie-nobody-out";
    const k = find(name, (s) => s.act === "vote" && s.seat === 7);
    const { state, nowMs, step } = at(name, k);
    const table = under("table", state, nowMs, asCmd(step)).after.phase;
    expect(table).toMatchObject({ kind: "vote", round: "exile_revote", options: [2, 4] });
    expect(table.kind === "vote" && table.voters).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(under("ranked-s7", state, nowMs, asCmd(step)).after.phase).toMatchObject({
      kind: "speaking",
      purpose: "exile_pk",
    });
  });

  it("T11: badge null is refused under table; under ranked-s7 it tears the badge", () => {
    const name = "T11-badge-must-pass-silence-seeded-heir";
    const k = find(name, (s) => s.act === "badge");
    const { state, nowMs, step } = at(name, k);
    expect(under("table", state, nowMs, asCmd(step)).reject).toBe("badge.must_pass");
    const ranked = under("ranked-s7", state, nowMs, asCmd(step));
    expect(ranked.reject).toBeNull();
    expect(ranked.after.badgeGone).toBe(true);
    expect(ranked.after.record.sheriffs.at(-1)).toEqual({ at: "D1", seat: null });
  });

  it("T8: a day-2 exile has no last words under table, last words under ranked-s7", () => {
    const name = "T8-last-words-night1-day1-only-with-exceptions";
    const k = find(name, (s) => s.act === "vote" && s.seat === 2 && s.target === 5);
    const { state, nowMs, step } = at(name, k);
    const words = (ruleset: string) =>
      under(ruleset, state, nowMs, asCmd(step)).after.record.deaths.find((d) => d.seat === 2)?.lastWords;
    expect(words("table")).toBe(false);
    expect(words("ranked-s7")).toBe(true);
  });

  it("T16: a wolf's boom during the exile vote drops the vote under table; refused after the vote link under ranked-s7", () => {
    const name = "T16-boom-during-exile-vote-drops-it";
    const k = find(name, (s) => s.act === "self_destruct");
    const { state, nowMs, step } = at(name, k);
    const table = under("table", state, nowMs, asCmd(step));
    expect(table.reject).toBeNull();
    expect(table.after.record.votes).toEqual([]);
    expect(table.after.phase.kind).toBe("night");
    expect(under("ranked-s7", state, nowMs, asCmd(step)).reject).toBe("self_destruct.after_vote_link");
  });

  it("T12: 归票 exists only under table", () => {
    const name = "T13-two-rounds-day1-silent-speaker-loses-turn";
    const k = find(name, (s) => s.act === "recommend" && s.seat === 3 && s.target === null);
    const { state, nowMs, step } = at(name, k);
    const table = under("table", state, nowMs, asCmd(step));
    expect(table.reject).toBeNull();
    expect(table.after.phase).toMatchObject({ kind: "vote", round: "exile" });
    // The day's last round: every speaker says 过; under ranked-s7 the vote opens at once, no 归票 window.
    const k0 = find(
      name,
      (s) => s.act === "end_speeches",
      find(name, (s) => s.act === "end_speech" && s.seat === 4),
    );
    const last = at(name, k0);
    const endOfDay = (ruleset: string) => {
      let s = { ...structuredClone(last.state), setup: { ...last.state.setup, ruleset } };
      while (s.phase.kind === "speaking")
        s = under(ruleset, s, last.nowMs, { type: "act", seat: s.phase.queue[s.phase.idx], act: "end_speech" }).after;
      return s.phase.kind;
    };
    expect(endOfDay("table")).toBe("recommend");
    expect(endOfDay("ranked-s7")).toBe("vote");
  });

  it("T19: every wolf and every villager out — the wolves win under table (003-C priority), the village under side-kill", () => {
    const name = "T19-good-needs-god-and-villager";
    const sc = loadScenario(`${DIR}/${name}.json`);
    const { replay } = runScenario(sc);
    const s = structuredClone(replay.state);
    for (const n of [4, 8]) s.seats[n - 1].alive = false;
    expect(winnerOf(s, TABLE, { boundVotes: false })).toBe("wolves");
    expect(winnerOf(s, RANKED_S7, { boundVotes: false })).toBe("villagers");
  });

  it("T17, T22: cupid who did not link himself loses with the good side under table, wins with the lovers under ranked-s7", () => {
    const { replay } = runScenario(loadScenario(`${DIR}/T19-lovers-win-by-day-one-other-left.json`));
    expect(scoreSheet(replay.state)["3"]).toMatchObject({ camp: "villagers", won: false });
    const ranked = { ...replay.state, setup: { ...replay.state.setup, ruleset: "ranked-s7" } };
    expect(scoreSheet(ranked)["3"]).toMatchObject({ camp: "lovers", won: true });
  });

  it("T10: the sheriff weighs 2 with more than 6 alive, else 1.5; always 1.5 under ranked-s7", () => {
    expect([sheriffWeight(TABLE, 12), sheriffWeight(TABLE, 7), sheriffWeight(TABLE, 6)]).toEqual([2, 2, 1.5]);
    expect(sheriffWeight(RANKED_S7, 12)).toBe(1.5);
  });

  it("T14: the public view shows the counts of a table vote, not who voted whom; ranked-s7 shows the ballots (R24)", () => {
    const { replay } = runScenario(loadScenario(`${SHARED_SCENARIOS}/TX-2.json`));
    const table = publicView(replay.state).votes;
    expect(table.map((v) => v.round)).toEqual(["sheriff", "sheriff_revote", "exile"]);
    expect(table[2]).toEqual({ at: "D1", round: "exile", tally: { "12": 8, "5": 4 }, abstain: [] });
    const ranked = publicView({ ...replay.state, setup: { ...replay.state.setup, ruleset: "ranked-s7" } }).votes;
    expect(ranked[2].ballots?.["2"]).toBe(5);
  });

  it("T12: the 归票 window is public: the group's view shows it with its deadline", () => {
    const name = "T13-two-rounds-day1-silent-speaker-loses-turn";
    const k = find(name, (s) => s.act === "recommend" && s.seat === 4);
    const { state, nowMs } = at(name, k);
    expect(state.phase.kind).toBe("recommend");
    expect(publicView(state)).toMatchObject({ phase: "recommend", deadlineMs: nowMs + 30_000 });
  });
});
