/**
 * forum-hk's private words (seed 002 公示/通知, 负面状态, 阵营, 出局, 遗言; HK12, HK42, HK48, HK67,
 * HK70, HK71, HK132, HK138): each seat's deal DM, the wolves' group (made at the deal with the living
 * [群内] wolves, joined by a [接刀] holder who takes over the kill), the confirmation of an accepted
 * act to its sender only, each `told` result to its seat (`narrate-told.ts`) at the time the engine tells it, and the out
 * seat's notice (遗言, death-window skills). Nothing here is posted to the thread.
 */

import { deadlineOf, type HkDeadline } from "../../../engine/calendar-hk.ts";
import { blockOf, hkAct } from "../../../engine/families/forum-hk/acts.ts";
import { killHolders } from "../../../engine/families/forum-hk/knife.ts";
import { swiftTonight } from "../../../engine/families/forum-hk/night.ts";
import { hkCardSpec } from "../../../engine/roles/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { lines, type Msg, say } from "../../../vocab/msg.ts";
import type { Audience } from "../../narrate-voice.ts";
import { hkCardHelp } from "./card-help.ts";
import { hkValueText } from "./card-texts.ts";
import { hkTold } from "./narrate-told.ts";
import { hkActName } from "./texts.ts";
import {
  actMsg,
  calOf,
  cardMsg,
  cat,
  dm,
  hhmm,
  joinMsg,
  LOVERS,
  labelMsg,
  type Message,
  packSeats,
  roomSeats,
  seatList,
  WOLVES,
} from "./words.ts";

/** HK70, HK132: the wolves' group at the deal — made with the living [群内] wolves, and its intro. */
function wolvesGroup(s: GameState): Message[] {
  const pack = packSeats(s);
  if (pack.length === 0) return [];
  return [
    { to: WOLVES, text: say("hk_private.wolves_room"), op: { kind: "create", members: pack } },
    {
      to: WOLVES,
      text: say("hk_private.wolves_intro", {
        seats: { seats: pack },
        kill: { msg: "杀人 12号" },
        none: { msg: "空刀" },
      }),
    },
  ];
}

/**
 * HK91, HK132: the 警队's group — forum-hk has no sisters, so its team takes the calendar games'
 * second private room (forum-25's sisters' room: made once, its id kept on the game, the bot reads
 * nothing there). One room: the first team of two or more at the deal (a second team, in another
 * camp, would have the DMs only).
 */
export const TEAM: Audience = { kind: "sisters" };

/** HK91: the first 警队 of two or more members at the deal (its living 警察 of one camp), or []. */
export function teamRoomSeats(s: GameState): number[] {
  for (const x of s.seats) {
    const team = hkCardSpec(x.role)?.team?.(s, x.seat) ?? [];
    if (team.length >= 2) return team;
  }
  return [];
}

/** HK91, HK132: the 警队's group at the deal, and its intro. */
function teamGroup(s: GameState): Message[] {
  const team = teamRoomSeats(s);
  if (team.length === 0) return [];
  return [
    { to: TEAM, text: say("hk_private.team_room"), op: { kind: "create", members: team } },
    { to: TEAM, text: say("hk_private.team_intro", { seats: { seats: team }, cmd: { msg: "刑侦 X号" } }) },
  ];
}

/** The deal DMs (002 身份与阵营): each seat's card help, a [群内] wolf's mates. */
function dealDms(s: GameState): Message[] {
  const pack = packSeats(s);
  return s.seats.map((x) => {
    const mates = pack.includes(x.seat) ? pack.filter((n) => n !== x.seat) : null;
    const tail = !mates
      ? ""
      : mates.length
        ? say("hk_private.deal_mates", { seats: { seats: mates } })
        : say("hk_private.deal_alone");
    return { to: dm(x.seat), text: tail ? lines([hkCardHelp(s, x.seat), tail]) : hkCardHelp(s, x.seat) };
  });
}

