/**
 * The ranked season's end-of-game record (the GameService end hook, issue 24 goal 2): the result
 * row — written by the game's last command's own guarded statement —, the points change told to
 * the group, the full record for the inspector. Split from season.ts (SeasonBook delegates to it).
 */
import { rulesetOf } from "../engine/rulesets/index.ts";
import { foldSeason, type GameResult, type Ledger, resultOfGame, type Season } from "../ranked/ledger.ts";
import {
  gameLine,
  inspectorRecord,
  interventionLine,
  type JudgeActed,
  rulesetArg,
  shortId,
} from "../ranked/record-texts.ts";
import { gameChangeText, type NameOf } from "../ranked/texts.ts";
import type { EndRows } from "../store/commands.ts";
import type { SeasonReader, SeasonStore } from "../store/seasons.ts";
import { lines, type Msg, render, say } from "../vocab/msg.ts";
import type { ExtraMessage, GameEnd, GameEnding } from "./game-end.ts";

/**
 * The ledger `result`'s points post is read from (`gameChangeText`): the season as it will be once
 * its row is written, as far as its players go — the other results they sat in
 * (`SeasonStore.resultsOfPlayers`) and this one, folded in the order the store reads the season
 * (end time, then game id) at `nowMs`. A player's changes come from his own games only, so his
 * lines are the whole season's fold's, read from his games instead of every game of the season
 * (issue 24 goal 4: 243 → 17 ms of CPU at a game's end with 10,000 results behind, `npm run
 * bench:season-end`). Other players' standings in it are partial: read this game's seats only.
 */
export async function ledgerOfPlayers(
  store: SeasonStore,
  season: Season,
  result: GameResult,
  nowMs: number,
): Promise<Ledger> {
  const players = result.seats.map((x) => x.playerId);
  const others = (await store.resultsOfPlayers(season, players)).filter((r) => r.gameId !== result.gameId);
  const games = [...others, result].sort((a, b) => a.endedAt - b.endedAt || (a.gameId < b.gameId ? -1 : 1));
  return foldSeason(season, games, nowMs);
}

/** What the end-of-game record reads of the season's book (SeasonBook). */
export interface SeasonReads {
  /** How long after a game's end its players and judge may appeal, ms. */
  readonly appealWindowMs: number;
  /** The wall clock, epoch ms. */
  time(): number;
  seasonAt(atMs: number, db?: SeasonReader): Promise<Season | null>;
  names(db?: SeasonReader, ids?: string[]): Promise<NameOf>;
}

/**
 * Records a finished game (the GameService end hook): its result row (valid only with a certified
 * judge and an inspector, 000 §三1, §五4; a game voided by the judge is recorded as voided and
 * counts for nobody, 000 §二), the points change of each seat for the match group with the
 * game's 对局编号 (how players name it in an appeal), and the full record for the inspector. A
 * game without players bound to every seat records nothing. Reads only (the game's row and
 * seats, the season and its other results, names, the judge's acts logged before `end.events`);
 * the row goes into the command's own statement (`EndRows.result`; see src/store/commands.ts for
 * why those reads need no more guard than the game's version).
 */
export async function seasonGameEnded(
  book: SeasonReads,
  store: SeasonStore,
  end: GameEnding,
  publicBaseUrl?: string,
): Promise<GameEnd> {
  const { gameId, state } = end;
  const none: GameEnd = { messages: [], rows: {} };
  if (!state.voided && !state.winner) return none;
  const game = await store.gameWithSeats(gameId);
  const players = Object.fromEntries(
    game.seats.filter((x) => x.playerId).map((x) => [String(x.seat), x.playerId as string]),
  );
  if (Object.keys(players).length !== state.seats.length) return none;
  // Issue 10 item 5: only a ranked ruleset scores (000 §四); a classic or table game is no
  // season game at all — no result row, so no points, no games or wins, no daily cap, no sanction.
  const rules = rulesetOf(state.setup.ruleset);
  if (rules.scoring !== "ranked")
    return {
      messages: [
        {
          audience: "group",
          text: lines([
            say("inspector.not_ranked_rules", { ruleset: rulesetArg(rules.id) }),
            say("inspector.game_id", { id: shortId(gameId) }),
          ]),
        },
      ],
      rows: {},
    };
  const endedAt = book.time();
  // Why the game does not count: kept on the result row in 简体 (the records' language), told to the group in its own.
  const why: Msg | null = state.voided
    ? "法官作废本局（手册§二）"
    : !game.ranked
      ? say("inspector.why_uncertified")
      : !game.inspectorId
        ? say("inspector.why_no_inspector")
        : null;
  const reason = why === null ? null : render(why);
  const result = resultOfGame(state, { gameId, players, valid: reason === null, endedAt });
  const rows: EndRows = { result: resultRow(result, reason) };
  const out: ExtraMessage[] = [];
  const season = await book.seasonAt(endedAt);
  const id = gameLine(gameId, game.ranked, book.appealWindowMs);
  // Issue 26 item 10: the void itself was announced (with the cards) when the game ended; a void
  // game counts for nobody (000 §二), so there is nothing to appeal: its id only, no invitation.
  if (state.voided) out.push({ audience: "group", text: say("inspector.game_id", { id: shortId(gameId) }) });
  else if (why) out.push({ audience: "group", text: lines([say("inspector.unscored", { why: { msg: why } }), id]) });
  else if (!season) out.push({ audience: "group", text: lines([say("inspector.no_season"), id]) });
  else {
    const ledger = await ledgerOfPlayers(store, season, result, endedAt);
    const names = await book.names(undefined, Object.values(players));
    out.push({ audience: "group", text: lines([gameChangeText(ledger, gameId, names), id]) });
  }
  if (game.inspectorId) {
    // Issue 13 item 4: every judge intervention (who, what, why, when) from the game's log.
    // Logged before this command (up to the version decided on) and by it.
    const acted = [
      ...(await store.judgeActs(gameId, end.version)),
      ...end.events.filter((e) => e.type === "judge_acted"),
    ] as JudgeActed[];
    const judgeName = (await book.names(undefined, [game.judgeId]))(game.judgeId);
    const interventions = acted.map((e) => interventionLine(e, judgeName));
    out.push({
      audience: "contact",
      contactId: game.inspectorId,
      text: inspectorRecord(gameId, state, { interventions, base: publicBaseUrl }),
    });
  }
  return { messages: out, rows };
}

/** The `RankedResult` row of a result (a voided game's winner is stored as ""). */
function resultRow(r: GameResult, reason: string | null): NonNullable<EndRows["result"]> {
  return {
    gameId: r.gameId,
    endedAt: r.endedAt,
    board: r.board,
    winner: r.winner ?? "",
    valid: r.valid,
    reason,
    voided: r.voided === true,
    seats: r.seats,
  };
}
