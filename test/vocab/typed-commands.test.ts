/**
 * Issue 23 "Done when" (the language review): where the judge quotes a command for a player to type,
 * English quotes the English words (`typedCmd(zh, en)`, `typed(zh, en)`), never a Chinese command the
 * grammar also reads in English. Every such pair in the sources is read here: the English words, with
 * a seat for the placeholder (`kill N` → `kill 3`), are the same command as the 简体 one, in the
 * channel where it is typed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Channel, parse } from "../../src/chat/grammar.ts";
import { parseLanguage } from "../../src/chat/language.ts";
import { render, typedCmd } from "../../src/vocab/msg.ts";

/** Every `.ts` file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** The `[zh, en]` pairs quoted as commands in the chat's and the voice's sources. */
const PAIRS: [string, string, string][] = [];
for (const file of [...sources("src/chat"), ...sources("src/voice"), "src/app/rooms.ts"]) {
  const text = readFileSync(file, "utf8");
  // English words only: a pair whose English keeps Chinese is an example with translated free text
  // (`申诉 上一局 <reason>`), read by the season desk, not a command quoted for the table.
  for (const m of text.matchAll(/\b(?:typedCmd|typed|cmd)\("([^"]+)", "([^"]+)"\)/g))
    if (!/[\u3400-\u9fff]/.test(m[2]) || m[1].startsWith("语言")) PAIRS.push([m[1], m[2], file]);
}

/** Where a command is typed: the wolves' kill in their room, the lobby's in the group, the rest by DM. */
function channelOf(zh: string): Channel {
  if (/^(杀X号|空刀)$/.test(zh)) return "wolves";
  if (/^(开始|坐X号|退出)$/.test(zh)) return "group";
  return "dm";
}

const withSeat = (s: string) => s.replace(/X/g, "3").replace(/\bN\b/g, "3");

describe("commands the judge quotes for a player to type", () => {
  it("are found in the sources", () => {
    expect(PAIRS.length).toBeGreaterThan(15);
  });

  it.each(PAIRS.filter(([zh]) => !zh.startsWith("语言")))("%s reads as %s", (zh, en) => {
    const channel = channelOf(zh);
    const hans = parse(withSeat(zh), channel);
    expect(hans, `${zh} is a command`).not.toBeNull();
    expect(parse(withSeat(en), channel)).toEqual(hans);
  });

  it("the language command reads the same in English", () => {
    for (const [zh, en] of PAIRS.filter(([z]) => z.startsWith("语言"))) {
      expect(parseLanguage(zh)?.kind).toBe("set");
      expect(parseLanguage(en)?.kind).toBe("set");
    }
  });

  it("renders 简体 as written, 繁體 converted and English as the English words", () => {
    const a = typedCmd("不用药", "no potion");
    expect(render({ k: "common.name", a: { name: a } })).toBe("不用药");
    expect(render({ k: "common.name", a: { name: a } }, "zh-Hant")).toBe("不用藥");
    expect(render({ k: "common.name", a: { name: a } }, "en")).toBe("no potion");
  });
});
