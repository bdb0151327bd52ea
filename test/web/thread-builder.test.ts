/**
 * The forum thread's fold (issue 14 item 7), pure: the FX-1 deal (test/engine/forum/kit.ts) played
 * through the engine, its events pushed into `ThreadBuilder`. The thread holds what the thread was
 * told — ballots in post order (F3), the count (F4, F5), the opening's announcement in death order
 * (F8), cards with the sisters' reason hidden (F13) — and a night changes nothing until the opening.
 */
import { describe, expect, it } from "vitest";
import { ThreadBuilder } from "../../src/web/thread.ts";
import { at, forumGame, judge, ok } from "../engine/forum/kit.ts";

const names = (n: number) => `${n}号`;
const wolves = [2, 5, 9, 13, 18, 23];

function fold(events: readonly unknown[]): ThreadBuilder {
  const b = new ThreadBuilder(names);
  for (const e of events) b.push(e as never);
  return b;
}

describe("ThreadBuilder (issue 14 item 7)", () => {
  it("day 1: ballots and a change in post order, the sheriff, the sisters' cards worded as the directors'", () => {
    const g = forumGame();
    ok(g, 16, "link", [1, 4]);
    at(g, "D1 10:00");
    ok(g, 1, "vote", 17);
    ok(g, 3, "vote", 4);
    ok(g, 3, "change_vote", 17);
    ok(g, 4, "vote", null);
    ok(g, 6, "vote", 17);
    ok(g, 19, "vote", 4);
    at(g, "D1 21:05");
    const t = fold(g.events).view({ id: "g" }, new Map([["1:1", 7]]));
    const d1 = t.days[0];
    expect(d1.ballots.map((b) => [b.seat, b.target, b.change])).toStrictEqual([
      [1, 17, false],
      [3, 4, false],
      [3, 17, true],
      [4, null, false],
      [6, 17, false],
      [19, 4, false],
    ]);
    expect(d1.count?.result).toMatchObject({ kind: "sheriff", seat: 17 });
    expect(d1.count?.abstain).toStrictEqual([4]);
    const sisters = t.cards.filter((c) => c.seat === 6 || c.seat === 19);
    expect(sisters.length).toBeGreaterThan(0);
    for (const c of t.cards) expect(c.reason).not.toMatch(/姐妹|默契/);
    expect(t.index[0].posts).toStrictEqual([7]);
    expect(t.index[1].posts).toStrictEqual([0]);
  });

  it("a night's kill, check and deaths change nothing; the opening announces them in death order (F8)", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    at(g, "D1 21:05");
    const closed = JSON.stringify(fold(g.events).view({ id: "g" }, new Map()));
    for (const w of wolves) ok(g, w, "kill", 8);
    ok(g, 3, "check", 2);
    at(g, "D2 08:59");
    expect(g.state.seats[7].alive).toBe(false);
    expect(JSON.stringify(fold(g.events).view({ id: "g" }, new Map()))).toBe(closed);
    at(g, "D2 09:01");
    const d2 = fold(g.events).view({ id: "g" }, new Map()).days[1];
    const announced = g.events.filter((e) => e.type === "announced").at(-1);
    expect(d2.announced?.map((d) => d.seat)).toStrictEqual(announced?.type === "announced" ? announced.deaths : []);
    expect(d2.announced?.[0].seat).toBe(8);
  });

  it("a director's 延期 moves the day's close in the thread, told as a note", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    expect(judge(g, "delay", { value: "22:00" })).toBeNull();
    const d1 = fold(g.events).view({ id: "g" }, new Map()).days[0];
    expect(d1.close).toBe("22:00");
    expect(d1.spedUp).toBe(false);
    expect(d1.notes.map((n) => n.text)).toStrictEqual(["导演延期：今天改为 22:00 关门。"]);
  });
});
