/**
 * Chinese texts: reject reasons as players read them. The engine returns codes with facts;
 * this module is the only place they become words.
 */

import { RULESETS } from "../engine/rulesets/index.ts";
import type { Reject, ValueRule } from "../engine/types.ts";
import { actName, campName, cardName, stepName, wordOf } from "../vocab/index.ts";
import { type Msg, render } from "../vocab/msg.ts";
import { HK_REJECTS, hkActName } from "./families/forum-hk/texts.ts";
import { chatFamilyOf } from "./families/index.ts";

const seatTxt = (n: unknown) => (typeof n === "number" ? `${n}号` : String(n));

/** An act as players name it: the timed cards' words, else forum-hk's (摄魂, 通天: a value checked for every ruleset's acts). */
function anyActName(act: unknown): string {
  const n = actName(act);
  return n !== String(act) ? n : hkActName(act);
}
const REJECTS: Record<string, (r: Reject) => Msg> = {
  // forum-hk's own codes (seed 002).
  ...HK_REJECTS,
  "game.over": () => "本局游戏已经结束。",
  "game.unknown": () => "找不到这局游戏。",
  "clock.backwards": () => "时间不能倒退。",
  "clock.invalid": () => "时间无效。",
  "command.invalid": () => "无法识别的指令。",
  "timer.not_due": () => "这个计时还没有到时间。",
  "target.invalid": () => "目标格式不对：请给一个座位号。",
  "value.invalid": (r) => `“${anyActName(r.act)}”的选项不对：${valueWant(r.want as ValueRule | undefined)}。`,
  "value.unexpected": (r) => `“${anyActName(r.act)}”不带这样的选项。`,
  "witch.save_wrong_target": (r) => `解药只能救今晚被杀的人，不能救${seatTxt(r.target)}。回复“救”即可。`,
  "self_destruct.already_void": () => "你的自爆已经被判无效，不能再次自爆。",
  "setup.seed": (r) => `随机种子必须是整数，收到${String(r.value)}。`,
  "setup.bottom": () => "底牌必须是身份列表。",
  "timer.stale": () => "这个计时已经过期（阶段已经变化），不做处理。",
  "seat.unknown": (r) => `没有${seatTxt(r.seat)}这个座位。`,
  "seat.dead": (r) => `${seatTxt(r.seat)}已经出局，不能再行动。`,
  "substitute.no_player": () => "请@替补的人，例如：替补 3号 @小明",
  "substitute.same": () => "他已经在本局有座位了。",
  "seat.taken": () => "替补的人已经在另一个群的房间或对局里入座了，一个人同一时间只能参加一局。",
  "act.unknown": (r) =>
    actName(r.act) !== String(r.act)
      ? `看不懂的指令“${actName(r.act)}”。`
      : "看不懂这个指令：发送“帮助”查看可以用的指令。",
  "act.not_yours": (r) => `${seatTxt(r.seat)}的身份没有“${actName(r.act)}”这个技能，或现在不能使用。`,
  "phase.not_night": (r) => `现在不是夜晚，${seatTxt(r.seat)}的夜间技能要在天黑后私聊法官发动。`,
  "target.required": () => "请指定一个座位号。",
  "target.not_a_seat": (r) => `目标“${String(r.target)}”不是本局的座位号，请重新发送一个在座的座位号。`,
  "target.dead": (r) => `${seatTxt(r.target)}已经出局，不能作为目标。`,
  "knife.not_a_wolf": (r) => `${seatTxt(r.seat)}不是带刀的狼人，不能出刀。`,
  "knife.already_settled": () => "今晚的刀已经确定，不能再改。",
  "night.no_skill_tonight": (r) => `${seatTxt(r.seat)}今晚没有可用的技能。`,
  "night.not_your_step": (r) =>
    `现在是${stepName(r.step) ?? "其他角色"}的环节，${seatTxt(r.seat)}的“${actName(r.act)}”只能在自己的环节内进行（比赛规则：夜晚按固定顺序进行）。`,
  "night.skills_lost": (r) => `长老已出局，好人阵营失去技能：${seatTxt(r.seat)}不能再使用技能。`,
  "knife.protected_seat": (r) => `${seatTxt(r.target)}是上一局首刀的“黄金内裤”，首夜不能刀他。`,
  "seer.protected_seat": (r) => `${seatTxt(r.target)}是上一局首刀的“黄金内裤”，首夜不能查验他。`,
  "piper.self": () => "吹笛者不能魅惑自己，请选择另一名存活玩家。",
  "witch.self_save_guard_alive": () => "场上守卫还活着，女巫不可以自救。可以选择用毒或不用药。",
  "setup.field": (r) => `${rulesetZh(r.ruleset)}规则没有这一设置。`,
  "setup.protected_seat": (r) => `黄金内裤的座位号无效：${String(r.value)}。`,
  "night.already_acted": (r) => `${seatTxt(r.seat)}今晚已经行动过了，每晚只能行动一次。`,
  "seer.self_check": () => "预言家不能查验自己。",
  "guard.same_target_twice": (r) => `守卫不能连续两晚守护同一个人（${seatTxt(r.target)}），请换一个目标或空守。`,
  "witch.no_antidote": () => "女巫的解药已经用过了。",
  "witch.no_poison": () => "女巫的毒药已经用过了。",
  "witch.knife_not_settled": () => "狼人还没有确定刀口，现在不能用解药；可以等刀口确定后再救。",
  "witch.nobody_to_save": () => "今晚没有人被狼人杀害，不需要解药。",
  "witch.self_save": () => "女巫不可以自救（手册§八(二)9）。可以选择用毒或不用药。",
  "election.not_open": () => "现在不在警长竞选中。",
  "election.signup_closed": () => "上警报名（1分钟）已经结束，不能再上警。",
  "election.already_running": (r) => `${seatTxt(r.seat)}已经在竞选名单里了。`,
  "election.not_a_candidate": (r) => `${seatTxt(r.seat)}没有上警，不需要退水。`,
  "election.already_withdrawn": (r) => `${seatTxt(r.seat)}已经退水了。`,
  "election.withdraw_too_late": () => "投票链接发出后退水无效（手册§八(四)3），并按插话处理。",
  "vote.not_open": () => "现在没有进行中的投票。",
  "vote.already_cast": (r) => `${seatTxt(r.seat)}已经投过票了，不能改票。`,
  "vote.candidate_cannot_vote": (r) => `${seatTxt(r.seat)}是警上候选人，不能投警长票。`,
  "vote.withdrawn_cannot_vote": (r) => `${seatTxt(r.seat)}已经退水，退选的玩家不能投票（手册§八(四)4）。`,
  "vote.not_a_voter": (r) => `${seatTxt(r.seat)}这一轮没有投票权。`,
  "vote.idiot_cannot_vote": (r) => `${seatTxt(r.seat)}是翻牌的白痴，不能投票（手册§八(二)11）。`,
  "vote.pk_player_cannot_vote": (r) => `${seatTxt(r.seat)}在PK台上，PK台上的玩家不能投票。`,
  "vote.not_a_candidate": (r) => `${seatTxt(r.target)}不是警长候选人。`,
  "vote.idiot_revealed": (r) => `${seatTxt(r.target)}是翻牌的白痴，不能被投票。`,
  "vote.not_in_pk": (r) => `只能投给PK台上（平票）的玩家（${((r.pk as number[]) ?? []).map(seatTxt).join("、")}）。`,
  "vote.not_an_option": (r) => `不能投给${seatTxt(r.target)}。`,
  "vote.lover_partner": (r) =>
    `${seatTxt(r.seat)}和${seatTxt(r.target)}是情侣，放逐投票时情侣永远不能互投（经典规则§三4(4)）。请改投其他玩家或弃票。`,
  "judge.not_in_ruleset": (r) => `本局${rulesetZh(r.ruleset)}规则没有这项法官裁决。`,
  "vote.muted": (r) => `${seatTxt(r.seat)}本轮被剥夺投票权（黑麦或警告），请投弃票证明在场。`,
  "order.not_now": (r) =>
    r.direction === "every_day"
      ? "现在不需要选择发言顺序（警长在每天发言开始前选择警左或警右，经典规则§三2(1)）。"
      : "现在不需要选择发言顺序（警长只在拿到警徽的第一天选择，之后每天自动反向）。",
  "order.not_sheriff": (r) => `${seatTxt(r.seat)}不是警长，发言顺序由警长${seatTxt(r.sheriff)}决定。`,
  "order.bad_direction": () => "请选择警左（逆序）或警右（顺序）。",
  "speech.none_now": () => "现在没有人在发言。",
  "speech.not_your_turn": (r) => `还没轮到${seatTxt(r.seat)}发言，现在是${seatTxt(r.current)}发言，请勿插话。`,
  "speech.already_started": () => "已经开始发言了。",
  "self_destruct.night": () => "夜晚不能自爆。",
  "self_destruct.after_vote_link": () => "投票链接发出后的自爆无效（手册§八(七)7）。",
  "self_destruct.not_now": () => "现在不能自爆：请等开枪或移交警徽结束后再爆。",
  "self_destruct.forbidden": () => "这个身份不允许自爆。",
  "shoot.not_now": (r) => `${seatTxt(r.seat)}现在不能开枪。`,
  "badge.not_now": (r) => `${seatTxt(r.seat)}现在不能移交警徽。`,
  "badge.to_self": () => "警徽不能移交给自己。",
  "badge.must_pass": () => "本局规则警徽必须移交，不能撕毁：请回复“移交X号”（60秒不移交由法官随机指定一名存活玩家）。",
  "election.no_withdraw": () => "本局规则上警后不能退水。",
  "vote.self": () => "不能投自己（投自己不计票），请重新投给其他候选人或弃票。",
  "recommend.not_now": () => "现在不是归票时间：警长在当天最后一位发言结束后的30秒内归票。",
  "recommend.not_sheriff": (r) => `${seatTxt(r.seat)}不是警长，只有警长${seatTxt(r.sheriff)}可以归票。`,
  "badge.to_revealed_idiot": (r) => `${seatTxt(r.target)}是翻牌的白痴，不能接警徽。`,
  "judge.unknown_ruling": () => "这项法官裁决不存在。发送“帮助”查看法官指令。",
  "game.paused": () => "法官已暂停游戏，请等待法官恢复后再操作。",
  "judge.paused": () => "游戏已暂停：请先回复“继续”恢复游戏（或“作废”）。",
  "judge.not_paused": () => "游戏没有暂停，不需要继续。",
  "judge.seconds": (r) => `延时秒数要在1到${String(r.max)}之间，例如：延时60秒。`,
  "judge.nothing_to_skip": () => "现在没有人在发言，没有可跳过的发言。",
  "judge.nothing_to_correct": () => "现在不在夜晚或投票阶段，没有可更正的操作（只能在结算前更正）。",
  "judge.no_wolves": () => "场上已经没有存活的狼人。",
  "setup.ruleset": (r) => `未知的规则集“${String(r.value)}”。`,
  "setup.board": (r) => `未知的板子“${String(r.value)}”。`,
  "setup.role": (r) => `未知的身份“${String(r.value)}”。`,
  "setup.deal": (r) =>
    r.reason === "seats"
      ? `发牌座位数不对：应为${String(r.expected)}个座位。`
      : `发牌与板子“${String(r.board)}”的牌不一致。`,
  "setup.role_not_implemented": (r) => `身份“${cardName(r.value)}”尚未实现。`,
  "setup.draws": () => "随机抽取的预设必须按用途各给一个列表。",
  "setup.dice": (r) => `骰子点数必须是1到6，收到${String(r.value)}。`,
  "setup.custom_seats": (r) => `自定义板子需要${String(r.min)}到${String(r.max)}个座位，收到${String(r.got)}个。`,
  "setup.custom_no_wolf": () => "自定义板子至少要有一张带刀的狼人牌。",
  "game.void": () => "本局底牌无效（手册§八(十)2），已作废，不能再行动。",
  "thief.not_in_bottom": (r) =>
    `只能从底牌中选择：${((r.bottom as string[]) ?? []).map((id) => cardName(id)).join("、")}；没有“${cardName(r.target)}”。请回复“选${cardName(((r.bottom as string[]) ?? [])[0])}”这样的指令。`,
  "thief.must_take_wolf": () => "底牌中有狼人，盗贼必须选择狼人（手册§八(十)1）。",
  "cupid.two_seats": () => "丘比特必须连接两名玩家：请给出两个座位号。",
  "cupid.same_seat": () => "请连接两名不同的玩家（可以连自己和另一名玩家）。",
  "dreamweaver.self_dream": () => "摄梦人不能摄梦自己，请选择另一名存活玩家。",
  "wild_child.self_model": () => "野孩子不能选自己作为榜样。",
  "fortune.value_required": () => "请给出座位号和预测的死亡人数（0=平安夜，1=单死，2=双死，3=三死）。",
  "fortune.bad_value": (r) => `预测的死亡人数只能是0到3，收到${String(r.value)}。`,
  "knife.forbidden_target": (r) => `${seatTxt(r.target)}不能作为狼刀目标。`,
  "snow_wolf.self_devour": () => "雪狼不能吞噬自己。",
  "wolf_beauty.self_charm": () => "狼美人不能魅惑自己。",
  "wolf_beauty.same_target_twice": (r) => `狼美人不能连续两晚魅惑同一个人（${seatTxt(r.target)}）。`,
  "silence.same_target_twice": (r) => `禁言长老不能连续两晚禁言同一个人（${seatTxt(r.target)}）。`,
  "bard.same_target": () => "这一票只能移给另一名玩家，不能移给票数最高的玩家。",
  "duel.self": () => "骑士不能决斗自己。",
  "shift.not_now": () => "现在不能发动吟游者技能：只能在放逐投票结果公布后发动。",
  "duel.not_now": () => "现在不能决斗：骑士只能在白天发言结束、放逐投票前发动（警长竞选时不能）。",
  "self_destruct.no_target": () => "自爆不能指定带走的玩家（只有白狼王可以）。",
  "self_destruct.take_self": () => "白狼王自爆时请指定另一名玩家带走。",
  // forum-25 (seed 004, F1–F26)
  "vote.sister_must_vote": (r) =>
    `${seatTxt(r.seat)}是姐妹，不能弃票（3L 两姐妹 默契）：请投给一名角色，并和另一位姐妹投同一个人。`,
  "vote.idiot_not_votable": (r) => `${seatTxt(r.target)}是翻牌的白痴，不能成为投票对象（3L 白痴 装傻）。`,
  "vote.already": () => "你今天已经投过票了：每天还有一次改票机会，请发“改票对象：X”和“改票理由：……”（5L 投票规则）。",
  "vote.no_ballot": () => "你今天还没有投票，不能改票：请先发“投票对象：X”和“投票理由：……”。",
  "vote.changed": () => "你今天已经改过一次票了，每天只能改一次（5L 投票规则：投票后只有一次改票机会）。",
  "vote.change_too_late": () =>
    "关门前一小时内不得改票（5L 投票规则：白天结束前一个小时不得改票），你原来的票仍然有效。",
  "vote.proxy_too_late": () => "投票截止前30分钟内不能代投，代投改票要在截止前1小时（7L 9）。",
  "speed_up.not_day": () => "现在不是讨论日，不能提速：提速改的是今天的关门时间。",
  "speed_up.time": (r) => `提速时间“${String(r.value)}”不行：要晚于现在、早于今天原定的关门时间，例如：提速 18:00。`,
  "delay.not_day": () => "现在不是讨论日，不能延期：延期改的是今天的关门时间。",
  "delay.time": (r) =>
    `延期时间“${String(r.value)}”不行：要晚于今天现在的关门时间、最晚 22:59（夜间截止随关门顺延），例如：延期 22:00。`,
  "badge.none_owed": () => "现在没有等你移交的警徽。",
  "badge.target": (r) =>
    `警徽不能给${seatTxt(r.target)}：要移交给一名未出局的其他角色，翻牌的白痴不能继任（3L 警长 殉职）。`,
  "shoot.target": (r) => `不能对${seatTxt(r.target)}开枪：要选一名未出局的其他角色（3L 猎人）。`,
  "card.colour": () => "牌只有蓝牌、黄牌、红牌三种（6L 判罚制度）。",
  "camp.unknown": () => `判负的阵营只能是${campName("wolves")}或${campName("villagers")}：判负 狼人 / 判负 好人。`,
  "surrender.not_group": () => "只有狼群里的角色可以发起或回答投降（2L 投降）。",
  "surrender.answer": () => "请回复“同意”或“拒绝”。",
  "surrender.none_open": () => "现在没有待回答的投降请求；要发起投降请发“投降”。",
  "surrender.answered": () => "你已经回答过这次投降了。",
  "phase.not_start": () => "连情侣和认主只能在开局阶段进行（第一天09:00开门前）。",
  "act.already": () => "这个技能你已经用过了。",
  "servant.self": () => "仆人不能效忠自己，请选另一名角色（3L 仆人）。",
  "setup.custom_sisters": () => "版杀自定义板子的姐妹牌要么没有，要么正好两张。",
  "setup.start_at": (r) => `版杀需要开局时间（例如 2026-03-01 20:00），收到“${String(r.value)}”。`,
  "setup.tz": (r) => `时区无效：${String(r.value)}。`,
  "night.deadline_passed": () => "夜间技能已经截止（关门后30分钟；女巫到关门后1小时），这次没有执行（5L 行动时限）。",
  "kill.no_second_kill": () => "今晚没有第二刀：只有幼狼（非红牌）出局后的下一夜才有（3L 幼狼 激励）。",
  "witch.not_yet": () => "还没到女巫的时间：关门30分钟后我会告诉你今晚被指杀的角色，再回复 救 12 / 毒 12 / 不用。",
  "hunter.self": () => "猎人不能对自己开枪，请选另一名未出局的角色。",
  "devotee.self": () => "情痴不能爱慕自己，请选另一名未出局的角色（3L 情痴）。",
  "act.not_in_ruleset": (r) =>
    `版杀没有“${actName(r.act)}”：没有上警、发言顺序和自爆，帖子自由发；狼人阵营想结束可以投降。`,
};

