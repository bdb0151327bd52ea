/**
 * Ranked bans (禁赛), pure: the organisers' registry (stored, see `src/app/season.ts`) and the
 * bans the season fold applies itself (000 §九6's one-week ban, `Sanction` of kind `ban`), seen
 * the same way: one {@link BanView} shape, active in `[startsAt, endsAt)` unless lifted. A ban
 * keeps a player out of ranked rooms only; unranked rooms are open to him (000 §三1: only a
 * certified judge's games are the season's).
 */
import { type Msg, say } from "../vocab/msg.ts";
import { shanghaiTime } from "./day.ts";
import type { Ledger } from "./ledger.ts";

/** A ban as listed and checked. Times are epoch ms. */
export interface BanView {
  /** Registry: the row id (uuid); ledger: `<gameId>:<playerId>:<nth>`. */
  id: string;
  source: "registry" | "ledger";
  playerId: string;
  reason: string;
  startsAt: number;
  /** null = permanent (永久禁赛). */
  endsAt: number | null;
  /** Who imposed it: a contact id, `admin`, or `ledger` for the fold's own. */
  by: string;
  createdAt: number;
  lifted: { at: number; by: string; reason: string } | null;
  /** For a ledger ban: the game and the clause (`000 §九6`). */
  gameId?: string;
  clause?: string;
}

/** Whether `b` keeps the player out of ranked rooms at `nowMs`. */
export function isActive(b: BanView, nowMs: number): boolean {
  return b.lifted === null && b.startsAt <= nowMs && (b.endsAt === null || nowMs < b.endsAt);
}

/** The fold's own bans of a season (000 §九6), as views. */
export function ledgerBans(ledger: Ledger): BanView[] {
  const out: BanView[] = [];
  for (const s of ledger.sanctions)
    if (s.kind === "ban")
      out.push({
        id: `${s.gameId}:${s.playerId}:${s.nth}`,
        source: "ledger",
        playerId: s.playerId,
        reason: `在对局${s.gameId.slice(0, 8)}晒身份牌（第${s.nth}次），禁赛一周`,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        by: "ledger",
        createdAt: s.at,
        lifted: null,
        gameId: s.gameId,
        clause: s.clause,
      });
  return out;
}

/**
 * The player's active ban that lasts longest (a permanent one first), or null. This is the one
 * a sign-up refusal names.
 */
export function activeBan(bans: readonly BanView[], playerId: string, nowMs: number): BanView | null {
  let best: BanView | null = null;
  for (const b of bans) {
    if (b.playerId !== playerId || !isActive(b, nowMs)) continue;
    if (!best || (best.endsAt !== null && (b.endsAt === null || b.endsAt > best.endsAt))) best = b;
  }
  return best;
}

/** `永久禁赛` or `禁赛至2026-12-08 20:00（北京时间）`. */
export function banUntil(b: BanView): Msg {
  return b.endsAt === null ? say("season.ban_forever") : say("season.ban_until", { until: shanghaiTime(b.endsAt) });
}

/**
 * Why a ban was imposed: the organisers' words as written, or for the fold's own (000 §九6) the
 * game and the count, in the reader's language.
 */
function banReason(b: BanView): Msg {
  const nth = b.source === "ledger" && b.gameId ? Number(b.id.split(":").at(-1)) : Number.NaN;
  return Number.isInteger(nth) && b.gameId
    ? say("season.ban_reason_role_card", { game: b.gameId.slice(0, 8), nth })
    : b.reason;
}

/** One line for 战绩 and the lists: until when, why, and the clause if any (in 简体 only). */
export function banLine(b: BanView): Msg {
  const args = { until: { msg: banUntil(b) }, reason: { msg: banReason(b) } };
  return b.clause ? say("season.ban_line_role_card", args) : say("season.ban_line", args);
}

/** The reply to a banned player who signs up for a ranked room. */
export function signupRefusal(b: BanView): Msg {
  return say("season.signup_refusal", { ban: { msg: banLine(b) } });
}
