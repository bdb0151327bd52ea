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
 */
import { boardOfSetup } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState, SpeechPurpose, Timer, VoteRound } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { DEFAULT_LANG, labelWords, wordOf } from "../vocab/index.ts";
import { cardName } from "./card-texts.ts";
import { dropTrailing } from "./grammar.ts";
import { nightPrompt, SPEECH, VOTE } from "./narrate.ts";

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
  const t = dropTrailing(text.normalize("NFKC").trim(), STATUS_TRAILING);
  if (/^(?:状态|局势|当前状态|查看状态)$/.test(t)) return "board";
  if (/^(?:轮到谁了?|现在轮到谁了?|谁发言|现在谁发言|该谁了|到谁了)$/.test(t)) return "turn";
  if (/^(?:还剩多久|还有多久|还剩多少时间|剩多少时间|还剩几秒|还有多长时间)$/.test(t)) return "time";
  return null;
}

/** A phase and a label in words: the vocabulary's (src/vocab/). */
const phaseZh = (phase: string) => wordOf(DEFAULT_LANG, "phase", phase);
const labelZh = (label: string) => labelWords(label);

/** Seconds as 「2分05秒」 / 「40秒」. */
function left(ms: number): string {
  const sec = Math.max(0, Math.ceil(ms / 1000));
  return sec >= 60 ? `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, "0")}秒` : `${sec}秒`;
}

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

/** `轮到谁`: who the game waits for now, and the time left. */
export function turnText(st: GameState, nowMs: number, viewer: Viewer = "public"): string {
  const pub = publicView(st);
  if (st.phase.kind === "ended") return "游戏已结束。";
  if (st.paused) return "法官暂停了游戏，计时停止。";
  const deadline = viewer === "public" ? pub.deadlineMs : (nextDeadline(st.timers)?.dueMs ?? null);
  const time = deadline !== null ? `，还剩${left(deadline - nowMs)}` : "";
  const ph = st.phase;
  if (viewer !== "public" && ph.kind === "speaking") {
    const seat = ph.queue[ph.idx];
    return `轮到${seat}号${SPEECH[ph.purpose as SpeechPurpose]}${ph.started ? "（已开始）" : "（等待开始）"}${time}`;
  }
  if (pub.speaker) return `轮到${pub.speaker.seat}号${SPEECH[pub.speaker.purpose as SpeechPurpose] ?? "发言"}${time}`;
  if (pub.vote) return `${VOTE[pub.vote.round as VoteRound] ?? "投票"}中：可投${seatList(pub.vote.options)}${time}`;
  const phase = viewer === "public" ? pub.phase : ph.kind;
  if (phase === "night") return `天黑了，请等待天亮${viewer === "public" ? "" : time}`;
  return `现在是${phaseZh(phase)}${time}`;
}

/** `还剩多久`: the time left of what the group was last told (public) or of the next deadline. */
export function timeLeftText(st: GameState, nowMs: number): string {
  const pub = publicView(st);
  if (st.paused) return "法官暂停了游戏，计时停止。";
  if (pub.deadlineMs === null) return "现在没有公开的计时。";
  return `还剩${left(pub.deadlineMs - nowMs)}。`;
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
export function closestCommand(st: GameState, seat: number): string {
  const x = st.seats[seat - 1];
  const ph = st.phase;
  const more = "发送“帮助”查看全部指令。";
  if (ph.kind === "night") {
    const prompt = nightPrompt(x.role);
    const waiting = x.alive && ph.actors.includes(seat) && !ph.done.includes(seat);
    if (waiting && prompt) return `${prompt}${more}`;
    // Issue 25 item 10: a witch with a potion has a decision to make, told what she can type now.
    if (waiting && x.role === "witch") return `${witchChoices(st, seat)}${more}`;
    if (waiting && (roleSpec(x.role).night?.acts.length ?? 0) > 0)
      return `你今晚的技能还没有发动，请私聊法官你的选择。${more}`;
    // The wolves' room's own hint (the router's reply to a non-knife message there).
    if (roleSpec(x.role).team === "wolf") return `狼人群里只收刀口（杀X号 / X号确定 / 空刀），其他技能请私聊法官。`;
    return `现在是夜晚，你今晚没有要私聊的操作，请等待天亮。${more}`;
  }
  if (ph.kind === "signup") return `想上警请私聊“上警”或你的座位号“${seat}”；不上警不用发。${more}`;
  if (ph.kind === "vote" && (ph.voters.includes(seat) || ph.muted.includes(seat)))
    return `${VOTE[ph.round]}：请回复“投X号”（可投${seatList(ph.options)}）或“弃票”。`;
  if (ph.kind === "shot" && ph.seat === seat) return "请回复“开枪X号”或“不开枪”。";
  if (ph.kind === "badge" && ph.seat === seat) return "请回复“移交X号”或“撕警徽”。";
  if (ph.kind === "window" && ph.seat === seat) return `请回复要发动技能的座位号，或“不发动”。`;
  if (ph.kind === "speaking" && ph.queue[ph.idx] === seat)
    return "轮到你发言：发言在比赛群里进行，开始时打座位号，说完打“过”。";
  return `现在没有等你私聊的操作；可以问“轮到谁”“还剩多久”或“状态”。${more}`;
}
