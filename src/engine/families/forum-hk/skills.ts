/**
 * A seat's skill instances as the flow reads them (HK25, HK26; the model: `roles/hk/types.ts`'s module
 * comment): its card's own skills and the ones it gained (`GameState.hk.gained`), which instance takes
 * an act, the HK26 order of same-named acts at a step, and 「刷新至初始」 of a seat's card.
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import { type HkPool, hkCard, poolCards } from "../../roles/hk/pools.ts";
import { gainedOf, gainedReady, gainSkill } from "../../roles/hk/skills.ts";
import type { HkMade, HkSettle, HkSkill, HkSkillRef } from "../../roles/hk/types.ts";
import { blocksSkill } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, SeatStatus, Target } from "../../types.ts";

/** `card`'s skill `id`: one of its own, or one it gives (HK103's gifts). */
function skillOf(card: string, id: string): HkSkill | undefined {
  const spec = hkCardSpec(card);
  return [...(spec?.skills ?? []), ...(spec?.gives ?? [])].find((k) => k.id === id);
}

/**
 * HK25: every skill instance of `seat` — its card's own (a lost one listed with `lost`), then the ones it
 * gained, in the order gained (`ready` from the phase after the one it came in, HK103).
 */
export function seatSkills(s: GameState, seat: number): HkSkillRef[] {
  const role = s.seats[seat - 1].role;
  const lost = s.hk?.skills?.[String(seat)]?.lost ?? [];
  const out: HkSkillRef[] = (hkCardSpec(role)?.skills ?? []).map((skill) =>
    lost.includes(skill.id) ? { skill, card: role, lost: true, ready: false } : { skill, card: role, ready: true },
  );
  for (const g of gainedOf(s, seat)) {
    const skill = skillOf(g.card, g.skill);
    if (skill) out.push({ skill, card: g.card, gained: g, ready: gainedReady(s, g) });
  }
  return out;
}

/**
 * HK25, HK26: the instances of `seat` that may take `act`, in the order they are tried — the card's own
 * first (lost or not: its own module answers a lost one), then the gained ones usable now, then those
 * not usable yet. Empty: the seat holds no such skill.
 */
export function actInstances(s: GameState, seat: number, act: string): HkSkillRef[] {
  const refs = seatSkills(s, seat).filter((r) => Object.hasOwn(r.skill.acts, act));
  return [
    ...refs.filter((r) => !r.gained),
    ...refs.filter((r) => r.gained && r.ready),
    ...refs.filter((r) => r.gained && !r.ready),
  ];
}

/**
 * The instance that takes `seat`'s `act` now: the first of `actInstances` its card module does not
 * refuse (`ok`), else the first one (whose refusal the player reads), or null.
 */
export function actInstance(
  s: GameState,
  seat: number,
  act: string,
  ok: (r: HkSkillRef) => boolean,
): HkSkillRef | null {
  const refs = actInstances(s, seat, act);
  return refs.find((r) => (!r.gained || r.ready) && ok(r)) ?? refs[0] ?? null;
}

/**
 * HK41, HK40: whether status instance `st` is out of force — given by a <强制> skill (`st.skill`) of its
 * source, who has lost that skill now: under a status taking forced skills ([遗忘], [业炎], [净化]) or
 * lost for good (`hk_skill` lost). It stays on the seat and is back in force with the skill.
 */
export function forcedStatusDormant(s: GameState, st: SeatStatus): boolean {
  if (st.skill === undefined || st.source === undefined) return false;
  const src = s.seats[st.source - 1];
  if (!src) return false;
  if (s.hk?.skills?.[String(st.source)]?.lost.includes(st.skill)) return true;
  return blocksSkill(src, { tags: ["forced"] });
}

/** HK26: 身份与阵营's order of the pools, each in pool order. */
const HK26_POOLS: readonly HkPool[] = ["验人系", "强神", "弱神", "狼人", "三方", "不定"];

/** HK26: a real card's place in 身份与阵营 (验人系 … 不定, each in pool order). */
export function listOrder(card: string): number {
  const c = hkCard(card);
  if (!c) return Number.MAX_SAFE_INTEGER;
  return HK26_POOLS.indexOf(c.pool) * 100 + poolCards(c.pool).findIndex((x) => x.id === card);
}

