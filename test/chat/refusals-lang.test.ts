/**
 * Issue 23: a refusal and the DM desk's answers reach a player in his DMs' language, through a real
 * Wechaty on the mocked network (rendered at delivery from the stored message): English for one
 * player, 繁體 for another, 简体 by default — the same refusal, the same moment of the game.
 * One game with a known deal (seed 7): wolves 1 3 11 12, hunter 2, witch 7, idiot 8, seer 9.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { ChatLanguages } from "../../src/store/languages.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("refusals in the reader's language", () => {
  let s: ChatStack;
  let t: Table;
  let bot: string;
  const p = (seat: number) => t.players[seat - 1];

  /** `from` DMs `text`; the first bot DM back to him after it. */
  async function dmReply(from: Table["judge"], text: string, re: RegExp = /./): Promise<WireMessage> {
    const since = s.net.wire.length;
    from.say(text).to(s.net.botUser);
    return s.waitFor((m) => m.from === bot && m.to === from.id && re.test(m.text), 15_000, since);
  }

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, judges: new Set(["rl_judge"]) });
    t = makeTable(s.net, "rl");
    bot = s.net.botUser.id;
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
    const step = async (from: Table["judge"], text: string, re: RegExp) => {
      const at = s.net.wire.length;
      from.say(text).to(t.group);
      await s.waitFor(inGroup(re), 15_000, at).catch((e) => {
        throw new Error(
          `${text}: ${s.net.wire
            .slice(at)
            .map((m) => m.text)
            .join(" | ")} ${e}`,
        );
      });
    };
    await step(t.judge, "开房 444-idiot", /开房：/);
    for (let i = 1; i <= 12; i++) await step(p(i), `坐${i}号`, new RegExp(`入座${i}号`));
    await step(t.judge, "开始", /确认开始/);
    await step(t.judge, "确认", /第1夜/);
    const langs = new ChatLanguages(s.rt.store.db);
    await langs.set(p(4).id, "en", p(4).id);
    await langs.set(p(5).id, "zh-Hant", p(5).id);
    await langs.set(t.judge.id, "en", t.judge.id);
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("an engine refusal: English for one villager, 繁體 for another, 简体 for the rest", async () => {
    expect((await dmReply(p(4), "杀3号")).text).toBe("#4 is not a killing werewolf and cannot kill.");
    expect((await dmReply(p(5), "杀3号")).text).toBe("5號不是帶刀的狼人，不能出刀。");
    expect((await dmReply(p(6), "杀3号")).text).toBe("6号不是带刀的狼人，不能出刀。");
    // Noted for the direct sends that run without the database (the language each was delivered in).
    expect([4, 5, 6].map((n) => s.rt.languages.of(p(n).id))).toEqual(["en", "zh-Hant", "zh-Hans"]);
  });

  it("the desk's answers: acts that belong in the group, a judge's ruling without a reason", async () => {
    expect((await dmReply(p(4), "4号退水")).text).toBe('To withdraw, type "4号退水" in the match group.');
    expect((await dmReply(p(5), "爆")).text).toMatch(/^自爆要在比賽群公屏打“爆”或“boom”/);
    expect((await dmReply(t.judge, "踢出3号")).text).toBe(
      'To eject #3, give a reason (it is kept in the game\'s record), e.g. "踢出3号 多次场外交流".',
    );
  });
});
