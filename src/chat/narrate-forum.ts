/**
 * The directors' voice in a forum-25 game (seed 004, F1–F26): engine events become Chinese posts
 * in the thread (the match group), the wolves' group, or a DM. Nothing here names a role or a
 * night act in front of anyone who may not see it:
 * - roles only by DM to their own seat, and in the end post (2L 公示 "出局角色均不公示其身份");
 * - night acts and their results only to the actor (a check, the witch's 通灵) or to the wolf
 *   group (the kill proposals); night deaths only at the next opening, in death order (F8);
 * - automatic cards say only what is public (a missing ballot is public; the sisters' card is
 *   worded like any director's, since its reason would name them, F13);
 * - a day-exited hunter's owed shot and a night-dead sheriff's owed badge go by DM only.
 * Out wolves stay in the wolf group (F24): no room removal.
 */
import { boardOfSetup } from "../engine/boards.ts";
import { formatLocal, msToLocal } from "../engine/calendar.ts";
import { wolfGroup } from "../engine/flow/forum/common.ts";
import { roleSpec } from "../engine/roles/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { CARD_ZH } from "./forum-grammar.ts";
import type { Audience, Message } from "./narrate.ts";

const GROUP: Audience = { kind: "group" };
const WOLVES: Audience = { kind: "wolves" };
const LOVERS: Audience = { kind: "lovers" };
const SISTERS: Audience = { kind: "sisters" };
const dm = (seat: number): Audience => ({ kind: "seat", seat });
const seats = (list: number[]) => list.map((n) => `${n}号`).join("、");
const target = (t: number | null) => (t === null ? "弃权" : `${t}号`);

/** `HH:mm` of epoch `ms` in the game's zone (pure arithmetic on the setup's fixed offset). */
export function hhmm(s: GameState, ms: number): string {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return `${String(t.hh).padStart(2, "0")}:${String(t.mm).padStart(2, "0")}`;
}

/** The calendar lines of the opening post and `帮助` (F1; 5L 行动时限, 7L 11). */
export const CALENDAR_TEXT = [
  "日程（当地时间，默认北京时间）：",
  "· 每天 09:00 讨论帖、投票帖开门，公示前一天的出局名单和遗言；21:00 关门统计投票；",
  "· 19:00（关门前2小时）提醒投票；关门前1小时内不得改票；",
  "· 夜间技能（守卫、预言家、情痴、狼王冲锋、狼人指杀、猎人）在 21:30 前私聊；女巫 22:00 前；",
  "· 导演提速或延期后，当天关门和夜间截止时间随之提前或顺延。",
].join("\n");

/**
 * The opening post's rules part (F1, F2, F3; 7L 9, 7L 10): the calendar, the vote post format,
 * the DMs, the directors' commands.
 */
export function forumIntro(seats: number): string {
  return [
    CALENDAR_TEXT,
    "开始后到第一天09:00是开局阶段（丘比特连情侣、仆人认主）；第一天投票选警长，第二天起投票放逐。",
    "发帖：游戏中入座玩家在本群的每条消息都是一帖；单个讨论日不足5帖、或连续三个讨论日每天不足10帖记黄牌（6L 潜水，提速的日子不计）。",
    "投票帖（每天一票，可改一次；关门前1小时内不得改票；没投票记黄牌）：\n投票对象：12号\n投票理由：……\n（弃权：投票对象：弃权；改票：改票对象：5号 / 改票理由：……）",
    "夜间技能、警徽（警徽 12）、遗言（遗言 ……）、投降（投降 / 同意 / 拒绝）都私聊机器人；狼人在狼群统一指杀（刀 12）。",
    `导演（两名或以上，权限相同；开始前“加导演 @小明”）：代投 3号 12号、蓝牌/黄牌/红牌 3号 理由、提速 18:00、延期 22:00、判负 狼人|好人、替补 3号 @小明。座位1到${seats}号。`,
  ].join("\n");
}

/**
 * The lovers' and the sisters' rooms, made when day 1 opens (the link is known then, F20):
 * lovers "互知共群" but a double-wolf couple (who share the wolves' group) and without cupid
 * (3L 情侣); sisters "互知共群" unless one is a lover (3L 两姐妹).
 */
