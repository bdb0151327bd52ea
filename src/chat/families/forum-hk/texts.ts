/**
 * forum-hk's reject reasons in Chinese (seed 002; `families/forum-hk/`): the words of its acts and of the codes
 * only forum-hk returns — its acts, the deal (src/engine/families/forum-hk/deal.ts, HK1–HK3), the ballot
 * (src/engine/families/forum-hk/vote.ts, HK59, HK60, HK64, HK15) and the directors' card step
 * (src/engine/families/forum-hk/penalty-cards.ts, HK137). The engine returns codes with facts; `texts.ts` spreads
 * `HK_REJECTS` into its table and, for a reject carrying `ruleset: "forum-hk"`, takes `HK_WORDING`
 * over the wording another ruleset gives the same code (forum-25's `vote.already`, …).
 */
import { hkAct } from "../../../engine/families/forum-hk/acts.ts";
import { hkCard } from "../../../engine/roles/hk/pools.ts";
import type { Reject } from "../../../engine/types.ts";
import { hkCardActNames } from "./card-texts.ts";

const seatTxt = (n: unknown) => (typeof n === "number" ? `${n}号` : String(n));

/**
 * forum-hk's act names (002 身份与阵营), act id → 技能名, as the DM grammar reads them: each built
 * card's from its own module (`texts`), the table's ballots and the group's kill here.
 */
export const HK_ACT_ZH: Readonly<Record<string, string>> = {
  vote: "投票",
  change_vote: "改票",
  kill: "杀人",
  ...hkCardActNames(),
};

/** A forum-hk act as players name it. */
export const hkActName = (a: unknown) => HK_ACT_ZH[String(a)] ?? String(a);

/** An act quoted in a refusal: its 002 name, or "这个" for an id without one (no raw act id in player text). */
const actQuoted = (a: unknown) => (Object.hasOwn(HK_ACT_ZH, String(a)) ? `“${HK_ACT_ZH[String(a)]}”` : "这个");

/** A forum-hk card's 名 (`medium` → 通灵师); an unknown id as given. */
const hkName = (id: unknown) => hkCard(String(id))?.name ?? String(id);

/**
 * When an act of each window may be sent (HK7, HK9, HK138), as players read it: the times are those
 * of a day closing at 21:00 (a sped-up day moves them with its close, HK15).
 */
const WINDOW_ZH: Readonly<Record<string, string>> = {
  start: "只能在开局阶段（第一天关门前）发动",
  night_a: "要在夜里发动：天黑（关门后20分钟，平时21:20）起，到关门后35分钟（平时21:35）截止",
  night_b: "要在夜里发动：天黑（关门后20分钟，平时21:20）起，到关门后50分钟（平时21:50）截止",
  night_c: "要在夜里发动：天黑（关门后20分钟，平时21:20）起，到关门后60分钟（平时22:00）截止",
  noon: "要在白天发动：每天09:00–21:00，关门当天到关门前一小时截止（周末讨论日周六晚上不能发动）",
  ballot: "要在白天09:00到关门之间发",
  any: "任何时段都可以发动，但夜里要在关门后35分钟（平时21:35）前发",
  dusk: "要在黄昏发动：关门后到天黑（关门后20分钟，平时21:20）之前，天黑时结算",
  window: "要在出局后的死亡时段发动：黄昏（关门后10分钟内）或晨曦（关门后70到80分钟，平时22:10–22:20）",
};

/** `hk.window`'s reason: the act's name and, when known, when it may be sent. */
function windowText(act: unknown): string {
  const w = hkAct(String(act))?.window;
  const when = w ? WINDOW_ZH[w] : undefined;
  return `现在不是“${hkActName(act)}”的发动时间${when ? `：“${hkActName(act)}”${when}` : ""}。`;
}

