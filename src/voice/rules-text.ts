/**
 * What the chat says about a ruleset (issue 10 item 5): the room's opening text with the
 * ruleset's timings, and the help of the match group and of a DM, showing only what that ruleset
 * and board have. Everything is derived from the ruleset's data (`seconds`, `election`,
 * `speeches`, `penalties`, `scoring`) and the board's cards; nothing is written per ruleset id
 * except the fallbacks of {@link features} for policies the ruleset does not carry yet. Each text is a
 * message (`…Msg`, the `help` phrasebook, issue 23) rendered in the chat's language; the `…Text` /
 * plain-named forms are its 简体.
 */

import type { Board } from "../engine/boards.ts";
import type { Ruleset } from "../engine/rulesets/index.ts";
import { stepName } from "../vocab/index.ts";
import { type Arg, lines, listOf, type Msg, render, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { helpEach } from "./card-texts.ts";
import { groupJudgeMsg, HELP_ARGS } from "./help.ts";
import { boardName, rulesName } from "./names.ts";

/** A duration as players say it in 简体: `5分钟`, `1分30秒`, `30秒` (a message's argument: {@link durationArg}). */
export function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}秒`;
  return s === 0 ? `${m}分钟` : `${m}分${s}秒`;
}

/** What the chat offers under a ruleset; each a policy of the ruleset, with its clause. */
export interface Features {
  /** 退水 after the campaign speeches (000 §八(四)3; none under table, T9). */
  withdraw: boolean;
  /** 黑麦: a no-show counts and drowns (000 §九4②; none under classic C2 and table T13). */
  noShows: boolean;
  /** The judge's warnings count toward muting and a judged self-destruct (000 §九2); else deductions (T21). */
  warningLadder: boolean;
  /** The sheriff may tear the badge (000 §八(四)8; table: it must be passed, T11). */
  mayTear: boolean;
  /** 归票: the sheriff recommends a seat after the day's speeches (T12). */
  recommend: boolean;
  /** Ranked points and the season (000 §四); none outside ranked-s7 (C2, T22). */
  ranked: boolean;
}

/** Policies the rules branches add to the ruleset (table-day, table-night, classic), read where present. */
type Later = {
  election: { withdraw?: boolean };
  sheriff: { mayTear?: boolean; recommend?: boolean };
  penalties: { judge?: string; noShows?: string | boolean };
  seconds: { recommend?: number };
  night?: { steps?: { id: string; sec: number }[] | null };
};

/**
 * The {@link Features} of `r`, read from its policies: `election.withdrawWindow` / `withdraw`,
 * `penalties.noShowsToDrown` / `noShows` / `judge`, `sheriff.mayTear` / `recommend`, `scoring`.
 * Until the table rules add `sheriff.mayTear` and `sheriff.recommend`, a ruleset whose judge's
 * warnings are deductions (`penalties.judge: "sheet"`, table) falls back to T11 and T12.
 */
export function features(r: Ruleset): Features {
  const x = r as unknown as Later;
  const table = x.penalties.judge === "sheet";
  const counted =
    x.penalties.noShows === undefined || x.penalties.noShows === true || x.penalties.noShows === "counted";
  return {
    withdraw: r.election.withdrawWindow && x.election.withdraw !== false,
    noShows: r.penalties.noShowsToDrown !== null && counted && !table,
    // Classic (C2, `penalties.judge: "none"`): a warning has no effect on play either.
    warningLadder: (x.penalties.judge ?? "ladder") === "ladder",
    mayTear: typeof x.sheriff.mayTear === "boolean" ? x.sheriff.mayTear : !table,
    recommend: typeof x.sheriff.recommend === "boolean" ? x.sheriff.recommend : table,
    ranked: r.scoring === "ranked",
  };
}

/** Steps of night 1 only (T4). */
const FIRST_NIGHT_ONLY = new Set(["thief", "cupid", "lovers"]);

/**
 * The fixed night steps of `r` that `board` runs (one per role card of the board, deal and bottom;
 * the lovers' step with a cupid card, the wolves' on every board, T4), or null for a concurrent night.
 */
export function nightSteps(r: Ruleset, board: Board): { id: string; sec: number }[] | null {
  const steps = (r as unknown as Later).night?.steps;
  if (!steps) return null;
  const cards = new Set<string>(board.cards);
  return steps.filter((st) => st.id === "wolves" || cards.has(st.id) || (st.id === "lovers" && cards.has("cupid")));
}

/** A duration as an argument: `{sec}` (`5分钟`, `30秒`), or `help.min_sec` for minutes and seconds (`1分30秒`, `1 min 30 s`). */
export function durationArg(seconds: number): Arg {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 && s > 0 ? { msg: say("help.min_sec", { m, s }) } : { sec: seconds };
}

/** A ruleset's name as an argument: the vocabulary's where its 简体 is the ruleset's own `zh`, else `zh`. */
export function rulesArg(r: { id: string; zh: string }): Arg {
  const named = rulesName(r);
  return { msg: render(named) === r.zh ? named : r.zh };
}

/** A board's name as an argument: the vocabulary's where its 简体 is the board's own `zh`, else `zh`. */
export function boardArg(b: Pick<Board, "id" | "zh">): Arg {
  const named = boardName(b);
  return { msg: render(named) === b.zh ? named : b.zh };
}

/** A fixed night step's name as an argument (the werewolves, the lovers, a card); an unknown step as given. */
function stepArg(step: string): Arg {
  if (step === "wolves") return { card: "werewolf" };
  if (step === "lovers") return { word: "step.lovers" };
  return stepName(step) === undefined ? step : { card: step };
}

/**
 * The ruleset's timings on `board`, one line each, from its `seconds` and, for fixed nights
 * (T4), its night steps and their lengths.
 */
export function timingsMsg(r: Ruleset, board: Board): Msg {
  const t = r.seconds;
  const f = features(r);
  const steps = nightSteps(r, board);
  const rounds = r.speeches.dayRounds;
  const first = steps?.reduce((n, st) => n + st.sec, 0) ?? 0;
  const later = steps?.filter((st) => !FIRST_NIGHT_ONLY.has(st.id)).reduce((n, st) => n + st.sec, 0) ?? 0;
  const recommend = (r as unknown as Later).seconds.recommend;
  const ties = [...(r.election.ties as string[]), ...(r.exile.ties as string[])];
  const pk = ties.includes("pk");
  const d = durationArg;
  const stepMsg = (st: { id: string; sec: number }) =>
    say(FIRST_NIGHT_ONLY.has(st.id) ? "help.step_first_night" : "help.step", { step: stepArg(st.id), sec: d(st.sec) });
  return lines([
    steps
      ? say("help.night_steps", { steps: { msg: listOf(steps.map(stepMsg)) }, first: d(first), later: d(later) })
      : say("help.night_free", { first: d(t.knifeFirstNight), later: d(t.knifeLaterNights), skill: d(t.skill) }),
    say("help.election", {
      signup: d(t.signup),
      correction: d(t.correction),
      speech: d(t.campaignSpeech),
      withdraw: { msg: f.withdraw ? say("help.withdraw_sec", { sec: d(t.withdraw) }) : say("help.no_withdraw") },
    }),
    say("help.speeches", {
      day: d(t.daySpeech),
      rounds: { msg: rounds.first > 1 ? say("help.first_day_rounds", { n: rounds.first }) : "" },
      summary: d(t.sheriffSummary),
      pk: { msg: pk ? say("help.pk_sec", { sec: d(t.pkSpeech) }) : "" },
      last: d(t.lastWords),
      warning: d(t.speechWarning),
      no_show: d(t.noShow),
      missed: {
        msg: f.noShows
          ? say("help.no_show_counted", { n: String(r.penalties.noShowsToDrown) })
          : say("help.no_show_skipped"),
      },
    }),
    say("help.ties", {
      election: { msg: tieMsg(r.election.ties, "help.tie_no_sheriff") },
      exile: { msg: tieMsg(r.exile.ties, "help.tie_no_exile") },
    }),
    say("help.votes", {
      vote: d(t.vote),
      order: d(t.order),
      recommend: {
        msg: f.recommend ? (recommend ? say("help.recommend_sec", { sec: d(recommend) }) : say("help.recommend")) : "",
      },
      shot: d(t.shot),
      badge: d(t.badge),
      must_pass: { msg: f.mayTear ? "" : say("help.must_pass") },
    }),
  ]);
}

/** {@link timingsMsg} in 简体. */
export function timingsText(r: Ruleset, board: Board): string {
  return render(timingsMsg(r, board));
}

/** What a tie step is called (`ties`: `pk`, `revote`, `offstage`); an unknown step as given. */
const TIE_STEP: Record<string, PhraseKey> = {
  pk: "help.tie_pk",
  revote: "help.tie_revote",
  offstage: "help.tie_offstage",
};

/** What follows a tied vote, step by step (`ties`: `pk`, `revote`, `offstage`; 000 §八(四)5, R8, R9, C3, C13, T9, T15). */
function tieMsg(ties: readonly string[], end: PhraseKey): Msg {
  const step = (x: string): Msg => (TIE_STEP[x] ? say(TIE_STEP[x]) : x);
  const again = (m: Msg): Msg => say("help.tie_again", { next: { msg: m } });
  return listOf([...ties.map((x, i) => (i > 0 ? again(step(x)) : step(x))), again(say(end))], "help.tie_sep");
}

/** The opening text of a room: the ruleset (its seed) and the board, then the timings and scoring. */
export function rulesetIntroMsg(r: Ruleset, board: Board): Msg {
  const f = features(r);
  return lines([
    say("help.intro_head", { rules: rulesArg(r), board: boardArg(board), n: board.seats }),
    timingsMsg(r, board),
    f.ranked ? say("help.intro_ranked") : say("help.intro_casual", { rules: rulesArg(r) }),
  ]);
}

/** {@link rulesetIntroMsg} in 简体. */
export function rulesetIntro(r: Ruleset, board: Board): string {
  return render(rulesetIntroMsg(r, board));
}

/** The match group's help under `r` (the commands of a room and of a game of that ruleset). */
export function groupHelpMsg(r: Ruleset): Msg {
  const f = features(r);
  return lines([
    say("help.group_head_rules", { rules: rulesArg(r) }),
    say("help.group_seats"),
    say("help.group_speech", HELP_ARGS.speech),
    say("help.group_boom"),
    f.withdraw && say("help.group_withdraw"),
    say("help.group_order", HELP_ARGS.order),
    f.recommend && say("help.group_recommend", HELP_ARGS.recommend),
    say(f.mayTear ? "help.group_badge" : "help.group_badge_must"),
    say("help.group_by_dm"),
    f.ranked ? say("help.season") : say("help.group_match_sheet", HELP_ARGS.matchSheet),
    groupJudgeMsg(true),
    f.ranked && say("help.group_inspector", HELP_ARGS.inspector),
  ]);
}

/** {@link groupHelpMsg} in 简体. */
export function groupHelp(r: Ruleset): string {
  return render(groupHelpMsg(r));
}

/** A player's DM help under `r` on `board`: only the skills of the board's cards, and the ruleset's sheriff rules. */
export function dmHelpMsg(r: Ruleset, board: Board): Msg {
  const f = features(r);
  return lines([
    say("help.dm_head_rules", { rules: rulesArg(r), board: boardArg(board) }),
    say("help.dm_run"),
    ...helpEach(board.cards).map((each) => say("help.dm_skill", { line: { each } })),
    say("help.dm_vote"),
    say(f.mayTear ? "help.dm_badge" : "help.dm_badge_must"),
    ...(f.ranked
      ? [say("help.season"), say("help.dm_appeal", HELP_ARGS.appeal)]
      : [say("help.dm_match_sheet", HELP_ARGS.matchSheet)]),
  ]);
}

/** {@link dmHelpMsg} in 简体. */
export function dmHelp(r: Ruleset, board: Board): string {
  return render(dmHelpMsg(r, board));
}
