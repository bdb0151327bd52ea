/**
 * Issue 23 goal 3 / issue 24 goal 4: a command's replies are delivered in their chats' languages
 * from the game's addresses the delivery already holds — a DM to a seated player in his own
 * language (else the group's), a line in a room of the game (the wolves' room) in the group's — with
 * no language look-up of the transport's own. Before, the wolves' room line of a knife typed by DM
 * was looked up as a room outside the game and came in 简体 in a 繁體 game.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { knifeByDmMsgs } from "../../src/chat/confirm.ts";
import type { Inbound } from "../../src/chat/router.ts";
import { inWolfRoom } from "../../src/engine/roles/index.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { ChatLanguages } from "../../src/store/languages.ts";
import { render } from "../../src/vocab/msg.ts";
import { type ChatStack, chatStack, openGame } from "./stack.ts";

describe("a command's replies in their chats' languages, from the game's addresses", () => {
  let s: ChatStack;
  let t: Table;
  let gameId = "";
  let wolfRoomId = "";
  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, speed: 1 });
    t = makeTable(s.net, "rl");
    ({ gameId, wolfRoomId } = await openGame(s, t));
  }, 90_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await s?.stop();
  });

  const from = (seat: number, text: string, room: string | null): Inbound => ({
    id: randomUUID(),
    from: { id: seat === 0 ? t.judge.id : t.players[seat - 1].id, name: seat === 0 ? "法官" : `${seat}号` },
    room: room ? { id: room } : null,
    text,
  });
  const last = () => s.net.wire.at(-1)?.seq ?? 0;

  it("a 繁體 game: a wolf's knife by DM is confirmed to him and told to the wolves' room in 繁體; a seated player with his own English gets English; no language is read for them", async () => {
    await s.rt.router.handle(from(0, "語言 繁體", t.group.id));
    const st = await s.rt.service.state(gameId);
    const wolves = (st?.seats ?? []).filter((x) => st && inWolfRoom(st, x)).map((x) => x.seat);
    const [w1, w2] = wolves;
    const target = [1, 2, 3, 4, 5, 6].find((x) => !wolves.includes(x)) ?? 1;
    // The second wolf chose English for his DMs.
    await s.rt.router.handle(from(w2, "language english", null));
    await s.rt.outbox.idle();

    const look = vi.spyOn(ChatLanguages.prototype, "of");
    let since = last();
    await s.rt.router.handle(from(w1, `杀${target}号`, null));
    await s.rt.outbox.idle();
    const m = knifeByDmMsgs(w1, target);
    const dm = await s.waitFor((x) => x.to === t.players[w1 - 1].id && !x.room, 10_000, since);
    expect(dm.text).toBe(render(m.dm, "zh-Hant"));
    const room = await s.waitFor((x) => x.room === wolfRoomId && x.text.includes(`${w1}`), 10_000, since);
    expect(room.text).toBe(render(m.room, "zh-Hant"));

    since = last();
    await s.rt.router.handle(from(w2, `杀${target}号`, null));
    await s.rt.outbox.idle();
    const en = await s.waitFor((x) => x.to === t.players[w2 - 1].id && !x.room, 10_000, since);
    expect(en.text).toBe(render(knifeByDmMsgs(w2, target).dm, "en"));
    expect(look).not.toHaveBeenCalled();
    look.mockRestore();
  });
});
