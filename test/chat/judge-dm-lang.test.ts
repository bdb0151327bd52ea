/**
 * Issue 24 goal 4: a DM to a game's judge is rendered in his language as the delivery run's claim
 * brought it with the game's addresses (`judgeLang`), without a `ChatLanguage` look-up of the
 * transport's own. Spies on `ChatLanguages` (its own module graph: vitest.config.ts).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { ChatLanguages } from "../../src/store/languages.ts";
import { say } from "../../src/vocab/msg.ts";
import { type ChatStack, chatStack, openGame } from "./stack.ts";

describe("issue 24 goal 4: the judge's DMs speak his language from the game's addresses", () => {
  let s: ChatStack;
  let t: Table;
  let gameId = "";

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, speed: 1 });
    t = makeTable(s.net, "jl");
    ({ gameId } = await openGame(s, t));
  }, 90_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await s?.stop();
  });

  it("a DM to the judge, whose DMs are set to English, is in English with no look-up of the transport's own", async () => {
    const db = s.rt.store.db;
    await db.chatLanguage.upsert({
      where: { chatId: t.judge.id },
      create: { chatId: t.judge.id, lang: "en", setBy: t.judge.id },
      update: { lang: "en" },
    });
    const looked = vi.spyOn(ChatLanguages.prototype, "of");
    const since = s.net.wire.at(-1)?.seq ?? 0;
    await s.rt.service.notify(gameId, `judge-lang-${randomUUID()}`, [
      { audience: "contact", contactId: t.judge.id, text: say("router.undelivered", { n: 2, to: "3号" }) },
    ]);
    await s.rt.outbox.idle();
    await s.waitFor((m) => m.to === t.judge.id && m.text.startsWith("Delivery failed (tried 2 times)"), 10_000, since);
    expect(looked).not.toHaveBeenCalled();
  });
});
