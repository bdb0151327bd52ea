/**
 * 灰蕨 (seed 002 三方, camp `ash_fern`; HK125, HK130, HK11, HK23, HK33, HK38, HK39, HK42, HK51, HK133):
 * - 种芽 (`sprout`, [黄昏][指定]) in any 黄昏 (window `dusk`, settled at 黄昏 (4), C+20, before 镜's 折镜: 002 「灰蕨
 *   <种芽>镜<折射>依次发动」) while no living character holds [畸芽]: the settlement target holds [畸芽] (`sprout`,
 *   HK39: 漏洞 + 沉默, a negative status told with its end, HK42), until he is out (HK38: removed at his out).
 * - 操纵 (`control`, [夜晚]) every night, chosen in block A (HK11: step (15) after 跳跃): a list of targets and
 *   the index X. The [畸芽] holder uses the X-th skill of his card in printed order on them at that skill's own
 *   step (`families/forum-hk/control.ts`), in the place of his own act of it that night, settled by his card's
 *   module as his (his uses and limits spent) but ignoring his statuses, <限定>, counts, loss and range (HK125).
 *   Only a night <指定> skill whose target count fits is made; the holder is told at C+35 (`controlled`), the
 *   fern its result (`control`), and what the skill tells its user is told to the fern too, at its step.
 * - 汲取: while a living character holds [畸芽], his 操纵 works and his camp stands even when he is out (HK23,
 *   HK51), and when, he being out, the holder goes out by a <指定> skill of another, [畸芽] spreads to a seeded
 *   random living user of that skill (HK125, HK133: draw `sprout_spread`) — the group's 杀人: its living [群内].
 * - Win (HK130, in `win/forum-hk.ts`): when a camp would win while a living character holds [畸芽], 灰蕨's camp
 *   wins instead (outcome `ash_fern`), even when he is out.
 *
 * Readings where the rulings are silent: 种芽 may name himself (「选择一名玩家」, HK21); the holder's notice names
 * the skill and the targets, the fern's only whether it works (after 汲取 he no longer knows the holder, and
 * the X-th skill is his guess); a skill needing a value besides its targets (馈赠's gift, 蛊惑's class) is not
 * made (操纵 names none; free words, 摄魂's, are left empty); the wolves' 杀人 is the group's (HK70), no card's skill, and
 * is never made; a 操纵 sent while no living holder exists does nothing and is told so. The <指定> outs that
 * spread [畸芽] are those of skills tagged <指定> in 002 (杀人, 冲锋, 毒药, 最后一枪, 报复, 猎杀, 追猎, 突击, 潜行,
 * 夜之锋刃, 暴怒, 邪恶, 继承, 反弹, 摄梦, 决斗), never an exile, a red card or an out of one's own doing.
 */
import { blocksSkill, grant, hasStatus, revoke, statusesOf } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { DeathCause, GameState, Reject } from "../../types.ts";
import { holdsPack } from "./common.ts";
import type { HkCardSpec, HkSettle } from "./types.ts";

/** The causes of an out by a <指定> skill (002's tags) that spread [畸芽] once the fern is out (汲取). */
const POINTED_CAUSES: ReadonlySet<DeathCause> = new Set<DeathCause>([
  "kill",
  "charge",
  "poison",
  "shot",
  "revenge",
  "hunt",
  "chase",
  "strike",
  "stalk",
  "night_blade",
  "rage",
  "evil",
  "inherit",
  "rebound",
  "dream",
  "duel",
]);

/** HK125: the living character holding [畸芽], or null. */
export function sproutHolder(s: GameState): number | null {
  return s.seats.find((x) => x.alive && hasStatus(x, "sprout"))?.seat ?? null;
}

/** HK125, HK39, HK42: `seat` holds [畸芽] from the fern, told with its end (none: until he is out, HK38). */
function plant(tx: Tx, fern: number, seat: number): void {
  grant(tx, seat, { id: "sprout", source: fern });
  tx.emit({ type: "told", seat, kind: "status", value: { id: "sprout", until: null } });
}

/** HK125: the fern's last 操纵 of the night being processed (HK13), or null. */
function controlTonight(s: GameState, fern: number, n: number): { index: number; targets: number[] } | null {
  const ph = s.phase;
  if (ph.kind !== "hk" || ph.stage !== "night" || ph.day + 1 !== n) return null;
  const last = [...(ph.acts[String(fern)] ?? [])].reverse().find((a) => a.act === "control");
  if (!last || !Array.isArray(last.target)) return null;
  return { index: Number(last.value), targets: last.target };
}

