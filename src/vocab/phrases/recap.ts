/** The judge's night recap (DMed to the judge and a checked-in inspector) and the end post's replay link (recap.ts). */
import { book } from "./book.ts";

export const RECAP = book({
  "zh-Hans": {
    title: "第{{n}}夜复盘（仅法官与督察长可见）：",
    knife: "狼人刀口：{{knife}}",
    no_knife: "空刀",
    guard: "{{card}}守护：{{list}}",
    check: "{{card}}查验：{{list}}",
    save: "{{card}}救人：{{list}}",
    poison: "{{card}}毒人：{{list}}",
    arrow: "{{seat}}→{{target}}",
    other: "其他技能：{{list}}",
    other_act: "{{seat}}{{act}}{{target}}",
    out: "出局：{{list}}",
    out_none: "出局：无（平安夜）",
    out_of: "{{seat}}（{{cause}}）",
    replay: "本局复盘（每个房间的聊天记录、时间、每次判罚的理由）：{{url}}",
  },
  en: {
    title: "Night {{n}} recap (judge and inspector only):",
    knife: "Werewolves' kill: {{knife}}",
    no_knife: "no kill",
    guard: "{{card}} guarded: {{list}}",
    check: "{{card}} checked: {{list}}",
    save: "{{card}} saved: {{list}}",
    poison: "{{card}} poisoned: {{list}}",
    arrow: "{{seat}} → {{target}}",
    other: "Other skills: {{list}}",
    other_act: "{{seat}} {{act}} {{target}}",
    out: "Out: {{list}}",
    out_none: "Out: none (a peaceful night)",
    out_of: "{{seat}} ({{cause}})",
    replay: "This game's replay (every room's chat, the times, the reason for each ruling): {{url}}",
  },
});
