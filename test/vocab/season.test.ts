/**
 * Issue 23 for the ranked season and the game's end: the season's real messages — 战绩 with
 * penalties, sanctions and a ban, the 排行榜, the points post, the fold's ban lines, the game id
 * with how to appeal, the inspector's record with the judge's interventions, the season's
 * refusals — rendered in English read as English (no Chinese but a quoted command, no `{{`, no
 * "[object Object]") and in 繁體 (converted, nothing left unfilled); the names the books keep
 * (rulesets, boards, rulings) are the engine's and the chat's 简体, byte for byte.
 */
import { describe, expect, it } from "vitest";
import { SeasonError } from "../../src/app/season-error.ts";
import { ALL_BOARDS } from "../../src/engine/boards.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { activeBan, ledgerBans, signupRefusal } from "../../src/ranked/bans.ts";
import { foldSeason, type GameResult, type OffenceKind } from "../../src/ranked/ledger.ts";
import {
  gameLine,
  inspectorRecord,
  interventionLine,
  type JudgeActed,
  offenceMsg,
} from "../../src/ranked/record-texts.ts";
import { gameChangeText, leaderboardText, recordText, sanctionText, tierMsg } from "../../src/ranked/texts.ts";
import { TIERS } from "../../src/ranked/tiers.ts";
import { type Msg, render, say } from "../../src/vocab/msg.ts";
import { BOOKS } from "../../src/vocab/phrases/index.ts";
import { rulingName } from "../../src/voice/recap.ts";
import { game, H, SEASON, T0 } from "../ranked/fixtures.ts";

const DAY = 24 * H;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Text between quotes: a command players type, shown in 简体 in every language. */
const QUOTED = /"[^"]*"/g;

/** `m` in English and 繁體, checked, and the English returned. */
function both(m: Msg): string {
  const en = render(m, "en");
  const hant = render(m, "zh-Hant");
  for (const t of [en, hant]) {
    expect(t, t).not.toContain("{{");
    expect(t, t).not.toContain("[object Object]");
    expect(t.trim(), t).not.toBe("");
  }
  expect(CJK.test(en.replace(QUOTED, "")), en).toBe(false);
  return en;
}

const NAMES: Record<string, string> = { a: "Ming", b: "Qiang", c: "Lan", d: "Hua", e: "Jun", f: "Fang" };
const name = (id: string) => NAMES[id] ?? id;
const ruled = (g: GameResult, kind: OffenceKind, at: number): GameResult => ({
  ...g,
  seats: g.seats.map((x) => (x.playerId === "a" ? { ...x, offences: [{ kind, at }] } : x)),
});
const day = (id: string, d: number, penalty?: "self_destruct" | "drowned" | "eject") =>
  game(id, T0 + d * DAY + H, "villagers", [
    ["a", penalty === "self_destruct" || penalty === "drowned" ? "villager" : "seer", penalty],
    ["b", "werewolf"],
  ]);

/** A season where `a` self-destructed twice, drowned, was ejected, showed his role card three times and was caught outside. */
function season() {
  const games = [
    day("g1", 0, "self_destruct"),
    day("g2", 1),
    day("g3", 2, "self_destruct"),
    day("g4", 3, "drowned"),
    day("g5", 4, "eject"),
    ruled(day("g6", 5), "role_card", T0 + 5 * DAY + 2 * H),
    ruled(day("g7", 6), "role_card", T0 + 6 * DAY + 2 * H),
    ruled(day("g8", 7), "role_card", T0 + 7 * DAY + 2 * H),
    ruled(day("g9", 8), "outside", T0 + 8 * DAY + 2 * H),
  ];
  return foldSeason(SEASON, games, T0 + 8 * DAY + 3 * H);
}

