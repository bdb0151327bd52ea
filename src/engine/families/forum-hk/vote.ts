/**
 * forum-hk's day vote (002 投票, 投票规则; HK57–HK59, HK63, HK64, HK109, HK140): the final ballots,
 * the hidden weighted count and what the close publishes, and the checker of ballots and changes.
 * Pure: the caller passes the day's facts (times in epoch ms, seats 1-based) and records the result.
 *
 * Entry points:
 * - `finalBallots(posts)` — each voter's last post of the day (vote, change or proxy), seat → target.
 * - `countDay(input)` → `DayCount` `{ tally, abstain, top, cancelled, notice, exile }`: the count at
 *   the close; `votesEntry` and `closeNotice` shape it as the scenario outcome's `votes` entry and
 *   `notices` entry.
 * - `hk58Weight(facts)` — the weight of one final ballot (HK58), to build `countDay`'s `weight`.
 * - `checkBallot(input)` → `{ ok: true, change }` (`change`: null for a first ballot, `"normal"` for the
 *   day's one change, `"extra"` for the change owed after the ballot's seat went out during 正午) or
 *   `{ ok: false, reject }` with a stable `code` and its facts (src/voice/families/forum-hk/texts.ts words them).
 */

/** One ballot post of the day, in posting order: a seat, or null = 弃权. */
export interface BallotPost {
  seat: number;
  target: number | null;
}

/** HK59: the final ballot of each voter = his last post (a change or a directors' proxy replaces the ballot). */
export function finalBallots(posts: readonly BallotPost[]): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const p of posts) out.set(p.seat, p.target);
  return out;
}

/** The facts that weigh one final ballot (HK58). */
export interface WeightFacts {
  /** [迷魂]: the ballot weighs 0 whatever its bonuses. */
  dazed?: boolean;
  /** 狼学者: his guessed targets now out (+1 each). */
  scholarOuts?: number;
  /** 宗教老爷爷: his heretics now out (+1 each). */
  hereticOuts?: number;
  /** [2] 齐心: 狼兄 and 狼弟's final ballots name one seat (+1). */
  brothersAgree?: boolean;
  /** [3] 赌徒: dice ① rolled (+1 each). */
  diceOnes?: number;
}

/** HK58: 1 + 狼学者 + 宗教老爷爷 (+ [2] 齐心, [3] 赌徒) bonuses; 0 under [迷魂]. */
export function hk58Weight(f: WeightFacts): number {
  if (f.dazed) return 0;
  return 1 + (f.scholarOuts ?? 0) + (f.hereticOuts ?? 0) + (f.brothersAgree ? 1 : 0) + (f.diceOnes ?? 0);
}

/** What the count at the close needs. */
export interface CountInput {
  /** Final ballots: voter seat → named seat, or null = 弃权 (see `finalBallots`). */
  ballots: ReadonlyMap<number, number | null>;
  /**
   * Seats out at the close, before the count. A red-carded seat whose card waits for 黄昏 (1) is not
   * out (HK60): his ballot stands and ballots on him count.
   */
  out: ReadonlySet<number>;
  /** The weight of a voter's final ballot (HK58; e.g. from `hk58Weight`); it may read all the ballots (齐心). */
  weight: (voter: number, ballots: ReadonlyMap<number, number | null>) => number;
  /** Settled 诽谤 by target seat (HK109): each adds 1 to that seat's count. */
  slander?: ReadonlyMap<number, number>;
  /** A duel on a wolf cancelled the day's vote (HK64). */
  cancelled?: boolean;
  /** Whether a seat holds [不死] or [霸道] at the close: as the top, he stays in and 平安日 is announced (HK57, HK140). */
  peaceful?: (seat: number) => boolean;
}

/** The close's one public notice (HK57, HK66); none when the vote was cancelled (HK64). */
export type CloseNoticeKind = "top" | "tie" | "peaceful_day" | "no_top";

