/**
 * Issue 23 goal 3, forum-hk: every command an English player is told to type is one the DM grammar reads,
 * as the act it is told for. Collected from the English texts themselves: each card's help (the quoted 简体
 * command, and its English gloss: `"冰冻 X号" (Freeze)`, `(Sophistry #X <card name>)`), each card's told
 * templates (`"Antidote #X"`, `"No Potion"`, `"Love Letter …"`, `"毒药 X号"`), each act's examples as the
 * grammar's answers quote them, and the English DMs of real replays — rendered with sample arguments
 * (`X号` → `3号`, `#X` → `#3`, `…` → words). The 简体 command and its English read the same.
 */
import { describe, expect, it } from "vitest";
import { hkActExamples, parseHkDm } from "../../../src/chat/families/forum-hk/grammar.ts";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { HK_IMPLEMENTED, hkCardSpec } from "../../../src/engine/roles/index.ts";
import type { GameState } from "../../../src/engine/types.ts";
import { render, say } from "../../../src/vocab/msg.ts";
import type { PhraseKey } from "../../../src/vocab/phrases/index.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { fillTemplate, hkAliases, hkValueTexts } from "../../../src/voice/families/forum-hk/card-texts.ts";
import { HK_ACT_ZH, hkActMsg, hkActName } from "../../../src/voice/families/forum-hk/texts.ts";
import { hkFile, narrated } from "./narrated.ts";

/** What a DM reads as, without the answer's words: kind, act, target, value. */
function reading(t: string) {
  const r = parseHkDm(t);
  if (!r) return null;
  const { kind } = r;
  return r.kind === "act"
    ? { kind, act: r.act, target: r.target, value: r.value }
    : r.kind === "decline"
      ? { kind, act: r.act }
      : { kind };
}

/** The English name of act `a` (`hk_act`). */
const enName = (a: string) => render(hkActMsg(a), "en");

/** Every name players are told for an act, in 简体 and English, with the act: the test's own table. */
const NAMES: [string, string][] = [
  ...Object.keys(HK_ACT_ZH)
    .filter((a) => a !== "vote" && a !== "change_vote")
    .flatMap((a) => [[hkActName(a), a] as [string, string], [enName(a), a] as [string, string]]),
  ...Object.entries(hkAliases()).flatMap(([a, ws]) => ws.map((w) => [w, a] as [string, string])),
  ...Object.entries(hkAliases("en")).flatMap(([a, ws]) => ws.map((w) => [w, a] as [string, string])),
  ["空刀", "kill"],
  ["二刀", "kill"],
];
/** Names that are whole commands (the group's kill of nobody). */
const WHOLE = new Set(["空刀"]);

/** A quoted skill's bare name (`"Prophecy"` copied, used on you) is a name, not a command: one that takes arguments. */
const bareName = (q: string, named: { act: string; name: string }) =>
  q === named.name && !WHOLE.has(q) && HK_ACTS[named.act]?.target !== "none" && named.act !== "pass";

