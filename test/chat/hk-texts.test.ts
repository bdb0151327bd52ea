/**
 * forum-hk's refusals as words (src/chat/hk-texts.ts): each code of the pure forum-hk modules
 * (deal.ts HK1–HK3, vote.ts HK59/HK60/HK64/HK15, penalty-cards.ts HK137) is rendered from a real
 * refusal of the module, from its facts alone, into the sentence players and directors read.
 */
import { describe, expect, it } from "vitest";
import { HK_ACTS } from "../../src/engine/families/forum-hk/acts.ts";
import { CORE_BOARD, checkDeal, drawDeal, seededPick, unbuiltSeat } from "../../src/engine/families/forum-hk/deal.ts";
import { checkCardRuling } from "../../src/engine/families/forum-hk/penalty-cards.ts";
import { type BallotInput, checkBallot, LAST_HOUR_MS } from "../../src/engine/families/forum-hk/vote.ts";
import { cardsOfStage } from "../../src/engine/roles/hk/pools.ts";
import type { Reject } from "../../src/engine/types.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { asDeal, ballotInput, CLOSE, POOL_DEAL } from "../engine/hk/fixtures.ts";

const withSeat = (seat: number, id: string, base: readonly string[] = POOL_DEAL) =>
  base.map((x, i) => (i === seat - 1 ? id : x));

function dealReject(board: Parameters<typeof checkDeal>[0], deal: unknown): Reject {
  const r = checkDeal(board, deal);
  if (r.ok) throw new Error(`deal accepted: ${JSON.stringify(deal)}`);
  return r.reject;
}
function drawReject(implemented: readonly string[]): Reject {
  const d = drawDeal(implemented, seededPick(1));
  if (!("code" in d)) throw new Error("drawn");
  return d;
}

function ballotReject(over: Partial<BallotInput>): Reject {
  const r = checkBallot(ballotInput(over));
  if (r.ok) throw new Error(`ballot accepted: ${JSON.stringify(over)}`);
  return r.reject;
}
function cardReject(seat: unknown, value: unknown): Reject {
  const r = checkCardRuling(seat, value, 14);
  if (!r) throw new Error("card accepted");
  return r;
}

