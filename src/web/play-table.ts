/**
 * One playground table (issue 14 item 6, issue 26 items 1 and 2): its mocked WeChat, runtime and
 * scripted players, the seats left to the person, and its pace. Every board the playground
 * offers has scripted players: the demo's `Director` on the two ranked 444 boards, the `Crowd`
 * on every other 12-seat board (ranked, classic, table), the `ForumCrowd` on forum-25, the
 * `HkCrowd` on forum-hk's core board (issue 27 item 5). None of them ever types for a seat
 * left to the person (they only type its `坐N号` / `报名` before the start).
 *
 * The pace (item 2): a loop reads the game every {@link PACE_MS} ms; while one of the person's
 * seats is due the clock runs at 1×, else at the speed picked (see `play-pace.ts`). A forum table
 * instead jumps to its next deadline when the person asks ({@link nextDeadline}).
 */
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { type Runtime, type RuntimeOptions, startRuntime } from "../boot/runtime.ts";
import { MockNetwork } from "../chat/mock-network.ts";
import { boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";
import type { GameState } from "../engine/types.ts";
import { Crowd } from "../sim/crowd.ts";
import { nextJumpMs } from "../sim/deadline-jumps.ts";
import { Director, makeTable } from "../sim/director.ts";
import { ForumCrowd, makeForumTable } from "../sim/forum-crowd.ts";
import { HkCrowd } from "../sim/hk-crowd.ts";
import { GameLookups } from "../store/games.ts";
import type { Msg } from "../vocab/msg.ts";
import { ChatFeed, feedFromNetwork } from "./feed.ts";
import { type Due, dueOf, PlayClock } from "./play-pace.ts";
import { directorPlays, HK_BOARD, isForumBoard, type SCRIPTED_BOARDS } from "./playground-options.ts";
import { type GameSource, outboxDelivery } from "./source.ts";

type Contact = mock.ContactMock;

/** The earliest pending deadline of a forum game (`sim/deadline-jumps.ts`, shared with the demo). */
export { nextJumpMs };

/** Wall ms between two reads of a table's game by its pace loop. */
export const PACE_MS = 150;

/** The scripted players of a table, whichever script plays it. */
interface Script {
  play(timeoutMs: number): Promise<{ ended: boolean }>;
  stop(): void;
  /** Resolves once the script typed what it owes (a forum script: today's posts, before a jump). */
  settled?(): Promise<void>;
}

/** One playground table. */
export interface PlayTable {
  id: string;
  rt: Runtime;
  net: MockNetwork;
  /** The players, seat N at index N−1. */
  players: Contact[];
  group: mock.RoomMock;
  /** The judge and inspector (12-seat tables; a forum table has directors instead). */
  judge?: Contact;
  inspector?: Contact;
  feed: ChatFeed;
  src: GameSource;
  script: Script;
  clock: PlayClock;
  /** Seats left to the person. */
  manual: Set<number>;
  /** The browser that opened the table (its `wj_play` cookie): the only one that may play or close it. */
  owner: string;
  /** The seats the owner may play (and watch as). */
  seats: number[];
  speed: number;
  board: string;
  ruleset: string;
  forum: boolean;
  createdAt: number;
  /** Wall ms the owner last had the table's page open (idle tables may be reclaimed). */
  lastSeen: number;
  ended: boolean;
  stopped: boolean;
  /** The game's id once it exists. */
  gameId: string | null;
  /** What each of the person's seats is due for now (read by the pace loop). */
  due: Map<number, Due>;
  /** forum-25: the day the pace loop last saw open and where its posts start on the wire. */
  day: { n: number; wireAt: number } | null;
  /** Aborted on close: ends the table's streams, its pace loop, and stops feeding its chat lines. */
  closed: AbortController;
  unfeed: () => void;
}

/** What a table is opened with (the checked body of `POST /play/tables`). */
export interface TableInput {
  ruleset: string;
  board: string;
  seat: number;
  others: "script" | "me";
  speed: number;
}

/**
 * Starts a table's runtime and script (not yet its pace loop: {@link runPace}).
 * @throws whatever the runtime's start throws (the caller frees its slot)
 */
export async function startTable(
  o: {
    log: Logger;
    seed?: () => number;
    startRuntime?: (o: RuntimeOptions) => Promise<Runtime>;
    consoleLink?: (contactId: string, name: string) => Promise<Msg>;
  },
  id: string,
  input: TableInput,
  owner: string,
  now: number,
): Promise<PlayTable> {
  const forum = isForumBoard(input.board);
  const hk = input.board === HK_BOARD.id;
  const net = new MockNetwork(forum ? "版杀导演机器人" : "狼人法官");
  const twelve = forum ? null : makeTable(net, `play${id}`);
  const ft = forum ? (hk ? makeForumTable(net, HK_BOARD.seats, "版杀·空洞骑士") : makeForumTable(net)) : null;
  const players = (twelve?.players ?? ft?.players) as Contact[];
  const group = (twelve?.group ?? ft?.group) as mock.RoomMock;
  const feed = new ChatFeed();
  const unfeed = feedFromNetwork(net, feed);
  // forum-25 (F1): rule time is a real calendar time, 20:00 Asia/Shanghai today (phase S until 09:00);
  // forum-hk (HK8): the same 20:00, 开局 until the 21:00 close.
  const today = new Date();
  const startRule = forum ? Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) : Date.now();
  const clock = new PlayClock(input.speed, startRule);
  const seed = o.seed ?? (() => randomInt(2 ** 31 - 1));
  const rt = await (o.startRuntime ?? startRuntime)({
    log: o.log,
    dataDir: "memory://",
    speed: input.speed,
    anchor: clock.anchor(),
    bot: { bot: net.bot, network: net },
    seed,
    outboxPollMs: 100,
    channel: `play-${id}`,
  });
  try {
    if (o.consoleLink) rt.router.useConsole(o.consoleLink);
    if (twelve) {
      await rt.book.setStaff(twelve.judge.id, "judge", "法官老王", true);
      await rt.book.setStaff(twelve.inspector.id, "inspector", "督察小李", true);
    }
  } catch (err) {
    unfeed();
    await rt.stop().catch(() => undefined);
    throw err;
  }
  const manual = new Set(input.others === "me" ? players.map((_, i) => i + 1) : input.seat > 0 ? [input.seat] : []);
  const src: GameSource = {
    db: rt.store.db,
    service: rt.service,
    clock: rt.clock,
    // The pages' countdowns follow the pace (1× while the person is due).
    get speed() {
      return clock.currentRate;
    },
    feed,
    router: rt.router,
    deliver: outboxDelivery(rt.replies),
    botId: () => net.botUser.id,
  };
  const manualIds = new Set([...manual].map((s) => players[s - 1].id));
  const script = scriptFor(net, { twelve, forum: ft }, input, manual, manualIds, seed(), () => clock.now());
  return {
    id,
    rt,
    net,
    players,
    group,
    judge: twelve?.judge,
    inspector: twelve?.inspector,
    feed,
    src,
    script,
    clock,
    manual,
    owner,
    seats: input.seat > 0 ? [input.seat] : [...manual],
    speed: input.speed,
    board: input.board,
    ruleset: input.ruleset,
    forum,
    createdAt: now,
    lastSeen: now,
    ended: false,
    stopped: false,
    gameId: null,
    due: new Map(),
    day: null,
    closed: new AbortController(),
    unfeed,
  };
}

