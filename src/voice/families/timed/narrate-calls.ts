import { rulesetOf } from "../../../engine/rulesets/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { type Arg, type Msg, say, typedCmd } from "../../../vocab/msg.ts";
import { dm, dur, GROUP, joined, type Message, nightPrompt, stepArg, WOLVES } from "../../narrate-voice.ts";
import { promptMsg, stepText } from "./narrate-night.ts";

/** The ordinal of a later round of a day's speeches (`pass` from 1): 二, 三, else the number. */
function roundOrd(pass: number): Msg {
  if (pass === 1) return say("timed_calls.ord_1");
  if (pass === 2) return say("timed_calls.ord_2");
  return say("timed_calls.ord_n", { n: pass + 1 });
}

/** The messages opening phase `ph` (the state after it started, and before). */
export function phaseText(ph: GameState["phase"], after: GameState, before: GameState): Message[] {
  const r = after.timers;
  const due = (kind: string): Arg => {
    const t = r.find((x) => x.kind === kind);
    return t ? dur(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  };
  switch (ph.kind) {
    case "night": {
      if (ph.steps) {
        const order = joined(ph.steps.map((id) => say("timed_night.card", { card: stepArg(id) })));
        return [
          { to: GROUP, text: say("timed_calls.night_steps", { n: ph.n, order: { msg: order } }) },
          ...stepText(after),
        ];
      }
      const out: Message[] = [
        { to: GROUP, text: say("timed_calls.night", { n: ph.n }) },
        {
          to: WOLVES,
          text: say("timed_calls.night_wolves", {
            n: ph.n,
            len: due("knife"),
            kill: typedCmd("杀X号", "kill N"),
            confirm: { msg: "X号确定" },
          }),
        },
      ];
      for (const seat of ph.actors) {
        const role = after.seats[seat - 1].role;
        // The thief is shown his two bottom cards (000 §八(十)).
        if (nightPrompt(role)) out.push({ to: dm(seat), text: promptMsg(after, role, due("skill")) });
      }
      return out;
    }
    case "signup":
      // Classic C4: the election a boom stopped yesterday runs again before this dawn's announcement.
      if (after.election?.rerun === true) return [{ to: GROUP, text: say("timed_calls.signup_rerun") }];
      return [{ to: GROUP, text: say("timed_calls.signup") }];
    case "correction":
      return [
        { to: GROUP, text: say("timed_calls.correction", { seats: { seats: after.election?.candidates ?? [] } }) },
      ];
    case "withdraw":
      return [{ to: GROUP, text: say("timed_calls.withdraw") }];
    case "speaking": {
      const seat = ph.queue[ph.idx];
      const len = due("speech");
      const call: Message = {
        to: GROUP,
        text:
          ph.purpose === "day" && after.sheriff === seat
            ? say("timed_calls.call_summary", { seat: { seat }, len })
            : say("timed_calls.call", { seat: { seat }, speech: { word: `speech.${ph.purpose}` }, len }),
      };
      // The off-stage PK (场外PK, classic C3, C13) is announced once, when its first speaker is called.
      const first = !(before.phase.kind === "speaking" && before.phase.roundId === ph.roundId);
      // Issue 26 item 10: a day of several rounds (table day 1, T13) says which round starts.
      const rounds = rulesetOf(after.setup.ruleset).speeches.dayRounds;
      const dayOne = after.label === "D1" ? rounds.first : rounds.later;
      if (ph.purpose === "day" && first && dayOne > 1)
        return [
          {
            to: GROUP,
            text:
              (ph.pass ?? 0) > 0
                ? say("timed_calls.round_next", { ord: { msg: roundOrd(ph.pass ?? 0) } })
                : say("timed_calls.round_first", { n: dayOne }),
          },
          call,
        ];
      if (!ph.offstage || !first) return [call];
      const text = say(
        ph.purpose === "sheriff_offstage" ? "timed_calls.offstage_sheriff" : "timed_calls.offstage_exile",
        {
          seats: { seats: ph.offstage.stand },
        },
      );
      return [{ to: GROUP, text }, call];
    }
    case "vote": {
      const rules = rulesetOf(after.setup.ruleset);
      // T9, T13, T14: everyone votes in the election, never for himself; a missing ballot is an abstention.
      const self =
        ph.round.startsWith("sheriff") && rules.election.voters === "everyone_not_self"
          ? say("timed_calls.vote_everyone")
          : "";
      const missing = say(rules.penalties.noShows === "counted" ? "timed_calls.vote_counted" : "timed_calls.vote_free");
      const revote = ph.round.endsWith("revote") ? say("timed_calls.vote_revote") : "";
      const muted = ph.muted.length ? say("timed_calls.vote_muted", { seats: { seats: ph.muted } }) : "";
      return [
        {
          to: GROUP,
          text: say("timed_calls.vote", {
            round: { word: `round.${ph.round}` },
            len: due("vote"),
            self: { msg: self },
            seats: { seats: ph.options },
            missing: { msg: missing },
            muted: { msg: muted },
            revote: { msg: revote },
          }),
        },
      ];
    }
    case "shot":
      return [
        { to: dm(ph.seat), text: say("timed_calls.shot", { cmd: typedCmd("不开枪", "no shot"), len: due("shot") }) },
      ];
    case "badge":
      return [
        {
          to: GROUP,
          text: say(
            rulesetOf(after.setup.ruleset).sheriff.mayTear ? "timed_calls.badge_tear" : "timed_calls.badge_pass",
            {
              seat: { seat: ph.seat },
              len: due("badge"),
            },
          ),
        },
      ];
    case "recommend":
      return [
        {
          to: GROUP,
          text: say("timed_calls.recommend", {
            seat: { seat: ph.seat },
            len: due("recommend"),
            cmd: { msg: "归票X号" },
            none: { msg: "不归票" },
          }),
        },
      ];
    case "order":
      return [
        {
          to: GROUP,
          text: say("timed_calls.order", {
            seat: { seat: ph.seat },
            right: { msg: "警右" },
            left: { msg: "警左" },
            len: due("order"),
          }),
        },
      ];
    case "window":
      return [
        {
          to: dm(ph.seat),
          text:
            ph.act === "shift"
              ? say("timed_calls.window_shift", { card: { card: "bard" }, cmd: { msg: "不发动" }, len: due("window") })
              : say("timed_calls.window_duel", { cmd: { msg: "不发动" }, len: due("window") }),
        },
      ];
    default:
      return [];
  }
}
