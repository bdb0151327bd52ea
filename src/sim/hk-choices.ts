/**
 * What the scripted forum-hk players choose (issue 27 item 5; seed 002 身份与阵营, 投票规则): pure
 * functions of what the crowd has read (each seat's card from its deal DM, the pack from the
 * wolves' group, the outs from the thread) and of the seed. The words they type are the chat's
 * contract: `投票 N号` / `改票 N号` / `弃权` in the thread, `<技能中文名> N号` by DM, `杀人 N号` in the
 * wolves' group. The village's coordination is the script's (as forum-25's crowd): it votes the
 * wolves out one a day, then the old believer (his own camp, HK48), so every game ends.
 */
import { drawInt, shuffle } from "../engine/random.ts";

/** What the crowd knows of a seat: its card's 名 and 阵营 as its deal DM said them. */
export interface SeenCard {
  name: string;
  camp: string;
}

/** The crowd's knowledge at one moment (never the engine's state: only what the bot sent). */
export interface HkView {
  seats: number;
  /** Seat → its card as its deal DM named it. */
  cards: ReadonlyMap<number, SeenCard>;
  /** The pack, as the wolves' group named it. */
  pack: ReadonlySet<number>;
  /** Seats the thread or a DM told out. */
  out: ReadonlySet<number>;
}

/** A seat of the wolves' camp as the crowd knows it: in the pack, or dealt a 狼人阵营 card (石像鬼, HK71). */
export function isWolf(v: HkView, seat: number): boolean {
  return v.pack.has(seat) || /狼/.test(v.cards.get(seat)?.camp ?? "");
}

/** The living seats (1-based), as far as the crowd knows. */
export function livingOf(v: HkView): number[] {
  return Array.from({ length: v.seats }, (_, i) => i + 1).filter((s) => !v.out.has(s));
}

/** A seeded pick among `from` (null if empty): the same seed, label and list give the same seat. */
function pick(seed: number, label: string, from: readonly number[]): number | null {
  return from.length === 0 ? null : from[drawInt(seed, label, 0, 0, from.length - 1)];
}

/**
 * The village's target of day `day` (002 投票): a living wolf in the seed's order, then the old
 * believer (a third camp whose heretics the village is), then nobody (everyone abstains).
 */
export function villageTarget(v: HkView, seed: number): number | null {
  const living = livingOf(v);
  const wolves = shuffle(
    seed,
    "hk:wolf-order",
    [...Array(v.seats).keys()].map((i) => i + 1),
  ).filter((s) => isWolf(v, s) && living.includes(s));
  if (wolves.length > 0) return wolves[0];
  return living.find((s) => v.cards.get(s)?.name === "宗教老爷爷") ?? null;
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

/** What a seat remembers across nights (not the same seat two nights running, each check once). */
export interface SeatMemory {
  last?: number;
  used: Set<number>;
  poisoned?: boolean;
}

/**
 * The DM a living seat sends on night `night` for its card (the card's act by its Chinese name,
 * `hkActName`), or null: 预言家 预言 an unchecked seat; 石像鬼 查验 an unchecked non-wolf; 黑蝙蝠 庇护
 * a pack mate (HK: not the same seat two nights running); 企鹅 冰冻 and 乌鸦 诽谤 a known wolf; 摄梦人
 * 摄梦 a seat other than last night's (two nights running kills it, HK72 ⑥); 女巫 毒药 a wolf once
 * on a seeded night, else 不用药. Other cards stay silent (their silence is a choice 002 allows).
 */
export function nightAct(v: HkView, seed: number, night: number, seat: number, mem: SeatMemory): string | null {
  const name = v.cards.get(seat)?.name;
  const living = livingOf(v).filter((s) => s !== seat);
  const label = `hk:${name}:${seat}:${night}`;
  const wolves = living.filter((s) => isWolf(v, s));
  const say = (act: string, t: number | null) => {
    if (t === null) return null;
    mem.last = t;
    mem.used.add(t);
    return `${act} ${t}号`;
  };
  switch (name) {
    case "预言家":
      return say(
        "预言",
        pick(
          seed,
          label,
          living.filter((s) => !mem.used.has(s)),
        ),
      );
    case "石像鬼":
      return say(
        "查验",
        pick(
          seed,
          label,
          living.filter((s) => !mem.used.has(s) && !isWolf(v, s)),
        ),
      );
    case "黑蝙蝠":
      return say(
        "庇护",
        pick(
          seed,
          label,
          wolves.filter((s) => s !== mem.last),
        ),
      );
    case "企鹅":
      return say(
        "冰冻",
        pick(
          seed,
          label,
          wolves.filter((s) => s !== mem.last),
        ),
      );
    case "乌鸦":
      return say("诽谤", pick(seed, label, wolves));
    case "摄梦人":
      return say(
        "摄梦",
        pick(
          seed,
          label,
          living.filter((s) => s !== mem.last),
        ),
      );
    case "女巫": {
      const when = 2 + drawInt(seed, `hk:poison-night:${seat}`, 0, 0, 2);
      if (!mem.poisoned && night >= when && wolves.length > 0) {
        mem.poisoned = true;
        return say("毒药", pick(seed, label, wolves));
      }
      return "不用药";
    }
    default:
      return null;
  }
}

/**
 * The DMs a seat sends in 开局 (phase S) for its card: 粉丝 追随 a seeded other seat (HK129), 宗教老爷爷
 * 指定异端 ⌈(seats−1)/2⌉ seeded others (HK126). Null for every other card.
 */
export function startAct(v: HkView, seed: number, seat: number): string | null {
  const others = livingOf(v).filter((s) => s !== seat);
  const name = v.cards.get(seat)?.name;
  if (name === "粉丝") return `追随 ${pick(seed, `hk:idol:${seat}`, others)}号`;
  if (name === "宗教老爷爷") {
    const n = Math.ceil((v.seats - 1) / 2);
    const heretics = shuffle(seed, `hk:heretics:${seat}`, others)
      .slice(0, n)
      .sort((a, b) => a - b);
    return `指定异端 ${heretics.map((s) => `${s}号`).join(" ")}`;
  }
  return null;
}

/**
 * A death window's DM (HK138): 猎人's 最后一枪 at a known living wolf, 狼王's 报复 at a seeded
 * villager; null when the seat has no such skill or no target.
 */
export function deathShot(v: HkView, seed: number, seat: number): string | null {
  const name = v.cards.get(seat)?.name;
  const living = livingOf(v).filter((s) => s !== seat);
  if (name === "猎人") {
    const t = pick(
      seed,
      `hk:shot:${seat}`,
      living.filter((s) => isWolf(v, s)),
    );
    return t === null ? null : `最后一枪 ${t}号`;
  }
  if (name === "狼王") {
    const t = pick(
      seed,
      `hk:revenge:${seat}`,
      living.filter((s) => !isWolf(v, s)),
    );
    return t === null ? null : `报复 ${t}号`;
  }
  return null;
}
