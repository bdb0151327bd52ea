/**
 * forum-25 days (F1–F7, F13, F16, F18, F19; 004 2L, 5L 投票规则, 6L, 7L): day n opens at 09:00 with
 * the previous night's deaths in the order they happened (F8) and closes at 21:00 or the
 * speed-up time. Ballots are posts (F3): one a day, abstaining included, then one change, refused
 * from an hour before the close; nothing closes early. At the close day 1 makes the sheriff (F4),
 * later days put the top player out (F5, the sheriff counting 1.5); then the automatic yellow
 * cards (F2, F13); then night n. Cards (F2), red cards (F6), the badge (F19) and a day-exited
 * hunter's shot (F16) are here too.
 */
import {
  dayCloseMs,
  NO_CHANGE_BEFORE_CLOSE_MS,
  NO_PROXY_BEFORE_CLOSE_MS,
  onDayDate,
  parseClock,
  REMIND_BEFORE_CLOSE_MS,
} from "../../calendar.ts";
import { attackOf } from "../../effects/pipeline.ts";
import { kill } from "../../flow/deaths.ts";
import { resolveAttack } from "../../flow/effects.ts";
import { oweBadge, oweShot, settleBadge } from "../../flow/forum-badge.ts";
import { sheriffWeight } from "../../rulesets/index.ts";
import type { Tx } from "../../tx.ts";
import type { CardColour, ForumDayPhase, Reject, SeatState, Target, Timer, VoteRecord } from "../../types.ts";
import { calOf, rapportPair, revealedIdiot, skillless, timerAt } from "./common.ts";

const day = (tx: Tx): ForumDayPhase | null => (tx.s.phase.kind === "forum_day" ? tx.s.phase : null);

/**
 * Day n opens at 09:00 (F1): from day 2 the previous night's deaths are announced in the order
 * they happened (F8) and their last words published (F7, the `lastWords` flag); a badge a
 * night-dead sheriff passed (or a random successor) takes effect now (F19).
 */
export function openDay(tx: Tx, n: number): void {
  const cal = calOf(tx.s);
  const closeMs = dayCloseMs(cal, n);
  dropSurrender(tx);
  const timers: Timer[] = [timerAt(tx, "forum_close", closeMs)];
  if (closeMs - REMIND_BEFORE_CLOSE_MS > tx.nowMs)
    timers.unshift(timerAt(tx, "forum_remind", closeMs - REMIND_BEFORE_CLOSE_MS));
  tx.emit({
    type: "phase_started",
    phase: { kind: "forum_day", n, closeMs, spedUp: false, posts: [], ballots: {}, changed: [] },
    label: `D${n}`,
    timers,
  });
  if (n > 1) {
    const deaths = tx.s.record.deaths
      .filter((d) => d.at === `N${n - 1}` && !tx.s.seats[d.seat - 1].announced)
      .map((d) => d.seat);
    tx.emit({ type: "announced", deaths: [...new Set(deaths)] });
  }
  // F7: last words written since the previous opening (day n-1's deaths and the night's; on day 1
  // phase S's, a lover of a player red-carded then).
  const since = new Set(n === 1 ? ["S"] : [`D${n - 1}`, `N${n - 1}`]);
  const words = tx.s.record.deaths.filter((d) => since.has(d.at) && d.lastWords).map((d) => d.seat);
  if (n > 1 || words.length > 0) tx.emit({ type: "last_words_published", seats: words });
  settleBadge(tx, true);
}

