/**
 * Issue 23: every refusal the chat gives (src/voice/texts.ts `rejectMsg`, the `reject*` phrasebooks)
 * reads in English without a Chinese character — but for a command the player types, quoted (an
 * argument named `cmd…`) — and in 繁體 as OpenCC's conversion of its 简体; no placeholder is left.
 * The DM desk's own words (src/chat/confirm.ts) likewise. forum-hk's own codes (src/voice/families/forum-hk/texts.ts) are that file's, checked there.
 */
import { describe, expect, it } from "vitest";
import { knifeByDmMsgs, knifeByDmTexts, whatMsg } from "../../src/chat/confirm.ts";
import type { Command, Reject } from "../../src/engine/types.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { toHans, toHant } from "../../src/vocab/hant.ts";
import { type Arg, type Msg, render } from "../../src/vocab/msg.ts";
import { HK_REJECTS } from "../../src/voice/families/forum-hk/texts.ts";
import { closestCommandMsg, timeLeftMsg, turnMsg } from "../../src/voice/status.ts";
import { REJECT_CODES, rejectMsg, rejectText } from "../../src/voice/texts.ts";
import { newGame, play, tryCmd } from "../helpers.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** `m` with every typed command (`cmd`, `cmd2`, … arguments) replaced by `X`: what English may quote in Chinese. */
function withoutCommands(m: Msg): Msg {
  if (typeof m === "string") return m;
  if ("lines" in m) return { ...m, lines: m.lines.map(withoutCommands) };
  const a: Record<string, Arg> = {};
  for (const [k, v] of Object.entries(m.a ?? {}))
    a[k] = /^cmd\d*$/.test(k) ? "X" : typeof v === "object" && "msg" in v ? { msg: withoutCommands(v.msg) } : v;
  return { k: m.k, a };
}

/** Facts a reject may carry (every field some code reads), and variants for each branch of a wording. */
const FACTS: Record<string, unknown> = {
  seat: 3,
  target: 5,
  current: 2,
  sheriff: 7,
  act: "check",
  step: "witch",
  ruleset: "table",
  field: "sheriff",
  value: 7,
  board: "444-idiot",
  bottom: ["werewolf", "seer"],
  pk: [2, 3],
  max: 600,
  min: 9,
  got: 30,
  expected: 12,
  reason: "seats",
  direction: "every_day",
};
const VARIANTS: Record<string, unknown>[] = [
  {},
  FACTS,
  { ...FACTS, step: "wolves", direction: "first", reason: "cards", act: "run", ruleset: "classic" },
  { ...FACTS, step: "lovers", act: "nope", ruleset: "forum-25" },
  ...[
    { kind: "int", min: 1, max: 3 },
    { kind: "oneOf", of: ["wolf", "villagers", "check", "strong_god"] },
    { kind: "id" },
    { kind: "time" },
    { kind: "text", max: 50 },
    { kind: "seats", min: 2, max: 2 },
    { kind: "seats", min: 1, max: 3 },
    { kind: "bySeat" },
    { kind: "bool" },
  ].map((want) => ({ ...FACTS, want })),
];

const codes = REJECT_CODES.filter((c) => !Object.hasOwn(HK_REJECTS, c));

