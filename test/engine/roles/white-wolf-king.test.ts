/** White wolf king (001 二 "白狼王") — a custom board. */
import { describe, expect, it } from "vitest";
import { alive, deal, deaths, game, knife, no, ok, until } from "./kit.ts";

const D = deal({ 12: "white_wolf_king" });

function toDay() {
  const g = game("custom", D);
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", 12]);
  until(g, "speaking");
  return g;
}

describe("white wolf king", () => {
  it("001 二: a knife-wolf the seer sees as a wolf", () => {
    const g = toDay();
    expect(g.state.record.told.find((t) => t.kind === "check")?.value).toBe("wolf");
  });

  it("001 二: by day he self-destructs and takes one player along; night follows", () => {
    const g = toDay();
    ok(g, [12, "self_destruct", 5]);
    expect(
      deaths(g)
        .slice(-2)
        .map((d) => [d.seat, d.cause]),
    ).toEqual([
      [12, "self_destruct"],
      [5, "shot"],
    ]);
    until(g, "night");
  });

  it("001 二: a hunter taken along may still shoot", () => {
    const g = toDay();
    ok(g, [12, "self_destruct", 9]);
    expect(g.state.phase).toMatchObject({ kind: "shot", seat: 9 });
  });

  it("001 二: he may also boom alone; other wolves take nobody; never himself", () => {
    const g = toDay();
    expect(no(g, 3, "self_destruct", 5)).toBe("self_destruct.no_target");
    expect(no(g, 12, "self_destruct", 12)).toBe("self_destruct.take_self");
    ok(g, [12, "self_destruct"]);
    expect(alive(g, 12)).toBe(false);
  });
});
