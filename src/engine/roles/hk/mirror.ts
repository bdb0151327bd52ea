/**
 * 镜 (seed 002 三方, camp `mirror`; HK123, HK143, HK41, HK28, HK133, HK53):
 * - 反射 (<强制>): from the close of phase S (C₀) he holds the status `reflect` given by this skill (HK41: out of
 *   force while the skill is lost — [遗忘], [业炎], [净化] — and back with it; `families/forum-hk/chain.ts`
 *   reflects). The chain's last stage sends a night <指定> act settling on a holder to a seeded random living
 *   character without 反射 (HK28, HK133), and the holder is told the night's list at C+70 (HK143).
 * - 折镜 (`lend_mirror`, [黄昏][指定]) in any 黄昏 (window `dusk`, settled at 黄昏 (4), C+20) while his own 反射
 *   is in force: he loses his 反射 and the settlement target holds 反射 until the next 黄昏 begins (the next
 *   close, `untilStage` `close`, HK123); his own comes back there. The target is told what he holds.
 * - His count (`mem.mirrorCount`, HK123): each reflection made by a 反射 he gave (his own or a lent one, 002
 *   「通过折镜让其他人反射也计入」) of an act whose user's real camp differs from his, counted at C+70; plus the
 *   outs caused by the skill he copied with 镜像 (`mem.copyOuts`). His camp wins when the count exceeds the
 *   living (`directWin`, outcome `mirror`, HK53 (a)).
 * - 镜像 (`copy`, <限定>, block C (18), value an act id): once, any skill whose selection target he was before
 *   (reflected or not, 002 PS 「不是反射的技能也可以被复制」; `mem.usedOn`, recorded after each block from the
 *   night's settled acts): he gains a second-hand instance of the user's skill (HK25: `hk_gained`, `secondHand`,
 *   settled by the original card's module for him), usable from the next nightfall (HK103's `since`). Each out
 *   he causes afterwards (`source` him, not himself) is one of 「镜像获得的技能亲手击杀」: his own cards deal no
 *   damage, so his copied skill is the only way (`mem.copyOuts`). While 镜像 is unused he is told at C+70 the
 *   skills newly used on him that night (002 PS 「若一直不使用，可以每天得知都有哪些新技能对镜使用过」, `used_on`).
 *
 * Readings where the rulings are silent: 反射 is his from C₀, so 折镜 may be used in the first 黄昏 (it covers
 * night 1); 折镜 on himself is allowed (002 「选择任意一名角色」) and changes nothing but the end of his 反射; a lent
 * 反射 is the target's own (not tied to 镜's skill: his [遗忘] does not stop it, his out does not end it); a
 * 折镜 on a [隐身] holder settles nothing and he keeps his 反射; the camps compared are those at C+70; 镜像 names
 * a skill used on him in an earlier block or night (one of block C before (18) is recorded after it); the
 * wolves' 杀人 is the group's (HK70), not a skill instance, and is never recorded; a temporary or second-hand
 * instance is never passed on (HK25): copying one fails, told, and 镜像 stays unused.
 */
import { blocksSkill, grant, revoke, statusesOf } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import { campOfSeat } from "./common.ts";
import { gainSkill } from "./skills.ts";
import type { HkCardSpec, HkSettle } from "./types.ts";

/** HK123: his count so far (reflections of other camps' acts + outs by his copied skill). */
export function mirrorCount(s: GameState, seat: number): number {
  const m = s.seats[seat - 1].mem;
  return (typeof m.mirrorCount === "number" ? m.mirrorCount : 0) + (typeof m.copyOuts === "number" ? m.copyOuts : 0);
}

/** HK123, HK41: whether his own 反射 (given by his <强制> skill) is on him and in force. */
function ownInForce(s: GameState, seat: number): boolean {
  const x = s.seats[seat - 1];
  if (!statusesOf(x).some((st) => st.id === "reflect" && st.source === seat && st.skill === "reflect")) return false;
  if (s.hk?.skills?.[String(seat)]?.lost.includes("reflect")) return false;
  return !blocksSkill(x, { tags: ["forced"] });
}

/** HK123: one skill used on him — its user and act (the first user of each act is kept). */
interface UsedOn {
  seat: number;
  act: string;
}

/** HK123: the skills used on him so far, in the order first used (`mem.usedOn`: `seat:act` joined by commas). */
export function usedOn(s: GameState, seat: number): readonly UsedOn[] {
  const v = s.seats[seat - 1].mem.usedOn;
  if (typeof v !== "string" || v === "") return [];
  return v.split(",").map((e) => {
    const [k, act] = e.split(":");
    return { seat: Number(k), act };
  });
}