/** The deadline of an accepted act (HK9, HK131): its block's, 开局's end, or none (settled at once). */
function actDeadline(s: GameState, act: string): Msg | null {
  const cal = calOf(s);
  const ph = s.phase;
  const row = hkAct(act);
  if (!cal || ph.kind !== "hk" || !row) return null;
  if (row.atOnce) return null;
  const block = blockOf(row.window);
  const key: HkDeadline | null = block ? (`block${block.toUpperCase()}` as HkDeadline) : null;
  if (key) return say("hk_private.resend_block", { at: hhmm(s, deadlineOf(cal, ph.day, key)) });
  if (row.window === "dusk")
    return say("hk_private.resend_dusk", { at: hhmm(s, deadlineOf(cal, ph.day, "nightfall")) });
  if (row.window === "start") return say("hk_private.resend_start", { at: hhmm(s, deadlineOf(cal, 0, "close")) });
  return null;
}

/**
 * What an act names, in words: `12号`, `3号、5号`, 空, and a guessed card (狼学者 诡辩); `lead` says
 * whether it starts with its own bracket (`（问题：…）`), else a space goes before it.
 */
function targetMsg(e: Extract<GameEvent, { type: "hk_acted" }>): { what: Msg; lead: boolean } {
  const t = e.target;
  const who: Msg =
    typeof t === "number" ? say("hk_words.word", { w: { seat: t } }) : Array.isArray(t) ? seatList(t as number[]) : "";
  const card = typeof e.value === "string" && e.value ? cardMsg(e.value) : "";
  // An act's own value named by its first word (馈赠 4号 毒药, HK103).
  const valued = hkValueText(e.act);
  const key = typeof e.value === "string" || typeof e.value === "number" ? String(e.value) : undefined;
  const choice = valued?.kind === "choice" && key !== undefined ? valued.choices?.[key]?.[0] : undefined;
  // A numbered choice (赌徒's 大奖, HK124) reads face first: 大奖 沉默 2号.
  if (choice)
    return {
      what:
        who === ""
          ? say("hk_private.choice", { choice: { msg: choice } })
          : say(valued?.numeric ? "hk_private.choice_before" : "hk_private.choice_after", {
              who: { msg: who },
              choice: { msg: choice },
            }),
      lead: false,
    };
  // HK123: 镜像 names a skill.
  if (valued?.kind === "skill" && typeof e.value === "string")
    return { what: say("hk_private.skill", { act: { msg: actMsg(e.value) } }), lead: false };
  const named =
    e.act === "sophistry" && card
      ? cat([who, say("hk_private.guess", { card: { msg: card } })])
      : e.act === "track" && card
        ? who === ""
          ? say("hk_private.track", { card: { msg: card } })
          : say("hk_private.who_card", { who: { msg: who }, card: { msg: card } })
        : who;
  // HK118, HK120: the words as sent; HK122: the list, seat by seat.
  const words =
    (e.act === "ask" || e.act === "soul") && typeof e.value === "string"
      ? say(e.act === "ask" ? "hk_private.asked" : "hk_private.published", { text: e.value })
      : "";
  const list =
    e.act === "torrent" && typeof e.value === "object" && e.value !== null && !Array.isArray(e.value)
      ? say("hk_private.named", {
          items: {
            msg: joinMsg(
              Object.entries(e.value).map(([k, id]) =>
                say("hk_private.named_item", { seat: { seat: Number(k) }, card: { msg: cardMsg(id) } }),
              ),
              "list",
            ),
          },
        })
      : "";
  return { what: cat([named, words, list]), lead: who === "" && !(e.act === "track" && card) };
}

/**
 * HK13: an accepted act, confirmed to its sender only; a group kill proposal (HK70) goes to the
 * wolves' group, where its members agree.
 */
