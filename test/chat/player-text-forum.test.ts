/**
 * Issue 26 item 6 (done-criterion, part 2 of 2, the forum half): every message the bot sends
 * through the real chat stack of a forum-25 game — a real Wechaty on the mocked network, the
 * runtime, timers, outbox — played to its end by the scripted forum crowd, carries no ruling
 * number and no English id. (The ranked, classic and table games and the controls room are in
 * player-text-stack.test.ts: two files so that the two long games run on two test workers.)
 *
 * Issue 24 goal 5: the game's days are calendar days; rather than wait for each deadline at a
 * fixed speed, the test moves the rule clock to the next deadline once the bot has delivered
 * everything and the scripted players have typed what they owe — the playground's
 * 跳到下一个截止 (`nextJumpMs`) — so its time is the work, not the rule clock's waits.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { ForumCrowd, makeForumTable } from "../../src/sim/forum-crowd.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { driveForumDeadlines } from "../forum-jumps.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { scanWire } from "./player-text-scan.ts";

describe("issue 26 item 6: a forum-25 game through the chat stack", () => {
  let net: MockNetwork;
  let rt: Runtime;
  let end = "";
  let ids: string[] = [];
  let jumps = 0;
  beforeAll(async () => {
    net = new MockNetwork("版杀导演机器人");
    const table = makeForumTable(net);
    ids = [...table.directors, ...table.players].map((c) => c.id);
    const clock = new PlayClock(1500, Date.UTC(2026, 2, 1, 12, 0));
    rt = await startRuntime({
      log: pino({ level: "silent" }),
      dataDir: await pgliteCopy(),
      speed: 1500,
      anchor: clock.anchor(),
      bot: { bot: net.bot, network: net },
      seed: () => 4,
      channel: "player-text-forum",
      outboxPollMs: 100,
    });
    const crowd = new ForumCrowd(net, table);
    let over = false;
    const played = crowd.play(400_000).finally(() => {
      over = true;
    });
    const drive = driveForumDeadlines(rt, clock, crowd, table.directors[0].id, () => over);
    end = await played;
    jumps = await drive;
    await rt.outbox.idle();
  }, 500_000);
  afterAll(async () => {
    await rt?.stop();
  });

  it("plays to its end, and every message the bot sent is in players' words", () => {
    expect(end).not.toBe("timeout");
    expect(jumps).toBeGreaterThan(0);
    expect(net.wire.filter((m) => m.from === net.botUser.id).length).toBeGreaterThan(200);
    expect(scanWire(net, ids)).toEqual([]);
  });
});
