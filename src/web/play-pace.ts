/**
 * The playground's pace (issue 26 item 2) and forum jumps (item 1): a table's rule clock runs at
 * the speed picked, except while one of the person's seats is due — his speech, his ballot, his
 * night act, his shot, badge, order, 归票 or day skill — when it runs at real time (1×), so a
 * phone player has the full 60 s of a speech or 120 s of a vote, as in a real room; the scripted
 * parts keep the chosen speed. A forum table's clock can jump to its next deadline.
 *
 * The clock is handed to the runtime as an `anchor` whose fields are read at every tick
 * (`anchoredClock` in src/app/ports.ts): the runtime's timers are armed for the chosen speed, so a
 * slower clock only wakes them early (they wait again, never fire before their deadline).
 */

import { RESOLVE_AFTER_CLOSE_MS, SETTLE_AFTER_CLOSE_MS } from "../engine/calendar.ts";
import { forumKnives } from "../engine/camps.ts";
import { liveSpec, roleSpec } from "../engine/roles/index.ts";
import { type FlowId, flowOf } from "../engine/rulesets/flow.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import { skillsLost } from "../engine/statuses.ts";
import type { GameState } from "../engine/types.ts";
import { hkDueOf } from "./play-pace-hk.ts";

/**
 * A rule clock whose rate can change (rule ms per wall ms) and that can jump forward. `speed` is
 * the rate picked for the table; {@link slow} runs it at 1× from now on, {@link fast} back at `speed`.
 */
export class PlayClock {
  private wall0: number;
  private rule0: number;
  private rate: number;
  private lastWall = 0;

  /**
   * @param speed rule seconds per wall second picked for the table (≥ 1)
   * @param startRuleMs rule time (epoch ms) now
   * @param wall the wall clock (ms), injectable for tests
   */
  constructor(
    readonly speed: number,
    startRuleMs: number,
    private readonly wall: () => number = Date.now,
  ) {
    this.wall0 = wall();
    this.rule0 = startRuleMs;
    this.rate = speed;
  }

  /** Rule ms now. */
  now(): number {
    return this.ruleAt(this.wall());
  }

  /** Rule ms per wall ms now (`speed`, or 1 while the person's seat is due). */
  get currentRate(): number {
    return this.rate;
  }

  /** Whether the clock runs at 1× for the person now. */
  get isSlow(): boolean {
    return this.rate !== this.speed;
  }

  /** From now on, real time (1×). */
  slow(): void {
    this.setRate(1);
  }

  /** From now on, the picked speed. */
  fast(): void {
    this.setRate(this.speed);
  }

  /** Moves rule time forward to `ruleMs` (never back); the rate is kept. */
  jumpTo(ruleMs: number): void {
    const w = this.wall();
    if (ruleMs <= this.ruleAt(w)) return;
    this.rule0 = ruleMs;
    this.wall0 = w;
  }

  /**
   * The anchor for `startRuntime({ speed, anchor })`: `anchoredClock` computes
   * `ruleMs + (Date.now() - wallMs) * speed` at every read; these getters make that this clock's
   * time (the wall read in between differs by at most a millisecond).
   */
  anchor(): { wallMs: number; ruleMs: number } {
    const self = this;
    return {
      get ruleMs() {
        self.lastWall = self.wall();
        return self.ruleAt(self.lastWall);
      },
      get wallMs() {
        return self.lastWall;
      },
    };
  }

  /** Wall ms at which rule time `ruleMs` is reached at the current rate (null for null). */
  wallAt(ruleMs: number | null): number | null {
    if (ruleMs === null) return null;
    return this.wall() + Math.max(0, ruleMs - this.now()) / this.rate;
  }

  private setRate(rate: number): void {
    if (rate === this.rate) return;
    const w = this.wall();
    this.rule0 = this.ruleAt(w);
    this.wall0 = w;
    this.rate = rate;
  }