/** HK23, HK62: whether the fern may use 操纵 now — no status on his seat stops it, no red card; out only while 汲取 holds. */
function canControl(s: GameState, fern: number): boolean {
  const x = s.seats[fern - 1];
  if (x.mem.fernCarded === true || blocksSkill(x, { tags: [] })) return false;
  return sproutHolder(s) !== null;
}

/** HK125: 操纵 at its own step (block A): the holder is told what he will use, the fern whether it works. */
function settleControl(tx: Tx, a: HkSettle): void {
  const holder = sproutHolder(tx.s);
  const targets = Array.isArray(a.target) ? a.target : [];
  const made = holder === null ? null : (a.controlOf?.(holder, Number(a.value), targets) ?? null);
  if (holder === null || made === null) {
    tx.emit({ type: "told", seat: a.seat, kind: "control", value: false });
    return;
  }
  tx.emit({
    type: "told",
    seat: holder,
    kind: "controlled",
    value: { role: "ash_fern", skill: made.act, seats: targets },
  });
  tx.emit({ type: "told", seat: a.seat, kind: "control", value: { seats: targets } });
}

function controlFault(seat: number, target: unknown, value: unknown): Reject | null {
  const act = "control";
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1)
    return { code: "hk.control_index", seat, act };
  if (!Array.isArray(target) || target.length === 0) return { code: "hk.control_targets", seat, act };
  return null;
}

