/**
 * Issue 23: forum-hk's refusals, desk replies, card help and opening in English and 繁體. Each message
 * is made by the real function (from a real refusal of the engine where one is at hand) and rendered:
 * English has no Chinese character outside a quoted command or a player's own words, no `{{`, no
 * "[object Object]"; 繁體 is the 简体 text through OpenCC.
 */
import { describe, expect, it } from "vitest";
import type { ForumDays } from "../../../src/app/forum-days.ts";
import type { GameService } from "../../../src/app/game-service.ts";
import { HK_DIRECTOR_HELP, HkDesk } from "../../../src/chat/families/forum-hk/desk.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { checkDeal } from "../../../src/engine/families/forum-hk/deal.ts";
import { HK_BOARD_LIST } from "../../../src/engine/families/forum-hk/setup.ts";
import { checkBallot } from "../../../src/engine/families/forum-hk/vote.ts";
import { HK_IMPLEMENTED } from "../../../src/engine/roles/index.ts";
import type { GameState, Reject } from "../../../src/engine/types.ts";
import { type Msg, render } from "../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { hkCardText } from "../../../src/voice/families/forum-hk/card-texts.ts";
import { hkOpening } from "../../../src/voice/families/forum-hk/lobby-texts.ts";
import { HK_REJECTS, HK_WORDING } from "../../../src/voice/families/forum-hk/texts.ts";
import { asDeal, ballotInput, POOL_DEAL } from "../../engine/hk/fixtures.ts";
import { hkRun } from "../../engine/roles/hk/helpers.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/**
 * English text with its quoted parts (commands players type, their own words, a quoted name) left out,
 * and the cards' own rules (their modules' 简体 until they carry English).
 */
const unquoted = (t: string) =>
  t
    .replace(/"[^"]*"/g, '""')
    .replace(/「[^」]*」/g, "「」")
    .split("\n")
    .filter((line) => !RULES.has(line))
    .join("\n");
const RULES = new Set(HK_IMPLEMENTED.map((id) => hkCardText(id)?.rules ?? ""));

/** `m` in English and 繁體, checked; returns the English. */
function checkedEn(m: Msg, what: string): string {
  const en = render(m, "en");
  expect(CJK.test(unquoted(en)), `${what}: ${en}`).toBe(false);
  for (const t of [en, render(m, "zh-Hant")]) {
    expect(t, what).not.toContain("{{");
    expect(t, what).not.toContain("[object Object]");
  }
  expect(CJK.test(render(m, "zh-Hant")), what).toBe(true);
  return en;
}

/** A refusal of every code with the facts its cards give (a seat, an act, a target …). */
const FACTS: Partial<Reject> = {
  seat: 3,
  target: 5,
  want: 2,
  value: "x",
  face: 2,
  max: 4,
  role: "medium",
  missing: "wolf_sibling",
  pool: "强神",
  got: 2,
  min: 14,
  seats: 14,
  limitMs: 3_600_000,
};

describe("forum-hk refusals in English and 繁體", () => {
  it("every code, for every act that names one, reads in each language", () => {
    for (const [code, f] of [...Object.entries(HK_REJECTS), ...Object.entries(HK_WORDING)])
      for (const act of Object.keys(HK_ACTS)) checkedEn(f({ ...FACTS, code, act } as Reject), `${code} ${act}`);
  });

  it("real refusals read as a judge writes them", () => {
    const deal = checkDeal("forum-hk", asDeal(POOL_DEAL.map((x, i) => (i === 0 ? "wolf_brother" : x))));
    if (deal.ok) throw new Error("deal accepted");
    expect(checkedEn(HK_REJECTS[deal.reject.code](deal.reject), "deal")).toBe(
      "The Elder Wolf Brother needs the Younger Wolf Brother in the deal.",
    );
    const ballot = checkBallot(ballotInput({ target: 99 }));
    if (ballot.ok) throw new Error("ballot accepted");
    expect(checkedEn(HK_REJECTS[ballot.reject.code](ballot.reject), "ballot")).toBe(
      'Vote for a seat from 1 to 14, or write "弃权" (abstain).',
    );
    expect(checkedEn(HK_REJECTS["hk.window"]({ code: "hk.window", seat: 3, act: "freeze" }), "window")).toMatch(
      /^It is not the time for "Freeze" now: "Freeze" is a night skill: from nightfall/,
    );
    expect(render(HK_REJECTS["hk.seat_pair"]({ code: "hk.seat_pair", seat: 3, act: "swap" }), "en")).toBe(
      '"Swap" takes two different living seats (you may include yourself), e.g. "交换 2号 5号".',
    );
  });
});

