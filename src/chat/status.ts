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
 * `轮到谁`, `还剩多久` and the closest command are messages (the `status` phrasebook, issue 23; their
 * `…Text` forms are the 简体); the board is 简体 text still.
 */
import { boardOfSetup } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState, Timer } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { DEFAULT_LANG, labelWords, type WordKey, wordOf } from "../vocab/index.ts";
import { type Arg, type Msg, render, say } from "../vocab/msg.ts";
import { canonicalChars } from "./canonical.ts";
import { cardName } from "./card-texts.ts";
import { dropTrailing } from "./grammar.ts";
import { nightPrompt } from "./narrate.ts";

/** Who reads the board. */
export type Viewer = "judge" | "inspector" | "public";

/** Trailing marks a status question may carry. */
const STATUS_TRAILING = new Set(["?", "？", "。", "!", "！", " ", "\t", "\n"]);

/** A status question a player may ask by DM, or null. */
export type StatusQuery = "board" | "turn" | "time";

/** `状态` / `局势` → board, `轮到谁` / `谁发言` → turn, `还剩多久` / `还有多久` / `剩多少时间` → time. */
export function statusQuery(text: string): StatusQuery | null {
  // A status question is a few words: a long message is none (and is not scanned).
  if (text.length > 40) return null;
  const t = dropTrailing(canonicalChars(text).trim(), STATUS_TRAILING);
  if (/^(?:状态|局势|当前状态|查看状态)$/.test(t)) return "board";
  if (/^(?:轮到谁了?|现在轮到谁了?|谁发言|现在谁发言|该谁了|到谁了)$/.test(t)) return "turn";
  if (/^(?:还剩多久|还有多久|还剩多少时间|剩多少时间|还剩几秒|还有多长时间)$/.test(t)) return "time";
  return null;
}

/** A phase and a label in words: the vocabulary's (src/vocab/). */
const phaseZh = (phase: string) => wordOf(DEFAULT_LANG, "phase", phase);
const labelZh = (label: string) => labelWords(label);

const seatList = (xs: number[]) => (xs.length ? xs.map((n) => `${n}号`).join("、") : "无");

/** The earliest real deadline (no nudge, no speech reminder). */
function nextDeadline(timers: Timer[]): Timer | null {
  const real = timers.filter((t) => t.kind !== "nudge" && t.kind !== "remind");
  return real.length ? real.reduce((a, b) => (b.dueMs < a.dueMs ? b : a)) : null;
}

/**
 * The board for `viewer` (see module comment). `names`: seat → display name (cleaned);
 * `nowMs`: the game clock now (ms).
 */
export function boardText(st: GameState, o: { viewer: Viewer; names: Record<number, string>; nowMs: number }): string {
  const pub = publicView(st);
  const staff = o.viewer !== "public";
  const lines: string[] = [];
  const paused = st.paused ? "（已暂停）" : "";
  const phase = staff ? st.phase.kind : pub.phase;
  // Issue 26 item 6: every game the chat lists names its ruleset (and board).
  lines.push(`规则：${rulesetOf(st.setup.ruleset).zh}规则 · ${boardOfSetup(st.setup)?.zh ?? "自定义板子"}`);
  lines.push(`当前：${labelZh(st.label)} ${phaseZh(phase)}${paused}`);
  lines.push(turnText(st, o.nowMs, o.viewer));
  if (staff) lines.push(...staffLines(st));
  else if (pub.candidates.length)
    lines.push(`上警：${seatList(pub.candidates.filter((n) => !pub.withdrawn.includes(n)))}`);
  lines.push(
    `警长：${st.sheriff && (staff || pub.sheriff) ? `${st.sheriff}号` : st.badgeGone ? "无（警徽流失）" : "无"}`,
  );
  for (const x of st.seats) {
    const p = pub.seats[x.seat - 1];
    const name = o.names[x.seat] ? `「${o.names[x.seat]}」` : "";
    // Roles for the judge and his inspector only (a flipped idiot is in the group's history, not on this board).
    const role = staff ? ` ${cardName(x.role)}` : "";
    const out = staff
      ? x.alive
        ? ""
        : `（${x.diedAt ? `${labelZh(x.diedAt)}` : ""}出局${x.announced ? "" : "，未公布"}）`
      : p.alive
        ? ""
        : `（${p.out ? labelZh(p.out) : ""}出局）`;
    const marks = [x.warnings ? `警告${x.warnings}` : "", x.noShows ? `黑麦${x.noShows}` : ""]
      .filter(Boolean)
      .join(" ");
    lines.push(
      `${x.seat}号${role}${name}${out}${st.sheriff === x.seat && (staff || pub.sheriff) ? " 警长" : ""}${marks ? ` ${marks}` : ""}`,
    );
  }
  if (o.viewer === "inspector") lines.push("（督察长只读：法官指令只由本局法官使用。）");
  return lines.join("\n");
}

