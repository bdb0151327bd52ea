/**
 * The playground's turn texts in three languages (issue 23 goal 3): every due a timed, a forum-25
 * and a forum-hk table shows (seeded games, HX-3) reads in English with no Chinese but the quoted
 * commands a player types, and in 繁體 as OpenCC's 简体; the buttons still send the typed command.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/types.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { type Due, dueIn, dueOf } from "../../src/web/play-pace.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** English with the quoted commands (typed as written) taken out. */
const unquoted = (t: string) => t.replace(/"[^"\n]*"/g, '""');

/** Every distinct due of every seat over a few games' states. */
function dues(): Due[] {
  const seen = new Map<string, Due>();
  const at = (s: GameState) => {
    for (const x of s.seats)
      for (const posts of [0, 2]) {
        const d = dueOf(s, x.seat, { posts });
        if (d) seen.set(JSON.stringify(dueIn(d, "zh-Hans")), d);
      }
  };
  playRandomGame("444-idiot", 1, (_b, _e, a) => at(a));
  playRandomGame("345-wolfking-thief-cupid", 2, (_b, _e, a) => at(a), undefined, undefined, "classic");
  playRandomGame("forum-25", 1, (_b, _e, a) => at(a), undefined, undefined, "forum-25");
  const hx3 = join(import.meta.dirname, "..", "..", "..", "shared", "scenarios", "HX-3.json");
  runScenario(parseScenario(JSON.parse(readFileSync(hx3, "utf8"))), (_b, _e, a) => at(a));
  return [...seen.values()];
}

describe("the playground's turn texts", () => {
  const all = dues();

  it("cover the timed, forum-25 and forum-hk dues", () => {
    const kinds = new Set(all.map((d) => d.kind));
    for (const k of ["speech", "vote", "night", "knife", "witch", "start"]) expect(kinds, k).toContain(k);
  });

  it("read in English with no Chinese but quoted commands; the buttons send the same command", () => {
    for (const d of all) {
      const en = dueIn(d, "en");
      const zh = dueIn(d, "zh-Hans");
      const words = [en.zh, en.miss ?? "", en.aim?.label ?? "", ...en.replies.map((r) => r.label)];
      for (const w of words) {
        expect(unquoted(w), zh.zh).not.toMatch(CJK);
        expect(w, zh.zh).not.toMatch(/\{\{|undefined/);
      }
      expect(en.replies.map((r) => r.text)).toEqual(zh.replies.map((r) => r.text));
      expect(en.aim?.text).toBe(zh.aim?.text);
    }
  });

  it("read in 繁體 as OpenCC's 简体", () => {
    for (const d of all) {
      const hant = dueIn(d, "zh-Hant");
      const zh = dueIn(d, "zh-Hans");
      expect(hant.zh).toBe(toHant(zh.zh));
      expect(hant.miss).toBe(zh.miss === undefined ? undefined : toHant(zh.miss));
    }
  });
});
