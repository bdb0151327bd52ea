/**
 * The judge's voice: turns engine events into Chinese messages with an audience — the match
 * group, the wolves' room, or one seat by DM. This is what the outbox sends. It never puts a
 * role or a night action in front of anyone who must not see it: night deaths wait for the
 * dawn announcement (000 §八(九)1, the knife is never named), results go by DM only.
 *
 * One file per job: this one routes each event; `narrate-voice.ts` (audiences, shared phrases),
 * `narrate-calls.ts` (a phase's opening call), `narrate-night.ts`, `narrate-day.ts` (deaths,
 * votes, booms), `narrate-judge.ts` (the judge's actions, reminders), `narrate-end.ts`.
 */
import { boardOfSetup } from "../engine/boards.ts";
import { voidReason } from "../engine/engine.ts";
import { inWolfRoom } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import { render } from "../vocab/msg.ts";
import { cardName } from "./card-texts.ts";
import { chatFamilyOf } from "./families/index.ts";
import { phaseText } from "./families/timed/narrate-calls.ts";
import {
  died,
  NOTICE,
  selfDestructed,
  shotDeclined,
  speechTimedOut,
  voteClosed,
} from "./families/timed/narrate-day.ts";
import { gameEnded } from "./families/timed/narrate-end.ts";
import { judgeText, nudgeText } from "./families/timed/narrate-judge.ts";
import { nightActed, stepText, told } from "./families/timed/narrate-night.ts";
import {
  dm,
  GROUP,
  isWolf,
  joinWolfRoom,
  leaveWolfRoom,
  type Message,
  nightPrompt,
  seats,
  WOLVES,
} from "./narrate-voice.ts";

export { type Audience, type Message, nightPrompt, type RoomOp, SPEECH, VOTE } from "./narrate-voice.ts";

/** A message with its words rendered in one language (what a conversation of that language reads). */
export type SaidMessage = Omit<Message, "text"> & { text: string };

/**
 * The messages of one event as a conversation in `lang` (default 简体) reads them: {@link narrate}
 * with each message's words rendered (issue 23). For a reader that shows the text at once (the
 * demo's print, the replay's fold, tests); the outbox keeps the messages unrendered.
 */
export function narrateText(
  before: GameState,
  e: GameEvent,
  after: GameState,
  lang: Lang = DEFAULT_LANG,
): SaidMessage[] {
  return narrate(before, e, after).map((m) => ({ ...m, text: render(m.text, lang) }));
}

