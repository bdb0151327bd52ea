/** The table night in the chat (T4, T23, T24): each step called and prompted, the charmed and the curse announced. */
import { describe, expect, it } from "vitest";
import { parse } from "../../src/chat/grammar.ts";
import type { GameState, RoleId } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";

const DEAL: Record<string, RoleId> = {
  "1": "werewolf",
  "2": "seer",
  "3": "witch",
  "4": "cupid",
  "5": "elder",
  "6": "werewolf",
  "7": "piper",
  "8": "guard",
  "9": "villager",
  "10": "villager",
};

function play() {
  const texts: { to: string; text: string }[] = [];
  const g = new Replay(
    { ruleset: "table", board: "custom", deal: DEAL, seed: 1, dice: [1, 1, 1] },
    (before: GameState, e, after) => {
      for (const m of narrate(before, e, after)) texts.push({ to: JSON.stringify(m.to), text: m.text });
    },
  );
  const run = (seat: number, act: string, target: number | number[] | null = null) =>
    expect(g.run({ type: "act", seat, act, target })).toBeNull();
  run(4, "link", null);
  g.wait(75);
  run(8, "guard", 9);
  g.wait(60);
  run(1, "kill", 10);
  run(6, "kill", 10);
  g.wait(60);
  run(3, "poison", 5);
  g.wait(60);
  run(7, "pipe", 2);
  g.wait(60);
  run(2, "check", 7);
  g.wait(60);
  g.wait(200);
  return texts;
}

describe("table night narration", () => {
  it("T4: the group hears every step called in order, the actors are prompted by DM at their step", () => {
    const texts = play();
    const group = texts.filter((m) => m.to.includes("group")).map((m) => m.text);
    expect(group.find((t) => t.startsWith("天黑请闭眼"))).toContain("丘比特、情侣、守卫、狼人、女巫、吹笛者、预言家");
    const calls = group.filter((t) => t.endsWith("请睁眼（1分钟）。") || t.includes("请睁眼（15秒）"));
    expect(calls.map((t) => t.slice(0, 2))).toEqual(["丘比", "情侣", "守卫", "狼人", "女巫", "吹笛", "预言"]);
    expect(texts.find((m) => m.text.startsWith("吹笛者请私聊法官"))).toBeDefined();
    expect(
      texts.find((m) => m.text.startsWith("女巫请行动：今晚被杀的是10号") && m.text.includes("1分钟")),
    ).toBeDefined();
    expect(texts.find((m) => m.text === "已收到：不连情侣。")).toBeDefined();
  });

  it("T23, T24: the dawn lists the charmed, the elder's curse is announced", () => {
    const texts = play();
    expect(texts.find((m) => m.text.startsWith("被吹笛者魅惑的玩家：2号"))).toBeDefined();
    expect(texts.find((m) => m.text.includes("5号长老非狼刀出局"))).toBeDefined();
  });

  it("T17, T23: cupid declines with 不连, the piper charms with 吹笛3号 (魅惑3号 is mapped by the router)", () => {
    expect(parse("不连", "dm")).toMatchObject({ kind: "act", act: "link", target: null });
    expect(parse("吹笛3号", "dm")).toMatchObject({ kind: "act", act: "pipe", target: 3 });
  });
});
