/**
 * Random forum-25 games on the calendar (F1–F26): players vote, change, are carded, the night
 * acts at random; every game ends within a month of days, and its log folds back to the same
 * state after a JSON round trip (the store keeps events as JSON).
 */
import { describe, expect, it } from "vitest";
import { inWolfGroup } from "../../../src/engine/camps.ts";
import { randomDeal } from "../../../src/engine/engine.ts";
import { fold } from "../../../src/engine/evolve.ts";
import type { Target } from "../../../src/engine/types.ts";
import type { Replay } from "../../../src/scenario/runner.ts";
import { at, forumGame } from "./kit.ts";

/** A small deterministic generator for the test's own choices (not the engine's). */
function rng(seed: number): () => number {
  let x = seed * 2654435761;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

function play(seed: number): Replay {
  const r = rng(seed);
  const g = forumGame({ seed, deal: randomDeal("forum-25", seed) });
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const act = (seat: number, a: string, target: Target, value?: number) =>
    g.run({ type: "act", seat, act: a, target, ...(value !== undefined ? { value } : {}) });
  const living = () => g.state.seats.filter((x) => x.alive).map((x) => x.seat);
  const roleSeat = (role: string) => g.state.seats.find((x) => x.role === role)?.seat ?? 0;
  const ended = () => g.state.phase.kind === "ended";
  at(g, "S 23:00");
  if (r() < 0.7) act(roleSeat("cupid"), "link", [pick(living()), pick(living())]);
  if (r() < 0.7) act(roleSeat("servant"), "serve", pick(living()));
  for (let n = 1; n <= 30 && !ended(); n++) {
    at(g, `D${n} 10:00`);
    const votable = () => g.state.seats.filter((x) => x.alive && x.mem.revealed !== true).map((x) => x.seat);
    const common = pick(votable());
    for (const v of votable()) {
      if (r() < 0.1) continue;
      if (act(v, "vote", r() < 0.6 ? common : r() < 0.2 ? null : pick(votable())) !== null) act(v, "vote", common);
    }
    if (r() < 0.2) g.run({ type: "judge", ruling: "card", seat: pick(living()), value: pick(["blue", "yellow"]) });
    if (r() < 0.1) g.run({ type: "judge", ruling: "speed_up", value: "17:00" });
    at(g, `D${n} 12:00`);
    if (ended()) break;
    for (const v of votable()) if (r() < 0.1) act(v, "change_vote", pick(votable()));
    if (r() < 0.05) g.run({ type: "judge", ruling: "proxy_vote", seat: pick(votable()), target: pick(votable()) });
    at(g, `N${n} 21:05`);
    if (ended()) break;
    for (const s of [g.state.forum?.badge?.seat, g.state.forum?.shot?.seat])
      if (typeof s === "number") act(s, s === g.state.forum?.badge?.seat ? "badge" : "shoot", pick(living()));
    const target = pick(living());
    for (const w of g.state.seats.filter((x) => x.alive && inWolfGroup(g.state, x))) act(w.seat, "kill", target);
    act(roleSeat("charge_wolf_king"), "charge", pick(living()));
    act(roleSeat("guard"), "guard", pick(living()));
    act(roleSeat("seer"), "check", pick(living()));
    if (r() < 0.3) act(roleSeat("devotee"), "adore", pick(living()));
    act(roleSeat("hunter"), "shoot", r() < 0.5 ? null : pick(living()));
    at(g, `N${n} 21:40`);
    if (ended()) break;
    const w = roleSeat("witch");
    const q = r();
    if (q < 0.3) act(w, "save", pick(living()));
    else if (q < 0.5) act(w, "poison", pick(living()));
    else act(w, "pass", null);
    at(g, `N${n} 23:00`);
    if (ended()) break;
    const b = g.state.forum?.badge;
    if (b && b.pending === null) act(b.seat, "badge", pick(living()));
    if (r() < 0.02) g.run({ type: "judge", ruling: "card", seat: pick(living()), value: "red" });
  }
  return g;
}

describe("forum-25 random games", () => {
  it("25 seeded games end within 30 days and fold back to the same state from JSON", () => {
    const winners = new Set<string>();
    for (let seed = 1; seed <= 25; seed++) {
      const g = play(seed);
      expect(g.state.winner, `seed ${seed}`).not.toBeNull();
      expect(fold(JSON.parse(JSON.stringify(g.events))), `seed ${seed}`).toEqual(g.state);
      // F7: at most six last words; F8: every night death announced at the next opening or the end.
      expect(g.state.record.deaths.filter((d) => d.lastWords).length).toBeLessThanOrEqual(6);
      winners.add(String(g.state.winner));
    }
    expect([...winners].sort()).toEqual(["villagers", "wolves"]);
  });
});
