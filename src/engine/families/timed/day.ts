/**
 * The day after the dawn announcement: speaking order (000 §八(五)1, R1–R4), speeches, the
 * exile vote and PK (000 §八(六), R9), the idiot (R11), self-destruct (000 §八(七), R7),
 * shots (000 §八(二)2,10) and the badge (000 §八(四)8).
 */

import { badgeChoiceReject, silentHeir } from "../../flow/badge.ts";
import { drown, kill, patchOccasion } from "../../flow/deaths.ts";
import { applyIntents } from "../../flow/effects.ts";
import type { Intent } from "../../intents.ts";
import { liveSpec, roleSpec } from "../../roles/registry.ts";
import { around, step } from "../../state.ts";
import { skillsLost } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Direction, ExileRound, GameState, Reject, Target } from "../../types.ts";
import { endIfWon } from "../../win/index.ts";
import { continueOccasion, startOccasion } from "./occasion.ts";
import { noShow } from "./penalties.ts";
import { openWindow } from "./skills.ts";
import { skipIfCurrent, startSpeaking } from "./speaking.ts";
import { startVote } from "./vote.ts";

const dayNo = (tx: Tx) => Number(tx.s.label.slice(1));
const opposite = (d: Direction): Direction => (d === "up" ? "down" : "up");

/**
 * Whether `sheriff` held the badge on the last day with speeches: he chose (or was given) its
 * direction, or received the badge that day after its order was set — passed on by a sheriff
 * exiled or shot after the speeches, which counts as held from that day (R4 as clarified).
 */
function heldOnLastSpeechDay(s: GameState, sheriff: number): boolean {
  const last = s.lastOrder;
  if (!last) return false;
  if (last.sheriff === sheriff) return true;
  const received = s.record.sheriffs.filter((r) => r.seat === sheriff).pop();
  return received?.at === `D${last.day}`;
}

/**
 * The day's speeches begin: the sheriff picks on his first day with the badge, later days
 * alternate (R4), or he picks every day, as the ruleset says; no living sheriff: dice (R3).
 */
export function startDay(tx: Tx): void {
  const sheriff = tx.s.sheriff;
  if (sheriff !== null && tx.s.seats[sheriff - 1].alive) {
    const alternates = tx.rules.sheriff.direction === "first_day_then_alternate";
    if (alternates && tx.s.lastOrder && heldOnLastSpeechDay(tx.s, sheriff)) {
      beginDaySpeeches(tx, opposite(tx.s.lastOrder.dir));
      return;
    }
    tx.emit({
      type: "phase_started",
      phase: { kind: "order", seat: sheriff },
      label: tx.s.label,
      timers: [tx.timer("order", tx.rules.seconds.order, sheriff)],
    });
    return;
  }
  beginDaySpeeches(tx, tx.roll("day_order") % 2 === 1 ? "up" : "down");
}

/**
 * Speaking order (R3): with a living sheriff, from his neighbour in the direction, sheriff last;
 * else from the neighbour of the smallest dawn death; else from seat 1 (up) / seat N (down).
 */
export function speakingOrder(tx: Tx, dir: Direction): number[] {
  const s = tx.s;
  const alive = (n: number) => s.seats[n - 1].alive;
  const sheriff = s.sheriff !== null && alive(s.sheriff) ? s.sheriff : null;
  if (sheriff !== null) return [...around(s, step(s, sheriff, dir), dir, (n) => alive(n) && n !== sheriff), sheriff];
  if (s.dawnDeaths.length > 0) return around(s, step(s, Math.min(...s.dawnDeaths), dir), dir, alive);
  return around(s, dir === "up" ? 1 : s.seats.length, dir, alive);
}

function beginDaySpeeches(tx: Tx, dir: Direction): void {
  const order = speakingOrder(tx, dir);
  tx.emit({ type: "order_chosen", day: dayNo(tx), dir, order });
  startSpeaking(tx, "day", order);
}

/** The sheriff's `order`: `up` (顺) or `down` (逆). */
export function orderAct(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = tx.s.phase;
  if (ph.kind !== "order") return { code: "order.not_now", seat, direction: tx.rules.sheriff.direction };
  if (ph.seat !== seat) return { code: "order.not_sheriff", seat, sheriff: ph.seat };
  if (target !== "up" && target !== "down") return { code: "order.bad_direction", seat, target };
  beginDaySpeeches(tx, target);
  return null;
}

