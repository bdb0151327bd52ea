/** Cupid and the lovers (000 §七, §八(一)4, §八(二)12, §八(七)4, §九4③, R19). */
import { describe, expect, it } from "vitest";
import { campOf } from "../../../src/engine/camps.ts";
import { drown } from "../../../src/engine/flow/deaths.ts";
import { next } from "../../../src/engine/plan.ts";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { Tx } from "../../../src/engine/tx.ts";
import { gamePoints } from "../../../src/ranked/points.ts";
import { narrateText as narrate } from "../../../src/voice/narrate.ts";
import { alive, deaths, game, knife, mem, no, ok, replays, THIEF_DEAL, told, until, winnerIf } from "./kit.ts";

const BOARD = "345-thief-cupid";
const DEAL = THIEF_DEAL;

function linked(pair: [number, number]) {
  const g = game(BOARD, DEAL, { bottom: ["villager", "villager"] });
  ok(g, [8, "pick", "villager"], [11, "link", pair]);
  return g;
}

const camp = (g: ReturnType<typeof game>, seat: number) => campOf(g.state, g.state.seats[seat - 1]);

describe("cupid", () => {
  it("000 §八(二)12: cupid must link two players; a bad link is refused", () => {
    const g = game(BOARD, DEAL, { bottom: ["villager", "villager"] });
    expect(no(g, 11, "link", [5])).toBe("cupid.two_seats");
    expect(no(g, 11, "link", [5, 5])).toBe("cupid.same_seat");
    expect(no(g, 11, "link", [5, 13])).toBe("target.not_a_seat");
    ok(g, [11, "link", [5, 12]]);
    expect(no(g, 11, "link", [1, 2])).toBe("night.already_acted");
  });

  it("000 §八(二)12: cupid may not refuse — a silent cupid links two players at random", () => {
    const g = game(BOARD, DEAL, { bottom: ["villager", "villager"] });
    ok(g, [8, "pick", "villager"]);
    g.wait(181);
    const a = mem(g, 11).linkA as number;
    const b = mem(g, 11).linkB as number;
    expect(a).not.toBe(b);
    expect(mem(g, a).lover).toBe(b);
    expect(mem(g, b).lover).toBe(a);
    replays(g);
  });

  it("000 §七4: cupid may link himself", () => {
    const g = linked([11, 3]);
    expect(mem(g, 11).lover).toBe(3);
    expect(camp(g, 11)).toBe("lovers");
    expect(camp(g, 3)).toBe("lovers");
  });

  it("000 §八(二)12: the lovers learn each other's seat only, by DM; not cupid's seat nor a role", () => {
    const g = linked([5, 12]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(told(g, "lover").map(({ seat, value }) => ({ seat, value }))).toEqual([
      { seat: 5, value: 12 },
      { seat: 12, value: 5 },
    ]);
    const names = ["werewolf", "villager"].map((r) => roleSpec(r).texts["zh-Hans"].name);
    const before = structuredClone(g.state);
    for (const e of g.events.filter((x) => x.type === "told" && x.kind === "lover"))
      for (const m of narrate(before, e, g.state)) {
        expect(m.to.kind).toBe("seat");
        for (const n of names) expect(m.text).not.toContain(n);
        expect(m.text).not.toContain("11号");
      }
  });

  it("000 §七4: when one lover dies the other dies of love at once (night 1: both have last words)", () => {
    const g = linked([5, 12]);
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(deaths(g)).toEqual([
      { seat: 5, at: "N1", cause: "wolf", lastWords: true },
      { seat: 12, at: "N1", cause: "lover", lastWords: true },
    ]);
    replays(g);
  });

  it("000 §七4: lovers may vote each other in a ranked game", () => {
    const g = linked([5, 12]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "vote");
    ok(g, [5, "vote", 12], [12, "vote", 5]);
  });

  it("000 §七3: the human-wolf lovers and cupid win when everyone else is out (屠城), 3 points each", () => {
    const g = linked([5, 12]);
    expect(winnerIf(g, [5, 12])).toBe("lovers");
    expect(winnerIf(g, [5, 12, 11])).toBe("lovers");
    const s = structuredClone(g.state);
    s.winner = "lovers";
    expect(gamePoints(s)).toEqual({ "5": 3, "11": 3, "12": 3 });
  });

  it("000 §七1: the village must also remove the lovers' camp", () => {
    const g = linked([5, 12]);
    expect(winnerIf(g, [1, 2, 5])).toBeNull();
    expect(winnerIf(g, [1, 2, 4, 9])).toBe("villagers");
  });

  it("000 §七2①: side-kill does not win for the wolves while the human-wolf lovers live", () => {
    const g = linked([5, 12]);
    expect(winnerIf(g, [3, 6, 5, 12, 1])).toBeNull();
    expect(winnerIf(g, [3, 6, 1, 10])).toBe("wolves");
  });

  it("000 §七 第三方丘比特: lovers dead + side-kill → wolves win without killing cupid", () => {
    const g = linked([5, 12]);
    expect(winnerIf(g, [3, 1, 11])).toBe("wolves");
  });

  it("000 §七 第三方丘比特: after the wolves the village must exile cupid; cupid and one good player left → cupid wins", () => {
    const g = linked([5, 12]);
    expect(winnerIf(g, [1, 2, 11])).toBeNull();
    expect(winnerIf(g, [1, 11])).toBe("lovers");
    expect(winnerIf(g, [1, 2])).toBe("villagers");
  });

  it("000 §七4: two village lovers — cupid wins with the village", () => {
    const g = linked([1, 5]);
    expect(camp(g, 11)).toBe("villagers");
    expect(winnerIf(g, [1, 2, 11])).toBe("villagers");
  });

  it("000 §七4: two wolf lovers — cupid shares the wolves' win without knowing them", () => {
    const g = linked([3, 12]);
    expect(camp(g, 11)).toBe("wolves");
    expect(winnerIf(g, [3, 1, 11])).toBe("wolves");
    const s = structuredClone(g.state);
    s.winner = "wolves";
    expect(gamePoints(s)).toEqual({ "3": 3, "6": 3, "11": 3, "12": 3 });
  });

  it("000 §八(一)4: a wolf exposing the human-wolf pair in the wolf room is judged self-destructed; his lover is single", () => {
    const g = linked([5, 12]);
    expect(g.run({ type: "judge", ruling: "rule_self_destruct", seat: 12 })).toBeNull();
    expect(alive(g, 12)).toBe(false);
    expect(alive(g, 5)).toBe(true);
    expect(mem(g, 5).lover).toBeNull();
    expect(camp(g, 5)).toBe("villagers");
    expect(camp(g, 11)).toBe("villagers");
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "chain_broken")).toBe(true);
    replays(g);
  });

  it("000 §九4③: a drowned lover's partner survives single; cupid goes with the village", () => {
    const g = linked([5, 12]);
    const tx = new Tx(structuredClone(g.state), g.nowMs, next);
    drown(tx, 12);
    expect(tx.s.seats[4].alive).toBe(true);
    expect(tx.s.seats[4].mem.lover).toBeNull();
    expect(campOf(tx.s, tx.s.seats[10])).toBe("villagers");
    expect(campOf(tx.s, tx.s.seats[4])).toBe("villagers");
  });

  it("000 §八(七)4, R19: a third-party cupid who booms is drowned and flipped; the day goes on, −5 (R20)", () => {
    const g = linked([5, 12]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "speaking");
    const round = (g.state.phase as { roundId: number }).roundId;
    ok(g, [11, "self_destruct"]);
    expect(deaths(g).find((d) => d.seat === 11)).toMatchObject({ cause: "drowned", lastWords: false });
    expect(g.state.seats[10].penalty).toBe("self_destruct");
    expect(g.state.phase).toMatchObject({ kind: "speaking", roundId: round });
    expect(alive(g, 5) && alive(g, 12)).toBe(true);
  });

  it("000 §八(七)5: a village cupid's boom is an ordinary non-wolf boom (night follows)", () => {
    const g = linked([1, 5]);
    knife(g, 2);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "speaking");
    ok(g, [11, "self_destruct"]);
    expect(deaths(g).find((d) => d.seat === 11)).toMatchObject({ cause: "self_destruct" });
  });
});
