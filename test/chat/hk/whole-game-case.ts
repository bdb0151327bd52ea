/**
 * Issue 27 items 4 and 5 and its leak criterion (issue 28: also on a game dealt from the full pools,
 * through a rewind): a whole forum-hk game (seed 002; a scenario file) played through the real stack — Wechaty on the mocked network, the router,
 * the forum-hk desk, GameService, the outbox — by people typing: every act of the case sent by DM
 * in its Chinese words (`摄梦 3号`, `指定异端 …`, `不用药`), the group kill typed in the wolves'
 * group (HK70), ballots posted in the thread (HK59), the directors' red card by DM (HK60), the rule
 * clock jumped to each step's time as the calendar's deadlines fall (HK9). The game ends as the
 * scenario runner's game does (same outcome), and nothing leaks on the way:
 * - the thread names no card of a seat until a published flip or the end post (HK65, HK66), no
 *   night act and no status;
 * - the wolves' group only ever holds the [群内] wolves and names no card;
 * - a seat's DMs name another seat's card only when it was told it (a check, an inspection);
 * - the public pages of the game while it runs (the live table and lines, the thread view) name no
 *   card and no night act; the finished game's replay as the group holds only the thread and names
 *   no card before the end post, and a seat's replay adds only its own DMs.
 */
import { readFileSync } from "node:fs";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { mock } from "wechaty-puppet-mock";
import type { Runtime } from "../../../src/boot/runtime.ts";
import type { MockNetwork, WireMessage } from "../../../src/chat/mock-network.ts";
import { stepTimeMs } from "../../../src/engine/calendar-hk.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { hkCal } from "../../../src/engine/families/forum-hk/flow.ts";
import { HK_CARDS, hkCard } from "../../../src/engine/roles/hk/pools.ts";
import type { GameEvent, GameState } from "../../../src/engine/types.ts";
import { buildApp } from "../../../src/http/app.ts";
import { outcomeOf, runScenario } from "../../../src/scenario/runner.ts";
import { parseScenario, type Scenario } from "../../../src/scenario/schema.ts";
import { HK_ACT_ZH, hkActName } from "../../../src/voice/families/forum-hk/texts.ts";
import { ConsoleDesk, registerWeb } from "../../../src/web/index.ts";
import { liveChannel, threadChannel } from "../../../src/web/live-channels.ts";
import type { PlayClock } from "../../../src/web/play-pace.ts";
import { findGame, runtimeSource } from "../../../src/web/source.ts";
import { HK_SPEED, hkStack } from "./stack.ts";

const SPEED = HK_SPEED;
/**
 * The whole-game case of scenario `file` (its steps typed through the chat; `winner` its winner; its
 * start 08:00 Asia/Shanghai on 2024-06-10, as HX-3's): the tests below, in the caller's test file.
 */
