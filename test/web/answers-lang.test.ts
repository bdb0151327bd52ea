/**
 * The web's answers in three languages (issue 23 goal 3, the `web_answers` book): the console's
 * control answers, refusals and login link, the playground's refusals, the live / replay / assets
 * 404s, the stream refusals and ends, and the replay's judge name and phase titles follow the
 * request's language (`?lang`, the `lang` cookie, `Accept-Language`). English has no Chinese but
 * the quoted commands a judge or player types; 繁體 is OpenCC's 简体; 简体 is what it always was.
 * Unit level and `inject` only: no table is started, no browser.
 */
import { readFileSync } from "node:fs";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeasonBook } from "../../src/app/season.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { toHant } from "../../src/vocab/hant.ts";
import type { Lang } from "../../src/vocab/index.ts";
import { type Msg, render, say } from "../../src/vocab/msg.ts";
import { phaseTitle, replayPhases } from "../../src/voice/replay-view.ts";
import { ConsoleDesk, consoleWords, controlText, SESSION_COOKIE } from "../../src/web/console.ts";
import { ControlBody } from "../../src/web/console-controls.ts";
import { registerWeb } from "../../src/web/index.ts";
import { bodyError } from "../../src/web/lang.ts";
import { Playground } from "../../src/web/playground.ts";
import { GAME_OVER, NewTable, NOT_YOURS, Say, TABLES_FULL } from "../../src/web/playground-options.ts";
import { gameOver, refuse, StreamGate, tableClosed } from "../../src/web/streams.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** English with the quoted commands (typed as written) taken out. */
const unquoted = (t: string) => t.replace(/"[^"\n]*"/g, '""');
/** 繁體 as the books write it: OpenCC's, with the console (控制台), script players (腳本) and 復盤 kept. */
const hant = (t: string) =>
  toHant(t).replaceAll("控制檯", "控制台").replaceAll("指令碼", "腳本").replaceAll("覆盤", "復盤");
