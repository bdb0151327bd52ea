/**
 * The game end's texts for the season (000 §二, §五4, §九; issue 23: messages rendered at delivery):
 * a game's 对局编号 and how to appeal, its record link, the offences' names, the appeal window in
 * hours, the rulesets' and boards' names, and the inspector's record of a game with the judge's
 * interventions. Below the app (it imports only the engine, the vocabulary and ranked), so the
 * season's book (src/app/season*.ts) and the chat read the same texts.
 */
import { boardById } from "../engine/boards.ts";
import { RULESETS } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { DEFAULT_LANG, type WordKey, wordOf } from "../vocab/index.ts";
import { type Arg, lines, listOf, type Msg, say } from "../vocab/msg.ts";
import { BOOKS, type PhraseKey } from "../vocab/phrases/index.ts";
import { shanghaiTime } from "./day.ts";
import type { OffenceKind } from "./ledger.ts";

/** A game's record link for a DM: the full URL under `base`, else a note that there is none yet. */
export function recordLink(gameId: string, base?: string): Msg {
  return base ? `${base.replace(/\/+$/, "")}/games/${gameId}/record` : say("inspector.no_link");
}

/** A game as players name it: its 8-character prefix (the 对局编号 of the end-of-game post). */
export const shortId = (gameId: string) => gameId.slice(0, 8);

/** An offence's name (000 §九6 `role_card`, §九1 `outside`); the 简体 cites its clause. */
export const offenceMsg = (kind: OffenceKind): Msg => say(`inspector.offence_${kind}`);

/** `72小时` (`72 h`), or minutes below an hour. */
export function hoursText(ms: number): Msg {
  const h = ms / 3_600_000;
  return h >= 1
    ? say("inspector.hours", { n: Number.isInteger(h) ? h : h.toFixed(1) })
    : say("common.minutes", { n: Math.round(ms / 60_000) });
}

const named = (area: keyof typeof BOOKS, key: string) => Object.hasOwn(BOOKS[area]["zh-Hans"], key);

/** A ruleset's name as an argument (`排位赛`, `ranked`); an unknown id as the engine names it, or as given. */
export function rulesetArg(id: string): Arg {
  return Object.hasOwn(RULESETS, id) ? { ruleset: id } : id;
}

/** A board's name as an argument (`444预女猎白`, `4-4-4 Seer, Witch, Hunter, Idiot`); else the engine's 简体, or the id. */
export function boardArg(id: string): Arg {
  return boardById(id) ? { board: id } : id;
}

/** `对局编号：ab12cd34`, with how to appeal a ranked game (000 §二) within `appealWindowMs`. */
export function gameLine(gameId: string, ranked: boolean, appealWindowMs: number): Msg {
  const id = shortId(gameId);
  return ranked
    ? say("inspector.game_id_appeal", {
        id,
        hours: { msg: hoursText(appealWindowMs) },
        cmd: { msg: `申诉 ${id} 理由` },
      })
    : say("inspector.game_id", { id });
}

/** A judge's intervention as the game log keeps it. */
export type JudgeActed = Extract<GameEvent, { type: "judge_acted" }>;

/** A ruling's name (`warn`: 警告); an unknown ruling as given. */
const rulingMsg = (r: string): Msg =>
  named("inspector", `ruling_${r}`) ? say(`inspector.ruling_${r}` as PhraseKey) : r;

/** The bot's interruption warning as logs before issue 23 wrote it, in 简体 words (`2号发言时插话（自动）`). */
const OLD_AUTO_INTERRUPT = /^(\d+)号发言时插话（自动）$/;

/**
 * Why the judge (or the bot for him) ruled, in the reader's language: the bot's reason as a phrase
 * (`auto`, or the 简体 words older logs kept), the judge's own words as he typed them; undefined
 * when no reason was given.
 */
export function judgeReason(e: Pick<JudgeActed, "reason" | "auto">): Msg | undefined {
  const old = e.auto ? null : OLD_AUTO_INTERRUPT.exec(e.reason ?? "");
  const speaker = e.auto?.why === "interrupt" ? e.auto.speaker : old ? Number(old[1]) : null;
  if (speaker !== null) return say("inspector.auto_interrupt", { speaker: { seat: speaker } });
  return e.reason ? e.reason : undefined;
}

