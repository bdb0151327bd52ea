/**
 * forum-hk's win model (002 胜负判定 and 阵营; HK48–HK56, HK61), one test per ruling, over the
 * model's own state (`HkWinState`). A small driver plays the game's part: after each change it
 * records what `judge` answers (HK54: losses judged at once), and at a declaration point it asks
 * `declare` and marks the point.
 */
import { describe, expect, it } from "vitest";
import {
  FORUM_HK_WIN,
  type HkCamp,
  type HkClass,
  type HkDeclarationPoint,
  type HkTag,
  type HkWinSeat,
  type HkWinState,
  hkCampsInGame,
  hkDeclare,
  hkJudge,
  hkWinningSeats,
} from "../../../src/engine/win/forum-hk.ts";

type Seat = HkWinSeat & { tags: HkTag[] };

function seat(n: number, camp: HkCamp, cls: HkClass, more: Partial<Seat> = {}): Seat {
  return { seat: n, camp, cls, follower: false, tags: [], out: false, ...more };
}

/** forum-hk-core as HX-3 deals it: the fan 12 follows the bat 5 (wolves); heretics 1, 2, 4, 5, 7, 10, 13. */
function core(): Seat[] {
  return [
    seat(1, "villagers", "strong"), // witch
    seat(2, "wolves", "wolf", { tags: ["relay"] }), // gargoyle
    seat(3, "villagers", "weak"), // white cat
    seat(4, "villagers", "seer"), // seer
    seat(5, "wolves", "wolf", { tags: ["pack"] }), // black bat
    seat(6, "villagers", "weak"), // crow
    seat(7, "villagers", "strong"), // dreamweaver
    seat(8, "old_believer", null, { heretics: [1, 2, 4, 5, 7, 10, 13] }),
    seat(9, "villagers", "weak"), // hunter
    seat(10, "wolves", "wolf", { tags: ["pack"] }), // wolf king
    seat(11, "villagers", "strong"), // penguin
    seat(12, "wolves", null, { follower: true }), // fan of 5
    seat(13, "wolves", "wolf", { tags: ["pack"] }), // wolf cub
    seat(14, "villagers", "weak"), // attendant
  ];
}

/** The game's side of the model: its state, a phase label, and the two calls. */
class Game {
  st: { -readonly [K in keyof HkWinState]: HkWinState[K] };
  at = "S";
  constructor(seats: Seat[], more: Partial<HkWinState> = {}) {
    this.st = { seats, redCards: [], judged: [], lost: [], lostAtLastPoint: 0, ...more };
  }
  get(n: number): Seat {
    return this.st.seats.find((x) => x.seat === n) as Seat;
  }
  /** A change (an out, a card, a tag lost, …), then the losses judged at once (HK54). */
  change(f: () => void): void {
    f();
    for (const l of hkJudge(this.st)) this.st.lost = [...this.st.lost, { ...l, at: this.at }];
  }
  out(...seats: number[]): void {
    for (const n of seats) this.change(() => (this.get(n).out = true));
  }
  red(n: number): void {
    this.change(() => (this.st.redCards = [...this.st.redCards, this.get(n).camp]));
  }
  /** A declaration point (HK54, `where` only names it): the verdict, its losses recorded, the point marked. */
  point(_where?: HkDeclarationPoint) {
    const v = hkDeclare(this.st);
    this.st.lost = [...this.st.lost, ...v.lost.map((l) => ({ ...l, at: this.at }))];
    this.st.lostAtLastPoint = this.st.lost.length;
    return v;
  }
}

