/**
 * What the scripted forum-hk players choose (issue 27 item 5; seed 002 身份与阵营, 投票规则): pure
 * functions of what the crowd has read (each seat's card from its deal DM, the pack from the
 * wolves' group, the outs from the thread) and of the seed. The words they type are the chat's
 * contract: `投票 N号` / `改票 N号` / `弃权` in the thread, `<技能中文名> N号` by DM, `杀人 N号` in the
 * wolves' group. The village's coordination is the script's (as forum-25's crowd): it votes the
 * wolves out one a day, then the old believer (his own camp, HK48), so every game ends. This file
 * holds only the table's shared logic (ballots, the pack's kill); each card's own choice is its
 * module's (`HkCardSpec.scripted`), read through the registry.
 */

import { drawInt, shuffle } from "../engine/random.ts";
import {
  HK_IMPLEMENTED,
  type HkChoice,
  type HkScripted,
  type HkView,
  hkCard,
  hkCardSpec,
  isWolf,
  livingOf,
  type SeatMemory,
} from "../engine/roles/index.ts";
import { hkActName } from "../voice/families/forum-hk/texts.ts";

export { type HkView, isWolf, livingOf, type SeatMemory, type SeenCard } from "../engine/roles/index.ts";

/** A seeded pick among `from` (null if empty): the same seed, label and list give the same seat. */
function pick(seed: number, label: string, from: readonly number[]): number | null {
  return from.length === 0 ? null : from[drawInt(seed, label, 0, 0, from.length - 1)];
}

/**
 * The village's target of day `day` (002 投票): a living wolf in the seed's order, then the old
 * believer (a third camp whose heretics the village is), then any other living card not dealt to the
 * village (the third parties and the 不定 cards of the full pools: 镜, 占星师, 影子 …), then nobody
 * (everyone abstains) — so that every camp but the village's runs out and the game ends.
 */
export function villageTarget(v: HkView, seed: number): number | null {
  const living = livingOf(v);
  const order = shuffle(
    seed,
    "hk:wolf-order",
    [...Array(v.seats).keys()].map((i) => i + 1),
  ).filter((s) => living.includes(s));
  const wolf = order.find((s) => isWolf(v, s));
  if (wolf !== undefined) return wolf;
  const believer = living.find((s) => v.cards.get(s)?.name === "宗教老爷爷");
  if (believer !== undefined) return believer;
  return order.find((s) => !/村民/.test(v.cards.get(s)?.camp ?? "村民")) ?? null;
}

/**
 * Day `day`'s ballot posts of each living seat (002 投票规则; HK59: one ballot and one change a day):
 * the wolves vote a seeded villager, the rest the village's target; one seeded doubter first votes
 * a seeded suspect then changes to the target; on even days one seeded seat abstains (`弃权`).
 */
export function dayBallots(v: HkView, seed: number, day: number): Map<number, string[]> {
  const living = livingOf(v);
  const target = villageTarget(v, seed);
  const good = living.filter((s) => !isWolf(v, s));
  const wolfPick = pick(seed, `hk:wolf-vote:${day}`, good);
  const others = good.filter((s) => s !== target);
  const doubter = pick(seed, `hk:doubter:${day}`, others);
  const abstainer =
    day % 2 === 0
      ? pick(
          seed,
          `hk:abstain:${day}`,
          others.filter((s) => s !== doubter),
        )
      : null;
  const out = new Map<number, string[]>();
  const vote = (s: number | null) => (s === null ? "弃权" : `投票 ${s}号`);
  for (const seat of living) {
    if (isWolf(v, seat)) out.set(seat, [vote(wolfPick)]);
    else if (seat === abstainer || target === null) out.set(seat, ["弃权"]);
    else if (seat === doubter && target !== null) {
      const suspect = pick(
        seed,
        `hk:suspect:${day}`,
        living.filter((s) => s !== seat && s !== target),
      );
      out.set(seat, suspect === null ? [vote(target)] : [vote(suspect), `改票 ${target}号`]);
    } else out.set(seat, [vote(target === seat ? null : target)]);
  }
  return out;
}

/** The pack's kill of night `night` (HK70: every pack member names the same seat): a seeded living non-wolf. */
export function nightKill(v: HkView, seed: number, night: number): number | null {
  return pick(
    seed,
    `hk:kill:${night}`,
    livingOf(v).filter((s) => !isWolf(v, s)),
  );
}

/** The built card whose 名 the crowd read for `seat` (its deal DM), or undefined. */
function cardOf(v: HkView, seat: number): HkScripted | undefined {
  const name = v.cards.get(seat)?.name;
  const id = HK_IMPLEMENTED.find((c) => hkCard(c)?.name === name);
  const s = id ? hkCardSpec(id)?.scripted : undefined;
  return s === "silent" ? undefined : s;
}

/**
 * A choice as the player types it (`<技能名> N号`, `指定异端 3号 5号`, `不用药`), or null; a seat
 * it names is remembered (`mem`: the last one, and every one).
 */
function typed(c: HkChoice | null | undefined, mem?: SeatMemory): string | null {
  if (!c) return null;
  const name = hkActName(c.act);
  if (c.target === null) return name;
  if (typeof c.target === "number") {
    if (mem) {
      mem.last = c.target;
      mem.used.add(c.target);
    }
    return `${name} ${c.target}号`;
  }
  return `${name} ${c.target.map((s) => `${s}号`).join(" ")}`;
}

/**
 * The DM a living seat sends on night `night` for its card, or null: the card's own scripted
 * choice (`HkCardSpec.scripted.night`, e.g. 预言家 预言 an unchecked seat, 女巫 毒药 a wolf once),
 * typed by its act's name. A card declaring silence, or none for the night, sends nothing (a
 * silence 002 allows).
 */
export function nightAct(v: HkView, seed: number, night: number, seat: number, mem: SeatMemory): string | null {
  return typed(cardOf(v, seat)?.night?.(v, seed, night, seat, mem), mem);
}

/** The DM a seat sends in 开局 (phase S) for its card (粉丝 追随, 宗教老爷爷 指定异端, HK126, HK129), or null. */
export function startAct(v: HkView, seed: number, seat: number): string | null {
  return typed(cardOf(v, seat)?.start?.(v, seed, seat));
}

/** A death window's DM (HK138: 猎人's 最后一枪, 狼王's 报复), or null when the seat has no such skill or no target. */
export function deathShot(v: HkView, seed: number, seat: number): string | null {
  return typed(cardOf(v, seat)?.death?.(v, seed, seat));
}
