/**
 * The app's side of a calendar game (forum-25: F1, F2, F7; forum-hk: HK66, HK67): what happens at
 * a close and at an opening that is not the engine's, driven by the committed events
 * ({@link GameService.observe}) and re-driven at start-up (a crash may fall between a commit and
 * its reaction):
 * - at each close, the post-quota yellow cards (004 6L 潜水(1); 002 潜水 (1)(2), the app's by HK63:
 *   fewer than 5 posts on a day not sped up, or fewer than 10 on three such days running) as
 *   directors' `card` judge commands, each with a deterministic message id, so a re-drive gives no
 *   card twice;
 * - at each opening (forum-25 from day 2; forum-hk every 09:00), the last words written by DM
 *   (`遗言 …`) of the outs before it, in out order; an out with the right but no words says so;
 * - forum-hk: a 正午 out (the duel's, HK67 骑士 「算入当日讨论日」) has his words posted as he sends
 *   them while that day is open.
 * What differs is the ruleset's calendar flow (`ruleset-flow.ts`, {@link FLOWS}), never its id.
 */

import type { Logger } from "pino";
import { type Calendar, DEFAULT_OFFSET_MIN, dayCloseMs } from "../engine/calendar.ts";
import { calOfState, isSpedUp } from "../engine/calendar-hk.ts";
import { calendarRulesetIds, type FlowId, flowOf } from "../engine/rulesets/flow.ts";
import type { DeathRecord, GameEvent, GameState } from "../engine/types.ts";
import type { Db } from "../store/db.ts";
import { ForumDayStore } from "../store/forum-days.ts";
import { type Msg, say } from "../vocab/msg.ts";
import { breachText, ForumPosts, type QuotaBreach } from "./forum-posts.ts";
import type { GameService } from "./game-service.ts";

const isForum = (s: GameState) => FLOWS[flowOf(s.setup)] !== null;

function calOf(s: GameState): Calendar | null {
  const f = s.forum;
  return f
    ? { startMs: f.startMs, day1OpenMs: f.day1OpenMs, offsetMin: s.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN }
    : null;
}

/**
 * A calendar flow's app side: whether its closes give post-quota cards (forum-25, 6L 潜水(1); kept
 * off for forum-hk), whether `e` opens a day whose opening publishes last words, which outs the
 * current opening owes (`null`: `st` is not at an opening), and why an out has no last words.
 */
interface Flow {
  quota: boolean;
  /** Whether `e` is a day's close (its count), after which the quota of that day is checked. */
  closes(e: GameEvent): boolean;
  /** Days closed so far in `st`. */
  closedDays(st: GameState): number;
  /** Whether day `n` was sped up (its close moved earlier): no quota that day. */
  spedUp(st: GameState, n: number): boolean;
  /** A quota card's reason as the judge command keeps it (简体; every reader shows it through `quotaReasonMsg`). */
  why(b: QuotaBreach, day: number): string;
  opens(e: GameEvent): boolean;
  owed(st: GameState): DeathRecord[] | null;
  /** An out whose words are posted as soon as written, while `st` is still his day (forum-hk 正午). */
  postsAtOnce(st: GameState, d: DeathRecord): boolean;
  noWords(st: GameState, d: DeathRecord): Msg;
}

const FORUM_FLOW: Flow = {
  quota: true,
  closes: (e) => e.type === "vote_closed",
  closedDays: (st) => closedDays(st),
  spedUp: (st, n) => {
    const close = st.phase.kind === "forum_night" && st.phase.n === n ? st.phase.closeMs : null;
    return spedUp(st, n, close);
  },
  why: (b, day) => breachText(b, day),
  opens: (e) => e.type === "phase_started" && e.phase.kind === "forum_day" && e.phase.n > 1,
  // F7: the deaths before today's opening (today's are day deaths, published at the next one).
  owed: (st) =>
    st.phase.kind === "forum_day" && st.phase.n > 1
      ? st.record.deaths.filter((d) => d.lastWords && d.at !== st.label)
      : null,
  postsAtOnce: () => false,
  noWords: () => say("f25_days.no_right"),
};

