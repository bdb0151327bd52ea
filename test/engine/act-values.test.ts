/**
 * Structured act values (issue 22 goal 3): a command's, a scenario step's and a night act's
 * `value` may be a string, a list or a small object; the engine checks it per act and refuses a
 * bad one with a code and its facts (words in Chinese by the chat), never a throw.
 */
import { describe, expect, it } from "vitest";
import { checkActValue, valueFault } from "../../src/engine/act-values.ts";
import { apply, fold } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { newGame, tryCmd } from "../helpers.ts";

describe("act values", () => {
  it("an act without a rule keeps its number and refuses any other value, leaving the state untouched", () => {
    const g = newGame();
    const { reject } = tryCmd(g.state, { type: "act", seat: 2, act: "check", target: 3, value: "fire" }, g.nowMs);
    expect(reject).toEqual({ code: "value.unexpected", seat: 2, act: "check" });
    expect(rejectText(reject ?? { code: "" })).toBe("“查验”不带这样的选项。");
    for (const value of [[3, 4], { a: 1 }, null, true])
      expect(tryCmd(g.state, { type: "act", seat: 2, act: "check", target: 3, value }, g.nowMs).reject?.code).toBe(
        "value.unexpected",
      );
    // No value: the check runs as before.
    expect(tryCmd(g.state, { type: "act", seat: 2, act: "check", target: 3 }, g.nowMs).reject).toBeNull();
    // An unknown act is refused as unknown, whatever its value.
    expect(tryCmd(g.state, { type: "act", seat: 2, act: "nope", value: "x" }, g.nowMs).reject?.code).toBe(
      "act.unknown",
    );
  });

  it("forum-hk's rules: a damage kind, a die face, a time, seats, seat → card, an object of fields", () => {
    const ok = (act: string, value: unknown) => checkActValue(1, act, value, 14);
    expect(ok("bewitch", "strong_god")).toBeNull();
    expect(ok("bewitch", "king")).toMatchObject({ code: "value.invalid", act: "bewitch", at: "" });
    expect(ok("jackpot", 6)).toBeNull();
    expect(ok("jackpot", 7)).toMatchObject({ code: "value.invalid", want: { kind: "int", min: 1, max: 6 } });
    expect(ok("jackpot", "6")?.code).toBe("value.invalid");
    expect(ok("peek", "N2 21:40")).toBeNull();
    expect(ok("peek", "21:40")?.code).toBe("value.invalid");
    expect(ok("sophistry", "wolf_king")).toBeNull();
    expect(ok("sophistry", "Wolf King")?.code).toBe("value.invalid");
    expect(ok("torrent", { "3": "seer", "12": "witch" })).toBeNull();
    expect(ok("torrent", { "15": "seer" })).toMatchObject({ at: "15" });
    expect(ok("torrent", { "3": 5 })).toMatchObject({ at: "3", want: { kind: "id" } });
    expect(ok("disguise", { options: [1, 2, 4], camp: "villagers", role: "seer", knife: false })).toBeNull();
    // HK45: 表面带刀 is yes/no; a camp of this game (黑情侣 too) is the card's check, not the value's.
    expect(ok("disguise", { knife: 0 })).toMatchObject({ at: "knife", want: { kind: "bool" } });
    expect(ok("disguise", { camp: "villagers" })).toBeNull();
    expect(ok("disguise", { camp: "lovers" })).toBeNull();
    expect(ok("disguise", { camp: "Lovers" })).toMatchObject({ at: "camp" });
    expect(ok("disguise", { options: [1, 1] })).toMatchObject({ at: "options" });
    expect(ok("disguise", { colour: "red" })).toMatchObject({ at: "colour" });
    expect(ok("disguise", [1, 2])).toMatchObject({ at: "" });
    expect(valueFault({ kind: "seats", min: 2, max: 2 }, [3, 15], 14)).not.toBeNull();
    expect(valueFault({ kind: "fields", fields: { x: { kind: "id" } } }, {}, 14)).toMatchObject({ at: "x" });
  });

  it("the chat words a bad value in Chinese, with what was wanted", () => {
    const text = (act: string, value: unknown) => rejectText(checkActValue(1, act, value, 14) ?? { code: "" });
    expect(text("jackpot", 9)).toMatch(/的选项不对：请给1到6之间的整数。$/);
    expect(text("bewitch", "x")).toMatch(/请从狼人、强神、弱神中选一个/);
    expect(text("peek", 3)).toMatch(/请给一个时间/);
    // What was wanted is in words (the act's own name comes with its card, issue 27).
    for (const [act, v] of [
      ["jackpot", 0],
      ["bewitch", 1],
      ["peek", 1],
      ["torrent", 1],
      ["disguise", 1],
      ["sophistry", 1],
    ] as const)
      expect(text(act, v).split("：")[1]).not.toMatch(/[a-z]{3,}/);
  });

  it("a night act records its value; the fold keeps it through JSON", () => {
    const g = newGame();
    const e: GameEvent = {
      type: "night_acted",
      seat: 2,
      act: "check",
      target: 3,
      value: { kind: "fire", seats: [4, 5] },
      atMs: g.nowMs,
    };
    const s = fold(JSON.parse(JSON.stringify([...g.events, e])));
    const direct = structuredClone(g.state);
    apply(direct, e);
    expect(s.phase.kind === "night" && s.phase.acts["2"]).toEqual([
      { act: "check", target: 3, value: { kind: "fire", seats: [4, 5] } },
    ]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it("scenario steps accept structured values; a number stays a number", () => {
    const base = { format: "werewolf-scenario/1", board: "444-idiot", deal: {} };
    const steps = [
      { seat: 1, act: "gift", value: "poison" },
      { seat: 1, act: "torrent", value: { "3": "seer" } },
      { seat: 1, act: "heretics", target: [2, 3], value: [1, 2] },
      { seat: 1, act: "foretell", target: 3, value: 2 },
    ];
    expect(parseScenario({ ...base, steps }).steps).toEqual(steps);
  });
  it("HK118, HK120: a free-text value (通天's question, 摄魂's words) is 1 to `max` characters after trimming", () => {
    const rule = { kind: "text", max: 5 } as const;
    expect(valueFault(rule, "一二三四五", 14)).toBeNull();
    expect(valueFault(rule, "  一二  ", 14)).toBeNull();
    for (const v of ["一二三四五六", "   ", "", 3, null, ["a"]])
      expect(valueFault(rule, v, 14)).toEqual({ at: "", rule });
    // Emoji count as one character each (code points).
    expect(valueFault(rule, "😀😀😀😀😀", 14)).toBeNull();
    const r = checkActValue(3, "soul", "字".repeat(51), 14);
    expect(r).toMatchObject({ code: "value.invalid", act: "soul", want: { kind: "text", max: 50 } });
    expect(rejectText(r ?? { code: "" })).toBe("“摄魂”的选项不对：请写1到50个字。");
  });
});
