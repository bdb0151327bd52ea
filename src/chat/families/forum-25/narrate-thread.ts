/**
 * The calendar's posts of a forum-25 game (seed 004, F1, F3, F4, F8, F20): the opening, each day's
 * opening and close with its ballots and count, the vote reminder, the directors' speed-up and
 * delay, the nightfall prompts (thread, wolves' group, each actor's DM), the morning's deaths, and
 * the rooms made when day 1 opens. Night deaths are told only at the next opening (F8).
 */
import { boardOfSetup } from "../../../engine/boards.ts";
import { formatLocal } from "../../../engine/calendar.ts";
import { wolfGroup } from "../../../engine/families/forum-25/common.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { forumNightPrompt } from "../../card-texts.ts";
import type { Message } from "../../narrate.ts";
import { CALENDAR_TEXT, cardText, dm, GROUP, hhmm, LOVERS, SISTERS, seats, target, WOLVES } from "./narrate-texts.ts";

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

/** The closing post's ballot list (F3: every ballot and change, in post order). */
function ballotLines(before: GameState): string[] {
  const ph = before.phase;
  if (ph.kind !== "forum_day") return [];
  return ph.posts.map(
    (p) =>
      `${hhmm(before, p.atMs)} ${p.seat}号${p.proxy ? "（导演代投）" : ""}${p.change ? "改票" : "投票"}：${target(p.target)}`,
  );
}

/** forum-25's nightfall DM of a card: the card's own text (issue 22 goal 1). */
export { forumNightPrompt };

/** The calendar's posts for `e`, or null when `e` is not one of its events. */
export function forumCalendarPosts(before: GameState, e: GameEvent, after: GameState): Message[] | null {
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
          const line = forumNightPrompt(x.role);
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
    default:
      return null;
  }
}