const english = (t: string) => {
  expect(unquoted(t), t).not.toMatch(CJK);
  expect(t, t).not.toMatch(/\{\{|undefined/);
};

describe("the console's answers", () => {
  // The DM answers the console rewords: the paused game's, a control's confirmation, a shot's.
  const dms: Msg[] = [
    say("reject_day.judge_paused", { cmd: { msg: "继续" }, cmd2: { msg: "作废" } }),
    say("dm_desk.confirm", {
      what: { msg: say("dm_desk.what_eject", { seat: { seat: 3 } }) },
      reason: "off-table talk",
      cmd: { msg: "确认" },
      cmd2: { msg: "取消" },
    }),
    say("status.shot", { cmd: { msg: "开枪X号" }, cmd2: { msg: "不开枪" } }),
  ];
  const worded = (l: Lang) => dms.map((m) => consoleWords(render(m, l), l));

  it("简体 as before: 点“继续”按钮, 点“确认”, 私聊发送", () => {
    expect(worded("zh-Hans")).toEqual([
      "游戏已暂停：请先点“继续”按钮恢复游戏（或“作废”）。",
      "确认踢出3号？理由：off-table talk。点“确认”执行，点“取消”放弃（5分钟内有效）。",
      "请私聊发送“开枪X号”或“不开枪”。",
    ]);
  });

  it("English: the page's buttons by their English names, a DM command quoted", () => {
    const en = worded("en");
    for (const t of en) {
      english(t);
      expect(t).not.toMatch(/\breply\b/i);
    }
    expect(en[0]).toContain('click the "Resume" button');
    expect(en[1]).toContain('click "Confirm"');
    expect(en[2]).toContain('send "开枪X号" by DM');
  });

  it("繁體: OpenCC's 简体 (回復 / 回覆 and the converted commands read too)", () => {
    expect(worded("zh-Hant")).toEqual(worded("zh-Hans").map(toHant));
  });

  it("a refused control and a refused body read in the page's language", () => {
    const refusals = [
      controlText({ control: "skip", confirm: true }),
      controlText({ control: "warn", reason: "x", confirm: true }),
      controlText({ control: "correct", seat: 3, reason: "x", confirm: true }),
      controlText({ control: "void", reason: "a\u0001", confirm: true }),
    ].map((r) => ("error" in r ? r.error : "no refusal"));
    expect(refusals.map((m) => render(m))).toEqual([
      "跳过发言需要填写理由",
      "请选择座位号",
      "请填写更正后的操作，例如“投3”",
      "理由里不能有控制字符",
    ]);
    for (const m of refusals) {
      english(render(m, "en"));
      expect(render(m, "zh-Hant")).toBe(toHant(render(m)));
    }
    expect(render(refusals[0], "en")).toBe("Skip speech needs a reason");
    const bodies = [
      ControlBody.safeParse({ control: "pause" }).error,
      Say.safeParse({ seat: 1, where: "dm", text: " " }).error,
      Say.safeParse({ seat: 1, where: "dm", text: "长".repeat(201) }).error,
      NewTable.safeParse({ ruleset: "classic", board: "x", seat: 1, others: "me", speed: 7 }).error,
      undefined,
    ];
    expect(bodies.map((e) => bodyError(e, "zh-Hans"))).toEqual([
      "请先确认",
      "消息不能为空",
      "消息太长（最多200字）",
      "不支持的倍速",
      "请求有误",
    ]);
    for (const e of bodies) {
      english(bodyError(e, "en"));
      expect(bodyError(e, "zh-Hant")).toBe(toHant(bodyError(e, "zh-Hans")));
    }
  });
});

/** A season book that knows only a staff list (`contactId:role`). */
const bookOf = (staff: Set<string>) =>
  ({
    isStaff: async (id: string, role: string) => staff.has(`${id}:${role}`),
    names: async () => (id: string) => id,
  }) as unknown as SeasonBook;

describe("the pages' routes answer in the request's language", () => {
  let app: FastifyInstance;
  let desk: ConsoleDesk;
  const EN = { "accept-language": "en-US,en;q=0.9" };
  const HANT = { cookie: "lang=zh-Hant" };

  beforeAll(async () => {
    desk = new ConsoleDesk({
      baseUrl: "http://x",
      sources: () => [],
      book: bookOf(new Set(["j1:judge"])),
      log: pino({ level: "silent" }),
    });
    const playground = new Playground({
      log: pino({ level: "silent" }),
      maxTables: 0,
      startRuntime: () => Promise.reject(new Error("no table starts here")),
    });
    app = Fastify({ logger: false });
    await app.register(swagger);
    await registerWeb(app, { book: bookOf(new Set()), desk, playground });
    await app.ready();
  }, 60_000);
  afterAll(() => app.close());

  /** The `detail` of `method url` in 简体 (no language asked), English and 繁體. */
  async function details(method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) {
    const ask = async (h: Record<string, string>) => {
      const both = [headers.cookie, h.cookie].filter(Boolean).join("; ");
      const r = await app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...h, ...(both ? { cookie: both } : {}) },
      });
      return { status: r.statusCode, detail: String((r.json() as { detail?: string }).detail ?? r.body) };
    };
    const [zh, en, tw] = [await ask({}), await ask(EN), await ask(HANT)];
    expect(en.status, url).toBe(zh.status);
    expect(tw.status, url).toBe(zh.status);
    english(en.detail);
    expect(tw.detail).toBe(hant(zh.detail));
    return { status: zh.status, zh: zh.detail, en: en.detail };
  }

  it("the playground's refusals (bad body, no board, seats, the cap, no table)", async () => {
    const table = { ruleset: "ranked-s7", board: "444-idiot", seat: 0, others: "me", speed: 60 };
    const cases: [object, number, string][] = [
      [{ ...table, speed: 7 }, 400, "不支持的倍速"],
      [{ ...table, board: "x" }, 400, "这个规则集里没有这个板子（试玩只有12人板子和版杀25人）"],
      [{ ...table, seat: 13 }, 400, "这个板子只有12个座位"],
      [{ ...table, others: "script" }, 400, "有脚本玩家时请选一个座位"],
      [table, 503, "试玩桌已满（最多同时开0桌），请稍后再试。"],
    ];
    for (const [body, status, zh] of cases)
      expect(await details("POST", "/play/tables", body)).toMatchObject({ status, zh });
    expect((await details("POST", "/play/nope/say", { seat: 1, where: "dm", text: "过" })).zh).toBe(
      "没有这张试玩桌（可能已经关闭）",
    );
    // The answers the routes of a running table send, rendered as they are.
    for (const m of [GAME_OVER, NOT_YOURS, TABLES_FULL(2)]) {
      english(render(m, "en"));
      expect(render(m, "zh-Hant")).toBe(hant(render(m)));
    }
  });

  it("the console's login, its link and a game that is not yours", async () => {
    const login = await details("GET", "/console/games/g1/events");
    expect(login).toMatchObject({ status: 401, zh: "请先登录：私聊机器人发送“控制台”获取登录链接" });
    expect(login.en).toContain('"控制台"');
    const link = await desk.link("j1");
    expect(render(link)).toMatch(
      /^法官控制台登录链接（10分钟内有效，只能用一次，请勿转发）：\nhttp:\/\/x\/console\/login\?t=/,
    );
    english(render(link, "en"));
    expect(render(link, "zh-Hant")).toMatch(/^法官控制台登入連結/);
    for (const l of ["en", "zh-Hant"] as const)
      expect(render(await desk.link("nobody"), l)).not.toBe(render(await desk.link("nobody")));
    english(render(await desk.link("nobody"), "en"));
    const token = /t=([\w-]+)/.exec(render(link))?.[1];
    const sid = (await app.inject(`/console/login?t=${token}`)).cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const mine = await details("GET", "/console/games/g1/events", undefined, { cookie: `${SESSION_COOKIE}=${sid}` });
    expect(mine).toMatchObject({ status: 403, zh: "这不是你执裁或督察的对局" });
  });

  it("live, replay and assets 404s", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await details("GET", `/live/${id}/events`)).zh).toBe("没有这局游戏");
    expect((await details("GET", `/live/${id}/thread/events`)).zh).toBe("没有这局版杀");
    expect((await details("GET", `/replay/${id}/scenario.json`)).zh).toBe("没有这局游戏");
    expect((await details("GET", "/assets/words/fr.json")).zh).toBe("没有这种语言");
    expect((await details("GET", "/assets/")).zh).toBe("没有这个路径");
  });

  it("a refused stream (JSON and its page) and a stream's end", async () => {
    const gate = new StreamGate({ perClient: 1, total: 5 });
    gate.enter("ip");
    const r = gate.enter("ip");
    if (!("code" in r)) throw new Error("not refused");
    const probe = Fastify();
    probe.get("/x", (req, reply) => refuse(req, reply, r));
    const as = async (headers: Record<string, string>) => (await probe.inject({ url: "/x", headers })).body;
    const zh = JSON.parse(await as({})).detail;
    expect(zh).toBe("你打开的直播页面太多了（同一地址最多 1 个），请关掉一些页面后再刷新。");
    english(JSON.parse(await as(EN)).detail);
    expect(JSON.parse(await as({ "accept-language": "zh-TW" })).detail).toBe(toHant(zh));
    const page = await as({ ...EN, accept: "text/html" });
    expect(page).toContain('<html lang="en">');
    english(page);
    expect(await as({ accept: "text/html" })).toContain("<title>请稍后再试 · 狼人法官</title>");
    for (const end of [tableClosed, gameOver]) {
      english(end("en").detail);
      expect(end("zh-Hant").detail).toBe(toHant(end().detail));
    }
    expect([tableClosed().detail, gameOver().detail]).toEqual(["这桌已关闭", "本局已结束"]);
  });
});

