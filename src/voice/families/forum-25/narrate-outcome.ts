import type { GameEvent, GameState } from "../../../engine/types.ts";
import { vocabulary, type WordKey } from "../../../vocab/index.ts";
import { type Arg, lines, say } from "../../../vocab/msg.ts";
import type { Message } from "../../narrate.ts";
import { cmd, dm, GROUP, hhmm, listOf } from "./narrate-texts.ts";
import { quotaReasonArg } from "./quota-reason.ts";

/** A word of group `group` for engine id `id` as an argument, or `otherwise` when the vocabulary has none. */
function wordArg(group: "colour" | "death" | "camp" | "card_reason", id: unknown, otherwise: Arg): Arg {
  return Object.hasOwn(vocabulary("zh-Hans")[group], String(id))
    ? { word: `${group}.${String(id)}` as WordKey }
    : otherwise;
}

/** A card's colour in words (`red`: 红牌). */
const colourArg = (c: unknown): Arg => wordArg("colour", c, { msg: say("f25_private.some_card") });

/** A seat as an argument. */
const at = (seat: number): Arg => ({ seat });

/** The posts and DMs of deaths, badge, cards and the end for `e`, or null when `e` is none of those. */
export function forumOutcomePosts(_before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "badge_owed": {
      const time = hhmm(after, e.dueMs);
      return [
        { to: dm(e.seat), text: say("f25_private.badge_owed", { time, badge: cmd("警徽 12") }) },
        ...(e.at.startsWith("D")
          ? [{ to: GROUP, text: say("f25_private.badge_owed_group", { seat: at(e.seat), time }) }]
          : []),
      ];
    }
    case "badge_chosen":
      if (e.pending) return [{ to: dm(e.from), text: say("f25_private.badge_pending", { seat: at(e.to) }) }];
      if (e.to === e.from) return [];
      return [
        {
          to: GROUP,
          text: say(e.random ? "f25_private.badge_random" : "f25_private.badge_passed", {
            from: at(e.from),
            to: at(e.to),
          }),
        },
      ];
    case "shot_owed":
      return [
        {
          to: dm(e.seat),
          text: say("f25_private.shot_owed", {
            time: hhmm(after, e.dueMs),
            shoot: cmd("开枪 12"),
            none: cmd("不开枪"),
          }),
        },
      ];
    case "shot_settled":
      return e.target === null ? [{ to: dm(e.seat), text: say("f25_private.shot_none") }] : [];
    case "died": {
      const out: Message[] = [];
      if (e.public && e.cause !== "devotion")
        out.push({
          to: GROUP,
          text: say("f25_private.died", { seat: at(e.seat), how: wordArg("death", e.cause, { word: "death.out" }) }),
        });
      if (e.lastWords)
        out.push({
          to: dm(e.seat),
          text: say("f25_private.words_right", { words: cmd("遗言 ……") }),
        });
      else if (e.public || e.at.startsWith("N")) out.push({ to: dm(e.seat), text: say("f25_private.words_none") });
      return out;
    }
    case "public_notice":
      // 3L 情痴 替死's public notice; a night's one waits for the opening (F8: night news at 09:00).
      if (e.kind === "devotion" && !after.label.startsWith("N"))
        return [
          {
            to: GROUP,
            text: say("f25_private.devotion", {
              target: typeof e.value === "number" ? at(e.value) : `${String(e.value)}号`,
              card: { card: "devotee" },
              seat: at(e.seat ?? 0),
            }),
          },
        ];
      if (e.kind === "idiot_revealed")
        return [{ to: GROUP, text: say("f25_private.idiot", { seat: at(e.seat ?? 0) }) }];
      return [];
    case "judge_acted": {
      if (e.ruling === "card" && typeof e.seat === "number")
        return [
          {
            to: GROUP,
            text: say("f25_private.ruling", {
              seat: at(e.seat),
              colour: colourArg(e.value),
              reason: {
                msg: e.reason ? say("f25_private.ruling_reason", { reason: quotaReasonArg(e.reason) }) : "",
              },
            }),
          },
        ];
      return [];
    }
    case "seat_substituted":
      return [{ to: GROUP, text: say("f25_private.substituted", { seat: at(e.seat) }) }];
    case "card_given":
      if (e.reason === "director") return [];
      return [
        {
          to: GROUP,
          text: say("f25_private.card_given", {
            seat: at(e.seat),
            colour: colourArg(e.colour),
            reason: wordArg(
              "card_reason",
              e.reason === "no_ballot" || e.reason === "upgrade" ? e.reason : "director",
              "",
            ),
          }),
        },
      ];
    case "camp_judged_lost":
      return [{ to: GROUP, text: say("f25_private.camp_lost", { camp: wordArg("camp", e.camp, String(e.camp)) }) }];
    case "game_ended": {
      const roles = after.seats.map((x) =>
        say("f25_private.role_line", {
          seat: at(x.seat),
          card: { card: x.role },
          out: { msg: x.alive ? "" : say("f25_private.out_mark") },
        }),
      );
      const cards = Object.entries(after.forum?.cards ?? {})
        .filter(([, c]) => c.length > 0)
        .map(([s, c]) =>
          say("f25_private.seat_cards", {
            seat: at(Number(s)),
            cards: {
              msg: listOf(
                c.map((k) => say("f25_private.word", { w: colourArg(k) })),
                "f25_private.list_glued",
              ),
            },
          }),
        );
      const camp = e.winner ? wordArg("camp", e.winner, "") : "";
      return [
        {
          to: GROUP,
          text: lines([
            say("f25_private.ended", {
              winner: {
                msg:
                  camp === "" ? say("f25_private.word", { w: { word: "end.none" } }) : say("f25_private.won", { camp }),
              },
            }),
            say("f25_private.ended_roles"),
            ...roles,
            cards.length > 0 &&
              say("f25_private.ended_cards", { cards: { msg: listOf(cards, "f25_private.list_semi") } }),
            say("f25_private.ended_unranked"),
          ]),
        },
      ];
    }
    default:
      return null;
  }
}
