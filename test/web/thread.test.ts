/**
 * Issue 14 item 7 in a real browser: the thread view of a forum-25 game (seed 004) on the real
 * stack (mocked network, router, GameService, in-process timers, outbox) on an anchored clock.
 * Two days are played through the thread as players and directors would post them (F3
 * ballots, a change, an abstention, a director's 代投, a blue card, 提速), with a night's kill and
 * check between; the page shows the ballots in post order, the counts and their results (sheriff
 * F4, exile F5), the opening's announcement (F8) and the app's post counts per seat and day — and
 * neither the page nor any message of its stream names a role or a night act before the end, nor
 * sends anything while the night acts come in (a fixed poll, public changes only). The rule clock
 * runs at real time and jumps to each deadline (the opening, a sped-up close, the night's steps)
 * once the thread is quiet (test/idle-jumps.ts, issue 24 goal 5), instead of waiting out the
 * calendar at 1800×.
 */
import { pino } from "pino";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { wolfGroup } from "../../src/engine/families/forum-25/common.ts";
import { buildApp } from "../../src/http/app.ts";
import { ConsoleDesk, registerWeb, runtimeSource } from "../../src/web/index.ts";
import { POLL_MS } from "../../src/web/live.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import type { ForumThread } from "../../src/web/thread.ts";
import { jumpUntil } from "../idle-jumps.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { collectEvents, launchBrowser } from "./stack.ts";

/** Rule ms per wall ms the runtime's timers are armed for (the clock itself runs at 1× between jumps). */
const SPEED = 1800;
/** 06:00 Asia/Shanghai on 2026-03-02: day 1 opens at 09:00 the same morning. */
const RULE_START = Date.UTC(2026, 2, 1, 22, 0);
/** Role names of forum-25 (004 1L) and the night's secrets (F11, F14, F17, F21). */
const ROLES = /狼王|幼狼|狼人(?!阵营)|村长|先知|预言家|女巫|情痴|猎人|守卫|丘比特|白痴|姐妹|仆人|平民|村民(?!阵营)/;
const SECRETS = /查验|验\s?\d|通灵|指杀|被杀|救药|解药|毒药|冲锋|爱慕|守护|空守|刀\s?\d/;

let net: MockNetwork;
let rt: Runtime;
let browser: Browser;
let base = "";
let close: () => Promise<void> = async () => {};
let director: mock.ContactMock;
let players: mock.ContactMock[];
let group: mock.RoomMock;
let gameId = "";
const roleOf = new Map<number, string>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The rule clock: at real time (1×) between deadlines, so nothing closes while the test posts or a
 * night act is on its way; it jumps to each deadline once the thread is quiet (see passDeadlines).
 */
const clock = new PlayClock(SPEED, RULE_START);
clock.slow();
const post = async (c: mock.ContactMock, text: string) => {
  c.say(text).to(group);
  await sleep(30);
};
const dm = async (c: mock.ContactMock, text: string) => {
  c.say(text).to(net.botUser);
  await sleep(30);
};
const groupHas = (re: RegExp, timeout = 60_000) =>
  net.waitFor((m) => m.room === group.id && m.from === net.botUser.id && re.test(m.text), timeout);
/** Until the router has read every message and the bot has sent every answer (nothing crosses the network for 300 ms). */
const quiet = async () => {
  for (;;) {
    await rt.outbox.idle();
    const seen = net.wire.length;
    await sleep(300);
    if (net.wire.length === seen && rt.inbound.conversations === 0) return;
  }
};
/** Jumps the rule clock deadline by deadline, each once the thread is quiet, until the bot posts `re` there. */
const passDeadlines = (re: RegExp) => jumpUntil(rt, net, group.id, clock, groupHas(re, 120_000));
const seatsOf = (role: string) => [...roleOf].filter(([, r]) => r === role).map(([s]) => s);
/** `HH:mm` local (UTC+8) `min` rule minutes from now: a 提速 close. */
const inMinutes = (min: number) => {
  const t = new Date(rt.clock() + min * 60_000 + 8 * 3_600_000);
  return `${String(t.getUTCHours()).padStart(2, "0")}:${String(t.getUTCMinutes()).padStart(2, "0")}`;
};

const ac = new AbortController();
let stream: ReturnType<typeof collectEvents>;
/** Rule ms when each thread message arrived. */
const arrivals: number[] = [];
/** How many thread messages had arrived once the night's acts were in and the stream had polled them. */
let threadsAfterActs = 0;
let sheriff = 0;
let victim = 0;
let exiled = 0;
let abstainer = 0;
let changer = 0;
let actsAt = 0;
let pageHtml = "";
let pageText = "";
let liveLink = 0;