/** The sheriff stayed silent 60 s: dice decide, and under ranked-s7 he gets a no-show (000 §八(四)12). */
export function orderTimeout(tx: Tx): void {
  const ph = tx.s.phase;
  if (ph.kind !== "order") return;
  const dir: Direction = tx.roll("order") % 2 === 1 ? "up" : "down";
  if (tx.rules.sheriff.orderSilence === "dice_and_no_show" && noShow(tx, ph.seat)) return;
  beginDaySpeeches(tx, dir);
}

/**
 * Between the day's speeches and the exile vote: deaths due when the speeches end (old rogue,
 * R13), then a day skill's window (knight's duel, 000 §八(二)6), then the vote.
 */
export function toExileVote(tx: Tx): void {
  const died: number[] = [];
  const out: Intent[] = [];
  for (const x of tx.s.seats) {
    if (!x.alive) continue;
    roleSpec(x.role).afterDaySpeeches?.(tx, x, out);
    // The deaths a card asks for (intents, issue 22) follow its hook at once.
    if (out.length > 0) died.push(...applyIntents(tx, out.splice(0)));
  }
  if (died.length > 0) {
    if (endIfWon(tx)) return;
    startOccasion(tx, tx.s.label, died, "vote");
    return;
  }
  if (openWindow(tx, "before_exile_vote")) return;
  startExileVote(tx, "exile", []);
}

/**
 * Exile vote: living players vote, the revealed idiot neither votes nor can be voted (R11); in a
 * PK the PK players do not vote (R9); in a revote every living player votes, the tied included,
 * among the tied (T15); in the off-stage PK (C13) the PK's `voters`.
 */
export function startExileVote(tx: Tx, round: ExileRound, pk: number[], voters?: number[]): void {
  const living = tx.s.seats.filter((x) => x.alive && x.mem.revealed !== true).map((x) => x.seat);
  const options = round === "exile" ? living : pk;
  startVote(
    tx,
    round,
    voters
      ? living.filter((n) => voters.includes(n))
      : round === "exile_revote"
        ? living
        : living.filter((n) => !pk.includes(n)),
    options,
    `${tx.s.label}-day`,
  );
}

// day (table-day)
/**
 * 归票 (T12, 003-C 警长3)): after the day's last speech the living sheriff has a window to
 * `recommend` a seat or nobody; it is announced and is not a vote. Returns false when the
 * ruleset has no 归票 or there is no living sheriff (the exile vote follows at once).
 */
export function startRecommend(tx: Tx): boolean {
  const sheriff = tx.s.sheriff;
  if (!tx.rules.sheriff.recommend || sheriff === null || !tx.s.seats[sheriff - 1].alive) return false;
  tx.emit({
    type: "phase_started",
    phase: { kind: "recommend", seat: sheriff },
    label: tx.s.label,
    timers: [tx.timer("recommend", tx.rules.seconds.recommend, sheriff)],
  });
  return true;
}

/**
 * The sheriff's `recommend` (T12): a living seat, or `null` for nobody; announced to the room,
 * then the exile vote. Codes: `recommend.not_now`, `recommend.not_sheriff`, `target.not_a_seat`, `target.dead`.
 */
export function recommendAct(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = tx.s.phase;
  if (ph.kind !== "recommend") return { code: "recommend.not_now", seat };
  if (ph.seat !== seat) return { code: "recommend.not_sheriff", seat, sheriff: ph.seat };
  if (target !== null) {
    if (typeof target !== "number" || !tx.s.seats[target - 1]) return { code: "target.not_a_seat", seat, target };
    if (!tx.s.seats[target - 1].alive) return { code: "target.dead", seat, target };
  }
  tx.emit({ type: "public_notice", kind: "recommend", seat, value: target });
  tx.next({ after: "recommend" });
  return null;
}

/** The sheriff let the 归票 window pass (T12): no recommendation, the exile vote follows. */
export function recommendTimeout(tx: Tx): void {
  if (tx.s.phase.kind === "recommend") tx.next({ after: "recommend" });
}

