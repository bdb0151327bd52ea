/**
 * The newer roles through the chat (issue #5 boards on the bot): a thief who takes the wolf card
 * is pulled into the wolves' room and told his teammates, and the wolves' knife then settles
 * (000 §八(一)4, §八(十)4). Board 345-wolfking-thief-cupid, seed 5: the bottom holds a wolf.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inWolfRoom, roleSpec } from "../../src/engine/roles/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("000 §八(十)4: the thief who takes a wolf joins the wolves' room", () => {
  let s: ChatStack;
  let t: Table;
  let st: GameState;
  let gameId = "";
  let wolfRoom = "";

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 5 });
    t = makeTable(s.net, "thief");
    const bot = s.net.botUser.id;
    const inGroup = (re: RegExp) => (m: { room?: string; from: string; text: string }) =>
      m.room === t.group.id && m.from === bot && re.test(m.text);
    t.judge.say("开房 345-wolfking-thief-cupid").to(t.group);
    await s.waitFor(inGroup(/开房：/));
    for (let i = 1; i <= 12; i++) {
      t.players[i - 1].say(`坐${i}号`).to(t.group);
      await s.waitFor(inGroup(new RegExp(`入座${i}号`)));
    }
    t.judge.say("开始").to(t.group);
    await s.waitFor(inGroup(/第1夜/));
    const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
    gameId = game.id;
    wolfRoom = game.wolfRoomId ?? "";
    st = (await s.rt.service.state(gameId)) as GameState;
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("the thief is prompted with his two bottom cards; he picks the wolf, joins the room, and the knife settles", async () => {
    const thief = st.seats.find((x) => x.role === "thief");
    expect(thief).toBeDefined();
    expect(st.setup.bottom).toContain("werewolf");
    const seat = thief?.seat ?? 0;
    const contact = t.players[seat - 1];
    const prompt = await s.waitFor((m) => m.to === contact.id && m.text.startsWith("盗贼请"));
    expect(prompt.text).toContain("狼人");
    expect(s.net.members(wolfRoom)).not.toContain(contact.id);

    contact.say("选狼人").to(s.net.botUser);
    const joined = await s.waitFor((m) => m.to === contact.id && m.text.includes("你已被拉进狼人群"));
    expect(joined.text).toContain("狼队友");
    await s.waitFor((m) => m.room === wolfRoom && m.text === `${seat}号盗贼选择了狼人，加入狼队。`);
    expect(s.net.members(wolfRoom)).toContain(contact.id);

    // Every knife-wolf (the thief included) agrees in the wolves' room: the knife settles.
    const now = (await s.rt.service.state(gameId)) as GameState;
    const target = now.seats.find((x) => roleSpec(x.role).team !== "wolf" && x.role !== "thief")?.seat ?? 1;
    const room = s.net.mocker.RoomMock.load(wolfRoom);
    for (const x of now.seats.filter((y) => inWolfRoom(now, y))) t.players[x.seat - 1].say(`杀${target}号`).to(room);
    const settled = await s.waitFor((m) => m.room === wolfRoom && /今晚刀口/.test(m.text));
    expect(settled.text).toBe(`今晚刀口确定：${target}号。`);
  });
});
