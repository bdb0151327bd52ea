/**
 * The game's words in 简体 (the default language, issue 23 goal 2): every word the chat, the pages
 * and the records say for an engine id, once. The cards' names, their acts' names and the statuses'
 * names are the engine's own (`texts` of each card, `STATUS_KINDS`): cards.ts reads them, so they
 * are not repeated here. zh-hant.ts and en.ts have the same keys (tsc and test/vocab check it).
 */

import type { TABLE_ACTS } from "../engine/roles/index.ts";
import type { CardColour, DeathCause, Penalty, PhaseKind, SpeechPurpose, VoteRound, Winner } from "../engine/types.ts";

/** The table's acts named here: those no card names (a card names `self_destruct`, the werewolf's skill). */
export type TableWordId = Exclude<(typeof TABLE_ACTS)[number]["act"], "self_destruct"> | "end_speeches";

/** 简体 words by group and engine id. */
export const ZH_HANS = {
  /** The camps (000 §七; table T23: the piper alone). The villagers' camp is 好人阵营 in every ruleset. */
  camp: {
    wolves: "狼人阵营",
    villagers: "好人阵营",
    lovers: "情侣阵营",
    piper: "吹笛者",
    old_believer: "宗教老爷爷",
  } satisfies Record<Winner, string>,
  /** How a game ends: `{{camp}}` is a camp's word. */
  end: { won: "{{camp}}胜利", none: "未分胜负", void: "本局作废" },
  /** How a seat went out (the live table, the thread, the inspector's record, the judge's recap). */
  cause: {
    wolf: "被狼人杀害",
    poison: "被女巫毒杀",
    shot: "被开枪带走",
    exile: "被投票放逐",
    self_destruct: "自爆出局",
    lover: "殉情出局",
    drowned: "淹死出局",
    dream: "被摄梦人梦死",
    devour: "被雪狼吞噬",
    charm: "被吹笛者魅惑出局",
    duel: "被骑士决斗出局",
    rogue: "老流氓伤重出局",
    rust: "被锈剑骑士的锈剑毒死",
    backlash: "技能反噬出局",
    penalty: "被法官判罚出局",
    curse: "失去装傻，出局",
    charge: "被狼王冲锋带走",
    devotion: "代替爱慕的人出局",
    red_card: "被红牌罚下",
    replaced: "代人出局",
    nine_lives: "九命用尽出局",
    kill: "被杀人技能击杀",
    revenge: "被狼王报复带走",
    blast: "被恐怖分子爆破出局",
    blast_self: "爆破自己出局",
    sacrifice: "牺牲出局",
    rebound: "被黑蝙蝠反弹出局",
    dreamer_out: "随摄梦人出局",
    hunt: "被猎魔人猎杀",
    hunt_backfire: "猎杀反噬出局",
    chase: "被范海辛追猎出局",
    strike: "被士兵突击出局",
    stalk: "被潜行者潜行出局",
    duel_backfire: "决斗失败出局",
    idol: "随偶像出局",
    arson_backfire: "被纵火者的业炎反噬出局",
    evil: "被恶灵骑士的邪恶带走",
    tails: "九尾尽失出局",
    gift_backfire: "送礼失败遭反噬出局",
    rage: "被狼兄的暴怒带走",
    inherit: "被狼弟的继承带走",
    night_blade: "被狼鸦之爪的夜之锋刃带走",
    haunt: "随附体对象出局",
  } satisfies Record<DeathCause, string>,
  /**
   * A death as the group is told it (the live table and the forum thread show the same words):
   * never a card that is not public (a rogue's or a backlash's death is told as 出局: `out`).
   */
  death: {
    exile: "被放逐出局",
    shot: "被开枪带走",
    drowned: "两次黑麦，淹死出局（不翻牌）",
    self_destruct: "自爆出局",
    penalty: "被法官判罚出局",
    lover: "殉情出局",
    charm: "被魅惑，随之出局",
    curse: "失去白痴技能，出局",
    red_card: "被红牌罚下",
    out: "出局",
  },
  /** What makes a seat lose whatever its camp does (R20, R22). */
  penalty: { drowned: "淹死", self_destruct: "非狼人自爆", eject: "被法官踢出", ruled: "被判自爆" } satisfies Record<
    Penalty,
    string
  >,
  /** A penalty's cause and consequence, as the judge's recap says it (000 §九4, §九5, R20, R22). */
  penalty_why: {
    drowned: "两次黑麦或自爆判淹死，判负扣分",
    self_destruct: "判负扣分",
    eject: "判负",
    ruled: "第三次插话警告，判负",
  } satisfies Record<Penalty, string>,
  /** A vote round as the judge names it. */
  round: {
    sheriff: "警长投票",
    sheriff_pk: "警长PK投票",
    sheriff_revote: "警长平票重投",
    sheriff_offstage: "警长场外PK投票",
    exile: "放逐投票",
    exile_pk: "放逐PK投票",
    exile_revote: "放逐平票重投",
    exile_offstage: "放逐场外PK投票",
  } satisfies Record<VoteRound, string>,
  /** A speech's purpose, as the judge calls it (`请3号警上发言`). */
  speech: {
    campaign: "警上发言",
    sheriff_pk: "警长PK发言",
    sheriff_offstage: "警长场外PK发言",
    day: "发言",
    exile_pk: "放逐PK发言",
    exile_offstage: "场外PK发言",
    last_words: "遗言",
  } satisfies Record<SpeechPurpose, string>,
  /** A phase as the status reply and the live table name it. */
  phase: {
    night: "天黑（夜晚行动中）",
    dawn: "天亮",
    signup: "警长竞选报名",
    correction: "上警名单更正",
    withdraw: "退水",
    speaking: "发言",
    vote: "投票",
    shot: "开枪",
    badge: "警徽移交",
    order: "警长选择发言顺序",
    window: "技能窗口",
    recommend: "警长归票",
    forum_start: "开局阶段",
    forum_day: "讨论日（投票帖开放）",
    forum_night: "夜晚",
    hk: "进行中",
    ended: "游戏结束",
  } satisfies Record<PhaseKind, string>,
  /** A phase label: `N3` → 第3夜, `D2` → 第2天, forum-25's `S` → 开局阶段. */
  label: { night: "第{{n}}夜", day: "第{{n}}天", start: "开局阶段" },
  /** The table's acts (a card's acts are named by the card). */
  act: {
    run: "上警",
    withdraw: "退水",
    vote: "投票",
    order: "选择发言顺序",
    badge: "移交警徽",
    change_vote: "改票",
    surrender: "投降",
    start_speech: "发言",
    end_speech: "结束发言",
    end_speeches: "结束发言",
    recommend: "归票",
  } satisfies Record<TableWordId, string>,
  /** A fixed night step that is no card's (table T4): the lovers wake together. */
  step: { lovers: "情侣" },
  /** A forum-25 director's card (F6). */
  colour: { blue: "蓝牌", yellow: "黄牌", red: "红牌" } satisfies Record<CardColour, string>,
  /** Why a card was given (F6, F13: the sisters' card is worded as any director's). */
  card_reason: {
    no_ballot: "未投票",
    upgrade: "累计升级（三张蓝牌升一张黄牌，三张黄牌升一张红牌）",
    director: "导演组判罚",
  },
  /** Where a message was said (the replay). */
  room: { group: "比赛群", wolves: "狼人群", dm: "私聊", judge: "法官私聊" },
};

/** The shape every language fills: the same groups and keys as 简体, each a string. */
export type Words = { readonly [G in keyof typeof ZH_HANS]: { readonly [K in keyof (typeof ZH_HANS)[G]]: string } };
