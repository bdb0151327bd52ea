/**
 * The pages' words for the engine's ids (issue 26 items 6 and 10): a phase label (`N3` → 第3夜),
 * a vote round (`exile_pk` → 放逐PK投票), a winner (`villagers` → 好人阵营胜利), a board and a
 * ruleset by their Chinese names. Pages show these, never the ids. Pure.
 */
import { boardById } from "../engine/boards.ts";
import { RULESETS } from "../engine/rulesets/index.ts";

/** A phase label in words: `D2` → 第2天, `N3` → 第3夜, `S` → 开局阶段; anything else as it is. */
export function labelZh(label: string): string {
  const m = /^([DN])(\d+)$/.exec(label);
  if (m) return `第${m[2]}${m[1] === "D" ? "天" : "夜"}`;
  if (label === "S" || label === "N0") return "开局阶段";
  return label;
}

/** Vote rounds as the group is told them. */
export const VOTE_ROUND_ZH: Readonly<Record<string, string>> = {
  sheriff: "警长投票",
  sheriff_pk: "警长PK投票",
  sheriff_revote: "警长重投",
  sheriff_offstage: "警长台下PK投票",
  exile: "放逐投票",
  exile_pk: "放逐PK投票",
  exile_revote: "放逐重投",
  exile_offstage: "放逐台下PK投票",
};

/** A vote round in words (an unknown one: 投票). */
export function roundZh(round: string): string {
  return VOTE_ROUND_ZH[round] ?? "投票";
}

/** The winning side in words (classic and ranked: 好人; forum-25's own word is 村民, see thread.ts). */
export const WINNER_ZH: Readonly<Record<string, string>> = {
  wolves: "狼人阵营胜利",
  villagers: "好人阵营胜利",
  lovers: "情侣阵营胜利",
};

/** A board's Chinese name (`444-idiot` → 444预女猎白), or the id when unknown. */
export function boardZh(board: string): string {
  return boardById(board)?.zh ?? board;
}

/** A ruleset's Chinese name (`ranked-s7` → 排位赛), or the id when unknown. */
export function rulesetZh(ruleset: string): string {
  return Object.hasOwn(RULESETS, ruleset) ? RULESETS[ruleset].zh : ruleset;
}

/** A game row's words for a game list: board and ruleset in Chinese (issue 26 item 6). */
export function gameWords(g: { board: string; ruleset: string }): { boardZh: string; rulesetZh: string } {
  return { boardZh: boardZh(g.board), rulesetZh: rulesetZh(g.ruleset) };
}
