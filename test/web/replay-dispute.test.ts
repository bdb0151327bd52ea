/**
 * Issue 26 item 5 done-criterion: a game with a dispute — an interruption (a player speaking out
 * of turn in the match group) and a late vote (a ballot DMed after the vote closed) — played
 * through the real stack (mocked WeChat, runtime, router, outbox, pages). The replay settles it:
 * both are in the transcript with their times in the right phase, beside the bot's ruling and its
 * reason in words; the engine's internal steps are not shown; a seat's view holds no other seat's
 * DMs and a villager's no wolves' room; the judge's view needs his console session. The judge
 * (and the inspector) got each night's recap by DM, and the end post links the 复盘.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import { Director, makeTable, type Table } from "../../src/sim/director.ts";
import { render } from "../../src/vocab/msg.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { playWithJumps } from "../idle-jumps.ts";
import { launchBrowser, type WebStack, webStack } from "./stack.ts";

const BASE_URL = "https://judge.example.com";
const LONG = `长${"话".repeat(700)}`;
const seatsIn = (s: string) => [...s.matchAll(/(\d+)号/g)].map((m) => Number(m[1]));

type Entry = {
  k: "event" | "line";
  t: number;
  text: string;
  reason?: string;
  room?: string;
  seat?: number | null;
  from?: string;
};
type Phase = { label: string; title: string; entries: Entry[] };
type Replay = { phases: Phase[]; steps: { type: string }[]; roles: { seat: number; roleZh: string }[] };
/** The last index in `xs` where `f` holds, or -1. */
const lastIndex = <T>(xs: readonly T[], f: (x: T) => boolean) => {
  for (let i = xs.length - 1; i >= 0; i--) if (f(xs[i])) return i;
  return -1;
};

