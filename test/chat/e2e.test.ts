/**
 * End to end, through a real Wechaty on the mocked network (wechaty-puppet-mock), in both modes:
 * 12 scripted players sign up, play and finish a 444-idiot game (000 §六6) that the bot moderates
 * alone. The assertions are what a judge announces (000 §八) and what each player's WeChat shows.
 */

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleSpec } from "../../src/engine/roles/index.ts";
import { buildApp } from "../../src/http/app.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { Director, makeTable, type Table } from "../../src/sim/director.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { type ChatStack, chatStack, MODES } from "./stack.ts";

describe.each(MODES)("a whole game moderated by the bot (%s)", (mode) => {
  let s: ChatStack;
  let table: Table;
  let ended = false;
  let jumps = 0;

  beforeAll(async () => {
    // The stack's default speed (30×), and a clock that jumps to the next deadline whenever the
    // table waits on one (a no-show's speech…): issue 24 goal 5. Read as a scaled clock until then.
    const clock = new PlayClock(30, Date.now() * 30);
    s = await chatStack(mode, { clock });
    table = makeTable(s.net, `e2e_${mode.replace(/\W/g, "")}`);
    const director = new Director(s.net, table);
    let over = false;
    const played = director.play(100_000).finally(() => {
      over = true;
    });
    const drive = driveIdleDeadlines(
      s.rt,
      s.net,
      [table.group.id],
      clock,
      () => director.settled(),
      () => over,
    );
    const result = await played;
    jumps = await drive;
    ended = result.ended;
    if (!ended)
      console.error(
        s.net.wire
          .slice(-40)
          .map((m) => `${m.seq} ${m.from}: ${m.text}`)
          .join("\n"),
      );
    await s.rt.outbox.idle();
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
  });

  const bot = () => s.net.botUser.id;
  const group = () => s.net.wire.filter((m) => m.room === table.group.id && m.from === bot()).map((m) => m.text);

  it("plays to a winner and posts the full role list (000 §七)", async () => {
    expect(ended).toBe(true);
    // The waits went by jumps (a no-show's speech at least), not by the rule clock.
    expect(jumps).toBeGreaterThan(0);
    const end = group().find((t) => t.startsWith("游戏结束"));
    expect(end).toMatch(/游戏结束：(好人|狼人)阵营胜利/);
    for (let seat = 1; seat <= 12; seat++) expect(end).toContain(`${seat}号`);
    const game = await s.rt.store.db.game.findFirstOrThrow({
      where: { matchGroupId: table.group.id },
      include: { seats: true },
    });
    expect(game.status).toBe("ended");
    expect(game.seats.map((x) => x.playerId).sort()).toEqual(table.players.map((p) => p.id).sort());
    for (const x of game.seats) expect(end).toContain(`${x.seat}号${roleSpec(x.role).texts["zh-Hans"].name}`);
  });

  it("000 §八: night, election, speeches, no-show, PK, self-destruct, last words are announced", () => {
    const g = group().join("\n");
    for (const phrase of [
      "本局配置：444预女猎白",
      "天黑请闭眼，所有技能请私聊法官。（第1夜）",
      "下面开始警长竞选",
      "上警名单：",
      "当选警长",
      "叫号一分钟未出现，记黑麦一次",
      "放逐投票结果",
      "放逐PK发言",
      "放逐PK投票结果",
      "自爆！所有人停止发言",
      "遗言",
      "被放逐出局",
    ])
      expect(g).toContain(phrase);
    // R24: the full ballot is posted when a vote closes.
    expect(g).toMatch(/放逐投票结果：.*\n(\d+号→(\d+号|弃票)(（警长1.5票）)?\n?)+/);
  });

  it("every player gets their role by DM; the wolves' room holds the wolves and loses the dead ones (000 §八(一)4)", async () => {
    const game = await s.rt.store.db.game.findFirstOrThrow({
      where: { matchGroupId: table.group.id },
      include: { seats: true },
    });
    for (const x of game.seats) {
      const dms = s.net.wire.filter((m) => m.to === x.playerId && m.from === bot()).map((m) => m.text);
      expect(dms[0]).toContain(`你是${x.seat}号，你的身份是：${roleSpec(x.role).texts["zh-Hans"].name}`);
    }
    const wolves = game.seats.filter((x) => roleSpec(x.role).team === "wolf").map((x) => x.playerId);
    expect(game.wolfRoomId).toBeTruthy();
    const firstInRoom = s.net.wire.find((m) => m.room === game.wolfRoomId);
    expect(firstInRoom?.seenBy.filter((id) => id !== bot()).sort()).toEqual([...wolves].sort());
    // Every wolf died by the end of this game, so only the bot is left in the room.
    const alive = await s.rt.service.state(game.id);
    const livingWolves = game.seats
      .filter((x) => roleSpec(x.role).team === "wolf" && alive?.seats[x.seat - 1].alive)
      .map((x) => x.playerId);
    expect(
      s.net
        .members(game.wolfRoomId ?? "")
        .filter((id) => id !== bot())
        .sort(),
    ).toEqual(livingWolves.sort());
  });

  it("a typo gets a reason and what to type instead, privately; the corrected act is taken", () => {
    const seer = s.net.wire.find((m) => m.text === "验十三号");
    expect(seer?.to).toBe(bot());
    const reply = s.net.wire.find((m) => m.seq > (seer?.seq ?? 0) && m.to === seer?.from);
    expect(reply?.text).toContain("不是本局的座位号");
    expect(reply?.seenBy.sort()).toEqual([bot(), seer?.from].sort());
    expect(s.net.wire.some((m) => m.to === seer?.from && /你查验的\d+号是/.test(m.text))).toBe(true);
  });

  it("000 §二 appeals: the finished game's record replays as a scenario with the same outcome", async () => {
    const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
    const app = await buildApp({
      db: s.rt.store.db,
      service: s.rt.service,
      book: s.rt.book,
      log: pino({ level: "silent" }),
      mode: () => mode,
    });
    const r = (await app.inject({ url: `/games/${game.id}/record` })).json();
    await app.close();
    const replayed = runScenario(parseScenario(r.scenario)).outcome;
    expect(replayed.winner).toBe(r.outcome.winner);
    expect(replayed.deaths).toEqual(r.outcome.deaths);
    expect(replayed.votes.map((v) => v.ballots)).toEqual(r.outcome.votes.map((v: { ballots: unknown }) => v.ballots));
    expect(replayed.noShows).toEqual(r.outcome.noShows);
  });

  it("skill holders are prompted by DM when their window opens", () => {
    expect(s.net.wire.some((m) => m.to && m.text.startsWith("预言家请私聊法官"))).toBe(true);
    expect(s.net.wire.some((m) => m.to && m.text.startsWith("女巫请行动"))).toBe(true);
  });
});
