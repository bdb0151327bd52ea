/**
 * The app's side of a forum-25 game's calendar (F1, F2, F7): what happens at a close and at an
 * opening that is not the engine's, driven by the committed events ({@link GameService.observe})
 * and re-driven at start-up (a crash may fall between a commit and its reaction):
 * - at each close, the post-quota yellow cards (6L 潜水(1)) as directors' `card` judge commands,
 *   each with a deterministic message id, so a re-drive gives no card twice;
 * - at each opening from day 2, the last words written by DM (`遗言 …`, six slots, F7) of the
 *   deaths since the previous opening, in death order; a slot without words says so.
 */

import type { Logger } from "pino";
import { type Calendar, DEFAULT_OFFSET_MIN, dayCloseMs } from "../engine/calendar.ts";
import { familyOfRuleset } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import type { Db } from "../store/db.ts";
import { ForumDayStore } from "../store/forum-days.ts";
import { breachText, ForumPosts } from "./forum-posts.ts";
import type { GameService } from "./game-service.ts";

const isForum = (s: GameState) => familyOfRuleset(s.setup.ruleset) === "calendar";

function calOf(s: GameState): Calendar | null {
  const f = s.forum;
  return f
    ? { startMs: f.startMs, day1OpenMs: f.day1OpenMs, offsetMin: s.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN }
    : null;
}

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
    const closed = events.some((e) => e.type === "vote_closed");
    const opened = events.some((e) => e.type === "phase_started" && e.phase.kind === "forum_day" && e.phase.n > 1);
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
    for (const id of await this.store.runningGames()) await this.catchUp(id);
  }

  /** Idempotent: the quota cards of every closed day not yet checked, the last words of today's opening. */
  async catchUp(gameId: string): Promise<void> {
    const st = await this.service.state(gameId);
    if (!st || !isForum(st) || st.phase.kind === "ended") return;
    const n = closedDays(st);
    if (n > 0) {
      const done = new Set(await this.store.checkedDays(gameId));
      for (let d = 1; d <= n; d++) if (!done.has(d)) await this.quota(gameId, d);
    }
    const now = await this.service.state(gameId);
    if (now && now.phase.kind === "forum_day" && now.phase.n > 1) await this.lastWords(gameId, now);
  }

  /** F2 / 6L 潜水(1): the post-quota yellow cards of day `day`'s close. */
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
    const close = st.phase.kind === "forum_night" && st.phase.n === day ? st.phase.closeMs : null;
    const known = await this.store.spedUp(gameId, day);
    await this.posts.closed(gameId, day, known ?? spedUp(st, day, close));
    const alive = st.seats.filter((x) => x.alive).map((x) => x.seat);
    const breaches = await this.posts.breaches(gameId, day, alive);
    for (const [seat, breach] of breaches) {
      const r = await this.service.handle(
        gameId,
        { type: "judge", ruling: "card", seat, value: "yellow", reason: breachText(breach, day) },
        { messageId: `quota-${gameId}-${day}-${seat}` },
      );
      if (!r.ok && r.reject.code === "game.over") break;
    }
    await this.posts.checked(gameId, day);
  }

  /** F7: last words of the deaths before today's opening, published once, in death order. */
  private async lastWords(gameId: string, st: GameState): Promise<void> {
    const today = st.label;
    const owed = st.record.deaths.filter((d) => d.lastWords && d.at !== today);
    if (owed.length === 0) return;
    const rows = await this.store.lastWords(gameId);
    const bySeat = new Map(rows.map((r) => [r.seat, r]));
    for (const d of owed) {
      const row = bySeat.get(d.seat);
      if (row?.publishedAt) continue;
      const text = row?.text ? `${d.seat}号的遗言：\n${row.text}` : `${d.seat}号没有留遗言。`;
      await this.service.notify(gameId, `lastwords-${d.seat}`, [{ audience: "group", text }]);
      await this.store.publishLastWords(gameId, d.seat);
    }
  }

  /**
   * A seat's `遗言 …` by DM (F7): kept until the next opening publishes it. Null when stored, else
   * why not (no slot, already published).
   */
  async writeLastWords(gameId: string, st: GameState, seat: number, text: string): Promise<string | null> {
    const death = st.record.deaths.find((d) => d.seat === seat);
    if (!death) return "你还没有出局：遗言要在出局后、下一个白天开门前私聊。";
    if (!death.lastWords) return "你没有遗言权：全局只有6个遗言名额，给最先出局的6名角色（红牌罚下没有遗言）。";
    const row = await this.store.lastWordsOf(gameId, seat);
    if (row?.publishedAt) return "你的遗言已经在开门时公示了，不能再改。";
    const body = text.slice(0, 2000);
    await this.store.saveLastWords(gameId, seat, body);
    return null;
  }
}
