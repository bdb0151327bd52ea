/**
 * forum-hk's reject reasons (seed 002; `families/forum-hk/`): the words of its acts and of the codes
 * only forum-hk returns — its acts, the deal (src/engine/families/forum-hk/deal.ts, HK1–HK3), the ballot
 * (src/engine/families/forum-hk/vote.ts, HK59, HK60, HK64, HK15) and the directors' card step
 * (src/engine/families/forum-hk/penalty-cards.ts, HK137). The engine returns codes with facts; `texts.ts` spreads
 * `HK_REJECTS` into its table and, for a reject carrying `ruleset: "forum-hk"`, takes `HK_WORDING`
 * over the wording another ruleset gives the same code (forum-25's `vote.already`, …). Each reason is a
 * {@link Msg} (phrasebooks `hk_reject`, `hk_ballot`; names from `hk_act`, `hk_card`), rendered in the
 * reader's language at delivery.
 */
import { hkAct } from "../../../engine/families/forum-hk/acts.ts";
import { hkCard } from "../../../engine/roles/hk/pools.ts";
import type { Reject } from "../../../engine/types.ts";
import { type Arg, type Msg, say } from "../../../vocab/msg.ts";
import { HK_ACT } from "../../../vocab/phrases/hk-names.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";

/** A seat fact as an argument: a seat (`3号`, `#3`), anything else as given. */
const seatArg = (n: unknown): Arg => (typeof n === "number" ? { seat: n } : String(n));

/**
 * forum-hk's act names (002 身份与阵营), act id → 技能名, as the DM grammar reads them: the vocabulary's
 * `hk_act` names in 简体 (each built card's from its own module, the table's ballots and the group's kill).
 */
export const HK_ACT_ZH: Readonly<Record<string, string>> = HK_ACT["zh-Hans"];

/** A forum-hk act as players name it. */
export const hkActName = (a: unknown) => HK_ACT_ZH[String(a)] ?? String(a);

/** A forum-hk act's name in the reader's language (`hk_act`); an id without a name as given. */
export const hkActMsg = (a: unknown): Msg =>
  Object.hasOwn(HK_ACT_ZH, String(a)) ? say(`hk_act.${String(a)}` as PhraseKey) : String(a);

/** A forum-hk card's name in the reader's language (`hk_card`: `medium` → 通灵师, Medium); an unknown id as given. */
export const hkCardMsg = (id: unknown): Msg =>
  hkCard(String(id)) ? say(`hk_card.${String(id)}` as PhraseKey) : String(id);

/** `{act}` as an argument: the act's name in the reader's language. */
const actArg = (a: unknown): Arg => ({ msg: hkActMsg(a) });
/** `{card}` as an argument: the card's name in the reader's language. */
const cardArg = (id: unknown): Arg => ({ msg: hkCardMsg(id) });

/** The `hk_reject` phrase `k` (a key of that book) with arguments `a`. */
const rj = (k: string, a?: Record<string, Arg>): Msg => say(`hk_reject.${k}` as PhraseKey, a);
/** The `hk_ballot` phrase `k` with arguments `a`. */
const bl = (k: string, a?: Record<string, Arg>): Msg => say(`hk_ballot.${k}` as PhraseKey, a);

/** A refusal naming act `act` by key `k` and giving the example command `<名> <rest>` (`{{cmd}}`, typed in Chinese). */
const withCmd = (k: string, act: unknown, rest: string, a: Record<string, Arg> = {}): Msg =>
  rj(k, { act: actArg(act), cmd: { msg: `${hkActName(act)} ${rest}` }, ...a });

/** `hk.window`'s reason: the act's name and, when known, when it may be sent (HK7, HK9, HK138; times of a 21:00 close, HK15). */
function windowText(act: unknown): Msg {
  const w = hkAct(String(act))?.window;
  const known = ["start", "night_a", "night_b", "night_c", "noon", "ballot", "any", "dusk", "window"];
  return w && known.includes(w)
    ? rj("window_when", { act: actArg(act), when: { msg: rj(`when_${w}`) } })
    : rj("window", { act: actArg(act) });
}

/** A span before the close as players say it (3 600 000 ms → 一小时, 1 800 000 → 30 分钟). */
function span(ms: unknown): Arg {
  const min = typeof ms === "number" ? Math.round(ms / 60_000) : 60;
  return {
    msg:
      min === 60
        ? bl("span_hour")
        : min % 60 === 0
          ? bl("span_hours", { n: min / 60 })
          : bl("span_minutes", { n: min }),
  };
}