describe("forum-hk win model: camps and classes (HK48–HK50)", () => {
  it("HK45: losses are judged on the real camp — an apparent one the game may keep is not read", () => {
    const seats = core();
    // The fan's apparent camp could read village (a [2] disguise); he is a wolf-camp member all the same.
    seats[11] = { ...seats[11], apparentCamp: "villagers" } as Seat;
    const g = new Game(seats);
    g.out(3, 6, 9, 14, 8);
    expect(hkWinningSeats(g.st, g.point().winner)).toContain(12);
  });

  it("HK48: the camps in the game are wolves, villagers and each third card's own; an unjoined undetermined card is none", () => {
    const g = new Game([...core(), seat(15, "undetermined", null)]);
    expect(hkCampsInGame(g.st)).toEqual(["old_believer", "wolves", "villagers"]);
    // Every member of the undetermined camp out judges nothing: it is not a camp of the game.
    g.out(15);
    expect(g.st.lost).toEqual([]);
  });

  it("HK49: a follower counts in the followed camp — the fan of the old believer keeps that camp in the game when he is out", () => {
    const seats = core();
    seats[11] = seat(12, "old_believer", null, { follower: true });
    const g = new Game(seats);
    g.at = "N2";
    g.out(8);
    expect(g.st.lost).toEqual([]);
    g.out(12);
    expect(g.st.lost).toEqual([{ camp: "old_believer", at: "N2", why: "members" }]);
  });

  it("HK50: a fan in the village has no village class — he keeps neither 负1 nor 负2 away", () => {
    const seats = core();
    seats[11] = seat(12, "villagers", null, { follower: true });
    const g = new Game(seats);
    g.at = "D1";
    g.out(3, 6, 9, 14);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "D1", why: "weak" }]);
  });

  it("HK50: a class holds the village up only on a village-camp character (a seer in another camp does not)", () => {
    const g = new Game([
      seat(1, "villagers", "weak"),
      seat(2, "wolves", "wolf", { tags: ["pack"] }),
      seat(3, "villagers", "seer"),
      seat(4, "wolves", "strong"), // [2] a 强神 whose camp changed
    ]);
    g.at = "N2";
    g.out(3);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "N2", why: "seers_and_strong" }]);
  });
});