/** Which tie step a tie after an exile round takes (the n-th tie takes `exile.ties[n-1]`). */
const EXILE_TIE_INDEX: Record<ExileRound, number> = { exile: 0, exile_pk: 1, exile_revote: 1, exile_offstage: 2 };

/**
 * The exile vote's result is shown: a bard may shift one vote first (000 §八(二)15, R12), then
 * the result stands.
 */
export function exileResultShown(tx: Tx, round: ExileRound, top: number[], options: number[]): void {
  const last = tx.s.record.votes[tx.s.record.votes.length - 1];
  if (top.length === 1 && openWindow(tx, "after_exile_vote", { round, tally: { ...last.tally }, options })) return;
  exileVoteClosed(tx, round, top);
}

/**
 * Exile result: the top seat leaves; after a tie the ruleset's next tie step (ranked: a PK after
 * the first tie, R9; table: a revote among the tied, T15; classic: the PK, then the off-stage PK,
 * C13); no step left or no ballot → the day
 * is over (night).
 */
export function exileVoteClosed(tx: Tx, round: ExileRound, top: number[]): void {
  if (top.length === 1) {
    exile(tx, top[0]);
    return;
  }
  const tie = tx.rules.exile.ties[EXILE_TIE_INDEX[round]];
  if (top.length === 0 || tie === undefined) {
    tx.next({ after: "day" });
    return;
  }
  if (tie === "revote") {
    startExileVote(tx, "exile_revote", top);
    return;
  }
  if (tie === "offstage") {
    // C13 (001 §三4(3)): the tied stay silent on the stand; every other living player speaks once
    // in the day's order from its first speaker; then the PK's voters vote among the tied.
    const ph = tx.s.phase;
    const voters =
      ph.kind === "vote"
        ? [...ph.voters, ...ph.muted]
        : tx.s.seats
            .filter(
              (x) => x.alive && x.mem.revealed !== true && !(ph.kind === "window" && ph.options?.includes(x.seat)),
            )
            .map((x) => x.seat);
    const alive = (n: number) => tx.s.seats[n - 1].alive;
    const speakers = tx.s.dayOrder.filter((n) => alive(n) && !top.includes(n));
    startSpeaking(tx, "exile_offstage", speakers, 0, 0, { stand: top, voters });
    return;
  }
  const inOrder = tx.s.dayOrder.filter((n) => top.includes(n));
  const pk = [...inOrder, ...top.filter((n) => !inOrder.includes(n))];
  startSpeaking(tx, "exile_pk", pk);
}

function exile(tx: Tx, seat: number): void {
  const x = tx.s.seats[seat - 1];
  // The elder's curse takes the idiot's immunity (T24).
  if (roleSpec(x.role).exileImmune && x.mem.revealed !== true && !skillsLost(x)) {
    tx.emit({ type: "mem_set", seat, key: "revealed", value: true });
    if (endIfWon(tx)) return;
    if (tx.s.sheriff === seat) {
      tx.emit({ type: "occasion_set", occasion: { at: tx.s.label, dead: [], shots: [], badge: seat, next: "night" } });
      continueOccasion(tx);
    } else tx.next({ after: "day" });
    return;
  }
  const dead = kill(tx, seat, "exile", tx.s.label);
  if (endIfWon(tx)) return;
  startOccasion(tx, tx.s.label, dead, "night");
}

/** `shoot`: the hunter / wolf king whose death allows it; `null` = no shot. */
export function shootAct(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = tx.s.phase;
  const occ = tx.s.occasion;
  if (ph.kind !== "shot" || ph.seat !== seat || !occ) return { code: "shoot.not_now", seat };
  const shots = occ.shots.filter((n) => n !== seat);
  if (target === null) {
    patchOccasion(tx, { shots });
    continueOccasion(tx);
    return null;
  }
  if (typeof target !== "number" || !tx.s.seats[target - 1]) return { code: "target.not_a_seat", seat, target };
  if (!tx.s.seats[target - 1].alive) return { code: "target.dead", seat, target };
  const died = kill(tx, target, "shot", occ.at, occ.silent !== true);
  const chain = died.filter(
    (n) => roleSpec(tx.s.seats[n - 1].role).shootsOnDeath?.(tx.s.seats[n - 1], tx.rules) === true,
  );
  const sheriff = tx.s.sheriff;
  patchOccasion(tx, {
    dead: [...occ.dead, ...died].sort((a, b) => a - b),
    shots: [...shots, ...chain],
    badge: sheriff !== null && died.includes(sheriff) ? sheriff : occ.badge,
  });
  if (endIfWon(tx)) return null;
  continueOccasion(tx);
  return null;
}

