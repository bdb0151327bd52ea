/**
 * What a scripted forum-hk player (the demo's and the tests' crowd, `src/sim/hk-*.ts`) reads and
 * how a card's own choice is declared (issue 22 goal 1: a card's scripted choice lives with the
 * card, `HkCardSpec.scripted`). Pure: a choice is a function of the crowd's view, the seed and the
 * seat's memory; the sim types it in the card's words and records its target.
 */
import { drawInt } from "../../random.ts";

/** What the crowd knows of a seat: its card's 名 and 阵营 as its deal DM said them. */
export interface SeenCard {
  name: string;
  camp: string;
}

/** The crowd's knowledge at one moment (never the engine's state: only what the bot sent). */
export interface HkView {
  seats: number;
  /** Seat → its card as its deal DM named it. */
  cards: ReadonlyMap<number, SeenCard>;
  /** The pack, as the wolves' group named it. */
  pack: ReadonlySet<number>;
  /** Seats the thread or a DM told out. */
  out: ReadonlySet<number>;
}

/** What a seat remembers across nights: the seats its choices named (the last one, and all). */
export interface SeatMemory {
  last?: number;
  used: Set<number>;
}

/** One choice: an act and its target (a seat, seats, or none: the act's name alone). */
export interface HkChoice {
  act: string;
  target: number | readonly number[] | null;
}

/** A card's scripted choices, each optional: in 开局 (phase S), at night, in a death window (HK138). */
export interface HkScripted {
  start?(v: HkView, seed: number, seat: number): HkChoice | null;
  night?(v: HkView, seed: number, night: number, seat: number, mem: Readonly<SeatMemory>): HkChoice | null;
  death?(v: HkView, seed: number, seat: number): HkChoice | null;
}

/** A seat of the wolves' camp as the crowd knows it: in the pack, or dealt a 狼人阵营 card (石像鬼, HK71). */
export function isWolf(v: HkView, seat: number): boolean {
  return v.pack.has(seat) || /狼/.test(v.cards.get(seat)?.camp ?? "");
}

/** The living seats (1-based), as far as the crowd knows. */
export function livingOf(v: HkView): number[] {
  return Array.from({ length: v.seats }, (_, i) => i + 1).filter((s) => !v.out.has(s));
}

/** A seeded pick among `from` (null if empty): the same seed, label and list give the same seat. */
export function pick(seed: number, label: string, from: readonly number[]): number | null {
  return from.length === 0 ? null : from[drawInt(seed, label, 0, 0, from.length - 1)];
}

/** The seeded label of a night choice: `hk:<the seat's card 名>:<seat>:<night>`. */
export function nightLabel(v: HkView, seat: number, night: number): string {
  return `hk:${v.cards.get(seat)?.name}:${seat}:${night}`;
}

/** The living seats other than `seat`. */
export const othersOf = (v: HkView, seat: number): number[] => livingOf(v).filter((s) => s !== seat);

/** `act` at `target`, or null when there is no target to name. */
export const at = (act: string, target: number | null): HkChoice | null => (target === null ? null : { act, target });
