import { rulesetOf } from "../../../engine/rulesets/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { stepName } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import { dm, GROUP, type Message, minutes, nightPrompt, SPEECH, seats, VOTE, WOLVES } from "../../narrate-voice.ts";
import { stepText } from "./narrate-night.ts";

/** Round ordinals of a day's speeches, from 0. */
const ROUND_ZH = ["第一", "第二", "第三"];

/** The messages opening phase `ph` (the state after it started, and before). */
export function phaseText(ph: GameState["phase"], after: GameState, before: GameState): Message[] {
  const r = after.timers;
  const due = (kind: string) => {
    const t = r.find((x) => x.kind === kind);
    return t ? minutes(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  };
  switch (ph.kind) {
    case "night": {
      if (ph.steps) {
        const order = ph.steps.map((id) => stepName(id) ?? id).join("、");
        return [
          { to: GROUP, text: `天黑请闭眼（第${ph.n}夜）。本夜按固定顺序进行：${order}，每个环节时间到才进入下一个。` },
          ...stepText(after),
        ];
      }
      const out: Message[] = [
        { to: GROUP, text: `天黑请闭眼，所有技能请私聊法官。（第${ph.n}夜）` },
        {
          to: WOLVES,
          text: `第${ph.n}夜：请在${due("knife")}内统一刀口，每位存活的狼人打出“杀X号”或“X号确定”（允许自刀、空刀）。`,
        },
      ];
      for (const seat of ph.actors) {
        const role = after.seats[seat - 1].role;
        // The thief is shown his two bottom cards (000 §八(十)).
        const bottom =
          role === "thief" ? `底牌：${(after.setup.bottom ?? []).map((r) => cardName(r)).join("、")}。` : "";
        const prompt = nightPrompt(role);
        if (prompt) out.push({ to: dm(seat), text: `${prompt}${bottom}（${due("skill")}）` });
      }
      return out;
    }
    case "signup":
      // Classic C4: the election a boom stopped yesterday runs again before this dawn's announcement.
      if (after.election?.rerun === true)
        return [
          {
            to: GROUP,
            text: "天亮了。昨天的警长竞选因自爆中止，下面开始警长竞选（重新竞选，昨晚死讯稍后公布）：想上警的玩家请在1分钟内私聊法官自己的座位号。",
          },
        ];
      return [{ to: GROUP, text: "天亮了。下面开始警长竞选：想上警的玩家请在1分钟内私聊法官自己的座位号。" }];
    case "correction":
      return [{ to: GROUP, text: `上警名单：${seats(after.election?.candidates ?? [])}。有30秒纠错时间。` }];
    case "withdraw":
      return [{ to: GROUP, text: "竞选发言结束，30秒退水时间。" }];
    case "speaking": {
      const seat = ph.queue[ph.idx];
      const len = due("speech");
      const who =
        ph.purpose === "day" && after.sheriff === seat ? `警长${seat}号总结发言` : `${seat}号${SPEECH[ph.purpose]}`;
      const call: Message = { to: GROUP, text: `请${who}（${len}），开始时打自己的号码，结束打“过”。` };
      // The off-stage PK (场外PK, classic C3, C13) is announced once, when its first speaker is called.
      const first = !(before.phase.kind === "speaking" && before.phase.roundId === ph.roundId);
      // Issue 26 item 10: a day of several rounds (table day 1, T13) says which round starts.
      const rounds = rulesetOf(after.setup.ruleset).speeches.dayRounds;
      const dayOne = after.label === "D1" ? rounds.first : rounds.later;
      if (ph.purpose === "day" && first && dayOne > 1)
        return [
          {
            to: GROUP,
            text: `${ROUND_ZH[ph.pass ?? 0] ?? `第${(ph.pass ?? 0) + 1}`}轮发言开始${(ph.pass ?? 0) > 0 ? "，顺序同上一轮" : `（今天共${dayOne}轮）`}。`,
          },
          call,
        ];
      if (!ph.offstage || !first) return [call];
      const order = ph.purpose === "sheriff_offstage" ? "按骰子顺序" : "按今天的发言顺序";
      const text = `再次平票，进入场外PK：PK台上的${seats(ph.offstage.stand)}不发言，其余玩家${order}各发言一次，然后${ph.purpose === "sheriff_offstage" ? "警下玩家" : "原PK投票的玩家"}在${seats(ph.offstage.stand)}中再投一次票。`;
      return [{ to: GROUP, text }, call];
    }
    case "vote": {
      const rules = rulesetOf(after.setup.ruleset);
      // T9, T13, T14: everyone votes in the election, never for himself; a missing ballot is an abstention.
      const self =
        ph.round.startsWith("sheriff") && rules.election.voters === "everyone_not_self"
          ? "所有玩家都投票（不能投自己），"
          : "";
      const missing =
        rules.penalties.noShows === "counted" ? "也可以弃票，但不能不投。" : "也可以弃票，超时未投视为弃票。";
      const revote = ph.round.endsWith("revote") ? "平票重投，不再发言。" : "";
      return [
        {
          to: GROUP,
          text: `${VOTE[ph.round]}开始（${due("vote")}）：请私聊法官投票，${self}可投${seats(ph.options)}，${missing}${ph.muted.length ? `${seats(ph.muted)}本轮没有投票权，请投弃票。` : ""}${revote}`,
        },
      ];
    }
    case "shot":
      return [
        { to: dm(ph.seat), text: `你可以发动技能开枪。请私聊法官要带走的座位号，或回复“不开枪”（${due("shot")}）。` },
      ];
    case "badge":
      return [
        {
          to: GROUP,
          text: rulesetOf(after.setup.ruleset).sheriff.mayTear
            ? `请警长${ph.seat}号移交警徽或撕毁警徽（${due("badge")}）。`
            : `请警长${ph.seat}号移交警徽（必须移交，不能撕毁；${due("badge")}内不移交由法官随机指定一名存活玩家）。`,
        },
      ];
    case "recommend":
      return [
        {
          to: GROUP,
          text: `发言结束。请警长${ph.seat}号在${due("recommend")}内归票：打“归票X号”或“不归票”（归票不是投票）。`,
        },
      ];
    case "order":
      return [{ to: GROUP, text: `请警长${ph.seat}号选择发言顺序：警右（顺序）或警左（逆序）（${due("order")}）。` }];
    case "window":
      return [
        {
          to: dm(ph.seat),
          text:
            ph.act === "shift"
              ? `放逐投票结果已公布。是否发动吟游者技能移动一票？请回复座位号或“不发动”（${due("window")}）。`
              : `发言结束。是否翻牌决斗？请回复座位号或“不发动”（${due("window")}）。`,
        },
      ];
    default:
      return [];
  }
}