/** Why `x` may not vote now, or why `target` may not be voted (F3, F13, F18). */
function ballotReject(tx: Tx, x: SeatState, target: Target): Reject | null {
  if (!x.alive) return { code: "seat.dead", seat: x.seat };
  if (revealedIdiot(x)) return { code: "vote.idiot_cannot_vote", seat: x.seat };
  if (target === null) {
    const pair = rapportPair(tx.s);
    // F13: a sister with 默契 must vote.
    if (pair?.some((y) => y.seat === x.seat)) return { code: "vote.sister_must_vote", seat: x.seat };
    return null;
  }
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > tx.s.seats.length)
    return { code: "target.not_a_seat", seat: x.seat, target };
  const t = tx.s.seats[target - 1];
  if (!t.alive) return { code: "target.dead", seat: x.seat, target };
  if (revealedIdiot(t)) return { code: "vote.idiot_not_votable", seat: x.seat, target };
  return null;
}

/**
 * `vote` and `change_vote` (F3) and the directors' `proxy_vote` (7L 9). Codes: `vote.not_open`,
 * `vote.already` (use change_vote), `vote.no_ballot`, `vote.changed` (one change a day),
 * `vote.change_too_late` (the last hour), `vote.proxy_too_late` (the last 30 minutes).
 */
export function ballotAct(
  tx: Tx,
  seat: number,
  act: "vote" | "change_vote" | "proxy_vote",
  target: Target,
): Reject | null {
  const ph = day(tx);
  if (!ph) return { code: "vote.not_open", seat };
  const x = tx.s.seats[seat - 1];
  const bad = ballotReject(tx, x, target);
  if (bad) return bad;
  const has = String(seat) in ph.ballots;
  const left = ph.closeMs - tx.nowMs;
  let change = false;
  if (act === "vote") {
    if (has) return { code: "vote.already", seat };
  } else if (act === "change_vote") {
    if (!has) return { code: "vote.no_ballot", seat };
    change = true;
  } else {
    if (left <= NO_PROXY_BEFORE_CLOSE_MS) return { code: "vote.proxy_too_late", seat };
    change = has;
  }
  if (change) {
    if (ph.changed.includes(seat)) return { code: "vote.changed", seat };
    if (left <= NO_CHANGE_BEFORE_CLOSE_MS) return { code: "vote.change_too_late", seat };
  }
  tx.emit({
    type: "ballot_posted",
    seat,
    target: target as number | null,
    change,
    ...(act === "proxy_vote" ? { proxy: true } : {}),
  });
  return null;
}

/** 2 h before the close (F1, 7L 11): the vote reminder. */
export function remindVote(tx: Tx): void {
  const ph = day(tx);
  if (ph) tx.emit({ type: "vote_reminded", n: ph.n, closeMs: ph.closeMs });
}

/**
 * The directors' `speed_up` (F1, 7L 8): today's close moves to `HH:mm` today, after now and
 * before the current close; the reminder follows if still ahead. Codes: `speed_up.not_day`,
 * `speed_up.time` (malformed, not after now, not before the close).
 */
export function speedUp(tx: Tx, value: unknown, logged: () => void): Reject | null {
  const ph = day(tx);
  if (!ph) return { code: "speed_up.not_day" };
  const min = parseClock(value);
  if (min === null) return { code: "speed_up.time", value: String(value) };
  const closeMs = onDayDate(calOf(tx.s), ph.n, min);
  if (closeMs <= tx.nowMs || closeMs >= ph.closeMs) return { code: "speed_up.time", value: String(value) };
  logged();
  tx.emit({ type: "day_sped_up", n: ph.n, closeMs });
  moveClose(tx, closeMs);
  return null;
}

/** The latest close a `delay` may set (22:59): the night's deadlines (close + 60 min) stay on the day's date. */
const LATEST_CLOSE_MIN = 22 * 60 + 59;

/**
 * The directors' `delay` (issue 11 item 1, "speed up or delay a day"; F1 is silent, read as the
 * mirror of 7L 8's speed-up): today's close moves to a later `HH:mm` today, at the latest 22:59,
 * and the night's deadlines follow (+30, +60 min). The day does not count as sped up: the
 * automatic yellow cards stay (F2). The reminder moves with the close if still ahead. Codes:
 * `delay.not_day`, `delay.time` (malformed, not after the current close, after 22:59).
 */
