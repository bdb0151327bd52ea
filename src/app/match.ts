/**
 * The table match (T22, 003-B 比赛结束 "五局比赛全部结束后，裁判记录总分"): a judge opens a match of
 * {@link MATCH_GAMES} games of one ruleset and board in one match group (`开赛 桌游 12人`); each
 * finished game adds its per-seat score sheet (`scoreSheet`, src/engine/sheet.ts) to one match
 * sheet per player (games played, wins, deductions, points); after each game the next game's
 * room opens by itself (players draw seats again, 003-B 比赛结束) until the last one.
 *
 * 黄金内裤 (T20, 003-C last paragraph): the player knifed to death on night 1 of a game is
 * protected on night 1 of his next game of the match — its setup's `protectedSeat` is his seat
 * there. The engine leaves a wolf card unprotected (T20); the app keeps the protection for his
 * next game then ("若下一轮为狼人，则首杀保护顺延"), and likewise when he sits a game out. A new
 * night-1 victim takes the protection over (the rule names the previous game's victim).
 *
 * Points are the organiser's (T22: 003-B 五、六 are empty): {@link MatchScoring}, copied into the
 * match when it opens, so a change of configuration never re-scores a match under way.
 */
import { z } from "zod";
import { type Board, boardById } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { type Ruleset, rulesetOf } from "../engine/rulesets/index.ts";
import { type SheetCamp, scoreSheet } from "../engine/sheet.ts";
import type { RoleId } from "../engine/types.ts";
import type { EndRows } from "../store/commands.ts";
import type { Db } from "../store/db.ts";
import { type MatchRow, MatchStore } from "../store/matches.ts";
import { campName, cardName, DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import { type Arg, lines, type Msg, render, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import type { ExtraMessage, GameEnd, GameEnding } from "./game-end.ts";
import { boardName, listOf, RoomError, type RoomService, rulesName, typed } from "./rooms.ts";

/** Games in a match (003-B 比赛结束: 五局). */
export const MATCH_GAMES = 5;

/** Rulesets that play matches: those with a score sheet (T22). */
export const MATCH_RULESETS: readonly string[] = ["table"];

/**
 * The organiser's points of a match (T22): `win` per camp for a seat whose camp won (a loss
 * scores 0), `deduction` per deduction (T21: a `warn` or an `eject`; negative).
 */
export const MatchScoring = z.object({
  win: z.object({
    villagers: z.number().finite(),
    wolves: z.number().finite(),
    lovers: z.number().finite(),
    piper: z.number().finite(),
  }),
  deduction: z.number().finite(),
});
export type MatchScoring = z.infer<typeof MatchScoring>;

/**
 * Defaults: a win scores as a ranked win of 000 §四1 — the village camp 2, the wolves 3, a third
 * camp (the human-wolf lovers, the piper) 3 — and each deduction −1.
 */
export const DEFAULT_MATCH_SCORING: MatchScoring = {
  win: { villagers: 2, wolves: 3, lovers: 3, piper: 3 },
  deduction: -1,
};

/** The scoring from `MATCH_SCORING` (JSON of {@link MatchScoring}), or the default; throws on a bad value. */
export function matchScoringFromEnv(env: Record<string, string | undefined> = process.env): MatchScoring {
  const raw = env.MATCH_SCORING;
  if (raw === undefined || raw === "") return DEFAULT_MATCH_SCORING;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`MATCH_SCORING must be JSON like ${JSON.stringify(DEFAULT_MATCH_SCORING)}`);
  }
  const r = MatchScoring.safeParse(json);
  if (!r.success) throw new Error(`MATCH_SCORING: ${r.error.issues.map((i) => i.path.join(".")).join(", ")} invalid`);
  return r.data;
}

/** One seat of one finished match game (a line of the engine's sheet, with its player). */
export interface MatchSeat {
  seat: number;
  playerId: string;
  name: string;
  role: RoleId;
  camp: SheetCamp;
  won: boolean;
  alive: boolean;
  deductions: number;
}

/** One finished game of a match. */
export interface MatchGameView {
  n: number;
  gameId: string;
  protectedSeat: number | null;
  seats: MatchSeat[];
}