/**
 * The scripted players of a table: forum-25's `ForumCrowd`, forum-hk's `HkCrowd` (which keeps the
 * calendar on the table's clock `now`), the demo's `Director` on the ranked boards it knows, the
 * `Crowd` on every other 12-seat board. The forum crowds' `settled` is what the deadline jump waits for.
 */
function scriptFor(
  net: MockNetwork,
  tables: { twelve: ReturnType<typeof makeTable> | null; forum: ReturnType<typeof makeForumTable> | null },
  input: TableInput,
  manual: ReadonlySet<number>,
  manualIds: ReadonlySet<string>,
  seed: number,
  now: () => number,
): Script {
  if (tables.forum && input.board === HK_BOARD.id) {
    const crowd = new HkCrowd(net, tables.forum, { manual: manualIds, seed, now });
    return {
      play: (ms) => crowd.play(ms).then((end) => ({ ended: end !== "timeout" })),
      stop: () => crowd.stop(),
      settled: () => crowd.settled(),
    };
  }
  if (tables.forum) {
    const crowd = new ForumCrowd(net, tables.forum, { manual: manualIds, seed });
    return {
      play: (ms) => crowd.play(ms).then((end) => ({ ended: end !== "timeout" })),
      stop: () => crowd.stop(),
      settled: () => crowd.settled(),
    };
  }
  const twelve = tables.twelve as NonNullable<typeof tables.twelve>;
  if (directorPlays(input.ruleset, input.board))
    return new Director(net, twelve, input.board as (typeof SCRIPTED_BOARDS)[number], { manual, seed });
  const crowd = new Crowd(net, twelve, { manual: manualIds, seed });
  const ruleset = RULESETS[input.ruleset];
  // The judge types the board's Chinese name, as a judge would (never its id, issue 26 item 6).
  const open = `开房 ${ruleset.id === RANKED_S7.id ? "" : `${ruleset.zh} `}${boardById(input.board)?.zh ?? input.board}`;
  return { play: (ms) => crowd.play(open, ms), stop: () => crowd.stop() };
}