describe("forum-hk win model: judged lost (HK51, HK61)", () => {
  it("HK51 (狼人 负1): the wolves stand while a living wolf-camp character holds [群内] or [接刀]", () => {
    const g = new Game(core());
    g.at = "N3";
    g.out(5, 10, 13);
    // The gargoyle's [接刀] holds the camp; the fan (no tag) would not.
    expect(g.st.lost).toEqual([]);
    g.change(() => (g.get(2).tags = []));
    expect(g.st.lost).toEqual([{ camp: "wolves", at: "N3", why: "tags" }]);
  });

  it("HK51: a tag held by an out character does not count", () => {
    const g = new Game(core());
    g.out(5, 10, 13, 2);
    expect(g.st.lost.map((l) => [l.camp, l.why])).toEqual([["wolves", "tags"]]);
  });

  it("HK51 (村民 负1): every living village character of 验人系 or 强神 out loses the village", () => {
    const g = new Game(core());
    g.at = "D2";
    g.out(1, 4, 7);
    expect(g.st.lost).toEqual([]);
    g.out(11);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "D2", why: "seers_and_strong" }]);
  });

  it("HK51 (村民 负2): every 弱神 out loses the village, with 验人系 and 强神 still living", () => {
    const g = new Game(core());
    g.out(3, 6, 9);
    expect(g.st.lost).toEqual([]);
    g.out(14);
    expect(g.st.lost.map((l) => l.why)).toEqual(["weak"]);
  });

  it("HK51: on a custom deal a village condition over classes of which no card was dealt never applies", () => {
    const g = new Game([
      seat(1, "villagers", "seer"),
      seat(2, "villagers", "strong"),
      seat(3, "wolves", "wolf", { tags: ["pack"] }),
      seat(4, "wolves", "wolf", { tags: ["pack"] }),
    ]);
    // No 弱神 dealt: the village is not lost for lack of them.
    expect(hkJudge(g.st)).toEqual([]);
    g.out(1);
    expect(g.st.lost).toEqual([]);
    g.out(2);
    expect(g.st.lost.map((l) => l.why)).toEqual(["seers_and_strong"]);
    // `dealtClasses` given by the game wins over the seats' classes.
    const h = new Game([seat(1, "villagers", "strong"), seat(2, "wolves", "wolf", { tags: ["pack"] })], {
      dealtClasses: ["strong", "weak", "wolf"],
    });
    expect(hkJudge(h.st)).toEqual([{ camp: "villagers", why: "weak" }]);
  });

  it("HK51: a third-party camp is lost when every member is out", () => {
    const g = new Game(core());
    g.at = "N3";
    g.out(8);
    expect(g.st.lost).toEqual([{ camp: "old_believer", at: "N3", why: "members" }]);
  });

  it("HK51: a camp held only by followers is lost when every member is out", () => {
    // A custom deal with no village class dealt: the village is held by a fan alone.
    const g = new Game([seat(1, "wolves", "wolf", { tags: ["pack"] }), seat(2, "villagers", null, { follower: true })]);
    expect(hkJudge(g.st)).toEqual([]);
    g.out(2);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "S", why: "members" }]);
  });

  it("HK51: several reasons at one moment record the first of red_cards, judge, tags, seers_and_strong, weak, members", () => {
    const st = (more: Partial<HkWinState>, outs: number[]): HkWinState => ({
      seats: core().map((x) => (outs.includes(x.seat) ? { ...x, out: true } : x)),
      redCards: [],
      judged: [],
      lost: [],
      lostAtLastPoint: 0,
      ...more,
    });
    const all = [1, 3, 4, 6, 7, 9, 11, 14];
    const village = (s: HkWinState) => hkJudge(s).find((l) => l.camp === "villagers")?.why;
    expect(village(st({ redCards: ["villagers", "villagers"], judged: ["villagers"] }, all))).toBe("red_cards");
    expect(village(st({ judged: ["villagers"] }, all))).toBe("judge");
    expect(village(st({}, all))).toBe("seers_and_strong");
    const wolves = (s: HkWinState) => hkJudge(s).find((l) => l.camp === "wolves")?.why;
    expect(wolves(st({ judged: ["wolves"] }, [2, 5, 10, 13]))).toBe("judge");
    expect(wolves(st({}, [2, 5, 10, 13]))).toBe("tags");
  });

  it("HK51: camps lost at one moment are recorded in priority order (三方, 狼人, 村民)", () => {
    const g = new Game(core());
    g.change(() => {
      for (const n of [1, 3, 4, 6, 7, 9, 11, 14, 2, 5, 10, 13, 8]) g.get(n).out = true;
    });
    expect(g.st.lost.map((l) => l.camp)).toEqual(["old_believer", "wolves", "villagers"]);
  });

  it("HK51: a camp is judged lost once, at the first moment a condition holds", () => {
    const g = new Game(core());
    g.at = "D1";
    g.out(3, 6, 9, 14);
    g.at = "D2";
    g.out(1, 4, 7, 11);
    g.red(1);
    g.red(4);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "D1", why: "weak" }]);
  });

  it("HK51: the directors' camp_loses judges any camp lost", () => {
    const g = new Game(core());
    g.at = "D1";
    g.change(() => (g.st.judged = ["old_believer"]));
    expect(g.st.lost).toEqual([{ camp: "old_believer", at: "D1", why: "judge" }]);
  });

  it("HK61: two red cards to members of one camp, each counted in its holder's camp when given, lose that camp", () => {
    const g = new Game(core());
    g.at = "D1";
    g.red(3); // a village card
    g.red(12); // the fan, of the wolves' camp
    expect(g.st.lost).toEqual([]);
    // An out member may be carded; the card still counts for his camp.
    g.out(5);
    g.red(5);
    expect(g.st.lost).toEqual([{ camp: "wolves", at: "D1", why: "red_cards" }]);
    // A card counts in the camp its holder had when it was given, not his camp later.
    g.change(() => (g.get(3).camp = "old_believer"));
    expect(g.st.lost.map((l) => l.camp)).toEqual(["wolves"]);
  });
});

