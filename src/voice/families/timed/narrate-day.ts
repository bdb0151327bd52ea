/**
 * The day's public events as the room hears them: public notices, deaths (with a shot's shooter,
 * never a night killer's name), declined shots, speeches cut by their timer, vote results, booms.
 */
import { liveSpec } from "../../../engine/roles/index.ts";
import { rulesetOf, sheriffWeight } from "../../../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { vocabulary } from "../../../vocab/index.ts";
import { type Arg, lines, type Msg, say } from "../../../vocab/msg.ts";
import { dm, GROUP, isWolf, joined, leaveWolfRoom, type Message } from "../../narrate-voice.ts";

/** A seat as the notices name it (`undefined号` kept as written for a notice without a seat). */
const at = (seat: number | undefined): Arg => (seat === undefined ? `${seat}号` : { seat });

/** What the room is told publicly (public_notice events): never a night action of an unrevealed seat. */
export const NOTICE: Record<string, (seat: number | undefined, value: unknown) => Msg> = {
  chain_broken: () => say("timed_day.chain_broken"),
  // table (T9, T12)
  no_sheriff_today: () => say("timed_day.no_sheriff_today"),
  recommend: (seat, value) =>
    typeof value === "number"
      ? say("timed_day.recommend", { seat: at(seat), target: { seat: value } })
      : say("timed_day.no_recommend", { seat: at(seat) }),
  flipped: (seat, value) => say("timed_day.flipped", { seat: at(seat), card: { card: String(value) } }),
  silenced: (seat) => say("timed_day.silenced", { seat: at(seat) }),
  charmed: (_seat, value) =>
    Array.isArray(value) && value.length > 0
      ? say("timed_day.charmed", { piper: { card: "piper" }, seats: { seats: value as number[] } })
      : say("timed_day.none_charmed", { piper: { card: "piper" } }),
  curse: (seat) => say("timed_day.curse", { seat: at(seat), elder: { card: "elder" } }),
  roar: (_seat, value) => say(value ? "timed_day.roar" : "timed_day.no_roar"),
  wounded: (seat) => say("timed_day.wounded", { seat: at(seat) }),
  blizzard: (seat) => say("timed_day.blizzard", { seat: at(seat), card: { card: "snow_wolf" } }),
  bard: (seat) => say("timed_day.bard", { seat: at(seat), card: { card: "bard" } }),
  duel: (seat, value) => {
    const v = value as { target: number; wolf: boolean };
    return say(v.wolf ? "timed_day.duel_wolf" : "timed_day.duel_good", {
      seat: at(seat),
      card: { card: "knight" },
      target: { seat: v.target },
    });
  },
};

/**
 * The deaths the group is told by day as they happen, in the vocabulary's words (a rogue's and a
 * backlash's as 出局: no card named). Deaths that follow another (000 §七4, §八(二)3,18,20) name no
 * role; the elder's curse takes a revealed idiot's skill (T24, T25).
 */
const DEATH = vocabulary("zh-Hans").death;
type DeathWord = keyof typeof DEATH & string;
const TOLD_BY_DAY = new Set(["exile", "shot", "drowned", "penalty", "lover", "charm", "rogue", "backlash", "curse"]);

/** A `died` event: public at once when the judge removes a seat, else by day only (000 §八(九)1). */
export function died(before: GameState, e: Extract<GameEvent, { type: "died" }>, after: GameState): Message[] {
  const out = isWolf(after, e.seat) ? [leaveWolfRoom(e.seat)] : [];
  // A judge's removal is public at once, by night too (the removed wolf leaves the room now).
  if (e.public)
    return [
      {
        to: GROUP,
        text: say(e.cause === "self_destruct" ? "timed_day.judged_boom" : "timed_day.judged_out", {
          seat: { seat: e.seat },
        }),
      },
      { to: dm(e.seat), text: say("timed_day.judged_dm") },
      ...out,
    ];
  if (e.at.startsWith("N") && !after.label.startsWith("D")) return [];
  // Issue 26 item 6: a shot is told with its shooter, and the shooter gets a confirmation.
  const shooter = e.cause === "shot" ? shooterOf(before) : null;
  if (shooter)
    return [
      {
        to: GROUP,
        text: say(shooter.boom ? "timed_day.boom_takes" : "timed_day.shot_takes", {
          shooter: { seat: shooter.seat },
          seat: { seat: e.seat },
        }),
      },
      {
        to: dm(shooter.seat),
        text: say(shooter.boom ? "timed_day.boom_ok" : "timed_day.shot_ok", { seat: { seat: e.seat } }),
      },
      ...out,
    ];
  // A boom judged as drowning (000 §八(七)4) is told by its `flipped` notice instead.
  if (e.cause === "drowned" && before.seats[e.seat - 1].noShows < 2) return [];
  if (!TOLD_BY_DAY.has(e.cause)) return out;
  const why = Object.hasOwn(DEATH, e.cause) ? (`death.${e.cause}` as const) : "death.out";
  return [
    { to: GROUP, text: say("timed_day.death", { seat: { seat: e.seat }, why: { word: why as `death.${DeathWord}` } }) },
    ...out,
  ];
}

