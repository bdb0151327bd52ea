/**
 * The status answers (issue 23; src/voice/status.ts): `轮到谁`, `还剩多久`, and the closest command for
 * a DM the bot could not read. `time` is an optional clause (`，还剩40秒`, or empty); `cmd…` a
 * command the player types, kept in Chinese (but `vote N`, which English players type too).
 */
import { book } from "./book.ts";

export const STATUS = book({
  "zh-Hans": {
    left_min_sec: "{{m}}分{{s}}秒",
    left_sec: "{{s}}秒",
    time_left: "，还剩{{left}}",
    over: "游戏已结束。",
    paused: "法官暂停了游戏，计时停止。",
    turn_started: "轮到{{seat}}{{speech}}（已开始）{{time}}",
    turn_waiting: "轮到{{seat}}{{speech}}（等待开始）{{time}}",
    turn: "轮到{{seat}}{{speech}}{{time}}",
    voting: "{{round}}中：可投{{seats}}{{time}}",
    night: "天黑了，请等待天亮{{time}}",
    phase_now: "现在是{{phase}}{{time}}",
    no_timer: "现在没有公开的计时。",
    left: "还剩{{left}}。",
    with_help: "{{first}}发送“帮助”查看全部指令。",
    skill_pending: "你今晚的技能还没有发动，请私聊法官你的选择。",
    wolf_room: "狼人群里只收刀口（{{cmd}} / {{cmd2}} / {{cmd3}}），其他技能请私聊法官。",
    night_nothing: "现在是夜晚，你今晚没有要私聊的操作，请等待天亮。",
    signup: "想上警请私聊“{{cmd}}”或你的座位号“{{n}}”；不上警不用发。",
    cmd_vote: "投X号",
    vote_how: "{{round}}：请回复“{{cmd}}”（可投{{seats}}）或“{{cmd2}}”。",
    shot: "请回复“{{cmd}}”或“{{cmd2}}”。",
    badge: "请回复“{{cmd}}”或“{{cmd2}}”。",
    window: "请回复要发动技能的座位号，或“{{cmd}}”。",
    speaking: "轮到你发言：发言在比赛群里进行，开始时打座位号，说完打“过”。",
    nothing: "现在没有等你私聊的操作；可以问“{{cmd}}”“{{cmd2}}”或“{{cmd3}}”。",
  },
  en: {
    left_min_sec: "{{m}} min {{s}} s",
    left_sec: "{{s}} s",
    time_left: ", {{left}} left",
    over: "The game is over.",
    paused: "The judge has paused the game; the clock is stopped.",
    turn_started: "Now: {{seat}}'s {{speech}} (started){{time}}",
    turn_waiting: "Now: {{seat}}'s {{speech}} (waiting to start){{time}}",
    turn: "Now: {{seat}}'s {{speech}}{{time}}",
    voting: "{{round}} under way: you may vote for {{seats}}{{time}}",
    night: "It is night: wait for daybreak{{time}}",
    phase_now: "Now: {{phase}}{{time}}",
    no_timer: "No public timer is running.",
    left: "{{left}} left.",
    with_help: '{{first}} Send "help" for every command.',
    skill_pending: "Your skill tonight is not used yet: DM the judge your choice.",
    wolf_room:
      'The wolves\' room takes only the kill ("{{cmd}}", "{{cmd2}}" to back #X, or "{{cmd3}}"); DM the judge your other skills.',
    night_nothing: "It is night and nothing waits for your DM tonight: wait for daybreak.",
    signup: 'To run for Sheriff, DM "{{cmd}}" or your seat number ("{{n}}"); to stay out, send nothing.',
    cmd_vote: "vote N",
    vote_how: '{{round}}: reply "{{cmd}}" (you may vote for {{seats}}) or "{{cmd2}}".',
    shot: 'Reply "{{cmd}}" (shoot seat N) or "{{cmd2}}".',
    badge: 'Reply "{{cmd}}" (pass the badge to seat N) or "{{cmd2}}".',
    window: 'Reply with the seat number for your skill, or "{{cmd}}" (decline).',
    speaking:
      'Your turn to speak: speeches happen in the match group; type your seat number to start and "pass" when done.',
    nothing:
      'Nothing waits for your DM now; you may ask "{{cmd}}" (whose turn), "{{cmd2}}" (time left) or "{{cmd3}}" (status).',
  },
});