describe("forum-hk win model: the declaration (HK52–HK56)", () => {
  it("HK52: a camp judged lost plays on silently — at the next point the game goes on while two camps stand", () => {
    const g = new Game(core());
    g.at = "D1";
    g.out(14);
    g.red(3);
    g.out(3, 6, 9);
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "D1", why: "weak" }]);
    expect(g.point()).toEqual({ lost: [], ended: false, winner: null });
    // Its members are still in (nobody was put out by the loss).
    expect(g.st.seats.filter((x) => x.camp === "villagers" && !x.out).map((x) => x.seat)).toEqual([1, 4, 7, 11]);
    expect(FORUM_HK_WIN.options.lostPlaysOn).toBe(true);
  });

  it("HK52: a camp lost at an earlier declaration point can never win, not even when every camp is lost", () => {
    const g = new Game(core());
    g.at = "D1";
    g.out(3, 6, 9, 14);
    g.point();
    g.at = "N3";
    g.out(8, 2, 5, 10, 13);
    // Old believer and wolves lost since D1's point: the old believer wins by priority; never the village.
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "old_believer" });
  });

  it("HK53 (a): the old believer's camp wins when every heretic is out while it is not judged lost", () => {
    const g = new Game(core());
    g.at = "N4";
    g.out(1, 2, 4, 5, 7, 10);
    expect(g.point().ended).toBe(false);
    g.out(13);
    // Wolves (no tag left: 2, 5, 10, 13 out) are lost too, but the own win comes first.
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "old_believer" });
  });

  it("HK53 (a), HK122: a third card's own win (`directWin`: 占星师's lists) wins for his camp, before the old believer's by priority", () => {
    const seats = core();
    seats[13] = seat(14, "astrologer", null);
    const g = new Game(seats);
    g.at = "D2";
    expect(g.point().ended).toBe(false);
    g.out(1, 2, 4, 5, 7, 10, 13);
    g.get(14).directWin = true;
    // Both third parties' own wins hold at once: the astrologer comes first in the 三方 pool order.
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "astrologer" });
  });

  it("HK53 (a): an own win does not count for a camp judged lost", () => {
    const g = new Game(core(), { judged: ["old_believer"] });
    g.change(() => {});
    g.out(1, 2, 4, 5, 7, 10, 13);
    // The wolves and the old believer are lost; the village alone stands.
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "villagers" });
  });

  it("HK53 (b): the one camp in the game not judged lost wins", () => {
    const g = new Game(core());
    g.out(8);
    g.out(2, 5, 10, 13);
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "villagers" });
  });

  it("HK53: a camp is in the game only if a character belongs to it — no third card dealt, two camps decide", () => {
    const g = new Game(core().filter((x) => x.seat !== 8));
    g.out(3, 6, 9, 14);
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "wolves" });
  });

  it("HK53 (c): every camp lost since the previous point — the first by 三方 > 狼人 > 村民 wins", () => {
    const g = new Game(core());
    g.at = "D3";
    g.change(() => (g.st.judged = ["old_believer"]));
    g.point();
    g.at = "N4";
    // Within one stage: the village first (its weak gods), then the wolves (their tags).
    g.out(3, 6, 9, 14);
    g.out(2, 5, 10, 13);
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "wolves" });
  });

  it("HK53 (c): a lone third party lost with the wolves takes the win before them", () => {
    const g = new Game(core());
    g.at = "D2";
    g.out(3, 6, 9, 14);
    g.point();
    g.at = "N3";
    g.out(2, 5, 10, 13);
    g.out(8);
    expect(g.point().winner).toBe("old_believer");
  });

  it("HK53 (d): two camps or more standing, play goes on", () => {
    const g = new Game(core());
    g.out(1, 2, 3);
    expect(g.point()).toEqual({ lost: [], ended: false, winner: null });
  });

  it("HK53/HK54: losses the game has not recorded yet are judged at the point and returned to record", () => {
    const st: HkWinState = {
      seats: core().map((x) => ([3, 6, 9, 14, 8].includes(x.seat) ? { ...x, out: true } : x)),
      redCards: [],
      judged: [],
      lost: [],
      lostAtLastPoint: 0,
    };
    expect(hkDeclare(st)).toEqual({
      lost: [
        { camp: "old_believer", why: "members" },
        { camp: "villagers", why: "weak" },
      ],
      ended: true,
      winner: "wolves",
    });
  });

  it("HK54: judging never names a winner; only a declaration point does", () => {
    const g = new Game(core());
    g.out(8);
    g.out(3, 6, 9, 14);
    // Both losses judged at once; the wolves alone stand, yet nothing is decided until the point.
    expect(g.st.lost.map((l) => l.camp)).toEqual(["old_believer", "villagers"]);
    expect(FORUM_HK_WIN.options.declareAt).toBe("stage_end");
    expect(g.point().winner).toBe("wolves");
  });

  it("HK54: the only camp not lost mid-stage, then lost in the same stage, does not win by (b) — (c) counts it", () => {
    const g = new Game(core());
    g.at = "D2";
    g.out(3, 6, 9, 14);
    g.point();
    g.at = "N3";
    g.out(8); // only the wolves stand now, mid-resolution…
    g.out(5, 10, 13);
    g.change(() => (g.get(2).tags = [])); // …and later in it they fall too
    expect(g.point()).toEqual({ lost: [], ended: true, winner: "old_believer" });
  });

  it("HK56: the outcome ids are the camps', and a follower wins under the camp he belongs to", () => {
    const g = new Game(core());
    g.out(3, 6, 9, 14, 8);
    const v = g.point();
    expect(v.winner).toBe("wolves");
    expect(hkWinningSeats(g.st, v.winner)).toEqual([2, 5, 10, 12, 13]);
    expect(hkWinningSeats(g.st, null)).toEqual([]);
  });
});

