/**
 * Refusals, part 3 (issue 23): forum-25's own codes (seed 004, F1–F26), as players read them
 * (src/voice/texts.ts). The seed's floors (`5L 投票规则`) are in the comments, not in what players
 * read. A command to type is an argument (`cmd`), kept in Chinese in English, converted in 繁體.
 */
import { book } from "./book.ts";

export const REJECT_FORUM = book({
  "zh-Hans": {
    // 004 3L 两姐妹 默契
    vote_sister_must_vote: "{{seat}}是{{card}}，不能弃票：请投给一名角色，并和另一位{{card}}投同一个人。",
    // 004 3L 白痴 装傻
    vote_idiot_not_votable: "{{target}}是翻牌的{{card}}，不能成为投票对象。",
    // 004 5L 投票规则
    vote_already: "你今天已经投过票了：每天还有一次改票机会，请发“{{cmd}}”和“{{cmd2}}”。",
    vote_no_ballot: "你今天还没有投票，不能改票：请先发“{{cmd}}”和“{{cmd2}}”。",
    // 004 5L 投票规则: 投票后只有一次改票机会
    vote_changed: "你今天已经改过一次票了，每天只能改一次。",
    // 004 5L 投票规则: 白天结束前一个小时不得改票
    vote_change_too_late: "关门前一小时内不得改票，你原来的票仍然有效。",
    // 004 7L 9
    vote_proxy_too_late: "投票截止前30分钟内不能代投，代投改票要在截止前1小时。",
    speed_up_not_day: "现在不是讨论日，不能提速：提速改的是今天的关门时间。",
    speed_up_time: "提速时间“{{value}}”不行：要晚于现在、早于今天原定的关门时间，例如：{{cmd}}。",
    delay_not_day: "现在不是讨论日，不能延期：延期改的是今天的关门时间。",
    delay_time: "延期时间“{{value}}”不行：要晚于今天现在的关门时间、最晚 22:59（夜间截止随关门顺延），例如：{{cmd}}。",
    badge_none_owed: "现在没有等你移交的警徽。",
    // 004 3L 警长 殉职
    badge_target: "警徽不能给{{target}}：要移交给一名未出局的其他角色，翻牌的{{card}}不能继任。",
    // 004 3L 猎人
    shoot_target: "不能对{{target}}开枪：要选一名未出局的其他角色。",
    // 004 6L 判罚制度
    card_colour: "牌只有{{blue}}、{{yellow}}、{{red}}三种。",
    camp_unknown: "判负的阵营只能是{{wolves}}或{{villagers}}：{{cmd}} / {{cmd2}}。",
    // 004 2L 投降
    surrender_not_group: "只有狼群里的角色可以发起或回答投降。",
    surrender_answer: "请回复“{{cmd}}”或“{{cmd2}}”。",
    surrender_none_open: "现在没有待回答的投降请求；要发起投降请发“{{cmd}}”。",
    surrender_answered: "你已经回答过这次投降了。",
    phase_not_start: "连情侣和认主只能在开局阶段进行（第一天09:00开门前）。",
    act_already: "这个技能你已经用过了。",
    // 004 3L 仆人
    servant_self: "{{card}}不能效忠自己，请选另一名角色。",
    setup_custom_sisters: "版杀自定义板子的{{card}}牌要么没有，要么正好两张。",
    setup_start_at: "版杀需要开局时间（例如 2026-03-01 20:00），收到“{{value}}”。",
    setup_tz: "时区无效：{{value}}。",
    // 004 5L 行动时限
    night_deadline_passed: "夜间技能已经截止（关门后30分钟；{{card}}到关门后1小时），这次没有执行。",
    // 004 3L 幼狼 激励
    kill_no_second_kill: "今晚没有第二刀：只有{{card}}（非红牌）出局后的下一夜才有。",
    witch_not_yet:
      "还没到{{card}}的时间：关门30分钟后我会告诉你今晚被指杀的角色，再回复 {{cmd}} / {{cmd2}} / {{cmd3}}。",
    hunter_self: "{{card}}不能对自己开枪，请选另一名未出局的角色。",
    // 004 3L 情痴
    devotee_self: "{{card}}不能爱慕自己，请选另一名未出局的角色。",
    act_not_in_ruleset: "版杀没有“{{act}}”：没有上警、发言顺序和自爆，帖子自由发；狼人阵营想结束可以投降。",
  },
  en: {
    vote_sister_must_vote:
      "{{seat}} is a {{card}} and cannot abstain: vote for a player, the same one as the other {{card}}.",
    vote_idiot_not_votable: "{{target}} is the revealed {{card}} and cannot be voted for.",
    vote_already:
      'You have voted today; you may change it once a day: send "{{cmd}}" (new target) and "{{cmd2}}" (reason).',
    vote_no_ballot: 'You have not voted today, so there is nothing to change: first send "{{cmd}}" and "{{cmd2}}".',
    vote_changed: "You have already changed your vote today: one change a day.",
    vote_change_too_late: "No vote change in the last hour before closing: your vote stands.",
    vote_proxy_too_late:
      "No proxy vote in the last 30 min before the deadline; a proxy's change must come 1 hour before it.",
    speed_up_not_day: "It is not a discussion day: speeding up moves today's closing time.",
    speed_up_time:
      'Cannot speed up to "{{value}}": it must be after now and before today\'s closing time, e.g. "{{cmd}}".',
    delay_not_day: "It is not a discussion day: a delay moves today's closing time.",
    delay_time:
      'Cannot delay to "{{value}}": it must be after today\'s closing time, 22:59 at the latest (the night deadlines move with it), e.g. "{{cmd}}".',
    badge_none_owed: "You have no badge to pass on.",
    badge_target:
      "The badge cannot go to {{target}}: hand it to another player still in the game; a revealed {{card}} cannot take it.",
    shoot_target: "You cannot shoot {{target}}: choose another player still in the game.",
    card_colour: "A card is a {{blue}}, a {{yellow}} or a {{red}}.",
    camp_unknown: 'The losing side is {{wolves}} or {{villagers}}: "{{cmd}}" / "{{cmd2}}".',
    surrender_not_group: "Only the werewolves' group may propose or answer a surrender.",
    surrender_answer: 'Reply "{{cmd}}" (agree) or "{{cmd2}}" (refuse).',
    surrender_none_open: 'No surrender waits for an answer; to propose one, send "{{cmd}}".',
    surrender_answered: "You have already answered this surrender.",
    phase_not_start: "Linking lovers and choosing a master happen only at the start (before 09:00 on day 1).",
    act_already: "You have already used this skill.",
    servant_self: "The {{card}} cannot serve themself; choose another player.",
    setup_custom_sisters: "A forum custom board has no {{card}} card, or exactly two.",
    setup_start_at: 'A forum game needs a start time (e.g. 2026-03-01 20:00); got "{{value}}".',
    setup_tz: "Invalid time zone: {{value}}.",
    night_deadline_passed:
      "Too late: night skills close 30 min after the day's close (the {{card}}'s 1 hour after), so this one was not carried out.",
    kill_no_second_kill: "No second kill tonight: only on the night after the {{card}} goes out (not by a red card).",
    witch_not_yet:
      'Not the {{card}}\'s time yet: 30 min after closing I tell you tonight\'s target; then reply "{{cmd}}" (save), "{{cmd2}}" (poison) or "{{cmd3}}" (none).',
    hunter_self: "The {{card}} cannot shoot themself; choose another player still in the game.",
    devotee_self: "The {{card}} cannot adore themself; choose another player still in the game.",
    act_not_in_ruleset:
      'The forum game has no "{{act}}": no sheriff election, speaking order or self-destruct; post freely. The werewolves may surrender to end it.',
  },
});
