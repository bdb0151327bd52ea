/**
 * HK2, HK3 through the engine: a forum-hk setup with `"deal": "draw"` is drawn by `createGame` from the
 * cards the engine implements (`HK_IMPLEMENTED`). Too few built cards cannot fill the pools (no wolf
 * leader): `deal.cannot_draw`. With the stage-1 cards (28) as built, the draw is a valid
 * pool deal, logged as the created setup plus its `drawn` choices, and replays from the seed.
 */
import { describe, expect, it, vi } from "vitest";
import { createGame } from "../../../src/engine/engine.ts";
import { fold } from "../../../src/engine/evolve.ts";
import { checkDeal } from "../../../src/engine/families/forum-hk/deal.ts";
import { HK_IMPLEMENTED } from "../../../src/engine/roles/hk/index.ts";
import { cardsOfStage } from "../../../src/engine/roles/hk/pools.ts";
import type { GameEvent, GameSetup } from "../../../src/engine/types.ts";

const built = vi.hoisted(() => ({ ids: null as readonly string[] | null }));
vi.mock("../../../src/engine/roles/hk/index.ts", async (orig) => {
  const real = await orig<typeof import("../../../src/engine/roles/hk/index.ts")>();
  return {
    ...real,
    get HK_IMPLEMENTED() {
      return built.ids ?? real.HK_IMPLEMENTED;
    },
  };
});

const setup = (over: Record<string, unknown> = {}) =>
  ({
    ruleset: "forum-hk",
    board: "forum-hk",
    deal: "draw",
    startAt: "2024-06-10T08:00",
    seed: 7,
    ...over,
  }) as unknown as GameSetup;
const NOW = { nowMs: Date.UTC(2024, 5, 10, 0, 0) };

function created(over: Record<string, unknown> = {}) {
  const d = createGame(setup(over), NOW);
  if (!d.ok) throw new Error(JSON.stringify(d.reject));
  const first = d.events[0] as Extract<GameEvent, { type: "game_created" }>;
  return { events: d.events, deal: first.setup.deal as Record<string, string> };
}

describe("forum-hk drawn deal (HK2, HK3) in createGame", () => {
  it("too few built cards cannot fill the pools (no wolf leader): deal.cannot_draw (not yet supported), no event", () => {
    built.ids = ["seer", "medium", "wolf_witch", "psychic", "crow", "fan", "old_believer", "penguin", "gargoyle"];
    try {
      const d = createGame(setup(), NOW);
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.reject).toMatchObject({ code: "deal.cannot_draw", field: "deal", pool: "狼人" });
    } finally {
      built.ids = null;
    }
  });

  it("the built cards (issue 27 step 1, issue 28 step 2 so far) fill the pools: a drawn deal of built cards only", () => {
    const a = created();
    const implemented = built.ids ?? HK_IMPLEMENTED;
    expect(Object.keys(a.deal)).toHaveLength(14);
    for (const id of Object.values(a.deal)) expect(implemented).toContain(id);
  });

  it("with the stage-1 cards built: a valid 14-seat pool deal, its choices logged after game_created, replayable", () => {
    built.ids = cardsOfStage(1);
    try {
      const a = created();
      expect(Object.keys(a.deal)).toHaveLength(14);
      expect(checkDeal("forum-hk", a.deal).ok).toBe(true);
      for (const id of Object.values(a.deal)) expect(cardsOfStage(1)).toContain(id);
      expect(a.events[0].type).toBe("game_created");
      const draws = a.events.filter((e) => e.type === "drawn");
      expect(draws.length).toBeGreaterThan(14);
      expect(draws.every((e) => e.type === "drawn" && e.label === "deal")).toBe(true);
      // The fold counts the deal's draws as the game's (later `deal` draws go on from there).
      expect(fold(a.events).draws?.deal).toBe(draws.length);
      expect(created().deal).toEqual(a.deal);
      const others = [8, 9, 10, 11].map((seed) => JSON.stringify(created({ seed }).deal));
      expect(others.some((d) => d !== JSON.stringify(a.deal))).toBe(true);
    } finally {
      built.ids = null;
    }
  });

  it("a `draws` queue gives the choices (the leader first); a queued value that is no option is kept as refused", () => {
    built.ids = cardsOfStage(1);
    try {
      for (const leader of ["wolf_king", "terrorist"]) {
        const { deal } = created({ draws: { deal: [leader] } });
        expect(Object.values(deal)).toContain(leader);
        expect(Object.values(deal)).not.toContain(leader === "wolf_king" ? "terrorist" : "wolf_king");
      }
      const { events } = created({ draws: { deal: ["villager"] } });
      expect(events.find((e) => e.type === "drawn")).toMatchObject({ label: "deal", refused: "villager" });
    } finally {
      built.ids = null;
    }
  });
});
