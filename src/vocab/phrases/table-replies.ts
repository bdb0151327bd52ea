/**
 * What the judge bot answers in a running timed game's match group and wolves' room
 * (table-policing.ts, wolves-room.ts): acts that must go by DM, interruptions, nicknames, the
 * silence before the campaign.
 */
import { book } from "./book.ts";

export const TABLE_REPLIES = book({
  "zh-Hans": {
    judge_in_group: "法官指令请私聊机器人（群里发的不执行）。",
    nickname: "请把群昵称改成你的座位号“{{nick}}”（手册§八(三)5）。",
    dead_talks: "已出局的{{seat}}在{{speaker}}发言时在群里发言（手册§九2），请法官处理。",
    no_interrupt: "现在是{{speaker}}发言，请勿插话。",
    warned: "现在是{{speaker}}发言，请勿插话（手册§九2）：警告一次，两次失去本轮投票权，三次判自爆出局。",
    own_only: "你是{{seat}}，只能为自己操作（你写的是{{typed}}）。",
    judge_only: "法官指令只能由本局法官私聊机器人使用。",
    before_campaign:
      "{{seat}}在竞选警长前在比赛群发言（手册§五3：应取消当局比赛资格），请法官裁决（可私聊“{{cmd}}”）。",
    hint_vote: "投票请私聊法官（{{vote}} / {{abstain}}），群里的投票不计。",
    hint_run: "上警请在报名时间内私聊法官你的座位号（手册§八(四)1）。",
    hint_shoot: "开枪请私聊法官（手册§八(二)10：不得公屏开枪），群里发的不算。",
    hint_skill: "技能请私聊法官发动，群里发的不算。",
    knife_only: "狼人群里只收刀口（{{kill}} / {{confirm}} / {{none}}），其他技能请私聊法官。",
  },
  en: {
    judge_in_group: "Send judge commands to the bot by DM (commands in the group are not carried out).",
    nickname: 'Please set your group nickname to your seat number ("{{nick}}").',
    dead_talks: "{{seat}}, already out, posted in the group during {{speaker}}'s speech; please rule on it.",
    no_interrupt: "{{speaker}} is speaking; please do not interrupt.",
    warned:
      "{{speaker}} is speaking; please do not interrupt. One warning; a second one costs this round's vote, a third is ruled a self-destruct.",
    own_only: "You are {{seat}} and may act only for yourself (you wrote {{typed}}).",
    judge_only: "Only this game's judge may use judge commands, by DM to the bot.",
    before_campaign:
      '{{seat}} posted in the match group before the Sheriff campaign (grounds to disqualify him from this game); please rule on it (you may send "{{cmd}}" privately).',
    hint_vote:
      'Vote by DM to the judge: "vote N" or "abstain" (also "{{vote}}" / "{{abstain}}"); votes in the group do not count.',
    hint_run: 'To run for Sheriff, DM the judge "run" (or your seat number) during the sign-up.',
    hint_shoot: "Shoot by DM to the judge (never in public); a shot sent in the group does not count.",
    hint_skill: "Use skills by DM to the judge; skills sent in the group do not count.",
    knife_only:
      'The wolves\' room takes only the kill ("{{kill}}" / "{{confirm}}" / "{{none}}"); DM the judge your other skills.',
  },
});
