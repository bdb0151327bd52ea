/** Wolf girl (000 §八(二)19, R14). */
import { describe, expect, it } from "vitest";
import { game, knife, no, ok, skipDay, told, WG_DEAL } from "./kit.ts";

const BOARD = "444-wolfgirl-fortuneteller";

function night1(check: number) {
  const g = game(BOARD, { ...WG_DEAL });
  ok(g, [7, "foretell", null]);
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", check]);
  return g;
}
const lastCheck = (g: ReturnType<typeof night1>) => told(g, "check").at(-1)?.value;

describe("wolf girl", () => {
  it("000 §八(二)19: the seer sees her as good on night 1", () => {
    expect(lastCheck(night1(6))).toBe("good");
  });

  it("000 §八(二)19: after night 1 the seer sees her as a wolf", () => {
    const g = night1(5);
    skipDay(g);
    ok(g, [7, "foretell", null]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(lastCheck(g)).toBe("wolf");
  });

  it("000 §八(二)19: no skill on night 1", () => {
    const g = game(BOARD, { ...WG_DEAL });
    expect(no(g, 6, "invert")).toBe("night.no_skill_tonight");
  });

  it("000 §八(二)19: from night 2 the inversion turns the seer's result (a wolf shows good, a good player wolf)", () => {
    const g = night1(5);
    skipDay(g);
    ok(g, [6, "invert"], [7, "foretell", null]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(lastCheck(g)).toBe("good");

    const h = night1(5);
    skipDay(h);
    ok(h, [6, "invert"], [7, "foretell", null]);
    knife(h, 8);
    ok(h, [4, "pass"], [2, "check", 11]);
    expect(lastCheck(h)).toBe("wolf");
  });

  it("000 §八(二)19: a limited skill — once per game", () => {
    const g = night1(5);
    skipDay(g);
    ok(g, [6, "invert"], [7, "foretell", null]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 3]);
    skipDay(g);
    expect(no(g, 6, "invert")).toBe("night.no_skill_tonight");
  });

  it("000 §八(二)19: optional — the night does not wait for her; an inversion after it resolves is too late", () => {
    const g = night1(5);
    skipDay(g);
    ok(g, [7, "foretell", null]);
    knife(g, 8);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(g.state.phase.kind).not.toBe("night");
    expect(told(g, "check").at(-1)?.value).toBe("wolf");
    expect(no(g, 6, "invert")).toBe("phase.not_night");
  });
});
