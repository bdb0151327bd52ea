/**
 * Issue 26 item 4 (done-criterion): `npm start`'s entry as a real child process, four ways — with a
 * `.env` naming the puppet and the settings (the service unreachable), with a token the token
 * service does not know, with a puppet that is not installed, and on the mocked network. Each time
 * the server stays up (its HTTP API and pages answer), the log has ONE readable line saying what is
 * wrong (not one per retry, no stack), and `/healthz` says why in Chinese with the fix. Also item 10:
 * `LOG_LEVEL=warn` still prints the operator's start-up lines.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeEntry } from "../../scripts/child-bundle.ts";
import { ROOT } from "../helpers.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { freePort, killStarted, started, waitFor } from "./processes.ts";

interface Proc {
  child: ChildProcess;
  /** stdout and stderr as printed, interleaved. */
  out: () => string;
}

const tmp = mkdtempSync(join(tmpdir(), "going-live-"));

/** `node --import tsx src/server.ts` with `env` over the test's environment minus the stores and puppet. */
function server(env: Record<string, string>): Proc {
  const base = { ...process.env };
  for (const k of [
    "DATABASE_URL",
    "REDIS_URL",
    "PGLITE_DIR",
    "WECHATY_PUPPET",
    "WECHATY_PUPPET_SERVICE_TOKEN",
    "WECHATY_PUPPET_SERVICE_ENDPOINT",
    "WECHATY_PUPPET_SERVICE_AUTHORITY",
    "LOG_LEVEL",
    "LOG_FORMAT",
    "PORT",
    "ENV_FILE",
  ])
    delete base[k];
  const child = spawn(process.execPath, nodeEntry("src/server.ts"), {
    cwd: ROOT,
    env: { ...base, HOST: "127.0.0.1", WECHATY_MEMORY_DIR: join(tmp, "wechaty"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let out = "";
  const add = (b: Buffer) => {
    out += b.toString();
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  return { child, out: () => out };
}

/** GET `path` on the child's port: status and JSON body (null when it does not answer). */
async function get(port: number, path: string): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const r = await fetch(`http://127.0.0.1:${port}${path}`);
    const text = await r.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = { text };
    }
    return { status: r.status, body };
  } catch {
    return null;
  }
}

/** Waits until `/healthz` reports at least `failures` failed chat starts; returns that answer. */
async function healthAfter(p: Proc, port: number, failures: number) {
  let last: Awaited<ReturnType<typeof get>> = null;
  await waitFor(
    async () => {
      last = await get(port, "/healthz");
      const m = /已失败 (\d+) 次/.exec(String(last?.body.chatDetail ?? ""));
      return !!m && Number(m[1]) >= failures;
    },
    150_000,
    () => `${failures} failed starts on /healthz (last ${JSON.stringify(last)}); log:\n${p.out()}`,
  );
  return last as unknown as { status: number; body: Record<string, unknown> };
}

/** The log's lines that match `re`. */
const linesOf = (p: Proc, re: RegExp) =>
  p
    .out()
    .split("\n")
    .filter((l) => re.test(l));

/** The server answers its API and its pages while the chat is down. */
async function staysUp(port: number) {
  expect((await get(port, "/games"))?.status).toBe(200);
  expect((await get(port, "/"))?.status).toBe(200);
}

/** A token service that knows no token (404 for every `/v0/hosties/<token>`, like api.chatie.io). */
let tokenService: Server | null = null;

afterAll(async () => {
  killStarted();
  await new Promise((r) => (tokenService ? tokenService.close(r) : r(undefined)));
});

describe("issue 26 item 4: going live — the server stays up and says why the chat is down", () => {
  it("issue 26 item 4: a .env names the puppet and the settings (real environment wins); the service unreachable is one line, 连不上微信服务 on /healthz; LOG_LEVEL=warn still prints the start-up lines", async () => {
    const port = await freePort();
    const closed = await freePort();
    const envFile = join(tmp, "live.env");
    writeFileSync(
      envFile,
      [
        "# what README's Going live says to put there",
        `PORT=${port}`,
        "PGLITE_DIR=memory://",
        "WECHATY_PUPPET=wechaty-puppet-service",
        "WECHATY_PUPPET_SERVICE_TOKEN=insecure_0123456789abcdef",
        `WECHATY_PUPPET_SERVICE_ENDPOINT=127.0.0.1:${closed}`,
        "LOG_FORMAT=pretty",
        "LOG_LEVEL=silent",
        "",
      ].join("\n"),
    );
    // LOG_LEVEL in the real environment wins over the file's `silent`.
    const p = server({ ENV_FILE: envFile, LOG_LEVEL: "warn" });
    const h = await healthAfter(p, port, 2);
    expect(h.status).toBe(503);
    expect(h.body).toMatchObject({ ok: false, db: "up", chat: "down" });
    expect(String(h.body.chatDetail)).toMatch(
      new RegExp(
        `^连不上微信服务（.*ECONNREFUSED 127\\.0\\.0\\.1:${closed}）：检查服务器的网络.*（已失败 \\d+ 次，\\d+ 秒后重试）$`,
      ),
    );
    await staysUp(port);
    // The start-up lines print at LOG_LEVEL=warn, readable (not JSON), naming the .env read.
    expect(linesOf(p, /狼人法官 starting: 已读取 .*live\.env（\d+ 项，1 项以环境变量为准（LOG_LEVEL））/)).toHaveLength(
      1,
    );
    expect(
      linesOf(p, new RegExp(`狼人法官 ready — 嵌入式 PGlite.*http://localhost:${port}/ ；微信：连不上微信服务`)),
    ).toHaveLength(1);
    // One line for the state, though it failed at least twice; no stack, no Wechaty warnings.
    expect(linesOf(p, /wechat: 连不上微信服务/)).toHaveLength(1);
    expect(p.out()).not.toMatch(/^\s+at /m);
    expect(p.out()).not.toMatch(/^\{"level"/m);
    expect(p.out()).not.toMatch(/ServiceCtl|WARN GrpcManager/);
    // `info` lines (requests) stay filtered at warn.
    expect(p.out()).not.toMatch(/incoming request/);
    p.child.kill("SIGTERM");
  }, 240_000);

  it("issue 26 item 4: a token the token service does not know: no crash, one line, 令牌无效 on /healthz", async () => {
    tokenService = createServer((_req, res) => {
      res.writeHead(404, { "content-type": "application/json" });
      res.end("{}");
    });
    const tokenPort = await freePort();
    await new Promise<void>((r) => tokenService?.listen(tokenPort, "127.0.0.1", r));
    const port = await freePort();
    const p = server({
      PORT: String(port),
      PGLITE_DIR: await pgliteCopy(),
      WECHATY_PUPPET: "wechaty-puppet-service",
      WECHATY_PUPPET_SERVICE_TOKEN: "puppet_padlocal_0123456789abcdef",
      WECHATY_PUPPET_SERVICE_AUTHORITY: `http://127.0.0.1:${tokenPort}`,
      LOG_FORMAT: "pretty",
    });
    const h = await healthAfter(p, port, 2);
    expect(p.child.exitCode).toBeNull();
    expect(h.body).toMatchObject({ ok: false, chat: "down" });
    expect(String(h.body.chatDetail)).toMatch(
      /^令牌无效：查不到 WECHATY_PUPPET_SERVICE_TOKEN 对应的协议服务.*核对令牌/,
    );
    await staysUp(port);
    expect(linesOf(p, /wechat: 令牌无效/)).toHaveLength(1);
    expect(p.out()).not.toMatch(/TypeError|^\s+at /m);
    p.child.kill("SIGTERM");
  }, 240_000);

  it("issue 26 item 4: a puppet that is not installed: one line naming npm install, /healthz says it, the web and the API answer", async () => {
    const port = await freePort();
    const p = server({
      PORT: String(port),
      PGLITE_DIR: await pgliteCopy(),
      WECHATY_PUPPET: "wechaty-puppet-not-installed",
      LOG_FORMAT: "pretty",
    });
    const h = await healthAfter(p, port, 2);
    expect(h.body).toMatchObject({ ok: false, chat: "down" });
    expect(String(h.body.chatDetail)).toMatch(
      /^没有安装微信协议包 wechaty-puppet-not-installed：在服务器目录运行 npm install wechaty-puppet-not-installed/,
    );
    await staysUp(port);
    expect(linesOf(p, /wechat: 没有安装微信协议包 wechaty-puppet-not-installed/)).toHaveLength(1);
    expect(p.out()).not.toMatch(/NOPUPPET|^\s+at /m);
    p.child.kill("SIGTERM");
  }, 240_000);

  it("issue 26 item 4: the mocked network says so loudly in the log and /healthz (chat: mock)", async () => {
    const port = await freePort();
    const p = server({ PORT: String(port), PGLITE_DIR: await pgliteCopy(), LOG_LEVEL: "warn" });
    let h: Awaited<ReturnType<typeof get>> = null;
    await waitFor(
      async () => {
        h = await get(port, "/healthz");
        return h?.body.chat === "mock";
      },
      150_000,
      () => `chat: mock on /healthz; log:\n${p.out()}`,
    );
    const body = (h as unknown as { status: number; body: Record<string, unknown> }).body;
    expect(body.ok).toBe(true);
    expect(String(body.chatDetail)).toMatch(/^在模拟网络上运行，没有真实微信账号：谁也联系不到这个机器人/);
    // Not a terminal and no LOG_FORMAT: JSON lines, the warning among them.
    const warn = p
      .out()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => /在模拟网络上运行/.test(l.msg));
    expect(warn).toHaveLength(1);
    expect(warn[0].level).toBe(40);
    p.child.kill("SIGTERM");
  }, 240_000);
});
