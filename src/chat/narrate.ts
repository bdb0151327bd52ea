/**
 * The judge's voice: turns engine events into Chinese messages with an audience — the match
 * group, the wolves' room, or one seat by DM. This is what the outbox sends. It never puts a
 * role or a night action in front of anyone who must not see it: night deaths wait for the
 * dawn announcement (000 §八(九)1, the knife is never named), results go by DM only.
 */
import { boardOfSetup } from "../engine/boards.ts";
import { voidReason } from "../engine/engine.ts";
import { inWolfRoom, isRoleId as isRole, liveSpec, roleSpec } from "../engine/roles/index.ts";
import { skillsBlocked } from "../engine/roles/spec.ts";
import { rulesetOf, sheriffWeight } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState, SeatState, SpeechPurpose, VoteRound } from "../engine/types.ts";
import { narrateForum } from "./narrate-forum.ts";
import { actName, STEP_ZH } from "./texts.ts";

/** Where a message goes. */
export type Audience =
  | { kind: "group" }
  | { kind: "wolves" }
  /** forum-25's lovers' and sisters' rooms (004 3L 情侣, 两姐妹 "互知共群"). */
  | { kind: "lovers" }
  | { kind: "sisters" }
  | { kind: "seat"; seat: number };
/**
 * A room operation on the wolves' room instead of a message (000 §八(一)4): create it with the
 * wolves of `members` (the text is its topic), add a new wolf, or remove a dead one.
 */
export type RoomOp =
  | { kind: "create"; members: number[] }
  | { kind: "add"; seat: number }
  | { kind: "remove"; seat: number };
export interface Message {
  to: Audience;
  text: string;
  op?: RoomOp;
}

const GROUP: Audience = { kind: "group" };
const isWolf = (s: GameState, seat: number) => roleSpec(s.seats[seat - 1].role).team === "wolf";
/**
 * A new wolf (the thief who took a wolf card, the turned wild child) is added to the wolves' room
 * (000 §八(一)4, §八(十)4), told his teammates, and the room is told he joined.
 */
function joinWolfRoom(s: GameState, seat: number, why: string): Message[] {
  const mates = s.seats.filter((x) => x.alive && x.seat !== seat && inWolfRoom(s, x)).map((x) => x.seat);
  return [
    { to: WOLVES, text: "", op: { kind: "add", seat } },
    { to: WOLVES, text: `${seat}号${why}，加入狼队。` },
    {
      to: dm(seat),
      text: `你已被拉进狼人群。狼队友：${seats(mates) || "无"}。今晚起请和狼队友在狼人群统一刀口（杀X号 / X号确定）。`,
    },
  ];
}

/** A dead wolf leaves the wolves' room once his death is public (000 §八(一)4). */
const leaveWolfRoom = (seat: number): Message => ({ to: WOLVES, text: "", op: { kind: "remove", seat } });
const WOLVES: Audience = { kind: "wolves" };
const dm = (seat: number): Audience => ({ kind: "seat", seat });
const seats = (list: number[]) => list.map((n) => `${n}号`).join("、");
/** Round ordinals of a day's speeches, from 0. */
const ROUND_ZH = ["第一", "第二", "第三"];
const minutes = (sec: number) => (sec % 60 === 0 ? `${sec / 60}分钟` : `${sec}秒`);

export const SPEECH: Record<SpeechPurpose, string> = {
  campaign: "警上发言",
  sheriff_pk: "警长PK发言",
  sheriff_offstage: "警长场外PK发言",
  day: "发言",
  exile_pk: "放逐PK发言",
  exile_offstage: "场外PK发言",
  last_words: "遗言",
};
/** A vote round as the judge names it. */
export const VOTE: Record<VoteRound, string> = {
  sheriff: "警长投票",
  sheriff_pk: "警长PK投票",
  sheriff_offstage: "警长场外PK投票",
  exile: "放逐投票",
  exile_pk: "放逐PK投票",
  sheriff_revote: "警长平票重投",
  exile_revote: "放逐平票重投",
  exile_offstage: "放逐场外PK投票",
};
export const NIGHT_PROMPT: Record<string, string> = {
  guard: "守卫请私聊法官今晚守护的座位号（可以守自己，也可以空守；不能连续两晚守同一人）。",
  seer: "预言家请私聊法官今晚要查验的座位号。",
  thief: "盗贼请私聊法官从两张底牌中选择一张（底牌有狼人必须选狼人）。",
  cupid: "丘比特请私聊法官要连成情侣的两个座位号（可以连自己）。",
  wild_child: "野孩子请私聊法官你选择的榜样座位号。",
  dreamweaver: "摄梦人请私聊法官今晚摄梦的座位号（不能摄梦自己）。",
  fortune_teller: "卜命人请私聊法官是否发动卜命：座位号和预测的死亡人数（平安夜/单死/双死/三死），或不发动。",
  wolf_girl: "狼女请私聊法官今晚是否发动颠倒黑白（限一次）。",
  wolf_beauty: "狼美人请私聊法官今晚魅惑的座位号（可以不魅惑）。",
  silence_elder: "禁言长老请私聊法官明天要禁言的座位号（可以不发动）。",
  snow_wolf: "狼人阵营只剩雪狼：雪狼请私聊法官吞噬一名玩家。",
  piper: "吹笛者请私聊法官今晚要魅惑的座位号（“魅惑X号”或“吹笛X号”，不能魅惑自己）。",
};

