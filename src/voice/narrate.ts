/**
 * The judge's voice: turns engine events into Chinese messages with an audience — the match
 * group, the wolves' room, or one seat by DM. This is what the outbox sends. It never puts a
 * role or a night action in front of anyone who must not see it: night deaths wait for the
 * dawn announcement (000 §八(九)1, the knife is never named), results go by DM only.
 *
 * One file per job: this one routes each event; `narrate-voice.ts` (audiences, shared phrases),
 * `narrate-calls.ts` (a phase's opening call), `narrate-night.ts`, `narrate-day.ts` (deaths,
 * votes, booms), `narrate-judge.ts` (the judge's actions, reminders), `narrate-end.ts`.
 */

import { boardOfSetup } from "../engine/boards.ts";
import { voidReason } from "../engine/engine.ts";
import { inWolfRoom } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import { render, say } from "../vocab/msg.ts";
import { voiceFamilyOf } from "./families/index.ts";
import { phaseText } from "./families/timed/narrate-calls.ts";
import {
  died,
  NOTICE,
  selfDestructed,
  shotDeclined,
  speechTimedOut,
  voteClosed,
} from "./families/timed/narrate-day.ts";
import { gameEnded } from "./families/timed/narrate-end.ts";
import { judgeText, nudgeText } from "./families/timed/narrate-judge.ts";
import { nightActed, stepText, told } from "./families/timed/narrate-night.ts";
import {
  dawnText,
  dm,
  GROUP,
  isWolf,
  joinWolfRoom,
  leaveWolfRoom,
  type Message,
  nameMsg,
  nightPromptEach,
  seatsOrNone,
  WOLVES,
} from "./narrate-voice.ts";

export { type Audience, type Message, nightPrompt, type RoomOp, SPEECH, VOTE } from "./narrate-voice.ts";

/** A message with its words rendered in one language (what a conversation of that language reads). */
export type SaidMessage = Omit<Message, "text"> & { text: string };

/**
 * The messages of one event as a conversation in `lang` (default 简体) reads them: {@link narrate}
 * with each message's words rendered (issue 23). For a reader that shows the text at once (the
 * demo's print, the replay's fold, tests); the outbox keeps the messages unrendered.
 */
export function narrateText(
  before: GameState,
  e: GameEvent,
  after: GameState,
  lang: Lang = DEFAULT_LANG,
): SaidMessage[] {
  return narrate(before, e, after).map((m) => ({ ...m, text: render(m.text, lang) }));
}