/** A player's line of the match sheet; `games[i]` is his seat line in game i + 1 (null: he sat it out). */
export interface MatchLine {
  playerId: string;
  name: string;
  played: number;
  wins: number;
  deductions: number;
  points: number;
  games: (MatchSeat & { points: number })[] | null[];
}

/** A match as shown (chat, HTTP, CSV). */
export interface MatchView {
  id: string;
  matchGroupId: string;
  ruleset: Ruleset;
  board: Board;
  games: number;
  status: "open" | "ended" | "closed";
  scoring: MatchScoring;
  played: MatchGameView[];
  /** The player the next game protects on night 1 (T20), if any. */
  protectedId: string | null;
  /** Players by points (desc), then wins (desc), deductions (asc), name. */
  sheet: MatchLine[];
}

/** Points of one seat line under `scoring` (T22). */
export function seatPoints(x: MatchSeat, scoring: MatchScoring): number {
  return (x.won ? scoring.win[x.camp] : 0) + x.deductions * scoring.deduction;
}

/** The match sheet of `played` games: one line per player (pure; T22). */
export function matchSheet(played: MatchGameView[], games: number, scoring: MatchScoring): MatchLine[] {
  const lines = new Map<string, MatchLine>();
  for (const g of played)
    for (const x of g.seats) {
      let l = lines.get(x.playerId);
      if (!l) {
        l = { playerId: x.playerId, name: x.name, played: 0, wins: 0, deductions: 0, points: 0, games: [] };
        lines.set(x.playerId, l);
      }
      const points = seatPoints(x, scoring);
      l.played++;
      l.wins += x.won ? 1 : 0;
      l.deductions += x.deductions;
      l.points += points;
      l.name = x.name;
      (l.games as unknown[])[g.n - 1] = { ...x, points };
    }
  const out = [...lines.values()];
  for (const l of out) l.games = Array.from({ length: games }, (_, i) => l.games[i] ?? null) as MatchLine["games"];
  return out.sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      a.deductions - b.deductions ||
      a.name.localeCompare(b.name) ||
      a.playerId.localeCompare(b.playerId),
  );
}

/** A number with its sign (`+3`, `-1`, `0`). */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const HEAD = { open: "match.sheet_head", ended: "match.sheet_head_ended", closed: "match.sheet_head_closed" } as const;

/** The match sheet as the chat shows it (`比分`): one line per player, ranked (a message, rendered in the chat's language). */
export function matchSheetText(m: MatchView): Msg {
  const head = say(HEAD[m.status], {
    rules: { msg: rulesName(m.ruleset) },
    board: { msg: boardName(m.board) },
    played: m.played.length,
    games: m.games,
  });
  const wins = (["villagers", "wolves", "lovers", "piper"] as const).map((c) =>
    say("match.camp_points", { camp: { word: `camp.${c}` }, points: signed(m.scoring.win[c]) }),
  );
  const rule = say("match.scoring", { wins: { msg: listOf(wins) }, deduction: signed(m.scoring.deduction) });
  const id = say("match.sheet_id", { id: m.id });
  if (m.sheet.length === 0) return lines([head, say("match.sheet_none"), rule, id]);
  const rows = m.sheet.map((l, i) => {
    const args = { i: i + 1, name: l.name, points: signed(l.points), played: l.played, wins: l.wins };
    return l.deductions ? say("match.sheet_line_ded", { ...args, ded: l.deductions }) : say("match.sheet_line", args);
  });
  return lines([head, ...rows, rule, id]);
}

/** One game's sheet as the chat shows it when it ends: seat, card, camp, result, deductions, points. */
export function gameSheetText(m: MatchView, g: MatchGameView): Msg {
  return lines([
    say("match.game_head", { n: g.n, games: m.games }),
    ...g.seats.map((x) =>
      say("match.game_line", {
        seat: { seat: x.seat },
        name: x.name,
        card: { card: x.role },
        camp: { word: `camp.${x.camp}` },
        result: { msg: say(x.won ? "match.won" : "match.lost") },
        out: x.alive ? "" : { msg: say("match.out") },
        ded: x.deductions ? { msg: say("match.ded", { n: x.deductions }) } : "",
        points: signed(seatPoints(x, m.scoring)),
      }),
    ),
  ]);
}

/**
 * The CSV of a match sheet (UTF-8 with a BOM, for Excel): one row per player, one column per game,
 * its headers and cells in `lang` (the request's; default 简体).
 */
