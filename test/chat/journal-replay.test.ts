/**
 * Issue 25 item 6: what a journaled message does when it is replayed after a restart. One that
 * had already been applied before the kill (its id in the journal, not marked done) changes
 * nothing and is not answered again (the `InboundMessage` guard); one whose window ran out while
 * the bot was away is handled as the engine would: the deadline fires first, then the late act
 * is refused with the normal reply to its sender — never dropped in silence.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import type { Journaled } from "../../src/chat/wechaty.ts";
import { makeTable } from "../../src/sim/director.ts";
import { InboundJournal } from "../../src/store/inbound-journal.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { ensureDb, TEST_DB } from "../service/setup.ts";

const SPEED = 30;
const REPLAY_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_replay$2");

describe("a journaled message replayed after a restart (issue 25 item 6)", () => {
  const dir = mkdtempSync(join(tmpdir(), "journal-replay-"));
  let rt: Runtime | null = null;
  afterAll(async () => {
    await rt?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const boot = (net: MockNetwork) =>
    startRuntime({
      log: pino({ level: "silent" }),
      databaseUrl: REPLAY_DB,
      speed: SPEED,
      bot: { bot: net.bot, network: net },
      seed: () => 7,
      outboxPollMs: 100,
      // No outage ruling: the deadline that ran out meanwhile fires at the restart.
      outageNoticeMs: 3_600_000,
      channel: "replay",
      journalDir: join(dir, "journal"),
    });

  it("an applied one changes nothing and is not answered twice; a late one is refused with the normal reply", async () => {
    await ensureDb(REPLAY_DB);
    const state = join(dir, "network.json");
    let net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const t = makeTable(net, "jr");
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
    const wolves = st?.seats.filter((s) => s.role === "werewolf").map((s) => s.seat) ?? [];
    const target = st?.seats.find((s) => s.role !== "werewolf")?.seat ?? 1;
    let roomId: string | null = null;
    for (let i = 0; i < 100 && !roomId; i++) {
      roomId = (await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } })).wolfRoomId;
      if (!roomId) await new Promise((r) => setTimeout(r, 100));
    }
    const wolf = t.players[wolves[0] - 1];
    const acts = async () =>
      (await rt?.store.db.gameCommand.findMany({ where: { gameId } }))?.filter(
        (c) => (c.command as { type: string }).type === "act",
      ).length;
    // The first wolf's knife is applied live.
    const before = await acts();
    const since = net.wire.length;
    wolf.say(`杀${target}号`).to(net.mocker.RoomMock.load(roomId as string));
    for (let i = 0; i < 100 && (await acts()) === before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await acts()).toBe((before ?? 0) + 1);
    // What the bot said for it (to the wolves' room or the wolf): never said again for its replay.
    await new Promise((r) => setTimeout(r, 1_000));
    const answers = net.wire
      .slice(since)
      .filter((m) => m.room === roomId || m.to === wolf.id)
      .map((m) => m.text);
    await rt.stop();
    rt = null;
    // The kill landed after the commit, before the journal's done mark: the message is pending again.
    const raw = readFileSync(join(dir, "journal", "inbound-replay.jsonl"), "utf8");
    const live = raw
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { s?: number; m?: Journaled })
      .find((r) => r.m?.text === `杀${target}号`)?.m;
    expect(live).toBeDefined();
    const j = InboundJournal.open<Journaled>(join(dir, "journal"), "replay");
    await j.received(j.reserve(), live as Journaled);
    // A second wolf's knife that arrived just before the kill: its window runs out while the bot is away.
    const late = t.players[wolves[1] - 1];
    await j.received(j.reserve(), {
      id: "late-knife",
      from: { id: late.id, name: late.payload.name },
      room: { id: roomId as string },
      text: `杀${target}号`,
    });
    j.close();
    await new Promise((r) => setTimeout(r, 11_000)); // longer than the 300 s knife window
    net = new MockNetwork("狼人法官", state);
    const restartAt = net.wire.length;
    rt = await boot(net);
    // The late knife is refused with the engine's reply, by DM to its sender.
    const refusal = await net.waitFor((m) => m.to === late.id, 20_000, restartAt);
    const row = await rt.store.db.outboxMessage.findFirst({ where: { gameId, key: "reply-late-knife" } });
    expect(row && render(storedMsg(row))).toBe(refusal.text);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await acts()).toBe((before ?? 0) + 1);
    const again = net.wire.slice(restartAt).filter((m) => m.room === roomId || m.to === wolf.id);
    for (const a of answers) expect(again.map((m) => m.text)).not.toContain(a);
    expect(InboundJournal.open<Journaled>(join(dir, "journal"), "replay").pending).toEqual([]);
  }, 180_000);
});
