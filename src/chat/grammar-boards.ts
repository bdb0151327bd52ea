/**
 * Boards and rulesets as typed after `开房` / `开赛` (000 §六): a board by id, Chinese name or
 * player count, the ruleset words, and the replies that list what may be opened.
 */
import type { Board } from "../engine/boards.ts";
import { RANKED_S7, RULESETS, type Ruleset, rulesetBoard } from "../engine/rulesets/index.ts";
import { listOf, type Msg, say } from "../vocab/msg.ts";
import { type BadIntent, bad, typed } from "./grammar-intents.ts";
import { clip, normalize } from "./grammar-words.ts";

/**
 * A board name without spaces, 屠边, 局, 带, 的12人局 (000 §六 spells them "…屠边的12人局"). The
 * lookbehind starts a digit run only at its first digit (else each digit of a long run would
 * rescan the rest of it: quadratic).
 */
const canonBoard = (s: string) => s.replace(/的?(?<![0-9])[0-9]+人局/g, "").replace(/屠边|配置|局|带|的/g, "");

/** The boards a ruleset plays, in its order (its `boards`; `custom` is not opened from the chat). */
export function boardsOf(r: Ruleset): Board[] {
  return r.boards.map((id) => rulesetBoard(r, id)).filter((b): b is Board => b !== undefined);
}

/** Every ruleset's boards, once each (a board word the named ruleset does not play is named back). */
const EVERY_BOARD: readonly Board[] = [
  ...new Map(
    Object.values(RULESETS)
      .flatMap(boardsOf)
      .map((b) => [b.id, b]),
  ).values(),
];

/** Whether normalized `t` names board `b`: its id, its Chinese name or one of its other words (`抽卡`). */
const names = (b: Board, t: string) => {
  const c = canonBoard(t);
  return b.id === t || canonBoard(b.zh) === c || (b.words ?? []).some((w) => canonBoard(w) === c);
};

/**
 * A board of `r` (default ranked-s7, 000 §六) by id ("444-idiot"), Chinese name ("444预女猎白",
 * "444预女猎白屠边局", "桌游12人") or, when exactly one of its boards has that many seats, a
 * player count ("12人", "12人局", "12"); else null.
 */
export function parseBoard(text: string, r: Ruleset = RANKED_S7): string | null {
  const t = normalize(text);
  return t ? boardIn(r, t) : null;
}

/** {@link parseBoard} on a normalized text. */
function boardIn(r: Ruleset, t: string): string | null {
  const boards = boardsOf(r);
  const byId = boards.find((b) => b.id === t);
  if (byId) return byId.id;
  const byName = boards.find((b) => names(b, t));
  if (byName) return byName.id;
  const count = /^([0-9]{1,2})(?:人|人局)?$/.exec(t);
  const bySeats = count ? boards.filter((b) => b.seats === Number(count[1])) : [];
  return bySeats.length === 1 ? bySeats[0].id : null;
}

/** A ruleset's boards as a reply lists them: `444预女猎白、…` (names only, issue 26 item 6). */
export function boardList(r: Ruleset): string {
  return boardsOf(r)
    .map((b) => b.zh)
    .join("、");
}

/**
 * A ruleset's boards as a reply lists them (a `Msg`): by name in Chinese (`444预女猎白、…`, as
 * {@link boardList}), by id in English, quoted (`"444-idiot", …`), which the grammar reads.
 */
export function boardsMsg(r: Ruleset): Msg {
  return listOf(boardsOf(r).map((b) => say("grammar.example", { cmd: typed(b.zh, b.id) })));
}

/** Every ruleset with its boards (`排位赛：…；经典：…`), each ruleset by the word that opens it. */
export function rulesetsMsg(): Msg {
  return listOf(
    Object.values(RULESETS).map((r) =>
      say("grammar.ruleset_boards", { ruleset: typed(r.zh, rulesetWord(r)), boards: { msg: boardsMsg(r) } }),
    ),
    "grammar.rulesets_sep",
  );
}

/** The English word that names `r` after `开房` (`classic`, `table`, `hk`): its first latin name. */
function rulesetWord(r: Ruleset): string {
  return r.names.find((w) => /^[a-z]/.test(w)) ?? r.id;
}

