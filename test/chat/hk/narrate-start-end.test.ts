/**
 * What the end of S tells (HK131, 游戏流程 2) in the seats' DMs, in natural Chinese: 隐狼 ③/⑤ (HK87),
 * 狼兄/狼弟 (HK77), 狼鸦之爪 shown to the [群内] wolves (HK86).
 */
import { describe, expect, it } from "vitest";
import { hkFile, narrated } from "./narrated.ts";

const dmsOf = (said: ReturnType<typeof narrated>, kind: string) =>
  said.filter((m) => m.e.type === "told" && m.e.kind === kind).map((m) => [m.to, m.text]);

describe("forum-hk narration: the end of S (HK131)", () => {
  it("HK87: 隐狼 ③ learns his camp's seats, ⑤ tells each of them his seat (not his card)", () => {
    const said = narrated(hkFile("HK87-HK131-hidden-wolf-three-and-five-told-at-the-end-of-S"));
    expect(dmsOf(said, "same_camp")).toEqual([
      [{ kind: "seat", seat: 5 }, "开局结束：与你实际阵营相同的角色有1号、8号。"],
      [{ kind: "seat", seat: 1 }, "开局结束：5号主动向你表明，他与你是同一阵营。"],
      [{ kind: "seat", seat: 8 }, "开局结束：5号主动向你表明，他与你是同一阵营。"],
    ]);
  });
});
