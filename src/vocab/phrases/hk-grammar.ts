/**
 * forum-hk's DM grammar's answers (seed 002; `src/chat/families/forum-hk/grammar.ts`): what a player
 * is told when a command's seat or value cannot be read, and a director when his command's form is
 * wrong. `{{cmd}}`, `{{eg}}` are commands as players type them (Chinese in every language: English
 * quotes them, with the English words as a gloss); `{{bad}}` is the card's own answer for its value.
 */
import { book } from "./book.ts";

export const HK_GRAMMAR = book({
  "zh-Hans": {
    eg: "{{cmd}}（{{gloss}}）",
    value_bad: "{{bad}}，例如：{{eg}}",
    list_bad: "{{bad}}：{{eg}}",
    list_unreadable: "看不懂{{text}}：{{bad}}：{{eg}}",
    list_not_card: "{{text}}不是身份名：{{bad}}：{{eg}}",
    list_twice: "{{seat}}写了两次：每个座位只写一个身份。",
    seat_ignored: "“{{act}}”不用指定座位，座位号已忽略。",
    no_args: "“{{act}}”不用写别的，直接发：{{cmd}}",
    seat_unreadable: "座位号{{text}}看不懂，请写座位号，例如：{{eg}}",
    seat_wanted: "请写座位号，例如：{{eg}}",
    seat_wanted_or_decline: "请写座位号，例如：{{eg}}（不用就发：{{cmd}}）",
    one_seat: "“{{act}}”只能选一个座位，例如：{{eg}}",
    answer_format: "{{card}}的{{act}}请这样回答：{{cmd}}（或“{{no}}”“{{na}}”）",
    lose_camp: "请写判负的阵营：{{a}} / {{b}} / {{c}}（可在后面写理由）",
    delay_no_time: "延期不用写时间：发“{{cmd}}”，今天的关门就顺延到下一个日期的 21:00（之后的黄昏、夜晚随之顺延）。",
  },
  en: {
    eg: '"{{cmd}}" ({{gloss}})',
    value_bad: "{{bad}} For example: {{eg}}",
    list_bad: "{{bad}} For example: {{eg}}",
    list_unreadable: "Could not read {{text}}. {{bad}} For example: {{eg}}",
    list_not_card: "{{text}} is not a card's name. {{bad}} For example: {{eg}}",
    list_twice: "{{seat}} is written twice: write one card per seat.",
    seat_ignored: "{{act}} takes no seat: the seat was left out.",
    no_args: '{{act}} takes nothing more: just send "{{cmd}}".',
    seat_unreadable: "Could not read the seat {{text}}: write a seat number, for example: {{eg}}",
    seat_wanted: "Write a seat number, for example: {{eg}}",
    seat_wanted_or_decline: 'Write a seat number, for example: {{eg}} (not using it: send "{{cmd}}")',
    one_seat: "{{act}} takes one seat only, for example: {{eg}}",
    answer_format:
      'Answer the {{card}}\'s {{act}} like this: "{{cmd}}" (or "{{no}}" for no, "{{na}}" for cannot answer)',
    lose_camp:
      'Name the camp that loses: "{{a}}" (the werewolves), "{{b}}" (the village) or "{{c}}" (a third camp by its card); a reason may follow.',
    delay_no_time:
      'Delay takes no time: send "{{cmd}}" and today\'s close moves to 21:00 of the next date (the dusk and night after it move with it).',
  },
});