/** Messages for one event, given the state before and after it. */
export function narrate(before: GameState, e: GameEvent, after: GameState): Message[] {
  // The calendar families have their own voices (`families/`): forum-hk (seed 002: the thread,
  // the wolves' group and DMs, hk/narrate.ts), forum-25 (seed 004: posts, cards, a calendar,
  // narrate-forum.ts). The timed family's is this one.
  const voice = chatFamilyOf(after.setup).voice;
  if (voice) return voice(before, e, after);
  switch (e.type) {
    case "game_created": {
      // A void deal is never shown: `deal_voided` says so and shows the new deal (000 §八(十)2).
      if (voidReason(e.setup)) return [];
      const board = boardOfSetup(e.setup);
      const wolves = after.seats.filter((x) => inWolfRoom(after, x)).map((x) => x.seat);
      return [
        {
          to: GROUP,
          text: `本局配置：${board?.zh ?? e.setup.board}（${after.seats.length}人）。身份已私聊发放，请尊重自己的底牌。`,
        },
        ...after.seats.map((x) => ({
          to: dm(x.seat),
          text: `你是${x.seat}号，你的身份是：${cardName(x.role)}。${
            wolves.includes(x.seat) ? `狼队友：${seats(wolves.filter((w) => w !== x.seat)) || "无"}。` : ""
          }请把群昵称改成你的座位号（手册§八(三)5），尊重自己的底牌。`,
        })),
        { to: WOLVES, text: "狼人专用群", op: { kind: "create", members: wolves } },
        {
          to: WOLVES,
          text: `狼人专用群：狼队友是${seats(wolves)}。天黑时可以在这里交流并统一刀口；法官宣布天亮后本群禁言（手册§九3）。`,
        },
      ];
    }
    case "phase_started":
      // Dawn: the wolves' room must fall silent until nightfall (000 §九3).
      // Not under a ruleset without the wolves'-room rule (classic C2).
      if (
        before.phase.kind === "night" &&
        e.phase.kind !== "night" &&
        e.phase.kind !== "ended" &&
        rulesetOf(after.setup.ruleset).penalties.wolfTalk
      )
        return [
          { to: WOLVES, text: "天亮了，狼人群禁言，直到下一次天黑（手册§九3）。" },
          ...phaseText(e.phase, after, before),
        ];
      return phaseText(e.phase, after, before);
    case "timers_changed":
      return speechTimedOut(before, e.remove, e.atMs);
    case "deal_voided":
      return [
        { to: GROUP, text: "盗贼底牌无效（狼人+狼人或狼人+盗贼），本局作废。" },
        ...(e.redeal
          ? narrate(before, { type: "game_created", setup: e.redeal, atMs: e.atMs }, after).map((m) =>
              m.to.kind === "group" ? { ...m, text: `重新发牌。${m.text}` } : m,
            )
          : []),
      ];
    case "role_changed": {
      const prompt = (e.joinsNight && nightPrompt(e.role)) || "";
      const out: Message[] = [
        { to: dm(e.seat), text: `你选择了底牌：${cardName(e.role)}，这是你本局的身份。${prompt}` },
      ];
      if (inWolfRoom(after, after.seats[e.seat - 1])) out.push(...joinWolfRoom(after, e.seat, "盗贼选择了狼人"));
      return out;
    }
    case "public_notice": {
      const f = NOTICE[e.kind];
      return f ? [{ to: GROUP, text: f(e.seat, e.value) }] : [];
    }
    case "vote_shifted":
      return [{ to: GROUP, text: `吟游者把${e.from}号的一票移给${e.to}号。` }];
    case "night_step_started":
      return stepText(after);
    case "knife_settled":
      return [{ to: WOLVES, text: e.target === null ? "今晚刀口：空刀。" : `今晚刀口确定：${e.target}号。` }];
    case "told":
      return told(e, after);
    case "announced":
      return [
        {
          to: GROUP,
          // Day 1 (and classic's day-2 re-run, C4) already began with the sheriff campaign (000 §八(四)1): no second 天亮了.
          text: `${(after.label === "D1" || after.election?.rerun === true) && after.election ? "" : "天亮了，"}${e.deaths.length === 0 ? "昨晚是平安夜。" : `昨晚死亡的是：${seats(e.deaths)}。`}`,
        },
        ...e.deaths.filter((n) => isWolf(after, n)).map(leaveWolfRoom),
      ];
    case "died":
      return died(before, e, after);
    case "occasion_set":
      return shotDeclined(before, e.occasion);
    case "candidate_joined":
      return [{ to: dm(e.seat), text: "已收到你的上警报名。" }];
    case "candidate_withdrew":
      return [{ to: GROUP, text: `${e.seat}号退水。` }];
    case "election_changed":
      // Classic C4 (001 §三1(5), §三3(5)): a boom stops the day-1 election without losing the badge.
      return e.postponed
        ? [
            {
              to: GROUP,
              text: "警长竞选因自爆中止，警徽保留：公布昨晚死讯后直接进入黑夜，明天天亮先重新竞选警长，再公布当晚死讯（经典规则§三1(5)）。",
            },
          ]
        : [];
    case "dice_rolled":
      return [{ to: GROUP, text: `法官掷骰子：${e.value}点（单顺双逆）。` }];
    case "speech_reminded":
      return [{ to: GROUP, text: `${e.seat}号发言剩余30秒。` }];
    case "no_show":
      return [
        {
          to: GROUP,
          text: `${e.seat}号${before.phase.kind === "vote" ? "投票时间内未投票（失联）" : "叫号一分钟未出现"}，记黑麦一次（本局第${after.seats[e.seat - 1].noShows}次），黄牌警告，本轮失去投票权。`,
        },
      ];
    case "night_acted":
      return nightActed(before, e);
    case "warned":
      return [{ to: GROUP, text: `${e.seat}号警告一次（本局第${after.seats[e.seat - 1].warnings}次）。` }];
    case "vote_cast":
      return [{ to: dm(e.seat), text: e.target === null ? "已记录：弃票。" : `已记录：投给${e.target}号。` }];
    case "vote_closed":
      return voteClosed(before, e, after);
    case "sheriff_changed":
      if (e.silent) return e.gone ? [{ to: GROUP, text: "本局没有警长。" }] : [];
      if (e.seat === null) return [{ to: GROUP, text: "警徽流失，本局不再有警长。" }];
      return [
        {
          to: GROUP,
          text: before.sheriff === null ? `${e.seat}号当选警长。` : `警徽移交给${e.seat}号，${e.seat}号成为新警长。`,
        },
      ];
    case "order_chosen":
      return [{ to: GROUP, text: `今天的发言顺序：${seats(e.order)}。` }];
    case "mem_set":
      if (e.key === "revealed" && e.value === true)
        return [{ to: GROUP, text: `${e.seat}号翻牌：白痴，免于放逐，此后不能投票。` }];
      return [];
    case "self_destructed":
      return selfDestructed(before, e, after);
    case "judge_acted":
      return judgeText(e, after);
    case "nudged":
      return nudgeText(e.for, e.seat, after);
    case "game_ended":
      return gameEnded(before, e, after);
    default:
      return [];
  }
}