export function delayDay(tx: Tx, value: unknown, logged: () => void): Reject | null {
  const ph = day(tx);
  if (!ph) return { code: "delay.not_day" };
  const min = parseClock(value);
  if (min === null || min > LATEST_CLOSE_MIN) return { code: "delay.time", value: String(value) };
  const closeMs = onDayDate(calOf(tx.s), ph.n, min);
  if (closeMs <= ph.closeMs) return { code: "delay.time", value: String(value) };
  logged();
  tx.emit({ type: "day_delayed", n: ph.n, closeMs });
  moveClose(tx, closeMs);
  return null;
}

/** Replaces today's close and reminder timers by ones for `closeMs` (the reminder only while still ahead). */
function moveClose(tx: Tx, closeMs: number): void {
  const old = tx.s.timers.filter((t) => t.kind === "forum_close" || t.kind === "forum_remind");
  const add = [timerAt(tx, "forum_close", closeMs, 0)];
  if (closeMs - REMIND_BEFORE_CLOSE_MS > tx.nowMs)
    add.push(timerAt(tx, "forum_remind", closeMs - REMIND_BEFORE_CLOSE_MS, 0));
  tx.emit({ type: "timers_changed", add, remove: old.map((t) => t.id) });
}

/**
 * The tally of the final ballots of the living (F3–F6): a ballot naming a player out since (a
 * red card) is an abstention; the sheriff weighs the ruleset's `sheriffWeight` from day 2 (F5: 1.5). `abstain` lists the living
 * who abstained (explicitly or so); the living without a ballot are in neither.
 */
function tally(tx: Tx, ph: ForumDayPhase): VoteRecord {
  const t: Record<string, number> = {};
  const abstain: number[] = [];
  const ballots: Record<string, number | null> = {};
  const living = tx.s.seats.filter((x) => x.alive).length;
  for (const x of tx.s.seats) {
    const key = String(x.seat);
    if (!x.alive || !(key in ph.ballots)) continue;
    const b = ph.ballots[key];
    const valid = b !== null && tx.s.seats[b - 1].alive && !revealedIdiot(tx.s.seats[b - 1]);
    ballots[key] = valid ? b : null;
    if (!valid) {
      abstain.push(x.seat);
      continue;
    }
    const w = ph.n > 1 && tx.s.sheriff === x.seat ? sheriffWeight(tx.rules, living) : 1;
    t[String(b)] = (t[String(b)] ?? 0) + w;
  }
  return { at: tx.s.label, round: ph.n === 1 ? "sheriff" : "exile", tally: t, abstain, ballots };
}

/** The seats with the top count (none when nobody was named). */
function tops(t: Record<string, number>): number[] {
  const max = Math.max(0, ...Object.values(t));
  if (max <= 0) return [];
  return Object.keys(t)
    .filter((k) => t[k] === max)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * F4 "最先获得投票数最多": among the tied top players, the one who first reached the final count,
 * replaying the day's ballot posts and changes in post order (ballots of players out since do
 * not count, F6).
 */
function firstToReach(tx: Tx, ph: ForumDayPhase, tied: number[], count: number): number {
  const cur: Record<string, number | null> = {};
  const counts: Record<string, number> = {};
  for (const p of ph.posts) {
    if (!tx.s.seats[p.seat - 1].alive) continue;
    const before = cur[String(p.seat)];
    if (typeof before === "number") counts[String(before)] = (counts[String(before)] ?? 0) - 1;
    cur[String(p.seat)] = p.target;
    if (p.target === null) continue;
    counts[String(p.target)] = (counts[String(p.target)] ?? 0) + 1;
    if (tied.includes(p.target) && counts[String(p.target)] >= count) return p.target;
  }
  return tied[0];
}

/**
 * Today's close (F1): the count (F4 on day 1, F5 after), the exile and what follows it, the
 * automatic yellow cards (F2, F13), then night n (the plan).
 */
