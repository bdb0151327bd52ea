/**
 * The forum-hk deal (002 头部, HK1–HK3; shared/forum-hk-roles.md "Boards and deal constraints").
 *
 * Entry points:
 * - `checkDeal(board, deal)` → `{ ok: true, cards }` (cards[i] = seat i+1's id) or `{ ok: false, reject }`,
 *   `reject` naming the rule broken (`code`), the seat where it shows (`seat`, when one does) and the
 *   facts its sentence needs; src/voice/families/forum-hk/texts.ts words it. A scenario turns a reject into a
 *   malformed file (field `deal`).
 * - `unbuiltSeat(cards, implemented)` → the first seat whose card the engine lacks (the file is "not yet
 *   supported", not malformed), or null.
 * - `drawDeal(implemented, pick)` → a 14-seat deal drawn from the cards the engine implements, keeping
 *   the pools' shape (HK2, HK3), or a reject when those cards cannot fill the pools. `pick` is the
 *   engine's labelled choice (`pickFrom(tx)`, labels `deal` and `police`); `seededPick(seed)`
 *   is the same choice as a pure function of the seed (what `Tx.pick` draws from a fresh game).
 */
import { drawInt } from "../../random.ts";
import { HK_CARDS, HK_POOLS, type HkCardId, type HkPool, hkCard, poolCards } from "../../roles/hk/pools.ts";

/** The pool board's id (HK1–HK3: its deal keeps the pools' shape, or is drawn from them); named as the ruleset. */
export const POOL_BOARD = "forum-hk";

/** The boards of forum-hk (scenario `board`). */
export type HkBoard = "forum-hk-core" | typeof POOL_BOARD | "custom";

/** The fixed stage-1 board, in any seat order (forum-hk-roles.md `forum-hk-core`). */
export const CORE_BOARD: readonly HkCardId[] = [
  "wolf_king",
  "wolf_cub",
  "black_bat",
  "gargoyle",
  "seer",
  "witch",
  "dreamweaver",
  "penguin",
  "hunter",
  "attendant",
  "white_cat",
  "crow",
  "old_believer",
  "fan",
];

/**
 * Why a deal is refused (HK1–HK3): a stable `code` and its facts — `seat`/`role` where it shows,
 * `pool`/`want`/`got` for a pool's count, `min`/`max`/`got` for the seat count. No words: the chat
 * renders them (src/voice/families/forum-hk/texts.ts).
 */
export interface DealReject {
  code:
    | "deal.seats"
    | "deal.unknown_card"
    | "deal.twice"
    | "deal.not_on_board"
    | "deal.pool"
    | "deal.police"
    | "deal.leader"
    | "deal.sibling"
    | "deal.no_pack"
    | "deal.not_built"
    | "deal.cannot_draw";
  seat?: number;
  role?: string;
  pool?: HkPool;
  /** `deal.pool`, `deal.cannot_draw`: the cards the pool needs. */
  want?: number;
  /** The count found: seats (`deal.seats`), the pool's cards, 警察 (`deal.police`), leaders (`deal.leader`). */
  got?: number;
  /** `deal.seats`: the board's seat range. */
  min?: number;
  max?: number;
  /** `deal.sibling`: the card the seat's card needs (狼兄 ⇔ 狼弟). */
  missing?: HkCardId;
  /** `deal.cannot_draw`: no leader (狼王/恐怖分子/狼兄) can be completed with three more wolves. */
  leader?: true;
  [fact: string]: unknown;
}

export type DealCheck = { ok: true; cards: HkCardId[] } | { ok: false; reject: DealReject };

const LEADERS: readonly HkCardId[] = ["wolf_king", "terrorist", "wolf_brother"];
const fail = (reject: DealReject): DealCheck => ({ ok: false, reject });

/** The seats of a deal: an array (seat i+1 = item i) or an object keyed "1".."N"; null if the keys are not 1..N. */
function seatList(deal: unknown): unknown[] | null {
  if (Array.isArray(deal)) return deal;
  if (!deal || typeof deal !== "object") return null;
  const entries = Object.entries(deal as Record<string, unknown>);
  const out: unknown[] = [];
  for (const [k, v] of entries) {
    const n = Number(k);
    if (!Number.isInteger(n) || String(n) !== k || n < 1 || n > entries.length) return null;
    out[n - 1] = v;
  }
  return out;
}

/**
 * Checks `deal` (seat → forum-hk id) against `board`: 14 seats holding exactly the core cards
 * (`forum-hk-core`); the pool shape of HK1–HK3 (`forum-hk`); 6–18 seats with a [群内] card and
 * 狼兄 ⇔ 狼弟 (`custom`). On every board no id twice but `police`. The first rule broken is returned.
 */
