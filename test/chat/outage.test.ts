/**
 * Issue 13 item 5 through the mocked network: the bot is stopped during a game and started again
 * on the same store and the same WeChat; the match group is told it was away and for how long,
 * and the deadline that ran out meanwhile (night 1's knife window) is open again in full.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { pgliteCopy } from "../pglite-template.ts";

const SPEED = 30;

describe("after a restart the bot tells the group it was away (issue 13 item 5)", () => {
  const dir = mkdtempSync(join(tmpdir(), "outage-"));
  let rt: Runtime | null = null;
  let dataDir = "";
  afterAll(async () => {
    vi.useRealTimers();
    await rt?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const boot = (net: MockNetwork) =>
    startRuntime({
      log: pino({ level: "silent" }),
      dataDir,
      speed: SPEED,
      bot: { bot: net.bot, network: net },
      seed: () => 7,
      outboxPollMs: 100,
      outageNoticeMs: 1_000,
      heartbeatMs: 200,
    });

  it("the group hears how long the bot was away; a knife window that ran out meanwhile reopens in full", async () => {
    dataDir = await pgliteCopy();
    const state = join(dir, "network.json");
    let net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const t = makeTable(net, "og");
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
    await rt.stop();
    rt = null;
    // Away for longer than the whole knife window (300 s of rule time = 10 s of wall time). The
    // process's Date is moved past the outage and held there instead of sleeping through it (issue
    // 24 goal 5): the bot measures its absence from its last beat (real time, at the stop just
    // now) to its restart's Date, so it was away exactly `awayMs` (give or take the milliseconds
    // since the stop).
    const awayMs = 11_000;
    vi.useFakeTimers({ toFake: ["Date"], now: performance.timeOrigin + performance.now() + awayMs });
    net = new MockNetwork("狼人法官", state);
    rt = await boot(net);
    const notice = await net.waitFor(inGroup(/法官机器人刚才离线了/), 20_000);
    const awaySec = (awayMs * SPEED) / 1000;
    const said = Number(/约(\d+)分钟/.exec(notice.text)?.[1]);
    expect(Math.abs(said * 60 - awaySec)).toBeLessThanOrEqual(90);
    expect(notice.text).toContain("不计黑麦");
    const st = await rt.service.state(game.id);
    expect(st?.label).toBe("N1");
    expect(st?.phase.kind).toBe("night");
    const reopened = st?.timers.find((x) => x.kind === "knife");
    // The window runs in full from the restart (not what it had left when the bot went away, long run out).
    expect((reopened?.dueMs ?? 0) - rt.clock()).toBeGreaterThan(250_000);
    expect(st?.seats.every((x) => x.alive)).toBe(true);
  }, 120_000);
});