/** A shooter stayed silent: no shot. */
export function shotTimeout(tx: Tx): void {
  const ph = tx.s.phase;
  if (ph.kind === "shot") shootAct(tx, ph.seat, null);
}

/** `badge`: the dying (or revealed-idiot) sheriff passes the badge, or tears it with `null`. */
export function badgeAct(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = tx.s.phase;
  const occ = tx.s.occasion;
  if (ph.kind !== "badge" || ph.seat !== seat || !occ) return { code: "badge.not_now", seat };
  // T11: the badge must be passed; never to himself or a revealed idiot (the shared rule).
  const bad = badgeChoiceReject(tx, seat, target);
  if (bad) return bad;
  tx.emit({ type: "sheriff_changed", seat: target as number | null, gone: target === null, silent: false });
  // The badge weighs 1.5: passing it can complete bound votes (R18).
  if (endIfWon(tx)) return null;
  patchOccasion(tx, { badge: null });
  continueOccasion(tx);
  return null;
}

/**
 * The dying sheriff stayed silent: the badge is torn (警徽流失), or under table it goes to a
 * seeded random living player, never a revealed idiot (T11).
 */
export function badgeTimeout(tx: Tx): void {
  const ph = tx.s.phase;
  if (ph.kind !== "badge") return;
  badgeAct(tx, ph.seat, silentHeir(tx, ph.seat));
}

/**
 * Self-destruct (爆, 000 §八(七)): any living player by day before a vote link is out (void
 * afterwards, §八(七)7). The day ends at once: the boomer's 3-minute last words, then night.
 * During the day-1 election the badge is lost for the game, recorded as `{at, seat: null}`, and
 * the night-1 deaths are announced first (000 §八(四)6, §八(七)2, §八(八)7, R7). A night-1-dead wolf booming in the election is void (R7).
 * A non-wolf's boom counts as a loss with −5 (000 §八(七)5-6, R20).
 */
