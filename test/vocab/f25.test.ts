/**
 * forum-25 in English and 繁體 (issue 23): every forum-25 scenario (the shared FX cases and
 * test/scenarios/forum*) narrated through the bot's voice in English (`narrateText(…, "en")`), and
 * the desk's board and the grammar's replies: no Chinese character but what the players type (the
 * quoted commands — string arguments, or string messages `{msg}` — and a director's reason) and the cards' own lines (their help and night prompts,
 * not forum-25's book), no `{{`, no "[object Object]"; 繁體 the same without `{{` and simplified
 * phrasing; and a few lines read as intended.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDirector, parseForumDm, parseVotePost } from "../../src/chat/families/forum-25/grammar.ts";
import { allRoles } from "../../src/engine/roles/index.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { type Msg, render } from "../../src/vocab/msg.ts";
import { forumHelpLine, forumNightPrompt } from "../../src/voice/card-texts.ts";
import { directorBoard, statusText } from "../../src/voice/families/forum-25/status.ts";
import { narrate, narrateText } from "../../src/voice/narrate.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

const HAN = /[\u3400-\u9fff]/;

/** Every forum-25 scenario file. */
const FILES = [
  join(SHARED_SCENARIOS, "FX-1.json"),
  join(SHARED_SCENARIOS, "FX-2.json"),
  ...jsonFiles(join(OWN_SCENARIOS, "forum")),
  ...jsonFiles(join(OWN_SCENARIOS, "forum-day")),
];

/** The cards' own lines (another area's book): a seat's help and night prompt. */
const CARD_LINES = new Set(
  allRoles().flatMap((r) => [forumHelpLine(r.id), forumNightPrompt(r.id) ?? ""].filter((t) => t !== "")),
);

/** The words of `m` that are typed by players or belong to the cards: its string arguments and card lines. */
function typed(m: Msg, out: string[], reason?: string): string[] {
  if (typeof m === "string") {
    if (CARD_LINES.has(m) || m === reason) out.push(m);
  } else if ("lines" in m) for (const x of m.lines) typed(x, out, reason);
  else
    for (const v of Object.values(m.a ?? {}))
      if (typeof v === "string") out.push(v);
      // A command players type (`cmd("遗言 ……")`: a string message, 繁體 through OpenCC), or a clause.
      else if (typeof v === "object" && "msg" in v && typeof v.msg === "string") out.push(v.msg);
      else if (typeof v === "object" && "msg" in v) typed(v.msg, out, reason);
      // A card's own text in each language (its quoted commands are Chinese; test/vocab/card-texts.test.ts).
      else if (typeof v === "object" && "each" in v) out.push(...Object.values(v.each).filter((x) => x !== undefined));
  return out;
}

/** `text` without the typed words of `m`: what the book wrote. */
function written(text: string, m: Msg, reason?: string): string {
  let rest = text;
  for (const t of typed(m, [], reason).sort((a, b) => b.length - a.length)) if (t) rest = rest.split(t).join("«»");
  return rest;
}

interface Said {
  file: string;
  e: GameEvent;
  msg: Msg;
  en: string;
  hant: string;
}

/** Every message of every forum-25 scenario, unrendered and in English and 繁體. */
function narrated(): { said: Said[]; ends: GameState[] } {
  const said: Said[] = [];
  const ends: GameState[] = [];
  for (const file of FILES) {
    let last: GameState | null = null;
    runScenario(loadScenario(file), (before, e, after) => {
      const raw = narrate(before, e, after);
      const en = narrateText(before, e, after, "en");
      const hant = narrateText(before, e, after, "zh-Hant");
      raw.forEach((m, i) => {
        // A room's creation names the room (its op), not a message.
        if (!m.op) said.push({ file, e, msg: m.text, en: en[i].text, hant: hant[i].text });
      });
      last = after;
    });
    if (last) ends.push(last);
  }
  return { said, ends };
}

const { said, ends } = narrated();

