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
import { type FlowId, flowOf } from "../engine/rulesets/flow.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState } from "../engine/types.ts";
import { say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { aimOf, type Due, type QuickReply, wp } from "./play-due.ts";
import { FORUM_DAY_POSTS, forumDueOf } from "./play-pace-forum.ts";
import { hkDueOf } from "./play-pace-hk.ts";

export type { Aim, Due, DueKind, QuickReply } from "./play-due.ts";
export { dueIn } from "./play-due.ts";
export { FORUM_DAY_POSTS };

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

/** The words a player types for a night act with a seat (README "In the chat"); the button's words by phrase. */
const VERB: Record<string, { typed: string; label: PhraseKey }> = {
  check: { typed: "验", label: "web_play.verb_check" },
  guard: { typed: "守", label: "web_play.verb_guard" },
  devour: { typed: "吞噬", label: "web_play.verb_devour" },
  dream: { typed: "摄梦", label: "web_play.verb_dream" },
  charm: { typed: "魅惑", label: "web_play.verb_charm" },
  model: { typed: "榜样", label: "web_play.verb_model" },
  silence: { typed: "禁言", label: "web_play.verb_silence" },
  pipe: { typed: "吹笛", label: "web_play.verb_pipe" },
};

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
      const start = { label: wp("b_start_speech"), where: "group" as const, text: `${seat}号` };
      const end = { label: wp("b_end_speech"), where: "group" as const, text: "过" };
      return { kind: "speech", zh: wp("speech"), replies: ph.started ? [end] : [start, end] };
    }
    case "vote": {
      if (![...ph.voters, ...ph.muted].includes(seat) || String(seat) in ph.ballots) return null;
      const muted = ph.muted.includes(seat);
      const replies: QuickReply[] = [{ label: wp("b_abstain"), where: "dm", text: "弃票" }];
      // Every votable seat (issue 26 leftovers item 4), not the first one only.
      const aim = muted
        ? undefined
        : aimOf(
            wp("b_vote"),
            "dm",
            "投{n}号",
            ph.options.filter((o) => o !== seat),
          );
      return {
        kind: "vote",
        zh: wp(muted ? "vote_muted" : "vote"),
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
        const replies: QuickReply[] = [{ label: wp("b_no_knife"), where: "wolves", text: "空刀" }];
        if (typeof first === "number")
          replies.unshift({
            label: wp("b_follow_knife", { seat: { seat: first } }),
            where: "wolves",
            text: `杀${first}号`,
          });
        return { kind: "knife", zh: wp("knife"), replies };
      }
      if (!ph.actors.includes(seat) || ph.done.includes(seat)) return null;
      if (step !== undefined && spec.night?.fixedStep !== step) return null;
      const acts = spec.night?.acts ?? [];
      const decline: QuickReply = { label: wp("b_decline"), where: "dm", text: "不发动" };
      // Each living seat the skill may name (issue 26 leftovers item 4), as a row of seat buttons.
      const act = acts.find((a) => VERB[a]);
      const knife = { settled: ph.knifeSettled, target: ph.knifeTarget };
      const seats = act
        ? s.seats.filter((y) => y.alive && spec.night?.validate(s, x, act, y.seat, knife) === null).map((y) => y.seat)
        : [];
      const aim = act ? aimOf(say(VERB[act].label), "dm", `${VERB[act].typed}{n}号`, seats) : undefined;
      const replies: QuickReply[] = [decline];
      return { kind: "night", zh: wp("night"), replies, ...(aim ? { aim } : {}) };
    }
    case "shot":
      return ph.seat === seat
        ? { kind: "shot", zh: wp("shot"), replies: [{ label: wp("b_no_shot"), where: "dm", text: "不开枪" }] }
        : null;
    case "badge": {
      if (ph.seat !== seat) return null;
      const replies: QuickReply[] = [];
      if (rulesetOf(s.setup.ruleset).sheriff.mayTear)
        replies.push({ label: wp("b_tear"), where: "dm", text: "撕警徽" });
      const aim = aimOf(wp("b_pass_badge"), "dm", "移交{n}号", alive);
      return { kind: "badge", zh: wp("badge"), replies, ...(aim ? { aim } : {}) };
    }
    case "order":
      return ph.seat === seat
        ? {
            kind: "order",
            zh: wp("order"),
            replies: [
              { label: wp("b_right"), where: "group", text: "警右" },
              { label: wp("b_left"), where: "group", text: "警左" },
            ],
          }
        : null;
    case "recommend":
      return ph.seat === seat
        ? {
            kind: "recommend",
            zh: wp("recommend"),
            replies: [{ label: wp("b_no_recommend"), where: "group", text: "不归票" }],
          }
        : null;
    case "window":
      return ph.seat === seat
        ? { kind: "window", zh: wp("window"), replies: [{ label: wp("b_decline"), where: "dm", text: "不发动" }] }
        : null;
    default:
      return null;
  }
}
