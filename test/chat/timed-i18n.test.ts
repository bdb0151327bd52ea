/**
 * Issue 23: the timed family's narration (ranked-s7, classic, table) in English and 繁體. Every
 * scenario of a timed ruleset is played to its end and each message the judge says is rendered
 * as an English and a 繁體 conversation reads it: English has no Chinese left but the commands a
 * player types, quoted ("杀X号"); no placeholder nor "[object Object]" is left in any language;
 * 繁體 has no 简体 left (OpenCC changes nothing more; the cards' names are the vocabulary's 繁體).
 *
 * Still in 简体 in English (left out below, each a plain string inside the phrase): a card's own
 * night prompt (the cards' texts are written in 简体 only) and the wolves' room's topic.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { vocabulary } from "../../src/vocab/index.ts";
import { type Msg, render } from "../../src/vocab/msg.ts";
import { voiceFamilyOf } from "../../src/voice/families/index.ts";
import { type Message, narrate } from "../../src/voice/narrate.ts";
import { nightRecap, replayLine } from "../../src/voice/recap.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** The phrases that carry a card's own prompt (its text, in 简体 only). */
const CARD_PROMPTS = new Set(["timed_night.prompt", "judge_voice.role_chosen"]);

/** Every message of every timed scenario (a scenario's path with it). */
function timedMessages(): { path: string; m: Message }[] {
  const out: { path: string; m: Message }[] = [];
  for (const path of [...jsonFiles(SHARED_SCENARIOS), ...jsonFiles(OWN_SCENARIOS)]) {
    const sc = loadScenario(path);
    if (voiceFamilyOf(sc.ruleset).narrate !== null) continue;
    runScenario(sc, (before, e, after) => {
      for (const m of narrate(before, e, after)) out.push({ path, m });
    });
  }
  return out;
}

const keyOf = (m: Msg) => (typeof m === "object" && "k" in m ? m.k : undefined);
/** 繁體 without the cards' names (the vocabulary's, e.g. 丘比特, which OpenCC would turn into 丘位元). */
const HANT_CARDS = Object.values(vocabulary("zh-Hant").card).sort((a, b) => b.length - a.length);
const noCards = (t: string) => HANT_CARDS.reduce((x, c) => x.replaceAll(c, "□"), t);
/** English with the quoted commands (a player types them as written) taken out. */
const unquoted = (t: string) => t.replace(/"[^"\n]*"/g, '""');

describe("the timed family's narration in English and 繁體", () => {
  const all = timedMessages();
  const said = all.filter(({ m }) => m.text !== "" && !m.op);

  it("plays the timed scenarios (ranked, classic, table) with every kind of message", () => {
    expect(new Set(all.map((x) => x.path)).size).toBeGreaterThan(100);
    expect(said.length).toBeGreaterThan(5000);
  });

  it("every message is a phrase, not 简体 text written in the code", () => {
    const plain = said.filter(({ m }) => typeof m.text === "string").map(({ m }) => m.text);
    expect(plain).toEqual([]);
  });

  it("English: no Chinese but the quoted commands and the cards' own prompts; nothing left unfilled", () => {
    const bad: string[] = [];
    for (const { path, m } of said) {
      const en = render(m.text, "en");
      if (en.includes("{{") || en.includes("[object") || en.includes("undefined")) bad.push(`${path}: ${en}`);
      if (CARD_PROMPTS.has(keyOf(m.text) ?? "")) continue;
      if (CJK.test(unquoted(en))) bad.push(`${path}: ${en}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("繁體: no 简体 left (the typed commands too), nothing left unfilled", () => {
    const bad: string[] = [];
    for (const { path, m } of said) {
      const hant = render(m.text, "zh-Hant");
      if (hant.includes("{{") || hant.includes("[object")) bad.push(`${path}: ${hant}`);
      const rest = noCards(hant);
      if (toHant(rest) !== rest) bad.push(`${path}: ${rest} ≠ ${toHant(rest)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("reads as a judge says it, in each language", () => {
    const ww = said.filter(({ path }) => path.endsWith("WW-01.json")).map(({ m }) => m);
    const board = ww.find((m) => m.to.kind === "group");
    expect(render(board?.text ?? "", "en")).toBe(
      "Board: 4-4-4 Guard, Wolf King (12 players). Cards have been dealt by DM; play your card in good faith.",
    );
    expect(render(board?.text ?? "", "zh-Hant")).toBe(
      "本局配置：444守衛狼王（12人）。身份已私訊發放，請尊重自己的底牌。",
    );
    const result = ww.find((m) => keyOf(m.text) === "timed_day.result");
    expect(render(result?.text ?? "", "en")).toMatch(
      /^Result of the Sheriff vote: #5: 6, #11: 4\.\n#1 → #5\n#2 → #5\n/,
    );
    const witch = ww.find((m) => keyOf(m.text) === "timed_night.witch");
    expect(render(witch?.text ?? "", "en")).toBe(
      'Witch, your turn: tonight #2 was killed. You may use the antidote (reply "save"), use the poison (reply "poison N"), or use no potion (reply "no potion"). One potion a night at most (3 min).',
    );
  });

  it("the judge's night recap and the end post's replay line, in English", () => {
    const path = jsonFiles(SHARED_SCENARIOS).find((p) => p.endsWith("WW-01.json")) ?? "";
    const events: GameEvent[] = [];
    runScenario(loadScenario(path), (_before, e) => {
      events.push(e);
    });
    const recap = nightRecap(events, "N1");
    expect(recap).not.toBeNull();
    const en = render(recap ?? "", "en");
    expect(CJK.test(en)).toBe(false);
    expect(en).toMatch(/^Night 1 recap \(judge and inspector only\):\nWerewolves' kill: #2\nGuard guarded: #6 → #2\n/);
    expect(render(recap ?? "", "zh-Hant")).toMatch(/^第1夜復盤/);
    expect(render(replayLine("g1", "https://w.example/"), "en")).toBe(
      "This game's replay (every room's chat, the times, the reason for each ruling): https://w.example/replay/g1",
    );
  });
});
