/**
 * Issue 26 item 6 (done-criterion, part 1 of 2): no ruling number and no English id in any text
 * the chat can say, over whole seeded games of every ruleset and every board — each event
 * narrated as the outbox would send it (group, wolves' room, DMs; forum-25's own voice), each
 * refused move's reply, and the boards and hints a player, the judge or the inspector asks for at
 * every step. The other half (player-text-stack.test.ts) drives the real chat stack.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boardList, boardsOf, HELP } from "../../src/chat/grammar.ts";
import { inspectorRecord } from "../../src/chat/season-texts.ts";
import { actIds } from "../../src/engine/roles/index.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import type { GameState } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { render } from "../../src/vocab/msg.ts";
import { directorBoard, statusText } from "../../src/voice/families/forum-25/status.ts";
import { hkCardHelp } from "../../src/voice/families/forum-hk/card-help.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";
import { dmHelp, groupHelp, rulesetIntro } from "../../src/voice/rules-text.ts";
import { boardText, closestCommand, timeLeftText, turnText } from "../../src/voice/status.ts";
import { actName, REJECT_CODES, rejectText } from "../../src/voice/texts.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS } from "../helpers.ts";
import { problems } from "./player-text-scan.ts";

/** Collects `where: text` for every problem found. */
class Findings {
  readonly list: string[] = [];
  private readonly seen = new Set<string>();
  check(where: string, text: string): void {
    for (const p of problems(text)) {
      // One example of each problem at each kind of place is enough to read.
      const key = `${where.replace(/^[DN]\d+ /, "").replace(/\d+$/, "")}|${p.replace(/\d+/g, "#")}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.list.push(`${where}: ${p} in 「${text}」`);
    }
  }
}

function boards(st: GameState, f: Findings, where: string): void {
  const names = Object.fromEntries(st.seats.map((x) => [x.seat, `玩家${x.seat}`]));
  if (st.setup.ruleset === "forum-25") {
    f.check(`${where} forum status`, render(statusText(st)));
    f.check(`${where} director board`, render(directorBoard(st)));
    return;
  }
  for (const viewer of ["judge", "inspector", "public"] as const)
    f.check(`${where} ${viewer} board`, boardText(st, { viewer, names, nowMs: st.nowMs }));
  f.check(`${where} turn`, turnText(st, st.nowMs));
  f.check(`${where} time`, timeLeftText(st, st.nowMs));
  for (const x of st.seats) f.check(`${where} hint ${x.seat}`, closestCommand(st, x.seat));
}

/** Rulesets whose games the random player plays (forum-hk's are its scenario cases, below). */
const RANDOM = Object.values(RULESETS).filter((r) => r.plan.calendar !== "hk");
const HK = Object.values(RULESETS).filter((r) => r.plan.calendar === "hk");
const CASES = RANDOM.flatMap((r) => boardsOf(r).map((b) => ({ ruleset: r.id, board: b.id })));
const SHARED = join(import.meta.dirname, "..", "..", "..", "shared", "scenarios");

describe("issue 26 item 6: every text of whole games of every ruleset and board", () => {
  it("the scanner finds ruling numbers, rule post floors and seed numbers, and lets the handbook's clauses pass", () => {
    expect(problems("你没有遗言权（HK34）")).toContain("ruling number HK34");
    expect(problems("每天不足5帖记黄牌（6L 潜水）")).toEqual(["rule post floor or seed number 6L"]);
    expect(problems("红牌罚下出局的角色没有遗言（002 判罚制度）。")).toEqual(["rule post floor or seed number （002 "]);
    expect(problems("不能报名排位局（手册§九）。PK3分钟")).toEqual([]);
  });

  it("covers every ruleset", () => {
    expect(new Set([...CASES.map((c) => c.ruleset), ...HK.map((r) => r.id)])).toEqual(new Set(Object.keys(RULESETS)));
  });

  it("forum-hk: narration, refusals and card help of every forum-hk case carry no ruling number nor English id", () => {
    const f = new Findings();
    const files = [...jsonFiles(join(OWN_SCENARIOS, "hk")), ...jsonFiles(SHARED).filter((x) => /\/HX-/.test(x))];
    let events = 0;
    for (const file of files) {
      const { outcome, replay } = runScenario(loadScenario(file), (before, e, after) => {
        events++;
        for (const m of narrate(before, e, after)) f.check(`hk ${e.type} → ${m.to.kind}`, m.text);
      });
      for (const r of outcome.rejected) f.check(`hk reject ${r.code}`, r.reason);
      for (const x of replay.state.seats) f.check("hk card help", render(hkCardHelp(replay.state, x.seat)));
    }
    expect(files.length).toBeGreaterThan(90);
    expect(events).toBeGreaterThan(4000);
    expect(f.list).toEqual([]);
  });

  it.each(CASES)("$ruleset / $board: narration, refusals and boards carry no ruling number nor English id", (c) => {
    const f = new Findings();
    let events = 0;
    for (const seed of [1, 2]) {
      let lastPhase = -1;
      const g = playRandomGame(
        c.board,
        seed,
        (before, e, after) => {
          events++;
          for (const m of narrate(before, e, after)) f.check(`${e.type} → ${m.to.kind}`, m.text);
          if (after.phaseSeq !== lastPhase) {
            lastPhase = after.phaseSeq;
            boards(after, f, `${after.label} ${after.phase.kind}`);
          }
        },
        undefined,
        (cmd, reject) => {
          if (reject) f.check(`reject ${reject.code} (${cmd.type})`, rejectText(reject));
        },
        c.ruleset,
      );
      // The inspector's record of the finished game (by DM).
      f.check("inspector record", render(inspectorRecord("0123456789abcdef", g.state)));
    }
    expect(events).toBeGreaterThan(20);
    expect(f.list).toEqual([]);
  });

  it("every reject text, the openings and the help of every ruleset and board", () => {
    const f = new Findings();
    // Facts as the engine gives them: seats, an act id, a ruleset id, a role id (the text must name them in Chinese).
    const facts = {
      seat: 3,
      target: 5,
      current: 2,
      sheriff: 1,
      act: "dream",
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
      ruling: "warn",
      // forum-hk's deal and ballot facts (src/engine/families/forum-hk/)
      role: "medium",
      missing: "wolf_sibling",
      pool: "强神",
      want: 3,
      seats: 14,
    };
    for (const code of REJECT_CODES) f.check(`reject ${code}`, rejectText({ code, ...facts }));
    for (const r of Object.values(RULESETS)) {
      f.check(`${r.id} group help`, groupHelp(r));
      f.check(`${r.id} boards`, boardList(r));
      for (const b of boardsOf(r)) {
        if (r.id !== "forum-25") f.check(`${r.id} ${b.id} intro`, rulesetIntro(r, b));
        f.check(`${r.id} ${b.id} dm help`, dmHelp(r, b));
      }
    }
    for (const [k, t] of Object.entries(HELP)) f.check(`HELP.${k}`, t);
    // Every act has a Chinese name (a refusal names the act).
    for (const a of actIds()) f.check(`act ${a}`, actName(a));
    expect(f.list).toEqual([]);
  });
});
