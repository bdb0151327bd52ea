/**
 * A forum-hk seat's own card in words (seed 002 身份与阵营; ../shared/forum-hk-roles.md): what the
 * deal DM, `帮助` and a not-understood DM tell the seat — its card, its camp, its skills and the
 * words to send each. Only ever sent to the seat itself (or its substitute).
 */
import { hkCard, hkCardSpec } from "../../engine/roles/index.ts";
import type { GameState } from "../../engine/types.ts";
import { campName } from "../../vocab/index.ts";
import { hkActName } from "../texts-hk.ts";

/**
 * Seat `seat`'s card help (1-based seat): `你是N号，你的身份是：<名>（<阵营>）。` then the card's rules
 * and one line per act it can send (`<技能名> N号`). The first sentence's shape is the same as the
 * other rulesets' deal DM (scripted players read their card from it).
 */
export function hkCardHelp(st: GameState, seat: number): string {
  const x = st.seats[seat - 1];
  const card = hkCard(x.role);
  const camp = st.hk?.camps[String(seat)] ?? card?.camp ?? "";
  const spec = hkCardSpec(x.role);
  const acts = (spec?.skills ?? []).flatMap((k) => Object.keys(k.acts));
  const lines = [
    `你是${seat}号，你的身份是：${card?.name ?? x.role}（${campName(camp)}）。`,
    spec?.rules ?? "",
    acts.length ? `技能指令（私聊我）：${acts.map((a) => `${hkActName(a)} N号`).join("；")}。` : "",
  ];
  return lines.filter(Boolean).join("\n");
}