/** [code, a real refusal of the module, the sentence it reads as]. */
const CASES: [string, () => Reject, string][] = [
  ["deal.seats", () => dealReject("forum-hk-core", { "1": "seer", "3": "witch" }), "座位号必须从 1 号起连续编号。"],
  [
    "deal.seats",
    () => dealReject("forum-hk-core", asDeal(CORE_BOARD.slice(0, 13))),
    "这个板子是 14 人局，现在有 13 个座位。",
  ],
  [
    "deal.seats",
    () => dealReject("custom", asDeal(["wolf_witch", "seer", "hunter", "fan", "crow"])),
    "自定义板子要 6 到 18 个座位，现在有 5 个。",
  ],
  [
    "deal.unknown_card",
    () => dealReject("forum-hk-core", asDeal(withSeat(3, "villager", CORE_BOARD))),
    "3 号的身份「villager」不在本规则的身份里。",
  ],
  [
    "deal.twice",
    () => dealReject("forum-hk-core", asDeal(withSeat(9, "wolf_cub", CORE_BOARD))),
    "9 号的幼狼重复了：除警察外，每个身份只能发一张。",
  ],
  [
    "deal.not_on_board",
    () => dealReject("forum-hk-core", asDeal(withSeat(5, "medium", CORE_BOARD))),
    "5 号的通灵师不在固定板子里。",
  ],
  [
    "deal.no_pack",
    () => dealReject("custom", asDeal(["gargoyle", "seer", "hunter", "fan", "crow", "witch"])),
    "至少要有一张带[群内]的狼人牌，否则没有人能刀人。",
  ],
  [
    "deal.police",
    () => dealReject("forum-hk", asDeal(withSeat(5, "police", withSeat(6, "police")))),
    "警察只能是 1 张，或 3 张（一个强神和一个弱神也变成警察）。",
  ],
  [
    "deal.pool",
    () => dealReject("forum-hk", asDeal(withSeat(9, "wolf_witch"))),
    "狼人牌要 4 张，现在是 5 张（9 号多出来了）。",
  ],
  [
    "deal.leader",
    () => dealReject("forum-hk", asDeal(withSeat(1, "wolf_witch"))),
    "狼人里必须有且只有一张狼王、恐怖分子或狼兄。",
  ],
  ["deal.sibling", () => dealReject("forum-hk", asDeal(withSeat(1, "wolf_brother"))), "有狼兄就必须有狼弟。"],
  ["deal.sibling", () => dealReject("forum-hk", asDeal(withSeat(2, "wolf_sibling"))), "有狼弟就必须有狼兄。"],
  ["deal.not_built", () => unbuiltSeat(withSeat(7, "magician"), cardsOfStage(1)) as Reject, "7 号的魔术师暂未开放。"],
  [
    "deal.cannot_draw",
    () => drawReject(["wolf_brother", "wolf_cub", "black_bat", "gargoyle"]),
    "可用的狼人牌不够：需要狼王、恐怖分子或狼兄之一，外加三张狼人牌。",
  ],
  [
    "deal.cannot_draw",
    () => drawReject(["wolf_king", "wolf_cub", "black_bat", "gargoyle", "seer"]),
    "可用的强神牌不够：要 3 张，只有 0 张。",
  ],
  ["vote.not_open", () => ballotReject({ nowMs: CLOSE }), "现在不是投票时间：每天 09:00 开始投票，关门截止。"],
  ["vote.cancelled", () => ballotReject({ cancelled: true }), "今天的投票已因决斗取消，不能再投票或改票。"],
  ["vote.out", () => ballotReject({ voterOut: true }), "你已出局，不能投票。"],
  ["vote.red_card", () => ballotReject({ voterRedCarded: true }), "你今天已被红牌罚下，不能再投票或改票。"],
  ["vote.target", () => ballotReject({ target: 99 }), "投票对象要写一个 1 到 14 的座位号，或者写“弃权”。"],
  ["vote.target_out", () => ballotReject({ announcedOut: () => true }), "5 号已经出局，不能投给他。"],
  [
    "vote.already",
    () => ballotReject({ current: { target: 5, changed: false } }),
    "你今天已经投过票了，要换人请用改票。",
  ],
  ["vote.no_ballot", () => ballotReject({ act: "change_vote" }), "你今天还没有投票，不能改票。"],
  [
    "vote.changed",
    () => ballotReject({ act: "change_vote", current: { target: 5, changed: true } }),
    "你今天已经改过一次票了，每天只能改一次。",
  ],
  [
    "vote.sped_up",
    () => ballotReject({ act: "change_vote", current: { target: 5, changed: false }, spedUp: true }),
    "今天已经加速，不能再改票。",
  ],
  [
    "vote.change_too_late",
    () => ballotReject({ act: "change_vote", current: { target: 5, changed: false }, nowMs: CLOSE - LAST_HOUR_MS }),
    "关门前一小时内不能改票。",
  ],
  [
    "vote.proxy_too_late",
    () => ballotReject({ act: "proxy_vote", nowMs: CLOSE - 1000 }),
    "关门前一小时内不能再请导演代投。",
  ],
  ["card.colour", () => cardReject(3, "green"), "牌的颜色只能是蓝牌、黄牌或红牌。"],
  ["seat.unknown", () => cardReject(15, "red"), "没有这个座位：请写 1 到 14 号。"],
];

describe("forum-hk refusals as words", () => {
  for (const [code, make, want] of CASES)
    it(`${code}: ${want}`, () => {
      const r = make();
      expect(r.code).toBe(code);
      expect(r).not.toHaveProperty("text");
      const text = rejectText(r);
      expect(text).toBe(want);
      expect(text).not.toMatch(/HK\d|R\d/);
    });

  it("a code forum-25 shares keeps forum-25's words when the reject is not forum-hk's", () => {
    expect(rejectText({ code: "vote.already", seat: 3 })).toContain("改票对象");
    expect(rejectText({ code: "seat.unknown", seat: 15 })).toBe("没有15号这个座位。");
    expect(rejectText({ code: "vote.proxy_too_late", seat: 3 })).toContain("30分钟");
  });
});

describe("forum-hk: every card's skill is named in a refusal as 002 names it", () => {
  it("every act id of the 60 cards has a Chinese name in a refusal (no raw id, no 这个)", () => {
    for (const act of Object.keys(HK_ACTS).filter((a) => a !== "lover_knife")) {
      const text = rejectText({ code: "hk.not_supported", seat: 1, act, ruleset: "forum-hk" } as Reject);
      expect(text, act).not.toContain(act);
      expect(text, act).not.toContain("这个技能");
    }
    expect(rejectText({ code: "hk.not_supported", seat: 1, act: "sniff", ruleset: "forum-hk" } as Reject)).toContain(
      "狡黠",
    );
  });
});