function privateRooms(s: GameState): Message[] {
  const out: Message[] = [];
  const lovers = s.seats.filter((x) => typeof x.mem.lover === "number").map((x) => x.seat);
  const group = new Set(wolfGroup(s).map((x) => x.seat));
  if (lovers.length === 2 && !lovers.every((n) => group.has(n)))
    out.push(
      { to: LOVERS, text: "情侣群", op: { kind: "create", members: lovers } },
      { to: LOVERS, text: `情侣群：${seats(lovers)}。你们是情侣，一方出局另一方殉情（3L 情侣）。` },
    );
  const sisters = s.seats.filter((x) => x.role === "sister");
  if (sisters.length === 2 && sisters.every((x) => typeof x.mem.lover !== "number")) {
    const pair = sisters.map((x) => x.seat);
    out.push(
      { to: SISTERS, text: "姐妹群", op: { kind: "create", members: pair } },
      {
        to: SISTERS,
        text: `姐妹群：${seats(pair)}。两姐妹不能弃票，且必须投同一人，否则各记一张黄牌（3L 两姐妹 默契）。`,
      },
    );
  }
  return out;
}

/** A role's night commands by DM (its card only). */
const SKILL_LINES: Record<string, string> = {
  charge_wolf_king: "夜晚：在狼群统一指杀（刀 12）；另可私聊“冲锋 12”（任一狼群角色非红牌出局后失去冲锋）。",
  wolf_cub: "夜晚：在狼群统一指杀（刀 12）。你非红牌出局后的下一夜狼人多一次杀人（二刀 12）。",
  werewolf: "夜晚：在狼群统一指杀（刀 12 / 空刀），每名狼群角色最后一次提议都指向同一人才有效。",
  seer: "夜晚：私聊“验 12”，结算后告诉你村民阵营或非村民阵营。",
  witch: "夜晚21:30后我会告诉你今晚被指杀的角色：22:00前回复“救 12”“毒 12”或“不用”，每晚只能用一瓶。",
  hunter: "夜晚：可私聊“开枪 12”设定最后一枪（可改，“不开枪”取消）；白天出局后关门30分钟内私聊“开枪 12”。",
  guard: "夜晚：私聊“守 12”或“空守”，不能连续两晚守同一人，可以守自己。",
  devotee: "夜晚：私聊“爱慕 12”（全局一次）；之后爱慕对象因投票、指杀、毒药或最后一枪出局时你代替他出局。",
  cupid: "开局阶段（第一天09:00前）：私聊“连 3 8”连两名情侣（可以连自己），不连则随机。",
  servant: "开局阶段（第一天09:00前）：私聊“认主 5”选择主人，主人出局后你继承他的身份与技能。",
  village_chief: "长生：第一次被指杀不会出局。",
  idiot: "装傻：被投票出局时可以不出局（之后不能投票、不能被投票）。",
  sister: "两姐妹：不能弃票，且必须和另一位姐妹投同一人。",
  villager: "无技能：积极发帖、投票。",
};

