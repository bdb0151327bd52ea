/**
 * The table day in the chat (T9, T11, T12, T14, T16): what the match group reads when a table
 * case is narrated — the election at a later dawn, the counts without names, the 归票, the
 * must-pass badge and a boom without last words.
 */
import { describe, expect, it } from "vitest";
import { apply, initialState } from "../../src/engine/evolve.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";
import { loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

/** The match group's messages of a scenario, in order (its event log narrated). */
function groupTexts(path: string): string[] {
  const { replay } = runScenario(loadScenario(path));
  const s = initialState();
  const out: string[] = [];
  for (const e of replay.events) {
    const before = structuredClone(s);
    apply(s, e);
    for (const m of narrate(before, e, s)) if (m.to.kind === "group") out.push(m.text);
  }
  return out;
}

const T = (name: string) => `${OWN_SCENARIOS}/table/${name}.json`;

describe("the table day in the match group", () => {
  it("T14: a vote's result gives the counts, never who voted whom; T12: the 归票 is announced", () => {
    const texts = groupTexts(`${SHARED_SCENARIOS}/TX-2.json`);
    expect(texts).toContain("警长投票结果：5号5票，9号5票，4号1票；弃票1人。");
    expect(texts.some((t) => t.startsWith("警长平票重投开始") && t.includes("平票重投，不再发言"))).toBe(true);
    expect(texts).toContain("放逐投票结果：12号8票，5号4票。");
    expect(texts.some((t) => /\d+号→/.test(t))).toBe(false);
    expect(texts).toContain("警长5号归票12号（归票不是投票）。");
  });

  it("T9: no sheriff today, and the election again at the next dawn before its announcement", () => {
    const texts = groupTexts(T("T9-election-every-dawn-until-sheriff"));
    expect(texts).toContain("今天没有选出警长，明天天亮前再次竞选。");
    const signups = texts.flatMap((t, i) => (t.includes("下面开始警长竞选") ? [i] : []));
    expect(signups).toHaveLength(2);
    const dawn2 = texts.findIndex((t) => t.includes("昨晚死亡的是：8号"));
    expect(signups[1]).toBeLessThan(dawn2);
  });

  it("T11: the badge prompt says it must be passed; T16: a boom has no last words", () => {
    expect(groupTexts(T("T11-badge-must-pass-silence-seeded-heir"))).toContain(
      "请警长3号移交警徽（必须移交，不能撕毁；1分钟内不移交由法官随机指定一名存活玩家）。",
    );
    expect(groupTexts(T("T16-boom-during-exile-vote-drops-it"))).toContain(
      "5号自爆！所有人停止发言，自爆没有遗言，直接进入天黑。",
    );
  });
});