describe("refusals in English and 繁體", () => {
  it("every code's refusal in English has no Chinese but typed commands, no placeholder, no object", () => {
    expect(codes.length).toBeGreaterThan(140);
    const bad: string[] = [];
    for (const code of [...codes, "no.such_code"])
      for (const v of VARIANTS) {
        const m = rejectMsg({ code, ...v } as Reject);
        const en = render(withoutCommands(m), "en");
        // A reject without its facts says "undefined" in every language (as it always did); with them, never.
        const empty = Object.keys(v).length === 0;
        if (CJK.test(en) || /\{\{|\[object/.test(en) || (!empty && /undefined/.test(en))) bad.push(`${code}: ${en}`);
      }
    expect(bad).toEqual([]);
  });

  it("every code's refusal in 繁體 is its 简体 through OpenCC (cards by the vocabulary's 繁體), commands included", () => {
    for (const code of codes)
      for (const v of VARIANTS) {
        const m = rejectMsg({ code, ...v } as Reject);
        const hant = render(m, "zh-Hant");
        expect(hant, code).not.toMatch(/\{\{|\[object/);
        expect(CJK.test(hant), code).toBe(true);
        expect(toHans(hant), code).toBe(toHans(toHant(render(m))));
      }
    // A command shown in 繁體 is what the grammar reads back as the command (src/chat/canonical.ts reads 繁體 by OpenCC).
    const hant = rejectText({ code: "vote.already", seat: 3 }, "zh-Hant");
    expect(hant).toMatch(/^你今天已經投過票了/);
    expect(toHans(hant)).toContain("“改票对象：X”和“改票理由：……”");
  });

  it("the engine's own refusals read as a judge says them in English", () => {
    const g = newGame();
    play(g, [3, "kill", 4], [6, "kill", 4], [10, "kill", 4], [12, "kill", 4]);
    const selfSave = tryCmd(g.state, { type: "act", seat: 4, act: "save" } as Command, g.nowMs).reject;
    expect(selfSave?.code).toBe("witch.self_save");
    expect(rejectText(selfSave as Reject, "en")).toBe(
      "The Witch may not save herself. You may poison or use no potion.",
    );
    expect(rejectText(selfSave as Reject)).toBe("女巫不可以自救（手册§八(二)9）。可以选择用毒或不用药。");
    const notAWolf = tryCmd(g.state, { type: "act", seat: 1, act: "kill", target: 2 } as Command, g.nowMs).reject;
    expect(rejectText(notAWolf as Reject, "en")).toMatch(/^#1 /);
    expect(rejectText({ code: "vote.not_in_pk", pk: [2, 3] }, "en")).toBe(
      "You can vote only for the players in the run-off (tied): #2, #3.",
    );
    expect(rejectText({ code: "badge.must_pass" }, "en")).toContain('reply "移交X号"');
  });
});

describe("the DM desk in English", () => {
  it("a ruling's words, the knife by DM and a late shot read without Chinese but typed commands", () => {
    const en = (m: Msg) => render(withoutCommands(m), "en");
    const said: Msg[] = [
      whatMsg({ control: "void" }),
      whatMsg({ control: "eject", seat: 3 }),
      whatMsg({ control: "rule_self_destruct", seat: 3 }),
      ...Object.values(knifeByDmMsgs(3, 5)),
      ...Object.values(knifeByDmMsgs(3, null)),
    ];
    for (const m of said) expect(en(m), render(m)).not.toMatch(/[\u3400-\u9fff]|\{\{|\[object/);
    expect(en(knifeByDmMsgs(3, 5).room)).toBe("#3's kill by DM to the judge: #5.");
    expect(render(knifeByDmMsgs(3, 5).dm)).toBe(knifeByDmTexts(3, 5).dm);
    expect(knifeByDmTexts(3, null).room).toBe("3号私聊法官的刀口：空刀。");
  });
});

describe("the status answers in English", () => {
  it("轮到谁, 还剩多久 and the closest command of every state of a game read without Chinese but typed commands", () => {
    const bad = new Set<string>();
    let n = 0;
    playRandomGame("444-idiot", 3, (_b, _e, st) => {
      if (st.phase.kind === "ended") return;
      const said = [turnMsg(st, st.nowMs, "public"), turnMsg(st, st.nowMs, "judge"), timeLeftMsg(st, st.nowMs)];
      // At night a waiting seat is told its card's prompt (the narration's words, not yet in a book).
      if (st.phase.kind !== "night") said.push(...st.seats.map((x) => closestCommandMsg(st, x.seat)));
      for (const m of said) {
        n++;
        const en = render(withoutCommands(m), "en");
        if (/[\u3400-\u9fff]|\{\{|\[object|undefined/.test(en)) bad.add(en);
      }
    });
    expect(n).toBeGreaterThan(100);
    expect([...bad]).toEqual([]);
  });

  it("reads as intended", () => {
    const g = newGame();
    expect(render(turnMsg(g.state, g.state.nowMs, "public"), "en")).toBe("It is night: wait for daybreak");
    const judge = turnMsg(g.state, g.state.nowMs, "judge");
    expect(render(judge, "en")).toMatch(/^It is night: wait for daybreak, \d+ min \d\d s left$/);
    expect(render(judge)).toMatch(/^天黑了，请等待天亮，还剩\d+分\d\d秒$/);
    expect(render(timeLeftMsg(g.state, g.state.nowMs), "en")).toBe("No public timer is running.");
  });
});
