/** The timed family's calls: what the judge says as each phase opens (narrate-calls.ts). */
import { book } from "./book.ts";

export const TIMED_CALLS = book({
  "zh-Hans": {
    night_steps: "天黑请闭眼（第{{n}}夜）。本夜按固定顺序进行：{{order}}，每个环节时间到才进入下一个。",
    night: "天黑请闭眼，所有技能请私聊法官。（第{{n}}夜）",
    night_wolves: "第{{n}}夜：请在{{len}}内统一刀口，每位存活的狼人打出“{{kill}}”或“{{confirm}}”（允许自刀、空刀）。",
    signup_rerun:
      "天亮了。昨天的警长竞选因自爆中止，下面开始警长竞选（重新竞选，昨晚死讯稍后公布）：想上警的玩家请在1分钟内私聊法官自己的座位号。",
    signup: "天亮了。下面开始警长竞选：想上警的玩家请在1分钟内私聊法官自己的座位号。",
    correction: "上警名单：{{seats}}。有30秒纠错时间。",
    withdraw: "竞选发言结束，30秒退水时间。",
    call_summary: "请警长{{seat}}总结发言（{{len}}），开始时打自己的号码，结束打“过”。",
    call: "请{{seat}}{{speech}}（{{len}}），开始时打自己的号码，结束打“过”。",
    round_first: "第一轮发言开始（今天共{{n}}轮）。",
    round_next: "第{{ord}}轮发言开始，顺序同上一轮。",
    ord_1: "二",
    ord_2: "三",
    ord_n: "{{n}}",
    offstage_sheriff:
      "再次平票，进入场外PK：PK台上的{{seats}}不发言，其余玩家按骰子顺序各发言一次，然后警下玩家在{{seats}}中再投一次票。",
    offstage_exile:
      "再次平票，进入场外PK：PK台上的{{seats}}不发言，其余玩家按今天的发言顺序各发言一次，然后原PK投票的玩家在{{seats}}中再投一次票。",
    vote: "{{round}}开始（{{len}}）：请私聊法官投票，{{self}}可投{{seats}}，{{missing}}{{muted}}{{revote}}",
    vote_everyone: "所有玩家都投票（不能投自己），",
    vote_counted: "也可以弃票，但不能不投。",
    vote_free: "也可以弃票，超时未投视为弃票。",
    vote_muted: "{{seats}}本轮没有投票权，请投弃票。",
    vote_revote: "平票重投，不再发言。",
    shot: "你可以发动技能开枪。请私聊法官要带走的座位号，或回复“{{cmd}}”（{{len}}）。",
    badge_tear: "请警长{{seat}}移交警徽或撕毁警徽（{{len}}）。",
    badge_pass: "请警长{{seat}}移交警徽（必须移交，不能撕毁；{{len}}内不移交由法官随机指定一名存活玩家）。",
    recommend: "发言结束。请警长{{seat}}在{{len}}内归票：打“{{cmd}}”或“{{none}}”（归票不是投票）。",
    order: "请警长{{seat}}选择发言顺序：{{right}}（顺序）或{{left}}（逆序）（{{len}}）。",
    window_shift: "放逐投票结果已公布。是否发动{{card}}技能移动一票？请回复座位号或“{{cmd}}”（{{len}}）。",
    window_duel: "发言结束。是否翻牌决斗？请回复座位号或“{{cmd}}”（{{len}}）。",
  },
  en: {
    night_steps:
      "Night falls, close your eyes (Night {{n}}). Tonight runs in a fixed order: {{order}}; each step ends only when its time is up.",
    night: "Night falls, close your eyes. DM the judge all your night skills. (Night {{n}})",
    night_wolves:
      'Night {{n}}: agree on the kill within {{len}}; each living werewolf sends "{{kill}}" (or "{{confirm}}" to back #X); killing a fellow wolf or nobody is allowed.',
    signup_rerun:
      "Day breaks. Yesterday's Sheriff election was stopped by a self-destruct, so it runs again now (last night's deaths come later): to run for Sheriff, DM the judge \"run\" (or your seat number) within 1 min.",
    signup:
      'Day breaks. The Sheriff election begins: to run for Sheriff, DM the judge "run" (or your seat number) within 1 min.',
    correction: "Sheriff candidates: {{seats}}. 30 s to correct the list.",
    withdraw: 'Campaign speeches are over: 30 s to withdraw (send "withdraw" in the group).',
    call_summary:
      'Sheriff {{seat}}, your closing speech please ({{len}}). Type your seat number to start and "pass" to end.',
    call: '{{seat}}, your {{speech}} please ({{len}}). Type your seat number to start and "pass" to end.',
    round_first: "Round 1 of speeches begins ({{n}} rounds today).",
    round_next: "Round {{ord}} of speeches begins, in the same order.",
    ord_1: "2",
    ord_2: "3",
    ord_n: "{{n}}",
    offstage_sheriff:
      "Tied again: off-stage run-off. {{seats}} on the PK stand do not speak; everyone else speaks once in the dice's order, then the players off the stage vote again among {{seats}}.",
    offstage_exile:
      "Tied again: off-stage run-off. {{seats}} on the PK stand do not speak; everyone else speaks once in today's speaking order, then those who voted in the run-off vote again among {{seats}}.",
    vote: 'The {{round}} begins ({{len}}): DM the judge "vote N". {{self}}Options: {{seats}}. {{missing}}{{muted}}{{revote}}',
    vote_everyone: "Everyone votes (not for himself). ",
    vote_counted: "You may abstain, but you must vote.",
    vote_free: "You may abstain; no vote in time counts as abstaining.",
    vote_muted: " No vote this round for {{seats}}: please abstain.",
    vote_revote: " A tie revote: no more speeches.",
    shot: 'You may shoot: DM the judge "shoot N" to take a player with you, or reply "{{cmd}}" ({{len}}).',
    badge_tear: "Sheriff {{seat}}, pass the badge or tear it up ({{len}}).",
    badge_pass:
      "Sheriff {{seat}}, pass the badge (it must be passed, not torn up; without a hand-over within {{len}}, the judge gives it to a random living player).",
    recommend:
      'Speeches are over. Sheriff {{seat}}, recommend within {{len}}: type "{{cmd}}" (recommend #X) or "{{none}}" (no recommendation); a recommendation is not a vote.',
    order:
      'Sheriff {{seat}}, choose the speaking order: "{{right}}" (clockwise) or "{{left}}" (counter-clockwise) ({{len}}).',
    window_shift:
      'The exile vote result is out. Use the {{card}}\'s skill to move one vote? Reply a seat number or "{{cmd}}" (decline) ({{len}}).',
    window_duel: 'Speeches are over. Reveal and duel? Reply a seat number or "{{cmd}}" (decline) ({{len}}).',
  },
});
