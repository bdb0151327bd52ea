/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */

import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { DESK } from "./desk.ts";
import { DISCIPLINE } from "./discipline.ts";
import { DM_DESK } from "./dm-desk.ts";
import { EVENTS } from "./events.ts";
import { F25_DAYS } from "./f25-days.ts";
import { F25_DESK } from "./f25-desk.ts";
import { F25_GRAMMAR } from "./f25-grammar.ts";
import { F25_PRIVATE } from "./f25-private.ts";
import { F25_THREAD } from "./f25-thread.ts";
import { GAME_NAMES } from "./game-names.ts";
import { GRAMMAR } from "./grammar.ts";
import { HELP } from "./help.ts";
import { HK_BALLOT, HK_POOL } from "./hk-ballot.ts";
import { HK_DESK } from "./hk-desk.ts";
import { HK_GRAMMAR } from "./hk-grammar.ts";
import { HK_HELP } from "./hk-help.ts";
import { HK_LOBBY } from "./hk-lobby.ts";
import { HK_ACT, HK_CARD, HK_RULES } from "./hk-names.ts";
import { HK_PRIVATE } from "./hk-private.ts";
import { HK_REJECT } from "./hk-reject.ts";
import { HK_STATUS } from "./hk-status.ts";
import { HK_THREAD } from "./hk-thread.ts";
import { HK_VOTES } from "./hk-votes.ts";
import { HK_WORDS } from "./hk-words.ts";
import { HTTP } from "./http.ts";
import { INSPECTOR } from "./inspector.ts";
import { JUDGE_BOARD } from "./judge-board.ts";
import { JUDGE_VOICE } from "./judge-voice.ts";
import { LANGUAGE } from "./language.ts";
import { LOBBY } from "./lobby.ts";
import { MATCH } from "./match.ts";
import { RECAP } from "./recap.ts";
import { REJECT } from "./reject.ts";
import { REJECT_DAY } from "./reject-day.ts";
import { REJECT_FORUM } from "./reject-forum.ts";
import { ROOMS } from "./rooms.ts";
import { ROUTER } from "./router.ts";
import { SEASON } from "./season.ts";
import { STATUS } from "./status.ts";
import { TABLE_REPLIES } from "./table-replies.ts";
import { TIMED_CALLS } from "./timed-calls.ts";
import { TIMED_DAY } from "./timed-day.ts";
import { TIMED_END } from "./timed-end.ts";
import { TIMED_NIGHT } from "./timed-night.ts";
import { WEB } from "./web.ts";
import { WEB_ANSWERS } from "./web-answers.ts";
import { WEB_JUDGE } from "./web-judge.ts";
import { WEB_PAGE } from "./web-page.ts";
import { WEB_PLAY } from "./web-play.ts";
import { WEB_REPLAY } from "./web-replay.ts";
import { WEB_TABLE } from "./web-table.ts";
import { WEB_THREAD } from "./web-thread.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  language: LANGUAGE,
  hk_card: HK_CARD,
  hk_act: HK_ACT,
  hk_pool: HK_POOL,
  hk_reject: HK_REJECT,
  hk_ballot: HK_BALLOT,
  hk_help: HK_HELP,
  hk_desk: HK_DESK,
  hk_grammar: HK_GRAMMAR,
  hk_lobby: HK_LOBBY,
  hk_rules: HK_RULES,
  season: SEASON,
  inspector: INSPECTOR,
  discipline: DISCIPLINE,
  game_names: GAME_NAMES,
  f25_thread: F25_THREAD,
  f25_private: F25_PRIVATE,
  f25_days: F25_DAYS,
  f25_desk: F25_DESK,
  f25_grammar: F25_GRAMMAR,
  lobby: LOBBY,
  router: ROUTER,
  rooms: ROOMS,
  match: MATCH,
  desk: DESK,
  dm_desk: DM_DESK,
  judge_voice: JUDGE_VOICE,
  recap: RECAP,
  events: EVENTS,
  table_replies: TABLE_REPLIES,
  timed_calls: TIMED_CALLS,
  timed_day: TIMED_DAY,
  timed_end: TIMED_END,
  timed_night: TIMED_NIGHT,
  grammar: GRAMMAR,
  reject: REJECT,
  status: STATUS,
  reject_day: REJECT_DAY,
  reject_forum: REJECT_FORUM,
  hk_words: HK_WORDS,
  hk_thread: HK_THREAD,
  hk_private: HK_PRIVATE,
  hk_status: HK_STATUS,
  hk_votes: HK_VOTES,
  web: WEB,
  web_page: WEB_PAGE,
  web_table: WEB_TABLE,
  web_replay: WEB_REPLAY,
  web_judge: WEB_JUDGE,
  help: HELP,
  judge_board: JUDGE_BOARD,
  web_play: WEB_PLAY,
  http: HTTP,
  web_answers: WEB_ANSWERS,
  web_thread: WEB_THREAD,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
