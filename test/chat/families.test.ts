/**
 * Issue 22 goal 2 (chat side): each flow the chat serves is a family folder (src/chat/families/:
 * timed, forum-25, forum-hk) and `chatFamilyOf` picks it by the ruleset's data — the only place
 * the chat picks a flow; each carries its voice (src/voice/families/, `voiceFamilyOf`, the voice's
 * one pick). Below them, the one lookup is src/engine/rulesets/flow.ts. Here: every ruleset gets
 * the family it should, each family answers its members as its old modules did, and no file of the
 * chat, voice, pages, app, sim, store, scenario, the boot or the demo tests a ruleset's flow itself
 * (`plan.calendar`, a `family` comparison, a ruleset id compared or listed).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { CalendarDesks } from "../../src/chat/desks.ts";
import { CHAT_FAMILIES, chatFamilyOf } from "../../src/chat/families/index.ts";
import { FORUM_BOARDS } from "../../src/engine/boards.ts";
import { calendarRulesetIds, flowOf, onCalendar } from "../../src/engine/rulesets/flow.ts";
import { CLASSIC, FORUM_25, FORUM_HK, RANKED_S7, RULESETS, TABLE } from "../../src/engine/rulesets/index.ts";
import { render } from "../../src/vocab/msg.ts";
import { hkOpening } from "../../src/voice/families/forum-hk/lobby-texts.ts";
import { HK_WORDING } from "../../src/voice/families/forum-hk/texts.ts";
import { VOICE_FAMILIES, voiceFamilyOf } from "../../src/voice/families/index.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { ROOT } from "../helpers.ts";

/** Where flows may be picked: the lookups (the ruleset data, src/engine/, is not scanned). */
const LOOKUPS = ["src/chat/families/", "src/voice/families/"];
/** What is scanned. */
const SCANNED = [
  "src/chat",
  "src/voice",
  "src/web",
  "src/app",
  "src/sim",
  "src/store",
  "src/scenario",
  "src/boot",
  "src/demo.ts",
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const IDS = Object.keys(RULESETS).map(esc).join("|");
const Q = "[\"'`]";

/** A flow test outside the lookups, each with what it is. */
const FLOW_TESTS: [RegExp, string][] = [
  [/\bplan\s*\.\s*calendar\b/, "reads plan.calendar"],
  [/\bfamily\s*[!=]==|[!=]==\s*[\w.?]*\bfamily\b/, "compares a family"],
  [new RegExp(`[!=]==\\s*${Q}(calendar|timed)${Q}|${Q}(calendar|timed)${Q}\\s*[!=]==`), "compares a family"],
  [new RegExp(`[!=]==\\s*${Q}(${IDS})${Q}|${Q}(${IDS})${Q}\\s*[!=]==`), "compares a ruleset id"],
  [new RegExp(`\\bcase\\s+${Q}(${IDS})${Q}\\s*:`), "switches on a ruleset id"],
  [new RegExp(`\\bIN\\s*\\(\\s*'(${IDS})'`, "i"), "lists ruleset ids (SQL)"],
  [new RegExp(`\\[\\s*${Q}(${IDS})${Q}\\s*,\\s*${Q}(${IDS})${Q}`), "lists ruleset ids"],
];

/** Source with its comments blanked (a docstring may name `plan.calendar`). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .split("\n")
    .map((l) => l.replace(/(^|[^:"'`\\])\/\/.*$/, "$1"))
    .join("\n");
}

/** The flow tests in `text` (see {@link FLOW_TESTS}), as `line: what`. */
function flowTests(text: string): string[] {
  return code(text)
    .split("\n")
    .flatMap((l, i) => {
      const hit = FLOW_TESTS.find(([re]) => re.test(l));
      return hit ? [`${i + 1}: ${hit[1]}: ${l.trim()}`] : [];
    });
}

function files(p: string): string[] {
  if (!statSync(p).isDirectory()) return p.endsWith(".ts") ? [p] : [];
  return readdirSync(p).flatMap((e) => files(join(p, e)));
}

describe("issue 22 goal 2: no flow test outside the families' lookups", () => {
  it("the scan finds a planted test of each kind, and none in a comment", () => {
    const planted = [
      'if (rules.plan.calendar === "hk") return;',
      'if (ctx.game?.family === "calendar") return;',
      'if (familyOfRuleset(id) !== "timed") return;',
      'if (values.ruleset === "forum-25") go();',
      'if ("forum-hk" !== game.ruleset) go();',
      'switch (id) { case "classic": break; }',
      "WHERE ruleset IN ('forum-25', 'forum-hk')",
      'ruleset: { in: ["forum-25", "forum-hk"] },',
    ];
    for (const line of planted) expect(flowTests(`const a = 1;\n${line}\n`), line).toHaveLength(1);
    expect(
      flowTests('/** reads `plan.calendar` */\n// if (x.family === "calendar")\nconst id = "forum-25";\n'),
    ).toEqual([]);
  });

  it("src/chat, voice, web, app, sim, store, scenario, boot and the demo pick no flow themselves", () => {
    const found = SCANNED.flatMap((d) => files(join(ROOT, d)))
      .map((f) => relative(ROOT, f))
      .filter((f) => !LOOKUPS.some((l) => f.startsWith(l)))
      .flatMap((f) => flowTests(readFileSync(join(ROOT, f), "utf8")).map((t) => `${f}:${t}`));
    expect(found).toEqual([]);
  });
});

describe("issue 22 goal 2: each ruleset's chat family", () => {
  it("ranked-s7, classic and table are timed; forum-25 and forum-hk are their own", () => {
    expect(chatFamilyOf(RANKED_S7).id).toBe("timed");
    expect(chatFamilyOf(CLASSIC).id).toBe("timed");
    expect(chatFamilyOf(TABLE).id).toBe("timed");
    expect(chatFamilyOf(FORUM_25).id).toBe("forum-25");
    expect(chatFamilyOf(FORUM_HK).id).toBe("forum-hk");
    // By id and by a game naming it, the same; an id no ruleset has reads as the timed table.
    for (const r of Object.values(RULESETS)) {
      expect(chatFamilyOf(r.id)).toBe(chatFamilyOf(r));
      expect(chatFamilyOf({ ruleset: r.id })).toBe(chatFamilyOf(r));
    }
    expect(chatFamilyOf("no-such-ruleset").id).toBe("timed");
    expect(Object.keys(CHAT_FAMILIES).sort()).toEqual(["forum-25", "forum-hk", "timed"]);
    // Each chat family carries the voice family of its flow.
    for (const r of Object.values(RULESETS)) expect(chatFamilyOf(r).voice).toBe(voiceFamilyOf(r));
    for (const [id, v] of Object.entries(VOICE_FAMILIES)) expect(v.id).toBe(id);
    expect(voiceFamilyOf("no-such-ruleset").id).toBe("timed");
  });

  it("the calendar lookup below the chat agrees with the ruleset data", () => {
    expect(calendarRulesetIds().sort()).toEqual(
      Object.values(RULESETS)
        .filter((r) => r.family === "calendar")
        .map((r) => r.id)
        .sort(),
    );
    for (const r of Object.values(RULESETS)) {
      expect(onCalendar(r)).toBe(r.family === "calendar");
      expect(flowOf(r)).toBe(chatFamilyOf(r).id);
    }
  });

  it("the members: desks, voice, wording, controls, lobby words", () => {
    const desks = { forum: { name: "forum" }, hk: { name: "hk" } } as unknown as CalendarDesks;
    const [timed, forum, hk] = [chatFamilyOf(RANKED_S7), chatFamilyOf(FORUM_25), chatFamilyOf(FORUM_HK)];
    expect(timed.desk).toBeNull();
    expect(forum.desk?.(desks)).toBe(desks.forum);
    expect(hk.desk?.(desks)).toBe(desks.hk);
    expect(timed.voice.narrate).toBeNull();
    expect(forum.voice.narrate).not.toBeNull();
    expect(hk.voice.narrate).not.toBeNull();
    // HK137: forum-hk's directors have no table controls.
    expect([timed.tableControls, forum.tableControls, hk.tableControls]).toEqual([true, true, false]);
    expect([timed.voice.judgeWord, forum.voice.judgeWord, hk.voice.judgeWord]).toEqual(["法官", "导演", "导演"]);
    // 000 §五3 holds at the timed table only; forum-25's group is the 联谊群 (004 7L 11).
    expect([timed.silentLobby, forum.silentLobby, hk.silentLobby]).toEqual([true, false, false]);
    // forum-hk's own wording of a shared code, by the reject's ruleset.
    const code = Object.keys(HK_WORDING)[0];
    expect(hk.voice.rejectWording(code)).toBe(HK_WORDING[code]);
    expect(timed.voice.rejectWording(code)).toBeUndefined();
    expect(forum.voice.rejectWording(code)).toBeUndefined();
    expect(rejectText({ code, ruleset: FORUM_HK.id } as never)).toBe(
      render(HK_WORDING[code]({ code, ruleset: FORUM_HK.id } as never)),
    );
    // The openings: the lobby's own for the timed table, each calendar family's.
    expect(timed.voice.opening).toBeNull();
    const board = FORUM_BOARDS[0];
    expect(render(forum.voice.opening?.("「老王」", board) ?? "")).toMatch(/^导演「老王」开房：版杀（.*规则帖004/);
    expect(render(hk.voice.opening?.("「老王」", board) ?? "")).toBe(render(hkOpening("「老王」", board)));
  });
});
