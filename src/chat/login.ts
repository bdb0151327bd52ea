/**
 * The bot's WeChat account link (issue 13 item 1): start the puppet, retry a failed start with
 * back-off (a puppet that cannot connect never kills the server), follow Wechaty's `scan`
 * (the QR code printed in the terminal with qrcode-terminal and its URL logged), `login`,
 * `logout` and `error` events, and say at any moment whether the chat is up and why not
 * (`/healthz`). Friendship requests are accepted and the new friend is greeted with how to play
 * (players must be the bot's friends to get DMs and to be pulled into the wolves' room).
 * Issue 26 item 4: the reasons are Chinese lines with their fix (`./puppet-check.ts` checks a real
 * puppet before each attempt: not installed, the token, the network); the log gets one line per
 * change of state, never one per retry nor a stack; the mocked network warns once and says so.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Logger } from "pino";
import qrcodeTerminal from "qrcode-terminal";
import type { Friendship, Wechaty } from "wechaty";
import { operatorLog } from "../app/logging.ts";
import { type Msg, render, say } from "../vocab/msg.ts";
import { typedLang } from "./language.ts";
import type { Pacer } from "./pacing.ts";
import { type ChatProblemKind, classifyStartError, firstLine } from "./puppet-check.ts";

/** Whether the chat is usable: `up` logged in; `down` with the reason (waiting for a scan, start failed, logged out). */
export interface ChatHealth {
  state: "up" | "down";
  /**
   * Why it is down, in one Chinese line with the fix (issue 26 item 4); on the mocked network, up,
   * {@link MOCK_WARNING}; absent when up on a real account.
   */
  reason?: string;
  /** What kind of start failure (install the puppet, the token, the network, other); absent otherwise. */
  problem?: ChatProblemKind;
  /** The mocked network (`WECHATY_PUPPET` unset or `wechaty-puppet-mock`): nobody real can reach the bot. */
  mock?: boolean;
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

/** Said loudly at start and by `/healthz` on the mocked network (issue 26 item 4). */
export const MOCK_WARNING =
  "在模拟网络上运行，没有真实微信账号：谁也联系不到这个机器人。要上线，在 .env 里设置 WECHATY_PUPPET（见 README「Going live」）后重启";

/** `/healthz`'s words while a real puppet started and waits for its login. */
export const WAITING_LOGIN = "微信协议已启动，等待登录（扫码）";

/** The greeting a new friend gets (how to play, in the players' words). */
export const FRIEND_GREETING_MSG: Msg = say("router.greeting", {
  open: { msg: "开房" },
  sit: { msg: "坐3号" },
  check: { msg: "验3号" },
  run: { msg: "上警" },
  me: { msg: "我的微信号" },
});
/**
 * {@link FRIEND_GREETING_MSG} in 简体: what a new friend reads when his request's words say no other
 * language ({@link greetingFor}; `语言` changes it for later messages).
 */
export const FRIEND_GREETING = render(FRIEND_GREETING_MSG);

/**
 * The greeting for a friend request whose words are `hello`: in the language they are written in
 * (English letters, or 繁體 characters: `typedLang`), else 简体 (issue 23 goal 3).
 */
export function greetingFor(hello: string): string {
  return render(FRIEND_GREETING_MSG, typedLang(hello) ?? "zh-Hans");
}

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
  private health: ChatHealth = { state: "down", reason: "正在启动微信协议", attempts: 0 };
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly policy: RetryPolicy;
  /** The operator's lines (state changes): printed even with LOG_LEVEL=warn (issue 26 item 10). */
  private readonly ops: Logger;
  /** The last state change logged (state, problem, reason): a retry that changes nothing logs nothing. */
  private logged = "";
  /** While a start attempt runs, the puppet's `error` events are that attempt's failure, told once. */
  private starting = false;
  /** The last `error` event's line, and how often it repeated since it was logged. */
  private lastError = "";
  private repeats = 0;
  private readonly mock: boolean;
  private readonly operator: boolean;
  private readonly preflight?: () => Promise<void>;

