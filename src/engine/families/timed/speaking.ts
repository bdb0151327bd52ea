/**
 * Speaking turns (000 §八(五)3-4, R25): a turn starts at the earlier of the bot's call and the
 * speaker's own seat number; the speaker says 过 (`end_speech`) or the timer ends it, with a
 * warning 30 s before. Called and silent for 60 s = a no-show (黑麦, 000 §九4): counted, loses
 * the round's vote, the second one drowns. Last words have no no-show penalty.
 */
import { mutedToday } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { Offstage, Phase, Reject, SpeechPurpose } from "../../types.ts";
import { noShow } from "./penalties.ts";

type Speaking = Extract<Phase, { kind: "speaking" }>;

function limit(tx: Tx, purpose: SpeechPurpose, seat: number): number {
  const sec = tx.rules.seconds;
  switch (purpose) {
    case "campaign":
      return sec.campaignSpeech;
    case "sheriff_pk":
    case "exile_pk":
    case "sheriff_offstage":
    case "exile_offstage":
      return sec.pkSpeech;
    case "last_words":
      return sec.lastWords;
    case "day":
      return tx.s.sheriff === seat ? sec.sheriffSummary : sec.daySpeech;
  }
}

/** Whether `seat` still speaks when its turn comes. */
function canSpeak(tx: Tx, purpose: SpeechPurpose, seat: number): boolean {
  const x = tx.s.seats[seat - 1];
  if (mutedToday(tx.s, seat, purpose)) return false;
  if (purpose === "last_words") return true;
  const present = x.alive || !x.announced;
  if (!present) return false;
  if (purpose === "campaign" || purpose === "sheriff_pk") return !tx.s.election?.withdrawn.includes(seat);
  // The off-stage PK (C3): every present player speaks, withdrawn candidates included.
  if (purpose === "sheriff_offstage") return true;
  return x.alive;
}

/**
 * Starts a round of speeches over `queue` (in speaking order), from position `from`; `pass` is
 * the day's round of day speeches (from 0; the ruleset's `speeches.dayRounds`); `offstage` the
 * stand and voters of an off-stage PK (classic C3, C13).
 */
export function startSpeaking(
  tx: Tx,
  purpose: SpeechPurpose,
  queue: number[],
  from = 0,
  pass = 0,
  offstage?: Offstage,
): void {
  callFrom(tx, purpose, queue, from, tx.s.phaseSeq + 1, pass, offstage);
}

function callFrom(
  tx: Tx,
  purpose: SpeechPurpose,
  queue: number[],
  from: number,
  roundId: number,
  pass: number,
  offstage?: Offstage,
): void {
  let idx = from;
  while (idx < queue.length && !canSpeak(tx, purpose, queue[idx])) idx++;
  if (idx >= queue.length) {
    tx.next({ after: "speeches", purpose, queue, pass, ...(offstage ? { offstage } : {}) });
    return;
  }
  const seat = queue[idx];
  const sec = limit(tx, purpose, seat);
  const r = tx.rules.seconds;
  tx.emit({
    type: "phase_started",
    phase: {
      kind: "speaking",
      purpose,
      queue,
      idx,
      started: false,
      calledAtMs: tx.nowMs,
      roundId,
      ...(pass > 0 ? { pass } : {}),
      ...(offstage ? { offstage } : {}),
    },
    label: tx.s.label,
    timers: [
      tx.timer("noshow", r.noShow, seat),
      tx.timer("remind", sec - r.speechWarning, seat),
      tx.timer("speech", sec, seat),
    ],
  });
}

/** The current turn is over: call the next speaker (or end the round). */
export function nextSpeaker(tx: Tx): void {
  const ph = tx.s.phase as Speaking;
  const seat = ph.queue[ph.idx];
  if (ph.purpose === "last_words") tx.emit({ type: "last_words_given", seat });
  callFrom(tx, ph.purpose, ph.queue, ph.idx + 1, ph.roundId, ph.pass ?? 0, ph.offstage);
}

/** `start_speech` / `end_speech` by `seat`. */
export function speechAct(tx: Tx, seat: number, act: "start_speech" | "end_speech"): Reject | null {
  const ph = tx.s.phase as Speaking;
  const current = ph.queue[ph.idx];
  if (seat !== current) return { code: "speech.not_your_turn", seat, current };
  if (act === "start_speech") {
    if (ph.started) return { code: "speech.already_started", seat };
    tx.emit({ type: "speech_started", seat });
    tx.emit({
      type: "timers_changed",
      add: [],
      remove: tx.s.timers.filter((t) => t.kind === "noshow").map((t) => t.id),
    });
    return null;
  }
  nextSpeaker(tx);
  return null;
}

/** A speaking timer fired. */
export function speechTimeout(tx: Tx, kind: string): void {
  const ph = tx.s.phase as Speaking;
  const seat = ph.queue[ph.idx];
  if (kind === "remind") {
    tx.emit({ type: "speech_reminded", seat });
    tx.emit({
      type: "timers_changed",
      add: [],
      remove: tx.s.timers.filter((t) => t.kind === "remind").map((t) => t.id),
    });
    return;
  }
  if (kind === "noshow") {
    if (ph.started) return;
    if (ph.purpose !== "last_words") {
      const ended = noShow(tx, seat);
      if (ended) return;
    }
    if (tx.s.phase.kind === "speaking") nextSpeaker(tx);
    return;
  }
  nextSpeaker(tx);
}

/** After a speaker left the table mid-round (drowned, ejected): skip to the next if it was their turn. */
export function skipIfCurrent(tx: Tx, seat: number): void {
  const ph = tx.s.phase;
  if (ph.kind === "speaking" && ph.queue[ph.idx] === seat && ph.purpose !== "last_words") nextSpeaker(tx);
  if ((ph.kind === "shot" || ph.kind === "badge") && ph.seat === seat) tx.next({ after: "occasion_turn" });
}
