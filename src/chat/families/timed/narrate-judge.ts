/**
 * The judge's own actions as players learn of them: pause, resume, 延时, skip, the bot's outage,
 * a correction, the wolves' talk warnings (000 §九3), and the 30-second reminders before a deadline.
 */
import { rulesetOf } from "../../../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { dm, GROUP, type Message, minutes, WOLVES } from "../../narrate-voice.ts";

const CONTROL: Record<string, (e: Extract<GameEvent, { type: "judge_acted" }>) => string> = {
  pause: () => "法官暂停了游戏，所有计时停止。",
  resume: () => "法官恢复了游戏，计时继续。",
  extend: (e) => `法官将当前计时延长${minutes(e.seconds ?? 0)}。`,
  skip: () => "法官结束了当前发言。",
  outage: (e) =>
    `法官机器人刚才离线了${awayText(e.seconds ?? 0)}，现在恢复了。离线期间到时的发言、投票和技能不算超时、不计黑麦：相关计时已重新开始，请继续。`,
};

/** An outage's length in words: seconds under a minute, else minutes (rounded), hours past 90 min. */
const awayText = (sec: number) =>
  sec < 60 ? `${sec}秒` : sec < 5400 ? `约${Math.round(sec / 60)}分钟` : `约${Math.round(sec / 360) / 10}小时`;

/** What the room (or the wolves) learn of a judge action; corrections only reach the seat. */
export function judgeText(e: Extract<GameEvent, { type: "judge_acted" }>, after: GameState): Message[] {
  const public_ = CONTROL[e.ruling];
  // Issue 13 item 6: a 延时 at night is not announced (the night's length must tell nothing, 000 §八(三)1).
  if (e.ruling === "extend" && after.phase.kind === "night") return [];
  if (public_) return [{ to: GROUP, text: public_(e) }];
  if (e.ruling === "correct" && e.seat) return [{ to: dm(e.seat), text: "法官已按你的要求代为更正操作。" }];
  if (e.ruling === "wolf_talk") {
    const n = after.wolfTalks;
    const what = n === 1 ? "第一次警告" : n === 2 ? "第二次：法官随机指定一名狼人自爆出局" : "第三次：狼人阵营全部出局";
    return [{ to: WOLVES, text: `天亮后狼人群禁止任何交流（手册§九3），${what}。` }];
  }
  return [];
}

/** 30 s before a deadline: whoever still has to act is reminded, privately where it is private. */
export function nudgeText(kind: string, seat: number | undefined, after: GameState): Message[] {
  const ph = after.phase;
  switch (kind) {
    case "skill":
      return seat ? [{ to: dm(seat), text: "提醒：技能时间还剩30秒，超时视为本晚不发动技能。" }] : [];
    case "knife":
      return [{ to: WOLVES, text: "提醒：还剩30秒统一刀口，超时未统一视为空刀。" }];
    case "shot":
      return seat ? [{ to: dm(seat), text: "提醒：开枪时间还剩30秒，请回复“开枪X号”或“不开枪”。" }] : [];
    case "vote": {
      if (ph.kind !== "vote") return [];
      const waiting = [...ph.voters, ...ph.muted].filter((n) => !(String(n) in ph.ballots));
      const noShows = rulesetOf(after.setup.ruleset).penalties.noShows === "counted";
      const missing = noShows ? "不投票按黑麦处理" : "超时未投视为弃票";
      return waiting.map((n) => ({ to: dm(n), text: `提醒：投票还剩30秒，请私聊“投X号”或“弃票”，${missing}。` }));
    }
    case "badge":
      return [
        {
          to: GROUP,
          text: rulesetOf(after.setup.ruleset).sheriff.mayTear
            ? "提醒：警长还有30秒移交或撕毁警徽。"
            : "提醒：警长还有30秒移交警徽，超时由法官随机指定。",
        },
      ];
    case "order":
      return [{ to: GROUP, text: "提醒：警长还有30秒选择警左或警右。" }];
    default:
      return [];
  }
}