describe("forum-25 in English and 繁體 (issue 23)", () => {
  it("narrates every forum-25 scenario in English without a Chinese character the book wrote", () => {
    expect(FILES.length).toBeGreaterThan(50);
    expect(said.length).toBeGreaterThan(2000);
    const kinds = new Set(said.map((s) => s.e.type));
    for (const k of ["game_created", "phase_started", "announced", "ballot_posted", "vote_closed", "died", "told"])
      expect(kinds.has(k as GameEvent["type"]), k).toBe(true);
    const bad: string[] = [];
    for (const s of said) {
      const reason = s.e.type === "judge_acted" ? s.e.reason : undefined;
      const rest = written(s.en, s.msg, reason);
      if (HAN.test(rest) || rest.includes("{{") || rest.includes("[object Object]"))
        bad.push(`${s.file.split("/").at(-1)} ${s.e.type}: ${s.en}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it("繁體 is the book's 简体 converted: no placeholder left, no simplified character of the common ones", () => {
    const simplified = /[们开关门时间无这发说请没记张黄过让组将对号]/;
    const bad = said.filter(
      (s) => s.hant.includes("{{") || s.hant.includes("[object Object]") || simplified.test(written(s.hant, s.msg)),
    );
    expect(bad.map((s) => s.hant).slice(0, 3)).toEqual([]);
  });

  it("reads as a judge writes it", () => {
    const en = said.map((s) => s.en);
    expect(en).toContain("Vote reminder: today closes at 21:00; a player who has not voted gets a yellow card.");
    const notice = en.find((t) => t.startsWith("Day 2 notice: out last night"));
    expect(notice).toMatch(/^Day 2 notice: out last night \(in order\): #\d+(, #\d+)*\.( The Devotee #\d+ .*)?$/);
    const close = en.find((t) => t.startsWith("Closed: the vote of Day 1 is over."));
    expect(close?.split("\n").at(-1)).toMatch(
      /^Count: (#\d+ \(\d+(\.5)?\)(, )?)+(; abstained: .*)?(; did not vote: .*)?\.$/,
    );
    const hant = said.map((s) => s.hant);
    expect(hant).toContain("投票提醒：今天 21:00 關門，沒有投票的玩家記一張黃牌。");
  });

  it("繁體 quotes the commands in 繁體 too (遺言 ……, 投票對象：12號, 拒絕, 黃牌 3號 詐屍)", () => {
    const replies: Msg[] = [
      ...["投票对象：12号", "投票对象 3号\n投票理由：x", "投票：3号", "投票理由：x"].map(
        (t) => (parseVotePost(t) as { text: Msg }).text,
      ),
      ...["代投", "黄牌 3号", "提速", "判负", "加导演", "替补"].map((t) => (parseDirector(t) as { text: Msg }).text),
      ...["遗言", "撕警徽", "连", "刀"].map((t) => (parseForumDm(t) as { text: Msg }).text),
    ];
    // The 简体 forms of the commands these texts quote (the scenarios' players type none of them).
    const hans = /遗言 |投票对象|改票对象|拒绝|弃权|加导演|[蓝黄红]牌 \d+号|代投 \d+号|替补 \d+号|判负 /;
    const bad = [...said.map((s) => s.hant), ...replies.map((m) => render(m, "zh-Hant"))].filter((t) => hans.test(t));
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it("the desk's boards and the grammar's replies in English: only typed words are Chinese", () => {
    const replies: Msg[] = [
      ...ends.flatMap((st) => [statusText(st), directorBoard(st)]),
      ...["投票对象：12", "投票对象12\n投票理由：像狼", "投票对象：99\n投票理由：x", "投票理由：像狼"].map(
        (t) => (parseVotePost(t) as { text: Msg }).text,
      ),
      ...["代投 3号", "黄牌 3号", "提速 明天", "判负 谁", "替补 x"].map(
        (t) => (parseDirector(t) as { text: Msg }).text,
      ),
      ...["遗言", "撕警徽", "连 3", "验", "验 一百零一"].map((t) => (parseForumDm(t) as { text: Msg }).text),
    ];
    expect(replies.length).toBeGreaterThan(20);
    for (const m of replies) {
      const en = render(m, "en");
      expect(written(en, m), en).not.toMatch(HAN);
      expect(en).not.toMatch(/\{\{|\[object Object\]/);
    }
    expect(render((parseForumDm("撕警徽") as { text: Msg }).text, "en")).toBe(
      'In a forum game the badge must pass to a player still in; it cannot be torn up: write "警徽 12".',
    );
  });
});
