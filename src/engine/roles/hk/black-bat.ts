/**
 * 黑蝙蝠 (seed 002 狼人阵营, [群内]; HK85, HK37, HK72, HK73, HK17): 庇护 each night in block A (12), never
 * on the seat he sheltered the night before: [坚韧] to C+70 (not negative: not told). 反弹 (<强制>,
 * <限定>) fires by itself at (18), at block C's deadline, when at least one 指杀 or 穿透 (not 暴击, not
 * 致死伤害) was made on tonight's 庇护 target: 穿透 at ⑤ (cause `rebound`) on the user of the first
 * such attack by step and list order — the group kill's source is a seeded living [群内] member of
 * those who made it (draw `kill_source`, HK37) — and he is told that seat at C+60 (`rebound`).
 */
import { blocksSkill, grant } from "../../statuses.ts";
import { rememberTonight, sameAsLastNight } from "./common.ts";
import { at, isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: ⑤ 反弹. */
const SLOT_REBOUND = 5;

export const blackBat: HkCardSpec = {
  id: "black_bat",
  texts: {
    "zh-Hans": {
      rules:
        "黑蝙蝠：狼人阵营，群内。每晚庇护一名存活角色（不能连续两晚庇护同一人），使其当晚坚韧；庇护对象当晚受到指杀或穿透时，自动反弹一次（每局限一次），对第一个出手者造成穿透伤害，并得知其座位。",
      acts: { shelter: "庇护" },
      told: { rebound: { text: "你的反弹生效：对{seat}造成了穿透伤害。" } },
    },
    en: {
      rules:
        "Black Bat: werewolf camp, in the pack. Each night, Shelter a living character (not the same one two nights in a row), who is tough that night; if the character you shelter takes a pointed kill or piercing damage that night, it rebounds once automatically (once a game), dealing piercing damage to the first attacker, and you learn their seat.",
      acts: { shelter: "Shelter" },
      told: { rebound: { text: "Your rebound worked: it dealt piercing damage to {seat}." } },
    },
  },
  scripted: {
    /** 庇护 a pack mate, not last night's. */
    night: (v, seed, night, seat, mem) =>
      at(
        "shelter",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => isWolf(v, s) && s !== mem.last),
        ),
      ),
  },
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["rebounded"],
  skills: [
    {
      id: "shelter",
      acts: { shelter: { window: "night_a", step: 12.3, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
    { id: "rebound", acts: {}, timing: { phase: "night", only: "calendar" }, uses: 1, tags: ["forced", "limited"] },
  ],
  validate(s, seat, act, target) {
    if (act === "shelter" && sameAsLastNight(s, seat, "shelter", target))
      return { code: "hk.same_as_last_night", seat, act, target };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    // HK85: the seat he named (the selection target, HK28), wherever it settled.
    rememberTonight(tx, a.seat, "shelter", a.about ?? t, a.n);
    grant(tx, t, { id: "tough", source: a.seat, untilLabel: `N${a.n}`, untilStage: "night_end" });
  },
  afterBlock(tx, holder, block, n) {
    const x = tx.s.seats[holder - 1];
    const ph = tx.s.phase;
    if (block !== "c" || ph.kind !== "hk" || !x.alive || x.mem.rebounded === true) return;
    if (x.mem.shelterNight !== n || blocksSkill(x, { tags: ["forced"] })) return;
    const t = x.mem.shelterSeat;
    const first = (ph.attacks ?? []).find(
      (e) => e.attack.target === t && (e.attack.damage === "pointed" || e.attack.damage === "pierce"),
    );
    if (!first) return;
    // HK37: the group kill's source, drawn from those who made it.
    const user = first.attack.source ?? (first.by && first.by.length > 0 ? tx.pick("kill_source", first.by) : null);
    if (user === null) return;
    tx.emit({ type: "mem_set", seat: holder, key: "rebounded", value: true });
    tx.emit({ type: "told", seat: holder, kind: "rebound", value: user });
    return [{ kind: "rebound", target: user, source: holder, cause: "rebound", damage: "pierce", slot: SLOT_REBOUND }];
  },
};
