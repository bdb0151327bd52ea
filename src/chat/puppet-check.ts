/**
 * Why a real puppet cannot go live, found before Wechaty is asked to start it (issue 26 item 4),
 * each as one Chinese line an operator can act on (`/healthz`'s `chatDetail`, one log line):
 * - the puppet package is not installed (Wechaty would retry "NOPUPPET" forever) → `npm install <puppet>`;
 * - `wechaty-puppet-service` without a token, with a malformed one, or one the token service
 *   (`https://<WECHATY_PUPPET_SERVICE_AUTHORITY or api.chatie.io>/v0/hosties/<token>`) does not know
 *   → check the token; that service unreachable → the network (wechaty-token's own resolver, asked
 *   instead, prints a stack per try and, with @grpc/grpc-js 1.14, crashed the process);
 * - a start error that says the service cannot be reached (refused, unavailable, time-out, DNS) → the network.
 */

/** What kind of problem: the fix differs (install, token, network, anything else). */
export type ChatProblemKind = "missing" | "token" | "network" | "failed";

/** A reason the puppet cannot start; `message` is the Chinese line with its fix. */
export class ChatProblem extends Error {
  constructor(
    readonly kind: ChatProblemKind,
    message: string,
  ) {
    super(message);
  }
}

/** The first line of an error's message (a stack never reaches a log line or `/healthz`). */
export function firstLine(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] } | null;
  const m = e?.message || e?.errors?.[0]?.message || e?.code || String(err);
  return m.split("\n")[0].trim();
}

const NETWORK =
  /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UNAVAILABLE|DEADLINE_EXCEEDED|[Tt]imeout|timed out|fetch failed/;

/** The line for a puppet start failure (see module comment); a {@link ChatProblem} is kept as it is. */
export function classifyStartError(err: unknown): ChatProblem {
  if (err instanceof ChatProblem) return err;
  const why = firstLine(err);
  if (NETWORK.test(why))
    return new ChatProblem(
      "network",
      `连不上微信服务（${why}）：检查服务器的网络、DNS 和防火墙，确认协议服务商的服务在运行、令牌没有过期`,
    );
  return new ChatProblem("failed", `微信协议包启动失败（${why}）`);
}

/**
 * Whether `puppet` can be imported. @throws ChatProblem `missing` naming `npm install <puppet>`
 * when the package is not installed; other import errors are left to Wechaty's start.
 */
export async function checkInstalled(puppet: string, load: (name: string) => Promise<unknown> = (n) => import(n)) {
  try {
    await load(puppet);
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (
      (e?.code === "ERR_MODULE_NOT_FOUND" || e?.code === "MODULE_NOT_FOUND") &&
      String(e.message ?? "").includes(`'${puppet}'`)
    )
      throw new ChatProblem(
        "missing",
        `没有安装微信协议包 ${puppet}：在服务器目录运行 npm install ${puppet}（或改 .env 里的 WECHATY_PUPPET），装好后会自动重试`,
      );
  }
}

/**
 * The token checks of `wechaty-puppet-service` (see module comment); nothing to check when
 * `WECHATY_PUPPET_SERVICE_ENDPOINT` names the service directly. `timeoutMs`: the token service's
 * answer, default 10 s. @throws ChatProblem `token` or `network`.
 */
export async function checkServiceToken(env: NodeJS.ProcessEnv = process.env, timeoutMs = 10_000): Promise<void> {
  if (env.WECHATY_PUPPET_SERVICE_ENDPOINT) return;
  const token = (env.WECHATY_PUPPET_SERVICE_TOKEN ?? "").trim();
  if (!token)
    throw new ChatProblem(
      "token",
      "没有令牌：wechaty-puppet-service 需要 WECHATY_PUPPET_SERVICE_TOKEN（向协议服务商购买），写进 .env 后重启",
    );
  if (!token.includes("_") && !env.WECHATY_PUPPET_SERVICE_TLS_SERVER_NAME)
    throw new ChatProblem(
      "token",
      "令牌格式不对：WECHATY_PUPPET_SERVICE_TOKEN 应形如 puppet_服务商_一串字符，检查是否抄全，改好后重启",
    );
  // An authority with its scheme (`http://127.0.0.1:8788`) is asked as it is: a self-hosted token service, the tests.
  const authority = env.WECHATY_PUPPET_SERVICE_AUTHORITY || "api.chatie.io";
  const base = /^https?:\/\//.test(authority) ? authority.replace(/\/+$/, "") : `https://${authority}`;
  let res: Response;
  try {
    res = await fetch(`${base}/v0/hosties/${encodeURIComponent(token)}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    throw new ChatProblem(
      "network",
      `连不上微信服务：查询令牌的服务 ${authority} 无法访问（${firstLine(cause ?? err)}）。检查服务器的网络、DNS 和防火墙，或用 WECHATY_PUPPET_SERVICE_ENDPOINT 直接写服务地址`,
    );
  }
  const body = (await res.json().catch(() => null)) as { host?: string; port?: number } | null;
  if (res.status >= 500)
    throw new ChatProblem(
      "network",
      `连不上微信服务：查询令牌的服务 ${authority} 出错（HTTP ${res.status}），稍后自动重试`,
    );
  if (!res.ok || !body?.host || !body.port)
    throw new ChatProblem(
      "token",
      "令牌无效：查不到 WECHATY_PUPPET_SERVICE_TOKEN 对应的协议服务（抄错或已过期）。核对令牌或联系服务商，改好后重启",
    );
}

/** The checks for `puppet` (see module comment). @throws ChatProblem */
export async function checkPuppet(puppet: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await checkInstalled(puppet);
  if (puppet === "wechaty-puppet-service") await checkServiceToken(env);
}
