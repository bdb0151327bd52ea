/**
 * The router's and the adapter's own words (src/chat/router.ts, wechaty.ts, login.ts) and the
 * judge's report of an undelivered message (src/app/outbox.ts): an apology for a failed message,
 * a message held while the database is down, a new friend's greeting, and where a delivery failed.
 */
import { book } from "./book.ts";

export const ROUTER = book({
  "zh-Hans": {
    failed: "法官机器人出了点问题，这条消息没有处理，请稍后再发一次。",
    held: "法官机器人暂时连不上数据库：你的消息已经记下，恢复后会按顺序处理，不用重发。",
    greeting:
      "你好，我是狼人杀法官机器人，已通过你的好友申请。\n" +
      "怎么玩：法官在比赛群里“{{open}}”后，在群里发“报名”或“{{sit}}”入座；开局后我会私聊你发身份。\n" +
      "夜里的技能、上警和投票都私聊我（如 {{check}}、{{run}}、投5号、弃票）；发言在群里：先打座位号，说完打“过”。\n" +
      "发送“帮助”查看全部指令，“{{me}}”查看你的账号编号（法官认证用）。",
    undelivered: "机器人发送失败（已重试{{n}}次）：{{to}}没有送达，请法官手动处理。",
    undelivered_quote: "机器人发送失败（已重试{{n}}次）：{{to}}没有送达，请法官手动处理：“{{said}}”",
    to_room_create: "创建狼人群",
    to_room_add: "把{{seat}}拉进狼人群",
    to_room_remove: "把{{seat}}移出狼人群",
    to_group: "比赛群",
    to_wolves: "狼人群",
    to_lovers: "情侣群",
    to_sisters: "姐妹群",
    to_seat: "{{seat}}私聊",
    to_room: "群{{id}}",
    to_contact: "私聊{{id}}",
  },
  en: {
    failed: "Something went wrong with the judge bot: this message was not handled. Please send it again in a moment.",
    held: "The judge bot cannot reach its database right now: your message is kept and will be handled in order once it is back. No need to send it again.",
    greeting:
      "Hello, I am the Werewolf judge bot; your friend request is accepted.\n" +
      'How to play: once the judge sends "{{open}}" (open a room) in the match group, send "join" or "{{sit}}" (sit at seat 3) there to take a seat; when the game starts I DM you your card.\n' +
      'Night skills, running for Sheriff and votes all go to me by DM (e.g. "{{check}}" to check #3, "{{run}}" to run for Sheriff, "vote 5", "pass"); speeches go in the group: type your seat number first and "pass" when you are done.\n' +
      'Send "help" for every command, and "{{me}}" for your account id (for judge certification).',
    undelivered: "Delivery failed (tried {{n}} times): {{to}} did not go through. Judge, please handle it by hand.",
    undelivered_quote:
      'Delivery failed (tried {{n}} times): {{to}} did not go through. Judge, please handle it by hand: "{{said}}"',
    to_room_create: "creating the werewolves' group",
    to_room_add: "adding {{seat}} to the werewolves' group",
    to_room_remove: "removing {{seat}} from the werewolves' group",
    to_group: "the message to the match group",
    to_wolves: "the message to the werewolves' group",
    to_lovers: "the message to the lovers' group",
    to_sisters: "the message to the sisters' group",
    to_seat: "the DM to {{seat}}",
    to_room: "the message to group {{id}}",
    to_contact: "the DM to {{id}}",
  },
});
