/**
 * The bot account's login page (issue 13 item 1, on the console of issue 14): `/wechat` shows
 * whether the chat is up and, while the account waits for a scan, the login QR code to scan with
 * the bot's WeChat — the same code the terminal prints. The code logs the scanning phone's account
 * in as the bot, so it is for the operator only: the page holds nothing, and its script reads
 * `GET /admin/chat` with the admin token the operator types (kept in the tab's sessionStorage).
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ChatHealth } from "../chat/login.ts";
import { page } from "./pages.ts";

/** `/wechat` (the page) and `GET /admin/chat` (admin: `{state, reason?, user?, attempts, qrUrl?}`, `qrUrl` the QR image while waiting for a scan; 401 without the token). */
export function registerWechatPage(
  app: FastifyInstance,
  chat: () => ChatHealth,
  admin: onRequestAsyncHookHandler,
): void {
  app.get("/wechat", { schema: { hide: true } }, async (req, reply) =>
    reply
      .type("text/html")
      .header("cache-control", "no-store")
      .send(page(req, "web.t_wechat", "wechat")),
  );
  app.get("/admin/chat", { onRequest: admin, schema: { hide: true } }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return chat();
  });
}
