/**
 * Issue 15, the fuzz attack kept as a test: a few games on the mocked network (embedded mode,
 * timers running) under a seeded stream of adversarial chat messages — random commands, wrong
 * and malformed seats, very long strings, control characters, same-id redeliveries, messages
 * from non-players, from the dead, from the judge, in the wrong room — plus a lobby that only
 * ever gets noise. Then:
 * - nothing crashed: no "chat message failed" (or any other error) was logged, no apology sent;
 * - every game went on by itself and ended;
 * - every message the bot sent was scanned with who could see it (as in `leak.test.ts`): the
 *   match group learns no role and no night secret before the end, a DM tells a player only
 *   about himself, an outsider learns nothing, the wolves' room holds only wolves.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELP } from "../../src/chat/grammar.ts";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { ALL_BOARDS, boardById } from "../../src/engine/boards.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { cardName } from "../../src/vocab/index.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { driveIdleDeadlines } from "../idle-jumps.ts";
import { expectNoGroupLeak, expectWolvesOnly, NIGHT_SECRETS, namesPattern } from "./leak-scan.ts";
import { type ChatStack, chatStack } from "./stack.ts";

const SEED = 20_150;
const MESSAGES = 3_000;
const BOARDS = ["444-idiot", "444-guard-wolfking", "444-idiot", "444-guard-wolfking"] as const;
/**
 * The cards a seat here can hold (and 村民), in 简体: a DM naming another card (a refusal about a
 * skill the reader typed, a board's name) is no news about a seat. The match groups are scanned
 * for every card of every ruleset (leak-scan.ts).
 */
const ROLE_WORDS = namesPattern(
  "zh-Hans",
  [...new Set(BOARDS.flatMap((b) => boardById(b)?.cards ?? []))].map((c) => cardName(c)).concat("村民"),
);
/** Rule seconds per wall second: a 5-minute night lasts 5 s. */
const SPEED = 60;
/** How many times the test looks whether the games ended, 250 ms apart, before it gives up. */
const MAX_POLLS = 800;

/** The router's answer to a wolf who types another skill in the wolves' room. */
const WOLF_ROOM_HINT = "狼人群里只收刀口（杀X号 / X号确定 / 空刀），其他技能请私聊法官。";

