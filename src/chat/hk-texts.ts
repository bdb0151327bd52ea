/**
 * forum-hk's refusals as words (seed 002): the deal (src/engine/hk/deal.ts, HK1–HK3), the ballot
 * (src/engine/hk/vote.ts, HK59, HK60, HK64, HK15) and the directors' card step
 * (src/engine/hk/penalty-cards.ts, HK137). The engine returns codes with facts; src/chat/texts.ts
 * spreads `HK_REJECTS` into its table and, for a reject carrying `ruleset: "forum-hk"`, takes
 * `HK_WORDING` over the wording another ruleset gives the same code (forum-25's `vote.already`, …).
 */

import { hkCard } from "../engine/hk/pools.ts";
import type { Reject } from "../engine/types.ts";

/** A forum-hk card's 名 (`medium` → 通灵师); an unknown id as given. */
const hkName = (id: unknown) => hkCard(String(id))?.name ?? String(id);

/** A span before the close as players say it (3 600 000 ms → 一小时, 1 800 000 → 30 分钟). */
function span(ms: unknown): string {
  const min = typeof ms === "number" ? Math.round(ms / 60_000) : 60;
  return min === 60 ? "一小时" : min % 60 === 0 ? `${min / 60} 小时` : `${min} 分钟`;
}

/** Codes only forum-hk's modules return. */
export const HK_REJECTS: Record<string, (r: Reject) => string> = {
  "deal.seats": (r) =>
    typeof r.got !== "number"
      ? "座位号必须从 1 号起连续编号。"
      : r.min === r.max
        ? `这个板子是 ${String(r.min)} 人局，现在有 ${r.got} 个座位。`
        : `自定义板子要 ${String(r.min)} 到 ${String(r.max)} 个座位，现在有 ${r.got} 个。`,
  "deal.unknown_card": (r) => `${String(r.seat)} 号的身份「${String(r.role)}」不在本规则的身份里。`,
  "deal.twice": (r) => `${String(r.seat)} 号的${hkName(r.role)}重复了：除警察外，每个身份只能发一张。`,
  "deal.not_on_board": (r) => `${String(r.seat)} 号的${hkName(r.role)}不在固定板子里。`,
  "deal.no_pack": () => "至少要有一张带[群内]的狼人牌，否则没有人能刀人。",
  "deal.police": () => "警察只能是 1 张，或 3 张（一个强神和一个弱神也变成警察）。",
  "deal.pool": (r) =>
    `${String(r.pool)}牌要 ${String(r.want)} 张，现在是 ${String(r.got)} 张${typeof r.seat === "number" ? `（${r.seat} 号多出来了）` : ""}。`,
  "deal.leader": () => "狼人里必须有且只有一张狼王、恐怖分子或狼兄。",
  "deal.sibling": (r) => `有${hkName(r.role)}就必须有${hkName(r.missing)}。`,
  "deal.not_built": (r) => `${String(r.seat)} 号的${hkName(r.role)}暂未开放。`,
  "deal.cannot_draw": (r) =>
    r.leader
      ? "可用的狼人牌不够：需要狼王、恐怖分子或狼兄之一，外加三张狼人牌。"
      : `可用的${String(r.pool)}牌不够：要 ${String(r.want)} 张，只有 ${String(r.got)} 张。`,
  "vote.cancelled": () => "今天的投票已因决斗取消，不能再投票或改票。",
  "vote.out": () => "你已出局，不能投票。",
  "vote.red_card": () => "你今天已被红牌罚下，不能再投票或改票。",
  "vote.target": (r) => `投票对象要写一个 1 到 ${String(r.seats)} 的座位号，或者写“弃权”。`,
  "vote.target_out": (r) => `${String(r.target)} 号已经出局，不能投给他。`,
  "vote.sped_up": () => "今天已经加速，不能再改票。",
};

/** forum-hk's wording of codes forum-25 and the engine's flows also return (their words stay in texts.ts). */
export const HK_WORDING: Record<string, (r: Reject) => string> = {
  "vote.not_open": () => "现在不是投票时间：每天 9:00 开始投票，关门截止。",
  "vote.already": () => "你今天已经投过票了，要换人请用改票。",
  "vote.no_ballot": () => "你今天还没有投票，不能改票。",
  "vote.changed": () => "你今天已经改过一次票了，每天只能改一次。",
  "vote.change_too_late": (r) => `关门前${span(r.limitMs)}内不能改票。`,
  "vote.proxy_too_late": (r) => `关门前${span(r.limitMs)}内不能再请导演代投。`,
  "card.colour": () => "牌的颜色只能是蓝牌、黄牌或红牌。",
  "seat.unknown": (r) => `没有这个座位：请写 1 到 ${String(r.seats)} 号。`,
};
