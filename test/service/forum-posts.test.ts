/**
 * forum-25 post quotas (F2; 004 6L 潜水(1)): the pure rule, and the counts in Postgres (one row
 * per seat and day, counts only; concurrent posts never lose one).
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type DayPosts, ForumPosts, quotaBreach } from "../../src/app/forum-posts.ts";
import { createDb } from "../../src/store/db.ts";
import { TEST_DB } from "./setup.ts";

const days = (...posts: (number | "sped")[]): DayPosts[] =>
  posts.map((p, i) => ({ day: i + 1, spedUp: p === "sped", posts: p === "sped" ? 0 : p }));

describe("quotaBreach (6L 潜水(1))", () => {
  it.each([
    [[5], null],
    [[4], "under_5"],
    [[0], "under_5"],
    [["sped"], null],
    [[9, 9], null],
    [[9, 9, 9], "under_10_three_days"],
    [[9, 9, 10], null],
    [[9, 10, 9, 9], null],
    [[9, 9, 9, 9], null],
    [[9, 9, 9, 9, 9, 9], "under_10_three_days"],
    [[9, "sped", 9, 9], null],
    [[9, 9, "sped"], null],
    [[4, 9, 9], "under_10_three_days"],
    [[9, 9, 4], "under_5"],
    [[9, 9, 4, 9], null],
    [[20, 20, 3], "under_5"],
  ] as [(number | "sped")[], string | null][])("%j → %s", (posts, want) => {
    expect(quotaBreach(days(...posts))).toBe(want);
  });
});

describe("ForumPosts in Postgres", () => {
  const db = createDb(TEST_DB);
  const posts = new ForumPosts(db);
  afterAll(() => db.$disconnect());

  async function game(): Promise<string> {
    const id = randomUUID();
    await db.game.create({
      data: { id, board: "forum-25", ruleset: "forum-25", seed: 1, matchGroupId: `g-${id}`, judgeId: "d1" },
    });
    return id;
  }

  it("counts posts per seat and day, concurrently", async () => {
    const g = await game();
    await Promise.all(Array.from({ length: 12 }, () => posts.count(g, 3, 1, randomUUID())));
    await posts.count(g, 3, 2, randomUUID());
    await posts.count(g, 4, 1, randomUUID());
    expect(await posts.posts(g, 3, 1)).toBe(12);
    expect(await posts.posts(g, 3, 2)).toBe(1);
    expect(await posts.posts(g, 4, 1)).toBe(1);
    expect(await posts.posts(g, 5, 1)).toBe(0);
  });

  it("issue 25 item 8: a message delivered again is one post — five redeliveries, also concurrent ones", async () => {
    const g = await game();
    const id = randomUUID();
    expect(await posts.count(g, 7, 1, id)).toBe(true);
    for (let i = 0; i < 5; i++) expect(await posts.count(g, 7, 1, id)).toBe(false);
    await Promise.all(Array.from({ length: 5 }, () => posts.count(g, 7, 1, id)));
    await posts.count(g, 7, 1, randomUUID());
    expect(await posts.posts(g, 7, 1)).toBe(2);
    // The same message id in another game is that game's post.
    const h = await game();
    await posts.count(h, 7, 1, id);
    expect(await posts.posts(h, 7, 1)).toBe(1);
  });

  it("breaches at a close from the stored counts; sped-up days are not checked; unchecked days are listed", async () => {
    const g = await game();
    for (let i = 0; i < 5; i++) await posts.count(g, 1, 1, randomUUID());
    for (let i = 0; i < 4; i++) await posts.count(g, 2, 1, randomUUID());
    await posts.closed(g, 1, false);
    expect([...(await posts.breaches(g, 1, [1, 2, 3]))]).toStrictEqual([
      [2, "under_5"],
      [3, "under_5"],
    ]);
    expect(await posts.unchecked(g)).toStrictEqual([{ gameId: g, day: 1 }]);
    await posts.checked(g, 1);
    expect(await posts.unchecked(g)).toStrictEqual([]);
    await posts.closed(g, 2, true);
    expect([...(await posts.breaches(g, 2, [1, 2, 3]))]).toStrictEqual([]);
    // A second `closed` of the same day keeps its first flag (a replayed close).
    await posts.closed(g, 2, false);
    expect([...(await posts.breaches(g, 2, [3]))]).toStrictEqual([]);
  });
});
