/**
 * Issue 23 through the whole stack (the real runtime on the mocked network): the season's replies
 * are kept as messages and rendered at delivery in the reader's language — 战绩 and an appeal's
 * refusal reach a player whose DMs are set to English in English, one set to 繁體 in 繁體, and
 * everyone else in 简体 as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatLanguages } from "../../src/store/languages.ts";
import { type ChatStack, chatStack } from "./stack.ts";

let s: ChatStack;
const DAY = 86_400_000;

beforeAll(async () => {
  s = await chatStack("embedded");
  const now = Date.now();
  await s.rt.book.setSeason({ id: "S7", name: "S7", startsAt: new Date(now - DAY), endsAt: new Date(now + 30 * DAY) });
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

/** What the bot DMs `id` in answer to `text`. */
async function ask(id: string, text: string, lang?: "en" | "zh-Hant"): Promise<string> {
  const who = s.net.contact(id, id);
  if (lang) await new ChatLanguages(s.rt.store.db).set(id, lang, id);
  const got = s.waitFor((m) => m.from === s.net.botUser.id && m.to === id, 30_000, s.net.wire.length);
  who.say(text).to(s.net.botUser);
  return (await got).text;
}

describe("the season's replies in the reader's language", () => {
  it("战绩: English, 繁體 and 简体", async () => {
    const en = await ask("lang_en", "战绩", "en");
    expect(en.split("\n").slice(0, 3)).toEqual([
      "lang_en's record, season S7",
      "Points: 0 | Tier: none yet | Rank: not ranked",
      "Wins: werewolf 0, god 0, villager 0 (won 0/0)",
    ]);
    expect(await ask("lang_hant", "战绩", "zh-Hant")).toMatch(/^【lang_hant的戰績】S7賽季\n積分：0分｜段位：暫無/);
    expect(await ask("lang_hans", "战绩")).toMatch(/^【lang_hans的战绩】S7赛季\n积分：0分｜段位：暂无｜排名：未上榜/);
  }, 120_000);

  it("an appeal's refusal (a SeasonError) in English", async () => {
    expect(await ask("lang_en2", "申诉 ab12cd34 判错了", "en")).toBe(
      'No game numbered "ab12cd34": the game number is the 8-character number in the points post after the game; "上一局" (the last game) also works.',
    );
  }, 120_000);
});