/** A seeded PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}
type Rng = ReturnType<typeof rng>;

const SEATS = [
  ..."1 2 3 4 5 6 7 8 9 10 11 12 0 13 99 100 -1 3.5 1e3 ３ 十二 十三 一百零五 三号五 3和5 3,5 ".split(" "),
  "3号玩家",
  "7号位",
  " 5 ",
];
const VERBS = [
  ..."杀 刀 确定 守 守护 验 查 查验 救 毒 开枪 带走 投 投票给 移交 警徽给 坐 报名 跳过 警告 判 踢出 更正 连 卜命 选 决斗 移票 爆 自爆带走 魅惑 摄梦 吞噬 禁言 榜样".split(
    " ",
  ),
  "",
];
const POSTS = ["", "号", "号确定", "号退水", "号上警", "号过", "秒", "号自爆", "号出局", " 投3", "和5号"];
const WHOLE = [
  ..."报名 退出 开始 开始游戏 上警 退水 过 爆 boom 空刀 空守 救 不用药 不开枪 弃票 警左 警右 撕警徽 暂停 继续 跳过 作废 战绩 排行榜 帮助 ? 状态 督察 关房 不发动 选狼人 颠倒黑白 不魅惑 不禁言 constructor __proto__ toString".split(
    " ",
  ),
  "开房 444-idiot",
  "开房 444预女猎白",
  "开房 444\n法官：3号是预言家",
  "开房 狼王守卫",
  "延时30秒",
  "延时9999秒",
  "更正5号 投3",
  "连3号和5号",
  "卜命3号双死",
  "@法官 验3号",
  "投 3 5",
];
const CHATTER = [
  "我是好人",
  "3号发言很像狼",
  "过了这轮再说",
  "大家好",
  "？？？",
  "哈哈哈😂",
  "我是预言家，昨晚验了5号",
];
const NOISE = [
  "\u0000\u0007\u001b[31m红字\u001b[0m",
  "\n\n\n",
  "\u202e号3杀",
  "\u200b杀\u200b3\u200b号",
  "\ud800杀3号",
  "🀄️👨‍👩‍👧",
  "   ",
  "\t过\t",
  "杀３号。。。。。！！！",
  "ｂｏｏｍ",
];
const ALPHABET = [..."0123456789零一二三十百号和、,.。!~ @确定杀验投开房的人局秒分更正连卜命选底牌😀\n\u0000"];

/** One adversarial text. */
function text(r: Rng, judge: boolean): string {
  const k = r.next();
  if (k < 0.15) {
    // A well-formed move (most of them refused: wrong role, wrong time, wrong seat).
    const n = 1 + r.int(12);
    return r.pick([
      `投${n}号`,
      "弃票",
      `杀${n}号`,
      `验${n}`,
      "上警",
      String(n),
      "过",
      "不用药",
      `开枪${n}号`,
      `移交${n}号`,
    ]);
  }
  if (k < 0.45) return `${r.pick(VERBS)}${r.pick(SEATS)}${r.pick(POSTS)}`;
  if (k < 0.62) {
    const w = r.pick(WHOLE);
    // The real judge never pauses or voids here: the games must be able to end by themselves.
    return judge && /^(暂停|作废|延时9999秒)$/.test(w) ? "状态" : w;
  }
  if (k < 0.72) return r.pick(CHATTER);
  if (k < 0.8) return r.pick(NOISE);
  if (k < 0.9) {
    const n = r.pick([40, 499, 500, 501, 2_000, 20_000]);
    return Array.from({ length: n }, () => r.pick(ALPHABET)).join("");
  }
  // A command mangled: doubled, padded with control characters, or cut.
  const base = `${r.pick(VERBS)}${r.pick(SEATS)}${r.pick(POSTS)}`;
  return r.pick([base.repeat(3), `\u0001${base}\u0002`, base.slice(0, 1), `${base}\n${base}`]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("issue 15 fuzz: adversarial chat against live games (no crash, games end, no leak)", () => {
  let s: ChatStack;
  const tables: Table[] = [];
  let lobby: Table;
  const errors: { msg?: string; err?: unknown }[] = [];
  const sent = { messages: 0, redeliveries: 0 };
  const inboundIds: string[] = [];
  let durationMs = 0;
  /** contact id → seat and role in its game; judges by contact id. */
  const who = new Map<string, { seat: number; role: RoleId; gameId: string }>();
  const judges = new Set<string>();
  const wolfRooms = new Map<string, string>();
  const ended = new Map<string, number>();

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        // Errors only: the operator's start-up lines (the mocked network, logged in) print at info
        // whatever the level (issue 26 item 10).
        for (const line of String(chunk).split("\n")) {
          if (!line.trim()) continue;
          const entry = JSON.parse(line) as { level: number; msg?: string; err?: unknown };
          if (entry.level >= 50) errors.push(entry);
        }
        done();
      },
    });
    let seeds = 0;
    // At SPEED while the noise comes in; then a clock that jumps to the next deadline (below).
    const clock = new PlayClock(SPEED, Date.now() * SPEED);
    s = await chatStack("embedded", {
      clock,
      seed: () => 31 + seeds++,
      log: pino({ level: "error" }, sink),
    });
    s.net.puppet.on("message", ({ messageId }) => {
      const p = s.net.mocker.messagePayload(messageId);
      if (p.talkerId !== s.net.botUser.id) inboundIds.push(messageId);
    });
    const t0 = performance.now();
    const bot = s.net.botUser.id;
    const inGroup = (g: Table, re: RegExp) => (m: WireMessage) =>
      m.from === bot && m.room === g.group.id && re.test(m.text);
    for (const [n, board] of BOARDS.entries()) {
      const t = makeTable(s.net, `fz${n}`);
      tables.push(t);
      let since = s.net.wire.length;
      t.judge.say(`开房 ${board}`).to(t.group);
      await s.waitFor(inGroup(t, /开房：/), 15_000, since);
      for (const [i, p] of t.players.entries()) {
        since = s.net.wire.length;
        p.say(`坐${i + 1}号`).to(t.group);
        await s.waitFor(inGroup(t, new RegExp(`入座${i + 1}号`)), 15_000, since);
      }
      since = s.net.wire.length;
      t.judge.say("开始").to(t.group);
      await s.waitFor(inGroup(t, /第1夜/), 15_000, since);
      judges.add(t.judge.id);
    }
    // A lobby that only gets noise: its judge opened a room, nobody may start it.
    lobby = makeTable(s.net, "fzL");
    lobby.judge.say("开房 334-classic").to(lobby.group);
    await s.waitFor(inGroup(lobby, /开房：/), 15_000);
    judges.add(lobby.judge.id);
    for (const g of await s.rt.store.db.game.findMany()) if (g.wolfRoomId) wolfRooms.set(g.id, g.wolfRoomId);

    const r = rng(SEED);
    // Each table's game: its seats' roles (to type moves where they belong) and its wolves' room.
    const games: [Table, { roles: Map<number, RoleId>; wolfRoom: string | null }][] = [];
    for (const t of tables) {
      const g = await s.rt.store.db.game.findFirstOrThrow({
        where: { matchGroupId: t.group.id },
        include: { seats: true },
      });
      games.push([t, { roles: new Map(g.seats.map((x) => [x.seat, x.role as RoleId])), wolfRoom: g.wolfRoomId }]);
    }
    const outsiders = Array.from({ length: 4 }, (_, i) => s.net.contact(`fz_out${i}`, `路人${i}\n法官：${i}号是狼`));
    const rooms = () => [...tables.map((t) => t.group), lobby.group];
    const wolves = () => [...wolfRooms.values()].map((id) => s.net.mocker.RoomMock.load(id));
    for (let i = 0; i < MESSAGES; i++) {
      // Paced over the games' first days and nights (~20 s), so that timers interleave.
      if (i > 0 && i % 25 === 0) await sleep(150);
      const k = r.next();
      if (k < 0.08 && inboundIds.length > 0) {
        // The network delivers a message it already delivered, with the same id.
        s.net.puppet.emit("message", { messageId: r.pick(inboundIds) });
        sent.redeliveries++;
        continue;
      }
      if (k < 0.3) {
        // A player's move as it would be typed where it belongs (often refused: wrong time, target, role).
        const [t, g] = r.pick(games);
        const seat = 1 + r.int(t.players.length);
        const role = g.roles.get(seat) ?? "villager";
        const n = 1 + r.int(t.players.length);
        const p = t.players[seat - 1];
        const wolf = roleSpec(role).team === "wolf";
        if (wolf && g.wolfRoom && r.next() < 0.5)
          p.say(r.pick([`杀${n}号`, `${n}号确定`, "空刀"])).to(s.net.mocker.RoomMock.load(g.wolfRoom));
        else if (r.next() < 0.3) p.say(r.pick([String(seat), "过", "过", "警左", "警右", `${seat}号退水`])).to(t.group);
        else {
          const skill: Partial<Record<RoleId, string[]>> = {
            seer: [`验${n}`],
            witch: ["救", `毒${n}号`, "不用药"],
            guard: [`守${n}`, "空守"],
            hunter: [`开枪${n}号`, "不开枪"],
            wolf_king: [`开枪${n}号`, "不开枪"],
          };
          p.say(r.pick([`投${n}号`, "弃票", "上警", String(seat), `移交${n}号`, ...(skill[role] ?? [])])).to(
            s.net.botUser,
          );
        }
        sent.messages++;
        continue;
      }
      const t = r.pick([...tables, lobby]);
      const from =
        k < 0.6
          ? r.pick(t.players)
          : k < 0.72
            ? t.judge
            : k < 0.78
              ? t.inspector
              : k < 0.9
                ? r.pick(outsiders)
                : r.pick(r.pick(tables).players);
      const where = r.next();
      const to =
        where < 0.45
          ? s.net.botUser
          : where < 0.8
            ? t.group
            : where < 0.92 && wolves().length > 0
              ? r.pick(wolves())
              : r.pick(rooms());
      from.say(text(r, judges.has(from.id))).to(to);
      sent.messages++;
    }
    // Then the games go on by themselves, on their timers, to the end: the clock jumps to each
    // deadline once nothing is left to do before it (test/idle-jumps.ts; issue 24 goal 5), rather
    // than waiting out the rule clock. At most MAX_POLLS looks at the games (a hang guard).
    let over = false;
    const drive = driveIdleDeadlines(
      s.rt,
      s.net,
      tables.map((t) => t.group.id),
      clock,
      async () => {},
      () => over,
    );
    for (let polls = 0; polls < MAX_POLLS && !over; polls++) {
      over = (await s.rt.store.db.game.count({ where: { status: "running" } })) === 0;
      if (!over) await sleep(250);
    }
    over = true;
    await drive;
    await s.rt.outbox.idle();
    durationMs = performance.now() - t0;
    for (const g of await s.rt.store.db.game.findMany({ include: { seats: true } }))
      for (const x of g.seats)
        if (x.playerId) who.set(x.playerId, { seat: x.seat, role: x.role as RoleId, gameId: g.id });
    for (const t of tables) {
      const end = s.net.wire.find((m) => m.room === t.group.id && m.from === bot && m.text.startsWith("游戏结束"));
      ended.set(t.group.id, end?.seq ?? Number.POSITIVE_INFINITY);
    }
    console.log(
      `fuzz: ${sent.messages} messages + ${sent.redeliveries} redeliveries, ${tables.length} games + a lobby, ` +
        `${s.net.wire.filter((m) => m.from === bot).length} bot messages scanned, ${(durationMs / 1000).toFixed(1)} s`,
    );
  }, 240_000);
  afterAll(async () => {
    await s?.stop();
  });

  const fromBot = (m: WireMessage) => m.from === s.net.botUser.id;

  it("sent a few thousand adversarial messages, redeliveries among them, and some of them were moves", async () => {
    expect(sent.messages).toBeGreaterThan(2_500);
    expect(sent.redeliveries).toBeGreaterThan(100);
    // The stream did play the games: knives, skills, interruptions warned (R25), booms.
    // (Ballots and sign-ups land only when timing lets them: windows are 1–2 s here.)
    for (const type of ["knife_proposed", "night_acted", "warned", "self_destructed"])
      expect(await s.rt.store.db.gameEvent.count({ where: { type } }), type).toBeGreaterThan(0);
  });

  it("nothing crashed: no error logged, no apology sent", () => {
    expect(errors.map((e) => e.msg)).toEqual([]);
    expect(s.net.wire.filter((m) => fromBot(m) && /出了点问题/.test(m.text))).toEqual([]);
  });

  it("every game went on by itself and ended; the lobby never started one", async () => {
    const games = await s.rt.store.db.game.findMany();
    expect(games).toHaveLength(tables.length);
    expect(games.map((g) => g.status)).toEqual(tables.map(() => "ended"));
    for (const t of tables) expect(ended.get(t.group.id)).toBeLessThan(Number.POSITIVE_INFINITY);
  });

  it("the match groups learn no role and no night secret before the game is over", () => {
    let scanned = 0;
    for (const t of tables)
      for (const m of s.net.wire.filter(
        (x) => x.room === t.group.id && fromBot(x) && x.seq < (ended.get(t.group.id) ?? 0),
      )) {
        scanned++;
        // 「What a user typed in this group」 quoted back is public too (a lobby reply that
        // overtakes the end message when the game ends).
        expectNoGroupLeak(m);
      }
    expect(scanned).toBeGreaterThan(100);
  });

  it("a DM tells a player only about himself, an outsider nothing", () => {
    let scanned = 0;
    const leaks = new Set<string>();
    const leak = (why: string, m: WireMessage) => leaks.add(`${why}: ${m.text.slice(0, 120)}`);
    const help = [HELP.dm, HELP.group, HELP.wolves];
    for (const m of s.net.wire.filter((x) => x.to && fromBot(x))) {
      if (judges.has(m.to ?? "")) continue; // the judge is entitled to everything
      scanned++;
      const me = who.get(m.to ?? "");
      // Generic words, not news about anyone: the help texts, the boards' names (000 §六), the
      // wolves' room by name, the rule of the white wolf king's boom, a refusal about oneself.
      let rest = ALL_BOARDS.reduce(
        (x, b) => x.replaceAll(b.zh, ""),
        help.reduce((x, h) => x.replaceAll(h, ""), m.text),
      )
        .replace(/「[^」]*」/g, "") // what the sender typed, quoted back to him
        .replace(WOLF_ROOM_HINT, "")
        .replaceAll("狼人群", "")
        .replace("（只有白狼王可以）", "")
        .replace(`${me?.seat}号不是带刀的狼人`, "");
      if (!me) {
        // Not in any game: nothing about roles or nights beyond the help text.
        if (ROLE_WORDS.test(rest) || NIGHT_SECRETS.test(rest)) leak("outsider", m);
        continue;
      }
      const spec = roleSpec(me.role);
      const card = /你的身份是：([^。]+)。/.exec(m.text);
      if (card && card[1] !== spec.texts["zh-Hans"].name) leak(`card of ${me.role}`, m);
      if (/狼队友/.test(m.text) && spec.team !== "wolf") leak(me.role, m);
      if ((/你查验的/.test(m.text) || m.text.startsWith("预言家请")) && me.role !== "seer") leak(me.role, m);
      if ((m.text.startsWith("守卫请") || /^已收到：(守护|空守)/.test(m.text)) && me.role !== "guard") leak(me.role, m);
      if (/^女巫|刀口|被杀的是|被狼人杀害/.test(m.text.replace(WOLF_ROOM_HINT, "")) && me.role !== "witch")
        leak(me.role, m);
      if (m.text.includes(WOLF_ROOM_HINT) && spec.team !== "wolf") leak(me.role, m);
      if (/开枪状态|你可以发动技能开枪|开枪时间还剩/.test(m.text) && !["hunter", "wolf_king"].includes(me.role))
        leak(me.role, m);
      rest = rest
        .replace(/你的身份是：[^。]+。/, "")
        .replace(/你查验的\d+号是：(狼人（查杀）|好人（金水）)/, "")
        .replace(/^女巫[\s\S]*$/, "")
        .replace(/^预言家请[\s\S]*$/, "")
        .replace(/^守卫请[\s\S]*$/, "")
        // The witch is told of the knife (R27): "狼人" there names the knife, not a seat.
        .replace(me.role === "witch" ? /狼人还没有确定刀口|没有人被狼人杀害/g : /^$/, "");
      const words = rest.match(new RegExp(ROLE_WORDS, "g")) ?? [];
      if (words.some((w) => w !== spec.texts["zh-Hans"].name)) leak(`${me.role} told ${words}`, m);
    }
    expect([...leaks]).toEqual([]);
    expect(scanned).toBeGreaterThan(500);
  });

  it("the wolves' rooms only ever hold wolves, and carry no seer or witch secret", () => {
    const rooms = new Set(wolfRooms.values());
    const msgs = s.net.wire.filter((m) => m.room && rooms.has(m.room) && fromBot(m));
    expect(msgs.length).toBeGreaterThan(10);
    for (const m of msgs) expectWolvesOnly(m, (id) => who.get(id)?.role, s.net.botUser.id);
  });
});
