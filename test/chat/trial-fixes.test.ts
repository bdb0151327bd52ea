/**
 * Issue 13 item 6, the narration fixes from the trial, on engine games rendered by the chat's
 * narration (what the group and each seat would read): the witch told 空刀 when the wolves did
 * not agree, a game decided at dawn announces the night's deaths before the result, 延时 at night
 * is not announced in the group, a speech that times out says so.
 */
import { describe, expect, it } from "vitest";
import type { GameSetup } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";
import { type SaidMessage as Message, narrateText as narrate } from "../../src/voice/narrate.ts";
import { IDIOT_DEAL, play } from "../helpers.ts";

function narrated(setup: Partial<GameSetup> = {}): { g: Replay; out: Message[] } {
  const out: Message[] = [];
  const g = new Replay(
    { ruleset: "ranked-s7", board: "444-idiot", deal: IDIOT_DEAL as never, seed: 1, dice: [1], ...setup } as GameSetup,
    (before, e, after) => out.push(...narrate(before, e, after)),
  );
  return { g, out };
}
const group = (out: Message[]) => out.filter((m) => m.to.kind === "group").map((m) => m.text);
const toSeat = (out: Message[], seat: number) =>
  out.filter((m) => m.to.kind === "seat" && m.to.seat === seat).map((m) => m.text);

describe("trial fixes (issue 13 item 6)", () => {
  it("the wolves did not agree by the deadline: the witch is told 空刀, not that she cannot see the knife", () => {
    const { g, out } = narrated();
    play(g, [3, "kill", 1], [6, "kill", 2]);
    g.wait(301);
    const told = toSeat(out, 4).find((t) => t.startsWith("女巫请行动"));
    expect(told).toContain("今晚是空刀");
    expect(told).not.toContain("看不到刀口");
    expect(told).not.toContain("救");
  });

  it("a game decided at dawn announces the night's deaths before the result", () => {
    const { g, out } = narrated({
      board: "custom",
      deal: { 1: "villager", 2: "seer", 3: "werewolf", 4: "villager", 5: "villager", 6: "werewolf" } as never,
    });
    play(g, [3, "kill", 2], [6, "kill", 2], [2, "check", 3]);
    g.wait(400);
    expect(g.state.phase.kind).toBe("ended");
    const texts = group(out);
    const dawn = texts.indexOf("天亮了，昨晚死亡的是：2号。");
    const end = texts.findIndex((t) => t.startsWith("游戏结束"));
    expect(dawn).toBeGreaterThanOrEqual(0);
    expect(dawn).toBeLessThan(end);
  });

  it("延时 at night is not announced in the group; by day it is", () => {
    const { g, out } = narrated();
    const n = out.length;
    expect(g.run({ type: "judge", ruling: "extend", seconds: 30 })).toBeNull();
    expect(group(out.slice(n))).toEqual([]);
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
    g.wait(400);
    expect(g.state.label).toBe("D1");
    const m = out.length;
    expect(g.run({ type: "judge", ruling: "extend", seconds: 30 })).toBeNull();
    expect(group(out.slice(m))).toEqual(["法官将当前计时延长30秒。"]);
  });

  it("a speech that runs out of time says so; one ended with 过 does not", () => {
    const { g, out } = narrated();
    play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);
    play(g, [5, "run"], [8, "run"], [11, "run"]);
    g.wait(90);
    const first = g.state.phase.kind === "speaking" ? g.state.phase.queue[g.state.phase.idx] : 0;
    play(g, [first, "start_speech"]);
    const n = out.length;
    g.wait(181); // a campaign speech is 3 minutes
    const ph = g.state.phase;
    const second = ph.kind === "speaking" ? ph.queue[ph.idx] : 0;
    const after = group(out.slice(n));
    const over = after.indexOf(`${first}号发言时间到，本轮发言结束。`);
    expect(over).toBeGreaterThanOrEqual(0);
    expect(after.findIndex((t) => t.startsWith(`请${second}号`))).toBeGreaterThan(over);
    expect(second).not.toBe(first);
    play(g, [second, "start_speech"], [second, "end_speech"]);
    expect(group(out).filter((t) => t.startsWith(`${second}号发言时间到`))).toEqual([]);
  });
});