  /**
   * @param begin how to start the bot (default `bot.start()`; the mock network also logs its user in)
   * @param o.printQr where the QR code goes (default: qrcode-terminal to stdout)
   * @param o.preflight checks before each start attempt (a missing puppet, a bad token: `checkPuppet`);
   *   its `ChatProblem` is the attempt's failure
   * @param o.mock the mocked network: one loud warning at start, `status().mock` and its reason say so
   * @param o.operator the server's own link (default true): its state lines print whatever `LOG_LEVEL`
   *   says and the mocked network is warned about; false for a bot its caller brought on purpose (the
   *   demo, the playground, tests), whose lines follow the log's level and whose mock is no surprise
   */
  constructor(
    private readonly bot: Wechaty,
    private readonly log: Logger,
    o: {
      begin?: () => Promise<void>;
      retry?: RetryPolicy;
      printQr?: (qrcode: string) => void;
      pacer?: Pacer;
      preflight?: () => Promise<void>;
      mock?: boolean;
      operator?: boolean;
    } = {},
  ) {
    this.policy = o.retry ?? DEFAULT_RETRY;
    this.operator = o.operator ?? true;
    this.ops = this.operator ? operatorLog(log) : log;
    this.mock = o.mock ?? false;
    this.preflight = o.preflight;
    this.begin = o.begin ?? (() => startBot(bot));
    const printQr = o.printQr ?? ((q: string) => qrcodeTerminal.generate(q, { small: true }));
    bot.on("scan", (qrcode: string, status: number) => {
      if (!SCAN_WAITING.has(status) || !qrcode) {
        this.log.info({ status }, "wechat: QR code scanned, confirm the login on the phone");
        return;
      }
      const url = qrImageUrl(qrcode);
      this.health = {
        ...this.health,
        state: "down",
        reason: "等待扫码登录：用机器人账号的微信扫终端里的二维码",
        qrUrl: url,
      };
      delete this.health.problem;
      this.ops.info({ url }, `wechat: scan the QR code to log in (or open ${url})`);
      try {
        printQr(qrcode);
      } catch (err) {
        this.log.warn({ err }, "wechat: could not print the QR code; open the URL instead");
      }
    });
    bot.on("login", (user) => {
      this.health = { state: "up", user: user.name(), attempts: 0, ...this.mockMark() };
      this.logged = "up";
      this.ops.info({ user: user.name(), id: user.id }, "wechat: logged in");
    });
    bot.on("logout", (user, reason?: string) => {
      if (this.stopped) return; // our own stop logs the account out
      this.health = { state: "down", reason: `已退出登录${reason ? `（${reason}）` : ""}：请重新扫码`, attempts: 0 };
      this.logged = "logout";
      this.ops.warn({ user: user?.name?.(), reason }, "wechat: logged out");
    });
    // One line per distinct error (a puppet retrying its connection emits the same one again and again).
    bot.on("error", (err) => {
      if (this.starting) return;
      const line = firstLine(err);
      if (line === this.lastError) {
        this.repeats++;
        this.log.debug({ repeats: this.repeats }, `wechat: error again: ${line}`);
        return;
      }
      this.lastError = line;
      this.repeats = 0;
      this.log.error(`wechat: error: ${line}`);
    });
    bot.on("friendship", (f) => void this.befriend(f, o.pacer));
  }

  private readonly begin: () => Promise<void>;

  /** The chat's state now (for `/healthz`). */
  status(): ChatHealth {
    return { ...this.health };
  }

  /** The mocked network's marks on a health record (issue 26 item 4). */
  private mockMark(): Partial<ChatHealth> {
    return this.mock ? { mock: true, reason: MOCK_WARNING } : {};
  }

  /**
   * One start attempt; on failure the next is scheduled (see class comment). Never throws. Logs one
   * line when the state changes (a failure of another kind or reason than the last), not per retry.
   */
  async start(): Promise<void> {
    if (this.stopped) return;
    if (this.mock && this.operator && this.health.reason === "正在启动微信协议")
      this.ops.warn(`wechat: ${MOCK_WARNING}`);
    this.starting = true;
    try {
      await this.preflight?.();
      await this.begin();
      this.starting = false;
      if (
        !this.mock &&
        this.health.state === "down" &&
        (this.health.problem || this.health.reason === "正在启动微信协议")
      ) {
        this.health = { state: "down", reason: WAITING_LOGIN, attempts: 0 };
        if (this.logged !== "started") {
          this.logged = "started";
          this.ops.info(`wechat: ${WAITING_LOGIN}`);
        }
      }
    } catch (err) {
      this.starting = false;
      const attempts = this.health.attempts + 1;
      const waitMs = Math.min(this.policy.maxMs, this.policy.firstMs * 2 ** (attempts - 1));
      const p = classifyStartError(err);
      this.health = {
        state: "down",
        reason: `${p.message}（已失败 ${attempts} 次，${Math.round(waitMs / 1000)} 秒后重试）`,
        problem: p.kind,
        attempts,
      };
      const key = `${p.kind}|${p.message}`;
      if (key !== this.logged) {
        this.logged = key;
        this.ops.error(
          { problem: p.kind, attempts, retryInMs: waitMs },
          `wechat: ${p.message}（自动重试：间隔 ${Math.round(this.policy.firstMs / 1000)} 秒起翻倍，最长 ${Math.round(this.policy.maxMs / 1000)} 秒；情况不变不再记录）`,
        );
      } else this.log.debug({ problem: p.kind, attempts, retryInMs: waitMs }, "wechat: still failing to start");
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
      const text = greetingFor(f.hello() ?? "");
      const greet = () => contact.say(text).then(() => undefined);
      await (pacer ? pacer.run(greet) : greet());
    } catch (err) {
      this.log.error({ err }, "wechat: friend request failed");
    }
  }
}
