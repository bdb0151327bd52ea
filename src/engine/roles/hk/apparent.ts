/**
 * 表面阵营 / 表面身份 / 表面带刀 (HK45–HK47, HK87 ④, HK135): the one place every check of a seat's
 * apparent fields reads them — 预言家 (HK89), 石像鬼 (HK88), 狐狸 (HK90), 熊 (HK121), 狼巫 and 通灵师
 * (HK12), [2] 警察's 刑侦 (HK91) and 丘比特's lovers (HK46) — through `apparent(s, seat)`.
 *
 * A field defaults to the real one: the current camp (HK48), the card, 实际带刀 (「若能使用[杀人]技能，
 * 则视为带刀」: he holds 杀人 now — a [群内] wolf, or a [接刀] holder who took it over, HK70, HK71). A
 * disguise (隐狼 ②, 狼弟 潜藏) sets any field (`disguise`, event `hk_disguise`); the latest setting of a
 * field wins (「最后发动的技能所造成的表面身份更换生效」), and a field it never set still reads the real
 * one, so a camp change moves the apparent camp unless the camp is disguised. A disguise is not a
 * status (HK47): nothing that ends statuses (潜藏's end, 遗忘, 业炎) touches it.
 *
 * HK87 ④ is not a disguise: it changes how a village-camp user's skill that judges the real camp
 * reads the hidden wolf (`campAsJudgedBy`, `treatedAsVillage`).
 */

import type { Tx } from "../../tx.ts";
import type { GameState, Reject } from "../../types.ts";
import { campOfSeat, holdsPack, loversApparentCamp } from "./common.ts";
import { hkCard } from "./pools.ts";

/** A seat's apparent fields (HK45). */
export interface Apparent {
  /** 表面阵营: a camp id (`wolves`, `villagers`, `lovers`, a third card's id). */
  camp: string;
  /** 表面身份: one of the 60 cards' ids. */
  role: string;
  /** 表面带刀. */
  knife: boolean;
}

/** HK45: the fields a disguise may set. */
export type DisguiseField = keyof Apparent;

/**
 * HK45: `seat`'s 表面阵营, 表面身份 and 表面带刀 as a check reads them now. 表面阵营: a disguise's, else HK46's
 * 黑情侣 for a mixed couple (`loversApparentCamp`), else the real camp — a disguise is the latest setting
 * (HK131: 丘比特's link settles before 隐狼's and 狼弟's disguises), so it wins over the couple's rule.
 */
export function apparent(s: GameState, seat: number): Apparent {
  const d = s.hk?.disguises?.[String(seat)] ?? {};
  return {
    camp: d.camp ?? loversApparentCamp(s, seat) ?? campOfSeat(s, seat),
    role: d.role ?? s.seats[seat - 1].role,
    knife: d.knife ?? realKnife(s, seat),
  };
}

/** HK45: 表面阵营 (`apparent(s, seat).camp`). */
export function apparentCamp(s: GameState, seat: number): string {
  return apparent(s, seat).camp;
}

/** HK45: 表面身份 (`apparent(s, seat).role`). */
export function apparentRole(s: GameState, seat: number): string {
  return apparent(s, seat).role;
}

/**
 * HK45 实际带刀: `seat` holds 杀人 now — the deal's [群内] not lost, [群内] gained (狼弟, 狼鸦之爪), or
 * 杀人 taken over as a [接刀] holder (HK71). The same reading as `families/forum-hk/knife.ts` `holds`.
 */
export function realKnife(s: GameState, seat: number): boolean {
  return holdsPack(s, seat) || s.hk?.skills?.[String(seat)]?.gained.includes("kill") === true;
}

/**
 * HK45: the camps a disguise may name — `wolves` and `villagers` (every game has them), and any camp a
 * seat of this game holds (a third card's, 黑情侣 once it exists). Reading where the rulings are silent:
 * 「本局的阵营」 is a camp some seat holds at the disguise, not one a card could have brought.
 */
export function campsOfGame(s: GameState): string[] {
  const held = Object.values(s.hk?.camps ?? {}).filter((c) => c !== "undetermined");
  return [...new Set(["wolves", "villagers", ...held])];
}

/**
 * HK45: whether `fields` may be set as a disguise in this game: a camp of this game, one of the 60
 * cards (the 60-card list, built or not), yes/no. The reject `hk.disguise` names the bad field.
 */
export function disguiseFault(
  s: GameState,
  seat: number,
  act: string,
  fields: Partial<Record<DisguiseField, unknown>>,
): Reject | null {
  if (fields.camp !== undefined && !campsOfGame(s).includes(String(fields.camp)))
    return { code: "hk.disguise", seat, act, field: "camp", value: fields.camp as string };
  if (fields.role !== undefined && !hkCard(String(fields.role)))
    return { code: "hk.disguise", seat, act, field: "role", value: fields.role as string };
  if (fields.knife !== undefined && typeof fields.knife !== "boolean")
    return { code: "hk.disguise", seat, act, field: "knife" };
  return null;
}

/** HK45: a disguise sets each field given (the latest setting of a field wins); the others stay. */
export function disguise(tx: Tx, seat: number, fields: Partial<Apparent>): void {
  for (const field of ["camp", "role", "knife"] as const) {
    const value = fields[field];
    if (value !== undefined) tx.emit({ type: "hk_disguise", seat, field, value });
  }
}

/** The seat memory flag of 隐狼 ④ (HK87): set in S when he picks it. */
export const JUDGED_VILLAGE = "judgedVillage";

/**
 * HK87 ④: whether a skill of `user` that judges `seat`'s real camp (骑士 决斗, 猎魔人 猎杀, 奇迹商人's
 * gift, 子狐 咒缚, 圣女, 灵能) treats `seat` as village camp: `seat` picked ④ and `user` is of the
 * village camp now (「受到来自于[村民阵营]的…技能时」). The hidden wolf's own skills are judged as
 * before (「隐狼发动的技能不会改变实际阵营的判定」).
 */
export function treatedAsVillage(s: GameState, seat: number, user: number): boolean {
  return s.seats[seat - 1]?.mem[JUDGED_VILLAGE] === true && user !== seat && campOfSeat(s, user) === "villagers";
}

/** HK87 ④: `seat`'s real camp as `user`'s real-camp check reads it (`villagers` for a hidden wolf's ④). */
export function campAsJudgedBy(s: GameState, seat: number, user: number): string {
  return treatedAsVillage(s, seat, user) ? "villagers" : campOfSeat(s, seat);
}
