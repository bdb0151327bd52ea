/**
 * The chat grammar's bad-argument answers in English and 繁體 (issue 23; the `grammar` book): every
 * answer a table of bad inputs draws (each seat verb without a seat and with a bad one, the
 * several-part acts, 开房/开赛, 延时, 更正, the season commands, a DM too long) reads in English with
 * no Chinese but quoted commands and the player's own words quoted back, and each quoted command
 * is one the grammar reads; in 繁體 it is its own 简体 through OpenCC.
 */
import { describe, expect, it } from "vitest";
import { parse, parseSeasonCommand } from "../../src/chat/grammar.ts";
import { LEADS, RULES } from "../../src/chat/grammar-verbs.ts";
import { MAX_COMMAND_CHARS } from "../../src/chat/grammar-words.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { type Msg, render } from "../../src/vocab/msg.ts";

const HAN = /[\u3400-\u9fff]/;

/** Bad inputs: every verb's missing and unreadable seat, the several-part acts, rooms, the judge's and the season's commands. */
function badInputs(): string[] {
  const out = new Set<string>();
  for (const r of RULES) for (const mid of ["", "十三号五", "0号"]) out.add(`${r.pre}${mid}${r.post}`);
  for (const ws of LEADS.values())
    for (const w of ws) for (const x of ["", "3", "3号和十三号五", "十三号五2", "底牌3"]) out.add(w + x);
  for (const v of ["开房", "开赛"]) {
    out.add(v);
    for (const r of Object.values(RULESETS))
      for (const w of r.names) for (const b of ["", " 444预女猎白", " 桌游12人", " 狼狼狼"]) out.add(`${v} ${w}${b}`);
    for (const b of ["狼狼狼", "4人", "table-99", "xyz"]) out.add(`${v} ${b}`);
  }
  for (const x of ["延时999", "延时700秒", "更正", "更正x", "更正十三号五 投3", "更正5号", "更正5号 投十三号五"])
    out.add(x);
  for (const x of [
    "驳回申诉",
    "申诉",
    "申诉 zzz 理由",
    "申诉 上一局",
    "违规 上一局 3号 骂人",
    "封禁",
    "封禁 wxid 7天",
    "解封 x",
  ])
    out.add(x);
  out.add("验".repeat(MAX_COMMAND_CHARS + 1));
  return [...out];
}

interface Answer {
  input: string;
  msg: Msg;
}

/** Every bad-argument answer of the table (by DM: the group reads a player's bad seat as speech). */
const answers: Answer[] = badInputs().flatMap((input) => {
  const dm = parse(input, "dm");
  const season = parseSeasonCommand(input);
  return [
    ...(dm?.kind === "bad" ? [{ input, msg: dm.text }] : []),
    ...(season?.kind === "bad" ? [{ input, msg: season.text }] : []),
  ];
});

/** The quoted parts of an English text. */
const quoted = (en: string) => [...en.matchAll(/"([^"]*)"/g)].map((m) => m[1]);

/** The words a quoted part may be besides a command: a board id or ruleset word of a list, a season command's argument. */
const LISTED = new Set([
  ...Object.values(RULESETS).flatMap((r) => [...r.boards, ...r.names]),
  ...["上一局", "晒身份", "场外", "7天", "永久"],
]);

/** Whether the grammar reads `q` as a command (not a bad one), or `q` is a listed word or the player's own words. */
function readable(q: string, input: string): boolean {
  const dm = parse(q, "dm");
  if (dm && dm.kind !== "bad") return true;
  const season = parseSeasonCommand(q);
  if (season && season.kind !== "bad") return true;
  return LISTED.has(q) || input.replace(/\s+/g, "").includes(q.replace(/…$/, "").replace(/^,/, ""));
}

describe("the grammar's bad-argument answers in English and 繁體 (issue 23)", () => {
  it("draws many distinct answers from the table", () => {
    expect(answers.length).toBeGreaterThan(150);
    expect(new Set(answers.map((a) => render(a.msg))).size).toBeGreaterThan(60);
  });

  it("in English: no Chinese but quoted commands and the player's words; each quoted command is one the grammar reads", () => {
    const bad: string[] = [];
    for (const { input, msg } of answers) {
      const en = render(msg, "en");
      const outside = en.replace(/"[^"]*"/g, "");
      if (HAN.test(outside) || /\{\{|\[object Object\]|[「」（）：，。]/.test(en)) bad.push(`${input} → ${en}`);
      for (const q of quoted(en)) if (!readable(q, input)) bad.push(`${input} → ${en} (quotes "${q}")`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it("in 繁體: its 简体 through OpenCC", () => {
    const bad = answers.filter(({ msg }) => render(msg, "zh-Hant") !== toHant(render(msg)));
    expect(bad.slice(0, 3).map((a) => `${a.input} → ${render(a.msg, "zh-Hant")}`)).toEqual([]);
  });

  it("reads as a judge writes it, with the English commands where the grammar has them", () => {
    const en = (t: string) => {
      const i = parse(t, "dm");
      return i?.kind === "bad" ? render(i.text, "en") : "";
    };
    expect(en("验")).toBe('Write a seat number, e.g. "check 3".');
    expect(en("守十三号五")).toBe(
      'Seat "十三号五" cannot be read: write one seat from 1 to 99, e.g. "guard 3" (or "no guard").',
    );
    expect(en("杀")).toBe('Write a seat number, e.g. "kill 3" (or "no kill").');
    expect(en("毒")).toBe('Write a seat number, e.g. "poison 3" (or "no potion").');
    expect(en("投")).toBe('Write a seat number, e.g. "vote 3" (or "abstain").');
    expect(en("禁言")).toBe('Write a seat number, e.g. "禁言3号" (or "不禁言").');
    expect(en("更正5号")).toBe('Write the command to put in place of #5\'s, e.g. "更正5号 vote 3".');
    expect(en("开赛")).toMatch(
      /^Name a board, e\.g\. "开赛 table 12" \(a match of five games\)\. The table rules play: "table-9", /,
    );
    const i = parse("验", "dm");
    expect(i?.kind === "bad" && render(i.text, "zh-Hant")).toBe("請寫座位號，例如：驗3號");
  });
});
