/**
 * 钟's rewind in the chat (HK146, HK148): the clock's acknowledgement, 「时光回溯」 with the time the night
 * is played again, the replayed night's post at its moved nightfall — and no word of who rewound.
 */
import { describe, expect, it } from "vitest";
import { ROOT } from "../../helpers.ts";
import { narrated } from "./narrated.ts";

const FILE = `${ROOT}/test/scenarios/hk/HK100-HK144-HK146-full-pools-pending-win-rewound-at-dawn-night-played-again-won-again.json`;

describe("钟's rewind in the chat (HK146, HK148)", () => {
  const said = narrated(FILE);
  const group = said.filter((m) => m.to.kind === "group").map((m) => m.text);

  it("the clock is told his 时光倒流 was taken — not that he declined it", () => {
    const mine = said.filter((m) => m.to.kind === "seat" && m.to.seat === 6).map((m) => m.text);
    expect(mine).toContain("已收到：时光倒流。");
    expect(mine.some((t) => t.includes("不发动"))).toBe(false);
  });

  it("「时光回溯」 tells when the night starts again; the replayed night's post gives its moved times", () => {
    const notice = group.find((t) => t.startsWith("时光回溯"));
    expect(notice).toContain("22:20");
    expect(notice).not.toMatch(/6号|钟/);
    expect(group).toContainEqual(expect.stringContaining("第2夜重新开始（22:20）"));
    expect(group).toContainEqual(expect.stringContaining("深夜技能 22:50 前"));
  });
});
