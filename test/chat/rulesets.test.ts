/**
 * Issue 10 item 5: a live room of each ruleset plays to a winner through the chat — a real
 * Wechaty on the mocked network, the real router, GameService, timers and outbox — opened with
 * the ruleset's own command, scripted players that answer whatever the ruleset prompts
 * (`src/sim/crowd.ts`). Also: the opening states the ruleset and its timings, only the ranked
 * game is a season game (points, result row, ledger), and the HTTP state and record carry the
 * ruleset. The three games play at once in one stack (each its own match group and judge).
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import { buildApp } from "../../src/http/app.ts";
import { Crowd, type CrowdResult, type CrowdTable, makeCrowd } from "../../src/sim/crowd.ts";
import { duration } from "../../src/voice/rules-text.ts";
import { PlayClock } from "../../src/web/play-pace.ts";
import { crowdPlayer, playWithJumps } from "../idle-jumps.ts";
import { type ChatStack, chatStack } from "./stack.ts";

const CASES = [
  { ruleset: "ranked-s7", open: "开房 444预女猎白", board: "444-idiot", seats: 12 },
  { ruleset: "classic", open: "开房 经典 444预女猎白", board: "444-idiot", seats: 12 },
  { ruleset: "table", open: "开房 桌游 12人", board: "table-12", seats: 12 },
] as const;

let s: ChatStack;
const tables = new Map<string, CrowdTable>();
const results = new Map<string, CrowdResult>();
const DAY = 86_400_000;

beforeAll(async () => {
  // 60×, and a clock that jumps to the next deadline of the three games whenever they all wait
  // on one (the table's fixed nights, a no-show's speech): issue 24 goal 5.
  const clock = new PlayClock(60, Date.now() * 60);
  s = await chatStack("embedded", { clock });
  await s.rt.book.setSeason({
    id: "rs-test",
    name: "规则测试赛季",
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
  });
  await Promise.all(
    CASES.map(async (c) => {
      const t = makeCrowd(s.net, `rs_${c.ruleset.replace(/\W/g, "")}`, c.seats, true);
      tables.set(c.ruleset, t);
      // Every judge is certified and an inspector checks in, so only the ruleset decides scoring.
      await s.rt.book.setStaff(t.judge.id, "judge", "法官", true);
      if (t.inspector) await s.rt.book.setStaff(t.inspector.id, "inspector", "督察", true);
    }),
  );
  const crowds = CASES.map((c) => new Crowd(s.net, tables.get(c.ruleset) as CrowdTable));
  const { played: games, jumps } = playWithJumps(
    s.rt,
    s.net,
    clock,
    CASES.map((c) => (tables.get(c.ruleset) as CrowdTable).group.id),
    CASES.map((c, i) => crowdPlayer(crowds[i], c.open, 240_000)),
  );
  const played = await games;
  await jumps;
  for (const [i, c] of CASES.entries()) results.set(c.ruleset, played[i]);
  await s.rt.outbox.idle();
}, 300_000);
afterAll(async () => {
  await s?.stop();
});

const fromBot = (t: CrowdTable) =>
  s.net.wire.filter((m) => m.room === t.group.id && m.from === s.net.botUser.id).map((m) => m.text);
const gameOf = (t: CrowdTable) =>
  s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id }, include: { seats: true } });

describe.each(CASES)("a live $ruleset room ($open)", (c) => {
  const t = () => tables.get(c.ruleset) as CrowdTable;
  const rules = RULESETS[c.ruleset];

  it("plays to a winner through the chat, and the game is created with the ruleset", async () => {
    const r = results.get(c.ruleset);
    if (!r?.ended)
      console.error(
        s.net.wire
          .filter((m) => m.room === t().group.id)
          .slice(-30)
          .map((m) => m.text)
          .join("\n"),
      );
    expect(r?.ended).toBe(true);
    expect(fromBot(t()).find((x) => x.startsWith("游戏结束"))).toMatch(/游戏结束：.+胜利/);
    const game = await gameOf(t());
    expect(game.ruleset).toBe(c.ruleset);
    expect(game.board).toBe(c.board);
    expect(game.status).toBe("ended");
    const first = await s.rt.store.db.gameEvent.findFirstOrThrow({ where: { gameId: game.id, seq: 1 } });
    expect((first.data as { setup: { ruleset: string } }).setup.ruleset).toBe(c.ruleset);
  });

  it("issue 26: a scripted seat answers a shot only when invited (a late-shot reply drew a loop of DMs)", () => {
    const bot = s.net.botUser.id;
    for (const p of t().players) {
      const invited = s.net.wire.filter(
        (m) => m.from === bot && m.to === p.id && m.text.startsWith("你可以发动技能开枪"),
      );
      const declined = s.net.wire.filter((m) => m.from === p.id && !m.room && m.text === "不开枪");
      expect(declined.length, `${p.payload.name}`).toBeLessThanOrEqual(invited.length);
    }
  });

  it("the opening names the ruleset and gives its timings, derived from its data", () => {
    const opening = fromBot(t()).find((x) => x.includes("开房："));
    expect(opening).toContain(`规则：${rules.zh}规则；`);
    expect(opening).toContain(`警上发言${duration(rules.seconds.campaignSpeech)}`);
    expect(opening).toContain(`白天${duration(rules.seconds.daySpeech)}`);
    expect(opening).toContain(`投票${duration(rules.seconds.vote)}`);
    expect(opening).toContain(rules.election.withdrawWindow ? `退水${duration(rules.seconds.withdraw)}` : "不能退水");
    if (rules.scoring === "ranked") expect(opening).toContain("排位局");
    else expect(opening).toContain(`${rules.zh}规则，不计排位积分`);
  });

  it("only the ranked ruleset is a season game: points post, result row, ledger (000 §四; C2, T22)", async () => {
    const game = await gameOf(t());
    const row = await s.rt.store.db.rankedResult.findUnique({ where: { gameId: game.id } });
    const season = await s.rt.book.season("rs-test");
    const ledger = await s.rt.book.ledger(season as NonNullable<typeof season>);
    const text = fromBot(t()).join("\n");
    const ids = t().players.map((p) => p.id);
    if (rules.scoring === "ranked") {
      expect(row?.valid).toBe(true);
      expect(ledger.leaderboard.some((x) => ids.includes(x.playerId))).toBe(true);
      expect(text).not.toContain("不计入赛季");
    } else {
      expect(row).toBeNull();
      expect(ledger.leaderboard.some((x) => ids.includes(x.playerId))).toBe(false);
      expect(text).toContain(`本局是${rules.zh}规则，不计排位积分，也不计入赛季。`);
    }
  });

  it("HTTP: the list, the public state and the record carry the ruleset; the scenario file too", async () => {
    const app = await buildApp({
      db: s.rt.store.db,
      service: s.rt.service,
      book: s.rt.book,
      matches: s.rt.matches,
      log: pino({ level: "silent" }),
      mode: () => "test",
    });
    const game = await gameOf(t());
    const list = (await app.inject({ url: "/games?limit=100" })).json();
    expect(list.games.find((g: { id: string }) => g.id === game.id)).toMatchObject({
      ruleset: c.ruleset,
      rulesetZh: rules.zh,
    });
    const state = (await app.inject({ url: `/games/${game.id}` })).json();
    expect(state).toMatchObject({ ruleset: c.ruleset, rulesetZh: rules.zh, board: c.board });
    const record = (await app.inject({ url: `/games/${game.id}/record` })).json();
    expect(record).toMatchObject({ ruleset: c.ruleset, rulesetZh: rules.zh });
    expect(record.scenario.ruleset).toBe(c.ruleset);
    const doc = (await app.inject({ url: "/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/matches/{id}", "/matches/{id}/sheet.csv"]));
    await app.close();
  });
});
