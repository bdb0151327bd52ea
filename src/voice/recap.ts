/**
 * What a judge reads to settle a dispute (issue 26 item 5): each event in players' words with the
 * rule that decided it ({@link eventWords}, for the replay and the console's event log), the
 * night's recap DMed to the judge (and a checked-in inspector) when the night resolves
 * ({@link nightRecap}), and the end post's 复盘 link ({@link replayLine}).
 *
 * The rules are said in words (e.g. "发言超时，记黑麦"), never as handbook clause numbers. Every text
 * is a message before its language (phrasebooks `events` and `recap`): the chat renders it at
 * delivery in the chat's language, the web pages in the page's.
 */

import { roleSpec } from "../engine/roles/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { judgeReason } from "../ranked/record-texts.ts";
import { DEFAULT_LANG, vocabulary } from "../vocab/index.ts";
import { type Arg, lines, listOf, type Msg, say } from "../vocab/msg.ts";
import { BOOKS, type PhraseKey } from "../vocab/phrases/index.ts";
import { quotaReasonMsg } from "./families/forum-25/quota-reason.ts";
import { joined } from "./narrate-voice.ts";

/** How a death came about, in players' words: the vocabulary's cause, else 出局 (src/vocab/). */
function causeArg(cause: string): Arg {
  return Object.hasOwn(vocabulary(DEFAULT_LANG).cause, cause)
    ? { word: `cause.${cause as keyof ReturnType<typeof vocabulary>["cause"] & string}` }
    : { word: "death.out" };
}

/** The judge's rulings and controls (`judge_acted.ruling`) the vocabulary names (`inspector.ruling_*`). */
const RULINGS: ReadonlySet<string> = new Set(
  Object.keys(BOOKS.inspector["zh-Hans"])
    .filter((k) => k.startsWith("ruling_"))
    .map((k) => k.slice("ruling_".length)),
);

/**
 * A judge's ruling or control (`judge_acted.ruling`), in words: the replay, the console's event log
 * and the inspector's intervention list (src/ranked/record-texts.ts) read the same names
 * (`inspector.ruling_*`); an unnamed one is "操作".
 */
export function rulingName(ruling: string): Msg {
  return RULINGS.has(ruling) ? say(`inspector.ruling_${ruling}` as PhraseKey) : say("events.judge_other");
}

/** A judge's ruling's reason (see {@link judgeReason}; a post-quota card's reason as its phrase). */
function reasonMsg(e: Extract<GameEvent, { type: "judge_acted" }>): Msg | undefined {
  const why = judgeReason(e);
  return typeof why === "string" ? quotaReasonMsg(why) : why;
}

/** Who may read an event's words: everyone in the match group, only some seats, or only the judge. */
export type Seen = "all" | { seats: number[] } | "judge";

/**
 * An event in words: what happened, the rule that decided it (if any), who may read it; the texts
 * are messages before their language (each reader renders them in its own: `render(text, lang)`).
 */
export interface EventWords {
  text: Msg;
  reason?: Msg;
  seen: Seen;
  /** A death, a penalty or a judge's ruling (marked in the replay). */
  ruling: boolean;
}

const seat = (n: number) => ({ seat: n });
/** A count of the game so far (a seat's warnings, missed turns), `?` when unknown. */
const nth = (n: number | undefined) => n ?? "?";

/** A closed vote's tally (most votes first) and its ballots (`3→5`, `4→弃`). */
function voteWords(r: { tally: Record<string, number>; ballots: Record<string, number | null> }): {
  text: Msg;
  reason?: Msg;
} {
  const tally = Object.entries(r.tally)
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => say("events.tally", { seat: seat(Number(s)), n }));
  const ballots = Object.entries(r.ballots).map(([v, t]) =>
    t === null ? say("events.ballot_abstain", { voter: v }) : say("events.ballot", { voter: v, target: t }),
  );
  return {
    text: say("events.vote_closed", {
      tally: { msg: tally.length ? listOf(tally, "events.tally_sep") : say("events.no_votes") },
    }),
    ...(ballots.length ? { reason: say("events.ballots", { ballots: { msg: lines(ballots, " ") } }) } : {}),
  };
}

/** How a game ended: the winning camp (or no winner), and whether it was voided. */
function endWords(winner: string | null | undefined, voided: boolean | undefined): Msg {
  const won: Arg =
    winner && Object.hasOwn(vocabulary(DEFAULT_LANG).camp, winner)
      ? {
          msg: say("events.won", {
            camp: { word: `camp.${winner as keyof ReturnType<typeof vocabulary>["camp"] & string}` },
          }),
        }
      : { word: "end.none" };
  return say(voided ? "events.ended_void" : "events.ended", { winner: won });
}

/**
 * `e` in words, given the state before and after it; null for the engine's internal steps
 * (timers, reminders, night steps, memory) that no player saw as such.
 */
