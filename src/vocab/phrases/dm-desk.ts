/**
 * The DM desk (issue 23, area `dm_desk`): what the bot answers in private chat — the judge's controls and their
 * confirmations (src/chat/judge-controls.ts, confirm.ts), a seated player's DMs outside his acts
 * (src/chat/seat-dms.ts), and the DMs of someone in no game (src/chat/dms.ts). A command the player
 * types is an argument (`cmd`), kept in Chinese in every language; `typed` is what he typed, as is.
 */
import { book } from "./book.ts";

export const DM_DESK = book({
  "zh-Hans": {
    done: "已执行：{{typed}}",
    not_done: "没有执行：{{why}}",
    nothing_pending: "没有等待确认的指令。",
    cancelled: "已取消：{{what}}。",
    ruled: "已执行：{{what}}（理由：{{reason}}，已记录）。",
    reason_needed: "{{what}}需要写明理由（会记录在对局记录里），例如：“{{cmd}}”。",
    confirm: "确认{{what}}？理由：{{reason}}。回复“{{cmd}}”执行，回复“{{cmd2}}”放弃（5分钟内有效）。",
    what_void: "作废本局",
    what_eject: "踢出{{seat}}",
    what_rule_self_destruct: "判{{seat}}自爆",
    no_state: "找不到这局游戏的状态。",
    knife_dm: "已收到：杀{{target}}（私聊也算你的一票），已转告狼人群；请在狼人群里和队友统一。",
    knife_dm_none: "已收到：空刀（私聊也算你的一票），已转告狼人群；请在狼人群里和队友统一。",
    knife_room: "{{seat}}私聊法官的刀口：杀{{target}}。",
    knife_room_none: "{{seat}}私聊法官的刀口：空刀。",
    shot_not_yet: "还没轮到你开枪：轮到时法官会私聊通知你。",
    shot_over: "开枪时间已过，这次开枪不算。",
    run_own_seat: "你是{{seat}}，上警请私聊你自己的座位号“{{cmd}}”。",
    not_signup_then: "现在不是上警报名时间。{{next}}",
    no_run_ok: "好的：不上警不用发消息，报名时间内没有私聊座位号或“{{cmd}}”就是不上警。",
    no_run_not_signup: "现在不是上警报名时间，不用回复。",
    judge_only: "只有本局法官可以使用法官指令。",
    not_understood: "没看懂这条消息。{{next}}",
    own_seat_only: "你是{{seat}}，只能为自己操作（你写的是{{other}}）。",
    boom_in_group: "自爆要在比赛群公屏打“{{cmd}}”或“boom”（手册§八(七)1），私聊不算。",
    withdraw_in_group: "退水要在比赛群里打“{{cmd}}”（手册§八(四)3）。",
    speech_in_group: "发言在比赛群里进行：开始打座位号，结束打“过”。",
    nothing_to_decline: "现在没有等你发动的技能。",
    last_words_too_long: "遗言太长（超过{{n}}字），没有收下：请删短后重新发送“{{cmd}}”。",
    no_console: "这台服务器没有开启网页控制台。",
    your_id: "你的账号编号：{{id}}\n（法官或督察长认证时，把它发给管理员。）",
    no_match: "你还没有打完过比赛的对局。比赛由法官在群里“{{cmd}}”开始。",
    no_game_to_judge: "你现在没有正在进行的对局：法官指令只对你开的、进行中的对局有效。",
    not_seated: "你现在不在进行中的对局里。请在比赛群里“报名”入座，开局后再私聊我发动技能。",
  },
  en: {
    done: "Done: {{typed}}",
    not_done: "Not done: {{why}}",
    nothing_pending: "No command waits for confirmation.",
    cancelled: "Cancelled: {{what}}.",
    ruled: "Done: {{what}} (reason: {{reason}}; recorded).",
    reason_needed: 'To {{what}}, give a reason (it is kept in the game\'s record), e.g. "{{cmd}}".',
    confirm:
      'Confirm: {{what}}? Reason: {{reason}}. Reply "{{cmd}}" (confirm) to go ahead or "{{cmd2}}" (cancel) to drop it (valid for 5 min).',
    what_void: "void this game",
    what_eject: "eject {{seat}}",
    what_rule_self_destruct: "rule that {{seat}} self-destructed",
    no_state: "This game's state cannot be found.",
    knife_dm:
      "Received: kill {{target}} (a DM counts as your vote). Passed on to the werewolves' group: agree with your team there.",
    knife_dm_none:
      "Received: no kill (a DM counts as your vote). Passed on to the werewolves' group: agree with your team there.",
    knife_room: "{{seat}}'s kill by DM to the judge: {{target}}.",
    knife_room_none: "{{seat}}'s kill by DM to the judge: no kill.",
    shot_not_yet: "Not your shot yet: the judge will DM you when it is.",
    shot_over: "Your time to shoot is over: this shot does not count.",
    run_own_seat: 'You are {{seat}}: to run for sheriff, DM your own seat number "{{cmd}}".',
    not_signup_then: "It is not the sheriff sign-up now. {{next}}",
    no_run_ok:
      'OK: to stay out, send nothing; not DMing your seat number or "{{cmd}}" (run) during the sign-up means you do not run.',
    no_run_not_signup: "It is not the sheriff sign-up now: no reply needed.",
    judge_only: "Only this game's judge can use the judge's commands.",
    not_understood: "Message not understood. {{next}}",
    own_seat_only: "You are {{seat}} and act only for yourself (you wrote {{other}}).",
    boom_in_group: 'To self-destruct, type "{{cmd}}" or "boom" in the match group; a DM does not count.',
    withdraw_in_group: 'To withdraw, type "{{cmd}}" in the match group.',
    speech_in_group: 'Speeches happen in the match group: type your seat number to start and "pass" to end.',
    nothing_to_decline: "No skill waits for you now.",
    last_words_too_long:
      'Last words too long (over {{n}} characters), not taken: shorten them and send "{{cmd}}" again.',
    no_console: "This server has no web console.",
    your_id: "Your account id: {{id}}\n(To be certified as a judge or an inspector, send it to the admin.)",
    no_match: 'You have no finished match game yet. A judge starts a match in the group with "{{cmd}}".',
    no_game_to_judge: "You have no running game: the judge's commands apply only to a running game you opened.",
    not_seated:
      'You are not in a running game. Send "join" in the match group to take a seat, then DM me your skills once the game starts.',
  },
});