function acted(after: GameState, e: Extract<GameEvent, { type: "hk_acted" }>): Message[] {
  // A seat's own 杀人 (黑情侣's, HK127) is no proposal of the group's: confirmed by DM like any act.
  if (e.act === "kill" && killHolders(after).some((x) => x.seat === e.seat)) {
    const second = e.value === 2;
    const seat = { seat: e.seat };
    return [
      {
        to: WOLVES,
        text:
          typeof e.target === "number"
            ? say(second ? "hk_private.propose2_kill" : "hk_private.propose_kill", { seat, target: { seat: e.target } })
            : say(second ? "hk_private.propose2_none" : "hk_private.propose_none", { seat }),
      },
    ];
  }
  const { what, lead } = targetMsg(e);
  const when = actDeadline(after, e.act);
  // HK142: 刑侦 is the 警队's one act a night: every teammate learns of it (the last one counts).
  const team =
    e.act === "investigate"
      ? (hkCardSpec(after.seats[e.seat - 1].role)?.team?.(after, e.seat) ?? [])
          .filter((n) => n !== e.seat)
          .map((n) => ({
            to: dm(n),
            text: say("hk_private.team_act", { seat: { seat: e.seat }, what: { msg: what } }),
          }))
      : [];
  const idle =
    e.target === null &&
    e.value === undefined &&
    hkAct(e.act)?.target === "living_or_null" &&
    !hkAct(e.act)?.bareIsNull;
  const args = {
    act: { msg: actMsg(e.act) },
    what: { msg: what === "" || lead ? what : say("hk_private.what", { x: { msg: what } }) },
    idle: { msg: idle ? say("hk_private.idle") : "" },
    when: { msg: when ?? "" },
  };
  // HK83: an act a ghost sent in his host's place is confirmed to the ghost, naming the host.
  return [
    ...team,
    {
      to: dm(e.by ?? e.seat),
      text:
        e.by !== undefined
          ? say("hk_private.ack_for", { ...args, host: { seat: e.seat } })
          : say("hk_private.ack", args),
    },
  ];
}

/** The skills its holder may still use once out (HK138: 最后一枪, 报复), as their acts. */
function deathActs(role: string): string[] {
  return (hkCardSpec(role)?.skills ?? []).flatMap((k) =>
    Object.entries(k.acts)
      .filter(([, r]) => r.window === "window")
      .map(([a]) => a),
  );
}

/**
 * 出局 「角色出局时将收到通知」, HK67, HK138: the out seat is told, with his last words right and the
 * window of a skill he may still use (not after a red card, HK62; 报复 not after 暴击, HK75).
 */
function outDm(before: GameState, e: Extract<GameEvent, { type: "died" }>, after: GameState): Message[] {
  const out: Msg[] = [
    e.lastWords ? say("hk_private.out_words", { cmd: { msg: "遗言 ……" } }) : say("hk_private.out_silent"),
    say("hk_private.out_mute"),
  ];
  const cal = calOf(after);
  const ph = before.phase;
  const role = after.seats[e.seat - 1].role;
  const acts = e.damage === "red_card" ? [] : deathActs(role);
  // The card's own check says whether the use is still his (a charge spent 报复, HK75); his out's
  // effect on it is recorded right after this event, so 暴击 is read here.
  const usable = acts.filter(
    (a) => !(a === "revenge" && e.damage === "crit") && !hkCardSpec(role)?.validate?.(after, e.seat, a, null),
  );
  if (usable.length && cal && ph.kind === "hk") {
    const window: HkDeadline = ph.stage === "night" || ph.stage === "dawn" ? "dawnWindow" : "duskWindow";
    const due = hhmm(after, deadlineOf(cal, ph.day, window));
    for (const a of usable) {
      const name = hkActName(a);
      out.push(
        say("hk_private.out_skill", {
          act: { msg: actMsg(a) },
          due,
          cmd: { msg: `${name} X号` },
          idle: { msg: `${name} 不发动` },
        }),
      );
    }
  }
  return [{ to: dm(e.seat), text: lines(out) }];
}

/** HK71: a [接刀] holder takes over the kill: he joins the wolves' group and is told its members. */
function joinsKill(after: GameState, seat: number): Message[] {
  const room = roomSeats(after);
  return [
    { to: WOLVES, text: "", op: { kind: "add", seat } },
    { to: WOLVES, text: say("hk_private.kill_joined", { seat: { seat } }) },
    {
      to: dm(seat),
      text: say("hk_private.kill_joined_dm", {
        seats: { seats: room },
        cmd: { msg: "杀人 12号" },
        none: { msg: "杀人 空刀" },
      }),
    },
  ];
}

/**
 * HK77, HK86, HK132: a character gains [群内] (狼弟 once 狼兄 is gone, 狼鸦之爪 with 夜之锋刃): he joins the
 * wolves' group and is told its members; from then on he agrees the group kill with them (HK70).
 */
