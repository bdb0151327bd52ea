/**
 * 丘比特 (seed 002 不定; HK127, HK46, HK49, HK53, HK55, HK71, HK72, HK131, HK132, HK37, HK38): 丘比特之箭
 * ([开局][指定][绝情]) links in S two distinct characters, himself allowed (silence: a seeded pair, draw
 * `link`), settled at C₀ after 粉丝 (HK131). The printed rules apply in order with the partners' camps at
 * that time (粉丝 has joined; 影子, 暗恋者, 复仇者 are still 不定; cupid himself counts as village):
 * 1. a partner holding [隐身] (`hidden`) voids the link: no lovers, cupid joins the village;
 * 2. a 不定 partner → cupid and lovers 黑情侣 (`lovers`), and the pair name who gets a 杀人 (`lover_knife`
 *    in S's first 黄昏; silence: the lower seat) usable from N2, made at (15) after the group's kills and
 *    resolved at ① after them (HK72, the flow's `ownKills`);
 * 3. a third party's partner → all join that third party;
 * 4. wolf + village → 黑情侣; the wolf loses [群内]/[接刀] and holds a rank-2 [接刀] (HK71);
 * 5. two wolves → cupid joins the wolves with a rank-2 [接刀];
 * 6. two village → cupid joins the village.
 * Except for two wolves, a wolf lover keeps no [群内]/[接刀] of his own. The lovers get [真爱情侣]
 * (`true_lover`) and are told the partner's seat and 真爱 (`lover` `{seat, true}`); the chat gives them a
 * group (HK132). Cupid follows the couple (HK49): whenever a lover's camp changes, the rules apply again
 * (`followCamps`; a lover's own following — a fan lover's idol — gives the camp the rules read). HK46:
 * the lovers and cupid of a couple other than two wolves or two villagers show 表面阵营 黑情侣
 * (`common.ts` `loversApparentCamp`). 殉情: when a lover goes out, the other takes 致死伤害 whose source is
 * the dead lover (HK37, cause `lover`), right after (HK72), and if it puts him out, [沉默] until the next
 * nightfall (HK38). HK55: 黑情侣 win by 屠城 (`win/forum-hk.ts`).
 *
 * Readings (the rulings are silent): the two seats are written in any order, a queued `link` draw in
 * ascending order; a partner of two third parties joins the first partner's; a lover who follows someone of
 * the couple's own 黑情侣 camp (暗恋者 whose crush is the cupid) leaves a 黑情侣 couple as it is (黑情侣 is
 * not a third party's camp), else counts as a third party's; the rules applied again after
 * S to a couple that turns 不定 give the 杀人 to the lower living lover at once (nobody names it then), and
 * a couple that stops being 不定 loses it; the couple's tags are set again only when its kind changes;
 * the lover holding the 杀人 is told so (`lover_knife`, both lovers).
 */
import { grant, hasStatus } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import {
  COUPLE_KINDS,
  type CoupleKind,
  campOfSeat,
  coupleOf,
  followedSeat,
  nextNightfallSpelled,
  untilNextNightfall,
} from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** The camp ids a seat's memory may hold (mem values are numbers): their index. */
const CAMP_CODES = [
  "wolves",
  "villagers",
  "undetermined",
  "lovers",
  "old_believer",
  "astrologer",
  "mirror",
  "gambler",
  "ash_fern",
] as const;

const code = (camp: string): number => CAMP_CODES.indexOf(camp as (typeof CAMP_CODES)[number]);
const decode = (n: unknown): string | null => (typeof n === "number" ? (CAMP_CODES[n] ?? null) : null);

/** A third party's camp (or 黑情侣's, for a lover following one): neither wolves, villagers nor 不定. */
const isThird = (camp: string) => camp !== "wolves" && camp !== "villagers" && camp !== "undetermined";

/** HK127's printed rules 2–6 over the two partners' camps, in order (rule 1, [隐身], is checked at the link). */
export function coupleKind(a: string, b: string): CoupleKind {
  if (a === "undetermined" || b === "undetermined") return "undetermined";
  if (isThird(a) || isThird(b)) return "third";
  if (a === "wolves" && b === "wolves") return "wolves";
  if (a === "villagers" && b === "villagers") return "villagers";
  return "mixed";
}

/**
 * The camp of a partner as the rules read it (HK127): cupid himself counts as village; a following lover
 * (粉丝's idol) the followed character's; a lover whose camp another rule changed since the couple last
 * set it (a later camp change, re-applying the rules) his camp now; else the camp he had at the link.
 */
