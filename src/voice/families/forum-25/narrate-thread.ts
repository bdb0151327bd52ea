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
import { lines, type Msg, say } from "../../../vocab/msg.ts";
import { forumNightPromptEach } from "../../card-texts.ts";
import type { Message } from "../../narrate.ts";
import {
  boardArg,
  CALENDAR_TEXT,
  cardText,
  cmd,
  dm,
  GROUP,
  hhmm,
  LOVERS,
  listOf,
  SISTERS,
  targetArg,
  VOTE_LINES,
  WOLVES,
} from "./narrate-texts.ts";

/** A moved close's arguments: day `n`, the close and the night's two deadlines (30 and 60 minutes after). */
const closeArgs = (s: GameState, n: number, closeMs: number) => ({
  n,
  time: hhmm(s, closeMs),
  t1: hhmm(s, closeMs + 30 * 60_000),
  t2: hhmm(s, closeMs + 60 * 60_000),
});

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
      { to: LOVERS, text: say("f25_thread.lovers_room", { seats: { seats: lovers } }) },
    );
  const sisters = s.seats.filter((x) => x.role === "sister");
  if (sisters.length === 2 && sisters.every((x) => typeof x.mem.lover !== "number")) {
    const pair = sisters.map((x) => x.seat);
    out.push(
      { to: SISTERS, text: "姐妹群", op: { kind: "create", members: pair } },
      { to: SISTERS, text: say("f25_thread.sisters_room", { seats: { seats: pair }, card: { card: "sister" } }) },
    );
  }
  return out;
}

/** The closing post's ballot list (F3: every ballot and change, in post order). */
function ballotLines(before: GameState): Msg[] {
  const ph = before.phase;
  if (ph.kind !== "forum_day") return [];
  return ph.posts.map((p) =>
    say(p.change ? "f25_thread.ballot_line_change" : "f25_thread.ballot_line", {
      time: hhmm(before, p.atMs),
      seat: { seat: p.seat },
      proxy: { msg: p.proxy ? say("f25_thread.by_director") : "" },
      target: targetArg(p.target),
    }),
  );
}

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
          text: say("f25_thread.started", { board: boardArg(board, e.setup.board), n: after.seats.length }),
        },
        ...after.seats.map((x) => ({ to: dm(x.seat), text: cardText(after, x.seat, false) })),
      ];
    }
    case "forum_calendar":
      return [
        {
          to: GROUP,
          text: lines([
            say("f25_thread.calendar_set", { time: formatLocal(e.day1OpenMs, after.setup.utcOffsetMin ?? 480) }),
            CALENDAR_TEXT,
          ]),
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
                text: say("f25_thread.wolves_room", {
                  seats: { seats: wolves },
                  kill: cmd("刀 12 / 空刀"),
                  surrender: cmd("投降 / 同意 / 拒绝"),
                }),
              },
            ]
          : [];
      if (ph.kind === "forum_day" && ph.n === 1) room.push(...privateRooms(after));
      if (ph.kind === "forum_day")
        return [
          ...room,
          {
            to: GROUP,
            text: say("f25_thread.day_open", {
              n: ph.n,
              time: hhmm(after, ph.closeMs),
              rule: { msg: say(ph.n === 1 ? "f25_thread.day_rule_sheriff" : "f25_thread.day_rule_exile") },
              ...VOTE_LINES,
            }),
          },
        ];
      if (ph.kind === "forum_night") {
        const out: Message[] = [
          {
            to: GROUP,
            text: say("f25_thread.night_open", {
              n: ph.n,
              t1: hhmm(after, ph.closeMs + 30 * 60_000),
              t2: hhmm(after, ph.closeMs + 60 * 60_000),
            }),
          },
          {
            to: WOLVES,
            text: say("f25_thread.night_wolves", {
              n: ph.n,
              time: hhmm(after, ph.closeMs + 30 * 60_000),
              kill: cmd("刀 12 / 空刀"),
            }),
          },
        ];
        const group = new Set(wolfGroup(after).map((x) => x.seat));
        for (const x of after.seats) {
          if (!x.alive) continue;
          if (group.has(x.seat))
            out.push({
              to: dm(x.seat),
              text: say("f25_thread.night_wolf_dm", {
                time: hhmm(after, ph.closeMs + 30 * 60_000),
                kill: cmd("刀 12"),
              }),
            });
          const each = forumNightPromptEach(x.role);
          if (each && !(x.role === "devotee" && typeof x.mem.adored === "number"))
            out.push({ to: dm(x.seat), text: say("common.name", { name: { each } }) });
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
        .map((d) => say("f25_thread.devotion", { card: { card: "devotee" }, seat: { seat: d.seat } }));
      const n = after.phase.n;
      return [
        {
          to: GROUP,
          text:
            e.deaths.length === 0
              ? say("f25_thread.notice_none", { n })
              : say("f25_thread.notice_deaths", {
                  n,
                  seats: { seats: e.deaths },
                  devotions: { msg: lines(devotions, "") },
                }),
        },
      ];
    }
    case "ballot_posted":
      return [
        {
          to: GROUP,
          text: say(e.change ? "f25_thread.ballot_change" : "f25_thread.ballot", {
            proxy: { msg: e.proxy ? say("f25_thread.proxy_prefix") : "" },
            seat: { seat: e.seat },
            target: targetArg(e.target),
          }),
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
          text: say("f25_thread.reminder", {
            time: hhmm(after, e.closeMs),
            missing: {
              msg: missing.length
                ? say("f25_thread.reminder_missing", { seats: { seats: missing.map((x) => x.seat) } })
                : "",
            },
          }),
        },
      ];
    }
    case "day_delayed":
      return [
        {
          to: GROUP,
          text: say("f25_thread.delayed", closeArgs(after, e.n, e.closeMs)),
        },
      ];
    case "day_sped_up":
      return [
        {
          to: GROUP,
          text: say("f25_thread.sped_up", closeArgs(after, e.n, e.closeMs)),
        },
      ];
    case "vote_closed": {
      const r = e.record;
      const ballots = ballotLines(before);
      const tally = listOf(
        Object.entries(r.tally)
          .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
          .map(([s, n]) => say("f25_thread.tally_item", { seat: { seat: Number(s) }, n })),
      );
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
          text: lines([
            say("f25_thread.closed", { n: ph.kind === "forum_day" ? ph.n : "" }),
            ballots.length
              ? say("f25_thread.closed_record", { lines: { msg: lines(ballots) } })
              : say("f25_thread.closed_nobody"),
            say("f25_thread.tally", {
              tally: { msg: tally === "" ? say("f25_thread.tally_none") : tally },
              abstain: {
                msg: r.abstain.length ? say("f25_thread.tally_abstain", { seats: { seats: r.abstain } }) : "",
              },
              missing: { msg: none.length ? say("f25_thread.tally_missing", { seats: { seats: none } }) : "" },
            }),
          ]),
        },
      ];
    }
    case "sheriff_changed":
      if (before.label === "D1" && before.phase.kind === "forum_day")
        return [
          {
            to: GROUP,
            text:
              e.seat === null
                ? say("f25_thread.sheriff_none")
                : say("f25_thread.sheriff_elected", { seat: { seat: e.seat } }),
          },
        ];
      if (e.gone) return [{ to: GROUP, text: say("f25_thread.badge_gone") }];
      return [];
    default:
      return null;
  }
}
