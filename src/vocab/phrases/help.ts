/**
 * The help lists and a room's rules text (issue 23; src/voice/rules-text.ts, help.ts `HELP`,
 * judge-controls.ts `JUDGE_HELP`, discipline.ts `STAFF_HELP`, dms.ts): a room's opening text with
 * its ruleset's timings (`{{…}}` durations are `{sec}` arguments, or `min_sec`), and the commands of
 * the match group, of a DM, of the werewolves' group, of the judge and of the staff. English shows
 * the command players type in English where one exists (`join`, `vote 3`, `pass`…), else the
 * quoted Chinese command with a gloss.
 */
import { book } from "./book.ts";

export const HELP = book({
  "zh-Hans": {
    min_sec: "{{m}}分{{s}}秒",
    // The opening text (rulesetIntro) and its timings (timingsText).
    intro_head: "规则：{{rules}}规则；配置：{{board}}（{{n}}人）。",
    intro_ranked: "计排位积分（手册§四）。",
    intro_casual: "{{rules}}规则不计排位积分，不进赛季积分榜。",
    night_steps:
      "夜晚：按固定顺序逐个环节进行，每个环节时间用满（角色出局也照常进行）：{{steps}}；第一夜共{{first}}，之后每夜{{later}}",
    step: "{{step}}{{sec}}",
    step_first_night: "{{step}}{{sec}}（首夜）",
    night_free: "夜晚：第一夜{{first}}、之后每夜{{later}}（狼队统一行动的时间）；神职技能{{skill}}",
    election: "警长竞选：私聊报名{{signup}}，名单更正{{correction}}，警上发言{{speech}}{{withdraw}}",
    withdraw_sec: "，退水{{sec}}",
    no_withdraw: "，不能退水",
    speeches:
      "发言：白天{{day}}{{rounds}}，警长总结{{summary}}{{pk}}，遗言{{last}}；结束前{{warning}}提醒；叫号{{no_show}}未发言{{missed}}",
    first_day_rounds: "（第一天{{n}}轮）",
    pk_sec: "，PK{{sec}}",
    no_show_counted: "记黑麦一次（{{n}}次淹死出局）",
    no_show_skipped: "跳过发言",
    ties: "平票：警长竞选{{election}}；放逐{{exile}}",
    tie_sep: "，",
    tie_pk: "PK发言后再投",
    tie_revote: "不发言直接重投",
    tie_offstage: "场外PK",
    tie_again: "再平{{next}}",
    tie_no_sheriff: "无警长",
    tie_no_exile: "无人出局",
    votes: "投票{{vote}}（私聊）；警长选发言顺序{{order}}{{recommend}}；开枪{{shot}}，移交警徽{{badge}}{{must_pass}}",
    recommend_sec: "，发言后归票{{sec}}",
    recommend: "，发言后归票",
    must_pass: "（必须移交，不能撕警徽）",
    // The match group's help (groupHelp, HELP.group).
    group_head_rules: "群内指令（{{rules}}规则）：",
    group_head: "群内指令：",
    group_seats: "报名 / 坐3号 / 退出 / 开始",
    group_speech: "发言：先打自己的座位号（如 {{seat}}），结束打“过”",
    group_boom: "自爆：爆 或 boom",
    group_withdraw: "退出警长竞选：3号退水",
    group_order: "警长选发言顺序：{{left}}（逆序）/ {{right}}（顺序）",
    group_recommend: "警长归票：{{cmd}} / {{cmd2}}（发言结束后）",
    group_recommend_table: "警长归票（桌游规则）：{{cmd}} / {{cmd2}}",
    group_badge: "警长出局：移交3号 / 撕警徽",
    group_badge_must: "警长出局：移交3号（必须移交）",
    group_by_dm: "上警、投票、技能请私聊法官（投票在群里不算）",
    season: "战绩 / 排行榜",
    group_match_sheet: "{{cmd}}（本场比赛的积分表）",
    group_judge:
      "法官：{{open}} / {{open_classic}} / {{open_table}} / {{open_match}}（五局比赛） / {{close}}（群里）；暂停 / 继续 / {{more}} / {{skip}} / {{correct}} / {{warn}} / {{boom}} / {{eject}} / 作废 / {{status}}（私聊）",
    group_judge_short:
      "法官：{{open}} / {{close}}（群里）；暂停 / 继续 / {{more}} / {{skip}} / {{correct}} / {{warn}} / {{boom}} / {{eject}} / 作废 / {{status}}（私聊）",
    group_inspector: "督察长：{{cmd}}（开房后在群里到场）",
    // A DM's help (dmHelp, HELP.dm).
    dm_head_rules: "私聊指令（{{rules}}规则，{{board}}）：",
    dm_head: "私聊指令：",
    dm_run: "上警（竞选警长时私聊座位号也算）",
    dm_skill: "{{line}}",
    dm_guard_check: "守3号 / 空守；验3号",
    dm_witch: "救 / 毒3号 / 不用药",
    dm_shot: "开枪3号 / 不开枪",
    dm_vote: "投3号 / 弃票",
    dm_badge: "移交3号 / 撕警徽",
    dm_badge_must: "移交3号（警徽必须移交）",
    dm_other_cards:
      "其他身份：{{dream}}、{{charm}}、{{model}}、{{silence}}、{{devour}}、{{invert}}、{{link}}（桌游可回复“{{no_link}}”）、{{pipe}}（吹笛者）、{{foretell}}、{{pick}}（盗贼）；白天：{{duel}}、{{shift}}",
    dm_appeal: "赛后申诉：{{cmd}}（或 {{cmd2}}，手册§二）",
    dm_match_sheet: "{{cmd}}（比赛的积分表）",
    // The werewolves' group (HELP.wolves).
    wolves_head: "狼人群指令：",
    wolves_kill: "杀3号 或 {{settled}}（每只带刀的狼都要打）",
    wolves_no_kill: "空刀",
    // The judge's and the staff's DM commands (JUDGE_HELP, STAFF_HELP).
    judge:
      "{{status}} / 暂停 / 继续 / {{more}} / {{skip}} / {{correct}} / {{warn}} / {{boom}} / {{eject}} / {{void}}（这三条需再回复“{{confirm}}”）（均为私聊）；赛后：{{report}} / {{outside}}",
    judge_head: "法官指令：{{list}}",
    staff: "组委会：{{ban}} / {{unban}} / {{bans}} / {{appeals}} / {{dismiss}}；督察长：{{appeals}}",
    // A DM too long to be a command (dms.ts), and a witch's choices tonight (status.ts closestCommandMsg).
    too_long: "消息太长（超过{{n}}字），没有处理。指令都很短，发送“帮助”查看你现在能用的指令。",
    witch_later: "女巫：轮到女巫行动时法官会私聊你今晚的刀口，到时再回复“救”、“毒X号”或“不用药”。",
    witch_now: "女巫：你今晚还没有用药。{{wait}}现在可以：{{options}}。每晚只能用一瓶药。",
    witch_wait: "刀口统一后法官会私聊告诉你，那时才能用解药。",
    witch_sep: "；",
    witch_save: "用解药回复“救”",
    witch_poison: "用毒药回复“毒X号”（例如“毒5号”）",
    witch_pass: "两瓶都不用回复“不用药”",
  },
  en: {
    min_sec: "{{m}} min {{s}} s",
    intro_head: "Rules: {{rules}}; board: {{board}} ({{n}} players).",
    intro_ranked: "Ranking points count.",
    intro_casual: "Games under {{rules}} rules score no ranking points and do not count for the season's leaderboard.",
    night_steps:
      "Night: fixed steps one after another, each lasting its full time (even when its player is out): {{steps}}; night 1 takes {{first}} in all, each later night {{later}}",
    step: "{{step}} {{sec}}",
    step_first_night: "{{step}} {{sec}} (night 1 only)",
    night_free:
      "Night: {{first}} on night 1, {{later}} on later nights (the time the pack has to act together); {{skill}} for the other skills",
    election:
      "Sheriff election: sign-up by DM {{signup}}, list corrections {{correction}}, campaign speeches {{speech}}{{withdraw}}",
    withdraw_sec: ", withdrawing {{sec}}",
    no_withdraw: ", no withdrawing",
    speeches:
      "Speeches: {{day}} by day{{rounds}}, Sheriff's summary {{summary}}{{pk}}, last words {{last}}; a reminder {{warning}} before the end; a player called who says nothing for {{no_show}} {{missed}}",
    first_day_rounds: " ({{n}} rounds on day 1)",
    pk_sec: ", PK {{sec}}",
    no_show_counted: "gets a no-show (out after {{n}})",
    no_show_skipped: "loses his turn",
    ties: "Ties in the Sheriff election: {{election}}. Ties in the exile vote: {{exile}}",
    tie_sep: "; ",
    tie_pk: "PK speeches, then a new vote",
    tie_revote: "a new vote without speeches",
    tie_offstage: "the off-stage PK",
    tie_again: "if tied again, {{next}}",
    tie_no_sheriff: "no Sheriff",
    tie_no_exile: "nobody is exiled",
    votes:
      "Votes {{vote}} (by DM); the Sheriff picks the speaking order in {{order}}{{recommend}}; a shot {{shot}}, passing the badge {{badge}}{{must_pass}}",
    recommend_sec: ", recommends a seat after the speeches in {{sec}}",
    recommend: ", recommends a seat after the speeches",
    must_pass: " (it must be passed on: no tearing it up)",
    group_head_rules: "Group commands ({{rules}} rules):",
    group_head: "Group commands:",
    group_seats: "join / sit 3 / leave / start",
    group_speech: 'Speaking: first type your seat number (e.g. "{{seat}}"), and "pass" when done',
    group_boom: "Self-destruct: explode (or boom)",
    group_withdraw: "Leave the Sheriff race: withdraw",
    group_order: 'The Sheriff picks the speaking order: "{{left}}" (descending seats) / "{{right}}" (ascending seats)',
    group_recommend: 'The Sheriff\'s recommendation: "{{cmd}}" (recommend #3) / "{{cmd2}}" (none), after the speeches',
    group_recommend_table: 'The Sheriff\'s recommendation (table rules): "{{cmd}}" (recommend #3) / "{{cmd2}}" (none)',
    group_badge: "Sheriff out: badge 3 / tear badge",
    group_badge_must: "Sheriff out: badge 3 (the badge must be passed on)",
    group_by_dm: "Run for Sheriff, vote and use skills by DM to the judge (a vote in the group does not count)",
    season: "stats / leaderboard",
    group_match_sheet: '"{{cmd}}" (this match\'s score sheet)',
    group_judge:
      'Judge: "{{open}}" (open a room) / "{{open_classic}}" (classic rules) / "{{open_table}}" (table rules, 12 players) / "{{open_match}}" (a five-game match) / "{{close}}" (close the room), in the group; pause / resume / "{{more}}" (30 s more) / "{{skip}}" (skip) / "{{correct}}" (correct #5: vote #3) / "{{warn}}" (warn #3) / "{{boom}}" (rule that #3 self-destructed) / "{{eject}}" (eject #3) / void / "{{status}}" (status), by DM',
    group_judge_short:
      'Judge: "{{open}}" (open a room) / "{{close}}" (close the room), in the group; pause / resume / "{{more}}" (30 s more) / "{{skip}}" (skip) / "{{correct}}" (correct #5: vote #3) / "{{warn}}" (warn #3) / "{{boom}}" (rule that #3 self-destructed) / "{{eject}}" (eject #3) / void / "{{status}}" (status), by DM',
    group_inspector: 'Inspector: "{{cmd}}" (check in, in the group once a room is open)',
    dm_head_rules: "DM commands ({{rules}} rules, {{board}}):",
    dm_head: "DM commands:",
    dm_run: "run (during the Sheriff sign-up, DMing your seat number counts too)",
    dm_skill: "{{line}}",
    dm_guard_check: "guard 3 / no guard; check 3",
    dm_witch: "save / poison 3 / no potion",
    dm_shot: "shoot 3 / no shot",
    dm_vote: "vote 3 / abstain",
    dm_badge: "badge 3 / tear badge",
    dm_badge_must: "badge 3 (the badge must be passed on)",
    dm_other_cards:
      'Other cards: "{{dream}}" (dream #3), "{{charm}}" (charm #3), "{{model}}" (model #3), "{{silence}}" (silence #3), "{{devour}}" (devour #3), "{{invert}}" (turn black to white), "{{link}}" (link #3 and #5; table rules: "{{no_link}}", no link), "{{pipe}}" (piper: charm #3), "{{foretell}}" (#3, two deaths), "{{pick}}" (thief: take the seer); by day: "{{duel}}" (duel #3), "{{shift}}" (move a vote to #3)',
    dm_appeal: 'After a game, appeal: "{{cmd}}" (game id, reason; or "{{cmd2}}" for your last game)',
    dm_match_sheet: '"{{cmd}}" (the match\'s score sheet)',
    wolves_head: "Wolves' room commands:",
    wolves_kill: 'kill 3 or "{{settled}}" (back #3); every killing werewolf types it',
    wolves_no_kill: "no kill",
    judge:
      '"{{status}}" (status) / pause / resume / "{{more}}" (30 s more) / "{{skip}}" (skip) / "{{correct}}" (correct #5: vote #3) / "{{warn}}" (warn #3) / "{{boom}}" (rule that #3 self-destructed, with a reason) / "{{eject}}" (eject #3, with a reason) / "{{void}}" (void the game, with a reason): these three need a "{{confirm}}" (confirm) reply; all by DM. After a game: "{{report}}" (report #3 of the last game for showing a role card) / "{{outside}}" (outside talk)',
    judge_head: "Judge's commands: {{list}}",
    staff:
      'Organisers: "{{ban}}" (ban a player for 7 days or for good, with a reason) / "{{unban}}" (lift a ban) / "{{bans}}" (bans) / "{{appeals}}" (appeals) / "{{dismiss}}" (dismiss an appeal); inspectors: "{{appeals}}" (appeals)',
    too_long:
      'Message too long (over {{n}} characters): not read. Commands are short; send "help" for the ones you can use now.',
    witch_later:
      'Witch: when the witch\'s turn comes the judge will DM you tonight\'s kill; reply "save", "poison N" or "no potion" then.',
    witch_now:
      "Witch: you have not used a potion tonight. {{wait}}Now you may reply {{options}}. One potion a night at most.",
    witch_wait: "The judge will DM you once the kill is agreed; only then can you use the antidote. ",
    witch_sep: "; ",
    witch_save: '"save" (the antidote)',
    witch_poison: '"poison N" (the poison, e.g. "poison 5")',
    witch_pass: '"no potion" (neither)',
  },
});