/** Words of every ruleset after `开房`, longest first (so `经典规则` wins over `经典`). */
const RULESET_WORDS = Object.values(RULESETS)
  .flatMap((r) => r.names.map((w) => ({ w: w.normalize("NFKC").toLowerCase(), r })))
  .sort((a, b) => b.w.length - a.w.length);

/**
 * The argument of `开房` / `开赛` (normalized, non-empty): a ruleset word, then a board of that
 * ruleset; without a ruleset word, a board of `fallback`, or a board id or name only one other
 * ruleset plays ("桌游12人", "table-12"). A reply when the board is missing or not the ruleset's.
 */
export function openArgs(rest: string, fallback: Ruleset, verb: string): { r: Ruleset; board: string } | BadIntent {
  const example = (r: Ruleset) => openExample(verb, r, fallback);
  const named = RULESET_WORDS.find((x) => rest.startsWith(x.w));
  if (named) {
    const after = rest.slice(named.w.length);
    // Without a board word, the ruleset's default board (`开房 版杀`; `开房 空洞骑士`: the fixed board).
    const only = !after ? named.r.defaultBoard : null;
    const board = only || (after && boardIn(named.r, after)) || boardIn(named.r, rest);
    if (board) return { r: named.r, board };
    const other = after ? EVERY_BOARD.find((b) => names(b, after)) : undefined;
    const args = { ruleset: { ruleset: named.r.id }, boards: { msg: boardsMsg(named.r) }, cmd: example(named.r) };
    return bad(
      "board",
      other
        ? say("grammar.open_not_played", { ...args, board: { board: other.id } })
        : after
          ? say("grammar.open_no_such", { ...args, value: { msg: clip(after) } })
          : say("grammar.open_which", args),
    );
  }
  const own = boardIn(fallback, rest);
  if (own) return { r: fallback, board: own };
  const exact = EVERY_BOARD.find((b) => names(b, rest));
  const owners = exact ? Object.values(RULESETS).filter((r) => r.boards.includes(exact.id)) : [];
  if (exact && owners.length === 1) return { r: owners[0], board: exact.id };
  return bad(
    "board",
    // Only a short quoted prefix of what was typed (issue 15 item 12: the bot never says it).
    say("grammar.open_unknown", { value: { msg: clip(rest) }, cmd: example(fallback), lists: { msg: rulesetsMsg() } }),
  );
}

/**
 * `verb` (`开房`, `开赛`) with a board of `r` as a reply's example: `开房 桌游 12人` in Chinese,
 * `开房 table 12` in English (the ruleset's latin word, the board's count or id). The ruleset is
 * left out only where the verb reads a bare board as ranked-s7's (`开房 444预女猎白`; `开赛`'s
 * default is the table's, so `开赛 排位赛 444预女猎白`).
 */
export function openExample(verb: string, r: Ruleset, fallback: Ruleset) {
  const ranked = r === RANKED_S7 && fallback === RANKED_S7;
  const ex = exampleBoard(r);
  return typed(
    `${verb} ${ranked ? "" : `${r.zh} `}${"count" in ex ? `${ex.count}人` : ex.board.zh}`,
    `${verb} ${ranked ? "" : `${rulesetWord(r)} `}${"count" in ex ? ex.count : ex.board.id}`,
  );
}

/** The example board of a ruleset in a reply: a player count when its boards differ by it, else a board. */
function exampleBoard(r: Ruleset): { count: number } | { board: Board } {
  const boards = boardsOf(r);
  const counts = new Set(boards.map((b) => b.seats));
  if (counts.size === boards.length) return { count: boards.find((b) => b.seats === 12)?.seats ?? boards[0].seats };
  return { board: boards.find((b) => b.id === "444-idiot") ?? boards[0] };
}

/** Words that mark `开房 …` as a board attempt rather than chat ("开房了吗"). */
export const BOARDISH =
  /^[0-9a-z]|狼|预|女|猎|白|守|丘|盗|野|摄|卜|吟|经典|流氓|桌游|比赛|排位|版杀|论坛|明星大侦探|空洞|骑士|抽卡/;
