/**
 * Shared forum-hk test fixtures: a valid pool deal (HK1), seat maps, and a ballot on a day that
 * opens at 09:00 and closes at 21:00 (+08:00, HK7, HK59).
 */
import type { BallotInput } from "../../../src/engine/families/forum-hk/vote.ts";

/** Seat → id map of a list (seat 1 first). */
export const asDeal = (ids: readonly string[]) => Object.fromEntries(ids.map((id, i) => [String(i + 1), id]));

/** A valid forum-hk deal: 狼王 + 3 wolves, 预言家, 3 强神, 4 弱神, 宗教老爷爷, 粉丝. */
export const POOL_DEAL = [
  "wolf_king",
  "wolf_cub",
  "black_bat",
  "gargoyle",
  "seer",
  "witch",
  "knight",
  "penguin",
  "hunter",
  "crow",
  "bear",
  "garlic",
  "old_believer",
  "fan",
];

/** Day 1's opening and close (ms). */
export const OPEN = Date.UTC(2024, 5, 11, 1, 0); // 09:00 +08:00
export const CLOSE = Date.UTC(2024, 5, 11, 13, 0); // 21:00 +08:00

/** Seat 3's first ballot for seat 5 at 10:00, every other field at its plain value, `over` on top. */
export const ballotInput = (over: Partial<BallotInput> = {}): BallotInput => ({
  act: "vote",
  seat: 3,
  target: 5,
  seats: 14,
  nowMs: OPEN + 3_600_000,
  openMs: OPEN,
  closeMs: CLOSE,
  spedUp: false,
  cancelled: false,
  voterOut: false,
  voterRedCarded: false,
  announcedOut: () => false,
  current: null,
  outAtNoon: () => false,
  ...over,
});