/** The table's game state, once its game exists (its id is kept on the table). */
export async function stateOf(t: PlayTable): Promise<GameState | null> {
  if (t.gameId === null) {
    const id = await new GameLookups(t.rt.store.db).latestIn(t.group.id).catch(() => null);
    if (!id) return null;
    t.gameId = id;
  }
  return t.rt.service.state(t.gameId).catch(() => null);
}

/**
 * What each of the person's seats owes in state `s` (`dueOf`), nothing while paused or after the
 * end. A forum table's due also counts the seat's posts in the thread today (from the day's
 * opening as the table saw it), and marks, as `miss`, only what the next jump would pass.
 */
export function duesOf(t: PlayTable, s: GameState): Map<number, Due> {
  const due = new Map<number, Due>();
  if (s.paused || s.phase.kind === "ended") return due;
  if (s.phase.kind === "forum_day" && t.day?.n !== s.phase.n) t.day = { n: s.phase.n, wireAt: t.net.wire.length };
  const next = t.forum ? nextJumpMs(s) : null;
  for (const seat of t.manual) {
    const id = t.players[seat - 1]?.id;
    const posts =
      t.day && s.phase.kind === "forum_day"
        ? t.net.wire.slice(t.day.wireAt).filter((m) => m.from === id && m.room === t.group.id).length
        : 0;
    const d = dueOf(s, seat, { posts });
    if (!d) continue;
    // The jump's confirmation names only what the next deadline would make the seat miss.
    if (d.miss && (next === null || d.byMs === undefined || d.byMs > next)) delete d.miss;
    due.set(seat, d);
  }
  return due;
}

/**
 * The pace loop (issue 26 item 2) until the table closes: every {@link PACE_MS} ms it reads the
 * game, keeps what each of the person's seats is due for in `t.due`, and runs the clock at 1×
 * while one of them is due, else at the speed picked. A forum table keeps its speed (its days
 * are calendar days: the person jumps to the next deadline instead). At the game's end the table
 * is marked ended (its slot is free, issue 26 leftovers item 3) and the loop stops.
 */
export async function runPace(t: PlayTable, log: Logger): Promise<void> {
  const signal = t.closed.signal;
  while (!signal.aborted) {
    await sleep(PACE_MS, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return;
    try {
      const s = await stateOf(t);
      if (!s) continue;
      const due = duesOf(t, s);
      t.due = due;
      if (due.size > 0 && !t.forum) t.clock.slow();
      else t.clock.fast();
      if (s.phase.kind === "ended") {
        t.ended = true;
        return;
      }
    } catch (err) {
      log.warn({ err }, "playground pace read failed");
    }
  }
}

/**
 * Moves a forum table to its next deadline (the day's close, the night's steps, the next
 * opening): waits until the scripted players have typed today's posts, moves the clock to the
 * earliest pending deadline and fires the timers then due, as their timers would. Returns that
 * deadline (rule ms), or null when the game has none (not started, ended, paused).
 */
export async function nextDeadline(t: PlayTable): Promise<number | null> {
  await t.script.settled?.();
  const s = await stateOf(t);
  if (!s || t.gameId === null) return null;
  const due = nextJumpMs(s);
  if (due === null) return null;
  t.clock.jumpTo(due);
  for (const x of s.timers.filter((y) => y.dueMs <= due).sort((a, b) => a.dueMs - b.dueMs))
    await t.rt.service.handle(t.gameId, { type: "timeout", timerId: x.id });
  return due;
}

/**
 * Seat names without the bare seat label (issue 26 leftovers item 5): a player named "5号" in
 * seat 5 is shown as 5号, not "5号 5号".
 */
export function bareNames(names: (seat: number) => string): (seat: number) => string {
  return (seat) => {
    const n = names(seat).trim();
    return n === `${seat}号` || n === String(seat) ? "" : n;
  };
}