/** What the room is told publicly (public_notice events): never a night action of an unrevealed seat. */
const NOTICE: Record<string, (seat: number | undefined, value: unknown) => string> = {
  chain_broken: () => "法官宣布：本局情侣链子已断开，不再有殉情。",
  // table (T9, T12)
  no_sheriff_today: () => "今天没有选出警长，明天天亮前再次竞选。",
  recommend: (seat, value) =>
    typeof value === "number" ? `警长${seat}号归票${value}号（归票不是投票）。` : `警长${seat}号不归票。`,
  flipped: (seat, value) => `${seat}号自爆，判定淹死翻牌：${roleSpec(String(value)).zh}。不进入天黑，继续发言。`,
  silenced: (seat) => `今天被禁言的是${seat}号。`,
  charmed: (_seat, value) =>
    Array.isArray(value) && value.length > 0
      ? `被吹笛者魅惑的玩家：${seats(value as number[])}。被魅惑者不能发言，但仍可投票。`
      : "目前没有被吹笛者魅惑的玩家。",
  curse: (seat) => `${seat}号长老非狼刀出局：好人阵营全体失去技能，直到本局结束。`,
  roar: (_seat, value) => (value ? "昨晚熊咆哮了。" : "昨晚熊没有咆哮。"),
  wounded: (seat) => `${seat}号中枪，进入负伤状态。`,
  blizzard: (seat) => `${seat}号翻牌：雪狼，发起暴风雪，所有神下一晚无法使用技能。`,
  bard: (seat) => `${seat}号翻牌：吟游者，移动一票。`,
  duel: (seat, value) => {
    const v = value as { target: number; wolf: boolean };
    return `${seat}号翻牌：骑士，决斗${v.target}号。${v.target}号${v.wolf ? "是狼人，出局，白天结束" : "是好人，骑士以死谢罪"}。`;
  },
};

/**
 * A night act as the actor reads it back (private confirmation). `stepped`: a night of fixed
 * steps (table, T6), where the seer's result follows at once rather than before dawn (R27).
 */
function actZh(act: string, target: unknown, stepped = false): string {
  const t = typeof target === "number" ? `${target}号` : "";
  switch (act) {
    case "guard":
      return t ? `守护${t}` : "空守";
    case "check":
      return t ? `查验${t}${stepped ? "" : "（结果天亮前私聊告知）"}` : "今晚不查验";
    case "save":
      return "使用解药";
    case "poison":
      return `毒${t}`;
    case "pass":
      return "今晚不用药";
    case "link":
      return Array.isArray(target) ? `连${target.map((n) => `${n}号`).join("和")}为情侣` : "不连情侣";
    case "pipe":
      return `魅惑${t}`;
    case "pick":
      return `选择底牌${typeof target === "string" && isRole(target) ? roleSpec(target).zh : ""}`;
    case "foretell":
      return Array.isArray(target)
        ? `卜命${target[0]}号，预测${["平安夜", "单死", "双死", "三死"][target[1]] ?? `${target[1]}死`}`
        : "今晚不卜命";
    case "invert":
      return "颠倒黑白";
    default:
      return `${actName(act)}${t}` || actName(act);
  }
}

