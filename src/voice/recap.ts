/**
 * What a judge reads to settle a dispute (issue 26 item 5): each event in players' words with the
 * rule that decided it ({@link eventWords}, for the replay and the console's event log), the
 * night's recap DMed to the judge (and a checked-in inspector) when the night resolves
 * ({@link nightRecap}), and the end post's 复盘 link ({@link replayLine}).
 *
 * The rules are said in words (e.g. "发言超时，记黑麦"), never as handbook clause numbers.
 */

import { roleSpec } from "../engine/roles/index.ts";
import type { GameEvent, GameState, Penalty } from "../engine/types.ts";
import { actName, DEFAULT_LANG, vocabulary, winnerWords, word, wordOf } from "../vocab/index.ts";
import { type Arg, lines, type Msg, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { cardName } from "./card-texts.ts";
import { joined } from "./narrate-voice.ts";

/** How a death came about, in players' words: the vocabulary's causes (src/vocab/). */
const causeZh = (cause: string) => wordOf(DEFAULT_LANG, "cause", cause, word(DEFAULT_LANG, "death.out"));

/** A penalty and the rule behind it, in words (R20, R22). */
const penaltyZh = (p: Penalty) => `${word(DEFAULT_LANG, `penalty.${p}`)}：${word(DEFAULT_LANG, `penalty_why.${p}`)}`;

/**
 * A judge's ruling or control (`judge_acted.ruling`), in words: the replay, the console's event log
 * and the inspector's intervention list (src/app/season.ts) read the same names.
 */
export const RULING_ZH: Readonly<Record<string, string>> = {
  warn: "警告",
  rule_self_destruct: "判自爆",
  eject: "踢出",
  pause: "暂停",
  resume: "继续",
  extend: "延时",
  skip: "跳过发言",
  correct: "代为更正",
  void: "作废",
  wolf_talk: "狼人群天亮后发言判罚",
  outage: "机器人离线后恢复计时",
  card: "发牌（蓝/黄/红）",
  proxy_vote: "代投",
  camp_loses: "判阵营负",
  speed_up: "提速",
  delay: "延后",
  substitute: "替补",
};

/** Who may read an event's words: everyone in the match group, only some seats, or only the judge. */
export type Seen = "all" | { seats: number[] } | "judge";

/** An event in words: what happened, the rule that decided it (if any), who may read it. */
export interface EventWords {
  text: string;
  reason?: string;
  seen: Seen;
  /** A death, a penalty or a judge's ruling (marked in the replay). */
  ruling: boolean;
}

const seatList = (xs: number[]) => xs.map((n) => `${n}号`).join("、");
const at = (t: number | null) => (t === null ? "空刀" : `${t}号`);

/**
 * `e` in words, given the state before and after it; null for the engine's internal steps
 * (timers, reminders, night steps, memory) that no player saw as such.
 */
export function eventWords(before: GameState, e: GameEvent, after: GameState): EventWords | null {
  switch (e.type) {
    case "died": {
      const open = e.public || ["exile", "shot", "self_destruct", "drowned", "penalty"].includes(e.cause);
      return {
        text: `${e.seat}号出局`,
        reason: causeZh(e.cause),
        seen: open ? "all" : "judge",
        ruling: true,
      };
    }
    case "announced":
      return {
        text: e.deaths.length ? `天亮公布：${seatList(e.deaths)}出局` : "天亮公布：平安夜",
        seen: "all",
        ruling: false,
      };
    case "warned":
      return {
        text: `${e.seat}号被警告（本局第${after.seats[e.seat - 1]?.warnings ?? "?"}次）`,
        reason: "别人发言时插话：一次警告，两次失去本轮投票权，三次判自爆",
        seen: "all",
        ruling: true,
      };
    case "no_show":
      return {
        text: `${e.seat}号记黑麦（本局第${after.seats[e.seat - 1]?.noShows ?? "?"}次）`,
        reason: before.phase.kind === "vote" ? "投票时间内未投票，记黑麦" : "发言超时（叫号未出现），记黑麦",
        seen: "all",
        ruling: true,
      };
    case "penalized":
      return { text: `${e.seat}号受罚`, reason: penaltyZh(e.penalty), seen: "all", ruling: true };
    case "vote_muted":
      return { text: `${e.seat}号失去本轮投票权`, reason: "第二次插话警告，失去本轮投票权", seen: "all", ruling: true };
    case "self_destructed":
      return { text: `${e.seat}号自爆`, reason: e.valid ? undefined : "自爆无效", seen: "all", ruling: false };
    case "judge_acted":
      return {
        text: `法官：${RULING_ZH[e.ruling] ?? "操作"}${e.seat ? ` ${e.seat}号` : ""}${e.seconds ? ` ${e.seconds}秒` : ""}`,
        reason: e.reason,
        seen: "all",
        ruling: true,
      };
    case "paused":
      return { text: "法官暂停游戏", seen: "all", ruling: false };
    case "resumed":
      return { text: "游戏继续", seen: "all", ruling: false };
    case "vote_cast":
      return {
        text: `${e.seat}号${e.target === null ? "弃票" : `投给${e.target}号`}`,
        seen: { seats: [e.seat] },
        ruling: false,
      };
    case "vote_closed": {
      const r = e.record;
      const tally = Object.entries(r.tally)
        .sort((a, b) => b[1] - a[1])
        .map(([s, n]) => `${s}号${n}票`)
        .join("，");
      const ballots = Object.entries(r.ballots)
        .map(([v, t]) => `${v}→${t === null ? "弃" : t}`)
        .join(" ");
      return {
        text: `投票结束：${tally || "无人得票"}`,
        reason: ballots ? `票型 ${ballots}` : undefined,
        seen: "all",
        ruling: false,
      };
    }
    case "candidate_joined":
      return { text: `${e.seat}号上警`, seen: "all", ruling: false };
    case "candidate_withdrew":
      return { text: `${e.seat}号退水`, seen: "all", ruling: false };
    case "sheriff_changed":
      return e.silent ? null : { text: e.seat ? `${e.seat}号当选警长` : "警徽流失", seen: "all", ruling: false };
    case "last_words_given":
      return { text: `${e.seat}号发表遗言`, seen: "all", ruling: false };
    case "speech_started":
      return { text: `${e.seat}号开始发言`, seen: "all", ruling: false };
    case "night_acted":
      return {
        text: `${e.seat}号${actName(e.act)}${typeof e.target === "number" ? `${e.target}号` : e.target === null ? "（不发动）" : ""}`,
        seen: { seats: [e.seat] },
        ruling: false,
      };
    case "knife_proposed":
      return { text: `${e.seat}号提议刀${at(e.target)}`, seen: { seats: wolvesOf(after) }, ruling: false };
    case "knife_settled":
      return { text: `狼人刀口：${at(e.target)}`, seen: { seats: wolvesOf(after) }, ruling: false };
    case "act_withdrawn":
      return { text: `法官撤回${e.seat}号的操作`, seen: "judge", ruling: true };
    case "seat_substituted":
      return { text: `${e.seat}号由替补玩家${e.name}接替`, seen: "all", ruling: true };
    case "role_changed":
      return { text: `${e.seat}号换成${cardName(e.role)}`, seen: { seats: [e.seat] }, ruling: false };
    case "deal_voided":
      return { text: "发牌作废", seen: "all", ruling: true };
    case "game_ended":
      return {
        text: `游戏结束：${winnerWords(e.winner)}${e.voided ? "（本局作废）" : ""}`,
        seen: "all",
        ruling: false,
      };
    default:
      return null;
  }
}

const wolvesOf = (s: GameState) => s.seats.filter((x) => roleSpec(x.role).team === "wolf").map((x) => x.seat);
/** The acts a night recap names, in order, with its line (the card that acts). */
const RECAP_ACTS: [string, PhraseKey, string][] = [
  ["guard", "recap.guard", "guard"],
  ["check", "recap.check", "seer"],
  ["save", "recap.save", "witch"],
  ["poison", "recap.poison", "witch"],
];

/** How a death came about as the recap says it: the vocabulary's cause, else 出局. */
function causeArg(cause: string): Arg {
  return Object.hasOwn(vocabulary(DEFAULT_LANG).cause, cause)
    ? { word: `cause.${cause as keyof ReturnType<typeof vocabulary>["cause"] & string}` }
    : { word: "death.out" };
}

/**
 * The recap of night `label` (`N2`) for the judge, from the game's events: who was knifed, saved,
 * checked (and what the seer was told), guarded, poisoned, and who died — "无" where nobody did
 * it. Null when `events` hold no such night.
 */
export function nightRecap(events: readonly GameEvent[], states: readonly GameState[], label: string): Msg | null {
  const n = Number(label.slice(1));
  if (!label.startsWith("N") || !Number.isInteger(n)) return null;
  const acts: { seat: number; act: string; target: unknown }[] = [];
  let knife: number | null | undefined;
  const deaths: { seat: number; cause: string }[] = [];
  let seen = false;
  events.forEach((e, i) => {
    if (states[i]?.label !== label) return;
    seen = true;
    if (e.type === "night_acted") acts.push({ seat: e.seat, act: e.act, target: e.target });
    if (e.type === "knife_settled") knife = e.target;
    if (e.type === "died") deaths.push({ seat: e.seat, cause: e.cause });
  });
  if (!seen) return null;
  const none = say("common.none");
  const out: Msg[] = [
    say("recap.title", { n }),
    say("recap.knife", {
      knife: {
        msg: knife === undefined ? none : knife === null ? say("recap.no_knife") : say("common.seat", { n: knife }),
      },
    }),
  ];
  const recorded = new Set<string>(RECAP_ACTS.map(([a]) => a));
  const comma = (xs: Msg[]) => (xs.length ? joined(xs, "judge_voice.comma") : none);
  for (const [id, key, card] of RECAP_ACTS) {
    const done = acts.filter((a) => a.act === id && typeof a.target === "number");
    const list = done.map((a) => say("recap.arrow", { seat: { seat: a.seat }, target: { seat: a.target as number } }));
    out.push(say(key, { card: { card }, list: { msg: comma(list) } }));
  }
  const other = acts.filter((a) => !recorded.has(a.act) && a.act !== "kill" && typeof a.target === "number");
  if (other.length)
    out.push(
      say("recap.other", {
        list: {
          msg: comma(
            other.map((a) =>
              say("recap.other_act", {
                seat: { seat: a.seat },
                act: { act: a.act },
                target: { seat: a.target as number },
              }),
            ),
          ),
        },
      }),
    );
  out.push(
    deaths.length
      ? say("recap.out", {
          list: {
            msg: comma(deaths.map((d) => say("recap.out_of", { seat: { seat: d.seat }, cause: causeArg(d.cause) }))),
          },
        })
      : say("recap.out_none"),
  );
  return lines(out);
}

/** The end post's 复盘 line: the replay's full URL under `base` (PUBLIC_BASE_URL), else its route. */
export function replayLine(gameId: string, base?: string): Msg {
  const path = `/replay/${gameId}`;
  return say("recap.replay", { url: base ? `${base.replace(/\/+$/, "")}${path}` : path });
}