function baseCamp(s: GameState, cupid: number, lover: number, key: "A" | "B"): string {
  if (lover === cupid) return "villagers";
  const f = followedSeat(s, lover);
  if (f !== null) return campOfSeat(s, f);
  const mem = s.seats[cupid - 1].mem;
  const set = decode(mem[`set${key}`]);
  const now = campOfSeat(s, lover);
  if (set !== null && now !== set) return now;
  return decode(mem[`base${key}`]) ?? now;
}

/** Whether `x` holds `tag` now by the game's skill record (the deal's tag less lost, plus gained; HK71). */
function holdsTag(s: GameState, seat: number, tag: string): boolean {
  const ch = s.hk?.skills?.[String(seat)];
  return (hkCard(s.seats[seat - 1].role)?.tag === tag && !ch?.lost.includes(tag)) || ch?.gained.includes(tag) === true;
}

function setTag(tx: Tx, seat: number, tag: string, want: boolean): void {
  if (holdsTag(tx.s, seat, tag) !== want)
    tx.emit({ type: "hk_skill", seat, skill: tag, how: want ? "gained" : "lost" });
}

/** HK127, HK71: the couple's tags for `kind` — a wolf lover's own kept only for two wolves; rank-2 [接刀]. */
function applyTags(tx: Tx, cupid: number, lovers: readonly number[], kind: CoupleKind): void {
  for (const l of lovers) {
    const dealt = hkCard(tx.s.seats[l - 1].role)?.tag ?? null;
    if (dealt === null || l === cupid) continue;
    if (kind === "wolves") {
      setTag(tx, l, dealt, true);
      if (dealt !== "relay") setTag(tx, l, "relay", false);
      tx.emit({ type: "mem_set", seat: l, key: "relayRank", value: null });
      continue;
    }
    if (dealt === "pack") setTag(tx, l, "pack", false);
    setTag(tx, l, "relay", kind === "mixed");
    tx.emit({ type: "mem_set", seat: l, key: "relayRank", value: kind === "mixed" ? 2 : null });
  }
  if (!lovers.includes(cupid)) {
    setTag(tx, cupid, "relay", kind === "wolves");
    tx.emit({ type: "mem_set", seat: cupid, key: "relayRank", value: kind === "wolves" ? 2 : null });
  }
}

/** HK127: the 黑情侣 杀人 goes to `seat` (from N2; the flow's `holdsOwnKill`), told to both lovers. */
function giveKnife(tx: Tx, lovers: readonly number[], seat: number): void {
  tx.emit({ type: "mem_set", seat, key: "ownKillFrom", value: 2 });
  for (const l of new Set(lovers)) tx.emit({ type: "told", seat: l, kind: "lover_knife", value: seat });
}

function link(tx: Tx, cupid: number, pair: readonly number[]): void {
  const [a, b] = pair;
  tx.emit({ type: "mem_set", seat: cupid, key: "loverA", value: a });
  tx.emit({ type: "mem_set", seat: cupid, key: "loverB", value: b });
  // Rule 1: a [隐身] partner voids the link (and 「另外一方也不会获得」 the status).
  if (hasStatus(tx.s.seats[a - 1], "hidden") || hasStatus(tx.s.seats[b - 1], "hidden")) {
    tx.emit({ type: "mem_set", seat: cupid, key: "linkVoid", value: true });
    tx.emit({ type: "mem_set", seat: cupid, key: "coupleKind", value: COUPLE_KINDS.indexOf("void") });
    return;
  }
  tx.emit({ type: "mem_set", seat: cupid, key: "baseA", value: code(campOfSeat(tx.s, a)) });
  tx.emit({ type: "mem_set", seat: cupid, key: "baseB", value: code(campOfSeat(tx.s, b)) });
  for (const [l, p] of [
    [a, b],
    [b, a],
  ] as const) {
    grant(tx, l, { id: "true_lover", source: cupid });
    tx.emit({ type: "told", seat: l, kind: "lover", value: { seat: p, true: true } });
  }
}

