/**
 * forum-hk's day (002 投票, 投票规则, 判罚制度; HK57–HK64, HK136, HK140): ballots and changes posted in
 * 正午 (`hk_ballot`, checked by `vote.ts` checkBallot), the directors' cards and `camp_loses`
 * (`hk_card`, `hk_judged`, checked and shaped by `penalty-cards.ts`), and the close: the hidden
 * weighted count, its one notice, the automatic yellows, then 黄昏 (1)'s exile and the day's red cards.
 * The pure rules live in `vote.ts` and `penalty-cards.ts`; this module reads the game and records.
 */

import { calOfState, deadlineOf, type HkCalendar, openingOf } from "../../calendar-hk.ts";
import { blocksSkill, hasStatus } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { CardColour, GameState, HkPhase, Reject } from "../../types.ts";
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
import { declareAt, judgeLosses } from "./standing.ts";
import { type BallotAct, checkBallot, closeNotice, countDay, finalBallots, hk58Weight, votesEntry } from "./vote.ts";

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
  const mine = (ph.ballots ?? []).filter((b) => b.seat === seat);
  const last = mine[mine.length - 1];
  const r = checkBallot({
    act,
    seat,
    target,
    seats: s.seats.length,
    nowMs: tx.nowMs,
    openMs: openingOf(cal, n),
    closeMs: deadlineOf(cal, n, "close"),
    spedUp: cal.closes[String(n)] !== undefined,
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
  };
  logged();
  tx.emit({ type: "hk_ballot", ballot });
  return null;
}

/** HK60, HK136: a card is `day` from the start of 晨曦 to the close, `other` in S, 黄昏 and the night. */
function cardTime(s: GameState): CardTime {
  return s.phase.kind === "hk" && (s.phase.stage === "dawn" || s.phase.stage === "noon") ? "day" : "other";
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
  if (record(tx, n, value as CardColour, cardTime(tx.s)) === "now")
    goOut(tx, n, "red_card", "red_card", null, { words: false, carded: true });
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
  tx.emit({ type: "hk_judged", camp: value });
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
 * HK57–HK59, HK63, HK64, HK140: day n's close (still in 正午): the count (`hk_counted`, the outcome's
 * `votes` entry), its one notice (stage `close`), the automatic yellows. Returns the seat to exile
 * at 黄昏 (1), or null.
 */
export function countAtClose(tx: Tx, ph: HkPhase): number | null {
  const s = tx.s;
  const n = ph.day;
  const cancelled = voteCancelled(s, n);
  const ballots = finalBallots(ph.ballots ?? []);
  const out = new Set(s.seats.filter((x) => !x.alive).map((x) => x.seat));
  const c = countDay({
    ballots,
    out,
    weight: (voter) => weightOf(s, voter, ballots),
    slander: slanderOf(s, n),
    cancelled,
    peaceful: (seat) => hasStatus(s.seats[seat - 1], "undying"),
  });
  tx.emit({ type: "hk_counted", entry: votesEntry(s.label, c), ballots: Object.fromEntries(ballots) });
  const notice = closeNotice(s.label, c);
  if (notice)
    tx.emit({
      type: "public_notice",
      kind: notice.kind,
      stage: "close",
      ...("seat" in notice ? { seat: notice.seat } : {}),
    });
  const yellow = autoYellowSeats(cardBook(s), {
    living: s.seats.filter((x) => x.alive).map((x) => x.seat),
    voted: (seat) => ballots.has(seat),
    spedUp: hkCal(s).closes[String(n)] !== undefined,
    cancelled,
  });
  for (const seat of yellow) record(tx, seat, "yellow", "day");
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
  tx.emit({ type: "hk_reds_settled" });
  for (const seat of seats) goOut(tx, seat, "red_card", "red_card", null, { words: false, carded: true });
}