/** Messages for one event, given the state before and after it. */
export function narrate(before: GameState, e: GameEvent, after: GameState): Message[] {
  // The calendar families have their own voices (`families/`): forum-hk (seed 002: the thread,
  // the wolves' group and DMs, families/forum-hk/narrate.ts), forum-25 (seed 004: posts, cards, a
  // calendar, families/forum-25/narrate.ts). The timed family's is this one.
  const voice = voiceFamilyOf(after.setup).narrate;
  if (voice) return voice(before, e, after);
  switch (e.type) {
    case "game_created": {
      // A void deal is never shown: `deal_voided` says so and shows the new deal (000 §八(十)2).
      if (voidReason(e.setup)) return [];
      const board = boardOfSetup(e.setup);
      const wolves = after.seats.filter((x) => inWolfRoom(after, x)).map((x) => x.seat);
      return [
        {
          to: GROUP,
          text: say("judge_voice.setup", {
            board: board ? { msg: nameMsg("b", board) } : e.setup.board,
            n: after.seats.length,
          }),
        },
        ...after.seats.map((x) => ({
          to: dm(x.seat),
          text: say("judge_voice.deal", {
            seat: { seat: x.seat },
            card: { card: x.role },
            mates: {
              msg: wolves.includes(x.seat)
                ? say("judge_voice.deal_mates", { mates: seatsOrNone(wolves.filter((w) => w !== x.seat)) })
                : "",
            },
          }),
        })),
        // The room's topic: a name the transport finds the room by, kept as written.
        { to: WOLVES, text: "狼人专用群", op: { kind: "create", members: wolves } },
        { to: WOLVES, text: say("judge_voice.wolves_intro", { seats: { seats: wolves } }) },
      ];
    }
    case "phase_started":
      // Dawn: the wolves' room must fall silent until nightfall (000 §九3).
      // Not under a ruleset without the wolves'-room rule (classic C2).
      if (
        before.phase.kind === "night" &&
        e.phase.kind !== "night" &&
        e.phase.kind !== "ended" &&
        rulesetOf(after.setup.ruleset).penalties.wolfTalk
      )
        return [{ to: WOLVES, text: say("judge_voice.wolves_mute") }, ...phaseText(e.phase, after, before)];
      return phaseText(e.phase, after, before);
    case "timers_changed":
      return speechTimedOut(before, e.remove, e.atMs);
    case "deal_voided":
      return [
        { to: GROUP, text: say("judge_voice.deal_void", { thief: { card: "thief" }, wolf: { card: "werewolf" } }) },
        ...(e.redeal
          ? narrate(before, { type: "game_created", setup: e.redeal, atMs: e.atMs }, after).map((m) =>
              m.to.kind === "group" ? { ...m, text: say("judge_voice.redeal", { msg: { msg: m.text } }) } : m,
            )
          : []),
      ];
    case "role_changed": {
      const each = e.joinsNight ? nightPromptEach(e.role) : undefined;
      const out: Message[] = [
        {
          to: dm(e.seat),
          text: say("judge_voice.role_chosen", { card: { card: e.role }, prompt: each ? { each } : "" }),
        },
      ];
      if (inWolfRoom(after, after.seats[e.seat - 1])) out.push(...joinWolfRoom(after, e.seat, "thief"));
      return out;
    }
    case "public_notice": {
      const f = NOTICE[e.kind];
      return f ? [{ to: GROUP, text: f(e.seat, e.value) }] : [];
    }
    case "vote_shifted":
      return [
        {
          to: GROUP,
          text: say("judge_voice.vote_shifted", { bard: { card: "bard" }, from: { seat: e.from }, to: { seat: e.to } }),
        },
      ];
    case "night_step_started":
      return stepText(after);
    case "knife_settled":
      return [
        {
          to: WOLVES,
          text:
            e.target === null
              ? say("judge_voice.knife_none")
              : say("judge_voice.knife_set", { seat: { seat: e.target } }),
        },
      ];
    case "told":
      return told(e, after);
    case "announced":
      return [
        {
          to: GROUP,
          // Day 1 (and classic's day-2 re-run, C4) already began with the sheriff campaign (000 §八(四)1): no second 天亮了.
          text: dawnText(e.deaths, !((after.label === "D1" || after.election?.rerun === true) && after.election)),
        },
        ...e.deaths.filter((n) => isWolf(after, n)).map(leaveWolfRoom),
      ];
    case "died":
      return died(before, e, after);
    case "occasion_set":
      return shotDeclined(before, e.occasion);
    case "candidate_joined":
      return [{ to: dm(e.seat), text: say("judge_voice.signup_ok") }];
    case "candidate_withdrew":
      return [{ to: GROUP, text: say("judge_voice.withdrew", { seat: { seat: e.seat } }) }];
    case "election_changed":
      // Classic C4 (001 §三1(5), §三3(5)): a boom stops the day-1 election without losing the badge.
      return e.postponed ? [{ to: GROUP, text: say("judge_voice.postponed") }] : [];
    case "dice_rolled":
      return [{ to: GROUP, text: say("judge_voice.dice", { n: e.value }) }];
    case "speech_reminded":
      return [{ to: GROUP, text: say("judge_voice.speech_left", { seat: { seat: e.seat } }) }];
    case "no_show":
      return [
        {
          to: GROUP,
          text: say(before.phase.kind === "vote" ? "judge_voice.no_show_vote" : "judge_voice.no_show_call", {
            seat: { seat: e.seat },
            n: after.seats[e.seat - 1].noShows,
          }),
        },
      ];
    case "night_acted":
      return nightActed(before, e);
    case "warned":
      return [
        {
          to: GROUP,
          text: say("judge_voice.warned", { seat: { seat: e.seat }, n: after.seats[e.seat - 1].warnings }),
        },
      ];
    case "vote_cast":
      return [
        {
          to: dm(e.seat),
          text:
            e.target === null
              ? say("judge_voice.vote_abstain")
              : say("judge_voice.vote_for", { seat: { seat: e.target } }),
        },
      ];
    case "vote_closed":
      return voteClosed(before, e, after);
    case "sheriff_changed":
      if (e.silent) return e.gone ? [{ to: GROUP, text: say("judge_voice.sheriff_none") }] : [];
      if (e.seat === null) return [{ to: GROUP, text: say("judge_voice.badge_lost") }];
      return [
        {
          to: GROUP,
          text: say(before.sheriff === null ? "judge_voice.elected" : "judge_voice.badge_passed", {
            seat: { seat: e.seat },
          }),
        },
      ];
    case "order_chosen":
      return [{ to: GROUP, text: say("judge_voice.order", { seats: { seats: e.order } }) }];
    case "mem_set":
      if (e.key === "revealed" && e.value === true)
        return [{ to: GROUP, text: say("judge_voice.idiot", { seat: { seat: e.seat }, card: { card: "idiot" } }) }];
      return [];
    case "self_destructed":
      return selfDestructed(before, e, after);
    case "judge_acted":
      return judgeText(e, after);
    case "nudged":
      return nudgeText(e.for, e.seat, after);
    case "game_ended":
      return gameEnded(before, e, after);
    default:
      return [];
  }
}
