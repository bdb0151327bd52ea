/**
 * Issue 26 leftovers items 1, 4 and 5, without a table: what `dueOf` tells the person's seat.
 * A vote offers every votable seat and 弃票 (not the first option only); a night skill every living
 * seat it may name; a forum-25 seat is told what it owes before the deadline (its vote post with
 * the format, its post quota, its knife, skill or potion), with the deadline and what missing it
 * costs; a seat named after its own label shows no name twice.
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/types.ts";
import { dueIn, dueOf as dueMsg, FORUM_DAY_POSTS } from "../../src/web/play-pace.ts";
import { bareNames } from "../../src/web/play-table.ts";
import { at, forumGame, ok } from "../engine/forum/kit.ts";
import { newGame } from "../helpers.ts";

/** What the seat is awaited for, as its 简体 page reads it. */
const dueOf = (...a: Parameters<typeof dueMsg>) => {
  const d = dueMsg(...a);
  return d && dueIn(d, "zh-Hans");
};

const texts = (d: ReturnType<typeof dueOf>) =>
  d?.aim ? d.aim.seats.map((n) => d.aim?.text.replace("{n}", String(n))) : [];

describe("ready-made answers name every seat (issue 26 leftovers item 4)", () => {
  it("a vote offers every option but the voter himself, and 弃票", () => {
    const g = newGame();
    const s: GameState = {
      ...g.state,
      phase: { kind: "vote", round: "exile", voters: [1, 2, 5, 8], muted: [], options: [3, 5, 9, 11], ballots: {} },
    } as GameState;
    const d = dueOf(s, 5);
    expect(d?.kind).toBe("vote");
    expect(texts(d)).toEqual(["投3号", "投9号", "投11号"]);
    expect(d?.replies.map((r) => r.text)).toEqual(["弃票"]);
  });

  it("the seer's check offers each living seat but his own (not the first one only)", () => {
    const g = newGame();
    expect(g.state.phase.kind).toBe("night");
    const d = dueOf(g.state, 2);
    expect(d?.kind).toBe("night");
    expect(texts(d)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `验${n}号`));
  });
});

describe("a forum-25 seat is told what it owes before the deadline (issue 26 leftovers item 1)", () => {
  it("day 1: the vote post with its format and the post quota, each with its yellow card; nothing once done", () => {
    const g = forumGame();
    // Phase S: the cupid owes his link, the servant his master, by day 1's opening.
    expect(dueOf(g.state, 16)?.zh).toContain("连 3 8");
    expect(dueOf(g.state, 22)?.aim?.seats).toHaveLength(24);
    expect(dueOf(g.state, 1)).toBeNull();
    at(g, "D1 10:00");
    const ph = g.state.phase;
    if (ph.kind !== "forum_day") throw new Error("not day 1");
    const d = dueOf(g.state, 1, { posts: 0 });
    expect(d?.kind).toBe("vote");
    expect(d?.zh).toContain("投票对象：");
    expect(d?.zh).toContain("投票理由：");
    expect(d?.byMs).toBe(ph.closeMs);
    expect(d?.miss).toContain("黄牌");
    expect(d?.miss).toContain("没投票");
    expect(d?.aim?.where).toBe("group");
    expect(d?.aim?.seats).toHaveLength(24);
    expect(texts(d)[0]).toMatch(/^投票对象：2号\n投票理由：/);
    expect(d?.replies.map((r) => r.text)).toEqual([expect.stringMatching(/^投票对象：弃权\n/)]);
    // Voted, but under the quota: the posts are still owed.
    ok(g, 1, "vote", 2);
    const posts = dueOf(g.state, 1, { posts: 2 });
    expect(posts?.kind).toBe("posts");
    expect(posts?.where).toBe("group");
    expect(posts?.miss).toContain("潜水");
    expect(posts?.zh).toContain("发了2帖");
    expect(dueOf(g.state, 1, { posts: FORUM_DAY_POSTS })).toBeNull();
  });

  it("night 1: a wolf's knife, the seer's check, then the witch's potions, each by its deadline", () => {
    const g = forumGame();
    at(g, "D1 21:05");
    const ph = g.state.phase;
    if (ph.kind !== "forum_night") throw new Error("not night 1");
    const knife = dueOf(g.state, 2);
    expect(knife?.kind).toBe("knife");
    expect(knife?.replies.map((r) => r.text)).toEqual(["空刀"]);
    expect(texts(knife)).toContain("刀 1");
    const check = dueOf(g.state, 3);
    expect(check?.kind).toBe("night");
    expect(texts(check)).toContain("验 1");
    expect(texts(check)).not.toContain("验 3");
    expect(check?.miss).toContain("放弃");
    expect(check?.byMs).toBeLessThan(ph.closeMs + 3_600_000);
    ok(g, 3, "check", 1);
    expect(dueOf(g.state, 3)).toBeNull();
    // The witch is not due before her window.
    expect(dueOf(g.state, 10)).toBeNull();
    for (const w of [2, 5, 9, 13, 18, 23]) ok(g, w, "kill", 1);
    at(g, "D1 21:35");
    const witch = dueOf(g.state, 10);
    expect(witch?.kind).toBe("witch");
    expect(witch?.replies.map((r) => r.text)).toEqual(["救 1", "不用"]);
    expect(texts(witch)).toContain("毒 2");
  });
});

describe("seat cards (issue 26 leftovers item 5)", () => {
  it("a name that is only the seat's label is not shown again; a real name is", () => {
    const names = bareNames((n) => (n === 3 ? "小明" : `${n}号`));
    expect(names(1)).toBe("");
    expect(names(3)).toBe("小明");
  });
});
