/** Thief (000 §八(十), R14): the two bottom cards, the forced wolf, the void deals. */
import { describe, expect, it } from "vitest";
import { createGame } from "../../../src/engine/engine.ts";
import { fold } from "../../../src/engine/evolve.ts";
import type { RoleId } from "../../../src/engine/types.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import { parseScenario } from "../../../src/scenario/schema.ts";
import { narrate } from "../../../src/voice/narrate.ts";
import { game, knife, no, ok, replays, THIEF_DEAL, told } from "./kit.ts";

const BOARD = "345-thief-cupid";
const DEAL = THIEF_DEAL;
const WOLF_BOTTOM = { ...DEAL, "12": "villager" as RoleId };

describe("thief", () => {
  it("000 §八(十)1: a wolf among the bottom cards must be taken", () => {
    const g = game(BOARD, WOLF_BOTTOM, { bottom: ["werewolf", "villager"] });
    expect(no(g, 8, "pick", "villager")).toBe("thief.must_take_wolf");
    expect(no(g, 8, "pick", "seer")).toBe("thief.not_in_bottom");
    ok(g, [8, "pick", "werewolf"]);
    expect(g.state.seats[7].role).toBe("werewolf");
    replays(g);
  });

  it("000 §八(十)4: the thief-wolf joins that night's knife; the knife waits for his pick (R14)", () => {
    const g = game(BOARD, WOLF_BOTTOM, { bottom: ["werewolf", "villager"] });
    ok(g, [3, "kill", 2], [6, "kill", 2]);
    const ph = () => g.state.phase as { knifeSettled: boolean };
    expect(ph().knifeSettled).toBe(false);
    ok(g, [8, "pick", "werewolf"]);
    expect(ph().knifeSettled).toBe(false);
    ok(g, [8, "kill", 2]);
    expect(ph().knifeSettled).toBe(true);
  });

  it("000 §八(十)4: the thief who takes a wolf is announced in the wolves' room only", () => {
    const g = game(BOARD, WOLF_BOTTOM, { bottom: ["werewolf", "villager"] });
    const before = structuredClone(g.state);
    ok(g, [8, "pick", "werewolf"]);
    const e = g.events.find((x) => x.type === "role_changed");
    if (!e) throw new Error("no role_changed");
    const msgs = narrate(before, e, g.state);
    expect(msgs.some((m) => m.to.kind === "wolves")).toBe(true);
    expect(msgs.some((m) => m.to.kind === "group")).toBe(false);
  });

  it("000 §八(十)3: any other bottom; a god taken acts that same night (the seer checks)", () => {
    const g = game(BOARD, { ...DEAL, "2": "villager" }, { bottom: ["seer", "villager"] });
    const first = g.state.timers.find((t) => t.kind === "skill" && t.seat === 8)?.id;
    ok(g, [8, "pick", "seer"], [11, "link", [1, 5]]);
    // R27: the new card's window is a new timer, with an id of its own (job ids are never reused).
    const second = g.state.timers.find((t) => t.kind === "skill" && t.seat === 8)?.id;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    knife(g, 1);
    ok(g, [4, "pass"], [8, "check", 3]);
    expect(told(g, "check")).toEqual([{ seat: 8, at: "N1", kind: "check", value: "wolf", about: 3 }]);
    replays(g);
  });

  it("R27: a thief who takes the witch is prompted when the knife settles, with a timer id of his own", () => {
    const g = game(BOARD, { ...DEAL, "4": "villager" }, { bottom: ["witch", "villager"] });
    const first = g.state.timers.find((t) => t.kind === "skill" && t.seat === 8)?.id;
    ok(g, [8, "pick", "witch"], [11, "link", [1, 5]]);
    knife(g, 1);
    expect(told(g, "knife")).toEqual([{ seat: 8, at: "N1", kind: "knife", value: 1 }]);
    const second = g.state.timers.find((t) => t.kind === "skill" && t.seat === 8)?.id;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    ok(g, [8, "save"]);
  });

  it("000 §八(十)3: the thief card itself may lie in the bottom — then nobody is thief", () => {
    const d = { ...DEAL, "8": "villager" as RoleId };
    const g = game(BOARD, d, { bottom: ["thief", "villager"] });
    expect(g.state.seats.some((x) => x.role === "thief")).toBe(false);
    expect(g.state.phase.kind).toBe("night");
  });

  it("000 §八(十)1: a silent thief is dealt the wolf when there is one", () => {
    const g = game(BOARD, WOLF_BOTTOM, { bottom: ["villager", "werewolf"] });
    g.wait(181);
    expect(g.state.seats[7].role).toBe("werewolf");
    replays(g);
  });

  for (const [bottom, reason] of [
    [["werewolf", "werewolf"], "wolf_wolf"],
    [["werewolf", "thief"], "wolf_thief"],
  ] as [RoleId[], string][]) {
    it(`000 §八(十)2: bottom ${bottom.join("+")} voids the deal; a scenario stays void`, () => {
      const d: Record<string, RoleId> = { ...DEAL, "3": "villager", "6": "villager" };
      if (bottom.includes("thief")) {
        d["6"] = "werewolf";
        d["8"] = "villager";
      }
      const sc = parseScenario({
        format: "werewolf-scenario/1",
        board: BOARD,
        deal: d,
        bottom,
        steps: [{ seat: 8, act: "pick", target: "werewolf" }, { wait: 60 }, { seat: 1, act: "run" }],
      });
      const { outcome, replay } = runScenario(sc);
      expect(outcome.void).toBe(true);
      expect(outcome.winner).toBeNull();
      expect(outcome.rejected.map((r) => r.code)).toEqual(["game.void", "game.void"]);
      const voided = replay.events.find((e) => e.type === "deal_voided");
      expect(voided).toMatchObject({ reason, redeal: null });
    });

    it(`000 §八(十)2: bottom ${bottom.join("+")} in a live room is dealt again with a new seed in the log`, () => {
      const d: Record<string, RoleId> = { ...DEAL, "3": "villager", "6": "villager" };
      if (bottom.includes("thief")) {
        d["6"] = "werewolf";
        d["8"] = "villager";
      }
      const r = createGame({ ruleset: "ranked-s7", board: BOARD, deal: d, bottom, seed: 7 }, { nowMs: 0 });
      if (!r.ok) throw new Error(r.reject.code);
      const voided = r.events.find((e) => e.type === "deal_voided");
      if (voided?.type !== "deal_voided" || !voided.redeal) throw new Error("not redealt");
      expect(voided.redeal.seed).not.toBe(7);
      const b = voided.redeal.bottom ?? [];
      const wolves = b.filter((x) => ["werewolf", "wolf_king"].includes(x)).length;
      expect(wolves === 2 || (wolves === 1 && b.includes("thief"))).toBe(false);
      const s = fold(r.events);
      expect(s.phase.kind).toBe("night");
      expect(s.setup.seed).toBe(voided.redeal.seed);
      expect([...Object.values(s.setup.deal), ...(s.setup.bottom ?? [])].sort()).toEqual(
        [...Object.values(d), ...bottom].sort(),
      );
    });
  }

  it("000 §八(十): a live room may deal only the 12 seats; the two cards left over are the bottom", () => {
    const d: Record<string, RoleId> = { ...DEAL };
    const r = createGame({ ruleset: "ranked-s7", board: BOARD, deal: d, seed: 3 }, { nowMs: 0 });
    if (!r.ok) throw new Error(r.reject.code);
    expect(fold(r.events).setup.bottom?.sort()).toEqual(["villager", "villager"]);
  });
});
