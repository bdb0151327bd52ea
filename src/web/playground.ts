/**
 * The playground (issue 14 item 6): a newcomer plays a whole game in the browser, no WeChat.
 * Each table is the real stack — its own mocked WeChat network (`MockNetwork`), runtime
 * (GameService, in-memory PGlite store, in-process timers, outbox, chat router) at the clock
 * speed picked for it — with a judge, an inspector and 12 players. The script (`Director`) opens
 * the room, seats everyone and starts; then every seat is either played by the script or left
 * to the person at the browser. The person is one seat, or may switch between the seats left to
 * him; the page shows that seat's WeChat: the match group, its DMs with the bot, the wolves'
 * room once it is in it. A session only ever receives what the seats it may play see on their own
 * phones.
 *
 * Issue 25 item 3: a table belongs to the browser that opened it (its HttpOnly `wj_play` cookie):
 * every control of it (stream, messages, console, close) checks that; another browser is told so
 * in Chinese and may only watch the public live page. Opening a table ends only the same browser's
 * previous one. The cap (`maxTables`) holds under concurrent opens (a slot is reserved before the
 * slow start and freed if it fails); a closed table leaves nothing behind (its runtime, script,
 * network and streams are stopped and dropped).
 */
import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { z } from "zod";
import { type Runtime, type RuntimeOptions, startRuntime } from "../app/runtime.ts";
import { MockNetwork } from "../chat/mock-network.ts";
import type { Reply } from "../chat/router.ts";
import { sendReply } from "../chat/wechaty.ts";
import { boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";
import { Director, makeTable, type Table } from "../sim/director.ts";
import { ChatFeed, feedFromNetwork } from "./feed.ts";
import { shell } from "./pages.ts";
import {
  NewTable,
  NOT_YOURS,
  PlayError,
  playgroundBoards,
  Say,
  SCRIPTED_BOARDS,
  SPEEDS,
  TABLES_FULL,
} from "./playground-options.ts";
import { type GameSource, seatNames, wallDue } from "./source.ts";
import { everyUntilClosed, openEventStream } from "./sse.ts";
import { publicTable } from "./table.ts";

export { NOT_YOURS, PlayError, playgroundBoards, SCRIPTED_BOARDS, SPEEDS, TABLES_FULL };

const COOKIE = "wj_play";

/** One playground table. */
interface PlayTable {
  id: string;
  rt: Runtime;
  net: MockNetwork;
  table: Table;
  feed: ChatFeed;
  src: GameSource;
  director: Director;
  /** Seats left to the person. */
  manual: Set<number>;
  /** The browser that opened the table (its `wj_play` cookie): the only one that may play or close it. */
  owner: string;
  /** The seats the owner may play (and watch as). */
  seats: number[];
  speed: number;
  board: string;
  createdAt: number;
  /** Wall ms the owner last had the table's page open (idle tables may be reclaimed). */
  lastSeen: number;
  ended: boolean;
  stopped: boolean;
  /** Aborted on close: ends the table's streams and stops feeding its chat lines. */
  closed: AbortController;
  unfeed: () => void;
}

/** The playground's tables and routes. */
export class Playground {
  private readonly tables = new Map<string, PlayTable>();
  /** Slots reserved by opens still starting their runtime: table id → owner (issue 25 item 3). */
  private readonly starting = new Map<string, string>();
  /** Closes in flight (their runtimes still hold memory until stopped). */
  private readonly stopping = new Set<Promise<void>>();
  private shut = false;

  constructor(
    private readonly o: {
      log: Logger;
      /**
       * At most this many tables run (or start, or stop) at once (default 2); another browser's
       * open then gets {@link TABLES_FULL} (HTTP 503), unless a table has been idle `idleMs`.
       */
      maxTables?: number;
      /** A table whose owner has not had its page open for this long (wall ms, default 5 min) may be reclaimed. */
      idleMs?: number;
      /** Wall clock (ms) for idleness; tests inject one. */
      now?: () => number;
      /** A table's runtime is given this to answer `控制台` (the console's login link). */
      consoleLink?: (contactId: string, name: string) => Promise<string>;
      /** Game seeds (tests fix them); default crypto-random. */
      seed?: () => number;
      /** Starts a table's runtime (default `startRuntime`; tests inject one that fails). */
      startRuntime?: (o: RuntimeOptions) => Promise<Runtime>;
    },
  ) {}

  private now(): number {
    return this.o.now?.() ?? Date.now();
  }

  /** The running tables as page sources. */
  sources(): GameSource[] {
    return [...this.tables.values()].filter((t) => !t.stopped).map((t) => t.src);
  }

  /** How many tables run, start and stop now (their sum never exceeds `maxTables`). */
  stats(): { tables: number; starting: number; stopping: number } {
    return { tables: this.tables.size, starting: this.starting.size, stopping: this.stopping.size };
  }

  /**
   * Opens a table for the browser `owner` and starts its game; returns its id. The owner's
   * previous table is closed first (only his own). The slot is reserved before the slow start,
   * so concurrent opens never run more than `maxTables`; a failed start frees it.
   * @throws PlayError with the Chinese answer and its HTTP status (400 bad input, 409 the
   *   owner's previous open still starting, 503 every table taken).
   */
  async open(input: z.infer<typeof NewTable>, owner: string): Promise<{ id: string }> {
    const boards = playgroundBoards(input.ruleset);
    const board = boards.find((b) => b.id === input.board);
    if (!board) throw new PlayError("这个规则集里没有这个板子（试玩只支持12人板子）");
    if (input.others === "script" && (!board.scripted || input.ruleset !== RANKED_S7.id))
      throw new PlayError(
        `脚本玩家只会玩排位赛的${SCRIPTED_BOARDS.map((id) => boardById(id)?.zh ?? id).join("、")}；这个规则集或板子请选择“全部座位留给我”`,
      );
    if (input.others === "script" && input.seat === 0) throw new PlayError("有脚本玩家时请选一个座位");
    if (this.shut) throw new PlayError("服务正在关闭", 503);
    if ([...this.starting.values()].includes(owner)) throw new PlayError("你的上一桌还在开，请稍等几秒", 409);

    // Synchronously, before any await: which tables make room (the owner's own, then idle ones), and the reservation.
    const cap = this.o.maxTables ?? 2;
    const others = [...this.tables.values()].filter((t) => t.owner !== owner);
    const toStop = [...this.tables.values()].filter((t) => t.owner === owner);
    const idleBefore = this.now() - (this.o.idleMs ?? 5 * 60_000);
    const idle = others.filter((t) => t.lastSeen <= idleBefore).sort((a, b) => a.lastSeen - b.lastSeen);
    let used = others.length + this.starting.size + this.stopping.size;
    while (used >= cap && idle.length > 0) {
      toStop.push(idle.shift() as PlayTable);
      used--;
    }
    if (used >= cap) throw new PlayError(TABLES_FULL(cap), 503);
    const id = randomBytes(6).toString("hex");
    this.starting.set(id, owner);
    for (const t of toStop) this.detach(t);
    try {
      // The tables it replaces are stopped before it starts: no more than `cap` runtimes at once.
      await Promise.all(toStop.map((t) => this.stopTable(t)));
      const t = await this.start(id, input, board.id, owner);
      if (this.shut) {
        this.detach(t);
        await this.stopTable(t);
        throw new PlayError("服务正在关闭", 503);
      }
      this.tables.set(id, t);
      return { id };
    } finally {
      this.starting.delete(id);
    }
  }

  private async start(id: string, input: z.infer<typeof NewTable>, board: string, owner: string): Promise<PlayTable> {
    const net = new MockNetwork("狼人法官");
    const table = makeTable(net, `play${id}`);
    const feed = new ChatFeed();
    const unfeed = feedFromNetwork(net, feed);
    const rt = await (this.o.startRuntime ?? startRuntime)({
      log: this.o.log,
      dataDir: "memory://",
      speed: input.speed,
      bot: { bot: net.bot, network: net },
      seed: this.o.seed ?? (() => randomInt(2 ** 31 - 1)),
      outboxPollMs: 100,
      channel: `play-${id}`,
    });
    try {
      if (this.o.consoleLink) rt.router.useConsole(this.o.consoleLink);
      await rt.book.setStaff(table.judge.id, "judge", "法官老王", true);
      await rt.book.setStaff(table.inspector.id, "inspector", "督察小李", true);
    } catch (err) {
      unfeed();
      await rt.stop().catch(() => undefined);
      throw err;
    }
    const manual = new Set(
      input.others === "me" ? table.players.map((_, i) => i + 1) : input.seat > 0 ? [input.seat] : [],
    );
    const src: GameSource = {
      db: rt.store.db,
      service: rt.service,
      clock: rt.clock,
      speed: input.speed,
      feed,
      router: rt.router,
      deliver: (r: Reply) => sendReply(net.bot, r),
      botId: () => net.botUser.id,
    };
    const ruleset = RULESETS[input.ruleset];
    const director = new Director(net, table, board as (typeof SCRIPTED_BOARDS)[number], {
      manual,
      ruleset: ruleset.id === RANKED_S7.id ? undefined : ruleset.zh,
    });
    const t: PlayTable = {
      id,
      rt,
      net,
      table,
      feed,
      src,
      director,
      manual,
      owner,
      seats: input.seat > 0 ? [input.seat] : [...manual],
      speed: input.speed,
      board,
      createdAt: this.now(),
      lastSeen: this.now(),
      ended: false,
      stopped: false,
      closed: new AbortController(),
      unfeed,
    };
    // The script's promise keeps only the table's id (a closed table must not stay reachable from it).
    const tables = this.tables;
    const log = this.o.log;
    void director
      .play(3_600_000)
      .then((r) => {
        const live = tables.get(id);
        if (live) live.ended = r.ended;
      })
      .catch((err) => log.warn({ err }, "playground script failed"));
    return t;
  }
  /** A contact certified on one of the tables (its judge or inspector), for the console's login. */
  async staffRole(contactId: string): Promise<"judge" | "inspector" | null> {
    for (const t of this.tables.values()) {
      if (t.stopped) continue;
      if (await t.rt.book.isStaff(contactId, "judge")) return "judge";
      if (await t.rt.book.isStaff(contactId, "inspector")) return "inspector";
    }
    return null;
  }

  /** The texts seat `seat`'s own WeChat shows on table `id`, in order (what its page may show at most). */
  screenOf(id: string, seat: number): string[] {
    const t = this.tables.get(id);
    const c = t?.table.players[seat - 1];
    return t && c ? t.net.screen(c.id).map((m) => m.text) : [];
  }

  /** Closes a table: it leaves the list at once, its streams end, its script and runtime stop. */
  async close(id: string): Promise<void> {
    const t = this.tables.get(id);
    if (!t) return;
    this.detach(t);
    const p = this.stopTable(t);
    this.stopping.add(p);
    try {
      await p;
    } finally {
      this.stopping.delete(p);
    }
  }

  /** Stops every table (and refuses new ones). */
  async closeAll(): Promise<void> {
    this.shut = true;
    await Promise.all([...this.tables.keys()].map((id) => this.close(id)));
  }

  /** Takes a table off the list (synchronously): nothing reaches it through the playground any more. */
  private detach(t: PlayTable): void {
    t.stopped = true;
    this.tables.delete(t.id);
    t.closed.abort();
    t.director.stop();
    t.unfeed();
  }

  private async stopTable(t: PlayTable): Promise<void> {
    await t.rt.stop().catch((err) => this.o.log.warn({ err }, "playground table stop failed"));
  }

  /** The browser's token (`wj_play` cookie), if it sent a well-formed one. */
  private ownerOf(req: FastifyRequest): string | undefined {
    const v = req.cookies?.[COOKIE];
    return v && /^[A-Za-z0-9_-]{24}$/.test(v) ? v : undefined;
  }

  /** The seats this browser may play on `t`: all of the table's, if it opened it; else none. */
  private seatsOf(req: FastifyRequest, t: PlayTable): number[] {
    const owner = this.ownerOf(req);
    return owner !== undefined && owner === t.owner ? t.seats : [];
  }

  /** The table, if it runs and this browser opened it; else answers 404 or 403 (with {@link NOT_YOURS}). */
  private ownTable(req: FastifyRequest, id: string, reply: FastifyReply): PlayTable | null {
    const t = this.tables.get(id);
    if (!t || t.stopped) {
      reply.code(404).send({ error: "not_found", detail: "没有这张试玩桌（可能已经关闭）" });
      return null;
    }
    if (this.seatsOf(req, t).length === 0) {
      reply.code(403).send({ error: "not_yours", detail: NOT_YOURS });
      return null;
    }
    return t;
  }

  /** The table's game id (for its public live page), if its game exists yet. */
  private async gameIdOf(t: PlayTable): Promise<string | null> {
    const game = await t.rt.store.db.game
      .findFirst({ where: { matchGroupId: t.table.group.id }, orderBy: { createdAt: "desc" }, select: { id: true } })
      .catch(() => null);
    return game?.id ?? null;
  }

  /** Registers `/play`, `/play/options.json`, `/play/tables`, `/play/:id` and its stream and input. */
  register(app: FastifyInstance): void {
    app.get("/play", { schema: { hide: true } }, async (_req, reply) =>
      reply.type("text/html").send(shell("试玩", "play")),
    );

    app.get("/play/options.json", { schema: { hide: true } }, async () => ({
      // The playground seats 12 (forum-25's 25-seat calendar game has `npm run demo -- --ruleset forum-25`).
      rulesets: Object.values(RULESETS)
        .map((r) => ({ id: r.id, zh: r.zh, boards: playgroundBoards(r.id) }))
        .filter((r) => r.boards.length > 0),
      speeds: SPEEDS,
      scripted: SCRIPTED_BOARDS,
    }));

    app.post("/play/tables", { schema: { hide: true } }, async (req, reply) => {
      const body = NewTable.safeParse(req.body);
      if (!body.success)
        return reply.code(400).send({ error: "bad_body", detail: body.error.issues[0]?.message ?? "请求有误" });
      // The browser's own token (HttpOnly: the page's scripts never see it) makes it the table's owner.
      const owner = this.ownerOf(req) ?? randomBytes(18).toString("base64url");
      reply.setCookie(COOKIE, owner, { httpOnly: true, sameSite: "strict", path: "/play" });
      try {
        const { id } = await this.open(body.data, owner);
        return { id, url: `/play/${id}` };
      } catch (err) {
        if (!(err instanceof PlayError)) throw err;
        if (err.status === 503) reply.header("retry-after", "30");
        return reply
          .code(err.status)
          .send({ error: err.status === 503 ? "tables_full" : "bad_table", detail: err.message });
      }
    });

    app.get<{ Params: { id: string } }>("/play/:id", { schema: { hide: true } }, async (req, reply) => {
      const t = this.tables.get(req.params.id);
      if (!t) return reply.code(404).type("text/html").send(shell("没有这张桌", "missing"));
      if (this.seatsOf(req, t).length === 0) {
        // Another browser: it may watch the public live page, never play or close the table.
        const game = await this.gameIdOf(t);
        return reply
          .code(403)
          .type("text/html")
          .send(shell("别人的试玩桌", "play-watch", { detail: NOT_YOURS, live: game ? `/live/${game}` : "" }));
      }
      return reply.type("text/html").send(shell("试玩桌", "table", { table: req.params.id }));
    });

    app.get<{ Params: { id: string }; Querystring: { seat?: string } }>(
      "/play/:id/events",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.ownTable(req, req.params.id, reply);
        if (!t) return;
        const mine = this.seatsOf(req, t);
        const seat = Number(req.query.seat ?? mine[0]);
        if (!mine.includes(seat)) return reply.code(403).send({ error: "forbidden", detail: "这个座位不归你操作" });
        t.lastSeen = this.now();
        const me = t.table.players[seat - 1].id;
        const stream = openEventStream(req, reply);
        stream.send("me", {
          seat,
          seats: mine,
          board: t.board,
          speed: t.speed,
          scripted: t.table.players.map((_, i) => !t.manual.has(i + 1)),
          console: mine.length === t.table.players.length,
        });
        let last = "";
        let lineSeq = 0;
        // The stream ends when the reader leaves or the table closes (nothing keeps a closed table).
        const signal = AbortSignal.any([stream.signal, t.closed.signal]);
        await everyUntilClosed({ send: stream.send, sendJson: stream.sendJson, signal }, 300, async () => {
          t.lastSeen = this.now();
          try {
            const game = await t.rt.store.db.game.findFirst({
              where: { matchGroupId: t.table.group.id },
              orderBy: { createdAt: "desc" },
            });
            const st = game ? await t.rt.service.state(game.id) : null;
            if (game && st) {
              const table = publicTable(game, st, await seatNames(t.src, game.id));
              const json = JSON.stringify(table);
              if (json !== last) {
                last = json;
                stream.send("table", { ...table, dueAt: table.paused ? null : wallDue(t.src, table.deadlineMs) });
              }
            }
            // Only what this seat's own WeChat shows (the player's own messages included).
            for (const l of t.feed.after(lineSeq, (x) => x.seenBy.includes(me))) {
              lineSeq = l.seq;
              const where = l.room ? (l.room === t.table.group.id ? "group" : "wolves") : "dm";
              stream.send("line", {
                seq: l.seq,
                where,
                fromName: l.fromName,
                bot: l.from === t.net.botUser.id,
                text: l.text,
              });
            }
          } catch (err) {
            req.log.warn({ err }, "playground stream tick failed");
          }
        });
        if (t.closed.signal.aborted && !stream.signal.aborted) {
          stream.send("closed", { detail: "这桌已经关闭（在这个浏览器开了新桌、点了关闭，或闲置太久）" });
          reply.raw.end();
        }
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/say", { schema: { hide: true } }, async (req, reply) => {
      const t = this.ownTable(req, req.params.id, reply);
      if (!t) return;
      t.lastSeen = this.now();
      const body = Say.safeParse(req.body);
      if (!body.success)
        return reply.code(400).send({ error: "bad_body", detail: body.error.issues[0]?.message ?? "请求有误" });
      const { seat, where, text } = body.data;
      if (!this.seatsOf(req, t).includes(seat) || !t.manual.has(seat))
        return reply.code(403).send({ error: "forbidden", detail: "这个座位不归你操作" });
      const me = t.table.players[seat - 1];
      if (where === "group") me.say(text).to(t.table.group);
      else if (where === "dm") me.say(text).to(t.net.botUser);
      else {
        const game = await t.rt.store.db.game.findFirst({
          where: { matchGroupId: t.table.group.id },
          orderBy: { createdAt: "desc" },
        });
        const room = game?.wolfRoomId;
        if (!room || !t.net.members(room).includes(me.id))
          return reply.code(400).send({ error: "not_in_room", detail: "你不在狼人群里" });
        me.say(text).to(t.net.mocker.RoomMock.load(room));
      }
      return { ok: true };
    });

    app.post<{ Params: { id: string }; Body: { as?: string } }>(
      "/play/:id/console",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.ownTable(req, req.params.id, reply);
        if (!t) return;
        // The console shows every role: only for a table whose every seat is yours, never for one seat's session.
        if (this.seatsOf(req, t).length < t.table.players.length)
          return reply.code(403).send({
            error: "forbidden",
            detail: "只有全部座位都由你操作的试玩桌才能打开法官控制台（否则会看到别人的身份）",
          });
        // The table's judge (or inspector) DMs `控制台`, as on WeChat, and the link the bot answers is opened.
        const who = req.body?.as === "inspector" ? t.table.inspector : t.table.judge;
        const since = t.net.wire.length;
        const answer = t.net.waitFor(
          (m) => m.from === t.net.botUser.id && m.to === who.id && /控制台/.test(m.text),
          10_000,
          since,
        );
        who.say("控制台").to(t.net.botUser);
        const m = await answer.catch(() => null);
        const url = m ? /https?:\/\/\S+/.exec(m.text)?.[0] : undefined;
        if (!url) return reply.code(503).send({ error: "no_link", detail: "没有收到控制台登录链接，请再试一次" });
        return { url: new URL(url).pathname + new URL(url).search };
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/close", { schema: { hide: true } }, async (req, reply) => {
      const t = this.ownTable(req, req.params.id, reply);
      if (!t) return;
      await this.close(t.id);
      return { ok: true };
    });
  }
}
