/**
 * Issue 24 goal 4: a room message's look-up and its transcript line are one statement
 * (`hearRoom`), and the transcript's cap (issue 26 item 5: at most TRANSCRIPT_MAX_LINES lines a
 * game, later ones dropped) is checked on one counter row instead of counting the game's lines.
 * The cap is lowered per call here (the store functions take it) so the test files a few lines,
 * not 5,000.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Inbound } from "../../src/chat/router.ts";
import { calendarRulesetIds } from "../../src/engine/rulesets/flow.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { said, transcriptOf } from "../../src/store/transcript.ts";
import { hearContact, hearRoom } from "../../src/store/whereabouts.ts";
import { render, say } from "../../src/vocab/msg.ts";
import { replayPhases } from "../../src/voice/replay-view.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("issue 24 goal 4: the transcript's line in the room look-up, its cap on a counter", () => {
  let s: ChatStack;
  let t: Table;
  let gameId = "";
  let wolves = "";
  const msg = (from: { id: string }, text: string, room?: string): Inbound => ({
    id: randomUUID(),
    from: { id: from.id, name: from.id },
    room: room ? { id: room } : null,
    text,
  });
  const lines = async () => (await transcriptOf(s.rt.store.db, gameId)).lines;
  const counter = async () =>
    (
      await s.rt.store.sql.query<{ lines: number }>(`SELECT lines FROM "TranscriptCount" WHERE "gameId" = $1`, [gameId])
    )[0]?.lines ?? 0;

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, speed: 1 });
    t = makeTable(s.net, "tc");
    await s.rt.router.handle(msg(t.judge, "开房 444-idiot", t.group.id));
    for (const [i, p] of t.players.entries()) await s.rt.router.handle(msg(p, `坐${i + 1}号`, t.group.id));
    await s.rt.router.handle(msg(t.judge, "开始", t.group.id));
    await s.waitFor((m) => m.room === t.group.id && /第1夜/.test(m.text), 20_000);
    await s.rt.outbox.idle();
    const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
    gameId = game.id;
    wolves = game.wolfRoomId ?? "";
  }, 90_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("a group message: one statement finds the game and files the line; the counter counts every line", async () => {
    const sql = s.rt.store.sql;
    const query = sql.query.bind(sql);
    const names: string[] = [];
    sql.query = (text, params, name) => {
      names.push(name ?? text.slice(0, 40));
      return query(text, params, name);
    };
    try {
      const m = msg(t.players[4], "大家好，我是好人", t.group.id);
      await s.rt.router.handle(m);
      // The look-up files the line; no separate transcript statement, no second room look-up.
      expect(names.filter((n) => /transcript_heard|place_of_room|hear_room/.test(n))).toEqual(["werewolf_hear_room"]);
      const line = (await lines()).find((l) => l.messageId === m.id);
      expect(line).toMatchObject({ room: "group", seat: 5, bot: false, text: "大家好，我是好人" });
      // A seat's DM: its look-up files it too, in the same one statement.
      names.length = 0;
      const d = msg(t.players[5], "帮助");
      await s.rt.router.handle(d);
      expect(names.filter((n) => /transcript_heard|place_of_contact|hear_contact/.test(n))).toEqual([
        "werewolf_hear_contact",
      ]);
      expect((await lines()).find((l) => l.messageId === d.id)).toMatchObject({ room: "dm", seat: 6, text: "帮助" });
    } finally {
      sql.query = query;
    }
    // The counter agrees with the lines kept.
    expect(await counter()).toBe((await lines()).length);
  });

  it("a direct reply is kept before its language (and in 简体): the replay shows it in its reader's", async () => {
    const sql = s.rt.store.sql;
    const atMs = Date.now();
    const talk = { id: "lang-1", fromId: t.players[2].id, name: "x", text: "關房", atMs };
    const { heard } = await hearRoom(sql, t.group.id, talk);
    if (!heard) throw new Error("not filed");
    const reply = say("lobby.closed");
    const legacy = "收到，法官";
    await said(
      sql,
      heard,
      "lang-1",
      t.players[2].id,
      [
        { to: { room: t.group.id }, text: reply },
        { to: { room: t.group.id }, text: legacy },
      ],
      atMs,
    );
    const kept = (await lines()).filter((l) => l.messageId.startsWith("lang-1#"));
    expect(kept.map((l) => [l.bot, l.text, l.msg])).toEqual([
      [true, "法官关闭了房间。", reply],
      [true, legacy, null],
    ]);
    const rows = await s.rt.store.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const events = rows.map((r) => r.data as unknown as GameEvent);
    // The bot's lines after the game's own narration: the two replies, last.
    const shown = (lang: "zh-Hans" | "zh-Hant" | "en") =>
      replayPhases(events, kept, [], { kind: "judge" }, [], lang)
        .flatMap((p) => p.entries.flatMap((e) => (e.k === "line" && e.from === "bot" ? [e.text] : [])))
        .slice(-2);
    expect(shown("zh-Hans")).toEqual(["法官关闭了房间。", legacy]);
    expect(shown("en")).toEqual([render(reply, "en"), legacy]);
    expect(shown("zh-Hant")).toEqual([render(reply, "zh-Hant"), render(legacy, "zh-Hant")]);
    expect(render(reply, "en")).not.toBe("法官关闭了房间。");
  });

  it("the cap: lines beyond it are dropped, the message is still routed, a redelivery does not count", async () => {
    const sql = s.rt.store.sql;
    const kept = (await lines()).length;
    const cap = kept + 3;
    const atMs = Date.now();
    const talk = (i: number) => ({ id: `cap-${i}`, fromId: t.players[i].id, name: "x", text: `第${i}句`, atMs });
    const first = await hearRoom(sql, t.group.id, talk(1), cap);
    expect(first.place).toMatchObject({ kind: "group", gameId, seat: 2 });
    expect(first.heard).toMatchObject({ gameId, room: "group", seat: 2 });
    // Handled twice (a redelivery): filed once, counted once.
    expect((await hearRoom(sql, t.group.id, talk(1), cap)).heard).toBeNull();
    expect(await counter()).toBe(kept + 1);
    // A wolf in the wolves' room: its own room, its seat.
    const wolf = await hearRoom(sql, wolves, talk(0), cap);
    expect(wolf.heard).toMatchObject({ gameId, room: "wolves", seat: 1 });
    // The direct replies to a message count as lines too.
    if (!first.heard) throw new Error("not filed");
    await said(sql, first.heard, "cap-1", t.players[1].id, [{ to: { room: t.group.id }, text: "收到" }], atMs, cap);
    expect(await counter()).toBe(cap);
    // At the cap: the room still leads to its game, but nothing more is kept — room, DM, replies.
    const over = await hearRoom(sql, t.group.id, talk(3), cap);
    expect(over.place).toMatchObject({ kind: "group", gameId, seat: 4 });
    expect(over.heard).toBeNull();
    const dm = { id: "cap-dm", fromId: t.players[6].id, name: "x", text: "查验3号", atMs };
    const capped = await hearContact(sql, dm, calendarRulesetIds(), cap);
    expect(capped.place.seat).toMatchObject({ gameId, seat: 7 });
    expect(capped.heard).toBeNull();
    await said(sql, first.heard, "cap-9", t.players[1].id, [{ to: { room: t.group.id }, text: "再说" }], atMs, cap);
    const now = await lines();
    expect(now.length).toBe(cap);
    expect(now.map((l) => l.messageId).filter((id) => id.startsWith("cap-"))).toEqual(["cap-1", "cap-0", "cap-1#1"]);
    expect(await counter()).toBe(cap);
    // Below a higher cap the DM is filed again: the cap, not the game, stopped it.
    expect((await hearContact(sql, dm, calendarRulesetIds(), cap + 1)).heard).toMatchObject({
      gameId,
      room: "dm",
      seat: 7,
    });
    // The judge's DM is his game's `judge` line.
    const judge = { id: "cap-judge", fromId: t.judge.id, name: "j", text: "状态", atMs };
    expect((await hearContact(sql, judge, calendarRulesetIds(), cap + 2)).heard).toMatchObject({
      gameId,
      room: "judge",
      seat: null,
    });
  });
});
