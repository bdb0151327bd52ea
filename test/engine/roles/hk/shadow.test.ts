import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk shadow (影子)", () => {
  it("HK129, HK49, HK131: 附身 settles at C₀, the shadow joins the host's camp and is told it", () => {
    const { outcome } = hkRun([{ at: "S 09:00", seat: 4, act: "host", target: 1 }, { at: "S 21:00" }], {
      "4": "shadow",
    });
    expect(outcome.told).toEqual([{ seat: 4, at: "S", kind: "camp", value: "wolves" }]);
    expect(outcome.camps?.["4"]).toBe("wolves");
  });

  it("HK129, HK133: a silent shadow's host is drawn (draws `host`); himself is refused", () => {
    const { outcome } = hkRun(
      [{ at: "S 09:00", seat: 4, act: "host", target: 4 }, { at: "S 21:00" }],
      { "4": "shadow" },
      { draws: { host: [8] } },
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.not_self"]);
    expect(outcome.camps?.["4"]).toBe("wolves");
  });

  it("HK129, HK25, HK103: at the host's out he gains its card skills, refreshed, told at once, usable from the next phase", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "host", target: 2 },
        { at: "N1 21:30", seat: 4, act: "check", target: 1 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "N3 21:30", seat: 4, act: "check", target: 1 },
        { at: "D3 09:30" },
      ],
      { "4": "shadow" },
    );
    // Before the host's out the seer's 预言 is not his.
    expect(outcome.rejected.map((r) => r.code)).toEqual(["act.not_yours"]);
    expect(outcome.skills).toEqual([{ seat: 4, skill: "check", at: "N2", how: "gained" }]);
    expect(outcome.told).toEqual([
      { seat: 4, at: "S", kind: "camp", value: "villagers" },
      { seat: 4, at: "N2", kind: "inherited", value: { seat: 2, role: "seer" } },
      { seat: 4, at: "N3", kind: "check", value: "not_village", about: 1 },
    ]);
  });

  it("HK129, HK71, HK62: a red-carded [群内] host — the shadow takes [群内] and the knife, the gargoyle does not take over", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "host", target: 1 },
        { at: "D1 10:00", judge: "card", seat: 1, value: "red" },
        { at: "N2 21:30", seat: 4, act: "kill", target: 3 },
        { at: "D2 09:30" },
      ],
      { "4": "shadow" },
    );
    expect(outcome.skills).toContainEqual({ seat: 4, skill: "pack", at: "D1", how: "gained" });
    expect((outcome.skills ?? []).some((k) => k.seat === 8 && k.skill === "kill")).toBe(false);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [1, "red_card"],
      [3, "kill"],
    ]);
  });

  it("HK129, HK71: a [接刀] host's tag passes at its rank — the shadow takes the knife once no [群内] wolf lives", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "host", target: 8 },
        { at: "D1 10:00", judge: "card", seat: 8, value: "red" },
        { at: "D1 10:05", judge: "card", seat: 1, value: "red" },
        { at: "N2 21:30", seat: 4, act: "kill", target: 3 },
        { at: "D2 09:30" },
      ],
      { "4": "shadow" },
    );
    expect(outcome.skills).toContainEqual({ seat: 4, skill: "relay", at: "D1", how: "gained" });
    expect(outcome.skills).toContainEqual({ seat: 4, skill: "kill", at: "D1", how: "gained" });
    expect(outcome.deaths.map((d) => d.seat)).toEqual([8, 1, 3]);
  });

  it("HK129 (reading): a shadow out before his host gains nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "host", target: 2 },
        { at: "D1 10:00", judge: "card", seat: 4, value: "red" },
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "D2 09:30" },
      ],
      { "4": "shadow" },
    );
    expect(outcome.skills).toEqual([]);
    expect(outcome.told.filter((t) => t.kind === "inherited")).toEqual([]);
  });

  it("HK129, HK25 (reading): a gained [开局] skill is decided at once by its silent default — the fan's 追随 draws an idol", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "host", target: 5 },
        { at: "S 09:00", seat: 5, act: "follow", target: 1 },
        { at: "D1 10:00", judge: "card", seat: 5, value: "red" },
        { at: "N2 21:00" },
      ],
      { "4": "shadow", "5": "fan" },
      { draws: { idol: [2] } },
    );
    expect(outcome.skills).toEqual([{ seat: 4, skill: "follow", at: "D1", how: "gained" }]);
    // 追随 gives its holder a [不死] of his own (HK129): the shadow's, now.
    expect(outcome.statuses).toContainEqual(expect.objectContaining({ seat: 4, id: "undying", source: 4, at: "D1" }));
    // He follows his host's camp still (the host's, wolves).
    expect(outcome.camps?.["4"]).toBe("wolves");
  });
});
