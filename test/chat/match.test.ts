/**
 * The table match through the chat (T22, T20) and the ruleset commands of the lobby (issue 10
 * item 5): `开赛 桌游 12人` opens a five-game match; each finished game posts its sheet and the
 * match sheet and opens the next game's room; the first game's night-1 victim is the second
 * game's `protectedSeat` (his seat there, the players having drawn seats again); `比分` in the
 * group and by DM; `GET /matches/:id` and its CSV; `关房` ends the match. Then: help per ruleset
 * and board, and casual rulesets need no certified judge or inspector.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_MATCH_SCORING,
  type MatchView,
  matchCsv,
  matchScoringFromEnv,
  matchSheet,
  seatPoints,
} from "../../src/app/match.ts";
import { boardById } from "../../src/engine/boards.ts";
import { RANKED_S7, TABLE } from "../../src/engine/rulesets/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { buildApp } from "../../src/http/app.ts";
import { Crowd, type CrowdResult, makeCrowd } from "../../src/sim/crowd.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { crowdPlayer, playWithJumps } from "../idle-jumps.ts";
import { type ChatStack, chatStack } from "./stack.ts";

let s: ChatStack;
let table: ReturnType<typeof makeCrowd>;
let crowd: Crowd;
const games: CrowdResult[] = [];
let refusedClassic = "";
let victim: string | null = null;
let dmHelpTable = "";

const bot = () => s.net.botUser.id;
const group = (since = 0) =>
  s.net.wire.filter((m) => m.seq > since && m.room === table.group.id && m.from === bot()).map((m) => m.text);
const seen = (re: RegExp, since = s.net.wire.length) =>
  s.waitFor((m) => m.from === bot() && m.room === table.group.id && re.test(m.text), 15_000, since);

beforeAll(async () => {
  // 20×: a table night's fixed steps (60 s each) last 3 s of wall time, enough for the scripted wolves
  // to knife on a busy machine (at 60× a 1 s step was sometimes missed, and the 黄金内裤 check below
  // needs game 1's night-1 victim). A deadline nobody acts before (a step's end once everyone
  // answered, a no-show's speech) is jumped to once the table is quiet (issue 24 goal 5): a jump
  // waits for the crowd's answers, so the knife is in before its step closes.
  const clock = new PlayClock(20, Date.now() * 20);
  s = await chatStack("embedded", { clock });
  table = makeCrowd(s.net, "match", 12);
  crowd = new Crowd(s.net, table);
  const refused = seen(/比赛记分/);
  table.judge.say("开赛 经典 444预女猎白").to(table.group);
  refusedClassic = (await refused).text;
  // Game 1: seats 1..12 in order; one player asks for help by DM once the game runs.
  const helpSeen = s.waitFor((m) => m.to === table.players[2].id && m.text.startsWith("私聊指令"), 60_000);
  const first = playWithJumps(s.rt, s.net, clock, [table.group.id], [crowdPlayer(crowd, "开赛 桌游 12人", 200_000)]);
  await s.waitFor((m) => m.room === table.group.id && m.text.startsWith("本局配置"), 30_000);
  table.players[2].say("帮助").to(s.net.botUser);
  dmHelpTable = (await helpSeen).text;
  games.push(...(await first.played));
  await first.jumps;
  await s.rt.outbox.idle();
  const g1 = await s.rt.store.db.game.findFirstOrThrow({
    where: { matchGroupId: table.group.id },
    include: { seats: true },
  });
  const st = (await s.rt.service.state(g1.id)) as GameState;
  const n1 = st.seats.find((x) => x.diedAt === "N1" && x.cause === "wolf");
  victim = n1 ? (g1.seats.find((x) => x.seat === n1.seat)?.playerId ?? null) : null;
  await seen(/第2\/5局：请重新报名/, 0);
  // Game 2: the players draw seats again (reversed).
  const reversed = [...table.players.keys()].reverse();
  const second = playWithJumps(
    s.rt,
    s.net,
    clock,
    [table.group.id],
    [{ play: () => crowd.play(null, 200_000, reversed), settled: () => crowd.settled() }],
  );
  games.push(...(await second.played));
  await second.jumps;
  await s.rt.outbox.idle();
}, 480_000);
afterAll(async () => {
  await s?.stop();
});

describe("a table match through the chat (T22, T20)", () => {
  it("开赛 with a ruleset that has no score sheet is refused, saying which ruleset plays matches", () => {
    expect(refusedClassic).toContain("经典规则没有比赛记分");
    expect(refusedClassic).toContain("开赛 桌游 12人");
  });

  it("both games end; each posts its sheet and the match sheet, and the next room opens by itself", () => {
    expect(games.map((g) => g.ended)).toEqual([true, true]);
    const g = group().join("\n");
    expect(g).toContain("开赛：桌游12人（12人）");
    expect(g).toContain("共5局");
    expect(g).toContain("第1/5局记分：");
    expect(g).toContain("第2/5局记分：");
    expect(g).toContain("比赛积分表（桌游规则，桌游12人，已赛2/5局）");
    expect(g).toContain("第3/5局：请重新报名入座");
  });

  it("黄金内裤: game 1's night-1 victim is protected in game 2, on his new seat (T20)", async () => {
    expect(victim).not.toBeNull();
    const g2 = await s.rt.store.db.game.findFirstOrThrow({
      where: { matchGroupId: table.group.id },
      orderBy: { createdAt: "desc" },
      include: { seats: true },
    });
    const seat = g2.seats.find((x) => x.playerId === victim)?.seat;
    const first = await s.rt.store.db.gameEvent.findFirstOrThrow({ where: { gameId: g2.id, seq: 1 } });
    expect((first.data as { setup: { protectedSeat?: number } }).setup.protectedSeat).toBe(seat);
    expect(group().join("\n")).toContain(`黄金内裤：${seat}号曾在首夜被刀出局，本局第一夜不能被刀、不能被查验`);
    const mg = await s.rt.store.db.matchGame.findMany({ orderBy: { n: "asc" } });
    expect(mg.map((x) => x.protectedSeat)).toEqual([null, seat]);
  });

  it("GET /matches/:id: every player's games, wins, deductions and points; the CSV has a BOM, a header and a row per player", async () => {
    const match = await s.rt.store.db.match.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
    const app = await buildApp({
      db: s.rt.store.db,
      service: s.rt.service,
      book: s.rt.book,
      matches: s.rt.matches,
      log: pino({ level: "silent" }),
      mode: () => "test",
    });
    const r = (await app.inject({ url: `/matches/${match.id}` })).json();
    expect(r).toMatchObject({ ruleset: "table", rulesetZh: "桌游", board: "table-12", games: 5, status: "open" });
    expect(r.played).toHaveLength(2);
    expect(r.sheet).toHaveLength(12);
    for (const line of r.sheet) {
      expect(line.played).toBe(2);
      const seats = line.games.filter(Boolean);
      expect(line.points).toBe(
        seats.reduce((n: number, x: Parameters<typeof seatPoints>[0]) => n + seatPoints(x, DEFAULT_MATCH_SCORING), 0),
      );
      expect(line.wins).toBe(seats.filter((x: { won: boolean }) => x.won).length);
    }
    const csv = await app.inject({ url: `/matches/${match.id}/sheet.csv` });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.startsWith("\uFEFF名次,玩家,玩家ID,局数,胜,扣分次数,积分,第1局,第2局,第3局,第4局,第5局\r\n")).toBe(
      true,
    );
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(13);
    expect((await app.inject({ url: "/matches/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/matches/nope/sheet.csv" })).statusCode).toBe(400);
    await app.close();
  });

  it("比分 in the group and by DM shows the match sheet; 关房 ends the match", async () => {
    let since = s.net.wire.length;
    const inGroup = seen(/比赛积分表/, since);
    table.players[0].say("比分").to(table.group);
    const sheetText = (await inGroup).text;
    expect(sheetText).toContain("已赛2/5局");
    const m = await s.rt.store.db.match.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
    expect(sheetText).toContain(`比赛编号：${m.id}`);
    since = s.net.wire.length;
    const byDm = s.waitFor((m) => m.to === table.players[5].id && m.text.startsWith("比赛积分表"), 15_000, since);
    table.players[5].say("积分表").to(s.net.botUser);
    expect((await byDm).text).toContain("计分：胜利 好人阵营+2、狼人阵营+3");
    since = s.net.wire.length;
    const closed = seen(/比赛到此结束/, since);
    table.judge.say("关房").to(table.group);
    expect((await closed).text).toContain("法官已结束比赛");
    const match = await s.rt.store.db.match.findFirstOrThrow({ where: { matchGroupId: table.group.id } });
    expect(match.status).toBe("closed");
  });

  it("a player's DM help lists only his board's skills and his ruleset's sheriff rules", () => {
    expect(dmHelpTable).toContain("私聊指令（桌游规则，桌游12人）");
    expect(dmHelpTable).toContain("连3号和5号");
    expect(dmHelpTable).toContain("验3号");
    expect(dmHelpTable).not.toContain("守3号"); // table-12 has no guard (T2)
    expect(dmHelpTable).not.toContain("摄梦");
    expect(dmHelpTable).not.toContain("撕警徽"); // T11
    expect(dmHelpTable).not.toContain("战绩");
  });
});

describe("the lobby under each ruleset (issue 10 item 5)", () => {
  it("help in the group shows only what the open room's ruleset has", async () => {
    const lobby = makeCrowd(s.net, "lobby", 12);
    const ask = async (text: string, re: RegExp) => {
      const got = s.waitFor(
        (m) => m.from === bot() && m.room === lobby.group.id && re.test(m.text),
        15_000,
        s.net.wire.length,
      );
      lobby.judge.say(text).to(lobby.group);
      return (await got).text;
    };
    await ask("开房 桌游 12人", /开房：/);
    const table = await ask("帮助", /群内指令/);
    expect(table).toContain("群内指令（桌游规则）");
    expect(table).toContain("归票3号"); // T12
    expect(table).not.toContain("撕警徽"); // T11
    expect(table).not.toContain("战绩");
    expect(table.includes("退水")).toBe(TABLE.election.withdrawWindow); // T9, once the table rules set it
    await ask("关房", /关闭了房间/);
    await ask("开房 444预女猎白", /开房：/);
    const ranked = await ask("帮助", /群内指令/);
    expect(ranked).toContain("群内指令（排位赛规则）");
    expect(ranked.includes("退水")).toBe(RANKED_S7.election.withdrawWindow);
    expect(ranked).toContain("撕警徽");
    expect(ranked).toContain("战绩");
    expect(ranked).not.toContain("归票");
    await ask("关房", /关闭了房间/);
  });

  it("once judges are certified, an uncertified judge may open classic and table rooms but not a ranked one (000 §三1)", async () => {
    const lobby = makeCrowd(s.net, "casual", 12);
    await s.rt.book.setStaff("someone_certified", "judge", "认证法官", true);
    const ask = async (text: string, re: RegExp) => {
      const got = s.waitFor(
        (m) => m.from === bot() && m.room === lobby.group.id && re.test(m.text),
        15_000,
        s.net.wire.length,
      );
      lobby.judge.say(text).to(lobby.group);
      return (await got).text;
    };
    expect(await ask("开房 444预女猎白", /认证排位法官/)).toContain("经典、桌游规则不计排位积分，谁都可以开");
    const classic = await ask("开房 经典 444预女猎白", /开房：/);
    expect(classic).toContain("经典规则，不计排位积分");
    expect(classic).not.toContain("督察");
    expect(classic).not.toContain("扣5分");
    const inspector = s.net.contact("casual_insp", "督察");
    await s.rt.book.setStaff(inspector.id, "inspector", "督察", true);
    const got = s.waitFor(
      (m) => m.from === bot() && m.room === lobby.group.id && /督察长/.test(m.text),
      15_000,
      s.net.wire.length,
    );
    inspector.say("督察").to(lobby.group);
    expect((await got).text).toContain("不需要督察长");
    await ask("关房", /关闭了房间/);
    expect(await ask("开房 桌游 444预女猎白", /桌游规则不玩/)).toContain("桌游12人");
    await s.rt.book.setStaff("someone_certified", "judge", "认证法官", false);
  });
});

describe("the match sheet, pure (T22)", () => {
  const board = boardById("table-12");
  const seat = (playerId: string, won: boolean, camp: "villagers" | "wolves", deductions = 0) => ({
    seat: 1,
    playerId,
    name: playerId,
    role: camp === "wolves" ? ("werewolf" as const) : ("villager" as const),
    camp,
    won,
    alive: true,
    deductions,
  });
  const played = [
    { n: 1, gameId: "g1", protectedSeat: null, seats: [seat("a", true, "wolves", 1), seat("b", false, "villagers")] },
    { n: 2, gameId: "g2", protectedSeat: 1, seats: [seat("a", false, "villagers"), seat("b", true, "villagers", 2)] },
  ];

  it("sums points per camp won and per deduction, ranks by points, then wins, then deductions", () => {
    const sheet = matchSheet(played, 5, DEFAULT_MATCH_SCORING);
    expect(sheet.map((l) => [l.playerId, l.played, l.wins, l.deductions, l.points])).toEqual([
      ["a", 2, 1, 1, 2], // wolves' win 3, one deduction −1
      ["b", 2, 1, 2, 0], // village win 2, two deductions −2
    ]);
    expect(sheet[0].games).toHaveLength(5);
    expect(sheet[0].games[2]).toBeNull();
  });

  it("the organiser's points come from MATCH_SCORING (JSON), else the default; a bad value is refused at start", () => {
    expect(matchScoringFromEnv({})).toEqual(DEFAULT_MATCH_SCORING);
    const custom = { win: { villagers: 1, wolves: 1, lovers: 2, piper: 2 }, deduction: -3 };
    expect(matchScoringFromEnv({ MATCH_SCORING: JSON.stringify(custom) })).toEqual(custom);
    expect(() => matchScoringFromEnv({ MATCH_SCORING: "{" })).toThrow(/MATCH_SCORING must be JSON/);
    expect(() => matchScoringFromEnv({ MATCH_SCORING: '{"win":{"villagers":1},"deduction":-1}' })).toThrow(
      /win.wolves/,
    );
  });

  it("the CSV quotes a field with a comma or a quote and starts with a UTF-8 BOM", async () => {
    const tricky = [{ ...played[0], seats: [{ ...played[0].seats[0], name: 'A,"B"' }] }];
    const view = {
      id: "m",
      matchGroupId: "g",
      ruleset: TABLE,
      board,
      games: 5,
      status: "open",
      scoring: DEFAULT_MATCH_SCORING,
      played: tricky,
      protectedId: null,
      sheet: matchSheet(tricky, 5, DEFAULT_MATCH_SCORING),
    } as MatchView;
    const csv = await matchCsv(view);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('1,"A,""B""",a,1,1,1,2,1号 狼人 狼人阵营 胜 扣1 +2,,,,\r\n');
    expect(csv.split("\r\n")[0]).toBe("\uFEFF名次,玩家,玩家ID,局数,胜,扣分次数,积分,第1局,第2局,第3局,第4局,第5局");
    // Issue 23: the download in the request's language.
    const en = await matchCsv(view, "en");
    expect(en.split("\r\n")[0]).toBe(
      "\uFEFFRank,Player,Player ID,Games,Wins,Deductions,Points,Game 1,Game 2,Game 3,Game 4,Game 5",
    );
    expect(en).toContain('1,"A,""B""",a,1,1,1,2,"#1 Werewolf (the werewolves): won, deductions 1, +2",,,,\r\n');
    expect(await matchCsv(view, "zh-Hant")).toContain("1號 狼人 狼人陣營 勝 扣1 +2");
  });
});
