/**
 * forum-25's thread (seed 004): the opening post, the calendar, each seat's card by DM, the
 * calendar's posts (openings, closes, ballots, reminders, the directors' speed-up and delay), the
 * private rooms' first words. Commands players type are arguments (`{{kill}}`: `刀 12`), so the
 * English shows them quoted as typed.
 */
import { book } from "./book.ts";

export const F25_THREAD = book({
  "zh-Hans": {
    list2: "{{a}}、{{b}}",
    opening:
      "导演{{judge}}开房：版杀（{{board}}，{{n}}人，规则帖004『明星大侦探』，不计排位积分）。请发送“报名”或“坐X号”入座，满员后由导演发送“{{start}}”。",
    calendar:
      "日程（当地时间，默认北京时间）：\n· 每天 09:00 讨论帖、投票帖开门，公示前一天的出局名单和遗言；21:00 关门统计投票；\n· 19:00（关门前2小时）提醒投票；关门前1小时内不得改票；\n· 夜间技能（{{guard}}、{{seer}}、{{devotee}}、{{king}}冲锋、{{wolf}}指杀、{{hunter}}）在 21:30 前私聊；{{witch}} 22:00 前；\n· 导演提速或延期后，当天关门和夜间截止时间随之提前或顺延。",
    intro_start:
      "开始后到第一天09:00是开局阶段（{{cupid}}连情侣、{{servant}}认主）；第一天投票选警长，第二天起投票放逐。",
    // 004 6L 潜水
    intro_posts:
      "发帖：游戏中入座玩家在本群的每条消息都是一帖；单个讨论日不足5帖、或连续三个讨论日每天不足10帖记黄牌（提速的日子不计）。",
    intro_vote:
      "投票帖（每天一票，可改一次；关门前1小时内不得改票；没投票记黄牌）：\n{{obj}}\n{{why}}\n（弃权：{{abstain}}；改票：{{change}} / {{changeWhy}}）",
    intro_dm:
      "夜间技能、警徽（{{badge}}）、遗言（{{words}}）、投降（{{surrender}}）都私聊机器人；狼人在狼群统一指杀（{{kill}}）。",
    intro_directors:
      "导演（两名或以上，权限相同；开始前“{{add}}”）：{{proxy}}、{{card}}、{{speed}}、{{delay}}、{{lose}}、{{sub}}。座位1到{{n}}号。",
    card_you: "你是{{seat}}，你的身份是：{{card}}（{{camp}}）。",
    camp_later: "阵营随情侣或主人而定，开局阶段后确定",
    card_mates: "狼群：{{seats}}（狼人群已建立）。",
    card_vote: "投票在群里发投票帖（{{obj}} / {{why}}）；出局后有遗言权时私聊“{{words}}”。",
    wolf_joined: "{{seat}}加入狼群。",
    wolf_joined_you: "你已进入狼群（狼群：{{seats}}），今晚起和狼群一起指杀。",
    // 004 3L 情侣
    lovers_room: "情侣群：{{seats}}。你们是情侣，一方出局另一方殉情。",
    // 004 3L 两姐妹 默契
    sisters_room: "姐妹群：{{seats}}。两{{card}}不能弃票，且必须投同一人，否则各记一张黄牌。",
    wolves_room:
      "狼群：{{seats}}。夜晚在这里统一指杀（{{kill}}），关门后30分钟截止；随时可以发起投降（{{surrender}}）。出局的狼人留在群里，但只能回答投降。",
    by_director: "（导演代投）",
    abstain: "弃权",
    ballot_line: "{{time}} {{seat}}{{proxy}}投票：{{target}}",
    ballot_line_change: "{{time}} {{seat}}{{proxy}}改票：{{target}}",
    // 004 6L 11
    started: "版杀开局：{{board}}（{{n}}人）。身份已私聊发放，请对自己的身份保密。",
    calendar_set: "开局阶段到 {{time}} 第一天开门。",
    day_open: "第{{n}}天开门（讨论帖、投票帖开门），今天 {{time}} 关门。{{rule}}\n投票格式：\n{{obj}}\n{{why}}",
    day_rule_sheriff: "今天的投票选警长：关门时最先获得最高票的角色当选。",
    day_rule_exile: "今天投票放逐：关门时票数最高者出局，平票无人出局；警长1.5票。",
    night_open:
      "第{{n}}天关门，进入第{{n}}夜。夜间技能请在 {{t1}} 前私聊（最晚一项 {{t2}} 截止），下一个白天 09:00 开门。",
    night_wolves: "第{{n}}夜：请在 {{time}} 前统一指杀（{{kill}}）。",
    night_wolf_dm:
      "天黑了：狼群请在 {{time}} 前统一指杀（在狼群发“{{kill}}”，或私聊我“{{kill}}”；每人最后一次提议都指向同一人才有效）。",
    devotion: "{{card}}{{seat}}甘愿牺牲自己，代替深爱的人出局。",
    notice_none: "第{{n}}天公示：昨晚无人出局。",
    notice_deaths: "第{{n}}天公示：昨晚出局的角色（按出局顺序）：{{seats}}。{{devotions}}",
    proxy_prefix: "导演代投：",
    ballot: "{{proxy}}{{seat}}投票：{{target}}。",
    ballot_change: "{{proxy}}{{seat}}改票：{{target}}。",
    // 004 5L
    reminder: "投票提醒：今天 {{time}} 关门，没有投票的玩家记一张黄牌。{{missing}}",
    reminder_missing: "尚未投票：{{seats}}。",
    delayed:
      "导演延期：第{{n}}天改为 {{time}} 关门，夜间技能 {{t1}} 前（最晚一项 {{t2}}）。改票在关门前1小时截止，没有投票仍记黄牌。",
    // 004 6L 潜水
    sped_up:
      "导演提速：第{{n}}天改为 {{time}} 关门，夜间技能 {{t1}} 前（最晚一项 {{t2}}）；加快进程的讨论日不计潜水黄牌。改票仍在关门前1小时截止。",
    closed: "关门：第{{n}}天投票结束。",
    closed_record: "投票记录：\n{{lines}}",
    closed_nobody: "今天没有人投票。",
    tally_item: "{{seat}} {{n}}票",
    tally_none: "无人得票",
    tally_abstain: "；弃权：{{seats}}",
    tally_missing: "；未投票：{{seats}}",
    tally: "统计：{{tally}}{{abstain}}{{missing}}。",
    sheriff_none: "无人得票，本局没有警长。",
    sheriff_elected: "{{seat}}当选警长。",
    badge_gone: "警徽无人继任，本局不再有警长。",
  },
  en: {
    list2: "{{a}}, {{b}}",
    opening:
      'Director {{judge}} opens a room: a forum game ({{board}}, {{n}} players, the "Celebrity Detective" rules, unranked). Send "join" to take a seat; when the table is full, the director sends "{{start}}".',
    calendar:
      "Schedule (local time, Beijing time by default):\n· Every day at 09:00 the discussion and vote posts open, with the previous day's outs and last words; at 21:00 they close and the votes are counted;\n· 19:00 (2 hours before the close): vote reminder; no vote change in the last hour before the close;\n· Night skills ({{guard}}, {{seer}}, {{devotee}}, {{king}}'s charge, the {{wolf}} kill, {{hunter}}) by DM before 21:30; {{witch}} before 22:00;\n· When the directors speed up or delay a day, its close and the night deadlines move with it.",
    intro_start:
      "From the start to 09:00 on day 1 is the opening stage (the {{cupid}} links the lovers, the {{servant}} picks a master); day 1's vote elects the Sheriff, from day 2 the vote exiles.",
    intro_posts:
      "Posts: every message a seated player sends in this group during the game is a post; fewer than 5 posts on a discussion day, or fewer than 10 a day on three discussion days running, costs a yellow card (sped-up days do not count).",
    intro_vote:
      "Vote post (one vote a day, changeable once; no change in the last hour before the close; no vote costs a yellow card):\n{{obj}}\n{{why}}\n(to abstain: {{abstain}}; to change: {{change}} / {{changeWhy}})",
    intro_dm:
      'Night skills, the badge ("{{badge}}"), last words ("{{words}}") and surrender ("{{surrender}}") go to the bot by DM; the werewolves agree on one kill in the wolves\' room ("{{kill}}").',
    intro_directors:
      'Directors (two or more, equal powers; before the start "{{add}}"): {{proxy}} (vote for a seat), {{card}} (a card with its reason), {{speed}} (speed up), {{delay}} (delay), {{lose}} (a camp loses), {{sub}} (substitute). Seats #1 to #{{n}}.',
    card_you: "You are {{seat}}; your role is {{card}} (camp: {{camp}}).",
    camp_later: "follows your lovers or your master, settled after the opening stage",
    card_mates: "Wolves: {{seats}} (the wolves' room is set up).",
    card_vote:
      'Vote with a vote post in the group ("{{obj}}" / "{{why}}"); once out, if you have last words, send me "{{words}}".',
    wolf_joined: "{{seat}} joins the wolves' room.",
    wolf_joined_you: "You are now in the wolves' room (wolves: {{seats}}); from tonight you kill with them.",
    lovers_room: "Lovers' room: {{seats}}. You are lovers: when one goes out, the other dies of heartbreak.",
    sisters_room:
      "Sisters' room: {{seats}}. The two {{card}}s may not abstain and must vote for the same player, or each gets a yellow card.",
    wolves_room:
      'Wolves\' room: {{seats}}. At night agree on one kill here ("{{kill}}": kill #12 / no kill), until 30 minutes after the close; any of you may offer to surrender at any time ("{{surrender}}": surrender / agree / refuse). Out wolves stay in the room but may only answer a surrender.',
    by_director: " (by a director)",
    abstain: "abstain",
    ballot_line: "{{time}} {{seat}}{{proxy}} votes: {{target}}",
    ballot_line_change: "{{time}} {{seat}}{{proxy}} changes to: {{target}}",
    started: "Forum game starts: {{board}} ({{n}} players). Roles have been sent by DM; keep yours secret.",
    calendar_set: "Opening stage until {{time}}, when day 1 opens.",
    day_open:
      "Day {{n}} opens (discussion and vote posts are open); today closes at {{time}}. {{rule}}\nVote format:\n{{obj}}\n{{why}}",
    day_rule_sheriff:
      "Today's vote elects the Sheriff: at the close, the first player to reach the highest count wins.",
    day_rule_exile:
      "Today's vote is an exile vote: at the close the player with the most votes goes out, a tie exiles nobody; the Sheriff's vote counts 1.5.",
    night_open:
      "Day {{n}} closes; Night {{n}} begins. Send night skills by DM before {{t1}} (the last one by {{t2}}); the next day opens at 09:00.",
    night_wolves: 'Night {{n}}: agree on one kill before {{time}} ("{{kill}}").',
    night_wolf_dm:
      'Night falls: the wolves agree on one kill before {{time}} (send "{{kill}}" in the wolves\' room, or "{{kill}}" to me by DM; it counts when everyone\'s last proposal names the same player).',
    devotion: " The {{card}} {{seat}} gave their life in place of the one they love.",
    notice_none: "Day {{n}} notice: nobody went out last night.",
    notice_deaths: "Day {{n}} notice: out last night (in order): {{seats}}.{{devotions}}",
    proxy_prefix: "By a director: ",
    ballot: "{{proxy}}{{seat}} votes: {{target}}.",
    ballot_change: "{{proxy}}{{seat}} changes the vote to: {{target}}.",
    reminder: "Vote reminder: today closes at {{time}}; a player who has not voted gets a yellow card.{{missing}}",
    reminder_missing: " Not voted yet: {{seats}}.",
    delayed:
      "Directors' delay: Day {{n}} now closes at {{time}}, night skills before {{t1}} (the last one by {{t2}}). Vote changes end 1 hour before the close; no vote still costs a yellow card.",
    sped_up:
      "Directors' speed-up: Day {{n}} now closes at {{time}}, night skills before {{t1}} (the last one by {{t2}}); a sped-up day costs no yellow card for few posts. Vote changes still end 1 hour before the close.",
    closed: "Closed: the vote of Day {{n}} is over.",
    closed_record: "Ballots:\n{{lines}}",
    closed_nobody: "Nobody voted today.",
    tally_item: "{{seat}} ({{n}})",
    tally_none: "no votes",
    tally_abstain: "; abstained: {{seats}}",
    tally_missing: "; did not vote: {{seats}}",
    tally: "Count: {{tally}}{{abstain}}{{missing}}.",
    sheriff_none: "Nobody got a vote: this game has no Sheriff.",
    sheriff_elected: "{{seat}} is elected Sheriff.",
    badge_gone: "Nobody takes over the badge: this game has no Sheriff from now on.",
  },
});