export function closeDay(tx: Tx): void {
  const ph = day(tx);
  if (!ph) return;
  dropSurrender(tx);
  const rec = tally(tx, ph);
  tx.emit({ type: "vote_closed", record: rec });
  const top = tops(rec.tally);
  if (ph.n === 1) {
    if (top.length === 0) tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: true });
    else {
      const seat = top.length === 1 ? top[0] : firstToReach(tx, ph, top, rec.tally[String(top[0])]);
      tx.emit({ type: "sheriff_changed", seat, gone: false, silent: false });
    }
  } else if (top.length === 1 && exile(tx, top[0])) return;
  closeCards(tx, ph);
  if (tx.s.phase.kind === "ended") return;
  tx.next({ after: "forum_day", n: ph.n });
}

/**
 * F5, F18: the top player is out by exile — through the effects pipeline, so a devotee goes in
 * his beloved's place (F14) — or an unrevealed idiot with 装傻 reveals and stays (a sheriff idiot
 * passes the badge at once). True if the game ended.
 */
function exile(tx: Tx, seat: number): boolean {
  const x = tx.s.seats[seat - 1];
  if (x.role === "idiot" && !skillless(x) && !revealedIdiot(x)) {
    tx.emit({ type: "mem_set", seat, key: "revealed", value: true });
    tx.emit({ type: "public_notice", kind: "idiot_revealed", seat });
    if (tx.s.sheriff === seat) oweBadge(tx, seat, tx.s.label);
    return false;
  }
  dayAttack(tx, seat, "exile", tx.s.label);
  return tx.s.phase.kind === "ended";
}

/**
 * A day attack (an exile, a day-exited hunter's shot) through the effects pipeline at label `at`;
 * then what the day's exits owe: a hunter's shot, a sheriff's badge (F16, F19).
 */
function dayAttack(tx: Tx, target: number, kind: "exile" | "shot", at: string, source: number | null = null): void {
  const r = resolveAttack(tx, attackOf(tx.rules.effects, kind, target, source, kind), at);
  if (tx.s.phase.kind === "ended") return;
  afterDayExits(tx, at, r.died);
}

/**
 * After day exits (F16): a hunter out by any cause but a red card, with his skill, owes his shot
 * within 30 minutes of the close (a sheriff's badge is owed at his death, `deaths.ts` `kill`, F19).
 */
export function afterDayExits(tx: Tx, at: string, died: readonly number[]): void {
  for (const n of died) {
    const h = tx.s.seats[n - 1];
    if (h.role === "hunter" && h.cause !== "red_card" && !skillless(h)) oweShot(tx, n, at);
  }
}

/**
 * A day-exited hunter's `shoot` (F16): a living seat other than his own, or `null`, within 30
 * minutes of the close; his target is out at once (cause `shot`, counted at the hunter's day).
 * Returns null when no shot is owed to him (the night side's standing shot takes the act).
 */
export function dayShot(tx: Tx, seat: number, target: Target): Reject | null | undefined {
  const owed = tx.s.forum?.shot;
  if (!owed || owed.seat !== seat) return undefined;
  if (target !== null) {
    if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > tx.s.seats.length)
      return { code: "target.not_a_seat", seat, target };
    if (!tx.s.seats[target - 1].alive || target === seat) return { code: "shoot.target", seat, target };
  }
  tx.emit({ type: "shot_settled", seat, target: target as number | null });
  if (typeof target === "number") dayAttack(tx, target, "shot", owed.at, seat);
  return null;
}

/** Close + 30 min (F16, F19): an owed day shot lapses, an owed day badge goes to a random successor. */
export function settleDayExits(tx: Tx): void {
  const shot = tx.s.forum?.shot;
  if (shot && tx.nowMs >= shot.dueMs) tx.emit({ type: "shot_settled", seat: shot.seat, target: null });
  settleBadge(tx, false);
}