const HK_FLOW: Flow = {
  quota: true,
  // HK57: the count at the close (day n's, label D<n>).
  closes: (e) => e.type === "hk_counted",
  // Day n closes at its C (stage dusk of D<n>); night n follows day n−1's close (HK8).
  closedDays: (st) => {
    if (st.label === "S") return 0;
    const n = Number(st.label.slice(1));
    if (st.label.startsWith("N")) return n - 1;
    return st.phase.kind === "hk" && st.phase.stage === "dusk" ? n : n - 1;
  },
  // HK15: a day whose close was moved earlier (a `delay` moves it later: not sped up).
  spedUp: (st, n) => {
    const cal = calOfState(st);
    return cal !== null && isSpedUp(cal, n);
  },
  why: (b, day) => breachText(b, day),
  opens: (e) => e.type === "phase_started" && e.phase.kind === "hk" && e.phase.stage === "noon",
  // HK66, HK67: at day n's opening, every out with last words before it — night n's, 晨曦 n's (a
  // `D<n>` out of stage dawn) and any earlier one not yet published — in out order.
  owed: (st) =>
    st.phase.kind === "hk" && st.phase.stage === "noon"
      ? st.record.deaths.filter((d) => d.lastWords && (d.at !== st.label || d.stage === "dawn"))
      : null,
  // HK67 (骑士 「因决斗造成的死亡的角色的遗言算入当日讨论日」): a 正午 out (step 1: the duel's and
  // its chain's; 爆破's have none) posts his words that day, while 正午 is still open.
  postsAtOnce: (st, d) =>
    d.stage === "noon" && d.at === st.label && st.phase.kind === "hk" && st.phase.stage === "noon",
  noWords: (st, d) =>
    d.cause === "red_card" || st.hk?.cards?.[String(d.seat)]?.includes("red")
      ? say("f25_days.hk_no_right_red")
      : d.cause === "blast" || d.cause === "blast_self"
        ? say("f25_days.hk_no_right_blast")
        : say("f25_days.hk_no_right_night"),
};

/** The app side of each calendar flow (`ruleset-flow.ts`); null for the timed table, which has no forum days. */
const FLOWS: Record<FlowId, Flow | null> = { timed: null, "forum-25": FORUM_FLOW, "forum-hk": HK_FLOW };

/** The forum flow of a game `isForum` passed. */
const forumFlowOf = (s: GameState): Flow => {
  const flow = FLOWS[flowOf(s.setup)];
  if (!flow) throw new Error(`game of ruleset ${s.setup.ruleset} has no forum days`);
  return flow;
};

/** Seat `seat`'s latest out, or undefined. */
const lastOut = (st: GameState, seat: number): DeathRecord | undefined =>
  st.record.deaths.filter((d) => d.seat === seat).at(-1);

/** Days closed so far (S: 0; day n open: n − 1; night n: n). */
export function closedDays(s: GameState): number {
  if (s.label === "S") return 0;
  const n = Number(s.label.slice(1));
  return s.label.startsWith("N") ? n : n - 1;
}

/** Whether day `n` was sped up (F1): its close was moved before 21:00 (read from night n's phase or the log). */
function spedUp(s: GameState, n: number, closeMs: number | null): boolean {
  const cal = calOf(s);
  return cal !== null && closeMs !== null && closeMs < dayCloseMs(cal, n);
}

export class ForumDays {
  readonly posts: ForumPosts;
  /** The day rows (statements in the store). */
  private readonly store: ForumDayStore;

  constructor(
    db: Db,
    private readonly service: GameService,
    private readonly log: Logger,
  ) {
    this.posts = new ForumPosts(db);
    this.store = new ForumDayStore(db);
  }

