/**
 * Issue 24 goal 3: the router builds one context per message from its one whereabouts look-up,
 * and a message reads its game's state at most once — a seat's 状态 (the public board) and a
 * dead-or-alive hunter's 开枪 used to read it twice (the seat's state, then the board's or the
 * shot check's own read). Measured on the GameService itself (every `state` / `stateAt` call a
 * message makes, whoever makes it), not on the context's own counter.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Inbound } from "../../src/chat/router.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("issue 24 goal 3: one message reads its game at most once", () => {
  let s: ChatStack;
  let t: Table;
  let reads = 0;
  const msg = (from: { id: string }, text: string, room?: string): Inbound => ({
    id: randomUUID(),
    from: { id: from.id, name: from.id },
    room: room ? { id: room } : null,
    text,
  });
  /** The game reads (`state`, `stateAt`; a `stateAt` that falls back to `state` is one read) of handling `m`. */
  async function readsOf(m: Inbound): Promise<number> {
    reads = 0;
    await s.rt.router.handle(m);
    return reads;
  }

  beforeAll(async () => {
    // Real time: night 1 lasts its 5 minutes, so no timer reads the game meanwhile.
    s = await chatStack("embedded", { seed: () => 7, speed: 1 });
    t = makeTable(s.net, "mc");
    await s.rt.router.handle(msg(t.judge, "开房 444-idiot", t.group.id));
    for (const [i, p] of t.players.entries()) await s.rt.router.handle(msg(p, `坐${i + 1}号`, t.group.id));
    await s.rt.router.handle(msg(t.judge, "开始", t.group.id));
    await s.waitFor((m) => m.room === t.group.id && /第1夜/.test(m.text), 20_000);
    await s.rt.outbox.idle();
    const service = s.rt.service;
    const state = service.state.bind(service);
    const stateAt = service.stateAt.bind(service);
    let inside = 0;
    service.state = async (id) => {
      if (inside === 0) reads++;
      return state(id);
    };
    service.stateAt = async (id, v) => {
      reads++;
      inside++;
      try {
        return await stateAt(id, v);
      } finally {
        inside--;
      }
    };
  }, 90_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("a seat's 状态, a hunter's early 开枪, a night act, a wolf's knife, group talk, the judge's board: one read each", async () => {
    const p = (seat: number) => t.players[seat - 1];
    const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
    const wolves = game.wolfRoomId ?? "";
    expect(wolves).not.toBe("");
    const measured = {
      seatBoard: await readsOf(msg(p(4), "状态")),
      hunterShot: await readsOf(msg(p(2), "开枪5号")),
      seerCheck: await readsOf(msg(p(9), "查验3号")),
      wolfKnife: await readsOf(msg(p(1), "杀4号", wolves)),
      groupTalk: await readsOf(msg(p(5), "大家好", t.group.id)),
      judgeBoard: await readsOf(msg(t.judge, "状态")),
      seatHelp: await readsOf(msg(p(6), "帮助")),
    };
    expect(measured).toEqual({
      seatBoard: 1,
      hunterShot: 1,
      seerCheck: 1,
      wolfKnife: 1,
      groupTalk: 1,
      judgeBoard: 1,
      seatHelp: 1,
    });
    // A message outside any game reads none.
    expect(await readsOf(msg({ id: "mc_stranger" }, "你好"))).toBe(0);
    expect(s.rt.router.lastReads).toBe(0);
  });
});
