/**
 * The judge's Chinese for what classic (seed 001, C1–C17) adds: the off-stage PK (C3, C13), the
 * election stopped by a boom and run again (C4), a boom without last words (C5), the lovers told
 * each other's card (C10), a lover's refused exile ballot (C12), a missing ballot as an
 * abstention (C2). Each classic case is narrated through `narrate`, as the outbox does.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boardById } from "../../src/engine/boards.ts";
import { CLASSIC } from "../../src/engine/rulesets/index.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { type SaidMessage as Message, narrateText as narrate } from "../../src/voice/narrate.ts";
import { features, rulesetIntro } from "../../src/voice/rules-text.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

function narrated(path: string) {
  const out: Message[] = [];
  const { outcome } = runScenario(loadScenario(path), (before, e, after) => out.push(...narrate(before, e, after)));
  const group = out.filter((m) => m.to.kind === "group").map((m) => m.text);
  const dm = (seat: number) => out.filter((m) => m.to.kind === "seat" && m.to.seat === seat).map((m) => m.text);
  return { group, dm, outcome };
}
const own = (f: string) => join(OWN_SCENARIOS, "classic", f);

describe("classic narration", () => {
  it("C3: the sheriff off-stage PK is announced with the tied on the stand, then its speeches and vote", () => {
    const { group } = narrated(own("C3-sheriff-offstage-pk-everyone-else-speaks-withdrawn-included-then-elected.json"));
    const i = group.findIndex((t) => t.includes("进入场外PK：PK台上的3号、8号不发言"));
    expect(i).toBeGreaterThan(0);
    expect(group[i + 1]).toMatch(/^请10号警长场外PK发言/);
    expect(group.some((t) => t.startsWith("警长场外PK投票开始") && t.includes("可投3号、8号"))).toBe(true);
    expect(group.filter((t) => t.includes("进入场外PK"))).toHaveLength(1);
  });

  it("C13: the exile off-stage PK keeps the tied silent and names its vote", () => {
    const { group } = narrated(own("C13-exile-offstage-pk-tied-stay-silent-pk-voters-vote-again.json"));
    expect(group.some((t) => t.includes("PK台上的5号、8号不发言，其余玩家按今天的发言顺序各发言一次"))).toBe(true);
    expect(group.some((t) => t.startsWith("请1号场外PK发言"))).toBe(true);
    expect(group.some((t) => t.startsWith("放逐场外PK投票结果：5号5票，8号3票"))).toBe(true);
  });

  it("C4/C5: a boom stops the day-1 election without losing the badge, and dawn 2 runs it again", () => {
    const { group } = narrated(own("C4-boom-in-day1-election-reruns-it-at-dawn-2-before-the-announcement.json"));
    expect(group).toContain("2号自爆！所有发言立即中止，自爆没有遗言（经典规则§三2(2)），结算后直接进入黑夜。");
    expect(group.some((t) => t.startsWith("警长竞选因自爆中止，警徽保留"))).toBe(true);
    expect(group.some((t) => t.includes("下面开始警长竞选（重新竞选"))).toBe(true);
    expect(group.some((t) => t.includes("有3分钟指刀遗言"))).toBe(false);
    // The re-run dawn does not say 天亮了 twice.
    expect(group).toContain("昨晚死亡的是：5号。");
  });

  it("C10/C12: the lovers are told each other's card; a ballot for the partner gets a reply naming the rule", () => {
    const { dm, outcome } = narrated(join(SHARED_SCENARIOS, "CX-2.json"));
    expect(dm(5).some((t) => t.includes("你的情侣是9号，身份是猎人"))).toBe(true);
    expect(dm(9).some((t) => t.includes("你的情侣是5号，身份是平民"))).toBe(true);
    const refused = outcome.rejected.find((r) => r.code === "vote.lover_partner");
    expect(refused?.reason).toBe(
      "9号和5号是情侣，放逐投票时情侣永远不能互投（经典规则§三4(4)）。请改投其他玩家或弃票。",
    );
    expect(rejectText({ code: "judge.not_in_ruleset", ruleset: "classic" })).toContain("没有这项法官裁决");
  });

  it("C2: the vote tells that a missing ballot is an abstention, and nobody is told of a 黑麦", () => {
    const { group } = narrated(own("C2-no-black-wheat-silent-speaker-loses-turn-missing-ballot-abstains.json"));
    expect(group.some((t) => t.startsWith("放逐投票开始") && t.includes("超时未投视为弃票"))).toBe(true);
    expect(group.some((t) => t.includes("黑麦"))).toBe(false);
    expect(group.some((t) => t.startsWith("放逐投票结果") && t.includes("1号→弃票（未投票）"))).toBe(true);
  });

  it("C2, C3, C13: the opening names classic's off-stage PK, no 黑麦 and no warning ladder", () => {
    const board = boardById("444-idiot");
    if (!board) throw new Error("board");
    const intro = rulesetIntro(CLASSIC, board);
    expect(intro).toContain(
      "平票：警长竞选PK发言后再投，再平场外PK，再平无警长；放逐PK发言后再投，再平场外PK，再平无人出局",
    );
    expect(intro).toContain("未发言跳过发言");
    expect(features(CLASSIC)).toMatchObject({ noShows: false, warningLadder: false, ranked: false });
  });
});
