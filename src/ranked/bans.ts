/**
 * Ranked bans (禁赛), pure: the organisers' registry (stored, see `src/app/season.ts`) and the
 * bans the season fold applies itself (000 §九6's one-week ban, `Sanction` of kind `ban`), seen
 * the same way: one {@link BanView} shape, active in `[startsAt, endsAt)` unless lifted. A ban
 * keeps a player out of ranked rooms only; unranked rooms are open to him (000 §三1: only a
 * certified judge's games are the season's).
 */
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
export function banUntil(b: BanView): string {
  return b.endsAt === null ? "永久禁赛" : `禁赛至${shanghaiTime(b.endsAt)}（北京时间）`;
}

/** One line for 战绩 and the lists: until when, why, and the clause if any. */
export function banLine(b: BanView): string {
  return `${banUntil(b)}，原因：${b.reason}${b.clause ? `（手册${b.clause.replace(/^000 /, "")}）` : ""}`;
}

/** The reply to a banned player who signs up for a ranked room. */
export function signupRefusal(b: BanView): string {
  return `你在${banLine(b)}，不能报名排位局。娱乐局（非认证法官开的房）不受影响；对禁赛有异议请联系组委会（手册§二）。`;
}
