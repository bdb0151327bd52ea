/**
 * forum-hk's cards (src/engine/families/forum-hk/penalty-cards.ts): 002 判罚制度 and HK60–HK63, HK136.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  autoYellowSeats,
  type CardBook,
  type CardInput,
  cardsOutcome,
  checkCardRuling,
  emptyBook,
  giveCard,
  isRedCarded,
  settleDayReds,
} from "../../../src/engine/families/forum-hk/penalty-cards.ts";
import type { CardColour } from "../../../src/engine/types-vocab.ts";
import { SHARED_SCENARIOS } from "../../helpers.ts";

const card = (seat: number, colour: CardColour, over: Partial<CardInput> = {}): CardInput => ({
  seat,
  colour,
  camp: "villagers",
  living: true,
  when: "other",
  ...over,
});
/** Gives the cards in order; returns the last result and the book. */
function giveAll(inputs: CardInput[], book: CardBook = emptyBook()) {
  let last = giveCard(book, inputs[0]);
  for (const c of inputs.slice(1)) last = giveCard(last.book, c);
  return last;
}

describe("upgrades (判罚制度)", () => {
  it("HK61: three blue cards add a yellow, shown after the third blue", () => {
    const r = giveAll([card(4, "blue"), card(4, "blue"), card(4, "blue")]);
    expect(r.given).toEqual(["blue", "yellow"]);
    expect(cardsOutcome(r.book)).toEqual({ "4": ["blue", "blue", "blue", "yellow"] });
    expect(r.out).toBeNull();
  });

  it("HK61/HK63: three yellow cards add a red (yellows made of blues count)", () => {
    const r = giveAll([card(2, "yellow"), card(2, "yellow"), card(2, "blue"), card(2, "blue"), card(2, "blue")]);
    expect(r.given).toEqual(["blue", "yellow", "red"]);
    expect(cardsOutcome(r.book)["2"]).toEqual(["yellow", "yellow", "blue", "blue", "blue", "yellow", "red"]);
    expect(r.out).toBe("now");
  });

  it("a fourth yellow after the red does not add another red; the sixth does", () => {
    const six = Array.from({ length: 6 }, () => card(1, "yellow", { living: false }));
    const r = giveAll(six);
    expect(cardsOutcome(r.book)["1"].filter((c) => c === "red")).toHaveLength(2);
    expect(giveAll(six.slice(0, 4)).given).toEqual(["yellow"]);
  });
});

describe("red cards (HK60, HK62, HK136)", () => {
  it("HK136/HK60: a red at night, in S or at 黄昏 puts the seat out at once", () => {
    expect(giveCard(emptyBook(), card(5, "red")).out).toBe("now");
  });

  it("HK60: a red from 晨曦 to the close waits for 黄昏 (1): he cannot vote or act until then", () => {
    const r = giveCard(emptyBook(), card(5, "red", { when: "day" }));
    expect(r.out).toBe("after_exile");
    expect(isRedCarded(r.book, 5)).toBe(true);
    expect(isRedCarded(r.book, 6)).toBe(false);
  });

  it("HK60: several day reds take effect after the exile in the order given; the exiled top is skipped but still counted", () => {
    const r = giveAll([
      card(9, "red", { when: "day", camp: "wolves" }),
      card(3, "red", { when: "day" }),
      card(6, "red", { when: "day", camp: "wolves" }),
    ]);
    const settled = settleDayReds(r.book, (s) => s === 6); // 6 was the exiled top
    expect(settled.seats).toEqual([9, 3]);
    expect(settled.book.pending).toEqual([]);
    expect(settled.book.lost).toEqual(["wolves"]);
    expect(cardsOutcome(settled.book)["6"]).toEqual(["red"]);
  });

  it("HK60: a second red on a seat already waiting adds no second out", () => {
    const r = giveAll([card(5, "red", { when: "day" }), card(5, "red", { when: "day" })]);
    expect(r.out).toBeNull();
    expect(r.book.pending).toEqual([5]);
  });

  it("判罚制度 「已出局角色仍可被判罚」: an out seat's card is recorded and counted, no out", () => {
    const r = giveCard(emptyBook(), card(7, "red", { living: false }));
    expect(r.out).toBeNull();
    expect(r.book.reds).toEqual({ villagers: 1 });
    expect(cardsOutcome(r.book)).toEqual({ "7": ["red"] });
  });

  it("HX-2, HX-3: the examples' noon red cards give their `cards` outcome and wait for the exile", () => {
    for (const id of ["HX-2", "HX-3"]) {
      const f = JSON.parse(readFileSync(join(SHARED_SCENARIOS, `${id}.json`), "utf8"));
      let book = emptyBook();
      for (const s of f.steps.filter((x: { judge?: string }) => x.judge === "card")) {
        const r = giveCard(book, card(s.seat, s.value, { when: "day" }));
        expect(r.out).toBe("after_exile");
        book = r.book;
      }
      expect(cardsOutcome(book)).toEqual(f.expect.cards);
    }
  });
});

