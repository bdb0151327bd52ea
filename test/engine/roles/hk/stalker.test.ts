/**
 * 潜行者 (HK114). The day vote is not on this branch (hk-day builds it): these tests put day 1's final
 * ballots where the count records them (`s.record.votes`, `VoteRecord.ballots`) as the close passes.
 */
import { describe, expect, it } from "vitest";
import { ballotOf } from "../../../../src/engine/roles/hk/stalker.ts";
import { runScenario } from "../../../../src/scenario/runner.ts";
import { parseScenario } from "../../../../src/scenario/schema.ts";
import { HK_DEAL } from "./helpers.ts";

// Seats: 1 wolf witch ([群内]), 2 seer, 3 stalker, 4 psychic, 5 crow, 6 penguin, 7 old believer, 8 gargoyle.
function run(steps: unknown[], ballots: Record<string, number | null>) {
  return runScenario(
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "custom",
      deal: { ...HK_DEAL, "3": "stalker" },
      startAt: "2024-06-10T08:00",
      seed: 1,
      steps,
    }),
    (_before, e, after) => {
      // Day 1's close: its final ballots recorded with the count (the seam hk-day fills).
      if (e.type === "phase_started" && e.phase.kind === "hk" && e.phase.stage === "dusk" && e.phase.day === 1)
        after.record.votes.push({ at: "D1", round: "exile", tally: {}, abstain: [], ballots });
    },
  );
}

describe("forum-hk stalker (潜行者)", () => {
  it("HK114, HK72: on N2 潜行 on the seat his final ballot of D1 named is 暴击 at ⑪ (cause stalk); once", () => {
    const { outcome, replay } = run(
      [
        { at: "N1 21:40", seat: 3, act: "stalk", target: 8 },
        { at: "N2 21:40", seat: 3, act: "stalk", target: 8 },
        { at: "N3 21:40", seat: 3, act: "stalk", target: 1 },
        { at: "N3 21:41" },
      ],
      { "3": 8 },
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.stalk_no_ballot"],
      [2, "hk.used"],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [8, "N2", "stalk", "crit"],
    ]);
    expect(ballotOf(replay.state, 3, 1)).toBe(8);
  });

  it("HK114: another seat than his ballot's is refused; 弃权 or no ballot gives no use", () => {
    const { outcome } = run([{ at: "N2 21:40", seat: 3, act: "stalk", target: 1 }, { at: "N2 21:42" }], { "3": 8 });
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.stalk_not_ballot"]]);
    const abstained = run([{ at: "N2 21:40", seat: 3, act: "stalk", target: 8 }, { at: "N2 21:42" }], { "3": null });
    expect(abstained.outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.stalk_no_ballot"]]);
    const none = run([{ at: "N2 21:40", seat: 3, act: "stalk", target: 8 }, { at: "N2 21:42" }], { "4": 8 });
    expect(none.outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.stalk_no_ballot"]]);
  });

  it("HK34: 暴击 passes 守护 (the soldier's ambush)", () => {
    const { outcome } = runScenario(
      parseScenario({
        format: "werewolf-scenario/1",
        ruleset: "forum-hk",
        board: "custom",
        deal: { ...HK_DEAL, "3": "stalker", "6": "soldier" },
        startAt: "2024-06-10T08:00",
        seed: 1,
        steps: [{ at: "N2 21:40", seat: 3, act: "stalk", target: 6 }, { at: "D2 09:30" }],
      }),
      (_b, e, after) => {
        if (e.type === "phase_started" && e.phase.kind === "hk" && e.phase.stage === "dusk" && e.phase.day === 1)
          after.record.votes.push({ at: "D1", round: "exile", tally: {}, abstain: [], ballots: { "3": 6 } });
      },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[6, "stalk"]]);
  });

  it("HK59: ballotOf during that day's 正午 reads the last ballot post (a change replaces the ballot)", () => {
    const { replay } = run([{ at: "D1 10:00" }], {});
    const s = structuredClone(replay.state);
    expect(s.phase.kind === "hk" && s.phase.stage).toBe("noon");
    if (s.phase.kind !== "hk") return;
    s.phase.acts = {
      "3": [
        { act: "vote", target: 5 },
        { act: "change_vote", target: null },
      ],
      "4": [{ act: "vote", target: 2 }],
    };
    expect([ballotOf(s, 3, 1), ballotOf(s, 4, 1), ballotOf(s, 5, 1), ballotOf(s, 4, 2)]).toEqual([
      null,
      2,
      undefined,
      undefined,
    ]);
  });
});
