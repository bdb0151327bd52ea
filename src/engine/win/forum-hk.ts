/**
 * forum-hk's win model (seed 002 胜负判定 and 阵营; HK48–HK56, HK61). Losses are judged at once
 * after every out, red card, tag change and camp change (`judge`); a lost camp plays on, silently
 * (HK52); the winner is computed only at the ruleset's declaration points (HK54: the end of 黄昏,
 * of the night's resolution, of 晨曦 (2), after each 正午 act and each daytime `card` or
 * `camp_loses`), from the whole state up to that point (`declare`, HK53). It reads only
 * `HkWinState`, which the forum-hk game builds from its own state. Pure.
 */
import { byPriority, type CampLoss, type CampLost, declareWinner, type WinModel, type WinVerdict } from "./model.ts";

/**
 * A forum-hk camp (HK48, HK56): `wolves`, `villagers`, a third card's own camp (its id), [2]
 * 黑情侣 `lovers`, and `undetermined` for an undetermined card not yet joined.
 */
export type HkCamp =
  | "wolves"
  | "villagers"
  | "old_believer"
  | "astrologer"
  | "mirror"
  | "gambler"
  | "ash_fern"
  | "lovers"
  | "undetermined";

/**
 * A card's class (HK50): the pool of the real card — `seer` 验人系 (警察 included), `strong` 强神,
 * `weak` 弱神, `wolf` 狼人; `null` for 三方 and 不定 cards, which have no village class.
 */
export type HkClass = "seer" | "strong" | "weak" | "wolf" | null;

/** The group tags the wolves' loss reads (HK51): [群内] `pack`, [接刀] `relay` (scenario-format `skills` ids). */
export type HkTag = "pack" | "relay";

/** One character as the win model reads it. */
export interface HkWinSeat {
  seat: number;
  /** The real camp now (HK48); a follower's is the followed character's (HK49). */
  camp: HkCamp;
  /** The class of the real card (HK50), or null. */
  cls: HkClass;
  /** The class the village's lose check reads instead of `cls` while an override lasts ([2] 蛊医's 蛊惑, HK79, HK51). */
  winCls?: HkClass;
  /** Whether his camp is only followed (粉丝; [2] 影子, 暗恋者, 丘比特): HK51's "camp held only by followers". */
  follower: boolean;
  /** The group tags he holds as things stand: none suspended (超度) nor lost (凝望) (HK51). */
  tags: readonly HkTag[];
  /** Out (HK22: out, announced or not). */
  out: boolean;
  /** 宗教老爷爷: the heretics he named in S (HK126). */
  heretics?: readonly number[];
  /** [2] His card's direct win holds now for the camp he belongs to (暗恋者's 跨越千里, HK128, HK53 (a)). */
  directWin?: boolean;
  /** [3] He holds 灰蕨's [畸芽] (HK125, HK130; HK38: it ends when he is out). */
  sprout?: boolean;
}

/** The state the forum-hk model reads (issue 27: the game builds it from its own state). */
export interface HkWinState {
  seats: readonly HkWinSeat[];
  /** Each red card given so far, as its holder's camp when given (HK61; a red of three yellows counts). */
  redCards: readonly HkCamp[];
  /** The camps the directors judged lost (`camp_loses`, HK51, HK61), in order. */
  judged: readonly HkCamp[];
  /** The camps judged lost so far, in order (HK51: once; HK52: final) — the game records `judge`'s answers here. */
  lost: readonly CampLost<HkCamp>[];
  /** How many of `lost` were recorded by the previous declaration point (HK53 (c), HK54). */
  lostAtLastPoint: number;
  /**
   * Every camp a character has belonged to after S (HK53 "in the game"); default: the seats'
   * camps now and the camps in `lost`. `undetermined` is never judged nor counted.
   */
  campsInGame?: readonly HkCamp[];
  /** The classes of the cards dealt (HK51: a village condition over classes not dealt never applies); default: the seats'. */
  dealtClasses?: readonly HkClass[];
}

/**
 * forum-hk's declaration points (HK54), data for its flow: the end of 黄昏 (C+20, after its lists),
 * the end of the night's resolution (C+70), the end of 晨曦 (2) (C+80), and at once after each 正午
 * act with its consequences and after each `card` or `camp_loses` given outside a night. Nowhere
 * else is a winner computed; a win there ends the game and nothing scheduled after it happens.
 */
export const HK_DECLARATION_POINTS = ["dusk_end", "resolution_end", "dawn_end", "noon_act", "day_ruling"] as const;
export type HkDeclarationPoint = (typeof HK_DECLARATION_POINTS)[number];

/**
 * Priority (HK53): 三方 in its pool order (占星师, 镜, 赌徒, 灰蕨, 宗教老爷爷), [2] then 黑情侣,
 * then 狼人, then 村民 — for two own wins at once (a), for camps lost together (c), and for the
 * order of losses recorded at one moment (a reading: HK51 gives none).
 */
export const HK_PRIORITY: readonly HkCamp[] = [
  "astrologer",
  "mirror",
  "gambler",
  "ash_fern",
  "old_believer",
  "lovers",
  "wolves",
  "villagers",
];

/** Whether `camp` is a third party's (or 黑情侣): lost when every member is out (HK51). */
function thirdParty(camp: HkCamp): boolean {
  return camp !== "wolves" && camp !== "villagers" && camp !== "undetermined";
}

