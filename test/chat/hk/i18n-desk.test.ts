/**
 * Issue 23: forum-hk's refusals, desk replies, card help and opening in English and 繁體. Each message
 * is made by the real function (from a real refusal of the engine where one is at hand) and rendered:
 * English has no Chinese character outside a quoted command or a player's own words, no `{{`, no
 * "[object Object]"; 繁體 is the 简体 text through OpenCC.
 */
import { describe, expect, it } from "vitest";
import { HK_REJECTS, HK_WORDING } from "../../../src/chat/families/forum-hk/texts.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { checkDeal } from "../../../src/engine/families/forum-hk/deal.ts";
import { checkBallot } from "../../../src/engine/families/forum-hk/vote.ts";
import type { Reject } from "../../../src/engine/types.ts";
import { toHant } from "../../../src/vocab/hant.ts";
import { type Msg, render } from "../../../src/vocab/msg.ts";
import { asDeal, ballotInput, POOL_DEAL } from "../../engine/hk/fixtures.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** English text with its quoted parts (commands players type, their own words) left out. */
const unquoted = (t: string) => t.replace(/"[^"]*"/g, '""');

/** `m` in English and 繁體, checked; returns the English. */
function checkedEn(m: Msg, what: string): string {
  const en = render(m, "en");
  expect(CJK.test(unquoted(en)), `${what}: ${en}`).toBe(false);
  for (const t of [en, render(m, "zh-Hant")]) {
    expect(t, what).not.toContain("{{");
    expect(t, what).not.toContain("[object Object]");
  }
  expect(render(m, "zh-Hant"), what).toBe(toHant(render(m)));
  return en;
}

/** A refusal of every code with the facts its cards give (a seat, an act, a target …). */
const FACTS: Partial<Reject> = {
  seat: 3,
  target: 5,
  want: 2,
  value: "x",
  face: 2,
  max: 4,
  role: "medium",
  missing: "wolf_sibling",
  pool: "强神",
  got: 2,
  min: 14,
  seats: 14,
  limitMs: 3_600_000,
};

describe("forum-hk refusals in English and 繁體", () => {
  it("every code, for every act that names one, reads in each language", () => {
    for (const [code, f] of [...Object.entries(HK_REJECTS), ...Object.entries(HK_WORDING)])
      for (const act of Object.keys(HK_ACTS)) checkedEn(f({ ...FACTS, code, act } as Reject), `${code} ${act}`);
  });

  it("real refusals read as a judge writes them", () => {
    const deal = checkDeal("forum-hk", asDeal(POOL_DEAL.map((x, i) => (i === 0 ? "wolf_brother" : x))));
    if (deal.ok) throw new Error("deal accepted");
    expect(checkedEn(HK_REJECTS[deal.reject.code](deal.reject), "deal")).toBe(
      "The Elder Wolf Brother needs the Younger Wolf Brother in the deal.",
    );
    const ballot = checkBallot(ballotInput({ target: 99 }));
    if (ballot.ok) throw new Error("ballot accepted");
    expect(checkedEn(HK_REJECTS[ballot.reject.code](ballot.reject), "ballot")).toBe(
      'Vote for a seat from 1 to 14, or write "弃权" (abstain).',
    );
    expect(checkedEn(HK_REJECTS["hk.window"]({ code: "hk.window", seat: 3, act: "freeze" }), "window")).toMatch(
      /^It is not the time for "Freeze" now: "Freeze" is a night skill: from nightfall/,
    );
    expect(render(HK_REJECTS["hk.seat_pair"]({ code: "hk.seat_pair", seat: 3, act: "swap" }), "en")).toBe(
      '"Swap" takes two different living seats (you may include yourself), e.g. "交换 2号 5号".',
    );
  });
});
