/**
 * Issue 27 item 5: `npm run demo -- --ruleset forum-hk` plays a whole forum-hk game (seed 002; issue 28:
 * board forum-hk, 14 seats drawn from the full pools) through the real stack — the lobby's `开房 空洞骑士 抽卡`, the deal DMs, the
 * wolves' group, ballots in the thread, acts by DM, deadline jumps — to a winner, in bounded rule
 * time; and every bot message of that game passes the leak scan (test/chat/leak-scan-hk.ts), read in
 * 简体, 繁體 and English.
 */
import { describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { checkDeal } from "../../src/engine/families/forum-hk/deal.ts";
import { HK_CARDS } from "../../src/engine/roles/hk/pools.ts";
import type { GameState } from "../../src/engine/types.ts";
import { hkDemo, hkDemoStart } from "../../src/sim/hk-demo.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { cardNamesIn, expectNoHkLeak } from "../chat/leak-scan-hk.ts";
import { pgliteCopy } from "../pglite-template.ts";

const DAY = 86_400_000;

/** The card ids whose 名 a player's own DM names (诡辩 3号 预言家). */
const nameIds = (text: string) => HK_CARDS.filter((c) => text.includes(c.name)).map((c) => c.id as string);

describe("the forum-hk demo (issue 27 item 5)", () => {
  it("plays a 14-seat game to a winner within ten calendar days, and no bot message leaks", async () => {
    const wire: WireMessage[] = [];
    let last: GameState | null = null;
    const start = hkDemoStart();
    const clock = new PlayClock(60, start);
    const code = await hkDemo({
      speed: 60,
      seed: 7,
      quiet: true,
      store: { ok: true, dataDir: await pgliteCopy(), channel: "demo" },
      clock,
      timeoutMs: 240_000,
      onWire: (m) => wire.push(m),
      onEnd: (s) => {
        last = s;
      },
    });
    expect(code).toBe(0);
    const s = last as GameState | null;
    expect(s?.phase.kind).toBe("ended");
    // Issue 28: dealt from the full pools (HK1–HK3).
    expect(s?.setup.board).toBe("forum-hk");
    expect(checkDeal("forum-hk", s?.setup.deal ?? {}).ok).toBe(true);
    expect(clock.now() - start).toBeLessThan(10 * DAY);
    // Won by play, not by cards: every seat voted every day (no red card, HK63), the votes exiled.
    expect(s?.hk?.redCards ?? []).toEqual([]);
    expect(s?.seats.filter((x) => x.cause === "exile").length).toBeGreaterThanOrEqual(2);
    // The crowd played: ballots, a pack kill, acts by DM, last words.
    expect(wire.some((m) => /^投票 \d+号$/.test(m.text))).toBe(true);
    expect(wire.some((m) => /^杀人 \d+号$/.test(m.text))).toBe(true);
    expect(wire.some((m) => /^遗言 /.test(m.text))).toBe(true);
    // The leak scan, against the game's deal.
    const roles = ["", ...(s?.seats ?? []).map((x) => x.role as string)];
    const bot = wire.find((m) => /你的身份是/.test(m.text))?.from ?? "";
    const thread = wire.find((m) => m.text.startsWith("开房 空洞骑士"))?.room ?? "";
    const wolvesRoom = wire.find((m) => m.from === bot && m.room && m.text.startsWith("狼人群"))?.room ?? "";
    const seatOf = (id: string) => Number(/^fd_p(\d+)$/.exec(id)?.[1] ?? 0);
    // Issue 28: what each seat was told (its cards, HK77, HK86, HK122 …) or typed itself may name a card.
    const known = new Map<number, Set<string>>();
    const knownBy = (seat: number) => known.get(seat) ?? known.set(seat, new Set()).get(seat) ?? new Set<string>();
    for (const t of s?.record.told ?? []) {
      for (const n of cardNamesIn(t.value)) knownBy(t.seat).add(n);
      if ((t.kind === "partner" || t.kind === "raven") && typeof t.value === "number")
        for (const n of cardNamesIn(roles[t.value])) knownBy(t.seat).add(n);
    }
    let ended = false;
    let scanned = 0;
    for (const m of wire) {
      // The end post itself tells every card (seed 002: the game is over).
      if (m.room === thread && m.from === bot && /游戏结束/.test(m.text)) ended = true;
      if (!m.room && m.to === bot) for (const n of cardNamesIn(nameIds(m.text))) knownBy(seatOf(m.from)).add(n);
      expectNoHkLeak(m, { roles, seatOf, botId: bot, thread, known: knownBy, wolvesRoom }, ended);
      if (!ended && m.from === bot) scanned++;
    }
    expect(scanned).toBeGreaterThan(50);
    // Scanned in every language (issue 23 goal 4): the bot's messages crossed the network unrendered too.
    expect(wire.filter((m) => m.from === bot && m.msg !== undefined).length).toBeGreaterThan(50);
  }, 300_000);
});
