/**
 * The leak scan of a forum-hk game's outbound messages (issue 27 item 5; seed 002 公示/通知, HK65,
 * HK66): before the end the thread ties no card to a seat (a [翻牌] flip aside, HK65: it publishes the
 * real card; the fixed board's card list is public; a seat's last words are his own words) and no
 * night act to a seat (被诽谤 aside, HK66);
 * a seat's DMs tie no other seat's card to its seat number (石像鬼's 查验 result aside, his skill)
 * and no night act to a seat unless the act is his own, or about him (冰冻), or the pack's 杀人 told
 * to a wolf or the witch (HK74); the wolves' group is seen by the pack only. The truth is the
 * game's state (its deal), never what the messages say.
 */
import { expect } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { HK_ACTS } from "../../src/engine/families/forum-hk/acts.ts";
import { hkCard } from "../../src/engine/roles/hk/pools.ts";
import { hkCardSpec } from "../../src/engine/roles/index.ts";
import { hkActName } from "../../src/voice/families/forum-hk/texts.ts";

const NIGHT = (w: string) => w === "night_a" || w === "night_b" || w === "night_c";
/** The night acts' Chinese names (HK9 blocks A–C; 杀人 included). */
export const HK_NIGHT_ACTS: readonly string[] = Object.entries(HK_ACTS)
  .filter(([, r]) => NIGHT(r.window))
  .map(([a]) => hkActName(a));
/** Night results told publicly at the opening (HK66: 被诽谤), or told to the seat they touch (HK98: 冰冻). */
const PUBLIC_NIGHT = new Set(["诽谤"]);
const TOLD_TO_TARGET = new Set(["冰冻"]);

/** `word` tied to a seat in one clause: `N号…word` or `word…N号` (a rule's wording names no seat). */
const tied = (word: string) => new RegExp(`\\d+号[^。\\n；]{0,10}${word}|${word}[^。\\n；]{0,6}\\d+号`);

/** The game's deal as the scan reads it: seat → card id (1-based, index 0 unused). */
export interface HkTruth {
  roles: string[];
  /** Contact id → seat. */
  seatOf: (contactId: string) => number;
  botId: string;
  thread: string;
  /**
   * Issue 28: the card names a seat may read tied to a seat in its DMs — told to it by the game (its
   * record's `told`: 狼鸦之爪 to the pack, the brothers, 占星, 寻踪 …) or typed by itself (诡辩 3号 预言家).
   */
  known?: (seat: number) => ReadonlySet<string>;
  /** The wolves' group's room; another private room (丘比特's lovers', 警察's team) is its members' (default: any room but the thread). */
  wolvesRoom?: string;
}

/** Card names a told value carries (a role, a camp that is a card, a list of results). */
export function cardNamesIn(value: unknown): string[] {
  if (typeof value === "string") return [hkCard(value)?.name].filter((x): x is string => !!x);
  if (Array.isArray(value)) return value.flatMap(cardNamesIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(cardNamesIn);
  return [];
}

/**
 * Asserts one bot message of a forum-hk game leaks nothing (see the file's comment). `ended`:
 * whether the game had ended when it was sent (the end post may tell every card).
 */
export function expectNoHkLeak(m: WireMessage, t: HkTruth, ended: boolean): void {
  if (m.from !== t.botId || ended) return;
  const names = t.roles.map((id) => (id ? (hkCard(id)?.name ?? id) : ""));
  const pack = (s: number) => hkCard(t.roles[s])?.tag === "pack";
  if (m.room === t.thread) {
    // A seat's last words are his own words, posted as written (HK67): not the bot's to scan.
    for (const sentence of m.text.replace(/(\d+号的遗言：)[\s\S]*/, "$1").split(/[。\n]/)) {
      if (/翻牌/.test(sentence)) continue;
      for (const n of names.filter(Boolean)) expect(sentence, `card ${n} in the thread`).not.toMatch(tied(n));
      for (const a of HK_NIGHT_ACTS)
        if (!PUBLIC_NIGHT.has(a)) expect(sentence, `night act ${a} in the thread`).not.toMatch(tied(a));
    }
    return;
  }
  if (m.room) {
    if (t.wolvesRoom !== undefined && m.room !== t.wolvesRoom) return;
    // The wolves' group: the pack and the bot only.
    for (const id of m.seenBy)
      if (id !== t.botId) expect(pack(t.seatOf(id)), `${id} reads the wolves' group`).toBe(true);
    return;
  }
  const me = t.seatOf(m.to ?? "");
  if (me < 1) return;
  const mine = new Set((hkCardSpec(t.roles[me])?.skills ?? []).flatMap((k) => Object.keys(k.acts).map(hkActName)));
  const wolf = hkCard(t.roles[me])?.camp === "wolves";
  for (let y = 1; y < t.roles.length; y++) {
    if (y === me || t.roles[me] === "gargoyle" || t.known?.(me).has(names[y])) continue;
    expect(m.text, `${y}号's card told to ${me}号`).not.toMatch(new RegExp(`${y}号[^。\\n]{0,12}${names[y]}`));
  }
  for (const a of HK_NIGHT_ACTS) {
    if (mine.has(a) || PUBLIC_NIGHT.has(a) || TOLD_TO_TARGET.has(a)) continue;
    // The pack's kill is every wolf's; the witch is told tonight's kills (HK74).
    if (a === "杀人" && (wolf || t.roles[me] === "witch")) continue;
    expect(m.text, `night act ${a} told to ${me}号`).not.toMatch(tied(a));
  }
}
