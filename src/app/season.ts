/**
 * The ranked season's books in the database (000 §三–§五, §九): seasons, certified judges and
 * inspectors (managed by an admin), one `RankedResult` per finished game, and standings computed
 * by folding the season's results with the pure ledger (`src/ranked/ledger.ts`) — so a ruling
 * that rewrites a result re-scores the whole season, daily caps included, on the next read.
 *
 * Times here are wall-clock (the server's), not the game clock: the daily cap counts games by
 * their Shanghai calendar day (000 §四1).
 */

import { VOTE } from "../chat/narrate.ts";
import { boardById } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import type { DeathCause, GameState, Penalty } from "../engine/types.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import {
  foldSeason,
  type GameResult,
  type Ledger,
  pointChanges,
  resultOfGame,
  type Season,
  type SeatResult,
} from "../ranked/ledger.ts";
import { gameChangeText, type NameOf } from "../ranked/texts.ts";
import type { Db } from "../store/db.ts";
import type { ExtraMessage } from "./game-service.ts";

type Tx = Prisma.TransactionClient;
type Reader = Db | Tx;

/** A staff role: a certified ranked judge (000 §三1) or an inspector (督察长, 000 §五4). */
export type StaffRole = "judge" | "inspector";

/** A correction of a finished game's result by a ruling (appeal, 000 §二). */
export interface Ruling {
  /** Why (kept on the result). */
  reason: string;
  valid?: boolean;
  seats?: { seat: number; campWon?: boolean; penalty?: Penalty | null }[];
}