/** Messages for one event, given the state before and after it. */
export function narrate(before: GameState, e: GameEvent, after: GameState): Message[] {
  // forum-25 (seed 004) has its own voice: posts, cards, a calendar (narrate-forum.ts).
  if (after.setup.ruleset === "forum-25") return narrateForum(before, e, after);
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
          text: `你是${x.seat}号，你的身份是：${roleSpec(x.role).zh}。${
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
      const prompt = e.joinsNight && NIGHT_PROMPT[e.role] ? NIGHT_PROMPT[e.role] : "";
      const out: Message[] = [
        { to: dm(e.seat), text: `你选择了底牌：${roleSpec(e.role).zh}，这是你本局的身份。${prompt}` },
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
    case "told": {
      // A witch under the snow wolf's blizzard is told she has no skill tonight, not offered potions.
      const ph = after.phase;
      if (e.kind === "knife" && ph.kind === "night" && skillsBlocked(after, after.seats[e.seat - 1], ph.n))
        return [{ to: dm(e.seat), text: "暴风雪：今晚所有神职无法使用技能（手册§八(二)17），你无需行动。" }];
      // R27: a witch who already acted tonight is not prompted again when the knife settles.
      if (e.kind === "knife" && ph.kind === "night" && (ph.acts[String(e.seat)]?.length ?? 0) > 0) return [];
      // A fixed night step (table, T4): the witch has what is left of her step.
      const step = ph.kind === "night" && ph.steps ? after.timers.find((t) => t.kind === "step") : undefined;
      const len = step ? minutes(Math.round((step.dueMs - after.nowMs) / 1000)) : "3分钟";
      const out = toldText(e.seat, e.kind, e.value, e.about, after.seats[e.seat - 1]?.mem ?? {}, len);
      // The turned wild child opens his eyes with the wolves (000 §八(二)7①).
      if (e.kind === "turned") out.push(...joinWolfRoom(after, e.seat, "野孩子变成狼人"));
      return out;
    }
    case "announced":
      return [
        {
          to: GROUP,
          // Day 1 (and classic's day-2 re-run, C4) already began with the sheriff campaign (000 §八(四)1): no second 天亮了.
          text: `${(after.label === "D1" || after.election?.rerun === true) && after.election ? "" : "天亮了，"}${e.deaths.length === 0 ? "昨晚是平安夜。" : `昨晚死亡的是：${seats(e.deaths)}。`}`,
        },
        ...e.deaths.filter((n) => isWolf(after, n)).map(leaveWolfRoom),
      ];
    case "died": {
      const out = isWolf(after, e.seat) ? [leaveWolfRoom(e.seat)] : [];
      // A judge's removal is public at once, by night too (the removed wolf leaves the room now).
      if (e.public)
        return [
          {
            to: GROUP,
            text: `${e.seat}号${e.cause === "self_destruct" ? "被法官判自爆出局" : "被法官判罚出局"}（法官裁决）。`,
          },
          { to: dm(e.seat), text: "你已被法官裁决出局，请停止在比赛群和狼人群发言。" },
          ...out,
        ];
      if (e.at.startsWith("N") && !after.label.startsWith("D")) return [];
      // Issue 26 item 6: a shot is told with its shooter, and the shooter gets a confirmation.
      const shooter = e.cause === "shot" ? shooterOf(before) : null;
      if (shooter)
        return [
          { to: GROUP, text: `${shooter.seat}号${shooter.how}，带走${e.seat}号。` },
          { to: dm(shooter.seat), text: `已收到：你${shooter.how}带走了${e.seat}号。` },
          ...out,
        ];
      // A boom judged as drowning (000 §八(七)4) is told by its `flipped` notice instead.
      if (e.cause === "drowned" && before.seats[e.seat - 1].noShows < 2) return [];
      const why: Record<string, string> = {
        exile: "被放逐出局",
        shot: "被开枪带走",
        drowned: "两次黑麦，淹死出局（不翻牌）",
        penalty: "被法官判罚出局",
        // Deaths that follow another by day (000 §七4, §八(二)3,18,20): no role is named.
        lover: "殉情出局",
        charm: "被魅惑，随之出局",
        rogue: "出局",
        backlash: "出局",
        // The elder's curse takes a revealed idiot's skill (T24, T25).
        curse: "失去白痴技能，出局",
      };
      return why[e.cause] ? [{ to: GROUP, text: `${e.seat}号${why[e.cause]}。` }, ...out] : out;
    }
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
    case "night_acted": {
      // A nightfall actor whose window already closed did not choose: the rules chose for him.
      // A fixed night step (T4): forced when its step timer has just fired.
      const open =
        before.phase.kind === "night" && before.phase.steps
          ? before.timers.some((t) => t.kind === "step")
          : before.timers.some((t) => t.kind === "skill" && t.seat === e.seat);
      const forced =
        !open && roleSpec(before.seats[e.seat - 1].role).night?.prompt === "nightfall" && e.act !== "invert";
      const stepped = before.phase.kind === "night" && before.phase.steps !== undefined;
      return [
        {
          to: dm(e.seat),
          text: forced
            ? `时间到，你没有行动，法官按规则代为执行：${actZh(e.act, e.target, stepped)}。`
            : `已收到：${actZh(e.act, e.target, stepped)}。`,
        },
      ];
    }
    case "warned":
      return [{ to: GROUP, text: `${e.seat}号警告一次（本局第${after.seats[e.seat - 1].warnings}次）。` }];
    case "vote_cast":
      return [{ to: dm(e.seat), text: e.target === null ? "已记录：弃票。" : `已记录：投给${e.target}号。` }];
    case "vote_closed": {
      const r = e.record;
      const rules = rulesetOf(after.setup.ruleset);
      // T14: under table the room is told the counts, not who voted whom.
      if (rules.votes.published === "counts") {
        const counts = Object.entries(r.tally)
          .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
          .map(([t, n]) => `${t}号${n}票`)
          .join("，");
        const abstained = r.abstain.length > 0 ? `；弃票${r.abstain.length}人` : "";
        return [{ to: GROUP, text: `${VOTE[r.round]}结果：${counts || "无人得票"}${abstained}。` }];
      }
      const weight = sheriffWeight(rules, before.seats.filter((x) => x.alive).length);
      // Without 黑麦 (classic C2) a voter who sent nothing is counted as abstaining: shown so.
      const silent = r.abstain.filter((n) => !(String(n) in r.ballots)).map((n) => [String(n), "silent"] as const);
      const lines = [...Object.entries(r.ballots), ...silent]
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .map(
          ([v, t]) =>
            `${v}号→${t === "silent" ? "弃票（未投票）" : t === null ? "弃票" : `${t}号`}${t !== null && before.sheriff === Number(v) && r.round.startsWith("exile") ? `（警长${weight}票）` : ""}`,
        );
      const tally = Object.entries(r.tally)
        .sort((a, b) => b[1] - a[1])
        .map(([t, n]) => `${t}号${n}票`)
        .join("，");
      return [{ to: GROUP, text: `${VOTE[r.round]}结果：${tally || "无人得票"}。\n${lines.join("\n")}` }];
    }
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
    case "self_destructed": {
      const rules = rulesetOf(before.setup.ruleset);
      // A boom that may be judged as drowning (000 §八(七)4, R19): its `flipped` notice tells the rest.
      if (
        e.valid &&
        rules.penalties.boomDrowns &&
        liveSpec(before, before.seats[e.seat - 1]).selfDestruct === "drowned"
      )
        return [{ to: GROUP, text: `${e.seat}号自爆。` }];
      // Classic C5 (001 §三2(2)): no last words for the boomer and his chain; night follows.
      if (e.valid && rules.lastWords.boom === "none")
        return [
          {
            to: GROUP,
            text: `${e.seat}号自爆！所有发言立即中止，自爆没有遗言（经典规则§三2(2)），结算后直接进入黑夜。`,
          },
        ];
      return [
        {
          to: GROUP,
          text: !e.valid
            ? `${e.seat}号自爆无效（已在夜里出局）。`
            : rulesetOf(after.setup.ruleset).lastWords.noneFor.includes("self_destruct")
              ? `${e.seat}号自爆！所有人停止发言，自爆没有遗言，直接进入天黑${after.election?.open ? "（先公布昨晚死讯）" : ""}。`
              : `${e.seat}号自爆！所有人停止发言，${e.seat}号有3分钟指刀遗言。`,
        },
      ];
    }
    case "judge_acted":
      return judgeText(e, after);
    case "nudged":
      return nudgeText(e.for, e.seat, after);
    case "game_ended":
      // Issue 26 item 10: a void is announced once (the season's post only adds the game's id)
      // and, the game being over, shows every card as an end does (000 §七).
      if (e.voided) return [{ to: GROUP, text: `法官宣布本局作废：不计胜负，不计积分。身份：${rolesLine(after)}。` }];
      return [
        ...nightDeathsAtEnd(before),
        { to: GROUP, text: `游戏结束：${winnerZh(e.winner)}胜利（${winReason(after)}）！身份：${rolesLine(after)}。` },
      ];
    default:
      return [];
  }
}

/**
 * Issue 13 item 6: a game decided at dawn (by the night's deaths) first tells the room who died
 * last night, as every dawn does (000 §八(九)1), then the result.
 */
function nightDeathsAtEnd(before: GameState): Message[] {
  if (before.phase.kind !== "night") return [];
  const deaths = before.seats
    .filter((x) => !x.alive && x.diedAt === before.label && !x.announced)
    .map((x) => x.seat)
    .sort((a, b) => a - b);
  return [
    { to: GROUP, text: `天亮了，${deaths.length === 0 ? "昨晚是平安夜。" : `昨晚死亡的是：${seats(deaths)}。`}` },
  ];
}

/**
 * Who fires the shot that kills now: the seat of an open shot phase (hunter, wolf king), or the
 * white wolf king whose boom takes one along (he is the seat that has just died by his boom).
 */
function shooterOf(before: GameState): { seat: number; how: string } | null {
  if (before.phase.kind === "shot") return { seat: before.phase.seat, how: "开枪" };
  const boomer = before.seats.find(
    (x) => !x.alive && x.diedAt === before.label && x.role === "white_wolf_king" && x.cause === "self_destruct",
  );
  return boomer ? { seat: boomer.seat, how: "自爆" } : null;
}

/**
 * Issue 26 item 6: the shooter who leaves his shot is told so — 不开枪 confirmed, or his time
 * over (its timer fired). `next`: the occasion after `occasion_set`.
 */
function shotDeclined(before: GameState, next: GameState["occasion"]): Message[] {
  const ph = before.phase;
  if (ph.kind !== "shot" || !before.occasion?.shots.includes(ph.seat) || next?.shots.includes(ph.seat)) return [];
  // A fired shot grows the occasion's dead (and is confirmed by its death).
  if ((next?.dead.length ?? 0) > before.occasion.dead.length) return [];
  const timedOut = !before.timers.some((t) => t.kind === "shot");
  return [{ to: dm(ph.seat), text: timedOut ? "开枪时间已过，视为不开枪。" : "已收到：不开枪。" }];
}

/** Issue 13 item 6: a speech ended by its timer (not by 过) says so before the next call. */
function speechTimedOut(before: GameState, removed: string[], atMs: number): Message[] {
  const ph = before.phase;
  if (ph.kind !== "speaking" || !ph.started) return [];
  const seat = ph.queue[ph.idx];
  const timer = before.timers.find((t) => t.kind === "speech" && t.seat === seat && removed.includes(t.id));
  if (!timer || atMs < timer.dueMs) return [];
  return [{ to: GROUP, text: `${seat}号发言时间到，本轮发言结束。` }];
}

const CONTROL: Record<string, (e: Extract<GameEvent, { type: "judge_acted" }>) => string> = {
  pause: () => "法官暂停了游戏，所有计时停止。",
  resume: () => "法官恢复了游戏，计时继续。",
  extend: (e) => `法官将当前计时延长${minutes(e.seconds ?? 0)}。`,
  skip: () => "法官结束了当前发言。",
  outage: (e) =>
    `法官机器人刚才离线了${awayText(e.seconds ?? 0)}，现在恢复了。离线期间到时的发言、投票和技能不算超时、不计黑麦：相关计时已重新开始，请继续。`,
};

/** An outage's length in words: seconds under a minute, else minutes (rounded), hours past 90 min. */
const awayText = (sec: number) =>
  sec < 60 ? `${sec}秒` : sec < 5400 ? `约${Math.round(sec / 60)}分钟` : `约${Math.round(sec / 360) / 10}小时`;

/** What the room (or the wolves) learn of a judge action; corrections only reach the seat. */
function judgeText(e: Extract<GameEvent, { type: "judge_acted" }>, after: GameState): Message[] {
  const public_ = CONTROL[e.ruling];
  // Issue 13 item 6: a 延时 at night is not announced (the night's length must tell nothing, 000 §八(三)1).
  if (e.ruling === "extend" && after.phase.kind === "night") return [];
  if (public_) return [{ to: GROUP, text: public_(e) }];
  if (e.ruling === "correct" && e.seat) return [{ to: dm(e.seat), text: "法官已按你的要求代为更正操作。" }];
  if (e.ruling === "wolf_talk") {
    const n = after.wolfTalks;
    const what = n === 1 ? "第一次警告" : n === 2 ? "第二次：法官随机指定一名狼人自爆出局" : "第三次：狼人阵营全部出局";
    return [{ to: WOLVES, text: `天亮后狼人群禁止任何交流（手册§九3），${what}。` }];
  }
  return [];
}

/** 30 s before a deadline: whoever still has to act is reminded, privately where it is private. */
function nudgeText(kind: string, seat: number | undefined, after: GameState): Message[] {
  const ph = after.phase;
  switch (kind) {
    case "skill":
      return seat ? [{ to: dm(seat), text: "提醒：技能时间还剩30秒，超时视为本晚不发动技能。" }] : [];
    case "knife":
      return [{ to: WOLVES, text: "提醒：还剩30秒统一刀口，超时未统一视为空刀。" }];
    case "shot":
      return seat ? [{ to: dm(seat), text: "提醒：开枪时间还剩30秒，请回复“开枪X号”或“不开枪”。" }] : [];
    case "vote": {
      if (ph.kind !== "vote") return [];
      const waiting = [...ph.voters, ...ph.muted].filter((n) => !(String(n) in ph.ballots));
      const noShows = rulesetOf(after.setup.ruleset).penalties.noShows === "counted";
      const missing = noShows ? "不投票按黑麦处理" : "超时未投视为弃票";
      return waiting.map((n) => ({ to: dm(n), text: `提醒：投票还剩30秒，请私聊“投X号”或“弃票”，${missing}。` }));
    }
    case "badge":
      return [
        {
          to: GROUP,
          text: rulesetOf(after.setup.ruleset).sheriff.mayTear
            ? "提醒：警长还有30秒移交或撕毁警徽。"
            : "提醒：警长还有30秒移交警徽，超时由法官随机指定。",
        },
      ];
    case "order":
      return [{ to: GROUP, text: "提醒：警长还有30秒选择警左或警右。" }];
    default:
      return [];
  }
}

/**
 * A fixed night step opens (table, T4): the judge calls it aloud in the group (also for a dead or
 * buried role, so that nothing is learnt from the night's length), and prompts its living actors
 * by DM; the witch is prompted by what she is told (`told` knife).
 */
function stepText(after: GameState): Message[] {
  const ph = after.phase;
  if (ph.kind !== "night" || !ph.steps) return [];
  const id = ph.steps[ph.stepIdx ?? 0];
  const t = after.timers.find((x) => x.kind === "step");
  const len = t ? minutes(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  const out: Message[] = [{ to: GROUP, text: `${STEP_ZH[id] ?? id}请睁眼（${len}）。` }];
  if (id === "wolves")
    out.push({
      to: WOLVES,
      text: `第${ph.n}夜：请在${len}内统一刀口，每位存活的狼人打出“杀X号”或“X号确定”（允许自刀、空刀）；时间到未统一则今晚无刀。`,
    });
  if (id === "lovers")
    for (const x of after.seats)
      if (x.alive && typeof x.mem.lover === "number")
        out.push({ to: dm(x.seat), text: `情侣请睁眼：你的情侣是${x.mem.lover}号（只能确认座位，不能确认身份）。` });
  if (id === "hunter")
    for (const x of after.seats)
      if (x.alive && roleSpec(x.role).night?.fixedStep === "hunter")
        out.push({ to: dm(x.seat), text: "猎人请睁眼：法官将在天亮前告诉你今晚的开枪状态。" });
  for (const seat of ph.actors) {
    const x = after.seats[seat - 1];
    const skill = roleSpec(x.role).night;
    if (!x.alive || ph.done.includes(seat) || skill?.fixedStep !== id || !NIGHT_PROMPT[x.role]) continue;
    const bottom =
      x.role === "thief" ? `底牌：${(after.setup.bottom ?? []).map((r) => roleSpec(r).zh).join("、")}。` : "";
    const decline = x.role === "cupid" && id === "cupid" ? "也可以回复“不连”放弃连情侣。" : "";
    out.push({ to: dm(seat), text: `${NIGHT_PROMPT[x.role]}${bottom}${decline}（${len}）` });
  }
  return out;
}

function phaseText(ph: GameState["phase"], after: GameState, before: GameState): Message[] {
  const r = after.timers;
  const due = (kind: string) => {
    const t = r.find((x) => x.kind === kind);
    return t ? minutes(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  };
  switch (ph.kind) {
    case "night": {
      if (ph.steps) {
        const order = ph.steps.map((id) => STEP_ZH[id]).join("、");
        return [
          { to: GROUP, text: `天黑请闭眼（第${ph.n}夜）。本夜按固定顺序进行：${order}，每个环节时间到才进入下一个。` },
          ...stepText(after),
        ];
      }
      const out: Message[] = [
        { to: GROUP, text: `天黑请闭眼，所有技能请私聊法官。（第${ph.n}夜）` },
        {
          to: WOLVES,
          text: `第${ph.n}夜：请在${due("knife")}内统一刀口，每位存活的狼人打出“杀X号”或“X号确定”（允许自刀、空刀）。`,
        },
      ];
      for (const seat of ph.actors) {
        const role = after.seats[seat - 1].role;
        // The thief is shown his two bottom cards (000 §八(十)).
        const bottom =
          role === "thief" ? `底牌：${(after.setup.bottom ?? []).map((r) => roleSpec(r).zh).join("、")}。` : "";
        if (NIGHT_PROMPT[role]) out.push({ to: dm(seat), text: `${NIGHT_PROMPT[role]}${bottom}（${due("skill")}）` });
      }
      return out;
    }
    case "signup":
      // Classic C4: the election a boom stopped yesterday runs again before this dawn's announcement.
      if (after.election?.rerun === true)
        return [
          {
            to: GROUP,
            text: "天亮了。昨天的警长竞选因自爆中止，下面开始警长竞选（重新竞选，昨晚死讯稍后公布）：想上警的玩家请在1分钟内私聊法官自己的座位号。",
          },
        ];
      return [{ to: GROUP, text: "天亮了。下面开始警长竞选：想上警的玩家请在1分钟内私聊法官自己的座位号。" }];
    case "correction":
      return [{ to: GROUP, text: `上警名单：${seats(after.election?.candidates ?? [])}。有30秒纠错时间。` }];
    case "withdraw":
      return [{ to: GROUP, text: "竞选发言结束，30秒退水时间。" }];
    case "speaking": {
      const seat = ph.queue[ph.idx];
      const len = due("speech");
      const who =
        ph.purpose === "day" && after.sheriff === seat ? `警长${seat}号总结发言` : `${seat}号${SPEECH[ph.purpose]}`;
      const call: Message = { to: GROUP, text: `请${who}（${len}），开始时打自己的号码，结束打“过”。` };
      // The off-stage PK (场外PK, classic C3, C13) is announced once, when its first speaker is called.
      const first = !(before.phase.kind === "speaking" && before.phase.roundId === ph.roundId);
      // Issue 26 item 10: a day of several rounds (table day 1, T13) says which round starts.
      const rounds = rulesetOf(after.setup.ruleset).speeches.dayRounds;
      const dayOne = after.label === "D1" ? rounds.first : rounds.later;
      if (ph.purpose === "day" && first && dayOne > 1)
        return [
          {
            to: GROUP,
            text: `${ROUND_ZH[ph.pass ?? 0] ?? `第${(ph.pass ?? 0) + 1}`}轮发言开始${(ph.pass ?? 0) > 0 ? "，顺序同上一轮" : `（今天共${dayOne}轮）`}。`,
          },
          call,
        ];
      if (!ph.offstage || !first) return [call];
      const order = ph.purpose === "sheriff_offstage" ? "按骰子顺序" : "按今天的发言顺序";
      const text = `再次平票，进入场外PK：PK台上的${seats(ph.offstage.stand)}不发言，其余玩家${order}各发言一次，然后${ph.purpose === "sheriff_offstage" ? "警下玩家" : "原PK投票的玩家"}在${seats(ph.offstage.stand)}中再投一次票。`;
      return [{ to: GROUP, text }, call];
    }
    case "vote": {
      const rules = rulesetOf(after.setup.ruleset);
      // T9, T13, T14: everyone votes in the election, never for himself; a missing ballot is an abstention.
      const self =
        ph.round.startsWith("sheriff") && rules.election.voters === "everyone_not_self"
          ? "所有玩家都投票（不能投自己），"
          : "";
      const missing =
        rules.penalties.noShows === "counted" ? "也可以弃票，但不能不投。" : "也可以弃票，超时未投视为弃票。";
      const revote = ph.round.endsWith("revote") ? "平票重投，不再发言。" : "";
      return [
        {
          to: GROUP,
          text: `${VOTE[ph.round]}开始（${due("vote")}）：请私聊法官投票，${self}可投${seats(ph.options)}，${missing}${ph.muted.length ? `${seats(ph.muted)}本轮没有投票权，请投弃票。` : ""}${revote}`,
        },
      ];
    }
    case "shot":
      return [
        { to: dm(ph.seat), text: `你可以发动技能开枪。请私聊法官要带走的座位号，或回复“不开枪”（${due("shot")}）。` },
      ];
    case "badge":
      return [
        {
          to: GROUP,
          text: rulesetOf(after.setup.ruleset).sheriff.mayTear
            ? `请警长${ph.seat}号移交警徽或撕毁警徽（${due("badge")}）。`
            : `请警长${ph.seat}号移交警徽（必须移交，不能撕毁；${due("badge")}内不移交由法官随机指定一名存活玩家）。`,
        },
      ];
    case "recommend":
      return [
        {
          to: GROUP,
          text: `发言结束。请警长${ph.seat}号在${due("recommend")}内归票：打“归票X号”或“不归票”（归票不是投票）。`,
        },
      ];
    case "order":
      return [{ to: GROUP, text: `请警长${ph.seat}号选择发言顺序：警右（顺序）或警左（逆序）（${due("order")}）。` }];
    case "window":
      return [
        {
          to: dm(ph.seat),
          text:
            ph.act === "shift"
              ? `放逐投票结果已公布。是否发动吟游者技能移动一票？请回复座位号或“不发动”（${due("window")}）。`
              : `发言结束。是否翻牌决斗？请回复座位号或“不发动”（${due("window")}）。`,
        },
      ];
    default:
      return [];
  }
}

function toldText(
  seat: number,
  kind: string,
  value: unknown,
  about: number | undefined,
  mem: SeatState["mem"],
  len = "3分钟",
): Message[] {
  switch (kind) {
    case "knife": {
      const antidote = mem.antidoteUsed !== true;
      const poison = mem.poisonUsed !== true;
      if (!antidote && !poison) return [{ to: dm(seat), text: "女巫：你的两瓶药都已用完，今晚无需行动。" }];
      // Told nothing: her antidote is gone (she no longer sees the knife), else the wolves killed
      // nobody — 空刀, chosen or not agreed in time (issue 13 item 6).
      const knife =
        value !== null
          ? `今晚被杀的是${value}号。`
          : antidote
            ? "今晚是空刀（没有人被狼人杀害）。"
            : "解药已用，今晚你看不到刀口。";
      const options = [
        antidote && value !== null ? "用解药（回复“救”）" : "",
        poison ? "用毒药（回复“毒X号”）" : "",
        "不用药（回复“不用药”）",
      ].filter(Boolean);
      return [{ to: dm(seat), text: `女巫请行动：${knife}你可以${options.join("、")}。每晚只能用一瓶药（${len}）。` }];
    }
    case "check":
      return value === null
        ? []
        : [{ to: dm(seat), text: `你查验的${about}号是：${value === "wolf" ? "狼人（查杀）" : "好人（金水）"}。` }];
    case "shoot":
      return [{ to: dm(seat), text: value ? "今晚你的开枪状态：可以开枪。" : "今晚你的开枪状态：不能开枪。" }];
    case "lover": {
      // Classic C10: the lovers learn each other's seat and card ("確認身份").
      if (typeof value === "object" && value !== null) {
        const v = value as { seat: number; role: string };
        return [
          {
            to: dm(seat),
            text: `你被丘比特连为情侣，你的情侣是${v.seat}号，身份是${isRole(v.role) ? roleSpec(v.role).zh : v.role}。一方死亡另一方立即殉情；白天放逐投票时你们永远不能互投。`,
          },
        ];
      }
      return [{ to: dm(seat), text: `你被丘比特连为情侣，你的情侣是${value}号。` }];
    }
    case "turned":
      return [{ to: dm(seat), text: "你的榜样已经死亡，你变成了狼人，将与狼人一起行动。" }];
    case "foretell": {
      const v = value as { correct: boolean; role?: string; inverted?: boolean; alive?: Record<string, number> };
      if (v.correct)
        return [
          {
            to: dm(seat),
            text: `卜命成功：${about}号的底牌是${roleSpec(String(v.role)).zh}；狼女今晚${v.inverted ? "发动了" : "没有发动"}技能。`,
          },
        ];
      const a = v.alive ?? {};
      return [{ to: dm(seat), text: `卜命失败：场上存活狼人${a.wolves}名、神民${a.gods}名、平民${a.villagers}名。` }];
    }
    default:
      return [];
  }
}

/** Every seat's card, as the end of a game shows them: `1号预言家，2号狼人，…`. */
const rolesLine = (s: GameState) => s.seats.map((x) => `${x.seat}号${roleSpec(x.role).zh}`).join("，");

/** The winning camp in Chinese. */
export function winnerZh(w: string | null): string {
  return w === "wolves" ? "狼人阵营" : w === "villagers" ? "好人阵营" : w === "lovers" ? "情侣阵营" : "未分胜负";
}

/** Why the game ended (000 §七): all wolves out, side-kill (屠边), or bound votes (绑票, 000 §七7). */
function winReason(s: GameState): string {
  if (s.winner === "lovers") return "情侣阵营屠城";
  const alive = s.seats.filter((x) => x.alive).map((x) => roleSpec(x.role));
  if (!alive.some((r) => r.team === "wolf")) return "狼人全部出局";
  if (!alive.some((r) => r.card === "god")) return "屠边：神职全部出局";
  if (!alive.some((r) => r.card === "villager")) return "屠边：平民全部出局";
  return "绑票：狼人票数已超过好人";
}
