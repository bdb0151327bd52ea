/**
 * 潜行者 (HK114): 潜行 on the seat his final ballot of the day before named, read from the ballots the
 * close recorded (HK59).
 */
import { describe, expect, it } from "vitest";
import { ballotOf } from "../../../../src/engine/roles/hk/stalker.ts";
import { runScenario } from "../../../../src/scenario/runner.ts";
import { parseScenario } from "../../../../src/scenario/schema.ts";
import { HK_DEAL } from "./helpers.ts";

// Seats: 1 wolf witch ([群内]), 2 seer, 3 stalker, 4 psychic, 5 crow, 6 penguin, 7 old believer, 8 gargoyle.
/** Seats 1 and 2 vote the old believer (7) at D1, so he, not the stalker's seat, is the top exiled. */
const TOP_7 = [
  { at: "D1 10:01", seat: 1, act: "vote", target: 7 },
  { at: "D1 10:02", seat: 2, act: "vote", target: 7 },
];

function run(steps: unknown[], over: Record<string, string> = {}) {
  return runScenario(
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "custom",
      deal: { ...HK_DEAL, "3": "stalker", ...over },
      startAt: "2024-06-10T08:00",
      seed: 1,
      steps,
    }),
  );
}

describe("forum-hk stalker (潜行者)", () => {
  it("HK114, HK72: on N2 潜行 on the seat his final ballot of D1 named is 暴击 at ⑪ (cause stalk); once", () => {
    const { outcome, replay } = run([
      { at: "N1 21:40", seat: 3, act: "stalk", target: 8 },
      { at: "D1 10:00", seat: 3, act: "vote", target: 8 },
      ...TOP_7,
      { at: "N2 21:40", seat: 3, act: "stalk", target: 8 },
      { at: "N3 21:40", seat: 3, act: "stalk", target: 1 },
      { at: "N3 21:41" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.stalk_no_ballot"],
      [5, "hk.used"],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [7, "D1", "exile", "exile"],
      [8, "N2", "stalk", "crit"],
    ]);
    expect(ballotOf(replay.state, 3, 1)).toBe(8);
  });

  it("HK114: another seat than his ballot's is refused; 弃权 or no ballot gives no use", () => {
    const stalk = (vote: { seat: number; target: number | null }, target: number) =>
      run([
        { at: "D1 10:00", act: "vote", ...vote },
        ...TOP_7,
        { at: "N2 21:40", seat: 3, act: "stalk", target },
        { at: "N2 21:42" },
      ]).outcome.rejected.map((r) => [r.step, r.code]);
    expect(stalk({ seat: 3, target: 8 }, 1)).toEqual([[3, "hk.stalk_not_ballot"]]);
    expect(stalk({ seat: 3, target: null }, 8)).toEqual([[3, "hk.stalk_no_ballot"]]);
    expect(stalk({ seat: 4, target: 8 }, 8)).toEqual([[3, "hk.stalk_no_ballot"]]);
  });

  it("HK34: 暴击 passes 守护 (the soldier's ambush)", () => {
    const { outcome } = run(
      [
        { at: "D1 10:00", seat: 3, act: "vote", target: 6 },
        ...TOP_7,
        { at: "N2 21:40", seat: 3, act: "stalk", target: 6 },
        { at: "D2 09:30" },
      ],
      { "6": "soldier" },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [7, "exile"],
      [6, "stalk"],
    ]);
  });

  it("HK59: ballotOf during that day's 正午 reads the last ballot post (a change replaces the ballot)", () => {
    const { replay } = run([{ at: "D1 10:00" }]);
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
