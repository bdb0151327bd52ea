/**
 * forum-hk's desk (seed 002; src/chat/families/forum-hk/desk.ts): its answers to players and
 * directors in a running game — out posts reported, skills sent in the wrong place, the directors'
 * commands, 天师's question and its answer, declining a skill. `{{cmd}}`, `{{cmd2}}`, `{{cmds}}` are
 * commands as players type them (Chinese in every language: English shows them quoted).
 */
import { book } from "./book.ts";

export const HK_DESK = book({
  "zh-Hans": {
    out_post_directors: "已出局的{{seat}}在讨论帖发言（出局后不能继续参与讨论），请导演判罚（例如：{{cmd}}）。",
    out_post_him: "你已出局，不能再在讨论帖发言（出局后不能继续参与讨论），已报告导演。",
    sun_post_directors:
      "{{seat}}不在太阳指定的名单里，却在日不落第二轮发言（只有太阳指定的角色可以发言），请导演判罚（例如：{{cmd}}）。",
    sun_post_him: "日不落第二轮（15:00 起）只有太阳指定的角色可以发言和投票，你不在名单里，这条不算数，已报告导演。",
    skill_in_thread: "技能请私聊我发动（狼人的刀口在狼人群里发）；讨论帖里只收投票。这条没有生效。",
    seat_said: "{{seat}}：{{text}}",
    add_director_late: "游戏开始后不能再加导演：请在开房后、开始前在群里“{{cmd}}”。",
    answer_in_group: "通天的回答请私聊我发送（群里所有人都看得到），这条没有执行。",
    substitute_unavailable: "替补暂时不能办理：请稍后再试。",
    sub_rule: "继承前任的角色、身份、行动和判罚",
    answer_what: "回答{{seat}}的通天：{{value}}",
    answer_yes: "是",
    answer_no: "否",
    answer_unanswerable: "无法回答",
    seats_only: "本局只有1到{{n}}号。",
    done: "已执行：{{what}}。",
    not_done: "没有执行（{{what}}）：{{why}}",
    director_help:
      "导演指令（群里或私聊）：{{proxy}} / {{card}}（{{blue}}、{{red}}同）/ {{speed}} / {{delay}}（关门顺延到下一个日期的 21:00）/ {{lose}} / {{sub}} / {{answer}}（天师的通天，仅私聊；{{no}}、{{na}}同）/ {{status}}（全部身份，仅导演可见）。导演没有技能；空洞骑士规则没有暂停、跳过等法官控制。",
    no_state: "找不到这局游戏的状态。",
    not_understood: "没看懂这条消息。发动技能请写“技能名 座位号”，例如：{{cmd}}。发送“帮助”查看你的技能。",
    vote_by_dm: "投票要在群里（讨论帖）发，私聊不算：例如在群里发“{{cmd}}”，或“{{cmd2}}”。",
    ask: "{{seat}}（{{card}}）通天提问：“{{question}}”\n请私聊我“{{cmd}}”（或“{{no}}”“{{na}}”）。{{due}} 前回答的，{{due}} 告诉他；之后回答的立刻告诉他。他在 {{due}} 前再次提问的，以最后一次为准。",
    late_night: "深夜结束",
    wolves_kill_only: "狼群里只收杀人（{{cmds}}）；其他技能请私聊我。",
    decline_bare: "好的，不发动“{{act}}”：什么都不用发，时段结束就算放弃。",
    decline_none: "“{{act}}”不能选择不发动：不想用就不发。",
    decline_which: "请写明不发动哪个技能，例如：{{cmds}}",
    decline_needless: "你的技能不用发“{{cmd}}”：不想用就不发。狼人不杀人请发“{{cmd2}}”。",
  },
  en: {
    out_post_directors:
      '{{seat}}, who is out, posted in the thread (an out character may no longer take part in the discussion); please rule on it (e.g. "{{cmd}}").',
    out_post_him: "You are out and may no longer post in the thread; the directors have been told.",
    sun_post_directors:
      '{{seat}} is not on the Sun\'s list but posted in round 2 of the Endless Day (only the characters the Sun named may post); please rule on it (e.g. "{{cmd}}").',
    sun_post_him:
      "In round 2 of the Endless Day (from 15:00) only the characters the Sun named may post and vote. You are not on the list: this post does not count, and the directors have been told.",
    skill_in_thread:
      "Send skills to me by DM (the werewolves' kill goes in the wolves' group); the thread takes votes only. This post had no effect.",
    seat_said: "{{seat}}: {{text}}",
    add_director_late:
      'No directors can be added once the game has started: send "{{cmd}}" in the group after opening the room and before the start.',
    answer_in_group: "Send the answer to Ask Heaven to me by DM (everyone in the group sees this); it was not applied.",
    substitute_unavailable: "A substitute cannot be made right now: please try again later.",
    sub_rule: "you inherit your predecessor's character, identity, actions and penalties",
    answer_what: "answer to {{seat}}'s Ask Heaven: {{value}}",
    answer_yes: "yes",
    answer_no: "no",
    answer_unanswerable: "cannot be answered",
    seats_only: "This game has seats #1 to #{{n}} only.",
    done: "Done: {{what}}.",
    not_done: "Not done ({{what}}): {{why}}",
    director_help:
      'Directors\' commands (in the group or by DM): "{{proxy}}" (proxy vote) / "{{card}}" (yellow card with a reason; "{{blue}}", "{{red}}" the same) / "{{speed}}" (speed up the close) / "{{delay}}" (the close moves to 21:00 of the next date) / "{{lose}}" (a camp loses) / "{{sub}}" (substitute) / "{{answer}}" (answer Ask Heaven, by DM only; "{{no}}", "{{na}}" the same) / "{{status}}" (every card, directors only). Directors have no skills; the Hollow Knight rules have no pause, skip or other judge controls.',
    no_state: "This game's state cannot be found.",
    not_understood:
      'I did not understand that. To use a skill, write the skill\'s name and a seat, e.g. "{{cmd}}". Send "help" to see your skills.',
    vote_by_dm: 'Votes go in the group (the thread), not by DM: e.g. post "{{cmd}}" there, or "{{cmd2}}" (abstain).',
    ask: '{{seat}} ({{card}}) asks Heaven: "{{question}}"\nDM me "{{cmd}}" (or "{{no}}", "{{na}}"). An answer sent before {{due}} is told to them at {{due}}; a later one at once. If they ask again before {{due}}, the last question counts.',
    late_night: "the end of the late night",
    wolves_kill_only: 'The wolves\' group takes only the kill ("{{cmds}}"); send other skills to me by DM.',
    decline_bare: 'OK, no "{{act}}": send nothing; when the window ends it counts as declined.',
    decline_none: '"{{act}}" cannot be declined: if you do not want to use it, send nothing.',
    decline_which: 'Say which skill you decline, e.g. "{{cmds}}"',
    decline_needless:
      'Your skills need no "{{cmd}}": if you do not want to use one, send nothing. Werewolves who do not kill send "{{cmd2}}".',
  },
});