export function checkDeal(board: HkBoard, deal: unknown): DealCheck {
  const seats = seatList(deal);
  if (!seats) return fail({ code: "deal.seats" });
  const [min, max] = board === "custom" ? [6, 18] : [14, 14];
  if (seats.length < min || seats.length > max) return fail({ code: "deal.seats", min, max, got: seats.length });
  const seen = new Set<string>();
  for (let i = 0; i < seats.length; i++) {
    const id = seats[i];
    const card = typeof id === "string" ? hkCard(id) : undefined;
    if (!card)
      return fail({
        code: "deal.unknown_card",
        seat: i + 1,
        role: String(id),
      });
    if (seen.has(card.id) && card.id !== "police")
      return fail({
        code: "deal.twice",
        seat: i + 1,
        role: card.id,
      });
    seen.add(card.id);
  }
  const cards = seats as HkCardId[];
  if (board === "forum-hk-core") {
    const i = cards.findIndex((id) => !CORE_BOARD.includes(id));
    if (i >= 0)
      return fail({
        code: "deal.not_on_board",
        seat: i + 1,
        role: cards[i],
      });
    return { ok: true, cards };
  }
  const bad = board === POOL_BOARD ? poolShape(cards) : packCard(cards);
  return bad ? fail(bad) : wolfRules(cards, board === POOL_BOARD);
}

/** Custom board: at least one [群内] card. */
function packCard(cards: readonly HkCardId[]): DealReject | null {
  if (cards.some((id) => hkCard(id)?.tag === "pack")) return null;
  return { code: "deal.no_pack" };
}

/** HK1, HK3: 1 验人系 + 3 强神 + 4 弱神, or 3 警察 + 2 强神 + 3 弱神; 4 wolves, 1 三方, 1 不定. */
function poolShape(cards: readonly HkCardId[]): DealReject | null {
  const police = cards.flatMap((id, i) => (id === "police" ? [i + 1] : []));
  if (police.length === 2 || police.length > 3)
    return {
      code: "deal.police",
      seat: police[police.length - 1],
      role: "police",
      got: police.length,
    };
  const want: Record<HkPool, number> = Object.fromEntries(
    Object.entries(HK_POOLS).map(([p, v]) => [p, v.dealt]),
  ) as Record<HkPool, number>;
  if (police.length === 3) Object.assign(want, { 验人系: 3, 强神: 2, 弱神: 3 });
  const seatsIn = (pool: HkPool) => cards.flatMap((id, i) => (hkCard(id)?.pool === pool ? [i + 1] : []));
  for (const over of [true, false])
    for (const pool of Object.keys(want) as HkPool[]) {
      const got = seatsIn(pool);
      if (over ? got.length > want[pool] : got.length < want[pool])
        return {
          code: "deal.pool",
          pool,
          want: want[pool],
          got: got.length,
          ...(over ? { seat: got[want[pool]] } : {}),
        };
    }
  return null;
}

/** HK2 (`forum-hk` only, `leaderRule`): exactly one of 狼王/恐怖分子/狼兄 (forum-hk only), 狼兄 ⇔ 狼弟. */
function wolfRules(cards: readonly HkCardId[], leaderRule: boolean): DealCheck {
  const seatOf = (id: HkCardId) => cards.indexOf(id) + 1;
  const leaders = cards.flatMap((id, i) => (LEADERS.includes(id) ? [i + 1] : []));
  if (leaderRule && leaders.length !== 1)
    return fail({
      code: "deal.leader",
      ...(leaders.length > 1 ? { seat: leaders[1], role: cards[leaders[1] - 1] } : {}),
      got: leaders.length,
    });
  const brother = seatOf("wolf_brother");
  const sibling = seatOf("wolf_sibling");
  if (sibling && !brother)
    return fail({ code: "deal.sibling", seat: sibling, role: "wolf_sibling", missing: "wolf_brother" });
  if (brother && !sibling)
    return fail({ code: "deal.sibling", seat: brother, role: "wolf_brother", missing: "wolf_sibling" });
  return { ok: true, cards: [...cards] };
}

/** The first seat (1-based) whose card is not in `implemented`, or null: such a deal is not yet supported. */
export function unbuiltSeat(cards: readonly string[], implemented: readonly string[]): DealReject | null {
  const i = cards.findIndex((id) => !implemented.includes(id));
  if (i < 0) return null;
  return { code: "deal.not_built", seat: i + 1, role: cards[i] };
}

/** A labelled seeded choice among `options` (the shape of `Tx.pick`, never null here: options are non-empty). */
export type Pick = <T>(label: string, options: readonly T[]) => T;

