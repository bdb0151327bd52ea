/**
 * Leak test: several whole games played through the bot at once (different deals, two boards; a stack each), and every
 * message that crossed the mocked network scanned with who could see it. Nobody may learn a
 * role, a night action or a seer result they are not entitled to (000 §八(三)1, §八(九)1, §九1):
 * - the match group sees no role and no night secret before the game is over (a flipped idiot
 *   and the final role list are public by rule);
 * - a DM tells a player only about themself (their card, their wolf teammates if a wolf, their
 *   own check if the seer, the knife if the witch, their shot if they shoot);
 * - the wolves' room only ever holds wolves (and the bot), and carries no seer or witch secret.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { Director, makeTable, type Table } from "../../src/sim/director.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { playWithJumps } from "../idle-jumps.ts";
import { expectNoGroupLeak, expectWolvesOnly, ROLE_WORDS } from "./leak-scan.ts";
import { type ChatStack, chatStack } from "./stack.ts";

const SEEDS = [11, 12, 13];
/** Two boards: 444-idiot (000 §六6) and 444-guard-wolfking (§六3: a guard, a wolf king who shoots). */
const BOARDS = ["444-idiot", "444-idiot", "444-guard-wolfking"] as const;

describe("no message reveals a role or a night action to anyone not entitled (leak test)", () => {
  /** One stack per game, each on its own clock, so that each game's deadlines jump as soon as its own table is quiet. */
  const stacks: ChatStack[] = [];
  const tables: Table[] = [];
  /** Every message of the three networks (each table's own: contact and room ids are apart). */
  const wire: WireMessage[] = [];
  /** contact id → seat and role, per game. */
  const who = new Map<string, { seat: number; role: RoleId; gameId: string }>();
  const ended = new Map<string, number>();

  beforeAll(async () => {
    // The stack's default speed (30×), and a clock per game that jumps to its next deadline
    // whenever the game waits on one (a no-show's speech, a night's end): issue 24 goal 5. Three
    // games on one clock jumped only when all three were quiet at once (seldom).
    const played = await Promise.all(
      SEEDS.map(async (seed, n) => {
        const clock = new PlayClock(30, Date.now() * 30);
        const s = await chatStack("embedded", { seed: () => seed, clock });
        stacks[n] = s;
        const t = makeTable(s.net, `leak${n}`);
        tables[n] = t;
        const director = new Director(s.net, t, BOARDS[n]);
        const { played, jumps } = playWithJumps(
          s.rt,
          s.net,
          clock,
          [t.group.id],
          [{ play: () => director.play(150_000), settled: () => director.settled() }],
        );
        const [result] = await played;
        await jumps;
        await s.rt.outbox.idle();
        return result;
      }),
    );
    expect(played.every((r) => r.ended)).toBe(true);
    for (const [n, s] of stacks.entries()) {
      for (const g of await s.rt.store.db.game.findMany({ include: { seats: true } }))
        for (const x of g.seats)
          if (x.playerId) who.set(x.playerId, { seat: x.seat, role: x.role as RoleId, gameId: g.id });
      const t = tables[n];
      const end = s.net.wire.find((m) => m.room === t.group.id && m.text.startsWith("游戏结束"));
      ended.set(t.group.id, end?.seq ?? Number.POSITIVE_INFINITY);
      wire.push(...s.net.wire);
    }
  }, 240_000);
  afterAll(async () => {
    await Promise.all(stacks.map((s) => s?.stop()));
  });

  /** The bot's contact id (each network's bot has the same). */
  const bot = () => stacks[0].net.botUser.id;
  const fromBot = (m: WireMessage) => m.from === bot();

  it("played several different deals to the end", () => {
    const deals = new Set(tables.map((t) => t.players.map((p) => who.get(p.id)?.role).join(",")));
    expect(deals.size).toBe(SEEDS.length);
  });

  it("the match group learns no role and no night secret before the game is over", () => {
    let scanned = 0;
    for (const t of tables)
      for (const m of wire.filter((x) => x.room === t.group.id && fromBot(x) && x.seq < (ended.get(t.group.id) ?? 0))) {
        scanned++;
        expectNoGroupLeak(m);
      }
    expect(scanned).toBeGreaterThan(150);
  });

  it("a DM only tells a player about themself", () => {
    let scanned = 0;
    for (const m of wire.filter((x) => x.to && fromBot(x))) {
      const me = who.get(m.to ?? "");
      if (!me) continue; // the judge is entitled to everything
      scanned++;
      const spec = roleSpec(me.role);
      const card = /你的身份是：([^。]+)。/.exec(m.text);
      if (card) expect(card[1]).toBe(spec.texts["zh-Hans"].name);
      if (/狼队友/.test(m.text)) expect(spec.team).toBe("wolf");
      if (/你查验的/.test(m.text) || m.text.startsWith("预言家请")) expect(me.role).toBe("seer");
      if (m.text.startsWith("守卫请") || /^已收到：(守护|空守)/.test(m.text)) expect(me.role).toBe("guard");
      if (/女巫|刀口|被杀的是/.test(m.text)) expect(me.role).toBe("witch");
      if (/开枪/.test(m.text) && !/不开枪”/.test(m.text)) expect(["hunter", "wolf_king"]).toContain(me.role);
      // Any other role word would be news about someone else.
      const rest = m.text
        .replace(/你的身份是：[^。]+。/, "")
        .replace(/你查验的\d+号是：(狼人（查杀）|好人（金水）)/, "")
        .replace(/^女巫[\s\S]*$/, "")
        .replace(/^预言家请[\s\S]*$/, "")
        .replace(/^守卫请[\s\S]*$/, "");
      expect(rest, m.text).not.toMatch(ROLE_WORDS);
    }
    expect(scanned).toBeGreaterThan(150);
  });

  it("the wolves' room only ever holds wolves, and carries no seer or witch secret", () => {
    const groups = new Set(tables.map((t) => t.group.id));
    const wolfRooms = wire.filter((m) => m.room && !groups.has(m.room));
    expect(wolfRooms.length).toBeGreaterThan(20);
    for (const m of wolfRooms) expectWolvesOnly(m, (id) => who.get(id)?.role, bot());
  });

  it("votes and sheriff sign-ups stay private until the window closes (R24)", () => {
    for (const m of wire.filter((x) => x.to === bot() && /^(投\d+号|弃票|\d+)$/.test(x.text)))
      expect(m.seenBy.sort()).toEqual([m.from, bot()].sort());
  });
});
