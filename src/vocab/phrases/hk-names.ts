/**
 * forum-hk's (seed 002) card names and act names as phrases (issue 23): `hk_card.<id>` (`medium`:
 * 通灵师 / Medium) and `hk_act.<act>` (`freeze`: 冰冻 / Freeze), for a message to name a card or a
 * skill in the reader's language (`{ msg: say("hk_card.sun") }`). 简体 is the engine's own — each
 * card's 名 (`HK_CARDS`) and the name its module gives each act (the first built card naming an act,
 * as the chat's `hkCardActNames`), plus the table's ballots and the group's kill — read here, never
 * copied; English is written below (a test checks it names every key).
 */
import { HK_CARDS, type HkCardId } from "../../engine/roles/hk/pools.ts";
import { HK_IMPLEMENTED, hkCardSpec } from "../../engine/roles/index.ts";
import { book } from "./book.ts";

/** Every forum-hk card's 名, by id. */
const CARD_ZH = Object.fromEntries(HK_CARDS.map((c) => [c.id, c.name])) as Record<HkCardId, string>;

/** Each act's name as players read and type it: the ballots and the kill, then every built card's (first wins). */
function actZh(): Record<string, string> {
  const out: Record<string, string> = { vote: "投票", change_vote: "改票", kill: "杀人" };
  for (const id of HK_IMPLEMENTED)
    for (const [a, n] of Object.entries(hkCardSpec(id)?.texts?.["zh-Hans"].acts ?? {}))
      if (!Object.hasOwn(out, a)) out[a] = n;
  return out;
}

/** The forum-hk cards' names. */
export const HK_CARD = book({
  "zh-Hans": CARD_ZH,
  en: {
    wolf_king: "Wolf King",
    terrorist: "Terrorist",
    wolf_brother: "Elder Wolf Brother",
    time_consort: "Time-Eating Wolf Consort",
    gu_doctor: "Gu Doctor",
    ghost_rider: "Ghost Rider",
    wolf_sibling: "Younger Wolf Brother",
    wolf_witch: "Wolf Witch",
    hidden_wolf: "Hidden Wolf",
    pole_zombie: "Pole-Vaulting Zombie",
    wolf_cub: "Wolf Cub",
    ghost: "Ghost",
    wolf_scholar: "Wolf Scholar",
    black_bat: "Black Bat",
    raven_claw: "Raven Claw",
    gargoyle: "Gargoyle",
    seer: "Seer",
    medium: "Medium",
    fox: "Fox",
    police: "Police Officer",
    witch: "Witch",
    knight: "Knight",
    dreamweaver: "Dreamweaver",
    magician: "Magician",
    spirit_deer: "Spirit Deer",
    demon_hunter: "Demon Hunter",
    penguin: "Penguin",
    nine_tailed_fox: "Nine-Tailed Fox",
    clock: "Clock",
    soldier: "Soldier",
    van_helsing: "Van Helsing",
    miracle_merchant: "Miracle Merchant",
    arsonist: "Arsonist",
    fox_cub: "Fox Cub",
    saintess: "Saintess",
    hunter: "Hunter",
    sun: "Sun",
    crow: "Crow",
    baker: "Baker",
    attendant: "Attendant",
    gardener: "Gardener",
    stalker: "Stalker",
    hermit: "Hermit",
    psychic: "Psychic",
    white_cat: "White Cat",
    little_girl: "Little Girl",
    taoist: "Taoist Master",
    garlic: "Garlic",
    soul_caller: "Soul Caller",
    bear: "Bear",
    astrologer: "Astrologer",
    mirror: "Mirror",
    gambler: "Gambler",
    ash_fern: "Ash Fern",
    old_believer: "Old Believer",
    cupid: "Cupid",
    secret_admirer: "Secret Admirer",
    shadow: "Shadow",
    avenger: "Avenger",
    fan: "Fan",
  },
  // OpenCC's Taiwan phrases read 钟 as the surname 鍾, 范 as 範 and 丘比特 as 丘位元.
  "zh-Hant": { clock: "鐘", van_helsing: "范海辛", cupid: "丘比特" },
});

/** The forum-hk acts' names (the skills as players name them). */
export const HK_ACT = book({
  "zh-Hans": actZh(),
  en: {
    vote: "Vote",
    change_vote: "Change Vote",
    kill: "Kill",
    arson: "Arson",
    ask: "Ask Heaven",
    bewitch: "Bewitch",
    bind: "Binding Curse",
    blast: "Blast",
    bless: "Holy Water",
    bread: "Bread Scent",
    charge: "Charge",
    revenge: "Revenge",
    chase: "Pursuit",
    check: "Prophecy",
    cloak: "Drop the Cloak",
    control: "Manipulate",
    copy: "Mirror Image",
    crush: "Across a Thousand Miles",
    letter: "Love Letter",
    dark_check: "Dark Detection",
    disguise: "Disguise",
    inherit: "Inherit",
    divine: "Commune",
    dream: "Dreamwalk",
    duel: "Duel",
    follow: "Follow",
    freeze: "Freeze",
    gift: "Gift",
    guard: "Guard",
    haunt: "Possess",
    seize: "Take Over",
    heretics: "Name Heretics",
    host: "Attach",
    hunt: "Hunt",
    inspect: "Inspect",
    stare: "Gaze",
    investigate: "Investigate",
    jackpot: "Jackpot",
    silence: "Silence",
    jump: "Jump",
    lend_mirror: "Lend the Mirror",
    link: "Cupid's Arrow",
    lover_knife: "Pick the Knife",
    night_blade: "Night Blade",
    peek: "Peek",
    poison: "Poison",
    save: "Antidote",
    pass: "No Potion",
    rage: "Rage",
    reverse: "Time Backflow",
    rewind: "Rewind",
    rose: "Rose",
    sacrifice: "Sacrifice",
    sanctuary: "Forest Sanctuary",
    sense: "Sense",
    shelter: "Shelter",
    shoot: "Last Shot",
    slander: "Slander",
    sniff: "Cunning",
    sophistry: "Sophistry",
    soul: "Soul Call",
    speakers: "Name Speakers",
    sprout: "Plant Sprout",
    stalk: "Stalk",
    star: "Stargaze",
    torrent: "Torrent of Fate",
    strike: "Strike",
    substitute: "Take the Blow",
    swap: "Swap",
    track: "Track",
  },
  // OpenCC's Taiwan phrases read 镜像 as 映象 (a computing word) and 丘比特 as 丘位元.
  "zh-Hant": { copy: "鏡像", link: "丘比特之箭" },
});

/** The built cards' rules whose module carries English (`texts.en`), by card id: 简体 and English as the card writes them. */
function rulesOf(lang: "zh-Hans" | "en"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of HK_IMPLEMENTED) {
    const t = hkCardSpec(id)?.texts;
    if (t?.en) out[id] = t[lang]?.rules ?? "";
  }
  return out;
}

/** The card rules of a seat's help (`hk_rules.<id>`), for the cards written in English so far. */
export const HK_RULES = book({ "zh-Hans": rulesOf("zh-Hans"), en: rulesOf("en") });