/** The engine's labelled choice as a `Pick` (`pickFrom(tx)`): `Tx.pick`, which is null only for no option. */
export function pickFrom(source: { pick<T>(label: string, options: readonly T[]): T | null }): Pick {
  return <T>(label: string, options: readonly T[]): T => {
    const v = source.pick(label, options);
    if (v === null) throw new Error(`no option to pick for ${label}`);
    return v;
  };
}

/**
 * The pure twin of `Tx.pick` on a fresh game: the k-th choice of `label` is
 * `drawInt(seed, "next:" + label, k, 0, n − 1)`; a queued value (scenario `draws`) equal to an option
 * (as JSON) is taken first, one per choice; a queued value that is no option is skipped for the seed's.
 */
export function seededPick(seed: number, queues: Readonly<Record<string, readonly unknown[]>> = {}): Pick {
  const counters = new Map<string, number>();
  return <T>(label: string, options: readonly T[]): T => {
    const k = counters.get(label) ?? 0;
    counters.set(label, k + 1);
    const queued = queues[label];
    if (queued && k < queued.length) {
      const want = JSON.stringify(queued[k]);
      const i = options.findIndex((o) => JSON.stringify(o) === want);
      if (i >= 0) return options[i];
    }
    return options[drawInt(seed, `next:${label}`, k, 0, Math.max(0, options.length - 1))];
  };
}

/** A drawn deal: seat i+1 holds `cards[i]`; `police` = the 强神 and 弱神 dealt as 警察 (HK3), or null. */
export interface DrawnDeal {
  cards: HkCardId[];
  police: [HkCardId, HkCardId] | null;
  /** The pool cards left out because the engine does not implement them (the deal says so). */
  leftOut: HkCardId[];
}

/** `k` distinct items of `from`, each picked uniformly among those left (a uniform k-subset). */
function pickSome(pick: Pick, from: readonly HkCardId[], k: number): HkCardId[] {
  const left = [...from];
  const out: HkCardId[] = [];
  for (let n = 0; n < k; n++) {
    const id = pick("deal", left);
    out.push(id);
    left.splice(left.indexOf(id), 1);
  }
  return out;
}

/**
 * HK2, HK3: draws a `forum-hk` deal from `implemented` (the card ids the engine has). The leader
 * (狼王/恐怖分子/狼兄, uniformly among those that can be completed), then the other 3 wolves uniformly
 * among the cards the rule allows (狼弟 among them iff the leader is 狼兄), then 验人系, 强神, 弱神,
 * 三方, 不定 uniformly, then — if 警察 was drawn — one dealt 强神 and one dealt 弱神 become 警察
 * (label `police`, a choice of `[strong, weak]`), then the seats are shuffled. Label `deal` otherwise.
 */
export function drawDeal(implemented: readonly string[], pick: Pick): DrawnDeal | DealReject {
  const has = (id: HkCardId) => implemented.includes(id);
  const avail = (pool: HkPool) =>
    poolCards(pool)
      .map((c) => c.id)
      .filter(has);
  const wolves = avail("狼人");
  const others = wolves.filter((id) => !LEADERS.includes(id) && id !== "wolf_sibling");
  const leaders = LEADERS.filter(
    (id) => has(id) && (id === "wolf_brother" ? has("wolf_sibling") && others.length >= 2 : others.length >= 3),
  );
  if (leaders.length === 0) return { code: "deal.cannot_draw", pool: "狼人", leader: true };
  const leader = pick("deal", leaders);
  const cards: HkCardId[] = [leader];
  if (leader === "wolf_brother") cards.push("wolf_sibling", ...pickSome(pick, others, 2));
  else cards.push(...pickSome(pick, others, 3));
  for (const pool of ["验人系", "强神", "弱神", "三方", "不定"] as const) {
    const ids = avail(pool);
    const need = HK_POOLS[pool].dealt;
    if (ids.length < need) return { code: "deal.cannot_draw", pool, want: need, got: ids.length };
    cards.push(...pickSome(pick, ids, need));
  }
  let police: [HkCardId, HkCardId] | null = null;
  if (cards.includes("police")) {
    const strong = cards.filter((id) => hkCard(id)?.pool === "强神");
    const weak = cards.filter((id) => hkCard(id)?.pool === "弱神");
    police = pick(
      "police",
      strong.flatMap((s) => weak.map((w): [HkCardId, HkCardId] => [s, w])),
    );
    for (const id of police) cards[cards.indexOf(id)] = "police";
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(
      "deal",
      Array.from({ length: i + 1 }, (_, k) => k),
    );
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const leftOut = HK_CARDS.map((c) => c.id).filter((id) => !has(id));
  return { cards, police, leftOut };
}
