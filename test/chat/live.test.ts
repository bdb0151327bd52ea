/**
 * Issue 13 item 1, going live: the login flow (scan → QR printed and its URL logged → login →
 * logout), a puppet that fails to start (the server keeps running, retries with back-off,
 * `/healthz` says the chat is down and why), friend requests accepted with a greeting, `我的ID`,
 * and outbound pacing per account. Through a real Wechaty on the mocked network; the puppet is
 * a test double that emits `scan` / `login` like a real one, or fails its first starts.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type Runtime, type RuntimeOptions, startRuntime } from "../../src/boot/runtime.ts";
import { FRIEND_GREETING } from "../../src/chat/login.ts";
import { MockNetwork, RoomingPuppetMock } from "../../src/chat/mock-network.ts";
import { buildApp } from "../../src/http/app.ts";
import { pgliteCopy } from "../pglite-template.ts";

/** A pino logger whose lines are kept (parsed) in `lines`. */
function capturingLog() {
  const lines: { msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

const until = async (cond: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A puppet that refuses to start `failures` times (a puppet service that cannot be reached). */
class FlakyPuppet extends RoomingPuppetMock {
  starts = 0;
  constructor(private failures: number) {
    super();
  }
  override async onStart(): Promise<void> {
    this.starts++;
    if (this.failures-- > 0) throw new Error("connect ECONNREFUSED 10.0.0.1:8788");
    await super.onStart();
  }
}

describe("going live on a real account (issue 13 item 1)", () => {
  let rt: Runtime | null = null;
  afterEach(async () => {
    await rt?.stop();
    rt = null;
  });

  const start = async (net: MockNetwork, o: Partial<RuntimeOptions> & { log: RuntimeOptions["log"] }) =>
    startRuntime({
      dataDir: await pgliteCopy(),
      channel: `live-${randomUUID()}`,
      outboxPollMs: 100,
      seed: () => 7,
      // `network: null`: the runtime starts the bot as it starts a real one (no automatic login).
      bot: { bot: net.bot, network: null },
      pacing: { perMinute: 0, burst: 1 },
      ...o,
    });

  it("scan: the QR code is printed and its URL logged, /healthz says the chat is down until login, and again after logout", async () => {
    const net = new MockNetwork();
    const { log, lines } = capturingLog();
    const printed: string[] = [];
    rt = await start(net, { log, printQr: (q) => printed.push(q) });
    const app = await buildApp({
      db: rt.store.db,
      service: rt.service,
      book: rt.book,
      log,
      mode: rt.describe,
      health: rt.health,
    });

    net.puppet.emit("scan", { qrcode: "https://login.weixin.qq.com/l/abc123", status: 2 });
    await until(() => printed.length === 1);
    expect(printed[0]).toBe("https://login.weixin.qq.com/l/abc123");
    const scanLine = lines.find((l) => /scan the QR code/.test(l.msg));
    expect(scanLine?.url).toBe(
      `https://wechaty.js.org/qrcode/${encodeURIComponent("https://login.weixin.qq.com/l/abc123")}`,
    );
    let h = await app.inject({ method: "GET", url: "/healthz" });
    expect(h.statusCode).toBe(503);
    expect(h.json()).toMatchObject({
      ok: false,
      db: "up",
      chat: "down",
      chatDetail: "等待扫码登录：用机器人账号的微信扫终端里的二维码",
    });

    net.mocker.login(net.botUser);
    await until(() => rt?.chat.status().state === "up");
    h = await app.inject({ method: "GET", url: "/healthz" });
    expect(h.statusCode).toBe(200);
    expect(h.json()).toMatchObject({ ok: true, chat: "up" });
    expect(lines.some((l) => l.msg === "wechat: logged in" && l.user === "狼人法官")).toBe(true);

    await net.puppet.logout();
    await until(() => rt?.chat.status().state === "down");
    h = await app.inject({ method: "GET", url: "/healthz" });
    expect(h.statusCode).toBe(503);
    expect(h.json().chatDetail).toMatch(/^已退出登录.*请重新扫码$/);
    await app.close();
  });

  it("a puppet that cannot connect does not kill the server: it retries with back-off and /healthz says why", async () => {
    const puppet = new FlakyPuppet(2);
    const net = new MockNetwork();
    // Swap in the flaky puppet: a bot over it, the same mocker's contacts.
    const { WechatyBuilder } = await import("wechaty");
    const bot = WechatyBuilder.build({ name: `flaky-${randomUUID()}`, puppet });
    const { log, lines } = capturingLog();
    rt = await startRuntime({
      dataDir: await pgliteCopy(),
      channel: `live-${randomUUID()}`,
      log,
      bot: { bot, network: null },
      pacing: { perMinute: 0, burst: 1 },
      chatRetry: { firstMs: 1_500, maxMs: 10_000 },
    });
    expect(rt.chat.status().reason).toBe(
      "连不上微信服务（connect ECONNREFUSED 10.0.0.1:8788）：检查服务器的网络、DNS 和防火墙，确认协议服务商的服务在运行、令牌没有过期（已失败 1 次，2 秒后重试）",
    );
    const app = await buildApp({
      db: rt.store.db,
      service: rt.service,
      book: rt.book,
      log,
      mode: rt.describe,
      health: rt.health,
    });
    const h = await app.inject({ method: "GET", url: "/healthz" });
    expect(h.statusCode).toBe(503);
    expect(h.json()).toMatchObject({ ok: false, db: "up", chat: "down" });
    expect(h.json().chatDetail).toMatch(
      /^连不上微信服务（connect ECONNREFUSED 10\.0\.0\.1:8788）.*（已失败 \d 次，\d+ 秒后重试）$/,
    );
    // The HTTP API and the games keep working meanwhile.
    expect((await app.inject({ method: "GET", url: "/games" })).statusCode).toBe(200);
    await until(() => puppet.starts === 3, 15_000);
    // Issue 26 item 4: one line for the state, not one per retry (both failures say the same).
    const fails = lines.filter((l) => /^wechat: 连不上微信服务/.test(l.msg));
    expect(fails.map((l) => l.retryInMs)).toEqual([1_500]);
    await until(() => rt?.chat.status().reason === "微信协议已启动，等待登录（扫码）");
    const user = puppet.mocker.createContact({ id: "bot-user", name: "法官号" });
    puppet.mocker.login(user);
    await until(() => rt?.chat.status().state === "up");
    expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toMatchObject({ ok: true, chat: "up" });
    await app.close();
    void net;
  }, 120_000);

  it("a friend request is accepted and the new friend is told how to play; 我的ID answers the contact id", async () => {
    const net = new MockNetwork();
    rt = await start(net, { log: pino({ level: "silent" }), bot: { bot: net.bot, network: net } });
    const alice = net.contact("wxid_alice01", "阿狸");
    net.requestFriendship(alice);
    const greet = await net.waitFor((m) => m.to === alice.id && m.from === net.botUser.id);
    expect(greet.text).toBe(FRIEND_GREETING);
    expect(greet.text).toContain("报名");
    expect(net.isFriend(alice.id)).toBe(true);
    // Issue 23: a request written in English or in 繁體 is greeted in its language.
    for (const [id, hello, want] of [
      ["wxid_bob01", "Hi, I'd like to play werewolf", /^Hello, I am the Werewolf judge bot/],
      ["wxid_carol01", "我想玩狼人殺", /^你好，我是狼人殺法官機器人/],
    ] as const) {
      const c = net.contact(id, id);
      net.requestFriendship(c, hello);
      const g = await net.waitFor((m) => m.to === c.id && m.from === net.botUser.id);
      expect(g.text).toMatch(want);
    }

    const since = net.wire.length;
    alice.say("我的ID").to(net.botUser);
    const id = await net.waitFor((m) => m.to === alice.id && m.from === net.botUser.id, 10_000, since);
    expect(id.text).toContain("你的账号编号：wxid_alice01");
  });

  it("outbound messages are paced per account, in order per conversation, and the log says when they are behind", async () => {
    const net = new MockNetwork();
    const { log, lines } = capturingLog();
    rt = await start(net, {
      log,
      bot: { bot: net.bot, network: net },
      pacing: { perMinute: 300, burst: 1, behindMs: 300 },
    });
    const a = net.contact("wxid_pace_a", "甲");
    const b = net.contact("wxid_pace_b", "乙");
    const since = net.wire.length;
    const t0 = Date.now();
    a.say("我的ID").to(net.botUser);
    a.say("帮助").to(net.botUser);
    a.say("我的ID").to(net.botUser);
    b.say("我的ID").to(net.botUser);
    b.say("帮助").to(net.botUser);
    const times: number[] = [];
    const off = net.onMessage((m) => {
      if (m.from === net.botUser.id) times.push(Date.now());
    });
    await until(() => net.wire.filter((m) => m.seq > since && m.from === net.botUser.id).length === 5);
    off();
    // 300 a minute with a burst of 1: the k-th reply (0-based) cannot have gone before k × 200 ms
    // after the first was asked for (the bucket's bound; a busy machine only makes replies later, so
    // this is no time limit). The gaps between two arrivals are not bounded: a reply delayed after
    // its token may arrive just before the next one (test/chat/pacing.test.ts times the grants).
    expect(times).toHaveLength(5);
    for (const [k, at] of times.entries()) expect(at - t0).toBeGreaterThanOrEqual(k * 200 - 5);
    const toA = net.wire.filter((m) => m.seq > since && m.to === a.id).map((m) => m.text.slice(0, 4));
    expect(toA).toEqual(["你的账号", "私聊指令", "你的账号"]);
    expect(lines.some((l) => /outbound messages are behind/.test(l.msg))).toBe(true);
    await until(() => lines.some((l) => /caught up/.test(l.msg)));
  });
});
