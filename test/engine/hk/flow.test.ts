import { describe, expect, it } from "vitest";
import { fold } from "../../../src/engine/evolve.ts";
import { runScenario, Unsupported } from "../../../src/scenario/runner.ts";
import { parseScenario, ScenarioError } from "../../../src/scenario/schema.ts";

const CORE_DEAL = {
  "1": "seer",
  "2": "wolf_king",
  "3": "witch",
  "4": "hunter",
  "5": "wolf_cub",
  "6": "dreamweaver",
  "7": "attendant",
  "8": "black_bat",
  "9": "penguin",
  "10": "white_cat",
  "11": "old_believer",
  "12": "gargoyle",
  "13": "crow",
  "14": "fan",
};

/** A forum-hk-core game from Monday 2024-06-10 08:00 (C₀ 21:00 that day); partial: unimplemented cards dealt. */
function run(steps: unknown[], extra: Record<string, unknown> = {}) {
  return runScenario(
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "forum-hk-core",
      deal: CORE_DEAL,
      startAt: "2024-06-10T08:00",
      seed: 1,
      "x-partial-cards": true,
      steps,
      ...extra,
    }),
  );
}

/** The phase label and stage after moving the clock to `at`. */
function phaseAt(at: string, extra: Record<string, unknown> = {}, before: unknown[] = []) {
  const { replay } = run([...before, { at }], extra);
  const ph = replay.state.phase;
  return `${replay.state.label} ${ph.kind === "hk" ? ph.stage : ph.kind}`;
}