export async function matchCsv(m: MatchView, lang: Lang = DEFAULT_LANG): Promise<string> {
  const { stringify } = await import("csv-stringify/sync");
  const col = (k: string, args?: Record<string, Arg>) => render(say(`match.csv_${k}` as PhraseKey, args), lang);
  const header = [
    ...["rank", "player", "player_id", "played", "wins", "deductions", "points"].map((k) => col(k)),
    ...Array.from({ length: m.games }, (_, i) => col("game", { n: i + 1 })),
  ];
  const rows = m.sheet.map((l, i) => [
    i + 1,
    l.name,
    l.playerId,
    l.played,
    l.wins,
    l.deductions,
    l.points,
    ...l.games.map((x) =>
      x
        ? col("cell", {
            seat: { seat: x.seat },
            card: cardName(x.role, lang),
            camp: campName(x.camp, lang),
            result: { msg: say(x.won ? "match.won" : "match.lost") },
            ded: x.deductions ? { msg: say("match.csv_ded", { n: x.deductions }) } : "",
            points: signed(x.points),
          })
        : "",
    ),
  ]);
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: "\r\n" })}`;
}

function toView(r: MatchRow): MatchView {
  const board = boardById(r.board);
  if (!board) throw new Error(`match ${r.id} has an unknown board ${r.board}`);
  const scoring = MatchScoring.parse(r.scoring);
  const played = [...r.played]
    .sort((a, b) => a.n - b.n)
    .map((g) => ({ n: g.n, gameId: g.gameId, protectedSeat: g.protectedSeat, seats: g.sheet as MatchSeat[] }));
  return {
    id: r.id,
    matchGroupId: r.matchGroupId,
    ruleset: rulesetOf(r.ruleset),
    board,
    games: r.games,
    status: r.status as MatchView["status"],
    scoring,
    played,
    protectedId: r.protectedId,
    sheet: matchSheet(played, r.games, scoring),
  };
}

/** Why a match command was refused (the chat replies with {@link msg}); `message` is its 简体 text. */
export class MatchError extends Error {
  constructor(readonly msg: Msg) {
    super(render(msg));
  }
}

/** The matches' rules (T20, T22); every statement is the store's (`MatchStore`). */
export class MatchBook {
  private readonly store: MatchStore;

  constructor(
    db: Db,
    private readonly rooms: RoomService,
    private readonly scoring: MatchScoring = DEFAULT_MATCH_SCORING,
  ) {
    this.store = new MatchStore(db);
  }

  /**
   * Opens a match in a match group and the room of its first game. Throws MatchError for a
   * ruleset without a score sheet, RoomError as `RoomService.open` (a room or game already there).
   */
  async open(
    matchGroupId: string,
    judgeId: string,
    rulesetId: string,
    boardId: string,
  ): Promise<{ match: MatchView; room: Awaited<ReturnType<RoomService["open"]>> }> {
    if (!MATCH_RULESETS.includes(rulesetId))
      throw new MatchError(
        say("match.no_sheet", {
          rules: { msg: rulesName(rulesetOf(rulesetId)) },
          cmd: typed("开赛 桌游 12人"),
          cmd2: typed("开房"),
        }),
      );
    if (await this.store.hasOpen(matchGroupId)) throw new MatchError(say("match.match_open", { cmd: typed("关房") }));
    const m = await this.store.create({
      matchGroupId,
      judgeId,
      ruleset: rulesetId,
      board: boardId,
      games: MATCH_GAMES,
      scoring: this.scoring,
    });
    try {
      const room = await this.rooms.open(matchGroupId, judgeId, boardId, { ruleset: rulesetId, matchId: m.id });
      return { match: toView(m), room };
    } catch (err) {
      await this.store.delete(m.id);
      throw err;
    }
  }

  /** A match by id, or null. */
  async get(id: string): Promise<MatchView | null> {
    const r = await this.store.get(id);
    return r ? toView(r) : null;
  }

  /** The match group's latest match (the one under way, else the last one), or null. */
  async latest(matchGroupId: string): Promise<MatchView | null> {
    const r = await this.store.latest(matchGroupId);
    return r ? toView(r) : null;
  }

  /** The latest match a player played a game of, or null. */
  async ofPlayer(playerId: string): Promise<MatchView | null> {
    const matchId = await this.store.latestOfPlayer(playerId);
    return matchId ? this.get(matchId) : null;
  }

  /** The protected seat (T20) of the next game of `matchId` with `seats` taken: his seat, or null. */
  async protectedSeat(matchId: string, seats: { seat: number; contactId: string }[]): Promise<number | null> {
    const protectedId = await this.store.protectedId(matchId);
    if (!protectedId) return null;
    return seats.find((x) => x.contactId === protectedId)?.seat ?? null;
  }

  /** Ends a match when the judge closes its room (`关房`): its sheet stays as it is. */
  async close(matchId: string): Promise<void> {
    await this.store.close(matchId);
  }

  /**
   * The GameService end hook for match games (issue 24 goal 2: reads, then rows for the game's
   * last statement): the game's sheet joins the match, 黄金内裤 moves on (T20), and the next game's
   * room opens, or the match ends. A voided game adds nothing and its room opens again for the
   * same game. Messages: the game's sheet and the match sheet, for the match group. The match as
   * read (open, its protection, its games) is the statement's guard (`EndRows.match.was`).
   */
  async onGameEnded(end: GameEnding): Promise<GameEnd> {
    const { gameId, state } = end;
    const none: GameEnd = { messages: [], rows: {} };
    const room = await this.store.roomOfGame(gameId);
    if (!room?.matchId) return none;
    const row = await this.store.get(room.matchId);
    if (row?.status !== "open") return none;
    const gameSeats = await this.store.gameSeats(gameId);
    const rows: EndRows = {};
    const names = new Map((room.seats as { seat: number; contactId: string; name: string }[]).map((x) => [x.seat, x]));
    const out: ExtraMessage[] = [];
    const n = row.played.length + 1;
    let protectedId = row.protectedId;
    if (state.voided || !state.winner) {
      out.push({ audience: "group", text: say("match.void_game", { n, games: row.games }) });
    } else {
      const sheet = scoreSheet(state);
      const seats: MatchSeat[] = gameSeats.map((x) => {
        const line = sheet[String(x.seat)];
        return {
          seat: x.seat,
          playerId: x.playerId ?? `seat-${x.seat}`,
          name: names.get(x.seat)?.name ?? `${x.seat}号`,
          role: line.role,
          camp: line.camp,
          won: line.won === true,
          alive: line.alive,
          deductions: line.deductions,
        };
      });
      const protectedSeat = (state.setup as { protectedSeat?: number }).protectedSeat ?? null;
      // T20: the night-1 knife victim is protected next; a protection not used (he sat this game out,
      // or drew a wolf card) carries on; one used on a good card is spent.
      const victim = state.seats.find((x) => x.diedAt === "N1" && x.cause === "wolf");
      const holder = protectedSeat !== null ? state.seats[protectedSeat - 1] : undefined;
      if (victim) protectedId = gameSeats.find((x) => x.seat === victim.seat)?.playerId ?? null;
      else if (holder && roleSpec(holder.role).team !== "wolf") protectedId = null;
      const done = n >= row.games;
      rows.match = {
        matchId: row.id,
        n,
        protectedSeat,
        sheet: seats,
        protectedId,
        status: done ? "ended" : "open",
        was: { protectedId: row.protectedId },
      };
      const view = toView({
        ...row,
        protectedId,
        status: done ? "ended" : "open",
        played: [...row.played, { n, gameId, protectedSeat, sheet: seats }],
      });
      out.push({ audience: "group", text: gameSheetText(view, view.played[view.played.length - 1]) });
      out.push({ audience: "group", text: matchSheetText(view) });
      if (done) return { messages: out, rows };
    }
    try {
      rows.room = this.rooms.nextRoom(room.matchGroupId, room.judgeId, room.board, {
        ruleset: room.ruleset,
        matchId: row.id,
      });
    } catch (err) {
      if (!(err instanceof RoomError)) throw err;
    }
    const next = state.voided || !state.winner ? n : n + 1;
    const holderName = protectedId ? await this.store.playerName(protectedId) : null;
    out.push({
      audience: "group",
      text: lines([
        say("match.next_game", { n: next, games: row.games, sit: typed("坐X号"), start: typed("开始") }),
        holderName && say("match.next_protected", { name: holderName }),
      ]),
    });
    return { messages: out, rows };
  }
}
