/**
 * Issue 23 goal 3: `语言` sets the language a chat speaks, and every message is rendered when it
 * is delivered, in the language of the chat it goes to — through a real Wechaty on the mocked
 * network. A match group's judge sets the group's (a player may not); anyone sets his own DMs';
 * typed in 简体, 繁體 or English; the answer itself already comes in the new language; a DM of a
 * player who chose none follows the group's (of his game, or of the lobby he signed up in), else
 * the language he typed in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLanguage, typedLang } from "../../src/chat/language.ts";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { ChatLanguages } from "../../src/store/languages.ts";
import { inLang, isMsg, langHint, render, say } from "../../src/vocab/msg.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("parseLanguage: the command in three scripts", () => {
  it.each([
    ["语言 繁體", "zh-Hant"],
    ["語言 繁體", "zh-Hant"],
    ["語言：正體中文", "zh-Hant"],
    ["语言 English", "en"],
    ["language en", "en"],
    ["LANGUAGE English.", "en"],
    ["lang zh-TW", "zh-Hant"],
    ["语言 简体", "zh-Hans"],
    ["語言 簡體中文", "zh-Hans"],
    ["language Chinese", "zh-Hans"],
  ])("%s → %s", (text, lang) => {
    expect(parseLanguage(text)).toEqual({ kind: "set", lang });
  });
  it("alone it asks; an unknown word is named; chat is no command", () => {
    expect(parseLanguage("语言")).toEqual({ kind: "show" });
    expect(parseLanguage("language")).toEqual({ kind: "show" });
    expect(parseLanguage("语言 火星文")).toEqual({ kind: "unknown", what: "火星文" });
    expect(parseLanguage("语言不通怎么玩")).toBeNull();
    expect(parseLanguage("languages are fun")).toBeNull();
    expect(parseLanguage("3号发言")).toBeNull();
  });
});

describe("typedLang: the language a DM is written in, for a contact whose language is not known", () => {
  it.each([
    ["hello", "en"],
    ["vote 3", "en"],
    ["join!", "en"],
    ["驗3號", "zh-Hant"],
    ["開槍 3", "zh-Hant"],
    ["我想報名", "zh-Hant"],
    ["验3号", undefined],
    ["你好", undefined],
    ["3", undefined],
    ["", undefined],
    ["hi 你好", undefined],
  ])("%s → %s", (text, lang) => {
    expect(typedLang(text)).toBe(lang);
  });
  it("a message keeps the hint through the outbox's JSON and reads as without it", () => {
    const m = say("dm_desk.not_seated");
    const hinted = JSON.parse(JSON.stringify(inLang(m, "en")));
    expect(isMsg(hinted)).toBe(true);
    expect(langHint(hinted)).toBe("en");
    for (const l of ["zh-Hans", "zh-Hant", "en"] as const) expect(render(hinted, l)).toBe(render(m, l));
    expect(inLang(m, undefined)).toBe(m);
    expect(langHint(m)).toBeUndefined();
    expect(langHint({ lines: [m], lang: "fr" } as never)).toBeUndefined();
  });
});

describe("a chat's language through the mocked network", () => {
  let s: ChatStack;
  beforeAll(async () => {
    s = await chatStack("embedded");
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
  });

  const bot = () => s.net.botUser.id;
  const inGroup = (room: string, since: number, pred: (t: string) => boolean) =>
    s.net.waitFor((m: WireMessage) => m.room === room && m.from === bot() && pred(m.text), 20_000, since);
  const toContact = (id: string, since: number, pred: (t: string) => boolean) =>
    s.net.waitFor((m: WireMessage) => !m.room && m.to === id && m.from === bot() && pred(m.text), 20_000, since);
  const last = () => s.net.wire.at(-1)?.seq ?? 0;

  it("the judge sets the group to 繁體: the answer and the lobby's next reply come in 繁體; a player may not", async () => {
    const t = makeTable(s.net, "lg");
    let since = last();
    t.judge.say("开房 444-idiot").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("开房"));

    since = last();
    t.judge.say("語言 繁體").to(t.group);
    const set = await inGroup(t.group.id, since, (x) => x.includes("繁體中文"));
    expect(set.text).toContain("本群的語言已設為繁體中文");

    // A player is not the group's judge: refused, in the group's language (繁體 now).
    since = last();
    t.players[0].say("语言 English").to(t.group);
    const refused = await inGroup(t.group.id, since, (x) => x.includes("法官"));
    expect(refused.text).toContain("只有本群的法官");
    expect(refused.text).toContain("設定");

    // The lobby's reply reaches the group in 繁體; the player's own name 「1号阿狸」 stays as he wrote it.
    since = last();
    t.players[0].say("報名").to(t.group);
    const joined = await inGroup(t.group.id, since, (x) => x.includes("1號"));
    expect(joined.text).toMatch(/^「1号阿狸」/);
    expect(joined.text.replace(/「[^」]*」/g, "")).not.toMatch(/号|报名/);

    // `语言` alone tells it.
    since = last();
    t.players[1].say("语言").to(t.group);
    const now = await inGroup(t.group.id, since, (x) => x.includes("本群現在的語言"));
    expect(now.text).toContain("繁體中文");

    // The game's messages follow: the group's in 繁體, a seat's DM in the group's language unless
    // its player chose his own (player 6: 简体).
    since = last();
    t.players[5].say("语言 简体").to(s.net.botUser);
    await toContact(t.players[5].id, since, (x) => x.includes("简体中文"));
    for (const p of t.players.slice(1)) p.say("报名").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("12號"));
    since = last();
    t.judge.say("开始").to(t.group);
    const dealt = await inGroup(t.group.id, since, (x) => x.startsWith("本局配置"));
    expect(dealt.text).toContain("身份已私訊發放");
    const dm5 = await toContact(t.players[4].id, since, (x) => x.includes("身份"));
    expect(dm5.text).toMatch(/^你是5號，你的身份是：.+。請把群暱稱改成你的座位號/);
    const dm6 = await toContact(t.players[5].id, since, (x) => x.includes("身份"));
    expect(dm6.text).toMatch(/^你是6号，你的身份是：.+。请把群昵称改成你的座位号/);
  });

  it("a player sets his own DMs to English; another's DMs stay 简体; an unknown language is named", async () => {
    const t = makeTable(s.net, "ld");
    let since = last();
    t.players[2].say("language english").to(s.net.botUser);
    const en = await toContact(t.players[2].id, since, (x) => x.startsWith("Your DMs"));
    expect(en.text).toBe("Your DMs are now in English (in a game, group messages follow the group's language).");

    since = last();
    t.players[2].say("语言").to(s.net.botUser);
    const shown = await toContact(t.players[2].id, since, (x) => x.includes("English"));
    expect(shown.text).toMatch(/^Your DMs are in English\. Send "language zh-Hans" to switch/);

    since = last();
    t.players[3].say("语言 火星文").to(s.net.botUser);
    const unknown = await toContact(t.players[3].id, since, (x) => x.includes("火星文"));
    expect(unknown.text).toBe("没有这种语言：火星文。可选：简体 / 繁體 / English，例如“语言 English”。");

    // Back to 简体: kept as his choice (a group in another language does not override it).
    since = last();
    t.players[2].say("語言 简体").to(s.net.botUser);
    const back = await toContact(t.players[2].id, since, (x) => x.includes("简体中文"));
    expect(back.text).toContain("你的私聊语言已设为简体中文");
    const row = await s.rt.store.db.chatLanguage.findUnique({ where: { chatId: t.players[2].id } });
    expect(row?.lang).toBe("zh-Hans");
  });

  it("the lobby's exact commands typed in 繁體 (督察長到, 關房, 控制臺) are the 简体 ones", async () => {
    const t = makeTable(s.net, "lx");
    let since = last();
    t.judge.say("開房 444-idiot").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("开房"));
    since = last();
    t.judge.say("語言 繁體").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("繁體中文"));

    // Not a certified inspector: refused, as 「督察长到」 is (before, 繁體 was chat).
    since = last();
    t.players[0].say("督察長到").to(t.group);
    const insp = await inGroup(t.group.id, since, (x) => x.includes("督察長"));
    expect(insp.text).toBe(render(say("lobby.not_inspector"), "zh-Hant"));

    since = last();
    t.judge.say("關房").to(t.group);
    const closed = await inGroup(t.group.id, since, (x) => x.includes("房間"));
    expect(closed.text).toBe(render(say("lobby.closed"), "zh-Hant"));
    expect(await s.rt.rooms.openRoom(t.group.id)).toBeNull();

    // The web console by DM (this server has none): its answer, not "you are in no game".
    since = last();
    t.players[1].say("控制臺").to(s.net.botUser);
    const link = await toContact(t.players[1].id, since, () => true);
    expect(link.text).toBe(render(say("dm_desk.no_console")));
  });

  it("a DM before the deal: the lobby's group language, else the language he typed, else 简体", async () => {
    const t = makeTable(s.net, "lq");
    let since = last();
    t.judge.say("开房 444-idiot").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("开房"));
    since = last();
    t.judge.say("語言 繁體").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("繁體中文"));
    since = last();
    t.players[0].say("报名").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("1號"));
    const notSeated = (l: "zh-Hans" | "zh-Hant" | "en") => render(say("dm_desk.not_seated"), l);
    const dm = async (c: (typeof t.players)[number], text: string) => {
      const at = last();
      c.say(text).to(s.net.botUser);
      return (await toContact(c.id, at, () => true)).text;
    };
    // Signed up in a 繁體 group's lobby: 繁體, though he typed 简体 (or English).
    expect(await dm(t.players[0], "验3号")).toBe(notSeated("zh-Hant"));
    expect(await dm(t.players[0], "check 3")).toBe(notSeated("zh-Hant"));
    // In no lobby and no game, with no language of his own: what he typed.
    expect(await dm(t.players[1], "check 3")).toBe(notSeated("en"));
    expect(await dm(t.players[2], "驗3號")).toBe(notSeated("zh-Hant"));
    expect(await dm(t.players[3], "验3号")).toBe(notSeated("zh-Hans"));
    // His own choice wins over what he typed.
    since = last();
    t.players[4].say("语言 简体").to(s.net.botUser);
    await toContact(t.players[4].id, since, (x) => x.includes("简体中文"));
    expect(await dm(t.players[4], "hello")).toBe(notSeated("zh-Hans"));
    // Leaving the sign-up leaves the lobby's language.
    since = last();
    t.players[0].say("退出").to(t.group);
    await inGroup(t.group.id, since, (x) => x.includes("退出") || x.includes("離開"));
    expect(await dm(t.players[0], "hello")).toBe(notSeated("en"));
  });

  it("ofDm in one statement: own row, then the newest running game's group, then the open lobby's, then his last game's; else unknown", async () => {
    const db = s.rt.store.db;
    const langs = new ChatLanguages(db);
    await langs.set("od_hant", "zh-Hant", "od_j");
    await db.player.createMany({ data: ["od_p1", "od_p2", "od_p3", "od_p5"].map((id) => ({ id, displayName: id })) });
    const game = (matchGroupId: string, status: string, seat: string | null, extra = {}) =>
      db.game.create({
        data: {
          board: "444-idiot",
          ruleset: "ranked-s7",
          seed: 1,
          matchGroupId,
          judgeId: "od_j",
          status,
          ...extra,
          ...(seat ? { seats: { create: [{ seat: 1, playerId: seat, role: "villager" }] } } : {}),
        },
      });
    await game("od_hant", "running", "od_p1", { directors: ["od_d"] });
    await game("od_plain", "running", "od_p2");
    await game("od_plain", "ended", "od_p3");
    await game("od_hant", "ended", "od_p5");
    expect(await langs.ofDm("od_p1")).toBe("zh-Hant");
    expect(await langs.ofDm("od_d")).toBe("zh-Hant");
    // The judge's newest running game is od_plain's (no row: 简体, known — no guess from his words).
    expect(await langs.ofDm("od_j")).toBe("zh-Hans");
    expect(await langs.ofDm("od_p2")).toBe("zh-Hans");
    // After his game: its group's language (od_plain: 简体, known); od_p5's ended game spoke 繁體.
    expect(await langs.ofDm("od_p3")).toBe("zh-Hans");
    expect(await langs.ofDm("od_p5")).toBe("zh-Hant");
    // A sign-up in an open room of a 繁體 group (it beats his ended game's); a closed room's is stale.
    const room = (status: string) =>
      db.room.create({ data: { matchGroupId: "od_hant", judgeId: "od_j", board: "444-idiot", status, seats: [] } });
    const open = await room("open");
    const closed = await room("closed");
    await db.activePlayer.create({ data: { contactId: "od_p3", roomId: open.id } });
    await db.activePlayer.create({ data: { contactId: "od_p4", roomId: closed.id } });
    expect(await langs.ofDm("od_p3")).toBe("zh-Hant");
    expect(await langs.ofDm("od_p4")).toBeUndefined();
    await langs.set("od_p3", "en", "od_p3");
    expect(await langs.ofDm("od_p3")).toBe("en");
  });
});
