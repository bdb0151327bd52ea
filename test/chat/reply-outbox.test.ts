/**
 * Issue 24 goal 3: every reply leaves through the outbox. A reply whose send throws after its
 * message's command committed (the judge's 开房 opened the room) stays a pending outbox row,
 * survives a restart and is delivered once then; the same message delivered again after the
 * restart (the inbound journal's replay) is handled again but not answered a second time (its
 * reply rows are keyed by the message id).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import type { Journaled } from "../../src/chat/wechaty.ts";
import { makeTable } from "../../src/sim/director.ts";
import { InboundJournal } from "../../src/store/inbound-journal.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { ensureDb, TEST_DB } from "../service/setup.ts";

const REPLY_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_replies$2");

describe("issue 24 goal 3: chat replies through the outbox", () => {
  const dir = mkdtempSync(join(tmpdir(), "reply-outbox-"));
  let rt: Runtime | null = null;
  afterAll(async () => {
    await rt?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const boot = (net: MockNetwork) =>
    startRuntime({
      log: pino({ level: "silent" }),
      databaseUrl: REPLY_DB,
      speed: 30,
      bot: { bot: net.bot, network: net },
      seed: () => 7,
      outboxPollMs: 100,
      channel: "replies",
      journalDir: join(dir, "journal"),
    });

  it("a reply whose send threw is delivered once after a restart; the message replayed is not answered twice", async () => {
    await ensureDb(REPLY_DB);
    const state = join(dir, "network.json");
    let net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const t = makeTable(net, "ro");
    // The network refuses every send of this life (the reply's delivery throws).
    (net.bot.puppet as unknown as { messageSendText: () => Promise<never> }).messageSendText = async () => {
      throw new Error("network refuses");
    };
    t.judge.say("开房 444-idiot").to(t.group);
    const db = rt.store.db;
    const replyRow = async () =>
      (await db.outboxMessage.findMany({ where: { gameId: null, roomId: t.group.id } })).filter((r) =>
        render(storedMsg(r)).includes("开房："),
      );
    for (let i = 0; i < 100 && !(await replyRow()).some((r) => r.attempts > 0); i++)
      await new Promise((r) => setTimeout(r, 100));
    const [tried] = await replyRow();
    expect(tried?.attempts).toBeGreaterThan(0);
    expect(tried?.status).not.toBe("sent");
    // The command committed: the room is open.
    expect(await rt.rooms.openRoom(t.group.id)).not.toBeNull();
    expect(net.wire.filter((m) => m.room === t.group.id && m.from === net.botUser.id)).toEqual([]);
    await rt.stop();
    rt = null;

    // The network delivers the same message again after the restart.
    const raw = readFileSync(join(dir, "journal", "inbound-replies.jsonl"), "utf8");
    const opened = raw
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { m?: Journaled })
      .find((r) => r.m?.text === "开房 444-idiot")?.m;
    expect(opened).toBeDefined();
    const j = InboundJournal.open<Journaled>(join(dir, "journal"), "replies");
    await j.received(j.reserve(), opened as Journaled);
    j.close();

    net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const bot = net.botUser.id;
    const delivered = await net.waitFor((m) => m.room === t.group.id && m.from === bot, 20_000);
    expect(delivered.text).toContain("开房：444预女猎白");
    // The replayed 开房 was handled (a second 开房 would be refused in the group) but answered no more.
    for (let i = 0; i < 30 && rt.inbound.conversations > 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_500));
    await rt.outbox.idle();
    const said = net.wire.filter((m) => m.room === t.group.id && m.from === bot).map((m) => m.text);
    expect(said).toEqual([delivered.text]);
    const rows = await rt.store.db.outboxMessage.findMany({ where: { gameId: null, roomId: t.group.id } });
    expect(rows.map((r) => [r.key.startsWith("reply-"), r.status])).toEqual([[true, "sent"]]);
  }, 120_000);
});
