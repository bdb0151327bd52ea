/**
 * The bot's WeChat account link (issue 13 item 1): start the puppet, retry a failed start with
 * back-off (a puppet that cannot connect never kills the server), follow Wechaty's `scan`
 * (the QR code printed in the terminal with qrcode-terminal and its URL logged), `login`,
 * `logout` and `error` events, and say at any moment whether the chat is up and why not
 * (`/healthz`). Friendship requests are accepted and the new friend is greeted with how to play
 * (players must be the bot's friends to get DMs and to be pulled into the wolves' room).
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Logger } from "pino";
import qrcodeTerminal from "qrcode-terminal";
import type { Friendship, Wechaty } from "wechaty";
import type { Pacer } from "./pacing.ts";

/** Whether the chat is usable: `up` logged in; `down` with the reason (waiting for a scan, start failed, logged out). */
export interface ChatHealth {
  state: "up" | "down";
  /** Why it is down, in one line (English, for operators); absent when up. */
  reason?: string;
  /** The QR code's URL while waiting for a scan. */
  qrUrl?: string;
  /** The logged-in account's name. */
  user?: string;
  /** Failed start attempts in a row. */
  attempts: number;
}

/** Back-off of start retries, wall ms: the first wait, doubled each time up to `maxMs`. */
export interface RetryPolicy {
  firstMs: number;
  maxMs: number;
}

/** Default retry back-off: 2 s doubling to 5 min. */
export const DEFAULT_RETRY: RetryPolicy = { firstMs: 2_000, maxMs: 300_000 };

/** The greeting a new friend gets (how to play, in the players' words). */
export const FRIEND_GREETING = [
  "你好，我是狼人杀法官机器人，已通过你的好友申请。",
  "怎么玩：法官在比赛群里“开房”后，在群里发“报名”或“坐3号”入座；开局后我会私聊你发身份。",
  "夜里的技能、上警和投票都私聊我（如 验3号、上警、投5号、弃票）；发言在群里：先打座位号，说完打“过”。",
  "发送“帮助”查看全部指令，“我的微信号”查看你的账号编号（法官认证用）。",
].join("\n");

/**
 * `bot.start()`, rejecting when the puppet did not start: Wechaty 1.20 only emits a puppet's
 * start failure as an `error` event and resolves anyway.
 */
export async function startBot(bot: Wechaty): Promise<void> {
  let failure: unknown = null;
  const onError = (err: unknown) => {
    failure ??= err;
  };
  bot.on("error", onError);
  try {
    await bot.start();
  } finally {
    bot.off("error", onError);
  }
  let active = false;
  try {
    active = (bot.puppet as unknown as { state: { active(): boolean } }).state.active();
  } catch {
    active = false;
  }
  if (!active)
    throw failure instanceof Error ? failure : new Error(failure ? String(failure) : "the puppet did not start");
}

/** The page that renders a Wechaty QR code payload as an image (what Wechaty's examples log). */
export function qrImageUrl(qrcode: string): string {
  return `https://wechaty.js.org/qrcode/${encodeURIComponent(qrcode)}`;
}

/**
 * The Wechaty `name` for a memory card (login session) under `dir`: Wechaty keeps
 * `<name>.memory-card.json`, so the card lands at `dir/werewolf-judge.memory-card.json`. Creates `dir`.
 */
export function memoryCardName(dir: string): string {
  const name = `${dir.replace(/\/+$/, "")}/werewolf-judge`;
  mkdirSync(dirname(name), { recursive: true });
  return name;
}

const SCAN_WAITING = new Set([0, 1, 2]); // PUPPET.types.ScanStatus Unknown, Cancel, Waiting

/**
 * Keeps the bot's account connected. `start()` makes one attempt and returns (never throws);
 * a failure is logged and retried after the back-off, again and again, until `stop()`.
 */
export class ChatLink {
  private health: ChatHealth = { state: "down", reason: "starting", attempts: 0 };
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly policy: RetryPolicy;