describe("the replay settles a dispute (issue 26 item 5)", () => {
  let w: WebStack;
  let browser: Browser;
  let table: Table;
  let gameId = "";
  let interrupter = 0;
  const interruption = "我插一句：我觉得前面那位在划水";
  let late: { seat: number; text: string } | null = null;
  let ended = false;
  /** The exile votes' results the group was told (for a failure's message). */
  const results: string[] = [];
  const savedBase = process.env.PUBLIC_BASE_URL;

  const get = async (as: string, cookie = "") =>
    fetch(`${w.base}/replay/${gameId}/steps.json?as=${as}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    process.env.PUBLIC_BASE_URL = BASE_URL;
    // 30×, and a clock that jumps to the next deadline whenever the table waits on one (issue 24
    // goal 5); the dispute's messages come within the driver's quiet spell, so none is jumped over.
    const clock = new PlayClock(30, Date.now() * 30);
    [w, browser] = await Promise.all([webStack({ clock }), launchBrowser()]);
    table = makeTable(w.s.net, "disp");
    await w.s.rt.book.setStaff(table.judge.id, "judge", "法官老王", true);
    await w.s.rt.book.setStaff(table.inspector.id, "inspector", "督察小李", true);
    const net = w.s.net;
    const seatOf = new Map(table.players.map((p, i) => [p.id, i + 1]));
    const dead = new Set<number>();
    let day = 0;
    let speaker = 0;
    // The dispute, typed by players beside the scripted game.
    net.onMessage((m: WireMessage) => {
      if (m.room !== table.group.id) return;
      if (m.from === net.botUser.id) {
        for (const s of seatsIn(/昨晚死亡的是：(.*)。/.exec(m.text)?.[1] ?? "")) dead.add(s);
        const out = /^(\d+)号(被放逐出局|被开枪带走|两次黑麦|被法官判罚出局|自爆)/.exec(m.text);
        if (out) dead.add(Number(out[1]));
        if (/（第(\d+)夜）/.test(m.text)) day = 0;
        const call = /^请(\d+)号发言/.exec(m.text);
        if (call) {
          day = 1;
          speaker = Number(call[1]);
        }
        // A ballot DMed once the exile vote closed (a sole top: no PK vote opens for it).
        const result = /^放逐(?:PK)?投票结果：(\d+)号([\d.]+)票(?:，(\d+)号([\d.]+)票)?/.exec(m.text);
        if (/^放逐.*结果/.test(m.text)) results.push(m.text);
        if (result && !late && result[2] !== result[4]) {
          const top = Number(result[1]);
          const voters = [...m.text.matchAll(/^(\d+)号→/gm)].map((x) => Number(x[1]));
          const voter = voters.find((v) => v !== top && !dead.has(v));
          if (voter) {
            late = { seat: voter, text: `投${top}号` };
            const text = late.text;
            setTimeout(() => table.players[voter - 1].say(text).to(net.botUser), 200);
          }
        }
        return;
      }
      // The first day speech: once its speaker talks, another living player talks over him.
      const seat = seatOf.get(m.from);
      if (day === 1 && seat === speaker && !interrupter) {
        const other = [...seatOf.values()].find((s) => s !== speaker && !dead.has(s));
        if (!other) return;
        interrupter = other;
        setTimeout(() => table.players[other - 1].say(interruption).to(table.group), 50);
        // A long DM is kept cut to its first 499 characters and "…".
        setTimeout(() => table.players[other - 1].say(LONG).to(net.botUser), 100);
      }
    });
    const director = new Director(net, table);
    const { played: play, jumps: drive } = playWithJumps(
      w.s.rt,
      net,
      clock,
      [table.group.id],
      [{ play: () => director.play(200_000), settled: () => director.settled() }],
    );
    for (let i = 0; i < 300 && !gameId; i++) {
      gameId = (await w.s.rt.store.db.game.findFirst({ where: { matchGroupId: table.group.id } }))?.id ?? "";
      if (!gameId) await new Promise((r) => setTimeout(r, 100));
    }
    ended = (await play)[0].ended;
    await drive;
    // The end post (same transaction as the winner) is delivered by the outbox.
    await net.waitFor((m) => m.room === table.group.id && m.text.includes("本局复盘"), 20_000).catch(() => null);
  }, 300_000);
  afterAll(async () => {
    if (savedBase === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = savedBase;
    await browser?.close();
    await w?.stop();
  });

  it("the game ended with an interruption and a late vote in it", () => {
    expect(ended).toBe(true);
    expect(interrupter).toBeGreaterThan(0);
    expect(late, results.join("\n---\n")).not.toBeNull();
  });

  it("the match group's view: the interruption with its time in 第1天, the warning with its rule in words, no private room, no internal step", async () => {
    const r: Replay = await (await get("group")).json();
    const d1 = r.phases.find((p) => p.label === "D1");
    expect(d1?.title).toBe("第1天");
    const said = d1?.entries.findIndex((e) => e.k === "line" && e.from === "person" && e.text === interruption) ?? -1;
    expect(said).toBeGreaterThanOrEqual(0);
    const line = d1?.entries[said] as Entry;
    expect(line.seat).toBe(interrupter);
    expect(line.room).toBe("group");
    expect(line.t).toBeGreaterThan(0);
    // The ruling follows the line, with the rule said in words.
    const warned = d1?.entries.slice(said).find((e) => e.k === "event" && e.text.startsWith(`${interrupter}号被警告`));
    expect(warned?.reason).toContain("插话");
    expect(warned?.t).toBeGreaterThanOrEqual(line.t);
    // Only the group's room; the late ballot (a DM) is not shown to the group.
    const all = r.phases.flatMap((p) => p.entries);
    for (const e of all.filter((x) => x.k === "line")) expect(e.room).toBe("group");
    expect(all.some((e) => e.text === late?.text)).toBe(false);
    // Internal steps are in the log but not in the transcript.
    expect(r.steps.some((s) => s.type === "timers_changed")).toBe(true);
    const events = all.filter((e) => e.k === "event");
    expect(events.length).toBeLessThan(r.steps.length / 2);
    for (const e of all) expect(e.text).not.toMatch(/计时变化|催促|技能状态|timers_changed/);
    // Rulings are said in words, not as handbook clauses.
    for (const e of events) expect(`${e.text}${e.reason ?? ""}`).not.toMatch(/§|R\d/);
    // Deaths carry the rule that decided them; the phases jump 第1夜 → 第1天 → 第2夜 …
    expect(all.some((e) => e.k === "event" && e.text.endsWith("出局") && !!e.reason)).toBe(true);
    expect(r.phases.map((p) => p.title).slice(0, 3)).toEqual(["开局", "第1夜", "第1天"]);
  });

  it("the late voter's view: his ballot after the vote closed, in the phase it arrived in, and the bot's refusal; no other seat's DMs", async () => {
    const seat = late?.seat as number;
    const r: Replay = await (await get(String(seat))).json();
    // The voter typed the same ballot in the open vote too: the late one is the last. It is in
    // the phase it arrived in: the vote's day, or the night the close opened in the same step.
    const isBallot = (e: Entry) => e.from === "person" && e.text === late?.text;
    const idx = lastIndex(r.phases, (p) => p.entries.some(isBallot));
    expect(idx).toBeGreaterThan(0);
    const phase = r.phases[idx];
    const at = lastIndex(phase.entries, isBallot);
    const flat = r.phases.slice(0, idx).flatMap((p) => p.entries.map((e) => ({ e, label: p.label })));
    flat.push(...phase.entries.slice(0, at).map((e) => ({ e, label: phase.label })));
    const closedAt = lastIndex(flat, (x) => x.e.k === "event" && x.e.text.startsWith("投票结束"));
    expect(closedAt).toBeGreaterThanOrEqual(0);
    const closed = flat[closedAt];
    expect(closed.label).toMatch(/^D\d+$/);
    expect([closed.label, `N${Number(closed.label.slice(1)) + 1}`]).toContain(phase.label);
    // Nothing reopened a vote between its close and the ballot.
    expect(flat.slice(closedAt).some((x) => x.e.text.includes("投票开始"))).toBe(false);
    expect(phase.entries[at].room).toBe("dm");
    expect(phase.entries[at].t).toBeGreaterThanOrEqual(closed.e.t);
    // The bot's answer is the next line of his DMs: the vote is over.
    const refusal = phase.entries.slice(at + 1).find((e) => e.k === "line" && e.room === "dm" && e.seat === seat);
    const around = phase.entries
      .slice(Math.max(0, at - 4), at + 8)
      .map((e) => `${e.k} ${e.room ?? ""}${e.seat ?? ""} ${e.from ?? ""}: ${e.text.slice(0, 80)}`)
      .join("\n");
    expect(refusal?.from, around).toBe("bot");
    expect(refusal?.text, around).toMatch(/没有进行中的投票|不是投票时间|投票已/);
    for (const e of r.phases.flatMap((p) => p.entries))
      if (e.room === "dm") expect(e.seat).toBe(seat);
      else if (e.k === "line") expect(["group", "wolves"]).toContain(e.room);
  });

  it("the interrupter's view: his line in the group, then the bot's warning in his DMs (the router's direct reply)", async () => {
    const r: Replay = await (await get(String(interrupter))).json();
    const d1 = r.phases.find((p) => p.label === "D1")?.entries ?? [];
    const at = d1.findIndex((e) => e.from === "person" && e.text === interruption);
    expect(at).toBeGreaterThanOrEqual(0);
    // His long DM (sent 50 ms later) may be answered first: the warning is the DM that answers the line.
    const answer = d1.slice(at + 1).find((e) => e.k === "line" && e.room === "dm" && e.text.includes("请勿插话"));
    expect(answer?.seat).toBe(interrupter);
    expect(answer?.from).toBe("bot");
    expect(answer?.text).toContain("请勿插话");
  });

  it("a villager's view holds no wolves' room and no other seat's DMs; a wolf's holds his room", async () => {
    const first: Replay = await (await get("group")).json();
    const villager = first.roles.find((x) => x.roleZh === "平民")?.seat as number;
    const wolf = first.roles.find((x) => x.roleZh === "狼人")?.seat as number;
    const v: Replay = await (await get(String(villager))).json();
    const vLines = v.phases.flatMap((p) => p.entries).filter((e) => e.k === "line");
    expect(vLines.some((e) => e.room === "dm")).toBe(true);
    for (const e of vLines) {
      expect(e.room).not.toBe("wolves");
      expect(e.room).not.toBe("judge");
      if (e.room === "dm") expect(e.seat).toBe(villager);
    }
    const wv: Replay = await (await get(String(wolf))).json();
    expect(wv.phases.flatMap((p) => p.entries).some((e) => e.room === "wolves")).toBe(true);
    expect((await get("13")).status).toBe(400);
  });

  it("the judge's view needs his console session and shows every room with the night recaps", async () => {
    expect((await get("judge")).status).toBe(403);
    const link = render(await w.desk.link(table.judge.id, "法官老王")).split("\n")[1];
    const login = await fetch(link, { redirect: "manual" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^wj_console=/);
    const r: Replay = await (await get("judge", cookie)).json();
    const lines = r.phases.flatMap((p) => p.entries).filter((e) => e.k === "line");
    expect(new Set(lines.filter((e) => e.room === "dm").map((e) => e.seat)).size).toBeGreaterThan(5);
    expect(lines.some((e) => e.room === "wolves")).toBe(true);
    const long = lines.find((e) => e.room === "dm" && e.seat === interrupter && e.text.startsWith("长话"));
    expect(long?.text).toBe(`${LONG.slice(0, 499)}…`);
    const n1 = r.phases.find((p) => p.label === "N1");
    expect(n1?.entries.some((e) => e.room === "judge" && e.text.startsWith("第1夜复盘"))).toBe(true);
  });

  it("the judge and the inspector got night 1's recap by DM, naming what the log holds", async () => {
    const db = w.s.rt.store.db;
    const events = (await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } })).map(
      (x) => x.data as unknown as GameEvent,
    );
    const firstDay = events.findIndex((e) => e.type === "phase_started" && e.label === "D1");
    const night = events.slice(0, firstDay);
    const knife = night.find((e) => e.type === "knife_settled");
    const check = night.find((e) => e.type === "night_acted" && e.act === "check");
    const recap = w.s.net.wire.find((m) => m.to === table.judge.id && m.text.startsWith("第1夜复盘"));
    expect(recap).toBeDefined();
    const text = recap?.text ?? "";
    expect(text).toContain(
      `狼人刀口：${knife?.type === "knife_settled" ? (knife.target === null ? "空刀" : `${knife.target}号`) : "无"}`,
    );
    if (check?.type === "night_acted") expect(text).toContain(`预言家查验：${check.seat}号→${check.target}号`);
    // 444预女猎白 has no guard: said as 无, not left out.
    expect(text).toContain("守卫守护：无");
    expect(text).toMatch(/出局：/);
    expect(text).not.toMatch(/§|R\d+|[a-z]{4,}/);
    expect(w.s.net.wire.some((m) => m.to === table.inspector.id && m.text === text)).toBe(true);
    // Never to a player.
    const players = new Set(table.players.map((p) => p.id));
    expect(w.s.net.wire.some((m) => players.has(m.to ?? "") && m.text.includes("复盘（仅法官"))).toBe(false);
  });

  it("the end post links the 复盘 under PUBLIC_BASE_URL, the page links it on this host and shows the dispute under 第1天", async () => {
    const post = w.s.net.wire.find((m) => m.room === table.group.id && m.text.includes("本局复盘"));
    expect(post?.text).toContain(`${BASE_URL}/replay/${gameId}`);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${w.base}/replay/${gameId}`);
    await page.getByTestId("transcript").waitFor({ timeout: 15_000 });
    await page.getByTestId("jumps").getByText("第1天").first().click();
    const d1 = page.locator('[data-testid="phase"][data-label="D1"]');
    await d1.getByText(interruption).waitFor({ timeout: 10_000 });
    expect(await d1.getByText("插话").count()).toBeGreaterThan(0);
    // The end post's full URL is a link to this host's replay on the page (issue 26 review item 3).
    const link = page.locator('[data-testid="transcript"] [data-testid="line-link"]').first();
    expect(await link.textContent()).toBe(`${BASE_URL}/replay/${gameId}`);
    expect(await link.getAttribute("href")).toBe(`/replay/${gameId}`);
    await page.close();
  }, 60_000);
});
