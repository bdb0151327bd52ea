/**
 * The names of the boards and rulesets as the judge says them (the opening of a game, the rules'
 * text): key `b_<board id>` / `r_<ruleset id>`, `-` read as `_`. 简体 is each board's and ruleset's
 * own `zh` (a test keeps them equal); English is written here.
 */
import { book } from "./book.ts";

export const BOARD_NAMES = book({
  "zh-Hans": {
    b_345_wolfking_thief_cupid: "345狼王盗贼丘比特",
    b_345_thief_cupid: "345盗贼丘比特",
    b_444_guard_wolfking: "444守卫狼王",
    b_3441_wildchild: "3441野孩子",
    b_444_dreamweaver: "444预女猎摄",
    b_444_idiot: "444预女猎白",
    b_444_wolfgirl_fortuneteller: "444狼女卜命人",
    b_334_classic: "334经典局",
    b_444_snowwolf_bard: "444雪狼吟游者",
    b_3441_wolfbeauty_rogue: "3441狼美人老流氓",
    b_table_9: "桌游9人",
    b_table_10: "桌游10人",
    b_table_11: "桌游11人",
    b_table_12: "桌游12人",
    b_table_13: "桌游13人",
    b_table_14: "桌游14人",
    b_forum_25: "版杀25人",
    b_custom: "自定义板子",
    r_classic: "经典",
    r_forum_25: "版杀",
    r_forum_hk: "空洞骑士",
    r_ranked_s7: "排位赛",
    r_table: "桌游",
  },
  en: {
    b_345_wolfking_thief_cupid: "345 Wolf King, Thief, Cupid",
    b_345_thief_cupid: "345 Thief, Cupid",
    b_444_guard_wolfking: "444 Guard, Wolf King",
    b_3441_wildchild: "3441 Wild Child",
    b_444_dreamweaver: "444 Seer, Witch, Hunter, Dreamweaver",
    b_444_idiot: "444 Seer, Witch, Hunter, Idiot",
    b_444_wolfgirl_fortuneteller: "444 Wolf Girl, Fortune Teller",
    b_334_classic: "334 classic",
    b_444_snowwolf_bard: "444 Snow Wolf, Bard",
    b_3441_wolfbeauty_rogue: "3441 Wolf Beauty, Old Rogue",
    b_table_9: "table, 9 players",
    b_table_10: "table, 10 players",
    b_table_11: "table, 11 players",
    b_table_12: "table, 12 players",
    b_table_13: "table, 13 players",
    b_table_14: "table, 14 players",
    b_forum_25: "forum, 25 players",
    b_custom: "custom board",
    r_classic: "classic",
    r_forum_25: "forum",
    r_forum_hk: "Hollow Knight",
    r_ranked_s7: "ranked",
    r_table: "table",
  },
});