describe("the replay's transcript: the judge's name and the phases' titles", () => {
  const file = `${import.meta.dirname}/../scenarios/classic/C1-night-1-and-day-deaths-have-last-words-later-night-deaths-none.json`;
  const { replay } = runScenario(parseScenario(JSON.parse(readFileSync(file, "utf8"))));
  const phases = (l: Lang) => replayPhases(replay.events, [], [], { kind: "judge" }, [], l);

  it("简体 as before; English and 繁體 in their words", () => {
    expect(["N0", "N1", "D2", "S"].map((l) => phaseTitle(l))).toEqual(["开局", "第1夜", "第2天", "开局"]);
    expect(["N0", "N1", "D2"].map((l) => phaseTitle(l, "en"))).toEqual(["Setup", "Night 1", "Day 2"]);
    const [zh, en, hant] = [phases("zh-Hans"), phases("en"), phases("zh-Hant")];
    expect(zh.length).toBeGreaterThan(2);
    const bots = (ps: typeof zh) =>
      ps.flatMap((p) => p.entries.flatMap((e) => (e.k === "line" && e.from === "bot" ? [e.name] : [])));
    expect(new Set(bots(zh))).toEqual(new Set(["法官"]));
    expect(new Set(bots(en))).toEqual(new Set(["Judge"]));
    expect(new Set(bots(hant))).toEqual(new Set(["法官"]));
    for (const p of en) english(p.title);
    expect(hant.map((p) => p.title)).toEqual(zh.map((p) => toHant(p.title)));
    expect(zh.map((p) => p.title)).toEqual(zh.map((p) => phaseTitle(p.label)));
  });
});
