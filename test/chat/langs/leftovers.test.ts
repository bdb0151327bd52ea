/**
 * Issue 23's small leftovers of 简体 in the chat, each rendered per language (strings only, no stack):
 * the bot's interruption warning (its reason is data, `judge_acted.auto`; logs that kept the 简体
 * words read the same), the inspector's record with its interventions in 繁體 (each sentence its
 * own 繁體 once converted back, as the whole games' checker reads it), forum-hk's substitute's
 * inheritance, and the DM answer of a contact in no game.
 */
import { describe, expect, it } from "vitest";
import { SeasonQueries } from "../../../src/chat/season-queries.ts";
import type { GameEvent } from "../../../src/engine/types.ts";
import { inspectorRecord, interventionLine, type JudgeActed, judgeReason } from "../../../src/ranked/record-texts.ts";
import { toHans, toHant } from "../../../src/vocab/hant.ts";
import { type Msg, render, say } from "../../../src/vocab/msg.ts";
import { eventWords } from "../../../src/voice/recap.ts";
import { newGame } from "../../helpers.ts";
import { enAllowed, isKnown, offendingEn, offendingHant, sentences } from "./check.ts";

const T0 = Date.UTC(2026, 10, 1, 0, 0);
const none = enAllowed([], []);

/** `m`'s English has no Chinese, its 繁體 is its own (converted back), no placeholder is left: both returned. */
function checked(m: Msg): { en: string; hant: string } {
  const en = render(m, "en");
  const hant = render(m, "zh-Hant");
  for (const t of [en, hant]) {
    expect(t, t).not.toContain("{{");
    expect(t, t).not.toContain("[object Object]");
  }
  expect(offendingEn(en, none), en).toEqual([]);
  expect(offendingHant(hant, none), hant).toEqual([]);
  // Not let through by a known-unconverted entry either.
  expect(sentences(hant).filter((s) => toHant(toHans(s)) !== s || isKnown(s))).toEqual([]);
  return { en, hant };
}

describe("the bot's interruption warning (table policing): its reason in each language", () => {
  const auto = { type: "judge_acted", ruling: "warn", seat: 3, auto: { why: "interrupt", speaker: 2 }, atMs: T0 };
  const old = { type: "judge_acted", ruling: "warn", seat: 3, reason: "2号发言时插话（自动）", atMs: T0 };
  const typed = { type: "judge_acted", ruling: "warn", seat: 3, reason: "场外交流", atMs: T0 };

  it("the engine keeps the bot's reason as data in the event", () => {
    const g = newGame();
    expect(g.run({ type: "judge", ruling: "warn", seat: 3, auto: { why: "interrupt", speaker: 2 } })).toBeNull();
    const e = g.events.filter((x) => x.type === "judge_acted").at(-1);
    expect(e).toMatchObject({ ruling: "warn", seat: 3, auto: { why: "interrupt", speaker: 2 } });
    expect(e).not.toHaveProperty("reason");
  });

  it("the inspector's line: 简体 as before (new and old logs alike), English and 繁體 of their own", () => {
    const zh = "2026-11-01 08:00 机器人（代法官）：警告 3号，理由：2号发言时插话（自动）";
    for (const e of [auto, old]) {
      const line = interventionLine(e as JudgeActed, "老王");
      expect(render(line)).toBe(zh);
      const { en, hant } = checked(line);
      expect(en).toBe(
        "2026-11-01 08:00 the bot (for the judge): warning #3, reason: talked during #2's speech (automatic)",
      );
      expect(hant).toBe("2026-11-01 08:00 機器人（代法官）：警告 3號，理由：2號發言時插話（自動）");
    }
    // A judge's own words stay as he typed them.
    expect(render(interventionLine(typed as JudgeActed, "老王"), "en")).toBe(
      "2026-11-01 08:00 the judge (老王): warning #3, reason: 场外交流",
    );
    expect(judgeReason({})).toBeUndefined();
  });

  it("the replay's and the console's event words give the same reason", () => {
    const g = newGame();
    for (const e of [auto, old]) {
      const w = eventWords(g.state, e as GameEvent, g.state);
      expect(w?.reason && render(w.reason)).toBe("2号发言时插话（自动）");
      expect(w?.reason && render(w.reason, "en")).toBe("talked during #2's speech (automatic)");
    }
    expect(eventWords(g.state, typed as GameEvent, g.state)?.reason).toBe("场外交流");
  });
});

describe("the inspector's record in 繁體 (法官干預：)", () => {
  it("every sentence is its own 繁體 converted back, with and without interventions", () => {
    const g = newGame();
    const acts = [
      { type: "judge_acted", ruling: "warn", seat: 3, auto: { why: "interrupt", speaker: 2 }, atMs: T0 },
      { type: "judge_acted", ruling: "pause", atMs: T0 + 60_000 },
      { type: "judge_acted", ruling: "void", reason: "两名玩家掉线", atMs: T0 + 120_000 },
    ] as JudgeActed[];
    const interventions = acts.map((e) => interventionLine(e, "老王"));
    // The judge's own words (as typed in 简体) are the one allowance, as on the whole games' screens.
    const own = enAllowed(["老王"], ["两名玩家掉线"]);
    for (const o of [{ interventions }, { interventions: [] }]) {
      const hant = render(inspectorRecord("0123456789abcdef", g.state, o), "zh-Hant");
      expect(hant).toMatch(/^法官干預：/m);
      expect(offendingHant(hant, own), hant).toEqual([]);
      expect(sentences(hant).filter((s) => /^法官干預：/.test(s) && toHant(toHans(s)) !== s)).toEqual([]);
    }
  });
});

describe("forum-hk's substitute: what he inherits", () => {
  it("简体 as before; English and 繁體 of their own", () => {
    const m = say("f25_desk.sub_you", { seat: { seat: 3 }, rule: { msg: say("hk_desk.sub_rule") } });
    expect(render(m)).toBe("你替补3号继续游戏（继承前任的角色、身份、行动和判罚）。");
    const { en, hant } = checked(m);
    expect(en).toBe(
      "You take over #3 as a substitute (you inherit your predecessor's character, identity, actions and penalties).",
    );
    expect(hant).toBe("你替補3號繼續遊戲（繼承前任的角色、身份、行動和判罰）。");
  });
});

describe("the DM answer of a contact in no game", () => {
  it("reads in each language (which one is chosen: test/chat/language.test.ts)", () => {
    const { en } = checked(say("dm_desk.not_seated"));
    expect(en).toBe(
      'You are not in a running game. Send "join" in the match group to take a seat, then DM me your skills once the game starts.',
    );
  });
});

describe("比分 in a group without a match", () => {
  it("简体 as before; English and 繁體 of their own", async () => {
    const q = new SeasonQueries({ matches: { latest: async () => null } } as never);
    const m = await q.matchSheet("g");
    expect(render(m)).toBe("本群还没有比赛。法官可以发送“开赛 桌游 12人”开一场五局的比赛。");
    const en = render(m, "en");
    expect(en).toBe('This group has no match yet. A judge starts a five-game match by sending "开赛 桌游 12人".');
    expect(offendingHant(render(m, "zh-Hant"), none)).toEqual([]);
  });
});
