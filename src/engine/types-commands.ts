/**
 * What the engine is asked and how it refuses: player acts, timer fires and the judge's rulings
 * (`JUDGE_RULINGS`, 000 §二 "法官最大"), a refusal's stable code (`Reject`) and the injected clock
 * (`Ctx`, ms).
 */
import type { ActValue } from "./types-values.ts";
import type { ActId, Target } from "./types-vocab.ts";

/** Commands the engine accepts. */
export type Command =
  /**
   * A player's act (DM or group message already parsed). `value`: a number (the fortune teller's
   * predicted deaths, forum's second kill) or a structured value checked per act (`act-values.ts`).
   */
  | { type: "act"; seat: number; act: ActId | string; target?: Target; value?: ActValue }
  /** A timer fired; `timerId` must still be pending or the command is stale. */
  | { type: "timeout"; timerId: string }
  /** A judge's ruling or control (法官最大, 000 §二, §九). See {@link JudgeCommand}. */
  | JudgeCommand;

/**
 * Why the bot ruled in the judge's place, as data (rendered in each reader's language):
 * `interrupt`: a warning for talking during `speaker`'s speech (000 §九2, R25).
 */
export type JudgeAuto = { why: "interrupt"; speaker: number };

/**
 * What the room's judge may do (000 §二 "法官最大"); every one is recorded as a `judge_acted` event.
 * - `warn` (§九2: the second costs this round's vote, the third is a judged self-destruct),
 *   `rule_self_destruct`, `eject` (§九5, −2): on `seat`.
 * - `pause` / `resume`: every deadline stops and later resumes with the time it had left.
 * - `extend`: every pending deadline moves `seconds` later (1–600).
 * - `skip`: ends the current speaker's turn without a penalty.
 * - `correct`: replaces `seat`'s act of the open night or vote with `act`/`target` (000 §九4①
 *   "由法官代为操作"), before the phase resolves.
 * - `void`: the game ends with no winner and scores nothing.
 * - `wolf_talk`: `seat` (a wolf) talked in the wolves' room after dawn (§九3): the first time a
 *   warning, the second a random living wolf is judged self-destructed, the third all wolves are out.
 * - `outage` (the bot itself, never typed; issue 13 item 5): the bot was away `seconds` until now.
 *   Every pending deadline moves by the outage, as if paused when the bot left, and one that ran
 *   out during it reopens in full (`lenMs` from now), so nobody is a no-show for the bot's absence.
 *   The GameService runs it before firing due deadlines.
 */
export type JudgeCommand = {
  type: "judge";
  ruling: JudgeRuling;
  seat?: number;
  seconds?: number;
  act?: string;
  target?: Target;
  /** Why the judge ruled (issue 13 item 4: 作废 / 踢出 / 判自爆), kept in the `judge_acted` event. */
  reason?: string;
  /** A ruling the bot makes for the judge, and why (kept in the `judge_acted` event instead of a `reason` in words). */
  auto?: JudgeAuto;
  /** forum-25: a card's colour (`card`), the losing camp (`camp_loses`), the new close `"HH:mm"` (`speed_up`, `delay`). */
  value?: string;
  /** forum-25 `substitute` (7L 10): the contact id taking `seat` over. */
  playerId?: string;
  /** forum-25 `substitute`: his display name as the chat named him. */
  name?: string;
  /** forum-25 `substitute`: the contact id leaving the seat (null: nobody was bound). */
  from?: string | null;
};
/** The calendar directors' rulings (scenario-format.md, "New judge rulings"; F2, F3, F6, F1; 002 判罚制度): refused by the timed rulesets. */
const DIRECTOR_RULING_IDS = ["card", "proxy_vote", "camp_loses", "speed_up", "delay", "substitute", "answer"] as const;

export const JUDGE_RULINGS = [
  "warn",
  "rule_self_destruct",
  "eject",
  "pause",
  "resume",
  "extend",
  "skip",
  "correct",
  "void",
  "wolf_talk",
  "outage",
  ...DIRECTOR_RULING_IDS,
] as const;
export type JudgeRuling = (typeof JUDGE_RULINGS)[number];

/** The calendar directors' rulings as a set (`DIRECTOR_RULING_IDS`). */
export const DIRECTOR_RULINGS: ReadonlySet<string> = new Set(DIRECTOR_RULING_IDS);

/** Why a command was refused. `code` is stable; the chat layer renders it in Chinese. */
export interface Reject {
  code: string;
  seat?: number;
  target?: Target;
  [fact: string]: unknown;
}

/** Injected context: the only clock the engine sees. */
export interface Ctx {
  nowMs: number;
}
