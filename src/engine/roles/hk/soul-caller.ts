/**
 * 摄魂师 (seed 002 弱神; HK120, HK12, HK13, HK66): 摄魂 each night in block A ((14), 深夜's first
 * step, due C+35) on any living character, himself allowed (「任意一名角色」, HK21). The target is told
 * at C+35 (`soul`); the words (≤ 50 characters, the app's text, carried as the act's `value`) are
 * published at the next opening (notice `soul`, the target's seat; its `value` the words, when given).
 *
 * Readings where the rulings are silent: the words travel with the act (HK120 「his text … the
 * app's」), so 摄魂 sent without words still tells the target and publishes the notice with no words;
 * the notice is published even if the 摄魂师 or the target went out that night (the act settled at
 * C+35, HK13); the chat publishes only the words, never who was chosen.
 */
import { checkActValue } from "../../act-values.ts";
import type { HkCardSpec } from "./types.ts";

export const soulCaller: HkCardSpec = {
  id: "soul_caller",
  texts: {
    "zh-Hans": {
      rules:
        "摄魂师：每晚早夜可以摄魂一名角色，并附上不超过50字的内容；对方在早夜结束后收到通知，这段内容在第二天开门时由导演公布（可以模仿技能公示，例如“熊咆哮了”）。",
      acts: { soul: "摄魂" },
      values: {
        soul: {
          kind: "text",
          hint: " 座位号 内容",
          example: "摄魂 3号 熊咆哮了",
          bad: "摄魂请写座位号和要公布的内容（50字以内）",
        },
      },
      told: { soul: { text: "你被摄魂了：明天开门时导演会公布一段摄魂的内容。" } },
    },
    en: {
      rules:
        'Soul Caller: each night, in the early night, you may Soul Call a character with a message of at most 50 characters; they are notified when the early night ends, and the director announces the message when the doors open the next day (it may mimic a skill\'s announcement, e.g. "The bear roars").',
      acts: { soul: "Soul Call" },
      values: {
        soul: {
          kind: "text",
          hint: " <seat> <message>",
          example: "Soul Call #3 The bear roars",
          bad: "Soul Call needs a seat and the message to announce (at most 50 characters).",
        },
      },
      told: {
        soul: {
          text: "Your soul was called: when the doors open tomorrow, the director will announce a Soul Call message.",
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "soul",
      acts: { soul: { window: "night_a", step: 14.2, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  // The words' length (act-values.ts; forum-hk's acts are checked by their cards).
  validate: (s, seat, act, _target, value) => checkActValue(seat, act, value, s.seats.length),
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "told", seat: t, kind: "soul", value: true });
    tx.emit({ type: "mem_set", seat: a.seat, key: "soulNight", value: a.n });
    tx.emit({ type: "mem_set", seat: a.seat, key: "soulSeat", value: t });
    tx.emit({
      type: "mem_set",
      seat: a.seat,
      key: "soulWords",
      value: typeof a.value === "string" ? a.value.trim() : null,
    });
  },
  atOpening(tx, holder, n) {
    const mem = tx.s.seats[holder - 1].mem;
    if (mem.soulNight !== n || typeof mem.soulSeat !== "number") return;
    const words = typeof mem.soulWords === "string" ? { value: mem.soulWords } : {};
    tx.emit({ type: "public_notice", kind: "soul", seat: mem.soulSeat, ...words, stage: "opening" });
  },
};