/** 赌徒's die faces as a refusal names them (HK124); faces typed: `杀人` for 2, … */
const FACE_ZH: Readonly<Record<string, string>> = {
  "2": "杀人",
  "3": "通灵",
  "5": "沉默",
  "1": "1点",
  "4": "4点",
  "6": "6点",
};
/** A die face as an argument (`hk_reject.face_N`), or "this face". */
const faceArg = (f: unknown): Arg => ({
  msg: rj(Object.hasOwn(FACE_ZH, String(f)) ? `face_${String(f)}` : "face_any"),
});

/** A pool's name (HK1) by its 简体 name as the engine gives it; an unknown one as given. */
const POOL_KEY: Readonly<Record<string, string>> = {
  狼人: "wolves",
  验人系: "seers",
  强神: "strong",
  弱神: "weak",
  三方: "third",
  不定: "open",
};
const poolArg = (p: unknown): Arg =>
  Object.hasOwn(POOL_KEY, String(p)) ? { msg: say(`hk_pool.${POOL_KEY[String(p)]}` as PhraseKey) } : String(p);

/** forum-hk's own reject codes. */
export const HK_REJECTS: Record<string, (r: Reject) => Msg> = {
  "hk.not_supported": (r) =>
    r.act === undefined
      ? rj("not_supported")
      : Object.hasOwn(HK_ACT_ZH, String(r.act))
        ? rj("not_supported_act", { act: actArg(r.act) })
        : rj("not_supported_this"),
  "hk.window": (r) => windowText(r.act),
  "hk.no_kill_n1": () => rj("no_kill_n1"),
  "hk.no_second_kill": () => rj("no_second_kill"),
  "hk.status_blocks": (r) => rj("status_blocks", { seat: seatArg(r.seat), act: actArg(r.act) }),
  "hk.no_target": (r) => rj("no_target", { act: actArg(r.act) }),
  "hk.not_self": (r) => rj("not_self", { act: actArg(r.act) }),
  "hk.not_out": (r) => rj("not_out", { target: seatArg(r.target) }),
  "hk.seat_list": (r) => (typeof r.want === "number" ? rj("seat_list_n", { n: r.want }) : rj("seat_list")),
  "hk.seat_pair": (r) => withCmd("seat_pair", r.act, "2号 5号"),
  "hk.seat_one_or_two": (r) => withCmd("seat_one_or_two", r.act, "3号 7号"),
  "hk.star_living": (r) => rj("star_living", { target: seatArg(r.target) }),
  "hk.star_out": (r) =>
    r.none === true ? rj("star_out_none", { cmd: { msg: "占星 3号" } }) : rj("star_out", { target: seatArg(r.target) }),
  "hk.torrent_self": () => rj("torrent_self"),
  "hk.torrent_card": (r) =>
    rj("torrent_card", {
      target: seatArg(r.target),
      value: String(r.value ?? ""),
      cmd: { msg: "命运洪流 3号预言家 5号女巫" },
    }),
  "hk.torrent_today": () => rj("torrent_today"),
  "hk.no_question": (r) => rj("no_question", { seat: seatArg(r.seat) }),
  "hk.answered": (r) => rj("answered", { seat: seatArg(r.seat) }),
  "hk.answer_value": () => rj("answer_value", { cmd: { msg: "回答 3号 是" } }),
  "hk.same_as_last_night": (r) => rj("same_as_last_night", { target: seatArg(r.target), act: actArg(r.act) }),
  "hk.not_out_yet": (r) => rj("not_out_yet", { act: actArg(r.act) }),
  "hk.skill_void": (r) => rj("skill_void", { act: actArg(r.act) }),
  "hk.used": (r) => rj("used", { act: actArg(r.act) }),
  "hk.rewind_not_now": () => rj("rewind_not_now"),
  "hk.rewind_dawn_target": () => rj("rewind_dawn_target", { cmd: { msg: "时光倒流" } }),
  "hk.rewind_dusk_target": () => rj("rewind_dusk_target", { cmd: { msg: "时光倒流 5号" } }),
  "hk.rewind_no_point": () => rj("rewind_no_point"),
  "hk.rewind_no_win": () => rj("rewind_no_win"),
  "hk.rewind_red_card": () => rj("rewind_red_card"),
  "hk.seats_wanted": (r) => withCmd("seats_wanted", r.act, "3号 5号"),
  "hk.gift_choice": () =>
    rj("gift_choice", { choices: { msg: "验人、毒药、猎枪、守护、控制" }, cmd: { msg: "馈赠 3号 毒药" } }),
  "hk.jackpot_points": () => rj("jackpot_points"),
  "hk.jackpot_target": (r) =>
    rj("jackpot_target", { face: faceArg(r.face), cmd: { msg: `大奖 ${FACE_ZH[String(r.face)] ?? "杀人"} 5号` } }),
  "hk.jackpot_no_target": (r) =>
    rj("jackpot_no_target", { face: faceArg(r.face), cmd: { msg: `大奖 ${String(r.face ?? 1)}` } }),
  "hk.not_ready": (r) => rj("not_ready", { act: actArg(r.act) }),
  "hk.disguise": (r) =>
    r.field === "camp"
      ? rj("disguise_camp", { value: String(r.value) })
      : r.field === "role"
        ? rj("disguise_role", { value: String(r.value) })
        : rj("disguise_knife"),
  "hk.disguise_options": () => rj("disguise_options", { cmd: { msg: "伪装 1 3 5" } }),
  "hk.disguise_not_picked": () => rj("disguise_not_picked"),
  "hk.disguise_no_options": () => rj("disguise_no_options", { cmd: { msg: "潜藏 村民阵营 预言家 不带刀" } }),
  "hk.rage_not_yet": () => rj("rage_not_yet"),
  "hk.inherit_not_yet": () => rj("inherit_not_yet"),
  "hk.blade_not_tonight": () => rj("blade_not_tonight"),
  "hk.rose_back": (r) => rj("rose_back", { target: seatArg(r.target) }),
  "hk.bread_only": (r) => rj("bread_only", { act: actArg(r.act), target: seatArg(r.target) }),
  "hk.chosen_before": (r) => rj("chosen_before", { target: seatArg(r.target), act: actArg(r.act) }),
  "hk.sacrifice_alone": () => rj("sacrifice_alone"),
  "hk.sacrifice_slot": () => rj("sacrifice_slot"),
  "hk.guess_card": () => rj("guess_card"),
  "hk.peek_time": () => rj("peek_time", { cmd: { msg: "窥视 21:40" } }),
  "hk.skill_lost": (r) => rj("skill_lost", { act: actArg(r.act) }),
  "hk.copy_unknown": (r) =>
    r.value !== undefined ? rj("copy_unknown_act", { act: actArg(r.value) }) : rj("copy_unknown"),
  "hk.sprout_held": () => rj("sprout_held"),
  "hk.control_index": () => rj("control_index", { cmd: { msg: "操纵 1 3号" } }),
  "hk.control_targets": () => rj("control_targets", { cmd: { msg: "操纵 1 3号" } }),
  "hk.mirror_lent": () => rj("mirror_lent"),
  "hk.seize_not_ready": () => rj("seize_not_ready"),
  "hk.crush_fixed": (r) => rj("crush_fixed", { target: seatArg(r.target) }),
  "hk.crush_farthest": () => rj("crush_farthest"),
  "hk.letter_text": () => rj("letter_text"),
  "hk.letter_late": () => rj("letter_late"),
  "hk.lover_pick": () => rj("lover_pick"),
  "hk.not_wolf_card": (r) =>
    typeof r.value === "string" && r.value !== "" ? rj("not_wolf_card_value", { value: r.value }) : rj("not_wolf_card"),
  "hk.tracking": (r) => rj("tracking", { card: cardArg(r.role) }),
  "hk.stalk_no_ballot": () => rj("stalk_no_ballot"),
  "hk.stalk_not_ballot": (r) =>
    typeof r.ballot === "number" ? rj("stalk_not_ballot_seat", { target: seatArg(r.ballot) }) : rj("stalk_not_ballot"),
  "hk.sun_living": () => rj("sun_living"),
  "hk.sun_not_today": () => rj("sun_not_today"),
  "hk.sun_round1": () => rj("sun_round1"),
  "hk.sun_once": () => rj("sun_once"),
  "hk.sun_too_many": (r) => rj("sun_too_many", { n: String(r.max) }),
  "hk.seat_list_distinct": () => rj("seat_list_distinct"),
  "hk.speed_up_sun": () => rj("speed_up_sun"),
  "hk.delay_when": () => rj("delay_when"),
  "hk.speed_up_when": () => rj("speed_up_when"),
  "hk.speed_up_time": (r) =>
    typeof r.value === "string" && r.value !== "" ? rj("speed_up_time_value", { value: r.value }) : rj("speed_up_time"),
  "hk.speed_up_before_now": (r) => rj("speed_up_before_now", { value: String(r.value) }),
  "hk.speed_up_not_earlier": (r) => rj("speed_up_not_earlier", { value: String(r.value) }),
  "deal.seats": (r) =>
    typeof r.got !== "number"
      ? bl("deal_seats_gap")
      : r.min === r.max
        ? bl("deal_seats_fixed", { min: String(r.min), got: r.got })
        : bl("deal_seats_custom", { min: String(r.min), max: String(r.max), got: r.got }),
  "deal.unknown_card": (r) => bl("deal_unknown_card", { seat: String(r.seat), role: String(r.role) }),
  "deal.twice": (r) => bl("deal_twice", { seat: String(r.seat), card: cardArg(r.role) }),
  "deal.not_on_board": (r) => bl("deal_not_on_board", { seat: String(r.seat), card: cardArg(r.role) }),
  "deal.no_pack": () => bl("deal_no_pack"),
  "deal.police": () => bl("deal_police"),
  "deal.pool": (r) =>
    typeof r.seat === "number"
      ? bl("deal_pool_seat", { pool: poolArg(r.pool), want: String(r.want), got: String(r.got), seat: r.seat })
      : bl("deal_pool", { pool: poolArg(r.pool), want: String(r.want), got: String(r.got) }),
  "deal.leader": () => bl("deal_leader"),
  "deal.sibling": (r) => bl("deal_sibling", { card: cardArg(r.role), missing: cardArg(r.missing) }),
  "deal.not_built": (r) => bl("deal_not_built", { seat: String(r.seat), card: cardArg(r.role) }),
  "deal.cannot_draw": (r) =>
    r.leader
      ? bl("deal_cannot_draw_leader")
      : bl("deal_cannot_draw", { pool: poolArg(r.pool), want: String(r.want), got: String(r.got) }),
  "vote.cancelled": () => bl("vote_cancelled"),
  "vote.out": () => bl("vote_out"),
  "vote.not_speaker": () => bl("vote_not_speaker"),
  "vote.red_card": () => bl("vote_red_card"),
  "vote.target": (r) => bl("vote_target", { n: String(r.seats), abstain: { msg: "弃权" } }),
  "vote.target_out": (r) => bl("vote_target_out", { seat: String(r.target) }),
  "vote.sped_up": () => bl("vote_sped_up"),
  "hk.red_card": () => rj("red_card"),
  "hk.camp_id": () => rj("camp_id"),
  "hk.substitute_once": (r) => rj("substitute_once", { seat: seatArg(r.seat) }),
};

