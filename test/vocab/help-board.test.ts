/**
 * Issue 23 goal 3: the help lists, a room's rules text and the status board in English and 繁體 —
 * every ruleset × board's opening text, group help and DM help (src/voice/rules-text.ts), the
 * channels' help (grammar.ts `HELP_MSG`), the judge's and the staff's DM help (dms.ts), and the
 * judge's, inspector's and a player's board (status.ts `boardMsg`) over the states of whole games.
 * English has no Chinese but the quoted commands players type and the players' names; 繁體 is
 * OpenCC's conversion of the 简体; 简体 is the `…Text` form (byte-identical to the texts before
 * the phrasebook: proved by a dump of every text before and after, see the commit).
 */
import { describe, expect, it } from "vitest";
import { JUDGING_HELP, NO_GAME_HELP } from "../../src/chat/dms.ts";
import { boardsOf, HELP, HELP_MSG, TOO_LONG_MSG, TOO_LONG_TEXT } from "../../src/chat/grammar.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { type Msg, render, say } from "../../src/vocab/msg.ts";
import {
  dmHelp,
  dmHelpMsg,
  durationArg,
  groupHelp,
  groupHelpMsg,
  rulesetIntro,
  rulesetIntroMsg,
} from "../../src/voice/rules-text.ts";
import { boardMsg, boardText, closestCommand, closestCommandMsg, type Viewer } from "../../src/voice/status.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** English `text` without its quoted commands (`"开房 …"`) and the players' names. */
function bareEnglish(text: string, names: readonly string[] = []): string {
  let t = text.replace(/"[^"\n]*"/g, '""');
  for (const n of names) t = t.split(n).join("");
  return t;
}

/** `m` reads in English (no Chinese but quoted commands and `names`) and in 繁體 as OpenCC's 简体. */
function expectLanguages(where: string, m: Msg, names: readonly string[] = []): void {
  const en = render(m, "en");
  expect(CJK.test(bareEnglish(en, names)), `${where}: ${en}`).toBe(false);
  expect(en, where).not.toMatch(/\{\{|\[object Object\]|undefined/);
  expect(render(m, "zh-Hant"), where).toBe(toHant(render(m)));
}

describe("help lists and rules texts in English and 繁體", () => {
  it("every ruleset × board: the opening text, the group's help and the DM help", () => {
    let n = 0;
    for (const r of Object.values(RULESETS)) {
      expectLanguages(`${r.id} group help`, groupHelpMsg(r));
      expect(render(groupHelpMsg(r))).toBe(groupHelp(r));
      for (const b of boardsOf(r)) {
        n++;
        expectLanguages(`${r.id} ${b.id} intro`, rulesetIntroMsg(r, b));
        expectLanguages(`${r.id} ${b.id} dm help`, dmHelpMsg(r, b));
        expect(render(rulesetIntroMsg(r, b))).toBe(rulesetIntro(r, b));
        expect(render(dmHelpMsg(r, b))).toBe(dmHelp(r, b));
      }
    }
    expect(n).toBeGreaterThan(20);
  });

  it("reads English commands where English has them, a quoted command with a gloss where not", () => {
    const table = RULESETS.table;
    const intro = render(rulesetIntroMsg(table, boardsOf(table)[1]), "en");
    expect(intro).toContain("Rules: table; board:");
    expect(intro).toContain("night 1 takes 4 min 30 s in all");
    expect(intro).toContain("(it must be passed on: no tearing it up)");
    const group = render(groupHelpMsg(table), "en");
    expect(group).toContain("join / sit 3 / leave / start");
    expect(group).toContain('"归票3号" (recommend #3)');
    expect(group).toContain("Sheriff out: badge 3 (the badge must be passed on)");
    expect(render(HELP_MSG.dm, "en")).toContain("vote 3 / abstain");
    expect(render(HELP_MSG.wolves, "en")).toBe(
      'Wolves\' room commands:\nkill 3 or "3号确定" (back #3); every killing werewolf types it\nno kill',
    );
    expect(render(JUDGING_HELP, "en")).toMatch(/^Judge's commands: "状态" \(status\) \/ pause \/ resume/);
    // Minutes and seconds (the table's first night): 简体 as before, English and 繁體 in their words.
    const d = say("common.name", { name: durationArg(270) });
    expect([render(d), render(d, "zh-Hant"), render(d, "en")]).toEqual(["4分30秒", "4分30秒", "4 min 30 s"]);
  });

  it("the channels' help, the judge's and the staff's DM help", () => {
    for (const [k, m] of Object.entries(HELP_MSG)) {
      expectLanguages(`HELP.${k}`, m);
      expect(render(m)).toBe(HELP[k as keyof typeof HELP]);
    }
    expectLanguages("too long", TOO_LONG_MSG);
    expect(render(TOO_LONG_MSG)).toBe(TOO_LONG_TEXT);
    expectLanguages("no-game help", NO_GAME_HELP);
    expectLanguages("judging help", JUDGING_HELP);
    expect(render(JUDGING_HELP)).toMatch(/^法官指令：状态 \/ 暂停 \/ 继续 \/ 延时30秒/);
  });
});

describe("the status board in English and 繁體", () => {
  it("the judge's, the inspector's and a player's board at every phase of whole games", () => {
    const names = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 1, `玩家${i + 1}`]));
    const all = Object.values(names);
    let boards = 0;
    const witch = new Set<string>();
    for (const c of [
      { ruleset: "ranked-s7", board: "345-wolfking-thief-cupid" },
      { ruleset: "table", board: "table-10" },
    ]) {
      let last = -1;
      playRandomGame(
        c.board,
        1,
        (_b, _e, after: GameState) => {
          // A witch's choices tonight (her potions, the knife settled or not, her step or not).
          for (const x of after.seats)
            if (x.role === "witch" && after.phase.kind === "night") {
              const m = closestCommandMsg(after, x.seat);
              expectLanguages(`${c.board} ${after.label} witch`, m);
              expect(render(m)).toBe(closestCommand(after, x.seat));
              witch.add(render(m, "en"));
            }
          if (after.phaseSeq === last) return;
          last = after.phaseSeq;
          for (const viewer of ["judge", "inspector", "public"] as Viewer[]) {
            const st = boards % 5 === 0 ? { ...after, paused: { atMs: after.nowMs, timers: [] } } : after;
            const o = { viewer, names: boards % 2 ? names : {}, nowMs: after.nowMs };
            boards++;
            expectLanguages(`${c.board} ${after.label} ${after.phase.kind} ${viewer}`, boardMsg(st, o), all);
            expect(render(boardMsg(st, o))).toBe(boardText(st, o));
          }
        },
        undefined,
        undefined,
        c.ruleset,
      );
    }
    expect(boards).toBeGreaterThan(60);
    expect([...witch].some((t) => t.includes('"poison N" (the poison, e.g. "poison 5")'))).toBe(true);
    expect([...witch].some((t) => t.startsWith("Witch: when the witch's turn comes"))).toBe(true);
  });
});
