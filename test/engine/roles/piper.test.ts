/** Piper 吹笛者 (003-A 吹笛者, T23; table custom boards). */
import { describe, expect, it } from "vitest";
import { TABLE } from "../../../src/engine/rulesets/index.ts";
import { charmedSeats, charmLocks } from "../../../src/engine/state.ts";
import type { RoleId } from "../../../src/engine/types.ts";
import { soloWinner, winnerOf } from "../../../src/engine/win/index.ts";
import { Replay } from "../../../src/scenario/runner.ts";
import { endNight, no, ok, tableGame, toStep } from "./kit.ts";

/** werewolf 1 6, seer 2, witch 3, cupid 4, villager 5 9 10, piper 7, guard 8. */
const DEAL: Record<string, RoleId> = {
  "1": "werewolf",
  "2": "seer",
  "3": "witch",
  "4": "cupid",
  "5": "villager",
  "6": "werewolf",
  "7": "piper",
  "8": "guard",
  "9": "villager",
  "10": "villager",
};

/** Night 1: cupid links 9 and 10, the guard protects `guard`, an empty knife, the piper charms `pipe`. */
function firstNight(pipe: number, guard = 8): Replay {
  const g = tableGame("custom", DEAL);
  ok(g, [4, "link", [9, 10]]);
  toStep(g, "guard");
  ok(g, [8, "guard", guard]);
  toStep(g, "wolves");
  ok(g, [1, "kill", null], [6, "kill", null]);
  toStep(g, "piper");
  ok(g, [7, "pipe", pipe]);
  endNight(g);
  return g;
}

describe("piper (T23)", () => {
  it("T23: charms a living player other than himself, at his step only", () => {
    const g = tableGame("custom", DEAL);
    expect(no(g, 7, "pipe", 5)).toBe("night.not_your_step");
    toStep(g, "piper");
    expect(no(g, 7, "pipe", 7)).toBe("piper.self");
    ok(g, [7, "pipe", 5]);
    endNight(g);
    expect(charmedSeats(g.state)).toEqual([5]);
  });

  it("T23: the charm fails silently on that night's guard target and on a lover", () => {
    expect(charmedSeats(firstNight(5, 5).state)).toEqual([]);
    expect(charmedSeats(firstNight(9).state)).toEqual([]);
  });

  it("T23: each dawn the charmed are announced; their speaking turns are skipped, they still vote", () => {
    const g = firstNight(3);
    const speakers = new Set<number>();
    for (let i = 0; i < 200 && g.state.phase.kind !== "vote"; i++) {
      const ph = g.state.phase;
      if (ph.kind === "speaking") {
        speakers.add(ph.queue[ph.idx]);
        g.run({ type: "act", seat: ph.queue[ph.idx], act: "end_speech" });
      } else g.wait(Math.max(1, (Math.min(...g.state.timers.map((t) => t.dueMs)) - g.nowMs) / 1000));
    }
    const notices = g.events.filter((e) => e.type === "public_notice" && e.kind === "charmed");
    expect(notices.map((e) => (e as { value?: unknown }).value)).toEqual([[3]]);
    expect(speakers.has(5)).toBe(true);
    expect(speakers.has(3)).toBe(false);
    const ph = g.state.phase;
    expect(ph.kind === "vote" && ph.voters.includes(3)).toBe(true);
    ok(g, [3, "vote", 1]);
  });

  it("T23: wins when every living player but himself and the lovers is charmed; never once out", () => {
    const g = firstNight(3);
    const s = structuredClone(g.state);
    for (const x of s.seats) if (x.alive && ![7, 9, 10].includes(x.seat)) x.mem.charmed = true;
    expect(soloWinner(s)).toBe("piper");
    expect(winnerOf(s, TABLE)).toBe("piper");
    s.seats[6].alive = false;
    expect(soloWinner(s)).toBeNull();
  });

  it("T23: a camp whose living single players are all charmed can no longer win (charmLocks)", () => {
    const s = structuredClone(firstNight(1).state);
    const wolves = s.seats.filter((x) => x.alive && [1, 6].includes(x.seat));
    expect(charmLocks(s, wolves)).toBe(false);
    s.seats[5].mem.charmed = true;
    expect(charmLocks(s, wolves)).toBe(true);
    s.seats[6].alive = false;
    expect(charmLocks(s, wolves)).toBe(false);
  });

  it("T6: the seer sees him bad", () => {
    const g = tableGame("custom", DEAL);
    toStep(g, "seer");
    ok(g, [2, "check", 7]);
    expect(g.state.record.told.at(-1)).toMatchObject({ seat: 2, kind: "check", value: "wolf" });
  });

  it("is refused outside table: ranked-s7's custom cards do not include it", () => {
    expect(() => new Replay({ ruleset: "ranked-s7", board: "custom", deal: DEAL, seed: 1 })).toThrow(/身份/);
  });
});