  /** The observer of GameService: reacts to a close and to an opening. Never throws. */
  onEvents(gameId: string, events: GameEvent[], after: GameState): void {
    if (!isForum(after)) return;
    const flow = forumFlowOf(after);
    const closed = flow.quota && events.some(flow.closes);
    const opened = events.some(flow.opens);
    if (!closed && !opened) return;
    const run = this.catchUp(gameId).catch((err) => this.log.error({ err, gameId }, "forum close/opening failed"));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** The reactions started by {@link onEvents} and not yet done. */
  private readonly running = new Set<Promise<void>>();

  /** Resolves once every reaction started so far is done (a clock jump's settle, issue 24 goal 5). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Every running forum game: what a crash left undone (start-up). */
  async recover(): Promise<void> {
    for (const id of await this.store.runningGames(calendarRulesetIds())) await this.catchUp(id);
  }

  /** Idempotent: the quota cards of every closed day not yet checked, the last words of today's opening. */
  async catchUp(gameId: string): Promise<void> {
    const st = await this.service.state(gameId);
    if (!st || !isForum(st) || st.phase.kind === "ended") return;
    const flow = forumFlowOf(st);
    const n = flow.quota ? flow.closedDays(st) : 0;
    if (n > 0) {
      const done = new Set(await this.store.checkedDays(gameId));
      for (let d = 1; d <= n; d++) if (!done.has(d)) await this.quota(gameId, d);
    }
    const now = await this.service.state(gameId);
    const owed = now ? flow.owed(now) : null;
    if (owed) await this.lastWords(gameId, owed);
  }

  /** F2 / 004 6L 潜水(1), 002 潜水 (1)(2): the post-quota yellow cards of day `day`'s close. */
  private async quota(gameId: string, day: number): Promise<void> {
    const st = await this.service.state(gameId);
    if (!st || st.phase.kind === "ended") return;
    // A game without players (a scenario run through the service) has no posts and no quota (F2).
    const seated = await this.store.seatedCount(gameId);
    if (seated === 0) {
      await this.posts.closed(gameId, day, false);
      await this.posts.checked(gameId, day);
      return;
    }
    const flow = forumFlowOf(st);
    const known = await this.store.spedUp(gameId, day);
    await this.posts.closed(gameId, day, known ?? flow.spedUp(st, day));
    const alive = st.seats.filter((x) => x.alive).map((x) => x.seat);
    const breaches = await this.posts.breaches(gameId, day, alive);
    for (const [seat, breach] of breaches) {
      const r = await this.service.handle(
        gameId,
        { type: "judge", ruling: "card", seat, value: "yellow", reason: flow.why(breach, day) },
        { messageId: `quota-${gameId}-${day}-${seat}` },
      );
      if (!r.ok && r.reject.code === "game.over") break;
    }
    await this.posts.checked(gameId, day);
  }

  /** F7, HK66, HK67: last words of the outs `owed` at today's opening, published once, in out order. */
  private async lastWords(gameId: string, owed: DeathRecord[]): Promise<void> {
    if (owed.length === 0) return;
    const rows = await this.store.lastWords(gameId);
    const bySeat = new Map(rows.map((r) => [r.seat, r]));
    for (const d of owed) {
      const row = bySeat.get(d.seat);
      if (row?.publishedAt) continue;
      await this.publish(gameId, d.seat, row?.text ?? null);
    }
  }

  /** Posts seat `seat`'s last words (or that he left none) in the thread, once (keyed), and marks them published. */
  private async publish(gameId: string, seat: number, text: string | null): Promise<void> {
    const said = text
      ? say("f25_days.words", { seat: { seat }, text })
      : say("f25_days.no_words_left", { seat: { seat } });
    await this.service.notify(gameId, `lastwords-${seat}`, [{ audience: "group", text: said }]);
    await this.store.publishLastWords(gameId, seat);
  }

  /**
   * A seat's `遗言 …` by DM (F7; HK67): kept until the next opening publishes it, or (forum-hk, a
   * 正午 out while his day is open) posted at once. Null when taken, else why not, in the seat's
   * words: not out, no right (forum-25: no slot; forum-hk: a red card, 爆破, a later night's out),
   * already published. The chat's `遗言 …` of either ruleset calls this.
   */
  async writeLastWords(gameId: string, st: GameState, seat: number, text: string): Promise<Msg | null> {
    const death = lastOut(st, seat);
    if (!death) return say("f25_days.not_out");
    const flow = forumFlowOf(st);
    if (!death.lastWords) return flow.noWords(st, death);
    const row = await this.store.lastWordsOf(gameId, seat);
    if (row?.publishedAt) return say("f25_days.published");
    const body = text.slice(0, 2000);
    await this.store.saveLastWords(gameId, seat, body);
    if (flow.postsAtOnce(st, death)) await this.publish(gameId, seat, body);
    return null;
  }

  /**
   * Whether seat `seat`'s `遗言 …` sent now would be posted at once (forum-hk: a 正午 out while his
   * day is open, HK67) rather than at the next opening: the desk words its receipt by it.
   */
  postsAtOnce(st: GameState, seat: number): boolean {
    const death = lastOut(st, seat);
    if (!death?.lastWords) return false;
    return forumFlowOf(st).postsAtOnce(st, death);
  }
}