/** What one seat is told at the start: his card and its commands (F12, F20 for phase S). */
export function cardText(s: GameState, seat: number, withMates = true): string {
  const x = s.seats[seat - 1];
  const spec = roleSpec(x.role);
  const group = wolfGroup(s).map((y) => y.seat);
  const mates = withMates && group.includes(seat) ? group.filter((y) => y !== seat) : [];
  return [
    `你是${seat}号，你的身份是：${spec.zh}（${
      x.role === "cupid" || x.role === "servant"
        ? "阵营随情侣或主人而定，开局阶段后确定"
        : spec.team === "wolf"
          ? "狼人阵营"
          : "村民阵营"
    }）。`,
    mates.length ? `狼群：${seats(mates)}（狼人群已建立）。` : "",
    SKILL_LINES[x.role] ?? "",
    "投票在群里发投票帖（投票对象：X / 投票理由：……）；出局后有遗言权时私聊“遗言 ……”。",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The closing post's ballot list (F3: every ballot and change, in post order). */
function ballotLines(before: GameState): string[] {
  const ph = before.phase;
  if (ph.kind !== "forum_day") return [];
  return ph.posts.map(
    (p) =>
      `${hhmm(before, p.atMs)} ${p.seat}号${p.proxy ? "（导演代投）" : ""}${p.change ? "改票" : "投票"}：${target(p.target)}`,
  );
}

const DEATH_WHY: Record<string, string> = {
  exile: "被投票出局",
  red_card: "被红牌罚下",
  shot: "被最后一枪带走",
  lover: "殉情出局",
  curse: "失去装傻，出局",
};

const CARD_REASON: Record<string, string> = {
  no_ballot: "未投票（5L 投票规则、6L 潜水(2)）",
  sisters: "导演组判罚（6L 潜水）",
  upgrade: "累计升级（6L：三张蓝牌升一张黄牌，三张黄牌升一张红牌）",
};

/**
 * Forum narration of one event; [] for events the thread and the DMs do not hear. Once the
 * wolves' group exists (from day 1), a change of its members (a wolf lover of a human leaves,
 * F9; a wolf's servant who inherits joins, F12) moves them in or out of the room.
 */
export function narrateForum(before: GameState, e: GameEvent, after: GameState): Message[] {
  const out = narrateEvent(before, e, after);
  if ((e.type === "mem_set" || e.type === "role_changed" || e.type === "status_added") && before.label !== "S") {
    const was = new Set(wolfGroup(before).map((x) => x.seat));
    const now = wolfGroup(after).map((x) => x.seat);
    for (const seat of now)
      if (!was.has(seat))
        out.push(
          { to: WOLVES, text: "", op: { kind: "add", seat } },
          { to: WOLVES, text: `${seat}号加入狼群。` },
          { to: dm(seat), text: `你已进入狼群（狼群：${seats(now)}），今晚起和狼群一起指杀。` },
        );
    for (const seat of was) if (!now.includes(seat)) out.push({ to: WOLVES, text: "", op: { kind: "remove", seat } });
  }
  return out;
}

function narrateEvent(before: GameState, e: GameEvent, after: GameState): Message[] {
  switch (e.type) {
    case "game_created": {
      // The groups form once the camps are known (5L 总体流程1: servant and cupid first; a wolf
      // lover of a human never joins, F9): the wolves' group is made when day 1 opens.
      const board = boardOfSetup(e.setup);
      return [
        {
          to: GROUP,
          text: `版杀开局：${board?.zh ?? e.setup.board}（${after.seats.length}人）。身份已私聊发放，请对自己的身份保密（6L 11）。`,
        },
        ...after.seats.map((x) => ({ to: dm(x.seat), text: cardText(after, x.seat, false) })),
      ];
    }
    case "forum_calendar":
      return [
        {
          to: GROUP,
          text: `开局阶段到 ${formatLocal(e.day1OpenMs, after.setup.utcOffsetMin ?? 480)} 第一天开门。\n${CALENDAR_TEXT}`,
        },
      ];
    case "phase_started": {
      const ph = e.phase;
      const wolves = wolfGroup(after).map((x) => x.seat);
      const room: Message[] =
        ph.kind === "forum_day" && ph.n === 1 && wolves.length
          ? [
              { to: WOLVES, text: "狼群", op: { kind: "create" as const, members: wolves } },
              {
                to: WOLVES,
                text: `狼群：${seats(wolves)}。夜晚在这里统一指杀（刀 12 / 空刀），关门后30分钟截止；随时可以发起投降（投降 / 同意 / 拒绝）。出局的狼人留在群里，但只能回答投降。`,
              },
            ]
          : [];
      if (ph.kind === "forum_day" && ph.n === 1) room.push(...privateRooms(after));
      if (ph.kind === "forum_day")
        return [
          ...room,
          {
            to: GROUP,
            text:
              `第${ph.n}天开门（讨论帖、投票帖开门），今天 ${hhmm(after, ph.closeMs)} 关门。` +
              (ph.n === 1
                ? "今天的投票选警长：关门时最先获得最高票的角色当选。"
                : "今天投票放逐：关门时票数最高者出局，平票无人出局；警长1.5票。") +
              "\n投票格式：\n投票对象：12号\n投票理由：……",
          },
        ];
      if (ph.kind === "forum_night") {
        const out: Message[] = [
          {
            to: GROUP,
            text: `第${ph.n}天关门，进入第${ph.n}夜。夜间技能请在 ${hhmm(after, ph.closeMs + 30 * 60_000)} 前私聊（最晚一项 ${hhmm(after, ph.closeMs + 60 * 60_000)} 截止），下一个白天 09:00 开门。`,
          },
          {
            to: WOLVES,
            text: `第${ph.n}夜：请在 ${hhmm(after, ph.closeMs + 30 * 60_000)} 前统一指杀（刀 12 / 空刀）。`,
          },
        ];
        const group = new Set(wolfGroup(after).map((x) => x.seat));
        for (const x of after.seats) {
          if (!x.alive) continue;
          if (group.has(x.seat))
            out.push({
              to: dm(x.seat),
              text: `天黑了：狼群请在 ${hhmm(after, ph.closeMs + 30 * 60_000)} 前统一指杀（在狼群发“刀 12”，或私聊我“刀 12”；每人最后一次提议都指向同一人才有效）。`,
            });
          const line = NIGHT_PROMPT[x.role];
          if (line && !(x.role === "devotee" && typeof x.mem.adored === "number"))
            out.push({ to: dm(x.seat), text: line });
        }
        return out;
      }
      return [];
    }
    case "announced": {
      if (after.phase.kind !== "forum_day" || after.phase.n < 2) return [];
      // Last night's devotions (3L 情痴 替死: 公示), told now with the rest of the night (F8).
      const night = `N${after.phase.n - 1}`;
      const devotions = after.record.deaths
        .filter((d) => d.at === night && d.cause === "devotion")
        .map((d) => `情痴${d.seat}号甘愿牺牲自己，代替深爱的人出局。`);
      return [
        {
          to: GROUP,
          text:
            e.deaths.length === 0
              ? `第${after.phase.n}天公示：昨晚无人出局。`
              : `第${after.phase.n}天公示：昨晚出局的角色（按出局顺序）：${seats(e.deaths)}。${devotions.join("")}`,
        },
      ];
    }
    case "ballot_posted":
      return [
        {
          to: GROUP,
          text: `${e.proxy ? "导演代投：" : ""}${e.seat}号${e.change ? "改票" : "投票"}：${target(e.target)}。`,
        },
      ];
    case "vote_reminded": {
      const ph = after.phase;
      const missing =
        ph.kind === "forum_day"
          ? after.seats.filter((x) => x.alive && x.mem.revealed !== true && !(String(x.seat) in ph.ballots))
          : [];
      return [
        {
          to: GROUP,
          text: `投票提醒：今天 ${hhmm(after, e.closeMs)} 关门，没有投票的玩家记一张黄牌（5L）。${missing.length ? `尚未投票：${seats(missing.map((x) => x.seat))}。` : ""}`,
        },
      ];
    }
    case "day_delayed":
      return [
        {
          to: GROUP,
          text: `导演延期：第${e.n}天改为 ${hhmm(after, e.closeMs)} 关门，夜间技能 ${hhmm(after, e.closeMs + 30 * 60_000)} 前（最晚一项 ${hhmm(after, e.closeMs + 60 * 60_000)}）。改票在关门前1小时截止，没有投票仍记黄牌。`,
        },
      ];
    case "day_sped_up":
      return [
        {
          to: GROUP,
          text: `导演提速：第${e.n}天改为 ${hhmm(after, e.closeMs)} 关门，夜间技能 ${hhmm(after, e.closeMs + 30 * 60_000)} 前（最晚一项 ${hhmm(after, e.closeMs + 60 * 60_000)}）；加快进程的讨论日不计潜水黄牌（6L 潜水）。改票仍在关门前1小时截止。`,
        },
      ];
    case "vote_closed": {
      const r = e.record;
      const lines = ballotLines(before);
      const tally = Object.entries(r.tally)
        .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
        .map(([s, n]) => `${s}号 ${n}票`)
        .join("、");
      const ph = before.phase;
      const none =
        ph.kind === "forum_day"
          ? after.seats
              .filter((x) => x.alive && x.mem.revealed !== true && !(String(x.seat) in ph.ballots))
              .map((x) => x.seat)
          : [];
      return [
        {
          to: GROUP,
          text: [
            `关门：第${ph.kind === "forum_day" ? ph.n : ""}天投票结束。`,
            lines.length ? `投票记录：\n${lines.join("\n")}` : "今天没有人投票。",
            `统计：${tally || "无人得票"}${r.abstain.length ? `；弃权：${seats(r.abstain)}` : ""}${none.length ? `；未投票：${seats(none)}` : ""}。`,
          ].join("\n"),
        },
      ];
    }
    case "sheriff_changed":
      if (before.label === "D1" && before.phase.kind === "forum_day")
        return [{ to: GROUP, text: e.seat === null ? "无人得票，本局没有警长。" : `${e.seat}号当选警长。` }];
      if (e.gone) return [{ to: GROUP, text: "警徽无人继任，本局不再有警长。" }];
      return [];
    case "badge_owed": {
      const at = hhmm(after, e.dueMs);
      return [
        {
          to: dm(e.seat),
          text: `你是警长，出局后必须移交警徽（3L 警长 殉职）：请在 ${at} 前私聊“警徽 12”，不移交则随机移交。`,
        },
        ...(e.at.startsWith("D") ? [{ to: GROUP, text: `警长${e.seat}号出局，${at}前移交警徽。` }] : []),
      ];
    }
    case "badge_chosen":
      if (e.pending) return [{ to: dm(e.from), text: `已记录：警徽移交给${e.to}号，下一个白天开门时生效。` }];
      if (e.to === e.from) return [];
      return [
        {
          to: GROUP,
          text: e.random
            ? `警长${e.from}号未移交，警徽随机移交给${e.to}号。`
            : `警长${e.from}号把警徽移交给${e.to}号。`,
        },
      ];
    case "shot_owed":
      return [
        {
          to: dm(e.seat),
          text: `你可以发动最后一枪：请在 ${hhmm(after, e.dueMs)} 前私聊“开枪 12”或“不开枪”。`,
        },
      ];
    case "shot_settled":
      return e.target === null ? [{ to: dm(e.seat), text: "已记录：不开枪。" }] : [];
    case "died": {
      const out: Message[] = [];
      if (e.public && e.cause !== "devotion")
        out.push({ to: GROUP, text: `${e.seat}号${DEATH_WHY[e.cause] ?? "出局"}。` });
      if (e.lastWords)
        out.push({
          to: dm(e.seat),
          text: `你已出局，有遗言权（全局6个遗言名额）：请在下一个白天09:00开门前私聊“遗言 ……”，开门时公示；不写视为放弃。出局后不能再在群里发言（6L 6）。`,
        });
      else if (e.public || e.at.startsWith("N"))
        out.push({ to: dm(e.seat), text: "你已出局，没有遗言权。出局后不能再在群里发言（6L 6）。" });
      return out;
    }
    case "public_notice":
      // 3L 情痴 替死's public notice; a night's one waits for the opening (F8: night news at 09:00).
      if (e.kind === "devotion" && !after.label.startsWith("N"))
        return [
          {
            to: GROUP,
            text: `${String(e.value)}号本该出局，深爱着他/她的情痴${e.seat}号甘愿牺牲自己而代替其出局！`,
          },
        ];
      if (e.kind === "idiot_revealed")
        return [{ to: GROUP, text: `${e.seat}号票数最高，发动装傻，不出局（之后不能投票、不能被投票）。` }];
      return [];
    case "judge_acted": {
      if (e.ruling === "card" && typeof e.seat === "number")
        return [
          {
            to: GROUP,
            text: `导演判罚：${e.seat}号${CARD_ZH[String(e.value) as keyof typeof CARD_ZH] ?? "牌"}。${e.reason ? `理由：${e.reason}` : ""}`,
          },
        ];
      return [];
    }
    case "seat_substituted":
      return [{ to: GROUP, text: `${e.seat}号由替补玩家接替（7L 10）。` }];
    case "card_given":
      if (e.reason === "director") return [];
      return [{ to: GROUP, text: `${e.seat}号${CARD_ZH[e.colour]}：${CARD_REASON[e.reason] ?? "导演组判罚"}。` }];
    case "camp_judged_lost":
      return [{ to: GROUP, text: `导演组判定：${e.camp === "wolves" ? "狼人阵营" : "村民阵营"}判负。` }];
    case "surrender_answered":
      return [
        {
          to: WOLVES,
          text: e.yes
            ? after.forum?.surrender?.yes.length === 1
              ? `${e.seat}号发起投降：狼群所有角色（包括已出局的）都回复“同意”才有效，回复“拒绝”则取消。`
              : `${e.seat}号同意投降。`
            : `${e.seat}号拒绝投降。`,
        },
      ];
    case "surrender_dropped":
      return [
        { to: WOLVES, text: e.why === "no" ? "投降取消（有人拒绝）。" : "投降请求过期（阶段结束），可以重新发起。" },
      ];
    case "kill_proposed":
      return [
        {
          to: WOLVES,
          text: `${e.seat}号提议${e.second ? "第二刀" : ""}：${e.target === null ? "空刀" : `刀${e.target}号`}。`,
        },
      ];
    case "kills_settled":
      return [
        {
          to: WOLVES,
          text: `${e.kill === null ? "今晚没有统一指杀，无人被指杀。" : `今晚指杀：${e.kill}号。`}${e.kill2 !== null ? `第二刀：${e.kill2}号。` : ""}`,
        },
      ];
    case "night_acted":
      return [{ to: dm(e.seat), text: `已收到：${actZh(e.act, e.target)}。` }];
    case "told":
      return toldForum(e.seat, e.kind, e.value, e.about);
    case "game_ended": {
      const roles = after.seats.map((x) => `${x.seat}号 ${roleSpec(x.role).zh}${x.alive ? "" : "（出局）"}`).join("\n");
      const cards = Object.entries(after.forum?.cards ?? {})
        .filter(([, c]) => c.length > 0)
        .map(([s, c]) => `${s}号 ${c.map((k) => CARD_ZH[k]).join("")}`)
        .join("；");
      const w = e.winner === "wolves" ? "狼人阵营" : e.winner === "villagers" ? "村民阵营" : "无";
      return [
        {
          to: GROUP,
          text: `游戏结束：${w}胜利。\n身份公示：\n${roles}${cards ? `\n判罚：${cards}` : ""}\n本局是版杀规则，不计排位积分。`,
        },
      ];
    }
    default:
      return [];
  }
}

const NIGHT_PROMPT: Record<string, string> = {
  guard: "天黑了：守卫请在21:30前私聊“守 12”或“空守”。",
  seer: "天黑了：预言家请在21:30前私聊“验 12”。",
  devotee: "天黑了：情痴可以在21:30前私聊“爱慕 12”（全局一次）。",
  charge_wolf_king: "天黑了：狼王可以在21:30前私聊“冲锋 12”（也可以在狼群指杀）。",
  hunter: "天黑了：猎人可以在21:30前私聊“开枪 12”设定最后一枪（“不开枪”取消）。",
};

function actZh(act: string, t: unknown): string {
  const s = typeof t === "number" ? `${t}号` : Array.isArray(t) ? seats(t as number[]) : "";
  const names: Record<string, string> = {
    guard: s ? `守护${s}` : "空守",
    check: `查验${s}`,
    adore: `爱慕${s}`,
    charge: s ? `冲锋${s}` : "不冲锋",
    save: `救${s}`,
    poison: `毒${s}`,
    pass: "不用药",
    shoot: s ? `最后一枪设为${s}` : "不开枪",
    link: `连${s}为情侣`,
    serve: `认${s}为主人`,
  };
  return names[act] ?? act;
}

/** A private answer (F11, F12, F20, F21), to its seat only. */
function toldForum(seat: number, kind: string, value: unknown, about?: number): Message[] {
  switch (kind) {
    case "check":
      return [
        {
          to: dm(seat),
          text: `查验结果：${about ? `${about}号是` : ""}${value === "village" ? "村民阵营" : value === "not_village" ? "非村民阵营" : String(value)}。`,
        },
      ];
    case "lover":
      return [{ to: dm(seat), text: `你成为情侣之一，另一名情侣是${String(value)}号（情侣一方出局另一方殉情）。` }];
    case "knife":
      if (value === null) return [];
      return [
        {
          to: dm(seat),
          text: `通灵：今晚被指杀的是 ${Array.isArray(value) && value.length ? seats(value as number[]) : "无人"}。请在22:00前私聊“救 12”“毒 12”或“不用”（每晚只能用一瓶）。`,
        },
      ];
    case "camp":
    case "master":
      return [{ to: dm(seat), text: `你的主人属于${value === "wolves" ? "狼人阵营" : "村民阵营"}，你加入这个阵营。` }];
    case "inherited":
      return [
        {
          to: dm(seat),
          text: `你的主人出局了：你继承他的身份与技能：${roleSpec(String(value)).zh}（不重置次数）。`,
        },
      ];
    default:
      return [];
  }
}
