/**
 * Reject reasons as players read them: the engine returns codes with facts; this module is the only
 * place they become words — a message of the `reject` phrasebooks (src/vocab/phrases/reject*.ts),
 * rendered in the reader's language at delivery (issue 23).
 */

import { isRoleId, type Lang } from "../engine/roles/index.ts";
import { RULESETS } from "../engine/rulesets/index.ts";
import type { Reject, ValueRule } from "../engine/types.ts";
import { actName, cardName, type WordKey, wordOf } from "../vocab/index.ts";
import { type Arg, listOf, type Msg, render, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { HK_REJECTS, hkActName } from "./families/forum-hk/texts.ts";
import { voiceFamilyOf } from "./families/index.ts";

/** A seat as an argument: `{seat}` for a number (`3号`, `#3`), anything else as given. */
const seatArg = (n: unknown): Arg => (typeof n === "number" ? { seat: n } : String(n));

/** An act as players name it: the timed cards' words, else forum-hk's (摄魂, 通天: a value checked for every ruleset's acts). */
function anyAct(act: unknown): Arg {
  if (actName(act) !== String(act)) return { act: String(act) };
  return hkActName(act);
}
/** A card by id as an argument (`{card}`: its name in the reader's language; an unknown id as given). */
const card = (id: unknown): Arg => ({ card: String(id) });
/** A command the player types, as an argument: kept as written (in 繁體 through OpenCC, in English as is). */
const cmd = (typed: string): Arg => ({ msg: typed });

const REJECTS: Record<string, (r: Reject) => Msg> = {
  // forum-hk's own codes (seed 002).
  ...HK_REJECTS,
  "game.over": () => say("reject.game_over"),
  "game.unknown": () => say("reject.game_unknown"),
  "clock.backwards": () => say("reject.clock_backwards"),
  "clock.invalid": () => say("reject.clock_invalid"),
  "command.invalid": () => say("reject.command_invalid"),
  "timer.not_due": () => say("reject.timer_not_due"),
  "target.invalid": () => say("reject.target_invalid"),
  "value.invalid": (r) =>
    say("reject.value_invalid", { act: anyAct(r.act), want: { msg: valueWant(r.want as ValueRule | undefined) } }),
  "value.unexpected": (r) => say("reject.value_unexpected", { act: anyAct(r.act) }),
  "witch.save_wrong_target": (r) =>
    say("reject.witch_save_wrong_target", { target: seatArg(r.target), cmd: cmd("救") }),
  "self_destruct.already_void": () => say("reject.self_destruct_already_void"),
  "setup.seed": (r) => say("reject.setup_seed", { value: String(r.value) }),
  "setup.bottom": () => say("reject.setup_bottom"),
  "timer.stale": () => say("reject.timer_stale"),
  "seat.unknown": (r) => say("reject.seat_unknown", { seat: seatArg(r.seat) }),
  "seat.dead": (r) => say("reject.seat_dead", { seat: seatArg(r.seat) }),
  "substitute.no_player": () => say("reject.substitute_no_player", { cmd: cmd("替补 3号 @小明") }),
  "substitute.same": () => say("reject.substitute_same"),
  "seat.taken": () => say("reject.seat_taken"),
  "act.unknown": (r) =>
    actName(r.act) !== String(r.act)
      ? say("reject.act_unknown_named", { act: { act: String(r.act) } })
      : say("reject.act_unknown"),
  "act.not_yours": (r) => say("reject.act_not_yours", { seat: seatArg(r.seat), act: { act: String(r.act) } }),
  "phase.not_night": (r) => say("reject.phase_not_night", { seat: seatArg(r.seat) }),
  "target.required": () => say("reject.target_required"),
  "target.not_a_seat": (r) => say("reject.target_not_a_seat", { target: String(r.target) }),
  "target.dead": (r) => say("reject.target_dead", { target: seatArg(r.target) }),
  "knife.not_a_wolf": (r) => say("reject.knife_not_a_wolf", { seat: seatArg(r.seat) }),
  "knife.already_settled": () => say("reject.knife_already_settled"),
  "night.no_skill_tonight": (r) => say("reject.night_no_skill_tonight", { seat: seatArg(r.seat) }),
  "night.not_your_step": (r) => {
    const a = { seat: seatArg(r.seat), act: { act: String(r.act) } };
    const step = stepArg(r.step);
    return step ? say("reject.night_not_your_step", { ...a, step }) : say("reject.night_not_your_step_other", a);
  },
  "night.skills_lost": (r) => say("reject.night_skills_lost", { card: card("elder"), seat: seatArg(r.seat) }),
  "knife.protected_seat": (r) => say("reject.knife_protected_seat", { target: seatArg(r.target) }),
  "seer.protected_seat": (r) => say("reject.seer_protected_seat", { target: seatArg(r.target) }),
  "piper.self": () => say("reject.piper_self", { card: card("piper") }),
  "witch.self_save_guard_alive": () =>
    say("reject.witch_self_save_guard_alive", { guard: card("guard"), witch: card("witch") }),
  "setup.field": (r) => say("reject.setup_field", { ruleset: rulesetArg(r.ruleset) }),
  "setup.protected_seat": (r) => say("reject.setup_protected_seat", { value: String(r.value) }),
  "night.already_acted": (r) => say("reject.night_already_acted", { seat: seatArg(r.seat) }),
  "seer.self_check": () => say("reject.seer_self_check", { card: card("seer") }),
  "guard.same_target_twice": (r) =>
    say("reject.guard_same_target_twice", { card: card("guard"), target: seatArg(r.target) }),
  "witch.no_antidote": () => say("reject.witch_no_antidote", { card: card("witch") }),
  "witch.no_poison": () => say("reject.witch_no_poison", { card: card("witch") }),
  "witch.knife_not_settled": () => say("reject.witch_knife_not_settled"),
  "witch.nobody_to_save": () => say("reject.witch_nobody_to_save"),
  "witch.self_save": () => say("reject.witch_self_save", { card: card("witch") }),
  "election.not_open": () => say("reject_day.election_not_open"),
  "election.signup_closed": () => say("reject_day.election_signup_closed"),
  "election.already_running": (r) => say("reject_day.election_already_running", { seat: seatArg(r.seat) }),
  "election.not_a_candidate": (r) => say("reject_day.election_not_a_candidate", { seat: seatArg(r.seat) }),
  "election.already_withdrawn": (r) => say("reject_day.election_already_withdrawn", { seat: seatArg(r.seat) }),
  "election.withdraw_too_late": () => say("reject_day.election_withdraw_too_late"),
  "vote.not_open": () => say("reject_day.vote_not_open"),
  "vote.already_cast": (r) => say("reject_day.vote_already_cast", { seat: seatArg(r.seat) }),
  "vote.candidate_cannot_vote": (r) => say("reject_day.vote_candidate_cannot_vote", { seat: seatArg(r.seat) }),
  "vote.withdrawn_cannot_vote": (r) => say("reject_day.vote_withdrawn_cannot_vote", { seat: seatArg(r.seat) }),
  "vote.not_a_voter": (r) => say("reject_day.vote_not_a_voter", { seat: seatArg(r.seat) }),
  "vote.idiot_cannot_vote": (r) =>
    say("reject_day.vote_idiot_cannot_vote", { seat: seatArg(r.seat), card: card("idiot") }),
  "vote.pk_player_cannot_vote": (r) => say("reject_day.vote_pk_player_cannot_vote", { seat: seatArg(r.seat) }),
  "vote.not_a_candidate": (r) => say("reject_day.vote_not_a_candidate", { target: seatArg(r.target) }),
  "vote.idiot_revealed": (r) =>
    say("reject_day.vote_idiot_revealed", { target: seatArg(r.target), card: card("idiot") }),
  "vote.not_in_pk": (r) => say("reject_day.vote_not_in_pk", { seats: { seats: (r.pk as number[]) ?? [] } }),
  "vote.not_an_option": (r) => say("reject_day.vote_not_an_option", { target: seatArg(r.target) }),
  "vote.lover_partner": (r) =>
    say("reject_day.vote_lover_partner", { seat: seatArg(r.seat), target: seatArg(r.target) }),
  "judge.not_in_ruleset": (r) => say("reject_day.judge_not_in_ruleset", { ruleset: rulesetArg(r.ruleset) }),
  "vote.muted": (r) => say("reject_day.vote_muted", { seat: seatArg(r.seat) }),
  "order.not_now": (r) =>
    say(r.direction === "every_day" ? "reject_day.order_not_now_every_day" : "reject_day.order_not_now"),
  "order.not_sheriff": (r) =>
    say("reject_day.order_not_sheriff", { seat: seatArg(r.seat), sheriff: seatArg(r.sheriff) }),
  "order.bad_direction": () => say("reject_day.order_bad_direction"),
  "speech.none_now": () => say("reject_day.speech_none_now"),
  "speech.not_your_turn": (r) =>
    say("reject_day.speech_not_your_turn", { seat: seatArg(r.seat), current: seatArg(r.current) }),
  "speech.already_started": () => say("reject_day.speech_already_started"),
  "self_destruct.night": () => say("reject_day.self_destruct_night"),
  "self_destruct.after_vote_link": () => say("reject_day.self_destruct_after_vote_link"),
  "self_destruct.not_now": () => say("reject_day.self_destruct_not_now"),
  "self_destruct.forbidden": () => say("reject_day.self_destruct_forbidden"),
  "shoot.not_now": (r) => say("reject_day.shoot_not_now", { seat: seatArg(r.seat) }),
  "badge.not_now": (r) => say("reject_day.badge_not_now", { seat: seatArg(r.seat) }),
  "badge.to_self": () => say("reject_day.badge_to_self"),
  "badge.must_pass": () => say("reject_day.badge_must_pass", { cmd: cmd("移交X号") }),
  "election.no_withdraw": () => say("reject_day.election_no_withdraw"),
  "vote.self": () => say("reject_day.vote_self"),
  "recommend.not_now": () => say("reject_day.recommend_not_now"),
  "recommend.not_sheriff": (r) =>
    say("reject_day.recommend_not_sheriff", { seat: seatArg(r.seat), sheriff: seatArg(r.sheriff) }),
  "badge.to_revealed_idiot": (r) =>
    say("reject_day.badge_to_revealed_idiot", { target: seatArg(r.target), card: card("idiot") }),
  "judge.unknown_ruling": () => say("reject_day.judge_unknown_ruling"),
  "game.paused": () => say("reject_day.game_paused"),
  "judge.paused": () => say("reject_day.judge_paused", { cmd: cmd("继续"), cmd2: cmd("作废") }),
  "judge.not_paused": () => say("reject_day.judge_not_paused"),
  "judge.seconds": (r) => say("reject_day.judge_seconds", { max: String(r.max), cmd: cmd("延时60秒") }),
  "judge.nothing_to_skip": () => say("reject_day.judge_nothing_to_skip"),
  "judge.nothing_to_correct": () => say("reject_day.judge_nothing_to_correct"),
  "judge.no_wolves": () => say("reject_day.judge_no_wolves"),
  "setup.ruleset": (r) => say("reject_day.setup_ruleset", { value: String(r.value) }),
  "setup.board": (r) => say("reject_day.setup_board", { value: String(r.value) }),
  "setup.role": (r) => say("reject_day.setup_role", { value: String(r.value) }),
  "setup.deal": (r) =>
    r.reason === "seats"
      ? say("reject_day.setup_deal_seats", { n: String(r.expected) })
      : say("reject_day.setup_deal", { board: String(r.board) }),
  "setup.role_not_implemented": (r) => say("reject_day.setup_role_not_implemented", { card: card(r.value) }),
  "setup.draws": () => say("reject_day.setup_draws"),
  "setup.dice": (r) => say("reject_day.setup_dice", { value: String(r.value) }),
  "setup.custom_seats": (r) =>
    say("reject_day.setup_custom_seats", { min: String(r.min), max: String(r.max), got: String(r.got) }),
  "setup.custom_no_wolf": () => say("reject_day.setup_custom_no_wolf"),
  "game.void": () => say("reject_day.game_void"),
  "thief.not_in_bottom": (r) => {
    const bottom = (r.bottom as string[]) ?? [];
    return say("reject_day.thief_not_in_bottom", {
      cards: { msg: listOf(bottom.map((id) => say("reject.item", { item: card(id) }))) },
      card: card(r.target),
      cmd: cmd(`选${cardName(bottom[0])}`),
    });
  },
  "thief.must_take_wolf": () => say("reject_day.thief_must_take_wolf", { card: card("thief") }),
  "cupid.two_seats": () => say("reject_day.cupid_two_seats", { card: card("cupid") }),
  "cupid.same_seat": () => say("reject_day.cupid_same_seat"),
  "dreamweaver.self_dream": () => say("reject_day.dreamweaver_self_dream", { card: card("dreamweaver") }),
  "wild_child.self_model": () => say("reject_day.wild_child_self_model", { card: card("wild_child") }),
  "fortune.value_required": () => say("reject_day.fortune_value_required"),
  "fortune.bad_value": (r) => say("reject_day.fortune_bad_value", { value: String(r.value) }),
  "knife.forbidden_target": (r) => say("reject_day.knife_forbidden_target", { target: seatArg(r.target) }),
  "snow_wolf.self_devour": () => say("reject_day.snow_wolf_self_devour", { card: card("snow_wolf") }),
  "wolf_beauty.self_charm": () => say("reject_day.wolf_beauty_self_charm", { card: card("wolf_beauty") }),
  "wolf_beauty.same_target_twice": (r) =>
    say("reject_day.wolf_beauty_same_target_twice", { card: card("wolf_beauty"), target: seatArg(r.target) }),
  "silence.same_target_twice": (r) =>
    say("reject_day.silence_same_target_twice", { card: card("silence_elder"), target: seatArg(r.target) }),
  "bard.same_target": () => say("reject_day.bard_same_target"),
  "duel.self": () => say("reject_day.duel_self", { card: card("knight") }),
  "shift.not_now": () => say("reject_day.shift_not_now", { card: card("bard") }),
  "duel.not_now": () => say("reject_day.duel_not_now", { card: card("knight") }),
  "self_destruct.no_target": () => say("reject_day.self_destruct_no_target", { card: card("white_wolf_king") }),
  "self_destruct.take_self": () => say("reject_day.self_destruct_take_self", { card: card("white_wolf_king") }),
  // forum-25 (seed 004, F1–F26)
  "vote.sister_must_vote": (r) =>
    say("reject_forum.vote_sister_must_vote", { seat: seatArg(r.seat), card: card("sister") }),
  "vote.idiot_not_votable": (r) =>
    say("reject_forum.vote_idiot_not_votable", { target: seatArg(r.target), card: card("idiot") }),
  "vote.already": () => say("reject_forum.vote_already", { cmd: cmd("改票对象：X"), cmd2: cmd("改票理由：……") }),
  "vote.no_ballot": () => say("reject_forum.vote_no_ballot", { cmd: cmd("投票对象：X"), cmd2: cmd("投票理由：……") }),
  "vote.changed": () => say("reject_forum.vote_changed"),
  "vote.change_too_late": () => say("reject_forum.vote_change_too_late"),
  "vote.proxy_too_late": () => say("reject_forum.vote_proxy_too_late"),
  "speed_up.not_day": () => say("reject_forum.speed_up_not_day"),
  "speed_up.time": (r) => say("reject_forum.speed_up_time", { value: String(r.value), cmd: cmd("提速 18:00") }),
  "delay.not_day": () => say("reject_forum.delay_not_day"),
  "delay.time": (r) => say("reject_forum.delay_time", { value: String(r.value), cmd: cmd("延期 22:00") }),
  "badge.none_owed": () => say("reject_forum.badge_none_owed"),
  "badge.target": (r) => say("reject_forum.badge_target", { target: seatArg(r.target), card: card("idiot") }),
  "shoot.target": (r) => say("reject_forum.shoot_target", { target: seatArg(r.target) }),
  "card.colour": () =>
    say("reject_forum.card_colour", {
      blue: { word: "colour.blue" },
      yellow: { word: "colour.yellow" },
      red: { word: "colour.red" },
    }),
  "camp.unknown": () =>
    say("reject_forum.camp_unknown", {
      wolves: { word: "camp.wolves" },
      villagers: { word: "camp.villagers" },
      cmd: cmd("判负 狼人"),
      cmd2: cmd("判负 好人"),
    }),
  "surrender.not_group": () => say("reject_forum.surrender_not_group"),
  "surrender.answer": () => say("reject_forum.surrender_answer", { cmd: cmd("同意"), cmd2: cmd("拒绝") }),
  "surrender.none_open": () => say("reject_forum.surrender_none_open", { cmd: cmd("投降") }),
  "surrender.answered": () => say("reject_forum.surrender_answered"),
  "phase.not_start": () => say("reject_forum.phase_not_start"),
  "act.already": () => say("reject_forum.act_already"),
  "servant.self": () => say("reject_forum.servant_self", { card: card("servant") }),
  "setup.custom_sisters": () => say("reject_forum.setup_custom_sisters", { card: card("sister") }),
  "setup.start_at": (r) => say("reject_forum.setup_start_at", { value: String(r.value) }),
  "setup.tz": (r) => say("reject_forum.setup_tz", { value: String(r.value) }),
  "night.deadline_passed": () => say("reject_forum.night_deadline_passed", { card: card("witch") }),
  "kill.no_second_kill": () => say("reject_forum.kill_no_second_kill", { card: card("wolf_cub") }),
  "witch.not_yet": () =>
    say("reject_forum.witch_not_yet", {
      card: card("witch"),
      cmd: cmd("救 12"),
      cmd2: cmd("毒 12"),
      cmd3: cmd("不用"),
    }),
  "hunter.self": () => say("reject_forum.hunter_self", { card: card("hunter") }),
  "devotee.self": () => say("reject_forum.devotee_self", { card: card("devotee") }),
  "act.not_in_ruleset": (r) => say("reject_forum.act_not_in_ruleset", { act: { act: String(r.act) } }),
};

/** The Chinese name of an act id (`dream` → 摄梦, `run` → 上警): the vocabulary's (src/vocab/). */
export { actName } from "../vocab/index.ts";

/**
 * Words for the choices of a value (`oneOf`) that are no camp and no act (forum-hk's), as players
 * say them; a camp or an act is the vocabulary's word, an unknown choice as given.
 */
const CHOICES: Readonly<Record<string, PhraseKey>> = {
  wolf: "reject.choice_wolf",
  strong_god: "reject.choice_strong_god",
  weak_god: "reject.choice_weak_god",
  gun: "reject.choice_gun",
  freeze: "reject.choice_freeze",
};
function choice(w: string): Msg {
  if (Object.hasOwn(CHOICES, w)) return say(CHOICES[w]);
  if (wordOf("zh-Hans", "camp", w, "") !== "") return say("reject.item", { item: { word: `camp.${w}` as WordKey } });
  return actName(w) !== w ? say("reject.item", { item: { act: w } }) : w;
}

/** What an act's value should have been (`value.invalid`'s `want`, src/engine/act-values.ts): a clause. */
function valueWant(rule: ValueRule | undefined): Msg {
  switch (rule?.kind) {
    case "int":
      return say("reject.want_int", { min: rule.min, max: rule.max });
    case "oneOf":
      return say("reject.want_one_of", { list: { msg: listOf(rule.of.map(choice)) } });
    case "id":
      return say("reject.want_id");
    case "time":
      return say("reject.want_time");
    case "text":
      return say("reject.want_text", { max: rule.max });
    case "seats":
      return rule.min === rule.max
        ? say("reject.want_seats_n", { n: rule.min })
        : say("reject.want_seats_range", { min: rule.min, max: rule.max });
    case "bySeat":
      return say("reject.want_by_seat", { cmd: cmd("座位号：身份") });
    case "bool":
      return say("reject.want_bool", { cmd: cmd("带刀"), cmd2: cmd("不带刀") });
    default:
      return say("reject.want_other");
  }
}

/** A night step (table T4) as an argument: the card whose step it is, or the lovers; undefined for another. */
function stepArg(step: unknown): Arg | undefined {
  if (step === "wolves") return card("werewolf");
  if (step === "lovers") return { word: "step.lovers" };
  return isRoleId(step) ? card(step) : undefined;
}

/** A ruleset as players name it, as an argument (the vocabulary's name); an unknown id as given. */
function rulesetArg(id: unknown): Arg {
  return Object.hasOwn(RULESETS, String(id)) ? { ruleset: String(id) } : String(id);
}

/**
 * A reject as a message for the player or judge (rendered in the reader's language): a family's own
 * wording of a shared code first (forum-hk's, by the reject's `ruleset`), else the table's; an
 * unknown code gets a general refusal (the caller logs the code; the reader gets words, not the code).
 */
export function rejectMsg(r: Reject): Msg {
  const own = typeof r.ruleset === "string" ? voiceFamilyOf(r.ruleset).rejectWording(r.code) : undefined;
  const f = own ?? REJECTS[r.code];
  return f ? f(r) : say("reject.fallback");
}

/** A reject as a sentence in `lang` (default 简体): {@link rejectMsg} rendered. */
export function rejectText(r: Reject, lang?: Lang): string {
  return render(rejectMsg(r), lang);
}

/** Every reject code that has a text (a contract test checks the engine's codes against it). */
export const REJECT_CODES = Object.keys(REJECTS);
