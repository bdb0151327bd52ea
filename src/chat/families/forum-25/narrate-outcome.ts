import type { GameEvent, GameState } from "../../../engine/types.ts";
import { campName, cardReason, DEFAULT_LANG, winnerWords, word, wordOf } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import type { Message } from "../../narrate.ts";
import { dm, GROUP, hhmm } from "./narrate-texts.ts";

/** A card's colour in words (`red`: 红牌). */
const colourZh = (c: string) => wordOf(DEFAULT_LANG, "colour", c);

/** The posts and DMs of deaths, badge, cards and the end for `e`, or null when `e` is none of those. */
export function forumOutcomePosts(_before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "badge_owed": {
      const at = hhmm(after, e.dueMs);
      return [
        {
          to: dm(e.seat),
          text: `你是警长，出局后必须移交警徽（3L 警长 殉职）：请在 ${at} 前私聊“警徽 12”，不移交则随机移交。`,
        },
        ...(e.at.startsWith("D") ? [{ to: GROUP, text: `警长${e.seat}号出局，${at}前移交警徽。` }] : []),
      ];
    }
    case "badge_chosen":
      if (e.pending) return [{ to: dm(e.from), text: `已记录：警徽移交给${e.to}号，下一个白天开门时生效。` }];
      if (e.to === e.from) return [];
      return [
        {
          to: GROUP,
          text: e.random
            ? `警长${e.from}号未移交，警徽随机移交给${e.to}号。`
            : `警长${e.from}号把警徽移交给${e.to}号。`,
        },
      ];
    case "shot_owed":
      return [
        {
          to: dm(e.seat),
          text: `你可以发动最后一枪：请在 ${hhmm(after, e.dueMs)} 前私聊“开枪 12”或“不开枪”。`,
        },
      ];
    case "shot_settled":
      return e.target === null ? [{ to: dm(e.seat), text: "已记录：不开枪。" }] : [];
    case "died": {
      const out: Message[] = [];
      if (e.public && e.cause !== "devotion")
        out.push({
          to: GROUP,
          text: `${e.seat}号${wordOf(DEFAULT_LANG, "death", e.cause, word(DEFAULT_LANG, "death.out"))}。`,
        });
      if (e.lastWords)
        out.push({
          to: dm(e.seat),
          text: `你已出局，有遗言权（全局6个遗言名额）：请在下一个白天09:00开门前私聊“遗言 ……”，开门时公示；不写视为放弃。出局后不能再在群里发言（6L 6）。`,
        });
      else if (e.public || e.at.startsWith("N"))
        out.push({ to: dm(e.seat), text: "你已出局，没有遗言权。出局后不能再在群里发言（6L 6）。" });
      return out;
    }
    case "public_notice":
      // 3L 情痴 替死's public notice; a night's one waits for the opening (F8: night news at 09:00).
      if (e.kind === "devotion" && !after.label.startsWith("N"))
        return [
          {
            to: GROUP,
            text: `${String(e.value)}号本该出局，深爱着他/她的情痴${e.seat}号甘愿牺牲自己而代替其出局！`,
          },
        ];
      if (e.kind === "idiot_revealed")
        return [{ to: GROUP, text: `${e.seat}号票数最高，发动装傻，不出局（之后不能投票、不能被投票）。` }];
      return [];
    case "judge_acted": {
      if (e.ruling === "card" && typeof e.seat === "number")
        return [
          {
            to: GROUP,
            text: `导演判罚：${e.seat}号${wordOf(DEFAULT_LANG, "colour", e.value, "牌")}。${e.reason ? `理由：${e.reason}` : ""}`,
          },
        ];
      return [];
    }
    case "seat_substituted":
      return [{ to: GROUP, text: `${e.seat}号由替补玩家接替（7L 10）。` }];
    case "card_given":
      if (e.reason === "director") return [];
      return [{ to: GROUP, text: `${e.seat}号${colourZh(e.colour)}：${cardReason(e.reason)}。` }];
    case "camp_judged_lost":
      return [{ to: GROUP, text: `导演组判定：${campName(e.camp)}判负。` }];
    case "game_ended": {
      const roles = after.seats.map((x) => `${x.seat}号 ${cardName(x.role)}${x.alive ? "" : "（出局）"}`).join("\n");
      const cards = Object.entries(after.forum?.cards ?? {})
        .filter(([, c]) => c.length > 0)
        .map(([s, c]) => `${s}号 ${c.map(colourZh).join("")}`)
        .join("；");
      return [
        {
          to: GROUP,
          text: `游戏结束：${winnerWords(e.winner)}。\n身份公示：\n${roles}${cards ? `\n判罚：${cards}` : ""}\n本局是版杀规则，不计排位积分。`,
        },
      ];
    }
    default:
      return null;
  }
}
