/**
 * The chat grammar's answers to a command with a bad argument (`src/chat/grammar-read.ts`,
 * `grammar-boards.ts`, `grammar-season.ts`): what could not be read and what to type instead.
 * `{{cmd}}`, `{{example}}`, `{{a}}`… are commands as players type them: 简体 as typed (繁體 converted),
 * in English the English words where the grammar reads them (`vote 3`, `check 3`, `开房 classic
 * 444-idiot`), else the Chinese command, always in quotes there. `{{value}}` is a short excerpt of
 * what the player typed.
 */
import { book } from "./book.ts";

export const GRAMMAR = book({
  "zh-Hans": {
    // An example command, and one with its alternatives (`守3号（或 空守）`).
    example: "{{cmd}}",
    example_or: "{{cmd}}（或 {{alts}}）",
    or_sep: " / ",
    and_sep: "、",
    seconds: "延时要在1秒到600秒之间，例如：{{a}}、{{b}}",
    correct_missing: "请写要更正的座位号和指令，例如：{{cmd}}",
    correct_unreadable: "座位号「{{value}}」看不懂，请写1到99之间的座位号，例如：{{cmd}}",
    correct_what: "请写要把{{seat}}更正成的指令，例如：{{cmd}}",
    link_two: "请写两个座位号，例如：{{cmd}}",
    link_cupid: "{{card}}要连两个座位号，例如：{{cmd}}（可以连自己）",
    foretell_like: "例如：{{cmd}}",
    foretell_missing: "请写座位号和预测的死亡人数，例如：{{cmd}}（{{deaths}}），或 {{none}}",
    foretell_deaths: "平安夜/单死/双死/三死",
    pick_card: "请写底牌的身份名，例如：{{a}}、{{b}}",
    seat_missing: "请写座位号，例如：{{example}}",
    seat_unreadable: "座位号「{{value}}」看不懂，请写1到99之间的一个座位号，例如：{{example}}",
    // `开房` / `开赛` without a board, or with one the ruleset does not play.
    open_bare: "请写配置，例如：{{a}}（排位赛），{{b}}，{{c}}。可选（{{lists}}）",
    open_match_bare: "请写配置，例如：{{cmd}}（五局一场比赛）。{{ruleset}}规则可选：{{boards}}",
    open_not_played: "{{ruleset}}规则不玩{{board}}。{{ruleset}}规则可选：{{boards}}。例如：{{cmd}}",
    open_no_such: "{{ruleset}}规则没有「{{value}}」这个配置。{{ruleset}}规则可选：{{boards}}。例如：{{cmd}}",
    open_which: "请写{{ruleset}}规则的配置。{{ruleset}}规则可选：{{boards}}。例如：{{cmd}}",
    open_unknown: "没有「{{value}}」这个配置。请写规则和配置，例如：{{cmd}}。可选（{{lists}}）",
    ruleset_boards: "{{ruleset}}：{{boards}}",
    rulesets_sep: "；",
    // Season commands by DM (appeals, offences, bans).
    dismiss_what: "请写申诉编号和驳回理由，例如：{{cmd}}",
    appeal_example: "{{cmd}}（对局编号见赛后积分帖，也可写“{{last}}”）",
    appeal_what: "请写对局编号和申诉理由，例如：{{example}}",
    appeal_ref: "对局编号“{{value}}”看不懂：请写赛后积分帖里的8位对局编号，或“{{last}}”。例如：{{example}}",
    appeal_reason: "请写申诉理由（手册§二：申诉需要有理有据），例如：{{example}}",
    offence_what: "请写对局、座位号和违规（{{a}} / {{b}}），例如：{{example}}",
    offence_example: "{{a}}（手册§九6），或：{{b}}（手册§九1）",
    ban_example: "{{a}}，或：{{b}}",
    ban_what: "请写玩家、禁赛时长（如{{days}}、{{ever}}）和原因，例如：{{example}}",
    ban_reason: "请写禁赛原因，例如：{{example}}",
    lift_what: "请写禁赛编号（或玩家ID）和解除原因，例如：{{cmd}}",
  },
  en: {
    example: '"{{cmd}}"',
    example_or: '"{{cmd}}" (or {{alts}})',
    or_sep: " or ",
    and_sep: " or ",
    seconds: 'A delay is 1 to 600 seconds, e.g. "{{a}}" or "{{b}}".',
    correct_missing: 'Write the seat to correct and the command, e.g. "{{cmd}}".',
    correct_unreadable: 'Seat "{{value}}" cannot be read: write a seat from 1 to 99, e.g. "{{cmd}}".',
    correct_what: 'Write the command to put in place of {{seat}}\'s, e.g. "{{cmd}}".',
    link_two: 'Write two seat numbers, e.g. "{{cmd}}".',
    link_cupid: '{{card}} links two seats, e.g. "{{cmd}}" (you may link yourself).',
    foretell_like: 'Write it like "{{cmd}}".',
    foretell_missing: 'Write a seat and how many deaths you foresee, e.g. "{{cmd}}" ({{deaths}}), or "{{none}}".',
    foretell_deaths: "seat #3, two deaths; 0 to 3 deaths",
    pick_card: 'Write the name of a bottom card, e.g. "{{a}}" or "{{b}}".',
    seat_missing: "Write a seat number, e.g. {{example}}.",
    seat_unreadable: 'Seat "{{value}}" cannot be read: write one seat from 1 to 99, e.g. {{example}}.',
    open_bare: 'Name a board, e.g. "{{a}}" (ranked), "{{b}}" or "{{c}}". Boards: {{lists}}.',
    open_match_bare: 'Name a board, e.g. "{{cmd}}" (a match of five games). The {{ruleset}} rules play: {{boards}}.',
    open_not_played:
      'The {{ruleset}} rules do not play {{board}}. The {{ruleset}} rules play: {{boards}}. E.g. "{{cmd}}".',
    open_no_such:
      'The {{ruleset}} rules have no board "{{value}}". The {{ruleset}} rules play: {{boards}}. E.g. "{{cmd}}".',
    open_which: 'Name a board of the {{ruleset}} rules. The {{ruleset}} rules play: {{boards}}. E.g. "{{cmd}}".',
    open_unknown: 'There is no board "{{value}}". Name the rules and the board, e.g. "{{cmd}}". Boards: {{lists}}.',
    ruleset_boards: "{{ruleset}}: {{boards}}",
    rulesets_sep: "; ",
    dismiss_what: 'Write the appeal\'s id and why it is dismissed, e.g. "{{cmd}}".',
    appeal_example: '"{{cmd}}" (the game\'s id is in the score post after the game; "{{last}}" names your last game)',
    appeal_what: "Write the game's id and the reason of your appeal, e.g. {{example}}.",
    appeal_ref:
      'The game\'s id "{{value}}" cannot be read: write the 8-character id from the score post after the game, or "{{last}}". E.g. {{example}}.',
    appeal_reason: "Write the reason of your appeal (an appeal must give its grounds), e.g. {{example}}.",
    offence_what: 'Write the game, the seat and the offence ("{{a}}" or "{{b}}"), e.g. {{example}}.',
    offence_example: '"{{a}}" (showing a role card) or "{{b}}" (outside information)',
    ban_example: '"{{a}}" or "{{b}}"',
    ban_what:
      'Write the player, the length of the ban (like "{{days}}" or "{{ever}}") and the reason, e.g. {{example}}.',
    ban_reason: "Write the reason of the ban, e.g. {{example}}.",
    lift_what: "Write the ban's id (or the player's id) and why it is lifted, e.g. \"{{cmd}}\".",
  },
});
