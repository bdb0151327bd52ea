/**
 * The calendar games' app words (forum-25's and forum-hk's `forum-days.ts`): the post-quota card
 * reasons, the last words posted at an opening, and the answers to a `遗言 …` by DM.
 */
import { book } from "./book.ts";

export const F25_DAYS = book({
  "zh-Hans": {
    // 004 6L 潜水(1) (forum-hk: 002 潜水)
    quota_day: "潜水：第{{day}}天发帖不足{{n}}帖",
    quota_run: "潜水：连续{{days}}个讨论日（到第{{day}}天）每天发帖都不足{{n}}帖",
    words: "{{seat}}的遗言：\n{{text}}",
    no_words_left: "{{seat}}没有留遗言。",
    not_out: "你还没有出局：遗言要在出局后、下一个白天开门前私聊。",
    published: "你的遗言已经公示了，不能再改。",
    no_right: "你没有遗言权：全局只有6个遗言名额，给最先出局的6名角色（红牌罚下没有遗言）。",
    // 002 判罚制度
    hk_no_right_red: "你没有遗言权：红牌罚下出局的角色没有遗言。",
    // 002 恐怖分子
    hk_no_right_blast: "你没有遗言权：爆破造成的出局，遗言必须留空。",
    // 002 遗言
    hk_no_right_night: "你没有遗言权：只有首夜出局和白天出局的角色有遗言，第二晚起夜里出局的没有。",
  },
  en: {
    quota_day: "lurking: fewer than {{n}} posts on day {{day}}",
    quota_run: "lurking: fewer than {{n}} posts a day on {{days}} discussion days running (to day {{day}})",
    words: "Last words of {{seat}}:\n{{text}}",
    no_words_left: "{{seat}} left no last words.",
    not_out: "You are not out: last words are sent by DM after you go out, before the next day opens.",
    published: "Your last words have been posted already and can no longer change.",
    no_right:
      "You have no last words: there are only 6 in a game, for the first 6 players out (none after a red card).",
    hk_no_right_red: "You have no last words: a player sent off with a red card has none.",
    hk_no_right_blast: "You have no last words: an out by a blast leaves them empty.",
    hk_no_right_night:
      "You have no last words: only the first night's outs and day outs have them, not night outs from night 2 on.",
  },
});