describe("forum-hk desk replies, card help and opening in English and 繁體", () => {
  const st = {
    seats: ["wolf_king", "witch", "hunter", "seer", "penguin"].map((role, i) => ({
      seat: i + 1,
      role,
      alive: true,
      announced: false,
    })),
  } as unknown as GameState;
  const desk = new HkDesk({
    service: { handle: async () => ({ ok: true }) } as unknown as GameService,
    forum: {} as ForumDays,
  });
  const msg = (text: string) => ({ id: `m-${text}`, from: { id: "c1", name: "x" }, room: null, text });

  it("a seat's DMs and the wolves' group: each answer reads in each language", async () => {
    const answers = [
      ...(await desk.direct(msg("你好"), "g", 5, st)),
      ...(await desk.direct(msg("不发动"), "g", 4, st)),
      ...(await desk.direct(msg("放弃冰冻"), "g", 5, st)),
      ...(await desk.direct(msg("投票 3号"), "g", 5, st)),
      ...(await desk.wolves(msg("冲锋 3号"), "g", 1, st)),
    ];
    expect(answers).toHaveLength(5);
    const en = answers.map((r) => checkedEn(r.text, render(r.text)));
    expect(en[0]).toBe(
      'I did not understand that. To use a skill, write the skill\'s name and a seat, e.g. "冰冻 3号". Send "help" to see your skills.',
    );
    expect(en[2]).toBe('"Freeze" cannot be declined: if you do not want to use it, send nothing.');
    expect(render(answers[0].text, "zh-Hant")).toContain("冰凍 3號");
    // 繁體 where OpenCC's Taiwan phrases would misread a word: 对象 is no 物件, 钟 no 鍾.
    const ballot = checkBallot(ballotInput({ target: 99 }));
    if (ballot.ok) throw new Error("ballot accepted");
    expect(render(HK_REJECTS[ballot.reject.code](ballot.reject), "zh-Hant")).toBe(
      "投票對象要寫一個 1 到 14 的座位號，或者寫“棄權”。",
    );
    expect(render(HK_REJECTS["hk.tracking"]({ code: "hk.tracking", role: "clock" }), "zh-Hant")).toContain("鐘");
    checkedEn(HK_DIRECTOR_HELP, "directors' help");
  });

  it("every built card's help, and a gained skill, reads in each language", () => {
    for (const role of HK_IMPLEMENTED) {
      const one = { seats: [{ seat: 1, role, alive: true, announced: false, statuses: [] }] } as unknown as GameState;
      const en = checkedEn(hkCardHelp(one, 1), role);
      expect(en, role).toMatch(/^You are #1; your card is [A-Z]/);
      // A card whose module carries English reads its rules in English too.
      if (role === "penguin")
        expect(en).toBe(
          'You are #1; your card is Penguin (village camp).\nPenguin: each night, Freeze a living character (not the same one two nights in a row): they are silenced and disarmed until the next noon begins.\nSkill commands (DM me): "冰冻 X号" (Freeze).',
        );
    }
    const { replay } = hkRun([{ at: "N1 21:25", seat: 3, act: "gift", target: 5, value: "gun" }, { at: "D1 09:30" }], {
      "3": "miracle_merchant",
    });
    expect(checkedEn(hkCardHelp(replay.state, 5), "gifted")).toContain(
      'Skills you gained: Last Shot (temporary: 1 use(s) left, lost once used): "最后一枪 X号" (or "最后一枪 不发动").',
    );
  });

  it("a room's opening, for each board", () => {
    for (const b of HK_BOARD_LIST) {
      const en = checkedEn(hkOpening("「老王」", b), b.id);
      expect(en).toMatch(/^Director 「老王」 opened a room: Hollow Knight \((fixed|pool) board, 14 players/);
    }
  });
});
