/**
 * The cards' names, their acts' names and the statuses' names (issue 23 goal 2; issue 22 goal 1: a
 * card's texts live with the card). 简体 is the engine's own — each card's `texts["zh-Hans"]`, each
 * skill's, and `STATUS_KINDS[id].zh` — read here, never copied; the other languages are written
 * below until the cards carry them. tsc checks each table names every id.
 */
import { allRoles, type BASE_CARDS, type Lang } from "../engine/roles/index.ts";
import { STATUS_KINDS } from "../engine/status-kinds.ts";
import type { RoleId, StatusId } from "../engine/types.ts";

/** Every act some card's skill takes (`check`, `dream`, …). */
export type CardActId = (typeof BASE_CARDS)[number]["skills"][number]["acts"][number];

/** The card words of one language. */
export interface CardWords {
  card: Record<RoleId, string>;
  act: Record<CardActId, string>;
  status: Record<StatusId, string>;
}

/** 简体: read from the cards and the status table (the first skill naming an act names it). */
function zhHans(): CardWords {
  const card: Record<string, string> = {};
  const act: Record<string, string> = {};
  for (const r of allRoles()) {
    card[r.id] = r.texts["zh-Hans"].name;
    for (const k of r.skills)
      for (const a of k.acts) {
        const t = k.texts?.["zh-Hans"].acts[a];
        if (t !== undefined && !(a in act)) act[a] = t;
      }
  }
  const status = Object.fromEntries(Object.entries(STATUS_KINDS).map(([id, k]) => [id, k.zh]));
  return { card, act, status } as CardWords;
}

const ZH_HANT: CardWords = {
  card: {
    werewolf: "狼人",
    wolf_king: "狼王",
    seer: "預言家",
    witch: "女巫",
    hunter: "獵人",
    guard: "守衛",
    idiot: "白癡",
    villager: "平民",
    white_wolf_king: "白狼王",
    hidden_wolf: "隱狼",
    snow_wolf: "雪狼",
    wolf_beauty: "狼美人",
    wolf_girl: "狼女",
    dreamweaver: "攝夢人",
    fortune_teller: "卜命人",
    bard: "吟遊者",
    knight: "騎士",
    rusty_knight: "鏽劍騎士",
    silence_elder: "禁言長老",
    bear_tamer: "馴熊師",
    cupid: "丘比特",
    thief: "盜賊",
    wild_child: "野孩子",
    old_rogue: "老流氓",
    elder: "長老",
    piper: "吹笛者",
    charge_wolf_king: "狼王",
    wolf_cub: "幼狼",
    village_chief: "村長",
    devotee: "情癡",
    sister: "姐妹",
    servant: "僕人",
  },
  act: {
    kill: "刀人",
    shoot: "開槍",
    check: "查驗",
    save: "解藥",
    poison: "毒藥",
    pass: "不用藥",
    guard: "守護",
    self_destruct: "自爆",
    devour: "吞噬",
    charm: "魅惑",
    invert: "顛倒",
    dream: "攝夢",
    foretell: "卜命",
    shift: "移票",
    duel: "決鬥",
    silence: "禁言",
    link: "連情侶",
    pick: "選底牌",
    model: "選榜樣",
    pipe: "吹笛魅惑",
    charge: "衝鋒",
    adore: "愛慕",
    serve: "認主",
  },
  status: {
    guarded: "守護",
    saved: "解救",
    longevity: "長生",
    adored: "愛慕",
    tacit: "默契",
    cursed: "詛咒",
    no_charge: "失去衝鋒",
    silenced: "沉默",
    disarmed: "繳械",
    charmed: "迷魂",
    forgotten: "遺忘",
    released: "超度",
    frozen: "冰凍",
    feared: "恐懼",
    burning: "業炎",
    purified: "淨化",
    warded: "守護",
    hidden: "隱身",
    marked: "標記",
    tough: "堅韌",
    undying: "不死",
    immune: "免疫出局",
    substituted: "替死",
    nine_lives: "貓有九命",
    rose: "玫瑰",
    reflect: "反射",
    flawed: "漏洞",
    sprout: "畸芽",
    true_lover: "真愛情侶",
    false_lover: "虛情情侶",
    freedom: "自由",
  },
};

const EN: CardWords = {
  card: {
    werewolf: "Werewolf",
    wolf_king: "Wolf King",
    seer: "Seer",
    witch: "Witch",
    hunter: "Hunter",
    guard: "Guard",
    idiot: "Idiot",
    villager: "Villager",
    white_wolf_king: "White Wolf King",
    hidden_wolf: "Hidden Wolf",
    snow_wolf: "Snow Wolf",
    wolf_beauty: "Wolf Beauty",
    wolf_girl: "Wolf Girl",
    dreamweaver: "Dreamweaver",
    fortune_teller: "Fortune Teller",
    bard: "Bard",
    knight: "Knight",
    rusty_knight: "Rusty Knight",
    silence_elder: "Elder of Silence",
    bear_tamer: "Bear Tamer",
    cupid: "Cupid",
    thief: "Thief",
    wild_child: "Wild Child",
    old_rogue: "Old Rogue",
    elder: "Elder",
    piper: "Piper",
    charge_wolf_king: "Wolf King",
    wolf_cub: "Wolf Cub",
    village_chief: "Village Chief",
    devotee: "Devotee",
    sister: "Sister",
    servant: "Servant",
  },
  act: {
    kill: "kill",
    shoot: "shoot",
    check: "check",
    save: "antidote",
    poison: "poison",
    pass: "no potion",
    guard: "guard",
    self_destruct: "self-destruct",
    devour: "devour",
    charm: "charm",
    invert: "invert",
    dream: "dream",
    foretell: "foretell",
    shift: "shift votes",
    duel: "duel",
    silence: "silence",
    link: "link the lovers",
    pick: "pick a bottom card",
    model: "choose a model",
    pipe: "pipe",
    charge: "charge",
    adore: "adore",
    serve: "choose a master",
  },
  status: {
    guarded: "guarded",
    saved: "saved",
    longevity: "longevity",
    adored: "adored",
    tacit: "tacit",
    cursed: "cursed",
    no_charge: "no charge",
    silenced: "silenced",
    disarmed: "disarmed",
    charmed: "entranced",
    forgotten: "forgetful",
    released: "released",
    frozen: "frozen",
    feared: "afraid",
    burning: "burning",
    purified: "purified",
    warded: "warded",
    hidden: "hidden",
    marked: "marked",
    tough: "tough",
    undying: "undying",
    immune: "immune to removal",
    substituted: "substituted",
    nine_lives: "nine lives",
    rose: "rose",
    reflect: "reflect",
    flawed: "flaw",
    sprout: "blight sprout",
    true_lover: "true lovers",
    false_lover: "false lovers",
    freedom: "freedom",
  },
};

let zhHansWords: CardWords | undefined;

/** The card words of `lang` (简体 read from the cards once: the registry is fixed at load). */
export function cardWords(lang: Lang): CardWords {
  if (lang !== "zh-Hans") return lang === "zh-Hant" ? ZH_HANT : EN;
  zhHansWords ??= zhHans();
  return zhHansWords;
}
