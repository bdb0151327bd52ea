/**
 * The pages' words for the engine's ids (issue 26 items 6 and 10): a phase label (`N3` → 第3夜),
 * a vote round (`exile_pk` → 放逐PK投票), a result (`villagers` → 好人阵营胜利), a board and a
 * ruleset by name — in the page's language (issue 23 goal 3; default 简体). Pages show these,
 * never the ids. The words are the vocabulary's (src/vocab/, issue 23 goal 2). Pure.
 */
import {
  boardName,
  DEFAULT_LANG,
  type Lang,
  labelWords,
  rulesetName,
  winnerWords,
  word,
  wordOf,
} from "../vocab/index.ts";

/** A phase label in words: `D2` → 第2天 / Day 2, `N3` → 第3夜, `S` → 开局阶段; anything else as it is. */
export function labelZh(label: string, lang: Lang = DEFAULT_LANG): string {
  const w = labelWords(label, lang);
  // A page's label stands alone (a heading, a column): English capitalises it (Night 1, Day 2).
  return lang === "en" ? w.charAt(0).toUpperCase() + w.slice(1) : w;
}

/** A vote round in words (an unknown one: 投票). */
export function roundZh(round: string, lang: Lang = DEFAULT_LANG): string {
  return wordOf(lang, "round", round, word(lang, "phase.vote"));
}

/** How a game ended, in words: a camp's win (the piper's too, T23), `本局作废`, or null while it runs. */
export function resultZh(v: { voided: boolean; winner: string | null }, lang: Lang = DEFAULT_LANG): string | null {
  return v.voided ? word(lang, "end.void") : v.winner ? winnerWords(v.winner, lang) : null;
}

/** A board's name (`444-idiot` → 444预女猎白), or the id when unknown. */
export function boardZh(board: string, lang: Lang = DEFAULT_LANG): string {
  return boardName(board, lang);
}

/** A ruleset's name (`ranked-s7` → 排位赛 / Ranked), or the id when unknown. */
export function rulesetZh(ruleset: string, lang: Lang = DEFAULT_LANG): string {
  return rulesetName(ruleset, lang);
}

/** A game row's words for a game list: board and ruleset in `lang` (issue 26 item 6). */
export function gameWords(
  g: { board: string; ruleset: string },
  lang: Lang = DEFAULT_LANG,
): { boardZh: string; rulesetZh: string } {
  return { boardZh: boardZh(g.board, lang), rulesetZh: rulesetZh(g.ruleset, lang) };
}