export const cupid: HkCardSpec = {
  id: "cupid",
  texts: {
    "zh-Hans": {
      rules:
        "丘比特：开局时用丘比特之箭连两名角色（可以连自己）成为真爱情侣，按两人当时的阵营决定归属：有人隐身则连线无效，丘比特加入村民阵营；有不定阵营者，丘比特和情侣成为黑情侣阵营，情侣商量由一人获得杀人（第2夜起可用，不选则座位号小的获得）；有第三方者，一起加入该第三方；狼人+村民，成为黑情侣阵营，该狼人不再群内，改为最后接刀；双狼，丘比特加入狼人阵营并最后接刀；双民，丘比特加入村民阵营。情侣互知并共群，一方出局另一方殉情。黑情侣阵营在存活者全部为黑情侣时获胜。",
      acts: { link: "丘比特之箭", lover_knife: "选刀" },
      aliases: { link: ["连情侣", "连线"], lover_knife: ["情侣刀"] },
      told: {
        lover: {
          text: {
            true: "你和{seat}成为了真爱情侣：你们互知并共群；一方出局，另一方会殉情。",
            false: "你和{seat}成为了虚情情侣：你们互知并共群；一方出局，另一方会殉情。",
          },
        },
        lover_pick: {
          text: "你们是黑情侣：请在这个黄昏结束前（关门后20分钟内）由任一人私聊我“选刀 X号”，决定你们两人中谁获得杀人（不选则座位号小的获得）。",
        },
        lover_knife: { text: "情侣中由{seat}获得杀人：从第2夜起每晚可以私聊我“杀人 X号”。" },
      },
    },
    en: {
      rules:
        "Cupid: at the start, link two characters (yourself allowed) with Cupid's Arrow as true lovers; their camps at that moment decide where they belong: if one of them is hidden, the link fails and Cupid joins the village camp; if one is of an undetermined camp, Cupid and the lovers become the black lovers' camp, and the lovers agree which of them gets the kill (usable from Night 2; if they pick nobody, the lower seat gets it); if one is a third party, all join that third party; a werewolf and a villager become the black lovers' camp, the werewolf leaving the pack and coming last in the knife relay; two werewolves: Cupid joins the werewolf camp and comes last in the knife relay; two villagers: Cupid joins the village camp. The lovers know each other and share a group; when one goes out, the other dies of heartbreak. The black lovers win when every living character is a black lover.",
      acts: { link: "Cupid's Arrow", lover_knife: "Pick the Knife" },
      aliases: { link: ["Link Lovers", "Link"], lover_knife: ["Lovers' Knife"] },
      told: {
        lover: {
          text: {
            true: "You and {seat} are now true lovers: you know each other and share a group; if one of you goes out, the other dies of heartbreak.",
            false:
              "You and {seat} are now false lovers: you know each other and share a group; if one of you goes out, the other dies of heartbreak.",
          },
        },
        lover_pick: {
          text: 'You are black lovers: before this dusk ends (within 20 minutes of the close), either of you DM me "选刀 X号" (Pick the Knife #X) to decide which of you two gets the kill (if you pick nobody, the lower seat gets it).',
        },
        lover_knife: {
          text: 'Of the lovers, {seat} gets the kill: from Night 2 on, each night, DM me "杀人 X号" (Kill #X).',
        },
      },
    },
  },
  toldVariant: { lover: (v) => ((v as { true?: boolean } | null)?.true === false ? "false" : "true") },
  scripted: "silent",
  skills: [
    {
      id: "link",
      acts: { link: { window: "start", target: "pair", pointed: true } },
      timing: { phase: "start", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
    {
      id: "lover_knife",
      acts: { lover_knife: { window: "first_dusk", target: "living", atOnce: true, pointed: false } },
      timing: { phase: "start", only: "calendar" },
    },
    { id: "lovers_death", acts: {}, timing: { phase: "always" }, tags: ["forced", "passive"] },
  ],
  grants(s, holder, seat, act) {
    const c = coupleOf(s);
    return act === "lover_knife" && c?.cupid === holder && c.kind === "undetermined" && c.lovers.includes(seat);
  },
  validate(s, seat, act, target) {
    if (act !== "lover_knife") return null;
    const c = coupleOf(s);
    if (c?.kind !== "undetermined" || !c.lovers.includes(seat)) return { code: "act.not_yours", seat, act };
    if (typeof target !== "number" || !c.lovers.includes(target)) return { code: "hk.lover_pick", seat, act, target };
    return null;
  },
  settle(tx, a) {
    if (a.act === "link") {
      link(tx, a.seat, a.target as number[]);
      return;
    }
    // HK127: the pair's choice, the last one counting, taken at the end of S's 黄昏.
    const c = coupleOf(tx.s);
    if (c && a.act === "lover_knife")
      tx.emit({ type: "mem_set", seat: c.cupid, key: "knifeSeat", value: a.target as number });
  },
  silentStart(tx, seat) {
    const living = tx.s.seats.filter((x) => x.alive).map((x) => x.seat);
    const pairs: [number, number][] = [];
    for (const a of living) for (const b of living) if (a < b) pairs.push([a, b]);
    const pair = tx.pick("link", pairs);
    if (pair) link(tx, seat, pair);
  },
  followCamps(tx, holder) {
    const c = coupleOf(tx.s);
    if (!c || c.cupid !== holder) return;
    const setCamp = (seat: number, camp: string) => {
      if (campOfSeat(tx.s, seat) !== camp) tx.emit({ type: "hk_camp", seat, camp });
    };
    if (c.void) {
      setCamp(holder, "villagers");
      return;
    }
    const [a, b] = c.lovers;
    const baseA = baseCamp(tx.s, holder, a, "A");
    const baseB = baseCamp(tx.s, holder, b, "B");
    // A lover following someone of the couple's own 黑情侣 camp leaves a 黑情侣 couple as it is.
    const blackKept = (baseA === "lovers" || baseB === "lovers") && (c.kind === "undetermined" || c.kind === "mixed");
    const kind = blackKept && c.kind ? c.kind : coupleKind(baseA, baseB);
    const third = isThird(baseA) ? baseA : baseB;
    const shared = kind === "undetermined" || kind === "mixed" ? "lovers" : kind === "third" ? third : null;
    setCamp(a, shared ?? baseA);
    setCamp(b, shared ?? baseB);
    if (!c.lovers.includes(holder)) setCamp(holder, shared ?? kind);
    const mem = tx.s.seats[holder - 1].mem;
    const put = (key: string, value: number) => {
      if (mem[key] !== value) tx.emit({ type: "mem_set", seat: holder, key, value });
    };
    put("baseA", code(baseA));
    put("baseB", code(baseB));
    put("setA", code(campOfSeat(tx.s, a)));
    put("setB", code(campOfSeat(tx.s, b)));
    if (c.kind === kind) return;
    put("coupleKind", COUPLE_KINDS.indexOf(kind));
    applyTags(tx, holder, c.lovers, kind);
    // After S, a couple turning 不定 gives the 杀人 to its lower living lover; one that stops loses it.
    const inS = tx.s.label === "S";
    for (const l of c.lovers)
      if (kind !== "undetermined" && typeof tx.s.seats[l - 1].mem.ownKillFrom === "number")
        tx.emit({ type: "mem_set", seat: l, key: "ownKillFrom", value: null });
    // In S the pair is asked to name who gets it (told at C₀, with the link).
    if (kind === "undetermined" && inS)
      for (const l of new Set(c.lovers)) tx.emit({ type: "told", seat: l, kind: "lover_pick", value: true });
    if (kind === "undetermined" && !inS) {
      const low = c.lovers.filter((l) => tx.s.seats[l - 1].alive).sort((x, y) => x - y)[0];
      if (low !== undefined) giveKnife(tx, c.lovers, low);
    }
  },
  atDuskEnd(tx, holder, n) {
    // HK127: at the end of S's 黄昏 the 黑情侣 杀人 goes to the lover the pair named (silence: the lower seat).
    const c = coupleOf(tx.s);
    if (n !== 0 || !c || c.cupid !== holder || c.void || c.kind !== "undetermined") return;
    const named = tx.s.seats[holder - 1].mem.knifeSeat;
    const seat = typeof named === "number" && c.lovers.includes(named) ? named : Math.min(...c.lovers);
    giveKnife(tx, c.lovers, seat);
  },
  onOut(tx, holder, out) {
    const c = coupleOf(tx.s);
    if (!c || c.cupid !== holder || c.void || !c.lovers.includes(out.seat) || c.lovers[0] === c.lovers[1]) return;
    const other = c.lovers[0] === out.seat ? c.lovers[1] : c.lovers[0];
    if (out.cause === "lover") {
      // HK127, HK38: a lover out by 殉情 is silenced until the next nightfall.
      grant(tx, out.seat, { id: "silenced", source: holder, ...untilNextNightfall(tx.s) });
      tx.emit({
        type: "told",
        seat: out.seat,
        kind: "status",
        value: { id: "silenced", until: nextNightfallSpelled(tx.s) },
      });
      return;
    }
    if (!tx.s.seats[other - 1].alive) return;
    // HK127, HK37: 殉情 is 致死伤害 whose source is the dead lover.
    return [{ kind: "lover", target: other, source: out.seat, cause: "lover", damage: "lethal" }];
  },
};