export class SeasonBook {
  constructor(
    private readonly db: Db,
    /** Wall clock in ms (injected for tests). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `contactId` holds the active staff role. */
  async isStaff(contactId: string, role: StaffRole, db: Reader = this.db): Promise<boolean> {
    const s = await db.staff.findUnique({ where: { contactId_role: { contactId, role } } });
    return s?.active === true;
  }

  /** Adds, renames, revokes or restores a staff member (admin). */
  async setStaff(contactId: string, role: StaffRole, name: string, active: boolean): Promise<void> {
    await this.db.staff.upsert({
      where: { contactId_role: { contactId, role } },
      create: { contactId, role, name, active },
      update: { name, active },
    });
  }

  /** Creates or updates a season (admin). Throws when the window is empty or overlaps another season. */
  async setSeason(s: { id: string; name: string; startsAt: Date; endsAt: Date }): Promise<void> {
    if (s.endsAt <= s.startsAt) throw new Error("赛季结束时间必须晚于开始时间");
    const overlap = await this.db.season.findFirst({
      where: { id: { not: s.id }, startsAt: { lt: s.endsAt }, endsAt: { gt: s.startsAt } },
    });
    if (overlap) throw new Error(`与赛季 ${overlap.id} 的时间重叠`);
    await this.db.season.upsert({ where: { id: s.id }, create: s, update: s });
  }

  /** The season containing `atMs` (default now), or null. */
  async seasonAt(atMs = this.now(), db: Reader = this.db): Promise<Season | null> {
    const at = new Date(atMs);
    const s = await db.season.findFirst({ where: { startsAt: { lte: at }, endsAt: { gt: at } } });
    return s ? toSeason(s) : null;
  }

  async season(id: string): Promise<Season | null> {
    const s = await this.db.season.findUnique({ where: { id } });
    return s ? toSeason(s) : null;
  }

  /** The season's ledger: every result in its window folded (000 §四). */
  async ledger(season: Season, db: Reader = this.db): Promise<Ledger> {
    const rows = await db.rankedResult.findMany({
      where: { endedAt: { gte: new Date(season.startsAt), lt: new Date(season.endsAt) } },
      orderBy: [{ endedAt: "asc" }, { gameId: "asc" }],
    });
    return foldSeason(season, rows.map(toResult), this.now());
  }

  /** Display names of players (their name when they last signed up); only `ids` when given. */
  async names(db: Reader = this.db, ids?: string[]): Promise<NameOf> {
    const players = await db.player.findMany({
      where: ids ? { id: { in: ids } } : {},
      select: { id: true, displayName: true },
    });
    const map = new Map(players.map((p) => [p.id, p.displayName]));
    return (id) => map.get(id) ?? id;
  }

  /**
   * Records a finished game (the GameService end hook, same transaction): its result (valid only
   * with a certified judge and an inspector, 000 §三1, §五4), the points change of each seat for
   * the match group, and the full record for the inspector. A voided game or one without
   * players scores nothing and records nothing.
   */
  async onGameEnded(tx: Tx, gameId: string, state: GameState): Promise<ExtraMessage[]> {
    if (state.voided || !state.winner) return [];
    const game = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    const players = Object.fromEntries(
      game.seats.filter((x) => x.playerId).map((x) => [String(x.seat), x.playerId as string]),
    );
    if (Object.keys(players).length !== state.seats.length) return [];
    const endedAt = this.now();
    const reason = !game.ranked
      ? "开房法官不是认证排位法官（手册§三1）"
      : !game.inspectorId
        ? "没有督察长在场记录（手册§五4）"
        : null;
    const result = resultOfGame(state, { gameId, players, valid: reason === null, endedAt });
    await tx.rankedResult.upsert({
      where: { gameId },
      create: fromResult(result, reason),
      update: fromResult(result, reason),
    });
    const out: ExtraMessage[] = [];
    const season = await this.seasonAt(endedAt, tx);
    if (reason) out.push({ audience: "group", text: `本局不计排位积分：${reason}。` });
    else if (!season) out.push({ audience: "group", text: "当前没有进行中的排位赛季，本局只记录战绩、不计积分。" });
    else {
      const ledger = await this.ledger(season, tx);
      const names = await this.names(tx, Object.values(players));
      out.push({ audience: "group", text: gameChangeText(ledger, gameId, names) });
    }
    if (game.inspectorId)
      out.push({ audience: "contact", contactId: game.inspectorId, text: inspectorRecord(gameId, state) });
    return out;
  }

  /**
   * Applies a ruling to a finished game's result and returns who moved in the season (the
   * season is re-scored by folding again). Throws when the game has no result or a seat is unknown.
   */
  async rule(gameId: string, ruling: Ruling): Promise<{ playerId: string; before: number; after: number }[]> {
    const row = await this.db.rankedResult.findUnique({ where: { gameId } });
    if (!row) throw new Error("这局没有排位结果（未结束、已作废或不是排位局）");
    const result = toResult(row);
    const season = await this.seasonAt(result.endedAt);
    const before = season ? await this.ledger(season) : null;
    const seats = result.seats.map((x) => {
      const fix = ruling.seats?.find((f) => f.seat === x.seat);
      return fix
        ? {
            ...x,
            ...(fix.campWon !== undefined ? { campWon: fix.campWon } : {}),
            ...(fix.penalty !== undefined ? { penalty: fix.penalty } : {}),
          }
        : x;
    });
    for (const f of ruling.seats ?? [])
      if (!result.seats.some((x) => x.seat === f.seat)) throw new Error(`没有${f.seat}号座位`);
    const corrected: GameResult = { ...result, seats, valid: ruling.valid ?? result.valid };
    await this.db.rankedResult.update({ where: { gameId }, data: fromResult(corrected, ruling.reason) });
    if (!season || !before) return [];
    return pointChanges(before, await this.ledger(season));
  }
}

function toSeason(s: { id: string; startsAt: Date; endsAt: Date }): Season {
  return { id: s.id, startsAt: s.startsAt.getTime(), endsAt: s.endsAt.getTime() };
}

function toResult(r: {
  gameId: string;
  endedAt: Date;
  board: string;
  winner: string;
  valid: boolean;
  seats: unknown;
}): GameResult {
  return {
    gameId: r.gameId,
    endedAt: r.endedAt.getTime(),
    board: r.board,
    winner: r.winner as GameResult["winner"],
    valid: r.valid,
    seats: r.seats as SeatResult[],
  };
}

function fromResult(r: GameResult, reason: string | null) {
  return {
    gameId: r.gameId,
    endedAt: new Date(r.endedAt),
    board: r.board,
    winner: r.winner ?? "",
    valid: r.valid,
    reason,
    seats: r.seats as unknown as Prisma.InputJsonValue,
  };
}

const CAUSE_ZH: Partial<Record<DeathCause, string>> = {
  wolf: "狼刀",
  poison: "毒杀",
  shot: "枪杀",
  exile: "放逐",
  self_destruct: "自爆",
  lover: "殉情",
  drowned: "淹死",
  penalty: "判罚出局",
};

/** The inspector's record of a game (000 §五4): roles, deaths, sheriffs, votes, winner. */
export function inspectorRecord(gameId: string, s: GameState): string {
  const board = boardById(s.setup.board)?.zh ?? s.setup.board;
  const roles = s.seats.map((x) => `${x.seat}号${roleSpec(x.role).zh}`).join("，");
  const deaths =
    s.record.deaths.map((d) => `${d.at} ${d.seat}号（${CAUSE_ZH[d.cause] ?? d.cause}）`).join("；") || "无";
  const sheriffs = s.record.sheriffs.map((x) => `${x.at} ${x.seat === null ? "无" : `${x.seat}号`}`).join("；") || "无";
  const votes =
    s.record.votes
      .map(
        (v) =>
          `${v.at} ${VOTE[v.round]}：${Object.entries(v.ballots)
            .map(([a, b]) => `${a}→${b === null ? "弃" : b}`)
            .join(" ")}`,
      )
      .join("\n") || "无";
  return [
    `督察记录 · 对局 ${gameId}（${board}）`,
    `胜负：${s.winner === "wolves" ? "狼人阵营胜" : s.winner === "villagers" ? "好人阵营胜" : (s.winner ?? "未分")}`,
    `身份：${roles}`,
    `出局：${deaths}`,
    `警长：${sheriffs}`,
    `投票：\n${votes}`,
    `完整事件记录：GET /games/${gameId}/record`,
  ].join("\n");
}
