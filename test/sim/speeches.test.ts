/**
 * Issue 26 item 10: scripted speeches no longer repeat verbatim. A game's speeches (every seat,
 * four days, the speeches a seat may be called for) are put together from seeded parts and drawn
 * again when already said in the game (`SpeechBook`): none repeats; a seed replays the same words.
 */
import { describe, expect, it } from "vitest";
import { SpeechBook, speechFor } from "../../src/sim/speeches.ts";

const SEATS = Array.from({ length: 12 }, (_, i) => i + 1);
const PURPOSES = ["警上发言", "发言", "放逐PK发言"];

/** Every speech of a long game, in the order a game calls them, and each seat's last words. */
function game(seed: number): string[] {
  const book = new SpeechBook(seed);
  const days = [1, 2, 3, 4].flatMap((day) =>
    PURPOSES.flatMap((p) => SEATS.map((seat) => book.speech(seat, day, p, SEATS))),
  );
  return [...days, ...SEATS.map((seat) => book.speech(seat, seat % 4, "遗言", SEATS))];
}

describe("scripted speeches (issue 26 item 10)", () => {
  it("no speech of a game is said twice, and a seed replays the same words", () => {
    for (const seed of [7, 11, 2024]) {
      const all = game(seed);
      expect(all.length).toBe(156);
      expect(new Set(all).size, `seed ${seed}`).toBe(all.length);
      expect(game(seed)).toEqual(all);
      // Never a bare seat number or 过 (the bot would read it as a move).
      for (const t of all) expect(t).not.toMatch(/^(\d+号?|过)$/);
    }
    expect(speechFor(7, 3, 2, "发言", SEATS)).not.toBe(speechFor(8, 3, 2, "发言", SEATS));
  });

  it("a book without a badge (forum-hk has no sheriff) never talks of one, and still repeats nothing", () => {
    const book = new SpeechBook(7, false);
    const all = [
      ...[1, 2, 3, 4].flatMap((day) =>
        ["帖1", "帖2", "帖3"].flatMap((p) => SEATS.map((seat) => book.speech(seat, day, p, SEATS))),
      ),
      ...SEATS.map((seat) => book.speech(seat, seat % 4, "遗言", SEATS)),
    ];
    for (const t of all) expect(t).not.toContain("警徽");
    expect(new Set(all).size).toBe(all.length);
    // With the badge the same seeds do mention it somewhere.
    expect(game(7).some((t) => t.includes("警徽"))).toBe(true);
  });
});
