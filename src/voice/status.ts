/**
 * The at-a-glance board of a running game (issue 13 item 2), in Chinese, by DM:
 * - the judge (`状态`): everything — the phase as it really is, time left, who has and has not
 *   acted tonight / voted / signed up (with the ballots), warnings, 黑麦, the sheriff, each seat's
 *   name, role and life;
 * - the inspector (督察长) who checked in to the game (000 §五4, 「督察长在场并做记录」): he
 *   watches the judge's rulings, so he reads the judge's board — roles, the knife, the ballots —
 *   read-only (issue 26 item 7), never more than the judge;
 * - a player (`状态` / `轮到谁` / `还剩多久`): the public part only, built from the engine's
 *   `publicView` (what the match group was told: no role, no night act, no open ballot, night
 *   deaths once announced).
 * Also the reply to an unreadable DM: the closest command for the sender's own card and phase.
 * Reading the question itself (`状态`, `轮到谁`, `还剩多久`) is the chat's (src/chat/status-query.ts).
 * `轮到谁`, `还剩多久` and the closest command are messages (the `status` phrasebook, issue 23; their
 * `…Text` forms are the 简体); so is the board (`boardMsg`, the `judge_board` phrasebook).
 */

import { boardOfSetup } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState, Timer } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { DEFAULT_LANG, labelWords, type WordKey, wordOf } from "../vocab/index.ts";
import { type Arg, lines, listOf, type Msg, render, say, typedCmd } from "../vocab/msg.ts";
import { nightPromptEach } from "./card-texts.ts";
import { boardArg, rulesArg } from "./rules-text.ts";

/** Who reads the board. */
export type Viewer = "judge" | "inspector" | "public";

/** A phase label as an argument (`D2` → 第2天 / Day 2), the vocabulary's words in each language. */
const labelArg = (label: string): Arg => ({
  each: { "zh-Hans": labelWords(label), "zh-Hant": labelWords(label, "zh-Hant"), en: labelWords(label, "en") },
});

/** Seats as an argument: the list, or 无 / none. */
const seatsArg = (xs: readonly number[]): Arg => (xs.length ? { seats: xs } : { msg: say("common.none") });

/** Messages as one list (`、`, `, `), or 无 / none when there are none. */
const listArg = (xs: readonly Msg[]): Arg => ({ msg: xs.length ? listOf(xs) : say("common.none") });

/** The earliest real deadline (no nudge, no speech reminder). */
function nextDeadline(timers: Timer[]): Timer | null {
  const real = timers.filter((t) => t.kind !== "nudge" && t.kind !== "remind");
  return real.length ? real.reduce((a, b) => (b.dueMs < a.dueMs ? b : a)) : null;
}

/**
 * The board for `viewer` (see module comment), a message in the reader's language. `names`: seat →
 * display name (cleaned); `nowMs`: the game clock now (ms).
 */
export function boardMsg(st: GameState, o: { viewer: Viewer; names: Record<number, string>; nowMs: number }): Msg {
  const pub = publicView(st);
  const staff = o.viewer !== "public";
  const out: Msg[] = [];
  const phase = staff ? st.phase.kind : pub.phase;
  const board = boardOfSetup(st.setup);
  // Issue 26 item 6: every game the chat lists names its ruleset (and board).
  out.push(
    say("judge_board.rules", {
      rules: rulesArg(rulesetOf(st.setup.ruleset)),
      board: board ? boardArg(board) : { msg: say("rooms.custom_board") },
    }),
  );
  out.push(
    say("judge_board.now", {
      label: labelArg(st.label),
      phase: wordArg("phase", phase),
      paused: { msg: st.paused ? say("judge_board.paused") : "" },
    }),
  );
  out.push(turnMsg(st, o.nowMs, o.viewer));
  if (staff) out.push(...staffLines(st));
  else if (pub.candidates.length)
    out.push(
      say("judge_board.candidates", { seats: seatsArg(pub.candidates.filter((n) => !pub.withdrawn.includes(n))) }),
    );
  const sheriff: Msg =
    st.sheriff && (staff || pub.sheriff)
      ? say("common.seat", { n: st.sheriff })
      : st.badgeGone
        ? say("judge_board.badge_gone")
        : say("common.none");
  out.push(say("judge_board.sheriff", { sheriff: { msg: sheriff } }));
  for (const x of st.seats) {
    const p = pub.seats[x.seat - 1];
    const name = o.names[x.seat];
    // Roles for the judge and his inspector only (a flipped idiot is in the group's history, not on this board).
    const label = staff ? x.diedAt : p.out;
    const gone = staff ? !x.alive : !p.alive;
    const unannounced = staff && !x.announced;
    const dead: Msg = !gone
      ? ""
      : label
        ? say(unannounced ? "judge_board.out_at_unannounced" : "judge_board.out_at", { label: labelArg(label) })
        : say(unannounced ? "judge_board.out_unannounced" : "judge_board.out");
    out.push(
      say("judge_board.seat_line", {
        seat: { seat: x.seat },
        role: { msg: staff ? say("judge_board.role", { card: { card: x.role } }) : "" },
        name: { msg: name ? say("judge_board.name", { name }) : "" },
        out: { msg: dead },
        sheriff: { msg: st.sheriff === x.seat && (staff || pub.sheriff) ? say("judge_board.is_sheriff") : "" },
        marks: {
          msg: lines(
            [
              x.warnings ? say("judge_board.warnings", { n: x.warnings }) : "",
              x.noShows ? say("judge_board.no_shows", { n: x.noShows }) : "",
            ],
            "",
          ),
        },
      }),
    );
  }
  if (o.viewer === "inspector") out.push(say("judge_board.inspector"));
  return lines(out);
}