/** The count at a close. */
export interface DayCount {
  /** Seat → weighted count, for every seat not out that a non-弃权 final ballot names or that is slandered (0 included). */
  tally: Record<string, number>;
  /** Ascending voters whose final ballot is 弃权 or names a seat out since (HK59); no-ballot seats are not here (HK63). */
  abstain: number[];
  /** The top seat, `"tie"`, or null (no count above 0, or cancelled). */
  top: number | "tie" | null;
  cancelled: boolean;
  /** What the close publishes: only this, never the counts (HK57); null when cancelled (HK64). */
  notice: CloseNoticeKind | null;
  /** The seat to exile at 黄昏 (1), still checked by the out protections (HK34): the top unless 平安日. */
  exile: number | null;
}

/**
 * HK57–HK59, HK64, HK109: the hidden count at the close. A voter out at the close has no ballot
 * (only living characters vote; a red-carded one still waiting is living, HK60). A ballot naming a
 * seat out since counts as 弃权; a seat out has no count and its 诽谤 is dropped. The top is the
 * single highest count above 0; equal highest → `tie`; no count above 0 → `no_top`; a top holding
 * [不死]/[霸道] → `peaceful_day` (he stays, `exile` null). Cancelled: nothing is counted.
 */
export function countDay(input: CountInput): DayCount {
  if (input.cancelled) return { tally: {}, abstain: [], top: null, cancelled: true, notice: null, exile: null };
  const counts = new Map<number, number>();
  const add = (seat: number, n: number) => counts.set(seat, (counts.get(seat) ?? 0) + n);
  const abstain: number[] = [];
  for (const [voter, target] of input.ballots) {
    if (input.out.has(voter)) continue;
    if (target === null || input.out.has(target)) abstain.push(voter);
    else add(target, input.weight(voter, input.ballots));
  }
  for (const [seat, n] of input.slander ?? []) if (!input.out.has(seat) && n > 0) add(seat, n);
  const seats = [...counts.keys()].sort((a, b) => a - b);
  const tally: Record<string, number> = {};
  for (const s of seats) tally[String(s)] = counts.get(s) as number;
  const high = Math.max(0, ...counts.values());
  const highest = seats.filter((s) => counts.get(s) === high);
  abstain.sort((a, b) => a - b);
  if (high <= 0) return { tally, abstain, top: null, cancelled: false, notice: "no_top", exile: null };
  if (highest.length > 1) return { tally, abstain, top: "tie", cancelled: false, notice: "tie", exile: null };
  const top = highest[0];
  const peaceful = input.peaceful?.(top) ?? false;
  return {
    tally,
    abstain,
    top,
    cancelled: false,
    notice: peaceful ? "peaceful_day" : "top",
    exile: peaceful ? null : top,
  };
}

/** A day's count: `exile`, or [3] 太阳's second round `exile_2` (HK149). */
export type CountRound = "exile" | "exile_2";

/** The scenario outcome's `votes` entry for a count (scenario-format `### forum-hk`). */
export function votesEntry(at: string, c: DayCount, round: CountRound = "exile") {
  return { at, round, tally: c.tally, abstain: c.abstain, top: c.top, cancelled: c.cancelled };
}

/**
 * The scenario outcome's close notice (`top` with its seat, `tie`, `peaceful_day`, `no_top`), or null
 * when cancelled. `round` only on 太阳's day, where each of its two counts carries one ([3], HK149).
 */
export function closeNotice(at: string, c: DayCount, round?: CountRound) {
  if (!c.notice) return null;
  return {
    at,
    stage: "close",
    kind: c.notice,
    ...(c.notice === "top" ? { seat: c.top as number } : {}),
    ...(round ? { round } : {}),
  };
}

/** A ballot act: the player's `vote` and `change_vote`, the directors' `proxy_vote` (HK137). */
export type BallotAct = "vote" | "change_vote" | "proxy_vote";

/** The voter's ballot today, if he has one. */
export interface CurrentBallot {
  target: number | null;
  /** The day's one ordinary change is spent. */
  changed: boolean;
}