export function wholeGameCase(file: string, winner: "wolves" | "villagers"): void {
  const SC: Scenario = parseScenario(JSON.parse(readFileSync(file, "utf8")));
  /** The cases' start: 2024-06-10 08:00 Asia/Shanghai. */
  const RULE_START = Date.UTC(2024, 5, 10, 0, 0);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  let net: MockNetwork;
  let rt: Runtime;
  let director: mock.ContactMock;
  let players: mock.ContactMock[];
  let group: mock.RoomMock;
  let gameId = "";
  let clock: PlayClock;
  /** The public pages' frames taken while the game ran (the live table and lines, the thread view). */
  const pageFrames: unknown[] = [];

  const bot = () => net.botUser.id;
  const state = async () => (await rt.service.state(gameId)) as GameState;
  const eventCount = () => rt.store.db.gameEvent.count({ where: { gameId } });
  const allEvents = async () =>
    (await rt.store.db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } })).map(
      (e) => e.data as GameEvent,
    );

  /** Fires every timer due by `ms` in order, as their jobs would, then sets the rule clock there. */
  async function advance(ms: number): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const s = await state();
      if (s.phase.kind === "ended") break;
      const next = [...s.timers].sort((a, b) => a.dueMs - b.dueMs)[0];
      if (!next || next.dueMs > ms) break;
      clock.jumpTo(Math.max(clock.now(), next.dueMs));
      await rt.service.handle(gameId, { type: "timeout", timerId: next.id });
      await rt.outbox.idle();
    }
    if (ms > clock.now()) clock.jumpTo(ms);
  }

  /**
   * Sends `text` from `c` (to the bot, or into `room`) and resolves once it was handled: an event was
   * committed, or the bot answered `c` by DM.
   */
  async function type(c: mock.ContactMock, text: string, room?: mock.RoomMock): Promise<void> {
    const events = await eventCount();
    const since = net.wire.at(-1)?.seq ?? 0;
    c.say(text).to(room ?? net.botUser);
    for (let i = 0; i < 1500; i++) {
      await sleep(10);
      if (net.wire.some((m) => m.seq > since && m.from === bot() && m.to === c.id)) break;
      if ((await eventCount()) > events) break;
    }
    await rt.outbox.idle();
  }

  /** A step's words as a player or director types them (the desk's grammar, src/chat/families/forum-hk/grammar.ts). */
  function words(step: { act: string; target?: unknown; value?: unknown }): string {
    const t = step.target;
    const seats = Array.isArray(t) ? t.map((x) => `${x}号`).join(" ") : typeof t === "number" ? `${t}号` : "";
    switch (step.act) {
      case "vote":
        return t === null ? "投票 弃权" : `投票 ${seats}`;
      case "change_vote":
        return t === null ? "改票 弃权" : `改票 ${seats}`;
      case "pass":
        return "不用药";
      case "kill":
        return t === null ? "空刀" : `杀人 ${seats}`;
      default:
        return `${hkActName(step.act)} ${seats}${typeof step.value === "string" ? ` ${hkCard(step.value)?.name ?? step.value}` : ""}`.trim();
    }
  }

  /** Days whose discussion was posted. */
  const discussed = new Set<number>();

  /**
   * 002 潜水: before a day's first ballot every living seat posts four lines of discussion in the
   * thread (with the ballot, the day's five posts), as forum players do; resolves once all are counted.
   */
  async function discuss(): Promise<void> {
    const s = await state();
    if (s.phase.kind !== "hk" || s.phase.stage !== "noon" || discussed.has(s.phase.day)) return;
    const day = s.phase.day;
    discussed.add(day);
    const living = s.seats.filter((x) => x.alive).map((x) => x.seat);
    for (const seat of living)
      for (let i = 1; i <= 4; i++) players[seat - 1].say(`第${day}天我的第${i}帖：先听听大家怎么说。`).to(group);
    for (let i = 0; i < 1500; i++) {
      const rows = await rt.store.db.forumPostCount.findMany({ where: { gameId, day } });
      if (rows.reduce((a, r) => a + r.posts, 0) >= 4 * living.length) return;
      await sleep(10);
    }
    throw new Error(`day ${day}'s discussion was not counted`);
  }

  async function wolvesRoom(): Promise<mock.RoomMock> {
    const game = await rt.store.db.game.findUniqueOrThrow({ where: { id: gameId } });
    if (!game.wolfRoomId) throw new Error("no wolves' group");
    return net.mocker.RoomMock.load(game.wolfRoomId);
  }

  /** Takes what the public pages would show now (the live stream's and the thread's first frames). */
  async function takePages(): Promise<void> {
    const src = runtimeSource(rt, SPEED);
    const found = await findGame([src], gameId);
    if (!found) throw new Error("game not found by the pages");
    for (const ch of [await liveChannel(src, found.game), await threadChannel(src, found.game)]) {
      await ch.tick((f) => pageFrames.push(f));
      pageFrames.push(...ch.catchUp());
    }
  }

  beforeAll(async () => {
    ({ net, rt, clock, director, players, group, gameId } = await hkStack({
      channel: "hk-whole",
      ids: "hkw",
      deal: SC.deal as Record<string, string>,
      seed: SC.seed ?? 3,
      ruleStartMs: RULE_START,
      board: SC.board,
      ...(SC.startAt ? { startAt: SC.startAt } : {}),
      ...(SC.tz ? { tz: SC.tz } : {}),
    }));
    await rt.outbox.idle();
    // Every step typed as a person would, the clock moved to its time first.
    for (const step of SC.steps as Record<string, unknown>[]) {
      if (typeof step.at === "string") {
        const at = stepTimeMs(hkCal(await state()), step.at);
        if ("error" in at) throw new Error(at.error);
        if ((await state()).phase.kind === "ended") break;
        await advance(at.ms);
        if ((await state()).phase.kind !== "ended") await takePages();
      }
      if ((await state()).phase.kind === "ended") break;
      if (typeof step.judge === "string") {
        const colour = { red: "红牌", yellow: "黄牌", blue: "蓝牌" }[String(step.value)] ?? "";
        if (step.judge !== "card" || !colour) throw new Error(`judge step not typed here: ${JSON.stringify(step)}`);
        await type(director, `${colour} ${String(step.seat)}号 场外交流`);
        continue;
      }
      if (typeof step.act !== "string" || typeof step.seat !== "number") continue;
      if (step.act === "vote") await discuss();
      const who = players[step.seat - 1];
      const text = words(step as { act: string; target?: unknown; value?: unknown });
      if (step.act === "vote" || step.act === "change_vote") await type(who, text, group);
      else if (step.act === "kill") await type(who, text, await wolvesRoom());
      else await type(who, text);
    }
    // The rest of the calendar, until the game ends.
    for (let i = 0; i < 40 && (await state()).phase.kind !== "ended"; i++) {
      const s = await state();
      const next = [...s.timers].sort((a, b) => a.dueMs - b.dueMs)[0];
      if (!next) break;
      await advance(next.dueMs);
    }
    await rt.outbox.idle();
    await sleep(300);
    await rt.outbox.idle();
  }, 600_000);

  afterAll(async () => {
    await rt?.stop();
  });

  /** The card names of `s`'s seats not published by a flip (HK65) yet. */
  function secretCards(s: GameState, flipped: ReadonlySet<number>): { seat: number; name: string }[] {
    return s.seats.filter((x) => !flipped.has(x.seat)).map((x) => ({ seat: x.seat, name: hkCard(x.role)?.name ?? "" }));
  }

  /**
   * What 002 publishes in those words — the game's name (holds 骑士), 被诽谤, 熊咆哮了 — and 分钟
   * (minutes, which holds the card 钟).
   */
  const scrub = (t: string) =>
    t
      .replace(/空洞骑士/g, "")
      .replace(/\d+号被诽谤/g, "")
      .replace(/熊咆哮了/g, "")
      .replace(/分钟/g, "");

  const NIGHT_ACTS = Object.entries(HK_ACTS)
    .filter(([, r]) => r.window.startsWith("night_"))
    .map(([a]) => HK_ACT_ZH[a])
    .filter((x): x is string => !!x);

  describe(`a whole forum-hk game typed through the chat (${SC.id ?? file}, issues 27, 28)`, () => {
    it(`ends as the scenario runner's game does: the same outcome (the ${winner} win)`, async () => {
      const st = await state();
      expect(st.phase.kind).toBe("ended");
      const viaChat = outcomeOf(st, [], await allEvents());
      const direct = runScenario(SC).outcome;
      const { rejected: _a, ...chat } = viaChat;
      const { rejected: _b, ...runner } = direct;
      expect(chat).toEqual(runner);
      expect(chat.winner).toBe(winner);
      // The thread heard the end: the winner and every seat's card.
      const end =
        net.wire.find((m) => m.room === group.id && m.from === bot() && m.text.startsWith("游戏结束"))?.text ?? "";
      expect(end).toMatch(winner === "wolves" ? /狼人阵营/ : /村民阵营/);
      for (const x of st.seats) expect(end).toContain(hkCard(x.role)?.name ?? "?");
    });

    it("the thread names no unpublished card, no night act and no status before the end post (HK65, HK66)", async () => {
      const events = await allEvents();
      const final = await state();
      const flips = events.filter(
        (e): e is Extract<GameEvent, { type: "public_notice" }> => e.type === "public_notice" && e.kind === "flip",
      );
      const flipped = new Set(flips.map((e) => e.seat as number));
      const thread = net.wire.filter((m) => m.room === group.id && m.from === bot());
      const beforeEnd = thread.slice(
        0,
        thread.findIndex((m) => m.text.startsWith("游戏结束")),
      );
      expect(beforeEnd.length).toBeGreaterThan(10);
      const leaks: string[] = [];
      for (const m of beforeEnd) {
        const t = scrub(m.text);
        for (const c of secretCards(final, flipped))
          if (c.name && t.includes(c.name)) leaks.push(`${c.name}: ${m.text}`);
        for (const a of NIGHT_ACTS) if (t.includes(a)) leaks.push(`${a}: ${m.text}`);
        for (const s of ["沉默", "缴械", "迷魂", "冰冻", "坚韧", "不死"])
          if (t.includes(s)) leaks.push(`${s}: ${m.text}`);
      }
      expect(leaks).toEqual([]);
    });

    it("the wolves' group holds only the [群内] wolves and names no card (HK70)", async () => {
      const room = await wolvesRoom();
      const members = net.members(room.id).filter((id) => id !== bot());
      const st = await state();
      const pack = st.seats.filter((x) => hkCard(x.role)?.tag === "pack").map((x) => players[x.seat - 1].id);
      expect(new Set(members)).toEqual(new Set(pack));
      const said = net.wire.filter((m) => m.room === room.id && m.from === bot());
      expect(said.length).toBeGreaterThan(0);
      const names = HK_CARDS.map((c) => c.name);
      expect(said.flatMap((m) => names.filter((n) => scrub(m.text).includes(n)).map((n) => `${n}: ${m.text}`))).toEqual(
        [],
      );
    });

    it("a seat's DMs name another seat's card only when it was told it (a check, an inspection)", async () => {
      const events = await allEvents();
      const st = await state();
      const endAt = net.wire.findIndex((m) => m.room === group.id && m.from === bot() && m.text.startsWith("游戏结束"));
      const told = new Map<number, Set<string>>();
      for (const e of events)
        if (e.type === "told") {
          const names = JSON.stringify(e.value).match(/[a-z_]+/g) ?? [];
          for (const id of names) {
            const n = hkCard(id)?.name;
            if (n) (told.get(e.seat) ?? told.set(e.seat, new Set()).get(e.seat))?.add(n);
          }
        }
      const leaks: string[] = [];
      for (const x of st.seats) {
        const me = players[x.seat - 1].id;
        const own = hkCard(x.role)?.name ?? "";
        const dms = net.wire.slice(0, endAt).filter((m: WireMessage) => m.from === bot() && m.to === me);
        // The deal DM holds the card's own rules, which may name other cards (the witch's names 狼王).
        const rules = dms[0]?.text ?? "";
        for (const m of dms.slice(1))
          for (const y of st.seats) {
            const n = hkCard(y.role)?.name ?? "";
            if (y.seat === x.seat || !n || n === own || told.get(x.seat)?.has(n) || rules.includes(n)) continue;
            if (scrub(m.text).includes(n)) leaks.push(`${x.seat}号 ← ${n}: ${m.text}`);
          }
      }
      expect(leaks).toEqual([]);
    });

    it("the public pages while the game ran name no card and no night act (the live table and lines, the thread view)", async () => {
      expect(pageFrames.length).toBeGreaterThan(5);
      const final = await state();
      const flips = (await allEvents()).filter((e) => e.type === "public_notice" && e.kind === "flip");
      const flipped = new Set(flips.map((e) => (e as { seat: number }).seat));
      const text = scrub(JSON.stringify(pageFrames));
      expect(secretCards(final, flipped).filter((c) => c.name && text.includes(c.name))).toEqual([]);
      expect(NIGHT_ACTS.filter((a) => text.includes(a))).toEqual([]);
      // The live table counts down to the stage's public deadline (HK9: the calendar is posted).
      const tables = pageFrames.filter((f): f is { event: string; data: { deadlineMs: number | null } } => {
        return (f as { event?: string }).event === "table";
      });
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.every((f) => typeof f.data.deadlineMs === "number")).toBe(true);
    });

    it("the finished game's replay as the group holds only the thread, and names no card before the end post", async () => {
      const log = pino({ level: "silent" });
      const src = runtimeSource(rt, SPEED);
      const desk = new ConsoleDesk({ baseUrl: "", sources: () => [src], book: rt.book, log });
      const app = await buildApp({
        db: rt.store.db,
        service: rt.service,
        book: rt.book,
        log,
        mode: () => "test",
        extend: (a) => registerWeb(a, { main: src, book: rt.book, desk }),
      });
      try {
        const res = await app.inject({ method: "GET", url: `/replay/${gameId}/steps.json?as=group` });
        expect(res.statusCode).toBe(200);
        const phases = (
          res.json() as { phases: { label: string; entries: { k: string; room?: string; text: string }[] }[] }
        ).phases;
        const lines = phases.flatMap((p) => p.entries.filter((e) => e.k === "line"));
        expect(lines.length).toBeGreaterThan(10);
        expect(new Set(lines.map((e) => e.room))).toEqual(new Set(["group"]));
        const flips = (await allEvents()).filter((e) => e.type === "public_notice" && e.kind === "flip");
        const flipped = new Set(flips.map((e) => (e as { seat: number }).seat));
        const secret = secretCards(await state(), flipped);
        const endAt = lines.findIndex((e) => e.text.startsWith("游戏结束"));
        expect(endAt).toBeGreaterThan(0);
        const before = lines.slice(0, endAt).map((e) => scrub(e.text));
        expect(secret.filter((c) => c.name && before.some((t) => t.includes(c.name)))).toEqual([]);
        // A seat's view adds its own DMs, never another seat's nor (for a villager) the wolves' group.
        const seer = (await state()).seats.find((x) => x.role === "seer")?.seat ?? 0;
        const mine = await app.inject({ method: "GET", url: `/replay/${gameId}/steps.json?as=${seer}` });
        const seen = (
          mine.json() as { phases: { entries: { k: string; room?: string; seat?: number | null }[] }[] }
        ).phases
          .flatMap((p) => p.entries)
          .filter((e) => e.k === "line" && e.room !== "group");
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every((e) => e.room === "dm" && e.seat === seer)).toBe(true);
      } finally {
        await app.close();
      }
    });
  });
}