/** HK41: his own 反射, given by his <强制> skill. */
function grantOwn(tx: Tx, seat: number): void {
  grant(tx, seat, { id: "reflect", source: seat, skill: "reflect" });
}

export const mirror: HkCardSpec = {
  id: "mirror",
  texts: {
    "zh-Hans": {
      rules:
        "镜：三方阵营。反射（强制）——夜里对你结算的指定技能，会随机改为对一名没有反射的存活角色结算；夜晚结束时你得知当晚反射过的技能和去向（不知道是谁发动的）。折镜——反射有效时，可以在黄昏选择任意一名角色：你暂时失去反射，对方获得反射，直到下一个黄昏开始。镜像（限一次）——夜里凌晨截止前，可以复制一个曾对你使用过的技能（被反射的也算，临时或转手得到的技能除外），从下一个夜晚起可用。胜利条件：你（和你借出的反射）反射过的、与你实际阵营不同的角色发动的技能数，加上你用镜像得到的技能亲手击杀的人数，大于存活人数。",
      acts: { lend_mirror: "折镜", copy: "镜像" },
      aliases: { lend_mirror: ["借镜"], copy: ["复制"] },
      values: {
        copy: {
          kind: "skill",
          hint: " 技能名（曾对你使用过的技能）",
          example: "镜像 预言",
          bad: "镜像请写一个曾对你使用过的技能名",
        },
      },
      told: {
        used_on: { text: "今晚有新的技能对你使用过：{items}。", item: "“{skill}”" },
        copied: {
          text: {
            ok: "镜像成功：你复制了“{skill}”，从下一个夜晚起可以使用。",
            failed: "镜像失败：这个技能是临时或转手得到的，不能复制；镜像仍可再用。",
          },
        },
        lent: {
          text: "你获得了反射，直到下一个黄昏开始：夜里对你结算的指定技能会随机改为对另一名没有反射的存活角色结算，夜晚结束时你会得知被反射的技能和去向。",
        },
      },
    },
    en: {
      rules:
        "Mirror: third-party camp. Reflect (forced) — a pointed skill resolved on you at night is moved at random onto a living character without Reflect; when the night ends you learn which skills were reflected that night and where they went (not who used them). Lend the Mirror — while your Reflect is in effect, at dusk you may choose any character: you lose Reflect for a while and they gain it, until the next dusk begins. Mirror Image (once) — at night, before the small-hours deadline, you may copy a skill once used on you (reflected ones count; temporary or second-hand skills do not), usable from the next night. Win: the number of skills used by characters of a camp other than your actual one that you (and the Reflect you lent) reflected, plus the number of characters you killed yourself with the skill you got by Mirror Image, is greater than the number of living characters.",
      acts: { lend_mirror: "Lend the Mirror", copy: "Mirror Image" },
      aliases: { lend_mirror: ["Lend"], copy: ["Copy"] },
      values: {
        copy: {
          kind: "skill",
          hint: " <skill name> (a skill once used on you)",
          example: "Mirror Image Prophecy",
          bad: "Mirror Image needs the name of a skill once used on you.",
        },
      },
      told: {
        used_on: { text: "New skills were used on you tonight: {items}.", item: '"{skill}"' },
        copied: {
          text: {
            ok: 'Mirror Image worked: you copied "{skill}", usable from the next night.',
            failed:
              "Mirror Image failed: that skill is temporary or second-hand and cannot be copied; you may still use Mirror Image.",
          },
        },
        lent: {
          text: "You have Reflect until the next dusk begins: pointed skills resolved on you at night move at random onto another living character without Reflect, and when the night ends you learn which skills were reflected and where they went.",
        },
      },
    },
  },
  toldVariant: { copied: (v) => (v === null ? "failed" : "ok") },
  scripted: "silent",
  refreshKeys: ["copied"],
  skills: [
    { id: "reflect", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["forced", "passive"] },
    {
      id: "lend_mirror",
      acts: { lend_mirror: { window: "dusk", step: 4, target: "living" } },
      timing: { phase: "day", only: "calendar" },
    },
    {
      id: "copy",
      acts: { copy: { window: "night_c", step: 18, target: "none" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
  ],
  validate(s, seat, act, _target, value) {
    if (act === "lend_mirror" && !ownInForce(s, seat)) return { code: "hk.mirror_lent", seat, act };
    if (act !== "copy") return null;
    if (s.seats[seat - 1].mem.copied === true) return { code: "hk.used", seat, act };
    if (typeof value !== "string" || !usedOn(s, seat).some((u) => u.act === value))
      return { code: "hk.copy_unknown", seat, act, ...(typeof value === "string" ? { value } : {}) };
    return null;
  },
  atClose(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    // HK123: 反射 from C₀; a lent one ended where this 黄昏 begins (`close`), and his comes back.
    if (n === 0 && x.alive) grantOwn(tx, holder);
    if (typeof x.mem.lentOn === "number") {
      tx.emit({ type: "mem_set", seat: holder, key: "lentOn", value: null });
      if (x.alive) grantOwn(tx, holder);
    }
  },
  settle(tx, a) {
    if (a.act === "copy") return copy(tx, a);
    if (a.act !== "lend_mirror" || !ownInForce(tx.s, a.seat)) return;
    const t = a.target as number;
    // 002 折镜: 「发动者暂时失去[反射]技能，结算目标获得[反射]技能，持续至下一个黄昏开始」.
    revoke(tx, a.seat, "reflect", a.seat);
    tx.emit({ type: "mem_set", seat: a.seat, key: "lentOn", value: a.n });
    grant(tx, t, { id: "reflect", source: a.seat, untilLabel: `D${a.n + 1}`, untilStage: "close" });
    tx.emit({ type: "told", seat: t, kind: "lent", value: true });
  },
  atResolution(tx, holder) {
    const ph = tx.s.phase;
    if (ph.kind !== "hk") return;
    tellNewlyUsed(tx, holder);
    const mine = campOfSeat(tx.s, holder);
    let count = 0;
    for (const r of ph.redirected ?? []) {
      if (r.stage !== "reflect") continue;
      // Only a 反射 he gave (his own, or one he lent) counts; the user's real camp differs from his.
      const from = tx.s.seats[r.from - 1];
      if (!statusesOf(from).some((st) => st.id === "reflect" && st.source === holder)) continue;
      if (campOfSeat(tx.s, r.seat) !== mine) count += 1;
    }
    if (count === 0) return;
    const had = tx.s.seats[holder - 1].mem.mirrorCount;
    tx.emit({ type: "mem_set", seat: holder, key: "mirrorCount", value: (typeof had === "number" ? had : 0) + count });
  },
  afterBlock(tx, holder, _block, n) {
    const ph = tx.s.phase;
    if (ph.kind !== "hk" || n === 0) return;
    const list = [...usedOn(tx.s, holder)];
    for (const r of ph.settled ?? []) {
      const selected = r.about ?? r.target;
      const on = Array.isArray(selected) ? selected.includes(holder) : selected === holder;
      if (!on || r.seat === holder || r.act === "kill" || list.some((u) => u.act === r.act)) continue;
      list.push({ seat: r.seat, act: r.act });
    }
    if (list.length > usedOn(tx.s, holder).length)
      tx.emit({ type: "mem_set", seat: holder, key: "usedOn", value: list.map((u) => `${u.seat}:${u.act}`).join(",") });
  },
  onOut(tx, holder, out) {
    const x = tx.s.seats[holder - 1];
    if (x.mem.copied !== true || out.source !== holder || out.seat === holder) return;
    const had = typeof x.mem.copyOuts === "number" ? x.mem.copyOuts : 0;
    tx.emit({ type: "mem_set", seat: holder, key: "copyOuts", value: had + 1 });
  },
  directWin: (s, holder) => mirrorCount(s, holder) > s.seats.filter((x) => x.alive).length,
};

/**
 * HK123, HK25: 镜像 — a second-hand instance of the skill its user took the named act through, usable from the
 * next nightfall; a temporary or second-hand one is never passed on (the copy fails, 镜像 unused).
 */
function copy(tx: Tx, a: HkSettle): void {
  const used = usedOn(tx.s, a.seat).find((u) => u.act === a.value);
  const inst = used ? (a.instanceOf?.(used.seat, used.act) ?? null) : null;
  if (!used || !inst || inst.gained?.temporary || inst.gained?.secondHand) {
    tx.emit({ type: "told", seat: a.seat, kind: "copied", value: null });
    return;
  }
  tx.emit({ type: "mem_set", seat: a.seat, key: "copied", value: true });
  gainSkill(tx, a.seat, { skill: inst.skill.id, card: inst.card, from: used.seat, secondHand: true, uses: null });
  tx.emit({ type: "told", seat: a.seat, kind: "copied", value: used.act });
}

/** 002 镜 PS: while 镜像 is unused, the skills first used on him tonight, told at C+70 (`mem.usedOnTold`: how many were). */
function tellNewlyUsed(tx: Tx, holder: number): void {
  const x = tx.s.seats[holder - 1];
  const list = usedOn(tx.s, holder);
  const told = typeof x.mem.usedOnTold === "number" ? x.mem.usedOnTold : 0;
  if (list.length <= told) return;
  tx.emit({ type: "mem_set", seat: holder, key: "usedOnTold", value: list.length });
  if (x.mem.copied === true || !x.alive) return;
  tx.emit({ type: "told", seat: holder, kind: "used_on", value: list.slice(told).map((u) => u.act) });
}