export function eventWords(before: GameState, e: GameEvent, after: GameState): EventWords | null {
  switch (e.type) {
    case "died": {
      const open = e.public || ["exile", "shot", "self_destruct", "drowned", "penalty"].includes(e.cause);
      return {
        text: say("events.out", { seat: seat(e.seat) }),
        reason: say("common.name", { name: causeArg(e.cause) }),
        seen: open ? "all" : "judge",
        ruling: true,
      };
    }
    case "announced":
      return {
        text: e.deaths.length ? say("events.dawn", { seats: { seats: e.deaths } }) : say("events.dawn_none"),
        seen: "all",
        ruling: false,
      };
    case "warned":
      return {
        text: say("events.warned", { seat: seat(e.seat), n: nth(after.seats[e.seat - 1]?.warnings) }),
        reason: say("events.warned_why"),
        seen: "all",
        ruling: true,
      };
    case "no_show":
      return {
        text: say("events.no_show", { seat: seat(e.seat), n: nth(after.seats[e.seat - 1]?.noShows) }),
        reason: say(before.phase.kind === "vote" ? "events.no_show_vote" : "events.no_show_speech"),
        seen: "all",
        ruling: true,
      };
    case "penalized":
      return {
        text: say("events.penalized", { seat: seat(e.seat) }),
        reason: say("events.penalty", {
          penalty: { word: `penalty.${e.penalty}` },
          why: { word: `penalty_why.${e.penalty}` },
        }),
        seen: "all",
        ruling: true,
      };
    case "vote_muted":
      return {
        text: say("events.muted", { seat: seat(e.seat) }),
        reason: say("events.muted_why"),
        seen: "all",
        ruling: true,
      };
    case "self_destructed":
      return {
        text: say("events.self_destructed", { seat: seat(e.seat) }),
        reason: e.valid ? undefined : say("events.self_destruct_void"),
        seen: "all",
        ruling: false,
      };
    case "judge_acted":
      return {
        text: lines(
          [
            say("events.judge", { ruling: { msg: rulingName(e.ruling) } }),
            e.seat ? say("events.judge_seat", { seat: seat(e.seat) }) : null,
            e.seconds ? say("events.judge_sec", { n: e.seconds }) : null,
          ],
          "",
        ),
        // The judge's own words, as typed; the bot's reasons in the reader's language (a warning's,
        // judgeReason; a forum's post-quota reason, the app's).
        reason: reasonMsg(e),
        seen: "all",
        ruling: true,
      };
    case "paused":
      return { text: say("events.paused"), seen: "all", ruling: false };
    case "resumed":
      return { text: say("events.resumed"), seen: "all", ruling: false };
    case "vote_cast":
      return {
        text:
          e.target === null
            ? say("events.abstained", { seat: seat(e.seat) })
            : say("events.voted", { seat: seat(e.seat), target: seat(e.target) }),
        seen: { seats: [e.seat] },
        ruling: false,
      };
    case "vote_closed":
      return { ...voteWords(e.record), seen: "all", ruling: false };
    case "candidate_joined":
      return { text: say("events.ran", { seat: seat(e.seat) }), seen: "all", ruling: false };
    case "candidate_withdrew":
      return { text: say("events.withdrew", { seat: seat(e.seat) }), seen: "all", ruling: false };
    case "sheriff_changed":
      return e.silent
        ? null
        : {
            text: e.seat ? say("events.sheriff", { seat: seat(e.seat) }) : say("events.badge_lost"),
            seen: "all",
            ruling: false,
          };
    case "last_words_given":
      return { text: say("events.last_words", { seat: seat(e.seat) }), seen: "all", ruling: false };
    case "speech_started":
      return { text: say("events.speech", { seat: seat(e.seat) }), seen: "all", ruling: false };
    case "night_acted":
      return {
        text: say("events.acted", {
          seat: seat(e.seat),
          act: { act: e.act },
          target: {
            msg:
              typeof e.target === "number"
                ? say("events.acted_on", { seat: seat(e.target) })
                : e.target === null
                  ? say("events.acted_none")
                  : "",
          },
        }),
        seen: { seats: [e.seat] },
        ruling: false,
      };
    case "knife_proposed":
      return {
        text:
          e.target === null
            ? say("events.knife_proposed_none", { seat: seat(e.seat) })
            : say("events.knife_proposed", { seat: seat(e.seat), target: seat(e.target) }),
        seen: { seats: wolvesOf(after) },
        ruling: false,
      };
    case "knife_settled":
      return {
        text: e.target === null ? say("events.knife_none") : say("events.knife", { target: seat(e.target) }),
        seen: { seats: wolvesOf(after) },
        ruling: false,
      };
    case "act_withdrawn":
      return { text: say("events.withdrawn", { seat: seat(e.seat) }), seen: "judge", ruling: true };
    case "seat_substituted":
      return { text: say("events.substituted", { seat: seat(e.seat), name: e.name }), seen: "all", ruling: true };
    case "role_changed":
      return {
        text: say("events.role_changed", { seat: seat(e.seat), card: { card: e.role } }),
        seen: { seats: [e.seat] },
        ruling: false,
      };
    case "deal_voided":
      return { text: say("events.deal_voided"), seen: "all", ruling: true };
    case "game_ended":
      return { text: endWords(e.winner, e.voided), seen: "all", ruling: false };
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

/**
 * The recap of night `label` (`N2`) for the judge, from the game's events in order (all of them,
 * or any stretch that starts at a `phase_started`: the night's own, store `nightOfGame`): who was
 * knifed, saved, checked (and what the seer was told), guarded, poisoned, and who died — "无"
 * where nobody did it. An event counts to the phase it happened in, a dawn's deaths to the night
 * they resolve: a game's label changes only at a `phase_started` (engine/evolve.ts), which itself
 * counts to the phase before it. Null when `events` hold no such night.
 */
export function nightRecap(events: readonly GameEvent[], label: string): Msg | null {
  const n = Number(label.slice(1));
  if (!label.startsWith("N") || !Number.isInteger(n)) return null;
  const acts: { seat: number; act: string; target: unknown }[] = [];
  let knife: number | null | undefined;
  const deaths: { seat: number; cause: string }[] = [];
  let seen = false;
  let now = "N0"; // a new game's label (engine/evolve.ts initialState)
  for (const e of events) {
    const at = now;
    if (e.type === "phase_started") now = e.label;
    if (at !== label) continue;
    seen = true;
    if (e.type === "night_acted") acts.push({ seat: e.seat, act: e.act, target: e.target });
    if (e.type === "knife_settled") knife = e.target;
    if (e.type === "died") deaths.push({ seat: e.seat, cause: e.cause });
  }
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