/** {@link boardMsg} in 简体. */
export function boardText(st: GameState, o: { viewer: Viewer; names: Record<number, string>; nowMs: number }): string {
  return render(boardMsg(st, o));
}

/** Who has and has not acted / voted / signed up, with roles, the knife and the ballots (staff only). */
function staffLines(st: GameState): Msg[] {
  const ph = st.phase;
  const who = (n: number) => say("judge_board.seat_card", { seat: { seat: n }, card: { card: st.seats[n - 1].role } });
  if (ph.kind === "night") {
    const waiting = ph.actors.filter((n) => !ph.done.includes(n));
    const knife = ph.knifeSettled
      ? ph.knifeTarget === null
        ? say("judge_board.no_kill")
        : say("common.seat", { n: ph.knifeTarget })
      : say("judge_board.knife_open");
    return [
      say("judge_board.night", { done: listArg(ph.done.map(who)), waiting: listArg(waiting.map(who)) }),
      say("judge_board.knife", { knife: { msg: knife } }),
    ];
  }
  if (ph.kind === "vote") {
    const all = [...ph.voters, ...ph.muted];
    const done = all.filter((n) => String(n) in ph.ballots);
    const ballot = (n: number) => {
      const b = ph.ballots[String(n)];
      return say("judge_board.ballot", {
        seat: { seat: n },
        target: { msg: b === null ? say("judge_board.abstain") : say("common.seat", { n: b }) },
      });
    };
    return [
      say("judge_board.votes", {
        ballots: listArg(done.map(ballot)),
        waiting: seatsArg(all.filter((n) => !done.includes(n))),
      }),
    ];
  }
  if (ph.kind === "signup" || ph.kind === "correction" || ph.kind === "withdraw")
    return [
      say("judge_board.election", {
        candidates: seatsArg(st.election?.candidates ?? []),
        withdrawn: seatsArg(st.election?.withdrawn ?? []),
      }),
    ];
  return [];
}

/** Time left as a message: `2分05秒` / `2 min 05 s`, `40秒` / `40 s`. */
function leftMsg(ms: number): Msg {
  const sec = Math.max(0, Math.ceil(ms / 1000));
  return sec >= 60
    ? say("status.left_min_sec", { m: Math.floor(sec / 60), s: String(sec % 60).padStart(2, "0") })
    : say("status.left_sec", { s: sec });
}

/** A word of the vocabulary by group and id, as an argument; `otherwise` for an id it has no word for. */
function wordArg(group: "speech" | "round" | "phase", id: string, otherwise: Arg = id): Arg {
  return wordOf(DEFAULT_LANG, group, id, "") !== "" ? { word: `${group}.${id}` as WordKey } : otherwise;
}

/** `轮到谁`: who the game waits for now, and the time left (a message in the reader's language). */
export function turnMsg(st: GameState, nowMs: number, viewer: Viewer = "public"): Msg {
  const pub = publicView(st);
  if (st.phase.kind === "ended") return say("status.over");
  if (st.paused) return say("status.paused");
  const deadline = viewer === "public" ? pub.deadlineMs : (nextDeadline(st.timers)?.dueMs ?? null);
  const time = { msg: deadline !== null ? say("status.time_left", { left: { msg: leftMsg(deadline - nowMs) } }) : "" };
  const ph = st.phase;
  if (viewer !== "public" && ph.kind === "speaking") {
    const a = { seat: { seat: ph.queue[ph.idx] }, speech: wordArg("speech", ph.purpose), time };
    return say(ph.started ? "status.turn_started" : "status.turn_waiting", a);
  }
  if (pub.speaker) {
    const speech = wordArg("speech", pub.speaker.purpose, { word: "speech.day" });
    return say("status.turn", { seat: { seat: pub.speaker.seat }, speech, time });
  }
  if (pub.vote)
    return say("status.voting", {
      round: wordArg("round", pub.vote.round, { word: "act.vote" }),
      seats: seatsArg(pub.vote.options),
      time,
    });
  const phase = viewer === "public" ? pub.phase : ph.kind;
  if (phase === "night") return say("status.night", { time: viewer === "public" ? "" : time });
  return say("status.phase_now", { phase: wordArg("phase", phase), time });
}