/** A `vote_closed` event: the result, with each ballot, or only the counts under table (T14). */
export function voteClosed(
  before: GameState,
  e: Extract<GameEvent, { type: "vote_closed" }>,
  after: GameState,
): Message[] {
  const r = e.record;
  const rules = rulesetOf(after.setup.ruleset);
  // T14: under table the room is told the counts, not who voted whom.
  if (rules.votes.published === "counts") {
    const counts = Object.entries(r.tally)
      .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
      .map(([t, n]) => say("timed_day.votes_of", { seat: { seat: Number(t) }, n }));
    const abstained = r.abstain.length > 0 ? say("timed_day.abstained", { n: r.abstain.length }) : "";
    return [
      {
        to: GROUP,
        text: say("timed_day.counts", {
          round: { word: `round.${r.round}` },
          tally: { msg: counts.length ? joined(counts, "judge_voice.comma") : say("timed_day.no_votes") },
          abstained: { msg: abstained },
        }),
      },
    ];
  }
  const weight = sheriffWeight(rules, before.seats.filter((x) => x.alive).length);
  // Without 黑麦 (classic C2) a voter who sent nothing is counted as abstaining: shown so.
  const silent = r.abstain.filter((n) => !(String(n) in r.ballots)).map((n) => [String(n), "silent"] as const);
  const ballots = [...Object.entries(r.ballots), ...silent]
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([v, t]) =>
      say("timed_day.ballot", {
        voter: { seat: Number(v) },
        target:
          t === "silent"
            ? { msg: say("timed_day.abstain_silent") }
            : t === null
              ? { msg: say("timed_day.abstain") }
              : { seat: Number(t) },
        bonus: {
          msg:
            t !== null && before.sheriff === Number(v) && r.round.startsWith("exile")
              ? say("timed_day.sheriff_bonus", { n: weight })
              : "",
        },
      }),
    );
  const tally = Object.entries(r.tally)
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => say("timed_day.votes_of", { seat: { seat: Number(t) }, n }));
  return [
    {
      to: GROUP,
      text: say("timed_day.result", {
        round: { word: `round.${r.round}` },
        tally: { msg: tally.length ? joined(tally, "judge_voice.comma") : say("timed_day.no_votes") },
        ballots: { msg: lines(ballots) },
      }),
    },
  ];
}

/** A `self_destructed` event: the boom as the ruleset settles it (000 §八(七)4, R19; classic C5). */
export function selfDestructed(
  before: GameState,
  e: Extract<GameEvent, { type: "self_destructed" }>,
  after: GameState,
): Message[] {
  const rules = rulesetOf(before.setup.ruleset);
  // A boom that may be judged as drowning (000 §八(七)4, R19): its `flipped` notice tells the rest.
  if (e.valid && rules.penalties.boomDrowns && liveSpec(before, before.seats[e.seat - 1]).selfDestruct === "drowned")
    return [{ to: GROUP, text: say("timed_day.boom_drowning", { seat: { seat: e.seat } }) }];
  // Classic C5 (001 §三2(2)): no last words for the boomer and his chain; night follows.
  if (e.valid && rules.lastWords.boom === "none")
    return [{ to: GROUP, text: say("timed_day.boom_classic", { seat: { seat: e.seat } }) }];
  const seat = { seat: e.seat };
  return [
    {
      to: GROUP,
      text: !e.valid
        ? say("timed_day.boom_void", { seat })
        : rulesetOf(after.setup.ruleset).lastWords.noneFor.includes("self_destruct")
          ? say("timed_day.boom_no_words", {
              seat,
              first: { msg: after.election?.open ? say("timed_day.deaths_first") : "" },
            })
          : say("timed_day.boom_words", { seat }),
    },
  ];
}

/**
 * Who fires the shot that kills now: the seat of an open shot phase (hunter, wolf king), or the
 * white wolf king whose boom takes one along (he is the seat that has just died by his boom).
 */
function shooterOf(before: GameState): { seat: number; boom: boolean } | null {
  if (before.phase.kind === "shot") return { seat: before.phase.seat, boom: false };
  const boomer = before.seats.find(
    (x) => !x.alive && x.diedAt === before.label && x.role === "white_wolf_king" && x.cause === "self_destruct",
  );
  return boomer ? { seat: boomer.seat, boom: true } : null;
}

/**
 * Issue 26 item 6: the shooter who leaves his shot is told so — 不开枪 confirmed, or his time
 * over (its timer fired). `next`: the occasion after `occasion_set`.
 */
export function shotDeclined(before: GameState, next: GameState["occasion"]): Message[] {
  const ph = before.phase;
  if (ph.kind !== "shot" || !before.occasion?.shots.includes(ph.seat) || next?.shots.includes(ph.seat)) return [];
  // A fired shot grows the occasion's dead (and is confirmed by its death).
  if ((next?.dead.length ?? 0) > before.occasion.dead.length) return [];
  const timedOut = !before.timers.some((t) => t.kind === "shot");
  return [{ to: dm(ph.seat), text: say(timedOut ? "timed_day.shot_timeout" : "timed_day.shot_declined") }];
}

/** Issue 13 item 6: a speech ended by its timer (not by 过) says so before the next call. */
export function speechTimedOut(before: GameState, removed: string[], atMs: number): Message[] {
  const ph = before.phase;
  if (ph.kind !== "speaking" || !ph.started) return [];
  const seat = ph.queue[ph.idx];
  const timer = before.timers.find((t) => t.kind === "speech" && t.seat === seat && removed.includes(t.id));
  if (!timer || atMs < timer.dueMs) return [];
  return [{ to: GROUP, text: say("timed_day.speech_over", { seat: { seat } }) }];
}