/** Who has and has not acted / voted / signed up, with roles, the knife and the ballots (staff only). */
function staffLines(st: GameState): string[] {
  const ph = st.phase;
  const who = (n: number) => `${n}号${cardName(st.seats[n - 1].role)}`;
  if (ph.kind === "night") {
    const waiting = ph.actors.filter((n) => !ph.done.includes(n));
    const knife = ph.knifeSettled ? (ph.knifeTarget === null ? "空刀" : `${ph.knifeTarget}号`) : "未统一";
    return [
      `今晚已行动：${ph.done.length ? ph.done.map(who).join("、") : "无"}；未行动：${waiting.length ? waiting.map(who).join("、") : "无"}`,
      `刀口：${knife}`,
    ];
  }
  if (ph.kind === "vote") {
    const all = [...ph.voters, ...ph.muted];
    const done = all.filter((n) => String(n) in ph.ballots);
    const ballots = done
      .map((n) => `${n}号→${ph.ballots[String(n)] === null ? "弃票" : `${ph.ballots[String(n)]}号`}`)
      .join("、");
    return [`已投票：${done.length ? ballots : "无"}；未投票：${seatList(all.filter((n) => !done.includes(n)))}`];
  }
  if (ph.kind === "signup" || ph.kind === "correction" || ph.kind === "withdraw")
    return [`上警：${seatList(st.election?.candidates ?? [])}；退水：${seatList(st.election?.withdrawn ?? [])}`];
  return [];
}

/** Time left as a message: `2分05秒` / `2 min 05 s`, `40秒` / `40 s`. */
function leftMsg(ms: number): Msg {
  const sec = Math.max(0, Math.ceil(ms / 1000));
  return sec >= 60
    ? say("status.left_min_sec", { m: Math.floor(sec / 60), s: String(sec % 60).padStart(2, "0") })
    : say("status.left_sec", { s: sec });
}

/** Seats as an argument: the list, or 无 / none. */
const seatsArg = (xs: readonly number[]): Arg => (xs.length ? { seats: xs } : { msg: say("common.none") });
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
function witchChoices(st: GameState, seat: number): string {
  const x = st.seats[seat - 1];
  const ph = st.phase;
  if (ph.kind !== "night") return "";
  const antidote = x.mem.antidoteUsed !== true;
  const poison = x.mem.poisonUsed !== true;
  const step = ph.steps && ph.stepIdx !== undefined ? ph.steps[ph.stepIdx] : undefined;
  if (ph.steps && step !== "witch")
    return "女巫：轮到女巫行动时法官会私聊你今晚的刀口，到时再回复“救”、“毒X号”或“不用药”。";
  const options = [
    antidote && ph.knifeSettled ? "用解药回复“救”" : "",
    poison ? "用毒药回复“毒X号”（例如“毒5号”）" : "",
    "两瓶都不用回复“不用药”",
  ].filter(Boolean);
  const wait = antidote && !ph.knifeSettled ? "刀口统一后法官会私聊告诉你，那时才能用解药。" : "";
  return `女巫：你今晚还没有用药。${wait}现在可以：${options.join("；")}。每晚只能用一瓶药。`;
}

/**
 * The closest command for `seat`'s own card and the phase, for a DM the bot could not read
 * (instead of every command). Never more than the seat itself may know.
 */
export function closestCommandMsg(st: GameState, seat: number): Msg {
  const x = st.seats[seat - 1];
  const ph = st.phase;
  const more = (first: Msg) => say("status.with_help", { first: { msg: first } });
  const cmd = (typed: string): Arg => ({ msg: typed });
  if (ph.kind === "night") {
    const prompt = nightPrompt(x.role);
    const waiting = x.alive && ph.actors.includes(seat) && !ph.done.includes(seat);
    if (waiting && prompt) return more(prompt);
    // Issue 25 item 10: a witch with a potion has a decision to make, told what she can type now.
    if (waiting && x.role === "witch") return more(witchChoices(st, seat));
    if (waiting && (roleSpec(x.role).night?.acts.length ?? 0) > 0) return more(say("status.skill_pending"));
    // The wolves' room's own hint (the router's reply to a non-knife message there).
    if (roleSpec(x.role).team === "wolf")
      return say("status.wolf_room", { cmd: cmd("杀X号"), cmd2: cmd("X号确定"), cmd3: cmd("空刀") });
    return more(say("status.night_nothing"));
  }
  if (ph.kind === "signup") return more(say("status.signup", { cmd: cmd("上警"), n: seat }));
  if (ph.kind === "vote" && (ph.voters.includes(seat) || ph.muted.includes(seat)))
    return say("status.vote_how", {
      round: wordArg("round", ph.round),
      cmd: { msg: say("status.cmd_vote") },
      seats: seatsArg(ph.options),
      cmd2: cmd("弃票"),
    });
  if (ph.kind === "shot" && ph.seat === seat) return say("status.shot", { cmd: cmd("开枪X号"), cmd2: cmd("不开枪") });
  if (ph.kind === "badge" && ph.seat === seat) return say("status.badge", { cmd: cmd("移交X号"), cmd2: cmd("撕警徽") });
  if (ph.kind === "window" && ph.seat === seat) return say("status.window", { cmd: cmd("不发动") });
  if (ph.kind === "speaking" && ph.queue[ph.idx] === seat) return say("status.speaking");
  return more(say("status.nothing", { cmd: cmd("轮到谁"), cmd2: cmd("还剩多久"), cmd3: cmd("状态") }));
}

/** {@link closestCommandMsg} in 简体. */
export function closestCommand(st: GameState, seat: number): string {
  return render(closestCommandMsg(st, seat));
}