export const ashFern: HkCardSpec = {
  id: "ash_fern",
  texts: {
    "zh-Hans": {
      rules:
        "灰蕨：三方阵营。种芽——黄昏时，若场上没有存活角色持有畸芽，可以选择一名角色种下畸芽（漏洞并沉默：守护、坚韧、不死都不能保护他，也不能发动技能），他会得到通知，出局时畸芽消失。操纵——每晚早夜截止前，写一个数字X和若干目标：畸芽持有者在当晚以他实际身份的第X个技能（按身份说明的顺序）对这些目标发动，按该技能原本的时点结算，占用他当晚这个技能的使用并消耗次数，但无视状态、限定、次数、已失去技能和选择范围；只有夜晚的指定技能且目标数量正确才生效。持有者会得到通知，技能的反馈你也会得知。汲取——你出局后只要还有人持有畸芽，你仍能操纵、仍能获胜；此时若持有者被指定技能击杀，畸芽随机传给该技能的一名发动者。胜利条件：任何一方获胜时，若场上仍有存活角色持有畸芽，则由你取代该方获胜。",
      acts: { sprout: "种芽", control: "操纵" },
      aliases: { sprout: ["种下畸芽"] },
      values: {
        control: {
          kind: "index",
          hint: " X 目标座位（X为第几个技能）",
          example: "操纵 1 3号",
          bad: "操纵请先写第几个技能（数字），再写目标座位",
        },
      },
      told: {
        controlled: { text: "你被{role}操纵：今晚将在该技能原本的时点对{seats}使用“{skill}”（无视状态和次数限制）。" },
        control: {
          text: {
            ok: "操纵生效：畸芽持有者今晚将对{seats}发动所选技能；若该技能有反馈，你也会得知。",
            failed:
              "操纵无效：场上没有存活的畸芽持有者，或所选的不是夜晚的指定技能（或它还需要另选内容），或目标数量不对。",
          },
        },
      },
    },
    en: {
      rules:
        "Ash Fern: third-party camp. Plant Sprout — at dusk, if no living character holds the blight sprout, you may plant it on a character (flawed and silenced: guard, toughness and undying cannot protect them, and they cannot use skills); they are told, and the sprout vanishes when they go out. Manipulate — each night before the early-night deadline, write a number X and some targets: that night the sprout's holder uses the X-th skill of their actual card (in the order of the card's text) on those targets, resolved at that skill's own time, taking up their use of that skill tonight and spending its uses, but ignoring statuses, once-a-game limits, use counts, lost skills and whom it may target; it only works for a pointed night skill given the right number of targets. The holder is told, and you learn the skill's results too. Siphon — after you are out, as long as someone holds the sprout, you can still Manipulate and still win; if the holder is then killed by a pointed skill, the sprout passes at random to one of that skill's users. Win: when any side wins, if a living character still holds the sprout, you win in that side's place.",
      acts: { sprout: "Plant Sprout", control: "Manipulate" },
      aliases: { sprout: ["Sprout"] },
      values: {
        control: {
          kind: "index",
          hint: " X seats (X: the skill's number, then its target seats)",
          example: "Manipulate 1 #3",
          bad: "Manipulate takes the skill's number first, then the target seats",
        },
      },
      told: {
        controlled: {
          text: 'You are manipulated by the {role}: tonight, at that skill\'s own time, you will use "{skill}" on {seats} (whatever your statuses and use limits).',
        },
        control: {
          text: {
            ok: "Manipulate works: tonight the sprout's holder uses the chosen skill on {seats}; if that skill has results, you learn them too.",
            failed:
              "Manipulate has no effect: no living character holds the sprout, or the chosen skill is not a pointed night skill (or it needs something more chosen), or the number of targets is wrong.",
          },
        },
      },
    },
  },
  toldVariant: { control: (v) => (v === false ? "failed" : "ok") },
  scripted: "silent",
  skills: [
    {
      id: "sprout",
      acts: { sprout: { window: "dusk", step: 3.9, target: "living" } },
      timing: { phase: "day", only: "calendar" },
    },
    {
      id: "control",
      acts: { control: { window: "night_a", step: 15.6, target: "living_seats", byOut: true, pointed: false } },
      timing: { phase: "night", only: "calendar" },
    },
    { id: "drain", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["passive"] },
  ],
  validate(s, seat, act, target, value) {
    if (act === "sprout") return sproutHolder(s) !== null ? { code: "hk.sprout_held", seat, act } : null;
    if (act !== "control") return null;
    const bad = controlFault(seat, target, value);
    if (bad) return bad;
    // HK23: once out he controls only while someone holds [畸芽] (汲取).
    if (!s.seats[seat - 1].alive && sproutHolder(s) === null) return { code: "seat.dead", seat };
    return null;
  },
  settle(tx, a) {
    if (a.act === "sprout") {
      // 002: 「场上存在持有[畸芽]状态的玩家时，灰蕨不可使用此技能」 — also at its step.
      if (sproutHolder(tx.s) === null) plant(tx, a.seat, a.target as number);
      return;
    }
    if (a.act === "control" && canControl(tx.s, a.seat)) settleControl(tx, a);
    else if (a.act === "control") tx.emit({ type: "told", seat: a.seat, kind: "control", value: false });
  },
  controls(s, holder, n) {
    const c = controlTonight(s, holder, n);
    const seat = sproutHolder(s);
    if (!c || seat === null || !canControl(s, holder)) return null;
    return { seat, index: c.index, targets: c.targets };
  },
  controlled(tx, holder, told) {
    // HK125: 「若该技能有反馈，灰蕨还将得知该反馈」.
    for (const t of told) tx.emit({ type: "told", seat: holder, ...t });
  },
  onOut(tx, holder, out) {
    const fern = tx.s.seats[holder - 1];
    if (out.seat === holder && (out.carded || out.damage === "red_card"))
      tx.emit({ type: "mem_set", seat: holder, key: "fernCarded", value: true });
    const x = tx.s.seats[out.seat - 1];
    if (!hasStatus(x, "sprout")) return;
    // HK38: [畸芽] lasts until its holder is out.
    for (const st of statusesOf(x)) if (st.id === "sprout") revoke(tx, out.seat, "sprout", st.source);
    // 汲取: the fern out, a <指定> skill of another puts the holder out — it spreads to one of its users.
    if (fern.alive || out.seat === holder || out.source === out.seat) return;
    if (!POINTED_CAUSES.has(out.cause) || out.damage === "exile" || out.damage === "red_card") return;
    // HK37: the group's 杀人 is sourceless here: its users are the living [群内].
    const group =
      out.source === null && out.cause === "kill" ? tx.s.seats.filter((y) => y.alive && holdsPack(tx.s, y.seat)) : [];
    const source = out.source !== null ? tx.s.seats[out.source - 1] : null;
    const users = group.length > 0 ? group.map((y) => y.seat) : source?.alive ? [source.seat] : [];
    const to = tx.pick("sprout_spread", users);
    if (to !== null) plant(tx, holder, to);
  },
};