beforeAll(async () => {
  net = new MockNetwork();
  const log = pino({ level: "silent" });
  [rt, browser] = await Promise.all([
    startRuntime({
      log,
      speed: SPEED,
      anchor: clock.anchor(),
      bot: { bot: net.bot, network: net },
      seed: () => 13,
      judges: null,
      outboxPollMs: 100,
      dataDir: await pgliteCopy(),
      channel: "web-thread",
    }),
    launchBrowser(),
  ]);
  const src = runtimeSource(rt, SPEED);
  const desk: ConsoleDesk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: rt.book, log });
  const app = await buildApp({
    db: rt.store.db,
    service: rt.service,
    book: rt.book,
    log,
    mode: () => "test",
    extend: (a) => registerWeb(a, { main: src, book: rt.book, desk }),
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  close = async () => {
    await app.close();
  };

  director = net.contact("wt_director", "导演A");
  const director2 = net.contact("wt_director2", "导演B");
  players = Array.from({ length: 25 }, (_, i) => net.contact(`wt_p${i + 1}`, `玩家${i + 1}`));
  group = net.room("版杀·讨论帖", [director, director2, ...players]);
  await post(director, "开房 版杀");
  await groupHas(/开房：版杀/);
  await post(director, "加导演 wt_director2");
  await groupHas(/成为本局导演/);
  for (const p of players) await post(p, "报名");
  await groupHas(/25\/25/);
  await post(director2, "开始");
  await groupHas(/版杀开局/);
  const game = await rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: group.id }, include: { seats: true } });
  gameId = game.id;
  for (const x of game.seats) roleOf.set(x.seat, x.role);
  stream = collectEvents(`${base}/live/${gameId}/thread/events`, ac.signal);
  void (async () => {
    let seen = 0;
    while (!ac.signal.aborted) {
      for (; seen < stream.events.length; seen++) arrivals.push(clock.now());
      await sleep(20);
    }
  })();

  const villagers = seatsOf("villager");
  [sheriff, victim, abstainer] = villagers;
  exiled = seatsOf("werewolf")[0];
  changer = [...roleOf.keys()].find((s) => ![sheriff, victim, abstainer, 25].includes(s)) ?? 1;

  // Day 1 (F4): everyone names the sheriff; one abstains, one changes, seat 25 by proxy (7L 9).
  await passDeadlines(/第1天开门/);
  for (let i = 1; i <= 3; i++) await post(players[0], `玩家1的第${i}帖：今天先听听大家的发言`);
  await post(players[1], "玩家2：我先跟一票");
  for (const [i, p] of players.entries()) {
    const seat = i + 1;
    if (seat === 25) continue;
    if (seat === abstainer) await post(p, "投票对象：弃权\n投票理由：还没想好");
    else if (seat === changer) {
      await post(p, `投票对象：${exiled}号\n投票理由：先投一票`);
      await post(p, `改票对象：${sheriff}号\n改票理由：听完发言改票`);
    } else await post(p, `投票对象：${sheriff}号\n投票理由：${sheriff}号发言清楚`);
  }
  await dm(director, `代投 25号 ${sheriff}号`);
  await dm(director, "蓝牌 5号 发言与游戏无关");
  await groupHas(/导演判罚：5号蓝牌/);
  await dm(director, `提速 ${inMinutes(40)}`);
  await groupHas(/导演提速/);
  await passDeadlines(/进入第1夜/);
  // Night 1 (F11, F21): the wolves' group agrees a kill, the seer checks — by DM, nothing public.
  actsAt = clock.now();
  const st = await rt.service.state(gameId);
  if (!st) throw new Error("no state");
  for (const x of wolfGroup(st)) players[x.seat - 1].say(`刀 ${victim}号`).to(net.botUser);
  for (const s of seatsOf("seer")) players[s - 1].say(`验 ${exiled}`).to(net.botUser);

  // The acts read (the router idle), then three of the stream's polls before the clock moves on.
  await quiet();
  await sleep(3 * POLL_MS);
  threadsAfterActs = threads().length;

  // Day 2 (F5): ten seats name the wolf (a sped-up day gives no card for a missing ballot, F2).
  await passDeadlines(/第2天公示/);
  const alive = (await rt.service.state(gameId))?.seats.filter((x) => x.alive).map((x) => x.seat) ?? [];
  for (const seat of alive.slice(0, 10))
    await post(players[seat - 1], `投票对象：${exiled}号\n投票理由：大家都说他可疑`);
  await dm(director, `提速 ${inMinutes(40)}`);
  await passDeadlines(/关门：第2天投票结束/);
  // The stream has sent the day's count.
  while (!threads().at(-1)?.days[1]?.count) await sleep(50);

  const page = await browser.newPage();
  await page.goto(`${base}/live/${gameId}`);
  await page.getByTestId("thread-link").click();
  await page.getByTestId("result-2").waitFor({ timeout: 15_000 });
  liveLink = 1;
  pageHtml = await page.content();
  pageText = (await page.textContent("#app")) ?? "";
  await page.close();
}, 300_000);

afterAll(async () => {
  ac.abort();
  await browser?.close();
  await close();
  await rt?.stop();
});

