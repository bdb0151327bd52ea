/**
 * The thread view of a forum-hk game (issue 27 item 5; seed 002), pure: scenario games folded by
 * `ThreadBuilder` (forum-hk's reading, `thread-hk.ts`). It holds what the match group was told, when
 * it was told (HK66): the opening's outs in out order, the top / 平票 / 平安日 / nobody without any
 * count (HK57), the 黄昏 lists split 投票出局 / 其他原因, a 正午 flip with the user's real card (HK65),
 * the duel's cancelled vote (HK64), directors' and automatic cards (HK60, HK63) — and over every
 * forum-hk case no card is named except a published flip's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HK_CARDS } from "../../src/engine/roles/hk/pools.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { ThreadBuilder } from "../../src/web/thread.ts";
import { jsonFiles, OWN_SCENARIOS } from "../helpers.ts";

const SHARED = join(import.meta.dirname, "..", "..", "..", "shared", "scenarios");
const HK_CASES = join(OWN_SCENARIOS, "hk");

function play(path: string): GameEvent[] {
  return runScenario(parseScenario(JSON.parse(readFileSync(path, "utf8")))).replay.events;
}

function thread(events: readonly GameEvent[]) {
  const b = new ThreadBuilder((n) => `${n}号`);
  for (const e of events) b.push(e);
  return b.view({ id: "g" }, new Map());
}

const hkCase = (prefix: string) => {
  const f = jsonFiles(HK_CASES).find((x) => x.split("/").pop()?.startsWith(prefix));
  if (!f) throw new Error(`no case ${prefix}`);
  return f;
};

describe("forum-hk's thread view (issue 27 item 5)", () => {
  it("HX-2: the opening's outs, the top without counts then 平安日, a director's red card, the dusk lists split (HK57, HK60, HK66)", () => {
    const t = thread(play(join(SHARED, "HX-2.json")));
    const [d1, d2] = t.days;
    expect(d1.n).toBe(1);
    expect(d1.announced).toEqual([]);
    expect(d1.ballots).toHaveLength(14);
    expect(d1.count).toMatchObject({ hidden: true, tally: [], result: { text: "5号票数最高，平安日，无人出局" } });
    expect(d2.announced?.map((x) => x.seat)).toEqual([1]);
    expect(d2.count?.result.text).toBe("6号票数最高");
    expect(d2.notes.map((n) => n.text)).toContain("黄昏出局 — 投票出局：6号；其他原因：11号、3号。");
    expect(t.cards).toEqual([expect.objectContaining({ seat: 11, colourZh: "红牌", reason: "导演判罚" })]);
    // HK57: not one count reaches the page.
    expect(JSON.stringify(t)).not.toMatch(/\d+票/);
  });

  it("HK65, HK64: a 正午 flip names the user's card at once; the duel cancels the day's vote", () => {
    const blast = thread(play(hkCase("HK76-HK67"))).days[0];
    expect(blast.notes.map((n) => n.text)).toEqual(["1号翻牌：恐怖分子。", "正午出局：1号、3号。"]);
    const duel = thread(play(hkCase("HK64-HK93"))).days[0];
    expect(duel.notes.map((n) => n.text).slice(0, 2)).toEqual(["3号翻牌：骑士。", "骑士发起决斗，今天的投票取消。"]);
    expect(duel.count?.result.text).toBe("投票已取消");
  });

  it("HK66, HK119: a night out's flip is on the next opening's day, after its out list", () => {
    const t = thread(play(hkCase("HK119-HK65")));
    expect(t.days[0].notes.some((n) => n.text.includes("翻牌"))).toBe(false);
    expect(t.days[1].announced?.map((x) => x.seat)).toEqual([5]);
    expect(t.days[1].notes[0].text).toBe("5号翻牌：大蒜。");
  });

  it("HK122, HK120: 命运洪流不可阻挡 is a 正午 note; 摄魂's words are the opening's, as written, with no seat", () => {
    const t = thread(play(hkCase("HK122-HK53")));
    expect(t.days[1].notes.map((n) => n.text)).toContain("命运洪流不可阻挡。");
    const souled = runScenario(
      parseScenario({
        format: "werewolf-scenario/1",
        ruleset: "forum-hk",
        board: "custom",
        deal: { "1": "wolf_witch", "2": "seer", "3": "soul_caller", "4": "crow", "5": "penguin", "6": "psychic" },
        startAt: "2024-06-10T08:00",
        seed: 1,
        steps: [{ at: "N1 21:30", seat: 3, act: "soul", target: 4, value: "4号是预言家" }, { at: "D1 09:01" }],
      }),
    ).replay.events;
    const notes = thread(souled).days.flatMap((d) => d.notes.map((n) => n.text));
    expect(notes).toEqual(["4号是预言家"]);
  });

  it("HK63: the automatic yellow is worded as the engine's, not a director's", () => {
    const t = thread(play(hkCase("HK63-")));
    expect(t.cards.length).toBeGreaterThan(0);
    for (const c of t.cards) expect(c).toMatchObject({ colourZh: "黄牌", reason: "未投票（自动黄牌）" });
  });

  it("over every forum-hk case, the thread names no card but a published flip's (HK65, HK66)", () => {
    const files = [...jsonFiles(HK_CASES), ...jsonFiles(SHARED).filter((f) => /\/HX-/.test(f))];
    expect(files.length).toBeGreaterThan(90);
    const names = HK_CARDS.map((c) => c.name).sort((a, b) => b.length - a.length);
    let flips = 0;
    for (const f of files) {
      const t = thread(play(f));
      const notes = t.days.flatMap((d) => d.notes.map((n) => n.text));
      const flipped = notes.filter((n) => n.includes("翻牌：")).map((n) => n.slice(n.indexOf("翻牌：") + 3, -1));
      flips += flipped.length;
      // The end names the winning camp, a third party's by its card (宗教老爷爷胜利): the game is over.
      const text = JSON.stringify({
        ...t,
        winnerZh: null,
        days: t.days.map((d) => ({ ...d, notes: d.notes.filter((n) => !n.text.includes("翻牌：")) })),
      });
      // 熊咆哮了 is 002's own public notice (公示/通知), naming no seat.
      const named = names.filter((n) => text.replaceAll("熊咆哮了", "").includes(n) && !flipped.includes(n));
      expect({ f, named }).toEqual({ f, named: [] });
    }
    expect(flips).toBeGreaterThan(3);
  });

  it("HK14, HK15, HK151: the table's close names the Sunday of a weekend day and the date a delay moved it to", () => {
    const weekend = thread(play(hkCase("HK151-weekend-day"))).days[0];
    expect(weekend.close).toBe("6月16日（周日）21:00");
    expect(new Date(weekend.closeMs).toISOString()).toBe("2024-06-16T13:00:00.000Z");
    const delayed = thread(play(hkCase("HK15-HK151-delay"))).days[0];
    expect(delayed.close).toBe("6月12日（周三）21:00");
    expect(delayed.spedUp).toBe(false);
    expect(delayed.notes.map((n) => n.text)).toContain("导演延期：改为 6月12日（周三）21:00 关门。");
  });

  it("HK108, HK149: 太阳's day — 日不落, round 1's top as a note only, the list, and the day's count from round 2", () => {
    const d2 = thread(play(hkCase("HK149-sun-day"))).days[1];
    expect(d2.notes.map((n) => n.text)).toEqual([
      "3号翻牌：太阳。",
      "日不落：今天正午分两轮，第二轮只有太阳指定的角色可以发言和投票。",
      "日不落第一轮计票：1号票数最高（只公布，不出局）。",
      "太阳指定发言：4号、5号、6号。",
      // HK149, HK63: 8 posted no round-1 ballot, 6 was named and silent in round 2.
      "6号黄牌：未投票（自动黄牌）。",
      "8号黄牌：未投票（自动黄牌）。",
      "黄昏出局 — 投票出局：2号；其他原因：无。",
    ]);
    expect(d2.count?.result.text).toBe("2号票数最高");
  });
});
