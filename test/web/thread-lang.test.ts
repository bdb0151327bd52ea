/**
 * The thread view in the page's language (issue 23 goal 3), pure: forum-25 and forum-hk scenario games
 * folded once by `ThreadBuilder` and viewed in 简体, 繁體 and English. English has no Chinese but the
 * players' names; 繁體 reads as its 简体 through OpenCC; every kind of day note, result and card
 * reason the two readings write is among the games played here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { toHant } from "../../src/vocab/hant.ts";
import type { Lang } from "../../src/vocab/index.ts";
import { HK_CARD } from "../../src/vocab/phrases/hk-names.ts";
import { type ForumThread, ThreadBuilder } from "../../src/web/thread.ts";
import { OWN_SCENARIOS } from "../helpers.ts";

const SHARED = join(import.meta.dirname, "..", "..", "..", "shared", "scenarios");

/** Games whose threads hold every kind of note (the 简体 words they show in a comment). */
const GAMES = [
  join(SHARED, "FX-2.json"), // 导演提速
  join(SHARED, "HX-2.json"), // 平安日, 被诽谤, 黄昏出局, 导演判罚
  "forum/F4-F5-day-1-nobody-named-no-sheriff-for-the-game-day-2-exile-without-a-badge.json",
  "forum/F5-exile-tie-nobody-out-next-day-the-sheriffs-1.5-decides.json",
  "forum/F14-devotee-goes-out-in-place-of-his-voted-out-beloved-who-later-dies-of-a-kill.json",
  "forum/F16-F19-day-exited-hunter-sheriff-has-30-minutes-a-late-shot-and-a-late-badge-are-refused.json",
  "forum/F18-F19-voted-idiot-reveals-and-stays-cannot-vote-or-be-voted-or-take-the-badge-which-must-be-passed.json",
  "forum/F2-F6-three-blue-make-a-yellow-three-yellows-a-red-his-ballot-void.json",
  "hk/HK15-HK151-delay-moves-the-close-to-21-of-the-next-date.json", // 导演延期, a date and weekday
  "hk/HK14-HK7-weekend-day-noon-skills-saturday-till-21-sunday-till-20.json", // 骑士, 投票已取消, 正午出局
  "hk/HK149-sun-day-two-rounds-round-one-top-only-announced-speakers-vote-in-round-two.json", // 日不落
  "hk/HK121-bear-judged-at-first-dusk-roars-at-day-1.json", // 熊咆哮了
  "hk/HK122-HK53-astrologer-torrent-right-lists-silence-and-win.json", // 命运洪流
  "hk/HK147-HK148-clock-exiled-rewinds-at-dusk-names-the-wolf-king-his-revenge-stands.json", // 时光回溯
  "hk/HK51-camp-loses-by-day-declared-at-once.json", // 判负
  "hk/HK119-HK65-garlic-killed-at-night-stinks-his-neighbours-flip-at-opening.json", // 翻牌
].map((f) => (f.startsWith("/") ? f : join(OWN_SCENARIOS, f)));

/** Odd seats have a player's name (ASCII), even seats none (the `N号` stand-in). */
const names = (n: number) => (n % 2 ? `Ann${n}` : `${n}号`);

function views(path: string): Record<Lang, ForumThread> {
  const events: GameEvent[] = runScenario(parseScenario(JSON.parse(readFileSync(path, "utf8")))).replay.events;
  const b = new ThreadBuilder(names);
  for (const e of events) b.push(e);
  const v = (lang: Lang) => b.view({ id: "g" }, new Map([["1:1", 3]]), new Map(), lang);
  return { "zh-Hans": v("zh-Hans"), "zh-Hant": v("zh-Hant"), en: v("en") };
}

/** Every string of the view the page shows as words (not the names, which the page writes itself). */
function words(t: ForumThread): string[] {
  return [
    t.labelZh,
    t.winnerZh ?? "",
    ...t.days.flatMap((d) => [d.close, ...d.notes.map((n) => n.text), d.count?.result.text ?? ""]),
    ...t.cards.flatMap((c) => [c.colourZh, c.reason]),
    ...t.index.map((r) => r.cards),
  ];
}

/** 简体 through OpenCC, a flipped card named as the vocabulary writes it in 繁體 (`鐘`, where OpenCC reads the surname 鍾). */
const hant = (hans: string): string =>
  Object.entries(HK_CARD["zh-Hant"] ?? {}).reduce(
    (t, [id, own]) =>
      t.replace(`翻牌：${toHant(HK_CARD["zh-Hans"][id as keyof (typeof HK_CARD)["zh-Hans"]])}`, `翻牌：${own}`),
    toHant(hans),
  );

const PLAYED = GAMES.map((f) => [f.split("/").pop() ?? f, views(f)] as const);

describe("the thread view in the page's language (issue 23 goal 3)", () => {
  it("the games hold every kind of note the two readings write", () => {
    const all = PLAYED.flatMap(([, v]) => words(v["zh-Hans"])).join("\n");
    for (const w of [
      "导演提速",
      "导演延期",
      "发动装傻",
      "代替",
      "把警徽移交给",
      "随机移交",
      "本局没有警长",
      "当选警长",
      "被放逐",
      "平票，无人出局",
      "翻牌",
      "被诽谤",
      "熊咆哮了",
      "命运洪流",
      "时光回溯",
      "日不落",
      "太阳指定发言",
      "黄昏出局",
      "正午出局",
      "被导演判负",
      "平安日",
      "投票已取消",
      "骑士发起决斗",
      "自动黄牌",
      "累计升级",
      "导演判罚",
      "（周",
    ])
      expect(all, w).toContain(w);
  });

  it("English: no Chinese in any word the view writes, names aside", () => {
    for (const [file, v] of PLAYED) {
      for (const w of words(v.en))
        expect(w.replace(/Ann\d+/g, ""), file).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
      expect(v.en.days.length, file).toBe(v["zh-Hans"].days.length);
    }
    const en = PLAYED.flatMap(([, v]) => words(v.en)).join("\n");
    expect(en).toMatch(/^#\d*[02468] is voted out$/m);
    expect(en).toMatch(/^#(\d+) Ann\1 /m);
  });

  it("繁體: each word the view writes is its 简体 through OpenCC; the data besides is the same", () => {
    for (const [file, v] of PLAYED) {
      expect(words(v["zh-Hant"]), file).toStrictEqual(words(v["zh-Hans"]).map(hant));
      const bare = (t: ForumThread) => JSON.stringify({ ...t, labelZh: "", winnerZh: "", days: t.days.length });
      expect(bare({ ...v["zh-Hant"], cards: [], index: [] }), file).toBe(
        bare({ ...v["zh-Hans"], cards: [], index: [] }),
      );
      expect(
        v["zh-Hant"].days.map((d) => d.ballots),
        file,
      ).toStrictEqual(v["zh-Hans"].days.map((d) => d.ballots));
    }
  });
});