  private ruleAt(w: number): number {
    return this.rule0 + (w - this.wall0) * this.rate;
  }
}

/** The words a player types for a night act with a seat (README "In the chat"). */
const VERB: Record<string, string> = {
  check: "验",
  guard: "守",
  devour: "吞噬",
  dream: "摄梦",
  charm: "魅惑",
  model: "榜样",
  silence: "禁言",
  pipe: "吹笛",
};

/** What a seat is awaited for. */
export type DueKind =
  | "speech"
  | "vote"
  | "night"
  | "knife"
  | "shot"
  | "badge"
  | "order"
  | "recommend"
  | "window"
  | "posts"
  | "start"
  | "witch";

/** A ready-made answer the page offers for what is due (the person may type anything else). */
export interface QuickReply {
  /** The button's words. */
  label: string;
  where: "group" | "dm" | "wolves";
  text: string;
}

/**
 * A row of seat buttons (issue 26 leftovers item 4): one per seat the act may name; the text sent
 * for seat n is `text` with `{n}` replaced by n.
 */
export interface Aim {
  /** The row's words, e.g. 投票 or 验. */
  label: string;
  where: "group" | "dm" | "wolves";
  text: string;
  seats: number[];
}

/** What `seat` is awaited for now, with the ready-made answers, or null when nothing is due. */
export interface Due {
  kind: DueKind;
  /** What the page tells the person (Chinese). */
  zh: string;
  replies: QuickReply[];
  /** Where the act is typed, when neither `aim` nor `replies` says it (the page's tab, leftovers item 6). */
  where?: "group" | "dm" | "wolves";
  /** Seat buttons for an act that names a seat (every seat it may name, not only the first). */
  aim?: Aim;
  /** forum-25: the rule time (ms) by which it is owed (a deadline the jump may pass). */
  byMs?: number;
  /** forum-25: what passing that deadline without it costs, in players' words (the jump's confirmation). */
  miss?: string;
  /** Nothing is owed: a skill usable at any time, offered when nothing else is (forum-hk's 玫瑰, HK113). */
  anytime?: true;
}

/** The seat buttons of `verb` (`验{n}号`) over `seats`, or undefined for none. */
function aimOf(label: string, where: Aim["where"], text: string, seats: number[]): Aim | undefined {
  return seats.length > 0 ? { label, where, text, seats } : undefined;
}

/**
 * A calendar flow's own `dueOf` (forum-hk's `play-pace-hk.ts`, forum-25's {@link forumDueOf};
 * `posts`: the seat's posts today); null for the timed table, answered by {@link dueOf} itself.
 */
const CALENDAR_DUE: Readonly<Record<FlowId, ((s: GameState, seat: number, posts: number) => Due | null) | null>> = {
  timed: null,
  "forum-25": (s, seat, posts) => forumDueOf(s, seat, posts),
  "forum-hk": (s, seat) => hkDueOf(s, seat),
};

/**
 * What seat `seat` is awaited for in state `s`, or null (issue 26 item 2: the clock runs at 1×
 * while it is not null for one of the person's seats). Optional moves (the sheriff sign-up, a
 * 退水, a boom) never count as due: nobody waits for them.
 */
