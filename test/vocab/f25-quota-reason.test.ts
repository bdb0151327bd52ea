/**
 * A forum post-quota card's reason in every language (forum-25 F2, 004 6L 潜水(1); forum-hk's too):
 * the app writes it into the judge command as 简体 text (kept in the log), every reader reads it
 * back as its phrase — a new row, and an old row that still carries the seed's clause.
 */
import { describe, expect, it } from "vitest";
import { breachText } from "../../src/app/forum-posts.ts";
import { render, say } from "../../src/vocab/msg.ts";
import { quotaReasonArg, quotaReasonMsg } from "../../src/voice/families/forum-25/quota-reason.ts";

describe("a post-quota card's reason", () => {
  it("is written without the seed's clause, and read back in each language", () => {
    expect(breachText("under_5", 3)).toBe("潜水：第3天发帖不足5帖");
    const run = breachText("under_10_three_days", 4);
    expect(run).toBe("潜水：连续3个讨论日（到第4天）每天发帖都不足10帖");
    expect(render(quotaReasonMsg(breachText("under_5", 3)), "en")).toBe("lurking: fewer than 5 posts on day 3");
    expect(render(quotaReasonMsg(breachText("under_5", 3)), "zh-Hant")).toBe("潛水：第3天發帖不足5帖");
    expect(render(quotaReasonMsg(run), "en")).toBe(
      "lurking: fewer than 10 posts a day on 3 discussion days running (to day 4)",
    );
    expect(render(quotaReasonMsg(run), "zh-Hans")).toBe(run);
  });

  it("an old row with the clause reads the same (without the clause)", () => {
    expect(render(quotaReasonMsg("潜水：第4天发帖不足5帖（6L 潜水(1)）"), "zh-Hans")).toBe("潜水：第4天发帖不足5帖");
    expect(render(quotaReasonMsg("潜水：连续3个讨论日（到第5天）每天发帖都不足10帖（6L 潜水(1)）"), "en")).toBe(
      "lurking: fewer than 10 posts a day on 3 discussion days running (to day 5)",
    );
  });

  it("a director's own reason stays as typed, in 繁體 too", () => {
    expect(quotaReasonMsg("消极发言（演示）")).toBe("消极发言（演示）");
    const m = say("f25_private.ruling_reason", { reason: quotaReasonArg("消极发言（演示）") });
    expect(render(m, "zh-Hant")).toContain("消极发言（演示）");
  });
});
