/**
 * A forum-hk seat's own card in words (seed 002 身份与阵营; ../shared/forum-hk-roles.md): what the
 * deal DM, `帮助` and a not-understood DM tell the seat — its card, its camp, its skills and the
 * words to send each. Only ever sent to the seat itself (or its substitute).
 */

import type { HkTargetKind } from "../../../engine/families/forum-hk/acts.ts";
import { seatSkills } from "../../../engine/families/forum-hk/skills.ts";
import { hkCard, hkCardSpec } from "../../../engine/roles/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { hkCardText, hkValueText } from "./card-texts.ts";
import { hkActName } from "./texts.ts";
import { campZh } from "./words.ts";

/** One act's command as a player sends it, from its target kind (HK21): `冰冻 X号`, `凝望`, `指定异端 3号、5号……`. */
function command(act: string, row: { target: HkTargetKind; bareIsNull?: true }, role: string): string {
  const name = hkActName(act);
  // What an act is sent with besides its name (002 身份与阵营): a card guessed (寻踪, 诡辩), the card's words —
  // the card's own where two cards share an act (隐狼's 伪装 takes options, 狼弟's 潜藏 does not).
  const hint = (hkCardText(role)?.values?.[act] ?? hkValueText(act))?.hint;
  if (hint !== undefined) return `${name}${hint}`;
  if (row.target === "none") return name;
  if (row.target === "pair") return `${name} 3号 5号（两个不同座位，可以包括自己）`;
  if (row.target === "seats") return `${name} 3号、5号……（写出全部座位号）`;
  if (row.target === "living_seats") return `${name} 3号、5号……（或“${name} 不发动”：谁也不指定）`;
  if (row.target === "one_or_two") return `${name} X号 X号（先写存活的，再写已出局的；还没有人出局时只写一个）`;
  // HK148: 时光倒流 alone is its 晨曦 use; with a seat, its 黄昏 one; not sending it is declining.
  if (row.bareIsNull) return `${name}（晨曦发动，不写座位号）或“${name} X号”（黄昏发动，写要放逐的存活角色）`;
  if (row.target === "living_or_null") return `${name} X号（或“${name} 不发动”）`;
  return `${name} X号`;
}

/** HK91: a 警察's 警队 — the living 警察 of his camp — or nothing for any other card. */
function teamLine(st: GameState, seat: number): string {
  const team = hkCardSpec(st.seats[seat - 1].role)?.team;
  if (!team) return "";
  const mates = team(st, seat).filter((n) => n !== seat);
  return mates.length
    ? `警队队友：${mates.map((n) => `${n}号`).join("、")}。队员的刑侦和结果会私聊告诉全队。`
    : "警队只剩你一人。";
}

/**
 * Seat `seat`'s card help (1-based seat): `你是N号，你的身份是：<名>（<阵营>）。` then the card's rules
 * and one line with the command of each act it can send (`<技能名> X号`, `凝望`). The first sentence's shape is the same as the
 * other rulesets' deal DM (scripted players read their card from it); the camp as 002 names it (HK48).
 */
export function hkCardHelp(st: GameState, seat: number): string {
  const x = st.seats[seat - 1];
  const card = hkCard(x.role);
  const camp = st.hk?.camps[String(seat)] ?? card?.camp ?? "";
  const spec = hkCardSpec(x.role);
  const acts = (spec?.skills ?? []).flatMap((k) => Object.entries(k.acts));
  const lines = [
    `你是${seat}号，你的身份是：${card?.name ?? x.role}（${campZh(camp)}）。`,
    hkCardText(x.role)?.rules ?? "",
    acts.length ? `技能指令（私聊我）：${acts.map(([a, row]) => command(a, row, x.role)).join("；")}。` : "",
    hkGainedText(st, seat),
    teamLine(st, seat),
  ];
  return lines.filter(Boolean).join("\n");
}

/**
 * The skills seat `seat` gained (HK25), as its `帮助` and `状态` show them: each with its command, whether
 * it is a temporary one (gone once used, HK103) and whether it is usable yet; "" when none. The giver
 * is never named (the gift's target is told of the gift, not of its giver).
 */
export function hkGainedText(st: GameState, seat: number): string {
  const items = seatSkills(st, seat)
    .filter((r) => r.gained)
    .flatMap((r) =>
      Object.entries(r.skill.acts).map(([a, row]) => {
        const g = r.gained;
        const notes = [
          g?.temporary ? `临时技能，还能用${g.uses ?? 1}次，用完就失去` : "获得的技能",
          r.ready ? "" : "下一个阶段起可以使用",
        ].filter(Boolean);
        return `${hkActName(a)}（${notes.join("，")}）：${command(a, row, r.card)}`;
      }),
    );
  return items.length ? `你获得的技能：${items.join("；")}。` : "";
}