describe("HX-3 over the model (HK51–HK54)", () => {
  it("HX-3: the village lost at D1 plays on; the wolves' win is decided only at the end of N3's resolution, from its whole state", () => {
    const g = new Game(core());
    g.point("dusk_end"); // C₀+20: nothing
    g.at = "N1";
    g.out(9); // the king's charge
    expect(g.point("resolution_end").ended).toBe(false);
    g.at = "D1";
    g.out(6); // the hunter's shot in 晨曦
    expect(g.point("dawn_end").ended).toBe(false);
    g.red(3); // at noon: takes effect after the exile
    expect(g.point("day_ruling").ended).toBe(false); // nobody is out yet
    g.out(14); // exiled at the close
    g.out(3); // then the red card
    expect(g.st.lost).toEqual([{ camp: "villagers", at: "D1", why: "weak" }]);
    expect(g.point("dusk_end")).toEqual({ lost: [], ended: false, winner: null }); // wolves and old believer stand
    g.at = "N2";
    expect(g.point("resolution_end").ended).toBe(false); // the witch saved the seer: nobody out
    g.at = "D2";
    g.out(2); // the gargoyle exiled: the [群内] wolves still hold the camp
    expect(g.point("dusk_end").ended).toBe(false);
    g.at = "N3";
    g.out(8); // ① the kill: the old believer's camp is lost
    expect(g.st.lost.at(-1)).toEqual({ camp: "old_believer", at: "N3", why: "members" });
    g.out(13); // ⑭ the poison still resolves
    const v = g.point("resolution_end"); // C+70
    expect(v).toEqual({ lost: [], ended: true, winner: "wolves" });
    expect(g.st.lost).toEqual([
      { camp: "villagers", at: "D1", why: "weak" },
      { camp: "old_believer", at: "N3", why: "members" },
    ]);
    expect(hkWinningSeats(g.st, v.winner)).toContain(12);
  });
});
