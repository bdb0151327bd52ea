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
import { roleSpec } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState } from "../engine/types.ts";

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
export type DueKind = "speech" | "vote" | "night" | "knife" | "shot" | "badge" | "order" | "recommend" | "window";

/** A ready-made answer the page offers for what is due (the person may type anything else). */
export interface QuickReply {
  /** The button's words. */
  label: string;
  where: "group" | "dm" | "wolves";
  text: string;
}

/** What `seat` is awaited for now, with the ready-made answers, or null when nothing is due. */
export interface Due {
  kind: DueKind;
  /** What the page tells the person (Chinese). */
  zh: string;
  replies: QuickReply[];
}

/**
 * What seat `seat` is awaited for in state `s`, or null (issue 26 item 2: the clock runs at 1×
 * while it is not null for one of the person's seats). Optional moves (the sheriff sign-up, a
 * 退水, a boom) never count as due: nobody waits for them.
 */
export function dueOf(s: GameState, seat: number): Due | null {
  const ph = s.phase;
  const x = s.seats[seat - 1];
  if (!x) return null;
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
      const pick = ph.options.find((o) => o !== seat);
      const replies: QuickReply[] = [{ label: "弃票", where: "dm", text: "弃票" }];
      if (!muted && pick !== undefined) replies.push({ label: `投${pick}号`, where: "dm", text: `投${pick}号` });
      return { kind: "vote", zh: muted ? "请私聊法官投弃票（你本轮没有投票权）" : "请私聊法官投票", replies };
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
      // A skill that may pass offers 不发动 first; one that needs a seat (a check, the last snow wolf's devour…) a seat first.
      const verb = acts.map((a) => VERB[a]).find(Boolean);
      const aim: QuickReply[] =
        verb && alive.length > 0 ? [{ label: `${verb}${alive[0]}号`, where: "dm", text: `${verb}${alive[0]}号` }] : [];
      const replies: QuickReply[] = acts.includes("pass") || aim.length === 0 ? [decline, ...aim] : [...aim, decline];
      return { kind: "night", zh: "请私聊法官行动（看私聊里的提示）", replies };
    }
    case "shot":
      return ph.seat === seat
        ? { kind: "shot", zh: "你可以开枪", replies: [{ label: "不开枪", where: "dm", text: "不开枪" }] }
        : null;
    case "badge": {
      if (ph.seat !== seat) return null;
      const replies: QuickReply[] = alive.length
        ? [{ label: `移交${alive[0]}号`, where: "dm", text: `移交${alive[0]}号` }]
        : [];
      if (rulesetOf(s.setup.ruleset).sheriff.mayTear) replies.push({ label: "撕警徽", where: "dm", text: "撕警徽" });
      return { kind: "badge", zh: "请移交警徽", replies };
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