  /**
   * @param begin how to start the bot (default `bot.start()`; the mock network also logs its user in)
   * @param o.printQr where the QR code goes (default: qrcode-terminal to stdout)
   */
  constructor(
    private readonly bot: Wechaty,
    private readonly log: Logger,
    o: {
      begin?: () => Promise<void>;
      retry?: RetryPolicy;
      printQr?: (qrcode: string) => void;
      pacer?: Pacer;
    } = {},
  ) {
    this.policy = o.retry ?? DEFAULT_RETRY;
    this.begin = o.begin ?? (() => startBot(bot));
    const printQr = o.printQr ?? ((q: string) => qrcodeTerminal.generate(q, { small: true }));
    bot.on("scan", (qrcode: string, status: number) => {
      if (!SCAN_WAITING.has(status) || !qrcode) {
        this.log.info({ status }, "wechat: QR code scanned, confirm the login on the phone");
        return;
      }
      const url = qrImageUrl(qrcode);
      this.health = { ...this.health, state: "down", reason: "waiting for the QR code to be scanned", qrUrl: url };
      this.log.info({ url }, `wechat: scan the QR code to log in (or open ${url})`);
      try {
        printQr(qrcode);
      } catch (err) {
        this.log.warn({ err }, "wechat: could not print the QR code; open the URL instead");
      }
    });
    bot.on("login", (user) => {
      this.health = { state: "up", user: user.name(), attempts: 0 };
      this.log.info({ user: user.name(), id: user.id }, "wechat: logged in");
    });
    bot.on("logout", (user, reason?: string) => {
      if (this.stopped) return; // our own stop logs the account out
      this.health = { state: "down", reason: `logged out${reason ? ` (${reason})` : ""}: scan again`, attempts: 0 };
      this.log.warn({ user: user?.name?.(), reason }, "wechat: logged out");
    });
    bot.on("error", (err) => this.log.error({ err }, "wechat: error"));
    bot.on("friendship", (f) => void this.befriend(f, o.pacer));
  }

  private readonly begin: () => Promise<void>;

  /** The chat's state now (for `/healthz`). */
  status(): ChatHealth {
    return { ...this.health };
  }

  /** One start attempt; on failure the next is scheduled (see class comment). Never throws. */
  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.begin();
      if (this.health.reason === "starting" || this.health.reason?.startsWith("start failed"))
        this.health = { ...this.health, reason: "started, not logged in yet", attempts: 0 };
    } catch (err) {
      const attempts = this.health.attempts + 1;
      const waitMs = Math.min(this.policy.maxMs, this.policy.firstMs * 2 ** (attempts - 1));
      const why = (err as Error)?.message?.split("\n")[0] || String(err);
      this.health = {
        state: "down",
        reason: `start failed (attempt ${attempts}: ${why}), next try in ${Math.round(waitMs / 1000)} s`,
        attempts,
      };
      this.log.error({ err: why, attempts, retryInMs: waitMs }, "wechat: the puppet failed to start; retrying");
      await this.bot.stop().catch(() => undefined);
      if (this.stopped) return;
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.start();
      }, waitMs);
      this.retry.unref();
    }
  }

  /** Stops retrying and stops the bot. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.bot.stop().catch(() => undefined);
  }

  /** Accepts a friend request and greets the new friend (paced like every other message). */
  private async befriend(f: Friendship, pacer?: Pacer): Promise<void> {
    try {
      if (f.type() !== 2 /* PUPPET.types.Friendship.Receive */) return;
      const contact = f.contact();
      await f.accept();
      this.log.info({ contact: contact.id }, "wechat: friend request accepted");
      const greet = () => contact.say(FRIEND_GREETING).then(() => undefined);
      await (pacer ? pacer.run(greet) : greet());
    } catch (err) {
      this.log.error({ err }, "wechat: friend request failed");
    }
  }
}
