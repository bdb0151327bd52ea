/**
 * 天师 (seed 002 弱神; HK118, HK137, HK9, HK12, HK13): 通天 (<限定>, once) on a night, in block B (14),
 * with no target: a yes/no question to the directors. The question is the app's text (HK118): the
 * act may carry it as its `value` (at most 20 characters, 002 「20字以内」), the engine reads none of it.
 * The directors answer with the judge step `answer` (`yes` / `no` / `unanswerable`, HK137), told to
 * him (`answer`) at C+50 when given before, at once when given after.
 *
 * Readings where the rulings are silent: the use is spent when the question settles at C+50 (like
 * 花匠's 玫瑰, HK113): a question that does not settle (he is out or silenced by then, HK13) is never
 * answered and he may ask again another night; an answer may be given from the moment the question
 * is sent (the last one before C+50 counts) until it is answered, once; an answer to a seat with no
 * open question is refused (`hk.no_question`), a second one too (`hk.answered`).
 */
import { checkActValue } from "../../act-values.ts";
import type { Tx } from "../../tx.ts";
import type { JudgeCommand, Reject } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** The directors' answers (scenario-format.md, Judge steps: `answer`). */
export const ANSWERS = ["yes", "no", "unanswerable"] as const;

/** HK118: the question sent tonight and not settled yet (the last `ask` of the running night), if any. */
function openTonight(tx: Tx, seat: number): boolean {
  const ph = tx.s.phase;
  return ph.kind === "hk" && ph.stage === "night" && (ph.acts[String(seat)] ?? []).some((a) => a.act === "ask");
}

/**
 * The judge step `answer` (HK118, HK137): the answer to taoist `seat`'s question — told at once when
 * his question has settled (after C+50), else kept for C+50 (`answerFor`, the night). Codes:
 * `hk.answer_value`, `hk.no_question`, `hk.answered`.
 */
export function answerQuestion(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null {
  const value = cmd.value;
  if (!ANSWERS.includes(value as (typeof ANSWERS)[number])) return { code: "hk.answer_value", value: value ?? null };
  const seat = cmd.seat;
  const x = typeof seat === "number" ? tx.s.seats[seat - 1] : undefined;
  if (!x || (x.role as string) !== "taoist")
    return { code: "hk.no_question", ...(typeof seat === "number" ? { seat } : {}) };
  if (x.mem.answered === true) return { code: "hk.answered", seat: x.seat };
  const settled = x.mem.asked === true;
  if (!settled && !openTonight(tx, x.seat)) return { code: "hk.no_question", seat: x.seat };
  logged();
  if (settled) {
    tx.emit({ type: "mem_set", seat: x.seat, key: "answered", value: true });
    tx.emit({ type: "told", seat: x.seat, kind: "answer", value });
    return null;
  }
  // HK118: 「导演会在深夜结束后…反馈」 — kept until his question settles at C+50.
  tx.emit({ type: "mem_set", seat: x.seat, key: "answer", value: value as string });
  tx.emit({ type: "mem_set", seat: x.seat, key: "answerFor", value: Number(tx.s.label.slice(1)) });
  return null;
}

export const taoist: HkCardSpec = {
  id: "taoist",
  texts: {
    "zh-Hans": {
      rules:
        "天师：整局一次，夜里可以向导演问一个20字以内、能用“是/否/无法回答”回答的问题（深夜截止前发出）；导演在深夜结束后回复你。",
      acts: { ask: "通天" },
      values: {
        ask: { kind: "text", hint: " 问题", example: "通天 3号是狼人吗", bad: "通天后面请写你的问题（20字以内）" },
      },
      told: {
        answer: {
          text: {
            yes: "通天：导演回答你的问题——是。",
            no: "通天：导演回答你的问题——否。",
            unanswerable: "通天：导演回答你的问题——无法回答。",
          },
        },
      },
    },
    en: {
      rules:
        'Taoist Master: once a game, at night, you may ask the director one question of at most 20 characters that can be answered "yes", "no" or "cannot answer" (send it before the deep-night deadline); the director answers you after deep night ends.',
      acts: { ask: "Ask Heaven" },
      values: {
        ask: {
          kind: "text",
          hint: " <question>",
          example: "Ask Heaven Is #3 a werewolf?",
          bad: "Write your question after Ask Heaven (at most 20 characters).",
        },
      },
      told: {
        answer: {
          text: {
            yes: "Ask Heaven: the director's answer to your question — yes.",
            no: "Ask Heaven: the director's answer to your question — no.",
            unanswerable: "Ask Heaven: the director's answer to your question — it cannot be answered.",
          },
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "ask",
      acts: { ask: { window: "night_b", step: 14, target: "none" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act, _target, value) {
    if (act === "ask" && s.seats[seat - 1].mem.asked === true) return { code: "hk.used", seat, act };
    // The question's length (act-values.ts; forum-hk's acts are checked by their cards).
    return checkActValue(seat, act, value, s.seats.length);
  },
  settle(tx, a) {
    const x = tx.s.seats[a.seat - 1];
    tx.emit({ type: "mem_set", seat: a.seat, key: "asked", value: true });
    if (x.mem.answerFor !== a.n || typeof x.mem.answer !== "string") return;
    tx.emit({ type: "mem_set", seat: a.seat, key: "answered", value: true });
    tx.emit({ type: "told", seat: a.seat, kind: "answer", value: x.mem.answer });
  },
};
