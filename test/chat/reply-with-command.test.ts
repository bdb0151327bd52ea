/**
 * Issue 24 goal 3: a reply to a message that commanded a game is written with the command, in
 * its one statement. A crash after the command committed and before the adapter wrote the
 * message's replies (the journal not marked done) replays the message after the restart: the
 * command is a duplicate and the reply the player gets is the stored one, exactly once — not
 * recomputed (a wolf's knife by DM: its 已收到 and the wolves' room's note, issue 25 item 10; a
 * judge's refused 继续: its 没有执行, where a recomputed answer of the duplicate said 已执行).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { knifeByDmTexts } from "../../src/chat/confirm.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import type { Journaled } from "../../src/chat/wechaty.ts";
import { makeTable } from "../../src/sim/director.ts";
import { InboundJournal } from "../../src/store/inbound-journal.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { ensureDb, TEST_DB } from "../service/setup.ts";

const CMD_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_replycmd$2");

describe("issue 24 goal 3: a game-bound reply is written with its command", () => {
  const dir = mkdtempSync(join(tmpdir(), "reply-cmd-"));
  let rt: Runtime | null = null;
  afterAll(async () => {
    await rt?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const boot = (net: MockNetwork) =>
    startRuntime({
      log: pino({ level: "silent" }),
      databaseUrl: CMD_DB,
      speed: 30,
      bot: { bot: net.bot, network: net },
      seed: () => 7,
      outboxPollMs: 100,
      outageNoticeMs: 3_600_000,
      channel: "replycmd",
      journalDir: join(dir, "journal"),
    });

  it("a crash after the commit: the wolf gets the original 已收到 once, the judge his 没有执行 once (never 已执行)", async () => {
    await ensureDb(CMD_DB);
    const state = join(dir, "network.json");
    let net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const t = makeTable(net, "rc");
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
    t.judge.say("开房 444-idiot").to(t.group);
    await net.waitFor(inGroup(/开房：/));
    for (let i = 0; i < 12; i++) {
      t.players[i].say(`坐${i + 1}号`).to(t.group);
      await net.waitFor(inGroup(new RegExp(`入座${i + 1}号`)));
    }
    t.judge.say("开始").to(t.group);
    await net.waitFor(inGroup(/天黑请闭眼/), 20_000);
    const gameId = (await rt.store.db.game.findFirstOrThrow({ where: { status: "running" } })).id;
    const st = await rt.service.state(gameId);
    const wolfSeat = st?.seats.find((s) => s.role === "werewolf")?.seat ?? 0;
    const target = st?.seats.find((s) => s.role !== "werewolf")?.seat ?? 1;
    let roomId: string | null = null;
    for (let i = 0; i < 100 && !roomId; i++) {
      roomId = (await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } })).wolfRoomId;
      if (!roomId) await new Promise((r) => setTimeout(r, 100));
    }
    const wolf = t.players[wolfSeat - 1];
    const texts = knifeByDmTexts(wolfSeat, target);
    // The process dies right after the router handled the knife (its command committed) and
    // before the adapter's post-processing: replies, journal mark.
    const router = rt.router;
    const handle = router.handle.bind(router);
    router.handle = async (m) => {
      const out = await handle(m);
      if ((m.from.id === wolf.id && m.text === `杀${target}号`) || (m.from.id === t.judge.id && m.text === "继续"))
        throw new Error("crash after the commit");
      return out;
    };
    const acts = async () =>
      (await rt?.store.db.gameCommand.findMany({ where: { gameId } }))?.filter(
        (c) => (c.command as { type: string }).type === "act",
      ).length ?? 0;
    const before = await acts();
    wolf.say(`杀${target}号`).to(net.botUser);
    for (let i = 0; i < 100 && (await acts()) === before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await acts()).toBe(before + 1);
    // The judge's 继续 while the game runs is refused (没有执行): its replay must not say 已执行.
    t.judge.say("继续").to(net.botUser);
    await new Promise((r) => setTimeout(r, 1_000));
    await rt.outbox.idle();
    const first = net.wire.length;
    const said1 = net.wire.filter((m) => m.to === wolf.id || m.room === roomId).map((m) => m.text);
    const judge1 = net.wire.filter((m) => m.to === t.judge.id).map((m) => m.text);
    await rt.stop();
    rt = null;
    // The knife is still pending in the journal: it is replayed at the restart.
    expect(
      InboundJournal.open<Journaled>(join(dir, "journal"), "replycmd").pending.map((p) => p.message.text),
    ).toContain(`杀${target}号`);

    net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    for (let i = 0; i < 100 && rt.inbound.conversations > 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_500));
    await rt.outbox.idle();
    expect(await acts()).toBe(before + 1);
    const said2 = net.wire
      .slice(first)
      .filter((m) => m.to === wolf.id || m.room === roomId)
      .map((m) => m.text);
    const all = [...said1, ...said2];
    const judged = [
      ...judge1,
      ...net.wire
        .slice(first)
        .filter((m) => m.to === t.judge.id)
        .map((m) => m.text),
    ];
    expect(judged.filter((x) => x.startsWith("没有执行"))).toHaveLength(1);
    expect(judged.filter((x) => x.startsWith("已执行"))).toEqual([]);
    expect(all.filter((x) => x === texts.dm)).toEqual([texts.dm]);
    expect(all.filter((x) => x === texts.room)).toEqual([texts.room]);
    const rows = await rt.store.db.outboxMessage.findMany({ where: { key: { startsWith: "reply-" } } });
    // Stored unrendered (issue 23: `msg`, the 简体 `text` empty): the row's message in 简体.
    const dms = rows.filter((r) => render(storedMsg(r)) === texts.dm);
    expect(dms.map((r) => [r.gameId, r.status])).toEqual([[gameId, "sent"]]);
  }, 180_000);
});
