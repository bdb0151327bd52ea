/**
 * forum-hk's cards (002 判罚制度, 投票规则; HK60–HK63, HK136): blue, yellow, red; three blue add a
 * yellow, three yellow a red; a red puts the seat out at once, or — given from the start of 晨曦 to
 * the close — right after that day's exile at 黄昏 (1); two reds in one camp lose it; the automatic
 * yellow at a close for a living character with no ballot. Pure: a `CardBook` in, a new one out.
 *
 * Entry points:
 * - `emptyBook()` — no cards yet.
 * - `giveCard(book, { seat, colour, camp, living, when })` → `{ book, given, out, campLost }`: `given`
 *   the colours recorded (upgrades included, e.g. `["blue", "yellow"]`), `out` what the seat's red does
 *   (`"now"`, `"after_exile"`, or null), `campLost` the camp judged lost by this card (HK61), once.
 * - `isRedCarded(book, seat)` — a red given today waits for 黄昏 (1): he cannot vote, change or act.
 * - `settleDayReds(book, isOut)` → `{ book, seats }`: at 黄昏 (1), after the exile, the waiting reds'
 *   seats in the order given (a seat already out, e.g. the exiled top, is left out of `seats`).
 * - `autoYellowSeats(book, close)` — who gets the automatic yellow at a close (HK63).
 * - `cardsOutcome(book)` — the scenario outcome's `cards`; `book.lost` — the camps lost by red cards,
 *   the fact the win model reads (HK51: reason `red_cards`).
 * - `checkCardRuling(seat, value, seats)` — the directors' `card` step's refusals.
 */
import type { CardColour } from "../../types-vocab.ts";

/** Every card given so far, and what the cards decided. */
export interface CardBook {
  /** Seat → its cards in order, upgrades included (`["blue", "blue", "blue", "yellow"]`). */
  readonly cards: Readonly<Record<string, readonly CardColour[]>>;
  /** Camp → red cards counted in it, each in its holder's camp when given (HK61). */
  readonly reds: Readonly<Record<string, number>>;
  /** Camps judged lost by two red cards, in order (HK61). */
  readonly lost: readonly string[];
  /** Seats whose day red card waits for 黄昏 (1), in the order given (HK60). */
  readonly pending: readonly number[];
}

export function emptyBook(): CardBook {
  return { cards: {}, reds: {}, lost: [], pending: [] };
}

/**
 * When a card is given: `day` = from the start of 晨曦 to the close (a red waits for 黄昏 (1), HK60);
 * `other` = S, 黄昏, the night (a red puts the seat out at once, HK60, HK136). A card at the close
 * itself (the automatic yellow, HK63) is `day`.
 */
export type CardTime = "day" | "other";

export interface CardInput {
  seat: number;
  colour: CardColour;
  /** The seat's camp now (HK61: a red counts in its holder's camp when given). */
  camp: string;
  /** Whether the seat is living (an out seat may be carded: recorded and counted, no out). */
  living: boolean;
  when: CardTime;
}

export interface CardResult {
  book: CardBook;
  /** The colours recorded for the seat by this card, upgrades included. */
  given: CardColour[];
  /** What the seat's red does: out at once, out after the day's exile, or nothing (no red, out already, waiting already). */
  out: "now" | "after_exile" | null;
  /** The camp judged lost at this card by its second red (HK61), or null. */
  campLost: string | null;
}

