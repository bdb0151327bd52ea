/**
 * forum-hk's day (002 投票, 投票规则, 判罚制度; HK57–HK64, HK136, HK140): ballots and changes posted in
 * 正午 (`hk_ballot`, checked by `vote.ts` checkBallot), the directors' cards and `camp_loses`
 * (`hk_card`, `hk_judged`, checked and shaped by `penalty-cards.ts`), and the close: the hidden
 * weighted count, its one notice, the automatic yellows, then 黄昏 (1)'s exile and the day's red cards.
 * The pure rules live in `vote.ts` and `penalty-cards.ts`; this module reads the game and records.
 */

import {
  calOfState,
  deadlineOf,
  type HkCalendar,
  isSpedUp,
  isSunDay,
  openingOf,
  sunRoundEndOf,
} from "../../calendar-hk.ts";
import { blocksSkill, hasStatus, statusesOf } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { CardColour, GameState, HkPhase, Reject, SeatState } from "../../types.ts";
import { HK_PRIORITY } from "../../win/forum-hk.ts";
import { goOut, resolveNow } from "./outs.ts";
import {
  autoYellowSeats,
  type CardBook,
  type CardTime,
  checkCardRuling,
  giveCard,
  isRedCarded,
  settleDayReds,
} from "./penalty-cards.ts";
import { keeping } from "./rewind-point.ts";
import { declareAt, judgeLosses } from "./standing.ts";
import {
  type BallotAct,
  type CountRound,
  checkBallot,
  closeNotice,
  countDay,
  finalBallots,
  hk58Weight,
  votesEntry,
} from "./vote.ts";

/** The game's calendar (HK8, HK15); `flow.ts` hkCal, read here without importing the flow. */
function hkCal(s: GameState): HkCalendar {
  const c = calOfState(s);
  if (!c) throw new Error("not a forum-hk game");
  return c;
}

/** HK64: the seat memory a duel on a wolf sets (`roles/hk/knight.ts`): the day number whose vote it cancelled. */
export const VOTE_CANCELLED_KEY = "vote_cancelled";

/** HK64: whether a duel cancelled day `n`'s vote. */
export function voteCancelled(s: GameState, n: number): boolean {
  return s.seats.some((x) => x.mem[VOTE_CANCELLED_KEY] === n);
}

/** The cards given so far as `penalty-cards.ts` reads them (HK60, HK61). */
export function cardBook(s: GameState): CardBook {
  const h = s.hk;
  const reds: Record<string, number> = {};
  for (const c of h?.redCards ?? []) reds[c] = (reds[c] ?? 0) + 1;
  return {
    cards: h?.cards ?? {},
    reds,
    lost: (h?.lost ?? []).filter((l) => l.why === "red_cards").map((l) => l.camp),
    pending: h?.redWaiting ?? [],
  };
}

/** HK60: a red card given today waits for 黄昏 (1); until then he cannot vote, change or act. */
export function redCarded(s: GameState, seat: number): boolean {
  return isRedCarded(cardBook(s), seat);
}

/**
 * HK57–HK60, HK64, HK137: a `vote`, `change_vote` or the directors' `proxy_vote` for `seat`, checked
 * by `checkBallot` (its reject codes) and recorded (a ruling `logged` first). Only in 正午 of a day.
 */