/** forum-hk's wording of codes forum-25 and the engine's flows also return (their words stay in texts.ts). */
export const HK_WORDING: Record<string, (r: Reject) => Msg> = {
  "vote.not_open": () => bl("vote_not_open"),
  "vote.already": () => bl("vote_already"),
  "vote.no_ballot": () => bl("vote_no_ballot"),
  "vote.changed": () => bl("vote_changed"),
  "vote.change_too_late": (r) => bl("vote_change_too_late", { span: span(r.limitMs) }),
  "vote.proxy_too_late": (r) => bl("vote_proxy_too_late", { span: span(r.limitMs) }),
  "card.colour": () => bl("card_colour"),
  "seat.unknown": (r) => bl("seat_unknown", { n: String(r.seats) }),
  "act.not_yours": (r) =>
    Object.hasOwn(HK_ACT_ZH, String(r.act))
      ? bl("act_not_yours", { seat: seatArg(r.seat), act: actArg(r.act) })
      : bl("act_not_yours_this", { seat: seatArg(r.seat) }),
  "act.not_in_ruleset": (r) =>
    Object.hasOwn(HK_ACT_ZH, String(r.act))
      ? bl("act_not_in_ruleset", { act: actArg(r.act) })
      : bl("act_not_in_ruleset_this"),
  "judge.not_in_ruleset": () => bl("judge_not_in_ruleset"),
};
