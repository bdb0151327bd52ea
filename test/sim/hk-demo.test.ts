/**
 * Issue 27 item 5: `npm run demo -- --ruleset forum-hk` plays a whole forum-hk game (seed 002,
 * forum-hk-core, 14 seats) through the real stack — the lobby's `开房 空洞骑士`, the deal DMs, the
 * wolves' group, ballots in the thread, acts by DM, deadline jumps — to a winner, in bounded rule
 * time; and every bot message of that game passes the leak scan (test/chat/leak-scan-hk.ts).
 */
import { describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import type { GameState } from "../../src/engine/types.ts";
import { hkDemo, hkDemoStart } from "../../src/sim/hk-demo.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { expectNoHkLeak } from "../chat/leak-scan-hk.ts";
import { pgliteCopy } from "../pglite-template.ts";

const DAY = 86_400_000;

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
    const thread = wire.find((m) => m.text === "开房 空洞骑士")?.room ?? "";
    const seatOf = (id: string) => Number(/^fd_p(\d+)$/.exec(id)?.[1] ?? 0);
    let ended = false;
    let scanned = 0;
    for (const m of wire) {
      // The end post itself tells every card (seed 002: the game is over).
      if (m.room === thread && m.from === bot && /游戏结束/.test(m.text)) ended = true;
      expectNoHkLeak(m, { roles, seatOf, botId: bot, thread }, ended);
      if (!ended && m.from === bot) scanned++;
    }
    expect(scanned).toBeGreaterThan(100);
  }, 300_000);
});