/** HK60–HK62, HK136, 判罚制度: records a card, its upgrades (3 blue → yellow, 3 yellow → red) and a red's effects. */
export function giveCard(book: CardBook, c: CardInput): CardResult {
  const key = String(c.seat);
  const mine = [...(book.cards[key] ?? [])];
  const given: CardColour[] = [c.colour];
  mine.push(c.colour);
  const count = (k: CardColour) => mine.filter((x) => x === k).length;
  if (c.colour === "blue" && count("blue") % 3 === 0) {
    given.push("yellow");
    mine.push("yellow");
  }
  if (given[given.length - 1] === "yellow" && count("yellow") % 3 === 0) {
    given.push("red");
    mine.push("red");
  }
  const cards = { ...book.cards, [key]: mine };
  if (given[given.length - 1] !== "red") return { book: { ...book, cards }, given, out: null, campLost: null };
  const reds = { ...book.reds, [c.camp]: (book.reds[c.camp] ?? 0) + 1 };
  const campLost = reds[c.camp] >= 2 && !book.lost.includes(c.camp) ? c.camp : null;
  const lost = campLost ? [...book.lost, campLost] : book.lost;
  let out: CardResult["out"] = null;
  let pending = book.pending;
  if (c.living && !pending.includes(c.seat)) {
    if (c.when === "day") {
      out = "after_exile";
      pending = [...pending, c.seat];
    } else out = "now";
  }
  return { book: { cards, reds, lost, pending }, given, out, campLost };
}

/** HK60: a red given today waits for 黄昏 (1); until then the seat cannot vote, change or act. */
export function isRedCarded(book: CardBook, seat: number): boolean {
  return book.pending.includes(seat);
}

/**
 * HK60, HK63: at 黄昏 (1), right after the exile, the day's waiting reds take effect in the order
 * given. Returns the seats to put out (cause `red_card`), skipping any already out (the exiled top:
 * out by exile, his card still counted), and the book with nothing waiting.
 */
export function settleDayReds(book: CardBook, isOut: (seat: number) => boolean): { book: CardBook; seats: number[] } {
  return { book: { ...book, pending: [] }, seats: book.pending.filter((s) => !isOut(s)) };
}

/** The facts of a close for the automatic yellow. */
export interface CloseFacts {
  /** Living seats at the close. */
  living: readonly number[];
  /** Whether a seat posted a ballot today (a proxy counts). */
  voted: (seat: number) => boolean;
  /** The directors sped today up (HK15). */
  spedUp: boolean;
  /** A duel cancelled today's vote (HK64). */
  cancelled: boolean;
}

/**
 * HK63 (投票规则 「未回复投票帖者将被判罚黄牌」, 潜水 (3)): at a close not sped up and not cancelled,
 * each living character with no ballot gets one yellow, except one red-carded that day. Ascending
 * seats; give each with `giveCard(…, when: "day")` (a red made of three yellows then waits, HK63).
 */
export function autoYellowSeats(book: CardBook, close: CloseFacts): number[] {
  if (close.spedUp || close.cancelled) return [];
  return [...close.living].filter((s) => !close.voted(s) && !isRedCarded(book, s)).sort((a, b) => a - b);
}

/** The scenario outcome's `cards`: seat → cards in order; seats without cards omitted. */
export function cardsOutcome(book: CardBook): Record<string, CardColour[]> {
  const out: Record<string, CardColour[]> = {};
  for (const [seat, list] of Object.entries(book.cards)) if (list.length > 0) out[seat] = [...list];
  return out;
}

/**
 * A refused `card` step (HK137): a stable code and its facts, no words (src/voice/families/forum-hk/texts.ts words
 * them); `ruleset` picks forum-hk's wording of these codes, which forum-25 shares.
 */
export interface CardReject {
  code: "card.colour" | "seat.unknown";
  ruleset: "forum-hk";
  /** `card.colour`: the colour given. */
  value?: string;
  /** `seat.unknown`: the seats of the game (1..seats). */
  seats?: number;
  [fact: string]: unknown;
}

/** The directors' `card` (HK137): a colour of blue/yellow/red and a seat of the game; out seats allowed (判罚制度). */
export function checkCardRuling(seat: unknown, value: unknown, seats: number): CardReject | null {
  if (value !== "blue" && value !== "yellow" && value !== "red")
    return { code: "card.colour", ruleset: "forum-hk", value: String(value) };
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 1 || seat > seats)
    return { code: "seat.unknown", ruleset: "forum-hk", seats };
  return null;
}
