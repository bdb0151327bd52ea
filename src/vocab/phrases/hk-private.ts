/**
 * forum-hk's private words (seed 002 公示/通知, 负面状态, 阵营, 出局; `voice/families/forum-hk/narrate-private.ts`):
 * the wolves', police team's and lovers' groups, the deal's tail, an act's confirmation, a status or
 * camp told, the out seat's notice and the group kill. Typed commands (`杀人 12号`) and a card's own
 * act names (`诽谤`) are arguments, shown quoted in English.
 */
import { book } from "./book.ts";

export const HK_PRIVATE = book({
  "zh-Hans": {
    wolves_room: "狼人群",
    wolves_intro:
      "狼人群：{{seats}}（群内狼人）。第一晚不能杀人；从第二晚起，每晚在这里商量刀口，每人在本群（或私聊我）发“{{kill}}”或“{{none}}”，关门后50分钟内截止，每人最后一次提议都指向同一人才有效。出局的成员留在群里，但不能再发言。",
    team_room: "警队群",
    team_intro:
      "警队群：{{seats}}（警察）。每晚任何一名队员私聊我“{{cmd}}”，深夜截止前以警队最后一次为准，结果在深夜结束时私聊告诉每名存活的队员。出局的队员留在群里，但不能再发言。",
    deal_mates: "狼队友（群内）：{{seats}}，已拉你进狼人群。",
    deal_alone: "你是唯一的群内狼人，狼人群已建立。",
    resend_block: "{{at}} 前可以重新发送（以最后一次为准），届时结算。",
    resend_dusk: "{{at}} 天黑前可以重新发送（以最后一次为准），届时结算。",
    resend_start: "{{at}} 开局阶段结束前可以重新发送（以最后一次为准），届时结算。",
    ack: "已收到：{{act}}{{what}}{{idle}}。{{when}}",
    ack_for: "已收到（代替{{host}}）：{{act}}{{what}}{{idle}}。{{when}}",
    idle: "（不发动）",
    what: " {{x}}",
    guess: "（猜测身份：{{card}}）",
    track: "{{card}}",
    who_card: "{{who}}{{card}}",
    choice: "{{choice}}",
    choice_after: "{{who}} {{choice}}",
    choice_before: "{{choice}} {{who}}",
    skill: "“{{act}}”",
    asked: "（问题：{{text}}）",
    published: "（公布内容：{{text}}）",
    named: "（名单：{{items}}）",
    named_item: "{{seat}}{{card}}",
    team_act: "警队：{{seat}}发起刑侦 {{what}}（今晚以警队最后一次刑侦为准）。",
    status_forever: "你获得了[{{name}}]状态：{{effect}}。永久有效。",
    status_until: "你获得了[{{name}}]状态：{{effect}}。持续到 {{until}}。",
    reflected: "今晚你反射了以下技能：{{items}}。",
    reflected_item: "{{act}}反射给了{{seat}}",
    host_acts: "附体：{{seat}}今晚发动了：{{items}}。",
    host_item: "{{act}} {{who}}",
    host_item_bare: "{{act}}",
    host_told: "附体：{{seat}}收到——{{msg}}",
    camp: "你的阵营转变为{{camp}}。",
    out_words: "你已出局。你有遗言：请在下一个白天 09:00 开门前私聊我“{{cmd}}”，开门时公示（不写视为放弃）。",
    out_silent: "你已出局，没有遗言。",
    out_mute: "出局后不能再在群里发言、投票。",
    out_skill:
      "你可以发动“{{act}}”：请在 {{due}} 前私聊我“{{cmd}}”或“{{idle}}”（若那时你被沉默或冰冻，改在之后第一个不受限制的出局技能时段）。",
    kill_joined: "{{seat}}接刀，加入狼人群，今晚起由他杀人。",
    kill_joined_dm:
      "群内狼人已全部出局，你接过杀人：已拉你进狼人群（{{seats}}）。每晚关门后50分钟内私聊我“{{cmd}}”或“{{none}}”。",
    pack_joined: "{{seat}}获得群内标签，加入狼人群，今后一起商量刀口。",
    pack_joined_dm:
      "你获得了群内标签：已拉你进狼人群（{{seats}}）。从今晚起与群内狼人一起统一刀口：在群里或私聊我发“{{cmd}}”或“{{none}}”。",
    pack_joined_dm_alone:
      "你获得了群内标签：已拉你进狼人群。从今晚起与群内狼人一起统一刀口：在群里或私聊我发“{{cmd}}”或“{{none}}”。",
    pack_left: "{{seat}}已不再是群内狼人，离开了狼人群。",
    lovers_room: "情侣群",
    lovers_intro: "情侣群：{{seats}}。你们是情侣，互知身份并在此共群；一方出局，另一方殉情。",
    night1: "第1夜：第一晚不能杀人。",
    kill_call: "{{label}}：请在 {{due}} 前统一刀口（每人在本群或私聊我发“{{cmd}}”或“{{none}}”）。",
    kill_call_swift:
      "{{label}}：请在 {{due}} 前统一刀口（每人在本群或私聊我发“{{cmd}}”或“{{none}}”）。今晚有第二刀，另外统一：发“{{cmd2}}”。",
    propose_kill: "{{seat}}提议：杀{{target}}。",
    propose_none: "{{seat}}提议：空刀。",
    propose2_kill: "{{seat}}提议第二刀：杀{{target}}。",
    propose2_none: "{{seat}}提议第二刀：空刀。",
    agreed: "今晚刀口统一：杀{{seat}}。",
    agreed2: "今晚第二刀统一：杀{{seat}}。",
    due: "请在 {{at}} 前",
    due_late: "请在凌晨截止前",
  },
  en: {
    wolves_room: "Wolves",
    wolves_intro:
      'Wolves\' group: {{seats}} (the pack). No kill on night 1; from night 2, agree on the kill here each night: each of you posts "{{kill}}" (kill #12) or "{{none}}" (no kill) here or to me privately, up to 50 minutes after the close; it counts only when everyone\'s last proposal names the same seat. A member who goes out stays in the group but may no longer speak.',
    team_room: "Police team",
    team_intro:
      'Police team: {{seats}} (the police). Each night any member may send me "{{cmd}}" (investigate a seat) privately; the team\'s last one before the deep-night deadline counts, and every living member is told the result privately when deep night ends. A member who goes out stays in the group but may no longer speak.',
    deal_mates: "Your pack mates: {{seats}}; you have been added to the wolves' group.",
    deal_alone: "You are the only pack wolf; the wolves' group is set up.",
    resend_block: " You may resend before {{at}} (the last one counts); it settles then.",
    resend_dusk: " You may resend before nightfall at {{at}} (the last one counts); it settles then.",
    resend_start: " You may resend before the opening ends at {{at}} (the last one counts); it settles then.",
    ack: "Received: {{act}}{{what}}{{idle}}.{{when}}",
    ack_for: "Received (for {{host}}): {{act}}{{what}}{{idle}}.{{when}}",
    idle: " (not used)",
    what: " {{x}}",
    guess: " (guessing {{card}})",
    track: "{{card}}",
    who_card: "{{who}} {{card}}",
    choice: '"{{choice}}"',
    choice_after: '{{who}} "{{choice}}"',
    choice_before: '"{{choice}}" {{who}}',
    skill: '"{{act}}"',
    asked: ' (question: "{{text}}")',
    published: ' (to publish: "{{text}}")',
    named: " (list: {{items}})",
    named_item: "{{seat}} {{card}}",
    team_act: "Police team: {{seat}} investigates {{what}} (tonight the team's last investigation counts).",
    status_forever: "You now have the [{{name}}] status ({{effect}}). Permanent.",
    status_until: "You now have the [{{name}}] status ({{effect}}). It lasts until {{until}}.",
    reflected: "Tonight you reflected these skills: {{items}}.",
    reflected_item: "{{act}} to {{seat}}",
    host_acts: "Possession: tonight {{seat}} used: {{items}}.",
    host_item: "{{act}} {{who}}",
    host_item_bare: "{{act}}",
    host_told: "Possession: {{seat}} was told — {{msg}}",
    camp: "Your camp is now {{camp}}.",
    out_words:
      'You are out. You have last words: send me "{{cmd}}" (your last words) privately before the doors open at 09:00 the next day; they are posted at the opening (none sent means none).',
    out_silent: "You are out, without last words.",
    out_mute: "Once out, you may no longer speak or vote in the group.",
    out_skill:
      'You may use {{act}}: before {{due}}, send me "{{cmd}}" (X = a seat) or "{{idle}}" (not used) privately (if you are silenced or frozen then, in the first unrestricted out-skill window after it).',
    kill_joined: "{{seat}} takes over the kill and joins the wolves' group: from tonight they kill.",
    kill_joined_dm:
      'Every pack wolf is out and the kill is yours: you have been added to the wolves\' group ({{seats}}). Each night, up to 50 minutes after the close, send me "{{cmd}}" (kill #12) or "{{none}}" (no kill) privately.',
    pack_joined: "{{seat}} gains the pack tag and joins the wolves' group, to agree on the kill with them.",
    pack_joined_dm:
      'You gain the pack tag: you have been added to the wolves\' group ({{seats}}). From tonight you agree on the kill with the pack: post "{{cmd}}" (kill #12) or "{{none}}" (no kill) in the group or to me privately.',
    pack_joined_dm_alone:
      'You gain the pack tag: you have been added to the wolves\' group. From tonight you agree on the kill with the pack: post "{{cmd}}" (kill #12) or "{{none}}" (no kill) in the group or to me privately.',
    pack_left: "{{seat}} is no longer a pack wolf and has left the wolves' group.",
    lovers_room: "Lovers",
    lovers_intro:
      "Lovers' group: {{seats}}. You are lovers: you know each other's card and share this group; if one goes out, the other dies of a broken heart.",
    night1: "Night 1: no kill on the first night.",
    kill_call:
      '{{label}}: agree on the kill before {{due}} — each of you posts "{{cmd}}" (kill #12) or "{{none}}" (no kill) here or to me privately.',
    kill_call_swift:
      '{{label}}: agree on the kill before {{due}} — each of you posts "{{cmd}}" (kill #12) or "{{none}}" (no kill) here or to me privately. Tonight there is a second kill, agreed separately: post "{{cmd2}}".',
    propose_kill: "{{seat}} proposes: kill {{target}}.",
    propose_none: "{{seat}} proposes: no kill.",
    propose2_kill: "{{seat}} proposes for the second kill: {{target}}.",
    propose2_none: "{{seat}} proposes for the second kill: none.",
    agreed: "Tonight's kill is agreed: {{seat}}.",
    agreed2: "Tonight's second kill is agreed: {{seat}}.",
    due: "before {{at}}",
    due_late: "before the small-hours deadline",
  },
});
