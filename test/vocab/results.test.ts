/**
 * Issue 23 goal 2: the piper's win is told as a piper's win (T23) wherever a result is shown — the
 * group's end post, the live table and the thread, the inspector's record — with the same words
 * (before: 未分胜负胜利 in the end post, 好人阵营胜利 / 村民阵营胜利 / 好人阵营胜 for the villagers).
 */
import { describe, expect, it } from "vitest";
import { inspectorRecord } from "../../src/chat/season-texts.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { render } from "../../src/vocab/msg.ts";
import { gameEnded } from "../../src/voice/families/timed/narrate-end.ts";
import { resultZh } from "../../src/web/words.ts";

/** A finished table game with `winner` (only what the end post and the record read). */
function ended(winner: GameState["winner"]): GameState {
  const roles = ["piper", "werewolf", "seer", "villager"] as const;
  return {
    setup: { ruleset: "table", board: "custom" },
    label: "D3",
    phase: { kind: "ended" },
    winner,
    voided: false,
    seats: roles.map((role, i) => ({ seat: i + 1, role, alive: i !== 1, announced: true, diedAt: null })),
    record: { deaths: [{ seat: 2, at: "D2", cause: "exile" }], sheriffs: [], votes: [] },
  } as unknown as GameState;
}
const end = (winner: GameState["winner"]) =>
  ({ type: "game_ended", winner, voided: false, atMs: 0 }) as unknown as Extract<GameEvent, { type: "game_ended" }>;

describe("a result reads the same everywhere", () => {
  it("the piper's win (T23): 吹笛者胜利 in the end post, on the pages and in the inspector's record", () => {
    const s = ended("piper");
    const [post] = gameEnded(s, end("piper"), s);
    expect(render(post.text)).toMatch(/^游戏结束：吹笛者胜利（除情侣外，其他存活玩家都已被魅惑）！/);
    expect(render(post.text)).not.toContain("未分胜负");
    expect(resultZh({ voided: false, winner: "piper" })).toBe("吹笛者胜利");
    expect(render(inspectorRecord("g-123456789", s))).toContain("胜负：吹笛者胜利");
  });

  it("the villagers' win is 好人阵营胜利 in the end post, on the pages and in the record", () => {
    const s = ended("villagers");
    expect(render(gameEnded(s, end("villagers"), s)[0].text)).toMatch(/^游戏结束：好人阵营胜利（狼人全部出局）/);
    expect(resultZh({ voided: false, winner: "villagers" })).toBe("好人阵营胜利");
    expect(render(inspectorRecord("g-123456789", s))).toContain("胜负：好人阵营胜利");
    expect(resultZh({ voided: true, winner: null })).toBe("本局作废");
    expect(resultZh({ voided: false, winner: null })).toBeNull();
  });
});
