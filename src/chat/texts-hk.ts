/**
 * forum-hk's reject reasons in Chinese (seed 002; `hk/`): the words of its acts and of the codes
 * only forum-hk returns. `texts.ts` merges them into the one table of reject texts.
 */
import type { Reject } from "../engine/types.ts";

const seatTxt = (n: unknown) => (typeof n === "number" ? `${n}号` : String(n));

/** forum-hk's skills as 002 names them (身份与阵营). */
const HK_ACT_ZH: Record<string, string> = {
  follow: "追随",
  heretics: "指定异端",
  vote: "投票",
  change_vote: "改票",
  duel: "决斗",
  blast: "爆破",
  shoot: "最后一枪",
  revenge: "报复",
  track: "寻踪",
  freeze: "冰冻",
  bind: "咒缚",
  substitute: "替死",
  dream: "摄梦",
  shelter: "庇护",
  inspect: "查验",
  stare: "凝望",
  check: "预言",
  divine: "通灵",
  sense: "感知",
  slander: "诽谤",
  sophistry: "诡辩",
  dark_check: "黑暗侦测",
  stalk: "潜行",
  sacrifice: "牺牲",
  kill: "杀人",
  charge: "冲锋",
  hunt: "猎杀",
  strike: "突击",
  chase: "追猎",
  save: "救药",
  poison: "毒药",
  pass: "不用药",
  sanctuary: "森林庇护",
};

/** A forum-hk act as players name it. */
export const hkActName = (a: unknown) => HK_ACT_ZH[String(a)] ?? String(a);

/** forum-hk's own reject codes. */
export const HK_REJECTS: Record<string, (r: Reject) => string> = {
  "hk.not_supported": (r) =>
    r.act !== undefined ? `“${hkActName(r.act)}”暂未开放（规则尚未实现）。` : "这项导演操作暂未开放（规则尚未实现）。",
  "hk.window": (r) => `现在不是“${hkActName(r.act)}”的发动时间。`,
  "hk.no_kill_n1": () => "第一晚不能使用杀人。",
  "hk.status_blocks": (r) => `${seatTxt(r.seat)}现在处于不能发动“${hkActName(r.act)}”的状态。`,
  "hk.no_target": (r) => `“${hkActName(r.act)}”不需要指定目标。`,
  "hk.not_self": (r) => `“${hkActName(r.act)}”不能指定自己。`,
  "hk.not_out": (r) => `${seatTxt(r.target)}还没有公示出局，不能作为目标。`,
  "hk.seat_list": (r) =>
    typeof r.want === "number" ? `请给出${r.want}个不同的其他座位号。` : "请给出规定数量的不同的其他座位号。",
  "hk.same_as_last_night": (r) => `不能连续两晚对${seatTxt(r.target)}发动“${hkActName(r.act)}”。`,
  "hk.used": (r) => `“${hkActName(r.act)}”已经用过了。`,
  "hk.speed_up_when": () => "只能在白天（或开局阶段）加速当天的关门时间。",
  "hk.speed_up_time": (r) => `关门时间“${String(r.value)}”格式不对，例如“18:00”。`,
  "hk.speed_up_before_now": (r) => `关门时间${String(r.value)}已经过了。`,
  "hk.speed_up_not_earlier": (r) => `加速后的关门时间${String(r.value)}必须早于原定关门时间。`,
};
