/**
 * Issue 27 item 2 (forum-hk, seed 002 头部; HK1–HK3): forum-hk's boards through its ruleset — the
 * lookup rooms use (`rulesetBoard`), the deal a room's game gets (`roomDeal`: the fixed board dealt,
 * the pool board drawn by the engine), the board words after `开房` and the display name of a game's
 * board (`boardZh`, never its id).
 */
import { describe, expect, it } from "vitest";
import { parse } from "../../src/chat/grammar.ts";
import { roomDeal } from "../../src/engine/engine.ts";
import { CORE_BOARD, checkDeal } from "../../src/engine/families/forum-hk/deal.ts";
import { anyBoard, FORUM_HK, RANKED_S7, rulesetBoard } from "../../src/engine/rulesets/index.ts";
import { render } from "../../src/vocab/msg.ts";
import { boardZh } from "../../src/web/words.ts";

describe("forum-hk's boards through its ruleset (002 头部)", () => {
  it("the ruleset knows its two 14-seat boards; another ruleset does not play them, nor forum-hk theirs", () => {
    expect(rulesetBoard(FORUM_HK, "forum-hk-core")).toMatchObject({ seats: 14, cards: CORE_BOARD, zh: "固定板" });
    expect(rulesetBoard(FORUM_HK, "forum-hk")).toMatchObject({ seats: 14, cards: [], drawn: true, zh: "抽卡板" });
    expect(rulesetBoard(FORUM_HK, "444-idiot")).toBeUndefined();
    expect(rulesetBoard(RANKED_S7, "forum-hk-core")).toBeUndefined();
    expect(rulesetBoard(RANKED_S7, "444-idiot")?.zh).toBe("444预女猎白");
    expect(anyBoard("forum-hk")?.zh).toBe("抽卡板");
    expect(boardZh("forum-hk-core")).toBe("固定板");
  });

  it("a room's game: the fixed board dealt on the seed, the pool board drawn by the engine (HK2)", () => {
    const deal = roomDeal("forum-hk", "forum-hk-core", 9);
    expect(checkDeal("forum-hk-core", deal).ok).toBe(true);
    expect(roomDeal("forum-hk", "forum-hk-core", 9)).toEqual(deal);
    expect(roomDeal("forum-hk", "forum-hk", 9)).toBe("draw");
  });

  it("开房 words: the ruleset alone opens the fixed board, 抽卡 the pool board; a board it has not is answered with its boards", () => {
    for (const t of ["开房 空洞骑士", "开房 hk", "开房 forum-hk", "开房 空洞骑士 固定板"])
      expect(parse(t, "group"), t).toEqual({ kind: "open_room", ruleset: "forum-hk", board: "forum-hk-core" });
    for (const t of ["开房 空洞骑士 抽卡", "开房 空洞 抽卡板", "开房 hk 随机"])
      expect(parse(t, "group"), t).toEqual({ kind: "open_room", ruleset: "forum-hk", board: "forum-hk" });
    // A bad-argument answer is a message (the grammar book), read here in 简体.
    const answer = (t: string) => {
      const r = parse(t, "group");
      return r?.kind === "bad" ? render(r.text) : null;
    };
    expect(answer("开房 空洞骑士 25人")).toContain("空洞骑士规则可选：固定板、抽卡板。例如：开房 空洞骑士 固定板");
    expect(answer("开房 空洞骑士 桌游12人")).toContain("空洞骑士规则不玩桌游12人");
    // forum-25 still opens its one board without a word.
    expect(parse("开房 版杀", "group")).toEqual({ kind: "open_room", ruleset: "forum-25", board: "forum-25" });
  });
});