describe("forum-hk flow (HK8, HK9)", () => {
  it("HK8: S runs to C₀ (21:00), the first 黄昏 to 21:20 under S, then night 1", () => {
    expect(phaseAt("S 20:59")).toBe("S start");
    expect(phaseAt("S 21:00")).toBe("S dusk");
    expect(phaseAt("S 21:19")).toBe("S dusk");
    expect(phaseAt("S 21:20")).toBe("N1 night");
  });

  it("HK9: night 1 resolves at C+70, 晨曦 1 runs to the 09:00 opening, 正午 to the close, 黄昏 to C+20", () => {
    expect(phaseAt("N1 22:09")).toBe("N1 night");
    expect(phaseAt("N1 22:10")).toBe("D1 dawn");
    expect(phaseAt("D1 08:59")).toBe("D1 dawn");
    expect(phaseAt("D1 09:00")).toBe("D1 noon");
    expect(phaseAt("D1 21:00")).toBe("D1 dusk");
    expect(phaseAt("D1 21:20")).toBe("N2 night");
    expect(phaseAt("N2 22:10")).toBe("D2 dawn");
  });

  it("HK66: each opening publishes the outs (none here), each dusk of a day its lists", () => {
    const { outcome } = run([{ at: "D2 09:00" }]);
    expect(outcome.announcements).toEqual([
      { at: "D1", deaths: [] },
      { at: "D1", stage: "dusk", exiled: [], other: [] },
      { at: "D2", deaths: [] },
    ]);
  });

  it("HK15: speed_up moves today's close and every deadline after it", () => {
    const up = [{ at: "D1 12:00", judge: "speed_up", value: "18:00" }];
    expect(phaseAt("D1 17:59", {}, up)).toBe("D1 noon");
    expect(phaseAt("D1 18:00", {}, up)).toBe("D1 dusk");
    expect(phaseAt("D1 18:20", {}, up)).toBe("N2 night");
    expect(phaseAt("D1 19:10", {}, up)).toBe("D2 dawn");
    const { outcome } = run([{ at: "D1 12:00", judge: "speed_up", value: "11:00" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.speed_up_before_now"]);
  });

  it("HK15 delay: the close moves to 21:00 of the next date, its timer is replaced, and every later deadline follows", () => {
    const later = [{ at: "D1 12:00", judge: "delay" }];
    expect(phaseAt("D1 21:00", {}, later)).toBe("D1 noon");
    expect(phaseAt("D1+1 09:00", {}, later)).toBe("D1 noon");
    expect(phaseAt("D1+1 21:00", {}, later)).toBe("D1 dusk");
    expect(phaseAt("D1+1 21:20", {}, later)).toBe("N2 night");
    expect(phaseAt("D1+1 22:10", {}, later)).toBe("D2 dawn");
    const { replay } = run([...later, { at: "D1 12:01" }]);
    const closes = replay.state.timers.filter((t) => t.kind === "hk_close");
    expect(closes.map((t) => new Date(t.dueMs).toISOString())).toEqual(["2024-06-12T13:00:00.000Z"]);
    const { outcome } = run([{ at: "N2 21:40", judge: "delay" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.delay_when"]);
  });

  it("HK14, HK151: a day that opens on a Saturday runs through Saturday 21:00 and Sunday 09:00 and closes on Sunday", () => {
    const fri = { startAt: "2024-06-14T08:00" };
    expect(phaseAt("D1 21:00", fri)).toBe("D1 noon");
    expect(phaseAt("D1+1 09:00", fri)).toBe("D1 noon");
    expect(phaseAt("D1+1 21:00", fri)).toBe("D1 dusk");
    expect(phaseAt("D1+1 21:20", fri)).toBe("N2 night");
    expect(phaseAt("D2 09:00", fri)).toBe("D2 noon");
  });

  it("the outcome has every forum-hk key, empty where nothing happened; the camps of the deal (HK48)", () => {
    const { outcome, replay } = run([{ at: "S 10:00" }]);
    expect(outcome).toMatchObject({
      winner: null,
      ended: null,
      deaths: [],
      told: [],
      statuses: [],
      notices: [],
      campsLost: [],
      votes: [],
      skills: [],
      cards: {},
      points: {},
      noShows: {},
      sheriffs: [],
      deal: CORE_DEAL,
    });
    expect(outcome.camps).toMatchObject({
      "2": "wolves",
      "1": "villagers",
      "11": "old_believer",
      "14": "undetermined",
    });
    expect(fold(replay.events)).toEqual(replay.state);
  });

  it("HK69, HK9: no kill on N1; acts by the wrong card, outside their window or of another ruleset are refused", () => {
    const { outcome } = run([
      { at: "N1 21:30", seat: 5, act: "kill", target: 1 },
      { at: "N1 21:31", seat: 1, act: "freeze", target: 2 },
      { at: "N1 21:32", seat: 9, act: "recommend", target: 2 },
      { at: "D1 10:00", seat: 9, act: "freeze", target: 2 },
      { seat: 1, act: "self_destruct" },
      { judge: "warn", seat: 1 },
    ]);
    expect(outcome.rejected.map((r) => r.code)).toEqual([
      "hk.no_kill_n1",
      "act.not_yours",
      "act.not_in_ruleset",
      "hk.window",
      "act.not_in_ruleset",
      "judge.not_in_ruleset",
    ]);
    expect(outcome.rejected[0].reason).toBe("第一晚不能使用杀人。");
  });

  it("a step-3 act from a seat whose card does not hold it (钟's 时光倒流) is not his", () => {
    const { outcome } = run([{ at: "N1 21:30", seat: 6, act: "rewind", target: null }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["act.not_yours"]);
  });
});

describe("forum-hk setup (scenario-format.md `### forum-hk`, Setup)", () => {
  const file = (over: Record<string, unknown>) =>
    parseScenario({
      format: "werewolf-scenario/1",
      ruleset: "forum-hk",
      board: "forum-hk-core",
      deal: CORE_DEAL,
      startAt: "2024-06-10T08:00",
      steps: [],
      ...over,
    });
  const fails = (over: Record<string, unknown>) => {
    try {
      runScenario(file(over));
      return "ok";
    } catch (e) {
      return e instanceof Unsupported
        ? `unsupported ${e.field}`
        : e instanceof ScenarioError
          ? `malformed ${e.field}`
          : String(e);
    }
  };

  it("every card of the 60 plays in a custom deal; an unknown id, a wrong board deal, a ranked field are malformed", () => {
    // The core board (issue 27 step 1) and a step-3 card (灰蕨) in a custom deal (issue 28).
    expect(fails({})).toBe("ok");
    expect(fails({ board: "custom", deal: { ...CORE_DEAL, "1": "ash_fern" } })).toBe("ok");
    expect(fails({ deal: { ...CORE_DEAL, "1": "villager" } })).toBe("malformed deal.1");
    expect(fails({ deal: { ...CORE_DEAL, "1": "medium" }, "x-partial-cards": true })).toBe("malformed deal");
    expect(fails({ dice: [3] })).toBe("malformed dice");
    expect(fails({ startAt: undefined })).toBe("malformed startAt");
    expect(fails({ board: "forum-25" })).toBe("malformed board");
  });

  it("HK1–HK3: the pool board checks its deal (checkDeal); a draw from the built cards is played", () => {
    // The core cards make a valid pool deal (4 wolves with one leader, 1+3+4 gods, 三方, 不定).
    expect(fails({ board: "forum-hk" })).toBe("ok");
    // Two leaders (狼王 and 恐怖分子) break HK2; a 15th seat breaks the 14-seat board: malformed.
    expect(fails({ board: "forum-hk", deal: { ...CORE_DEAL, "5": "terrorist" } })).toBe("malformed deal");
    expect(fails({ board: "forum-hk", deal: { ...CORE_DEAL, "15": "seer" } })).toBe("malformed deal");
    // The stage-1 cards fill the pools (HK2: a leader among the wolves): the drawn deal is played.
    expect(fails({ board: "forum-hk", deal: "draw" })).toBe("ok");
    // "draw" is the pool board's only.
    expect(fails({ deal: "draw" })).toBe("malformed deal");
  });

  it("custom boards: 6–18 seats, no id twice but police, a [群内] card, 狼弟 ⇔ 狼兄", () => {
    const custom = (deal: Record<string, string>) => fails({ board: "custom", deal, "x-partial-cards": true });
    const six = { "1": "wolf_king", "2": "seer", "3": "witch", "4": "hunter", "5": "crow", "6": "fan" };
    expect(custom(six)).toBe("ok");
    expect(custom({ ...six, "6": "seer" })).toBe("malformed deal");
    expect(custom({ ...six, "1": "gargoyle" })).toBe("malformed deal");
    expect(custom({ ...six, "6": "wolf_sibling" })).toBe("malformed deal");
    expect(custom({ "1": "wolf_king", "2": "seer" })).toBe("malformed deal");
  });

  it("HK8, HK151: S+1 only after a late start; D<n>+k only on a day of that many dates (a bad step)", () => {
    const steps = (at: string) => file({ steps: [{ at }], "x-partial-cards": true });
    expect(() => runScenario(steps("S+1 10:00"))).toThrow(ScenarioError);
    expect(() => runScenario(steps("D1+1 10:00"))).toThrow(ScenarioError);
    const late = runScenario(
      file({ startAt: "2024-06-10T22:00", steps: [{ at: "S+1 21:20" }], "x-partial-cards": true }),
    );
    expect(late.replay.state.label).toBe("N1");
  });
});
