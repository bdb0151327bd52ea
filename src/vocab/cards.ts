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

/** The card words a language writes here: those of cards that carry none of their own (`carried`). */
type WrittenWords = {
  card: Partial<CardWords["card"]>;
  act: Partial<CardWords["act"]>;
  status: CardWords["status"];
};

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

const ZH_HANT: WrittenWords = {
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

/** English of the cards that do not carry their own yet (the forum-hk cards, their acts) and of the statuses. */
const EN: WrittenWords = {
  card: {},
  act: {},
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

/**
 * The words a card carries in `lang` (`texts[lang].name`, its skills' act names), over `written`:
 * a card that carries its own English is read from the card (one source), the table only names
 * the others.
 */
function carried(lang: Exclude<Lang, "zh-Hans">, written: WrittenWords): CardWords {
  const card: Record<string, string> = { ...written.card };
  const act: Record<string, string> = { ...written.act };
  for (const r of allRoles()) {
    const own = r.texts[lang];
    if (own) card[r.id] = own.name;
    for (const k of r.skills)
      for (const a of k.acts) {
        const t = k.texts?.[lang]?.acts[a];
        if (t !== undefined && !carriedActs.has(`${lang}:${a}`)) {
          act[a] = t;
          carriedActs.add(`${lang}:${a}`);
        }
      }
  }
  return { card, act, status: written.status } as CardWords;
}
const carriedActs = new Set<string>();

const words = new Map<Lang, CardWords>();

/** The card words of `lang`, read from the cards once (the registry is fixed at load). */
export function cardWords(lang: Lang): CardWords {
  let w = words.get(lang);
  if (!w) {
    w = lang === "zh-Hans" ? zhHans() : carried(lang, lang === "zh-Hant" ? ZH_HANT : EN);
    words.set(lang, w);
  }
  return w;
}