/** The camps in the game (HK53), `undetermined` left out, in priority order. */
export function hkCampsInGame(st: HkWinState): HkCamp[] {
  const all = st.campsInGame ?? [...st.seats.map((x) => x.camp), ...st.lost.map((l) => l.camp)];
  return byPriority(
    [...new Set(all)].filter((c) => c !== "undetermined"),
    HK_PRIORITY,
  );
}

/** The first reason `camp` is lost now (HK51, in the order red cards, judge, tags, 负1, 负2, members), or null. */
export function hkLossWhy(st: HkWinState, camp: HkCamp): CampLoss<HkCamp>["why"] | null {
  const members = st.seats.filter((x) => x.camp === camp);
  const living = members.filter((x) => !x.out);
  const dealt = st.dealtClasses ?? st.seats.map((x) => x.cls);
  // HK79: 蛊医's override is read here only (not for the classes dealt).
  const classGone = (classes: readonly HkClass[]) =>
    dealt.some((c) => classes.includes(c)) &&
    !living.some((x) => classes.includes(x.winCls !== undefined ? x.winCls : x.cls));
  if (st.redCards.filter((c) => c === camp).length >= 2) return "red_cards";
  if (st.judged.includes(camp)) return "judge";
  if (camp === "wolves" && !living.some((x) => x.tags.includes("pack") || x.tags.includes("relay"))) return "tags";
  if (camp === "villagers" && classGone(["seer", "strong"])) return "seers_and_strong";
  if (camp === "villagers" && classGone(["weak"])) return "weak";
  if ((thirdParty(camp) || members.every((x) => x.follower)) && living.length === 0 && !sproutLives(st, camp))
    return "members";
  return null;
}

/** HK51, HK130: [3] 灰蕨's camp is not every member out while a living character holds [畸芽] (汲取). */
function sproutLives(st: HkWinState, camp: HkCamp): boolean {
  return camp === "ash_fern" && st.seats.some((x) => x.sprout === true && !x.out);
}

/** The camps judged lost now and not in `st.lost` (HK51), in priority order. */
export function hkJudge(st: HkWinState): CampLoss<HkCamp>[] {
  const out: CampLoss<HkCamp>[] = [];
  for (const camp of hkCampsInGame(st)) {
    if (st.lost.some((l) => l.camp === camp)) continue;
    const why = hkLossWhy(st, camp);
    if (why) out.push({ camp, why });
  }
  return out;
}

/** The camps whose 屠城 holds now (HK55): every living character is of that camp ([2] 黑情侣; [3] 赌徒). */
export const HK_MASSACRE_CAMPS: readonly HkCamp[] = ["lovers", "gambler"];

/**
 * Camps whose own win holds now (HK53 (a)): 宗教老爷爷's, every heretic out (HK126); [2] 黑情侣's 屠城
 * (HK55: someone lives and every living character is of the camp); a seat's direct win for the camp
 * he belongs to (暗恋者, HK128).
 */
export function hkOwnWins(st: HkWinState): HkCamp[] {
  const wins: HkCamp[] = [];
  const add = (c: HkCamp) => {
    if (!wins.includes(c)) wins.push(c);
  };
  const living = st.seats.filter((x) => !x.out);
  for (const x of st.seats) {
    const h = x.heretics;
    if (x.camp === "old_believer" && h && h.length > 0 && h.every((n) => st.seats.find((y) => y.seat === n)?.out))
      add("old_believer");
    if (x.directWin && x.camp !== "undetermined") add(x.camp);
  }
  for (const c of HK_MASSACRE_CAMPS) if (living.length > 0 && living.every((x) => x.camp === c)) add(c);
  return wins;
}

/**
 * The verdict at a declaration point (HK53, HK54): the losses not yet recorded are judged first,
 * then (a) own wins, (b) the one camp left, (c) the first by priority of the camps lost since the
 * previous point, (d) play on.
 */
export function hkDeclare(st: HkWinState): WinVerdict<HkCamp> {
  const fresh = hkJudge(st);
  const lost = [...st.lost.map((l) => l.camp), ...fresh.map((l) => l.camp)];
  const lostSince = [...st.lost.slice(st.lostAtLastPoint).map((l) => l.camp), ...fresh.map((l) => l.camp)];
  const { ended, winner } = declareWinner({
    inGame: hkCampsInGame(st),
    lost,
    lostSince,
    ownWins: hkOwnWins(st),
    priority: HK_PRIORITY,
  });
  // HK130: [3] when a camp would win while a living character holds [畸芽], 灰蕨 wins instead
  // (「取代该胜利方获胜」), even when out (汲取); its camp is not lost while one lives (HK51).
  const replaced = winner !== null && sproutLives(st, "ash_fern") && !lost.includes("ash_fern");
  return { lost: fresh, ended, winner: replaced ? "ash_fern" : winner };
}

/** The characters who win with `winner` (HK56: a follower under the camp he belongs to). */
export function hkWinningSeats(st: HkWinState, winner: HkCamp | null): number[] {
  return winner === null ? [] : st.seats.filter((x) => x.camp === winner).map((x) => x.seat);
}

/**
 * forum-hk's model: declared at the ruleset's stage ends (HK54), a lost camp plays on (HK52),
 * priority 三方 > 狼人 > 村民 (HK53).
 */
export const FORUM_HK_WIN: WinModel<HkWinState, HkCamp> = {
  id: "forum_hk",
  options: { declareAt: "stage_end", lostPlaysOn: true, priority: HK_PRIORITY },
  judge: hkJudge,
  declare: hkDeclare,
};
