/**
 * Issue 25 item 4: a database outage is an outage like the bot's own. The runtime reaches
 * Postgres through a proxy the test cuts for 12 s of wall time (360 s of rule time: night 1's
 * 300 s knife window runs out meanwhile). Messages sent during it are kept and handled in order
 * when it returns (each conversation told once that they wait), the knife window is reopened in
 * full instead of firing, and the group hears the outage ruling (不计黑麦).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { CuttableProxy, throughProxy } from "../../scripts/attack/tcp-proxy.ts";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { ensureDb, TEST_DB } from "../service/setup.ts";

const SPEED = 30;
const OUTAGE_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_dbout$2");

describe("a database outage (issue 25 item 4)", () => {
  const dir = mkdtempSync(join(tmpdir(), "db-outage-"));
  const pgUrl = new URL(OUTAGE_DB);
  const proxy = new CuttableProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  let rt: Runtime | null = null;
  afterAll(async () => {
    proxy.restore();
    await rt?.stop();
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("messages sent meanwhile are all handled in order when it returns; the knife window that ran out reopens", async () => {
    await ensureDb(OUTAGE_DB);
    const port = await proxy.start();
    const net = new MockNetwork();
    rt = await startRuntime({
      log: pino({ level: "silent" }),
      databaseUrl: throughProxy(OUTAGE_DB, port),
      speed: SPEED,
      bot: { bot: net.bot, network: net },
      seed: () => 7,
      outboxPollMs: 100,
      // Above the outage's 12 s: a database outage reopens its windows however short it is (the
      // bot's own restart is only noticed past this).
      outageNoticeMs: 60_000,
      heartbeatMs: 200,
      dbProbeMs: 200,
      channel: "db-outage",
      journalDir: join(dir, "journal"),
    });
    const t = makeTable(net, "dbo");
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
    t.judge.say("开房 444-idiot").to(t.group);
    await net.waitFor(inGroup(/开房：/));
    for (let i = 0; i < 12; i++) {
      t.players[i].say(`坐${i + 1}号`).to(t.group);
      await net.waitFor(inGroup(new RegExp(`入座${i + 1}号`)));
    }
    t.judge.say("开始").to(t.group);
    await net.waitFor(inGroup(/天黑请闭眼/), 20_000);
    const game = await rt.store.db.game.findFirstOrThrow({ where: { status: "running" } });
    const knife = (await rt.service.state(game.id))?.timers.find((x) => x.kind === "knife");
    expect(knife?.lenMs).toBe(300_000);
    // What `帮助` answers in a DM (the same text after the outage).
    const asker = t.players.slice(0, 4);
    const since = net.wire.length;
    asker[0].say("帮助").to(net.botUser);
    const help = (await net.waitFor((m) => m.to === asker[0].id, 30_000, since)).text;

    proxy.cut();
    const cutAt = net.wire.length;
    // Sent while the database is away: each of four players asks for the board, then for help.
    for (const p of asker) {
      p.say("状态").to(net.botUser);
      p.say("帮助").to(net.botUser);
    }
    // Longer than the knife window (300 s of rule time = 10 s of wall time).
    await new Promise((r) => setTimeout(r, 12_000));
    proxy.restore();
    const restoredAt = rt.clock();

    const notice = await net.waitFor(inGroup(/法官机器人刚才离线了/), 60_000, cutAt);
    expect(notice.text).toContain("不计黑麦");
    for (const p of asker) await net.waitFor((m) => m.to === p.id && m.text === help, 60_000, cutAt);
    const after = net.wire.slice(cutAt);
    for (const p of asker) {
      const dms = after.filter((m) => m.to === p.id).map((m) => m.text);
      // Told once that his messages wait, then both answered, in the order sent, nothing refused.
      expect(dms.length, dms.join(" / ")).toBe(3);
      expect(dms[0]).toMatch(/暂时连不上数据库.*记下/);
      expect(dms[1]).not.toBe(help);
      expect(dms[2]).toBe(help);
      expect(dms.join("")).not.toContain("请稍后再发一次");
    }
    const st = await rt.service.state(game.id);
    expect(st?.label).toBe("N1");
    expect(st?.phase.kind).toBe("night");
    const reopened = st?.timers.find((x) => x.kind === "knife");
    // The window runs in full from the ruling, given after the return (it had ~0 s left then).
    expect(reopened?.dueMs ?? 0).toBeGreaterThanOrEqual(restoredAt + 300_000);
    expect(st?.seats.every((x) => x.alive)).toBe(true);
  }, 180_000);
});
