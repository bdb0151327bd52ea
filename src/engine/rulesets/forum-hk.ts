/**
 * `forum-hk`: seed 002 (『空洞骑士』 14-player forum game) with the rulings HK1–HK151
 * (../shared/rulings-forum-hk.md) and its own 60 cards (../shared/forum-hk-roles.md). A calendar game
 * (HK8): phase S (开局 and the first 黄昏), then night 1, day 1, night 2 … on local clock times
 * (`calendar-hk.ts`); its flow is `families/forum-hk/` (`plan.calendar: "hk"`), and nothing of ranked-s7 or forum-25
 * applies unless a ruling says so: the fields below are read only where the shared engine asks them.
 * Boards `forum-hk-core`, `forum-hk` (the pool deal, `families/forum-hk/deal.ts`) and `custom` (`families/forum-hk/setup.ts`).
 */
import { FORUM_HK_EFFECTS } from "../effects/forum-hk.ts";
import { HK_BOARD_LIST } from "../families/forum-hk/setup.ts";
import { HK_CARDS } from "../roles/hk/pools.ts";
import { FORUM_25 } from "./forum-25.ts";
import { defineRuleset } from "./ruleset.ts";

export const FORUM_HK = defineRuleset(FORUM_25, {
  id: "forum-hk",
  family: "calendar",
  seed: "002",
  zh: "空洞骑士",
  names: ["空洞骑士", "空洞", "hk", "forum-hk"],
  boards: HK_BOARD_LIST.map((b) => b.id),
  // Its boards deal forum-hk's own cards: not in ALL_BOARDS (`rulesetBoard` finds them here).
  ownBoards: HK_BOARD_LIST,
  // 002 头部: the fixed 14-seat board unless the judge asks for the pool draw (`开房 空洞骑士 抽卡`).
  defaultBoard: "forum-hk-core",
  customCards: HK_CARDS.map((c) => c.id),
  customSeats: { min: 6, max: 18 },
  rejected: {
    // scenario-format.md `### forum-hk`: only the acts of its own tables.
    acts: ["run", "withdraw", "order", "start_speech", "end_speech", "end_speeches", "self_destruct", "surrender"],
    // HK137: the directors' means are cards, proxies, camp_loses and speed_up ([2] answer, [3] delay).
    rulings: ["warn", "rule_self_destruct", "eject"],
  },
  scoring: "none",
  // HK51–HK56: its own model, declared at the end of a stage (`families/forum-hk/standing.ts`), never at a death:
  // its outs go through `families/forum-hk/outs.ts`, whose losses are judged at once and declared at the points.
  win: { model: "hk", boundVotes: false },
  deaths: { ...FORUM_25.deaths, steps: FORUM_25.deaths.steps.filter((x) => x !== "win") },
  plan: { calendar: "hk" },
  // HK32–HK37, HK112, HK116: typed damage and its protection order (`families/forum-hk/outs.ts`).
  effects: FORUM_HK_EFFECTS,
});
