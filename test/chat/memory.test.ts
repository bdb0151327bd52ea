/**
 * Issue 12 goal 5: games that ended leave no per-game state in the process, and the mocked
 * network of a load bench (`keepWire: false`) keeps no message once the bot has read it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { type ChatStack, chatStack } from "./stack.ts";

describe("issue 12 goal 5: memory", () => {
  let s: ChatStack | undefined;
  afterAll(async () => {
    await s?.stop();
  });

  it("the router forgets a lobby's flags when its game starts and a game's when it ends", async () => {
    s = await chatStack("embedded", { seed: () => 7 });
    const st = s;
    const t = makeTable(st.net, "mem");
    const bot = st.net.botUser.id;
    const say = async (from: (typeof t.players)[number], text: string, pred: (m: WireMessage) => boolean) => {
      const since = st.net.sent;
      from.say(text).to(t.group);
      return st.waitFor((m) => m.from === bot && pred(m), 15_000, since);
    };
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
    const toJudge = (re: RegExp) => (m: WireMessage) => m.to === t.judge.id && re.test(m.text);
    await say(t.judge, "开房 444预女猎白", inGroup(/开房/));
    for (let i = 1; i <= 12; i++) await say(t.players[i - 1], `坐${i}号`, inGroup(new RegExp(`入座${i}号`)));
    // 000 §五3 in the lobby: flagged once (a debounce key of the match group).
    await say(t.players[3], "大家好呀", toJudge(/手册§五3/));
    expect(st.rt.router.gamesKept).toBe(1);
    await say(t.judge, "开始", inGroup(/第1夜/));
    expect(st.rt.router.gamesKept).toBe(0);
    // Before the sheriff campaign, in the game: flagged once (a debounce key of the game).
    await say(t.players[3], "天黑了吗", toJudge(/竞选警长前/));
    expect(st.rt.router.gamesKept).toBe(1);
    const game = await st.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
    const r = await st.rt.service.handle(game.id, { type: "judge", ruling: "void", reason: "memory test" });
    expect(r.ok).toBe(true);
    expect((await st.rt.service.state(game.id))?.phase.kind).toBe("ended");
    expect(st.rt.router.gamesKept).toBe(0);
    expect(st.rt.service.busyGames).toBe(0);
    expect(st.rt.service.keptStates).toBe(0);
    await expect.poll(() => st.rt.inbound.conversations).toBe(0);
  }, 60_000);

  it("a network with keepWire: false keeps no message (the mock puppet by itself keeps every one)", async () => {
    for (const keepWire of [true, false]) {
      const net = new MockNetwork("狼人法官", undefined, { keepWire });
      await net.start();
      const a = net.contact("mem_a", "阿狸");
      const room = net.room("群", [a]);
      const heard: string[] = [];
      net.onMessage((m) => heard.push(m.text));
      const read: string[] = [];
      const all = new Promise<void>((done) =>
        net.bot.on("message", (m) => {
          read.push(m.text());
          if (read.length === 4) done();
        }),
      );
      a.say("1").to(net.botUser);
      a.say("2").to(room);
      await (await net.bot.Contact.find({ id: a.id }))?.say("3");
      await (await net.bot.Room.find({ id: room.id }))?.say("4");
      await all;
      expect(heard).toEqual(["1", "2", "3", "4"]);
      expect(net.sent).toBe(4);
      const kept = keepWire ? 4 : 0;
      expect(net.wire.length).toBe(kept);
      expect(net.mocker.cacheMessagePayload.size).toBe(kept);
      expect(net.puppet.messageMocks.size).toBe(kept);
      await net.stop();
    }
  });
});