export function selfDestruct(tx: Tx, seat: number, judged: boolean, target: Target = null): Reject | null {
  const kind = tx.s.phase.kind;
  if (!tx.s.label.startsWith("D")) return { code: "self_destruct.night", seat };
  // After the day's vote link (000 §八(七)7): during a vote, and once the day is decided
  // (the exiled or boomed player's last words before night). A judge's ruling still stands.
  const dayOver = tx.s.occasion?.next === "night" || tx.s.occasion?.next === "announce_n1_then_night";
  // The bard's window follows the vote; the knight's comes before it (000 §八(二)6,15).
  const ph = tx.s.phase;
  const afterVote = ph.kind === "window" && ph.act === "shift";
  // T16: under table a boom during an open vote drops the vote.
  const voteLink = kind === "vote" && tx.rules.boom.duringVote === "refused";
  if ((voteLink || dayOver || afterVote) && !judged) return { code: "self_destruct.after_vote_link", seat };
  if (
    !(kind === "window" && !afterVote) &&
    kind !== "recommend" &&
    kind !== "signup" &&
    kind !== "correction" &&
    kind !== "speaking" &&
    kind !== "withdraw" &&
    kind !== "order" &&
    kind !== "vote"
  )
    return { code: "self_destruct.not_now", seat };
  const x = tx.s.seats[seat - 1];
  const spec = liveSpec(tx.s, x);
  if (spec.selfDestruct === "forbidden" && !judged) return { code: "self_destruct.forbidden", seat };
  if (target !== null && !(spec.boomTakes && x.alive && !judged))
    return { code: "self_destruct.no_target", seat, target };
  if (target !== null) {
    if (typeof target !== "number" || !tx.s.seats[target - 1]) return { code: "target.not_a_seat", seat, target };
    if (!tx.s.seats[target - 1].alive) return { code: "target.dead", seat, target };
    if (target === seat) return { code: "self_destruct.take_self", seat };
  }
  const inElection = tx.s.election?.open === true;
  if (!x.alive) {
    if (!inElection || x.announced) return { code: "seat.dead", seat };
    if (x.mem.voidBoom === true) return { code: "self_destruct.already_void", seat };
    // R7: a night-1-dead player's boom during the campaign is void as a death (classic C4: also
    // a night-2-dead player's in the dawn-2 re-run).
    const night = `N${tx.s.label.slice(1)}`;
    tx.emit({ type: "self_destructed", seat, valid: false });
    tx.emit({ type: "mem_set", seat, key: "voidBoom", value: true });
    if (x.cause === "poison") {
      boomEndsElection(tx, true);
      tx.emit({
        type: "occasion_set",
        occasion: { at: night, dead: [seat], shots: [], badge: null, next: "announce_n1_then_day" },
      });
    } else {
      tx.emit({ type: "resume_set", phase: tx.s.phase });
      // The dawn's night (N1 under ranked-s7; N2 in classic's re-run, C4; any dawn's election under table, T9).
      tx.emit({ type: "occasion_set", occasion: { at: night, dead: [seat], shots: [], badge: null, next: "resume" } });
    }
    continueOccasion(tx);
    return null;
  }
  tx.emit({ type: "self_destructed", seat, valid: true });
  if (spec.selfDestruct === "drowned" && !judged && tx.rules.penalties.boomDrowns)
    return drownedBoom(tx, seat, spec.team === "wolf");
  // Classic C5: no last words for the boomer nor anyone dying in his boom's chain.
  const words = tx.rules.lastWords.boom === "boomer";
  const dead = kill(tx, seat, "self_destruct", tx.s.label, words);
  if (spec.selfDestruct !== "wolf") tx.emit({ type: "penalized", seat, penalty: judged ? "ruled" : "self_destruct" });
  // White wolf king (001 二): his boom takes one player along.
  if (typeof target === "number") dead.push(...kill(tx, target, "shot", tx.s.label, words));
  if (endIfWon(tx)) return null;
  if (inElection) {
    boomEndsElection(tx, false);
    // Its shots (a hunter taken by a white wolf king) still resolve (C5), then the dawn's deaths.
    startOccasion(tx, tx.s.label, dead, "announce_n1_then_night", !words);
  } else startOccasion(tx, tx.s.label, dead, "night", !words);
  return null;
}

/**
 * A self-destruct ended the election: what happens to the badge is the ruleset's (`election.boom`):
 * lost for the game (000 §八(七)2, R7); no sheriff today, nothing recorded, the next dawn elects
 * again (T9, T16); or (classic C4) the first live boom postpones the election to the next dawn and
 * a boom in that re-run loses the badge; a dead wolf's void boom is R7's.
 */
function boomEndsElection(tx: Tx, voidBoom: boolean): void {
  const rule = tx.rules.election.boom;
  if (rule === "rerun_next_dawn" && !voidBoom && tx.s.election?.rerun !== true) {
    tx.emit({ type: "election_changed", open: false, pk: null, postponed: true });
    return;
  }
  if (rule === "none_today") {
    tx.emit({ type: "election_changed", open: false, pk: null });
    tx.emit({ type: "public_notice", kind: "no_sheriff_today" });
    return;
  }
  tx.emit({ type: "election_changed", open: false, pk: null });
  // Lost for the game, and recorded so (000 §八(七)2, R7).
  tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: false });
}

/**
 * A hidden wolf, an unturned wild child or a third-party cupid who booms is judged drowned and
 * flipped; the day goes on without night (000 §八(七)4, R19). A non-wolf still loses with −5 (R20).
 */
function drownedBoom(tx: Tx, seat: number, wolf: boolean): Reject | null {
  if (drown(tx, seat)) return null;
  if (!wolf) tx.emit({ type: "penalized", seat, penalty: "self_destruct" });
  tx.emit({ type: "public_notice", kind: "flipped", seat, value: tx.s.seats[seat - 1].role });
  skipIfCurrent(tx, seat);
  return null;
}
