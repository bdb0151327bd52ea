/**
 * forum-25's grammar replies (seed 004): what is wrong with a vote post, a director's command or a
 * player's DM, and how to write it. The words players type are arguments (`{{example}}`: `警徽 12`),
 * shown quoted as typed in English.
 */
import { book } from "./book.ts";

export const F25_GRAMMAR = book({
  "zh-Hans": {
    // 004 5L: 格式有误的投票算作废票
    bad_post: "投票格式有误，这一帖不算投票。{{why}}\n格式：\n{{format}}",
    vote_format: "{{obj}}\n{{why}}\n（弃权写“{{abstain}}”；改票写“{{change}}”和“{{changeWhy}}”）",
    loose: "第{{line}}行应写“{{example}}”（“{{verb}}”后面少了“{{word}}”两个字）。",
    reason_alone: "第{{line}}行写了{{reasonWord}}，但这一帖没有“{{obj}}”一行，请写在理由的上一行。",
    two_objects: "一帖只能投一票：第{{a}}行和第{{b}}行都写了投票（改票）对象，请只留一个。",
    no_colon: "第{{line}}行少了冒号，应写“{{example}}”。",
    two_reasons: "第{{line}}行又写了一遍理由：一帖只写一行“{{example}}”。",
    target_empty: "第{{line}}行没有写{{objWord}}：请写座位号（如 12 或 12号），或“{{abstain}}”。",
    target_range:
      "第{{line}}行的{{objWord}}{{value}}不在1到{{n}}号之间：请写座位号（如 12 或 12号），或“{{abstain}}”。",
    target_unreadable: "第{{line}}行的{{objWord}}{{value}}看不懂：请写座位号（如 12 或 12号），或“{{abstain}}”。",
    // 004 5L 投票规则: 明确说明投票对象和投票理由
    no_reason:
      "缺少“{{example}}”：请在第{{line}}行“{{objWord}}”的下一行写明理由（投票帖要写明{{objWord}}和{{reasonWord}}）。",
    wrong_reason: "第{{line}}行应写“{{example}}”（{{objWord}}配{{reasonWord}}，你写的是{{wrongWord}}）。",
    reason_not_next: "{{reasonWord}}要紧接在第{{line}}行“{{objWord}}”的下一行。",
    reason_empty: "第{{line}}行的{{reasonWord}}是空的：请写明理由（弃权也要写理由）。",
    too_long:
      "这一帖有{{chars}}个字，超过{{max}}字，投票只读前{{max}}字，第{{line}}行的投票没有读到：请把“{{obj}}”和“{{why}}”两行写在帖子开头，或单独发一帖投票。",
    proxy_two: "代投要写投票人和投票对象两个座位号，例如：{{a}}（或 {{b}}）",
    proxy_voter: "投票人{{value}}看不懂，例如：{{a}}（或 {{b}}）",
    proxy_target: "投票对象{{value}}看不懂，例如：{{a}}（或 {{b}}）",
    card_seat: "请写座位号和理由，例如：{{example}}",
    card_reason: "{{verb}}要写明理由（会公示并记入对局记录），例如：{{example}}",
    speed_time: "请写今天新的关门时间，例如：{{example}}（要晚于现在、早于原定关门时间）",
    delay_time: "请写今天新的关门时间，例如：{{example}}（要晚于原定关门时间，最晚 22:59）",
    lose_camp: "请写判负的阵营：{{a}} 或 {{b}}（可在后面写理由）",
    add_who: "请@要加的导演，例如：{{example}}（也可以写他的账号编号，让他私聊我“{{cmd}}”获取）",
    sub_seat: "请写被替补的座位号和替补的人，例如：{{example}}（也可以写替补的账号编号）",
    sub_who: "请@替补的人，例如：{{example}}（也可以写替补的账号编号）",
    words_empty: "请把遗言写在“{{verb}}”后面，例如：{{example}}",
    no_tearing: "版杀的警徽必须移交给一名未出局的角色，不能撕：请写 {{cmd}}。",
    link_two: "请写两个座位号，例如：{{cmd}}（可以连自己）",
    link_how: "{{card}}要连两个座位号，例如：{{cmd}}（可以连自己，开局阶段内）",
    seat_missing: "请写座位号，例如：{{example}}",
    seat_unreadable: "座位号{{value}}看不懂，请写1到25之间的座位号，例如：{{example}}",
  },
  en: {
    bad_post: "Wrong vote format: this post does not count as a vote. {{why}}\nFormat:\n{{format}}",
    vote_format: '{{obj}}\n{{why}}\n(to abstain write "{{abstain}}"; to change, "{{change}}" and "{{changeWhy}}")',
    loose: 'Line {{line}} should read "{{example}}" ("{{verb}}" lacks "{{word}}").',
    reason_alone:
      'Line {{line}} gives "{{reasonWord}}" but this post has no "{{obj}}" line: put it on the line above the reason.',
    two_objects: "One vote per post: lines {{a}} and {{b}} both name a vote; keep one.",
    no_colon: 'Line {{line}} lacks the colon: write "{{example}}".',
    two_reasons: 'Line {{line}} gives a second reason: write one "{{example}}" line per post.',
    target_empty:
      'Line {{line}} names no seat after "{{objWord}}": write a seat number (like 12), or "{{abstain}}" (abstain).',
    target_range:
      'Line {{line}}: "{{objWord}}" names {{value}}, not a seat from #1 to #{{n}}: write a seat number (like 12), or "{{abstain}}" (abstain).',
    target_unreadable:
      'Line {{line}}: "{{objWord}}" names {{value}}, which is no seat: write a seat number (like 12), or "{{abstain}}" (abstain).',
    no_reason:
      'Missing "{{example}}": write the reason on the line after "{{objWord}}" (line {{line}}); a vote gives its seat ("{{objWord}}") and its reason ("{{reasonWord}}").',
    wrong_reason:
      'Line {{line}} should read "{{example}}" ("{{objWord}}" goes with "{{reasonWord}}"; you wrote "{{wrongWord}}").',
    reason_not_next: '"{{reasonWord}}" must come on the line right after "{{objWord}}" (line {{line}}).',
    reason_empty: 'Line {{line}}: "{{reasonWord}}" is empty; give a reason (an abstention needs one too).',
    too_long:
      'This post has {{chars}} characters, over {{max}}: only the first {{max}} are read for a vote, so the vote on line {{line}} was not read. Put the "{{obj}}" and "{{why}}" lines at the start of the post, or vote in a post of its own.',
    proxy_two: 'A proxy vote names two seats, the voter and the target, for example: "{{a}}" (or "{{b}}")',
    proxy_voter: 'The voter {{value}} is unreadable, for example: "{{a}}" (or "{{b}}")',
    proxy_target: 'The target {{value}} is unreadable, for example: "{{a}}" (or "{{b}}")',
    card_seat: 'Write the seat and the reason, for example: "{{example}}"',
    card_reason:
      'A card ("{{verb}}") needs its reason (it is posted and kept in the game record), for example: "{{example}}"',
    speed_time:
      'Write today\'s new close time, for example: "{{example}}" (later than now, earlier than the planned close)',
    delay_time:
      'Write today\'s new close time, for example: "{{example}}" (later than the planned close, 22:59 at the latest)',
    lose_camp: 'Name the losing camp: "{{a}}" (werewolves) or "{{b}}" (village); a reason may follow.',
    add_who:
      'Please @ the director to add, for example: "{{example}}" (or write their account id; they get it by sending me "{{cmd}}").',
    sub_seat: 'Write the seat and the substitute, for example: "{{example}}" (or the substitute\'s account id)',
    sub_who: 'Please @ the substitute, for example: "{{example}}" (or write their account id)',
    words_empty: 'Write your last words after "{{verb}}", for example: "{{example}}"',
    no_tearing: 'In a forum game the badge must pass to a player still in; it cannot be torn up: write "{{cmd}}".',
    link_two: 'Write two seats, for example: "{{cmd}}" (you may link yourself)',
    link_how: 'The {{card}} links two seats, for example: "{{cmd}}" (you may link yourself; in the opening stage)',
    seat_missing: 'Write a seat, for example: "{{example}}"',
    seat_unreadable: '{{value}} is no seat: write a seat from 1 to 25, for example: "{{example}}"',
  },
});
