/**
 * Issue 13 item 1 on the console (issue 14): the bot account's login page. While the account waits
 * for a scan, `GET /admin/chat` gives the operator the QR code's image URL — only with the admin
 * token (the code logs the scanning phone in as the bot); `/wechat` itself holds nothing. Through a
 * real Wechaty on the mocked network whose puppet emits `scan` and then logs in.
 */

import Fastify from "fastify";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { ChatLink } from "../../src/chat/login.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { adminCheck } from "../../src/http/guard.ts";
import { registerWechatPage } from "../../src/web/wechat.ts";

const QR = "https://login.weixin.qq.com/l/qr-page-1";
const TOKEN = "operator-secret";

const until = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("the bot's login page (/wechat, GET /admin/chat)", () => {
  let link: ChatLink | null = null;
  let net: MockNetwork | null = null;
  afterEach(async () => {
    await link?.stop();
    await net?.bot.stop().catch(() => undefined);
    link = null;
    net = null;
  });

  it("shows the QR code to the operator with the admin token while waiting for a scan, then who is logged in", async () => {
    net = new MockNetwork();
    link = new ChatLink(net.bot, pino({ level: "silent" }), { printQr: () => undefined });
    await link.start();
    const app = Fastify();
    registerWechatPage(app, () => (link as ChatLink).status(), adminCheck(TOKEN));
    await app.ready();

    net.puppet.emit("scan", { qrcode: QR, status: 2 });
    await until(() => link?.status().qrUrl !== undefined);

    expect((await app.inject({ method: "GET", url: "/admin/chat" })).statusCode).toBe(401);
    const wrong = await app.inject({ method: "GET", url: "/admin/chat", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain("qr-page-1");

    const ok = await app.inject({ method: "GET", url: "/admin/chat", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      state: "down",
      reason: "等待扫码登录：用机器人账号的微信扫终端里的二维码",
      qrUrl: `https://wechaty.js.org/qrcode/${encodeURIComponent(QR)}`,
    });

    const page = await app.inject({ method: "GET", url: "/wechat" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("/assets/wechat.js");
    expect(page.body).not.toContain("qr-page-1");

    net.mocker.login(net.botUser);
    await until(() => link?.status().state === "up");
    const up = await app.inject({ method: "GET", url: "/admin/chat", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(up.json()).toMatchObject({ state: "up", user: "狼人法官" });
    expect(up.json().qrUrl).toBeUndefined();
    await app.close();
  });
});
