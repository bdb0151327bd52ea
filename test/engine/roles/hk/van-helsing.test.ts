import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seats: 1 wolf witch ([群内]), 2 seer, 3 van Helsing, 4 psychic, 5 crow, 6 penguin, 7 old believer, 8 gargoyle.
const DEAL = { "3": "van_helsing" };

describe("forum-hk van Helsing (范海辛)", () => {
  it("HK102, HK12: 寻踪 is answered at once; 追猎 on the tracked card's holder is 穿透 at ⑧ and 追猎成功 told at C+70", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "track", value: "gargoyle" },
        { at: "N1 21:40", seat: 3, act: "chase", target: 8 },
        { at: "D1 09:30" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([
      { seat: 3, at: "N1", kind: "track", value: { role: "gargoyle", alive: true } },
      { seat: 3, at: "N1", kind: "chase", value: true },
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause, (d as { damage?: string }).damage])).toEqual([
      [8, "chase", "pierce"],
    ]);
    // Told at the send (21:25), and 追猎成功 at 22:10, not at block B's 21:50.
    const told = replay.events
      .filter((e) => e.type === "told")
      .map((e) => new Date(e.atMs).toISOString().slice(11, 16));
    expect(told).toEqual(["13:25", "14:10"]);
  });

  it("HK102: after 存活 he may not track again while the holder lives; a chase on another card tells nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "track", value: "wolf_king" },
        { at: "N1 21:26", seat: 3, act: "track", value: "wolf_witch" },
        { at: "N1 21:27", seat: 3, act: "track", value: "gargoyle" },
        { at: "N1 21:28", seat: 3, act: "track", value: "seer" },
        { at: "N1 21:40", seat: 3, act: "chase", target: 8 },
        { at: "D1 09:30" },
      ],
      DEAL,
    );
    expect(outcome.told.map((t) => t.value)).toEqual([
      { role: "wolf_king", alive: false },
      { role: "wolf_witch", alive: true },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [2, "hk.tracking"],
      [3, "hk.not_wolf_card"],
    ]);
    expect(outcome.deaths).toEqual([]);
  });

  it("HK102: a village card is no wolf-pool card; once the tracked holder is out he may track again", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "track", value: "seer" },
        { at: "N1 21:26", seat: 3, act: "track", value: "gargoyle" },
        { at: "N1 21:40", seat: 3, act: "chase", target: 8 },
        { at: "N2 21:25", seat: 3, act: "track", value: "wolf_witch" },
        { at: "N2 21:26" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.not_wolf_card"]]);
    expect(outcome.told.at(-1)).toEqual({
      seat: 3,
      at: "N2",
      kind: "track",
      value: { role: "wolf_witch", alive: true },
    });
  });
});