const threads = () => stream.events.filter((e) => e.event === "thread").map((e) => JSON.parse(e.data) as ForumThread);

describe("the forum thread view (issue 14 item 7)", () => {
  it("is linked from the live page and shows day 1's ballots in post order: 投票, 改票, 弃权, 代投, and the sheriff", async () => {
    expect(liveLink).toBe(1);
    const last = threads().at(-1);
    const d1 = last?.days[0];
    expect(d1?.round).toBe("sheriff");
    expect(d1?.spedUp).toBe(true);
    const mine = d1?.ballots.filter((b) => b.seat === changer) ?? [];
    expect(mine.map((b) => [b.target, b.change])).toStrictEqual([
      [exiled, false],
      [sheriff, true],
    ]);
    expect(d1?.ballots.find((b) => b.seat === abstainer)?.target).toBeNull();
    expect(d1?.ballots.at(-1)).toMatchObject({ seat: 25, target: sheriff, proxy: true, change: false });
    expect(d1?.count?.result).toMatchObject({ kind: "sheriff", seat: sheriff });
    expect(d1?.count?.abstain).toContain(abstainer);
    expect(d1?.count?.tally[0]).toMatchObject({ seat: sheriff, votes: 24 });
    const ballotRows = pageText.match(/改票：/g) ?? [];
    expect(ballotRows.length).toBe(1);
    for (const t of ["第1天 · 投票选警长", "关门统计（警长）", `玩家${sheriff}当选警长`, "弃权", "代投", "改票"])
      expect(pageText).toContain(t);
    expect(pageText).toContain(`${changer}号玩家${changer}`);
  });

  it("shows day 2: the opening's announcement in death order, the count and the exile (F5, F8)", async () => {
    const d2 = threads().at(-1)?.days[1];
    const deaths = (await rt.store.db.gameEvent.findMany({ where: { gameId, type: "announced" } })).map(
      (r) => (r.data as { deaths: number[] }).deaths,
    );
    expect(d2?.announced?.map((d) => d.seat)).toStrictEqual(deaths.at(-1));
    expect(d2?.announced?.[0]?.seat).toBe(victim);
    expect(d2?.count?.result).toMatchObject({ kind: "exile", seat: exiled });
    expect(d2?.count?.tally[0].seat).toBe(exiled);
    expect(pageText).toContain("关门统计（放逐）");
    expect(pageText).toContain(`公示：昨晚出局的角色（按出局顺序）：${victim}号玩家${victim}`);
    expect(pageText).toContain(`${exiled}号玩家${exiled}被放逐`);
    expect(pageText).toMatch(/蓝牌：导演判罚：发言与游戏无关/);
  });

  it("shows each seat's post count per day: the app's counts (发言数)", async () => {
    const rows = await rt.store.db.forumPostCount.findMany({ where: { gameId } });
    const d1 = new Map(rows.filter((r) => r.day === 1).map((r) => [r.seat, r.posts]));
    expect(d1.get(1)).toBeGreaterThanOrEqual(4);
    expect(d1.get(1)).toBeGreaterThan(d1.get(3) ?? 0);
    const index = threads().at(-1)?.index ?? [];
    for (const r of index) {
      expect(r.posts[0]).toBe(d1.get(r.seat) ?? 0);
      expect(r.posts[1]).toBe(rows.find((x) => x.seat === r.seat && x.day === 2)?.posts ?? 0);
    }
    expect(index.find((r) => r.seat === 5)?.cards).toBe("蓝牌");
    expect(pageText).toContain("发言数");
    expect(pageHtml).toMatch(new RegExp(`data-seat="1"><td>1号玩家1</td><td>${d1.get(1)}</td>`));
  });

  it("never names a role or a night act: page HTML and every stream message, before the end", () => {
    expect(threads().length).toBeGreaterThan(5);
    for (const t of threads()) expect(t.winnerZh).toBeNull();
    for (const e of stream.events) {
      expect(e.data, e.data).not.toMatch(ROLES);
      expect(e.data, e.data).not.toMatch(SECRETS);
    }
    // The site's name (狼人法官) is in every page's title.
    const html = pageHtml.replaceAll("狼人法官", "");
    expect(html).not.toMatch(ROLES);
    expect(html).not.toMatch(SECRETS);
  });

  it("sends nothing while the night acts come in: one message for the close, the next at the opening", () => {
    const t = threads();
    const night = t.filter((x) => x.label === "N1");
    expect(night).toHaveLength(1);
    const i = t.indexOf(night[0]);
    expect(t[i + 1]?.label).toBe("D2");
    // The kills and the check were sent as the night began; once they were in, the stream had sent
    // nothing after the close; the next message came with the opening, rule hours later.
    expect(t[threadsAfterActs - 1]?.label).toBe("N1");
    expect(arrivals[i + 1] - actsAt).toBeGreaterThan(10 * 3_600_000);
  });
});
