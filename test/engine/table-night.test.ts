/**
 * The table night (seed 003, T3–T7, T17, T18, T20) against ranked-s7: the same inputs give a
 * different result under each ruleset. Cases from test/scenarios/table/ are run as written and
 * again under ranked-s7 (the table board as a custom board of the same cards).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_BOARDS } from "../../src/engine/boards.ts";
import { campOf } from "../../src/engine/camps.ts";
import { fold } from "../../src/engine/evolve.ts";
import { liveSpec } from "../../src/engine/roles/index.ts";
import { RANKED_S7, TABLE } from "../../src/engine/rulesets/index.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { publicView } from "../../src/engine/view.ts";
import { type RecordedCommand, scenarioOf } from "../../src/scenario/export.ts";
import { Replay, runScenario } from "../../src/scenario/runner.ts";
import { type Scenario, ScenarioError } from "../../src/scenario/schema.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { loadScenario, OWN_SCENARIOS } from "../helpers.ts";
import { endNight, ok, tableGame, toStep, until } from "./roles/kit.ts";

const table = (name: string) => loadScenario(join(OWN_SCENARIOS, "table", `${name}.json`));
/** The same file under ranked-s7: a table board becomes the custom board of its cards. */
function asRanked(sc: Scenario): Scenario {
  const { protectedSeat: _p, ...rest } = sc as Scenario & { protectedSeat?: number };
  return { ...rest, ruleset: "ranked-s7", board: "custom" };
}
const both = (name: string) => {
  const sc = table(name);
  return { table: runScenario(sc).outcome, ranked: runScenario(asRanked(sc)).outcome };
};
const codes = (o: { rejected: { code: string }[] }) => o.rejected.map((r) => r.code);

const T10: Record<string, RoleId> = {
  "1": "villager",
  "2": "werewolf",
  "3": "cupid",
  "4": "seer",
  "5": "villager",
  "6": "werewolf",
  "7": "witch",
  "8": "hunter",
  "9": "werewolf",
  "10": "villager",
};