export function postBallot(
  tx: Tx,
  act: BallotAct,
  seat: number,
  target: unknown,
  logged: () => void = () => {},
): Reject | null {
  const s = tx.s;
  const ph = s.phase.kind === "hk" ? s.phase : null;
  if (ph?.stage !== "noon" || ph.day < 1)
    return { code: "vote.not_open", seat, ruleset: tx.rules.id } as unknown as Reject;
  const cal = hkCal(s);
  const n = ph.day;
  const x = s.seats[seat - 1];
  // HK149: on 太阳's day a post before 15:00 is round 1's, from 15:00 round 2's (the named only).
  const round = roundAt(s, n, tx.nowMs);
  const mine = (ph.ballots ?? []).filter((b) => b.seat === seat && (b.round === 2) === (round === 2));
  const last = mine[mine.length - 1];
  const r1End = sunRoundEndOf(cal, n);
  const close = deadlineOf(cal, n, "close");
  const r = checkBallot({
    act,
    seat,
    target,
    seats: s.seats.length,
    nowMs: tx.nowMs,
    openMs: round === 2 ? r1End : openingOf(cal, n),
    closeMs: round === 1 ? Math.min(r1End, close) : close,
    ...(round === 2 ? { notSpeaker: !(s.hk?.speakers?.[String(n)] ?? []).includes(seat) } : {}),
    spedUp: isSpedUp(cal, n),
    cancelled: voteCancelled(s, n),
    voterOut: !x.alive,
    voterRedCarded: redCarded(s, seat),
    announcedOut: (t) => !s.seats[t - 1].alive && s.seats[t - 1].announced,
    current: last ? { target: last.target, changed: mine.some((b) => b.change === "normal") } : null,
    // A seat out today and not at dawn (a dawn out was published at 09:00, before any ballot named him).
    outAtNoon: (t) => !s.seats[t - 1].alive && s.record.deaths.some((d) => d.seat === t && d.at === s.label),
  });
  if (!r.ok) return r.reject as unknown as Reject;
  const ballot = {
    seat,
    target: target as number | null,
    change: r.change,
    ...(act === "proxy_vote" ? { proxy: true } : {}),
    ...(round === 2 ? { round: 2 as const } : {}),
  };
  logged();
  tx.emit({ type: "hk_ballot", ballot });
  return null;
}

/** HK149: the round a post at `ms` belongs to on day n — 0 on any other day, 1 before 15:00 of 太阳's day, 2 from then. */
export function roundAt(s: GameState, n: number, ms: number): 0 | 1 | 2 {
  const cal = hkCal(s);
  if (!isSunDay(cal, n)) return 0;
  return ms < sunRoundEndOf(cal, n) ? 1 : 2;
}

/**
 * HK149: whether 太阳's round 2 runs now — his day's 正午 after round 1's count (its 15:00 timer has
 * fired), read from the state alone (the chat: only the named may post then).
 */
export function sunRound2(s: GameState): boolean {
  const ph = s.phase.kind === "hk" ? s.phase : null;
  const cal = calOfState(s);
  if (ph?.stage !== "noon" || !cal || !isSunDay(cal, ph.day)) return false;
  return !s.timers.some((t) => t.kind === "hk_round_end");
}

/** HK60, HK136: a card is `day` from the start of 晨曦 to the close, `other` in S, 黄昏 and the night. */
function cardTime(s: GameState): CardTime {
  const ph = s.phase.kind === "hk" ? s.phase : null;
  // [3] HK144, HK146: the rest of a 晨曦 window after a rewind is the night's start again (game time went back).
  return ph && ((ph.stage === "dawn" && !ph.held) || ph.stage === "noon") ? "day" : "other";
}

/** Records one card (upgrades included, HK61's camp when red); returns what its red does. */
function record(tx: Tx, seat: number, colour: CardColour, when: CardTime): "now" | "after_exile" | null {
  const x = tx.s.seats[seat - 1];
  const camp = tx.s.hk?.camps[String(seat)] ?? "undetermined";
  const r = giveCard(cardBook(tx.s), { seat, colour, camp, living: x.alive, when });
  const red = r.given[r.given.length - 1] === "red";
  tx.emit({ type: "hk_card", seat, colours: r.given, camp: red ? camp : null, waits: r.out === "after_exile" });
  return r.out;
}

/**
 * HK60–HK62, HK136, HK54: the directors' `card`. A red outside 白天 puts the seat out at once (damage
 * `red_card`: no last words, no protection, no trigger of his own); a red by day waits for 黄昏 (1).
 * Losses are judged at once (two reds in a camp, HK61); outside a night it is a declaration point.
 */
export function giveHkCard(tx: Tx, seat: unknown, value: unknown, logged: () => void): Reject | null {
  const bad = checkCardRuling(seat, value, tx.s.seats.length);
  if (bad) return bad as unknown as Reject;
  logged();
  const n = seat as number;
  // [3] HK145: a card and the outs it causes stand through a rewind (「not cards」).
  keeping(tx, () => {
    if (record(tx, n, value as CardColour, cardTime(tx.s)) === "now")
      goOut(tx, n, "red_card", "red_card", null, { words: false, carded: true });
  });
  afterRuling(tx);
  return null;
}