/** The act a command names by its first words (the longest name it starts with), or null: no command. */
function namedAct(q: string): { act: string; name: string } | null {
  let best: { act: string; name: string } | null = null;
  for (const [name, act] of NAMES) {
    const latin = /^[A-Za-z]/.test(name);
    const head = q.slice(0, name.length);
    const next = q.slice(name.length, name.length + 1);
    const starts = latin ? head.toLowerCase() === name.toLowerCase() && !/[A-Za-z']/.test(next) : head === name;
    if (starts && (!best || name.length > best.name.length)) best = { act, name };
  }
  return best;
}

/** A quoted command with sample arguments: each `X号` / `#X` a seat (3, 5, 7), a trailing `…` words. */
function sample(q: string, act?: string): string {
  let i = 0;
  const seat = () => [3, 5, 7][i++ % 3];
  const text = act !== undefined && hkValueTexts(act)?.zh.kind === "text";
  return q
    .replace(/X号/g, () => `${seat()}号`)
    .replace(/#X\b/g, () => `#${seat()}`)
    .replace(/\s*(?:……|…)$/, text ? " see you at noon" : "")
    .trim();
}

/** `"quoted"` pieces of an English text, each with the gloss in parentheses right after it (one nesting). */
function quotedWithGloss(t: string): { q: string; gloss?: string }[] {
  return [...t.matchAll(/"([^"]*)"(?: \(((?:[^()]|\([^()]*\))*)\))?/g)].map((m) => ({ q: m[1], gloss: m[2] }));
}

/**
 * The English command a gloss gives for the quoted 简体 command `zh` (sample arguments in): an act sent
 * with a value, its card's English example; an act's name (`(Freeze)` after `"冰冻 3号"`), that name with
 * the command's arguments written in English (`Freeze #3`, `Name Heretics #3, #5`).
 */
function glossCommand(act: string, gloss: string, zh: string, card?: string): string {
  const valued = hkValueTexts(act, card);
  if (valued?.en && gloss === `${enName(act)}${valued.en.hint}`) return valued.en.example;
  const verb = namedAct(zh);
  const args = zh.slice(verb?.name.length ?? 0);
  return `${gloss}${args.replace(/(\d+)号/g, "#$1").replace(/、/g, ", ")}`;
}

/** The same reading, but a free text's words (a letter, a question) are only required to be there. */
function sameReading(zh: string, en: string, what: string): void {
  const a = reading(zh);
  const b = reading(en);
  expect(a?.kind, `${what}: ${zh}`).toMatch(/^(act|decline)$/);
  if (a && b && "value" in a && typeof a.value === "string" && hkValueTexts(String(a.act))?.zh.kind === "text")
    expect({ ...b, value: typeof (b as { value?: unknown }).value }, `${what}: ${en}`).toEqual({
      ...a,
      value: "string",
    });
  else expect(b, `${what}: ${en} (as ${zh})`).toEqual(a);
}

describe("forum-hk: every command an English player is told to type is read as its act", () => {
  it("each card's help: the quoted commands in order, each an act of the card, its English gloss read the same", () => {
    let checked = 0;
    for (const id of HK_IMPLEMENTED) {
      const spec = hkCardSpec(id);
      const acts = (spec?.skills ?? []).flatMap((k) => Object.keys(k.acts));
      const one = {
        seats: [{ seat: 1, role: id, alive: true, announced: false, statuses: [] }],
      } as unknown as GameState;
      const help = render(hkCardHelp(one, 1), "en");
      const line = help.split("\n").find((l) => l.startsWith("Skill commands")) ?? "";
      let at = 0;
      for (const { q, gloss } of quotedWithGloss(line)) {
        // The help names the acts in the card's order; an act may show two commands (its use, its decline).
        // The command as typed: an act sent with a value shows its hint (` X号 身份名`): its example is sent.
        const typed = (act: string) => {
          const valued = hkValueTexts(act, id);
          return valued && q === `${hkActName(act)}${valued.zh.hint}` ? valued.zh.example : sample(q, act);
        };
        const actOf = (t: string) => {
          const r = reading(t);
          return r && "act" in r ? r.act : r;
        };
        if (at + 1 < acts.length && actOf(typed(acts[at])) !== acts[at] && actOf(typed(acts[at + 1])) === acts[at + 1])
          at++;
        const zh = typed(acts[at]);
        expect(actOf(zh), `${id}: "${q}" → ${zh}`).toBe(acts[at]);
        checked++;
        // A parenthesis that names no act is a description (`(at dusk: the living character to exile)`), no gloss.
        if (gloss === undefined || namedAct(gloss) === null) continue;
        expect(namedAct(gloss)?.act, `${id}: (${gloss})`).toBe(acts[at]);
        const en = glossCommand(acts[at], gloss, zh, id);
        sameReading(zh, en, `${id} (${gloss})`);
        checked++;
        // A verb the gloss quotes to start with ("Lurk"): the example sent with it.
        for (const w of [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1])) {
          const verb = namedAct(en);
          expect(verb?.act, `${id}: ${en}`).toBe(acts[at]);
          sameReading(zh, `${w}${en.slice(verb?.name.length ?? 0)}`, `${id} ("${w}")`);
          checked++;
        }
      }
      expect(at, `${id}: every act has its command`).toBe(Math.max(0, acts.length - 1));
    }
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it("each card's told templates: every quoted command (filled with sample words) reads as the act it names", () => {
    const words = { seats: "#3", about: "#3", seat: "#3", count: "2", skill: "Prophecy", role: "Seer", due: "" };
    const seen: string[] = [];
    for (const id of HK_IMPLEMENTED) {
      for (const [kind, told] of Object.entries(hkCardSpec(id)?.texts.en?.told ?? {})) {
        const templates = [
          ...(typeof told.text === "string" ? [told.text] : Object.values(told.text)),
          told.item ?? "",
          told.empty ?? "",
        ];
        for (const t of templates)
          for (const { q } of quotedWithGloss(fillTemplate(t, { ...words, items: "", text: "hi", camp: "" }))) {
            const named = namedAct(q);
            // A quoted skill's name ("Prophecy" copied, used on you) is a name, not a command.
            if (!named || bareName(q, named)) continue;
            const typed = sample(q, named.act);
            const got = reading(typed);
            expect(got && "act" in got ? got.act : got, `${id}.told.${kind}: "${q}" → ${typed}`).toBe(named.act);
            seen.push(q);
          }
      }
    }
    for (const q of ["Antidote #X", "Poison #X", "No Potion", "Love Letter …", "毒药 X号", "杀人 X号"])
      expect(seen, q).toContain(q);
    expect(reading("Antidote #3")).toEqual({ kind: "act", act: "save", target: 3, value: undefined });
    expect(reading("No Potion")).toEqual({ kind: "act", act: "pass", target: null, value: undefined });
    expect(reading("Love Letter see you at noon")).toEqual({
      kind: "act",
      act: "letter",
      target: null,
      value: "see you at noon",
    });
  });

  it("every act's examples, as the grammar's answers quote them: the 简体 and the English read the same act", () => {
    const acts = Object.keys(HK_ACTS).filter((a) => a !== "vote" && a !== "change_vote");
    expect(acts.length).toBeGreaterThan(60);
    for (const act of acts) {
      const { zh, en } = hkActExamples(act);
      const got = reading(zh);
      expect(got && "act" in got ? got.act : got, `${act}: ${zh}`).toBe(act);
      expect(en, act).not.toBeNull();
      sameReading(zh, en as string, act);
    }
    // Each card's own example of a value (two cards share 伪装: 隐狼's options, 狼弟's 潜藏).
    for (const id of HK_IMPLEMENTED)
      for (const act of Object.keys(hkCardSpec(id)?.texts["zh-Hans"].values ?? {})) {
        const v = hkValueTexts(act, id);
        sameReading(v?.zh.example ?? "", v?.en?.example ?? "", `${id}.${act}`);
      }
  });

  it("the English DMs of real games: every quoted command (its sample) and gloss reads as the act it names", () => {
    const files = [
      "HK106-HK92-saintess-holy-water-refreshes-the-witch-save-and-sense",
      "HK128-secret-admirer-letter-on-day-1-cancels-the-win",
      "HK107-hunter-killed-at-night-shoots-in-the-dawn-window",
      "HK127-HK72-HK131-cupid-undetermined-partner-black-lovers-name-the-kill",
    ];
    const seen = new Set<string>();
    for (const f of files)
      for (const m of narrated(hkFile(f), "en")) {
        if (m.to.kind === "group") continue;
        for (const { q, gloss } of quotedWithGloss(m.text)) {
          const named = namedAct(q);
          if (!named || bareName(q, named)) continue;
          const typed = sample(q, named.act);
          const got = reading(typed);
          expect(got && "act" in got ? got.act : got, `${f}: "${q}" in ${m.text}`).toBe(named.act);
          seen.add(q);
          // A gloss that is a command itself (`(kill #12)`, `(no kill)`) reads the same.
          const glossed = gloss ? namedAct(gloss.replace(/^no /i, "")) : null;
          if (gloss && glossed) {
            // A gloss that is the act's name only (`(Charge)`) is sent with the quoted command's arguments.
            const en = gloss === glossed.name ? glossCommand(glossed.act, gloss, typed) : sample(gloss);
            sameReading(typed, en, `${f}: (${gloss})`);
            seen.add(gloss);
          }
        }
      }
    for (const q of ["Antidote #X", "No Potion", "Love Letter …", "杀人 12号", "kill #12", "no kill", "最后一枪 X号"])
      expect([...seen], q).toContain(q);
  });

  it("the desk's English words: help, pass, a ballot by DM; English chat is no command", () => {
    const notUnderstood = render(say("hk_desk.not_understood" as PhraseKey, { cmd: { msg: "冰冻 3号" } }), "en");
    expect(quotedWithGloss(notUnderstood).map((x) => reading(x.q))).toEqual([
      { kind: "act", act: "freeze", target: 3, value: undefined },
      { kind: "help" },
    ]);
    expect(reading("status")).toEqual({ kind: "status" });
    expect(reading("pass")).toEqual({ kind: "decline" });
    expect(reading("pass Last Shot")).toEqual(reading("不发动最后一枪"));
    expect(reading("Last Shot pass")).toEqual(reading("最后一枪 不发动"));
    expect(reading("vote #5")).toEqual(reading("投票 5号"));
    for (const t of ["freeze 3", "FREEZE seat 3", "Freeze #3", "Freeze3", "freeze: 3"])
      expect(reading(t), t).toEqual(reading("冰冻 3号"));
    for (const t of ["Name Heretics #3 #5", "name heretics 3, 5", "Name Heretics seats 3 and 5"])
      expect(reading(t), t).toEqual(reading("指定异端 3号 5号"));
    for (const t of ["Poisonous 3", "pass the salt", "check this out", "kill it with fire", "Freeze the frame"])
      expect(reading(t), t).toBeNull();
  });
});
