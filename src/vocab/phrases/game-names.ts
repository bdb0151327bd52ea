/**
 * The rulesets' and boards' names as players read them (issue 23): 简体 is the engine's own name
 * (`Ruleset.zh`, the shared boards' `Board.zh`, byte for byte; test/vocab/season.test.ts checks it), English written
 * here. Keys: `ruleset_<id>`, `board_<id>`; src/ranked/record-texts.ts `rulesetArg` and `boardArg`
 * fall back to the engine's 简体 for an id this book does not name (a judge's custom board).
 */
import { book } from "./book.ts";

export const GAME_NAMES = book({
  "zh-Hans": {
    "ruleset_ranked-s7": "排位赛",
    ruleset_classic: "经典",
    ruleset_table: "桌游",
    "ruleset_forum-25": "版杀",
    "ruleset_forum-hk": "空洞骑士",
    "board_345-wolfking-thief-cupid": "345狼王盗贼丘比特",
    "board_345-thief-cupid": "345盗贼丘比特",
    "board_444-guard-wolfking": "444守卫狼王",
    "board_3441-wildchild": "3441野孩子",
    "board_444-dreamweaver": "444预女猎摄",
    "board_444-idiot": "444预女猎白",
    "board_444-wolfgirl-fortuneteller": "444狼女卜命人",
    "board_334-classic": "334经典局",
    "board_444-snowwolf-bard": "444雪狼吟游者",
    "board_3441-wolfbeauty-rogue": "3441狼美人老流氓",
    "board_table-9": "桌游9人",
    "board_table-10": "桌游10人",
    "board_table-11": "桌游11人",
    "board_table-12": "桌游12人",
    "board_table-13": "桌游13人",
    "board_table-14": "桌游14人",
    "board_forum-25": "版杀25人",
    "board_forum-hk": "抽卡板",
    "board_forum-hk-core": "固定板",
    board_custom: "自定义板子",
  },
  en: {
    "ruleset_ranked-s7": "ranked",
    ruleset_classic: "classic",
    ruleset_table: "table",
    "ruleset_forum-25": "forum",
    "ruleset_forum-hk": "Hollow Knight",
    "board_345-wolfking-thief-cupid": "3-4-5 Wolf King, Thief, Cupid",
    "board_345-thief-cupid": "3-4-5 Thief, Cupid",
    "board_444-guard-wolfking": "4-4-4 Guard, Wolf King",
    "board_3441-wildchild": "3-4-4-1 Wild Child",
    "board_444-dreamweaver": "4-4-4 Seer, Witch, Hunter, Dreamweaver",
    "board_444-idiot": "4-4-4 Seer, Witch, Hunter, Idiot",
    "board_444-wolfgirl-fortuneteller": "4-4-4 Wolf Girl, Fortune Teller",
    "board_334-classic": "3-3-4 classic",
    "board_444-snowwolf-bard": "4-4-4 Snow Wolf, Bard",
    "board_3441-wolfbeauty-rogue": "3-4-4-1 Wolf Beauty, Old Rogue",
    "board_table-9": "9-player table",
    "board_table-10": "10-player table",
    "board_table-11": "11-player table",
    "board_table-12": "12-player table",
    "board_table-13": "13-player table",
    "board_table-14": "14-player table",
    "board_forum-25": "25-player forum",
    "board_forum-hk": "Hollow Knight draft",
    "board_forum-hk-core": "Hollow Knight fixed board",
    board_custom: "custom board",
  },
  // OpenCC's phrase table turns 丘比特 into 丘位元; the card is 丘比特 in 繁體 too (src/vocab/cards.ts).
  "zh-Hant": {
    "board_345-wolfking-thief-cupid": "345狼王盜賊丘比特",
    "board_345-thief-cupid": "345盜賊丘比特",
  },
});