/** One line of the inspector's intervention list: when (Beijing time), who, what, why. */
export function interventionLine(e: JudgeActed, judgeName: string): Msg {
  const auto =
    e.ruling === "wolf_talk" || e.ruling === "outage" || e.auto !== undefined || (e.reason ?? "").endsWith("（自动）");
  const why = judgeReason(e);
  const what = lines(
    [
      rulingMsg(e.ruling),
      e.seat !== undefined && say("inspector.what_seat", { seat: { seat: e.seat } }),
      (e.ruling === "extend" || e.ruling === "outage") && say("inspector.what_secs", { n: e.seconds ?? 0 }),
      e.ruling === "correct" &&
        e.act &&
        say("inspector.what_correct", {
          act: { act: e.act },
          target: e.target === undefined || e.target === null ? { msg: say("common.none") } : String(e.target),
        }),
    ],
    "",
  );
  return say("inspector.intervention", {
    time: shanghaiTime(e.atMs),
    who: { msg: auto ? say("inspector.robot") : say("inspector.judge", { name: judgeName }) },
    what: { msg: what },
    why: { msg: why === undefined ? "" : say("inspector.why", { reason: { msg: why } }) },
  });
}

/** A day label as players say it (`N2` → 第2夜 / Night 2, `D3` → 第3天 / Day 3), else as given. */
export function labelMsg(label: string): Msg {
  const m = /^([DN])(\d+)$/.exec(label);
  if (m && m[2] !== "0") return say(m[1] === "D" ? "inspector.day" : "inspector.night", { n: Number(m[2]) });
  if (label === "S" || label === "N0") return say("inspector.opening");
  return label;
}

/** Messages joined by the phrase `sep` (a list separator of the language), or `none` (无) when empty. */
function joined(parts: readonly Msg[], sep: PhraseKey): Msg {
  return parts.length === 0 ? say("common.none") : listOf(parts, sep);
}

/** A word of the vocabulary as an argument when it has one (`cause.exile`), else `otherwise`. */
const wordArg = (group: "cause" | "camp", id: string, otherwise: WordKey): Arg =>
  wordOf(DEFAULT_LANG, group, id, "") ? { word: `${group}.${id}` as WordKey } : { word: otherwise };

/**
 * The inspector's record of a game (000 §五4): roles, deaths, sheriffs, votes, winner, warnings
 * and 黑麦 per seat, every judge intervention (`o.interventions`, {@link interventionLine}), the
 * record's link (a full URL under `o.base`).
 */
export function inspectorRecord(gameId: string, s: GameState, o: { interventions?: Msg[]; base?: string } = {}): Msg {
  const result: Arg = s.voided
    ? { word: "end.void" }
    : s.winner && wordOf(DEFAULT_LANG, "camp", s.winner, "")
      ? { msg: say("inspector.won", { camp: wordArg("camp", s.winner, "end.none") }) }
      : { word: "end.none" };
  const comma: PhraseKey = "season.sep";
  const roles = s.seats.map((x) => say("inspector.seat_card", { seat: { seat: x.seat }, card: { card: x.role } }));
  const deaths = s.record.deaths.map((d) =>
    say("inspector.death", {
      label: { msg: labelMsg(d.at) },
      seat: { seat: d.seat },
      cause: wordArg("cause", d.cause, "death.out"),
    }),
  );
  const sheriffs = s.record.sheriffs.map((x) =>
    say("inspector.sheriff", {
      label: { msg: labelMsg(x.at) },
      who: x.seat === null ? { msg: say("common.none") } : { seat: x.seat },
    }),
  );
  const votes = s.record.votes.map((v) =>
    say("inspector.vote", {
      label: { msg: labelMsg(v.at) },
      round: { word: `round.${v.round}` },
      ballots: {
        msg: lines(
          Object.entries(v.ballots).map(([a, b]) =>
            say("inspector.ballot", { from: a, to: b === null ? { msg: say("inspector.abstain") } : b }),
          ),
          " ",
        ),
      },
    }),
  );
  const times = (key: "warnings" | "noShows") =>
    s.seats.filter((x) => x[key] > 0).map((x) => say("inspector.times", { seat: { seat: x.seat }, n: x[key] }));
  return lines([
    say("inspector.head", {
      game: shortId(gameId),
      ruleset: rulesetArg(s.setup.ruleset),
      board: boardArg(s.setup.board),
    }),
    say("inspector.result", { result }),
    say("inspector.roles", { list: { msg: joined(roles, comma) } }),
    say("inspector.deaths", { list: { msg: joined(deaths, "inspector.semi") } }),
    say("inspector.sheriffs", { list: { msg: joined(sheriffs, "inspector.semi") } }),
    say("inspector.votes", { list: { msg: votes.length ? lines(votes) : say("common.none") } }),
    say("inspector.warnings", { list: { msg: joined(times("warnings"), "common.list_sep") } }),
    say("inspector.no_shows", { list: { msg: joined(times("noShows"), "common.list_sep") } }),
    o.interventions?.length
      ? say("inspector.interventions", { list: { msg: lines(o.interventions) } })
      : say("inspector.interventions_none"),
    say("inspector.link", { link: { msg: recordLink(gameId, o.base) } }),
  ]);
}
