import { describe, expect, it } from "vitest";
import { cloneState } from "../../../../src/engine/clone.ts";
import { syncCamps } from "../../../../src/engine/families/forum-hk/camps.ts";
import { coupleOf } from "../../../../src/engine/roles/hk/common.ts";
import { cupid } from "../../../../src/engine/roles/hk/cupid.ts";
import { grant, hasStatus } from "../../../../src/engine/statuses.ts";
import { Tx } from "../../../../src/engine/tx.ts";
import { type HkWinSeat, hkDeclare } from "../../../../src/engine/win/forum-hk.ts";
import { hkRun } from "./helpers.ts";

/** Wolf witch 1 (pack), seer 2, medium 3, cupid 4, crow 5, penguin 6, old believer 7, gargoyle 8 ([接刀]). */
const DEAL = { "4": "cupid" };
const link = (target: number[], at = "S 09:00") => ({ at, seat: 4, act: "link", target });

describe("forum-hk cupid (丘比特)", () => {
  it("HK127, HK48, HK46: wolf + village → 黑情侣; the wolf loses [群内] for a rank-2 [接刀]; lovers told; cupid checked not village", () => {
    const { outcome } = hkRun(
      [link([1, 3]), { at: "N1 21:30", seat: 2, act: "check", target: 4 }, { at: "N1 21:55" }],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.camps).toMatchObject({ "1": "lovers", "3": "lovers", "4": "lovers", "2": "villagers" });
    expect(outcome.told.filter((t) => t.at === "S")).toEqual([
      { seat: 1, at: "S", kind: "lover", value: { seat: 3, true: true } },
      { seat: 3, at: "S", kind: "lover", value: { seat: 1, true: true } },
      { seat: 1, at: "S", kind: "camp", value: "lovers" },
      { seat: 3, at: "S", kind: "camp", value: "lovers" },
      { seat: 4, at: "S", kind: "camp", value: "lovers" },
    ]);
    expect(outcome.skills).toEqual([
      { seat: 1, skill: "pack", at: "S", how: "lost" },
      { seat: 1, skill: "relay", at: "S", how: "gained" },
    ]);
    expect(outcome.statuses?.filter((s) => s.id === "true_lover").map((s) => [s.seat, s.source])).toEqual([
      [1, 4],
      [3, 4],
    ]);
    expect(outcome.told).toContainEqual({ seat: 2, at: "N1", kind: "check", value: "not_village", about: 4 });
  });

  it("HK127: two village → cupid village, the lovers keep theirs; himself allowed (he counts as village)", () => {
    const village = hkRun([link([2, 3]), { at: "S 21:05" }], DEAL).outcome;
    expect(village.camps).toMatchObject({ "2": "villagers", "3": "villagers", "4": "villagers" });
    expect(village.told.filter((t) => t.kind === "camp")).toEqual([
      { seat: 4, at: "S", kind: "camp", value: "villagers" },
    ]);
    const self = hkRun([link([4, 1]), { at: "S 21:05" }], DEAL).outcome;
    expect(self.camps).toMatchObject({ "1": "lovers", "4": "lovers" });
    expect(self.told).toContainEqual({ seat: 4, at: "S", kind: "lover", value: { seat: 1, true: true } });
  });

  it("HK127, HK71: two wolves → cupid joins the wolves with a rank-2 [接刀]: he takes the kill only after the rank-1 gargoyle", () => {
    const deal = { "4": "cupid", "5": "black_bat" };
    const { outcome } = hkRun(
      [
        link([1, 5]),
        { at: "S 21:10", judge: "card", seat: 1, value: "red" },
        { at: "N1 21:30", judge: "card", seat: 8, value: "red" },
        { at: "N1 21:40" },
      ],
      deal,
    );
    expect(outcome.camps).toMatchObject({ "1": "wolves", "5": "wolves", "4": "wolves" });
    // 1 carded, 5 follows him (殉情); the gargoyle (rank 1) takes the kill; carded, the cupid takes it.
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [1, "red_card"],
      [5, "lover"],
      [8, "red_card"],
    ]);
    expect(outcome.skills).toEqual([
      { seat: 4, skill: "relay", at: "S", how: "gained" },
      { seat: 8, skill: "kill", at: "S", how: "gained" },
      { seat: 4, skill: "kill", at: "N1", how: "gained" },
    ]);
  });

  it("HK127, HK37, HK38: a love death is 致死伤害 from the dead lover, then [沉默] until the next nightfall", () => {
    const votes = [1, 2, 3, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: 3 }));
    const { outcome } = hkRun([link([1, 3]), ...votes, { at: "D1 21:05" }], DEAL);
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "D1", stage: "dusk", cause: "exile", damage: "exile", lastWords: true },
      { seat: 1, at: "D1", stage: "dusk", cause: "lover", damage: "lethal", lastWords: true },
    ]);
    expect(outcome.statuses).toContainEqual({
      seat: 1,
      id: "silenced",
      at: "D1",
      source: 4,
      until: "D1 21:20",
      count: null,
      vs: null,
      removedAt: null,
    });
    expect(outcome.told).toContainEqual({
      seat: 1,
      at: "D1",
      kind: "status",
      value: { id: "silenced", until: "D1 21:20" },
    });
  });

  it("HK127, HK131: a 不定 partner → 黑情侣; the pair names who gets the 杀人 in S's 黄昏; from N2 it kills at ① after the group's", () => {
    const deal = { "4": "secret_admirer", "8": "cupid" };
    const steps = [
      { at: "S 09:00", seat: 8, act: "link", target: [1, 4] },
      { at: "S 21:05", seat: 4, act: "lover_knife", target: 4 },
      { at: "N1 21:30", seat: 4, act: "kill", target: 3 },
      { at: "N2 21:30", seat: 4, act: "kill", target: 3 },
      { at: "D2 09:00" },
    ];
    const { outcome } = hkRun(steps, deal);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.no_kill_n1"]);
    // The admirer's crush is seat 8, the cupid: 黑情侣 stays 黑情侣.
    expect(outcome.camps).toMatchObject({ "1": "lovers", "4": "lovers", "8": "lovers" });
    expect(outcome.told).toContainEqual({ seat: 1, at: "S", kind: "lover_knife", value: 4 });
    expect(outcome.skills).toContainEqual({ seat: 1, skill: "pack", at: "S", how: "lost" });
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
    ]);
    // Silence: the lower seat gets it; the other lover's 杀人 is not his.
    const silent = hkRun(
      [
        { at: "S 09:00", seat: 8, act: "link", target: [1, 4] },
        { at: "N2 21:30", seat: 4, act: "kill", target: 3 },
      ],
      deal,
    );
    expect(silent.outcome.told).toContainEqual({ seat: 4, at: "S", kind: "lover_knife", value: 1 });
    expect(silent.outcome.rejected.map((r) => r.code)).toEqual(["act.not_yours"]);
    // Only the lovers name it, and only one of them.
    const bad = hkRun(
      [
        { at: "S 09:00", seat: 8, act: "link", target: [1, 4] },
        { at: "S 21:05", seat: 4, act: "lover_knife", target: 2 },
        { at: "S 21:05", seat: 2, act: "lover_knife", target: 2 },
      ],
      deal,
    );
    expect(bad.outcome.rejected.map((r) => r.code)).toEqual(["hk.lover_pick", "act.not_yours"]);
  });

  it("HK127, HK49: a lover's camp change re-applies the rules — the admirer (不定 at the link) joins his wolf crush: 黑情侣 stays, no 杀人", () => {
    // Admirer 4's crush is seat 8, the gargoyle (wolves); cupid 6 links him and the seer 2.
    const deal = { "4": "secret_admirer", "6": "cupid" };
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 6, act: "link", target: [4, 2] },
        { at: "S 21:05", seat: 4, act: "lover_knife", target: 4 },
        { at: "S 21:30" },
      ],
      deal,
    );
    expect(outcome.camps).toMatchObject({ "2": "lovers", "4": "lovers", "6": "lovers", "8": "wolves" });
    // Asked at the link (不定 then), the pair has no 杀人 once the admirer is a wolf: wolf + village.
    expect(outcome.told.filter((t) => t.kind === "lover_pick").map((t) => t.seat)).toEqual([4, 2]);
    expect(outcome.told.filter((t) => t.kind === "lover_knife")).toEqual([]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["act.not_yours"]);
    // Each changed seat is told its camp once (HK48).
    expect(outcome.told.filter((t) => t.kind === "camp").map((t) => [t.seat, t.value])).toEqual([
      [2, "lovers"],
      [4, "lovers"],
      [6, "lovers"],
    ]);
  });

  it("HK127, HK29: a partner holding [隐身] (`hidden`) voids the link — no lovers, the cupid joins the village", () => {
    const { replay } = hkRun([{ at: "S 20:00" }], DEAL);
    const settleWith = (hidden: boolean) => {
      const tx = new Tx(cloneState(replay.state), replay.state.nowMs, () => {});
      if (hidden) grant(tx, 3, { id: "hidden", source: 3 });
      cupid.settle?.(tx, { seat: 4, act: "link", target: [1, 3], n: 0 });
      syncCamps(tx);
      return tx.s;
    };
    const voided = settleWith(true);
    expect(coupleOf(voided)?.void).toBe(true);
    expect(voided.hk?.camps).toMatchObject({ "1": "wolves", "3": "villagers", "4": "villagers" });
    expect([1, 3].some((n) => hasStatus(voided.seats[n - 1], "true_lover"))).toBe(false);
    const linked = settleWith(false);
    expect(linked.hk?.camps).toMatchObject({ "1": "lovers", "3": "lovers", "4": "lovers" });
    expect([1, 3].every((n) => hasStatus(linked.seats[n - 1], "true_lover"))).toBe(true);
  });

  it("HK127, HK133: a silent cupid's pair is drawn (draws `link`); a pair of one seat is refused", () => {
    const { outcome } = hkRun([link([3, 3]), { at: "S 21:05" }], DEAL, { draws: { link: [[2, 6]] } });
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.seat_pair"]);
    expect(outcome.told.filter((t) => t.kind === "lover").map((t) => t.seat)).toEqual([2, 6]);
  });

  it("HK55, HK56, HK53: 屠城 — every living character a 黑情侣 → lovers win; lost together, 黑情侣 comes before the wolves", () => {
    const deal = { "1": "wolf_witch", "2": "seer", "3": "cupid", "4": "crow", "5": "penguin", "6": "medium" };
    const cards = [4, 5, 6, 7, 8].map((seat) => ({ at: "S 21:05", judge: "card", seat, value: "red" }));
    const { outcome } = hkRun(
      [{ at: "S 09:00", seat: 3, act: "link", target: [1, 2] }, ...cards, { at: "S 21:30" }],
      deal,
      {
        board: "custom",
      },
    );
    expect(outcome.winner).toBe("lovers");
    expect(outcome.ended).toBe("S");
    const seat = (n: number, camp: HkWinSeat["camp"], out: boolean): HkWinSeat => ({
      seat: n,
      camp,
      cls: null,
      follower: false,
      tags: [],
      out,
    });
    const together = hkDeclare({
      seats: [seat(1, "lovers", true), seat(2, "wolves", true)],
      redCards: [],
      judged: [],
      lost: [],
      lostAtLastPoint: 0,
    });
    expect(together.winner).toBe("lovers");
  });
});
