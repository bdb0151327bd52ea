import { describe, expect, it } from "vitest";
import { runScenario } from "../../../../src/scenario/runner.ts";
import { parseScenario } from "../../../../src/scenario/schema.ts";
import { hkRun } from "./helpers.ts";

/** Three 警察 at 3, 4 and 6; wolf witch 1, seer 2, crow 5, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "3": "police", "4": "police", "6": "police" };

describe("forum-hk police (警察)", () => {
  it("HK91, HK142, HK45: the team's last 刑侦 (any member) settles; its result — camp, card, knife — is told to every living member at C+50", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "investigate", target: 5 },
        { at: "N1 21:30", seat: 4, act: "investigate", target: 1 },
        { at: "N1 21:31", seat: 3, act: "investigate", target: 2 },
        { at: "N1 21:40", seat: 6, act: "investigate", target: 1 },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    const result = { camp: "wolves", role: "wolf_witch", knife: true };
    expect(outcome.told?.filter((t) => t.kind === "investigate")).toEqual([
      { seat: 3, at: "N1", kind: "investigate", value: result, about: 1 },
      { seat: 4, at: "N1", kind: "investigate", value: result, about: 1 },
      { seat: 6, at: "N1", kind: "investigate", value: result, about: 1 },
    ]);
  });

  it("HK91: a member out by C+50 is told nothing; a replaced request tells nothing (HK142); the gargoyle (no [群内]) has no knife", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 6, act: "investigate", target: 2 },
        { at: "N1 21:30", seat: 3, act: "investigate", target: 8 },
        { at: "N1 21:40", judge: "card", seat: 4, value: "red" },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "investigate")).toEqual([
      { seat: 3, at: "N1", kind: "investigate", value: { camp: "wolves", role: "gargoyle", knife: false }, about: 8 },
      { seat: 6, at: "N1", kind: "investigate", value: { camp: "wolves", role: "gargoyle", knife: false }, about: 8 },
    ]);
  });

  it("HK20, HK13: the request of a member out before C+50 does nothing, the team's earlier one is replaced all the same", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "investigate", target: 2 },
        { at: "N1 21:30", seat: 4, act: "investigate", target: 8 },
        { at: "N1 21:40", judge: "card", seat: 4, value: "red" },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "investigate") ?? []).toEqual([]);
  });

  it("HK3, HK133: a drawn deal with 警察 has three of them, one 强神 and one 弱神 fewer (a seed that draws it)", () => {
    let found: Record<string, string> | null = null;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const { outcome } = runScenario(
        parseScenario({
          format: "werewolf-scenario/1",
          ruleset: "forum-hk",
          board: "forum-hk",
          deal: "draw",
          startAt: "2024-06-10T08:00",
          seed,
          steps: [],
        }),
      );
      const deal = (outcome.deal ?? {}) as Record<string, string>;
      if (Object.values(deal).includes("police")) found = deal;
    }
    expect(found).not.toBeNull();
    expect(Object.values(found ?? {}).filter((r) => r === "police")).toHaveLength(3);
  });
});