/** The Chinese name of an act id (`dream` → 摄梦, `run` → 上警): the vocabulary's (src/vocab/). */
export { actName } from "../vocab/index.ts";

/**
 * Words for the choices of a value (`oneOf`) that are no camp and no act (forum-hk's), as players
 * say them; a camp or an act is the vocabulary's word, an unknown choice as given.
 */
const CHOICE_ZH: Record<string, string> = {
  wolf: "狼人",
  strong_god: "强神",
  weak_god: "弱神",
  gun: "枪",
  freeze: "冰冻",
};
const choiceZh = (w: string) => CHOICE_ZH[w] ?? wordOf("zh-Hans", "camp", w, wordOf("zh-Hans", "act", w));

/** What an act's value should have been (`value.invalid`'s `want`, src/engine/act-values.ts). */
function valueWant(rule: ValueRule | undefined): string {
  switch (rule?.kind) {
    case "int":
      return `请给${rule.min}到${rule.max}之间的整数`;
    case "oneOf":
      return `请从${rule.of.map(choiceZh).join("、")}中选一个`;
    case "id":
      return "请给一个身份或技能的名字";
    case "time":
      return "请给一个时间，例如“N2 21:40”";
    case "text":
      return `请写1到${rule.max}个字`;
    case "seats":
      return rule.min === rule.max ? `请给${rule.min}个不同的座位号` : `请给${rule.min}到${rule.max}个不同的座位号`;
    case "bySeat":
      return "请按“座位号：身份”逐个给出";
    case "bool":
      return "请给“带刀”或“不带刀”";
    default:
      return "格式不对";
  }
}

/** A ruleset as players name it (`table` → 桌游); an unknown id as given. */
function rulesetZh(id: unknown): string {
  return RULESETS[String(id)]?.zh ?? String(id);
}

/** A reject as a Chinese sentence for the player or judge. */
export function rejectText(r: Reject): string {
  // A family's own wording of shared codes (forum-hk's: `families/`), by the game's ruleset.
  const own = typeof r.ruleset === "string" ? chatFamilyOf(r.ruleset).rejectWording(r.code) : undefined;
  const f = own ?? REJECTS[r.code];
  // An unknown code is logged by the caller; the reader gets words, not the code.
  return f ? render(f(r)) : "无法执行这个操作。";
}

/** Every reject code that has a text (a contract test checks the engine's codes against it). */
export const REJECT_CODES = Object.keys(REJECTS);