/** What `checkBallot` needs. Times in epoch ms. */
export interface BallotInput {
  act: BallotAct;
  seat: number;
  /** A seat, or null = 弃权. */
  target: unknown;
  /** Number of seats. */
  seats: number;
  nowMs: number;
  /** Today's 09:00. */
  openMs: number;
  /** Today's close (moved by a speed-up). */
  closeMs: number;
  /** The directors sped today up (HK15): no more changes. */
  spedUp: boolean;
  /** A duel cancelled today's vote (HK64). */
  cancelled: boolean;
  voterOut: boolean;
  /** A red card given today waits for 黄昏 (1): he cannot vote or change (HK60). */
  voterRedCarded: boolean;
  /** 太阳's round 2 (HK149): the voter is not among the characters the sun named (or no list is published yet). */
  notSpeaker?: boolean;
  /** Whether a seat is out and published (HK66): a ballot naming him is refused. */
  announcedOut: (seat: number) => boolean;
  current: CurrentBallot | null;
  /** Whether a seat went out during today's 正午 (his ballot's seat: one more change, HK59). */
  outAtNoon: (seat: number) => boolean;
}

/**
 * Why a ballot is refused (HK59, HK60, HK64, HK15): a stable code and its facts, no words (the chat
 * renders them, src/voice/families/forum-hk/texts.ts). `ruleset` tells the chat which wording of a code shared with
 * forum-25 (`vote.already`, …) applies.
 */
export interface BallotReject {
  code:
    | "vote.not_open"
    | "vote.cancelled"
    | "vote.out"
    | "vote.red_card"
    | "vote.not_speaker"
    | "vote.target"
    | "vote.target_out"
    | "vote.already"
    | "vote.no_ballot"
    | "vote.changed"
    | "vote.change_too_late"
    | "vote.sped_up"
    | "vote.proxy_too_late";
  seat: number;
  target?: number | null;
  ruleset: "forum-hk";
  /** `vote.target`: the seats of the game (1..seats). */
  seats?: number;
  /** `vote.change_too_late`, `vote.proxy_too_late`: how long before the close the window shuts. */
  limitMs?: number;
  [fact: string]: unknown;
}

export type BallotCheck = { ok: true; change: null | "normal" | "extra" } | { ok: false; reject: BallotReject };

/** Changes and proxies end one hour before the close (HK59). */
export const LAST_HOUR_MS = 60 * 60 * 1000;

/**
 * HK59, HK60, HK64, HK15: whether `act` may post `target` for `seat` now. A first ballot from 09:00
 * to the close; one ordinary change a day, refused from one hour before the close and once sped up;
 * one more change, even then, while the ballot names a seat that went out during 正午; proxies
 * (a first ballot or a change) refused from one hour before the close. Refused outright: a voter out
 * or red-carded today, after a duel cancelled the vote, a target that is no seat or announced out,
 * and in 太阳's round 2 a voter he did not name (HK149). On 太阳's day the caller passes the running
 * round's times (round 1: 09:00–15:00; round 2: 15:00 to the close) and its own ballots.
 */
export function checkBallot(b: BallotInput): BallotCheck {
  const no = (code: BallotReject["code"], extra: Partial<BallotReject> = {}): BallotCheck => ({
    ok: false,
    reject: { code, seat: b.seat, ruleset: "forum-hk", ...extra },
  });
  if (b.nowMs < b.openMs || b.nowMs >= b.closeMs) return no("vote.not_open");
  if (b.cancelled) return no("vote.cancelled");
  if (b.voterOut) return no("vote.out");
  if (b.voterRedCarded) return no("vote.red_card");
  if (b.notSpeaker) return no("vote.not_speaker");
  const t = b.target;
  if (t !== null && (typeof t !== "number" || !Number.isInteger(t) || t < 1 || t > b.seats))
    return no("vote.target", { seats: b.seats });
  const target = t as number | null;
  if (target !== null && b.announcedOut(target)) return no("vote.target_out", { target });
  const lastHour = b.nowMs >= b.closeMs - LAST_HOUR_MS;
  if (b.act === "proxy_vote" && lastHour) return no("vote.proxy_too_late", { limitMs: LAST_HOUR_MS });
  const cur = b.current;
  if (b.act === "vote") return cur ? no("vote.already") : { ok: true, change: null };
  if (!cur) return b.act === "proxy_vote" ? { ok: true, change: null } : no("vote.no_ballot");
  if (cur.target !== null && b.outAtNoon(cur.target)) return { ok: true, change: "extra" };
  if (cur.changed) return no("vote.changed");
  if (b.spedUp) return no("vote.sped_up");
  if (lastHour) return no("vote.change_too_late", { limitMs: LAST_HOUR_MS });
  return { ok: true, change: "normal" };
}
