/**
 * A bench table's opening and look-up, shared by bench:load's bot (`./load-bot.ts`) and the
 * memory bench (`./load-memory.ts`): typed through the chat as a judge and players would, then
 * found by the room its match group is bound to.
 */
import type { Db } from "../../src/store/db.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A table's judge opens its room (the bench's board). */
const OPEN = "开房 444预女猎白";
/** A table's judge starts its game. */
const START = "开始";
/** Each player of table `t` takes his seat (`坐N号`, N his index + 1). */
function sitDown<C, R>(say: (from: C, text: string, to: R) => void, t: { players: C[]; group: R }): void {
  for (const [s, p] of t.players.entries()) say(p, `坐${s + 1}号`, t.group);
}
/**
 * Opens one table through the chat as its judge and players would type it (`开房`, each player's
 * `坐N号`, `开始`), with the short pauses a person leaves; `say(from, text, to)` types one line.
 */
export async function openTable<C, R>(
  say: (from: C, text: string, to: R) => void,
  t: { judge: C; players: C[]; group: R },
): Promise<void> {
  say(t.judge, OPEN, t.group);
  await sleep(50);
  sitDown(say, t);
  await sleep(200);
  say(t.judge, START, t.group);
}

/**
 * Sets each table's `gameId` from the room of its match group once a game is playing there,
 * asking every 100 ms for at most 60 s (a table still without one keeps "").
 */
export async function findGames(db: Db, tables: { group: { id: string }; gameId: string }[]): Promise<void> {
  for (let i = 0; i < 600 && tables.some((t) => !t.gameId); i++) {
    const rows = await db.room.findMany({
      where: { status: "playing", matchGroupId: { in: tables.map((t) => t.group.id) } },
      select: { matchGroupId: true, gameId: true },
    });
    const by = new Map(rows.map((r) => [r.matchGroupId, r.gameId ?? ""]));
    for (const t of tables) t.gameId = by.get(t.group.id) ?? "";
    if (tables.every((t) => t.gameId)) break;
    await sleep(100);
  }
}

/** A table {@link openTablesPaced} opens: its judge, players, match group, and what it finds. */
export interface PacedTable<C, R> {
  k: number;
  judge: C;
  players: C[];
  group: R & { id: string };
  gameId: string;
}

/**
 * Opens `tables` through the chat in their order, each no sooner than its time (`at(t)`, wall ms
 * from now) and at most `atOnce` at a time, each step typed once the bot has answered the last —
 * the room open before the sign-ups, twelve seats taken before `开始` — and typed again after 30 s
 * without that answer. Why (500 tables, one bot): a loaded bot handles a table's lines
 * concurrently, and a sign-up overtaking its `开房` was refused ("no room open"), leaving the
 * table without a game; and openings on a clock alone outran a bot already loaded by the games
 * playing, whose backlog then made those tables miss their turns (no-shows, drowned players) and
 * their players type on, until it never caught up. Not retyped sooner than
 * 30 s: a bot behind by more than the wait would get every line again on top of its backlog.
 * `t.gameId` is set once its game exists. One poller reads every opening table's room in one
 * statement every 100 ms, not each table for itself. Gives up on a table after 90 s.
 */
export async function openTablesPaced<C, R>(
  db: Db,
  say: (from: C, text: string, to: R) => void,
  tables: PacedTable<C, R>[],
  at: (t: PacedTable<C, R>) => number,
  atOnce = 8,
): Promise<void> {
  type Step = "open" | "seat" | "start";
  const waiting = new Map<PacedTable<C, R>, { step: Step; said: number; since: number }>();
  /** Types table `t`'s lines of `step`. */
  const type = (t: PacedTable<C, R>, step: Step) => {
    if (step === "open") say(t.judge, OPEN, t.group);
    else if (step === "seat") sitDown(say, t);
    else say(t.judge, START, t.group);
  };
  const t0 = Date.now();
  let next = 0;
  while (next < tables.length || waiting.size > 0) {
    // The next tables whose time has come, while fewer than `atOnce` are opening.
    while (next < tables.length && waiting.size < atOnce && Date.now() - t0 >= at(tables[next])) {
      const t = tables[next++];
      type(t, "open");
      waiting.set(t, { step: "open", said: Date.now(), since: Date.now() });
    }
    await sleep(100);
    if (waiting.size === 0) continue;
    const list = [...waiting.keys()];
    const rows = await db.room.findMany({
      where: { matchGroupId: { in: list.map((t) => t.group.id) }, status: { in: ["open", "starting", "playing"] } },
      select: { matchGroupId: true, status: true, seats: true, gameId: true },
    });
    const room = new Map(rows.map((r) => [r.matchGroupId, r]));
    const now = Date.now();
    for (const t of list) {
      const w = waiting.get(t);
      if (!w) continue;
      const r = room.get(t.group.id);
      const seated = Array.isArray(r?.seats) ? r.seats.length : 0;
      if (r?.status === "playing" && r.gameId) {
        t.gameId = r.gameId;
        waiting.delete(t);
      } else if (now - w.since > 90_000) waiting.delete(t);
      else {
        // The next step once the last is answered; else, after 30 s without an answer, the same
        // step again (a sign-up or start typed twice is refused, nothing more).
        const step = w.step === "open" && r ? "seat" : w.step === "seat" && seated >= t.players.length ? "start" : null;
        if (step || now - w.said > 30_000) {
          type(t, step ?? w.step);
          waiting.set(t, { ...w, step: step ?? w.step, said: now });
        }
      }
    }
  }
}