/**
 * HK26: the order in which same-named acts of one step settle: the users whose own card's skill it is
 * first (ascending seats), then the users of a gained one, in the order of their real cards in
 * 身份与阵营 (ascending seats within one card).
 */
export function hk26Key(s: GameState, seat: number, act: string): [number, number, number] {
  const own = (hkCardSpec(s.seats[seat - 1].role)?.skills ?? []).some((k) => Object.hasOwn(k.acts, act));
  return own ? [0, 0, seat] : [1, listOrder(s.seats[seat - 1].role), seat];
}

/**
 * HK25: 「刷新至初始」 of `seat`'s card — its spent uses and <限定> (`refreshKeys`) unset, its lost
 * skills back, then what else its card restores (`onRefresh`). Gained instances are not the card's:
 * they stay as they are.
 */
export function refreshCard(tx: Tx, seat: number): void {
  const x = tx.s.seats[seat - 1];
  const spec = hkCardSpec(x.role);
  if (!spec) return;
  for (const key of spec.refreshKeys ?? [])
    if (x.mem[key] !== undefined && x.mem[key] !== null) tx.emit({ type: "mem_set", seat, key, value: null });
  for (const k of spec.skills) tx.emit({ type: "hk_skill", seat, skill: k.id, how: "refreshed" });
  spec.onRefresh?.(tx, seat);
}

/**
 * HK25, HK129: `seat` gains the skills of `from`'s card, refreshed (影子 at his host's out, 复仇者's 雪恨):
 * each of the card's own skills as an instance (`hk_gained`, from `from`; its uses counted by the card's
 * module in `seat`'s memory, so the card's `refreshKeys` are unset there); the seat's gained and
 * second-hand skills never pass. A [开局] skill gained is decided at once (获取技能): by the card's silent
 * default (`silentStart`, drawn per purpose, HK133) — nobody can be asked within the instant of the gain
 * (a reading); 丘比特之箭 links no second couple (one couple a game). Returns the card given.
 */
export function gainCard(tx: Tx, seat: number, from: number): string {
  const role = tx.s.seats[from - 1].role;
  const spec = hkCardSpec(role);
  const mem = tx.s.seats[seat - 1].mem;
  for (const key of spec?.refreshKeys ?? [])
    if (mem[key] !== undefined && mem[key] !== null) tx.emit({ type: "mem_set", seat, key, value: null });
  for (const k of spec?.skills ?? []) gainSkill(tx, seat, { skill: k.id, card: role, from, uses: null });
  const start = (spec?.skills ?? []).some((k) => Object.values(k.acts).some((r) => r.window === "start"));
  if (start && role !== "cupid") spec?.silentStart?.(tx, seat);
  return role;
}

/**
 * HK129: tells every card (`onNamed`, seat order) that a non-[开局] <指定> act settled on each of `targets`
 * (复仇者's 寻仇); the group's 杀人 with `by` null and its possible sources `group` (HK37).
 */
export function tellNamed(tx: Tx, by: number | null, targets: Target, act: string, group?: readonly number[]): void {
  const list = typeof targets === "number" ? [targets] : Array.isArray(targets) ? targets : [];
  for (const target of list)
    for (const x of tx.s.seats)
      hkCardSpec(x.role)?.onNamed?.(tx, x.seat, { by, target, act, ...(group ? { group } : {}) });
}

/**
 * HK25: one act settled by the module of the skill instance that takes it (`actInstance`, the same
 * choice as when it was sent), with the gained instance as `via` and the flow's 「刷新至初始」; `hook`
 * `unsettled` when it reached no settlement target (HK28, HK29: what happens even so, HK97).
 */
export function settleAct(
  tx: Tx,
  a: Omit<HkSettle, "via" | "refresh">,
  hook: "settle" | "unsettled" = "settle",
): HkMade {
  const ok = (r: HkSkillRef) =>
    hkCardSpec(r.card)?.validate?.(tx.s, a.seat, a.act, a.target, a.value, tx.nowMs) == null;
  const inst = actInstance(tx.s, a.seat, a.act, ok);
  const spec = hkCardSpec(inst?.card ?? tx.s.seats[a.seat - 1].role);
  return spec?.[hook]?.(tx, {
    ...a,
    ...(inst?.gained ? { via: inst.gained } : {}),
    refresh: (k: number) => refreshCard(tx, k),
    instanceOf: (k: number, act: string) => actInstances(tx.s, k, act)[0] ?? null,
  });
}
