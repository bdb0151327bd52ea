/**
 * forum-hk's posts in the thread (seed 002 公示/通知, 投票, 判罚制度; `voice/families/forum-hk/narrate-thread.ts`):
 * the opening post and its calendar, the stage posts, the outs, the close's notices, the cards, the
 * directors' moves and the end post. Times are `HH:MM` (or a date phrase) given as arguments; typed
 * commands (`投票 12号`) are arguments too, quoted in English.
 */
import { book } from "./book.ts";

export const HK_THREAD = book({
  "zh-Hans": {
    board_core: "固定板（14张固定身份）",
    board_draw: "抽卡板（狼人4、验人系1、强神3、弱神4、三方1、不定1，从60张卡池抽取）",
    board_custom: "自定义配置",
    head: "空洞骑士版杀开局：{{board}}，{{n}}人。身份已私聊发放，请对自己的身份保密。",
    sched: "日程（当地时间）：",
    sched_start:
      "· 开局阶段：现在到 {{close}}，开局技能请在此前私聊我；随后是第一个黄昏（不投票），{{nightfall}} 入夜。",
    sched_night:
      "· 夜晚：{{nightfall}} 起私聊夜间技能——早夜、午夜技能 {{a}} 前，深夜技能 {{b}} 前，凌晨技能 {{c}} 前；{{res}} 夜晚结算。",
    sched_dawn: "· 晨曦：{{res}}–{{window}} 出局后可发动的技能，之后到次日 09:00 私聊遗言。",
    sched_noon:
      "· 正午：每天 09:00 开门，公示前一晚出局名单（按出局顺序）和遗言；09:00 起投票、发动白天技能，20:00 后不能改票、白天技能截止。",
    sched_dusk:
      "· 黄昏：21:00 关门，只公布最高票（不公布票数），未投票记黄牌；关门后10分钟内出局后可发动的技能，20分钟时公示黄昏出局名单，然后入夜。",
    day1_weekend: "第1天 {{open}} 开门，是周末讨论日：延长一天，{{close}} 才关门。",
    day1: "第1天 {{open}} 开门。",
    sched_vote:
      "投票：09:00 开门后在本群即讨论帖里发“{{vote}}”（也可写“{{vote2}}”），弃权发“{{pass}}”，每天可改票一次（“{{change}}”）。技能一律私聊我，格式见身份私聊。",
    dusk: "第{{n}}天关门（{{close}}），进入黄昏：出局后可发动技能的角色请在 {{window}} 前私聊我；{{nightfall}} 公示黄昏出局名单，随后入夜。",
    night:
      "{{label}}开始（{{at}}）。夜间技能请私聊我：早夜、午夜技能 {{a}} 前，深夜技能 {{b}} 前，凌晨技能 {{c}} 前；{{res}} 夜晚结算，结果按时私聊通知，出局名单在下一个白天 09:00 开门时公示。",
    night_again:
      "{{label}}重新开始（{{at}}）。夜间技能请私聊我：早夜、午夜技能 {{a}} 前，深夜技能 {{b}} 前，凌晨技能 {{c}} 前；{{res}} 夜晚结算，结果按时私聊通知，出局名单在下一个白天 09:00 开门时公示。",
    noon_sun:
      "第{{n}}天正午（日不落）：第一轮现在开始，所有存活角色投票和发动白天技能，14:00 后不能改票，15:00 计票只公布最高票；太阳在 15:00–20:00 指定最多场上存活人数一半的角色，第二轮只有他们可以发言和投票；白天技能到 20:00；21:00 关门按第二轮放逐。",
    noon: "第{{n}}天正午：现在起可以投票和发动白天技能；{{end}} 后不能改票、白天技能截止；{{close}} 关门统计投票。",
    noon_weekend:
      "第{{n}}天正午（周末讨论日，延长一天）：现在起可以投票，票一直有效到 {{close}} 关门统计；今晚 21:00 不关门、不入夜，明早 09:00 也不另行公示。白天技能今天 09:00–21:00、明天 09:00 起到 {{end}} 可用；{{endDate}} 后不能改票。",
    outs_noon: "正午出局：{{seats}}。",
    outs_dusk_none: "{{day}}黄昏无人出局。",
    outs_dusk: "{{day}}黄昏出局名单（按出局顺序）：\n[投票出局] {{exiled}}\n[其他原因] {{other}}",
    outs_open_none: "{{day}}开门：昨晚无人出局。",
    outs_open: "{{day}}开门：昨晚和晨曦出局的角色（按出局顺序）：{{seats}}。",
    round1: "{{day}}第一轮",
    round2: "{{day}}第二轮",
    top_first: "{{day}}投票结果：最高票是{{seat}}（第一轮只公布，不出局）。",
    top: "{{day}}投票结果：最高票是{{seat}}。",
    tie_first: "{{day}}投票结果：平票，第一轮不出局。",
    tie: "{{day}}投票结果：平票，无人被投票出局。",
    no_top_first: "{{day}}投票结果：无人得票，第一轮不出局。",
    no_top: "{{day}}投票结果：无人得票，无人被投票出局。",
    peaceful_day: "{{day}}投票结果：平安日，无人被投票出局。",
    sun_never_sets:
      "日不落：太阳出局，今天正午分两轮。第一轮 09:00–15:00 所有存活角色照常投票（14:00 后不能改票），15:00 只公布最高票、不出局；第二轮 15:00–21:00 只有太阳指定的角色可以发言和投票（20:00 后不能改票），21:00 关门按第二轮的结果放逐。",
    speakers: "太阳指定发言：{{seats}}。第二轮只有他们可以发言和投票。",
    speakers_none: "太阳没有指定任何角色：第二轮无人发言、无人投票。",
    vote_cancelled: "今天的投票取消：关门时不计票，未投票也不记黄牌。",
    flip: "{{seat}}翻牌：{{card}}。",
    roar: "熊咆哮了。",
    slandered: "{{seat}}被诽谤。",
    torrent: "命运洪流不可阻挡。",
    rewind_night:
      "时光回溯：游戏回到这一夜天黑之前，这一夜推迟一小时重新进行（{{at}} 重新入夜），夜晚技能请到时重新提交。",
    rewind_night_bare:
      "时光回溯：游戏回到这一夜天黑之前，这一夜推迟一小时重新进行（重新入夜），夜晚技能请到时重新提交。",
    rewind_day: "时光回溯：游戏回到今天计票之前，这次投票结果作废，改为另一名角色被放逐，见黄昏出局名单。",
    no_ballot: "{{seat}}今天没有投票，{{colour}}。",
    up_red: "{{seat}}累计三张黄牌，升级为红牌。",
    up_yellow: "{{seat}}累计三张蓝牌，升级为一张黄牌。",
    up_other: "{{seat}}累计三张{{colour}}。",
    red_waits: "{{seat}}红牌罚下：今天黄昏投票结算后出局，在此之前不能投票、改票或发动技能。",
    red_out: "{{seat}}红牌罚下出局，没有遗言。",
    red_dead: "{{seat}}已出局，红牌照常记录。",
    end_void: "本局作废。",
    end_won: "游戏结束：{{camp}}获胜。",
    end_none: "游戏结束：未分胜负。",
    end_roles: "身份公示：",
    end_role: "{{seat}} {{card}}（{{camp}}）",
    end_role_out: "{{seat}} {{card}}（{{camp}}） 出局",
    end_cards: "判罚：{{list}}",
    seat_cards: "{{seat}} {{colours}}",
    delay:
      "导演延期：第{{n}}天改为 {{close}} 关门。票继续有效，{{end}} 前可以改票；白天技能每天 09:00–21:00 可用，关门当天到 {{end}}。黄昏和夜晚随之顺延（{{nightfall}} 入夜，{{res}} 夜晚结算）。",
    speed:
      "导演提速：第{{n}}天改为 {{close}} 关门。从现在起不能改票，未投票也不记黄牌；黄昏和夜晚随之提前（{{nightfall}} 入夜，{{res}} 夜晚结算）。",
    proxy_pass: "导演代投：{{seat}}弃权。",
    proxy_vote: "导演代投：{{seat}}投票给{{target}}。",
    judge_card: "导演判罚：{{seat}}{{colour}}。",
    judge_card_why: "导演判罚：{{seat}}{{colour}}。理由：{{reason}}",
    substituted: "{{seat}}由替补玩家接替。",
  },
  en: {
    board_core: "fixed board (14 fixed cards)",
    board_draw:
      "draw board (4 werewolves, 1 investigator, 3 strong gods, 4 weak gods, 1 third party, 1 undetermined, drawn from a pool of 60 cards)",
    board_custom: "custom set-up",
    head: "Hollow Knight werewolf begins: {{board}}, {{n}} players. Every card has been sent by private message; keep yours secret.",
    sched: "Schedule (local time):",
    sched_start:
      "· Opening: from now until {{close}}; send opening skills to me privately before then. Then comes the first dusk (no vote); night falls at {{nightfall}}.",
    sched_night:
      "· Night: from {{nightfall}}, send night skills privately — early- and mid-night skills before {{a}}, deep-night skills before {{b}}, small-hours skills before {{c}}; the night resolves at {{res}}.",
    sched_dawn:
      "· Dawn: {{res}}–{{window}} for skills usable once out; after that, last words by private message until 09:00 the next day.",
    sched_noon:
      "· Noon: the doors open at 09:00 every day with the night's outs (in order of going out) and their last words; voting and day skills run from 09:00; from 20:00 no vote changes and no day skills.",
    sched_dusk:
      "· Dusk: the doors close at 21:00; only the top vote is announced (never the counts) and a seat that did not vote gets a yellow card; skills usable once out run for 10 minutes after the close, the dusk outs are posted at 20 minutes, then night falls.",
    day1_weekend:
      "Day 1 opens {{open}}. It is a weekend discussion day, one day longer: the doors close only {{close}}.",
    day1: "Day 1 opens {{open}}.",
    sched_vote:
      'Voting: after the doors open at 09:00, post "{{vote}}" in this group (the discussion thread) to vote for #12 (or "{{vote2}}"); to abstain, post "{{pass}}"; you may change your vote once a day ("{{change}}"). Send every skill to me privately; the formats are in your card message.',
    dusk: "Day {{n}} closes ({{close}}); dusk begins. If your card has a skill usable once out, message me before {{window}}. The dusk outs are posted at {{nightfall}}, then night falls.",
    night:
      "{{label}} begins ({{at}}). Send night skills to me privately: early- and mid-night skills before {{a}}, deep-night skills before {{b}}, small-hours skills before {{c}}. The night resolves at {{res}}; results come by private message in time, and the outs are posted when the doors open at 09:00 the next day.",
    night_again:
      "{{label}} begins again ({{at}}). Send night skills to me privately: early- and mid-night skills before {{a}}, deep-night skills before {{b}}, small-hours skills before {{c}}. The night resolves at {{res}}; results come by private message in time, and the outs are posted when the doors open at 09:00 the next day.",
    noon_sun:
      "Day {{n}}, noon (the sun never sets): round 1 starts now; every living card votes and may use day skills, no vote changes after 14:00, and at 15:00 only the top vote is announced. From 15:00 to 20:00 the Sun names at most half the living cards; only they speak and vote in round 2. Day skills until 20:00; at 21:00 the doors close and round 2 exiles.",
    noon: "Day {{n}}, noon: voting and day skills are open from now; from {{end}} no vote changes and no day skills; the doors close at {{close}} for the count.",
    noon_weekend:
      "Day {{n}}, noon (weekend discussion day, one day longer): voting is open from now, and ballots stand until the doors close for the count {{close}}. Tonight at 21:00 the doors do not close and night does not fall; nothing is posted at 09:00 tomorrow. Day skills today 09:00–21:00 and tomorrow from 09:00 until {{end}}; no vote changes after {{endDate}}.",
    outs_noon: "Out at noon: {{seats}}.",
    outs_dusk_none: "{{day}}, dusk: nobody is out.",
    outs_dusk: "{{day}}, dusk outs (in order of going out):\n[voted out] {{exiled}}\n[other causes] {{other}}",
    outs_open_none: "{{day}}, the doors open: nobody went out last night.",
    outs_open: "{{day}}, the doors open. Out last night and at dawn (in order of going out): {{seats}}.",
    round1: "{{day}}, round 1",
    round2: "{{day}}, round 2",
    top_first: "{{day}} vote: {{seat}} has the most votes (round 1 only announces it; nobody goes out).",
    top: "{{day}} vote: {{seat}} has the most votes.",
    tie_first: "{{day}} vote: a tie; nobody goes out in round 1.",
    tie: "{{day}} vote: a tie; nobody is voted out.",
    no_top_first: "{{day}} vote: no votes; nobody goes out in round 1.",
    no_top: "{{day}} vote: no votes; nobody is voted out.",
    peaceful_day: "{{day}} vote: a peaceful day; nobody is voted out.",
    sun_never_sets:
      "The sun never sets: the Sun is out, and today's noon has two rounds. Round 1, 09:00–15:00: every living card votes as usual (no vote changes after 14:00); at 15:00 only the top vote is announced, nobody goes out. Round 2, 15:00–21:00: only the cards the Sun names speak and vote (no vote changes after 20:00); at 21:00 the doors close and round 2's result exiles.",
    speakers: "The Sun names the speakers: {{seats}}. Only they speak and vote in round 2.",
    speakers_none: "The Sun named nobody: in round 2 nobody speaks and nobody votes.",
    vote_cancelled: "Today's vote is cancelled: no count at the close, and no yellow card for not voting.",
    flip: "{{seat}} flips: {{card}}.",
    roar: "The bear roared.",
    slandered: "{{seat}} is slandered.",
    torrent: "The torrent of fate cannot be stopped.",
    rewind_night:
      "Time rewinds: the game goes back to before this night fell; the night is played again one hour later (night falls again at {{at}}). Send your night skills again then.",
    rewind_night_bare:
      "Time rewinds: the game goes back to before this night fell; the night is played again one hour later. Send your night skills again then.",
    rewind_day:
      "Time rewinds: the game goes back to before today's count; this vote's result is void and another card is exiled instead — see the dusk outs.",
    no_ballot: "{{seat}} did not vote today: {{colour}}.",
    up_red: "{{seat}} has three yellow cards: upgraded to a red card.",
    up_yellow: "{{seat}} has three blue cards: upgraded to one yellow card.",
    up_other: "{{seat}} has three of: {{colour}}.",
    red_waits:
      "{{seat}} is sent off with a red card: out after today's dusk count, and until then may not vote, change a vote or use skills.",
    red_out: "{{seat}} is sent off with a red card and is out, without last words.",
    red_dead: "{{seat}} is already out; the red card is recorded all the same.",
    end_void: "This game is void.",
    end_won: "Game over. Winner: {{camp}}.",
    end_none: "Game over: no winner.",
    end_roles: "The cards:",
    end_role: "{{seat}} {{card}} ({{camp}})",
    end_role_out: "{{seat}} {{card}} ({{camp}}), out",
    end_cards: "Cards given: {{list}}",
    seat_cards: "{{seat}} {{colours}}",
    delay:
      "The directors extend: Day {{n}} now closes {{close}}. Ballots stand, and may be changed until {{end}}; day skills run 09:00–21:00 each day, and until {{end}} on the closing day. Dusk and night move later with it (night falls at {{nightfall}}, the night resolves at {{res}}).",
    speed:
      "The directors speed up: Day {{n}} now closes at {{close}}. From now on no vote changes, and no yellow card for not voting; dusk and night move earlier with it (night falls at {{nightfall}}, the night resolves at {{res}}).",
    proxy_pass: "Directors' proxy: {{seat}} abstains.",
    proxy_vote: "Directors' proxy: {{seat}} votes for {{target}}.",
    judge_card: "The directors rule: {{seat}} gets a {{colour}}.",
    judge_card_why: "The directors rule: {{seat}} gets a {{colour}}. Reason: {{reason}}",
    substituted: "{{seat}} is taken over by a substitute player.",
  },
});
