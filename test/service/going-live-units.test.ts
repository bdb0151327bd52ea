/**
 * Issue 26 items 4 and 10, the parts without a process: `.env` never overrides the real
 * environment and a missing file is fine; the log format follows LOG_FORMAT and the terminal; the
 * operator's lines print at `info` under LOG_LEVEL=warn but not under `silent`; start errors are
 * sorted into the network and the rest; a puppet that is not installed names `npm install`.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { dotEnvLine, loadDotEnv } from "../../src/app/load-env.ts";
import { operatorLog, prettyLogs } from "../../src/app/logging.ts";
import { ChatProblem, checkInstalled, checkServiceToken, classifyStartError } from "../../src/chat/puppet-check.ts";

describe("issue 26 item 4: .env", () => {
  it("issue 26 item 4: .env fills what the environment lacks, the environment wins, a missing file reads nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "dotenv-"));
    const path = join(dir, ".env");
    writeFileSync(path, '# comment\nPORT=4001\nWECHATY_PUPPET="wechaty-puppet-service"\nexport LOG_LEVEL=debug\n');
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: "warn" };
    const r = loadDotEnv(path, env);
    expect(env).toEqual({ LOG_LEVEL: "warn", PORT: "4001", WECHATY_PUPPET: "wechaty-puppet-service" });
    expect(r).toEqual({ path, applied: ["PORT", "WECHATY_PUPPET"], kept: ["LOG_LEVEL"] });
    expect(dotEnvLine(r)).toBe(`已读取 ${path}（2 项，1 项以环境变量为准（LOG_LEVEL））`);
    expect(loadDotEnv(join(dir, "none.env"), env)).toBeNull();
    expect(dotEnvLine(null)).toBe("没有 .env 文件（只用环境变量）");
  });
});

describe("issue 26 item 10: log format and the operator's lines", () => {
  it("issue 26 item 10: readable on a terminal, JSON otherwise, LOG_FORMAT forces either", () => {
    expect(prettyLogs({}, true)).toBe(true);
    expect(prettyLogs({}, false)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: "json" }, true)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: "pretty" }, false)).toBe(true);
  });

  it("issue 26 item 10: operator lines print at info under LOG_LEVEL=warn, nothing under silent", () => {
    const seen = (level: string) => {
      const lines: string[] = [];
      const out = new Writable({
        write(c, _e, cb) {
          lines.push(String(c));
          cb();
        },
      });
      const log = pino({ level }, out);
      log.info("plain info");
      operatorLog(log).info("ready");
      return lines.map((l) => JSON.parse(l).msg);
    };
    expect(seen("warn")).toEqual(["ready"]);
    expect(seen("error")).toEqual(["ready"]);
    expect(seen("info")).toEqual(["plain info", "ready"]);
    expect(seen("silent")).toEqual([]);
  });
});

describe("issue 26 item 4: why a puppet cannot start", () => {
  it("issue 26 item 4: refused, unavailable and time-outs are the network; anything else is the puppet's own line", () => {
    expect(classifyStartError(new Error("14 UNAVAILABLE: No connection established\n at x")).kind).toBe("network");
    expect(classifyStartError(new Error("Timeout after 5000 ms")).kind).toBe("network");
    const other = classifyStartError(new Error("something odd\n    at stack"));
    expect(other).toMatchObject({ kind: "failed", message: "微信协议包启动失败（something odd）" });
  });

  it("issue 26 item 4: a puppet not installed names npm install; an installed one passes", async () => {
    await expect(checkInstalled("wechaty-puppet-nowhere")).rejects.toThrow(
      /^没有安装微信协议包 wechaty-puppet-nowhere：在服务器目录运行 npm install wechaty-puppet-nowhere/,
    );
    await expect(checkInstalled("wechaty-puppet-mock")).resolves.toBeUndefined();
  });

  it("issue 26 item 4: no token and a token without its provider prefix are told before any lookup", async () => {
    const e1 = await checkServiceToken({}).catch((e) => e);
    expect(e1).toBeInstanceOf(ChatProblem);
    expect(e1).toMatchObject({ kind: "token" });
    expect(e1.message).toMatch(/^没有令牌/);
    const e2 = await checkServiceToken({ WECHATY_PUPPET_SERVICE_TOKEN: "abc" }).catch((e) => e);
    expect(e2.message).toMatch(/^令牌格式不对/);
    await expect(checkServiceToken({ WECHATY_PUPPET_SERVICE_ENDPOINT: "h:1" })).resolves.toBeUndefined();
  });
});
