/**
 * The pages' words for the engine's ids (issue 26 items 6 and 10): a phase label (`N3` → 第3夜),
 * a vote round (`exile_pk` → 放逐PK投票), a result (`villagers` → 好人阵营胜利), a board and a
 * ruleset by their Chinese names. Pages show these, never the ids. The words are the vocabulary's
 * (src/vocab/, issue 23 goal 2). Pure.
 */
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import { DEFAULT_LANG, labelWords, winnerWords, word, wordOf } from "../vocab/index.ts";

/** A phase label in words: `D2` → 第2天, `N3` → 第3夜, `S` → 开局阶段; anything else as it is. */
export function labelZh(label: string): string {
  return labelWords(label);
}

/** A vote round in words (an unknown one: 投票). */
export function roundZh(round: string): string {
  return wordOf(DEFAULT_LANG, "round", round, word(DEFAULT_LANG, "phase.vote"));
}

/** How a game ended, in words: a camp's win (the piper's too, T23), `本局作废`, or null while it runs. */
export function resultZh(v: { voided: boolean; winner: string | null }): string | null {
  return v.voided ? word(DEFAULT_LANG, "end.void") : v.winner ? winnerWords(v.winner) : null;
}

/** A board's Chinese name (`444-idiot` → 444预女猎白), or the id when unknown. */
export function boardZh(board: string): string {
  return anyBoard(board)?.zh ?? board;
}

/** A ruleset's Chinese name (`ranked-s7` → 排位赛), or the id when unknown. */
export function rulesetZh(ruleset: string): string {
  return Object.hasOwn(RULESETS, ruleset) ? RULESETS[ruleset].zh : ruleset;
}

/** A game row's words for a game list: board and ruleset in Chinese (issue 26 item 6). */
export function gameWords(g: { board: string; ruleset: string }): { boardZh: string; rulesetZh: string } {
  return { boardZh: boardZh(g.board), rulesetZh: rulesetZh(g.ruleset) };
}