export function dueOf(s: GameState, seat: number, opts: { posts?: number } = {}): Due | null {
  const ph = s.phase;
  const x = s.seats[seat - 1];
  if (!x) return null;
  const calendarDue = CALENDAR_DUE[flowOf(s.setup)];
  if (calendarDue) return calendarDue(s, seat, opts.posts ?? 0);
  const alive = s.seats.filter((y) => y.alive && y.seat !== seat).map((y) => y.seat);
  switch (ph.kind) {
    case "speaking": {
      if (ph.queue[ph.idx] !== seat) return null;
      const start = { label: "开始发言", where: "group" as const, text: `${seat}号` };
      const end = { label: "过（结束发言）", where: "group" as const, text: "过" };
      return { kind: "speech", zh: "轮到你发言了", replies: ph.started ? [end] : [start, end] };
    }
    case "vote": {
      if (![...ph.voters, ...ph.muted].includes(seat) || String(seat) in ph.ballots) return null;
      const muted = ph.muted.includes(seat);
      const replies: QuickReply[] = [{ label: "弃票", where: "dm", text: "弃票" }];
      // Every votable seat (issue 26 leftovers item 4), not the first one only.
      const aim = muted
        ? undefined
        : aimOf(
            "投票",
            "dm",
            "投{n}号",
            ph.options.filter((o) => o !== seat),
          );
      return {
        kind: "vote",
        zh: muted ? "请私聊法官投弃票（你本轮没有投票权）" : "请私聊法官投票",
        replies,
        ...(aim ? { aim } : {}),
      };
    }
    case "night": {
      if (!x.alive) return null;
      const step = ph.steps && ph.stepIdx !== undefined ? ph.steps[ph.stepIdx] : undefined;
      const spec = roleSpec(x.role);
      // The knife (000 §八(三)2): a knife-carrying wolf who has not proposed, until it settles (in its step, T4).
      if (spec.knife && !ph.knifeSettled && !(String(seat) in ph.knife) && (step === undefined || step === "wolves")) {
        const first = Object.values(ph.knife).find((t) => typeof t === "number");
        const replies: QuickReply[] = [{ label: "空刀", where: "wolves", text: "空刀" }];
        if (typeof first === "number")
          replies.unshift({ label: `跟刀${first}号`, where: "wolves", text: `杀${first}号` });
        return { kind: "knife", zh: "请在狼人群里商量刀口", replies };
      }
      if (!ph.actors.includes(seat) || ph.done.includes(seat)) return null;
      if (step !== undefined && spec.night?.fixedStep !== step) return null;
      const acts = spec.night?.acts ?? [];
      const decline: QuickReply = { label: "不发动", where: "dm", text: "不发动" };
      // Each living seat the skill may name (issue 26 leftovers item 4), as a row of seat buttons.
      const act = acts.find((a) => VERB[a]);
      const knife = { settled: ph.knifeSettled, target: ph.knifeTarget };
      const seats = act
        ? s.seats.filter((y) => y.alive && spec.night?.validate(s, x, act, y.seat, knife) === null).map((y) => y.seat)
        : [];
      const aim = act ? aimOf(VERB[act], "dm", `${VERB[act]}{n}号`, seats) : undefined;
      const replies: QuickReply[] = [decline];
      return { kind: "night", zh: "请私聊法官行动（看私聊里的提示）", replies, ...(aim ? { aim } : {}) };
    }
    case "shot":
      return ph.seat === seat
        ? { kind: "shot", zh: "你可以开枪", replies: [{ label: "不开枪", where: "dm", text: "不开枪" }] }
        : null;
    case "badge": {
      if (ph.seat !== seat) return null;
      const replies: QuickReply[] = [];
      if (rulesetOf(s.setup.ruleset).sheriff.mayTear) replies.push({ label: "撕警徽", where: "dm", text: "撕警徽" });
      const aim = aimOf("移交警徽给", "dm", "移交{n}号", alive);
      return { kind: "badge", zh: "请移交警徽", replies, ...(aim ? { aim } : {}) };
    }
    case "order":
      return ph.seat === seat
        ? {
            kind: "order",
            zh: "请选择发言顺序",
            replies: [
              { label: "警右", where: "group", text: "警右" },
              { label: "警左", where: "group", text: "警左" },
            ],
          }
        : null;
    case "recommend":
      return ph.seat === seat
        ? { kind: "recommend", zh: "请归票", replies: [{ label: "不归票", where: "group", text: "不归票" }] }
        : null;
    case "window":
      return ph.seat === seat
        ? { kind: "window", zh: "你可以发动技能", replies: [{ label: "不发动", where: "dm", text: "不发动" }] }
        : null;
    default:
      return null;
  }
}