/**
 * At a close (F2, F13): a yellow card to each living voter without a ballot, unless the day was
 * sped up; then, while the sisters have 默契, each a yellow card if their final ballots differ or
 * one has none.
 */
function closeCards(tx: Tx, ph: ForumDayPhase): void {
  if (!ph.spedUp)
    for (const x of tx.s.seats)
      if (x.alive && !revealedIdiot(x) && !(String(x.seat) in ph.ballots)) {
        giveCard(tx, x.seat, "yellow", "no_ballot");
        if (tx.s.phase.kind === "ended") return;
      }
  const pair = rapportPair(tx.s);
  if (pair) {
    const [a, b] = pair.map((x) => ph.ballots[String(x.seat)]);
    if (a === undefined || b === undefined || a !== b)
      for (const x of pair) {
        giveCard(tx, x.seat, "yellow", "sisters");
        if (tx.s.phase.kind === "ended") return;
      }
  }
}

/**
 * A card (F2, 6L 判罚制度): the third blue adds a yellow, the third yellow a red; a red card puts
 * the seat out at once (F6).
 */
export function giveCard(tx: Tx, seat: number, colour: CardColour, reason: "director" | "no_ballot" | "sisters"): void {
  tx.emit({ type: "card_given", seat, colour, reason });
  const cards = tx.s.forum?.cards[String(seat)] ?? [];
  const count = (c: CardColour) => cards.filter((k) => k === c).length;
  if (colour === "blue" && count("blue") % 3 === 0) {
    tx.emit({ type: "card_given", seat, colour: "yellow", reason: "upgrade" });
    colour = "yellow";
  }
  const after = tx.s.forum?.cards[String(seat)] ?? [];
  if (colour === "yellow" && after.filter((k) => k === "yellow").length % 3 === 0) {
    tx.emit({ type: "card_given", seat, colour: "red", reason: "upgrade" });
    colour = "red";
  }
  if (colour === "red") redCard(tx, seat);
}

/**
 * A red card (F6): out at once and publicly (cause `red_card`): no last words, no shot, no badge
 * choice (a seeded random successor: by day at once, by night at the next opening); his lover
 * still dies. By day his ballot is void and ballots naming him count as abstentions (the tally).
 */
function redCard(tx: Tx, seat: number): void {
  if (!tx.s.seats[seat - 1].alive) return;
  kill(tx, seat, "red_card", tx.s.label);
}

/** The directors' `card` (F2), to a living or an out seat. Codes: `card.colour`, `seat.unknown`. */
export function cardRuling(tx: Tx, seat: number | undefined, value: unknown, logged: () => void): Reject | null {
  if (value !== "blue" && value !== "yellow" && value !== "red") return { code: "card.colour", value: String(value) };
  if (typeof seat !== "number" || seat < 1 || seat > tx.s.seats.length) return { code: "seat.unknown", seat };
  // 6L 判罚制度 "红牌也可以针对已出局的…玩家": an out player may be carded too (posting after his
  // exit, 6L 6(1)); the card is recorded and changes nothing in play.
  logged();
  giveCard(tx, seat, value, "director");
  return null;
}

/** `camp_loses` (F6): the directors judge a camp lost; the other wins at once. Code: `camp.unknown`. */
export function campLoses(tx: Tx, value: unknown, logged: () => void): Reject | null {
  if (value !== "wolves" && value !== "villagers") return { code: "camp.unknown", value: String(value) };
  logged();
  tx.emit({ type: "camp_judged_lost", camp: value });
  tx.emit({ type: "game_ended", winner: value === "wolves" ? "villagers" : "wolves", at: tx.s.label });
  return null;
}

/** An open surrender request lapses when the phase ends (F23). */
export function dropSurrender(tx: Tx): void {
  if (tx.s.forum?.surrender) tx.emit({ type: "surrender_dropped", why: "phase_ended" });
}