describe("two red cards lose a camp (HK61)", () => {
  it("HK61: the second red in one camp judges it lost, once; reds in two camps do not", () => {
    const a = giveAll([card(1, "red"), card(2, "red", { camp: "wolves" })]);
    expect(a.book.lost).toEqual([]);
    const b = giveCard(a.book, card(3, "red", { camp: "wolves" }));
    expect(b.campLost).toBe("wolves");
    expect(b.book.lost).toEqual(["wolves"]);
    const c = giveCard(b.book, card(4, "red", { camp: "wolves" }));
    expect(c.campLost).toBeNull();
    expect(c.book.lost).toEqual(["wolves"]);
  });

  it("HK61: each red counts in its holder's camp when given (a fan who followed the wolves counts there)", () => {
    const r = giveAll([card(5, "red", { camp: "wolves", living: false }), card(12, "red", { camp: "wolves" })]);
    expect(r.campLost).toBe("wolves");
  });

  it("HK61: a red made of three yellows counts toward the camp's two", () => {
    const r = giveAll([card(1, "red"), card(2, "yellow"), card(2, "yellow"), card(2, "yellow")]);
    expect(r.given).toEqual(["yellow", "red"]);
    expect(r.campLost).toBe("villagers");
  });
});

describe("the automatic yellow (HK63)", () => {
  const living = [1, 2, 3, 4, 5];
  const voted = (s: number) => s === 1 || s === 4;

  it("HK63: each living character without a ballot gets one at a close, ascending", () => {
    expect(autoYellowSeats(emptyBook(), { living: [5, 2, 3, 1, 4], voted, spedUp: false, cancelled: false })).toEqual([
      2, 3, 5,
    ]);
  });

  it("HK63/HK15/HK64: none when the day was sped up or the vote cancelled by a duel", () => {
    expect(autoYellowSeats(emptyBook(), { living, voted, spedUp: true, cancelled: false })).toEqual([]);
    expect(autoYellowSeats(emptyBook(), { living, voted, spedUp: false, cancelled: true })).toEqual([]);
  });

  it("HK63: not to one red-carded that day", () => {
    const { book } = giveCard(emptyBook(), card(3, "red", { when: "day" }));
    expect(autoYellowSeats(book, { living, voted, spedUp: false, cancelled: false })).toEqual([2, 5]);
  });

  it("HK63: a third yellow at the close makes a red that waits for 黄昏 (1)", () => {
    const r = giveAll([card(2, "yellow"), card(2, "yellow"), card(2, "yellow", { when: "day" })]);
    expect(r.out).toBe("after_exile");
    expect(settleDayReds(r.book, () => false).seats).toEqual([2]);
  });
});

describe("the directors' card step", () => {
  it("HK137: refuses a colour that is not blue/yellow/red and an unknown seat, with the facts of the sentence", () => {
    expect(checkCardRuling(3, "green", 14)).toEqual({ code: "card.colour", ruleset: "forum-hk", value: "green" });
    expect(checkCardRuling(15, "red", 14)).toEqual({ code: "seat.unknown", ruleset: "forum-hk", seats: 14 });
    expect(checkCardRuling(14, "blue", 14)).toBeNull();
  });
});
