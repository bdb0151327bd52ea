/**
 * Issue 12 goal 5: games that ended leave no per-game state in the process, and the mocked
 * network of a load bench (`keepWire: false`) keeps no message once the bot has read it.
 */
import { describe, expect, it } from "vitest";
import { MockNetwork } from "../../src/chat/mock-network.ts";

describe("issue 12 goal 5: memory", () => {
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
