/**
 * A forum-hk seat's own card in words (seed 002 身份与阵营; ../shared/forum-hk-roles.md): what the
 * deal DM, `帮助` and a not-understood DM tell the seat — its card, its camp, its skills and the
 * words to send each. Only ever sent to the seat itself (or its substitute). Each text is a
 * {@link Msg} (phrasebook `hk_help`); the card's own rules, value hints and act names in the reader's
 * language where its module is written in it (`texts.en`), else its 简体 text.
 */

import type { HkTargetKind } from "../../../engine/families/forum-hk/acts.ts";
import { seatSkills } from "../../../engine/families/forum-hk/skills.ts";
import { hkCard, hkCardSpec } from "../../../engine/roles/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { type Arg, lines, type Msg, render, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { hkCardText, hkValueTexts } from "./card-texts.ts";
import { hkActMsg, hkActName, hkCardMsg } from "./texts.ts";

/** The `hk_help` phrase `k` with arguments `a`. */
const hp = (k: string, a?: Record<string, Arg>): Msg => say(`hk_help.${k}` as PhraseKey, a);
/** A command as players type it (简体; 繁體 by OpenCC; quoted as is in English). */
const typed = (t: string): Arg => ({ msg: t });

/** A camp as 002 names it (阵营, HK48): 狼人阵营, 村民阵营, 黑情侣阵营, a third party's card + 阵营, 不定. */
export function hkCampMsg(camp: unknown): Msg {
  if (camp === "wolves" || camp === "villagers" || camp === "lovers" || camp === "undetermined")
    // 粉丝, 暗恋者 and 丘比特 join at C₀ by their own rules (HK129, HK128, HK127).
    return hp(`camp_${camp}`);
  return hkCard(String(camp)) ? hp("camp_card", { card: { msg: hkCardMsg(camp) } }) : String(camp);
}

/**
 * A command's English gloss (` (Love Letter <your words>)`, ` (Freeze)`): an `{each}` empty in Chinese;
 * `en` null: none (the card has no English yet).
 */
function gloss(en: string | null): Arg {
  return { each: { "zh-Hans": "", en: en === null ? "" : render(hp("gloss", { text: en }), "en") } };
}

/**
 * One act's command as a player sends it, from its target kind (HK21): `冰冻 X号`, `凝望`, `指定异端 3号、5号……`;
 * in English the Chinese command quoted, glossed with the act's English name (`named`), or with its
 * English value hint for an act sent with a value.
 */
function command(act: string, row: { target: HkTargetKind; bareIsNull?: true }, role: string, named = false): Msg {
  const name = hkActName(act);
  const enName = render(hkActMsg(act), "en");
  // What an act is sent with besides its name (002 身份与阵营): a card guessed (寻踪, 诡辩), the card's words —
  // the card's own where two cards share an act (隐狼's 伪装 takes options, 狼弟's 潜藏 does not).
  const valued = hkValueTexts(act, role);
  if (valued !== undefined)
    return hp("cmd", {
      cmd: typed(`${name}${valued.zh.hint}`),
      gloss: gloss(valued.en ? `${enName}${valued.en.hint}` : null),
    });
  const g = gloss(named ? enName : null);
  if (row.target === "none") return hp("cmd", { cmd: typed(name), gloss: g });
  if (row.target === "pair") return hp("cmd_pair", { cmd: typed(`${name} 3号 5号`), gloss: g });
  if (row.target === "seats") return hp("cmd_seats", { cmd: typed(`${name} 3号、5号……`), gloss: g });
  if (row.target === "living_seats")
    return hp("cmd_living_seats", { cmd: typed(`${name} 3号、5号……`), cmd2: typed(`${name} 不发动`), gloss: g });
  if (row.target === "one_or_two") return hp("cmd_one_or_two", { cmd: typed(`${name} X号 X号`), gloss: g });
  // HK148: 时光倒流 alone is its 晨曦 use; with a seat, its 黄昏 one; not sending it is declining.
  if (row.bareIsNull) return hp("cmd_rewind", { cmd: typed(name), cmd2: typed(`${name} X号`), gloss: g });
  if (row.target === "living_or_null")
    return hp("cmd_or_decline", { cmd: typed(`${name} X号`), cmd2: typed(`${name} 不发动`), gloss: g });
  return hp("cmd", { cmd: typed(`${name} X号`), gloss: g });
}

/** A card's rules: a phrase where its module carries English (`hk_rules`), else its 简体 text. */
function rulesOf(role: string): Msg {
  if (hkCardSpec(role)?.texts?.en) return say(`hk_rules.${role}` as PhraseKey);
  return hkCardText(role)?.rules ?? "";
}

/** Items joined by the language's own separator (`；`, `; `). */
function joined(items: readonly Msg[]): Msg {
  return lines(
    items.flatMap((m, i) => (i === 0 ? [m] : [hp("sep"), m])),
    "",
  );
}

/** HK91: a 警察's 警队 — the living 警察 of his camp — or nothing for any other card. */
function teamLine(st: GameState, seat: number): Msg {
  const team = hkCardSpec(st.seats[seat - 1].role)?.team;
  if (!team) return "";
  const mates = team(st, seat).filter((n) => n !== seat);
  return mates.length ? hp("team", { seats: { seats: mates } }) : hp("team_alone");
}

/**
 * Seat `seat`'s card help (1-based seat): `你是N号，你的身份是：<名>（<阵营>）。` then the card's rules
 * and one line with the command of each act it can send (`<技能名> X号`, `凝望`). The first sentence's shape is the same as the
 * other rulesets' deal DM (scripted players read their card from it); the camp as 002 names it (HK48).
 */
export function hkCardHelp(st: GameState, seat: number): Msg {
  const x = st.seats[seat - 1];
  const camp = st.hk?.camps[String(seat)] ?? hkCard(x.role)?.camp ?? "";
  const spec = hkCardSpec(x.role);
  const acts = (spec?.skills ?? []).flatMap((k) => Object.entries(k.acts));
  return lines([
    hp("you_are", { seat: { seat }, card: { msg: hkCardMsg(x.role) }, camp: { msg: hkCampMsg(camp) } }),
    rulesOf(x.role),
    acts.length ? hp("commands", { list: { msg: joined(acts.map(([a, row]) => command(a, row, x.role, true))) } }) : "",
    hkGainedText(st, seat),
    teamLine(st, seat),
  ]);
}

/**
 * The skills seat `seat` gained (HK25), as its `帮助` and `状态` show them: each with its command, whether
 * it is a temporary one (gone once used, HK103) and whether it is usable yet; "" when none. The giver
 * is never named (the gift's target is told of the gift, not of its giver).
 */
export function hkGainedText(st: GameState, seat: number): Msg {
  const items = seatSkills(st, seat)
    .filter((r) => r.gained)
    .flatMap((r) =>
      Object.entries(r.skill.acts).map(([a, row]) => {
        const g = r.gained;
        const first = g?.temporary ? hp("note_temporary", { n: g.uses ?? 1 }) : hp("note_gained");
        const notes = r.ready ? first : hp("notes_two", { a: { msg: first }, b: { msg: hp("note_not_ready") } });
        return hp("gained_item", {
          act: { msg: hkActMsg(a) },
          notes: { msg: notes },
          cmd: { msg: command(a, row, r.card) },
        });
      }),
    );
  return items.length ? hp("gained", { list: { msg: joined(items) } }) : "";
}
