/** Fortune teller (000 §八(二)16, R14). */
import { describe, expect, it } from "vitest";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { game, knife, no, ok, skipDay, told, WG_DEAL } from "./kit.ts";

const BOARD = "444-wolfgirl-fortuneteller";

function night1(foretell: [number | null, number?], knifeOn: number | null = 1) {
  const g = game(BOARD, { ...WG_DEAL });
  ok(g, [7, "foretell", foretell[0], foretell[1]]);
  knife(g, knifeOn);
  ok(g, [4, "pass"], [2, "check", 3]);
  return g;
}
const foretold = (g: ReturnType<typeof night1>) => told(g, "foretell").at(-1);

describe("fortune teller", () => {
  it("000 §八(二)16: acts before everyone else in the night order (R14)", () => {
    const steps = ["guard", "dreamweaver", "silence_elder", "wolf_girl", "witch", "seer"].map(
      (r) => roleSpec(r).night?.step ?? 99,
    );
    expect(roleSpec("fortune_teller").night?.step).toBeLessThan(Math.min(...steps));
  });

  it("000 §八(二)16: a right prediction tells the player's card and whether the wolf girl acted", () => {
    const g = night1([3, 1]);
    expect(foretold(g)).toMatchObject({ seat: 7, value: { correct: true, role: "werewolf", inverted: false } });
  });

  it("000 §八(二)16: a peaceful night predicted as 0 is right", () => {
    const g = night1([6, 0], null);
    expect(foretold(g)?.value).toEqual({ correct: true, role: "wolf_girl", inverted: false });
  });

  it("000 §八(二)16: a wrong prediction tells how many wolves, gods and villagers are alive after the night", () => {
    const g = night1([3, 2]);
    expect(foretold(g)?.value).toEqual({ correct: false, alive: { wolves: 4, gods: 4, villagers: 3 } });
  });

  it("000 §八(二)16: the inversion of the same night is reported on a right prediction", () => {
    const g = night1([null]);
    skipDay(g);
    ok(g, [6, "invert"], [7, "foretell", 2, 1]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(foretold(g)?.value).toEqual({ correct: true, role: "seer", inverted: true });
  });

  it("000 §八(二)16: once per game; a night skipped keeps it", () => {
    const g = night1([null]);
    expect(told(g, "foretell")).toEqual([]);
    skipDay(g);
    ok(g, [7, "foretell", 5, 1]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 3]);
    skipDay(g);
    expect(no(g, 7, "foretell", 5, 0)).toBe("night.no_skill_tonight");
  });

  it("000 §八(二)16: the prediction is 0–3 deaths on a living player", () => {
    const g = game(BOARD, { ...WG_DEAL });
    expect(no(g, 7, "foretell", 3)).toBe("fortune.value_required");
    expect(no(g, 7, "foretell", 3, 4)).toBe("fortune.bad_value");
    expect(no(g, 7, "foretell", 13, 1)).toBe("target.not_a_seat");
  });
});