/** forum-25's night acts that name a seat, in players' words (README "forum-25 版杀 in the chat"). */
const FORUM_VERB: Record<string, { zh: string; text: string; decline?: string }> = {
  guard: { zh: "守护", text: "守 {n}", decline: "空守" },
  check: { zh: "查验", text: "验 {n}" },
  adore: { zh: "爱慕", text: "爱慕 {n}", decline: "不用" },
  charge: { zh: "冲锋", text: "冲锋 {n}", decline: "不冲锋" },
};

/** A forum day's post quota (6L 潜水(1); `DAY_MIN_POSTS` of src/app/forum-posts.ts). */
export const FORUM_DAY_POSTS = 5;

/**
 * What seat `seat` owes before the forum table's current deadline (issue 26 leftovers item 1): a
 * badge or a day shot still owed, cupid's link or the servant's master in phase S, the day's vote
 * post and its post quota, the night's knife, skill or potion; with its deadline (`byMs`) and what
 * missing it costs (`miss`, the jump's confirmation). `posts`: the seat's posts today.
 */
export function forumDueOf(s: GameState, seat: number, posts: number): Due | null {
  const ph = s.phase;
  const x = s.seats[seat - 1];
  const f = s.forum;
  if (!x || ph.kind === "ended") return null;
  const others = s.seats.filter((y) => y.alive && y.seat !== seat && y.mem.revealed !== true).map((y) => y.seat);
  // F19: an out sheriff must still pass the badge; F16: a day-exited hunter's shot.
  if (f?.badge && f.badge.seat === seat && f.badge.pending === null) {
    const aim = aimOf("警徽交给", "dm", "警徽 {n}", others);
    return {
      kind: "badge",
      zh: "你要移交警徽（版杀的警徽不能撕）：私聊机器人“警徽 12”",
      replies: [],
      ...(aim ? { aim } : {}),
      byMs: f.badge.dueMs,
      miss: "你还没移交警徽，跳到截止后警徽会随机交给一名玩家",
    };
  }
  if (f?.shot && f.shot.seat === seat) {
    const aim = aimOf("开枪带走", "dm", "开枪 {n}", others);
    return {
      kind: "shot",
      zh: "你可以开枪：私聊机器人“开枪 12”或“不开枪”",
      replies: [{ label: "不开枪", where: "dm", text: "不开枪" }],
      ...(aim ? { aim } : {}),
      byMs: f.shot.dueMs,
      miss: "你还没决定开不开枪，跳到截止后就不能再开枪了",
    };
  }
  if (!x.alive) return null;
  if (ph.kind === "forum_start") {
    const by = f?.day1OpenMs;
    if (x.role === "cupid" && typeof x.mem.linkA !== "number")
      return {
        kind: "start",
        zh: "请私聊机器人连两名情侣，例如“连 3 8”（可以连自己），第1天开门前",
        replies: [],
        where: "dm",
        ...(by ? { byMs: by } : {}),
        miss: "你还没连情侣，跳到第1天开门会随机连两人",
      };
    if (x.role === "servant" && typeof x.mem.master !== "number") {
      const aim = aimOf("认主", "dm", "认主 {n}", others);
      return {
        kind: "start",
        zh: "请私聊机器人认一名主人，例如“认主 5”，第1天开门前",
        replies: [],
        ...(aim ? { aim } : {}),
        ...(by ? { byMs: by } : {}),
        miss: "你还没认主，跳到第1天开门后你就没有主人了",
      };
    }
    return null;
  }
  if (ph.kind === "forum_day") {
    const vote = x.mem.revealed !== true && !(String(seat) in ph.ballots);
    const short = !ph.spedUp && posts < FORUM_DAY_POSTS;
    if (!vote && !short) return null;
    const owed: string[] = [];
    const costs: string[] = [];
    if (vote) {
      owed.push("投票帖（第一行“投票对象：12号”或“投票对象：弃权”，第二行“投票理由：……”）");
      costs.push(
        ph.spedUp ? "你今天还没投票，跳到收票就算没投" : "你今天还没投票，跳到收票会记为没投票，按规则给一张黄牌",
      );
    }
    if (short) {
      owed.push(`至少${FORUM_DAY_POSTS}帖（你今天发了${posts}帖）`);
      costs.push(`你今天只发了${posts}帖，不足${FORUM_DAY_POSTS}帖，收票时会因潜水给一张黄牌`);
    }
    const reason = "投票理由：试玩快捷投票";
    const aim = vote ? aimOf("投票给", "group", `投票对象：{n}号\n${reason}`, others) : undefined;
    return {
      kind: vote ? "vote" : "posts",
      where: "group",
      zh: `今天收票前请在讨论帖发：${owed.join("；")}`,
      replies: vote ? [{ label: "投弃权", where: "group", text: `投票对象：弃权\n${reason}` }] : [],
      ...(aim ? { aim } : {}),
      byMs: ph.closeMs,
      miss: costs.join("；"),
    };
  }
  if (ph.kind !== "forum_night" || skillsLost(x)) return null;
  const living = s.seats.filter((y) => y.alive).map((y) => y.seat);
  if (ph.stage === "acts") {
    const byMs = ph.closeMs + SETTLE_AFTER_CLOSE_MS;
    if (forumKnives(s).includes(seat) && !(String(seat) in ph.kill)) {
      const aim = aimOf("刀", "dm", "刀 {n}", living);
      return {
        kind: "knife",
        zh: "请和狼队商量刀口：私聊机器人或在狼人群发“刀 12”或“空刀”",
        replies: [{ label: "空刀", where: "dm", text: "空刀" }],
        ...(aim ? { aim } : {}),
        byMs,
        miss: "你今晚还没提刀，跳到截止时狼队刀口不一致就是空刀",
      };
    }
    const skill = liveSpec(s, x).night;
    const done = (ph.acts[String(seat)] ?? []).length > 0;
    const act = skill?.acts.find((a) => FORUM_VERB[a]);
    if (!skill || !act || done || !skill.active(s, x, ph.n)) return null;
    const v = FORUM_VERB[act];
    const knife = { settled: false, target: null };
    const aim = aimOf(
      v.zh,
      "dm",
      v.text,
      living.filter((n) => skill.validate(s, x, act, n, knife) === null),
    );
    return {
      kind: "night",
      zh: `今晚请私聊机器人${v.zh}，例如“${v.text.replace("{n}", "12")}”`,
      replies: v.decline ? [{ label: v.decline, where: "dm", text: v.decline }] : [],
      ...(aim ? { aim } : {}),
      byMs,
      miss: `你今晚还没${v.zh}，跳到截止就算放弃`,
    };
  }
  if (ph.stage === "witch") {
    const skill = liveSpec(s, x).night;
    if (!skill?.acts.includes("poison") || (ph.acts[String(seat)] ?? []).length > 0) return null;
    const antidote = x.mem.antidoteUsed !== true;
    const poison = x.mem.poisonUsed !== true;
    if (!antidote && !poison) return null;
    const replies: QuickReply[] = [{ label: "不用药", where: "dm", text: "不用" }];
    if (antidote)
      for (const k of [ph.killTarget, ph.kill2Target])
        if (typeof k === "number") replies.unshift({ label: `救${k}号`, where: "dm", text: `救 ${k}` });
    const aim = poison
      ? aimOf(
          "毒",
          "dm",
          "毒 {n}",
          living.filter((n) => n !== seat),
        )
      : undefined;
    return {
      kind: "witch",
      zh: "女巫请用药：私聊机器人“救 12”“毒 12”或“不用”",
      replies,
      ...(aim ? { aim } : {}),
      byMs: ph.closeMs + RESOLVE_AFTER_CLOSE_MS,
      miss: "你今晚还没用药，跳到截止就算不用",
    };
  }
  return null;
}