/** {@link turnMsg} in 简体. */
export function turnText(st: GameState, nowMs: number, viewer: Viewer = "public"): string {
  return render(turnMsg(st, nowMs, viewer));
}

/** `还剩多久`: the time left of what the group was last told (public) or of the next deadline. */
export function timeLeftMsg(st: GameState, nowMs: number): Msg {
  const pub = publicView(st);
  if (st.paused) return say("status.paused");
  if (pub.deadlineMs === null) return say("status.no_timer");
  return say("status.left", { left: { msg: leftMsg(pub.deadlineMs - nowMs) } });
}

/** {@link timeLeftMsg} in 简体. */
export function timeLeftText(st: GameState, nowMs: number): string {
  return render(timeLeftMsg(st, nowMs));
}

/**
 * What a witch still waiting tonight can type now (R27; issue 25 item 10): her potions left, and
 * whether the knife is settled yet (a save only then; a poison or 不用药 any time, in her step on
 * a stepped night). Never the knife's target: she was told it (or not) in her prompt.
 */
function witchChoices(st: GameState, seat: number): Msg {
  const x = st.seats[seat - 1];
  const ph = st.phase;
  if (ph.kind !== "night") return "";
  const antidote = x.mem.antidoteUsed !== true;
  const poison = x.mem.poisonUsed !== true;
  const step = ph.steps && ph.stepIdx !== undefined ? ph.steps[ph.stepIdx] : undefined;
  if (ph.steps && step !== "witch") return say("help.witch_later");
  const options: Msg[] = [
    ...(antidote && ph.knifeSettled ? [say("help.witch_save")] : []),
    ...(poison ? [say("help.witch_poison")] : []),
    say("help.witch_pass"),
  ];
  const wait = antidote && !ph.knifeSettled ? say("help.witch_wait") : "";
  return say("help.witch_now", { wait: { msg: wait }, options: { msg: listOf(options, "help.witch_sep") } });
}

/**
 * The closest command for `seat`'s own card and the phase, for a DM the bot could not read
 * (instead of every command). Never more than the seat itself may know.
 */
export function closestCommandMsg(st: GameState, seat: number): Msg {
  const x = st.seats[seat - 1];
  const ph = st.phase;
  const more = (first: Msg) => say("status.with_help", { first: { msg: first } });
  const cmd = (typed: string, en?: string): Arg => (en === undefined ? { msg: typed } : typedCmd(typed, en));
  if (ph.kind === "night") {
    const each = nightPromptEach(x.role);
    const prompt = each && say("common.name", { name: { each } });
    const waiting = x.alive && ph.actors.includes(seat) && !ph.done.includes(seat);
    if (waiting && prompt) return more(prompt);
    // Issue 25 item 10: a witch with a potion has a decision to make, told what she can type now.
    if (waiting && x.role === "witch") return more(witchChoices(st, seat));
    if (waiting && (roleSpec(x.role).night?.acts.length ?? 0) > 0) return more(say("status.skill_pending"));
    // The wolves' room's own hint (the router's reply to a non-knife message there).
    if (roleSpec(x.role).team === "wolf")
      return say("status.wolf_room", {
        cmd: cmd("杀X号", "kill N"),
        cmd2: cmd("X号确定"),
        cmd3: cmd("空刀", "no kill"),
      });
    return more(say("status.night_nothing"));
  }
  if (ph.kind === "signup") return more(say("status.signup", { cmd: cmd("上警", "run"), n: seat }));
  if (ph.kind === "vote" && (ph.voters.includes(seat) || ph.muted.includes(seat)))
    return say("status.vote_how", {
      round: wordArg("round", ph.round),
      cmd: { msg: say("status.cmd_vote") },
      seats: seatsArg(ph.options),
      cmd2: cmd("弃票", "abstain"),
    });
  if (ph.kind === "shot" && ph.seat === seat)
    return say("status.shot", { cmd: cmd("开枪X号", "shoot N"), cmd2: cmd("不开枪", "no shot") });
  if (ph.kind === "badge" && ph.seat === seat)
    return say("status.badge", { cmd: cmd("移交X号", "badge N"), cmd2: cmd("撕警徽", "tear badge") });
  if (ph.kind === "window" && ph.seat === seat) return say("status.window", { cmd: cmd("不发动") });
  if (ph.kind === "speaking" && ph.queue[ph.idx] === seat) return say("status.speaking");
  return more(say("status.nothing", { cmd: cmd("轮到谁"), cmd2: cmd("还剩多久"), cmd3: cmd("状态") }));
}

/** {@link closestCommandMsg} in 简体. */
export function closestCommand(st: GameState, seat: number): string {
  return render(closestCommandMsg(st, seat));
}