/**
 * HK51, HK61, HK54: the directors' `camp_loses`: that camp (one of HK53's, `HK_PRIORITY`) is judged
 * lost, then as `card`; any other word is refused (`hk.camp_id`).
 */
export function campLoses(tx: Tx, value: unknown, logged: () => void): Reject | null {
  if (typeof value !== "string" || !(HK_PRIORITY as readonly string[]).includes(value))
    return { code: "hk.camp_id", value: value ?? null };
  logged();
  // [3] HK145: the directors' judgement stands through a rewind.
  keeping(tx, () => tx.emit({ type: "hk_judged", camp: value }));
  afterRuling(tx);
  return null;
}

/** HK54: losses judged at once; a ruling given outside a night is a declaration point. */
function afterRuling(tx: Tx): void {
  judgeLosses(tx);
  const ph = tx.s.phase.kind === "hk" ? tx.s.phase : null;
  if (ph && ph.stage !== "night") declareAt(tx, "day_ruling");
}

/** The brothers' cards (HK58 [2] 齐心: 狼兄 and 狼弟). */
const BROTHERS = ["wolf_brother", "wolf_sibling"];

/**
 * HK58 [2] 齐心 (<强制>): `voter` is 狼兄 or 狼弟 and both brothers' final ballots name one seat. Reading
 * where the rulings are silent: [遗忘] (which takes <强制> skills) stops his bonus.
 */
function brothersAgree(s: GameState, voter: number, ballots: ReadonlyMap<number, number | null>): boolean {
  const x = s.seats[voter - 1];
  if (!BROTHERS.includes(x.role) || blocksSkill(x, { tags: ["forced"] })) return false;
  const other = s.seats.find((y) => y.role !== x.role && BROTHERS.includes(y.role));
  const mine = ballots.get(voter);
  return other !== undefined && typeof mine === "number" && ballots.get(other.seat) === mine;
}

/** HK58: how much `voter`'s final ballot weighs now. */
function weightOf(s: GameState, voter: number, ballots: ReadonlyMap<number, number | null>): number {
  const x = s.seats[voter - 1];
  const outsNamed = (prefix: string) => s.seats.filter((y) => !y.alive && x.mem[`${prefix}${y.seat}`] === true).length;
  return hk58Weight({
    dazed: hasStatus(x, "charmed"),
    hereticOuts: outsNamed("heretic_"),
    scholarOuts: outsNamed("scholar_hit_"),
    brothersAgree: brothersAgree(s, voter, ballots),
    // [3] 赌徒: +1 per die ① (HK124, a 身份属性: kept under any status; his seat's `mem.diceOnes`).
    diceOnes: typeof x.mem.diceOnes === "number" ? x.mem.diceOnes : 0,
  });
}

/** HK58, HK109: the settled 诽谤 of night n (each crow's), by slandered seat. */
function slanderOf(s: GameState, n: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const x of s.seats) {
    const t = x.mem[`slander_N${n}`];
    if (typeof t === "number") out.set(t, (out.get(t) ?? 0) + 1);
  }
  return out;
}

/**
 * HK34, HK36, HK129: whether `x` holds a [不死] that stops the (sourceless) exile — one without a scope, or
 * one scoped to the exile (复仇者's when his enemy's final ballot named him); a scoped one answers no other.
 */
function undyingVsExile(x: SeatState): boolean {
  return statusesOf(x).some(
    (st) => st.id === "undying" && (st.vs === undefined || ("kind" in st.vs && st.vs.kind === "exile")),
  );
}

/** HK57–HK59, HK64, HK109: one count of day n from `ballots` (the final ones of that count). */
function countOf(s: GameState, n: number, ballots: ReadonlyMap<number, number | null>, peacefulTop: boolean) {
  const out = new Set(s.seats.filter((x) => !x.alive).map((x) => x.seat));
  return countDay({
    ballots,
    out,
    weight: (voter) => weightOf(s, voter, ballots),
    slander: slanderOf(s, n),
    cancelled: voteCancelled(s, n),
    peaceful: (seat) => peacefulTop && undyingVsExile(s.seats[seat - 1]),
  });
}