describe("table night vs ranked-s7", () => {
  it("ranked-s7 keeps its policies (concurrent night, no 黄金内裤, witch never saves herself)", () => {
    expect(RANKED_S7.night).toEqual({ steps: null, protectedSeat: false });
    expect(RANKED_S7.effects.cancelling).toEqual([["guarded", "saved"]]);
    expect(RANKED_S7.roles.witchSelfSave).toBe("never");
    expect(TABLE.night.steps?.map((s) => `${s.id}:${s.sec}`).join(" ")).toBe(
      "thief:60 cupid:60 lovers:15 guard:60 wolves:60 witch:60 piper:60 seer:60 hunter:15",
    );
  });

  it("T3: wolf+wolf in the bottom is played under table, void under ranked-s7", () => {
    const o = both("T3-thief-wolf-wolf-bottom-one-wolf-fewer");
    expect(o.table.void).toBe(false);
    expect(o.table.deaths.map((d) => d.seat)).toEqual([10]);
    expect(o.ranked.void).toBe(true);
  });

  it("T5: with no guard the witch's self-save holds under table, is refused under ranked-s7", () => {
    const o = both("T5-witch-saves-herself-without-guard");
    expect(o.table.deaths).toEqual([]);
    expect(codes(o.ranked)).toContain("witch.self_save");
    expect(o.ranked.deaths.map((d) => [d.seat, d.cause])).toEqual([[4, "wolf"]]);
  });

  it("T7: a hunter dead of love shoots under table, not under ranked-s7", () => {
    const o = both("T7-hunter-shoots-after-dying-of-love");
    const told = (x: typeof o.table) => x.told.find((t) => t.kind === "shoot" && t.seat === 8)?.value;
    expect(told(o.table)).toBe(true);
    expect(o.table.deaths.map((d) => d.cause)).toContain("shot");
    expect(told(o.ranked)).toBe(false);
    expect(o.ranked.deaths.map((d) => d.cause)).not.toContain("shot");
  });

  it("T17: `link null` is a decline under table, refused under ranked-s7", () => {
    const o = both("T17-cupid-declines");
    expect(codes(o.table)).not.toContain("cupid.two_seats");
    expect(codes(o.ranked)).toContain("cupid.two_seats");
  });

  it("T17: a silent cupid declines under table; under ranked-s7 he is linked at random", () => {
    const silent = { ...table("T17-cupid-declines") };
    silent.steps = silent.steps.filter((st) => !("act" in st && st.act === "link"));
    const lovers = (sc: Scenario) => runScenario(sc).outcome.told.filter((t) => t.kind === "lover").length;
    expect(lovers(silent)).toBe(0);
    expect(lovers(asRanked(silent))).toBe(2);
  });

  it("T4: a knife at nightfall is refused under table (cupid's step first), accepted under ranked-s7", () => {
    const sc = table("T17-cupid-declines");
    const knifeFirst = { ...sc, steps: [{ seat: 2, act: "kill", target: 1 }, ...sc.steps] } as Scenario;
    expect(codes(runScenario(knifeFirst).outcome)[0]).toBe("night.not_your_step");
    expect(runScenario(asRanked(knifeFirst)).outcome.rejected.map((r) => r.step)).not.toContain(0);
  });

  it("T20: protectedSeat is a table setup field: refused in the night under table, a malformed file under ranked-s7", () => {
    const sc = table("T20-protected-seat-refused");
    expect(codes(runScenario(sc).outcome)).toEqual([
      "knife.protected_seat",
      "knife.protected_seat",
      "seer.protected_seat",
    ]);
    expect(() => runScenario({ ...sc, ruleset: "ranked-s7", board: "custom" })).toThrow(ScenarioError);
    expect(() => runScenario({ ...sc, ruleset: "ranked-s7", board: "custom" })).toThrow(/protectedSeat/);
  });

  it("T18: a lover ejected by the judge takes his partner along under table; under ranked-s7 the chain breaks", () => {
    for (const [ruleset, partnerAlive] of [
      ["table", false],
      ["ranked-s7", true],
    ] as const) {
      const g = tableGame(ruleset === "table" ? "table-10" : "custom", T10, { ruleset });
      ok(g, [3, "link", [1, 5]]);
      expect(g.run({ type: "judge", ruling: "eject", seat: 1 })).toBeNull();
      expect(g.state.seats[4].alive).toBe(partnerAlive);
    }
  });

  it("T17: unless he linked himself, cupid is a village god whatever the couple", () => {
    const g = tableGame("table-10", T10);
    ok(g, [3, "link", [2, 5]]);
    endNight(g);
    const s = g.state;
    expect(campOf(s, s.seats[2])).toBe("villagers");
    expect(liveSpec(s, s.seats[2]).card).toBe("god");
    expect(campOf(s, s.seats[1])).toBe("lovers");
    const self = tableGame("table-10", T10);
    ok(self, [3, "link", [2, 3]]);
    expect(campOf(self.state, self.state.seats[2])).toBe("lovers");
    expect(liveSpec(self.state, self.state.seats[2]).card).toBe("other");
  });

  it("T4: table-9's nights last 195 s, table-13's first night 390 s, later ones 255 s", () => {
    const g = tableGame("table-9", {
      "1": "werewolf",
      "2": "seer",
      "3": "werewolf",
      "4": "witch",
      "5": "villager",
      "6": "werewolf",
      "7": "hunter",
      "8": "villager",
      "9": "villager",
    });
    // Each step is called aloud: the public view shows its deadline (wolves 0-60 s, then the witch).
    expect(publicView(g.state).deadlineMs).toBe(60_000);
    g.wait(60);
    expect(publicView(g.state).deadlineMs).toBe(120_000);
    g.wait(134.999);
    expect(g.state.phase.kind).toBe("night");
    g.wait(0.001);
    expect(g.state.phase.kind).not.toBe("night");
    const t13 = tableGame(
      "table-13",
      { ...T10, "10": "guard", "11": "villager", "12": "villager", "13": "thief" },
      { bottom: ["werewolf", "villager"] },
    );
    toStep(t13, "hunter");
    expect(t13.nowMs).toBe(375_000);
    endNight(t13);
    expect(t13.nowMs).toBe(390_000);
    until(t13, "night");
    const start = t13.nowMs;
    expect(t13.state.phase.kind === "night" && t13.state.phase.steps).toEqual([
      "guard",
      "wolves",
      "witch",
      "seer",
      "hunter",
    ]);
    endNight(t13);
    expect(t13.nowMs - start).toBe(255_000);
  });

  it("T4, T23, T24: seeded random play ends on every table board and on a custom board with elder, piper and idiot, and replays", () => {
    const custom: RoleId[] = [
      "werewolf",
      "werewolf",
      "seer",
      "witch",
      "elder",
      "piper",
      "guard",
      "hunter",
      "idiot",
      "villager",
      "villager",
    ];
    const games = [
      ...TABLE_BOARDS.flatMap((b) =>
        [1, 2, 3].map((seed) => playRandomGame(b.id, seed, undefined, undefined, undefined, "table")),
      ),
      ...[1, 2, 3, 4, 5].map((seed) => playRandomGame("custom", seed, undefined, custom, undefined, "table")),
    ];
    for (const g of games) {
      expect(g.state.phase.kind).toBe("ended");
      expect(fold(g.events)).toEqual(g.state);
    }
  });

  it("T20: a stored table game's scenario carries its protectedSeat and replays to the same state", () => {
    const commands: RecordedCommand[] = [];
    const setup = { ruleset: "table", board: "table-10", deal: T10, seed: 3, dice: [1, 1], protectedSeat: 5 };
    const g: Replay = new Replay(setup, undefined, (command, reject) => {
      if (!reject) commands.push({ atMs: g.nowMs, command });
    });
    g.wait(75);
    expect(g.run({ type: "act", seat: 2, act: "kill", target: 5 })?.code).toBe("knife.protected_seat");
    for (const w of [2, 6, 9]) expect(g.run({ type: "act", seat: w, act: "kill", target: 1 })).toBeNull();
    g.wait(300);
    const sc = scenarioOf("g1", g.state.setup, 0, commands);
    expect((sc as { protectedSeat?: number }).protectedSeat).toBe(5);
    const again = runScenario(JSON.parse(JSON.stringify(sc))).replay;
    expect(again.state.record).toEqual(g.state.record);
  });
});