describe("the season's messages in English and 繁體", () => {
  it("战绩 with penalties, every kind of sanction and the ban in force; the 排行榜", () => {
    const l = season();
    const now = T0 + 6 * DAY + 3 * H;
    const ban = activeBan(ledgerBans(l), "a", now);
    expect(ban).not.toBeNull();
    const en = both(recordText(l, "a", name, ban));
    expect(en.split("\n")[0]).toBe("Ming's record, season S7");
    expect(en).toContain("Penalties this season: drowned (left the game) ×1, ejected ×1, non-wolf self-destructs ×2");
    expect(en).toContain("- non-wolf self-destruct (no. 2 this season): tier cleared");
    expect(en).toContain(
      "Currently banned until 2026-11-13 10:00 (Beijing time), reason: showed a role card in game g6 (no. 1): banned for a week. You cannot sign up",
    );
    expect(render(recordText(l, "a", name, ban), "zh-Hant")).toContain("的戰績】S7賽季");
    for (const s of l.sanctions) both(sanctionText(s));
    both(leaderboardText(l, name));
    both(leaderboardText(foldSeason(SEASON, [], T0)));
    if (ban) both(signupRefusal(ban));
  });

  it("the points post: wins, the daily cap, penalties with their deductions", () => {
    const g = game("p1", T0 + H, "villagers", [
      ["a", "seer"],
      ["b", "werewolf"],
      ["c", "villager", "self_destruct"],
      ["d", "villager", "drowned"],
      ["e", "hunter", "eject"],
      ["f", "witch", "ruled"],
    ]);
    const en = both(gameChangeText(foldSeason(SEASON, [g], T0 + H), "p1", name));
    expect(en.split("\n")).toEqual([
      "Ranking points this game: 4-4-4 Seer, Witch, Hunter, Idiot",
      "#1 Ming (Seer) won +2 pts, season total 2 pts",
      "#2 Qiang (Werewolf) lost 0 pts, season total 0 pts",
      "#3 Lan (Villager) lost -5 pts (non-wolf self-destruct -5), season total -5 pts",
      "#4 Hua (Villager) lost -2 pts (drowned -2), season total -2 pts",
      "#5 Jun (Hunter) won 0 pts (win +2, ejected by the judge -2), season total 0 pts",
      "#6 Fang (Witch) lost 0 pts (ruled a self-destruct), season total 0 pts",
    ]);
    const capped = foldSeason(
      SEASON,
      Array.from({ length: 6 }, (_, i) => game(`c${i}`, T0 + i * H, "wolves", [["a", "werewolf"]])),
      T0 + 7 * H,
    );
    expect(both(gameChangeText(capped, "c5"))).toContain("(game 6 today: counts as a win, not for points)");
    both(gameChangeText(foldSeason(SEASON, [{ ...g, valid: false }], T0 + H), "p1"));
    both(gameChangeText(foldSeason(SEASON, [{ ...g, endedAt: T0 - H }], T0 + H), "p1"));
  });

  it("the game id with how to appeal: the command stays 简体, in quotes", () => {
    const en = both(gameLine("ab12cd34ef", true, 72 * H));
    expect(en).toBe(
      'Game no.: ab12cd34 (to contest a ruling, DM the bot "申诉 ab12cd34 理由" (appeal, with your reason) within 72 h of the end)',
    );
    expect(render(gameLine("ab12cd34ef", true, 30 * 60_000))).toContain("请在赛后30分钟内");
    expect(render(gameLine("ab12cd34ef", true, 72 * H), "zh-Hant")).toContain("對局編號：ab12cd34");
  });

  it("the inspector's record with a vote, a sheriff, deaths, warnings and the judge's interventions", () => {
    const s = {
      setup: { ruleset: "ranked-s7", board: "444-idiot" },
      label: "D2",
      phase: { kind: "ended" },
      winner: "villagers",
      voided: false,
      seats: (["werewolf", "seer", "witch", "villager"] as const).map((role, i) => ({
        seat: i + 1,
        role,
        alive: i !== 0,
        warnings: i === 1 ? 2 : 0,
        noShows: i === 3 ? 1 : 0,
      })),
      record: {
        deaths: [
          { seat: 1, at: "D2", cause: "exile" },
          { seat: 4, at: "N1", cause: "wolf" },
        ],
        sheriffs: [{ at: "D1", seat: 2 }],
        votes: [{ at: "D2", round: "exile", ballots: { "2": 1, "3": 1, "4": null } }],
      },
    } as unknown as GameState;
    const acts = [
      { type: "judge_acted", ruling: "warn", seat: 2, reason: "talked out of turn", atMs: T0 },
      { type: "judge_acted", ruling: "extend", seconds: 60, atMs: T0 + 60_000 },
      { type: "judge_acted", ruling: "correct", seat: 3, act: "vote", target: 1, atMs: T0 + 120_000 },
      { type: "judge_acted", ruling: "outage", seconds: 90, atMs: T0 + 180_000 },
    ] as unknown as JudgeActed[];
    const interventions = acts.map((e) => interventionLine(e, "Zhang"));
    const en = both(inspectorRecord("0123456789abcdef", s, { interventions, base: "https://judge.example" }));
    expect(en.split("\n")).toEqual([
      "Inspector's record · game 01234567 (ranked · 4-4-4 Seer, Witch, Hunter, Idiot)",
      "Result: the village won",
      "Cards: #1 Werewolf, #2 Seer, #3 Witch, #4 Villager",
      "Out: Day 2 #1 (voted out); Night 1 #4 (killed by the werewolves)",
      "Sheriff: Day 1 #2",
      "Votes:",
      "Day 2 exile vote: 2→1 3→1 4→abstain",
      "Warnings: #2×2",
      "No-shows: #4×1",
      "Judge interventions:",
      "2026-11-01 08:00 the judge (Zhang): warning #2, reason: talked out of turn",
      "2026-11-01 08:01 the judge (Zhang): extension 60 s",
      "2026-11-01 08:02 the judge (Zhang): correction on a player's behalf #3 (vote 1)",
      "2026-11-01 08:03 the bot (for the judge): timers resumed after the bot was offline 90 s",
      "Full event record: https://judge.example/games/0123456789abcdef/record",
    ]);
    const hant = render(inspectorRecord("0123456789abcdef", s, { interventions }), "zh-Hant");
    expect(hant).toContain("督察記錄 · 對局01234567（排位賽·444預女獵白）");
    expect(both(inspectorRecord("0123456789abcdef", s))).toContain("there is no link");
  });

  it("the season's refusals and offences", () => {
    const e = new SeasonError(
      say("discipline.no_player", { ref: "x", form: "对局编号 座位号", example: "ab12cd34 3号" }),
      "not_found",
    );
    expect(e.message).toBe("找不到玩家“x”：请写玩家ID或群昵称，或写“对局编号 座位号”，例如：ab12cd34 3号。");
    both(e.msg);
    for (const k of ["role_card", "outside"] as const) both(offenceMsg(k));
    // The staff desk's refusals (src/chat/discipline.ts).
    for (const m of [
      say("discipline.organiser_only"),
      say("discipline.offence_not_judge", { game: "ab12cd34" }),
      say("discipline.offence_casual", { game: "ab12cd34" }),
      say("discipline.offence_running", { game: "ab12cd34", warn: { msg: "警告3号" }, eject: { msg: "踢出3号" } }),
      say("discipline.offence_late", { game: "ab12cd34" }),
      say("discipline.game_no_player", { game: "ab12cd34", seat: { seat: 7 } }),
    ])
      both(m);
    expect(render(say("discipline.game_no_player", { game: "ab12cd34", seat: { seat: 7 } }), "en")).toBe(
      "Game ab12cd34 has no player at #7.",
    );
  });
});

