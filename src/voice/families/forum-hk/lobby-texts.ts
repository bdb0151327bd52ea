/**
 * What a forum-hk room says when it opens (seed 002; 游戏流程, 讨论日长短, 投票规则, 遗言, 判罚制度):
 * the board (the fixed 14 seats, or the pool draw restricted to the cards the bot has), the
 * calendar in player words, the vote post, skills and last words by DM, the directors. Pure; a
 * {@link Msg} of phrasebook `hk_lobby`.
 */
import type { Board } from "../../../engine/boards.ts";
import { HK_CARDS, HK_POOLS } from "../../../engine/roles/hk/pools.ts";
import { hkCardSpec } from "../../../engine/roles/index.ts";
import { type Arg, lines, type Msg, say, typedCmd } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { hkCardMsg } from "./texts.ts";

/** The `hk_lobby` phrase `k` with arguments `a`. */
const hl = (k: string, a?: Record<string, Arg>): Msg => say(`hk_lobby.${k}` as PhraseKey, a);
/** A command to type: 简体 as written; in English `en`, the words the grammar reads, where it reads some. */
const typed = (t: string, en?: string): Arg => (en === undefined ? { msg: t } : typedCmd(t, en));

/**
 * The calendar of a forum-hk game in player words (HK7–HK9, HK12: close C = 21:00): 开局 to the
 * first 21:00, 黄昏 to 21:20, the night's three deadlines and its result at 22:10, 晨曦, the 09:00
 * opening with the outs and last words; 正午 skills until an hour before the close.
 */
export const HK_CALENDAR_TEXT: Msg = hl("calendar");

/** HK1, HK3: the pool draw in words (4 wolves, 1 验人系, 3 强神, 4 弱神, 1 三方, 1 不定; or 3 警察). */
function drawText(): Msg {
  const n = (p: keyof typeof HK_POOLS) => HK_POOLS[p].dealt;
  // The cards without a built spec are the ones the draw leaves out (HK2, `drawDeal`'s `leftOut`).
  const missing = HK_CARDS.filter((c) => hkCardSpec(c.id) === undefined).length;
  return lines(
    [
      hl("draw", { w: n("狼人"), s: n("验人系"), g: n("强神"), k: n("弱神"), t: n("三方"), u: n("不定") }),
      missing > 0 ? hl("draw_missing", { n: missing }) : "",
    ],
    "",
  );
}

/** A board's name: forum-hk's two by their words, another as its 简体 name. */
function boardArg(board: Board): Arg {
  if (board.drawn) return { msg: hl("board_pool") };
  return board.id === "forum-hk-core" ? { msg: hl("board_core") } : board.zh;
}

/** Card names joined by the language's list separator (`、`, `, `). */
function cardList(ids: readonly string[]): Msg {
  return lines(
    ids.flatMap((id, i) => (i === 0 ? [hkCardMsg(id)] : [say("common.list_sep"), hkCardMsg(id)])),
    "",
  );
}

/**
 * The opening text of a forum-hk room (002; HK66, HK67, HK59, HK137): who opened it, the board and
 * its seats, how to sign up, then the rules a player needs before the start. `judge` is the
 * opener's display name without a leading 法官/导演.
 */
export function hkOpening(judge: string, board: Board): Msg {
  return lines([
    hl("head", {
      judge,
      board: boardArg(board),
      n: board.seats,
      sit: typed("坐X号", "sit N"),
      start: typed("开始", "start"),
    }),
    board.drawn ? drawText() : hl("fixed", { board: boardArg(board), cards: { msg: cardList(board.cards) } }),
    HK_CALENDAR_TEXT,
    hl("vote", {
      cmd: typed("投票 12号"),
      cmd2: typed("投票对象：12号"),
      cmd3: typed("投票 弃权"),
      cmd4: typed("改票 5号"),
    }),
    hl("skills"),
    hl("last_words", { cmd: typed("遗言 ……") }),
    hl("directors", { cmd: typed("加导演 @小明"), n: board.seats }),
  ]);
}
