/**
 * The season's refusals and appeals (issue 23): why a ruling, an offence report, a ban, a lift or an
 * appeal is refused (SeasonError, src/app/season.ts and season-appeals.ts), and the DMs an appeal
 * sends (its notice to the inspector and the organisers, its dismissal to the filer). The 简体 cites
 * the handbook where it always did; English names no clause. Commands players type stay in 简体
 * (`{{cmd}}`), glossed in English.
 */
import { book } from "./book.ts";

export const DISCIPLINE = book({
  "zh-Hans": {
    // rulings and offence reports
    no_result_any: "这局没有排位结果（未结束、没有绑定玩家，或不是本系统记录的对局）",
    no_seat: "没有{{seat}}座位",
    need_ruling_reason: "请写裁决的理由",
    offence_not_ranked: "对局{{game}}是{{ruleset}}规则，不计排位积分：违规只在排位赛记入赛季（手册§九）。",
    no_result: "这局没有排位结果（没有绑定玩家，或还没结束）",
    game_no_seat: "对局{{game}}没有{{seat}}座位",
    offence_twice: "对局{{game}}的{{seat}}已经记录过{{offence}}（每局每类只记一次）",
    offence_ruled: "判定{{seat}}{{offence}}",
    no_void: "这局没有作废记录",
    // bans
    need_ban_reason: "请写禁赛原因",
    ban_end_past: "禁赛结束时间必须晚于现在",
    need_lift_reason: "请写解除禁赛的原因",
    ban_ambiguous: "“{{ref}}”对应多条禁赛（{{ids}}）：请写更长的禁赛编号，或玩家ID。",
    ban_automatic:
      "这是手册§九6的自动禁赛（对局{{game}}的晒身份牌判罚）：要撤销，请组委会对该局裁决、去掉这项违规（{{route}}）。",
    no_ban: "没有生效中的禁赛“{{ref}}”：请写禁赛编号（封禁列表里的前8位）或玩家ID。",
    players_ambiguous: "有{{n}}个玩家叫“{{ref}}”：请写玩家ID（{{ids}}）。",
    no_player: "找不到玩家“{{ref}}”：请写玩家ID或群昵称，或写“{{form}}”，例如：{{example}}。",
    // appeals (000 §二)
    no_last_game: "你还没有已结束的对局（{{last}}）：请写对局编号。",
    no_game: "没有编号为“{{ref}}”的对局：对局编号是赛后积分帖里的8位编号，也可以写“{{last}}”。",
    game_ambiguous: "编号“{{ref}}”对应多局，请写完整的8位对局编号。",
    still_running: "对局{{game}}还在进行中：申诉要在游戏结束后提出（手册§二）。",
    appeal_not_ranked:
      "对局{{game}}是{{ruleset}}规则，不计排位积分，没有赛季申诉（手册§二只管排位赛）：有异议请直接找本局法官。",
    appeal_not_yours: "你不是对局{{game}}的玩家或法官，不能对它申诉（手册§二）。",
    appeal_late: "对局{{game}}在{{ended}}（北京时间）结束，已过了赛后{{hours}}的申诉期限（手册§二）。",
    appeal_need_reason: "请写申诉理由，例如：{{example}}（手册§二：申诉需要有理有据）。",
    appeal_pending: "你对对局{{game}}的申诉（编号{{id}}）还在处理中，不用再发。",
    the_judge: "本局法官",
    seat_who: "{{seat}}（{{name}}）",
    appeal_notice:
      "【申诉】对局{{game}}（{{board}}），{{who}}申诉（编号{{id}}）：{{reason}}\n完整记录：{{link}}；裁决：{{route}}；驳回：私聊“{{cmd}}”。",
    need_dismiss_reason: "请写驳回理由",
    appeal_ambiguous: "编号“{{ref}}”对应多条申诉，请写完整编号。",
    no_appeal: "没有待处理的申诉“{{ref}}”：私聊“{{cmd}}”查看编号。",
    appeal_dismissed: "你对对局{{game}}的申诉（编号{{id}}）被组委会驳回：{{reason}}（手册§二）。",
    // the staff desk's refusals (000 §二, §三1, §九)
    organiser_only: "只有组委会成员（认证的 organiser）可以使用这条指令。",
    offence_not_judge: "只有对局{{game}}的法官（或组委会）可以判定这局的违规（手册§九）。",
    offence_casual: "对局{{game}}是娱乐局，不计排位，违规判罚只用于排位局（手册§三1）。",
    offence_running: "对局{{game}}还在进行中：赛后再判定违规；对局中请用法官指令（{{warn}} / {{eject}}）。",
    offence_late: "对局{{game}}已过赛后申诉期限，违规判定请交组委会处理。",
    game_no_player: "对局{{game}}没有{{seat}}玩家。",
  },
  en: {
    no_result_any: "This game has no ranked result (not over, players not bound, or not a game this system recorded).",
    no_seat: "There is no seat {{seat}}.",
    need_ruling_reason: "Please give the ruling's reason.",
    offence_not_ranked:
      "Game {{game}} was played under {{ruleset}} rules and scores no ranking points: offences count in the season only in ranked games.",
    no_result: "This game has no ranked result (players not bound, or not over yet).",
    game_no_seat: "Game {{game}} has no seat {{seat}}.",
    offence_twice: "{{seat}} of game {{game}} already has {{offence}} on record (once per kind per game).",
    offence_ruled: "{{seat}} ruled for {{offence}}",
    no_void: "This game has no void on record.",
    need_ban_reason: "Please give the ban's reason.",
    ban_end_past: "The ban must end in the future.",
    need_lift_reason: "Please give the reason for lifting the ban.",
    ban_ambiguous: '"{{ref}}" matches several bans ({{ids}}): write a longer ban number, or the player ID.',
    ban_automatic:
      "This is an automatic ban (for showing a role card in game {{game}}): to undo it, the organisers rule on that game and remove the offence ({{route}}).",
    no_ban:
      'No ban "{{ref}}" is in force: write the ban number (the first 8 characters in the ban list) or the player ID.',
    players_ambiguous: '{{n}} players are called "{{ref}}": write the player ID ({{ids}}).',
    no_player:
      'No player "{{ref}}": write the player ID or group nickname, or "{{form}}" (game number and seat), e.g. "{{example}}".',
    no_last_game: 'You have no finished game yet ("{{last}}", the last game): write the game number.',
    no_game:
      'No game numbered "{{ref}}": the game number is the 8-character number in the points post after the game; "{{last}}" (the last game) also works.',
    game_ambiguous: 'Number "{{ref}}" matches several games: write the full 8-character game number.',
    still_running: "Game {{game}} is still in play: an appeal is made after the game ends.",
    appeal_not_ranked:
      "Game {{game}} was played under {{ruleset}} rules and scores no ranking points, so there is no season appeal: talk to the game's judge directly.",
    appeal_not_yours: "You were neither a player nor the judge of game {{game}}, so you cannot appeal it.",
    appeal_late: "Game {{game}} ended at {{ended}} (Beijing time): the {{hours}} appeal window after the game is over.",
    appeal_need_reason: 'Please give a reason for the appeal, e.g. "{{example}}" (an appeal needs grounds).',
    appeal_pending: "Your appeal on game {{game}} (no. {{id}}) is still being handled: no need to send it again.",
    the_judge: "the game's judge",
    seat_who: "{{seat}} ({{name}})",
    appeal_notice:
      '[Appeal] Game {{game}} ({{board}}): {{who}} appeals (no. {{id}}): {{reason}}\nFull record: {{link}}; to rule: {{route}}; to dismiss, DM "{{cmd}}" (dismiss appeal, with the reason).',
    need_dismiss_reason: "Please give the reason for dismissing.",
    appeal_ambiguous: 'Number "{{ref}}" matches several appeals: write the full number.',
    no_appeal: 'No open appeal "{{ref}}": DM "{{cmd}}" (appeal list) to see the numbers.',
    appeal_dismissed: "Your appeal on game {{game}} (no. {{id}}) was dismissed by the organisers: {{reason}}.",
    organiser_only: "Only a member of the organising committee (a certified organiser) may use this command.",
    offence_not_judge: "Only the judge of game {{game}} (or the organisers) may rule on its offences.",
    offence_casual: "Game {{game}} is a casual game, not ranked: offences are ruled only in ranked games.",
    offence_running:
      'Game {{game}} is still in play: rule on offences after the game; during it, use the judge\'s commands ("{{warn}}" / "{{eject}}").',
    offence_late: "Game {{game}} is past its appeal window: leave the offence to the organisers.",
    game_no_player: "Game {{game}} has no player at {{seat}}.",
  },
  // OpenCC reads 只管 as the measure word (隻管).
  "zh-Hant": {
    appeal_not_ranked:
      "對局{{game}}是{{ruleset}}規則，不計排位積分，沒有賽季申訴（手冊§二只管排位賽）：有異議請直接找本局法官。",
  },
});
