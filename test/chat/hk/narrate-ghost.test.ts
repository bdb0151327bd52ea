import { describe, expect, it } from "vitest";
import { hkFile, narrated } from "./narrated.ts";

describe("forum-hk narration: 幽灵 (HK83)", () => {
  const said = narrated(hkFile("HK83-HK11-ghost-seizes-the-seer-after-two-dusks-and-checks-in-his-place"));
  const toSeat = (seat: number) =>
    said.filter((m) => m.to.kind === "seat" && (m.to as { seat: number }).seat === seat).map((m) => m.text);

  it("HK83: after 夺舍 the ghost's 预言 is confirmed to him, naming the host; the host reads his own act as usual", () => {
    expect(toSeat(8)).toContain("已收到（代替2号）：预言 1号。21:50 前可以重新发送（以最后一次为准），届时结算。");
    expect(toSeat(2).filter((t) => t.startsWith("已收到"))).toEqual([
      "已收到：预言 6号。21:50 前可以重新发送（以最后一次为准），届时结算。",
    ]);
    expect(toSeat(2).join("\n")).not.toMatch(/幽灵|夺舍|附体/);
  });

  it("HK83: the ghost reads the host's acts at a block's end and the host's results as the host read them", () => {
    const ghost = toSeat(8);
    expect(ghost).toContain("附体：2号今晚发动了：预言 1号。");
    expect(ghost).toContain("附体：2号收到——预言结果：1号是非村民阵营。");
    expect(ghost.some((t) => t.startsWith("夺舍成功"))).toBe(true);
    expect(ghost.some((t) => t.startsWith("你昨晚附体了2号"))).toBe(true);
  });
});
