/**
 * The chat's account of a ruleset (issue 10 item 5): timings, help and features are derived from
 * the ruleset's data — checked on the registered rulesets and on diffs that carry the policies
 * the rules branches add (fixed night steps T4, must-pass badge T11, 归票 T12, no 黑麦 C2/T13).
 */
import { describe, expect, it } from "vitest";
import { boardById } from "../../src/engine/boards.ts";
import { defineRuleset, RANKED_S7, type Ruleset, TABLE } from "../../src/engine/rulesets/index.ts";
import { dmHelp, duration, features, groupHelp, nightSteps, rulesetIntro } from "../../src/voice/rules-text.ts";

const board = (id: string) => {
  const b = boardById(id);
  if (!b) throw new Error(id);
  return b;
};
/** A ruleset with the policies the table branches add (as they define them). */
const tableLater = defineRuleset(TABLE, {
  id: "table",
  seed: "003",
  night: {
    steps: [
      { id: "thief", sec: 60 },
      { id: "cupid", sec: 60 },
      { id: "lovers", sec: 15 },
      { id: "guard", sec: 60 },
      { id: "wolves", sec: 60 },
      { id: "witch", sec: 60 },
      { id: "piper", sec: 60 },
      { id: "seer", sec: 60 },
      { id: "hunter", sec: 15 },
    ],
  },
  election: { withdrawWindow: false, ties: ["revote"] },
  exile: { ties: ["revote"] },
  sheriff: { mayTear: false, recommend: true },
  seconds: { recommend: 30, daySpeech: 120 },
  penalties: { noShowsToDrown: null },
} as never) as Ruleset;

describe("the ruleset in the chat, from its data", () => {
  it("durations read as players say them", () => {
    expect([duration(300), duration(90), duration(30), duration(120)]).toEqual(["5分钟", "1分30秒", "30秒", "2分钟"]);
  });

  it("T4: a fixed night lists only the steps of the board's cards, with night 1's and later nights' lengths", () => {
    expect(nightSteps(RANKED_S7, board("444-idiot"))).toBeNull();
    expect(nightSteps(tableLater, board("table-12"))?.map((s) => s.id)).toEqual([
      "cupid",
      "lovers",
      "wolves",
      "witch",
      "seer",
      "hunter",
    ]);
    const intro = rulesetIntro(tableLater, board("table-9"));
    // table-9: wolves, witch, seer, hunter — 195 s every night (../shared/scenario-format.md "table").
    expect(intro).toContain("狼人1分钟、女巫1分钟、预言家1分钟、猎人15秒；第一夜共3分15秒，之后每夜3分15秒");
    expect(intro).toContain("白天2分钟");
    expect(intro).toContain("发言后归票30秒");
    expect(intro).toContain("不能退水");
    expect(intro).toContain("平票：警长竞选不发言直接重投，再平无警长；放逐不发言直接重投，再平无人出局");
    expect(intro).not.toContain("PK");
    expect(intro).toContain("必须移交，不能撕警徽");
    expect(intro).toContain("叫号1分钟未发言跳过发言");
    expect(intro).toContain("不计排位积分");
  });

  it("ranked-s7: concurrent nights, 退水, 黑麦, the badge may be torn, points", () => {
    const intro = rulesetIntro(RANKED_S7, board("444-idiot"));
    // Issue 26 item 6: the ruleset by its name, no id nor seed number.
    expect(intro).toContain("规则：排位赛规则；配置：444预女猎白（12人）");
    expect(intro).not.toMatch(/ranked-s7|种子/);
    expect(intro).toContain("第一夜5分钟、之后每夜3分钟");
    // 000 §八(三)1: the group message names no role (the leak scanner of test/chat/leak-scan.ts).
    expect(intro).not.toMatch(/狼人|预言家|女巫|猎人|守卫|白痴|平民|村民|刀口/);
    expect(intro).toContain("退水30秒");
    expect(intro).toContain("平票：警长竞选PK发言后再投，再平无警长；放逐PK发言后再投，再平无人出局");
    expect(intro).toContain("记黑麦一次（2次淹死出局）");
    expect(intro).not.toContain("归票");
    expect(features(RANKED_S7)).toEqual({
      withdraw: true,
      noShows: true,
      warningLadder: true,
      mayTear: true,
      recommend: false,
      ranked: true,
    });
  });

  it("help shows only what the ruleset and board have", () => {
    const g = groupHelp(tableLater);
    expect(g).not.toContain("退水");
    expect(g).toContain("归票3号");
    expect(g).not.toContain("撕警徽");
    expect(g).not.toContain("战绩");
    const d = dmHelp(RANKED_S7, board("444-guard-wolfking"));
    expect(d).toContain("守3号 / 空守");
    expect(d).toContain("开枪3号");
    expect(d).not.toContain("连3号和5号");
    expect(d).toContain("撕警徽");
    expect(d).toContain("申诉");
  });
});