function joinsPack(after: GameState, seat: number): Message[] {
  const mates = roomSeats(after).filter((n) => n !== seat);
  return [
    { to: WOLVES, text: "", op: { kind: "add", seat } },
    { to: WOLVES, text: say("hk_private.pack_joined", { seat: { seat } }) },
    {
      to: dm(seat),
      text: mates.length
        ? say("hk_private.pack_joined_dm", {
            seats: { seats: mates },
            cmd: { msg: "杀人 12号" },
            none: { msg: "空刀" },
          })
        : say("hk_private.pack_joined_dm_alone", { cmd: { msg: "杀人 12号" }, none: { msg: "空刀" } }),
    },
  ];
}

/**
 * HK127, HK132: a wolf lover of a couple other than two wolves loses [群内] at C₀ (after the group was
 * made at the deal): he leaves the wolves' group (a couple that becomes two wolves gives it back: `joinsPack`).
 */
function leavesPack(seat: number): Message[] {
  return [
    { to: WOLVES, text: "", op: { kind: "remove", seat } },
    { to: WOLVES, text: say("hk_private.pack_left", { seat: { seat } }) },
  ];
}

/**
 * HK127, HK132: the lovers' own group, made when the link settles (the lower seat's `lover` result),
 * with both lovers; they talk there themselves (the bot reads nothing there).
 */
function loversGroup(e: Extract<GameEvent, { type: "told" }>): Message[] {
  const partner = (e.value as { seat?: unknown } | null)?.seat;
  if (e.kind !== "lover" || typeof partner !== "number" || partner < e.seat) return [];
  const members = partner === e.seat ? [e.seat] : [e.seat, partner];
  return [
    { to: LOVERS, text: say("hk_private.lovers_room"), op: { kind: "create", members } },
    { to: LOVERS, text: say("hk_private.lovers_intro", { seats: { seats: members } }) },
  ];
}

/** The wolves' group at nightfall (HK69, HK70, HK19): tonight's kill and its deadline. */
function wolvesNightfall(after: GameState, e: Extract<GameEvent, { type: "phase_started" }>): Message[] {
  const ph = e.phase;
  const cal = calOf(after);
  if (ph.kind !== "hk" || ph.stage !== "night" || !cal || killHolders(after).length === 0) return [];
  const n = ph.day + 1;
  if (n === 1) return [{ to: WOLVES, text: say("hk_private.night1") }];
  const args = {
    label: { msg: labelMsg(e.label) },
    due: hhmm(after, deadlineOf(cal, ph.day, "blockB")),
    cmd: { msg: "杀人 12号" },
    none: { msg: "空刀" },
  };
  return [
    {
      to: WOLVES,
      text: swiftTonight(after, n)
        ? say("hk_private.kill_call_swift", { ...args, cmd2: { msg: "二刀 12号" } })
        : say("hk_private.kill_call", args),
    },
  ];
}

/** The private words for `e`, or null when `e` is none of them. */
export function hkPrivatePosts(before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "game_created":
      return [...dealDms(after), ...wolvesGroup(after), ...teamGroup(after)];
    case "phase_started":
      return wolvesNightfall(after, e);
    case "hk_acted":
      return acted(after, e);
    case "told":
      return [...hkTold(after, e), ...loversGroup(e)];
    case "died":
      return outDm(before, e, after);
    case "hk_attack":
      // HK70: the group's kill agreed at (15) (block B), told to the group that agreed it.
      if (e.attack.kind !== "kill" && e.attack.kind !== "kill2") return [];
      return [
        {
          to: WOLVES,
          text: say(e.attack.kind === "kill2" ? "hk_private.agreed2" : "hk_private.agreed", {
            seat: { seat: e.attack.target },
          }),
        },
      ];
    case "hk_skill":
      if (e.skill === "pack")
        return e.how === "gained" ? joinsPack(after, e.seat) : e.how === "lost" ? leavesPack(e.seat) : [];
      return e.skill === "kill" && e.how === "gained" ? joinsKill(after, e.seat) : [];
    default:
      return null;
  }
}
