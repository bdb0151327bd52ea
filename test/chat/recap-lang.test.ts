/**
 * The replay's and the console's event sentences in three languages (issue 23 goal 3): every kind
 * of event `eventWords` tells — from a few seeded games and the events no random game makes (a
 * pause, a withdrawn act, a substitute, each ruling, each penalty, a voided end) — reads in English
 * with no Chinese character and in 繁體 with no placeholder left.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { JUDGE_RULINGS } from "../../src/engine/types-commands.ts";
import { PENALTIES } from "../../src/engine/types-vocab.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { type Msg, render } from "../../src/vocab/msg.ts";
import { type EventWords, eventWords, rulingName } from "../../src/voice/recap.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Every event told in words, with its type, from seeded games and a few made by hand. */
function told(): { type: string; w: EventWords }[] {
  const out: { type: string; w: EventWords }[] = [];
  let last: GameState | null = null;
  const on = (before: GameState, e: GameEvent, after: GameState) => {
    last = after;
    const w = eventWords(before, e, after);
    if (w) out.push({ type: e.type, w });
  };
  playRandomGame("444-idiot", 1, on);
  playRandomGame("444-idiot", 2, on, undefined, undefined, "classic");
  playRandomGame("444-guard-wolfking", 3, on);
  if (!last) throw new Error("no game");
  const s: GameState = last;
  const made: GameEvent[] = [
    { type: "paused", atMs: 0 },
    { type: "resumed", atMs: 0 },
    { type: "act_withdrawn", seat: 3, atMs: 0 },
    { type: "seat_substituted", seat: 4, from: null, to: "wx-9", name: "Ann", atMs: 0 },
    { type: "deal_voided", atMs: 0 } as GameEvent,
    { type: "warned", seat: 2, atMs: 0 } as GameEvent,
    { type: "vote_muted", seat: 2, atMs: 0 } as GameEvent,
    { type: "speech_started", seat: 5, atMs: 0 } as GameEvent,
    { type: "self_destructed", seat: 5, valid: false, atMs: 0 } as GameEvent,
    { type: "game_ended", winner: null, voided: true, atMs: 0 } as GameEvent,
    { type: "died", seat: 6, cause: "nonsense", public: true, atMs: 0 } as unknown as GameEvent,
    ...JUDGE_RULINGS.map(
      (ruling) => ({ type: "judge_acted", ruling, seat: 3, seconds: 30, reason: "r", atMs: 0 }) as GameEvent,
    ),
    ...PENALTIES.map((penalty) => ({ type: "penalized", seat: 1, penalty, atMs: 0 }) as GameEvent),
  ];
  for (const e of made) on(s, e, s);
  return out;
}

const texts = (w: EventWords): Msg[] => (w.reason === undefined ? [w.text] : [w.text, w.reason]);

describe("the replay's and the console's event sentences", () => {
  const all = told();

  it("tell every kind of event a judge reads", () => {
    const kinds = new Set(all.map((x) => x.type));
    for (const k of [
      "died",
      "announced",
      "vote_cast",
      "vote_closed",
      "night_acted",
      "knife_proposed",
      "knife_settled",
      "candidate_joined",
      "sheriff_changed",
      "last_words_given",
      "game_ended",
      "paused",
      "act_withdrawn",
      "seat_substituted",
      "judge_acted",
      "penalized",
      "warned",
    ])
      expect(kinds, k).toContain(k);
  });

  it("read in English with no Chinese character and nothing left unfilled", () => {
    for (const { type, w } of all)
      for (const m of texts(w)) {
        const en = render(m, "en");
        expect(en, type).not.toMatch(CJK);
        expect(en, type).not.toMatch(/\{\{|undefined/);
      }
  });

  it("read in 繁體: OpenCC's 简体, nothing left unfilled", () => {
    for (const { type, w } of all)
      for (const m of texts(w)) {
        const hant = render(m, "zh-Hant");
        expect(hant, type).not.toMatch(/\{\{|undefined/);
        expect(hant, type).toBe(toHant(render(m)));
      }
  });

  it("name each ruling in 简体 as the inspector's list does, an unknown one 操作", () => {
    expect(render(rulingName("warn"))).toBe("警告");
    expect(render(rulingName("answer"))).toBe("操作");
    expect(render(rulingName("answer"), "en")).toBe("action");
  });
});