describe("the names the books keep are the engine's and the chat's 简体", () => {
  const names = BOOKS.game_names["zh-Hans"] as Record<string, string>;
  it("every ruleset and every shared board, byte for byte", () => {
    for (const r of Object.values(RULESETS)) expect(names[`ruleset_${r.id}`], r.id).toBe(r.zh);
    for (const b of ALL_BOARDS) expect(names[`board_${b.id}`], b.id).toBe(b.zh);
    // 繁體 names the card as the cards' vocabulary does (丘比特, not OpenCC's 丘位元).
    expect(render(say("game_names.board_345-thief-cupid"), "zh-Hant")).toBe("345盜賊丘比特");
  });
  it("every tier (000 §四2), byte for byte, and an English name for each", () => {
    for (const t of TIERS) {
      expect(render(tierMsg(t)), t.id).toBe(t.zh);
      expect(both(tierMsg(t)), t.id).toMatch(/^(Bronze|Silver|Gold|Platinum|Diamond) I{1,3}$|^King$/);
    }
  });
  it("every ruling of the replay and the console, byte for byte", () => {
    // The replay's names of the judge's rulings before they moved into the inspector's book.
    const zh: Record<string, string> = {
      warn: "警告",
      rule_self_destruct: "判自爆",
      eject: "踢出",
      pause: "暂停",
      resume: "继续",
      extend: "延时",
      skip: "跳过发言",
      correct: "代为更正",
      void: "作废",
      wolf_talk: "狼人群天亮后发言判罚",
      outage: "机器人离线后恢复计时",
      card: "发牌（蓝/黄/红）",
      proxy_vote: "代投",
      camp_loses: "判阵营负",
      speed_up: "提速",
      delay: "延后",
      substitute: "替补",
      nonsense: "操作",
    };
    for (const [id, text] of Object.entries(zh)) expect(render(rulingName(id)), id).toBe(text);
    for (const id of Object.keys(zh)) expect(render(rulingName(id), "en"), id).not.toMatch(/[\u3400-\u9fff]/);
  });
});
