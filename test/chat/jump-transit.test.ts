/**
 * The deadline jumps (issue 24 goal 5, src/sim/deadline-jumps.ts) never close a window while a
 * player's message is on its way to the router: a message on the wire that the bot's Wechaty has
 * not handed over yet (a busy machine, a slow payload read) keeps the table from being idle,
 * however long the quiet spell. Here every night act's payload takes a second to read (over the
 * driver's 300 ms quiet spell): the wolves' knife of a table night (fixed steps, so the step would
 * close by a jump) must still count.
 */
import { afterAll, expect, it } from "vitest";
import type { GameState } from "../../src/engine/types.ts";
import { Crowd, makeCrowd } from "../../src/sim/crowd.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { crowdPlayer, playWithJumps } from "../idle-jumps.ts";
import { type ChatStack, chatStack } from "./stack.ts";

let s: ChatStack | undefined;
afterAll(async () => {
  await s?.stop();
});

it("a night act still in transit to the router is read before the jump closes its step", async () => {
  const clock = new PlayClock(20, Date.now() * 20);
  s = await chatStack("embedded", { clock });
  const st = s;
  const table = makeCrowd(st.net, "transit", 12);
  const players = new Set(table.players.map((p) => p.id));
  // Wechaty reads a message's payload before handing it to the router: a player's DM or wolves'
  // room message waits a second there.
  const puppet = st.net.puppet;
  const read = puppet.messagePayload.bind(puppet);
  let delayed = 0;
  puppet.messagePayload = async (id: string) => {
    const p = await read(id);
    if (players.has(p.talkerId ?? "") && p.roomId !== table.group.id) {
      delayed++;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return p;
  };
  const crowd = new Crowd(st.net, table);
  const dawn = st.waitFor((m) => m.room === table.group.id && /昨晚(死亡的是|是平安夜)/.test(m.text), 120_000);
  const { played, jumps } = playWithJumps(
    st.rt,
    st.net,
    clock,
    [table.group.id],
    [crowdPlayer(crowd, "开房 桌游 12人", 120_000)],
  );
  const announced = (await dawn).text;
  crowd.stop();
  await played;
  expect(await jumps).toBeGreaterThan(0);
  expect(delayed).toBeGreaterThan(0);
  const g = await st.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
  const state = (await st.rt.service.state(g.id)) as GameState;
  const knifed = state.seats.filter((x) => x.diedAt === "N1" && x.cause === "wolf").map((x) => x.seat);
  expect(knifed).toHaveLength(1);
  expect(announced).toContain(`${knifed[0]}号`);
}, 180_000);
