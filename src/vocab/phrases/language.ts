/** What the bot says about the chat's language (issue 23 goal 3): `语言` in a match group or by DM. */
import { book } from "./book.ts";

export const LANGUAGE = book({
  "zh-Hans": {
    group_set: "本群的语言已设为{{lang}}。玩家可以私聊我“{{cmd}}”给自己的私聊另选语言。",
    dm_set: "你的私聊语言已设为{{lang}}（在对局里，群消息仍按本群的语言）。",
    group_now: "本群现在的语言：{{lang}}。法官可发送“{{cmd}}”切换（{{choices}}）。",
    dm_now: "你的私聊语言：{{lang}}。发送“{{cmd}}”切换（{{choices}}）。",
    unknown: "没有这种语言：{{what}}。可选：{{choices}}，例如“{{cmd}}”。",
    not_judge: "只有本群的法官（开房或主持本局的人）可以设置群语言。你可以私聊我“{{cmd}}”设置自己的私聊语言。",
  },
  en: {
    group_set:
      'This group now speaks {{lang}}. Players can DM me "{{cmd}}" (or zh-Hant, en) to choose their own DM language.',
    dm_set: "Your DMs are now in {{lang}} (in a game, group messages follow the group's language).",
    group_now: 'This group speaks {{lang}}. The judge can send "{{cmd}}" to switch ({{choices}}).',
    dm_now: 'Your DMs are in {{lang}}. Send "{{cmd}}" to switch ({{choices}}).',
    unknown: 'No such language: {{what}}. Choose one of {{choices}}, e.g. "{{cmd}}".',
    not_judge:
      'Only this group\'s judge (who opened the room or runs the game) can set its language. DM me "{{cmd}}" to set your own DM language.',
  },
});