/** A span before the close as players say it (3 600 000 ms → 一小时, 1 800 000 → 30 分钟). */
function span(ms: unknown): string {
  const min = typeof ms === "number" ? Math.round(ms / 60_000) : 60;
  return min === 60 ? "一小时" : min % 60 === 0 ? `${min / 60} 小时` : `${min} 分钟`;
}

/** 赌徒's die faces as a refusal names them (HK124). */
const FACE_ZH: Readonly<Record<string, string>> = {
  "2": "杀人",
  "3": "通灵",
  "5": "沉默",
  "1": "1点",
  "4": "4点",
  "6": "6点",
};

/** forum-hk's own reject codes. */
export const HK_REJECTS: Record<string, (r: Reject) => string> = {
  "hk.not_supported": (r) =>
    r.act !== undefined
      ? `${actQuoted(r.act)}技能暂未开放（规则尚未实现）。`
      : "这项导演操作暂未开放（规则尚未实现）。",
  "hk.window": (r) => windowText(r.act),
  "hk.no_kill_n1": () => "第一晚不能使用杀人。",
  "hk.no_second_kill": () => "今晚没有第二刀：只有幼狼出局后的第一晚才有第二刀。",
  "hk.status_blocks": (r) => `${seatTxt(r.seat)}现在处于不能发动“${hkActName(r.act)}”的状态。`,
  "hk.no_target": (r) => `“${hkActName(r.act)}”不需要指定目标。`,
  "hk.not_self": (r) => `“${hkActName(r.act)}”不能指定自己。`,
  "hk.not_out": (r) => `${seatTxt(r.target)}还没有公示出局，不能作为目标。`,
  "hk.seat_list": (r) =>
    typeof r.want === "number" ? `请给出${r.want}个不同的其他座位号。` : "请给出规定数量的不同的其他座位号。",
  "hk.seat_pair": (r) =>
    `“${hkActName(r.act)}”要写两个不同的存活角色的座位号（可以包括自己），例如：${hkActName(r.act)} 2号 5号。`,
  "hk.seat_one_or_two": (r) =>
    `“${hkActName(r.act)}”请写一个存活角色和一个已公示出局的角色，例如：${hkActName(r.act)} 3号 7号。`,
  "hk.star_living": (r) => `占星的第一个座位要写存活的角色，${seatTxt(r.target)}不是。`,
  "hk.star_out": (r) =>
    r.none === true
      ? "现在还没有人公示出局：占星只写一个存活角色，例如：占星 3号。"
      : `占星的第二个座位要写已公示出局的角色，${seatTxt(r.target)}不是。`,
  "hk.torrent_self": () => "命运洪流的名单不能写你自己。",
  "hk.torrent_card": (r) =>
    `${seatTxt(r.target)}后面的“${String(r.value ?? "")}”不是本局规则里的身份，请写身份名称，例如：命运洪流 3号预言家 5号女巫。`,
  "hk.torrent_today": () => "命运洪流每天只能提交一份名单，今天已经提交过了。",
  "hk.no_question": (r) => `${seatTxt(r.seat)}现在没有等待回答的通天问题。`,
  "hk.answered": (r) => `${seatTxt(r.seat)}的通天问题已经回答过了。`,
  "hk.answer_value": () => "通天只能回答“是”“否”或“无法回答”，例如：回答 3号 是。",
  "hk.same_as_last_night": (r) => `不能连续两晚对${seatTxt(r.target)}发动“${hkActName(r.act)}”。`,
  "hk.not_out_yet": (r) => `“${hkActName(r.act)}”要在出局后才能发动。`,
  "hk.skill_void": (r) => `这次出局的方式让“${hkActName(r.act)}”无法发动。`,
  "hk.used": (r) => `“${hkActName(r.act)}”已经用过了。`,
  "hk.rewind_not_now": () =>
    "时光倒流只能在你出局后的第一个晨曦或黄昏死亡时段内发动（或者有阵营即将获胜时）；现在不是那个时段。",
  "hk.rewind_dawn_target": () => "晨曦发动时光倒流不用写座位号：时光倒流 不写目标，例如：时光倒流。",
  "hk.rewind_dusk_target": () => "黄昏发动时光倒流要写一名存活角色的座位号，他会被放逐出局，例如：时光倒流 5号。",
  "hk.rewind_no_point": () =>
    "现在没有可以回溯的时间点：时光倒流只能在夜晚结算后的晨曦或投票结算后的黄昏死亡时段内发动。",
  "hk.rewind_no_win": () => "你还活着：只有某个阵营即将获胜时，活着的钟才能发动时光倒流。",
  "hk.rewind_red_card": () => "你被红牌罚下了：红牌罚下后不能再发动时光倒流。",
  "hk.seats_wanted": (r) => `“${hkActName(r.act)}”要写座位号（可以写几个），例如：${hkActName(r.act)} 3号 5号。`,
  "hk.gift_choice": () => "请写明送什么礼物：验人、毒药、猎枪、守护、控制选一，例如：馈赠 3号 毒药。",
  "hk.jackpot_points": () => "你没有大奖点数了：骰子掷出6点时会多一个点数。",
  "hk.jackpot_target": (r) =>
    `大奖选${FACE_ZH[String(r.face)] ?? "这一面"}要写目标座位号，例如：大奖 ${FACE_ZH[String(r.face)] ?? "杀人"} 5号。`,
  "hk.jackpot_no_target": (r) =>
    `大奖选${FACE_ZH[String(r.face)] ?? "这一面"}不用写座位号，例如：大奖 ${String(r.face ?? 1)}。`,
  "hk.not_ready": (r) => `刚获得的“${hkActName(r.act)}”要从下一个阶段起才能使用。`,
  "hk.disguise": (r) =>
    r.field === "camp"
      ? `“${String(r.value)}”不是本局的阵营：表面阵营只能设为本局有的阵营（如狼人、村民）。`
      : r.field === "role"
        ? `“${String(r.value)}”不是本游戏的身份：表面身份要从60张身份牌里选。`
        : "表面带刀只能设为带刀或不带刀。",
  "hk.disguise_options": () => "伪装要从①到⑤五项中选不同的三项，例如：伪装 1 3 5。",
  "hk.disguise_not_picked": () => "你没有选择第②项，不能设置表面阵营、表面身份或表面带刀。",
  "hk.disguise_no_options": () =>
    "潜藏不用选项，直接写表面阵营、表面身份、带刀或不带刀，例如：潜藏 村民阵营 预言家 不带刀。",
  "hk.rage_not_yet": () => "狼弟出局后才能发动暴怒。",
  "hk.inherit_not_yet": () => "获得群内标签（狼兄不在场后的黄昏结束时）之后才能发动继承。",
  "hk.blade_not_tonight": () => "只有入夜时狼人阵营存活不超过2人的那一晚，才能发动夜之锋刃。",
  "hk.rose_back": (r) => `不能把玫瑰送给上一个送你玫瑰的${seatTxt(r.target)}。`,
  "hk.bread_only": (r) =>
    `今晚飘着面包的芬芳，“${hkActName(r.act)}”只能选择拿到面包的角色，不能选择${seatTxt(r.target)}。`,
  "hk.chosen_before": (r) => `之前已经对${seatTxt(r.target)}发动过“${hkActName(r.act)}”，每名角色整局只能选一次。`,
  "hk.sacrifice_alone": () => "只有还有其他群内狼人存活时才能牺牲。",
  "hk.sacrifice_slot": () => "牺牲的结算位置请填0到14之间的整数，不填则在毒药之后结算。",
  "hk.guess_card": () => "诡辩需要猜一个身份，请写明身份名称。",
  "hk.peek_time": () => "窥视要写今晚入夜之后、不晚于现在的一个时间点，例如：窥视 21:40。",
  "hk.skill_lost": (r) => `你已经失去了“${hkActName(r.act)}”。`,
  "hk.copy_unknown": (r) =>
    `镜像只能复制曾对你使用过的技能${r.value !== undefined ? `，“${hkActName(r.value)}”没有对你使用过` : ""}。`,
  "hk.sprout_held": () => "场上已有存活角色持有畸芽，现在不能种芽。",
  "hk.control_index": () => "操纵请先写第几个技能（从1开始的整数），再写目标座位，例如：操纵 1 3号。",
  "hk.control_targets": () => "操纵请写至少一个目标座位，例如：操纵 1 3号。",
  "hk.mirror_lent": () => "你现在没有有效的反射（已经借出，或技能失效），不能折镜。",
  "hk.seize_not_ready": () => "夺舍需要昨天黄昏附体的角色仍然存活，并在今天黄昏继续附体他（同时发送附体和夺舍）。",
  "hk.crush_fixed": (r) => `离你最远的只有${seatTxt(r.target)}，暗恋对象开局时自动确定，不用选择。`,
  "hk.crush_farthest": () => "暗恋对象只能从电梯楼上离你最远的两人中选一人。",
  "hk.letter_text": () => "情书最多写50个字。",
  "hk.letter_late": () => "情书只能在前两个正午首次发动。",
  "hk.lover_pick": () => "只能从你们两位情侣中选一人获得杀人。",
  "hk.not_wolf_card": (r) =>
    typeof r.value === "string" && r.value !== ""
      ? `“${r.value}”不是狼人阵营的身份，请说一个狼人阵营的身份。`
      : "请说一个狼人阵营的身份。",
  "hk.tracking": (r) => `你追踪的${hkName(r.role)}还有人存活，现在不能重新寻踪。`,
  "hk.stalk_no_ballot": () => "只有前一天你投票给了某个座位，今晚才能对其发动潜行。",
  "hk.stalk_not_ballot": (r) =>
    typeof r.ballot === "number"
      ? `潜行只能指定你前一天最终投票的${seatTxt(r.ballot)}。`
      : "潜行只能指定你前一天最终投票的那名角色。",
  "hk.sun_living": () => "太阳还活着：日不落只在太阳出局后的那个白天生效，出局的太阳才能指定发言。",
  "hk.sun_not_today": () => "现在不是日不落的白天：只能在你出局后的下一个白天指定发言。",
  "hk.sun_round1": () => "第一轮正午还没结束：15:00 第一轮计票后才能指定发言（到 20:00 截止）。",
  "hk.sun_once": () => "今天已经指定过发言的角色了，只能指定一次。",
  "hk.sun_too_many": (r) => `最多只能指定场上存活人数的一半，也就是${String(r.max)}名角色。`,
  "hk.seat_list_distinct": () => "座位号不能重复，请写不同的座位号。",
  "hk.speed_up_sun": () => "日不落当天第一轮到 15:00 计票，提速后的关门时间要晚于 15:00。",
  "hk.delay_when": () => "只能在讨论日的正午（09:00 开门到关门之间）延期当天的关门时间。",
  "hk.speed_up_when": () => "只能在白天（或开局阶段）加速当天的关门时间。",
  "hk.speed_up_time": (r) =>
    typeof r.value === "string" && r.value !== ""
      ? `关门时间“${r.value}”格式不对，例如“18:00”。`
      : "请写明加速后的关门时间，例如“18:00”。",
  "hk.speed_up_before_now": (r) => `关门时间${String(r.value)}已经过了。`,
  "hk.speed_up_not_earlier": (r) => `加速后的关门时间${String(r.value)}必须早于原定关门时间。`,
  "deal.seats": (r) =>
    typeof r.got !== "number"
      ? "座位号必须从 1 号起连续编号。"
      : r.min === r.max
        ? `这个板子是 ${String(r.min)} 人局，现在有 ${r.got} 个座位。`
        : `自定义板子要 ${String(r.min)} 到 ${String(r.max)} 个座位，现在有 ${r.got} 个。`,
  "deal.unknown_card": (r) => `${String(r.seat)} 号的身份「${String(r.role)}」不在本规则的身份里。`,
  "deal.twice": (r) => `${String(r.seat)} 号的${hkName(r.role)}重复了：除警察外，每个身份只能发一张。`,
  "deal.not_on_board": (r) => `${String(r.seat)} 号的${hkName(r.role)}不在固定板子里。`,
  "deal.no_pack": () => "至少要有一张带[群内]的狼人牌，否则没有人能刀人。",
  "deal.police": () => "警察只能是 1 张，或 3 张（一个强神和一个弱神也变成警察）。",
  "deal.pool": (r) =>
    `${String(r.pool)}牌要 ${String(r.want)} 张，现在是 ${String(r.got)} 张${typeof r.seat === "number" ? `（${r.seat} 号多出来了）` : ""}。`,
  "deal.leader": () => "狼人里必须有且只有一张狼王、恐怖分子或狼兄。",
  "deal.sibling": (r) => `有${hkName(r.role)}就必须有${hkName(r.missing)}。`,
  "deal.not_built": (r) => `${String(r.seat)} 号的${hkName(r.role)}暂未开放。`,
  "deal.cannot_draw": (r) =>
    r.leader
      ? "可用的狼人牌不够：需要狼王、恐怖分子或狼兄之一，外加三张狼人牌。"
      : `可用的${String(r.pool)}牌不够：要 ${String(r.want)} 张，只有 ${String(r.got)} 张。`,
  "vote.cancelled": () => "今天的投票已因决斗取消，不能再投票或改票。",
  "vote.out": () => "你已出局，不能投票。",
  "vote.not_speaker": () => "日不落的第二轮（15:00 起）只有太阳指定的角色可以发言和投票，你不在名单里。",
  "vote.red_card": () => "你今天已被红牌罚下，不能再投票或改票。",
  "vote.target": (r) => `投票对象要写一个 1 到 ${String(r.seats)} 的座位号，或者写“弃权”。`,
  "vote.target_out": (r) => `${String(r.target)} 号已经出局，不能投给他。`,
  "vote.sped_up": () => "今天已经加速，不能再改票。",
  "hk.red_card": () => "你今天已被红牌罚下，黄昏生效前不能再发动技能。",
  "hk.camp_id": () => "请写明判负的阵营（狼人、村民或第三方阵营）。",
  "hk.substitute_once": (r) =>
    `${seatTxt(r.seat)}已经换过一次替补了：每名角色只能更换一次替补；无法继续游戏时请按规则红牌罚下。`,
};

/** forum-hk's wording of codes forum-25 and the engine's flows also return (their words stay in texts.ts). */
export const HK_WORDING: Record<string, (r: Reject) => string> = {
  "vote.not_open": () => "现在不是投票时间：每天 09:00 开始投票，关门截止。",
  "vote.already": () => "你今天已经投过票了，要换人请用改票。",
  "vote.no_ballot": () => "你今天还没有投票，不能改票。",
  "vote.changed": () => "你今天已经改过一次票了，每天只能改一次。",
  "vote.change_too_late": (r) => `关门前${span(r.limitMs)}内不能改票。`,
  "vote.proxy_too_late": (r) => `关门前${span(r.limitMs)}内不能再请导演代投。`,
  "card.colour": () => "牌的颜色只能是蓝牌、黄牌或红牌。",
  "seat.unknown": (r) => `没有这个座位：请写 1 到 ${String(r.seats)} 号。`,
  "act.not_yours": (r) => `${seatTxt(r.seat)}的身份没有${actQuoted(r.act)}技能，或现在不能使用。`,
  "act.not_in_ruleset": (r) => `空洞骑士规则没有${actQuoted(r.act)}操作。`,
  "judge.not_in_ruleset": () => "空洞骑士规则没有这项法官裁决。",
};
