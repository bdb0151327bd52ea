/**
 * forum-hk's vote post that cannot be read (seed 002 投票, HK59; `chat/families/forum-hk/vote-posts.ts`):
 * which line is wrong, why, and how to write a vote. The typed words (`投票 5号`, `弃权`) are arguments,
 * quoted in English.
 */
import { book } from "./book.ts";

export const HK_VOTES = book({
  "zh-Hans": {
    format: "{{vote}}（或 {{short}}、{{long}}；弃权写“{{pass}}”；改票写“{{change}}”）",
    not_counted: "这一帖没有算作投票：{{why}}\n格式：{{format}}",
    empty_vote: "第{{line}}行没有写投票对象：请写座位号，或“{{pass}}”。",
    empty_change: "第{{line}}行没有写改票对象：请写座位号，或“{{pass}}”。",
    two_seats: "第{{line}}行写了几个座位：一票只能投一个座位。",
    range_vote: "第{{line}}行的投票对象{{typed}}不在1到{{max}}号之间。",
    range_change: "第{{line}}行的改票对象{{typed}}不在1到{{max}}号之间。",
    unreadable_vote: "第{{line}}行的投票对象{{typed}}看不懂：请写座位号（如 5 或 {{eg}}），或“{{pass}}”。",
    unreadable_change: "第{{line}}行的改票对象{{typed}}看不懂：请写座位号（如 5 或 {{eg}}），或“{{pass}}”。",
    one_per_post: "一帖只能投一票：第{{first}}行和第{{line}}行都写了投票（改票），请只留一个。",
  },
  en: {
    format: '"{{vote}}" (or "{{short}}", "{{long}}"); to abstain, "{{pass}}"; to change your vote, "{{change}}"',
    not_counted: "This post did not count as a vote: {{why}}\nFormat: {{format}}",
    empty_vote: 'line {{line}} names no seat to vote for: write a seat number, or "{{pass}}" (abstain).',
    empty_change: 'line {{line}} names no seat to change your vote to: write a seat number, or "{{pass}}" (abstain).',
    two_seats: "line {{line}} names several seats: one ballot names one seat.",
    range_vote: "the seat voted for on line {{line}}, {{typed}}, is not between 1 and {{max}}.",
    range_change: "the seat on line {{line}}'s vote change, {{typed}}, is not between 1 and {{max}}.",
    unreadable_vote:
      'the seat voted for on line {{line}}, {{typed}}, cannot be read: write a seat number (such as 5 or "{{eg}}"), or "{{pass}}" (abstain).',
    unreadable_change:
      'the seat on line {{line}}\'s vote change, {{typed}}, cannot be read: write a seat number (such as 5 or "{{eg}}"), or "{{pass}}" (abstain).',
    one_per_post:
      "one post holds one ballot: lines {{first}} and {{line}} both vote (or change a vote); keep only one.",
  },
  // OpenCC's Taiwan phrases read 对象 as 物件 (a computing word); here it is the seat voted for.
  "zh-Hant": {
    empty_vote: "第{{line}}行沒有寫投票對象：請寫座位號，或“{{pass}}”。",
    empty_change: "第{{line}}行沒有寫改票對象：請寫座位號，或“{{pass}}”。",
    range_vote: "第{{line}}行的投票對象{{typed}}不在1到{{max}}號之間。",
    range_change: "第{{line}}行的改票對象{{typed}}不在1到{{max}}號之間。",
    unreadable_vote: "第{{line}}行的投票對象{{typed}}看不懂：請寫座位號（如 5 或 {{eg}}），或“{{pass}}”。",
    unreadable_change: "第{{line}}行的改票對象{{typed}}看不懂：請寫座位號（如 5 或 {{eg}}），或“{{pass}}”。",
  },
});