/**
 * Records a count: the outcome's `votes` entry, the day's ballots as later rules read them (`dayBallots`,
 * HK114), its one notice (stage `close`; with its `round` on 太阳's day, HK149).
 */
function recordCount(
  tx: Tx,
  c: ReturnType<typeof countDay>,
  dayBallots: ReadonlyMap<number, number | null>,
  round?: CountRound,
): void {
  const s = tx.s;
  tx.emit({ type: "hk_counted", entry: votesEntry(s.label, c, round), ballots: Object.fromEntries(dayBallots) });
  const notice = closeNotice(s.label, c, round);
  if (notice)
    tx.emit({
      type: "public_notice",
      kind: notice.kind,
      stage: "close",
      ...("seat" in notice ? { seat: notice.seat } : {}),
      ...(round ? { round } : {}),
    });
}

/**
 * HK149: 15:00 of 太阳's day — round 1's count from the ballots posted before it (诽谤 included): it
 * publishes exactly one of `top`, `tie`, `no_top` and puts nobody out (no 平安日: nobody is exiled).
 */
export function countRound1(tx: Tx, ph: HkPhase): void {
  if (ph.stage !== "noon") return;
  const ballots = finalBallots((ph.ballots ?? []).filter((b) => b.round !== 2));
  recordCount(tx, countOf(tx.s, ph.day, ballots, false), ballots, "exile");
}

/**
 * HK57–HK59, HK63, HK64, HK140: day n's close (still in 正午): the count (`hk_counted`, the outcome's
 * `votes` entry), its one notice (stage `close`), the automatic yellows. Returns the seat to exile
 * at 黄昏 (1), or null. On 太阳's day (HK149) the close counts round 2 (`exile_2`: the named
 * characters' ballots from 15:00) as the day's count; a character's ballot of the day is then his
 * last one (round 2's if he posted one, else round 1's), and each living character who left a round
 * open to him without a ballot gets one automatic yellow.
 */
export function countAtClose(tx: Tx, ph: HkPhase): number | null {
  const s = tx.s;
  const n = ph.day;
  const posts = ph.ballots ?? [];
  const sun = isSunDay(hkCal(s), n);
  const r1 = finalBallots(posts.filter((b) => b.round !== 2));
  const r2 = finalBallots(posts.filter((b) => b.round === 2));
  const ballots = sun ? r2 : r1;
  const c = countOf(s, n, ballots, true);
  // The day's ballots as later rules read them (潜行者, 天意, 复仇者): each character's last one.
  recordCount(tx, c, sun ? new Map([...r1, ...r2]) : r1, sun ? "exile_2" : undefined);
  const named = s.hk?.speakers?.[String(n)] ?? [];
  const yellow = autoYellowSeats(cardBook(s), {
    living: s.seats.filter((x) => x.alive).map((x) => x.seat),
    voted: (seat) => r1.has(seat) && (!sun || !named.includes(seat) || r2.has(seat)),
    spedUp: isSpedUp(hkCal(s), n),
    cancelled: c.cancelled,
  });
  // [3] HK145: an automatic yellow is never given twice — it stands through a 黄昏 rewind.
  keeping(tx, () => {
    for (const seat of yellow) record(tx, seat, "yellow", "day");
  });
  return c.exile;
}

/**
 * HK57, HK60, HK62, HK140: 黄昏 (1): the top goes out by exile unless HK34 keeps him in (a top whose
 * red card waits goes out by exile without last words or triggers of his own), then the day's red
 * cards in the order given.
 */
export function duskExile(tx: Tx, exile: number | null): void {
  if (exile !== null) {
    if (redCarded(tx.s, exile)) goOut(tx, exile, "exile", "exile", null, { words: false, carded: true });
    else resolveNow(tx, [{ kind: "exile", target: exile, source: null, cause: "exile", damage: "exile" }]);
  }
  const book = cardBook(tx.s);
  if (book.pending.length === 0) return;
  const { seats } = settleDayReds(book, (seat) => !tx.s.seats[seat - 1].alive);
  // [3] HK145: the red-card outs and their linked outs stand through a 黄昏 rewind.
  keeping(tx, () => {
    tx.emit({ type: "hk_reds_settled" });
    for (const seat of seats) goOut(tx, seat, "red_card", "red_card", null, { words: false, carded: true });
  });
}
