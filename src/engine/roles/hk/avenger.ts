/**
 * 复仇者 (seed 002 不定; HK129, HK36, HK37, HK48, HK49, HK64, HK133): no act; two <强制> skills.
 *
 * 寻仇: his enemy is the first, in game time, to settle a non-[开局] <指定> skill on him (the flow's
 * `onNamed`: at night at its step, by day at once; the group's 杀人 at (15), its source HK37's draw
 * `kill_source` from the able [群内] members) or to post a valid ballot naming him. He is told who the
 * enemy is (`enemy`), joins — untold (`campUntold`, HK48) — the camp opposite the enemy's real camp
 * (wolves ↔ villagers; any other camp: a seeded one of the two, draw `avenger_camp`, HK133) and follows it
 * (HK49: `followCamps`). He holds a permanent [不死] that stops only damage from his enemy (HK36: scope
 * `vs` source), and the exile of a day whose final ballot of the enemy named him (a [不死] scoped to the
 * exile, granted at that close to the dusk's end; and the group's 杀人 whose drawn source is the enemy, HK37,
 * scoped to that night's group kill). Both given by 寻仇 (HK41: `skill`).
 *
 * 雪恨: when the enemy goes out, the living avenger gains the card skills of the out's source, refreshed
 * (the flow's `gainCard`, HK25), or the enemy's own for an exile, a red card or a sourceless out; told
 * (`avenged`: whose card).
 *
 * Readings (the rulings are silent): a ballot's trigger is the close's (HK64 lists 复仇者 among the vote
 * triggers a duel cancels): at the close of a counted day the enemy, if none yet, is the first poster of a
 * final ballot naming him (a proxy's included: it is the seat's ballot); an act settled on him earlier in
 * game time that day has made its user the enemy already. The group 杀人's source is drawn when it settles
 * on him (the same purpose as 反弹's and 纵火's, drawn apart); at the enemy's out by the group's kill the
 * source is drawn from the living [群内] wolves then, and with none the enemy's own card is gained. His own
 * act on the enemy is no enemy-maker (nobody names himself); an out caused by himself gains the enemy's
 * card. An avenger out before his enemy gains nothing.
 */
import { grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import { campOfSeat, holdsPack, untilNextNightfall } from "./common.ts";
import type { HkCardSpec, HkOutFact } from "./types.ts";

const CAMPS = ["wolves", "villagers"] as const;

/** The enemy of the avenger at `seat`, or null. */
export function enemyOf(s: GameState, seat: number): number | null {
  const e = s.seats[seat - 1].mem.enemy;
  return typeof e === "number" ? e : null;
}

/** HK129: the camp opposite `camp` (wolves ↔ villagers), or null for any other. */
function opposite(camp: string): string | null {
  return camp === "wolves" ? "villagers" : camp === "villagers" ? "wolves" : null;
}

/** HK129, HK133: the camp the avenger belongs to now, drawing `avenger_camp` once when the enemy's is neither. */
function campFor(tx: Tx, holder: number, enemy: number): string | null {
  const o = opposite(campOfSeat(tx.s, enemy));
  if (o !== null) return o;
  const mem = tx.s.seats[holder - 1].mem;
  if (typeof mem.avengerCamp === "number") return CAMPS[mem.avengerCamp] ?? null;
  const drawn = tx.pick("avenger_camp", CAMPS);
  if (drawn === null) return null;
  tx.emit({ type: "mem_set", seat: holder, key: "avengerCamp", value: CAMPS.indexOf(drawn) });
  return drawn;
}

function follow(tx: Tx, holder: number, enemy: number): void {
  const camp = campFor(tx, holder, enemy);
  if (camp !== null && camp !== campOfSeat(tx.s, holder)) tx.emit({ type: "hk_camp", seat: holder, camp });
}

/** HK129: 寻仇 — `enemy` becomes the holder's enemy, if he has none yet. */
function makeEnemy(tx: Tx, holder: number, enemy: number): void {
  const me = tx.s.seats[holder - 1];
  if (!me.alive || enemy === holder || enemyOf(tx.s, holder) !== null) return;
  tx.emit({ type: "mem_set", seat: holder, key: "enemy", value: enemy });
  tx.emit({ type: "told", seat: holder, kind: "enemy", value: { seat: enemy } });
  grant(tx, holder, { id: "undying", source: holder, vs: { source: enemy }, skill: "grudge" });
  follow(tx, holder, enemy);
}

/** HK149, HK59: `seat`'s final ballot of today's phase (round 2's when he posted one), as its index and target. */
function finalBallot(s: GameState, seat: number): { i: number; target: number | null } | null {
  const ph = s.phase.kind === "hk" ? s.phase : null;
  const list = (ph?.ballots ?? []).map((b, i) => ({ ...b, i })).filter((b) => b.seat === seat);
  const r2 = list.filter((b) => b.round === 2);
  const last = (r2.length > 0 ? r2 : list).at(-1);
  return last ? { i: last.i, target: last.target } : null;
}

/** HK129, HK37: whose card 雪恨 takes at the enemy's out `out`. */
function sourceOf(tx: Tx, holder: number, out: HkOutFact): number {
  const enemy = out.seat;
  if (out.carded || out.cause === "exile" || out.damage === "red_card") return enemy;
  let source = out.source;
  if (source === null && out.cause === "kill") {
    const pack = tx.s.seats.filter((x) => x.alive && holdsPack(tx.s, x.seat)).map((x) => x.seat);
    source = pack.length > 0 ? tx.pick("kill_source", pack) : null;
  }
  return source === null || source === holder ? enemy : source;
}

export const avenger: HkCardSpec = {
  id: "avenger",
  texts: {
    "zh-Hans": {
      rules:
        "复仇者：没有主动技能。寻仇——第一个对你投出有效放逐票、或对你使用非开局指定技能的角色成为你的仇人：你得知仇人是谁，暗中加入与仇人对立的阵营并跟随变动（仇人是狼人阵营则你是村民阵营，反之亦然；其他阵营则在两者中随机一个，你不会得知加入了什么阵营），并获得只针对仇人的不死（仇人当天最终放逐票投给你时，对放逐出局也有效）。雪恨——仇人出局时，你获得造成其出局的角色的身份技能（刷新到初始状态）；仇人被放逐、红牌罚下或因无来源伤害出局时，获得仇人自己的身份技能。",
      acts: {},
      told: {
        enemy: { text: "{seat}成为了你的仇人。" },
        avenged: {
          text: "你的仇人出局了：你获得了{seat}（{role}）的身份技能，都是初始状态，从下一个阶段起可以使用。",
        },
      },
    },
    en: {
      rules:
        "Avenger: no active skill. Grudge — the first character to cast a valid exile vote against you, or to use a pointed skill on you outside the opening, becomes your enemy: you learn who they are, and you secretly join the camp opposed to your enemy's, following it if it changes (a werewolf enemy makes you a villager, and the other way round; any other camp, one of the two at random, and you are not told which), and you are undying against your enemy only (against the exile too, when your enemy's final exile vote that day is for you). Vengeance — when your enemy goes out, you gain the card skills of the character who put them out (refreshed to their initial state); if your enemy is exiled, sent off with a red card or goes out from damage with no source, you gain your enemy's own card skills.",
      acts: {},
      told: {
        enemy: { text: "{seat} has become your enemy." },
        avenged: {
          text: "Your enemy is out: you have gained the card skills of {seat} ({role}), all in their initial state, usable from the next stage on.",
        },
      },
    },
  },
  scripted: "silent",
  campUntold: true,
  skills: [
    { id: "grudge", acts: {}, timing: { phase: "always" }, tags: ["forced", "passive"] },
    { id: "vengeance", acts: {}, timing: { phase: "always" }, tags: ["forced", "passive"] },
  ],
  onNamed(tx, holder, f) {
    if (f.target !== holder) return;
    const known = enemyOf(tx.s, holder);
    // HK37: the group's 杀人 has a source only when a rule needs one — this one does.
    const group = f.by === null && f.group && f.group.length > 0;
    if (known !== null && !group) return;
    const by = f.by ?? (group ? tx.pick("kill_source", f.group ?? []) : null);
    if (by === null) return;
    if (known === null) makeEnemy(tx, holder, by);
    // HK36: the group's 杀人 whose source is the enemy is his enemy's damage: the [不死] stops it tonight.
    if (group && by === enemyOf(tx.s, holder) && tx.s.seats[holder - 1].alive)
      grant(tx, holder, {
        id: "undying",
        source: holder,
        vs: { kind: f.act },
        skill: "grudge",
        untilLabel: tx.s.label,
        untilStage: "night_end",
      });
  },
  atClose(tx, holder, n) {
    const me = tx.s.seats[holder - 1];
    if (!me.alive || n === 0 || tx.s.seats.some((x) => x.mem.vote_cancelled === n)) return;
    if (enemyOf(tx.s, holder) === null) {
      const first = tx.s.seats
        .map((x) => ({ seat: x.seat, b: finalBallot(tx.s, x.seat) }))
        .filter((v) => v.seat !== holder && v.b?.target === holder)
        .sort((a, b) => (a.b?.i ?? 0) - (b.b?.i ?? 0))[0];
      if (first) makeEnemy(tx, holder, first.seat);
    }
    const enemy = enemyOf(tx.s, holder);
    if (enemy !== null && finalBallot(tx.s, enemy)?.target === holder)
      grant(tx, holder, {
        id: "undying",
        source: holder,
        vs: { kind: "exile" },
        skill: "grudge",
        ...untilNextNightfall(tx.s),
      });
  },
  followCamps(tx, holder) {
    const enemy = enemyOf(tx.s, holder);
    if (enemy !== null) follow(tx, holder, enemy);
  },
  onOut(tx, holder, out) {
    const me = tx.s.seats[holder - 1];
    if (!me.alive || out.seat !== enemyOf(tx.s, holder) || me.mem.avenged === true) return;
    const from = sourceOf(tx, holder, out);
    tx.emit({ type: "mem_set", seat: holder, key: "avenged", value: true });
    const role = out.gainCard?.(holder, from) ?? tx.s.seats[from - 1].role;
    tx.emit({ type: "told", seat: holder, kind: "avenged", value: { seat: from, role } });
  },
};
